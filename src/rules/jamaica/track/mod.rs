//! The race track as a directed graph, loaded from `src/rules/jamaica/data/track.toml`.
//!
//! The board was transcribed from photos and still needs proof-reading, so the track is data,
//! not code: it travels in the game's options (a corrected space is kept with the game that
//! uses it) and every way of building one goes through [`Track::validate`], which refuses a
//! track that breaks the invariants the rules rely on (every space reaches Port Royal, forks
//! and merges pair up, nine lairs, a cost on every port and sea space). Once a `Track` exists
//! its indexes are known to be in range, but the code still looks every index up with `get`
//! so that no input can make it panic.
//!
//! Files: `space` (the board's vocabulary: spaces, lanes, positions, directions), `error`
//! (why a move or a track is refused), `data` (the shipped data file, the stored form, the
//! default board), `validate` (the invariants and the derived tables), `edit` (corrections
//! to spaces), `walk` (sailing: moves, landings, the way back after a shortage) and `race`
//! (what a position is worth: its lane, the spaces left, the end-of-game score). This file
//! holds the [`Track`] itself and what it can be asked directly.

mod data;
mod edit;
mod error;
mod race;
mod space;
mod validate;
mod walk;

pub use data::{TRACK_JSON, TRACK_TOML};
pub use edit::SpaceEdit;
pub use error::{MoveError, TrackError};
pub use space::{Dir, Lane, Position, Space, SpaceKind, LAIRS, MAX_COST, MAX_LAP};

use serde::{Deserialize, Serialize};

use data::TrackData;

/// A validated track. Only [`Track::validate`] builds one (deserializing goes through it too).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "TrackData", into = "TrackData")]
pub struct Track {
    red_line_score: i8,
    finish_score: i8,
    spaces: Vec<Space>,
    /// Derived from `spaces` at validation: backward neighbours of each space.
    prev: Vec<Vec<u8>>,
    /// Derived: fewest forward steps to Port Royal; for Port Royal itself, the shortest loop.
    dist: Vec<u16>,
}

impl Track {
    pub fn len(&self) -> usize {
        self.spaces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }

    pub fn space(&self, id: u8) -> Option<&Space> {
        self.spaces.get(usize::from(id))
    }

    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }

    /// Backward neighbours: two at a merge.
    pub fn prev(&self, id: u8) -> &[u8] {
        self.prev.get(usize::from(id)).map_or(&[], Vec::as_slice)
    }

    pub fn red_line_score(&self) -> i8 {
        self.red_line_score
    }

    pub fn finish_score(&self) -> i8 {
        self.finish_score
    }

    /// The lairs, in space order: where the treasure tokens lie at the start.
    pub fn lairs(&self) -> Vec<u8> {
        (0..self.spaces.len() as u8)
            .filter(|&i| self.spaces[usize::from(i)].kind == SpaceKind::Lair)
            .collect()
    }

    /// Spaces with two ways forward.
    pub fn forks(&self) -> Vec<u8> {
        (0..self.spaces.len() as u8)
            .filter(|&i| self.spaces[usize::from(i)].next.len() == 2)
            .collect()
    }

    /// Spaces with two ways in.
    pub fn merges(&self) -> Vec<u8> {
        (0..self.prev.len() as u8)
            .filter(|&i| self.prev[usize::from(i)].len() == 2)
            .collect()
    }

    /// Steps of the shortest loop from Port Royal back to it.
    pub fn loop_length(&self) -> u16 {
        self.dist.first().copied().unwrap_or(0)
    }

    /// Fewest forward steps from `space` to Port Royal (for Port Royal: the whole loop).
    pub fn steps_to_port_royal(&self, space: u8) -> Option<u16> {
        self.dist.get(usize::from(space)).copied()
    }

    /// Whether a position is on this track and within the lap bounds.
    pub fn contains(&self, pos: Position) -> bool {
        usize::from(pos.space) < self.spaces.len() && pos.lap.abs() <= MAX_LAP
    }
}
