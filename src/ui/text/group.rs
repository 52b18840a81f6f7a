//! The words of the group: the players remembered on this phone, the statistics of the
//! finished games and the history as a file (see [`super::Texts`]).

use super::Texts;
use crate::group::format::GroupError;
use crate::group::GroupRefusal;
use crate::rules::players::MAX_NAME_CHARS;

// The table (its struct and one constant per language) is built from `words/group.toml`.
include!(concat!(env!("OUT_DIR"), "/words_group.rs"));

/// Why an edit of the remembered players was refused, in the player's language; `name` is the
/// name asked for.
pub fn group_refusal(t: &Texts, refusal: GroupRefusal, name: &str) -> String {
    let g = t.group;
    match refusal {
        GroupRefusal::EmptyName => g.refused_empty.to_string(),
        GroupRefusal::NameTooLong => g.refused_long(MAX_NAME_CHARS),
        GroupRefusal::NameTaken => g.refused_taken(name.trim()),
        GroupRefusal::Unknown => g.refused_unknown.to_string(),
    }
}

/// Why the stored list of players cannot be used, in the player's language.
pub fn group_error(t: &Texts, error: &GroupError) -> &'static str {
    match error {
        GroupError::Newer { .. } => t.group.unreadable_newer,
        GroupError::TooLarge { .. }
        | GroupError::NotJson
        | GroupError::NotAGroup
        | GroupError::Malformed => t.group.unreadable,
    }
}
