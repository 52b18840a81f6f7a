//! The current player's buttons: build (with the pieces left), the development cards, and
//! the end of the turn. Buttons that cannot apply are disabled and say why.

use dioxus::prelude::*;

use super::use_view;
use super::{act, catan_action, refusal};
use crate::rules::catan::score::piece_limit;
use crate::rules::catan::seafarers::desert::FOREIGN_AREAS;
use crate::rules::catan::{Action, Catan, Options, Piece, Refusal, Scenario, Spot, State};
use crate::rules::GameRules;
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::Texts;

/// The pieces the current player may build, each with its label (the pieces left) and, when
/// the rules refuse it now, why.
type Buildable = Vec<(Piece, String, Option<String>)>;

fn buildable(t: &Texts, options: &Options, players: &[Player], state: &State) -> Buildable {
    let c = t.catan_ui();
    let Some(sheet) = state.sheets.get(usize::from(state.turn.player)) else {
        return Vec::new();
    };
    [
        Piece::Road,
        Piece::Settlement,
        Piece::City,
        Piece::Ship,
        Piece::Bridge,
    ]
    .into_iter()
    .filter_map(|piece| {
        let limit = piece_limit(options, piece)?;
        let left = limit.saturating_sub(sheet.count(piece));
        let label = format!("{} · {}", c.piece_name(piece), c.left(left));
        let build = Action::Build {
            piece,
            spot: Spot::Land,
        };
        Some((piece, label, refusal(t, options, players, state, &build)))
    })
    .collect()
}

/// The one reason no piece can be built (the roll, the robber), said once for the grid.
fn one_reason(pieces: &Buildable) -> Option<String> {
    match pieces.first() {
        Some((_, _, Some(first))) if pieces.iter().all(|p| p.2.as_ref() == Some(first)) => {
            Some(first.clone())
        }
        _ => None,
    }
}

/// The current player's turn: what to build, the road's length, the variant's turn actions,
/// the cards and the end. Every button asks the rules (a dry run) whether it applies, and why.
#[component]
pub fn TurnActions() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.catan_ui();
    let mut river = use_signal(|| false);
    let pieces = buildable(t, &options, &players, &state);
    let build_why = one_reason(&pieces);
    let rivers = options.rivers().is_some();
    // Before the roll is the turn's ordinary state, not a fault: its reason is said once,
    // in the muted colour, not in red under the grid and again under End the turn.
    let before_roll = matches!(
        Catan::apply(&options, &players, &state, &Action::EndTurn),
        Err(Refusal::RollFirst)
    );
    rsx! {
        section { class: "panel catan-actions",
            h2 { class: "visually-hidden", "{c.build}" }
            if rivers {
                div { class: "help-line",
                    Toggle {
                        label: c.on_river,
                        testid: "catan-on-river",
                        checked: river(),
                        on_change: move |on: bool| river.set(on),
                    }
                    RuleHelp { id: "catan-rivers-gold-income" }
                }
            }
            // Before the roll nothing can be built: the reason alone stands for the grid.
            if build_why.is_none() {
                BuildGrid { pieces, river }
            }
            if matches!(options.scenario(), Some(Scenario::ThroughTheDesert(_))) {
                ForeignAreas {}
            }
            // Cloth for Catan: a route that reaches a village, connected where the turn is.
            super::seafarers::ConnectTurn {}
            if let Some(why) = &build_why {
                small { class: if before_roll { "why calm" } else { "why" }, "data-testid": "catan-build-why", "{why}" }
            }
            if build_why.is_none() {
                RoadAndGold {}
            }
            // Rivers: each player's gold, and the gold in a trade one tap under it.
            if rivers {
                super::rivers_turn::GoldTurn {}
            }
            // The duel's coin actions, when the rules would take one now.
            if options.coins() {
                super::duel_turn::DuelCoins {}
            }
            TurnEnd {}
        }
    }
}

/// A button per piece, with the pieces left; a road or a settlement goes on the river when
/// the toggle above says so. A piece the rules refuse says why on a tap.
#[component]
fn BuildGrid(pieces: Buildable, river: Signal<bool>) -> Element {
    let mut river = river;
    let on_river = river();
    rsx! {
        div { class: "build-grid",
            for (piece, label, _) in pieces {
                RulesButton {
                    key: "{piece:?}",
                    action: catan_action(Action::Build {
                        piece,
                        spot: if on_river && matches!(piece, Piece::Road | Piece::Settlement) { Spot::River } else { Spot::Land },
                    }),
                    testid: format!("catan-build-{piece:?}"),
                    on_done: move |_| river.set(false),
                    "{label}"
                }
            }
        }
    }
}

