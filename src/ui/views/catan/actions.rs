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
use crate::ui::text::Texts;

/// The pieces the current player may build, each with its label (the pieces left) and, when
/// the rules refuse it now, why.
type Buildable = Vec<(Piece, String, Option<String>)>;

fn buildable(t: &Texts, options: &Options, players: &[Player], state: &State) -> Buildable {
    let c = t.catan_ui;
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
pub fn TurnActions(state: State, options: Options, players: Vec<Player>) -> Element {
    let t = use_texts();
    let c = t.catan_ui;
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
                ForeignAreas { state: state.clone(), options, players: players.clone() }
            }
            if let Some(why) = &build_why {
                small { class: if before_roll { "why calm" } else { "why" }, "data-testid": "catan-build-why", "{why}" }
            }
            if build_why.is_none() {
                RoadAndGold { state: state.clone(), options, players: players.clone() }
            }
            // Rivers: each player's gold, and the gold in a trade one tap under it.
            if rivers {
                super::rivers_turn::GoldTurn { state: state.clone(), options, players: players.clone() }
            }
            // The duel's coin actions, when the rules would take one now.
            if options.coins() {
                super::duel_turn::DuelCoins { state: state.clone(), options, players: players.clone() }
            }
            TurnEnd { state, options, players, build_why }
        }
    }
}

/// A button per piece, with the pieces left; a road or a settlement goes on the river when
/// the toggle above says so.
#[component]
fn BuildGrid(pieces: Buildable, river: Signal<bool>) -> Element {
    let mut app = use_app();
    let mut river = river;
    rsx! {
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
    }
}

/// Through the Desert: a settlement in each foreign area.
#[component]
fn ForeignAreas(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui;
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
fn RoadAndGold(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui;
    let me = usize::from(state.turn.player);
    let why = |action: Action| refusal(t, &options, &players, &state, &action);
    let road = state.sheets.get(me).map_or(0, |s| s.road.value);
    let length = move |length| Action::SetRoadLength {
        player: super::seat(me),
        length,
    };
    let (road_up, road_down) = (why(length(road + 1)), why(length(road.saturating_sub(1))));
    let name = super::name_of(&players, me);
    let gold_buy = options.rivers().is_some().then(|| {
        let left = crate::rules::catan::rivers::BUYS_PER_TURN.saturating_sub(state.turn.gold_buys);
        (c.buy_gold(left), why(Action::BuyWithGold))
    });
    rsx! {
        div { class: "row road-entry",
            span { class: "grow", "{c.road_of(&name)}" }
            button { class: "button small", "aria-label": "{c.road_shorter(&name)}", "data-testid": "catan-turn-road-minus",
                disabled: road == 0 || road_down.is_some(),
                onclick: move |_| act(&mut app, length(road.saturating_sub(1))),
                "−" }
            output { class: "road-value", "data-testid": "catan-turn-road", "{road}" }
            button { class: "button small", "aria-label": "{c.road_longer(&name)}", "data-testid": "catan-turn-road-plus",
                disabled: road_up.is_some(),
                onclick: move |_| act(&mut app, length(road + 1)),
                "+" }
            // The pieces' limits, which the counts on the build buttons follow.
            RuleHelp { id: "catan-piece-limits" }
        }
        if let Some((label, refused)) = gold_buy {
            div { class: "help-line",
                // Why it cannot be bought now is the button's title: the line under it would
                // push the turn's end off the screen.
                button { class: "button", "data-testid": "catan-buy-gold",
                    disabled: refused.is_some(),
                    title: refused.clone().unwrap_or_default(),
                    onclick: move |_| act(&mut app, Action::BuyWithGold),
                    "{label}" }
                RuleHelp { id: "catan-rivers-buy-resource" }
            }
        }
    }
}

/// The turn's cards and its end in one row (the end the widest), and why they wait.
/// `build_why`: the reason said for the grid already, not said again under the end.
#[component]
fn TurnEnd(
    state: State,
    options: Options,
    players: Vec<Player>,
    build_why: Option<String>,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui;
    let why = |action: Action| refusal(t, &options, &players, &state, &action);
    let knight_why = why(Action::PlayKnight);
    let vp_why = match Catan::apply(&options, &players, &state, &Action::DrawVpCard) {
        Err(Refusal::VpCardsOutOfGame) => None,
        other => Some(other.err().map(|r| c.refusal(&r))),
    };
    let end_why = why(Action::EndTurn);
    let end_said = end_why.clone().filter(|w| Some(w) != build_why.as_ref());
    rsx! {
        div { class: "row turn-end",
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
            if options.is_pirate_islands() {
                RuleHelp { id: "catan-pirates-warships" }
            } else {
                RuleHelp { id: "catan-development-cards" }
            }
            button {
                class: "button primary grow",
                "data-testid": "catan-end-turn",
                disabled: end_why.is_some(),
                onclick: move |_| act(&mut app, Action::EndTurn),
                "{c.end_turn}"
            }
        }
        if let Some(why) = &knight_why {
            small { class: "why", "data-testid": "catan-knight-why", "{why}" }
        }
        if let Some(why) = &end_said {
            small { class: "why", "data-testid": "catan-end-why", "{why}" }
        }
    }
}
