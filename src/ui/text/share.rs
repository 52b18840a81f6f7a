//! The words of the share, import and results screens (see [`super::Texts`]).

// The table (its struct and one constant per language) is built from `words/share.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_share.rs"));

pub fn results_duration(h: i64, m: i64) -> String {
    if h > 0 {
        format!("Lasted {h} h {m:02} min")
    } else {
        format!("Lasted {m} min")
    }
}
