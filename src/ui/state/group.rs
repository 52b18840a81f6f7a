//! The remembered players on the device: read at start, changed only here, written as one
//! small record (`storage::GROUP_KEY`, the text of `group::format`).
//!
//! Every change starts from what the store holds at that moment, not from the copy on screen,
//! so a change made in another window meanwhile is kept. A stored list that cannot be read is
//! shown as such, with its text, and nothing writes over it (not even a game starting) until
//! the player chooses to start a new list.

use dioxus::prelude::*;

use super::AppState;
use crate::group::format::{self, Kept};
use crate::group::{Group, GroupRefusal};
use crate::rules::{Player, PlayerColour};
use crate::ui::storage::{self, StoreError, GROUP_KEY};
use crate::ui::text::group::group_refusal;
use crate::ui::text::store::store_error;

/// What the store holds for the group now.
pub(super) fn load() -> Result<Kept, StoreError> {
    storage::read(GROUP_KEY).map(|text| Kept::read(text.as_deref()))
}

/// A change of the group refused by the group's own rules, with the name it was about.
type Refused = (GroupRefusal, String);

impl AppState {
    /// Applies `change` to the group the store holds now and writes the result. Nothing is
    /// written when the stored group cannot be read, when the change is refused (the player
    /// is told why) or when it changes nothing. Returns whether the group was written.
    fn change_group(&mut self, change: impl FnOnce(&mut Group) -> Result<bool, Refused>) -> bool {
        let t = self.texts();
        let mut group = match load() {
            Ok(Kept::Group(group)) => group,
            Ok(unreadable) => {
                self.prefs.group.set(unreadable);
                return false;
            }
            Err(e) => {
                self.tell(t.storage_failed(&store_error(t, &e)));
                return false;
            }
        };
        match change(&mut group) {
            Ok(true) => {}
            Ok(false) => {
                self.prefs.group.set(Kept::Group(group));
                return false;
            }
            Err((refusal, name)) => {
                self.prefs.group.set(Kept::Group(group));
                self.tell(group_refusal(t, refusal, &name));
                return false;
            }
        }
        let written = storage::write(GROUP_KEY, &format::encode(&group));
        match written {
            Ok(()) => {
                self.prefs.group.set(Kept::Group(group));
                true
            }
            Err(e) => {
                self.tell(t.storage_failed(&store_error(t, &e)));
                false
            }
        }
    }

    /// The players of a game just started join the remembered group (`players`: the seats
    /// whose names were typed or picked, not the names the app gave blank seats).
    pub fn remember_players(&mut self, players: &[Player]) {
        if !players.is_empty() {
            self.change_group(|group| Ok(group.played(players)));
        }
    }

    /// Renames the remembered player `name` and gives them `colour`. Returns whether it was
    /// saved; the player is told why not.
    pub fn edit_remembered(&mut self, name: &str, new_name: &str, colour: PlayerColour) -> bool {
        let saved = self.change_group(|group| {
            group
                .edit(name, new_name, colour)
                .map(|()| true)
                .map_err(|refusal| (refusal, new_name.to_string()))
        });
        if saved {
            let told = self.texts().group.saved_player(new_name.trim());
            self.tell(told);
        }
        saved
    }

    /// Forgets the remembered player `name` (their finished games stay in the history).
    pub fn forget_remembered(&mut self, name: &str) {
        let forgotten = self.change_group(|group| match group.remove(name) {
            Some(_) => Ok(true),
            None => Err((GroupRefusal::Unknown, name.to_string())),
        });
        if forgotten {
            let told = self.texts().group.forgotten(name);
            self.tell(told);
        }
    }

    /// Replaces a stored group that cannot be read with an empty one: only at the player's
    /// word, after they were shown its text and asked.
    pub fn start_new_group(&mut self) {
        let t = self.texts();
        match storage::write(GROUP_KEY, &format::encode(&Group::default())) {
            Ok(()) => self.prefs.group.set(Kept::default()),
            Err(e) => self.tell(t.storage_failed(&store_error(t, &e))),
        }
    }
}
