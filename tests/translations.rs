//! Every word of the UI exists in every language. The word tables (`src/ui/text/words/*.toml`)
//! become typed structs at build time and a missing language fails the build; this test
//! catches the other way a string goes missing: an English string left as it was in the
//! Vietnamese or Chinese column, or in the code that builds a sentence (a copied line never
//! translated).
//!
//! It reads the data files and the Rust sources of the sentences built in code (the UI is
//! behind a Cargo feature the test build does not enable).

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
    "src/ui/text/scorepad.rs",
    "src/ui/text/group.rs",
    "src/ui/text/live.rs",
    "src/ui/text/scanner.rs",
    "src/ui/text/bgstats.rs",
];
const TRANSLATIONS: &[&str] = &["src/ui/text/vi", "src/ui/text/zh_hant"];
const WORDS: &str = "src/ui/text/words";
/// The keys of the languages in the word tables: English first.
const LANGS: &[&str] = &["en", "vi", "zh_hant"];

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

/// Every sentence of the word tables: (file, entry, language, text). Entries built in code
/// (`{ fn = … }`) and values (`{ expr = … }`) are not sentences and are left out.
fn table_sentences() -> Vec<(String, String, String, String)> {
    let mut files: Vec<_> = fs::read_dir(WORDS)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let path = file.to_string_lossy().to_string();
        let table: toml::Table = toml::from_str(&read(&path)).unwrap();
        for (key, entry) in &table {
            let Some(entry) = entry.as_table() else {
                continue;
            };
            for lang in LANGS {
                let value = entry
                    .get(*lang)
                    .unwrap_or_else(|| panic!("{path} [{key}] has no `{lang}`"));
                if let Some(text) = value.as_str() {
                    out.push((
                        path.clone(),
                        key.clone(),
                        lang.to_string(),
                        text.to_string(),
                    ));
                }
            }
        }
    }
    out
}

fn english() -> BTreeSet<String> {
    let in_code = ENGLISH.iter().flat_map(|path| literals(&read(path)));
    let in_tables = table_sentences()
        .into_iter()
        .filter(|(_, _, lang, _)| lang == "en")
        .map(|(_, _, _, text)| text);
    in_code
        .chain(in_tables)
        .filter(|text| has_words(text))
        .collect()
}

fn left_in_english(text: &str, english: &BTreeSet<String>) -> bool {
    english.contains(text) && !SAME_IN_EVERY_LANGUAGE.contains(&text)
}

#[test]
fn no_english_string_is_left_in_another_language_s_column() {
    let english = english();
    let sentences = table_sentences();
    assert!(
        sentences.len() > 2000,
        "the word tables were read ({} sentences)",
        sentences.len()
    );
    let left: Vec<_> = sentences
        .iter()
        .filter(|(_, _, lang, text)| lang != "en" && left_in_english(text, &english))
        .map(|(path, key, lang, text)| format!("{path} [{key}] {lang} = {text:?}"))
        .collect();
    assert!(left.is_empty(), "English left in a translation: {left:#?}");
}

#[test]
fn no_english_string_is_left_in_another_language_s_code() {
    let english = english();
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
        assert!(files.len() >= 3, "{dir} holds the sentences built in code");
        for file in files {
            let path = file.to_string_lossy().to_string();
            let left: Vec<String> = literals(&read(&path))
                .into_iter()
                .filter(|text| left_in_english(text, &english))
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
