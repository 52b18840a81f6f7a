//! Screens ask the rules rather than restate them (issue 39): no file under `src/ui/views`
//! names a count or limit the rules keep to themselves, each listed in [`ASKED`] with the
//! question a screen asks instead. Comments and strings are left out, so a doc comment may
//! still name the rule it follows.

use std::fs;
use std::path::Path;

mod rust_source;
use rust_source::{code_of, rust_files, SRC};

/// (name a screen must not use, the rules' question that answers it).
const ASKED: &[(&str, &str)] = &[
    ("GIFT_CARDS", "Tribe::gifts_left"),
    ("gifts_taken", "Tribe::gifts_left"),
    ("BUYS_PER_TURN", "rivers::buys_left"),
    ("gold_buys", "rivers::buys_left"),
    ("FRIENDLY_ROBBER_MAX_VP", "duel::check_robber_hit"),
    ("last_hits", "duel::check_robber_hit"),
];

/// Whether `word` stands in `code` as a whole identifier.
fn names(code: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    code.match_indices(word).any(|(at, _)| {
        let before = code[..at].chars().next_back().is_none_or(|c| !ident(c));
        let after = code[at + word.len()..]
            .chars()
            .next()
            .is_none_or(|c| !ident(c));
        before && after
    })
}

#[test]
fn screens_ask_the_rules_for_their_counts_and_limits() {
    let mut files = Vec::new();
    rust_files(&Path::new(SRC).join("ui/views"), &mut files);
    assert!(files.len() > 10, "the screens were found: {files:?}");
    let mut found = Vec::new();
    for file in &files {
        let source = fs::read_to_string(Path::new(SRC).join(file)).expect("a readable file");
        let code = code_of(&source);
        for &(word, question) in ASKED {
            if names(&code, word) {
                found.push(format!("src/{file} names {word}: ask {question}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_name_counts_only_as_a_whole_identifier() {
    assert!(names("let n = rivers::BUYS_PER_TURN;", "BUYS_PER_TURN"));
    assert!(names("state.turn.gold_buys", "gold_buys"));
    assert!(!names("let gold_buys_shown = 1;", "gold_buys"));
    assert!(!names("MAX_GIFT_CARDS", "GIFT_CARDS"));
}
