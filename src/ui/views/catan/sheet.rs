//! The score sheet, always visible: per player public VP, the pieces against their limits,
//! road length, knights, the cards they hold, their variant counts, and the total with
//! hidden VP cards behind a tap that only the owner should make.

use dioxus::prelude::*;

use super::use_view;
use super::{name_of, seat};
use crate::rules::catan::score::{army_threshold, piece_limit, road_threshold};
use crate::rules::catan::{
    acting, duel, largest_army, longest_road, rivers, vp, Action, Extra, Options, Piece, State,
};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::use_texts;
use crate::ui::text::catan::CatanTexts;

#[component]
pub fn ScoreSheet() -> Element {
    let (options, state, players, _) = use_view();
    let c = use_texts().catan_ui();
    let road = longest_road(&options, &state);
    let army = largest_army(&options, &state);
    let holder = |card: &str, who: Option<usize>, threshold: u8| match who {
        Some(p) => c.holder_line(card, &name_of(&players, p)),
        None => c.holder_line(card, &c.no_holder(threshold)),
    };
    let target = c.vp_target(options.target());
    let road_line = road_threshold(&options).map(|th| holder(c.longest_road, road, th));
    let army_line = army_threshold(&options).map(|th| holder(c.largest_army, army, th));
    // The seats play in turn: the line names them, so the "?" beside it has something to explain.
    let order = players
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(" → ");
    let order_line = c.turn_order(&order);
    rsx! {
        section { class: "panel scoreboard catan-sheet", "aria-label": c.scoreboard,
            h2 { class: "help-head", "{c.scoreboard}" RuleHelp { id: "catan-victory-points" } }
            div { class: "help-line",
                small { "data-testid": "catan-vp-target", "{target}" }
                super::turn::WinHelp { options }
            }
            div { class: "help-line",
                small { "data-testid": "catan-turn-order", "{order_line}" }
                RuleHelp { id: "catan-turn-order" }
            }
            p { class: "holders", "data-testid": "catan-holders",
                if let Some(line) = road_line {
                    span { "{line}" RuleHelp { id: "catan-longest-road" } }
                }
                if let Some(line) = army_line {
                    span { "{line}" RuleHelp { id: "catan-largest-army" } }
                }
            }
            ul { class: "players",
                for (index, player) in players.iter().cloned().enumerate() {
                    PlayerSheet { key: "{index}", index, player }
                }
            }
        }
    }
}

/// One player's badges: the cards they hold and why, each in words.
fn badges(
    c: &CatanTexts,
    options: &Options,
    state: &State,
    p: usize,
) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if state.phase == crate::rules::catan::Phase::Playing && acting(options, state) == p {
        out.push(("turn", c.badge_turn.to_string()));
    }
    if longest_road(options, state) == Some(p) {
        out.push(("road", format!("{} +2", c.longest_road)));
    }
    if largest_army(options, state) == Some(p) {
        out.push(("army", format!("{} +2", c.largest_army)));
    }
    if let Some(gold) = rivers::gold(state) {
        let mine = gold.get(p).copied().unwrap_or(0);
        if rivers::wealthiest(state) == Some(p) {
            out.push((
                "wealthiest",
                format!("{} · {}", c.wealthiest, c.wealthiest_why(mine)),
            ));
        }
        let poor = rivers::poor(options, state);
        if poor.contains(&p) {
            let why = c.poor_why(mine, poor.len() == 1);
            out.push(("poor", format!("{} · {why}", c.poor)));
        }
    }
    if let Extra::Pirates(pi) = &state.extra {
        if pi.conquered(p) {
            out.push(("conquered", c.badge_conquered.to_string()));
        }
    }
    out
}

