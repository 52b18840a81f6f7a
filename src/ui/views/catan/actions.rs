//! The current player's buttons: build (with the pieces left), the development cards, and
//! the end of the turn. Buttons that cannot apply are disabled and say why.

use dioxus::prelude::*;

use super::act;
use crate::rules::catan::score::piece_limit;
use crate::rules::catan::seafarers::desert::FOREIGN_AREAS;
use crate::rules::catan::{Action, Options, Piece, Scenario, Spot, State};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn TurnActions(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let c = use_texts().catan_ui;
    let mut river = use_signal(|| false);
    let me = usize::from(state.turn.player);
    let Some(sheet) = state.sheets.get(me).copied() else {
        return rsx! {};
    };
    let _ = &players;
    let rolled = state.turn.rolled;
    let pending = state.robber.pending.is_some();
    let rivers = options.rivers().is_some();
    let desert = matches!(options.scenario(), Some(Scenario::ThroughTheDesert(_)));
    let pieces: Vec<(Piece, String, bool)> = [
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
        let possible = left > 0 && (piece != Piece::City || sheet.settlements > 0);
        Some((piece, label, possible))
    })
    .collect();
    let settlement_left = piece_limit(&options, Piece::Settlement)
        .unwrap_or(0)
        .saturating_sub(sheet.settlements);
    let knight_why = if state.turn.dev_card_played {
        Some(c.why_dev_card_played)
    } else if pending {
        Some(c.why_robber_first)
    } else {
        None
    };
    let end_why = if !rolled {
        Some(c.why_roll_first)
    } else if pending {
        Some(c.why_robber_first)
    } else {
        None
    };
    let pirates = options.is_pirate_islands();
    let vp_cards = !(pirates && state.sheets.len() < 4);
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
                for (piece, label, possible) in pieces {
                    button {
                        class: "button",
                        "data-testid": "catan-build-{piece:?}",
                        disabled: !rolled || !possible,
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
                    for area in 0..FOREIGN_AREAS {
                        button {
                            class: "button",
                            "data-testid": "catan-build-foreign-{area}",
                            disabled: !rolled || settlement_left == 0,
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
            if !rolled {
                small { class: "why", "{c.why_roll_first}" }
            }
            div { class: "row wrap",
                button {
                    class: "button",
                    "data-testid": "catan-knight",
                    disabled: knight_why.is_some(),
                    onclick: move |_| act(&mut app, Action::PlayKnight),
                    "{c.play_knight}"
                }
                if vp_cards {
                    button {
                        class: "button",
                        "data-testid": "catan-vp-card",
                        disabled: !rolled,
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
            if let Some(why) = knight_why {
                small { class: "why", "{why}" }
            }
            button {
                class: "button primary wide",
                "data-testid": "catan-end-turn",
                disabled: end_why.is_some(),
                onclick: move |_| act(&mut app, Action::EndTurn),
                "{c.end_turn}"
            }
            if let Some(why) = end_why {
                small { class: "why", "{why}" }
            }
        }
    }
}
