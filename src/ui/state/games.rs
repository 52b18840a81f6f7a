//! The games in the store as lists: read at start and kept in step with what other windows
//! write, and what the player does to them from the lists (rename, delete, free room). Opening
//! a game is `opening`; writing the open one, and the one-writer rule, `writing`.

use chrono::{DateTime, Utc};
use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::store::{catalogue_of, needing_whole_read, SummaryOf, WholeRead};
use super::writing::{game_write, load_stored, results_write, Loaded};
use super::{AppState, OpenGame};
use crate::commit::{Change, Head};
use crate::save::{record, LoadError};
use crate::ui::codecs;
use crate::ui::storage::{self, StoreError};
use crate::ui::text::store::{load_error, store_error};

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
            self.live().leaves_for(self, None);
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
            self.live().leaves_for(self, None);
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
