use dioxus::prelude::*;

use super::swatch::Swatch;
use crate::rules::{Player, Standing};
use crate::ui::state::use_texts;
/// The scores of a game whose own board is not built yet: read-only, from its rules.
#[component]
pub fn StandingsBoard(standings: Vec<Standing>, players: Vec<Player>) -> Element {
    let t = use_texts();
    rsx! {
        section { class: "panel scoreboard",
            p { class: "muted", "{t.board_pending}" }
            ul { class: "players",
                for standing in standings {
                    if let Some(player) = players.get(standing.player).cloned() {
                        li { class: "player",
                            div { class: "player-head",
                                Swatch { colour: player.colour, name: player.name.clone() }
                                span { class: "player-name", "{player.name}" }
                                span { class: "player-score", "{standing.score}" }
                            }
                        }
                    }
                }
            }
        }
    }
}
