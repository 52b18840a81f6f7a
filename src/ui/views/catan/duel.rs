//! The duel's coins, folded: the bank (bank + players = 20), whether spending is unlocked and
//! why, the current player's price, what the three coin actions and the knight discard do,
//! and why they wait. The actions are in the turn's panel (`duel_turn`).

use dioxus::prelude::*;

use super::use_view;
use super::{in_play, name_of, refusal};
use crate::rules::catan::duel::{self, KNIGHT_DISCARD_COINS, UNLOCK_PUBLIC_VP};
use crate::rules::catan::{public_vp, Action, Catan, CoinSpend, Refusal};
use crate::rules::GameRules;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::use_texts;

#[component]
pub fn DuelPanel() -> Element {
    let (options, state, players, finished) = use_view();
    let t = use_texts();
    let c = t.catan_ui();
    let Some(coins) = duel::coins(&state).map(<[u8]>::to_vec) else {
        return rsx! {
            section { class: "panel",
                h2 { "{c.duel_title}" }
                div { class: "help-line",
                    p { class: "muted", "{c.no_coins}" }
                    RuleHelp { id: "catan-duel-no-coins" }
                }
            }
        };
    };
    let bank = duel::bank(&state);
    let held: Vec<String> = coins
        .iter()
        .enumerate()
        .map(|(p, &n)| c.coins_of(&name_of(&players, p), n))
        .collect();
    let bank_line = c.bank_line(bank, &held.join(" + "));
    let playing = in_play(&state, finished);
    let me = usize::from(state.turn.player);
    let unlocked = duel::unlocked(&options, &state);
    let best = (0..players.len())
        .map(|p| public_vp(&options, &state, p))
        .max()
        .unwrap_or(0);
    let lock_line = if unlocked {
        c.unlocked.to_string()
    } else {
        c.locked(best)
    };
    let _ = UNLOCK_PUBLIC_VP;
    let price = duel::price(&options, &state, me);
    let price_line = c.price_line(&name_of(&players, me), price);
    // Each coin action asks the rules (a dry run) whether it applies now, and why not.
    let why = |action: Action| refusal(t, &options, &players, &state, &action);
    let spend = |spend: CoinSpend| why(Action::SpendCoins(spend));
    // The reason all three coin actions share (the roll, the turn's spending, the unlock, the
    // price), read from the one that has no reason of its own.
    let shared = spend(CoinSpend::Exchange);
    // Waiting for the roll is the turn's ordinary state: said in the muted colour, not red.
    let calm = matches!(
        Catan::apply(
            &options,
            &players,
            &state,
            &Action::SpendCoins(CoinSpend::Exchange)
        ),
        Err(Refusal::RollFirst)
    );
    let desert_why = spend(CoinSpend::RobberToDesert).filter(|w| Some(w) != shared.as_ref());
    let discard_why = why(Action::DiscardKnight);
    let why = shared;
    let short = (bank < KNIGHT_DISCARD_COINS).then(|| c.bank_short(bank));
    rsx! {
        section { class: "panel catan-duel", "data-testid": "catan-duel",
            h2 { class: "help-head", "{c.duel_title}" RuleHelp { id: "catan-duel-rules" } }
            div { class: "help-line",
                p { class: "bank", "data-testid": "catan-bank", "{bank_line}" }
                RuleHelp { id: "catan-duel-coin-bank" }
            }
            div { class: "help-line",
                p { class: if unlocked { "unlock on" } else { "unlock off" }, "data-testid": "catan-unlock",
                    if unlocked { "✔ " } else { "✖ " }
                    "{lock_line}"
                }
                RuleHelp { id: "catan-duel-coin-unlock" }
            }
            if playing {
                div { class: "help-line",
                    p { "data-testid": "catan-price", strong { "{price_line}" } small { "{c.price_why}" } }
                    RuleHelp { id: "catan-duel-coin-price" }
                }
                // The actions themselves are in the turn's panel (`duel_turn`), shown when
                // they apply; here what each does, and why they wait.
                ul { class: "coin-hints",
                    li { strong { "{c.forced_trade}" } " · {c.forced_trade_hint}" RuleHelp { id: "catan-duel-forced-trade" } }
                    li { strong { "{c.robber_to_desert}" } " · {c.robber_to_desert_hint}"
                        if let Some(w) = &desert_why { " {w}" }
                        RuleHelp { id: "catan-duel-robber-to-desert" }
                    }
                    li { strong { "{c.exchange}" } " · {c.exchange_hint}" }
                    li { strong { "{c.discard_knight}" } RuleHelp { id: "catan-duel-knight-discard" } }
                }
                if let Some(why) = &why {
                    small { class: if calm { "why calm" } else { "why" }, "data-testid": "catan-coin-why", "{why}" }
                }
                if let Some(w) = &discard_why { small { class: "why", "data-testid": "catan-discard-why", "{w}" } }
                if let Some(s) = short { small { "{s}" } }
            }
            div { class: "help-line",
                small { "{c.coin_earning_hint}" }
                RuleHelp { id: "catan-duel-coin-earning" }
            }
        }
    }
}
