//! The last roll as the players see it on the table: two dice and their total; and the new
//! game's choice of how the dice are rolled.

use dioxus::prelude::*;

use crate::rules::dice::{DiceMode, Roll};
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::text::Texts;

/// The new game's dice: rolled at random or dealt from the deck, the same field in every
/// family that rolls. The buttons' test ids are `{prefix}-Random` and `{prefix}-Deck`.
pub fn dice_mode_field(
    t: &Texts,
    now: DiceMode,
    prefix: &str,
    on_pick: impl FnMut(DiceMode) + 'static,
) -> Element {
    rsx! {
        fieldset { class: "field",
            legend { "{t.dice}" }
            {segmented(
                [(DiceMode::Random, t.dice_random), (DiceMode::Deck, t.dice_deck)]
                    .into_iter()
                    .map(|(mode, words)| Segment::new(mode, words, format!("{prefix}-{mode:?}"), now == mode))
                    .collect::<Vec<_>>(),
                "segmented",
                None,
                on_pick,
            )}
        }
    }
}

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
