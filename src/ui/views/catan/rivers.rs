//! Rivers of Catan, folded: the gold supply of 40, gold per player with Wealthiest and Poor
//! Settler (and the reason). Gold income comes with building (the "on the river" switch and
//! bridges); buying with gold and gold in a trade are in the turn (`actions`, `rivers_turn`).

use dioxus::prelude::*;

use super::use_view;
use super::{in_play, refusal};
use crate::rules::catan::rivers;
use crate::rules::catan::Action;
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::use_texts;

#[component]
pub fn RiversPanel() -> Element {
    let (options, state, players, finished) = use_view();
    let texts = use_texts();
    let c = texts.catan_ui();
    let Some(gold) = rivers::gold(&state).map(<[u8]>::to_vec) else {
        return rsx! {};
    };
    let supply = c.supply_line(rivers::supply(&state));
    let wealthiest = rivers::wealthiest(&state);
    let poor = rivers::poor(&options, &state);
    let playing = in_play(&state, finished);
    let buy_why = playing
        .then(|| refusal(texts, &options, &players, &state, &Action::BuyWithGold))
        .flatten();
    let rows: Vec<(usize, Player, u8, Option<String>)> = players
        .iter()
        .cloned()
        .enumerate()
        .map(|(p, player)| {
            let g = gold.get(p).copied().unwrap_or(0);
            let mut tags = Vec::new();
            if wealthiest == Some(p) {
                tags.push(texts.punct.aside(c.wealthiest, &c.wealthiest_why(g)));
            }
            if poor.contains(&p) {
                tags.push(texts.punct.aside(c.poor, &c.poor_why(g, poor.len() == 1)));
            }
            let tags = (!tags.is_empty()).then(|| tags.join(" · "));
            (p, player, g, tags)
        })
        .collect();
    rsx! {
        section { class: "panel catan-rivers", "data-testid": "catan-rivers",
            h2 { "{c.rivers_title}" }
            div { class: "help-line",
                p { "data-testid": "catan-supply", "{supply}" }
                RuleHelp { id: "catan-rivers-gold-income" }
            }
            ul { class: "gold-list",
                for (p, player, g, tags) in rows {
                    li { key: "{p}", "data-testid": "catan-gold-{p}",
                        Swatch { colour: player.colour, name: player.name.clone() }
                        span { class: "grow", "{player.name}" if let Some(tags) = tags { small { "{tags}" } } }
                        strong { class: "gold", "{g}" }
                    }
                }
            }
            div { class: "help-line",
                small { "{c.bridge_cost}" }
                RuleHelp { id: "catan-rivers-bridges" }
            }
            div { class: "row wrap settler-cards",
                span { "{c.wealthiest}" RuleHelp { id: "catan-rivers-wealthiest-settler" } }
                span { "{c.poor}" RuleHelp { id: "catan-rivers-poor-settler" } }
            }
            if playing && wealthiest.is_none() {
                small { "{c.wealthiest_none}" }
            }
            // Why a resource cannot be bought with gold now (the turn's button is disabled).
            if let Some(why) = buy_why {
                small { class: "why", "data-testid": "catan-buy-why", "{why}" }
            }
        }
    }
}
