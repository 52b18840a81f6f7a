//! Cloth for Catan: 8 villages trade cloth with the players whose shipping routes reach them.
//!
//! The cloth in the villages and in the players' hands is stored; the general supply is what
//! is left of the 50, so villages + supply + players = 50 holds by construction.

use serde::{Deserialize, Serialize};

use crate::rules::catan::refusal::Refusal;

pub const VILLAGES: usize = 8;
pub const VILLAGE_CLOTH: u8 = 5;
pub const GENERAL_SUPPLY: u8 = 10;
pub const CLOTH: u8 = 50;

/// **Choice (open point, docs/rules.md 3.4):** the second end comes when this many villages or
/// fewer still have cloth. The scenario sheet reads "3 or fewer villages still hold cloth",
/// which is also how the publisher's rule is usually quoted (the game ends once 5 of the 8
/// villages are empty). Checked after every action, like every end condition.
pub const END_VILLAGES_WITH_CLOTH: usize = 3;

/// **Choice (shortfall):** when a village's number is rolled and it has some cloth but less
/// than one per connected player, the village gives all it has and the general supply gives
/// the rest, one each, in seat order from the player who rolled. If the general supply runs
/// dry too, the players left at the end of that order get nothing. A village with no cloth
/// gives nothing and the general supply is not touched. A new connection takes 1 cloth from
/// the village only; an empty village gives nothing then either.
pub const SHORTFALL_ORDER: &str = "seat order from the roller";

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cloth {
    /// Cloth beside each village.
    pub villages: [u8; VILLAGES],
    /// Per village, bit `1 << seat` for every player whose route reaches it.
    pub connected: [u8; VILLAGES],
    /// Cloth per player.
    pub cloth: Vec<u8>,
}

impl Cloth {
    pub fn new(players: usize) -> Self {
        Cloth {
            villages: [VILLAGE_CLOTH; VILLAGES],
            connected: [0; VILLAGES],
            cloth: vec![0; players],
        }
    }

    /// The general supply: 50 minus the villages and the players.
    pub fn general(&self) -> u8 {
        let held: u16 = self
            .villages
            .iter()
            .chain(self.cloth.iter())
            .map(|&n| u16::from(n))
            .sum();
        u8::try_from(u16::from(CLOTH).saturating_sub(held)).unwrap_or(0)
    }

    /// 2 cloth are worth 1 VP; an odd one is worth nothing.
    pub fn vp(&self, player: usize) -> i16 {
        self.cloth.get(player).map_or(0, |&c| i16::from(c / 2))
    }

    pub fn villages_with_cloth(&self) -> usize {
        self.villages.iter().filter(|&&c| c > 0).count()
    }

    pub fn any_connection(&self) -> bool {
        self.connected.iter().any(|&m| m != 0)
    }

    pub fn connect(&mut self, player: usize, village: u8) -> Result<(), Refusal> {
        let v = usize::from(village);
        if v >= VILLAGES {
            return Err(Refusal::NoSuchVillage);
        }
        if self.connected[v] & (1 << player) != 0 {
            return Err(Refusal::AlreadyConnected);
        }
        self.connected[v] |= 1 << player;
        if self.villages[v] > 0 {
            self.villages[v] -= 1;
            self.cloth[player] = self.cloth[player].saturating_add(1);
        }
        Ok(())
    }

    /// Hands out cloth for a roll of `total`, villages numbered `numbers`, rolled by `roller`.
    pub fn produce(&mut self, numbers: &[u8; VILLAGES], total: u8, roller: usize) {
        let n = self.cloth.len();
        for (v, &number) in numbers.iter().enumerate() {
            if number != total || self.villages[v] == 0 {
                continue;
            }
            let takers = (0..n)
                .map(|i| (roller + i) % n)
                .filter(|&p| self.connected[v] & (1 << p) != 0);
            for p in takers {
                // The general supply is whatever is not held elsewhere, so taking from it
                // is simply giving the player a cloth while it still has one.
                if self.villages[v] > 0 {
                    self.villages[v] -= 1;
                } else if self.general() == 0 {
                    continue;
                }
                self.cloth[p] = self.cloth[p].saturating_add(1);
            }
        }
    }

    /// Whether the pirate's mover may take a cloth from `from`: another player with cloth.
    /// The one check for [`Cloth::steal`] and for the screen that lists whom to take from.
    pub fn can_take_from(&self, mover: usize, from: usize) -> bool {
        from != mover && self.cloth.get(from).is_some_and(|&c| c > 0)
    }

    /// The pirate's mover takes one cloth from `from`.
    pub fn steal(&mut self, mover: usize, from: usize) -> Result<(), Refusal> {
        if !self.can_take_from(mover, from) {
            return Err(Refusal::NoClothToTake);
        }
        self.cloth[from] -= 1;
        self.cloth[mover] = self.cloth[mover].saturating_add(1);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pirate_takes_cloth_only_from_another_player_who_has_some() {
        let mut c = Cloth::new(3);
        c.cloth = vec![2, 1, 0];
        assert!(!c.can_take_from(0, 0), "never from the mover");
        assert!(c.can_take_from(0, 1));
        assert!(!c.can_take_from(0, 2), "nothing to take");
        assert!(!c.can_take_from(0, 3), "no such player");
        assert_eq!(c.steal(0, 2), Err(Refusal::NoClothToTake));
        assert_eq!(c.steal(0, 1), Ok(()));
        assert!(!c.can_take_from(0, 1), "the last cloth is gone");
        assert_eq!(c.steal(0, 1), Err(Refusal::NoClothToTake));
    }

    #[test]
    fn a_short_village_empties_and_the_supply_covers_the_rest() {
        let mut c = Cloth::new(3);
        c.villages[0] = 1;
        c.connected[0] = 0b111;
        let general = c.general();
        c.produce(&[6, 0, 0, 0, 0, 0, 0, 0], 6, 1);
        assert_eq!(c.villages[0], 0);
        assert_eq!(c.cloth, vec![1, 1, 1]);
        assert_eq!(
            c.general(),
            general - 2,
            "one from the village, two from the supply"
        );
    }
}
