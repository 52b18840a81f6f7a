//! Every family's formats and rules, as the app's state reaches them: a stored game decoded
//! and replayed, a save's full text, a share code; and, for a game open here, the one commit
//! path (which applies the rules) and the writers of its head, entries and save. Each reads or
//! writes the families' wire types or replays their rules, about a third of the app's code,
//! which home does not need: it lists games from their stored heads. So the split web build
//! fetches these as a part of their own ([`reader`]), the first time a game is opened or
//! started, a share link or code is read, or an old record is explained; every other build has
//! them at once.
//!
//! The first download reaches them only through [`Codecs`], the part's entry: a table of
//! functions, so nothing of what they call is linked into home. A game is shown only with the
//! table in hand (see `AppState::show_game`), so while a game is open, [`here`] has it: a tap,
//! an undo or a write never waits for the part.

use chrono::{DateTime, Utc};
use dioxus::core::spawn_forever;

use crate::commit::{self, Change, CommitError, Committed, Head, Held};
use crate::save::{self, record, GameSummary, LoadError, SaveEnvelope};
use crate::session::{Game, LogEntry, RulesRefusal};
use crate::share::{self, draft::Draft, Received, ShareError};
use crate::ui::parts::part;

/// A save decoded and replayed: what it says of itself, and the game.
pub type Decoded = (SaveEnvelope, Game);

/// Why a stored game does not load, with its text as found.
pub type NotLoaded = (LoadError, String);

/// The readers, as the part hands them over.
pub struct Codecs {
    /// A stored game's head and entries, joined, decoded and replayed; when it does not load,
    /// why, with its text as found (joined when the parts fit together).
    pub decode_stored: fn(&str, &[String]) -> Result<Decoded, NotLoaded>,
    /// A save's full text, decoded and replayed.
    pub decode: fn(&str) -> Result<Decoded, LoadError>,
    /// The lists' line of a stored head, with the options that name its variant (see
    /// `save::record::summary_of`).
    pub summary_of: fn(&str) -> Option<crate::save::GameSummary>,
    /// A share code read (see `share::read`).
    pub read_share: fn(&str) -> Result<Received, ShareError>,
    /// What reading a code gave, taken into the import's draft after the codes of a sequence
    /// kept from before (see `share::draft::Draft::take`).
    pub take_code: fn(&mut Draft, &str, Result<Received, ShareError>, Vec<String>),
    /// A change to a held game through the one commit path (see `commit::commit`).
    pub commit: fn(&mut Held, &str, Head, Change) -> Result<Committed, CommitError>,
    /// The lists' line of a game (see `GameSummary::of`): its standings are the rules'.
    pub summary: fn(&str, &str, &Game) -> GameSummary,
    /// A game's stored head at a time (see `save::record::head`).
    pub head: fn(&str, &str, &Game, DateTime<Utc>) -> String,
    /// A log's stored entries from an index on (see `save::record::entries`).
    pub entries: fn(&[LogEntry], usize) -> Vec<String>,
    /// A game's whole save at a time (see `save::encode`).
    pub encode: fn(&str, &str, &Game, DateTime<Utc>) -> String,
    /// A family's refusal in English: its rules' own words (see `text::families::refusal`).
    pub refusal_in_english: fn(&RulesRefusal) -> String,
}

static CODECS: Codecs = Codecs {
    decode_stored: |head, entries| {
        record::decode_stored(head, entries).map_err(|error| {
            let raw = record::join(head, entries).unwrap_or_else(|_| head.to_string());
            (error, raw)
        })
    },
    decode: save::decode,
    summary_of: record::summary_of,
    read_share: share::read,
    take_code: |draft, code, read, kept| draft.take(code, read, || kept),
    commit: commit::commit,
    summary: GameSummary::of,
    head: record::head,
    entries: record::entries,
    encode: save::encode,
    refusal_in_english: |refusal| refusal.to_string(),
};

part!(
    /// The readers of every family's formats (see the module's note).
    pub reader: &'static Codecs = codecs => &CODECS
);

/// The readers, brought first when they are not here yet; `None` when they could not come.
pub async fn load() -> Option<&'static Codecs> {
    reader::load().await
}

/// The table when its part is here: always while a game is open (see the module's note),
/// and outside the split web build.
pub fn here() -> Option<&'static Codecs> {
    reader::here()
}

/// Brings the part now, in the background, when a screen knows it comes next: a game chosen
/// on the new-game form is about to start (its Start then waits for nothing but the game
/// screen's own part; a phone that spares its data fetches nothing before it is asked for, and
/// the choice is that ask), or a phone joins a table whose game it will write.
pub fn bring() {
    crate::ui::parts::bring(reader::here().is_some(), reader::fetch);
}

/// Runs `then` with the readers: at once when they are here (always, outside the split web
/// build), else once they come, in a task of its own; `failed` when they could not come.
pub fn with(then: impl FnOnce(&'static Codecs) + 'static, failed: impl FnOnce() + 'static) {
    if let Some(codecs) = reader::here() {
        return then(codecs);
    }
    spawn_forever(async move {
        match reader::load().await {
            Some(codecs) => then(codecs),
            None => failed(),
        }
    });
}

/// Why a stored game could not be read when the readers could not come: the store's own
/// failure, so the screens say it as they say any other (and the game stays as stored).
pub fn missing() -> crate::ui::storage::StoreError {
    crate::ui::storage::StoreError::Failed(
        "the part of the app that reads games did not load".into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::test_support::{at, host, score};

    #[test]
    fn a_stored_game_reads_through_the_part_and_one_that_does_not_keeps_its_joined_text() {
        let codecs = reader::here().expect("every build but the split web build has them");
        let mut game = host().game().clone();
        game.apply(score(0, 4), at(4)).expect("a score is taken");
        game.apply(score(1, 2), at(5)).expect("a score is taken");
        let head = record::head("g", "Game", &game, at(5));
        let mut entries = record::entries(game.log(), 0);
        let (envelope, read) = (codecs.decode_stored)(&head, &entries).expect("it loads");
        assert_eq!((envelope.game.id.as_str(), &read), ("g", &game));
        assert_eq!((codecs.summary_of)(&head), record::summary_of(&head));
        entries[1] = "{\"at\":\"not a time\"}".into();
        let (error, raw) = (codecs.decode_stored)(&head, &entries).expect_err("a broken entry");
        assert_eq!(Err(error), record::decode_stored(&head, &entries).map(drop));
        assert_eq!(
            Ok(raw),
            record::join(&head, &entries),
            "kept as found, joined"
        );
    }
}
