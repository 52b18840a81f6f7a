//! Feature scoring: what a feature is worth, shown as arithmetic the players can check, and
//! the entry that gives the points to the players the table named.
//!
//! The app does not see the board: the players count tiles and pennants, decide the majority
//! and say who scores (ties all score). The app does the sums, moves the meeples that come
//! back, and keeps the completed cities and roads that decide the King and the Robber.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::choices::{district_idle_in_final_scoring, TWO_TILE_CITY_POINTS_PER_TILE};
use super::count_king_robber::Completion;
use super::districts::{District, FeatureKind};
use super::expansions::Expansion;
use super::meeples::PlayerSet;
use super::tiles::tiles_in_game;
use super::{Options, Phase, Refusal, State};

/// Points per completed city tile and per pennant in a completed city.
pub const COMPLETED_CITY_EACH: u8 = 2;
/// Points per tile and per pennant of a city left unfinished at the end.
pub const UNFINISHED_CITY_EACH: u8 = 1;
/// Points per road tile, finished or not.
pub const ROAD_EACH: u8 = 1;
/// Points per tile of a monastery and its neighbours (9 when surrounded).
pub const MONASTERY_EACH: u8 = 1;
/// Tiles of a surrounded monastery: the monastery and its eight neighbours.
pub const MONASTERY_FULL: u8 = 9;

/// Who scores a feature, from the meeples each player has on it: the most, every one of
/// them on a tie, and nobody without a meeple. The scoring form proposes it; the players
/// may still change it before the entry, which the rules then check.
pub fn majority(meeples: &[u8]) -> Vec<bool> {
    let best = meeples.iter().copied().max().unwrap_or(0);
    meeples.iter().map(|&m| best > 0 && m == best).collect()
}
/// Points a farm earns per completed city it touches (the city of Carcassonne included).
pub const FARM_PER_CITY: u8 = 3;

/// A feature as the players count it on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Feature {
    City {
        tiles: u8,
        pennants: u8,
        completed: bool,
    },
    Road {
        tiles: u8,
        completed: bool,
    },
    /// `tiles`: the monastery and the neighbours around it, 1 to 9; 9 is completed.
    Monastery {
        tiles: u8,
    },
    /// Scored at the end only. `cities`: completed cities the farm touches on normal tiles;
    /// `carcassonne`: it also touches the city of Carcassonne (Count in play).
    Farm {
        cities: u8,
        carcassonne: bool,
    },
}

impl Feature {
    pub fn kind(&self) -> FeatureKind {
        match self {
            Feature::City { .. } => FeatureKind::City,
            Feature::Road { .. } => FeatureKind::Road,
            Feature::Monastery { .. } => FeatureKind::Monastery,
            Feature::Farm { .. } => FeatureKind::Farm,
        }
    }

    /// Completed features score during play; the others wait for the final scoring. A farm
    /// is never completed.
    pub fn is_completed(&self) -> bool {
        match *self {
            Feature::City { completed, .. } | Feature::Road { completed, .. } => completed,
            Feature::Monastery { tiles } => tiles >= MONASTERY_FULL,
            Feature::Farm { .. } => false,
        }
    }

    /// The arithmetic of the feature's points, line by line.
    pub fn breakdown(&self) -> Breakdown {
        let mut parts = Vec::new();
        match *self {
            Feature::City {
                tiles,
                pennants,
                completed,
            } => {
                let each = if !completed {
                    UNFINISHED_CITY_EACH
                } else if tiles == 2 {
                    TWO_TILE_CITY_POINTS_PER_TILE
                } else {
                    COMPLETED_CITY_EACH
                };
                parts.push(Part::new(Item::CityTile, tiles, each));
                if pennants > 0 {
                    parts.push(Part::new(Item::Pennant, pennants, each));
                }
            }
            Feature::Road { tiles, .. } => parts.push(Part::new(Item::RoadTile, tiles, ROAD_EACH)),
            Feature::Monastery { tiles } => {
                parts.push(Part::new(Item::MonasteryTile, tiles, MONASTERY_EACH))
            }
            Feature::Farm {
                cities,
                carcassonne,
            } => {
                parts.push(Part::new(Item::CompletedCity, cities, FARM_PER_CITY));
                if carcassonne {
                    parts.push(Part::new(Item::CarcassonneCity, 1, FARM_PER_CITY));
                }
            }
        }
        let total = parts.iter().map(Part::points).sum();
        Breakdown { parts, total }
    }

