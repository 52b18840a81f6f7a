//! How a game is kept in a store that can write parts of it: a *head* and its *entries*.
//!
//! A full save (see `envelope`) is one text with the whole log, which is what a file, an
//! export or a backup needs. A store that can write several records at once (IndexedDB on the
//! web) keeps the same game as a head, the save without its log but with the log's length and
//! a summary for the lists, and one record per log entry. A tap then writes the head and one
//! entry, whatever the length of the game, and the lists read heads without replaying a log.
//!
//! Every text here is JSON our own decoder reads; joining a head and its entries gives exactly
//! the full save of the same version, which goes through the one decoder and its migrations.

use std::fmt;
use std::marker::PhantomData;

use chrono::{DateTime, Utc};
use serde::de::value::MapAccessDeserializer;
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use super::catalogue::GameSummary;
use super::envelope::{self, LoadError, FORMAT, MAX_SAVE_BYTES, VERSION};
use super::SaveEnvelope;
use crate::session::{Game, LogEntry};
use crate::wire::{self, HeadGameV2, SummaryV2};

/// The head of `game`: its set-up, name, cursor, the length of its log and its summary.
/// Costs the same for a game of 10 actions or 10,000.
pub fn head(id: &str, name: &str, game: &Game, now: DateTime<Utc>) -> String {
    let held = HeadGameV2 {
        id: id.to_string(),
        name: name.to_string(),
        setup: game.setup().into(),
        cursor: game.cursor(),
        length: game.log().len(),
        results_only: false,
    };
    let head = envelope::around(game, now, held);
    serde_json::to_string(&head).expect("a head always serialises")
}

/// One log entry as stored: the same JSON as in a full save's log.
pub fn entry(entry: &LogEntry) -> String {
    serde_json::to_string(&wire::LogEntry::from(entry)).expect("an entry always serialises")
}

/// Every entry of `log` from `from` on.
pub fn entries(log: &[LogEntry], from: usize) -> Vec<String> {
    log.get(from..).unwrap_or(&[]).iter().map(entry).collect()
}

/// The full save that `head` and `entries` are parts of. A full save given as the head (as
/// native builds store them, and as old records are) comes back unchanged.
pub fn join(head: &str, entries: &[String]) -> Result<String, LoadError> {
    let total: usize = head.len() + entries.iter().map(String::len).sum::<usize>();
    if total > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge { bytes: total });
    }
    let mut value: Value =
        serde_json::from_str(head).map_err(|e| LoadError::NotJson(e.to_string()))?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(LoadError::NotASave);
    }
    let game = value
        .get_mut("game")
        .and_then(Value::as_object_mut)
        .ok_or_else(|| LoadError::Malformed("no game in the head".into()))?;
    if game.get("results_only").and_then(Value::as_bool) == Some(true) {
        return Err(LoadError::ResultsOnly);
    }
    if game.contains_key("log") {
        return match entries.is_empty() {
            true => Ok(head.to_string()),
            false => Err(LoadError::Malformed(
                "a full save with entries beside it".into(),
            )),
        };
    }
    let length = game
        .remove("length")
        .and_then(|l| l.as_u64())
        .ok_or_else(|| LoadError::Malformed("the head gives no log length".into()))?;
    if usize::try_from(length).ok() != Some(entries.len()) {
        return Err(LoadError::Malformed(format!(
            "the head names {length} log entries and {} are stored",
            entries.len()
        )));
    }
    let log = entries
        .iter()
        .map(|e| serde_json::from_str(e).map_err(|e| LoadError::NotJson(e.to_string())))
        .collect::<Result<Vec<Value>, _>>()?;
    game.insert("log".into(), Value::Array(log));
    Ok(serde_json::to_string(&value).expect("JSON always serialises"))
}

/// Reads a stored game: its head and entries joined, then decoded and replayed like any save.
pub fn decode_stored(head: &str, entries: &[String]) -> Result<(SaveEnvelope, Game), LoadError> {
    envelope::decode(&join(head, entries)?)
}

/// The lists' line for a stored head (or full save) of version 2 or later, read from its
/// summary without replaying the log. `None` for a version 1 record, or one whose summary
/// cannot be read: that one is read whole and replayed once. (A later version that changes
/// the summary must keep this reading its own and every earlier one, so that finished games,
/// which are never written again, do not make start-up replay them.)
pub fn summary_of(head: &str) -> Option<GameSummary> {
    summary_with(head, options_of)
}

/// [`summary_of`] without the options, which only the families' formats read: the line names
/// no variant. For the web's lists when the part with those formats could not come.
pub fn summary_without_options(head: &str) -> Option<GameSummary> {
    summary_with(head, |_| None)
}

/// The options a stored set-up names; `None` for a set-up this build cannot read (a rules
/// revision it does not know): the list still shows the game, and opening it says why it
/// cannot be played here.
pub fn options_of(setup: Value) -> Option<crate::session::GameOptions> {
    serde_json::from_value::<wire::Setup>(setup)
        .ok()
        .and_then(|s| crate::session::Setup::try_from(s).ok())
        .map(|s| s.options)
}

