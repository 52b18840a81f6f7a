//! The words of the group: the players remembered on this phone, the statistics of the
//! finished games and the history as a file (see [`super::Texts`]).

// The table (its struct and one constant per language) is built from `words/group.toml`.
include!(concat!(env!("OUT_DIR"), "/words_group.rs"));
