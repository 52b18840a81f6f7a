//! Rivers of Catan where the turn is played: each player's gold on one folded line, and under
//! it the gold that changes hands in a trade, each hand-over offered only when the rules would
//! take it (a dry run). The supply, Wealthiest and Poor Settler stay in the gold's fold
//! (`rivers`).

use dioxus::prelude::*;

use super::use_view;
use super::{act, name_of, refusal, seat};
use crate::rules::catan::rivers;
use crate::rules::catan::Action;
use crate::ui::components::more::More;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn GoldTurn() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui();
    let mut amount = use_signal(|| String::from("1"));
    // A hand-over folds the line again, so the turn's end is back in view.
    let mut round = use_signal(|| 0u32);
    let Some(gold) = rivers::gold(&state).map(<[u8]>::to_vec) else {
        return rsx! {};
    };
    let me = usize::from(state.turn.player);
    let held: Vec<String> = (0..players.len())
        .map(|p| c.coins_of(&name_of(&players, p), gold.get(p).copied().unwrap_or(0)))
        .collect();
    let summary = c.gold_turn(&held.join(" · "));
    let amount_n = amount.read().trim().parse::<u8>().ok().filter(|&n| n > 0);
    let takes = |from: usize, to: usize| {
        amount_n.is_some_and(|amount| {
            let give = Action::GiveGold {
                from: seat(from),
                to: seat(to),
                amount,
            };
            refusal(t, &options, &players, &state, &give).is_none()
        })
    };
    let others: Vec<(usize, String, bool, bool)> = (0..players.len())
        .filter(|&p| p != me)
        .map(|p| (p, name_of(&players, p), takes(me, p), takes(p, me)))
        .collect();
    let mut give = move |from: usize, to: usize| {
        if let Some(n) = amount_n {
            act(
                &mut app,
                Action::GiveGold {
                    from: seat(from),
                    to: seat(to),
                    amount: n,
                },
            );
            round += 1;
        }
    };
    rsx! {
        for r in [round()] {
            More { key: "{r}", summary: summary.clone(), testid: "catan-gold-turn",
                div { class: "row wrap gold-trade", "aria-label": c.gold_trade,
                    label { class: "row",
                        span { "{c.gold_amount}" }
                        input { r#type: "number", inputmode: "numeric", min: "1", class: "short",
                            "data-testid": "catan-gold-amount", value: "{amount}",
                            oninput: move |e| amount.set(e.value()) }
                    }
                    RuleHelp { id: "catan-rivers-gold-trade" }
                    for (p, name, give_ok, take_ok) in others.clone() {
                        if give_ok {
                            button { class: "button small", "data-testid": "catan-give-{p}",
                                onclick: move |_| give(me, p), {c.give_to(&name)} }
                        }
                        if take_ok {
                            button { class: "button small", "data-testid": "catan-take-{p}",
                                onclick: move |_| give(p, me), {c.take_from(&name)} }
                        }
                    }
                }
            }
        }
    }
}
