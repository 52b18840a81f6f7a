use dioxus::prelude::*;

use crate::ui::state::{use_app, use_texts};

/// Shows why the last action was refused, or a storage problem, in a live region that screen
/// readers announce. Tapping it dismisses it; a refusal also links to the rule behind it.
#[component]
pub fn NoticeBar() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let notice = app.messages.notice();
    rsx! {
        div { class: "notice-area", role: "status", "aria-live": "assertive",
            if let Some(notice) = notice {
                div { key: "{notice.serial}", class: "notice-row",
                    button {
                        class: "notice",
                        "data-testid": "notice",
                        onclick: move |_| app.messages.clear(),
                        "{notice.text}"
                    }
                    if let Some(rule) = notice.rule {
                        button {
                            class: "button notice-rule",
                            "data-testid": "notice-rule",
                            onclick: move |_| app.show_rule(rule),
                            "{t.see_rule}"
                        }
                    }
                }
            }
        }
    }
}
