//! The Forgotten Tribe: Catan chits, gift development cards and harbors won by ships.

use serde::{Deserialize, Serialize};

use crate::rules::catan::refusal::Refusal;

pub const CHITS: u8 = 8;
pub const GIFT_CARDS: u8 = 4;
pub const HARBORS: u8 = 6;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tribe {
    /// Catan chits per player, 1 VP each.
    pub chits: Vec<u8>,
    /// Gift development cards taken so far. Once taken, a gift is an ordinary development
    /// card (entered as a knight or VP card when it is played or counted).
    pub gifts_taken: u8,
    /// Captured harbors a player still has to place by a coastal settlement.
    pub harbors_held: Vec<u8>,
    pub harbors_placed: Vec<u8>,
}

fn sum(v: &[u8]) -> u8 {
    v.iter().fold(0u8, |a, &b| a.saturating_add(b))
}

impl Tribe {
    pub fn new(players: usize) -> Self {
        Tribe {
            chits: vec![0; players],
            gifts_taken: 0,
            harbors_held: vec![0; players],
            harbors_placed: vec![0; players],
        }
    }

    pub fn vp(&self, player: usize) -> i16 {
        self.chits.get(player).map_or(0, |&c| i16::from(c))
    }

    pub fn chits_left(&self) -> u8 {
        CHITS.saturating_sub(sum(&self.chits))
    }

    /// The gift development cards still to take: the one count for [`Tribe::take_gift`] and
    /// for the screen.
    pub fn gifts_left(&self) -> u8 {
        GIFT_CARDS.saturating_sub(self.gifts_taken)
    }

    pub fn harbors_left(&self) -> u8 {
        HARBORS.saturating_sub(sum(&self.harbors_held).saturating_add(sum(&self.harbors_placed)))
    }

    pub fn take_chit(&mut self, player: usize) -> Result<(), Refusal> {
        if self.chits_left() == 0 {
            return Err(Refusal::TribeChitsGone);
        }
        self.chits[player] += 1;
        Ok(())
    }

    pub fn take_gift(&mut self) -> Result<(), Refusal> {
        if self.gifts_left() == 0 {
            return Err(Refusal::GiftCardsGone);
        }
        self.gifts_taken += 1;
        Ok(())
    }

    pub fn capture_harbor(&mut self, player: usize) -> Result<(), Refusal> {
        if self.harbors_left() == 0 {
            return Err(Refusal::HarborsGone);
        }
        self.harbors_held[player] += 1;
        Ok(())
    }

    pub fn place_harbor(&mut self, player: usize) -> Result<(), Refusal> {
        if self.harbors_held[player] == 0 {
            return Err(Refusal::NoHarborToPlace);
        }
        self.harbors_held[player] -= 1;
        self.harbors_placed[player] += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_gifts_are_taken_one_by_one_and_then_refused() {
        let mut t = Tribe::new(3);
        assert_eq!(t.gifts_left(), GIFT_CARDS);
        for left in (0..GIFT_CARDS).rev() {
            assert_eq!(t.take_gift(), Ok(()));
            assert_eq!(t.gifts_left(), left);
        }
        assert_eq!(t.take_gift(), Err(Refusal::GiftCardsGone));
        assert_eq!(t.gifts_left(), 0);
    }
}
