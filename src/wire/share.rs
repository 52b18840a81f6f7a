//! The body of a share code: postcard over these types (the frame, deflating and the text
//! layer are in [`crate::share`]).
//!
//! It differs from a save in three ways, each to keep codes small:
//! - times are whole seconds: the creation as a Unix time, each entry as the seconds since
//!   the entry before (one or two bytes each), in a column of their own beside the actions
//!   (deflate finds more repeats in each column than in the two interleaved);
//! - Jamaica's shipped track is one variant of [`ShareOptions`] instead of 300 bytes;
//! - Carcassonne's actions are [`carcassonne::ShareAction`], with every field written.
//!
//! Rule of this file (see the module [`crate::wire`]): variants are appended, never reordered
//! or renamed; a removed one stays as a placeholder. Each variant's JSON tag is its
//! `#[serde(rename)]` and its postcard index the `tag N` of its doc comment. Any change to
//! these types changes the bytes: it needs a new share format version.

use chrono::{DateTime, TimeZone, Utc};
use serde::{Deserialize, Serialize};

use super::common::{GameOptions, Player};
use super::{carcassonne, catan, jamaica, scorepad, WireError};
use crate::rules::jamaica::track::Track;
use crate::rules::{self, jamaica as rules_jamaica, Revision};
use crate::session::{self, LogEntry, Setup};

/// The options, with Jamaica's shipped board reduced to one flag (the board is 300 bytes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShareOptions {
    /// tag 0: any options, a Jamaica game on a corrected board included.
    #[serde(rename = "Plain")]
    Plain(GameOptions),
    /// tag 1: Jamaica on the shipped board.
    #[serde(rename = "JamaicaShippedTrack")]
    JamaicaShippedTrack {
        ghost: bool,
        crew: bool,
        first_captain: u8,
    },
}

impl From<&session::GameOptions> for ShareOptions {
    fn from(options: &session::GameOptions) -> Self {
        match options {
            session::GameOptions::Jamaica(rules_jamaica::Options {
                track,
                ghost,
                crew,
                first_captain,
                revision: _,
            }) if *track == Track::default() => ShareOptions::JamaicaShippedTrack {
                ghost: *ghost,
                crew: *crew,
                first_captain: *first_captain,
            },
            other => ShareOptions::Plain(other.into()),
        }
    }
}

impl TryFrom<ShareOptions> for session::GameOptions {
    type Error = WireError;
    fn try_from(options: ShareOptions) -> Result<Self, WireError> {
        match options {
            ShareOptions::Plain(o) => o.try_into(),
            ShareOptions::JamaicaShippedTrack {
                ghost,
                crew,
                first_captain,
            } => Ok(session::GameOptions::Jamaica(rules_jamaica::Options {
                track: Track::default(),
                ghost,
                crew,
                first_captain,
                revision: Revision::FIRST,
            })),
        }
    }
}

/// One action of any family, as share codes write it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShareAction {
    /// tag 0
    #[serde(rename = "ScorePad")]
    ScorePad(scorepad::Action),
    /// tag 1
    #[serde(rename = "Carcassonne")]
    Carcassonne(carcassonne::ShareAction),
    /// tag 2
    #[serde(rename = "Catan")]
    Catan(catan::Action),
    /// tag 3
    #[serde(rename = "Jamaica")]
    Jamaica(jamaica::Action),
}

impl From<&session::Action> for ShareAction {
    fn from(action: &session::Action) -> Self {
        use session::Action as R;
        match action {
            R::ScorePad(a) => ShareAction::ScorePad(a.into()),
            R::Carcassonne(a) => ShareAction::Carcassonne(a.into()),
            R::Catan(a) => ShareAction::Catan(a.into()),
            R::Jamaica(a) => ShareAction::Jamaica(a.into()),
        }
    }
}

