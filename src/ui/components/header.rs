use dioxus::prelude::*;

use crate::ui::state::{use_app, use_texts, Screen};

/// The bar at the top of every screen but home: a way back, the screen's title and, on a
/// game, the way to its rules (one tap to the game's rule list, a second to an entry).
#[component]
pub fn Header(
    title: String,
    #[props(default = Screen::Home)] back_to: Screen,
    /// Shows a button to the rule reference (on game screens).
    #[props(default)]
    rules: bool,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let mut whole = use_signal(|| false);
    rsx! {
        header { class: "bar",
            button {
                class: "icon-button",
                "aria-label": if back_to == Screen::Home { t.home } else { t.back },
                "data-testid": "back",
                onclick: move |_| app.back(back_to),
                "‹"
            }
            // One line; a name too long for it ends in an ellipsis, and a tap shows it whole.
            h1 {
                class: if *whole.read() { "bar-title whole" } else { "bar-title" },
                title: "{title}",
                "data-testid": "bar-title",
                onclick: move |_| whole.toggle(),
                "{title}"
            }
            if rules {
                // Language and theme without leaving the game.
                button {
                    class: "icon-button bar-appearance",
                    "aria-label": t.settings,
                    "data-testid": "open-appearance",
                    onclick: move |_| app.show_appearance(),
                    "⚙"
                }
                button {
                    class: "button bar-rules",
                    "data-testid": "open-rules",
                    onclick: move |_| app.open_rules(),
                    "{t.rules_button}"
                }
            }
        }
    }
}
