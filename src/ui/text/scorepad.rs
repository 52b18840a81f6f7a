//! The words of the score pad's board beyond the first table's: the leader's mark, the sign
//! button, the table of rounds and its correction editor, its name and its refusals (see
//! [`super::Texts`]).

use crate::rules::scorepad::Refusal;

// The family's two tables (see `family_words!` in `text/mod.rs`) are built from
// `words/scorepad.toml`; the English sentences built in code are the functions of this file.
family_words!("scorepad");

/// A refusal in English: the rules' own `Display`, which is also what home's code says
/// (`Codecs::refusal_in_english`, see `text/families/mod.rs`): keep the two the same.
pub fn refusal(r: &Refusal) -> String {
    r.to_string()
}

pub fn rounds_played(n: usize) -> String {
    format!("{} played", super::counted(n, "round", "rounds"))
}
