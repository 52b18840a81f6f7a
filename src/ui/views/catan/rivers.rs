//! Rivers of Catan: the gold supply of 40, gold per player with Wealthiest and Poor Settler
//! (and the reason), buying a resource for 2 gold, and gold changing hands in a trade.
//! Gold income comes with building (the "on the river" switch and bridges).

use dioxus::prelude::*;

use super::{act, in_play, name_of, refusal, seat};
use crate::rules::catan::rivers;
use crate::rules::catan::{Action, Options, State};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn RiversPanel(
    state: State,
    options: Options,
    players: Vec<Player>,
    finished: bool,
) -> Element {
    let mut app = use_app();
    let texts = use_texts();
    let c = texts.catan_ui;
    let mut amount = use_signal(|| String::from("1"));
    let Some(gold) = rivers::gold(&state).map(<[u8]>::to_vec) else {
        return rsx! {};
    };
    let supply = c.supply_line(rivers::supply(&state));
    let wealthiest = rivers::wealthiest(&state);
    let poor = rivers::poor(&options, &state);
    let playing = in_play(&state, finished);
    let me = usize::from(state.turn.player);
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
    let amount_n = amount.read().trim().parse::<u8>().ok().filter(|&n| n > 0);
    // Each hand-over asks the rules (a dry run) whether it applies now.
    let refused = |from: usize, to: usize| match amount_n {
        Some(amount) => refusal(
            texts,
            &options,
            &players,
            &state,
            &Action::GiveGold {
                from: seat(from),
                to: seat(to),
                amount,
            },
        )
        .is_some(),
        None => true,
    };
    let others: Vec<(usize, String, bool, bool)> = (0..players.len())
        .filter(|&p| p != me)
        .map(|p| (p, name_of(&players, p), refused(me, p), refused(p, me)))
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
            if playing {
                fieldset { class: "field",
                    legend { "{c.gold_trade}" RuleHelp { id: "catan-rivers-gold-trade" } }
                    div { class: "row wrap gold-trade",
                        label { class: "row",
                            span { "{c.gold_amount}" }
                            input { r#type: "number", inputmode: "numeric", min: "1", class: "short",
                                "data-testid": "catan-gold-amount", value: "{amount}",
                                oninput: move |e| amount.set(e.value()) }
                        }
                        for (p, name, give_why, take_why) in others {
                            button { class: "button small", "data-testid": "catan-give-{p}",
                                disabled: give_why,
                                onclick: move |_| if let Some(n) = amount_n {
                                    act(&mut app, Action::GiveGold { from: seat(me), to: seat(p), amount: n });
                                },
                                {c.give_to(&name)} }
                            button { class: "button small", "data-testid": "catan-take-{p}",
                                disabled: take_why,
                                onclick: move |_| if let Some(n) = amount_n {
                                    act(&mut app, Action::GiveGold { from: seat(p), to: seat(me), amount: n });
                                },
                                {c.take_from(&name)} }
                        }
                    }
                }
            }
        }
    }
}
