//! The words of the line that confirms a change: what was done, undone or redone, and what
//! the table does with its pieces (see [`super::Texts`] and `GameOptions::changes`).

// The table (its struct and one constant per language) is built from `words/table.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_table.rs"));

use super::counted;

pub fn poor(name: &str, holds: bool) -> String {
    if holds {
        format!("Poor Settler card → {name}")
    } else {
        format!("{name} hands back a Poor Settler card")
    }
}

pub fn fleet(hexes: i8, to: u8) -> String {
    if hexes >= 0 {
        format!("Pirate fleet: {hexes} hexes on, to loop hex {}", to + 1)
    } else {
        format!(
            "Pirate fleet: {} hexes back, to loop hex {}",
            -hexes,
            to + 1
        )
    }
}

pub fn ghost_sails(place: &str, lane: Option<&str>) -> String {
    match lane {
        Some(way) => format!("Ghost Ship → {place}, on the {way}"),
        None => format!("Ghost Ship → {place}"),
    }
}

pub fn token(who: &str, lair: u8, taken: bool) -> String {
    if taken {
        format!("{who} takes the token of lair {lair} and a treasure card")
    } else {
        format!("The token goes back on lair {lair}")
    }
}

pub fn ghost_hold(hold: u8, from: u8, to: u8) -> String {
    format!("Ghost Ship's hold {}: {from} → {to} gold", hold + 1)
}

pub fn bottle(spot: u8, gold: u8) -> String {
    if gold > 0 {
        format!("Rum bottle → space {}; pay the bank {gold} gold", spot + 1)
    } else {
        format!("Rum bottle → space {}", spot + 1)
    }
}

pub fn crew(crew: &str, who: &str, recruited: bool) -> String {
    if recruited {
        format!("{crew} → {who}")
    } else {
        format!("{crew} goes back to the tavern")
    }
}

pub fn prisoners(owner: &str, captor: &str, n: i8) -> String {
    match n {
        1 => format!("{owner}'s meeple is {captor}'s prisoner"),
        -1 => format!("{owner}'s meeple goes home from {captor}"),
        n if n > 0 => format!("{n} of {owner}'s meeples are {captor}'s prisoners"),
        n => format!("{} of {owner}'s meeples go home from {captor}", -n),
    }
}

pub fn story_turns(n: usize) -> String {
    counted(n, "turn", "turns")
}

pub fn story_rounds(n: usize) -> String {
    counted(n, "round", "rounds")
}

pub fn story_actions(n: usize) -> String {
    counted(n, "action", "actions")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_story_of_one_turn_round_or_action_is_singular() {
        assert_eq!(story_turns(1), "1 turn");
        assert_eq!(story_rounds(4), "4 rounds");
        assert_eq!(story_actions(1), "1 action");
        assert_eq!(
            EN.story_label(&story_turns(12), 2),
            "Scores over 12 turns; lead changes: 2"
        );
    }
}
