//! Every "?" on a game screen opens a rule that exists.
//!
//! The screens place `RuleHelp { id: "…" }` beside each tracked item; the id is always a
//! string literal, so it can be read here from the source without building the UI. This test
//! reads every view and component, checks that each id names an entry in every language, that
//! a game's screens only link to that game's rules, and that each game keeps at least the
//! links it has now (removing them fails here).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use tablemate::rulebook::{self, Lang};
use tablemate::session::GameKind;

/// The folders whose `.rs` files may hold a `RuleHelp`.
const ROOTS: [&str; 2] = ["src/ui/views", "src/ui/components"];

/// Distinct help ids each game's screens must keep at least (what they hold now).
const MINIMUM: [(GameKind, usize); 4] = [
    (GameKind::ScorePad, 5),
    (GameKind::Catan, 44),
    (GameKind::Jamaica, 22),
    (GameKind::Carcassonne, 24),
];

/// One `RuleHelp` found in the source.
struct Link {
    file: PathBuf,
    line: usize,
    id: String,
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

/// The source without comments, line breaks kept so line numbers stay right. Comments may
/// name `RuleHelp`; string literals are left alone (an id never holds a quote or `//`).
fn without_comments(source: &str) -> String {
    source
        .lines()
        .map(|line| {
            let mut in_string = false;
            let mut escaped = false;
            let bytes = line.as_bytes();
            for i in 0..bytes.len() {
                let b = bytes[i];
                if in_string {
                    if escaped {
                        escaped = false;
                    } else if b == b'\\' {
                        escaped = true;
                    } else if b == b'"' {
                        in_string = false;
                    }
                } else if b == b'"' {
                    in_string = true;
                } else if b == b'/' && bytes.get(i + 1) == Some(&b'/') {
                    return &line[..i];
                }
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The body of the braces opening at `open` (`source[open]` is `{`), or `None` if unclosed.
fn braced(source: &str, open: usize) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in source[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&source[open + 1..open + i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// The literal of `id: "…"` in a `RuleHelp`'s props, if it is a literal.
fn literal_id(props: &str) -> Option<String> {
    let at = props.find("id:")?;
    let rest = props[at + 3..].trim_start();
    let rest = rest.strip_prefix('"')?;
    let end = rest.find('"')?;
    let id = &rest[..end];
    let literal = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    literal.then(|| id.to_string())
}

fn links() -> Vec<Link> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ROOTS {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    assert!(!files.is_empty(), "no view or component files found");
    let mut out = Vec::new();
    for file in files {
        let source =
            fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let code = without_comments(&source);
        let relative = file.strip_prefix(root).unwrap_or(&file).to_path_buf();
        let mut from = 0;
        while let Some(found) = code[from..].find("RuleHelp") {
            let at = from + found;
            from = at + "RuleHelp".len();
            // Only a use of the component: `RuleHelp {` (not `fn RuleHelp(`, not an import,
            // not a longer name such as `RuleHelpProps`).
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let after = code[from..].trim_start();
            if !after.starts_with('{') {
                continue;
            }
            let open = code.len() - after.len();
            let line = code[..at].lines().count().max(1);
            let props = braced(&code, open).unwrap_or_else(|| {
                panic!(
                    "{}:{line}: a RuleHelp whose braces never close",
                    relative.display()
                )
            });
            let id = literal_id(props).unwrap_or_else(|| {
                panic!(
                    "{}:{line}: a RuleHelp without a literal id (`id: \"some-rule\"`): {}",
                    relative.display(),
                    props.trim()
                )
            });
            out.push(Link {
                file: relative.clone(),
                line,
                id,
            });
        }
    }
    out
}

/// The game whose screens a view file belongs to, by its path.
fn family_of(file: &Path) -> Option<GameKind> {
    let path = file.to_string_lossy().replace('\\', "/");
    let rest = path.strip_prefix("src/ui/views/")?;
    if rest == "scorepad.rs" || rest.starts_with("scorepad/") {
        Some(GameKind::ScorePad)
    } else if rest.starts_with("catan/") {
        Some(GameKind::Catan)
    } else if rest.starts_with("jamaica/") {
        Some(GameKind::Jamaica)
    } else if rest.starts_with("carcassonne/") {
        Some(GameKind::Carcassonne)
    } else {
        None
    }
}

#[test]
fn every_help_link_opens_an_entry_in_every_language() {
    let links = links();
    assert!(!links.is_empty(), "no RuleHelp found in the views");
    for link in &links {
        for lang in Lang::ALL {
            let entry = rulebook::entry(&link.id, lang).unwrap_or_else(|| {
                panic!(
                    "{}:{}: RuleHelp id \"{}\" has no rule entry ({lang:?})",
                    link.file.display(),
                    link.line,
                    link.id
                )
            });
            assert_eq!(entry.id, link.id);
            assert!(
                !entry.title.trim().is_empty(),
                "{} has no title in {lang:?}",
                link.id
            );
            assert!(
                !entry.body.trim().is_empty(),
                "{} has no text in {lang:?}",
                link.id
            );
        }
    }
}

#[test]
fn a_game_screen_links_to_its_own_game_rules() {
    for link in links() {
        let Some(game) = family_of(&link.file) else {
            continue;
        };
        let entry = rulebook::entry(&link.id, Lang::En).expect("checked by the test above");
        assert_eq!(
            entry.game,
            game,
            "{}:{}: \"{}\" is a rule of another game",
            link.file.display(),
            link.line,
            link.id
        );
    }
}

#[test]
fn every_game_keeps_its_help_links() {
    let mut per_game: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for link in links() {
        if let Some(game) = family_of(&link.file) {
            per_game
                .entry(format!("{game:?}"))
                .or_default()
                .insert(link.id);
        }
    }
    for (game, minimum) in MINIMUM {
        let ids = per_game.remove(&format!("{game:?}")).unwrap_or_default();
        assert!(
            ids.len() >= minimum,
            "{game:?}: {} distinct help ids on its screens, at least {minimum} expected: {ids:?}",
            ids.len()
        );
    }
}

#[test]
fn the_reader_finds_literal_ids_and_refuses_the_rest() {
    assert_eq!(
        literal_id(r#" id: "catan-dice" "#).as_deref(),
        Some("catan-dice")
    );
    assert_eq!(literal_id(" id: rule_id "), None);
    assert_eq!(literal_id(r#" id: "{rule}" "#), None);
    assert_eq!(
        without_comments("a // RuleHelp { id: x }\nb \"//\" c"),
        "a \nb \"//\" c"
    );
    assert_eq!(braced("{ a { b } c } d", 0), Some(" a { b } c "));
}
