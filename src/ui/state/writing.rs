//! Writing the open game, and the one-writer rule across windows.
//!
//! A change is applied to the game in memory, shown, and written at once as its head and the
//! log entries it changed (`save::record`). Writes are issued in the order of the changes, and
//! the store runs them in that order. Each write lands only if the store still holds the head
//! this window last read or wrote, so a window that missed another window's change (or a
//! deletion) never writes over it: the write fails as a conflict, like a full storage fails.
//! When a write fails, the open game is read back from the store and shown as stored, and the
//! player is told why: the screen is never ahead of the store for longer than a failed write
//! takes to report. A Web Lock per open game says which window plays it (see `web/store.js`).

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::{now, AppState};
use crate::save::writer::Answer;
use crate::save::{LoadError, SaveEnvelope};
use crate::session::Game;
use crate::ui::codecs::{self, Codecs};
use crate::ui::storage::{self, GameWrite, StoreError};
use crate::ui::text::store::{load_error, store_error};

/// What reading the open game back from the store gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reloaded {
    /// The screen shows the stored game.
    Same,
    /// The store has no such game any more.
    Missing,
    /// It could not be read (the player was told why).
    Failed,
}

impl AppState {
    /// Waits while this window holds game `id`; if another window takes it, shows that.
    pub(super) async fn watch_lock(mut self, id: &str) {
        if !storage::game_lost(id).await {
            return;
        }
        if self.open.peek().as_ref().is_none_or(|o| o.id != id) {
            return;
        }
        self.store.set_moved(true);
        // This window no longer writes the game: a table it hosts or follows for it ends.
        self.live().moved_away(&mut self);
        self.reload_open(id).await;
    }

    /// Replaces the open game with the stored one (after a failed write, or to follow the
    /// window that holds it), and starts its writer from what is stored.
    pub(super) async fn reload_open(mut self, id: &str) -> Reloaded {
        let t = self.texts();
        match load_stored(id).await {
            Ok(Loaded::Game(envelope, game, head, codecs)) => {
                self.open
                    .follow_stored(codecs, id, &envelope.game.name, (*game).clone());
                self.store.read_back(id, head);
                self.store
                    .list((codecs.summary)(id, &envelope.game.name, &game));
                Reloaded::Same
            }
            Ok(Loaded::Broken(e, _)) => {
                self.tell(load_error(t, &e));
                Reloaded::Failed
            }
            Ok(Loaded::Missing) => Reloaded::Missing,
            Err(e) => {
                self.tell_store_failed(&e);
                Reloaded::Failed
            }
        }
    }

    /// "Use it here": takes the game back from the window that holds it, with what it wrote.
    pub fn take_back(&mut self) {
        let Some(id) = self.open.id_now() else {
            return;
        };
        let mut app = *self;
        spawn_forever(async move {
            storage::hold_game(&id).await;
            match app.reload_open(&id).await {
                Reloaded::Same => {
                    app.store.set_moved(false);
                    app.watch_lock(&id).await;
                }
                Reloaded::Missing => {
                    let t = app.texts();
                    app.game_gone(&id, t.store.gone.to_string());
                }
                Reloaded::Failed => storage::release_game(&id),
            }
        });
    }

    /// Whether the open game may change in this window; says why not when it may not.
    pub(crate) fn may_change(&mut self) -> bool {
        if self.store.moved_now() {
            let t = self.texts();
            self.tell(t.store.moved_refused.to_string());
            return false;
        }
        self.may_change_quietly()
    }

    /// [`AppState::may_change`] without a word (for another phone's request, told by the
    /// table): not in a window that lost the game to another, nor while a failed write is
    /// taken back, when the screen returns exactly to what is stored.
    pub(super) fn may_change_quietly(&self) -> bool {
        self.store.may_write_now()
    }

    /// Writes the open game: its head, and its log entries from `changed_from` (none: only
    /// the head changed). Refreshes its line in the lists at once.
    pub(crate) fn write_open(&mut self, changed_from: Option<usize>) {
        let open_ref = self.open.peek();
        // A game is shown only with the families' part here (see `show_game`).
        let (Some(open), Some(codecs)) = (open_ref.as_ref(), codecs::here()) else {
            return;
        };
        let game = &open.game;
        self.store
            .list((codecs.summary)(&open.id, &open.name, game));
        let from = self.store.change(changed_from, game.log().len());
        let mut write = game_write(codecs, &open.id, &open.name, game, from);
        let issued = self.store.issue(write.head.clone());
        write.expected = issued.expected;
        let seq = issued.seq;
        let id = open.id.clone();
        drop(open_ref);
        let app = *self;
        spawn_forever(async move {
            let result = storage::write_game(write).await;
            app.written(&id, seq, result).await;
        });
    }

