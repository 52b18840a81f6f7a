//! Reading this crate's Rust as text, for the checks over the source tree (`one_list.rs`,
//! `component_size.rs`, `no_circles.rs`, `state_parts.rs`): the code without its comments, strings and characters, and the files.
#![allow(dead_code)]

use std::fs;
use std::path::Path;

/// The crate's `src/` folder.
pub const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// The text of `source` with every comment, string and character literal blanked out (line
/// breaks kept, so line numbers stay), leaving the code.
pub fn code_of(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let blank = |out: &mut String, text: &[char]| {
        out.extend(text.iter().map(|&c| if c == '\n' { '\n' } else { ' ' }));
    };
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        let starts = |s: &str| rest.iter().take(s.len()).copied().eq(s.chars());
        let after_ident = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        let end = if starts("//") {
            rest.iter().position(|&c| c == '\n').unwrap_or(rest.len())
        } else if starts("/*") {
            let (mut depth, mut j) = (0, 0);
            loop {
                if j >= rest.len() {
                    break rest.len();
                }
                if rest[j..].starts_with(&['/', '*']) {
                    depth += 1;
                    j += 2;
                } else if rest[j..].starts_with(&['*', '/']) {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break j;
                    }
                } else {
                    j += 1;
                }
            }
        } else if !after_ident && (starts("r\"") || starts("r#") || starts("br\"") || starts("br#"))
        {
            let hashes_at = if rest[0] == 'b' { 2 } else { 1 };
            let hashes = rest[hashes_at..].iter().take_while(|&&c| c == '#').count();
            if rest.get(hashes_at + hashes) != Some(&'"') {
                0 // a raw identifier, `r#type`
            } else {
                let close: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let from = hashes_at + hashes + 1;
                (from..rest.len())
                    .find(|&j| rest[j..].starts_with(&close))
                    .map_or(rest.len(), |j| j + close.len())
            }
        } else if rest[0] == '"' || (!after_ident && starts("b\"")) {
            let mut j = if rest[0] == 'b' { 2 } else { 1 };
            while j < rest.len() && rest[j] != '"' {
                j += if rest[j] == '\\' { 2 } else { 1 };
            }
            j + 1
        } else if rest[0] == '\'' || (!after_ident && starts("b'")) {
            let from = if rest[0] == 'b' { 2 } else { 1 };
            if rest.get(from) == Some(&'\\') {
                (from + 2..rest.len())
                    .find(|&j| rest[j] == '\'')
                    .map_or(rest.len(), |j| j + 1)
            } else if rest.get(from + 1) == Some(&'\'') {
                from + 2
            } else {
                0 // a lifetime or a label
            }
        } else {
            0
        };
        if end == 0 {
            out.push(chars[i]);
            i += 1;
        } else {
            let end = end.min(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        }
    }
    out
}

/// Every `.rs` file under `dir`, as paths relative to `src/` with `/` between folders.
pub fn rust_files(dir: &Path, into: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(SRC).expect("under src/");
            let parts: Vec<_> = relative.iter().map(|p| p.to_string_lossy()).collect();
            into.push(parts.join("/"));
        }
    }
}
