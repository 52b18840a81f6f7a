//! The save's own types to and from their wire forms (`crate::wire::save`). The conversions
//! live with the save, not with the wire: the wire types only fix the bytes and know nothing
//! of the layers above them, so `wire` never imports `save` and the two form no circle.

use chrono::{DateTime, Utc};

use super::{GameSummary, SaveEnvelope, SavedGame};
use crate::rules::{Outcome, Standing};
use crate::wire::{LogEntry, SaveEnvelopeV1, SavedGameV1, SummaryV2, WireError};

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

impl SummaryV2 {
    /// The lists' line, with the id, name and creation time the head gives (and the options
    /// of its set-up, when they were read).
    pub fn into_summary(self, id: &str, name: &str, created: DateTime<Utc>) -> GameSummary {
        GameSummary {
            results_only: false,
            options: None,
            id: id.to_string(),
            name: name.to_string(),
            kind: self.family.into(),
            players: self.players.into_iter().map(Into::into).collect(),
            created,
            updated: self.updated,
            actions: self.actions,
            standings: self
                .scores
                .into_iter()
                .enumerate()
                .map(|(player, score)| Standing { player, score })
                .collect(),
            outcome: self.winners.map(|winners| Outcome { winners }),
        }
    }
}
