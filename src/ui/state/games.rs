//! The open game and the games in the store: loading the lists at start, opening, saving,
//! renaming, deleting and freeing room, and the one-writer rule across windows.
//!
//! A change is applied to the game in memory, shown, and written at once as its head and the
//! log entries it changed (`save::record`). Writes are issued in the order of the changes, and
//! the store runs them in that order. Each write lands only if the store still holds the head
//! this window last read or wrote, so a window that missed another window's change (or a
//! deletion) never writes over it: the write fails as a conflict, like a full storage fails.
//! When a write fails, the open game is read back from the store and shown as stored, and the
//! player is told why: the screen is never ahead of the store for longer than a failed write
//! takes to report. A Web Lock per open game says which window plays it (see `web/store.js`).

use std::sync::atomic::{AtomicBool, Ordering};

use chrono::{DateTime, Utc};
use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::{navigation, now, AppState, OpenGame, Screen};
use crate::commit::{Change, Head};
use crate::save::{record, LoadError, SaveEnvelope};
use crate::session::Game;
use crate::ui::codecs::{self, Codecs};
use crate::ui::storage::{self, GameWrite, StoreError};
use crate::ui::text::store::{load_error, store_error};

use super::store::{catalogue_of, needing_whole_read, SummaryOf, WholeRead};
use crate::save::writer::Answer;

/// What reading the open game back from the store gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reloaded {
    /// The screen shows the stored game.
    Same,
    /// The store has no such game any more.
    Missing,
    /// It could not be read (the player was told why).
    Failed,
}

impl AppState {
    /// Reads the lists from the store, after moving any old `localStorage` games into it, and
    /// keeps them in step with what other windows write.
    pub async fn load_store(mut self) {
        let migration = storage::migrate().await;
        if let Some((_, error)) = migration.failed.first() {
            let t = self.texts();
            let why = store_error(t, error);
            self.tell(t.store.not_moved(migration.failed.len(), &why));
        }
        // The reading made while the app started is current unless old games just moved in.
        let first = if migration.moved == 0 && migration.failed.is_empty() {
            storage::first_listing().await
        } else {
            storage::list_games().await
        };
        self.build_catalogue(first).await;
        self.store.set_ready();
        // Asked only once there is a game to keep: some browsers put the question to the
        // player, which means nothing on a first visit.
        let has_games = !self.store.catalogue_now().games.is_empty();
        let answer = storage::ask_persistent(has_games).await;
        self.store.set_persistence(answer);
        loop {
            let id = storage::next_change().await;
            self.reload_catalogue().await;
            let follow = self.store.moved_now() && self.open.is_now(&id);
            if follow {
                self.reload_open(&id).await;
            }
        }
    }

    /// Rebuilds the lists from the stored heads; a game whose head has no summary this build
    /// reads (an older version) is read whole and replayed once.
    pub async fn reload_catalogue(self) {
        self.build_catalogue(storage::list_games().await).await;
    }

    async fn build_catalogue(mut self, listing: Result<storage::Listing, StoreError>) {
        let listing = match listing {
            Ok(listing) => listing,
            Err(e) => {
                self.tell_store_failed(&e);
                return;
            }
        };
        // The lists name each game's variant from its options, which only the families'
        // formats read: they come as a part (see `codecs`; the service worker keeps it after
        // a first visit), and without them a line names the family alone.
        let codecs = match listing.heads.is_empty() && listing.broken.is_empty() {
            true => None,
            false => codecs::load().await,
        };
        let summary_of = codecs.map_or(record::summary_without_options as SummaryOf, |c| {
            c.summary_of
        });
        let mut whole = Vec::new();
        for id in needing_whole_read(&listing, summary_of) {
            let read = match load_stored(&id).await {
                Ok(Loaded::Game(envelope, game, _, codecs)) => WholeRead::Summary(Box::new(
                    (codecs.summary)(&envelope.game.id, &envelope.game.name, &game),
                )),
                Ok(Loaded::Broken(error, _)) => WholeRead::Broken(error),
                Ok(Loaded::Missing) => WholeRead::Missing,
                Err(e) => WholeRead::Broken(LoadError::Malformed(store_error(self.texts(), &e))),
            };
            whole.push((id, read));
        }
        // A record kept as found says why it cannot be read, which only the readers know.
        let why_broken = |text: &str| match codecs {
            Some(codecs) => (codecs.decode)(text).err(),
            None => None,
        };
        self.store
            .set_catalogue(catalogue_of(listing, summary_of, &whole, &why_broken));
    }

