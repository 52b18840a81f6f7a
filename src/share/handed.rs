//! The games this phone handed to another: marked when the player says so on the share screen,
//! so the lists and the game itself say it goes on elsewhere, and the copy left here is not
//! played on by mistake (the two would part ways). Taking it back clears the mark.
//!
//! The marks are a small record of their own beside the settings (its text is [`Handed::text`],
//! version 1: `{"version":1,"games":{"<game id>":<seconds since 1970>}}`), never part of a save:
//! a save or a share code stays the game alone. A record this build cannot read counts as no
//! marks; nothing of a game is lost with it.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// The record's version this build writes and reads.
const VERSION: u32 = 1;

/// Which games were handed over, and when.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Handed {
    games: BTreeMap<String, i64>,
}

/// The record as stored.
#[derive(Serialize, Deserialize)]
struct Record {
    version: u32,
    games: BTreeMap<String, i64>,
}

impl Handed {
    /// The marks of the stored `text`; none where there is no record or it cannot be read.
    pub fn read(text: Option<&str>) -> Handed {
        let games = text
            .and_then(|t| serde_json::from_str::<Record>(t).ok())
            .filter(|r| r.version == VERSION)
            .map(|r| r.games)
            .unwrap_or_default();
        Handed { games }
    }

    /// The record's text, to store.
    pub fn text(&self) -> String {
        serde_json::to_string(&Record {
            version: VERSION,
            games: self.games.clone(),
        })
        .unwrap_or_default()
    }

    /// Marks game `id` as handed over at `at`.
    pub fn mark(&mut self, id: &str, at: DateTime<Utc>) {
        self.games.insert(id.to_string(), at.timestamp());
    }

    /// Takes the mark off game `id` (taken back, or deleted).
    pub fn unmark(&mut self, id: &str) {
        self.games.remove(id);
    }

    /// When game `id` was handed over, if it was.
    pub fn when(&self, id: &str) -> Option<DateTime<Utc>> {
        self.games
            .get(id)
            .and_then(|&s| DateTime::from_timestamp(s, 0))
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn marks_are_kept_read_back_and_taken_off() {
        let at = Utc.timestamp_opt(1_790_000_000, 0).unwrap();
        let mut handed = Handed::default();
        assert_eq!(handed.when("g1"), None);
        handed.mark("g1", at);
        let text = handed.text();
        assert_eq!(text, r#"{"version":1,"games":{"g1":1790000000}}"#);
        let read = Handed::read(Some(&text));
        assert_eq!(read.when("g1"), Some(at));
        let mut taken = read.clone();
        taken.unmark("g1");
        assert_eq!(taken, Handed::default());
    }

    #[test]
    fn a_record_that_cannot_be_read_is_no_marks() {
        for text in [
            None,
            Some(""),
            Some("{not json"),
            Some(r#"{"version":9,"games":{}}"#),
        ] {
            assert_eq!(Handed::read(text), Handed::default(), "{text:?}");
        }
    }

    #[test]
    fn the_golden_record_of_version_1_reads() {
        let text = include_str!("../../tests/golden/handed-v1.json");
        let read = Handed::read(Some(text.trim()));
        assert_eq!(
            read.when("1790000000000-0a1b"),
            Some(Utc.timestamp_opt(1_790_000_300, 0).unwrap())
        );
    }
}
