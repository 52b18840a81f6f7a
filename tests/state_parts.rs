//! The app's state is a bundle of parts, each keeping its signals to itself
//! (`docs/architecture.md`, "The app's state"). The compiler keeps a private field private;
//! this check keeps the fields private in the first place:
//! - no struct under `src/ui/` declares a signal (`Signal`, `CopyValue`, `GlobalSignal`, …)
//!   as a `pub` field, in any form (`pub`, `pub(super)`, `pub(crate)`), named or in a tuple;
//! - `AppState`'s fields are parts, never a bare signal;
//! - the live table's behaviour is `LiveTable`'s, not methods `ui/live` adds to `AppState`.
//!
//! So a screen, or another part, that wants to change what a part holds has to ask it.

use std::fs;
use std::path::Path;

mod rust_source;
use rust_source::{code_of, rust_files, SRC};

/// The signal types of Dioxus a part may hold, and the guard that writes one.
const SIGNALS: &[&str] = &[
    "Signal",
    "CopyValue",
    "GlobalSignal",
    "GlobalMemo",
    "SyncSignal",
    "WriteSignal",
    "ReadSignal",
    "ReadOnlySignal",
    "Memo",
    "Resource",
];

/// Whether `ty` (a type as written) holds a signal: one of [`SIGNALS`] as a whole name with
/// its parameters, anywhere in it (`Option<Signal<u8>>`, `dioxus::prelude::Signal<u8>`). A
/// function pointer or closure that takes a signal holds none.
fn holds_signal(ty: &str) -> bool {
    if ty.contains("fn(") || ty.contains("Fn(") || ty.contains("FnMut(") {
        return false;
    }
    SIGNALS.iter().any(|name| named(ty, name))
}

