//! The words of the live table: inviting phones, joining, who is at the table and why a
//! request did not go through (see [`super::Texts`] and `ui/live/`).

// The table (its struct and the English constant) is built from `words/live.toml`; the
// English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_live.rs"));

pub fn badge(n: usize) -> String {
    format!("Live · {}", super::counted(n, "phone", "phones"))
}
