//! Dice: two six-sided dice, and the 36-card dice deck that deals every combination once.
//!
//! The rules never roll. The UI rolls (or the players type what the physical dice show) and
//! the result travels in an action, so replaying a log gives the same game.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How a game's two dice are produced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DiceMode {
    /// Independent rolls of two six-sided dice.
    #[default]
    Random,
    /// A deck of 36 cards, one per ordered pair of faces, dealt without replacement and
    /// reshuffled once empty: every total comes up exactly as often as probability says.
    Deck,
}

/// One roll of two six-sided dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll {
    pub a: u8,
    pub b: u8,
}

impl Roll {
    pub fn new(a: u8, b: u8) -> Self {
        Roll { a, b }
    }

    pub fn total(self) -> u8 {
        self.a + self.b
    }

    /// Both faces between 1 and 6.
    pub fn is_valid(self) -> bool {
        (1..=6).contains(&self.a) && (1..=6).contains(&self.b)
    }

    fn card_index(self) -> u32 {
        u32::from(self.a - 1) * 6 + u32::from(self.b - 1)
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} + {} = {}", self.a, self.b, self.total())
    }
}

/// Why a roll cannot be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceRefusal {
    /// A face outside 1 to 6.
    BadFace,
    /// The deck has already dealt this card since its last shuffle.
    CardAlreadyDealt(Roll),
}

impl fmt::Display for DiceRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceRefusal::BadFace => f.write_str("Each die shows a number from 1 to 6."),
            DiceRefusal::CardAlreadyDealt(roll) => write!(
                f,
                "The card {} + {} was already dealt from this deck.",
                roll.a, roll.b
            ),
        }
    }
}

const FULL_DECK: u64 = (1 << 36) - 1;

/// The 36-card deck: which cards are still to be dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceDeck {
    /// Bit `6 * (a - 1) + (b - 1)` set while card (a, b) is still in the deck.
    remaining: u64,
    /// How many times the deck has been shuffled back together.
    pub shuffles: u32,
}

impl Default for DiceDeck {
    fn default() -> Self {
        DiceDeck {
            remaining: FULL_DECK,
            shuffles: 0,
        }
    }
}

impl DiceDeck {
    /// Cards still to be dealt before the next shuffle.
    pub fn remaining(&self) -> usize {
        self.remaining.count_ones() as usize
    }

    /// The cards the next draw picks from, as the table counts them: an empty deck is shuffled
    /// whole again before the next card, so it never shows as 0.
    pub fn left_to_draw(&self) -> usize {
        self.drawable().len()
    }

    /// The cards a fair draw picks from: the whole deck again once it is empty.
    pub fn drawable(&self) -> Vec<Roll> {
        let pool = if self.remaining == 0 {
            FULL_DECK
        } else {
            self.remaining
        };
        (1..=6u8)
            .flat_map(|a| (1..=6u8).map(move |b| Roll::new(a, b)))
            .filter(|roll| pool & (1 << roll.card_index()) != 0)
            .collect()
    }

    /// Deals `roll`; an empty deck is shuffled back together first.
    pub fn deal(&self, roll: Roll) -> Result<DiceDeck, DiceRefusal> {
        if !roll.is_valid() {
            return Err(DiceRefusal::BadFace);
        }
        let mut next = *self;
        if next.remaining == 0 {
            next.remaining = FULL_DECK;
            next.shuffles += 1;
        }
        let bit = 1u64 << roll.card_index();
        if next.remaining & bit == 0 {
            return Err(DiceRefusal::CardAlreadyDealt(roll));
        }
        next.remaining &= !bit;
        Ok(next)
    }
}

/// The totals two dice make, 2 to 12: the index of a total in [`totals`] and
/// [`DiceDeck::left_by_total`] is `total - 2`.
pub const TOTALS: std::ops::RangeInclusive<u8> = 2..=12;

/// How many of the 36 combinations of two dice make `total` (none outside 2 to 12): the
/// expected share of a total is `ways(total) / 36`.
pub fn ways(total: u8) -> u32 {
    if TOTALS.contains(&total) {
        6 - u32::from(total.abs_diff(7))
    } else {
        0
    }
}

/// How often each total 2 to 12 was rolled (index `total - 2`).
pub fn totals(rolls: impl IntoIterator<Item = Roll>) -> [u32; 11] {
    let mut counts = [0; 11];
    for roll in rolls.into_iter().filter(|r| r.is_valid()) {
        counts[usize::from(roll.total() - 2)] += 1;
    }
    counts
}

impl DiceDeck {
    /// The cards the next draw picks from, per total 2 to 12 (index `total - 2`): what is
    /// left in the deck, the whole deck again once it is empty (as [`DiceDeck::drawable`]).
    pub fn left_by_total(&self) -> [u32; 11] {
        totals(self.drawable())
    }
}

