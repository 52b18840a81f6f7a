//! The Carcassonne board: whose turn and the pile, the scores on the 50-space track, and the
//! panels of each part of the game.

use dioxus::prelude::*;

use super::count::{CountPanel, EnterCity};
use super::final_scoring::FinalScoring;
use super::meeples::MeeplesPanel;
use super::scoring_entry::FeatureEntry;
use super::tower::{TowerChoice, TowerPanel};
use super::{name_of, send};
use crate::rules::carcassonne::{Action, FeatureKind, Options, Phase, State};
use crate::rules::Player;
use crate::ui::components::points_input::PointsInput;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn CarcassonneBoard(state: State, options: Options, players: Vec<Player>) -> Element {
    let phase = state.phase;
    let play_kinds = vec![FeatureKind::City, FeatureKind::Road, FeatureKind::Monastery];
    rsx! {
        div { class: "carc",
            if phase == Phase::Play {
                TurnPanel { state: state.clone(), options: options.clone(), players: players.clone() }
            }
            ScoresPanel { state: state.clone(), options: options.clone(), players: players.clone() }
            if phase == Phase::Play {
                FeatureEntry { key: "{state.turns_played}", state: state.clone(), options: options.clone(), players: players.clone(), kinds: play_kinds, final_scoring: false }
            }
            if phase == Phase::FinalScoring {
                FinalScoring { state: state.clone(), options: options.clone(), players: players.clone() }
            }
            if options.tower {
                TowerPanel { state: state.clone(), options: options.clone(), players: players.clone() }
            }
            if options.count || options.king_robber {
                CountPanel { state: state.clone(), options: options.clone(), players: players.clone() }
            }
            MeeplesPanel { state: state.clone(), options: options.clone(), players: players.clone() }
        }
    }
}

