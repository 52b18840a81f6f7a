//! The vocabulary of the board: a space and its kind, the two lanes of a fork, where a ship
//! is (space and lap) and which way a move goes. Everything else in the track is built from
//! these.

use serde::{Deserialize, Serialize};

// The board's limits sit with its spaces, where both the validation and the error messages
// read them, so neither of those two files imports the other.

/// The board has nine pirate lairs, one treasure token each.
pub const LAIRS: usize = 9;

/// The largest fee a corrected space may ask: far above anything printed, it only catches typos.
pub const MAX_COST: u8 = 20;

/// Laps a position may be away from the race lap. A ship is at most one lap behind (after a
/// backward first move); the bound keeps lap arithmetic far from overflow whatever is entered.
pub const MAX_LAP: i8 = 3;

/// The two ways out of a fork.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    /// The shorter way.
    Inner,
    /// The longer way.
    Outer,
}

/// What a space is, which decides what ending a move there costs or gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpaceKind {
    /// Start and finish. No fee, no combat.
    PortRoyal,
    /// Open sea: the fee is paid in food.
    Sea,
    /// A port: the fee is paid in gold.
    Port,
    /// A pirate lair: free, and holds a treasure token at the start.
    Lair,
}

impl SpaceKind {
    /// Whether ending a move here asks a fee.
    pub fn has_cost(self) -> bool {
        matches!(self, SpaceKind::Sea | SpaceKind::Port)
    }
}

/// One space of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Space {
    pub kind: SpaceKind,
    /// The fee (food at sea, gold in a port); `None` on lairs and Port Royal.
    pub cost: Option<u8>,
    /// The number printed for end-of-game scoring.
    pub score: i8,
    /// Forward successors: two at a fork.
    pub next: Vec<u8>,
}

/// Where a ship is: the space, and the lap.
///
/// Lap 0 is the race lap, and a ship starts in Port Royal at lap 0. Sailing forward into Port
/// Royal adds a lap and sailing backward out of it takes one away, so a backward first move
/// leaves the ship behind the start line at lap -1 (it must still sail the whole loop), and a
/// ship that finished is in Port Royal at lap 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    pub space: u8,
    pub lap: i8,
}

impl Position {
    /// Every ship's position before the first move.
    pub const START: Position = Position { space: 0, lap: 0 };

    /// In Port Royal after sailing the whole loop.
    pub fn finished(self) -> bool {
        self.space == 0 && self.lap >= 1
    }
}

/// Which way a move goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    Forward,
    Backward,
}

impl Dir {
    pub fn word(self) -> &'static str {
        match self {
            Dir::Forward => "forward",
            Dir::Backward => "backward",
        }
    }
}
