use dioxus::prelude::*;

use crate::ui::state::use_texts;

/// A modal question with Cancel and a confirm button: for anything that cannot be undone.
#[component]
pub fn Confirm(
    message: String,
    confirm_label: String,
    on_confirm: EventHandler<()>,
    on_cancel: EventHandler<()>,
) -> Element {
    let t = use_texts();
    rsx! {
        div { class: "overlay",
            div { class: "dialog", role: "alertdialog", "aria-modal": "true", "aria-labelledby": "confirm-message",
                p { id: "confirm-message", "{message}" }
                div { class: "row end",
                    button { class: "button", onclick: move |_| on_cancel.call(()), "{t.cancel}" }
                    button {
                        class: "button danger",
                        "data-testid": "confirm",
                        onclick: move |_| on_confirm.call(()),
                        "{confirm_label}"
                    }
                }
            }
        }
    }
}
