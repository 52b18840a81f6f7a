//! The JSON save, version 1: `{format, version, created, updated, game: {id, name, setup,
//! log, cursor}}`, times as chrono writes them (RFC 3339 text, UTC, fractions of a second
//! only when there are some).
//!
//! Version 2 adds the summary the lists read ([`SaveEnvelopeV2`]) and the head a store keeps
//! apart from the log ([`HeadV2`]); the version 1 types stay as they are, since
//! `tests/golden/` keeps saves of version 1 that must keep loading (a version 2 save read as
//! version 1 is the same game: the summary is a cache).
//! Version 3 writes the same types: what it added is the rules revision inside the setup
//! ([`super::common::Setup::rules`]), absent in every older save. Version 4 too: what it
//! added is the phone of a live table that sent each entry ([`super::common::LogEntry::by`]),
//! absent in every older save and in every entry made with no live table.
//! Field names and order are the format (see the module [`crate::wire`]).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::common::{LogEntry, Player, Setup};
use crate::session::{Game, GameKind};

/// The envelope around one saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveEnvelopeV1 {
    pub format: String,
    pub version: u32,
    #[serde(with = "crate::wire::time")]
    pub created: DateTime<Utc>,
    #[serde(with = "crate::wire::time")]
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

// ---- version 2 -----------------------------------------------------------------------------

/// The envelope of versions 2 to 4 around what it holds, `{format, version, created, updated,
/// game, summary}`: the whole game in a save ([`SaveEnvelopeV2`]), the game without its log in
/// a stored head ([`HeadV2`]). One struct, so the two keep the one layout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnvelopeV2<G> {
    pub format: String,
    pub version: u32,
    #[serde(with = "crate::wire::time")]
    pub created: DateTime<Utc>,
    #[serde(with = "crate::wire::time")]
    pub updated: DateTime<Utc>,
    pub game: G,
    pub summary: SummaryV2,
}

/// Versions 2 to 4: version 1 with the summary the lists read, so they never replay a log.
/// `{format, version, created, updated, game: {id, name, setup, log, cursor}, summary}`.
pub type SaveEnvelopeV2 = EnvelopeV2<SavedGameV1>;

/// A stored game's head (versions 2 to 4): the save without its log, which a store that writes
/// several records at once keeps one entry a record. `length` is the number of entries.
pub type HeadV2 = EnvelopeV2<HeadGameV2>;

/// [`SavedGameV1`] without the log, and the log's length.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadGameV2 {
    pub id: String,
    pub name: String,
    pub setup: Setup,
    pub cursor: usize,
    pub length: usize,
    /// The player freed room by keeping only this game's results: its log is gone, the
    /// summary stays for the history. Written only when true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub results_only: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// What the saved-games list and the history show of a game. A cache of the replayed game:
/// written with every save, never trusted over the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummaryV2 {
    pub family: Family,
    pub players: Vec<Player>,
    #[serde(with = "crate::wire::time")]
    pub updated: DateTime<Utc>,
    /// Applied actions (the cursor).
    pub actions: usize,
    /// Every player's score, in seat order.
    pub scores: Vec<i64>,
    /// The winners' seats once the game is over.
    pub winners: Option<Vec<usize>>,
}

/// Writes [`Family`] from the one list (`crate::families`).
macro_rules! families {
    ($($variant:ident => $module:ident :: $rules_name:ident),+ $(,)?) => {
        families!(@with $($variant => crate::rules::$module::$rules_name),+);
    };
    (@with $($variant:ident => $rules:ty),+) => {
        /// The game families, by the tags [`super::common::GameOptions`] gives them (each
        /// family's [`super::dispatch::WireFamily`] tags).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Family { $($variant),+ }

        super::dispatch::family_serde!(Family, unit, $($variant => $rules),+);

        impl From<GameKind> for Family {
            fn from(kind: GameKind) -> Self {
                match kind { $(GameKind::$variant => Family::$variant),+ }
            }
        }

        impl From<Family> for GameKind {
            fn from(family: Family) -> Self {
                match family { $(Family::$variant => GameKind::$variant),+ }
            }
        }
    };
}

crate::families::with_families!(families);

impl SummaryV2 {
    pub fn of(game: &Game) -> SummaryV2 {
        SummaryV2 {
            family: game.kind().into(),
            players: game.players().iter().map(Player::from).collect(),
            updated: game.updated(),
            actions: game.cursor(),
            scores: game.standings().iter().map(|s| s.score).collect(),
            winners: game.outcome().map(|o| o.winners),
        }
    }
}
