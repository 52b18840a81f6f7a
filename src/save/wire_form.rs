//! The save's own types to and from their wire forms (`crate::wire::save`). The conversions
//! live with the save, not with the wire: the wire types only fix the bytes and know nothing
//! of the layers above them, so `wire` never imports `save` and the two form no circle. The
//! conversions are the wire's mirrors ([`mirror_conversions`]), written here for the save's
//! types, so a field added to either side does not compile until it is listed.

use chrono::{DateTime, Utc};

use super::{GameSummary, SaveEnvelope, SavedGame};
use crate::rules::{Outcome, Standing};
use crate::wire::mirror::mirror_conversions;
use crate::wire::{SaveEnvelopeV1, SavedGameV1, SummaryV2};

mirror_conversions!(try SavedGameV1 for SavedGame {
    id => clone,
    name => clone,
    setup => try,
    log => each,
    cursor => copy,
});

mirror_conversions!(try SaveEnvelopeV1 for SaveEnvelope {
    format => clone,
    version => copy,
    created => copy,
    updated => copy,
    game => try,
});

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
