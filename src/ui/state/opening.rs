//! Opening a game: a new one started or imported (written at once), a saved one read whole
//! from the store, the one a history entry names after a reload, or the one a live table
//! plays; and closing the open game when the store no longer holds it.

use std::sync::atomic::{AtomicBool, Ordering};

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::writing::{game_write, load_stored, Loaded};
use super::{navigation, now, AppState, OpenGame, Screen};
use crate::save::LoadError;
use crate::session::Game;
use crate::ui::codecs::{self, Codecs};
use crate::ui::storage;
use crate::ui::text::store::load_error;

/// Runs once, writing nothing, what a Start of `setup` computes before its screen is drawn:
/// the rules' new game, its line in the lists and its stored head and entries. The new-game
/// form calls it as the seats open, and it waits for the page to be idle. A web build's
/// functions are compiled on their first call (V8 compiles wasm lazily, on every page load),
/// and a first Start otherwise compiles these as the player waits: a good part of its time on
/// a slow phone (docs/performance.md). Native builds have nothing to compile: it does nothing.
pub fn rehearse_start(setup: crate::session::Setup) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    spawn_forever(async move {
        let Some(codecs) = codecs::load().await else {
            return;
        };
        crate::ui::platform::idle().await;
        let Ok(game) = Game::new(setup) else {
            return;
        };
        let id = "rehearsal";
        std::hint::black_box((codecs.summary)(id, id, &game));
        std::hint::black_box(game_write(codecs, id, id, &game, 0));
    });
}

impl AppState {
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
        self.live().leaves_for(self, Some(&open.id));
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

    /// Closes the open game `id`, which the store no longer holds, and says so.
    pub(super) fn game_gone(&mut self, id: &str, why: String) {
        if self.open.is_now(id) {
            self.live().leaves_for(self, None);
            storage::release_game(id);
            self.open.close();
            self.store.unlist(id);
            self.go(Screen::Home);
        }
        self.tell(why);
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
                let moved = app.live().moves_to(&app, &open);
                app.add_game(codecs, open);
                if moved {
                    let seq = app.store.last_write();
                    app.live().moved_with(seq);
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
                // Asked once the game is drawn: the browser's answer is no part of the tap.
                crate::ui::platform::idle().await;
                store.set_persistence(storage::ask_persistent(true).await);
            });
        }
    }

    /// Saves `game` as a new game named `name`, beside the open one (a joining phone's own
    /// moves that the host's game lacks): a fresh id, never written over another.
    pub(crate) fn keep_copy(&mut self, codecs: &Codecs, name: String, game: Game) {
        let store = self.store;
        let id = super::unused_id(now(), |id| store.has(id));
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
}
