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
//! reset no longer wins a tie. If after the drop one player alone has the most, they take the
//! card at that moment, and their stamp moves to the reset so they keep it on a later tie.

use serde::{Deserialize, Serialize};

/// One player's count in a race, and the action number when it last changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mark {
    pub value: u8,
    pub stamp: u32,
}

/// The holder of a card, if any. `threshold` is the least count that can hold it.
pub fn holder(marks: &[Mark], threshold: u8, reset: u32) -> Option<usize> {
    let max = marks.iter().map(|m| m.value).max()?;
    if max < threshold {
        return None;
    }
    let tied: Vec<usize> = (0..marks.len())
        .filter(|&p| marks[p].value == max)
        .collect();
    if let [only] = tied[..] {
        return Some(only);
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
    player: usize,
    value: u8,
    now: u32,
) {
    let before = threshold.and_then(|t| holder(marks, t, *reset));
    let Some(mark) = marks.get_mut(player) else {
        return;
    };
    let dropped = value < mark.value;
    *mark = Mark { value, stamp: now };
    if let (true, Some(t), Some(held)) = (dropped, threshold, before) {
        if held == player {
            *reset = now;
            if let Some(next) = holder(marks, t, *reset) {
                marks[next].stamp = now;
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
    }

    impl Race {
        fn new(n: usize) -> Self {
            Race {
                marks: vec![Mark::default(); n],
                reset: 0,
                now: 0,
            }
        }
        fn set(&mut self, p: usize, v: u8) -> Option<usize> {
            self.now += 1;
            set(&mut self.marks, &mut self.reset, Some(3), p, v, self.now);
            holder(&self.marks, 3, self.reset)
        }
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
        assert_eq!(holder(&[], 3, 0), None);
    }
}
