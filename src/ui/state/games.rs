//! The open game and the games in the store: loading the lists at start, opening, saving,
//! renaming and deleting, and the one-writer rule across windows.
//!
//! A change is applied to the game in memory, shown, and written at once as its head and the
//! log entries it changed (`save::record`). Writes are issued in the order of the changes, and
//! the store runs them in that order. Until one is confirmed, the next one also carries its
//! entries, so whichever write lands, the stored game is whole. When a write fails, the open
//! game is rolled back to what the store holds and the player is told why: the screen is never
//! ahead of the store for longer than a failed write takes to report.

use chrono::{DateTime, Utc};
use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::{now, AppState, OpenGame, Screen};
use crate::save::{encode, record, BrokenRecord, Catalogue, GameSummary, LoadError, SaveEnvelope};
use crate::session::Game;
use crate::ui::storage::{self, game_key, GameWrite, StoreError};
use crate::ui::text::store::{load_error, store_error};

/// The writes of the open game that are on their way.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Writer {
    /// The game `unwritten` is about.
    id: String,
    unwritten: record::Unwritten,
    /// The game's lock is being taken: changes wait, then go in one write.
    waiting: bool,
}

/// Where the store stands, for the screens.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StoreStatus {
    /// The lists have been read from the store.
    pub ready: bool,
    /// The open game was taken over by another window: this one shows it and writes nothing.
    pub moved: bool,
    /// The last write failed because the storage is full.
    pub full: bool,
    /// A write failed and the open game is being read back from the store: no change until
    /// it is, so the screen returns exactly to what is stored.
    pub rolling_back: bool,
}

impl AppState {
    /// Reads the lists from the store, after moving any old `localStorage` games into it, and
    /// keeps them in step with what other windows write.
    pub async fn load_store(mut self) {
        let migration = storage::migrate().await;
        if !migration.failed.is_empty() {
            let t = self.texts();
            let why = migration
                .failed
                .iter()
                .map(|(_, e)| store_error(t, e))
                .next()
                .unwrap_or_default();
            self.tell((t.store.not_moved)(migration.failed.len(), &why));
        }
        self.reload_catalogue().await;
        self.store_status.write().ready = true;
        let answer = storage::ask_persistent().await;
        self.persistence.set(Some(answer));
        loop {
            let id = storage::next_change().await;
            self.reload_catalogue().await;
            let follow = self.store_status.peek().moved
                && self.open.peek().as_ref().is_some_and(|o| o.id == id);
            if follow {
                self.reload_open(&id).await;
            }
        }
    }

    /// Rebuilds the lists from the stored heads; a game whose head has no summary this build
    /// reads (an older version) is read whole and replayed once.
    pub async fn reload_catalogue(mut self) {
        let listing = match storage::list_games().await {
            Ok(listing) => listing,
            Err(e) => {
                let t = self.texts();
                self.tell((t.storage_failed)(&store_error(t, &e)));
                return;
            }
        };
        let mut catalogue = Catalogue::default();
        for head in listing.heads {
            let key = game_key(&head.key);
            let summary = match record::summary_of(&head.text) {
                Some(summary) => Ok(summary),
                None => match storage::read_game(&head.key).await {
                    Ok(Some(stored)) => record::decode_stored(&stored.head, &stored.entries)
                        .map(|(e, game)| GameSummary::of(&e.game.id, &e.game.name, &game)),
                    Ok(None) => continue,
                    Err(e) => Err(LoadError::Malformed(store_error(self.texts(), &e))),
                },
            };
            match summary {
                Ok(summary) if summary.id == head.key => catalogue.games.push(summary),
                Ok(summary) => catalogue.broken.push(BrokenRecord {
                    key,
                    error: LoadError::Malformed(format!("{} ≠ {}", summary.id, head.key)),
                    raw: head.text,
                }),
                Err(error) => catalogue.broken.push(BrokenRecord {
                    key,
                    error,
                    raw: head.text,
                }),
            }
        }
        for broken in listing.broken {
            let error = crate::save::decode(&broken.text)
                .err()
                .unwrap_or(LoadError::Malformed("kept as found".into()));
            catalogue.broken.push(BrokenRecord {
                key: broken.key,
                error,
                raw: broken.text,
            });
        }
        catalogue.sort();
        self.catalogue.set(catalogue);
    }