/// The dice of a game as the rules see them: the mode, the deck and the last roll.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice {
    pub mode: DiceMode,
    pub deck: DiceDeck,
    pub last: Option<Roll>,
}

impl Dice {
    pub fn new(mode: DiceMode) -> Self {
        Dice {
            mode,
            ..Dice::default()
        }
    }

    /// Records a roll, from the deck in deck mode.
    pub fn record(&self, roll: Roll) -> Result<Dice, DiceRefusal> {
        if !roll.is_valid() {
            return Err(DiceRefusal::BadFace);
        }
        let deck = match self.mode {
            DiceMode::Random => self.deck,
            DiceMode::Deck => self.deck.deal(roll)?,
        };
        Ok(Dice {
            mode: self.mode,
            deck,
            last: Some(roll),
        })
    }

    /// Records a roll of the table's physical dice: the deck, which deals only the app's
    /// rolls, is left as it is.
    pub fn record_thrown(&self, roll: Roll) -> Result<Dice, DiceRefusal> {
        if !roll.is_valid() {
            return Err(DiceRefusal::BadFace);
        }
        Ok(Dice {
            last: Some(roll),
            ..*self
        })
    }

    /// The rolls a fair draw picks from right now, with equal weight each.
    pub fn choices(&self) -> Vec<Roll> {
        match self.mode {
            DiceMode::Random => (1..=6u8)
                .flat_map(|a| (1..=6u8).map(move |b| Roll::new(a, b)))
                .collect(),
            DiceMode::Deck => self.deck.drawable(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ways_of_each_total_make_the_36_combinations() {
        let ways: Vec<u32> = TOTALS.map(ways).collect();
        assert_eq!(ways, vec![1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
        assert_eq!(ways.iter().sum::<u32>(), 36);
        assert_eq!(super::ways(13), 0);
        assert_eq!(super::ways(1), 0);
    }

    #[test]
    fn totals_count_each_roll_and_the_deck_what_is_left_per_total() {
        let rolls = [
            Roll::new(1, 1),
            Roll::new(3, 4),
            Roll::new(6, 1),
            Roll::new(9, 9),
        ];
        let counts = totals(rolls);
        assert_eq!(counts[0], 1, "one 2");
        assert_eq!(counts[5], 2, "two 7s");
        assert_eq!(counts.iter().sum::<u32>(), 3, "a bad face counts nothing");
        let deck = DiceDeck::default().deal(Roll::new(3, 4)).unwrap();
        let left = deck.left_by_total();
        assert_eq!(left[5], 5);
        assert_eq!(left.iter().sum::<u32>(), 35);
        let full: Vec<u32> = TOTALS.map(ways).collect();
        assert_eq!(DiceDeck::default().left_by_total().to_vec(), full);
    }

    #[test]
    fn a_deck_deals_every_combination_once_then_reshuffles() {
        let mut dice = Dice::new(DiceMode::Deck);
        let mut totals = [0u32; 13];
        for _ in 0..36 {
            let roll = dice.choices()[0];
            dice = dice.record(roll).unwrap();
            totals[roll.total() as usize] += 1;
        }
        assert_eq!(dice.deck.remaining(), 0);
        assert_eq!(
            dice.deck.left_to_draw(),
            36,
            "an empty deck counts as shuffled whole"
        );
        assert_eq!(totals[7], 6);
        assert_eq!(totals[2], 1);
        assert_eq!(totals[12], 1);
        assert_eq!(dice.choices().len(), 36);
        let dice = dice.record(Roll::new(3, 4)).unwrap();
        assert_eq!(dice.deck.shuffles, 1);
        assert_eq!(dice.deck.remaining(), 35);
        assert_eq!(
            dice.record(Roll::new(3, 4)),
            Err(DiceRefusal::CardAlreadyDealt(Roll::new(3, 4)))
        );
    }

    #[test]
    fn the_tables_dice_may_repeat_and_leave_the_deck_alone() {
        let dice = Dice::new(DiceMode::Deck).record(Roll::new(3, 4)).unwrap();
        let again = dice.record_thrown(Roll::new(3, 4)).unwrap();
        assert_eq!(again.last, Some(Roll::new(3, 4)));
        assert_eq!(again.deck, dice.deck, "the deck dealt nothing");
        assert_eq!(
            dice.record_thrown(Roll::new(0, 4)),
            Err(DiceRefusal::BadFace)
        );
    }

    #[test]
    fn faces_outside_one_to_six_are_refused() {
        let dice = Dice::new(DiceMode::Random);
        assert_eq!(dice.record(Roll::new(0, 3)), Err(DiceRefusal::BadFace));
        assert_eq!(dice.record(Roll::new(7, 3)), Err(DiceRefusal::BadFace));
        assert_eq!(
            dice.record(Roll::new(6, 6)).unwrap().last,
            Some(Roll::new(6, 6))
        );
    }
}
