use dioxus::prelude::*;

use crate::ui::state::{use_app, use_texts, Screen};

/// The bar at the top of every screen but home: a way back and the screen's title.
#[component]
pub fn Header(title: String, #[props(default = Screen::Home)] back_to: Screen) -> Element {
    let mut app = use_app();
    let t = use_texts();
    rsx! {
        header { class: "bar",
            button {
                class: "icon-button",
                "aria-label": if back_to == Screen::Home { t.home } else { t.back },
                "data-testid": "back",
                onclick: move |_| app.go(back_to),
                "‹"
            }
            h1 { class: "bar-title", "{title}" }
        }
    }
}
