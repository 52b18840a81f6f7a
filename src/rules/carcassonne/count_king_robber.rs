//! Count, King & Robber: the city of Carcassonne with its four districts and the Count, and
//! the King and Robber tiles for the largest completed city and road.
//!
//! The King and the Robber are never stored: they are derived from the list of completed
//! cities and roads, in the order they were entered.

use super::choices::{CountMove, COUNT_MOVE, KING_COUNTS_CARCASSONNE};
use super::districts::{District, FeatureKind};
use super::expansions::Expansion;
use super::{Options, Phase, Refusal, State};

/// A completed city or road, as entered: its size and who placed the completing tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Completion {
    pub kind: FeatureKind,
    pub tiles: u8,
    /// The seat whose tile completed it, whoever owned it.
    pub by: u8,
}

/// The end-of-game bonuses of one player, shown beside the track score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FinalBonus {
    /// +1 per completed city, for the King.
    pub king: i64,
    /// +1 per completed road, for the Robber.
    pub robber: i64,
}

impl FinalBonus {
    pub fn total(&self) -> i64 {
        self.king + self.robber
    }
}

/// Who holds the tile for `kind`: the first completer, replaced by whoever completes a
/// strictly larger one. A tie keeps the tile where it is.
fn holder(completed: &[Completion], kind: FeatureKind) -> Option<(u8, u8)> {
    completed
        .iter()
        .filter(|c| c.kind == kind)
        .fold(None, |best: Option<(u8, u8)>, c| match best {
            Some((_, size)) if c.tiles <= size => best,
            _ => Some((c.by, c.tiles)),
        })
}

impl State {
    /// The seat holding the King tile and the size of the city that won it.
    pub fn king(&self) -> Option<(usize, u8)> {
        holder(&self.completed, FeatureKind::City).map(|(p, n)| (usize::from(p), n))
    }

    /// The seat holding the Robber tile and the size of the road that won it.
    pub fn robber(&self) -> Option<(usize, u8)> {
        holder(&self.completed, FeatureKind::Road).map(|(p, n)| (usize::from(p), n))
    }

    /// Completed cities entered so far (the city of Carcassonne not included).
    pub fn completed_cities(&self) -> usize {
        self.completed
            .iter()
            .filter(|c| c.kind == FeatureKind::City)
            .count()
    }

    pub fn completed_roads(&self) -> usize {
        self.completed
            .iter()
            .filter(|c| c.kind == FeatureKind::Road)
            .count()
    }

    /// What `player` gets at the end from the King and the Robber, as things stand now.
    /// Without King & Robber, nothing.
    pub fn final_bonus(&self, options: &Options, player: usize) -> FinalBonus {
        if !options.king_robber {
            return FinalBonus::default();
        }
        let mut bonus = FinalBonus::default();
        if self.king().map(|(p, _)| p) == Some(player) {
            let carcassonne = usize::from(options.count && KING_COUNTS_CARCASSONNE);
            bonus.king = (self.completed_cities() + carcassonne) as i64;
        }
        if self.robber().map(|(p, _)| p) == Some(player) {
            bonus.robber = self.completed_roads() as i64;
        }
        bonus
    }

    /// Meeples `player` has in `district`.
    pub fn district_meeples(&self, player: usize, district: District) -> u8 {
        self.meeples
            .get(player)
            .map_or(0, |m| m.in_districts[district.index()])
    }

    /// True when the active player may put a meeple into Carcassonne now.
    pub fn may_enter_city(&self, options: &Options) -> bool {
        options.count
            && self.phase == Phase::Play
            && self.turn.city_entry_earned
            && !self.turn.city_entry_used
    }

    /// The active player puts a meeple from the supply into `district`, and may move the
    /// Count to another district.
    pub(super) fn enter_city(
        &mut self,
        options: &Options,
        district: District,
        count_to: Option<District>,
    ) -> Result<(), Refusal> {
        if !options.count {
            return Err(Refusal::ExpansionNotInPlay(Expansion::Count));
        }
        if self.turn.city_entry_used {
            return Err(Refusal::CityEntryUsed);
        }
        if !self.turn.city_entry_earned {
            return Err(Refusal::CityEntryNotEarned);
        }
        let me = usize::from(self.turn.player);
        self.take_from_supply(me)?;
        self.meeples[me].in_districts[district.index()] += 1;
        self.turn.city_entry_used = true;
        match (COUNT_MOVE, count_to) {
            (CountMove::WithCityPlacement, Some(to)) => {
                if to == self.count_at {
                    return Err(Refusal::CountAlreadyThere { district: to });
                }
                self.count_at = to;
            }
            (CountMove::WithCityPlacement, None) => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn done(kind: FeatureKind, tiles: u8, by: u8) -> Completion {
        Completion { kind, tiles, by }
    }

    #[test]
    fn the_tile_changes_hands_only_for_a_strictly_larger_feature() {
        let city = FeatureKind::City;
        let list = [
            done(city, 3, 0),
            done(FeatureKind::Road, 9, 2),
            done(city, 3, 1),
            done(city, 2, 2),
            done(city, 4, 1),
            done(city, 4, 0),
        ];
        assert_eq!(holder(&list[..1], city), Some((0, 3)));
        assert_eq!(holder(&list[..3], city), Some((0, 3)));
        assert_eq!(holder(&list, city), Some((1, 4)));
        assert_eq!(holder(&list, FeatureKind::Road), Some((2, 9)));
        assert_eq!(holder(&[], city), None);
    }

    #[test]
    fn each_district_feeds_one_kind_of_feature() {
        for district in District::ALL {
            assert_eq!(District::ALL[district.index()], district);
        }
        assert_eq!(District::for_feature(FeatureKind::Farm), District::Market);
        assert_eq!(District::for_feature(FeatureKind::City), District::Castle);
    }
}
