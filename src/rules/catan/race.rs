//! Longest Road and Largest Army: who holds the card, derived from the counts.
//!
//! A card goes to the first player to reach the threshold, and passes on only to a player
//! with strictly more: a tie leaves it where it is. Who holds it therefore depends on who got
//! there first, so every count carries a stamp (the action number when it last changed) and
//! the holder is read from counts and stamps: among the players tied for the most, the one
//! who got there first holds it.
//!
//! When the holder's count goes down (a road broken by an opponent's settlement, a knight
//! discarded in the duel) and they are now tied with another player, nobody holds the card
//! until someone has strictly more. That is what `reset` records: a first arrival before the
//! reset no longer wins a tie. What happens when after the drop one player alone has the most
//! depends on the race ([`Regain`]).

use serde::{Deserialize, Serialize};

/// How a card that its holder lost by a drop is taken again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Regain {
    /// A player alone on top after the drop takes the card at that moment, and their stamp
    /// moves to the reset so they keep it on a later tie. Longest Road when a road is broken,
    /// and Largest Army in games of the first rules revision.
    AtOnce,
    /// Nobody holds the card until a player *raises* their count to have at least the
    /// threshold and more than everybody else: a player already alone on top after the drop
    /// does not take it for that. The duel's Largest Army after a knight discard, from rules
    /// revision 2. The duel sheet, section 4 (on winning the card): when the holder discards
    /// knights and has fewer than 3, or as many as or fewer than the opponent, nobody holds
    /// the card; the player who afterwards plays knights to have at least 3 and more than the
    /// opponent takes it.
    ByRising,
}

/// One player's count in a race, and the action number when it last changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mark {
    pub value: u8,
    pub stamp: u32,
}

/// The holder of a card, if any. `threshold` is the least count that can hold it.
pub fn holder(marks: &[Mark], threshold: u8, reset: u32, regain: Regain) -> Option<usize> {
    let max = marks.iter().map(|m| m.value).max()?;
    if max < threshold {
        return None;
    }
    let tied: Vec<usize> = (0..marks.len())
        .filter(|&p| marks[p].value == max)
        .collect();
    if let [only] = tied[..] {
        // A count untouched since the drop did not win the card back (see [`Regain`]); the
        // dropping holder's own stamp is the reset, so a holder still alone on top keeps it.
        let raised = regain == Regain::AtOnce || marks[only].stamp >= reset;
        return raised.then_some(only);
    }
    let first = tied.iter().copied().min_by_key(|&p| marks[p].stamp)?;
    let shared = tied
        .iter()
        .filter(|&&p| marks[p].stamp == marks[first].stamp)
        .count();
    (shared == 1 && marks[first].stamp >= reset).then_some(first)
}

/// Sets `player`'s count to `value` at action number `now`, keeping the reset rule above.
/// `player` must be an index of `marks`; the caller checks it.
pub fn set(
    marks: &mut [Mark],
    reset: &mut u32,
    threshold: Option<u8>,
    regain: Regain,
    player: usize,
    value: u8,
    now: u32,
) {
    let before = threshold.and_then(|t| holder(marks, t, *reset, regain));
    let Some(mark) = marks.get_mut(player) else {
        return;
    };
    let dropped = value < mark.value;
    *mark = Mark { value, stamp: now };
    if let (true, Some(t), Some(held)) = (dropped, threshold, before) {
        if held == player {
            *reset = now;
            if regain == Regain::AtOnce {
                if let Some(next) = holder(marks, t, *reset, regain) {
                    marks[next].stamp = now;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Race {
        marks: Vec<Mark>,
        reset: u32,
        now: u32,
        regain: Regain,
    }

    impl Race {
        fn new(n: usize) -> Self {
            Race {
                marks: vec![Mark::default(); n],
                reset: 0,
                now: 0,
                regain: Regain::AtOnce,
            }
        }
        fn by_rising(n: usize) -> Self {
            Race {
                regain: Regain::ByRising,
                ..Race::new(n)
            }
        }
        fn set(&mut self, p: usize, v: u8) -> Option<usize> {
            self.now += 1;
            let (marks, reset) = (&mut self.marks, &mut self.reset);
            set(marks, reset, Some(3), self.regain, p, v, self.now);
            holder(&self.marks, 3, self.reset, self.regain)
        }
    }

    #[test]
    fn by_rising_a_player_left_alone_on_top_does_not_take_the_card() {
        let mut r = Race::by_rising(2);
        r.set(0, 3);
        assert_eq!(r.set(1, 3), Some(0));
        assert_eq!(r.set(0, 2), None, "2 against 3: nobody");
        assert_eq!(r.set(1, 4), Some(1), "a fourth knight played takes it");
    }

    #[test]
    fn by_rising_a_tie_and_a_second_drop_leave_it_with_nobody() {
        let mut r = Race::by_rising(2);
        for _ in 0..5 {
            let a = r.marks[0].value;
            r.set(0, a + 1);
        }
        for _ in 0..4 {
            let b = r.marks[1].value;
            r.set(1, b + 1);
        }
        assert_eq!(holder(&r.marks, 3, r.reset, r.regain), Some(0));
        assert_eq!(r.set(0, 4), None, "4 against 4");
        assert_eq!(r.set(0, 3), None, "3 against 4");
        assert_eq!(r.set(0, 4), None, "back to a tie is not more");
        assert_eq!(r.set(1, 5), Some(1));
    }

    #[test]
    fn by_rising_a_holder_still_alone_on_top_keeps_it() {
        let mut r = Race::by_rising(2);
        r.set(0, 5);
        r.set(1, 3);
        assert_eq!(r.set(0, 4), Some(0));
    }

    #[test]
    fn first_to_the_threshold_keeps_the_card_on_a_tie() {
        let mut r = Race::new(3);
        assert_eq!(r.set(0, 2), None);
        assert_eq!(r.set(0, 3), Some(0));
        assert_eq!(r.set(1, 3), Some(0));
        assert_eq!(r.set(2, 3), Some(0));
        assert_eq!(r.set(1, 4), Some(1));
        assert_eq!(r.set(0, 4), Some(1));
    }

    #[test]
    fn a_holder_dropping_into_a_tie_sets_the_card_aside() {
        let mut r = Race::new(2);
        r.set(1, 3);
        r.set(0, 3);
        assert_eq!(r.set(1, 4), Some(1));
        assert_eq!(r.set(1, 3), None, "tied after the drop: nobody");
        assert_eq!(r.set(0, 4), Some(0), "strictly more wins it back");
        assert_eq!(r.set(1, 4), Some(0));
    }

    #[test]
    fn a_drop_that_leaves_someone_alone_on_top_hands_the_card_over_for_good() {
        let mut r = Race::new(3);
        r.set(1, 6);
        r.set(0, 7);
        assert_eq!(r.set(0, 5), Some(1));
        assert_eq!(r.set(2, 6), Some(1), "the new holder keeps it on a tie");
    }

    #[test]
    fn a_drop_by_someone_else_changes_nothing() {
        let mut r = Race::new(3);
        r.set(0, 5);
        r.set(1, 4);
        r.set(1, 3);
        assert_eq!(r.set(1, 5), Some(0));
    }

    #[test]
    fn below_the_threshold_nobody_holds_it() {
        let mut r = Race::new(2);
        r.set(0, 3);
        assert_eq!(r.set(0, 2), None);
        assert_eq!(holder(&[], 3, 0, Regain::AtOnce), None);
    }
}
