//! The envelope `{format, version, created, updated, game}` and its decoder.

use std::fmt;

use chrono::{DateTime, Utc};

use crate::session::{Game, LogEntry, RebuildError, Setup};
use crate::wire::{SaveEnvelopeV1, SavedGameV1};

/// Names our saves, so a foreign JSON file is told apart from a damaged one.
pub const FORMAT: &str = "tablemate-save";
/// The version this build writes. Every older version keeps a golden file in `tests/golden/`.
pub const VERSION: u32 = 1;
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
        }
    }
}

impl std::error::Error for LoadError {}

/// Writes the envelope for `game`. `now` is the time of this save, taken by the caller.
pub fn encode(game: &SavedGame, now: DateTime<Utc>) -> String {
    let envelope = SaveEnvelopeV1 {
        format: FORMAT.to_string(),
        version: VERSION,
        created: game.setup.created,
        updated: now,
        game: SavedGameV1::from(game),
    };
    serde_json::to_string(&envelope).expect("a save always serialises")
}

/// Reads a save and replays its game. Returns the envelope and the rebuilt game.
pub fn decode(text: &str) -> Result<(SaveEnvelope, Game), LoadError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    let value: serde_json::Value =
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
    // Version 1 is the first format: there is nothing to migrate yet. A later version adds
    // a step here that rewrites `value` from version N to N + 1, one version at a time.
    let envelope: SaveEnvelopeV1 =
        serde_json::from_value(value).map_err(|e| LoadError::Malformed(e.to_string()))?;
    let envelope =
        SaveEnvelope::try_from(envelope).map_err(|e| LoadError::Malformed(e.to_string()))?;
    let game = envelope.game.rebuild().map_err(LoadError::Rejected)?;
    Ok((envelope, game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{scorepad, Player, PlayerColour};
    use crate::session::{Action, GameOptions};
    use chrono::TimeZone;

    fn sample() -> SavedGame {
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
        SavedGame::of(&game, "g1", "Friday night")
    }

    #[test]
    fn round_trip() {
        let saved = sample();
        let text = encode(&saved, saved.setup.created);
        let (envelope, game) = decode(&text).unwrap();
        assert_eq!(envelope.game, saved);
        assert_eq!(game.standings()[1].score, 4);
    }

    #[test]
    fn every_failure_has_its_reason() {
        assert!(matches!(
            decode("{\"format\": \"tablemate-sa"),
            Err(LoadError::NotJson(_))
        ));
        assert_eq!(decode("[1,2]"), Err(LoadError::NotASave));
        assert_eq!(decode("{\"format\":\"other\"}"), Err(LoadError::NotASave));
        let text = encode(&sample(), Utc.timestamp_opt(1_790_000_000, 0).unwrap());
        let newer = text.replace("\"version\":1", "\"version\":7");
        assert_eq!(decode(&newer), Err(LoadError::NewerVersion { found: 7 }));
        let broken = text.replace("\"cursor\":1", "\"cursor\":\"one\"");
        assert!(matches!(decode(&broken), Err(LoadError::Malformed(_))));
        let cheating = text.replace("\"player\":1", "\"player\":5");
        assert!(matches!(decode(&cheating), Err(LoadError::Rejected(_))));
        for error in [LoadError::NotASave, LoadError::NewerVersion { found: 2 }] {
            assert!(!error.to_string().is_empty());
        }
    }
}
