//! Where every player's meeples are: supply, board, towers, prisons and districts.

use dioxus::prelude::*;

use super::name_of;
use super::use_view;
use crate::rules::carcassonne::State;
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::use_texts;
use crate::ui::text::Texts;

/// The folded meeples' line: "Meeples · Ana 6 in supply, Bo 7 in supply".
pub fn summary(t: &Texts, state: &State, players: &[Player]) -> String {
    let c = t.carcassonne_ui();
    let supply: Vec<String> = (0..players.len())
        .filter_map(|p| {
            let tally = state.meeple_tally(p)?;
            Some(c.supply_of(&name_of(players, p), tally.supply))
        })
        .collect();
    format!("{} · {}", c.meeples, t.punct.list(&supply))
}

#[component]
pub fn MeeplesPanel() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let _ = options;
    rsx! {
        section { class: "panel carc-meeples", "aria-label": c.meeples,
            h2 { class: "help-head", "{c.meeples}" RuleHelp { id: "carcassonne-meeple-supply" } }
            ul { class: "carc-list",
                for (index, player) in players.iter().cloned().enumerate() {
                    if let Some(tally) = state.meeple_tally(index) {
                        {
                            let line = c.meeple_line(tally.supply, tally.on_board(), tally.on_towers, tally.in_city());
                            let held: Vec<String> = tally
                                .captured_by
                                .iter()
                                .map(|&(captor, count)| c.held_by(&name_of(&players, captor), count))
                                .collect();
                            rsx! {
                                li { key: "{index}", class: "carc-meeple-row", "data-testid": "meeples-{index}",
                                    Swatch { colour: player.colour, name: player.name.clone() }
                                    span { class: "grow",
                                        strong { "{player.name}" }
                                        small { "{line}" }
                                        for (i, h) in held.iter().enumerate() {
                                            small { key: "{i}", class: "carc-held", "{h}" }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
