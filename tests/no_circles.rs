//! No circles between the crate's module files: if `a.rs` uses `b.rs`, nothing `b.rs` uses
//! (directly or through others) may use `a.rs` again. A circle means neither side can be read,
//! tested or moved without the other, so the layering the architecture describes is only a
//! wish; this check makes it a fact.
//!
//! The check reads every `.rs` file under `src/` (the library's tree; `main.rs` is the binary,
//! a crate of its own that reaches the library only as `tablemate::`) and collects the paths
//! each file names in code: `use` trees and inline paths that start with `crate::`, `super::`
//! or `self::`, and relative paths whose first segment is a child module (`use scoring::x`).
//! `super` and `self` resolve against the module the path is written in, inline `mod` blocks
//! included. A path points at the deepest module FILE that exists for it (`src/a/b.rs` or
//! `src/a/b/mod.rs`; `lib.rs` for the crate root), so `crate::a::b::Item` counts as a use of
//! `a/b.rs` when that file exists and of `a.rs` or `a/mod.rs` when `Item` lives there.
//!
//! Parents and children: a `mod` line is not an edge, and neither is a `pub use` of a module
//! from its own subtree (a parent re-exporting its children is a façade: it adds no code of
//! its own that leans on them). Every other path is an edge, in both directions: a child
//! naming an item defined in its parent (`super::Item`) depends on the parent, and a parent
//! whose own code calls into a child depends on the child, so those two together ARE a circle.
//!
//! Test code is left out: an item under `#[cfg(test)]`, and the files such a `mod` line brings
//! in. A test module is a leaf nothing else imports, so its paths cannot close a circle of the
//! build.
//!
//! Every strongly connected component (Tarjan) of more than one file fails the check, listed
//! with the paths that make its edges.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

mod rust_source;
use rust_source::{code_of, rust_files, SRC};

/// Circles still to be broken, each with the reason it is left. The list only shrinks: an
/// entry whose circle is gone fails the check too, so it is taken out when the work is done.
/// Empty now: a new circle is a failure, not an entry here.
const KNOWN_CIRCLES: &[(&[&str], &str)] = &[];

/// A token of code: an identifier or keyword, `::`, or one other character.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Word(String),
    Path,
    Mark(char),
}

fn tokens_of(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(Token::Word(chars[start..i].iter().collect()));
        } else if c.is_numeric() {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push(Token::Path);
            i += 2;
        } else {
            if !c.is_whitespace() {
                tokens.push(Token::Mark(c));
            }
            i += 1;
        }
    }
    tokens
}

fn is_word(token: Option<&Token>, word: &str) -> bool {
    matches!(token, Some(Token::Word(w)) if w == word)
}

fn is_mark(token: Option<&Token>, mark: char) -> bool {
    token == Some(&Token::Mark(mark))
}

