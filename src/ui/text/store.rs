//! The words about where games are kept: saving, other windows, a full storage, the move to
//! the new store, backups, and why a save cannot be read (see [`super::Texts`]).

use super::{refusal_message, Texts};
use crate::save::LoadError;
use crate::session::RebuildError;
use crate::ui::storage::StoreError;

// The table (its struct and one constant per language) is built from `words/store.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_store.rs"));

/// A storage failure in the player's language.
pub fn store_error(t: &Texts, error: &StoreError) -> String {
    match error {
        StoreError::Full => t.store.full.to_string(),
        StoreError::Unavailable => t.store.unavailable.to_string(),
        StoreError::Conflict => t.store.conflict.to_string(),
        StoreError::Failed(why) => t.store.failed(why),
    }
}

/// Why a save cannot be read, in the player's language.
pub fn load_error(t: &Texts, error: &LoadError) -> String {
    let s = t.store;
    match error {
        LoadError::TooLarge { bytes } => s.too_large(*bytes),
        LoadError::NotJson(_) => s.not_json.to_string(),
        LoadError::NotASave => s.not_a_save.to_string(),
        LoadError::NewerVersion { found } => s.newer(*found),
        LoadError::Malformed(_) => s.malformed.to_string(),
        LoadError::Rejected(RebuildError::Setup(_)) => s.bad_setup.to_string(),
        LoadError::Rejected(RebuildError::Replay(e)) => {
            s.bad_action(e.index + 1, &refusal_message(t, &e.refusal))
        }
        LoadError::Rejected(RebuildError::Cursor { .. }) => s.bad_cursor.to_string(),
        LoadError::ResultsOnly => s.results_only.to_string(),
    }
}

/// A number of bytes as a phone shows them: KB, MB or GB.
/// "1 game added", "2 games added": the backup's import in English, one or many.
pub fn imported(added: usize, copies: usize, skipped: usize) -> String {
    let added = if added == 1 {
        "1 game added".to_string()
    } else {
        format!("{added} games added")
    };
    let copies = if copies == 1 {
        "1 kept as a copy".to_string()
    } else {
        format!("{copies} kept as copies")
    };
    format!("Backup imported: {added}, {copies}, {skipped} already here.")
}

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

#[cfg(test)]
mod tests {
    #[test]
    fn an_import_of_one_game_says_game() {
        let t = &super::EN;
        assert_eq!(
            t.imported(1, 1, 0),
            "Backup imported: 1 game added, 1 kept as a copy, 0 already here."
        );
        assert_eq!(
            t.imported(2, 0, 3),
            "Backup imported: 2 games added, 0 kept as copies, 3 already here."
        );
    }
}
