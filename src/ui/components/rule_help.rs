use dioxus::prelude::*;

use crate::rulebook;
use crate::ui::state::{use_app, use_texts};

/// The small "?" beside a tracked item: opens the rule entry `id` in a sheet over the game,
/// so a question at the table is answered without leaving it.
///
/// `id` is always a string literal at the call site: `tests/help_links.rs` reads every
/// `RuleHelp` in the views and checks that its entry exists.
#[component]
pub fn RuleHelp(id: &'static str) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let title = rulebook::entry(id, app.lang()).map_or(id, |entry| entry.title);
    rsx! {
        button {
            class: "help",
            r#type: "button",
            "aria-label": t.rule_help(title),
            "data-testid": "help-{id}",
            onclick: move |_| app.show_rule(id),
            "?"
        }
    }
}
