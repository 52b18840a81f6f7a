//! The duel's coins: the bank (bank + players = 20), whether spending is unlocked and why,
//! the current player's price, the three coin actions with their conditions, and the knight
//! discard for 2 coins.

use dioxus::prelude::*;

use super::{act, in_play, name_of, refusal};
use crate::rules::catan::duel::{self, KNIGHT_DISCARD_COINS, UNLOCK_PUBLIC_VP};
use crate::rules::catan::{public_vp, Action, Catan, CoinSpend, Options, Refusal, State};
use crate::rules::GameRules;
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn DuelPanel(state: State, options: Options, players: Vec<Player>, finished: bool) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui;
    let mut opponent_cards = use_signal(|| String::from("1"));
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
    let blocked = shared.is_some();
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
    let cards = opponent_cards.read().trim().parse::<u8>().ok();
    let trade_why = cards
        .and_then(|n| spend(CoinSpend::ForcedTrade { opponent_cards: n }))
        .filter(|w| Some(w) != shared.as_ref());
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
                div { class: "coin-action",
                    label { class: "field",
                        span { "{c.opponent_cards}" }
                        input { r#type: "number", inputmode: "numeric", min: "0",
                            "data-testid": "catan-opponent-cards", value: "{opponent_cards}",
                            oninput: move |e| opponent_cards.set(e.value()) }
                    }
                    div { class: "help-line",
                        button { class: "button", "data-testid": "catan-coin-trade",
                            disabled: blocked || trade_why.is_some() || cards.is_none(),
                            onclick: move |_| if let Some(n) = cards {
                                act(&mut app, Action::SpendCoins(CoinSpend::ForcedTrade { opponent_cards: n }));
                            },
                            "{c.forced_trade}" }
                        RuleHelp { id: "catan-duel-forced-trade" }
                    }
                    small { "{c.forced_trade_hint}" if let Some(w) = &trade_why { " {w}" } }
                }
                div { class: "coin-action",
                    div { class: "help-line",
                        button { class: "button", "data-testid": "catan-coin-desert",
                            disabled: blocked || desert_why.is_some(),
                            onclick: move |_| act(&mut app, Action::SpendCoins(CoinSpend::RobberToDesert)),
                            "{c.robber_to_desert}" }
                        RuleHelp { id: "catan-duel-robber-to-desert" }
                    }
                    small { "{c.robber_to_desert_hint}" if let Some(w) = &desert_why { " {w}" } }
                }
                div { class: "coin-action",
                    div { class: "help-line",
                        button { class: "button", "data-testid": "catan-coin-exchange",
                            disabled: blocked,
                            onclick: move |_| act(&mut app, Action::SpendCoins(CoinSpend::Exchange)),
                            "{c.exchange}" }
                        RuleHelp { id: "catan-duel-coin-spending" }
                    }
                    small { "{c.exchange_hint}" }
                }
                if let Some(why) = &why {
                    small { class: if calm { "why calm" } else { "why" }, "data-testid": "catan-coin-why", "{why}" }
                }
                div { class: "coin-action",
                    div { class: "help-line",
                        button { class: "button", "data-testid": "catan-discard-knight",
                            disabled: discard_why.is_some(),
                            onclick: move |_| act(&mut app, Action::DiscardKnight),
                            "{c.discard_knight}" }
                        RuleHelp { id: "catan-duel-knight-discard" }
                    }
                    if let Some(w) = &discard_why { small { class: "why", "{w}" } }
                    if let Some(s) = short { small { "{s}" } }
                }
            }
            div { class: "help-line",
                small { "{c.coin_earning_hint}" }
                RuleHelp { id: "catan-duel-coin-earning" }
            }
        }
    }
}
