//! Where games live: IndexedDB on the web, files in the app's data folder on native builds.
//!
//! This layer moves text and nothing else. It never decodes and never writes a key it was not
//! asked to write, so a record that fails to decode stays exactly as it was found (this is why
//! `dioxus-sdk` storage is not used: it replaces undecodable values with defaults).
//!
//! A game is written as its head and the log entries that changed (see `save::record`): on the
//! web, one IndexedDB transaction per write, so a write lands whole or not at all and a tap
//! costs the same in a long game; native builds rewrite the game's file through a temporary
//! file. Settings, the remembered players and the parts of a numbered share sequence are
//! small records (`read`/`write`/`remove`): `localStorage` on the web, files elsewhere.
//!
//! One writer per game: [`hold_game`] takes the game for this window (from another window if
//! need be) and [`game_lost`] tells when another window took it; native builds have one window.
//!
//! A change shown is durable before the page can go. [`write_game`] starts its write at its
//! first poll, with no await before it, and the app's writes are tasks of the root scope, which
//! Dioxus polls before it re-renders any screen: on the web the write is then appended,
//! synchronously, to a write-ahead record in `localStorage` that is replayed at start until
//! IndexedDB has it (see `web/store.js`); native builds write the game's file (a temporary
//! file renamed over the old one) in that same poll, before the change is drawn.
//!
//! Records that cannot be read are kept exactly as found and never written over:
//! `put_broken` refuses a key that is taken, and [`keep_broken`] then picks a key of its own.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(not(target_arch = "wasm32"))]
use native as backend;
#[cfg(target_arch = "wasm32")]
use web as backend;

pub use backend::{
    ask_persistent, first_listing, game_lost, hold_game, list_games, migrate, next_change,
    put_broken, read, read_game, release_game, remove, remove_broken, remove_game, save_file,
    settled, usage, write, write_game,
};

/// Keeps a record that does not load here exactly as found, under `key` or, when a record is
/// kept there already, under the first free of `key~2`, `key~3`, …: never over another record
/// (the backend's `put_broken` refuses a taken key). Returns the key it is kept under.
pub async fn keep_broken(key: &str, text: &str) -> Result<String, StoreError> {
    // More records under one key than anyone keeps; past them, the store is not answering
    // as a store should and the import stops with the refusal.
    const TRIES: u32 = 1000;
    for n in 1..=TRIES {
        let at = if n == 1 {
            key.to_string()
        } else {
            format!("{key}~{n}")
        };
        match put_broken(&at, text).await {
            Err(StoreError::Conflict) => continue,
            other => return other.map(|()| at),
        }
    }
    Err(StoreError::Conflict)
}

/// Prefix of every game key; the rest of the key is the game's id.
pub const GAME_PREFIX: &str = "tablemate.game.";
/// Key of the settings record.
pub const SETTINGS_KEY: &str = "tablemate.settings";
/// Key of the remembered players (`group::format`), a small record like the settings.
pub const GROUP_KEY: &str = "tablemate.group";
/// Key of the games this phone handed to another (`share::handed`), a small record too.
pub const HANDED_KEY: &str = "tablemate.handed";

/// One stored record, as raw text.
#[derive(Clone, Debug, PartialEq)]
pub struct RawRecord {
    pub key: String,
    pub text: String,
}

pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// Why the store could not do what was asked. Nothing was changed.
#[derive(Clone, Debug, PartialEq)]
pub enum StoreError {
    /// The browser's or the phone's room for the app is used up.
    Full,
    /// The browser refuses storage to this page (private mode, blocked site data).
    Unavailable,
    /// The stored game is not the one this window last read or wrote: another window (or
    /// another tab of an older build) changed or removed it. Nothing was written.
    Conflict,
    /// Anything else, with the system's own words.
    Failed(String),
}

/// Every game's head (key: the game's id) and every record that could not be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    pub heads: Vec<RawRecord>,
    pub broken: Vec<RawRecord>,
}

/// One game as stored: its head and its log entries (none when the head is a full save).
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub head: String,
    pub entries: Vec<String>,
}

/// What one write of a game changes: the head, the entries from `from` on, and the log's
/// length (stored entries at `length` or after are dropped). It lands only if the stored head
/// is still `expected` (`None`: no such game yet), so a window that missed another's change
/// never writes over it. `full` is the whole save, for a backend that keeps one text per
/// game (one process, one writer: it does not compare).
#[derive(Clone, Debug, PartialEq)]
pub struct GameWrite {
    pub id: String,
    pub head: String,
    pub from: usize,
    pub entries: Vec<String>,
    pub length: usize,
    pub expected: Option<String>,
    pub full: Option<String>,
}

/// Whether a backend wants [`GameWrite::full`].
pub const WANTS_FULL_TEXT: bool = cfg!(not(target_arch = "wasm32"));

/// What the browser said to the request to keep the app's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub enum Persistence {
    /// Kept until the player clears it.
    Granted,
    /// The browser may clear it when the device runs short of room.
    Denied,
    /// The browser has no such request (native builds keep their files anyway).
    Unsupported,
}

/// What moving the old `localStorage` games into the database did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Migration {
    pub moved: usize,
    /// Records left where they were, with why: tried again at the next start.
    pub failed: Vec<(String, StoreError)>,
}