    /// Puts `open` on screen as the open game, releasing the one it replaces. `stored_head`:
    /// the head the store holds for it (`None` for a game not stored yet, whose lock this
    /// window then takes in the background). `_codecs` is the proof that the families' part is
    /// here, as the open game's commits and writes need it at once (see `codecs`).
    pub(super) fn show_game(
        &mut self,
        _codecs: &'static Codecs,
        open: OpenGame,
        stored_head: Option<String>,
    ) {
        // A live table belongs to its game: opening another ends it, saying so.
        self.live_leaves_for(Some(&open.id));
        let previous = self.open.id_now();
        if let Some(previous) = previous.filter(|p| *p != open.id) {
            storage::release_game(&previous);
        }
        let new = stored_head.is_none();
        self.store.open(&open.id, stored_head);
        let id = open.id.clone();
        // The last change confirmed belongs to the game that was open before.
        self.messages.forget_confirmation();
        self.open.put(open);
        let app = *self;
        spawn_forever(async move {
            if new {
                storage::hold_game(&id).await;
            }
            app.watch_lock(&id).await;
        });
    }

    /// Waits while this window holds game `id`; if another window takes it, shows that.
    async fn watch_lock(mut self, id: &str) {
        if !storage::game_lost(id).await {
            return;
        }
        if self.open.peek().as_ref().is_none_or(|o| o.id != id) {
            return;
        }
        self.store.set_moved(true);
        // This window no longer writes the game: a table it hosts or follows for it ends.
        self.live_moved_away();
        self.reload_open(id).await;
    }