    /// Puts `open` on screen as the open game, releasing the one it replaces. `held`: this
    /// window already holds the game's lock.
    pub(super) fn show_game(&mut self, open: OpenGame, held: bool) {
        let previous = self.open.peek().as_ref().map(|o| o.id.clone());
        if let Some(previous) = previous.filter(|p| *p != open.id) {
            storage::release_game(&previous);
        }
        self.writer.set(Writer {
            id: open.id.clone(),
            waiting: !held,
            ..Writer::default()
        });
        *self.store_status.write() = StoreStatus {
            ready: true,
            ..StoreStatus::default()
        };
        let id = open.id.clone();
        self.open.set(Some(open));
        let mut app = *self;
        spawn_forever(async move {
            if !held && storage::hold_game(&id, true).await {
                app.lock_taken(&id);
            }
            storage::game_lost(&id).await;
            app.game_moved(&id).await;
        });
    }

    /// The lock of a game that was opened before it was held is now held: write what waited.
    fn lock_taken(&mut self, id: &str) {
        let waited = {
            let mut writer = self.writer.write();
            if writer.id != id {
                return;
            }
            std::mem::replace(&mut writer.waiting, false) && writer.unwritten.pending()
        };
        if waited {
            self.write_open(None);
        }
    }

    /// Another window took the game: stop writing and show what the store holds.
    async fn game_moved(mut self, id: &str) {
        if self.open.peek().as_ref().is_none_or(|o| o.id != id) {
            return;
        }
        self.store_status.write().moved = true;
        self.reload_open(id).await;
    }

    /// Replaces the open game with the stored one (after a failed write, or to follow the
    /// window that holds it).
    /// Returns false when the store has no such game.
    async fn reload_open(mut self, id: &str) -> bool {
        let t = self.texts();
        match load_stored(id).await {
            Ok(Loaded::Game(envelope, game)) => {
                if let Some(open) = self.open.write().as_mut().filter(|o| o.id == id) {
                    open.name = envelope.game.name.clone();
                    open.game = (*game).clone();
                }
                self.catalogue
                    .write()
                    .upsert(GameSummary::of(id, &envelope.game.name, &game));
            }
            Ok(Loaded::Broken(e, _)) => self.tell(load_error(t, &e)),
            Ok(Loaded::Missing) => return false,
            Err(e) => self.tell((t.storage_failed)(&store_error(t, &e))),
        }
        true
    }

    /// "Use it here": takes the game back from the window that holds it, with what it wrote.
    pub fn take_back(&mut self) {
        let Some(id) = self.open.peek().as_ref().map(|o| o.id.clone()) else {
            return;
        };
        let mut app = *self;
        spawn_forever(async move {
            if storage::hold_game(&id, true).await {
                app.reload_open(&id).await;
                app.store_status.write().moved = false;
                app.writer.set(Writer {
                    id: id.clone(),
                    ..Writer::default()
                });
                storage::game_lost(&id).await;
                app.game_moved(&id).await;
            }
        });
    }

    /// Whether the open game may change in this window; says why not when it may not.
    pub(super) fn may_change(&mut self) -> bool {
        let status = self.store_status.peek().clone();
        if status.moved {
            let t = self.texts();
            self.tell(t.store.moved_refused.to_string());
            return false;
        }
        !status.rolling_back
    }

    /// Writes the open game: its head, and its log entries from `changed_from` (none: only
    /// the head changed). Refreshes its line in the lists at once.
    pub(super) fn write_open(&mut self, changed_from: Option<usize>) {
        let open_ref = self.open.peek();
        let Some(open) = open_ref.as_ref() else {
            return;
        };
        let game = &open.game;
        self.catalogue
            .write()
            .upsert(GameSummary::of(&open.id, &open.name, game));
        let length = game.log().len();
        let mut writer = self.writer.write();
        let from = writer.unwritten.change(changed_from, length);
        if writer.waiting {
            return;
        }
        let seq = writer.unwritten.issue();
        drop(writer);
        let id = open.id.clone();
        let write = game_write(&open.id, &open.name, game, from);
        drop(open_ref);
        let app = *self;
        spawn_forever(async move {
            let result = if storage::holds_game(&id) || storage::hold_game(&id, false).await {
                storage::write_game(write).await
            } else {
                Err(StoreError::Failed(String::new()))
            };
            app.written(&id, seq, result).await;
        });
    }

    fn catalogue_line(&mut self, id: &str, name: &str, game: &Game) {
        self.catalogue
            .write()
            .upsert(GameSummary::of(id, name, game));
    }