/// Whether `name<` stands in `ty` as a whole name (not the end of a longer one).
fn named(ty: &str, name: &str) -> bool {
    let wanted = format!("{name}<");
    ty.match_indices(&wanted).any(|(at, _)| {
        ty[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
    })
}

/// `text` split into its visibility (empty when private: `pub`, `pub(super)`, `pub(in a::b)`)
/// and the rest, attributes before it dropped.
fn visibility(text: &str) -> (&str, &str) {
    let mut text = text.trim();
    while text.starts_with("#[") {
        let Some(end) = text.find(']') else { break };
        text = text[end + 1..].trim_start();
    }
    match text.strip_prefix("pub") {
        Some(rest) if rest.starts_with('(') => match rest.find(')') {
            Some(close) => (&text[..3 + close + 1], rest[close + 1..].trim_start()),
            None => ("", text),
        },
        Some(rest) if rest.starts_with(char::is_whitespace) => ("pub", rest.trim_start()),
        _ => ("", text),
    }
}

/// A named field of a struct: its visibility (empty when private) and its type.
fn field(line: &str) -> Option<(&str, &str)> {
    let (visibility, rest) = visibility(line);
    let (name, ty) = rest.split_once(':')?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    Some((visibility, ty.trim().trim_end_matches(',')))
}

/// Whether a field of a struct (a line of a named struct's body, or one of a tuple struct's
/// fields, as [`structs`] gives them) is a signal other code can reach: declared `pub` in any
/// form.
fn exposed(text: &str) -> bool {
    if let Some((visibility, ty)) = field(text) {
        return !visibility.is_empty() && holds_signal(ty);
    }
    let (visibility, ty) = visibility(text);
    !visibility.is_empty() && holds_signal(ty)
}

/// The fields of a tuple struct, from the text after its `(`: split at the commas outside
/// `<>`, `()` and `[]`, up to the `)` that closes it.
fn tuple_fields(after_open: &str) -> Vec<String> {
    let (mut depth, mut fields, mut current) = (0usize, Vec::new(), String::new());
    for c in after_open.chars() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ']' => depth = depth.saturating_sub(1),
            ')' if depth == 0 => break,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                fields.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    fields.push(current);
    let fields = fields
        .into_iter()
        .map(|f| f.split_whitespace().collect::<Vec<_>>().join(" "));
    fields.filter(|f| !f.is_empty()).collect()
}

/// The structs of `code`: each one's name and its fields (a named struct's body lines, or a
/// tuple struct's fields), with the line number of each.
fn structs(code: &str) -> Vec<(String, Vec<(usize, String)>)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (_, line) = visibility(lines[i]);
        let Some(after) = line.strip_prefix("struct ") else {
            i += 1;
            continue;
        };
        let name: String = after
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let rest = after_generics(&after[name.len()..]);
        if rest.trim_start().starts_with('(') {
            // A tuple struct, its fields on this line or the next ones.
            let start = i;
            let mut text = String::new();
            while i < lines.len() {
                text.push_str(lines[i]);
                text.push('\n');
                if lines[i].trim_end().ends_with(';') {
                    break;
                }
                i += 1;
            }
            let open = text.find('(').map_or(text.len(), |o| o + 1);
            let body = tuple_fields(&text[open..])
                .into_iter()
                .map(|f| (start + 1, f));
            found.push((name, body.collect()));
        } else if !line.ends_with(';') {
            // A named struct: its body from the line that opens it (after a `where`, say).
            while i < lines.len() && !lines[i].trim_end().ends_with('{') {
                i += 1;
            }
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

/// `rest`, the text after a struct's name, without the generic parameters it starts with.
fn after_generics(rest: &str) -> &str {
    if !rest.starts_with('<') {
        return rest;
    }
    let mut depth = 0usize;
    for (at, c) in rest.char_indices() {
        match c {
            '<' => depth += 1,
            '>' if depth == 1 => return &rest[at + 1..],
            '>' => depth -= 1,
            _ => {}
        }
    }
    ""
}

/// The `pub` functions of `code` (in any form) that hand out a signal or a guard that writes
/// one: each one's line and signature.
fn handing_out(code: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let (visibility, rest) = visibility(line);
        let is_fn = rest.starts_with("fn ") || rest.starts_with("async fn ");
        if visibility.is_empty() || !is_fn {
            continue;
        }
        let mut signature = String::new();
        for next in &lines[i..] {
            signature.push_str(next.trim());
            signature.push(' ');
            if next.contains('{') || next.trim_end().ends_with(';') {
                break;
            }
        }
        let returned = signature.split_once("->").map_or("", |(_, r)| r);
        let returned = returned.split(['{', ';']).next().unwrap_or("").trim();
        // A read guard lets its holder read, not write.
        if returned.starts_with("ReadableRef<") {
            continue;
        }
        if holds_signal(returned) || named(returned, "WritableRef") || named(returned, "Write") {
            found.push((i + 1, signature.trim().to_string()));
        }
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
    let signals: Vec<_> = fields.iter().filter(|(_, ty)| holds_signal(ty)).collect();
    assert!(
        signals.is_empty(),
        "AppState holds a bare signal; make it a part that owns it: {signals:?}"
    );
}

#[test]
fn no_part_hands_out_its_signal_or_a_guard_that_writes_it() {
    let mut handed = Vec::new();
    for (file, code) in ui_files() {
        if !(file.starts_with("ui/state/") || file.starts_with("ui/live/")) {
            continue;
        }
        for (line, signature) in handing_out(&code) {
            handed.push(format!("src/{file}:{line}: {signature}"));
        }
    }
    assert!(
        handed.is_empty(),
        "a part hands out what lets others write it; give it a method for the change instead:\n{}",
        handed.join("\n")
    );
}

/// Whether `line` opens an `impl` block of `AppState`: its own (`impl AppState`,
/// `impl super::AppState`) or a trait's for it (`impl Ext for AppState`), at any indentation.
fn opens_app_state_impl(line: &str) -> bool {
    let Some(rest) = line.trim_start().strip_prefix("impl") else {
        return false;
    };
    if !rest.starts_with([' ', '<']) {
        return false;
    }
    let rest = after_generics(rest.trim_start());
    let rest = rest.rsplit_once(" for ").map_or(rest, |(_, ty)| ty);
    let ty = rest.split(['{', '<']).next().unwrap_or("");
    let ty = ty.split(" where").next().unwrap_or("").trim();
    ty.rsplit("::").next() == Some("AppState")
}

/// The names of the methods `code` adds to `AppState` (the `fn`s of its `impl` blocks, its own
/// or a trait's; see [`opens_app_state_impl`]), `code` being a file's code with its strings and
/// comments blanked.
fn app_state_methods(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    // The depth of braces inside the `AppState` block being read, if any.
    let mut inside: Option<usize> = None;
    for line in code.lines() {
        match inside {
            None if opens_app_state_impl(line) => inside = Some(0),
            None => continue,
            Some(_) => {}
        }
        let depth = inside.unwrap_or(0);
        if depth == 1 {
            let (_, rest) = visibility(line.trim());
            let mut rest = rest;
            for qualifier in ["const ", "async ", "unsafe ", "extern \"C\" "] {
                rest = rest.strip_prefix(qualifier).unwrap_or(rest);
            }
            if let Some(name) = rest.strip_prefix("fn ") {
                let end = name.find(['(', '<']).unwrap_or(name.len());
                names.push(name[..end].trim().to_string());
            }
        }
        let opened = line.matches('{').count();
        let closed = line.matches('}').count();
        let depth = (depth + opened).saturating_sub(closed);
        inside = (depth > 0).then_some(depth);
    }
    names
}

/// The live table is one value with its methods (`LiveTable`, in `ui/live/`): what the host's
/// and a guest's side do is the table's, asked of the app's state only for the parts around
/// it. `ui/live` adds to `AppState` only the handle to the table and the question that needs
/// both (whether the app is at rest).
#[test]
fn the_live_table_owns_its_behaviour() {
    const HANDLES: [&str; 2] = ["live", "at_rest"];
    let mut added = Vec::new();
    let mut handles = Vec::new();
    for (file, code) in ui_files() {
        if !file.starts_with("ui/live/") {
            continue;
        }
        for name in app_state_methods(&code) {
            if HANDLES.contains(&name.as_str()) {
                handles.push(name);
            } else {
                added.push(format!("src/{file}: AppState::{name}"));
            }
        }
    }
    assert_eq!(
        handles.len(),
        HANDLES.len(),
        "ui/live's handles were read: {handles:?}"
    );
    assert!(
        added.is_empty(),
        "the live table's behaviour is a method of LiveTable, taking the app's state for the parts around it:\n{}",
        added.join("\n")
    );
}

#[test]
fn the_check_reads_the_methods_added_to_the_app_state() {
    let code = "\
impl AppState {
    pub fn live(&self) -> LiveTable {
        LiveTable(LIVE.signal())
    }
    pub(crate) async fn gone(&mut self) {}
    fn with<R>(&mut self) -> R { todo() }
}
impl LiveTable {
    pub fn open(&mut self, app: &mut AppState) {}
}
";
    assert_eq!(app_state_methods(code), ["live", "gone", "with"]);
    // Other forms of the same: a trait's impl, a path, a closing brace with a comment after
    // it, an empty block, qualifiers; and a type whose name merely starts with `AppState`.
    let code = "\
impl Ext for AppState {
    const fn a(&self) {}
} // after
impl super::AppState {}
impl LiveTable {
    pub fn open(&mut self) {}
}
impl<'a> crate::ui::state::AppState {
    pub(crate) unsafe fn b(&self) {
        if true { let _ = || {}; }
    }
    fn c(&self) {}
}
impl AppStateExt {
    fn d(&self) {}
}
";
    assert_eq!(app_state_methods(code), ["a", "b", "c"]);
}

