//! The story of one game: each seat's score after every action and the actions where the
//! lead changed hands, from the scores the session replays (`Game::score_history`).
//!
//! How the lead counts: a seat leads when it alone has the best score (the highest, or the
//! lowest in a game where the lowest wins). A tie at the top leaves the lead where it was, so
//! the lead changes only when another seat takes it alone; the first seat to lead alone
//! counts as a change too.

/// One change of lead: after action `step` (1 is the first action), `seat` leads alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lead {
    pub step: usize,
    pub seat: usize,
}

/// A game's story: `scores[step][seat]`, step 0 before any action.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Story {
    pub scores: Vec<Vec<i64>>,
    pub leads: Vec<Lead>,
}

/// The seat alone at the best score, if one is.
fn alone_best(scores: &[i64], lowest_wins: bool) -> Option<usize> {
    let best = if lowest_wins {
        scores.iter().min()
    } else {
        scores.iter().max()
    }?;
    let mut at_best = scores.iter().enumerate().filter(|(_, s)| *s == best);
    match (at_best.next(), at_best.next()) {
        (Some((seat, _)), None) => Some(seat),
        _ => None,
    }
}

impl Story {
    /// The story of `scores` (see [`Game::score_history`](crate::session::Game::score_history)).
    pub fn new(scores: Vec<Vec<i64>>, lowest_wins: bool) -> Story {
        let mut leads: Vec<Lead> = Vec::new();
        for (step, row) in scores.iter().enumerate() {
            let holder = leads.last().map(|l| l.seat);
            match alone_best(row, lowest_wins) {
                Some(seat) if Some(seat) != holder => leads.push(Lead { step, seat }),
                _ => {}
            }
        }
        Story { scores, leads }
    }

    /// How many actions the story covers.
    pub fn actions(&self) -> usize {
        self.scores.len().saturating_sub(1)
    }

    /// The steps where some score changed, with the scores after them: the picture's figures
    /// as a table, without the actions that moved no score.
    pub fn changes(&self) -> impl Iterator<Item = (usize, &[i64])> {
        self.scores
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(step, row)| self.scores[step - 1] != **row)
            .map(|(step, row)| (step, row.as_slice()))
    }

    /// The lowest and highest score of the whole story (0 included, the start).
    pub fn range(&self) -> (i64, i64) {
        let all = self.scores.iter().flatten().copied();
        (
            all.clone().min().unwrap_or(0).min(0),
            all.max().unwrap_or(0).max(0),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lead(step: usize, seat: usize) -> Lead {
        Lead { step, seat }
    }

    #[test]
    fn the_lead_changes_when_another_seat_takes_it_alone() {
        let story = Story::new(
            vec![
                vec![0, 0],
                vec![5, 0],
                vec![5, 5],
                vec![5, 5],
                vec![5, 9],
                vec![12, 9],
            ],
            false,
        );
        assert_eq!(story.leads, vec![lead(1, 0), lead(4, 1), lead(5, 0)]);
        assert_eq!(story.actions(), 5);
        let changed: Vec<usize> = story.changes().map(|(step, _)| step).collect();
        assert_eq!(changed, vec![1, 2, 4, 5], "action 3 moved no score");
        assert_eq!(story.range(), (0, 12));
    }

    #[test]
    fn a_tie_at_the_top_leaves_the_lead_where_it_was() {
        let story = Story::new(vec![vec![0, 0], vec![3, 0], vec![3, 3], vec![4, 3]], false);
        assert_eq!(story.leads, vec![lead(1, 0)]);
    }

    #[test]
    fn in_a_lowest_wins_game_the_lowest_score_leads() {
        let story = Story::new(vec![vec![0, 0, 0], vec![4, 0, 2], vec![4, 6, 2]], true);
        assert_eq!(story.leads, vec![lead(1, 1), lead(2, 2)]);
        assert_eq!(story.range(), (0, 6));
    }

    #[test]
    fn a_game_without_actions_has_no_lead_and_a_zero_range() {
        let story = Story::new(vec![vec![0, 0]], false);
        assert!(story.leads.is_empty());
        assert_eq!(story.actions(), 0);
        assert_eq!(story.range(), (0, 0));
        let negative = Story::new(vec![vec![0], vec![-3]], false);
        assert_eq!(negative.range(), (-3, 0));
    }
}
