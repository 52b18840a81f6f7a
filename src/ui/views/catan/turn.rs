//! The turn bar: whose turn and which turn, what comes next, and during set-up the guided
//! placement (the order, the placing player, and the piece to place).

use dioxus::prelude::*;

use super::use_view;
use super::{act, name_of};
use crate::rules::catan::{
    acting, setup, Action, Catan, Options, Phase, Piece, Scenario, Spot, State, Variant,
};
use crate::rules::{GameRules, Player};
use crate::ui::components::dice_faces::DiceFaces;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn TurnBar() -> Element {
    let (options, state, players, _) = use_view();
    let c = use_texts().catan_ui();
    let now = acting(&options, &state);
    let name = name_of(&players, now);
    let colour = players.get(now).map(|p| p.colour);
    // Whether a ship may be placed now, as the rules say (the duel has no ships).
    let ships = ship_placed(&options, &players, &state);
    let (title, line) = match state.phase {
        Phase::Placing { step, settled } => {
            let len = setup::order(&options, players.len()).len();
            let line = if settled && ships {
                c.places_road_or_ship(&name)
            } else if settled {
                c.places_road(&name)
            } else {
                c.places_settlement(&name)
            };
            (c.setup_step(usize::from(step) + 1, len), line)
        }
        Phase::Playing => {
            let line = if state.robber.pending.is_some() {
                c.phase_robber
            } else if state.turn.rolled {
                c.phase_build
            } else {
                c.phase_roll
            };
            (c.turn_of(&name, state.turn.number), line.to_string())
        }
    };
    let placing = matches!(state.phase, Phase::Placing { .. });
    rsx! {
        section { class: "panel turn-bar", "aria-live": "polite", "data-testid": "catan-turn",
            div { class: "row",
                // During play the strip above marks whose turn it is; set-up keeps the colour.
                if placing {
                    if let Some(colour) = colour {
                        Swatch { colour, name: name.clone() }
                    }
                }
                div { class: "grow",
                    strong { class: "turn-title", "{title}" }
                    p { class: "turn-line", "data-testid": "catan-phase", "{line}" }
                }
                if placing && options.is_pirate_islands() {
                    RuleHelp { id: "catan-pirates-no-robber" }
                } else if placing {
                    RuleHelp { id: "catan-setup-placement" }
                } else if let Some(roll) = state.turn_roll() {
                    // The turn's roll stays beside whose turn it is.
                    span { class: "turn-dice",
                        DiceFaces { last: Some(roll), test_id: "catan-dice" }
                    }
                    RuleHelp { id: "catan-dice" }
                }
            }
            if let Phase::Placing { step, settled } = state.phase {
                PlacementOrder { options, players: players.clone(), step }
                Placement { options, settled, ships }
            }
        }
    }
}

/// Whether the rules take a ship as the set-up's piece now (a dry run): only where the game
/// has ships, and only once the settlement is down.
fn ship_placed(options: &Options, players: &[Player], state: &State) -> bool {
    let ship = Action::Build {
        piece: Piece::Ship,
        spot: Spot::Land,
    };
    <Catan as GameRules>::apply(options, players, state, &ship).is_ok()
}

/// The "?" beside the target: how this game is won.
#[component]
pub fn WinHelp(options: Options) -> Element {
    match options.variant {
        Variant::Rivers(_) => rsx! { RuleHelp { id: "catan-rivers-end" } },
        Variant::Seafarers(Scenario::ClothForCatan(_)) => {
            rsx! { RuleHelp { id: "catan-cloth-end" } }
        }
        Variant::Seafarers(Scenario::PirateIslands(_)) => {
            rsx! { RuleHelp { id: "catan-pirates-win" } }
        }
        _ => rsx! { RuleHelp { id: "catan-win-on-own-turn" } },
    }
}

/// The placement order as a strip of seats, each the player's colour and initial as their
/// badges show them (the name for screen readers); the current step is marked in words too.
#[component]
fn PlacementOrder(options: Options, players: Vec<Player>, step: u8) -> Element {
    let c = use_texts().catan_ui();
    let order = setup::order(&options, players.len());
    rsx! {
        div { class: "setup-order", "aria-label": c.setup_order, "data-testid": "catan-setup-order",
            for (i, s) in order.into_iter().enumerate() {
                {
                    let p = usize::from(s);
                    let name = name_of(&players, p);
                    let state = if i < usize::from(step) { "done" } else if i == usize::from(step) { "now" } else { "next" };
                    rsx! {
                        span {
                            key: "{i}",
                            class: "setup-step {state}",
                            "aria-current": if state == "now" { "step" } else { "false" },
                            if let Some(player) = players.get(p) {
                                Swatch { colour: player.colour, name: name.clone() }
                            }
                            span { class: "visually-hidden", "{name}" }
                            if state == "now" { small { "{c.now_marker}" } }
                        }
                    }
                }
            }
        }
    }
}

/// The buttons for the piece the set-up expects now.
/// `ships`: whether the rules take a ship here (see [`ship_placed`]).
#[component]
fn Placement(options: Options, settled: bool, ships: bool) -> Element {
    let mut app = use_app();
    let c = use_texts().catan_ui();
    let rivers = options.rivers().is_some();
    let mut build = move |piece: Piece, spot: Spot| act(&mut app, Action::Build { piece, spot });
    let settlement = c.piece_name(Piece::Settlement);
    let road = c.piece_name(Piece::Road);
    let ship = c.piece_name(Piece::Ship);
    rsx! {
        div { class: "row wrap",
            if !settled {
                button { class: "button primary", "data-testid": "catan-place-settlement",
                    onclick: move |_| build(Piece::Settlement, Spot::Land), "{settlement}" }
                if rivers {
                    button { class: "button", "data-testid": "catan-place-settlement-river",
                        onclick: move |_| build(Piece::Settlement, Spot::River), "{settlement} · {c.on_river}" }
                }
            } else {
                button { class: "button primary", "data-testid": "catan-place-road",
                    onclick: move |_| build(Piece::Road, Spot::Land), "{road}" }
                if rivers {
                    button { class: "button", "data-testid": "catan-place-road-river",
                        onclick: move |_| build(Piece::Road, Spot::River), "{road} · {c.on_river}" }
                }
                if ships {
                    button { class: "button", "data-testid": "catan-place-ship",
                        onclick: move |_| build(Piece::Ship, Spot::Land), "{ship}" }
                }
            }
        }
    }
}
