//! The score pad on the wire: its options and actions.
//!
//! Rule of this file (see the module [`crate::wire`]): variants are appended, never reordered
//! or renamed; a removed one stays as a placeholder. Each variant's JSON tag is its
//! `#[serde(rename)]` (or its `= "Tag"` in a `unit_mirror!`) and its postcard
//! index the `tag N` of its doc comment.

use serde::{Deserialize, Serialize};

use super::common::{DiceMode, Roll};
use super::dispatch::WireFamily;
use super::mirror::{struct_mirror, unit_mirror};
use super::share::ShortShareOptions;
use crate::rules::scorepad as rules;

/// The score pad's tags, the first of the list; saves and share codes write the same actions.
impl WireFamily for rules::ScorePad {
    const TAG: &'static str = "ScorePad";
    const INDEX: u32 = 0;
    type Options = Options;
    type Action = Action;
    type ShareAction = Action;
    type Refusal = std::convert::Infallible;
}

/// No shorter form: a share code writes these options plainly.
impl ShortShareOptions for rules::ScorePad {}

unit_mirror! {
    /// Which end of the table wins.
    pub enum Winner for rules::Winner {
        /// tag 0
        Highest = "Highest",
        /// tag 1
        Lowest = "Lowest",
    }
}

struct_mirror! {
    /// The score pad's options, fields in this order.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Options for rules::Options {
        rounds: bool => copy,
        target: Option<i64> => copy,
        winner: Winner => into,
        dice: DiceMode => into,
    }
}

/// A score pad entry. `player` is a `usize`, which serde writes as a `u64` on every platform.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// tag 0
    #[serde(rename = "Score")]
    Score { player: usize, points: i64 },
    /// tag 1
    #[serde(rename = "NextRound")]
    NextRound,
    /// tag 2
    #[serde(rename = "Finish")]
    Finish,
    /// tag 3
    #[serde(rename = "Roll")]
    Roll(Roll),
    /// tag 4: `round` counted from 1.
    #[serde(rename = "Correct")]
    Correct {
        round: usize,
        player: usize,
        points: i64,
    },
}

impl From<&rules::Action> for Action {
    fn from(a: &rules::Action) -> Self {
        match a {
            rules::Action::Score { player, points } => Action::Score {
                player: *player,
                points: *points,
            },
            rules::Action::NextRound => Action::NextRound,
            rules::Action::Finish => Action::Finish,
            rules::Action::Roll(r) => Action::Roll(r.into()),
            rules::Action::Correct {
                round,
                player,
                points,
            } => Action::Correct {
                round: *round,
                player: *player,
                points: *points,
            },
        }
    }
}

impl From<Action> for rules::Action {
    fn from(a: Action) -> Self {
        match a {
            Action::Score { player, points } => rules::Action::Score { player, points },
            Action::NextRound => rules::Action::NextRound,
            Action::Finish => rules::Action::Finish,
            Action::Roll(r) => rules::Action::Roll(r.into()),
            Action::Correct {
                round,
                player,
                points,
            } => rules::Action::Correct {
                round,
                player,
                points,
            },
        }
    }
}