/// [`summary_of`]'s reading, the set-up's options read by `options`.
fn summary_with(
    head: &str,
    options: fn(Value) -> Option<crate::session::GameOptions>,
) -> Option<GameSummary> {
    #[derive(Deserialize)]
    struct Fields {
        format: String,
        version: u32,
        #[serde(with = "crate::wire::time")]
        created: DateTime<Utc>,
        game: Object<Names>,
        summary: SummaryV2,
    }
    #[derive(Deserialize)]
    struct Names {
        id: String,
        name: String,
        /// Read for the options, which name the variant in the lists. Through a JSON value,
        /// as the decoder reads a save, so the set-up's typed reader is the one the web build
        /// has already: read from the text itself, it was a second copy of every family's
        /// option types (7.3 KB more of the gzipped bundle, measured).
        #[serde(default)]
        setup: Value,
        #[serde(default)]
        results_only: bool,
    }
    let Object(f): Object<Fields> = serde_json::from_str(head).ok()?;
    let Object(game) = f.game;
    (f.format == FORMAT && (2..=VERSION).contains(&f.version)).then(|| GameSummary {
        results_only: game.results_only,
        options: options(game.setup),
        ..f.summary.into_summary(&game.id, &game.name, f.created)
    })
}

/// `T` read from a JSON object only, the form every build wrote. Serde reads a struct from a
/// list of its fields too: a head written so (found writing the `history` fuzz target's
/// properties) made a line of the lists that [`results_only`] and [`with_id`], which read the
/// head as an object, then refused, and that no game stood behind.
struct Object<T>(T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Fields<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for Fields<T> {
            type Value = T;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }

            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
                T::deserialize(MapAccessDeserializer::new(map))
            }
        }
        d.deserialize_map(Fields(PhantomData)).map(Object)
    }
}

/// The head of a game whose log the player let go to free room: the same summary for the
/// history, no entries. Only a head of version 2 or later (the ones with a summary and a
/// length) can be turned into one; it keeps its version, since nothing else of it changes.
pub fn results_only(head: &str) -> Result<String, LoadError> {
    // Through the JSON value rather than the typed head: the web build already carries the one,
    // and reading the other back would add its decoder for this alone.
    let mut value: Value =
        serde_json::from_str(head).map_err(|e| LoadError::NotJson(e.to_string()))?;
    let current = value.get("format").and_then(Value::as_str) == Some(FORMAT)
        && value
            .get("version")
            .and_then(Value::as_u64)
            .is_some_and(|v| (2..=u64::from(VERSION)).contains(&v))
        && value.get("summary").is_some();
    let game = value
        .get_mut("game")
        .and_then(Value::as_object_mut)
        .filter(|g| current && g.contains_key("length"))
        .ok_or_else(|| LoadError::Malformed("not a head of version 2 or later".into()))?;
    game.insert("length".into(), Value::from(0));
    game.insert("results_only".into(), Value::from(true));
    Ok(serde_json::to_string(&value).expect("JSON always serialises"))
}

/// The same head under another id (a results-only game imported as a copy).
pub fn with_id(head: &str, id: &str) -> Result<String, LoadError> {
    let mut value: Value =
        serde_json::from_str(head).map_err(|e| LoadError::NotJson(e.to_string()))?;
    match value.get_mut("game").and_then(Value::as_object_mut) {
        Some(game) => game.insert("id".into(), Value::from(id)),
        None => return Err(LoadError::Malformed("no game in the head".into())),
    };
    Ok(serde_json::to_string(&value).expect("JSON always serialises"))
}

/// Whether `head` is a game of which only the results were kept.
pub fn is_results_only(head: &str) -> bool {
    summary_of(head).is_some_and(|s| s.results_only)
}

/// Which log entries of a game the store may not hold yet, across writes on their way.
///
/// Every change of a game is written at once as its head and the entries from the first one it
/// changed. The store runs writes in the order they were issued. Until a write is confirmed,
/// every later write also carries the entries it carried, so whichever of them lands, and
/// whichever fails, the stored entries always match the stored head: a stored game is whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Unwritten {
    /// Writes issued so far: the last one's number.
    issued: u64,
    /// While writes are unconfirmed: the first entry they may not have stored.
    from: Option<usize>,
    /// A change recorded since the last write was issued.
    unissued: bool,
}

