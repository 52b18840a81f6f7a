use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use crate::ui::state::{use_texts, AppState};
use crate::ui::update;

/// At the top of every screen once a new version of the web app is ready: says so, and its
/// button restarts into it once the open game's writes have landed. One line in the flow of
/// the page, so play goes on under it; nothing when no new version is ready. A plain function
/// the app's root draws, not a component: it costs the first download less.
pub fn update_banner(app: AppState) -> Element {
    if !app.update_ready.is_ready() {
        return rsx! {};
    }
    let t = use_texts();
    rsx! {
        div { class: "update-banner", role: "status", "data-testid": "update-ready",
            p { "{t.update_ready}" }
            button {
                class: "button primary",
                r#type: "button",
                "data-testid": "update-now",
                onclick: move |_| {
                    spawn_forever(update::restart(app));
                },
                "{t.update_now}"
            }
        }
    }
}
