//! Backups and exports: every game of this phone in one file, a file from another phone merged
//! in without overwriting anything, one game's save as a file, and the history as CSV or JSON.

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::writing::{game_write, results_write};
use super::{now, unused_id, AppState};
use crate::results::export::{self, Labelled};
use crate::save::backup::{self, BackupError, BackupGame, BackupRecord, Existing, Merge};
use crate::save::record;
use crate::ui::codecs::{self, Codecs};
use crate::ui::storage::{self, StoreError, StoredGame, GAME_PREFIX};
use crate::ui::text::families::{kind_name, variant_of};

/// A file name with the day in it, the same in every language.
fn file_name(what: &str, extension: &str) -> String {
    format!(
        "tablemate-{what}-{}.{extension}",
        crate::ui::text::dates::iso_day(now())
    )
}

/// The forms the history is exported in (see `results::export`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryFile {
    /// For a spreadsheet: one row per player per game.
    Csv,
    /// For programs: one object per game.
    Json,
}

impl AppState {
    /// Offers every game, running, finished and unreadable, as one backup file.
    pub fn export_all(&mut self) {
        let mut app = *self;
        spawn_forever(async move {
            let listing = match storage::list_games().await {
                Ok(listing) => listing,
                Err(e) => return app.tell_store_failed(&e),
            };
            let mut games = Vec::new();
            let mut broken: Vec<BackupRecord> = listing
                .broken
                .into_iter()
                .map(|r| BackupRecord {
                    key: r.key,
                    text: r.text,
                })
                .collect();
            for head in listing.heads {
                let stored = match storage::read_game(&head.key).await {
                    Ok(Some(stored)) => stored,
                    Ok(None) => continue,
                    Err(e) => return app.tell_store_failed(&e),
                };
                match record::join(&stored.head, &stored.entries) {
                    Ok(text) => games.push(BackupGame { id: head.key, text }),
                    // Only its results were kept: the head is the whole of it.
                    Err(_) if record::is_results_only(&stored.head) => games.push(BackupGame {
                        id: head.key,
                        text: stored.head,
                    }),
                    // A head whose entries do not fit it: kept, every part as found.
                    Err(_) => broken.push(BackupRecord {
                        key: storage::game_key(&head.key),
                        text: std::iter::once(stored.head)
                            .chain(stored.entries)
                            .collect::<Vec<_>>()
                            .join("\n"),
                    }),
                }
            }
            let text = backup::encode_backup(games, broken, now());
            app.offer_file(&file_name("backup", "json"), &text);
        });
    }

    /// Offers the open game's save as a file (for a full storage: it can be imported
    /// elsewhere, or here once there is room).
    pub fn export_open_game(&mut self) {
        // Open, so the families' part that writes it is here.
        let text = (self.open.peek().as_ref().zip(codecs::here()))
            .map(|(o, codecs)| (codecs.encode)(&o.id, &o.name, &o.game, now()));
        let Some(text) = text else {
            return;
        };
        let name = file_name("game", "json");
        self.offer_file(&name, &text);
    }

    /// Offers the finished games of the history as a file, their families and variants in
    /// the player's language.
    pub fn export_history(&mut self, form: HistoryFile) {
        let t = self.texts();
        let catalogue = self.store.catalogue_now();
        let games: Vec<Labelled> = catalogue
            .finished()
            .map(|game| Labelled {
                game,
                title: kind_name(t, game.kind).to_string(),
                variant: variant_of(t, game.kind, game.options.as_ref()),
            })
            .collect();
        let (name, text) = match form {
            HistoryFile::Csv => (file_name("history", "csv"), export::csv(&games)),
            HistoryFile::Json => (file_name("history", "json"), export::json(&games, now())),
        };
        drop(games);
        drop(catalogue);
        self.offer_file(&name, &text);
    }

    fn offer_file(&mut self, name: &str, text: &str) {
        let t = self.texts();
        match storage::save_file(name, text) {
            Ok(Some(path)) => self.tell(path),
            // The browser took the file: say where it went, or a tap seems to do nothing.
            Ok(None) => self.tell(t.store.file_offered(name)),
            Err(e) => self.tell_store_failed(&e),
        }
    }

