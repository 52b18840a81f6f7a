use dioxus::prelude::*;

use crate::rules::PlayerColour;
use crate::ui::state::use_texts;

/// The ten player colours as a row of round buttons, one checked: a seat's colour at set-up,
/// a remembered player's in Settings. Colours in `taken` are someone else's and cannot be
/// picked (at a table, no two players share one).
#[component]
pub fn ColourPicker(
    /// The group's accessible name ("Colour 2").
    label: String,
    selected: PlayerColour,
    #[props(default)] taken: Vec<PlayerColour>,
    on_pick: EventHandler<PlayerColour>,
) -> Element {
    let t = use_texts();
    rsx! {
        div { class: "colours", role: "radiogroup", "aria-label": "{label}",
            for colour in PlayerColour::ALL {
                {
                    let is_taken = taken.contains(&colour);
                    let name = t.colour_name(colour);
                    rsx! {
                        button {
                            // Never a form's submit button (the picker sits in Settings' form).
                            r#type: "button",
                            class: "colour-dot colour-{colour.key()}",
                            role: "radio",
                            "aria-checked": if selected == colour { "true" } else { "false" },
                            "aria-label": if is_taken { t.punct.aside(name, t.colour_taken) } else { name.to_string() },
                            "data-colour": colour.key(),
                            disabled: is_taken,
                            onclick: move |_| on_pick.call(colour),
                        }
                    }
                }
            }
        }
    }
}
