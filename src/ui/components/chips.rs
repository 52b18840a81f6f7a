use dioxus::prelude::*;

use super::swatch::Swatch;
use crate::rules::{Player, Standing};

/// Every player's score as a row of small chips, as the game lists show them.
#[component]
pub fn StandingChips(standings: Vec<Standing>, players: Vec<Player>) -> Element {
    rsx! {
        span { class: "chips",
            for standing in standings {
                if let Some(player) = players.get(standing.player).cloned() {
                    span { class: "chip",
                        Swatch { colour: player.colour, name: player.name.clone() }
                        "{player.name} {standing.score}"
                    }
                }
            }
        }
    }
}
