//! The JSON save, version 1: `{format, version, created, updated, game: {id, name, setup,
//! log, cursor}}`, times as chrono writes them (RFC 3339 text, UTC, fractions of a second
//! only when there are some).
//!
//! A later version gets types of its own beside these (`SaveEnvelopeV2`…); these stay as
//! they are, since `tests/golden/` keeps saves of version 1 that must keep loading.
//! Field names and order are the format (see the module [`crate::wire`]).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::common::{LogEntry, Setup};
use super::WireError;
use crate::save::{SaveEnvelope, SavedGame};

/// The envelope around one saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveEnvelopeV1 {
    pub format: String,
    pub version: u32,
    pub created: DateTime<Utc>,
    pub updated: DateTime<Utc>,
    pub game: SavedGameV1,
}

/// A game as saved: its identity, its name, its setup and its whole log with the undo cursor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGameV1 {
    pub id: String,
    pub name: String,
    pub setup: Setup,
    pub log: Vec<LogEntry>,
    pub cursor: usize,
}

impl From<&SavedGame> for SavedGameV1 {
    fn from(g: &SavedGame) -> Self {
        let SavedGame {
            id,
            name,
            setup,
            log,
            cursor,
        } = g;
        SavedGameV1 {
            id: id.clone(),
            name: name.clone(),
            setup: setup.into(),
            log: log.iter().map(LogEntry::from).collect(),
            cursor: *cursor,
        }
    }
}

impl TryFrom<SavedGameV1> for SavedGame {
    type Error = WireError;
    fn try_from(g: SavedGameV1) -> Result<Self, WireError> {
        let SavedGameV1 {
            id,
            name,
            setup,
            log,
            cursor,
        } = g;
        Ok(SavedGame {
            id,
            name,
            setup: setup.try_into()?,
            log: log.into_iter().map(Into::into).collect(),
            cursor,
        })
    }
}

impl From<&SaveEnvelope> for SaveEnvelopeV1 {
    fn from(e: &SaveEnvelope) -> Self {
        let SaveEnvelope {
            format,
            version,
            created,
            updated,
            game,
        } = e;
        SaveEnvelopeV1 {
            format: format.clone(),
            version: *version,
            created: *created,
            updated: *updated,
            game: game.into(),
        }
    }
}

impl TryFrom<SaveEnvelopeV1> for SaveEnvelope {
    type Error = WireError;
    fn try_from(e: SaveEnvelopeV1) -> Result<Self, WireError> {
        let SaveEnvelopeV1 {
            format,
            version,
            created,
            updated,
            game,
        } = e;
        Ok(SaveEnvelope {
            format,
            version,
            created,
            updated,
            game: game.try_into()?,
        })
    }
}
