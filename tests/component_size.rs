//! No Dioxus component is longer than [`MAX_LINES`] (issue #28): a longer one is split into
//! parts with one job each (a part that draws one thing, a part that holds a form's state), so
//! a screen reads as the list of what it shows.
//!
//! The check reads every `.rs` file under `src/ui/`, finds each function marked
//! `#[component]` and counts its lines from the `fn` line to the brace that closes its body,
//! both included (the signature counts: a long list of props is part of the size). Comments,
//! strings and characters are left out before the braces are matched, so a `{` in a string
//! of `rsx!` or a comment changes nothing.
//!
//! The exceptions still to be worked off are in [`EXCEPTIONS`]. The list only shrinks: an
//! exception that is no longer too long fails the check too, so it is taken out with the work.

use std::fs;
use std::path::Path;

mod rust_source;
use rust_source::{code_of, rust_files, SRC};

/// The most lines a component may take.
const MAX_LINES: usize = 120;

/// (file under `src/`, component) still over [`MAX_LINES`]. Only ever shrinks.
const EXCEPTIONS: &[(&str, &str)] = &[];

/// Each `#[component]` function of `source`: its name, the line of its `fn` (from 1) and its
/// length in lines, from the `fn` line to the line of the brace that closes its body.
fn components(source: &str) -> Vec<(String, usize, usize)> {
    let code = code_of(source);
    let bytes = code.as_bytes();
    let line_at = |at: usize| 1 + bytes[..at].iter().filter(|&&b| b == b'\n').count();
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(mark) = code[at..].find("#[component]") {
        let after = at + mark + "#[component]".len();
        let Some(fn_at) = find_word(&code, after, "fn") else {
            break;
        };
        let name: String = code[fn_at + 2..]
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        // The body opens at the first brace outside the parameters' parentheses.
        let mut parens = 0usize;
        let mut open = None;
        for (j, &b) in bytes.iter().enumerate().skip(fn_at) {
            match b {
                b'(' => parens += 1,
                b')' => parens = parens.saturating_sub(1),
                b'{' if parens == 0 => {
                    open = Some(j);
                    break;
                }
                _ => {}
            }
        }
        let Some(open) = open else { break };
        let mut depth = 0usize;
        let mut close = bytes.len() - 1;
        for (j, &b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = j;
                        break;
                    }
                }
                _ => {}
            }
        }
        let first = line_at(fn_at);
        found.push((name, first, line_at(close) - first + 1));
        at = close;
    }
    found
}

/// Where the word `word` first stands on its own in `code` from `from`.
fn find_word(code: &str, from: usize, word: &str) -> Option<usize> {
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let bytes = code.as_bytes();
    let mut at = from;
    while let Some(i) = code[at..].find(word) {
        let start = at + i;
        let end = start + word.len();
        let before_ok = start == 0 || !is_ident(bytes[start - 1]);
        let after_ok = end >= bytes.len() || !is_ident(bytes[end]);
        if before_ok && after_ok {
            return Some(start);
        }
        at = end;
    }
    None
}

/// Every component of `src/ui/`: (file under `src/`, name, line, length).
fn all_components() -> Vec<(String, String, usize, usize)> {
    let mut files = Vec::new();
    rust_files(&Path::new(SRC).join("ui"), &mut files);
    files.sort();
    let mut all = Vec::new();
    for file in files {
        let text = fs::read_to_string(format!("{SRC}/{file}")).expect("a readable file");
        for (name, line, length) in components(&text) {
            all.push((file.clone(), name, line, length));
        }
    }
    all
}

#[test]
fn no_component_is_longer_than_the_limit() {
    let all = all_components();
    assert!(
        all.len() > 50,
        "the check finds the app's components ({} found)",
        all.len()
    );
    // Components are named as types are; a lower-case name would be a misread signature.
    let misread: Vec<&String> = all
        .iter()
        .map(|(_, name, _, _)| name)
        .filter(|name| !name.starts_with(|c: char| c.is_ascii_uppercase()))
        .collect();
    assert!(misread.is_empty(), "names misread: {misread:?}");
    let excepted = |file: &str, name: &str| EXCEPTIONS.contains(&(file, name));
    let too_long: Vec<String> = all
        .iter()
        .filter(|(file, name, _, length)| *length > MAX_LINES && !excepted(file, name))
        .map(|(file, name, line, length)| format!("src/{file}:{line} {name}: {length} lines"))
        .collect();
    assert!(
        too_long.is_empty(),
        "components over {MAX_LINES} lines; split each into parts with one job each:\n{}",
        too_long.join("\n")
    );
    let stale: Vec<String> = EXCEPTIONS
        .iter()
        .filter(|&&(file, name)| {
            !all.iter()
                .any(|(f, n, _, length)| f == file && n == name && *length > MAX_LINES)
        })
        .map(|(file, name)| format!("src/{file} {name}"))
        .collect();
    assert!(
        stale.is_empty(),
        "exceptions no longer over {MAX_LINES} lines (or gone); take them out of EXCEPTIONS:\n{}",
        stale.join("\n")
    );
}

// ---- the counter's own tests ---------------------------------------------------------------

#[test]
fn a_component_counts_from_its_fn_line_to_its_closing_brace() {
    let source = "use x;\n\
        /// Doc lines are not counted.\n\
        #[component]\n\
        pub fn Small(\n\
        \x20   value: Signal<u8>,\n\
        ) -> Element {\n\
        \x20   let s = \"}}}\"; // }\n\
        \x20   let c = '}';\n\
        \x20   rsx! { p { \"{value} {{\" } }\n\
        }\n\
        \n\
        fn helper<'a>(x: &'a str) -> &'a str { x }\n\
        #[component]\n\
        fn One() -> Element { rsx! {} }\n\
        /* #[component] fn Hidden() {} */\n\
        #[component]\n\
        fn Last(items: Vec<(u8, u8)>) -> Element\n\
        {\n\
        \x20   /* } */ rsx! {}\n\
        }\n";
    assert_eq!(
        components(source),
        [
            ("Small".to_string(), 4, 7),
            ("One".to_string(), 14, 1),
            ("Last".to_string(), 17, 4),
        ]
    );
}