/// The index just past the bracketed group that opens at `at` (`(`, `[` or `{`).
fn past_group(tokens: &[Token], at: usize) -> usize {
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().skip(at) {
        match token {
            Token::Mark('(' | '[' | '{') => depth += 1,
            Token::Mark(')' | ']' | '}') => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// Whether `#[cfg(test)]` starts at `at`.
fn is_cfg_test(tokens: &[Token], at: usize) -> bool {
    let want = [
        Token::Mark('#'),
        Token::Mark('['),
        Token::Word("cfg".into()),
        Token::Mark('('),
        Token::Word("test".into()),
        Token::Mark(')'),
        Token::Mark(']'),
    ];
    tokens.get(at..at + want.len()) == Some(&want[..])
}

/// The index just past the item that starts at `at` (after its attributes): its `;` or its
/// braced body, whichever comes first.
fn past_item(tokens: &[Token], mut at: usize) -> usize {
    while is_mark(tokens.get(at), '#') && is_mark(tokens.get(at + 1), '[') {
        at = past_group(tokens, at + 1);
    }
    while at < tokens.len() {
        match tokens[at] {
            Token::Mark(';') => return at + 1,
            Token::Mark('{') => return past_group(tokens, at),
            Token::Mark('(' | '[') => at = past_group(tokens, at),
            _ => at += 1,
        }
    }
    at
}

/// Every full path of the use tree in `tokens` (the text between `use` and `;`), as segments,
/// each with the name it binds (its alias, its last segment, or `*` for a glob).
fn use_paths(tokens: &[Token]) -> Vec<(Vec<String>, String)> {
    type Out = Vec<(Vec<String>, String)>;
    fn tree(tokens: &[Token], at: &mut usize, prefix: &[String], out: &mut Out) {
        let mut path = prefix.to_vec();
        loop {
            match tokens.get(*at) {
                Some(Token::Path) => *at += 1,
                Some(Token::Word(w)) if w == "as" => {
                    let alias = match tokens.get(*at + 1) {
                        Some(Token::Word(a)) => a.clone(),
                        _ => String::new(),
                    };
                    *at += 2;
                    out.push((path, alias));
                    return;
                }
                Some(Token::Word(w)) => {
                    path.push(w.clone());
                    *at += 1;
                }
                Some(Token::Mark('*')) => {
                    *at += 1;
                    out.push((path, "*".to_string()));
                    return;
                }
                Some(Token::Mark('{')) => {
                    *at += 1;
                    while !is_mark(tokens.get(*at), '}') && *at < tokens.len() {
                        tree(tokens, at, &path, out);
                        if is_mark(tokens.get(*at), ',') {
                            *at += 1;
                        }
                    }
                    *at += 1;
                    return;
                }
                _ => {
                    let name = path.last().cloned().unwrap_or_default();
                    out.push((path, name));
                    return;
                }
            }
        }
    }
    let mut out = Vec::new();
    let mut at = 0;
    tree(tokens, &mut at, &[], &mut out);
    out.retain(|(p, _)| !p.is_empty());
    out
}

/// The crate's module files by module path (`[]` is `lib.rs`).
struct Modules {
    files: BTreeMap<Vec<String>, String>,
}

impl Modules {
    fn new(files: &[String]) -> Self {
        let mut by_path = BTreeMap::new();
        for file in files {
            if let Some(path) = module_path_of(file) {
                by_path.insert(path, file.clone());
            }
        }
        Modules { files: by_path }
    }

    /// The deepest module on `path` that has a file: its module path.
    fn deepest<'p>(&self, path: &'p [String]) -> &'p [String] {
        let k = (0..=path.len())
            .rev()
            .find(|&k| self.files.contains_key(&path[..k]))
            .expect("lib.rs is the root of every path");
        &path[..k]
    }
}

/// `a/b.rs` and `a/b/mod.rs` are the module `a::b`; `lib.rs` is the root; `main.rs` is the
/// binary's root, another crate, so it has none here.
fn module_path_of(file: &str) -> Option<Vec<String>> {
    if file == "lib.rs" {
        return Some(Vec::new());
    }
    if file == "main.rs" {
        return None;
    }
    let stem = file.strip_suffix(".rs")?;
    let stem = stem.strip_suffix("/mod").unwrap_or(stem);
    Some(stem.split('/').map(String::from).collect())
}

/// What one file names: the absolute paths it uses (each with the text it was written as),
/// the names it re-exports (`pub use`) with the path each stands for, and the child modules
/// its `#[cfg(test)] mod` lines bring in.
#[derive(Default)]
struct Uses {
    paths: Vec<(Vec<String>, String)>,
    reexports: BTreeMap<String, Vec<Vec<String>>>,
    test_children: Vec<Vec<String>>,
}

fn uses_of(file: &str, code: &str, modules: &Modules) -> Uses {
    let here = module_path_of(file).expect("a library file");
    let tokens = tokens_of(code);
    let mut uses = Uses::default();
    // Inline `mod name {` blocks open around the current token, with the depth of their brace.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    let current = |inline: &[(String, usize)]| -> Vec<String> {
        let mut path = here.clone();
        path.extend(inline.iter().map(|(name, _)| name.clone()));
        path
    };
    while i < tokens.len() {
        if is_cfg_test(&tokens, i) {
            let at = i + 7;
            let mut item = at;
            while is_mark(tokens.get(item), '#') {
                item = past_group(&tokens, item + 1);
            }
            if is_word(tokens.get(item), "pub") {
                item += 1;
            }
            if is_word(tokens.get(item), "mod") && is_mark(tokens.get(item + 2), ';') {
                if let Some(Token::Word(name)) = tokens.get(item + 1) {
                    let mut child = current(&inline);
                    child.push(name.clone());
                    uses.test_children.push(child);
                }
            }
            i = past_item(&tokens, at);
            continue;
        }
        match &tokens[i] {
            Token::Mark('{') => depth += 1,
            Token::Mark('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Token::Word(w) if w == "mod" => {
                if let (Some(Token::Word(name)), true) =
                    (tokens.get(i + 1), is_mark(tokens.get(i + 2), '{'))
                {
                    inline.push((name.clone(), depth + 1));
                }
            }
            Token::Word(w) if w == "use" && tokens.get(i.wrapping_sub(1)) != Some(&Token::Path) => {
                let public = is_word(tokens.get(i.wrapping_sub(1)), "pub")
                    || (is_mark(tokens.get(i.wrapping_sub(1)), ')')
                        && (1..6).any(|back| {
                            is_word(tokens.get(i.wrapping_sub(back + 1)), "pub")
                                && is_mark(tokens.get(i.wrapping_sub(back)), '(')
                        }));
                let end = (i..tokens.len())
                    .find(|&j| is_mark(tokens.get(j), ';'))
                    .unwrap_or(tokens.len());
                let module = current(&inline);
                for (path, name) in use_paths(&tokens[i + 1..end]) {
                    if let Some(absolute) = resolve(&path, &module, modules) {
                        if public && inline.is_empty() {
                            uses.reexports
                                .entry(name)
                                .or_default()
                                .push(absolute.clone());
                        }
                        uses.paths.push((absolute, path.join("::")));
                    }
                }
                i = end + 1;
                continue;
            }
            Token::Word(first)
                if tokens.get(i + 1) == Some(&Token::Path)
                    && tokens.get(i.wrapping_sub(1)) != Some(&Token::Path) =>
            {
                let mut segments = vec![first.clone()];
                let mut j = i + 1;
                while tokens.get(j) == Some(&Token::Path) {
                    match tokens.get(j + 1) {
                        Some(Token::Word(w)) => segments.push(w.clone()),
                        _ => break,
                    }
                    j += 2;
                }
                if let Some(absolute) = resolve(&segments, &current(&inline), modules) {
                    uses.paths.push((absolute, segments.join("::")));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    uses
}

/// The paths named in serde's attribute strings (`#[serde(with = "crate::wire::time")]`),
/// which `code_of` blanks with every other string.
fn attribute_paths(source: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    for key in ["with = \"", "default = \""] {
        for (at, _) in source.match_indices(key) {
            let rest = &source[at + key.len()..];
            let text = &rest[..rest.find('"').unwrap_or(0)];
            if ["crate", "super", "self"]
                .iter()
                .any(|s| text.split("::").next() == Some(s))
            {
                paths.push(text.split("::").map(String::from).collect());
            }
        }
    }
    paths
}

/// The absolute module path `segments` names when written in `module`, or `None` for a path
/// outside the crate (`std::…`, another crate) or one that starts at a local item.
fn resolve(segments: &[String], module: &[String], modules: &Modules) -> Option<Vec<String>> {
    let mut rest = segments;
    let mut base: Vec<String> = match segments.first().map(String::as_str)? {
        "crate" => {
            rest = &segments[1..];
            Vec::new()
        }
        "self" => {
            rest = &segments[1..];
            module.to_vec()
        }
        "super" => {
            let mut base = module.to_vec();
            while rest.first().is_some_and(|s| s == "super") {
                base.pop();
                rest = &rest[1..];
            }
            base
        }
        first => {
            let mut child = module.to_vec();
            child.push(first.to_string());
            if !modules.files.contains_key(&child) {
                return None;
            }
            module.to_vec()
        }
    };
    base.extend(rest.iter().cloned());
    Some(base)
}

/// Whether the code of a file defines an item called `name`.
fn defines(code: &str, name: &str) -> bool {
    let tokens = tokens_of(code);
    tokens.windows(2).any(|pair| {
        matches!(&pair[1], Token::Word(w) if w == name)
            && [
                "struct", "enum", "fn", "type", "const", "static", "trait", "union", "mod",
            ]
            .iter()
            .any(|kind| is_word(Some(&pair[0]), kind))
    })
}

/// Where an absolute path's item lives: its deepest module file, followed through that
/// file's `pub use` (by name, or by a glob whose module defines the name), so a path through
/// a façade lands on the file that defines the item.
fn home_of(absolute: &[String], crate_files: &CrateFiles, hops: usize) -> Vec<String> {
    let module = crate_files.modules.deepest(absolute).to_vec();
    let Some(name) = absolute.get(module.len()) else {
        return module;
    };
    let file = &crate_files.modules.files[&module];
    let Some(uses) = crate_files.uses.get(file) else {
        return module;
    };
    if hops > 8 {
        return module;
    }
    let onward = |to: &Vec<String>| -> Vec<String> {
        let mut next = to.clone();
        next.extend(absolute[module.len() + 1..].iter().cloned());
        next
    };
    if let Some(to) = uses.reexports.get(name).and_then(|t| t.first()) {
        return home_of(&onward(to), crate_files, hops + 1);
    }
    for glob in uses.reexports.get("*").into_iter().flatten() {
        let glob_module = crate_files.modules.deepest(glob);
        if glob_module.len() == glob.len() {
            let glob_file = &crate_files.modules.files[glob_module];
            if crate_files
                .code
                .get(glob_file)
                .is_some_and(|c| defines(c, name))
            {
                let mut next = glob.clone();
                next.extend(absolute[module.len()..].iter().cloned());
                return home_of(&next, crate_files, hops + 1);
            }
        }
    }
    module
}

/// Every library file's code and what it names.
struct CrateFiles {
    modules: Modules,
    code: BTreeMap<String, String>,
    uses: BTreeMap<String, Uses>,
}

/// The strongly connected components of `graph` (Tarjan), each sorted, in a stable order.
fn components(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, node: &'g str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let next = next.as_str();
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(top);
                    component.push(top.to_string());
                    if top == node {
                        break;
                    }
                }
                component.sort();
                self.found.push(component);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node.as_str()) {
            walk.visit(node);
        }
    }
    walk.found.sort();
    walk.found
}

/// The graph of the crate's module files, with the first path behind each edge. A file's
/// paths into its own subtree are left out: a parent holds its children.
fn crate_graph() -> BTreeMap<String, BTreeMap<String, String>> {
    let mut files = Vec::new();
    rust_files(Path::new(SRC), &mut files);
    files.sort();
    let modules = Modules::new(&files);
    let mut code = BTreeMap::new();
    let mut uses = BTreeMap::new();
    for file in files.iter().filter(|f| *f != "main.rs") {
        let source = fs::read_to_string(Path::new(SRC).join(file)).expect("a readable file");
        let here = module_path_of(file).expect("a library file");
        let mut found = uses_of(file, &code_of(&source), &modules);
        for path in attribute_paths(&source) {
            if let Some(absolute) = resolve(&path, &here, &modules) {
                found.paths.push((absolute, path.join("::")));
            }
        }
        code.insert(file.clone(), code_of(&source));
        uses.insert(file.clone(), found);
    }
    let crate_files = CrateFiles {
        modules,
        code,
        uses,
    };
    // Test-only files, and every file under them, are left out.
    let test_roots: Vec<&Vec<String>> = crate_files
        .uses
        .values()
        .flat_map(|u| u.test_children.iter())
        .collect();
    let is_test = |path: &[String]| test_roots.iter().any(|root| path.starts_with(root));
    let mut graph = BTreeMap::new();
    for (file, found) in &crate_files.uses {
        let here = module_path_of(file).expect("a library file");
        if is_test(&here) {
            continue;
        }
        let targets: &mut BTreeMap<String, String> = graph.entry(file.clone()).or_default();
        for (absolute, written) in &found.paths {
            let home = home_of(absolute, &crate_files, 0);
            if home.starts_with(&here) || is_test(&home) {
                continue;
            }
            let target = crate_files.modules.files[&home].clone();
            targets.entry(target).or_insert_with(|| written.clone());
        }
    }
    graph
}

#[test]
fn the_module_files_of_src_form_no_circle() {
    let graph = crate_graph();
    let plain: BTreeMap<String, BTreeSet<String>> = graph
        .iter()
        .map(|(file, targets)| (file.clone(), targets.keys().cloned().collect()))
        .collect();
    let circles: Vec<Vec<String>> = components(&plain)
        .into_iter()
        .filter(|c| c.len() > 1)
        .collect();
    let known: Vec<Vec<String>> = KNOWN_CIRCLES
        .iter()
        .map(|(files, _)| files.iter().map(|f| f.to_string()).collect())
        .collect();
    let mut report = String::new();
    for circle in circles.iter().filter(|c| !known.contains(c)) {
        report.push_str(&format!("\na circle of {} files:\n", circle.len()));
        for from in circle {
            for (to, path) in &graph[from] {
                if circle.contains(to) {
                    report.push_str(&format!("  {from} -> {to}   ({path})\n"));
                }
            }
        }
    }
    for gone in known.iter().filter(|k| !circles.contains(k)) {
        report.push_str(&format!(
            "\nKNOWN_CIRCLES lists {gone:?}, which is no longer a circle: take it out\n"
        ));
    }
    assert!(report.is_empty(), "module circles under src/:{report}");
}

fn graph_of(edges: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in edges {
        graph
            .entry(from.to_string())
            .or_default()
            .insert(to.to_string());
        graph.entry(to.to_string()).or_default();
    }
    graph
}

#[test]
fn components_find_each_circle_and_leave_the_rest_alone() {
    // a -> b -> c -> a is one circle, d <-> e another, f hangs off it, g loops on itself.
    let graph = graph_of(&[
        ("a", "b"),
        ("b", "c"),
        ("c", "a"),
        ("c", "d"),
        ("d", "e"),
        ("e", "d"),
        ("e", "f"),
        ("g", "g"),
    ]);
    let big: Vec<Vec<String>> = components(&graph)
        .into_iter()
        .filter(|c| c.len() > 1)
        .collect();
    assert_eq!(big, vec![vec!["a", "b", "c"], vec!["d", "e"]]);
    assert_eq!(components(&graph).len(), 4, "a-b-c, d-e, f and g alone");
    assert!(components(&graph_of(&[("a", "b"), ("b", "c")]))
        .iter()
        .all(|c| c.len() == 1));
}

#[test]
fn use_trees_expand_to_full_paths() {
    let tokens = tokens_of("crate::{a::b, c::{d as e, *}, f}");
    let paths: Vec<(String, String)> = use_paths(&tokens)
        .into_iter()
        .map(|(p, name)| (p.join("::"), name))
        .collect();
    let want = [
        ("crate::a::b", "b"),
        ("crate::c::d", "e"),
        ("crate::c", "*"),
        ("crate::f", "f"),
    ];
    assert_eq!(paths, want.map(|(p, n)| (p.to_string(), n.to_string())));
}

#[test]
fn paths_resolve_against_the_module_they_are_written_in() {
    let files: Vec<String> = ["lib.rs", "a/mod.rs", "a/b.rs", "c.rs"]
        .map(String::from)
        .to_vec();
    let modules = Modules::new(&files);
    let code = "use super::Item; use crate::c::f; fn g() { b::h(); std::mem::drop(1); }
        pub use b::Thing;
        mod inner { use super::super::c::k; }
        #[cfg(test)] mod tests { use crate::a::b::x; }
        #[cfg(test)]
        mod more;";
    let parent = uses_of("a/mod.rs", &code_of(code), &modules);
    let written: Vec<&str> = parent.paths.iter().map(|(_, w)| w.as_str()).collect();
    assert_eq!(
        written,
        [
            "super::Item",
            "crate::c::f",
            "b::h",
            "b::Thing",
            "super::super::c::k"
        ]
    );
    let absolute: Vec<String> = parent.paths.iter().map(|(p, _)| p.join("::")).collect();
    assert_eq!(absolute, ["Item", "c::f", "a::b::h", "a::b::Thing", "c::k"]);
    assert_eq!(parent.reexports["Thing"], [vec!["a", "b", "Thing"]]);
    assert_eq!(
        parent.test_children,
        [vec!["a".to_string(), "more".to_string()]]
    );
    assert_eq!(modules.deepest(&absolute_of("a::b::h")), ["a", "b"]);
    assert_eq!(modules.deepest(&absolute_of("a::Item")), ["a"]);
    assert!(modules.deepest(&absolute_of("Item")).is_empty());
}

fn absolute_of(path: &str) -> Vec<String> {
    path.split("::").map(String::from).collect()
}

#[test]
fn a_path_through_a_facade_lands_where_the_item_is_defined() {
    let files: Vec<String> = ["lib.rs", "a/mod.rs", "a/b.rs", "a/c.rs"]
        .map(String::from)
        .to_vec();
    let modules = Modules::new(&files);
    let sources = [
        ("lib.rs", ""),
        (
            "a/mod.rs",
            "pub use b::Named; pub use c::*; pub struct Own;",
        ),
        ("a/b.rs", "pub struct Named;"),
        ("a/c.rs", "pub fn globbed() {}"),
    ];
    let code: BTreeMap<String, String> = sources
        .iter()
        .map(|(f, s)| (f.to_string(), code_of(s)))
        .collect();
    let uses = code
        .iter()
        .map(|(f, c)| (f.clone(), uses_of(f, c, &modules)))
        .collect();
    let crate_files = CrateFiles {
        modules,
        code,
        uses,
    };
    let home = |path: &str| home_of(&absolute_of(path), &crate_files, 0).join("::");
    assert_eq!(home("a::Named"), "a::b");
    assert_eq!(home("a::globbed"), "a::c");
    assert_eq!(home("a::Own"), "a");
}
