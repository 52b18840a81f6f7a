//! The words about where games are kept: saving, other windows, a full storage, the move to
//! the new store, backups, and why a save cannot be read (see [`super::Texts`]).

use super::{refusal_message, Texts};
use crate::save::LoadError;
use crate::session::RebuildError;
use crate::ui::storage::StoreError;

pub struct StoreTexts {
    /// Shown while the lists are read at start.
    pub loading: &'static str,
    /// A write failed because the storage is full; the change was taken back.
    pub full: &'static str,
    /// A write failed for another reason; the change was taken back.
    pub not_saved: fn(&str) -> String,
    pub unavailable: &'static str,
    /// The storage's own words for an unexpected failure.
    pub failed: fn(&str) -> String,
    /// Old games that could not be moved into the new store at start.
    pub not_moved: fn(usize, &str) -> String,
    pub gone: &'static str,
    /// A write found the game changed or removed by another window.
    pub conflict: &'static str,
    /// A rename from the lists found the game changed by another window.
    pub changed_try_again: &'static str,
    /// The banner over a game that another window took over.
    pub moved: &'static str,
    pub use_here: &'static str,
    /// A tap on a game that another window holds.
    pub moved_refused: &'static str,
    /// The banner over a game while the storage is full, and its ways out: export the game,
    /// free room in Settings.
    pub full_banner: &'static str,
    pub export_game: &'static str,
    pub free_room: &'static str,
    pub free_room_hint: &'static str,
    pub free_before: &'static str,
    pub free_confirm: fn(usize, &str) -> String,
    pub freed: fn(usize) -> String,
    pub nothing_to_free: &'static str,
    pub results_only: &'static str,
    // Settings: keeping the games.
    pub storage_title: &'static str,
    pub persist_granted: &'static str,
    pub persist_denied: &'static str,
    pub persist_unsupported: &'static str,
    pub usage: fn(&str, &str) -> String,
    pub export_all: &'static str,
    pub export_hint: &'static str,
    pub import_backup: &'static str,
    pub imported: fn(usize, usize, usize) -> String,
    pub not_a_backup: &'static str,
    pub newer_backup: &'static str,
    // Why a save cannot be read.
    pub too_large: fn(usize) -> String,
    pub not_json: &'static str,
    pub not_a_save: &'static str,
    pub newer: fn(u32) -> String,
    pub malformed: &'static str,
    pub bad_setup: &'static str,
    pub bad_action: fn(usize, &str) -> String,
    pub bad_cursor: &'static str,
}

/// A storage failure in the player's language.
pub fn store_error(t: &Texts, error: &StoreError) -> String {
    match error {
        StoreError::Full => t.store.full.to_string(),
        StoreError::Unavailable => t.store.unavailable.to_string(),
        StoreError::Conflict => t.store.conflict.to_string(),
        StoreError::Failed(why) => (t.store.failed)(why),
    }
}

/// Why a save cannot be read, in the player's language.
pub fn load_error(t: &Texts, error: &LoadError) -> String {
    let s = t.store;
    match error {
        LoadError::TooLarge { bytes } => (s.too_large)(*bytes),
        LoadError::NotJson(_) => s.not_json.to_string(),
        LoadError::NotASave => s.not_a_save.to_string(),
        LoadError::NewerVersion { found } => (s.newer)(*found),
        LoadError::Malformed(_) => s.malformed.to_string(),
        LoadError::Rejected(RebuildError::Setup(_)) => s.bad_setup.to_string(),
        LoadError::Rejected(RebuildError::Replay(e)) => {
            (s.bad_action)(e.index + 1, &refusal_message(t, &e.refusal))
        }
        LoadError::Rejected(RebuildError::Cursor { .. }) => s.bad_cursor.to_string(),
        LoadError::ResultsOnly => s.results_only.to_string(),
    }
}

/// A number of bytes as a phone shows them: KB, MB or GB.
pub fn bytes(n: u64) -> String {
    const K: f64 = 1024.0;
    let n = n as f64;
    if n < K * K {
        format!("{:.0} KB", (n / K).max(1.0))
    } else if n < K * K * K {
        format!("{:.1} MB", n / K / K)
    } else {
        format!("{:.1} GB", n / K / K / K)
    }
}

pub const EN: StoreTexts = StoreTexts {
    loading: "Opening your games…",
    full: "This phone has no room left for Tablemate: the last change was not saved and has been taken back. Export this game, or free some room.",
    not_saved: |why| format!("The last change could not be saved and has been taken back: {why}"),
    unavailable: "This browser does not let Tablemate keep anything (private browsing, or site data blocked), so games cannot be saved.",
    failed: |why| format!("the storage answered “{why}”"),
    not_moved: |n, why| format!("{n} saved games could not be moved to the new storage. They stay where they were and the app tries again at the next start ({why})."),
    gone: "This game is no longer stored on this phone.",
    conflict: "This game was changed or removed in another window, so this change was not saved: the game now shows what is stored.",
    changed_try_again: "Another window changed this game meanwhile: try again.",
    moved: "This game is now open in another window. What is played there shows here.",
    use_here: "Use it here",
    moved_refused: "This game is open in another window. Tap “Use it here” to go on in this one.",
    full_banner: "Storage full: new moves cannot be saved until there is room.",
    export_game: "Export this game",
    free_room: "Free some room",
    free_room_hint: "Keep only the results of finished games played before a date: their scores and winners stay in the history; their move-by-move log is removed.",
    free_before: "Finished before",
    free_confirm: |n, date| format!("Remove the logs of {n} finished games played before {date}? Their results stay in the history. This cannot be undone."),
    freed: |n| format!("The logs of {n} finished games were removed; their results stay in the history."),
    nothing_to_free: "No finished game with a log was played before that date.",
    results_only: "Only the results of this game were kept.",
    storage_title: "Keeping your games",
    persist_granted: "This browser keeps Tablemate’s games until you clear them yourself.",
    persist_denied: "This browser may clear Tablemate’s games when the phone runs short of room. Installing the app (Add to Home screen) usually keeps them; export a backup now and then.",
    persist_unsupported: "Export a backup now and then: it is the copy of your games that no browser can clear.",
    usage: |used, quota| format!("{used} used of {quota} this browser allows."),
    export_all: "Export every game",
    export_hint: "One file with every game, running, finished or unreadable. Import it on another phone or browser: games already there are skipped, different ones are kept as copies.",
    import_backup: "Import a backup",
    imported: |added, copies, skipped| format!("Backup imported: {added} games added, {copies} kept as copies, {skipped} already here."),
    not_a_backup: "This file is not a Tablemate backup.",
    newer_backup: "This backup comes from a newer version of Tablemate. Update the app to import it.",
    too_large: |bytes| format!("The save is {bytes} bytes, more than any game needs."),
    not_json: "The save is damaged and cannot be read.",
    not_a_save: "This is not a Tablemate save.",
    newer: |v| format!("This save comes from a newer version of Tablemate (format {v}). Update the app to open it."),
    malformed: "The save is incomplete or damaged.",
    bad_setup: "The saved game’s set-up is not valid.",
    bad_action: |n, why| format!("Move {n} of the saved game breaks the rules: {why}"),
    bad_cursor: "The saved game’s undo position is past the end of its log.",
};
