//! The stored and shared formats: types of our own that fix every name, order and attribute
//! that serde writes, decoupled from the rules' types.
//!
//! Why: saves (JSON) and share codes (postcard) used to serialise the rules' own types, so
//! renaming a variant or a field in `rules/` changed every save written afterwards, and
//! reordering variants or fields silently changed the share code (postcard writes a variant as
//! its position and a struct as its fields in order, with no names). Here the format is spelled
//! out once and the rules are free to change: a rules change shows up as a compile error in a
//! conversion below, never as different bytes.
//!
//! What is here:
//! - one file per family ([`scorepad`], [`catan`], [`jamaica`], [`carcassonne`]) with its
//!   types, their conversions and its tags ([`dispatch::WireFamily`]), and [`common`] for what
//!   every family shares (players, dice, setup, log entries, the options and action enums over
//!   the families, generated from the one list `crate::families` by [`dispatch`]);
//! - [`save`]: the JSON save envelope (versions 1 to 4) and the stored head of version 2 on;
//! - [`share`]: the postcard body of a share code, with its own columns of times, Jamaica's
//!   shipped track reduced to a flag and Carcassonne's actions with every field written.
//!
//! The rules every file here follows, checked by `tests/wire_tags.rs` against the committed
//! table `tests/golden/wire_tags.txt`:
//! - **Variants are appended, never reordered or renamed.** Each variant names its JSON tag
//!   (`#[serde(rename = "…")]`, or `Variant = "…"` in a `mirror::unit_mirror`, which writes an
//!   enum of unit variants and its conversions) and its postcard index (`/// tag N`, its
//!   position); a variant of an enum over the families has its family's tags
//!   ([`dispatch::WireFamily`]). A removed
//!   variant stays where it was as a placeholder, so the ones after it keep their index, and
//!   its conversion back into the rules refuses it.
//! - **Struct fields keep their names, order and serde attributes.** Postcard writes fields
//!   by position and without names, so a new field in anything a share code carries needs a
//!   new share format version; old saves still read a new field marked `#[serde(default)]`.
//! - **Conversions are exhaustive both ways**: matches without wildcards and struct patterns
//!   without `..`, so a variant or a field added to the rules does not compile until the wire
//!   layer says how it is written. Rules to wire is [`From`] by reference; wire to rules is
//!   [`From`], or [`TryFrom`] with [`WireError`] where the rules validate (the Jamaica track).
//!
//! The module is pure: serde, chrono and the rules' types, nothing else.

pub mod carcassonne;
pub mod catan;
pub mod common;
pub mod dispatch;
pub mod jamaica;
pub(crate) mod mirror;
pub mod refusal;
pub mod save;
pub mod scorepad;
pub mod share;
pub mod time;

use std::fmt;

use refusal::FamilyRefusal;

pub use common::{Action, GameOptions, LogEntry, Player, PlayerColour, Sender, Setup};
pub use save::{
    EnvelopeV2, HeadGameV2, HeadV2, SaveEnvelopeV1, SaveEnvelopeV2, SavedGameV1, SummaryV2,
};
pub use share::{ShareGame, ShareGameV1, ShareGameV2};

/// Why stored or shared content does not convert back into the rules' types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// A family's rules refuse what was read (the Jamaica track, by its `validate`), with the
    /// family's own typed error ([`dispatch::WireFamily::Refusal`]).
    Refused(FamilyRefusal),
    /// A share code's time is not a date chrono can hold.
    TimeOutOfRange(i64),
    /// A share code's time, added up from the deltas, overflows.
    TimeOverflow,
    /// A share code's time column and action column differ in length.
    TimesDoNotMatchActions,
    /// A share code's sender column is neither empty nor one sender (or none) an action.
    SendersDoNotMatchActions,
    /// A share code's undo cursor does not fit this platform's `usize`.
    Cursor,
    /// A rules revision this build does not know (see [`crate::rules::Revision`]).
    UnknownRevision(u16),
    /// A share code's short form of options that no family reads back.
    UnclaimedShortOptions,
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Refused(e) => e.fmt(f),
            WireError::TimeOutOfRange(seconds) => write!(f, "the time {seconds} is out of range"),
            WireError::TimeOverflow => f.write_str("a time is out of range"),
            WireError::TimesDoNotMatchActions => f.write_str("the times do not match the actions"),
            WireError::SendersDoNotMatchActions => {
                f.write_str("the senders do not match the actions")
            }
            WireError::Cursor => f.write_str("bad cursor"),
            WireError::UnknownRevision(r) => write!(f, "the rules revision {r} is unknown"),
            WireError::UnclaimedShortOptions => f.write_str("options no game reads"),
        }
    }
}

impl std::error::Error for WireError {}

/// A conversion that cannot fail, beside those that can, in the dispatch over the families.
impl From<std::convert::Infallible> for WireError {
    fn from(never: std::convert::Infallible) -> Self {
        match never {}
    }
}

#[cfg(test)]
mod tests;
