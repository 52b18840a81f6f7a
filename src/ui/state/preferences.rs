//! What the player chose for this device: the settings (theme, screen kept on, vibration,
//! language), the phone's own language, and the remembered players (see `group`). Read at
//! start; a stored setting this build cannot read falls back to its default, never failing
//! the start.

use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

use crate::rulebook::Lang;
use crate::ui::storage::{self, SETTINGS_KEY};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub fn key(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub theme: Theme,
    /// Keep the screen on while a game is open and not over.
    pub keep_awake: bool,
    /// Vibrate briefly when the app rolls dice.
    pub vibrate: bool,
    /// The language chosen in the settings; `None` follows the phone's or browser's language.
    pub lang: Option<Lang>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: Theme::System,
            keep_awake: true,
            vibrate: true,
            lang: None,
        }
    }
}

impl Settings {
    /// The settings in `stored` (the text under [`SETTINGS_KEY`]): the defaults where there is
    /// none or it cannot be read, and for each setting an older build did not write.
    pub fn read(stored: Option<&str>) -> Settings {
        stored
            .and_then(|text| serde_json::from_str(text).ok())
            .unwrap_or_default()
    }

    /// The language the app is shown in: the one chosen, else the phone's.
    pub fn lang_or(&self, system: Lang) -> Lang {
        self.lang.unwrap_or(system)
    }
}

/// The settings the store holds now (the defaults if it cannot be read).
pub(super) fn load_settings() -> Settings {
    Settings::read(storage::read(SETTINGS_KEY).ok().flatten().as_deref())
}

/// The device's choices, each a signal of its own.
#[derive(Clone, Copy)]
pub struct Preferences {
    pub settings: Signal<Settings>,
    /// The phone's or browser's language, read once at start.
    pub system_lang: Lang,
    /// The remembered players, or the stored text that could not be read (see `group`).
    pub group: Signal<crate::group::format::Kept>,
}

impl Preferences {
    /// Reads the settings and the group from the store.
    pub fn load() -> Preferences {
        Preferences {
            settings: Signal::new(load_settings()),
            system_lang: crate::ui::platform::system_lang(),
            // A store that cannot be read at all shows an empty list; every change reads it
            // again first, so nothing is written over what it may hold.
            group: Signal::new(super::group::load().unwrap_or_default()),
        }
    }

    /// The language the app is shown in; subscribes to the settings.
    pub fn lang(&self) -> Lang {
        self.settings.read().lang_or(self.system_lang)
    }

    /// The language on screen, read without subscribing (for event handlers).
    pub fn lang_now(&self) -> Lang {
        self.settings.peek().lang_or(self.system_lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_that_cannot_be_read_are_the_defaults() {
        assert_eq!(Settings::read(None), Settings::default());
        assert_eq!(Settings::read(Some("{not json")), Settings::default());
        assert_eq!(Settings::read(Some("[1, 2]")), Settings::default());
    }

    #[test]
    fn a_setting_an_older_build_did_not_write_takes_its_default() {
        let read = Settings::read(Some(r#"{"theme":"Dark","vibrate":false}"#));
        assert_eq!(
            read,
            Settings {
                theme: Theme::Dark,
                vibrate: false,
                ..Settings::default()
            }
        );
        // And what a build writes, it reads back.
        let json = serde_json::to_string(&read).expect("settings serialise");
        assert_eq!(Settings::read(Some(&json)), read);
    }

    #[test]
    fn the_language_chosen_wins_over_the_phones() {
        let follows = Settings::default();
        assert_eq!(follows.lang_or(Lang::Vi), Lang::Vi);
        let chosen = Settings {
            lang: Some(Lang::ZhHant),
            ..Settings::default()
        };
        assert_eq!(chosen.lang_or(Lang::Vi), Lang::ZhHant);
    }
}
