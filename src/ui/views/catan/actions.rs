//! The current player's buttons: build (with the pieces left), the development cards, and
//! the end of the turn. Buttons that cannot apply are disabled and say why.

use dioxus::prelude::*;

use super::{act, refusal};
use crate::rules::catan::score::piece_limit;
use crate::rules::catan::seafarers::desert::FOREIGN_AREAS;
use crate::rules::catan::{Action, Catan, Options, Piece, Refusal, Scenario, Spot, State};
use crate::rules::GameRules;
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn TurnActions(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui;
    let mut river = use_signal(|| false);
    let me = usize::from(state.turn.player);
    let Some(sheet) = state.sheets.get(me).copied() else {
        return rsx! {};
    };
    // Every button asks the rules (a dry run of the action) whether it applies, and why not.
    let why = |action: Action| refusal(t, &options, &players, &state, &action);
    let rivers = options.rivers().is_some();
    let desert = matches!(options.scenario(), Some(Scenario::ThroughTheDesert(_)));
    let pieces: Vec<(Piece, String, Option<String>)> = [
        Piece::Road,
        Piece::Settlement,
        Piece::City,
        Piece::Ship,
        Piece::Bridge,
    ]
    .into_iter()
    .filter_map(|piece| {
        let limit = piece_limit(&options, piece)?;
        let left = limit.saturating_sub(sheet.count(piece));
        let label = format!("{} · {}", (c.piece_name)(piece), (c.left)(left));
        let refused = why(Action::Build {
            piece,
            spot: Spot::Land,
        });
        Some((piece, label, refused))
    })
    .collect();
    // When no piece can be built for one reason (the roll, the robber), it is said once.
    let build_why = match pieces.first() {
        Some((_, _, Some(first))) if pieces.iter().all(|p| p.2.as_ref() == Some(first)) => {
            Some(first.clone())
        }
        _ => None,
    };
    let foreign: Vec<(u8, Option<String>)> = (0..FOREIGN_AREAS)
        .map(|area| {
            let build = Action::Build {
                piece: Piece::Settlement,
                spot: Spot::Foreign(area),
            };
            (area, why(build))
        })
        .collect();
    let knight_why = why(Action::PlayKnight);
    let vp_why = match Catan::apply(&options, &players, &state, &Action::DrawVpCard) {
        Err(Refusal::VpCardsOutOfGame) => None,
        other => Some(other.err().map(|r| (c.refusal)(&r))),
    };
    let end_why = why(Action::EndTurn);
    let pirates = options.is_pirate_islands();
    rsx! {
        section { class: "panel catan-actions",
            h2 { class: "help-head", "{c.build}" RuleHelp { id: "catan-piece-limits" } }
            if rivers {
                div { class: "help-line",
                    Toggle {
                        label: c.on_river,
                        hint: c.on_river_hint,
                        testid: "catan-on-river",
                        checked: river(),
                        on_change: move |on: bool| river.set(on),
                    }
                    RuleHelp { id: "catan-rivers-gold-income" }
                }
            }
            div { class: "build-grid",
                for (piece, label, refused) in pieces {
                    button {
                        class: "button",
                        "data-testid": "catan-build-{piece:?}",
                        disabled: refused.is_some(),
                        title: refused.clone().unwrap_or_default(),
                        onclick: move |_| {
                            let on_river = river() && matches!(piece, Piece::Road | Piece::Settlement);
                            let spot = if on_river { Spot::River } else { Spot::Land };
                            act(&mut app, Action::Build { piece, spot });
                            river.set(false);
                        },
                        "{label}"
                    }
                }
            }
            if rivers {
                div { class: "help-line",
                    small { "{c.bridge_cost}" }
                    RuleHelp { id: "catan-rivers-bridges" }
                }
            }
            if desert {
                div { class: "build-grid",
                    for (area, refused) in foreign {
                        button {
                            class: "button",
                            "data-testid": "catan-build-foreign-{area}",
                            disabled: refused.is_some(),
                            onclick: move |_| act(&mut app, Action::Build { piece: Piece::Settlement, spot: Spot::Foreign(area) }),
                            {(c.foreign_area)(area + 1)}
                        }
                    }
                }
                div { class: "help-line",
                    small { "{c.foreign_hint}" }
                    RuleHelp { id: "catan-desert-foreign-areas" }
                }
            }
            if let Some(why) = &build_why {
                small { class: "why", "data-testid": "catan-build-why", "{why}" }
            }
            div { class: "row wrap",
                button {
                    class: "button",
                    "data-testid": "catan-knight",
                    disabled: knight_why.is_some(),
                    onclick: move |_| act(&mut app, Action::PlayKnight),
                    "{c.play_knight}"
                }
                if let Some(refused) = vp_why.clone() {
                    button {
                        class: "button",
                        "data-testid": "catan-vp-card",
                        disabled: refused.is_some(),
                        onclick: move |_| act(&mut app, Action::DrawVpCard),
                        "{c.draw_vp_card}"
                    }
                }
                if pirates {
                    RuleHelp { id: "catan-pirates-warships" }
                } else {
                    RuleHelp { id: "catan-development-cards" }
                }
            }
            if let Some(why) = &knight_why {
                small { class: "why", "data-testid": "catan-knight-why", "{why}" }
            }
            button {
                class: "button primary wide",
                "data-testid": "catan-end-turn",
                disabled: end_why.is_some(),
                onclick: move |_| act(&mut app, Action::EndTurn),
                "{c.end_turn}"
            }
            if let Some(why) = &end_why {
                small { class: "why", "{why}" }
            }
        }
    }
}
