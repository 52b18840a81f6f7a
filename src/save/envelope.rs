//! The envelope `{format, version, created, updated, game}` and its decoder.

use std::fmt;

use chrono::{DateTime, Utc};

use crate::session::{Game, LogEntry, RebuildError, Setup};
use crate::wire::{EnvelopeV2, SaveEnvelopeV1, SavedGameV1, SummaryV2};

/// Names our saves, so a foreign JSON file is told apart from a damaged one.
pub const FORMAT: &str = "tablemate-save";
/// The version this build writes. Every older version keeps a golden file in `tests/golden/`.
pub const VERSION: u32 = 4;
/// The largest save we try to read: far above a 10,000-action game (about 1 MB).
pub const MAX_SAVE_BYTES: usize = 16 * 1024 * 1024;

/// What is stored for one game. Written and read as [`SaveEnvelopeV1`], whose types fix the
/// format.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveEnvelope {
    pub format: String,
    pub version: u32,
    pub created: DateTime<Utc>,
    pub updated: DateTime<Utc>,
    pub game: SavedGame,
}

/// A game as saved: its identity, the name the players gave it, and its setup and log.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// Stable identity, also the storage key.
    pub id: String,
    /// Shown in the saved-games list; the players may rename it.
    pub name: String,
    pub setup: Setup,
    pub log: Vec<LogEntry>,
    /// How many log entries are applied; the rest are undone and can be redone.
    pub cursor: usize,
}

impl SavedGame {
    pub fn of(game: &Game, id: impl Into<String>, name: impl Into<String>) -> SavedGame {
        SavedGame {
            id: id.into(),
            name: name.into(),
            setup: game.setup().clone(),
            log: game.log().to_vec(),
            cursor: game.cursor(),
        }
    }

    /// Replays the log through the rules.
    pub fn rebuild(&self) -> Result<Game, RebuildError> {
        Game::rebuild(self.setup.clone(), self.log.clone(), self.cursor)
    }
}

/// Why a save could not be loaded. The raw text stays where it was.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    TooLarge {
        bytes: usize,
    },
    /// Not JSON at all, or cut short.
    NotJson(String),
    /// JSON, but not one of our saves.
    NotASave,
    /// Written by a newer Tablemate: update the app to open it.
    NewerVersion {
        found: u32,
    },
    /// Our format and version, but the content does not fit it.
    Malformed(String),
    /// The content fits, but the rules refuse the game it describes.
    Rejected(RebuildError),
    /// Only the game's results were kept, to free room: there is no log to open.
    ResultsOnly,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::TooLarge { bytes } => {
                write!(f, "The save is {bytes} bytes, more than any game needs.")
            }
            LoadError::NotJson(e) => write!(f, "The save is damaged and cannot be read ({e})."),
            LoadError::NotASave => f.write_str("This is not a Tablemate save."),
            LoadError::NewerVersion { found } => write!(
                f,
                "This save was written by a newer version of Tablemate (format {found}; this \
                 app reads up to {VERSION}). Update the app to open it."
            ),
            LoadError::Malformed(e) => write!(f, "The save is incomplete or damaged ({e})."),
            LoadError::Rejected(e) => write!(f, "The saved game breaks the rules: {e}"),
            LoadError::ResultsOnly => f.write_str("Only the results of this game were kept."),
        }
    }
}

impl std::error::Error for LoadError {}

/// Writes the full save of `game` (version [`VERSION`]: the setup, the whole log, the cursor
/// and the summary the lists read). `now` is the time of this save, taken by the caller.
pub fn encode(id: &str, name: &str, game: &Game, now: DateTime<Utc>) -> String {
    let envelope = around(game, now, SavedGameV1::from(&SavedGame::of(game, id, name)));
    serde_json::to_string(&envelope).expect("a save always serialises")
}

/// This build's envelope of `game` around `held`: the whole game for a save ([`encode`]), its
/// head for a store's head ([`super::record::head`]). The format, version, times and summary
/// are filled the one way for both.
pub(super) fn around<G>(game: &Game, now: DateTime<Utc>, held: G) -> EnvelopeV2<G> {
    EnvelopeV2 {
        format: FORMAT.to_string(),
        version: VERSION,
        created: game.setup().created,
        updated: now,
        game: held,
        summary: SummaryV2::of(game),
    }
}

