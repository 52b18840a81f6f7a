use dioxus::prelude::*;

use crate::ui::state::use_texts;

/// A number of points typed for one player, added with the Add button or the keyboard's
/// Enter. The box empties once `on_points` reports the points accepted, so a refused entry
/// stays there to be corrected.
#[component]
pub fn PointsInput(
    /// The accessible name of the box, e.g. "Points for Ana".
    label: String,
    input_id: String,
    button_id: String,
    on_points: Callback<i64, bool>,
) -> Element {
    let t = use_texts();
    let mut text = use_signal(String::new);
    let mut submit = move || {
        let typed = text.read().trim().replace('+', "");
        if let Ok(points) = typed.parse::<i64>() {
            if on_points.call(points) {
                text.set(String::new());
            }
        }
    };
    rsx! {
        form {
            class: "custom",
            onsubmit: move |e| {
                e.prevent_default();
                submit();
            },
            input {
                r#type: "text",
                inputmode: "numeric",
                // Browsers compile patterns with the `v` flag, where a bare `-` in a class is
                // a syntax error: the sign is an alternation instead.
                pattern: "(\\+|-)?[0-9]*",
                "aria-label": label,
                "data-testid": input_id,
                placeholder: t.custom_points,
                value: "{text}",
                oninput: move |e| text.set(e.value()),
            }
            button { class: "button small", r#type: "submit", "data-testid": button_id, "{t.add}" }
        }
    }
}
