//! The duel's coin actions where the turn is played: those the rules would take now (a dry run
//! of each), the price the current player pays in each label, two to a row so the turn's end
//! stays in view. When none would be taken (the coins spent this turn, still locked, too few
//! to pay), one button stands for them and a tap says the rules' reason, so the actions never
//! vanish without a word. The bank, the unlock and what each action does stay in the coins'
//! fold (`duel`).

use dioxus::prelude::*;

use super::use_view;
use super::{catan_action, refusal};
use crate::rules::catan::{duel, Action, Catan, CoinSpend, Refusal};
use crate::rules::GameRules;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::state::use_texts;

#[component]
pub fn DuelCoins() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.catan_ui();
    let mut opponent_cards = use_signal(|| String::from("1"));
    if duel::coins(&state).is_none() {
        return rsx! {};
    }
    let applies = |action: Action| refusal(t, &options, &players, &state, &action).is_none();
    let spend = |what: CoinSpend| Action::SpendCoins(what);
    let price = duel::price(&options, &state, usize::from(state.turn.player));
    // The count typed from the table; what cannot be read is no card at all, which the rules
    // refuse with their reason.
    let cards = opponent_cards.read().trim().parse::<u8>().unwrap_or(0);
    // The trade is offered when the rules would take it against a hand of one card; the
    // count typed then decides.
    let trade = applies(spend(CoinSpend::ForcedTrade { opponent_cards: 1 }));
    let desert = applies(spend(CoinSpend::RobberToDesert));
    let exchange = applies(spend(CoinSpend::Exchange));
    let discard = applies(Action::DiscardKnight);
    if !(trade || desert || exchange || discard) {
        // Before the roll the turn's own reason is said already: nothing to add here.
        let waits = matches!(
            Catan::apply(&options, &players, &state, &spend(CoinSpend::Exchange)),
            Err(Refusal::RollFirst | Refusal::MoveRobberFirst)
        );
        return rsx! {
            if !waits {
                div { class: "row wrap coin-buttons",
                    RulesButton { action: catan_action(spend(CoinSpend::Exchange)), testid: "catan-coin-group", "{c.duel_title}" }
                    RuleHelp { id: "catan-duel-coin-spending" }
                }
            }
        };
    }
    let trade_label = c.coin_action(c.forced_trade, price);
    let desert_label = c.coin_action(c.robber_to_desert, price);
    let exchange_label = c.coin_action(c.exchange, price);
    rsx! {
        div { class: "coin-turn", "data-testid": "catan-coin-turn",
            if trade {
                div { class: "row coin-trade",
                    RulesButton {
                        action: catan_action(spend(CoinSpend::ForcedTrade { opponent_cards: cards })),
                        testid: "catan-coin-trade",
                        class: "button grow",
                        "{trade_label}"
                    }
                    label { class: "coin-cards",
                        small { "{c.opponent_hand}" }
                        input { r#type: "number", inputmode: "numeric", min: "0", class: "short",
                            "aria-label": c.opponent_cards,
                            "data-testid": "catan-opponent-cards", value: "{opponent_cards}",
                            oninput: move |e| opponent_cards.set(e.value()) }
                    }
                }
            }
            div { class: "coin-grid",
                if desert {
                    RulesButton { action: catan_action(spend(CoinSpend::RobberToDesert)), testid: "catan-coin-desert", "{desert_label}" }
                }
                if exchange {
                    RulesButton { action: catan_action(spend(CoinSpend::Exchange)), testid: "catan-coin-exchange", "{exchange_label}" }
                }
                if discard {
                    RulesButton { action: catan_action(Action::DiscardKnight), testid: "catan-discard-knight", "{c.discard_knight}" }
                }
                RuleHelp { id: "catan-duel-coin-spending" }
            }
        }
    }
}
