//! The app's state is a bundle of parts, each keeping its signals to itself
//! (`docs/architecture.md`, "The app's state"). The compiler keeps a private field private;
//! this check keeps the fields private in the first place:
//! - no struct under `src/ui/` declares a signal (`Signal`, `CopyValue`, `GlobalSignal`, …)
//!   as a `pub` field, in any form (`pub`, `pub(super)`, `pub(crate)`), named or in a tuple;
//! - `AppState`'s fields are parts, never a bare signal.
//!
//! So a screen, or another part, that wants to change what a part holds has to ask it.

use std::fs;
use std::path::Path;

mod rust_source;
use rust_source::{code_of, rust_files, SRC};

/// The signal types of Dioxus a part may hold.
const SIGNALS: &[&str] = &[
    "Signal<",
    "CopyValue<",
    "GlobalSignal<",
    "SyncSignal<",
    "Memo<",
    "Resource<",
];

/// Whether `ty` (a field's type, as written) is a signal.
fn is_signal(ty: &str) -> bool {
    SIGNALS.iter().any(|s| ty.trim_start().starts_with(s))
}

/// A field line of a struct: its visibility (empty when private) and its type.
fn field(line: &str) -> Option<(&str, &str)> {
    let line = line.trim();
    let (visibility, rest) = match line.strip_prefix("pub") {
        Some(rest) if rest.starts_with('(') => {
            let close = rest.find(')')?;
            (&line[..3 + close + 1], rest[close + 1..].trim_start())
        }
        Some(rest) if rest.starts_with(' ') => ("pub", rest.trim_start()),
        _ => ("", line),
    };
    let (name, ty) = rest.split_once(':')?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    Some((visibility, ty.trim().trim_end_matches(',')))
}

/// Whether a line of a struct's body (as [`structs`] gives it) is a signal other code can reach:
/// a named field or a tuple struct's field declared `pub` in any form.
fn exposed(text: &str) -> bool {
    let tuple = text.starts_with("pub") && is_signal(text.split_once(' ').map_or("", |(_, t)| t));
    let named = field(text).is_some_and(|(visibility, ty)| !visibility.is_empty() && is_signal(ty));
    tuple || named
}

/// The structs of `code`: each one's name and the lines of its body (a named struct's fields,
/// or a tuple struct's one line), with the line number of each.
fn structs(code: &str) -> Vec<(String, Vec<(usize, String)>)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        let after = line
            .split_once("struct ")
            .filter(|(before, _)| before.trim().is_empty() || before.trim().starts_with("pub"));
        let Some((_, after)) = after else {
            i += 1;
            continue;
        };
        let name: String = after
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if let Some(open) = after.find('(') {
            // A tuple struct: its fields on the same line.
            let inner = &after[open + 1..after.rfind(')').unwrap_or(after.len())];
            let body = inner.split(',').map(|f| (i + 1, f.trim().to_string()));
            found.push((name, body.collect()));
        } else if line.ends_with('{') {
            let mut body = Vec::new();
            i += 1;
            while i < lines.len() && lines[i].trim() != "}" {
                body.push((i + 1, lines[i].to_string()));
                i += 1;
            }
            found.push((name, body));
        }
        i += 1;
    }
    found
}

fn ui_files() -> Vec<(String, String)> {
    let mut files = Vec::new();
    rust_files(&Path::new(SRC).join("ui"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|file| {
            let source = fs::read_to_string(Path::new(SRC).join(&file)).expect("readable");
            (file, code_of(&source))
        })
        .collect()
}

#[test]
fn no_part_of_the_ui_shows_a_signal_as_a_pub_field() {
    let mut shown = Vec::new();
    for (file, code) in ui_files() {
        for (name, body) in structs(&code) {
            for (line, text) in body {
                if exposed(&text) {
                    shown.push(format!("src/{file}:{line}: {name} {}", text.trim()));
                }
            }
        }
    }
    assert!(
        shown.is_empty(),
        "a signal other code can reach; keep it private and add the method that asks or changes it:\n{}",
        shown.join("\n")
    );
}

#[test]
fn the_app_state_is_parts_not_signals() {
    let (_, code) = ui_files()
        .into_iter()
        .find(|(file, _)| file == "ui/state/mod.rs")
        .expect("src/ui/state/mod.rs");
    let (_, body) = structs(&code)
        .into_iter()
        .find(|(name, _)| name == "AppState")
        .expect("AppState is a struct of src/ui/state/mod.rs");
    let fields: Vec<_> = body.iter().filter_map(|(_, t)| field(t)).collect();
    assert!(fields.len() >= 8, "AppState's fields were read: {fields:?}");
    let signals: Vec<_> = fields.iter().filter(|(_, ty)| is_signal(ty)).collect();
    assert!(
        signals.is_empty(),
        "AppState holds a bare signal; make it a part that owns it: {signals:?}"
    );
}

#[test]
fn the_check_sees_a_pub_signal_in_every_form() {
    let code = "pub struct A {\n    pub x: Signal<u8>,\n    pub(super) y: CopyValue<u8>,\n    z: Signal<u8>,\n    pub w: fn(Signal<u8>),\n}\npub struct B(pub Signal<u8>);\nstruct C(Signal<u8>);\n";
    let found = structs(code);
    let names: Vec<_> = found.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["A", "B", "C"]);
    let a: Vec<_> = found[0].1.iter().filter_map(|(_, t)| field(t)).collect();
    assert_eq!(
        a,
        [
            ("pub", "Signal<u8>"),
            ("pub(super)", "CopyValue<u8>"),
            ("", "Signal<u8>"),
            ("pub", "fn(Signal<u8>)"),
        ]
    );
    let shown: Vec<_> = found
        .iter()
        .flat_map(|(name, body)| body.iter().map(move |(_, text)| (name, text)))
        .filter(|(_, text)| exposed(text))
        .map(|(name, text)| format!("{name}: {}", text.trim()))
        .collect();
    assert_eq!(
        shown,
        [
            "A: pub x: Signal<u8>,",
            "A: pub(super) y: CopyValue<u8>,",
            "B: pub Signal<u8>"
        ],
        "not the private z, the fn pointer w, nor C's private field"
    );
}