    /// A write of game `id`, number `seq`, came back.
    async fn written(mut self, id: &str, seq: u64, result: Result<(), StoreError>) {
        let t = self.texts();
        match result {
            Ok(()) => {
                let mut writer = self.writer.write();
                if writer.id == id {
                    writer.unwritten.confirmed(seq);
                }
                drop(writer);
                if self.store_status.peek().full {
                    self.store_status.write().full = false;
                }
            }
            Err(error) => {
                let why = if !storage::holds_game(id) {
                    // Another window has the game: it is the one that writes.
                    self.store_status.write().moved = true;
                    t.store.moved_refused.to_string()
                } else {
                    self.store_status.write().full = error == StoreError::Full;
                    match &error {
                        StoreError::Full => t.store.full.to_string(),
                        other => (t.store.not_saved)(&store_error(t, other)),
                    }
                };
                self.store_status.write().rolling_back = true;
                let found = self.reload_open(id).await;
                self.store_status.write().rolling_back = false;
                if !found {
                    // A new game that never reached the store: it is not kept on screen.
                    if self.open.peek().as_ref().is_some_and(|o| o.id == id) {
                        storage::release_game(id);
                        self.open.set(None);
                        self.catalogue.write().remove(id);
                        self.go(Screen::Home);
                    }
                }
                self.tell(why);
            }
        }
    }

    /// Starts a new game, writes it at once, and shows it.
    pub fn start(&mut self, setup: crate::session::Setup, name: String) -> Result<(), String> {
        let game = Game::new(setup).map_err(|e| e.to_string())?;
        let open = OpenGame {
            id: super::new_id(game.setup().created),
            name,
            game,
        };
        self.show_game(open, false);
        self.write_open(Some(0));
        self.go(Screen::Game);
        Ok(())
    }

    /// Saves `open` as a new game (an imported one) and shows it.
    pub(super) fn add_game(&mut self, open: OpenGame) {
        self.show_game(open, false);
        self.write_open(Some(0));
        self.go(Screen::Game);
    }

    /// Opens a saved game: takes it for this window, then reads it whole from the store.
    pub fn resume(&mut self, id: &str) {
        if self.open.peek().as_ref().is_some_and(|o| o.id == id) && !self.store_status.peek().moved
        {
            self.go(Screen::Game);
            return;
        }
        let mut app = *self;
        let id = id.to_string();
        spawn_forever(async move {
            let t = app.texts();
            storage::hold_game(&id, true).await;
            match load_stored(&id).await {
                Ok(Loaded::Game(envelope, game)) => {
                    app.show_game(
                        OpenGame {
                            id: envelope.game.id,
                            name: envelope.game.name,
                            game: *game,
                        },
                        true,
                    );
                    app.go(Screen::Game);
                }
                Ok(Loaded::Broken(LoadError::ResultsOnly, _)) => {
                    storage::release_game(&id);
                    app.tell(t.store.results_only.to_string());
                }
                Ok(Loaded::Broken(error, raw)) => {
                    storage::release_game(&id);
                    app.tell(load_error(t, &error));
                    let mut catalogue = app.catalogue.write();
                    catalogue.remove(&id);
                    catalogue.broken.retain(|b| b.key != game_key(&id));
                    catalogue.broken.push(BrokenRecord {
                        key: game_key(&id),
                        error,
                        raw,
                    });
                }
                Ok(Loaded::Missing) => app.tell(t.store.gone.to_string()),
                Err(e) => app.tell((t.storage_failed)(&store_error(t, &e))),
            }
        });
    }

    pub fn rename(&mut self, id: &str, name: String) {
        let name = name.trim().to_string();
        if name.is_empty() {
            return;
        }
        let is_open = self.open.peek().as_ref().is_some_and(|o| o.id == id);
        if is_open {
            if let Some(open) = self.open.write().as_mut() {
                open.name = name;
            }
            self.write_open(None);
            return;
        }
        let mut app = *self;
        let id = id.to_string();
        spawn_forever(async move {
            let t = app.texts();
            storage::hold_game(&id, true).await;
            let result = match load_stored(&id).await {
                Ok(Loaded::Game(_, game)) => {
                    let write = game_write(&id, &name, &game, game.log().len());
                    storage::write_game(write)
                        .await
                        .map(|()| app.catalogue_line(&id, &name, &game))
                        .map_err(|e| (t.storage_failed)(&store_error(t, &e)))
                }
                Ok(Loaded::Broken(e, _)) => Err(load_error(t, &e)),
                Ok(Loaded::Missing) => Err(t.store.gone.to_string()),
                Err(e) => Err((t.storage_failed)(&store_error(t, &e))),
            };
            storage::release_game(&id);
            if let Err(why) = result {
                app.tell(why);
            }
        });
    }

