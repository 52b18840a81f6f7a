//! The games this phone handed to another (`share::handed`): marked from the share screen,
//! shown on the game and in the lists, and kept from being played here until taken back, so
//! the copy left behind does not part ways with the one that goes on.

use chrono::{DateTime, Utc};
use dioxus::prelude::*;

use super::{now, AppState, Screen};
use crate::share::handed::Handed;
use crate::ui::storage::{self, HANDED_KEY};
use crate::ui::text::store::store_error;

/// The marks the store holds now (none if they cannot be read).
pub(super) fn load() -> Handed {
    Handed::read(storage::read(HANDED_KEY).ok().flatten().as_deref())
}

impl AppState {
    /// When game `id` was handed to another phone, if it was.
    pub fn handed_at(&self, id: &str) -> Option<DateTime<Utc>> {
        self.handed.read().when(id)
    }

    /// Marks the open game as handed to another phone, and goes home.
    pub fn hand_over(&mut self) {
        let Some(id) = self.open.peek().as_ref().map(|o| o.id.clone()) else {
            return;
        };
        let mut handed = self.handed.peek().clone();
        handed.mark(&id, now());
        if self.keep_handed(handed) {
            self.go(Screen::Home);
        }
    }

    /// Takes game `id` back: this phone plays it again.
    pub fn take_game_back(&mut self, id: &str) {
        let mut handed = self.handed.peek().clone();
        handed.unmark(id);
        self.keep_handed(handed);
    }

    /// Whether the open game was handed over, said to the player when it was: a move made
    /// on it here would part ways with the copy that goes on.
    pub(super) fn refused_as_handed(&mut self) -> bool {
        let handed = self
            .open
            .peek()
            .as_ref()
            .is_some_and(|o| self.handed.peek().when(&o.id).is_some());
        if handed {
            let t = self.texts();
            self.tell(t.share_ui.handed_refused.to_string());
        }
        handed
    }

    /// Stores the marks and shows them; says why when they could not be stored.
    fn keep_handed(&mut self, handed: Handed) -> bool {
        match storage::write(HANDED_KEY, &handed.text()) {
            Ok(()) => {
                self.handed.set(handed);
                true
            }
            Err(why) => {
                let t = self.texts();
                self.tell(t.storage_failed(&store_error(t, &why)));
                false
            }
        }
    }
}
