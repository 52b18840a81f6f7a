//! The points the seed sheet leaves open, each settled once, named, and used by the code.
//!
//! Every choice is a constant of a small enum, so a later edition or a house rule is a change
//! in one place, and the rule reference can show which reading the app follows.

use super::districts::District;
use super::Options;

/// How often a player may buy back a captured meeple.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RansomLimit {
    /// One ransom in the buyer's own turn, as the FAQ summaries say (docs/rules.md 5.2).
    OncePerTurn,
    /// Any number of ransoms in a turn.
    Unlimited,
}

/// Settled: at most one ransom a turn, paid by the player whose turn it is.
pub const RANSOM_LIMIT: RansomLimit = RansomLimit::OncePerTurn;

/// When a player earns the right to put a meeple into the city of Carcassonne.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountTrigger {
    /// The player whose tile completes a feature that gives points to opponents and none to
    /// them (the publisher's news post, docs/rules.md 5.3). Judged per feature: if the same
    /// tile also completes a feature that scores for them, the right stays earned.
    ActivePlayerFeatureScoresOnlyOpponents,
}

/// Settled: the publisher's per-feature reading; at most one meeple per turn (seed and rules).
pub const COUNT_TRIGGER: CountTrigger = CountTrigger::ActivePlayerFeatureScoresOnlyOpponents;

/// When the Count moves between districts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountMove {
    /// Only when a player places a meeple into the city: that player may then move the Count
    /// to any other district (the Count of Carcassonne rule). Nothing else moves him.
    WithCityPlacement,
}

/// Settled: the Count moves only with a placement into the city, by the placing player.
pub const COUNT_MOVE: CountMove = CountMove::WithCityPlacement;

/// Whether the meeples of `district` may no longer leave it in the final scoring.
///
/// From rules revision 2, as the Count, King & Robber sheet says: in the final scoring, the
/// meeples still in the other districts do nothing. Farms are scored only at the end, so the
/// market's meeples may still join farms then; the castle's, the blacksmith's and the
/// cathedral's may not join an unfinished city, road or monastery. Revision 1 read the rule's
/// "before a feature is scored" without exception and let every district feed its feature.
pub fn district_idle_in_final_scoring(options: &Options, district: District) -> bool {
    options.revision.follows_sheets() && district != District::Market
}

/// What happens to a drawn tile that fits nowhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnplaceableTile {
    /// It goes back to the box and the player draws another (the publisher's current rule),
    /// so the pile shrinks by one more tile that turn.
    BackToBoxAndRedraw,
}

/// Settled: an unplaceable tile leaves the game and the player draws again.
pub const UNPLACEABLE_TILE: UnplaceableTile = UnplaceableTile::BackToBoxAndRedraw;

/// Whether a tower stays closed when the meeple on its top is captured.
///
/// docs/rules.md 5.2: a meeple on top closes the tower for good, so capturing that meeple later
/// (by another tower's floor) does not reopen it.
pub const TOWER_STAYS_CLOSED_AFTER_CAPTURE: bool = true;

/// How a tie for the most points ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreak {
    /// The base rules have no tie-breaker: tied players share the win.
    SharedWin,
}

/// Settled: a shared win.
pub const TIE_BREAK: TieBreak = TieBreak::SharedWin;

/// Points per tile of a completed city of two tiles.
///
/// The first edition gave 1 point a tile for a two-tile city; the current rules give every
/// completed city 2 points a tile and 2 a pennant. We follow the current rules.
pub const TWO_TILE_CITY_POINTS_PER_TILE: u8 = 2;

/// Whether the King's bonus counts the city of Carcassonne as a completed city when the Count
/// is in play (docs/rules.md 5.3, the King).
pub const KING_COUNTS_CARCASSONNE: bool = true;
