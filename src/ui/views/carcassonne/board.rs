//! The Carcassonne board. The turn comes first and fits the phone's first screen: whose turn,
//! the tile's outcomes in one row (a meeple, a tower floor, the next player), the tower's
//! capture in place, and "A feature is completed" one tap away right under it. The scores are
//! on the strip above; the rest (the track spaces and manual points, The Tower, King & Robber,
//! the city of Carcassonne, the meeples, the pile) is folded under lines that keep its figure;
//! the scores' fold opens on the track drawn as the board shows it.

use dioxus::prelude::*;

use super::count::{self, CountPanel, EnterCity, Part};
use super::final_scoring::FinalScoring;
use super::meeples::{self, MeeplesPanel};
use super::ransom::RansomOffer;
use super::scoring_entry::FeatureEntry;
use super::tower::{self, TowerChoice, TowerPanel};
use super::track_picture::TrackPicture;
use super::{name_of, refused, send};
use super::{use_view, View};
use crate::rules::carcassonne::guide::guide;
use crate::rules::carcassonne::{Action, FeatureKind, Phase, Refusal};
use crate::session::Action as SessionAction;
use crate::ui::components::more::More;
use crate::ui::components::points_input::PointsInput;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};
use crate::ui::views::game_view::use_provide_game_view;

#[component]
pub fn CarcassonneBoard(view: View) -> Element {
    use_provide_game_view(&view);
    let (options, state, players, _) = view.into_parts();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let phase = state.phase;
    let playing = phase == Phase::Play;
    let finished = phase == Phase::Finished;
    let play_kinds = vec![FeatureKind::City, FeatureKind::Road, FeatureKind::Monastery];
    let tracks: Vec<String> = (0..players.len())
        .map(|p| {
            let track = state.track(&options, p);
            c.track_of(&name_of(&players, p), track.space, track.laps)
        })
        .collect();
    let scores_summary = format!("{} · {}", c.track_title, t.punct.list(&tracks));
    let pile_summary = c.pile_more(state.tiles_left);
    rsx! {
        div { class: "carc",
            if playing {
                // Keyed by the turn: a new turn starts with no tower piece half chosen.
                TurnPanel { key: "{state.turns_played}" }
            }
            if playing {
                FeatureEntry { key: "{state.turns_played}", kinds: play_kinds, final_scoring: false }
            }
            if phase == Phase::FinalScoring {
                FinalScoring {}
            }
            More { summary: scores_summary, testid: "scores-more", open: finished,
                ScoresPanel {}
            }
            if options.tower {
                More { summary: tower::summary(t, &state, &players), testid: "tower-more",
                    TowerPanel {}
                }
            }
            if options.king_robber {
                More { summary: count::king_robber_summary(t, &state, &players), testid: "king-robber-more",
                    CountPanel { part: Part::KingRobber }
                }
            }
            if options.count {
                More { summary: count::city_summary(t, &state, players.len()), testid: "count-more",
                    CountPanel { part: Part::City }
                }
            }
            More { summary: meeples::summary(t, &state, &players), testid: "meeples-more",
                MeeplesPanel {}
            }
            if playing {
                More { summary: pile_summary, testid: "pile-more",
                    PilePanel {}
                }
            }
        }
    }
}

/// The test id and label of a button for one of the guide's actions.
fn outcome(
    c: &crate::ui::text::carcassonne::CarcassonneTexts,
    action: &Action,
    last: bool,
) -> Option<(&'static str, &'static str)> {
    match action {
        Action::PlaceMeeple => Some(("place-meeple", c.place_meeple)),
        Action::AddFloor { tower: None, .. } => Some(("new-tower", c.new_tower_short)),
        Action::EndTurn => Some(("end-turn", if last { c.last_tile } else { c.end_turn })),
        _ => None,
    }
}

