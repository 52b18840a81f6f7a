//! A number with − and + buttons, big enough for thumbs. `class` lays it out: `stacked` puts
//! the label over the buttons (two steppers side by side), `bare` leaves the label to screen
//! readers (a row that names it once above).

use dioxus::prelude::*;

#[component]
pub fn Stepper(
    label: String,
    value: u8,
    min: u8,
    max: u8,
    testid: String,
    on_change: EventHandler<u8>,
    #[props(default)] class: String,
) -> Element {
    rsx! {
        div { class: "stepper {class}", role: "group", "aria-label": "{label}",
            span { class: "stepper-label", "{label}" }
            button {
                class: "button small",
                "aria-label": "{label} −1",
                "data-testid": "{testid}-minus",
                disabled: value <= min,
                onclick: move |_| on_change.call(value.saturating_sub(1).max(min)),
                "−"
            }
            span { class: "stepper-value", "data-testid": "{testid}", "{value}" }
            button {
                class: "button small",
                "aria-label": "{label} +1",
                "data-testid": "{testid}-plus",
                disabled: value >= max,
                onclick: move |_| on_change.call(value.saturating_add(1).min(max)),
                "+"
            }
        }
    }
}
