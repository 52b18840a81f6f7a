//! What the player chose for this device: the settings (theme, screen kept on, vibration,
//! language; their text is `crate::settings`), the phone's own language, and the remembered
//! players (see `group`). Read at start; a stored setting this build cannot read falls back to
//! its default, never failing the start.

use dioxus::prelude::*;

use crate::group::format::{self, Kept};
use crate::group::{Group, GroupRefusal};
use crate::rulebook::Lang;
pub use crate::settings::{Settings, Theme};
use crate::ui::storage::{self, StoreError, GROUP_KEY, SETTINGS_KEY};

/// The settings the store holds now (the defaults if it cannot be read).
pub(super) fn load_settings() -> Settings {
    Settings::read(storage::read(SETTINGS_KEY).ok().flatten().as_deref())
}

/// The device's choices, each a signal of its own.
#[derive(Clone, Copy)]
pub struct Preferences {
    settings: Signal<Settings>,
    /// The phone's or browser's language, read once at start.
    system_lang: Lang,
    /// The remembered players, or the stored text that could not be read (see `group`).
    group: Signal<Kept>,
}

impl Preferences {
    /// Reads the settings and the group from the store.
    pub fn load() -> Preferences {
        Preferences {
            settings: Signal::new(load_settings()),
            system_lang: crate::ui::platform::system_lang(),
            // A store that cannot be read at all shows an empty list; every change reads it
            // again first, so nothing is written over what it may hold.
            group: Signal::new(load_group().unwrap_or_default()),
        }
    }

    /// The language the app is shown in; subscribes to the settings.
    pub fn lang(&self) -> Lang {
        self.settings.read().lang_or(self.system_lang)
    }

    /// The settings. Subscribes.
    pub fn settings(&self) -> Settings {
        self.settings.read().clone()
    }

    /// The settings, read without subscribing (for event handlers).
    pub fn settings_now(&self) -> Settings {
        self.settings.peek().clone()
    }

    /// Buzzes for a roll when the player wants it.
    pub fn roll_feedback(&self) {
        if self.settings.peek().vibrate {
            crate::ui::platform::vibrate_for_roll();
        }
    }

    /// The phone's or browser's own language.
    pub fn system_lang(&self) -> Lang {
        self.system_lang
    }

    /// The remembered players, or the stored text that could not be read. Subscribes.
    pub fn group(&self) -> Kept {
        self.group.read().clone()
    }

    /// Stores `settings`, then shows them. Shown even when the store refuses them (they stay
    /// for this visit): `refused` hears why first, while the settings before are still on
    /// show, so it is said in the language the player was reading.
    pub(super) fn set(&mut self, settings: Settings, refused: impl FnOnce(StoreError)) {
        if let Err(why) = storage::write(SETTINGS_KEY, &settings.encode()) {
            refused(why);
        }
        self.settings.set(settings);
    }

    /// The language on screen, read without subscribing (for event handlers).
    pub fn lang_now(&self) -> Lang {
        self.settings.peek().lang_or(self.system_lang)
    }
}

/// What the store holds for the group now. Every change starts from it, not from the copy on
/// screen, so a change made in another window meanwhile is kept; a stored list that cannot be
/// read is shown as found, and nothing writes over it until the player starts a new list.
fn load_group() -> Result<Kept, StoreError> {
    storage::read(GROUP_KEY).map(|text| Kept::read(text.as_deref()))
}

/// A change of the group refused by the group's own rules, with the name it was about.
pub(super) type Refused = (GroupRefusal, String);

/// Why a change of the group was not kept.
pub(super) enum NotKept {
    /// The store refused to read or write it.
    Store(StoreError),
    /// The group's own rules refused it.
    Refused(Refused),
}

impl Preferences {
    /// Applies `change` to the group the store holds now and writes the result, then shows
    /// it. Nothing is written when the stored group cannot be read (it is shown as found),
    /// when the change is refused or when it changes nothing. Returns whether it was written.
    pub(super) fn change_group(
        &mut self,
        change: impl FnOnce(&mut Group) -> Result<bool, Refused>,
    ) -> Result<bool, NotKept> {
        let mut group = match load_group().map_err(NotKept::Store)? {
            Kept::Group(group) => group,
            unreadable => {
                self.group.set(unreadable);
                return Ok(false);
            }
        };
        let changed = change(&mut group);
        if changed != Ok(true) {
            self.group.set(Kept::Group(group));
            return changed.map_err(NotKept::Refused);
        }
        storage::write(GROUP_KEY, &format::encode(&group)).map_err(NotKept::Store)?;
        self.group.set(Kept::Group(group));
        Ok(true)
    }

    /// Writes an empty group over whatever the store holds, then shows it.
    pub(super) fn start_new_group(&mut self) -> Result<(), StoreError> {
        storage::write(GROUP_KEY, &format::encode(&Group::default()))?;
        self.group.set(Kept::default());
        Ok(())
    }
}
