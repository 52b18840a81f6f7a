//! The dice: a fair pick at the UI edge (from the deck's remaining cards in deck mode), or the
//! two values the table's physical dice show.

use dioxus::prelude::*;
use rand::Rng;

use super::act;
use crate::rules::catan::{Action, Options, State};
use crate::rules::dice::{DiceMode, Roll};
use crate::rules::Player;
use crate::ui::components::dice_faces::DiceFaces;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn DicePanel(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui;
    let mut a = use_signal(String::new);
    let mut b = use_signal(String::new);
    let dice = state.dice;
    let blocked = if state.turn.rolled {
        Some(c.rolled_already)
    } else if state.robber.pending.is_some() {
        Some(c.why_robber_first)
    } else {
        None
    };
    let cards_left = (t.cards_left)(match dice.deck.remaining() {
        0 => 36,
        n => n,
    });
    let _ = (&options, &players);
    let mut enter = move || {
        let face = |s: &str| s.trim().parse::<u8>().ok();
        let faces = (face(&a.peek()), face(&b.peek()));
        if let (Some(x), Some(y)) = faces {
            act(&mut app, Action::Roll(Roll::new(x, y)));
            a.set(String::new());
            b.set(String::new());
        }
    };
    rsx! {
        section { class: "panel catan-dice",
            div { class: "dice-panel",
                DiceFaces { last: dice.last, test_id: "catan-dice" }
                RuleHelp { id: "catan-dice" }
                button {
                    class: "button primary",
                    "data-testid": "catan-roll",
                    disabled: blocked.is_some(),
                    onclick: move |_| {
                        let choices = dice.choices();
                        let roll = choices[rand::thread_rng().gen_range(0..choices.len())];
                        act(&mut app, Action::Roll(roll));
                        app.roll_feedback();
                    },
                    "{c.roll}"
                }
            }
            if dice.mode == DiceMode::Deck {
                p { class: "muted", "{cards_left}" }
            }
            form {
                class: "typed-dice",
                onsubmit: move |e| { e.prevent_default(); enter(); },
                span { class: "muted", "{c.typed_roll}" }
                input { r#type: "number", inputmode: "numeric", min: "1", max: "6",
                    "aria-label": c.die_a, "data-testid": "catan-die-a", value: "{a}",
                    disabled: blocked.is_some(), oninput: move |e| a.set(e.value()) }
                input { r#type: "number", inputmode: "numeric", min: "1", max: "6",
                    "aria-label": c.die_b, "data-testid": "catan-die-b", value: "{b}",
                    disabled: blocked.is_some(), oninput: move |e| b.set(e.value()) }
                button { class: "button", r#type: "submit", "data-testid": "catan-enter-roll",
                    disabled: blocked.is_some(), "{c.enter_roll}" }
            }
            if let Some(why) = blocked {
                small { class: "why", "{why}" }
            }
        }
    }
}