/// Whose turn, the pile, the meeple of the turn, a redraw, and the end of the turn.
#[component]
fn TurnPanel(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui;
    let mut tiles_text = use_signal(String::new);
    let active = usize::from(state.turn.player);
    let player = players.get(active).cloned();
    let turn_line = (c.turn_of)(&name_of(&players, active));
    let tiles_line = (c.tiles_left)(state.tiles_left);
    let choice_line = match state.turn.choice {
        Some(choice) => (c.choice_done)(choice),
        None => c.choice_none,
    };
    let supply = state.meeples.get(active).map_or(0, |m| m.supply);
    let chosen = state.turn.choice.is_some();
    let last = state.tiles_left == 0;
    let end_label = if last { c.last_tile } else { c.end_turn };
    rsx! {
        section { class: "panel carc-turn", "aria-label": "{turn_line}",
            div { class: "player-head",
                if let Some(player) = player {
                    Swatch { colour: player.colour, name: player.name.clone() }
                }
                h2 { class: "player-name", "data-testid": "turn", "{turn_line}" }
                RuleHelp { id: "carcassonne-turn" }
            }
            div { class: "help-line",
                p { class: "carc-pile", "data-testid": "tiles-left", "{tiles_line}" }
                RuleHelp { id: "carcassonne-tiles" }
            }
            div { class: "help-line",
                p { class: "muted", "data-testid": "turn-choice", "{choice_line}" }
                RuleHelp { id: "carcassonne-turn-choice" }
            }
            div { class: "carc-actions",
                button {
                    class: "button",
                    "data-testid": "place-meeple",
                    disabled: chosen || supply == 0,
                    onclick: move |_| { send(&mut app, Action::PlaceMeeple); },
                    "{c.place_meeple}"
                }
                button {
                    class: "button",
                    "data-testid": "redraw",
                    disabled: chosen || last,
                    title: c.redraw_hint,
                    onclick: move |_| { send(&mut app, Action::Redraw); },
                    "{c.redraw}"
                }
            }
            if supply == 0 && !chosen {
                p { class: "muted", "{c.supply_empty}" }
            }
            if options.tower {
                TowerChoice { key: "{state.turns_played}", state: state.clone(), players: players.clone() }
            }
            if state.may_enter_city(&options) {
                EnterCity { key: "{state.turns_played}", count_at: state.count_at }
            }
            div { class: "help-line",
                button {
                    class: "button primary carc-wide",
                    "data-testid": "end-turn",
                    onclick: move |_| { send(&mut app, Action::EndTurn); },
                    "{end_label}"
                }
                if last {
                    RuleHelp { id: "carcassonne-end" }
                }
            }
            details { class: "carc-more",
                summary { "{c.correct_tiles}" }
                form {
                    class: "custom",
                    onsubmit: move |e| {
                        e.prevent_default();
                        let parsed = tiles_text.read().trim().parse::<u8>();
                        if let Ok(tiles) = parsed {
                            if send(&mut app, Action::SetTilesLeft { tiles }) {
                                tiles_text.set(String::new());
                            }
                        }
                    },
                    input {
                        r#type: "text",
                        inputmode: "numeric",
                        pattern: "[0-9]*",
                        "aria-label": c.tiles_in_pile,
                        placeholder: c.tiles_in_pile,
                        "data-testid": "tiles-input",
                        value: "{tiles_text}",
                        oninput: move |e| tiles_text.set(e.value()),
                    }
                    button { class: "button small", r#type: "submit", "data-testid": "tiles-set", "{c.set}" }
                }
            }
        }
    }
}

/// Each player's score with where the marker stands on the physical track, and manual points.
#[component]
fn ScoresPanel(state: State, options: Options, players: Vec<Player>) -> Element {
    let t = use_texts();
    let c = t.carcassonne_ui;
    let finished = state.phase == Phase::Finished;
    let active = usize::from(state.turn.player);
    let playing = state.phase == Phase::Play;
    rsx! {
        section { class: "panel scoreboard", "aria-label": c.scores,
            h2 { class: "help-head", "{c.scores}" RuleHelp { id: "carcassonne-players" } }
            ul { class: "players",
                for (index, player) in players.iter().cloned().enumerate() {
                    {
                        let total = state.total(&options, index);
                        let track = state.track(&options, index);
                        let track_line = (c.track)(track.space, track.laps);
                        let bonus = state.final_bonus(&options, index);
                        let bonus_line = (c.bonus_line)(bonus.king, bonus.robber);
                        let is_turn = playing && index == active;
                        rsx! {
                            li { key: "{index}", class: if is_turn { "player carc-active" } else { "player" }, "data-testid": "player-{index}",
                                div { class: "player-head",
                                    Swatch { colour: player.colour, name: player.name.clone() }
                                    span { class: "player-name",
                                        "{player.name}"
                                        if is_turn { span { class: "carc-badge", "{c.turn_badge}" } }
                                        small { "data-testid": "lap-{index}", "{track_line}" }
                                        if finished && bonus.total() > 0 { small { "{bonus_line}" } }
                                    }
                                    span { class: "player-score", "data-testid": "score-{index}", "{total}" }
                                }
                            }
                        }
                    }
                }
            }
            if !finished {
                // The "?" sits over the summary's row, beside it rather than inside it: a
                // button in a summary would be a control nested in a control.
                div { class: "carc-more-wrap",
                    details { class: "carc-more",
                        summary { "data-testid": "manual-open", "{c.correct_scores}" }
                        for (index, player) in players.iter().cloned().enumerate() {
                            ManualPoints { key: "{index}", index, name: player.name.clone() }
                        }
                    }
                    RuleHelp { id: "carcassonne-manual-points" }
                }
            }
        }
    }
}

/// −1, +1 and a typed number for one player.
#[component]
fn ManualPoints(index: usize, name: String) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui;
    let seat = index as u8;
    let adjust = move |points: i16| Action::Adjust {
        player: seat,
        points,
    };
    rsx! {
        div { class: "quick carc-manual",
            span { class: "grow carc-manual-name", "{name}" }
            button { class: "button small", "aria-label": "{name} −1", "data-testid": "adj-minus-{index}", onclick: move |_| { send(&mut app, adjust(-1)); }, "−1" }
            button { class: "button small", "aria-label": "{name} +1", "data-testid": "adj-plus-{index}", onclick: move |_| { send(&mut app, adjust(1)); }, "+1" }
            PointsInput {
                label: (c.points_for)(&name),
                input_id: format!("adj-input-{index}"),
                button_id: format!("adj-add-{index}"),
                // Beyond i16 the rules' own limit refuses it, with their message.
                on_points: move |points: i64| {
                    let points = i16::try_from(points).unwrap_or(if points < 0 { i16::MIN } else { i16::MAX });
                    send(&mut app, adjust(points))
                },
            }
        }
    }
}
