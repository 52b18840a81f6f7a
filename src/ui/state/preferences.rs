//! What the player chose for this device: the settings (theme, screen kept on, vibration,
//! language; their text is `crate::settings`), the phone's own language, and the remembered
//! players (see `group`). Read at start; a stored setting this build cannot read falls back to
//! its default, never failing the start.

use dioxus::prelude::*;

use crate::rulebook::Lang;
pub use crate::settings::{Settings, Theme};
use crate::ui::storage::{self, SETTINGS_KEY};

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