impl From<ShareAction> for session::Action {
    fn from(action: ShareAction) -> Self {
        use session::Action as R;
        match action {
            ShareAction::ScorePad(a) => R::ScorePad(a.into()),
            ShareAction::Carcassonne(a) => R::Carcassonne(a.into()),
            ShareAction::Catan(a) => R::Catan(a.into()),
            ShareAction::Jamaica(a) => R::Jamaica(a.into()),
        }
    }
}

/// A whole game as share format 2 writes it, fields in this order: `times[i]` is the seconds
/// from the entry before (from `created` for the first) to `actions[i]`; `rules` is the rules
/// revision the game follows ([`Revision`]), which format 2 added at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShareGame {
    pub name: String,
    pub options: ShareOptions,
    pub players: Vec<Player>,
    pub created: i64,
    pub cursor: u32,
    pub times: Vec<i64>,
    pub actions: Vec<ShareAction>,
    pub rules: u16,
}

/// A whole game as share format 1 wrote it: format 2 without the rules revision, which is 1
/// for every game such a code carries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShareGameV1 {
    pub name: String,
    pub options: ShareOptions,
    pub players: Vec<Player>,
    pub created: i64,
    pub cursor: u32,
    pub times: Vec<i64>,
    pub actions: Vec<ShareAction>,
}

impl From<ShareGameV1> for ShareGame {
    fn from(g: ShareGameV1) -> Self {
        let ShareGameV1 {
            name,
            options,
            players,
            created,
            cursor,
            times,
            actions,
        } = g;
        ShareGame {
            name,
            options,
            players,
            created,
            cursor,
            times,
            actions,
            rules: Revision::FIRST.0,
        }
    }
}

/// A share code's time: whole seconds since 1970.
pub fn time(seconds: i64) -> Result<DateTime<Utc>, WireError> {
    Utc.timestamp_opt(seconds, 0)
        .single()
        .ok_or(WireError::TimeOutOfRange(seconds))
}

impl ShareGame {
    /// The game as a share code writes it; fractions of a second are dropped.
    pub fn of(name: &str, setup: &Setup, log: &[LogEntry], cursor: usize) -> ShareGame {
        let Setup {
            options,
            players,
            created,
        } = setup;
        let created = created.timestamp();
        let mut previous = created;
        let times = log
            .iter()
            .map(|entry| {
                let at = entry.at.timestamp();
                let delta = at.saturating_sub(previous);
                previous = at;
                delta
            })
            .collect();
        let actions = log.iter().map(|e| ShareAction::from(&e.action)).collect();
        ShareGame {
            name: name.to_string(),
            options: options.into(),
            players: players.iter().map(Player::from).collect(),
            created,
            cursor: u32::try_from(cursor).unwrap_or(u32::MAX),
            times,
            actions,
            rules: options.revision().0,
        }
    }

    /// The name, setup, log and cursor, with the times and the track checked; the rules are
    /// not asked yet.
    pub fn into_parts(self) -> Result<(String, Setup, Vec<LogEntry>, usize), WireError> {
        let ShareGame {
            name,
            options,
            players,
            created,
            cursor,
            times,
            actions,
            rules,
        } = self;
        let created_at = time(created)?;
        if times.len() != actions.len() {
            return Err(WireError::TimesDoNotMatchActions);
        }
        let mut at = created;
        let mut log = Vec::with_capacity(actions.len());
        for (delta, action) in times.into_iter().zip(actions) {
            at = at.checked_add(delta).ok_or(WireError::TimeOverflow)?;
            log.push(LogEntry {
                at: time(at)?,
                action: action.into(),
            });
        }
        let options: session::GameOptions = options.try_into()?;
        let setup = Setup {
            options: options.with_revision(super::common::revision(rules)?),
            players: players.into_iter().map(rules::Player::from).collect(),
            created: created_at,
        };
        let cursor = usize::try_from(cursor).map_err(|_| WireError::Cursor)?;
        Ok((name, setup, log, cursor))
    }
}
