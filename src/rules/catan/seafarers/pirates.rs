//! The Pirate Islands: warships, the pirate fleet's loop and attacks, the fortresses.

use serde::{Deserialize, Serialize};

use crate::rules::catan::refusal::Refusal;
use crate::rules::dice::Roll;

/// Chits under each fortress: the third won attack conquers it.
pub const FORTRESS_CHITS: u8 = 3;

/// **Choice (open point, docs/rules.md 3.5):** a conquered fortress becomes the player's
/// settlement and is worth 1 VP like one. It is not taken from the player's settlement
/// supply (the supply may be empty by then), so it is counted here, not on the sheet.
pub const CONQUERED_FORTRESS_VP: i16 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pirates {
    /// The fleet's hex on its loop, from 0 (its printed start).
    pub fleet_at: u8,
    /// Per loop hex, bit `1 << seat` for every player with a settlement or city next to it.
    pub stops: Vec<u8>,
    /// Per loop hex, whether the players have said who is next to it. An empty `stops` entry
    /// means "nobody" only once it is asked; the screen asks once per hex and remembers.
    /// Saves from before this field read as "nothing asked yet".
    #[serde(default)]
    pub asked: Vec<bool>,
    /// Warships per player (part of their ships).
    pub warships: Vec<u8>,
    /// Whether the player's route reaches their fortress.
    pub at_fortress: Vec<bool>,
    /// Chits left under each player's fortress; 0 = conquered. One fortress per player in
    /// the game (with 3 players the white one is not used).
    pub fortress: Vec<u8>,
}

/// What a pirate attack does to one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttackResult {
    /// The pirates are stronger: the player loses this many random resource cards (1, plus 1
    /// per city).
    PiratesWin { cards_lost: u8 },
    /// The player is stronger: they take 1 resource card of their choice.
    PlayerWins,
    /// Equal strength: nothing happens.
    Tie,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    pub player: usize,
    /// The die the fleet moved by.
    pub pirates: u8,
    pub warships: u8,
    pub result: AttackResult,
}

/// What a fortress attack did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FortressResult {
    /// Warships beat the die: one chit is removed (the third conquers).
    Won,
    /// Fewer warships than the die: the 2 ships nearest the fortress are lost.
    Lost,
    /// Equal: the ship next to the fortress is lost.
    Tie,
}

/// The fortress attack's result for `warships` against `die`.
pub fn fortress_result(warships: u8, die: u8) -> FortressResult {
    match warships.cmp(&die) {
        std::cmp::Ordering::Greater => FortressResult::Won,
        std::cmp::Ordering::Less => FortressResult::Lost,
        std::cmp::Ordering::Equal => FortressResult::Tie,
    }
}

impl Pirates {
    pub fn new(players: usize, loop_len: u8) -> Self {
        Pirates {
            fleet_at: 0,
            stops: vec![0; usize::from(loop_len)],
            asked: vec![false; usize::from(loop_len)],
            warships: vec![0; players],
            at_fortress: vec![false; players],
            fortress: vec![FORTRESS_CHITS; players],
        }
    }

    /// The fleet sails while any fortress stands; it is removed once all have fallen.
    pub fn fleet_active(&self) -> bool {
        self.fortress.iter().any(|&c| c > 0)
    }

    pub fn conquered(&self, player: usize) -> bool {
        self.fortress.get(player) == Some(&0)
    }

    pub fn vp(&self, player: usize) -> i16 {
        if self.conquered(player) {
            CONQUERED_FORTRESS_VP
        } else {
            0
        }
    }

    /// After every roll the fleet sails clockwise by the lower die (doubles: that value).
    pub fn sail(&mut self, roll: Roll) {
        if !self.fleet_active() || self.stops.is_empty() {
            return;
        }
        let len = self.stops.len();
        let steps = usize::from(roll.a.min(roll.b));
        self.fleet_at = u8::try_from((usize::from(self.fleet_at) + steps) % len).unwrap_or(0);
    }

    /// The attacks of the fleet's last stop after `roll`, given each player's cities.
    pub fn attacks(&self, roll: Roll, cities: &[u8]) -> Vec<Attack> {
        if !self.fleet_active() {
            return Vec::new();
        }
        let here = self
            .stops
            .get(usize::from(self.fleet_at))
            .copied()
            .unwrap_or(0);
        let pirates = roll.a.min(roll.b);
        (0..self.warships.len())
            .filter(|&p| here & (1 << p) != 0)
            .map(|player| {
                let warships = self.warships[player];
                let result = match pirates.cmp(&warships) {
                    std::cmp::Ordering::Greater => AttackResult::PiratesWin {
                        cards_lost: 1 + cities.get(player).copied().unwrap_or(0),
                    },
                    std::cmp::Ordering::Less => AttackResult::PlayerWins,
                    std::cmp::Ordering::Equal => AttackResult::Tie,
                };
                Attack {
                    player,
                    pirates,
                    warships,
                    result,
                }
            })
            .collect()
    }

    pub fn set_stop(&mut self, stop: u8, players: u8) -> Result<(), Refusal> {
        let slot = self
            .stops
            .get_mut(usize::from(stop))
            .ok_or(Refusal::NoSuchStop)?;
        *slot = players;
        let len = self.stops.len();
        self.asked.resize(len, false);
        self.asked[usize::from(stop)] = true;
        Ok(())
    }

    /// Whether the players have already said who is next to loop hex `stop`.
    pub fn is_asked(&self, stop: u8) -> bool {
        self.asked.get(usize::from(stop)).copied().unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_is_asked_once_entered_even_when_nobody_is_there() {
        let mut p = Pirates::new(3, 6);
        assert!(!p.is_asked(2));
        p.set_stop(2, 0).unwrap();
        assert!(p.is_asked(2), "\"nobody\" is an answer too");
        assert!(!p.is_asked(3));
        p.asked.clear();
        p.set_stop(4, 0b11).unwrap();
        assert!(
            p.is_asked(4),
            "a save without the field still records new answers"
        );
        assert!(!p.is_asked(9), "outside the loop nothing is asked");
    }
}
