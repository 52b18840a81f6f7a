use dioxus::prelude::*;

/// An on/off option: a checkbox with its label and a hint under it, the whole row tappable.
#[component]
pub fn Toggle(
    label: String,
    #[props(default)] hint: String,
    testid: String,
    checked: bool,
    on_change: EventHandler<bool>,
) -> Element {
    rsx! {
        label { class: "field check",
            input {
                r#type: "checkbox",
                "data-testid": testid,
                checked,
                onchange: move |e| on_change.call(e.checked()),
            }
            span {
                "{label}"
                if !hint.is_empty() {
                    small { "{hint}" }
                }
            }
        }
    }
}
