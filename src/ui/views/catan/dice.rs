//! The dice: a fair pick at the UI edge (from the deck's remaining cards in deck mode), or the
//! two values the table's physical dice show.

use dioxus::prelude::*;

use super::use_view;
use super::{act, catan_action, refusal};
use crate::rules::catan::Action;
use crate::rules::dice::{DiceMode, Roll};
use crate::ui::components::points_input::focus_field;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::state::{pick, use_app, use_texts};

/// The element id of the second die's box, where the first die's digit sends the focus.
const DIE_B: &str = "catan-die-b-box";

#[component]
pub fn DicePanel() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui();
    let mut a = use_signal(String::new);
    let mut b = use_signal(String::new);
    let dice = state.dice;
    // Whether a roll may be entered now, as the rules say (any faces will do: the table's dice
    // leave the deck alone).
    let blocked = refusal(
        t,
        &options,
        &players,
        &state,
        &Action::TableRoll(Roll::new(1, 1)),
    );
    let cards_left = t.cards_left(dice.deck.left_to_draw());
    // The table's dice as typed, recorded as they fell whatever the deck holds; an empty or
    // unreadable box is no face, which the rules refuse with their own reason.
    let face = |s: &str| s.trim().parse::<u8>().unwrap_or(0);
    let roll = Action::TableRoll(Roll::new(face(&a.read()), face(&b.read())));
    let mut clear = move || {
        a.set(String::new());
        b.set(String::new());
    };
    let mut enter = move || {
        if app.try_act(catan_action(roll)) {
            clear();
        }
    };
    // Once the turn's roll is in (or the robber waits) the dice show in the turn bar.
    if blocked.is_some() {
        return rsx! {};
    }
    rsx! {
        section { class: "panel catan-dice",
            form {
                class: "typed-dice",
                onsubmit: move |e| e.prevent_default(),
                button {
                    class: "button primary",
                    r#type: "button",
                    "data-testid": "catan-roll",
                    onclick: move |_| {
                        let choices = dice.choices();
                        if let Some(roll) = pick(&choices) {
                            act(&mut app, Action::Roll(roll));
                        }
                        app.prefs.roll_feedback();
                    },
                    "{c.roll}"
                }
                span { class: "muted", "{c.typed_roll}" }
                // Each box says which die it is, in sight (the full name for screen readers).
                label { class: "die-field",
                    small { "aria-hidden": "true", "data-testid": "catan-die-a-label", "{c.die_a_short}" }
                    input { r#type: "number", inputmode: "numeric", min: "1", max: "6", enterkeyhint: "next",
                        "aria-label": c.die_a, "data-testid": "catan-die-a", value: "{a}",
                        oninput: move |e| {
                            let typed = e.value();
                            // A die has one digit: once it is typed, the second die's box
                            // takes the next one.
                            if (1..=6).contains(&face(&typed)) {
                                focus_field(DIE_B);
                            }
                            a.set(typed);
                        } }
                }
                label { class: "die-field",
                    small { "aria-hidden": "true", "data-testid": "catan-die-b-label", "{c.die_b_short}" }
                    input { r#type: "number", inputmode: "numeric", min: "1", max: "6", enterkeyhint: "done",
                        id: DIE_B,
                        "aria-label": c.die_b, "data-testid": "catan-die-b", value: "{b}",
                        oninput: move |e| b.set(e.value()),
                        // The keyboard's Enter ("done") sends the roll as the button does.
                        onkeydown: move |e| if e.key() == Key::Enter { e.prevent_default(); enter(); } }
                }
                RulesButton { action: catan_action(roll), testid: "catan-enter-roll", on_done: move |_| clear(),
                    "{c.enter_roll}" }
                RuleHelp { id: "catan-dice" }
            }
            if dice.mode == DiceMode::Deck {
                small { "{cards_left}" }
            }
        }
    }
}
