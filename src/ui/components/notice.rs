use dioxus::prelude::*;

use crate::ui::state::use_app;

/// Shows why the last action was refused, or a storage problem, in a live region that screen
/// readers announce. Tapping it dismisses it.
#[component]
pub fn NoticeBar() -> Element {
    let mut app = use_app();
    let notice = app.notice.read().clone();
    rsx! {
        div { class: "notice-area", role: "status", "aria-live": "assertive",
            if let Some(notice) = notice {
                button {
                    key: "{notice.serial}",
                    class: "notice",
                    "data-testid": "notice",
                    onclick: move |_| app.notice.set(None),
                    "{notice.text}"
                }
            }
        }
    }
}
