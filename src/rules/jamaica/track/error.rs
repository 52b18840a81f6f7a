//! Why the track refuses something: a move it cannot make ([`MoveError`]) or a track that
//! breaks the rules' invariants ([`TrackError`]), with the sentence shown to the player.

use std::fmt;

use super::{LAIRS, MAX_COST};

/// Why a move cannot be made on the track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The move passes a fork (or, backward, a merge) and no branch was chosen for it.
    BranchNeeded { at: u8, options: Vec<u8> },
    /// The branch chosen at this fork is not one of its two ways.
    BadBranch { at: u8, chosen: u8 },
    /// More branches were given than forks passed.
    UnusedBranch,
    /// The position is not on this track.
    OffTrack,
    /// The move would take the ship more than [`MAX_LAP`](super::MAX_LAP) laps away.
    TooManyLaps,
}

/// Why a track is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrackError {
    /// The data file is not valid TOML or misses a field; the text says where.
    Parse(String),
    Empty,
    TooManySpaces(usize),
    /// Spaces must be listed in order, space `n` at position `n`.
    IdOutOfOrder {
        index: usize,
        id: u8,
    },
    PortRoyalNotFirst,
    PortRoyalCount(usize),
    /// Port Royal has exactly one way out, to the start of the race.
    PortRoyalExits,
    BadNext {
        space: u8,
    },
    TooManyPredecessors {
        space: u8,
    },
    CostMissing {
        space: u8,
    },
    CostNotAllowed {
        space: u8,
    },
    CostOutOfRange {
        space: u8,
    },
    LairCount(usize),
    CannotReachPortRoyal {
        space: u8,
    },
    Unreachable {
        space: u8,
    },
    /// A loop that never passes Port Royal.
    Loop {
        space: u8,
    },
    /// A fork whose two ways never meet again before Port Royal, or meet where another fork's
    /// ways meet.
    UnpairedFork {
        space: u8,
    },
    ForksAndMerges {
        forks: usize,
        merges: usize,
    },
    FinishScore,
    /// A score printed lower than the one before it.
    ScoreDrops {
        space: u8,
    },
    NoSuchSpace(u8),
}

impl fmt::Display for TrackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrackError::Parse(e) => write!(f, "The track data cannot be read: {e}"),
            TrackError::Empty => f.write_str("The track has no spaces."),
            TrackError::TooManySpaces(n) => write!(f, "A track has at most 255 spaces, not {n}."),
            TrackError::IdOutOfOrder { index, id } => write!(
                f,
                "Space number {id} is listed in position {index}: list the spaces in order from 0."
            ),
            TrackError::PortRoyalNotFirst => f.write_str("Space 0 must be Port Royal."),
            TrackError::PortRoyalCount(n) => {
                write!(f, "The track needs exactly one Port Royal, not {n}.")
            }
            TrackError::PortRoyalExits => {
                f.write_str("Port Royal must lead to exactly one space, the start of the race.")
            }
            TrackError::BadNext { space } => write!(
                f,
                "Space {space} must lead forward to one or two other existing spaces."
            ),
            TrackError::TooManyPredecessors { space } => {
                write!(f, "More than two ways lead into space {space}.")
            }
            TrackError::CostMissing { space } => {
                write!(f, "Space {space} is a port or sea space and needs a fee.")
            }
            TrackError::CostNotAllowed { space } => write!(
                f,
                "Space {space} is a lair or Port Royal, which ask no fee: remove its cost."
            ),
            TrackError::CostOutOfRange { space } => {
                write!(f, "The fee of space {space} must be between 1 and {MAX_COST}.")
            }
            TrackError::LairCount(n) => {
                write!(f, "The board has {LAIRS} pirate lairs, but this track has {n}.")
            }
            TrackError::CannotReachPortRoyal { space } => {
                write!(f, "From space {space} no way forward reaches Port Royal.")
            }
            TrackError::Unreachable { space } => {
                write!(f, "No way from Port Royal reaches space {space}.")
            }
            TrackError::Loop { space } => {
                write!(f, "Space {space} is on a loop that never passes Port Royal.")
            }
            TrackError::UnpairedFork { space } => write!(
                f,
                "The two ways out of the fork at space {space} do not meet again at a merge of their own."
            ),
            TrackError::ForksAndMerges { forks, merges } => write!(
                f,
                "Every fork needs its merge, but the track has {forks} forks and {merges} merges."
            ),
            TrackError::FinishScore => f.write_str(
                "Port Royal's printed score must be the finish score of the track.",
            ),
            TrackError::ScoreDrops { space } => write!(
                f,
                "The score printed on space {space} is lower than the space before it."
            ),
            TrackError::NoSuchSpace(id) => write!(f, "There is no space {id} on the track."),
        }
    }
}

impl std::error::Error for TrackError {}
