//! A button for one action of the game, which the rules decide: it sends the action when a
//! dry run of it (`Game::check`, the rules' `apply` changing nothing) is accepted. When the
//! rules refuse it, it stays in its place looking unavailable (`aria-disabled`, still tappable,
//! since a disabled button takes no tap and phones show no hover titles), and a tap says the
//! rules' own refusal right under it, with a way to the rule behind it. Every screen that
//! offers an action the rules may refuse uses this one button, so no screen restates a rule
//! or keeps a reason of its own.

use dioxus::prelude::*;

use crate::session::Action;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::refusal_message;

#[component]
pub fn RulesButton(
    /// The action a tap sends, with the values it will carry (a typed number, the players
    /// ticked): the same action the rules are asked about.
    action: Action,
    testid: String,
    /// The button's classes: `button`, `button primary`, `button small` …
    #[props(default = "button".to_string())]
    class: String,
    /// The accessible name, when the label is a sign ("+").
    #[props(default)]
    aria_label: Option<String>,
    /// The element id, where the keyboard's Enter sends the focus.
    #[props(default)]
    id: Option<String>,
    /// Called once the action was taken (to clear what was typed, say).
    #[props(default)]
    on_done: Option<EventHandler<()>>,
    /// What a tap does instead of sending `action` when the rules take it: an action of the
    /// same kind whose values are made at the tap (a die rolled by the app).
    #[props(default)]
    on_tap: Option<EventHandler<()>>,
    children: Element,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    // The reason the player asked for with a tap, kept while the rules give that reason.
    let mut asked = use_signal(|| None::<String>);
    let refused = app
        .open
        .read()
        .as_ref()
        .and_then(|open| open.game.check(&action).err());
    let reason = refused
        .as_ref()
        .map(|r| (refusal_message(t, r), r.rule_id()));
    let shown = reason
        .as_ref()
        .filter(|(why, _)| asked.read().as_ref() == Some(why))
        .cloned();
    let expanded = reason
        .is_some()
        .then_some(if shown.is_some() { "true" } else { "false" });
    let tap = {
        let reason = reason.clone();
        move |_| match &reason {
            Some((why, _)) => {
                let again = asked.peek().as_ref() == Some(why);
                asked.set((!again).then(|| why.clone()));
            }
            None if on_tap.is_some() => {
                if let Some(tap) = on_tap {
                    tap.call(());
                }
            }
            None => {
                if app.try_act(action.clone()) {
                    if let Some(done) = on_done {
                        done.call(());
                    }
                }
            }
        }
    };
    rsx! {
        button {
            class: "{class}",
            r#type: "button",
            "data-testid": "{testid}",
            "aria-disabled": if reason.is_some() { "true" } else { "false" },
            "aria-label": aria_label,
            id,
            "aria-expanded": expanded,
            onclick: tap,
            {children}
        }
        if let Some((why, rule)) = shown {
            p { class: "why-tap", role: "status", "data-testid": "{testid}-why",
                "{why} "
                if let Some(rule) = rule {
                    button {
                        class: "link",
                        r#type: "button",
                        "data-testid": "{testid}-rule",
                        onclick: move |_| app.show_rule(rule),
                        "{t.see_rule}"
                    }
                }
            }
        }
    }
}
