//! The words of the score pad's board beyond the first table's: the leader's mark, the sign
//! button, the table of rounds and its correction editor, its name and its refusals (see
//! [`super::Texts`]).

use crate::rules::scorepad::Refusal;

// The table (its struct and one constant per language) is built from `words/scorepad.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_scorepad.rs"));

/// A move the score pad refuses: the rules' own English.
pub fn refusal(r: &Refusal) -> String {
    r.to_string()
}

pub fn rounds_played(n: usize) -> String {
    format!("{} played", super::counted(n, "round", "rounds"))
}
