//! The words of "Log in BG Stats" and of the notes a logged play carries in BG Stats (see
//! [`super::Texts`] and `ui/views/bgstats.rs`).

// The table (its struct and one constant per language) is built from `words/bgstats.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_bgstats.rs"));

pub fn hidden_points(name: &str, n: i64) -> String {
    if n == 1 {
        format!("{name} won with a victory point card in hand")
    } else {
        format!("{name} won with {n} victory point cards in hand")
    }
}

pub fn ghost_haul(gold: u16, treasures: u8) -> String {
    let cards = if treasures == 1 { "card" } else { "cards" };
    format!("The Ghost Ship ended with {gold} gold and {treasures} treasure {cards}")
}
