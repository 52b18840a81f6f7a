//! The duel's coin actions where the turn is played: only those the rules would take now (a
//! dry run of each), the price the current player pays in each label. The bank, the unlock
//! and why an action waits stay in the coins' fold (`duel`).

use dioxus::prelude::*;

use super::{act, refusal};
use crate::rules::catan::duel;
use crate::rules::catan::{Action, CoinSpend, Options, State};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn DuelCoins(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui;
    let mut opponent_cards = use_signal(|| String::from("1"));
    if duel::coins(&state).is_none() {
        return rsx! {};
    }
    let applies = |action: Action| refusal(t, &options, &players, &state, &action).is_none();
    let price = duel::price(&options, &state, usize::from(state.turn.player));
    let cards = opponent_cards.read().trim().parse::<u8>().ok();
    // The trade is offered when the rules would take it against a hand of one card; the
    // count typed from the table then decides (an empty hand is refused).
    let trade_open = applies(Action::SpendCoins(CoinSpend::ForcedTrade {
        opponent_cards: 1,
    }));
    let trade_ok = cards.is_some_and(|n| {
        applies(Action::SpendCoins(CoinSpend::ForcedTrade {
            opponent_cards: n,
        }))
    });
    let desert = applies(Action::SpendCoins(CoinSpend::RobberToDesert));
    let exchange = applies(Action::SpendCoins(CoinSpend::Exchange));
    let discard = applies(Action::DiscardKnight);
    if !(trade_open || desert || exchange || discard) {
        return rsx! {};
    }
    let trade_label = c.coin_action(c.forced_trade, price);
    let desert_label = c.coin_action(c.robber_to_desert, price);
    let exchange_label = c.coin_action(c.exchange, price);
    rsx! {
        div { class: "coin-turn", "data-testid": "catan-coin-turn",
            if trade_open {
                div { class: "row coin-trade",
                    button { class: "button", "data-testid": "catan-coin-trade",
                        disabled: !trade_ok,
                        onclick: move |_| if let Some(n) = cards {
                            act(&mut app, Action::SpendCoins(CoinSpend::ForcedTrade { opponent_cards: n }));
                        },
                        "{trade_label}" }
                    label { class: "coin-cards",
                        small { "{c.opponent_hand}" }
                        input { r#type: "number", inputmode: "numeric", min: "0", class: "short",
                            "aria-label": c.opponent_cards,
                            "data-testid": "catan-opponent-cards", value: "{opponent_cards}",
                            oninput: move |e| opponent_cards.set(e.value()) }
                    }
                }
            }
            div { class: "row wrap coin-buttons",
                if desert {
                    button { class: "button", "data-testid": "catan-coin-desert",
                        onclick: move |_| act(&mut app, Action::SpendCoins(CoinSpend::RobberToDesert)),
                        "{desert_label}" }
                }
                if exchange {
                    button { class: "button", "data-testid": "catan-coin-exchange",
                        onclick: move |_| act(&mut app, Action::SpendCoins(CoinSpend::Exchange)),
                        "{exchange_label}" }
                }
                if discard {
                    button { class: "button", "data-testid": "catan-discard-knight",
                        onclick: move |_| act(&mut app, Action::DiscardKnight),
                        "{c.discard_knight}" }
                }
                RuleHelp { id: "catan-duel-coin-spending" }
            }
        }
    }
}