#[test]
fn the_check_sees_a_pub_signal_in_every_form() {
    let code = "\
pub struct A {
    pub x: Signal<u8>,
    pub(super) y: CopyValue<u8>,
    z: Signal<u8>,
    pub w: fn(Signal<u8>),
    pub v: Option<dioxus::prelude::Signal<u8>>,
    #[allow(dead_code)] pub(in crate::ui) u: WriteSignal<u8>,
    pub t: MySignal<u8>,
}
pub struct B(pub Signal<u8>);
struct C(Signal<u8>);
pub struct D(
    u8,
    pub(crate) Memo<Vec<(u8, u8)>>,
);
pub struct E<T>
where
    T: Clone,
{
    pub s: Signal<T>,
}
";
    let found = structs(code);
    let names: Vec<_> = found.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["A", "B", "C", "D", "E"]);
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
            "A: pub v: Option<dioxus::prelude::Signal<u8>>,",
            "A: #[allow(dead_code)] pub(in crate::ui) u: WriteSignal<u8>,",
            "B: pub Signal<u8>",
            "D: pub(crate) Memo<Vec<(u8, u8)>>",
            "E: pub s: Signal<T>,",
        ],
        "not the private z, the fn pointer w, the other type t, nor C's or D's private field"
    );
}

#[test]
fn the_check_sees_a_part_hand_out_its_signal() {
    let code = "\
impl Part {
    pub fn read(&self) -> ReadableRef<'_, Signal<u8>> {
    pub fn signal(&self) -> Signal<u8> {
    pub(crate) fn write(
        &mut self,
    ) -> WritableRef<'_, Signal<u8>> {
    fn private(&self) -> Signal<u8> {
    pub fn count(&self) -> usize {
}
";
    let lines: Vec<_> = handing_out(code)
        .into_iter()
        .map(|(line, _)| line)
        .collect();
    assert_eq!(
        lines,
        [3, 4],
        "the signal and the write guard, not a read, a private fn or a count"
    );
}
