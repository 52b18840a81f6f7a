use dioxus::prelude::*;

use super::swatch::Swatch;
use crate::rules::{Player, Standing};

/// Every player's score as a row of small chips, as the game lists show them; only the
/// players when the standings are not a score yet (`scores`, see
/// `GameSummary::shows_scores`).
#[component]
pub fn StandingChips(
    standings: Vec<Standing>,
    players: Vec<Player>,
    #[props(default = true)] scores: bool,
) -> Element {
    rsx! {
        span { class: "chips",
            for standing in standings {
                if let Some(player) = players.get(standing.player).cloned() {
                    span { class: "chip", "data-testid": "chip",
                        Swatch { colour: player.colour, name: player.name.clone() }
                        if scores {
                            "{player.name} {standing.score}"
                        } else {
                            "{player.name}"
                        }
                    }
                }
            }
        }
    }
}
