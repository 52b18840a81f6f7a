//! Corrections to the board. It was transcribed from photos, so a player who finds a space
//! printed differently on their board enters the space as printed; the corrected track is
//! checked again as a whole and travels with the game.

use serde::{Deserialize, Serialize};

use super::{SpaceKind, Track, TrackError};

/// A correction of one space, as a player enters it after checking the physical board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceEdit {
    pub space: u8,
    pub kind: SpaceKind,
    pub cost: Option<u8>,
    pub score: i8,
}

impl Track {
    /// The same track with some spaces corrected, checked again as a whole (so a lair and a
    /// sea space can swap in one go).
    pub fn with_edits(&self, edits: &[SpaceEdit]) -> Result<Track, TrackError> {
        let mut spaces = self.spaces.clone();
        for edit in edits {
            let space = spaces
                .get_mut(usize::from(edit.space))
                .ok_or(TrackError::NoSuchSpace(edit.space))?;
            space.kind = edit.kind;
            space.cost = edit.cost;
            space.score = edit.score;
        }
        let finish = if edits.iter().any(|e| e.space == 0) {
            spaces[0].score
        } else {
            self.finish_score
        };
        Track::validate(self.red_line_score, finish, spaces)
    }
}