    /// Merges a backup file into this phone's games (see `save::backup`).
    pub fn import_backup(&mut self, text: String) {
        let mut app = *self;
        spawn_forever(async move {
            let t = app.texts();
            // The games are written by the families' part.
            let Some(codecs) = codecs::load().await else {
                return app.tell_part_missing();
            };
            let parsed = match backup::decode_backup(&text) {
                Ok(parsed) => parsed,
                Err(BackupError::Newer { .. }) => return app.tell(t.store.newer_backup.into()),
                Err(_) => return app.tell(t.store.not_a_backup.into()),
            };
            // What this phone holds under every id and key the backup names: a game is found
            // by its id and by its key, so no unreadable record lands on a game's key.
            let mut here = std::collections::HashMap::new();
            let listing = match storage::list_games().await {
                Ok(listing) => listing,
                Err(e) => return app.tell_store_failed(&e),
            };
            for raw in listing.broken {
                here.insert(raw.key, Existing::Raw(raw.text));
            }
            let named: std::collections::HashSet<&str> = parsed
                .games
                .iter()
                .map(|g| g.id.as_str())
                .chain(
                    parsed
                        .broken
                        .iter()
                        .filter_map(|r| r.key.strip_prefix(GAME_PREFIX)),
                )
                .collect();
            for head in listing
                .heads
                .iter()
                .filter(|h| named.contains(h.key.as_str()))
            {
                let existing = |stored: &Option<StoredGame>| match stored {
                    Some(stored) => match record::decode_stored(&stored.head, &stored.entries) {
                        Ok((envelope, _)) => Existing::Game(envelope.game),
                        Err(_) => Existing::Raw(stored.head.clone()),
                    },
                    None => Existing::None,
                };
                let stored = storage::read_game(&head.key).await.ok().flatten();
                here.insert(storage::game_key(&head.key), existing(&stored));
                here.insert(head.key.clone(), existing(&stored));
            }
            // The plan asks once per id or key, and hands out no id twice; the ids of games
            // this phone holds that the backup does not name are left out here.
            let taken: std::collections::HashSet<String> =
                listing.heads.iter().map(|h| h.key.clone()).collect();
            let at = now();
            let plan = backup::plan(
                parsed,
                |key| here.remove(key).unwrap_or(Existing::None),
                || unused_id(at, |id| taken.contains(id)),
            );
            let (mut added, mut copies, mut skipped) = (0, 0, 0);
            // The players of the games that arrive join the remembered group, as if played
            // here; a seat left with the app's own name ("Player 2") is nobody's.
            let mut seated: Vec<crate::rules::Player> = Vec::new();
            let mut seat_them = |game: &crate::session::Game| {
                let named = game
                    .players()
                    .iter()
                    .enumerate()
                    .filter(|(i, p)| p.name != t.default_player_name(i + 1))
                    .map(|(_, p)| p.clone());
                // The later game's players go first: the group keeps the first of a name.
                seated.splice(0..0, named);
            };
            for step in plan {
                let result = match step {
                    Merge::Skip => {
                        skipped += 1;
                        Ok(())
                    }
                    Merge::Add(envelope, game) => {
                        added += 1;
                        seat_them(game.as_ref());
                        write_whole(codecs, &envelope.game.id, &envelope.game.name, &game).await
                    }
                    Merge::Copy(envelope, game) => {
                        copies += 1;
                        seat_them(game.as_ref());
                        write_whole(codecs, &envelope.game.id, &envelope.game.name, &game).await
                    }
                    Merge::Results { id, head } => {
                        added += 1;
                        storage::write_game(results_write(&id, head, None)).await
                    }
                    Merge::Broken { key, text } => {
                        added += 1;
                        // Never over a record: one kept under the key meanwhile (another
                        // window) sends this one to a key of its own.
                        storage::keep_broken(&key, &text).await.map(drop)
                    }
                };
                if let Err(e) = result {
                    app.tell_store_failed(&e);
                    app.reload_catalogue().await;
                    return;
                }
            }
            app.reload_catalogue().await;
            app.remember_players(&seated);
            app.tell(t.store.imported(added, copies, skipped));
        });
    }
}

/// Writes a whole game (head and every entry) under `id`.
async fn write_whole(
    codecs: &Codecs,
    id: &str,
    name: &str,
    game: &crate::session::Game,
) -> Result<(), StoreError> {
    storage::write_game(game_write(codecs, id, name, game, 0)).await
}
