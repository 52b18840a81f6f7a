//! Which reading of the rules a game follows.
//!
//! When the app's reading of a rule changes, a game already under way must keep replaying to
//! the position its players saw: its log was accepted under the old reading, and under the new
//! one an action in it may be refused or score differently. So every game records the revision
//! it was set up with, old saves and share codes count as revision 1, and each change of
//! reading is gated on the revision that introduced it. New games take [`Revision::CURRENT`].
//!
//! The revisions (each change is described in `docs/rules.md` and tested in `tests/`):
//! - **1**: the readings of the first released builds.
//! - **2**, the readings of the rule sheets, where revision 1 differed:
//!   - Catan duel: Largest Army that the holder loses by discarding knights goes to nobody
//!     until a player *plays* a knight to have at least 3 and more than the other;
//!   - Catan: the 14 knight cards and the 5 Victory Point cards are limits of the one deck,
//!     counted as cards drawn, whatever happens to them later;
//!   - Pirate Islands with 4 players: Victory Point cards are used as knights, never points;
//!   - Count, King & Robber: in the final scoring only the market's meeples may still join a
//!     feature (a farm); the other districts' meeples do nothing;
//!   - Jamaica, The Crew: the powers of the crew recruited (see `rules::jamaica::powers`).
//! - **3**, two readings of The Crew's sheet that revision 2 still missed:
//!   - the Look-Out's owner may also take a lair's treasure after the night move (the turn
//!     waits for the choice, as it waits for recruiting);
//!   - the Venetian Merchant's owner pays a fee with any mix of food and gold.
//! - **4**, the end of a game as the table counts it:
//!   - Catan: once the game is over, its standings count every point, the hidden victory point
//!     cards turned up (before, a game won by a hidden card recorded the public points only).

use serde::{Deserialize, Serialize};

/// A rules revision, from 1. Ordered: a change introduced by revision `n` holds in every game
/// whose revision is `n` or later.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Revision(pub u16);

impl Revision {
    /// The readings of the first released builds; every game saved before revisions existed.
    pub const FIRST: Revision = Revision(1);
    /// The rule sheets read line by line (see the module's list).
    pub const SHEETS: Revision = Revision(2);
    /// The Crew's sheet read again: the Look-Out after the night move, the Venetian Merchant's
    /// mixed payment (see the module's list).
    pub const CREW_SHEET: Revision = Revision(3);
    /// A finished game's standings count every point (see the module's list).
    pub const FULL_COUNT: Revision = Revision(4);
    /// The latest revision this build knows: saves and codes of a later one are refused.
    pub const LATEST: Revision = Revision::FULL_COUNT;
    /// The revision a new game is set up with.
    pub const CURRENT: Revision = Revision::FULL_COUNT;

    /// Whether a game of this revision follows the rule sheets' readings.
    pub fn follows_sheets(self) -> bool {
        self >= Revision::SHEETS
    }

    /// Whether a game of this revision reads The Crew's Look-Out and Venetian Merchant as
    /// revision 3 does.
    pub fn follows_crew_sheet(self) -> bool {
        self >= Revision::CREW_SHEET
    }

    /// Whether a finished game of this revision counts every point in its standings (Catan's
    /// hidden victory point cards), as revision 4 does.
    pub fn counts_hidden_points(self) -> bool {
        self >= Revision::FULL_COUNT
    }
}

impl Default for Revision {
    /// A new game: the current revision. Only old saves and codes bring an older one.
    fn default() -> Self {
        Revision::CURRENT
    }
}

/// The two revision methods of `GameRules` for a family whose options keep their reading in a
/// field named `revision`: written once here, used inside each such family's `impl`.
macro_rules! revision_in_options {
    () => {
        fn revision(options: &Self::Options) -> $crate::rules::Revision {
            options.revision
        }

        fn with_revision(
            mut options: Self::Options,
            revision: $crate::rules::Revision,
        ) -> Self::Options {
            options.revision = revision;
            options
        }
    };
}
pub(crate) use revision_in_options;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_games_follow_the_sheets_and_old_ones_do_not() {
        assert_eq!(Revision::default(), Revision::CURRENT);
        assert!(Revision::CURRENT.follows_sheets());
        assert!(!Revision::FIRST.follows_sheets());
        assert!(Revision::CURRENT.follows_crew_sheet());
        assert!(!Revision::SHEETS.follows_crew_sheet());
        assert!(Revision::CURRENT.counts_hidden_points());
        assert!(!Revision::CREW_SHEET.counts_hidden_points());
        assert!(Revision::CURRENT <= Revision::LATEST);
    }
}
