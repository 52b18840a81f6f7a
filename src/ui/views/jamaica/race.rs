//! The round bar (the round, the Captain and the dice on one line) and the race mirror: every
//! ship by race order with its space, lap and spaces left, and the treasure tokens still on
//! the lairs.

use dioxus::prelude::*;

use super::use_view;
use crate::rules::jamaica::{Half, Ship, State};
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::use_texts;

use super::race_picture::RacePicture;
use super::{place, player_name, ship_name};

/// Round, Captain and this round's dice, on one line above the step.
#[component]
pub fn RoundBar() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts().jamaica_ui();
    let captain = player_name(t, &players, state.captain(&options));
    let round = t.round_n(state.round);
    let captain_line = t.captain_is(&captain);
    // The die in use: the Witch's owner may have swapped them.
    let half = state.current_half();
    rsx! {
        section { class: "jm-roundbar", "data-testid": "round-bar",
            strong { "data-testid": "round", "{round}" }
            // The strip marks the Captain too: here the name is enough to read ("⚓ Ana").
            span { class: "jm-captain", "data-testid": "captain",
                span { class: "visually-hidden", "{captain_line}" }
                span { "aria-hidden": "true", "⚓ {captain}" }
            }
            RuleHelp { id: "jamaica-round" }
            if let Some(dice) = state.dice {
                span { class: "jm-dice-row", "data-testid": "action-dice",
                    span {
                        class: if half == Some(Half::Day) { "jm-die day current" } else { "jm-die day" },
                        span { class: "visually-hidden", "{t.day} " }
                        span { "aria-hidden": "true", "☀ " }
                        "{dice.day}"
                    }
                    span {
                        class: if half == Some(Half::Night) { "jm-die night current" } else { "jm-die night" },
                        span { class: "visually-hidden", "{t.night} " }
                        span { "aria-hidden": "true", "☾ " }
                        "{dice.night}"
                    }
                    RuleHelp { id: "jamaica-action-dice" }
                }
            }
        }
    }
}

/// Every ship, leader first.
#[component]
pub fn RaceMirror() -> Element {
    let (options, state, players, _) = use_view();
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let captain_word = texts.jamaica_home.captain;
    let order = state.race_order(&options);
    let captain = state.captain(&options);
    let rows: Vec<(usize, Ship, String, String, i32, bool)> = order
        .iter()
        .enumerate()
        .filter_map(|(rank, &(ship, left))| {
            let pos = state.position(ship)?;
            let id = match ship {
                Ship::Player(p) => format!("p{p}"),
                Ship::Ghost => "ghost".to_string(),
            };
            let is_captain = ship == Ship::Player(captain as u8);
            Some((rank + 1, ship, id, place(t, pos), left.max(0), is_captain))
        })
        .collect();
    rsx! {
        section { class: "panel jm-race", "aria-label": t.race_title,
            RacePicture { legend: true }
            ol { class: "jm-race-list", "data-testid": "race",
                for (rank, ship, id, where_, left, is_captain) in rows {
                    li { key: "{id}", class: "jm-race-row", "data-testid": "race-{id}",
                        span { class: "jm-rank", "aria-label": t.rank_n(rank), "{rank}" }
                        match ship {
                            Ship::Player(p) => {
                                let player = players.get(usize::from(p)).cloned();
                                rsx! {
                                    if let Some(player) = player {
                                        Swatch { colour: player.colour, name: player.name.clone() }
                                    }
                                }
                            }
                            Ship::Ghost => rsx! { span { class: "swatch jm-ghost-swatch", "aria-hidden": "true", "☠" } },
                        }
                        span { class: "jm-race-name",
                            strong { "{ship_name(t, &players, ship)}" }
                            if is_captain { span { class: "jm-tag", " ⚓ {captain_word}" } }
                            small { "data-testid": "where-{id}", "{where_}" }
                        }
                        span { class: "jm-left", "data-testid": "left-{id}",
                            strong { "{left}" }
                            small { "{t.spaces_left}" }
                        }
                    }
                }
            }
            div { class: "help-line",
                small { "{t.race_title}" }
                RuleHelp { id: "jamaica-track" }
            }
            div { class: "help-line",
                small { "{t.port_royal_finished}" }
                RuleHelp { id: "jamaica-scoring" }
            }
        }
    }
}

/// The treasure tokens still on the lairs, by space.
#[component]
pub fn LairTokens(state: State) -> Element {
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let tokens: Vec<String> = state.lair_tokens.iter().map(|s| s.to_string()).collect();
    let token_line = t.tokens_on_lairs(state.lair_tokens.len(), &texts.punct.list(&tokens));
    rsx! {
        div { class: "panel help-line",
            p { class: "jm-tokens", "data-testid": "lair-tokens", "{token_line}" }
            RuleHelp { id: "jamaica-lairs" }
        }
    }
}
