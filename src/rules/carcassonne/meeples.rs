//! Meeples per player: where each of them is, and the checks that move them.
//!
//! The app does not know the board, so it keeps counts: in the supply, on features, on top of
//! towers, held as prisoners (by whom), and in the districts of Carcassonne. Every move takes
//! from one count and adds to another, so the total per player never changes (a property test
//! holds us to that).

use serde::{Deserialize, Serialize};

use super::districts::District;
use super::{Refusal, State, TurnChoice};

/// Meeples each player starts with.
pub const MEEPLES_PER_PLAYER: u8 = 7;

/// A set of players as a bit mask (bit `p` for seat `p`): one byte in a save or a QR code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerSet(pub u8);

impl PlayerSet {
    pub const EMPTY: PlayerSet = PlayerSet(0);

    /// The set of the given seats; seats above 7 are ignored (the game has at most 6).
    pub fn of(seats: &[usize]) -> PlayerSet {
        PlayerSet(
            seats
                .iter()
                .filter(|&&p| p < 8)
                .fold(0, |bits, &p| bits | (1 << p)),
        )
    }

    pub fn contains(self, seat: usize) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when every member is a seat of a table of `players`.
    pub fn fits(self, players: usize) -> bool {
        players >= 8 || u16::from(self.0) >> players == 0
    }

    /// The seats in the set, lowest first.
    pub fn seats(self) -> impl Iterator<Item = usize> {
        (0..8).filter(move |&p| self.contains(p))
    }
}

/// The meeples of one player that are not on a tower top and not held by another player
/// (those are counted in the towers and the prisoner table).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meeples {
    pub supply: u8,
    /// On roads, cities, monasteries and farms.
    pub on_features: u8,
    /// In the districts of Carcassonne, by [`District::index`].
    pub in_districts: [u8; 4],
}

impl Meeples {
    pub fn new() -> Meeples {
        Meeples {
            supply: MEEPLES_PER_PLAYER,
            on_features: 0,
            in_districts: [0; 4],
        }
    }
}

/// Where one player's meeples are, for the UI and for the conservation check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeepleTally {
    pub supply: u8,
    pub on_features: u8,
    /// On top of closed towers.
    pub on_towers: u8,
    /// Held by other players, `(captor, count)` for every captor holding at least one.
    pub captured_by: Vec<(usize, u8)>,
    pub in_districts: [u8; 4],
}

impl MeepleTally {
    /// On the board: on features and on tower tops.
    pub fn on_board(&self) -> u32 {
        u32::from(self.on_features) + u32::from(self.on_towers)
    }

    pub fn captured(&self) -> u32 {
        self.captured_by.iter().map(|&(_, n)| u32::from(n)).sum()
    }

    pub fn in_city(&self) -> u32 {
        self.in_districts.iter().map(|&n| u32::from(n)).sum()
    }

    /// Supply + board + captured + districts: always [`MEEPLES_PER_PLAYER`].
    pub fn total(&self) -> u32 {
        u32::from(self.supply) + self.on_board() + self.captured() + self.in_city()
    }
}

impl State {
    /// Where `player`'s meeples are; `None` for a seat not in the game.
    pub fn meeple_tally(&self, player: usize) -> Option<MeepleTally> {
        let own = self.meeples.get(player)?;
        let on_towers = self
            .towers
            .iter()
            .filter(|t| t.top.map(usize::from) == Some(player))
            .count();
        let captured_by = self
            .prisoners
            .iter()
            .enumerate()
            .filter(|&(captor, _)| captor != player)
            .filter_map(|(captor, row)| match row.get(player) {
                Some(&n) if n > 0 => Some((captor, n)),
                _ => None,
            })
            .collect();
        Some(MeepleTally {
            supply: own.supply,
            on_features: own.on_features,
            on_towers: u8::try_from(on_towers).unwrap_or(u8::MAX),
            captured_by,
            in_districts: own.in_districts,
        })
    }

    /// The turn's one placement: a meeple from the supply onto the tile just placed.
    pub(super) fn place_meeple(&mut self) -> Result<(), Refusal> {
        if self.turn.choice.is_some() {
            return Err(Refusal::TurnChoiceMade);
        }
        self.take_from_supply(self.turn.player.into())?;
        self.meeples[usize::from(self.turn.player)].on_features += 1;
        self.turn.choice = Some(TurnChoice::Meeple);
        Ok(())
    }

    /// Takes one meeple out of `player`'s supply, refusing when it is empty.
    pub(super) fn take_from_supply(&mut self, player: usize) -> Result<(), Refusal> {
        let own = self.meeples.get_mut(player).ok_or(Refusal::NoSuchPlayer)?;
        own.supply = own.supply.checked_sub(1).ok_or(Refusal::EmptySupply)?;
        Ok(())
    }

    /// Moves meeples per player off a feature after it scored: `returned[p]` from the board,
    /// `from_district[p]` that came out of `district` just before the scoring.
    pub(super) fn free_from_feature(
        &mut self,
        returned: &[u8],
        district: District,
        from_district: &[u8],
    ) -> Result<(), Refusal> {
        for (p, own) in self.meeples.iter_mut().enumerate() {
            let back = returned.get(p).copied().unwrap_or(0);
            let moved = from_district.get(p).copied().unwrap_or(0);
            own.on_features = own
                .on_features
                .checked_sub(back)
                .ok_or(Refusal::TooManyReturned)?;
            let slot = &mut own.in_districts[district.index()];
            *slot = slot
                .checked_sub(moved)
                .ok_or(Refusal::DistrictTooFew { district })?;
            own.supply = own.supply.saturating_add(back).saturating_add(moved);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_sets_are_bit_masks() {
        let set = PlayerSet::of(&[0, 2, 5]);
        assert_eq!(set, PlayerSet(0b100101));
        assert!(set.contains(2) && !set.contains(1) && !set.contains(9));
        assert_eq!(set.seats().collect::<Vec<_>>(), vec![0, 2, 5]);
        assert!(set.fits(6) && !set.fits(5));
        assert!(PlayerSet::EMPTY.is_empty() && PlayerSet::EMPTY.fits(0));
        assert_eq!(serde_json::to_string(&set).unwrap(), "37");
    }

    #[test]
    fn a_tally_adds_up_to_the_meeples_a_player_owns() {
        let tally = MeepleTally {
            supply: 2,
            on_features: 1,
            on_towers: 1,
            captured_by: vec![(1, 2)],
            in_districts: [0, 1, 0, 0],
        };
        assert_eq!(tally.on_board(), 2);
        assert_eq!(tally.captured(), 2);
        assert_eq!(tally.total(), u32::from(MEEPLES_PER_PLAYER));
    }
}
