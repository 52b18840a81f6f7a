//! The settings the player chose for this device (theme, screen kept on, vibration, language)
//! and their stored text, `{"theme":"System","keep_awake":true,"vibrate":true,"lang":null}`.
//!
//! Pure: the app reads and writes the text (`ui::state::preferences`); this module is its one
//! reader and writer. Settings are never worth failing a start for, so the app reads them with
//! [`Settings::read`]: a setting an older build did not write takes its default, and a text
//! this build cannot read gives the defaults. [`Settings::decode`] says why, for the fuzzer and
//! the tests.

use serde::{Deserialize, Serialize};

use crate::rulebook::Lang;

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
    /// The settings in `stored` (the text the app keeps them under): the defaults where there
    /// is none or it cannot be read, and for each setting an older build did not write.
    pub fn read(stored: Option<&str>) -> Settings {
        stored
            .and_then(|text| Settings::decode(text).ok())
            .unwrap_or_default()
    }

    /// The settings in `text`, or why it holds none: not JSON, or not settings.
    pub fn decode(text: &str) -> Result<Settings, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The stored text of these settings.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("settings always serialise")
    }

    /// The language the app is shown in: the one chosen, else the phone's.
    pub fn lang_or(&self, system: Lang) -> Lang {
        self.lang.unwrap_or(system)
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
        assert!(Settings::decode("{not json").is_err());
        assert!(Settings::decode(r#"{"theme":"Teal"}"#).is_err());
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
        assert_eq!(Settings::read(Some(&read.encode())), read);
    }

    #[test]
    fn the_stored_text_is_the_one_every_build_wrote() {
        let chosen = Settings {
            theme: Theme::Light,
            keep_awake: false,
            vibrate: true,
            lang: Some(Lang::Vi),
        };
        assert_eq!(
            Settings::default().encode(),
            r#"{"theme":"System","keep_awake":true,"vibrate":true,"lang":null}"#
        );
        assert_eq!(
            chosen.encode(),
            r#"{"theme":"Light","keep_awake":false,"vibrate":true,"lang":"Vi"}"#
        );
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
