//! The words of the line that confirms a change: what was done, undone or redone, and what
//! the table does with its pieces (see [`super::Texts`] and `GameOptions::changes`).

use crate::rules::catan::table::Goods;

pub struct TableTexts {
    /// The confirmation of an action, an undo and a redo, around the action's log line.
    pub done: fn(&str) -> String,
    pub undone: fn(&str) -> String,
    pub redone: fn(&str) -> String,
    /// Who holds what nobody at the table does: the bank or the supply.
    pub bank: &'static str,
    /// Where a special card waits until someone earns it.
    pub the_box: &'static str,
    /// "Bank → Bo: 1 coin": from, to, and the goods with their number.
    pub moves: fn(&str, &str, &str) -> String,
    pub goods: fn(Goods, u8) -> String,
    /// A card changes hands: the card, from, to (either may be the box).
    pub card: fn(&str, &str, &str) -> String,
    /// A Poor Settler card taken by (`true`) or handed back by a player.
    pub poor: fn(&str, bool) -> String,
    /// The pirate fleet sails this many hexes (back when negative) to its loop hex.
    pub fleet: fn(i8, u8) -> String,
    /// Jamaica: the compass goes to a new Captain.
    pub compass: fn(&str) -> String,
    /// Jamaica: the Ghost Ship sails to a space, on a fork's way if named.
    pub ghost_sails: fn(&str, Option<&str>) -> String,
    /// Jamaica: who takes a lair's token and a treasure card, or the token put back.
    pub token: fn(&str, u8, bool) -> String,
    /// Jamaica: a ghost hold's gold, before and after.
    pub ghost_hold: fn(u8, u8, u8) -> String,
    /// Jamaica: the treasure cards by the ghost's board, before and after.
    pub ghost_treasures: fn(u8, u8) -> String,
    /// Jamaica: the rum bottle to a tavern spot, and what its steps cost.
    pub bottle: fn(u8, u8) -> String,
    /// Jamaica: a crew card to a player (`true`) or back to the tavern.
    pub crew: fn(&str, &str, bool) -> String,
    /// Carcassonne: a marker moves along the score track.
    pub marker: fn(&str, i64) -> String,
    /// Carcassonne: the King's and the Robber's tile.
    pub king_tile: &'static str,
    pub robber_tile: &'static str,
    /// Carcassonne: meeples of one player taken prisoner by another (or freed when negative).
    pub prisoners: fn(&str, &str, i8) -> String,
}

pub const EN: TableTexts = TableTexts {
    done: |line| format!("✓ {line}"),
    undone: |line| format!("↶ Undone: {line}"),
    redone: |line| format!("↷ Redone: {line}"),
    bank: "Bank",
    the_box: "the box",
    moves: |from, to, goods| format!("{from} → {to}: {goods}"),
    goods: |goods, n| match (goods, n) {
        (Goods::Coins, 1) => "1 coin".to_string(),
        (Goods::Coins, n) => format!("{n} coins"),
        (Goods::Gold, n) => format!("{n} gold"),
        (Goods::Cloth, n) => format!("{n} cloth"),
    },
    card: |card, from, to| format!("{card}: {from} → {to}"),
    poor: |name, holds| {
        if holds {
            format!("Poor Settler card → {name}")
        } else {
            format!("{name} hands back a Poor Settler card")
        }
    },
    fleet: |hexes, to| {
        if hexes >= 0 {
            format!("Pirate fleet: {hexes} hexes on, to loop hex {}", to + 1)
        } else {
            format!(
                "Pirate fleet: {} hexes back, to loop hex {}",
                -hexes,
                to + 1
            )
        }
    },
    compass: |name| format!("Compass → {name}, the new Captain"),
    ghost_sails: |place, lane| match lane {
        Some(way) => format!("Ghost Ship → {place}, on the {way}"),
        None => format!("Ghost Ship → {place}"),
    },
    token: |who, lair, taken| {
        if taken {
            format!("{who} takes the token of lair {lair} and a treasure card")
        } else {
            format!("The token goes back on lair {lair}")
        }
    },
    ghost_hold: |hold, from, to| format!("Ghost Ship's hold {}: {from} → {to} gold", hold + 1),
    ghost_treasures: |from, to| format!("Treasure cards by the Ghost Ship: {from} → {to}"),
    bottle: |spot, gold| {
        if gold > 0 {
            format!("Rum bottle → space {}; pay the bank {gold} gold", spot + 1)
        } else {
            format!("Rum bottle → space {}", spot + 1)
        }
    },
    crew: |crew, who, recruited| {
        if recruited {
            format!("{crew} → {who}")
        } else {
            format!("{crew} goes back to the tavern")
        }
    },
    marker: |name, points| format!("{name}'s marker {points:+}"),
    king_tile: "King tile",
    robber_tile: "Robber tile",
    prisoners: |owner, captor, n| match n {
        1 => format!("{owner}'s meeple is {captor}'s prisoner"),
        -1 => format!("{owner}'s meeple goes home from {captor}"),
        n if n > 0 => format!("{n} of {owner}'s meeples are {captor}'s prisoners"),
        n => format!("{} of {owner}'s meeples go home from {captor}", -n),
    },
};
