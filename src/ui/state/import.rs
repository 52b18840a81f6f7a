//! A game on its way in from a link or a pasted code: read, shown on the import screen with
//! what it holds or why it cannot be read, and saved only when the player confirms. The codes
//! of a numbered sequence read so far wait in the store for the next one, so a sequence can be
//! scanned across a reload.

use dioxus::prelude::*;

use super::{now, unused_id, AppState, ImportDraft, OpenGame, Screen};
use crate::share::{self, Incoming, Received};
use crate::ui::codecs::Codecs;
use crate::ui::storage;

/// Where the codes of an unfinished numbered sequence wait for the next one.
const PARTS_KEY: &str = "tablemate.share.parts";

/// The game being imported (see [`ImportDraft`]). Its signal is its own.
#[derive(Clone, Copy)]
pub struct Import {
    draft: Signal<ImportDraft>,
}

impl Import {
    pub(super) fn new() -> Import {
        Import {
            draft: Signal::new(ImportDraft::default()),
        }
    }

    /// What the import screen shows. Subscribes.
    pub fn draft(&self) -> ImportDraft {
        self.draft.read().clone()
    }

    /// Takes away the reason the last code could not be read, before the player tries another.
    pub fn clear_error(&mut self) {
        if self.draft.peek().error.is_some() {
            self.draft.write().error = None;
        }
    }

    /// The game the draft holds, ready to be saved, read without subscribing.
    fn incoming_now(&self) -> Option<Incoming> {
        self.draft.peek().incoming.clone()
    }

    /// Adds what `code` gave to the draft, with the readers of `codecs`: a sequence's codes
    /// are read again with the new one, and those still waiting for more are kept in the store.
    fn take(&mut self, codecs: &Codecs, code: &str, read: Result<Received, share::ShareError>) {
        let mut draft = self.draft.peek().clone();
        let kept = match draft.parts.is_empty() {
            true => share::draft::kept(storage::read(PARTS_KEY).ok().flatten().as_deref()),
            false => Vec::new(),
        };
        (codecs.take_code)(&mut draft, code, read, kept);
        // Kept for convenience only: a store that refuses them loses a sequence's codes
        // read so far, never a game.
        match share::draft::kept_text(&draft.parts) {
            None => {
                let _ = storage::remove(PARTS_KEY);
            }
            Some(text) => {
                let _ = storage::write(PARTS_KEY, &text);
            }
        }
        self.draft.set(draft);
    }

    /// Forgets the draft and any codes of a sequence read so far.
    fn forget(&mut self) {
        let _ = storage::remove(PARTS_KEY);
        self.draft.set(ImportDraft::default());
    }
}

impl AppState {
    /// Reads a pasted code or an opened link and shows the import screen with what it holds
    /// or why it cannot be read. Nothing is saved here.
    pub fn receive(&mut self, text: &str) {
        // A live table's invitation (its link, scanned or pasted): this phone joins. Read by
        // the guest's side of the table, a part of its own in the split web build.
        if share::text::code_of(text.trim()).starts_with(crate::live::offer::PREFIX) {
            return self.live().receive_invitation(self, text);
        }
        // The share code's reader comes with the families' formats (see `codecs`).
        let text = text.to_string();
        self.with_codecs(move |mut app, codecs| {
            app.take_import(codecs, text.trim(), (codecs.read_share)(&text))
        });
    }

    /// Reads a link that opened the native app (`tablemate://import#TM…`, an https link to
    /// the web app) as [`AppState::receive`] reads a code; a link that holds none is refused
    /// on the import screen, in the player's language.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn receive_link(&mut self, link: &str) {
        match share::link::code_in(link) {
            Ok(code) => self.receive(&code),
            Err(why) => self.show_import("", Err(share::ShareError::Link(why))),
        }
    }

    /// Shows what `code` gave on the import screen: a game, one more part of a sequence
    /// (kept with the others), or why it cannot be read.
    pub(crate) fn show_import(&mut self, code: &str, read: Result<Received, share::ShareError>) {
        let code = code.to_string();
        self.with_codecs(move |mut app, codecs| app.take_import(codecs, &code, read));
    }

    /// [`AppState::show_import`] with the readers here: a sequence's codes are read again
    /// with the new one.
    fn take_import(
        &mut self,
        codecs: &Codecs,
        code: &str,
        read: Result<Received, share::ShareError>,
    ) {
        self.import.take(codecs, code, read);
        self.go(Screen::Import);
    }

    /// Forgets the game being imported and any codes of a sequence read so far.
    pub fn forget_import(&mut self) {
        self.import.forget();
    }

    /// Saves the game being imported as a new game (a new id: it never replaces one) and
    /// opens it.
    pub fn import(&mut self) {
        let Some(incoming) = self.import.incoming_now() else {
            return;
        };
        let store = self.store;
        let id = unused_id(now(), |id| store.has(id));
        let name = if incoming.name.trim().is_empty() {
            self.texts().share_ui.imported_name(self.texts().app_name)
        } else {
            incoming.name.clone()
        };
        let open = OpenGame {
            id,
            name,
            game: incoming.game,
        };
        self.forget_import();
        let told = self.texts().share_ui.imported(&open.name);
        // Here already: they read the code.
        self.with_codecs(move |mut app, codecs| {
            app.add_game(codecs, open);
            app.tell(told);
        });
    }
}
