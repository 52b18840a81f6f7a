use dioxus::prelude::*;

use crate::ui::state::{use_app, use_texts, Screen};

/// Over a game screen, what the store says about the open game: another window has taken it
/// (with the button that takes it back), or the storage is full (with the ways out: export the
/// game, or free room in Settings). Nothing when all is well.
#[component]
pub fn StoreBanner() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let status = app.store.status();
    rsx! {
        if status.moved {
            div { class: "panel warning store-banner", role: "status", "data-testid": "game-moved",
                p { "{t.store.moved}" }
                button {
                    class: "button primary",
                    "data-testid": "use-here",
                    onclick: move |_| app.take_back(),
                    "{t.store.use_here}"
                }
            }
        } else if status.full {
            div { class: "panel warning store-banner", role: "status", "data-testid": "storage-full",
                p { "{t.store.full_banner}" }
                div { class: "row wrap",
                    button {
                        class: "button",
                        "data-testid": "export-game",
                        onclick: move |_| app.export_open_game(),
                        "{t.store.export_game}"
                    }
                    button {
                        class: "button",
                        "data-testid": "free-room",
                        onclick: move |_| app.go(Screen::Settings),
                        "{t.store.free_room}"
                    }
                }
            }
        }
    }
}
