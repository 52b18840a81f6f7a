//! The last roll as the players see it on the table: two dice and their total.

use dioxus::prelude::*;

use crate::rules::dice::Roll;

/// Two dice and "= total", announced politely when a new roll lands; empty before the first.
#[component]
pub fn DiceFaces(last: Option<Roll>, test_id: &'static str) -> Element {
    rsx! {
        div { class: "dice", "aria-live": "polite", "data-testid": test_id,
            if let Some(roll) = last {
                span { class: "die", "{roll.a}" }
                span { class: "die", "{roll.b}" }
                span { class: "dice-total", "= {roll.total()}" }
            }
        }
    }
}
