//! The words of the score pad's board beyond the first table's: the leader's mark, the sign
//! button, the table of rounds and its correction editor, its name and its refusals (see
//! [`super::Texts`]).

use crate::rules::scorepad::Refusal;

// The table (its struct and one constant per language) is built from `words/scorepad.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_scorepad.rs"));

/// The words of this family that home's first download holds (the entries of
/// `words/scorepad.toml` marked `home = true`: its name, its variants' words in the lists of games,
/// its score strip's badges on a share link's preview): the app's table holds them in every
/// language; the family's other words come with its screens (see `Texts::scorepad_ui`).
pub mod home {
    #[allow(unused_imports)] // the English sentences built in code, when the table has any
    use super::*;

    include!(concat!(env!("OUT_DIR"), "/words_scorepad_home.rs"));
}

/// A move the score pad refuses: the rules' own English.
pub fn refusal(r: &Refusal) -> String {
    r.to_string()
}

pub fn rounds_played(n: usize) -> String {
    format!("{} played", super::counted(n, "round", "rounds"))
}