/// Whose turn and the pile, then the actions the rules' guide expects of the turn, in its
/// order, in one row; a tower floor opens its capture in place.
#[component]
fn TurnPanel() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.carcassonne_ui();
    // The floor being placed: None = no floor chosen, Some(None) = on a new tower.
    let mut floor = use_signal(|| None::<Option<u8>>);
    let active = usize::from(state.turn.player);
    let player = players.get(active).cloned();
    let turn_line = c.turn_of(&name_of(&players, active));
    let tiles_line = c.tiles_left(state.tiles_left);
    let last = state.tiles_left == 0;
    // What the turn's choice is, or why a meeple cannot be placed (an empty supply).
    let choice_line = match state.turn.choice {
        Some(choice) => c.choice_done(choice).to_string(),
        None => match refused(&options, &players, &state, &Action::PlaceMeeple) {
            Some(Refusal::EmptySupply) => c.supply_empty.to_string(),
            _ => c.choice_none.to_string(),
        },
    };
    let buttons: Vec<(Action, &'static str, &'static str)> = guide(&options, &state)
        .actions
        .into_iter()
        .filter_map(|action| {
            let (id, label) = outcome(c, &action, last)?;
            Some((action, id, label))
        })
        .collect();
    rsx! {
        section { class: "panel carc-turn", "aria-label": "{turn_line}",
            div { class: "player-head",
                if let Some(player) = player {
                    Swatch { colour: player.colour, name: player.name.clone() }
                }
                div { class: "carc-who",
                    h2 { class: "player-name", "data-testid": "turn", "{turn_line}" }
                    p { class: "carc-pile", "data-testid": "tiles-left", "{tiles_line}" }
                }
                // One "?" for the turn here; the pile's is beside the pile's moves below, and
                // the choice's beside the choice: never three in a row.
                RuleHelp { id: "carcassonne-turn" }
            }
            div { class: "help-line",
                p { class: "muted small", "data-testid": "turn-choice", "{choice_line}" }
                RuleHelp { id: "carcassonne-turn-choice" }
                if last {
                    RuleHelp { id: "carcassonne-end" }
                }
            }
            div { class: "carc-outcomes",
                // Each asks the rules and, refused, says why on a tap; a floor's capture is
                // chosen after the tap, the floor itself must be allowed.
                for (action, id, label) in buttons {
                    if let Action::AddFloor { tower, .. } = action {
                        RulesButton { key: "{id}", action: SessionAction::Carcassonne(action.clone()), testid: id,
                            on_tap: move |_| floor.set(Some(tower)), "{label}" }
                    } else {
                        RulesButton { key: "{id}", action: SessionAction::Carcassonne(action.clone()), testid: id,
                            class: if id == "end-turn" { "button primary" } else { "button" }, "{label}" }
                    }
                }
            }
            if options.tower {
                TowerChoice { floor }
                RansomOffer {}
            }
            if state.may_enter_city(&options) {
                EnterCity { count_at: state.count_at }
            }
        }
    }
}

/// The rare moves on the pile: a tile that fits nowhere, and the count the table corrects.
#[component]
fn PilePanel() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let mut tiles_text = use_signal(String::new);
    rsx! {
        section { class: "panel carc-pile-panel",
            div { class: "help-line",
                RulesButton { action: SessionAction::Carcassonne(Action::Redraw), testid: "redraw", "{c.redraw}" }
                RuleHelp { id: "carcassonne-tiles" }
            }
            p { class: "muted small", "{c.redraw_hint}" }
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
fn ScoresPanel() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let finished = state.phase == Phase::Finished;
    let active = usize::from(state.turn.player);
    let playing = state.phase == Phase::Play;
    rsx! {
        section { class: "panel scoreboard", "aria-label": c.scores,
            h2 { class: "help-head", "{c.scores}" RuleHelp { id: "carcassonne-players" } }
            TrackPicture {}
            ul { class: "players",
                for (index, player) in players.iter().cloned().enumerate() {
                    {
                        let total = state.total(&options, index);
                        let track = state.track(&options, index);
                        let track_line = c.track(track.space, track.laps);
                        let bonus = state.final_bonus(&options, index);
                        let bonus_line = c.bonus_line(bonus.king, bonus.robber);
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
    let c = t.carcassonne_ui();
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
                label: c.points_for(&name),
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
