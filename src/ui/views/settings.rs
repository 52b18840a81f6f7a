use dioxus::prelude::*;

use crate::ui::components::appearance::{LanguagePicker, ThemePicker};
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts, Settings};
use crate::ui::views::group_settings::GroupSettings;
use crate::ui::views::storage_settings::StorageSettings;

/// The version the app says it is, at the foot of the settings: `TABLEMATE_VERSION` when the
/// build sets it (a release's label; scripts/test.sh builds the next version the update test
/// deploys with its own), else the crate's version.
const VERSION: &str = match option_env!("TABLEMATE_VERSION") {
    Some(version) => version,
    None => env!("CARGO_PKG_VERSION"),
};

#[component]
pub fn SettingsScreen() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let settings = app.prefs.settings();
    // A switch changes one setting of those stored now (another window may have changed one).
    let mut switch = move |set: fn(&mut Settings, bool), on: bool| {
        let mut settings: Settings = app.prefs.settings_now();
        set(&mut settings, on);
        app.set_settings(settings);
    };
    rsx! {
        Header { title: t.settings }
        NoticeBar {}
        section { class: "panel",
            h2 { "{t.language}" }
            LanguagePicker {}
        }
        section { class: "panel",
            h2 { "{t.theme}" }
            ThemePicker {}
        }
        section { class: "panel",
            h2 { "{t.during_game}" }
            Toggle {
                label: t.keep_awake,
                hint: t.keep_awake_hint,
                testid: "keep-awake",
                checked: settings.keep_awake,
                on_change: move |on: bool| switch(|s, on| s.keep_awake = on, on),
            }
            Toggle {
                label: t.vibrate,
                hint: t.vibrate_hint,
                testid: "vibrate",
                checked: settings.vibrate,
                on_change: move |on: bool| switch(|s, on| s.vibrate = on, on),
            }
        }
        GroupSettings {}
        StorageSettings {}
        p { class: "muted", "data-testid": "app-version", "Tablemate {VERSION}" }
    }
}