#[component]
fn PlayerSheet(index: usize, player: Player) -> Element {
    let (options, state, _, finished) = use_view();
    let c = use_texts().catan_ui();
    let mut revealed = use_signal(|| false);
    let Some(sheet) = state.sheets.get(index).copied() else {
        return rsx! {};
    };
    let points = vp(&options, &state, index);
    // Once the game is over the hidden cards are turned up: the sheet counts every point, as
    // the standings do.
    let shown = if finished {
        points.total()
    } else {
        points.public()
    };
    let total = c.total_vp(points.total(), points.vp_cards);
    let reveal = c.reveal(&player.name);
    let pieces: Vec<(Piece, String)> = [
        Piece::Settlement,
        Piece::City,
        Piece::Road,
        Piece::Ship,
        Piece::Bridge,
    ]
    .into_iter()
    .filter_map(|piece| {
        let limit = piece_limit(&options, piece)?;
        Some((
            piece,
            format!("{} {}/{limit}", c.piece_name(piece), sheet.count(piece)),
        ))
    })
    .collect();
    let road = sheet.road.value;
    let length = move |length| {
        super::catan_action(Action::SetRoadLength {
            player: seat(index),
            length,
        })
    };
    let shorter = c.road_shorter(&player.name);
    let longer = c.road_longer(&player.name);
    let badges = badges(c, &options, &state, index);
    let facts = variant_facts(c, &options, &state, index, &player.name);
    let current =
        state.phase == crate::rules::catan::Phase::Playing && acting(&options, &state) == index;
    rsx! {
        li { class: if current { "player catan-player current" } else { "player catan-player" }, "data-testid": "catan-player-{index}",
            div { class: "player-head",
                Swatch { colour: player.colour, name: player.name.clone() }
                span { class: "player-name", "{player.name}" }
                span { class: "player-score", "aria-label": "{c.public_vp} {player.name}", "data-testid": "catan-vp-{index}", "{shown}" }
                span { class: "vp-unit", "{c.public_vp}" }
            }
            if !badges.is_empty() {
                div { class: "badges",
                    for (key, text) in badges {
                        span { class: "badge-card {key}", "data-testid": "catan-badge-{key}-{index}", "{text}" }
                    }
                }
            }
            p { class: "pieces", "data-testid": "catan-pieces-{index}",
                for (piece, text) in pieces {
                    span { key: "{piece:?}", "{text}" }
                }
                span { "{c.knights} {sheet.knights.value}" }
            }
            for fact in facts {
                p { class: "fact", "{fact}" }
            }
            // Once the game is won the road length stays in view and its buttons go; an undo
            // brings them back.
            div { class: "row road-entry",
                span { class: "grow", "{c.road_length}" }
                if !finished {
                    if road == 0 {
                        button { class: "button small", "aria-label": "{shorter}", "data-testid": "catan-road-minus-{index}",
                            disabled: true, "−" }
                    } else {
                        RulesButton { action: length(road - 1), testid: format!("catan-road-minus-{index}"),
                            class: "button small", aria_label: shorter, "−" }
                    }
                }
                output { class: "road-value", "data-testid": "catan-road-{index}", "{road}" }
                // One longer only if the rules take it (no more than the pieces laid); a tap
                // on a refused one says so.
                if !finished {
                    RulesButton { action: length(road + 1), testid: format!("catan-road-plus-{index}"),
                        class: "button small", aria_label: longer, "+" }
                }
            }
            div { class: "row hidden-vp",
                if finished {
                    span { class: "grow", "data-testid": "catan-total-{index}", "{total}" }
                } else if revealed() {
                    span { class: "grow", "data-testid": "catan-total-{index}", "{total}" }
                    button { class: "button small", onclick: move |_| revealed.set(false), "{c.hide}" }
                } else {
                    button { class: "button small", "data-testid": "catan-reveal-{index}", onclick: move |_| revealed.set(true), "{reveal}" }
                }
            }
        }
    }
}

/// The variant's counts for one player, as short lines.
fn variant_facts(
    c: &CatanTexts,
    options: &Options,
    state: &State,
    p: usize,
    name: &str,
) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(coins) = duel::coins(state) {
        out.push(c.coins_of(c.duel_title, coins[p]));
    }
    if let Some(gold) = rivers::gold(state) {
        out.push(c.gold_of(c.rivers_title, gold[p]));
    }
    match &state.extra {
        Extra::Desert(d) => {
            let areas = d.settled.get(p).map_or(0, |m| m.count_ones());
            out.push(c.areas_of(name, areas, d.vp(options, p)));
        }
        Extra::Tribe(t) => {
            out.push(c.tribe_of(name, t.chits[p], t.harbors_held[p], t.harbors_placed[p]))
        }
        Extra::Cloth(cl) => out.push(c.cloth_of(name, cl.cloth[p], cl.vp(p))),
        Extra::Pirates(pi) => {
            let ships = state.sheets[p].ships;
            out.push(c.warships_of(name, pi.warships[p], ships));
            out.push(c.fortress_of(name, pi.fortress[p]));
        }
        _ => {}
    }
    out
}