    /// Replaces the open game with the stored one (after a failed write, or to follow the
    /// window that holds it), and starts its writer from what is stored.
    async fn reload_open(mut self, id: &str) -> Reloaded {
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

    /// Closes the open game `id`, which the store no longer holds, and says so.
    fn game_gone(&mut self, id: &str, why: String) {
        if self.open.is_now(id) {
            self.live_leaves_for(None);
            storage::release_game(id);
            self.open.close();
            self.store.unlist(id);
            self.go(Screen::Home);
        }
        self.tell(why);
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

    fn catalogue_line(&mut self, codecs: &Codecs, id: &str, name: &str, game: &Game) {
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
                self.live_write_landed(id, seq);
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
        self.live_write_failed(id);
        match reloaded {
            // A new game that never reached the store, or one deleted from another window:
            // it is not kept on screen.
            Reloaded::Missing => self.game_gone(id, why),
            Reloaded::Same | Reloaded::Failed => self.tell(why),
        }
    }

    /// Starts a new game, writes it at once, and shows it. A live table this phone hosts
    /// moves to it with every phone (they hear of it once it is stored). The families' part
    /// comes first when it is not here yet (fetched once home is drawn, so it seldom waits).
    pub fn start(
        &mut self,
        setup: crate::session::Setup,
        name: String,
    ) -> Result<(), crate::rules::SetupError> {
        let game = Game::new(setup)?;
        let open = OpenGame {
            id: super::new_id(game.setup().created),
            name,
            game,
        };
        // A second Start while the part is on its way starts nothing more.
        static WAITING: AtomicBool = AtomicBool::new(false);
        if WAITING.swap(true, Ordering::Relaxed) {
            return Ok(());
        }
        let mut app = *self;
        codecs::with(
            move |codecs| {
                WAITING.store(false, Ordering::Relaxed);
                let moved = app.live_moves_to(&open);
                app.add_game(codecs, open);
                if moved {
                    let seq = app.store.last_write();
                    app.live_moved_with(seq);
                }
            },
            move || {
                WAITING.store(false, Ordering::Relaxed);
                app.tell_part_missing();
            },
        );
        Ok(())
    }

    /// Starts the next game with the open game's players and options, named `name` (what a
    /// new game of its family is called now): "play again" on a finished game.
    pub fn play_again(&mut self, name: String) {
        let Some(setup) = self.open.peek().as_ref().map(|o| o.game.setup().clone()) else {
            return;
        };
        let setup = crate::session::Setup {
            created: now(),
            ..setup
        };
        if let Err(why) = self.start(setup, name) {
            let t = self.texts();
            self.tell(crate::ui::text::errors::setup_error(t, &why));
        }
    }

    /// Saves `open` as a new game (a started or an imported one) and shows it.
    pub(crate) fn add_game(&mut self, codecs: &'static Codecs, open: OpenGame) {
        self.show_game(codecs, open, None);
        self.write_open(Some(0));
        // The game takes the place of the form or the import that made it.
        self.go_instead(Screen::Game);
        if self.store.persistence_denied_now() {
            let mut store = self.store;
            spawn_forever(async move {
                store.set_persistence(storage::ask_persistent(true).await);
            });
        }
    }

    /// Saves `game` as a new game named `name`, beside the open one (a joining phone's own
    /// moves that the host's game lacks): a fresh id, never written over another.
    pub(crate) fn keep_copy(&mut self, codecs: &Codecs, name: String, game: Game) {
        let at = now();
        let mut id = super::new_id(at);
        while self.store.has(&id) {
            id = super::new_id(at);
        }
        self.catalogue_line(codecs, &id, &name, &game);
        let write = game_write(codecs, &id, &name, &game, 0);
        let mut app = *self;
        spawn_forever(async move {
            if let Err(e) = storage::write_game(write).await {
                app.store.unlist(&id);
                app.tell_store_failed(&e);
            }
        });
    }

    /// Opens a saved game: takes it for this window, then reads it whole from the store.
    pub fn resume(&mut self, id: &str) {
        if self.open.is_now(id) && !self.store.moved_now() {
            self.go(Screen::Game);
            return;
        }
        self.open_stored(id, None);
    }

    /// Reads game `id` again for a history entry that names it (a reload, or back to a game
    /// other than the open one), then shows that entry; home if the game is gone.
    pub(super) fn reopen(&mut self, id: &str, entry: navigation::Entry) {
        self.open_stored(id, Some(entry));
    }

    /// Takes game `id` for this window and reads it whole from the store; then shows it as a
    /// new screen, or as `entry` when the history already holds one for it.
    fn open_stored(&mut self, id: &str, entry: Option<navigation::Entry>) {
        let app = *self;
        let id = id.to_string();
        spawn_forever(async move {
            app.load_and_show(id, entry).await;
        });
    }

    /// Game `id` opened for a live table this phone joins: its own saved copy, found by id,
    /// taken for this window, read whole and shown, so the table's game is the open one.
    /// `None` when this phone holds no readable copy of it.
    pub(crate) async fn open_held(self, id: &str) -> Option<OpenGame> {
        let open_now = self.open.peek().as_ref().filter(|o| o.id == id).cloned();
        if let Some(open) = open_now.filter(|_| !self.store.moved_now()) {
            return Some(open);
        }
        if !self.store.has(id) {
            return None;
        }
        if !self.load_and_show(id.to_string(), None).await {
            return None;
        }
        self.open.peek().as_ref().filter(|o| o.id == id).cloned()
    }

    /// [`AppState::open_stored`]'s work, awaited: whether the game was shown.
    async fn load_and_show(self, id: String, entry: Option<navigation::Entry>) -> bool {
        let mut app = self;
        let t = app.texts();
        storage::hold_game(&id).await;
        let loaded = load_stored(&id).await;
        let found = matches!(loaded, Ok(Loaded::Game(..)));
        if !found {
            storage::release_game(&id);
            // The entry's game cannot be shown: home, where the notice says why (unless
            // the player went elsewhere meanwhile).
            if entry.as_ref().is_some_and(|e| app.nav.is_at(e)) {
                app.go(Screen::Home);
            }
        }
        match loaded {
            Ok(Loaded::Game(envelope, game, head, codecs)) => {
                let open = OpenGame {
                    id: envelope.game.id,
                    name: envelope.game.name,
                    game: *game,
                };
                app.show_game(codecs, open, Some(head));
                match entry {
                    // Shown, unless the player went elsewhere while it was read.
                    Some(entry) if app.nav.is_at(&entry) => app.show(entry),
                    Some(_) => {}
                    None => app.go(Screen::Game),
                }
            }
            Ok(Loaded::Broken(LoadError::ResultsOnly, _)) => {
                app.tell(t.store.results_only.to_string())
            }
            Ok(Loaded::Broken(error, raw)) => {
                app.tell(load_error(t, &error));
                app.store.list_broken(&id, error, raw);
            }
            Ok(Loaded::Missing) => app.tell(t.store.gone.to_string()),
            Err(e) => app.tell_store_failed(&e),
        }
        found
    }

    /// Renames a game through the commit path, as any change. The open one is written as a
    /// tap is; another is read, renamed and written back only if no window changed it
    /// meanwhile (else the player is told to try again).
    pub fn rename(&mut self, id: &str, name: String) {
        let open_head = self.open_head();
        if let Some((_, seen)) = open_head.filter(|(open, _)| open == id) {
            // Refused only as a name that is empty or unchanged, or in a window that does not
            // hold the game (which says so itself).
            let _ = self.commit(id, seen, Change::Rename(name));
            return;
        }
        let mut app = *self;
        let id = id.to_string();
        spawn_forever(async move {
            let t = app.texts();
            let result = match load_stored(&id).await {
                Ok(Loaded::Game(envelope, game, head, codecs)) => {
                    let mut held = OpenGame {
                        id: id.clone(),
                        name: envelope.game.name,
                        game: *game,
                    };
                    let seen = Head::of(&held.game);
                    match (codecs.commit)(&mut held, &id, seen, Change::Rename(name)) {
                        Err(_) => Ok(()),
                        Ok(_) => {
                            let length = held.game.log().len();
                            let mut write = game_write(codecs, &id, &held.name, &held.game, length);
                            write.expected = Some(head);
                            storage::write_game(write)
                                .await
                                .map(|()| app.catalogue_line(codecs, &id, &held.name, &held.game))
                                .map_err(|e| match e {
                                    StoreError::Conflict => t.store.changed_try_again.to_string(),
                                    e => t.storage_failed(&store_error(t, &e)),
                                })
                        }
                    }
                }
                Ok(Loaded::Broken(e, _)) => Err(load_error(t, &e)),
                Ok(Loaded::Missing) => Err(t.store.gone.to_string()),
                Err(e) => Err(t.storage_failed(&store_error(t, &e))),
            };
            if let Err(why) = result {
                app.tell(why);
            }
        });
    }

    /// The finished games played before `before` whose logs can go to free room.
    pub fn freeable(&self, before: DateTime<Utc>) -> Vec<String> {
        self.store
            .catalogue()
            .finished()
            .filter(|g| !g.results_only && g.updated < before)
            .map(|g| g.id.clone())
            .collect()
    }

    /// Frees room (after the player confirmed): the finished games played before `before`
    /// keep only their results, which stay in the history; their logs are removed. A game
    /// that another window changed meanwhile, or that is no longer finished, is left as it is.
    pub fn free_room(&mut self, before: DateTime<Utc>) {
        let ids = self.freeable(before);
        // A game kept only as results cannot stay open: its log is about to go.
        let open = self.open.id_now();
        if let Some(open) = open.filter(|id| ids.contains(id)) {
            self.live_leaves_for(None);
            storage::release_game(&open);
            self.open.close();
        }
        let mut app = *self;
        spawn_forever(async move {
            let t = app.texts();
            if ids.is_empty() {
                return app.tell(t.store.nothing_to_free.to_string());
            }
            let mut freed = 0;
            for id in &ids {
                let stored = match storage::read_game(id).await {
                    Ok(Some(stored)) => stored,
                    Ok(None) => continue,
                    Err(e) => return app.tell_store_failed(&e),
                };
                // Only a finished game with a head of version 2 or later turns into results; any other
                // is kept.
                let Ok(head) = record::results_only(&stored.head) else {
                    continue;
                };
                match storage::write_game(results_write(id, head, Some(stored.head))).await {
                    Ok(()) => freed += 1,
                    Err(StoreError::Conflict) => continue,
                    Err(e) => {
                        app.tell_store_failed(&e);
                        break;
                    }
                }
            }
            app.reload_catalogue().await;
            app.store.set_full(false);
            app.tell(t.store.freed(freed));
        });
    }

    /// Deletes a game (after the player confirmed). The lists drop it at once; if the store
    /// refuses, they are read again and the player is told. A window playing it learns it at
    /// its next write, which finds the game gone.
    pub fn delete(&mut self, id: &str) {
        self.store.unlist(id);
        if self.open.is_now(id) {
            self.live_leaves_for(None);
            storage::release_game(id);
            self.open.close();
        }
        let app = *self;
        let id = id.to_string();
        spawn_forever(async move {
            if let Err(e) = storage::remove_game(&id).await {
                app.removal_failed(e).await;
            }
        });
    }

    /// Removes a record that could not be read; only on the player's explicit request.
    pub fn delete_broken(&mut self, key: &str) {
        let head = self.store.unlist_broken(key);
        let app = *self;
        let key = key.to_string();
        spawn_forever(async move {
            if let Err(e) = storage::remove_broken(&key, head).await {
                app.removal_failed(e).await;
            }
        });
    }

    async fn removal_failed(mut self, error: StoreError) {
        self.reload_catalogue().await;
        self.tell_store_failed(&error);
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
enum Loaded {
    /// It loads; with the head the store holds, and the families' part that read it.
    Game(Box<SaveEnvelope>, Box<Game>, String, &'static Codecs),
    /// It does not load: why, and its text as found (the head and entries joined when they
    /// fit together).
    Broken(LoadError, String),
    Missing,
}

async fn load_stored(id: &str) -> Result<Loaded, StoreError> {
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
