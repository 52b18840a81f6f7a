//! Every word of the UI exists in every language. The tables are typed structs, so a missing
//! field does not compile; this test catches the other way a string goes missing: an English
//! string left as it was in the Vietnamese or Chinese table (a copied line never translated).
//!
//! It reads the table sources (the UI is behind a Cargo feature the test build does not
//! enable) and compares their string literals with the English tables'.

use std::collections::BTreeSet;
use std::fs;

const ENGLISH: &[&str] = &[
    "src/ui/text/mod.rs",
    "src/ui/text/catan.rs",
    "src/ui/text/jamaica.rs",
    "src/ui/text/carcassonne.rs",
    "src/ui/text/share.rs",
    "src/ui/text/store.rs",
    "src/ui/text/table.rs",
    "src/ui/text/errors.rs",
    "src/ui/text/score_pad.rs",
];
const TRANSLATIONS: &[&str] = &["src/ui/text/vi", "src/ui/text/zh_hant"];

/// Names that stay as they are in every language: the app, and the games and expansions
/// published under their English names.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[
    "Tablemate",
    "Catan",
    "Jamaica",
    "Carcassonne",
    "Seafarers",
    "Port Royal",
    "The Crew",
    "Lady Beth",
    "Youkounkoun",
];

/// The string literals of a Rust source, comments left out.
fn literals(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in source.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            if c == '/' && chars.clone().next() == Some('/') {
                break;
            }
            if c == '\'' {
                // A char literal such as '"' must not open a string.
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with("\"'") || rest.starts_with("\\\"'") {
                    chars.nth(rest.find('\'').unwrap_or(0));
                }
                continue;
            }
            if c != '"' {
                continue;
            }
            let mut text = String::new();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => {
                        text.push(c);
                        text.extend(chars.next());
                    }
                    '"' => break,
                    _ => text.push(c),
                }
            }
            out.push(text);
        }
    }
    out
}

/// Whether a literal has words to translate: letters outside `{…}` placeholders.
fn has_words(text: &str) -> bool {
    let mut depth = 0;
    let mut letters = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 && c.is_alphabetic() => letters += 1,
            _ => {}
        }
    }
    letters >= 2
}

fn read(path: &str) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn no_english_string_is_left_in_another_language() {
    let english: BTreeSet<String> = ENGLISH
        .iter()
        .flat_map(|path| literals(&read(path)))
        .filter(|text| has_words(text))
        .collect();
    assert!(
        english.len() > 500,
        "the English tables were read ({} strings)",
        english.len()
    );
    for dir in TRANSLATIONS {
        let mut files: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        assert_eq!(
            files.len(),
            ENGLISH.len(),
            "{dir} has one file per English table"
        );
        for file in files {
            let path = file.to_string_lossy().to_string();
            let left: Vec<String> = literals(&read(&path))
                .into_iter()
                .filter(|text| english.contains(text))
                .filter(|text| !SAME_IN_EVERY_LANGUAGE.contains(&text.as_str()))
                .collect();
            assert!(
                left.is_empty(),
                "{path} still has English strings: {left:?}"
            );
        }
    }
}

#[test]
fn the_literal_reader_finds_strings_and_skips_comments() {
    let source = "// \"not this\"\nlet a = \"one\"; // \"nor this\"\nlet b = '\"'; let c = \"two \\\"quoted\\\"\";";
    assert_eq!(literals(source), vec!["one", "two \\\"quoted\\\""]);
    assert!(has_words("Hello {name}"));
    assert!(!has_words("{name} {n}"));
}
