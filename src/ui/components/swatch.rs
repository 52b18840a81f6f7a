use dioxus::prelude::*;

use crate::rules::PlayerColour;

/// A player's colour with the first letter of the name on it, so colour is never the only
/// cue.
#[component]
pub fn Swatch(colour: PlayerColour, name: String) -> Element {
    let initial: String = name
        .chars()
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    rsx! {
        span { class: "swatch colour-{colour.key()}", "aria-hidden": "true", "{initial}" }
    }
}
