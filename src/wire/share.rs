//! The body of a share code: postcard over these types (the frame, deflating and the text
//! layer are in [`crate::share`]).
//!
//! It differs from a save in three ways, each to keep codes small:
//! - times are whole seconds: the creation as a Unix time, each entry as the seconds since
//!   the entry before (one or two bytes each), in a column of their own beside the actions
//!   (deflate finds more repeats in each column than in the two interleaved);
//! - Jamaica's shipped track is one variant of [`ShareOptions`] instead of 300 bytes;
//! - Carcassonne's actions are its own `ShareAction`, with every field written
//!   ([`WireFamily::ShareAction`]).
//!
//! Rule of this file (see the module [`crate::wire`]): variants are appended, never reordered
//! or renamed; a removed one stays as a placeholder. Each variant's JSON tag is its
//! `#[serde(rename)]` and its postcard index the `tag N` of its doc comment. Any change to
//! these types changes the bytes: it needs a new share format version.

use chrono::{DateTime, TimeZone, Utc};
use serde::{Deserialize, Serialize};

use super::common::{GameOptions, Player, Sender};
use super::dispatch::WireFamily;
use super::WireError;
use crate::rules;
use crate::rules::GameRules;
use crate::session::{self, LogEntry, Setup};

/// The options, with Jamaica's shipped board reduced to one flag (the board is 300 bytes).
/// A family writes its short form and reads it back in its own wire file
/// ([`ShortShareOptions`]).
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

/// A family's shorter form of its options in a share code. Each family implements it in its
/// own wire file, beside its [`WireFamily`] tags. It is a trait of this file and not part of
/// [`WireFamily`]: a short form is a [`ShareOptions`], which holds the wire's options
/// (`super::common::GameOptions`), which are generated over [`WireFamily`], so the family
/// trait naming it would tie `dispatch.rs`, `common.rs` and this file in a circle
/// (`tests/no_circles.rs`).
pub trait ShortShareOptions: GameRules {
    /// A share code's shorter form of these options, when the family has one for them (a
    /// board as shipped, say, instead of the whole board). `None`: the code writes them
    /// plainly.
    fn short_share_options(_options: &<Self as GameRules>::Options) -> Option<ShareOptions> {
        None
    }

    /// The options a share code's shorter form stands for, when that form is this family's.
    fn from_short_share_options(_options: &ShareOptions) -> Option<<Self as GameRules>::Options> {
        None
    }
}

/// Writes [`ShareAction`] and the dispatch of [`ShareOptions`] from the one list
/// (`crate::families`), with each family's [`WireFamily`] tags and [`ShortShareOptions`].
macro_rules! over_families {
    ($($variant:ident => $module:ident :: $rules_name:ident),+ $(,)?) => {
        over_families!(@with $($variant => crate::rules::$module::$rules_name),+);
    };
    (@with $($variant:ident => $rules:ty),+) => {
        impl From<&session::GameOptions> for ShareOptions {
            fn from(options: &session::GameOptions) -> Self {
                let short = match options {
                    $(session::GameOptions::$variant(o) => {
                        <$rules as ShortShareOptions>::short_share_options(o)
                    })+
                };
                short.unwrap_or_else(|| ShareOptions::Plain(options.into()))
            }
        }

        impl TryFrom<ShareOptions> for session::GameOptions {
            type Error = WireError;
            fn try_from(options: ShareOptions) -> Result<Self, WireError> {
                if let ShareOptions::Plain(o) = options {
                    return o.try_into();
                }
                $(
                    if let Some(o) = <$rules as ShortShareOptions>::from_short_share_options(&options) {
                        return Ok(session::GameOptions::$variant(o));
                    }
                )+
                Err(WireError::UnclaimedShortOptions)
            }
        }

        /// One action of any family, as share codes write it.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum ShareAction { $($variant(<$rules as WireFamily>::ShareAction)),+ }

        super::dispatch::family_serde!(ShareAction, newtype, $($variant => $rules),+);

        impl From<&session::Action> for ShareAction {
            fn from(action: &session::Action) -> Self {
                match action {
                    $(session::Action::$variant(a) => ShareAction::$variant(a.into())),+
                }
            }
        }

        impl From<ShareAction> for session::Action {
            fn from(action: ShareAction) -> Self {
                match action {
                    $(ShareAction::$variant(a) => session::Action::$variant(a.into())),+
                }
            }
        }
    };
}

crate::families::with_families!(over_families);

/// A whole game as share format 3 writes it, fields in this order: `times[i]` is the seconds
/// from the entry before (from `created` for the first) to `actions[i]`; `rules` is the rules
/// revision the game follows ([`rules::Revision`]), which format 2 added; `senders` is the phone of a
/// live table each action came from, which format 3 added: empty when no action came through
/// a live table (one byte), else one for every action.
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
    pub senders: Vec<Option<Sender>>,
}

/// A whole game as share format 2 wrote it: format 3 without the senders, so no action of
/// such a code names a phone. Its layout is fixed in the wire-tag table; a code is read as
/// format 1's game and then the fields each later format appended ([`ShareGameV1::with`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShareGameV2 {
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
/// for every game such a code carries (and without senders, as format 2).
///
/// Each later format appends its fields to the one before, and postcard writes a struct as its
/// fields one after the other, so every code starts with this: a reader takes it, then the
/// fields its format appended ([`ShareGameV1::with`]), with one reader of the whole game
/// for every format.
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

impl ShareGameV1 {
    /// The game with the fields later formats appended: the rules revision (format 2;
    /// [`rules::Revision::FIRST`] before), the senders (format 3; none before).
    pub fn with(self, rules: u16, senders: Vec<Option<Sender>>) -> ShareGame {
        let ShareGameV1 {
            name,
            options,
            players,
            created,
            cursor,
            times,
            actions,
        } = self;
        ShareGame {
            name,
            options,
            players,
            created,
            cursor,
            times,
            actions,
            rules,
            senders,
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
        let senders = if log.iter().any(|e| e.by.is_some()) {
            log.iter()
                .map(|e| e.by.as_ref().map(Sender::from))
                .collect()
        } else {
            Vec::new()
        };
        ShareGame {
            name: name.to_string(),
            options: options.into(),
            players: players.iter().map(Player::from).collect(),
            created,
            cursor: u32::try_from(cursor).unwrap_or(u32::MAX),
            times,
            actions,
            rules: options.revision().0,
            senders,
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
            senders,
        } = self;
        let created_at = time(created)?;
        if times.len() != actions.len() {
            return Err(WireError::TimesDoNotMatchActions);
        }
        let senders = match senders.len() {
            0 => vec![None; actions.len()],
            n if n == actions.len() => senders,
            _ => return Err(WireError::SendersDoNotMatchActions),
        };
        let mut at = created;
        let mut log = Vec::with_capacity(actions.len());
        for ((delta, action), by) in times.into_iter().zip(actions).zip(senders) {
            at = at.checked_add(delta).ok_or(WireError::TimeOverflow)?;
            log.push(LogEntry {
                at: time(at)?,
                action: action.into(),
                by: by.map(Into::into),
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
