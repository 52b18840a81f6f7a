use dioxus::prelude::*;

use crate::ui::state::use_texts;

/// Moves the focus to the element with this id, at once (inside the tap or key press, so a
/// phone keeps its keyboard open), or out of the focused one when `id` is empty. Done in the
/// page's script: this build of Dioxus sends no `mounted` events on the web, so Rust holds
/// no handle on the element. Ids are ours, made of letters, digits and dashes.
pub fn focus_field(id: &str) {
    let js = if id.is_empty() {
        "document.activeElement?.blur();".to_string()
    } else {
        format!("document.getElementById('{id}')?.focus();")
    };
    document::eval(&js);
}

/// The number typed in a points box: a sign (`+`, `-` or the typographic `−`) and digits,
/// spaces left out. `None` for an empty box or anything else.
pub fn read_points(typed: &str) -> Option<i64> {
    let typed: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
    let typed = typed.replace('−', "-");
    let digits = typed.strip_prefix('+').unwrap_or(&typed);
    digits.parse().ok()
}

/// The typed text with its sign turned: "12" → "-12" → "12"; an empty box gets the minus
/// first, for the digits to follow.
pub fn flip_sign(typed: &str) -> String {
    let typed = typed.trim();
    match typed.strip_prefix(['-', '−']) {
        Some(rest) => rest.to_string(),
        None => format!("-{}", typed.trim_start_matches('+')),
    }
}

/// A number of points typed for one player, sent with the keyboard's Enter (or the Add button
/// when there is one). The box empties once `on_points` reports the points accepted, so a
/// refused entry stays there to be corrected.
///
/// **The minus sign.** Phones draw the keyboard from `inputmode`, and no value gives a minus
/// key on both systems: iOS's `numeric` and `decimal` pads have digits only (and a decimal
/// point), while `type="number"` on iOS brings back the small full keyboard's symbol page,
/// whose keys are too small to type a round's scores fast. So the box keeps
/// `inputmode="numeric"`, the big digit pad on iOS and Android alike, and the `sign_id`
/// button beside it turns the typed number negative and back ("12" → "−12"). It keeps the
/// focus (and so the keyboard) in the box: the button refuses the focus on mouse-down (which
/// a tap sends too), and a tap on another row's button moves the focus to that row's box. A
/// minus typed on a keyboard that has one (Android's pads, a
/// hardware keyboard) is read as well.
#[component]
pub fn PointsInput(
    /// The accessible name of the box, e.g. "Points for Ana".
    label: String,
    input_id: String,
    /// The Add button's test id; none, no button (the keyboard's Enter sends).
    button_id: Option<String>,
    /// The sign button's test id; none, no button.
    sign_id: Option<String>,
    /// The sign button's accessible name.
    sign_label: Option<String>,
    /// What the keyboard labels its Enter key (`enterkeyhint`): "next" in a list of boxes.
    enter_hint: Option<&'static str>,
    on_points: Callback<i64, bool>,
    /// After Enter, once the points are accepted or with the box left empty: where the focus
    /// goes next (the next player's box).
    on_next: Option<EventHandler<()>>,
    /// The box's element id, for moving the focus to it ([`focus_field`]).
    field_id: Option<String>,
    /// What the empty box shows; "Points" unless said.
    placeholder: Option<String>,
) -> Element {
    let t = use_texts();
    let mut text = use_signal(String::new);
    let own_id = field_id.clone();
    let mut submit = move || {
        let typed = text.read().trim().to_string();
        if typed.is_empty() {
            if let Some(next) = on_next {
                next.call(());
            }
            return;
        }
        if let Some(points) = read_points(&typed) {
            if on_points.call(points) {
                text.set(String::new());
                if let Some(next) = on_next {
                    next.call(());
                }
            }
        }
    };
    let flip = move |_| {
        let flipped = flip_sign(&text.read());
        text.set(flipped);
        if let Some(id) = &own_id {
            focus_field(id);
        }
    };
    rsx! {
        form {
            class: "custom",
            onsubmit: move |e| {
                e.prevent_default();
                submit();
            },
            if let Some(sign_id) = sign_id {
                button {
                    class: "button small sign",
                    r#type: "button",
                    "aria-label": sign_label.unwrap_or_default(),
                    "data-testid": sign_id,
                    // The focus stays in the box, so the phone's keyboard stays open.
                    onmousedown: move |e| e.prevent_default(),
                    onclick: flip,
                    "±"
                }
            }
            input {
                r#type: "text",
                inputmode: "numeric",
                enterkeyhint: enter_hint.unwrap_or("done"),
                autocomplete: "off",
                // Browsers compile patterns with the `v` flag, where a bare `-` in a class is
                // a syntax error: the sign is an alternation instead.
                pattern: "(\\+|-|−)?[0-9]*",
                "aria-label": label,
                "data-testid": input_id,
                placeholder: placeholder.unwrap_or_else(|| t.custom_points.to_string()),
                value: "{text}",
                id: field_id,
                oninput: move |e| text.set(e.value()),
            }
            if let Some(button_id) = button_id {
                button { class: "button small", r#type: "submit", "data-testid": button_id, "{t.add}" }
            }
        }
    }
}
