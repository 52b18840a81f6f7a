//! The words of the live table: inviting phones, joining, who is at the table and why a
//! request did not go through (see [`super::Texts`] and `ui/live/`).

// The table (its struct and the English constant) is built from `words/live.toml`.
include!(concat!(env!("OUT_DIR"), "/words_live.rs"));