/// The steps that bring a save of version `n` (index `n - 1`) to version `n + 1`, applied one
/// after the other on the JSON before it is read as the current version.
const UPGRADES: [fn(&mut serde_json::Value); VERSION as usize - 1] =
    [upgrade_1_to_2, upgrade_2_to_3, upgrade_3_to_4];

/// Version 2 added the `summary` the lists read. It is derived from the replayed game, so a
/// version 1 save needs nothing rewritten: the decoder replays it, as it replays every save,
/// and the next write of the game carries the summary.
fn upgrade_1_to_2(value: &mut serde_json::Value) {
    value["version"] = 2.into();
}

/// Version 3 added the rules revision to the setup (`setup.rules`, see
/// [`crate::rules::Revision`]). Every older save is of revision 1, which is what an absent
/// field reads as, so nothing else is rewritten. The version number is what keeps an older
/// build, which would read the game under the first reading and write it back without its
/// revision, from opening a game of a later one: it reports a newer version and keeps it.
fn upgrade_2_to_3(value: &mut serde_json::Value) {
    value["version"] = 3.into();
}

/// Version 4 added the phone of a live table that sent each entry (`by` in an entry, see
/// [`crate::session::Sender`]), left out when there is none. No older save names one, which
/// is what an absent field reads as, so nothing else is rewritten. An older build would read
/// a version 4 save (serde passes over a field it does not know) and write it back without
/// its senders: the version number makes it say "update the app" and keep the save instead.
fn upgrade_3_to_4(value: &mut serde_json::Value) {
    value["version"] = 4.into();
}

