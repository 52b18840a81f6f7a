use dioxus::prelude::*;

use crate::ui::components::header::Header;
use crate::ui::state::{use_app, use_texts, Settings, Theme};

#[component]
pub fn SettingsScreen() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let current = app.settings.read().theme;
    let themes = [
        (Theme::System, t.theme_system),
        (Theme::Light, t.theme_light),
        (Theme::Dark, t.theme_dark),
    ];
    rsx! {
        Header { title: t.settings }
        section { class: "panel",
            h2 { "{t.theme}" }
            div { class: "segmented", role: "radiogroup", "aria-label": t.theme,
                for (theme, label) in themes {
                    button {
                        class: "segment",
                        role: "radio",
                        "aria-checked": if theme == current { "true" } else { "false" },
                        "data-testid": "theme-{theme.key()}",
                        onclick: move |_| {
                            let mut settings: Settings = app.settings.peek().clone();
                            settings.theme = theme;
                            app.set_settings(settings);
                        },
                        "{label}"
                    }
                }
            }
        }
    }
}
