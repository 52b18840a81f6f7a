//! The language and the theme, chosen in Settings or over a game from its header (the game
//! stays as it was): one pair of pickers for both places.

use dioxus::prelude::*;

use crate::rulebook::Lang;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::components::sheet::Sheet;
use crate::ui::languages;
use crate::ui::state::{use_app, use_texts, AppState, Settings, Theme};

/// The app's language: the phone's, or one of ours, each named in itself so a reader finds
/// theirs whatever the current one.
#[component]
pub fn LanguagePicker() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let chosen = app.prefs.settings().lang;
    let langs: Vec<(Option<Lang>, &str, &str)> =
        std::iter::once((None, t.language_system, "system"))
            .chain(Lang::ALL.map(|l| (Some(l), l.native_name(), l.tag())))
            .collect();
    rsx! {
        // A language not here yet comes first (the web fetches it once); the screen
        // changes when it has.
        {segmented(
            langs
                .into_iter()
                .map(|(choice, words, key)| {
                    Segment::new(choice, words, format!("lang-{key}"), choice == chosen)
                        .in_lang(choice.map(|l| l.tag()))
                })
                .collect::<Vec<_>>(),
            "segmented two-up",
            Some(t.language.to_string()),
            move |choice: Option<Lang>| {
                spawn(async move {
                    let wanted = choice.unwrap_or(app.prefs.system_lang());
                    if let Err(reason) = languages::fetch(wanted).await {
                        let t = crate::ui::text::for_lang(app.lang());
                        app.tell(t.language_not_loaded(wanted.native_name()));
                        crate::ui::platform::warn(&format!("words not loaded: {reason}"));
                        return;
                    }
                    languages::announce();
                    change_settings(app, |s| s.lang = choice);
                });
            },
        )}
    }
}

/// The theme: the phone's, light or dark.
#[component]
pub fn ThemePicker() -> Element {
    let app = use_app();
    let t = use_texts();
    let current = app.prefs.settings().theme;
    let themes = [
        (Theme::System, t.theme_system),
        (Theme::Light, t.theme_light),
        (Theme::Dark, t.theme_dark),
    ];
    rsx! {
        {segmented(
            themes
                .into_iter()
                .map(|(theme, words)| Segment::new(theme, words, format!("theme-{}", theme.key()), theme == current))
                .collect::<Vec<_>>(),
            "segmented",
            Some(t.theme.to_string()),
            move |theme| change_settings(app, |s| s.theme = theme),
        )}
    }
}

/// Changes one setting and keeps the others as they are.
fn change_settings(mut app: AppState, change: impl FnOnce(&mut Settings)) {
    let mut settings: Settings = app.prefs.settings_now();
    change(&mut settings);
    app.set_settings(settings);
}

/// Language and theme in a sheet over the game, opened from its header; closing it (or the
/// back gesture) leaves the game exactly as it was.
#[component]
pub fn AppearanceSheet() -> Element {
    let mut app = use_app();
    let t = use_texts();
    if !app.nav.read().appearance {
        return rsx! {};
    }
    rsx! {
        Sheet { name: "appearance", title: t.settings, on_close: move |()| app.close_sheet(),
            h3 { "{t.language}" }
            LanguagePicker {}
            h3 { "{t.theme}" }
            ThemePicker {}
        }
    }
}