    /// Sizes that can exist with the tiles of the chosen expansions, so a slip of the finger
    /// (a city of 200 tiles) is refused instead of scored.
    fn check(&self, options: &Options) -> Result<(), Refusal> {
        let max = tiles_in_game(options);
        let ok = match *self {
            Feature::City {
                tiles,
                pennants,
                completed,
            } => (if completed { 2 } else { 1 }) <= tiles && tiles <= max && pennants <= tiles,
            Feature::Road { tiles, .. } => (1..=max).contains(&tiles),
            Feature::Monastery { tiles } => (1..=MONASTERY_FULL).contains(&tiles),
            Feature::Farm {
                cities,
                carcassonne,
            } => {
                if carcassonne && !options.count {
                    return Err(Refusal::NoCarcassonneCity);
                }
                cities <= max / 2
            }
        };
        if ok {
            Ok(())
        } else {
            Err(Refusal::ImpossibleFeature)
        }
    }
}

/// What a line of a breakdown counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    CityTile,
    Pennant,
    RoadTile,
    MonasteryTile,
    CompletedCity,
    CarcassonneCity,
}

impl Item {
    /// The English name of `count` of these, for the breakdown's `Display` and the app's
    /// English table (the other languages have their own).
    pub fn name(self, count: u8) -> &'static str {
        let one = count == 1;
        match self {
            Item::CityTile if one => "city tile",
            Item::CityTile => "city tiles",
            Item::Pennant if one => "pennant",
            Item::Pennant => "pennants",
            Item::RoadTile if one => "road tile",
            Item::RoadTile => "road tiles",
            Item::MonasteryTile if one => "monastery tile",
            Item::MonasteryTile => "tiles with the monastery",
            Item::CompletedCity if one => "completed city",
            Item::CompletedCity => "completed cities",
            Item::CarcassonneCity => "the city of Carcassonne",
        }
    }
}

/// One line of a breakdown: `count` items worth `each` points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub item: Item,
    pub count: u8,
    pub each: u8,
}

impl Part {
    fn new(item: Item, count: u8, each: u8) -> Part {
        Part { item, count, each }
    }

    pub fn points(&self) -> i64 {
        i64::from(self.count) * i64::from(self.each)
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.item == Item::CarcassonneCity {
            return write!(f, "{}: {}", self.item.name(1), self.points());
        }
        write!(
            f,
            "{} {} × {} = {}",
            self.count,
            self.item.name(self.count),
            self.each,
            self.points()
        )
    }
}

/// The points of a feature with the sum that makes them, for the UI to show before and after
/// the entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    pub parts: Vec<Part>,
    pub total: i64,
}

impl fmt::Display for Breakdown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            part.fmt(f)?;
        }
        write!(f, ". Total {} points.", self.total)
    }
}

/// One scoring: the feature, who scores it, and the meeples that come back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreEntry {
    pub feature: Feature,
    /// The players with the most meeples on it, as decided at the table; ties all score.
    /// Empty when nobody has a meeple there (a completed city still counts for the King).
    pub scorers: PlayerSet,
    /// Per seat, the meeples that were on the feature and go back to the supply. Empty means
    /// none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub returned: Vec<u8>,
    /// Per seat, meeples moved from the matching district of Carcassonne onto the feature
    /// just before it scores (the Count). They go back to the supply with the others. Empty
    /// means none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub from_district: Vec<u8>,
}

impl ScoreEntry {
    /// An entry with nobody moving in from the city.
    pub fn new(feature: Feature, scorers: PlayerSet, returned: Vec<u8>) -> ScoreEntry {
        ScoreEntry {
            feature,
            scorers,
            returned,
            from_district: Vec::new(),
        }
    }
}

impl State {
    /// Whether meeples may leave `district` now to join the feature it feeds, or why not: the
    /// one place that decides it, for the scoring and for the screen that offers the move.
    pub fn district_exit(&self, options: &Options, district: District) -> Result<(), Refusal> {
        if !options.count {
            return Err(Refusal::ExpansionNotInPlay(Expansion::Count));
        }
        if self.phase == Phase::FinalScoring && district_idle_in_final_scoring(options, district) {
            return Err(Refusal::DistrictIdleInFinalScoring { district });
        }
        if district == self.count_at {
            return Err(Refusal::CountGuardsDistrict { district });
        }
        Ok(())
    }

