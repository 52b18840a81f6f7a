use dioxus::prelude::*;

use crate::rulebook::Lang;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts, Settings, Theme};
use crate::ui::views::storage_settings::StorageSettings;

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
    let settings = app.settings.read().clone();
    // Each language is named in itself, so a reader finds theirs whatever the current one.
    let langs: Vec<(Option<Lang>, &str, &str)> =
        std::iter::once((None, t.language_system, "system"))
            .chain(Lang::ALL.map(|l| (Some(l), l.native_name(), l.tag())))
            .collect();
    rsx! {
        Header { title: t.settings }
        NoticeBar {}
        section { class: "panel",
            h2 { "{t.language}" }
            div { class: "segmented two-up", role: "radiogroup", "aria-label": t.language,
                for (choice, label, key) in langs {
                    button {
                        class: "segment",
                        role: "radio",
                        lang: choice.map(|l| l.tag()),
                        "aria-checked": if choice == settings.lang { "true" } else { "false" },
                        "data-testid": "lang-{key}",
                        onclick: move |_| {
                            let mut settings: Settings = app.settings.peek().clone();
                            settings.lang = choice;
                            app.set_settings(settings);
                        },
                        "{label}"
                    }
                }
            }
        }
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
        section { class: "panel",
            h2 { "{t.during_game}" }
            Toggle {
                label: t.keep_awake,
                hint: t.keep_awake_hint,
                testid: "keep-awake",
                checked: settings.keep_awake,
                on_change: move |on: bool| {
                    let mut settings: Settings = app.settings.peek().clone();
                    settings.keep_awake = on;
                    app.set_settings(settings);
                },
            }
            Toggle {
                label: t.vibrate,
                hint: t.vibrate_hint,
                testid: "vibrate",
                checked: settings.vibrate,
                on_change: move |on: bool| {
                    let mut settings: Settings = app.settings.peek().clone();
                    settings.vibrate = on;
                    app.set_settings(settings);
                },
            }
        }
        StorageSettings {}
    }
}