    /// The finished games played before `before` whose logs can go to free room.
    pub fn freeable(&self, before: DateTime<Utc>) -> Vec<String> {
        self.catalogue
            .read()
            .finished()
            .filter(|g| !g.results_only && g.updated < before)
            .map(|g| g.id.clone())
            .collect()
    }

    /// Frees room (after the player confirmed): the finished games played before `before`
    /// keep only their results, which stay in the history; their logs are removed.
    pub fn free_room(&mut self, before: DateTime<Utc>) {
        let ids = self.freeable(before);
        // A game kept only as results cannot stay open: its log is about to go.
        let open = self.open.peek().as_ref().map(|o| o.id.clone());
        if let Some(open) = open.filter(|id| ids.contains(id)) {
            storage::release_game(&open);
            self.open.set(None);
        }
        let mut app = *self;
        spawn_forever(async move {
            let t = app.texts();
            if ids.is_empty() {
                return app.tell(t.store.nothing_to_free.to_string());
            }
            let mut freed = 0;
            for id in &ids {
                let head = match storage::read_game(id).await {
                    Ok(Some(stored)) => record::results_only(&stored.head),
                    Ok(None) => continue,
                    Err(e) => return app.tell((t.storage_failed)(&store_error(t, &e))),
                };
                // A game whose head does not read is left as it is, with its log.
                let Ok(head) = head else { continue };
                let write = GameWrite {
                    id: id.clone(),
                    full: storage::WANTS_FULL_TEXT.then(|| head.clone()),
                    head,
                    from: 0,
                    entries: Vec::new(),
                    length: 0,
                };
                match storage::write_game(write).await {
                    Ok(()) => freed += 1,
                    Err(e) => {
                        app.tell((t.storage_failed)(&store_error(t, &e)));
                        break;
                    }
                }
            }
            app.reload_catalogue().await;
            app.store_status.write().full = false;
            app.tell((t.store.freed)(freed));
        });
    }

    /// Deletes a game (after the player confirmed). The lists drop it at once; if the store
    /// refuses, they are read again and the player is told.
    pub fn delete(&mut self, id: &str) {
        self.catalogue.write().remove(id);
        if self.open.peek().as_ref().is_some_and(|o| o.id == id) {
            storage::release_game(id);
            self.open.set(None);
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
        self.catalogue.write().broken.retain(|b| b.key != key);
        let app = *self;
        let key = key.to_string();
        spawn_forever(async move {
            if let Err(e) = storage::remove_broken(&key).await {
                app.removal_failed(e).await;
            }
        });
    }

    async fn removal_failed(mut self, error: StoreError) {
        self.reload_catalogue().await;
        let t = self.texts();
        self.tell((t.storage_failed)(&store_error(t, &error)));
    }
}

/// The write of `game` under `id` and `name`: its head, and its entries from `from` on.
pub(super) fn game_write(id: &str, name: &str, game: &Game, from: usize) -> GameWrite {
    GameWrite {
        id: id.to_string(),
        head: record::head(id, name, game, now()),
        from,
        entries: record::entries(game.log(), from),
        length: game.log().len(),
        full: storage::WANTS_FULL_TEXT.then(|| encode(id, name, game, now())),
    }
}

/// A stored game, read whole and replayed.
enum Loaded {
    Game(Box<SaveEnvelope>, Box<Game>),
    /// It does not load: why, and its text as found (the head and entries joined when they
    /// fit together).
    Broken(LoadError, String),
    Missing,
}

async fn load_stored(id: &str) -> Result<Loaded, StoreError> {
    let Some(stored) = storage::read_game(id).await? else {
        return Ok(Loaded::Missing);
    };
    Ok(match record::decode_stored(&stored.head, &stored.entries) {
        Ok((envelope, game)) => Loaded::Game(Box::new(envelope), Box::new(game)),
        Err(error) => {
            let raw = record::join(&stored.head, &stored.entries).unwrap_or(stored.head);
            Loaded::Broken(error, raw)
        }
    })
}