/// Through the Desert: a settlement in each foreign area.
#[component]
fn ForeignAreas() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui();
    let foreign: Vec<(u8, Option<String>)> = (0..FOREIGN_AREAS)
        .map(|area| {
            let build = Action::Build {
                piece: Piece::Settlement,
                spot: Spot::Foreign(area),
            };
            (area, refusal(t, &options, &players, &state, &build))
        })
        .collect();
    rsx! {
        div { class: "build-grid",
            for (area, refused) in foreign {
                button {
                    class: "button",
                    "data-testid": "catan-build-foreign-{area}",
                    disabled: refused.is_some(),
                    onclick: move |_| act(&mut app, Action::Build { piece: Piece::Settlement, spot: Spot::Foreign(area) }),
                    {c.foreign_area(area + 1)}
                }
            }
        }
        div { class: "help-line",
            small { "{c.foreign_hint}" }
            RuleHelp { id: "catan-desert-foreign-areas" }
        }
    }
}

/// The current player's longest road, beside the roads they build (the rules bound it), and
/// in Rivers a resource bought with gold.
#[component]
fn RoadAndGold() -> Element {
    let (options, state, players, _) = use_view();
    let c = use_texts().catan_ui();
    let me = usize::from(state.turn.player);
    let road = state.sheets.get(me).map_or(0, |s| s.road.value);
    let length = move |length| Action::SetRoadLength {
        player: super::seat(me),
        length,
    };
    let name = super::name_of(&players, me);
    let gold_buy = options
        .rivers()
        .is_some()
        .then(|| c.buy_gold(crate::rules::catan::rivers::buys_left(&state)));
    rsx! {
        div { class: "row road-entry",
            span { class: "grow", "{c.road_of(&name)}" }
            // A road at 0 has no shorter length: the button stays out of the way, disabled.
            if road == 0 {
                button { class: "button small", "aria-label": "{c.road_shorter(&name)}", "data-testid": "catan-turn-road-minus",
                    disabled: true, "−" }
            } else {
                RulesButton { action: catan_action(length(road - 1)), testid: "catan-turn-road-minus",
                    class: "button small", aria_label: c.road_shorter(&name), "−" }
            }
            output { class: "road-value", "data-testid": "catan-turn-road", "{road}" }
            RulesButton { action: catan_action(length(road + 1)), testid: "catan-turn-road-plus",
                class: "button small", aria_label: c.road_longer(&name), "+" }
            // The pieces' limits, which the counts on the build buttons follow.
            RuleHelp { id: "catan-piece-limits" }
        }
        if let Some(label) = gold_buy {
            div { class: "help-line",
                RulesButton { action: catan_action(Action::BuyWithGold), testid: "catan-buy-gold", "{label}" }
                RuleHelp { id: "catan-rivers-buy-resource" }
            }
        }
    }
}

/// The turn's cards with their "?" and the end of the turn in one row (the end the widest,
/// on a line of its own when the cards take the row). Each asks the rules and, refused, says
/// why on a tap (before the roll the grid's reason stands for all).
#[component]
fn TurnEnd() -> Element {
    let (options, state, players, _) = use_view();
    let c = use_texts().catan_ui();
    // The victory point cards are out of some games (the Pirate Islands with 3 players): the
    // button is there only where the rules know the cards.
    let vp_cards = !matches!(
        Catan::apply(&options, &players, &state, &Action::DrawVpCard),
        Err(Refusal::VpCardsOutOfGame)
    );
    rsx! {
        div { class: "row turn-end",
            RulesButton { action: catan_action(Action::PlayKnight), testid: "catan-knight", "{c.play_knight}" }
            if vp_cards {
                RulesButton { action: catan_action(Action::DrawVpCard), testid: "catan-vp-card", "{c.draw_vp_card}" }
            }
            if options.is_pirate_islands() {
                RuleHelp { id: "catan-pirates-warships" }
            } else {
                RuleHelp { id: "catan-development-cards" }
            }
            RulesButton { action: catan_action(Action::EndTurn), testid: "catan-end-turn", class: "button primary", "{c.end_turn}" }
        }
    }
}
