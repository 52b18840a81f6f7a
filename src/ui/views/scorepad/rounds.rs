//! The table of rounds, one tap away under the players, and the editor that corrects one of
//! its cells as a recorded action (`Correct`), undone like any other.

use dioxus::prelude::*;

use super::use_view;
use crate::rules::scorepad::{Action as PadAction, Options, ScorePad, State};
use crate::rules::{GameRules, Player};
use crate::session::Action;
use crate::ui::components::points_input::{flip_sign, focus_field, read_points};
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::Texts;

/// What the rules would say of `action` now, translated; `None` when they accept it. The
/// editor asks this rather than restating any of their conditions.
fn refusal(
    t: &Texts,
    options: &Options,
    players: &[Player],
    state: &State,
    action: &PadAction,
) -> Option<String> {
    ScorePad::apply(options, players, state, action)
        .err()
        .map(|r| t.scorepad_ui().refusal(&r))
}

/// The element id of the editor's box.
const CORRECT_BOX: &str = "pad-correct-box";

/// A cell being corrected: its round (from 1) and player.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Cell {
    round: usize,
    player: usize,
}

#[component]
pub fn RoundsTable() -> Element {
    let (_, state, players, finished) = use_view();
    let t = use_texts();
    let mut editing = use_signal(|| None::<Cell>);
    let totals = state.totals();
    // Closing a round opens the next one; a game finished before anyone scored in it has no
    // such round to show.
    let shown = state.rounds_played(finished);
    rsx! {
        details { class: "panel pad-table", "data-testid": "rounds-details",
            summary { "data-testid": "rounds-open", "{t.scorepad_ui().rounds_table}" }
            if !finished {
                p { class: "muted", "{t.scorepad_ui().tap_to_correct}" }
            }
            div { class: "pad-table-scroll",
                table { class: "rounds", "data-testid": "rounds",
                    thead { tr { th { scope: "col", "#" } for p in players.iter() { th { scope: "col", "{p.name}" } } } }
                    tbody {
                        for (r, row) in state.rounds.iter().take(shown).enumerate() {
                            tr { key: "{r}",
                                th { scope: "row", "{r + 1}" }
                                for (p, &v) in row.iter().enumerate() {
                                    td { key: "{p}",
                                        if finished {
                                            "{v}"
                                        } else {
                                            button {
                                                class: "cell",
                                                r#type: "button",
                                                "data-testid": "cell-{r + 1}-{p}",
                                                "aria-label": t.scorepad_ui().cell(&players[p].name, r + 1, v),
                                                onclick: move |_| editing.set(Some(Cell { round: r + 1, player: p })),
                                                "{v}"
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    tfoot { tr { th { scope: "row", "{t.total}" } for v in totals.iter() { td { "{v}" } } } }
                }
            }
        }
        if let Some(cell) = editing() {
            CorrectCell { cell_round: cell.round, player: cell.player, on_close: move |_| editing.set(None) }
        }
    }
}

/// The small editor over the board: what the cell holds, the box for its right points with
/// its sign button, and the rules' word on the typed value before anything is sent.
#[component]
fn CorrectCell(cell_round: usize, player: usize, on_close: EventHandler<()>) -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts();
    let s = t.scorepad_ui();
    let mut text = use_signal(String::new);
    // The box takes the focus once the editor is drawn.
    use_effect(|| focus_field(CORRECT_BOX));
    let name = players
        .get(player)
        .map_or("?", |p| p.name.as_str())
        .to_string();
    let now = state
        .rounds
        .get(cell_round.wrapping_sub(1))
        .and_then(|row| row.get(player))
        .copied()
        .unwrap_or(0);
    let action = read_points(&text.read()).map(|points| PadAction::Correct {
        round: cell_round,
        player,
        points,
    });
    let refused = action
        .as_ref()
        .and_then(|a| refusal(t, &options, &players, &state, a));
    let ready = action.is_some() && refused.is_none();
    let mut send = move || {
        let Some(points) = read_points(&text()) else {
            return;
        };
        let action = PadAction::Correct {
            round: cell_round,
            player,
            points,
        };
        if app.try_act(Action::ScorePad(action)) {
            on_close.call(());
        }
    };
    rsx! {
        div { class: "overlay",
            div { class: "dialog pad-correct", role: "dialog", "aria-modal": "true", "aria-labelledby": "pad-correct-title", "data-testid": "correct-dialog",
                h2 { id: "pad-correct-title", {s.correct_title(&name, cell_round)} }
                p { class: "muted", "data-testid": "correct-now", {s.now_holds(now)} }
                form {
                    class: "custom",
                    onsubmit: move |e| {
                        e.prevent_default();
                        send();
                    },
                    button {
                        class: "button small sign",
                        r#type: "button",
                        "aria-label": t.scorepad_ui().sign_of(&name),
                        "data-testid": "correct-sign",
                        onmousedown: move |e| e.prevent_default(),
                        onclick: move |_| {
                            let flipped = flip_sign(&text.read());
                            text.set(flipped);
                        },
                        "±"
                    }
                    input {
                        r#type: "text",
                        inputmode: "numeric",
                        enterkeyhint: "done",
                        autocomplete: "off",
                        pattern: "(\\+|-|−)?[0-9]*",
                        "aria-label": s.cell_points,
                        "data-testid": "correct-input",
                        placeholder: "{now}",
                        value: "{text}",
                        id: CORRECT_BOX,
                        oninput: move |e| text.set(e.value()),
                    }
                }
                if let Some(why) = refused {
                    p { class: "pad-refused", role: "status", "data-testid": "correct-refused", "{why}" }
                }
                div { class: "row end",
                    button { class: "button", "data-testid": "correct-cancel", onclick: move |_| on_close.call(()), "{t.cancel}" }
                    button {
                        class: "button primary",
                        "data-testid": "correct-save",
                        disabled: !ready,
                        onclick: move |_| send(),
                        "{s.correct}"
                    }
                }
            }
        }
    }
}
