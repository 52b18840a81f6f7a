//! The open game: the game on screen with the id it is saved under, the commit path's held
//! game. The screens read it; it changes only by a commit (a tap, an undo, a live table's
//! move, the store's copy followed) or by the store opening or closing a game.

use dioxus::prelude::*;

use super::OpenGame;
use crate::commit::{Change, CommitError, Committed, Head};
use crate::session::Game;
use crate::ui::codecs::{self, Codecs};

/// The slot the open game is in, if one is. Its signal is its own.
#[derive(Clone, Copy)]
pub struct OpenSlot {
    game: Signal<Option<OpenGame>>,
}

impl OpenSlot {
    pub(super) fn new() -> OpenSlot {
        OpenSlot {
            game: Signal::new(None),
        }
    }

    /// The open game, if any. Subscribes: the screen is drawn again when it changes.
    pub fn read(&self) -> ReadableRef<'_, Signal<Option<OpenGame>>> {
        self.game.read()
    }

    /// The open game, read without subscribing (for event handlers).
    pub fn peek(&self) -> ReadableRef<'_, Signal<Option<OpenGame>>> {
        self.game.peek()
    }

    /// The open game's id, read without subscribing.
    pub fn id_now(&self) -> Option<String> {
        self.game.peek().as_ref().map(|o| o.id.clone())
    }

    /// Whether game `id` is the open one, read without subscribing.
    pub fn is_now(&self, id: &str) -> bool {
        self.game.peek().as_ref().is_some_and(|o| o.id == id)
    }

    /// Puts `open` on screen in place of the open game.
    pub(super) fn put(&mut self, open: OpenGame) {
        self.game.set(Some(open));
    }

    /// No game is open any more.
    pub(super) fn close(&mut self) {
        self.game.set(None);
    }

    /// Commits `change` to the open game, which must be game `id` at head `seen`
    /// ([`crate::commit::commit`], through the families' part, which is here while a game is
    /// open: see `codecs`).
    pub(super) fn commit(
        &mut self,
        id: &str,
        seen: Head,
        change: Change,
    ) -> Result<Committed, CommitError> {
        match (self.game.write().as_mut(), codecs::here()) {
            (Some(open), Some(codecs)) => (codecs.commit)(open, id, seen, change),
            _ => Err(CommitError::OtherGame),
        }
    }

    /// The open game, when it is game `id`, becomes the copy the store holds, named `name`
    /// (another window's change, or a failed write taken back), through the commit path.
    pub(super) fn follow_stored(&mut self, codecs: &Codecs, id: &str, name: &str, game: Game) {
        if let Some(open) = self.game.write().as_mut().filter(|o| o.id == id) {
            follow_stored(codecs, open, name, game);
        }
    }

    /// Runs `lend` on the open game when it is game `id`, without drawing the screens again
    /// (most of a live table's messages change nothing); they are drawn again when `lend`
    /// says it changed the game. `None` when the open game is not game `id`.
    pub(super) fn lend<R>(
        &mut self,
        id: &str,
        lend: impl FnOnce(&mut OpenGame) -> (R, bool),
    ) -> Option<(R, bool)> {
        let (result, changed) = {
            #[allow(deprecated)]
            let mut open = self.game.write_silent();
            lend(open.as_mut().filter(|o| o.id == id)?)
        };
        if changed {
            // The screens that show the open game draw it again.
            self.game.write();
        }
        Some((result, changed))
    }
}

/// `open` becomes the copy the store holds, through the one commit path: followed, and
/// renamed when the name changed. A game of another set-up under the same id is another game,
/// not a change of this one: it replaces the one held, as opening it would.
fn follow_stored(codecs: &Codecs, open: &mut OpenGame, name: &str, game: Game) {
    let id = open.id.clone();
    if open.game.setup() == game.setup() {
        let seen = Head::of(&open.game);
        // `Nothing` when the store holds what is shown already.
        let _ = (codecs.commit)(open, &id, seen, Change::Follow(Box::new(game)));
    } else {
        open.game = game;
    }
    let seen = Head::of(&open.game);
    let _ = (codecs.commit)(open, &id, seen, Change::Rename(name.to_string()));
}