/// Reads a save of any version up to [`VERSION`] and replays its game. Returns the envelope
/// (as of the current version) and the rebuilt game.
pub fn decode(text: &str) -> Result<(SaveEnvelope, Game), LoadError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    let mut value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| LoadError::NotJson(e.to_string()))?;
    let header = value.as_object().ok_or(LoadError::NotASave)?;
    if header.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(LoadError::NotASave);
    }
    let version = header
        .get("version")
        .and_then(|v| v.as_u64())
        .ok_or_else(|| LoadError::Malformed("no version number".into()))?;
    let version =
        u32::try_from(version).map_err(|_| LoadError::NewerVersion { found: u32::MAX })?;
    if version > VERSION {
        return Err(LoadError::NewerVersion { found: version });
    }
    if version == 0 {
        return Err(LoadError::Malformed("version 0 was never written".into()));
    }
    for upgrade in &UPGRADES[version as usize - 1..] {
        upgrade(&mut value);
    }
    // The summary is a cache: the game is read from its setup and log only.
    let envelope: SaveEnvelopeV1 =
        serde_json::from_value(value).map_err(|e| LoadError::Malformed(e.to_string()))?;
    let mut envelope =
        SaveEnvelope::try_from(envelope).map_err(|e| LoadError::Malformed(e.to_string()))?;
    // The envelope says which version the text was written in.
    envelope.version = version;
    let game = envelope.game.rebuild().map_err(LoadError::Rejected)?;
    Ok((envelope, game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{scorepad, Player, PlayerColour};
    use crate::session::{Action, GameOptions};
    use chrono::TimeZone;

    fn sample() -> Game {
        let created = Utc.timestamp_opt(1_790_000_000, 0).unwrap();
        let mut game = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: vec![
                Player::new("Lan", PlayerColour::Green),
                Player::new("美玲", PlayerColour::Pink),
            ],
            created,
        })
        .unwrap();
        game.apply(
            Action::ScorePad(scorepad::Action::Score {
                player: 1,
                points: 4,
            }),
            created,
        )
        .unwrap();
        game
    }

    fn at(s: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_790_000_000 + s, 0).unwrap()
    }

    #[test]
    fn round_trip() {
        let game = sample();
        let text = encode("g1", "Friday night", &game, at(5));
        let (envelope, back) = decode(&text).unwrap();
        assert_eq!(envelope.game, SavedGame::of(&game, "g1", "Friday night"));
        assert_eq!(envelope.version, VERSION);
        assert_eq!(envelope.updated, at(5));
        assert_eq!(back, game);
        assert_eq!(back.standings()[1].score, 4);
    }

    #[test]
    fn a_version_1_save_is_upgraded_on_load() {
        let game = sample();
        let current = encode("g1", "Friday night", &game, at(5));
        // Version 1 is the current version without the summary (and, for a game of the
        // first rules revision, nothing else differs).
        let mut value: serde_json::Value = serde_json::from_str(&current).unwrap();
        value.as_object_mut().unwrap().remove("summary");
        value["version"] = 1.into();
        let v1 = serde_json::to_string(&value).unwrap();
        let (envelope, back) = decode(&v1).unwrap();
        assert_eq!(
            envelope.version, 1,
            "the envelope says what it was written in"
        );
        assert_eq!(back, game);
        // Written again, it is a save of this version like any other.
        assert_eq!(encode("g1", "Friday night", &back, at(5)), current);
    }

    #[test]
    fn a_version_2_save_is_of_the_first_rules_revision() {
        use crate::rules::{jamaica, Revision};
        let setup = sample().setup().clone();
        let game = Game::new(Setup {
            options: GameOptions::Jamaica(jamaica::Options::for_players(2))
                .with_revision(Revision::SHEETS),
            ..setup.clone()
        })
        .unwrap();
        let current = encode("g1", "x", &game, setup.created);
        assert!(current.contains("\"rules\":2"), "{current}");
        let (_, back) = decode(&current).unwrap();
        assert_eq!(back.setup().options.revision(), Revision::SHEETS);
        // The same text as a version 2 build wrote it: no revision, which reads as the first.
        let v2 = current
            .replace(",\"rules\":2", "")
            .replace(&format!("\"version\":{VERSION}"), "\"version\":2");
        let (envelope, old) = decode(&v2).unwrap();
        assert_eq!(envelope.version, 2);
        assert_eq!(old.setup().options.revision(), Revision::FIRST);
    }

    #[test]
    fn a_version_3_save_names_no_phone_and_a_version_4_save_keeps_them() {
        use crate::session::{LogEntry, Sender};
        let plain = sample();
        let mut game = plain.clone();
        let entry = LogEntry {
            at: at(3),
            action: Action::ScorePad(scorepad::Action::Score {
                player: 0,
                points: 2,
            }),
            by: Some(Sender::Player(1)),
        };
        game.apply_entry(entry).unwrap();
        let v4 = encode("g1", "x", &game, at(3));
        assert!(v4.contains(",\"by\":{\"Player\":1}}"), "{v4}");
        let (_, back) = decode(&v4).unwrap();
        assert_eq!(back.log()[1].by, Some(Sender::Player(1)));
        assert_eq!(back, game);
        // An entry of no live table is written as version 3 wrote it: only the number moved.
        let v4 = encode("g1", "x", &plain, at(3));
        assert!(!v4.contains("\"by\""), "{v4}");
        let v3 = v4.replace("\"version\":4", "\"version\":3");
        let (envelope, old) = decode(&v3).unwrap();
        assert_eq!(envelope.version, 3);
        assert_eq!(old, plain);
        assert!(old.log().iter().all(|e| e.by.is_none()));
    }

    #[test]
    fn every_failure_has_its_reason() {
        assert!(matches!(
            decode("{\"format\": \"tablemate-sa"),
            Err(LoadError::NotJson(_))
        ));
        assert_eq!(decode("[1,2]"), Err(LoadError::NotASave));
        assert_eq!(decode("{\"format\":\"other\"}"), Err(LoadError::NotASave));
        let text = encode("g1", "x", &sample(), at(0));
        let current = format!("\"version\":{VERSION}");
        let newer = text.replace(&current, "\"version\":7");
        assert_eq!(decode(&newer), Err(LoadError::NewerVersion { found: 7 }));
        let zero = text.replace(&current, "\"version\":0");
        assert!(matches!(decode(&zero), Err(LoadError::Malformed(_))));
        let broken = text.replace("\"cursor\":1", "\"cursor\":\"one\"");
        assert!(matches!(decode(&broken), Err(LoadError::Malformed(_))));
        let cheating = text.replace("\"player\":1", "\"player\":5");
        assert!(matches!(decode(&cheating), Err(LoadError::Rejected(_))));
        for error in [LoadError::NotASave, LoadError::NewerVersion { found: 2 }] {
            assert!(!error.to_string().is_empty());
        }
    }
}
