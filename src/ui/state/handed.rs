//! The games this phone handed to another (`share::handed`): marked from the share screen,
//! shown on the game and in the lists, and kept from being played here until taken back, so
//! the copy left behind does not part ways with the one that goes on.

use chrono::{DateTime, Utc};
use dioxus::prelude::*;

use super::{now, AppState, Screen};
use crate::share::handed::Handed;
use crate::ui::storage::{self, StoreError, HANDED_KEY};

/// The marks of the games handed to another phone: stored first, then shown. Its signal is
/// its own; the other parts ask it.
#[derive(Clone, Copy)]
pub struct HandedGames {
    marks: Signal<Handed>,
}

impl HandedGames {
    /// The marks the store holds now (none if they cannot be read).
    pub(super) fn load() -> HandedGames {
        let marks = Handed::read(storage::read(HANDED_KEY).ok().flatten().as_deref());
        HandedGames {
            marks: Signal::new(marks),
        }
    }

    /// When game `id` was handed to another phone, if it was. Subscribes.
    pub fn when(&self, id: &str) -> Option<DateTime<Utc>> {
        self.marks.read().when(id)
    }

    /// Whether game `id` is marked as handed over, read without subscribing.
    fn holds_now(&self, id: &str) -> bool {
        self.marks.peek().when(id).is_some()
    }

    /// Marks game `id` as handed over at `at`.
    fn mark(&mut self, id: &str, at: DateTime<Utc>) -> Result<(), StoreError> {
        let mut marks = self.marks.peek().clone();
        marks.mark(id, at);
        self.keep(marks)
    }

    /// Takes the mark off game `id`.
    fn unmark(&mut self, id: &str) -> Result<(), StoreError> {
        let mut marks = self.marks.peek().clone();
        marks.unmark(id);
        self.keep(marks)
    }

    /// Stores `marks`, and shows them once stored.
    fn keep(&mut self, marks: Handed) -> Result<(), StoreError> {
        storage::write(HANDED_KEY, &marks.text())?;
        self.marks.set(marks);
        Ok(())
    }
}

impl AppState {
    /// Marks the open game as handed to another phone, and goes home.
    pub fn hand_over(&mut self) {
        let Some(id) = self.open.id_now() else {
            return;
        };
        match self.handed.mark(&id, now()) {
            Ok(()) => self.go(Screen::Home),
            Err(why) => self.tell_store_failed(&why),
        }
    }

    /// Takes game `id` back: this phone plays it again.
    pub fn take_game_back(&mut self, id: &str) {
        if let Err(why) = self.handed.unmark(id) {
            self.tell_store_failed(&why);
        }
    }

    /// Whether the open game was handed over, said to the player when it was: a move made
    /// on it here would part ways with the copy that goes on.
    pub(super) fn refused_as_handed(&mut self) -> bool {
        let handed = self
            .open
            .id_now()
            .is_some_and(|id| self.handed.holds_now(&id));
        if handed {
            let t = self.texts();
            self.tell(t.share_ui.handed_refused.to_string());
        }
        handed
    }
}