impl Unwritten {
    /// Records a change of a game whose log now has `length` entries and changed from entry
    /// `changed_from` on (`None`: only the head changed). Returns the entry the write of it
    /// starts from; [`Unwritten::issue`] then numbers it.
    pub fn change(&mut self, changed_from: Option<usize>, length: usize) -> usize {
        let from = match (self.from, changed_from) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) => a,
            (None, Some(b)) => b,
            (None, None) => length,
        }
        .min(length);
        self.from = Some(from);
        self.unissued = true;
        from
    }

    /// Forgets what was pending (the game was read back from the store, or another game is
    /// open), and keeps counting writes from the last number, so a late answer to an earlier
    /// write is never taken for the answer to a later one.
    pub fn restart(&mut self) {
        self.from = None;
        self.unissued = false;
    }

    /// Numbers the write of the changes recorded so far.
    pub fn issue(&mut self) -> u64 {
        self.unissued = false;
        self.issued += 1;
        self.issued
    }

    /// The number of the last write issued.
    pub fn issued(&self) -> u64 {
        self.issued
    }

    /// Whether changes wait for a write (recorded, not issued or not confirmed).
    pub fn pending(&self) -> bool {
        self.from.is_some()
    }

    /// Write number `seq` landed: once the last one issued has, and no change waits to be
    /// issued, nothing is pending.
    pub fn confirmed(&mut self, seq: u64) {
        if seq == self.issued && !self.unissued {
            self.from = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{scorepad, PlayerColour};
    use crate::save::encode;
    use crate::session::fixtures::{at, score, score_pad};

    fn game(actions: usize) -> Game {
        let players = [("Lan", PlayerColour::Green), ("美玲", PlayerColour::Pink)];
        let mut game = score_pad(scorepad::Options::default(), &players);
        for i in 0..actions {
            game.apply(score(i % 2, 1 + i as i64), at(i as i64 + 1))
                .unwrap();
        }
        game
    }

    #[test]
    fn a_head_and_its_entries_join_to_the_full_save() {
        let mut g = game(7);
        g.undo();
        let h = head("g1", "Friday", &g, at(100));
        let e = entries(g.log(), 0);
        assert_eq!(e.len(), 7);
        let full = encode("g1", "Friday", &g, at(100));
        let joined = join(&h, &e).unwrap();
        let (envelope, back) = envelope::decode(&joined).unwrap();
        assert_eq!(back, g);
        assert_eq!(envelope.game.cursor, 6);
        assert_eq!(envelope.updated, at(100));
        // The same save as the one written whole, key order aside.
        let value = |t: &str| serde_json::from_str::<Value>(t).unwrap();
        assert_eq!(value(&joined), value(&full));
        assert_eq!(decode_stored(&h, &e).unwrap().1, g);
        // A full save stands for itself.
        assert_eq!(join(&full, &[]).unwrap(), full);
    }

    #[test]
    fn the_summary_is_read_without_the_log() {
        let g = game(5);
        let h = head("g1", "Friday", &g, at(100));
        let summary = summary_of(&h).expect("a head of this version has its summary");
        assert_eq!(summary, GameSummary::of("g1", "Friday", &g));
        // A full save has its summary too; a foreign text has none.
        let full = encode("g1", "Friday", &g, at(100));
        assert_eq!(summary_of(&full), Some(summary.clone()));
        assert_eq!(summary_of("{}"), None);
        // The options come from the set-up; one this build cannot read leaves them out.
        assert_eq!(summary.options.as_ref(), Some(&g.setup().options));
        let newer = h.replace("\"created\"", "\"rules\":999,\"created\"");
        assert_ne!(newer, h);
        let without = summary_of(&newer).expect("the summary is read all the same");
        assert_eq!(without.options, None);
        assert_eq!(without.standings, summary.standings);
    }

    #[test]
    fn a_head_written_as_a_list_of_its_fields_has_no_line() {
        let g = game(2);
        let h = head("g1", "Friday", &g, at(100));
        let value: Value = serde_json::from_str(&h).unwrap();
        let list =
            |v: &Value, keys: &[&str]| Value::Array(keys.iter().map(|k| v[k].clone()).collect());
        let head_fields = ["format", "version", "created", "game", "summary"];
        assert_eq!(summary_of(&list(&value, &head_fields).to_string()), None);
        // Nor with only its game so, which the other readers of a head refuse.
        let mut game_listed = value.clone();
        game_listed["game"] = list(&value["game"], &["id", "name", "setup"]);
        assert_eq!(summary_of(&game_listed.to_string()), None);
        assert!(with_id(&game_listed.to_string(), "g2").is_err());
    }

    #[test]
    fn a_game_can_keep_only_its_results() {
        let g = game(5);
        let h = head("g1", "Friday", &g, at(100));
        let kept = results_only(&h).unwrap();
        let summary = summary_of(&kept).unwrap();
        assert!(summary.results_only);
        assert_eq!(summary.standings, g.standings());
        assert_eq!(summary.actions, 5);
        assert!(is_results_only(&kept) && !is_results_only(&h));
        assert_eq!(join(&kept, &[]), Err(LoadError::ResultsOnly));
        assert_eq!(
            decode_stored(&kept, &[]).unwrap_err(),
            LoadError::ResultsOnly
        );
        let copy = with_id(&kept, "g2").unwrap();
        assert_eq!(summary_of(&copy).unwrap().id, "g2");
        assert!(results_only("{}").is_err());
    }

    #[test]
    fn entries_that_do_not_match_the_head_are_refused() {
        let g = game(3);
        let h = head("g1", "x", &g, at(9));
        let mut e = entries(g.log(), 0);
        e.pop();
        assert!(matches!(join(&h, &e), Err(LoadError::Malformed(_))));
        e.push("{oops".into());
        e.push("{}".into());
        assert!(matches!(join(&h, &e[..3]), Err(LoadError::NotJson(_))));
        assert_eq!(join("[]", &[]), Err(LoadError::NotASave));
    }
}