    pub(super) fn score(
        &mut self,
        options: &Options,
        players: usize,
        entry: &ScoreEntry,
    ) -> Result<(), Refusal> {
        let feature = entry.feature;
        feature.check(options)?;
        let completed = feature.is_completed();
        match self.phase {
            Phase::Play if !completed => return Err(Refusal::NotScoredDuringPlay),
            Phase::FinalScoring if completed => return Err(Refusal::AlreadyScoredWhenCompleted),
            Phase::Finished => return Err(Refusal::GameFinished),
            _ => {}
        }
        if !entry.scorers.fits(players) {
            return Err(Refusal::NoSuchPlayer);
        }
        for list in [&entry.returned, &entry.from_district] {
            if !list.is_empty() && list.len() != players {
                return Err(Refusal::WrongListLength);
            }
        }
        let district = District::for_feature(feature.kind());
        if entry.from_district.iter().any(|&n| n > 0) {
            self.district_exit(options, district)?;
        }
        let at = |list: &[u8], p: usize| list.get(p).copied().unwrap_or(0);
        for p in 0..players {
            let own = &self.meeples[p];
            if at(&entry.returned, p) > own.on_features {
                return Err(Refusal::TooManyReturned);
            }
            if at(&entry.from_district, p) > own.in_districts[district.index()] {
                return Err(Refusal::DistrictTooFew { district });
            }
            let frees = at(&entry.returned, p) > 0 || at(&entry.from_district, p) > 0;
            if entry.scorers.contains(p) && !frees {
                return Err(Refusal::ScorerWithoutMeeple);
            }
        }

        let points = feature.breakdown().total;
        for p in entry.scorers.seats() {
            if let Some(score) = self.scores.get_mut(p) {
                *score += points;
            }
        }
        self.free_from_feature(&entry.returned, district, &entry.from_district)?;
        if self.phase == Phase::Play {
            let active = usize::from(self.turn.player);
            match feature {
                Feature::City { tiles, .. } | Feature::Road { tiles, .. } => {
                    self.completed.push(Completion {
                        kind: feature.kind(),
                        tiles,
                        by: self.turn.player,
                    })
                }
                _ => {}
            }
            if !entry.scorers.is_empty() && !entry.scorers.contains(active) {
                self.turn.city_entry_earned = true;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_meeples_score_and_a_tie_shares() {
        assert_eq!(majority(&[2, 1, 2]), vec![true, false, true]);
        assert_eq!(majority(&[0, 1, 0]), vec![false, true, false]);
        assert_eq!(majority(&[0, 0]), vec![false, false], "no meeple, no score");
    }

    fn city(tiles: u8, pennants: u8, completed: bool) -> Feature {
        Feature::City {
            tiles,
            pennants,
            completed,
        }
    }

    #[test]
    fn completed_cities_count_two_a_tile_and_a_pennant() {
        let b = city(5, 2, true).breakdown();
        assert_eq!(b.total, 14);
        assert_eq!(
            b.to_string(),
            "5 city tiles × 2 = 10; 2 pennants × 2 = 4. Total 14 points."
        );
        assert_eq!(city(2, 0, true).breakdown().total, 4);
    }

    #[test]
    fn unfinished_cities_count_one_a_tile_and_a_pennant() {
        assert_eq!(city(5, 2, false).breakdown().total, 7);
        assert_eq!(city(1, 0, false).breakdown().parts.len(), 1);
    }

    #[test]
    fn roads_monasteries_and_farms() {
        let road = Feature::Road {
            tiles: 4,
            completed: true,
        };
        assert_eq!(road.breakdown().total, 4);
        assert_eq!(Feature::Monastery { tiles: 9 }.breakdown().total, 9);
        assert!(Feature::Monastery { tiles: 9 }.is_completed());
        assert!(!Feature::Monastery { tiles: 6 }.is_completed());
        let farm = Feature::Farm {
            cities: 3,
            carcassonne: true,
        };
        assert_eq!(farm.breakdown().total, 12);
        assert_eq!(
            farm.breakdown().to_string(),
            "3 completed cities × 3 = 9; the city of Carcassonne: 3. Total 12 points."
        );
        assert!(!farm.is_completed());
    }

    #[test]
    fn impossible_sizes_are_refused() {
        let base = Options::default();
        assert_eq!(
            city(3, 4, true).check(&base),
            Err(Refusal::ImpossibleFeature)
        );
        assert_eq!(
            city(1, 0, true).check(&base),
            Err(Refusal::ImpossibleFeature)
        );
        assert_eq!(city(1, 1, false).check(&base), Ok(()));
        assert_eq!(
            Feature::Road {
                tiles: 73,
                completed: true
            }
            .check(&base),
            Err(Refusal::ImpossibleFeature)
        );
        assert_eq!(
            Feature::Monastery { tiles: 10 }.check(&base),
            Err(Refusal::ImpossibleFeature)
        );
        assert_eq!(
            Feature::Farm {
                cities: 1,
                carcassonne: true
            }
            .check(&base),
            Err(Refusal::NoCarcassonneCity)
        );
    }
}