    /// Waits until every write of the open game has landed (or one failed and the game is
    /// shown as stored again), then until the store has answered every write it was given: what
    /// a restart into a new version must not cut. A few seconds at most: past them the store's
    /// write-ahead record replays what is left at the next start.
    pub async fn writes_landed(self) {
        const TRIES: u32 = 100;
        for _ in 0..TRIES {
            if !self.store.writing_now() {
                break;
            }
            // Read as a string, as the app's other calls are (no reading code of its own).
            let _ = document::eval("await new Promise((done) => setTimeout(done, 50)); return ''")
                .join::<String>()
                .await;
        }
        storage::settled().await;
    }

    pub(super) fn catalogue_line(&mut self, codecs: &Codecs, id: &str, name: &str, game: &Game) {
        self.store.list((codecs.summary)(id, name, game));
    }

    /// A write of game `id`, number `seq`, came back.
    async fn written(mut self, id: &str, seq: u64, result: Result<(), StoreError>) {
        let t = self.texts();
        let answer = self.store.answered(id, seq, result.is_ok());
        let error = match result {
            Ok(()) => {
                self.store.set_full(false);
                // What the write stored may now reach a live table's other phones.
                self.live().write_landed(&mut self, id, seq);
                return;
            }
            Err(error) => error,
        };
        let why = match &error {
            StoreError::Full => t.store.full.to_string(),
            StoreError::Conflict => t.store.conflict.to_string(),
            other => t.store.not_saved(&store_error(t, other)),
        };
        match answer {
            // A game this window has left: nothing on screen to take back.
            Answer::Left => return self.tell(why),
            Answer::Landed | Answer::Ignored => return,
            Answer::ReadBack => {}
        }
        self.store.set_full(error == StoreError::Full);
        let reloaded = self.reload_open(id).await;
        self.store.taken_back(id);
        // What the store refused is taken back at a live table too, on every phone.
        self.live().write_failed(&mut self, id);
        match reloaded {
            // A new game that never reached the store, or one deleted from another window:
            // it is not kept on screen.
            Reloaded::Missing => self.game_gone(id, why),
            Reloaded::Same | Reloaded::Failed => self.tell(why),
        }
    }
}

/// The write of `game` under `id` and `name`: its head, and its entries from `from` on,
/// expecting no game stored under `id` (callers that write over one say which head). Written
/// by the families' part (see `codecs`).
pub(super) fn game_write(
    codecs: &Codecs,
    id: &str,
    name: &str,
    game: &Game,
    from: usize,
) -> GameWrite {
    GameWrite {
        id: id.to_string(),
        head: (codecs.head)(id, name, game, now()),
        from,
        entries: (codecs.entries)(game.log(), from),
        length: game.log().len(),
        expected: None,
        full: storage::WANTS_FULL_TEXT.then(|| (codecs.encode)(id, name, game, now())),
    }
}

/// The write of a results-only head (no entries) under `id`, over `expected`.
pub(super) fn results_write(id: &str, head: String, expected: Option<String>) -> GameWrite {
    GameWrite {
        id: id.to_string(),
        full: storage::WANTS_FULL_TEXT.then(|| head.clone()),
        head,
        from: 0,
        entries: Vec::new(),
        length: 0,
        expected,
    }
}

/// A stored game, read whole and replayed.
pub(super) enum Loaded {
    /// It loads; with the head the store holds, and the families' part that read it.
    Game(Box<SaveEnvelope>, Box<Game>, String, &'static Codecs),
    /// It does not load: why, and its text as found (the head and entries joined when they
    /// fit together).
    Broken(LoadError, String),
    Missing,
}

pub(super) async fn load_stored(id: &str) -> Result<Loaded, StoreError> {
    let Some(stored) = storage::read_game(id).await? else {
        return Ok(Loaded::Missing);
    };
    // The readers come with the families' formats, a part of their own (see `codecs`).
    let codecs = codecs::load().await.ok_or_else(codecs::missing)?;
    Ok(
        match (codecs.decode_stored)(&stored.head, &stored.entries) {
            Ok((envelope, game)) => {
                Loaded::Game(Box::new(envelope), Box::new(game), stored.head, codecs)
            }
            Err((error, raw)) => Loaded::Broken(error, raw),
        },
    )
}
