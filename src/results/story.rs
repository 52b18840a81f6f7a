//! The story of one game: each seat's score after every action and the actions where the
//! lead changed hands, from the scores the session replays (`Game::score_history`).
//!
//! How the lead counts: a seat leads when it alone has the best score (the highest, or the
//! lowest in a game where the lowest wins). A tie at the top leaves the lead where it was, so
//! the lead changes only when another seat takes it alone; the first seat to lead alone
//! counts as a change too.

use chrono::{DateTime, Utc};

use crate::session::Game;

/// One change of lead: after action `step` (1 is the first action), `seat` leads alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lead {
    pub step: usize,
    pub seat: usize,
}

/// A game's story: `scores[step][seat]`, step 0 before any action.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Story<'a> {
    pub scores: &'a [Vec<i64>],
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

impl<'a> Story<'a> {
    /// The story of `scores` (see [`Game::score_history`](crate::session::Game::score_history)).
    pub fn new(scores: &'a [Vec<i64>], lowest_wins: bool) -> Story<'a> {
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
    pub fn changes(&self) -> impl Iterator<Item = (usize, &'a [i64])> + '_ {
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

/// The rows of [`Game::score_history`] kept between two drawings of one game, so a tap costs
/// one row rather than a replay of the whole log: a move adds the row of the state it leaves,
/// an undo takes the last row back, and anything else (another game, a jump of several moves,
/// moves that are not the ones the rows were made from) replays once.
#[derive(Debug, Default)]
pub struct Rows {
    id: String,
    rows: Vec<Vec<i64>>,
    /// When each applied action was made, row `i + 1`'s in `made[i]`: how a row is known to
    /// be the one of the same move (an undo and a new move in another window are another).
    made: Vec<DateTime<Utc>>,
    /// How many times the whole log was replayed: what the tests hold down.
    replays: usize,
}

impl Rows {
    /// The score history of `game` (stored as `id`), brought level with it.
    pub fn follow(&mut self, id: &str, game: &Game) -> &[Vec<i64>] {
        let applied = game.applied();
        let n = applied.len();
        // The scores now: the row a move adds and the check that the rows are level, worked
        // out once (a tap's standings).
        let now = game.seat_scores();
        // Whether the first `k` moves the rows were made from end with the game's move `k`.
        let agree = |made: &[DateTime<Utc>], k: usize| {
            k == 0 || made.get(k - 1) == applied.get(k - 1).map(|e| &e.at)
        };
        if self.id == id && self.rows.len() == self.made.len() + 1 {
            let kept = self.made.len();
            if kept + 1 == n && agree(&self.made, kept) {
                self.rows.push(now.clone());
                self.made.push(applied[kept].at);
            } else if kept == n + 1 && agree(&self.made, n) {
                self.rows.pop();
                self.made.pop();
            }
        }
        let level = self.id == id
            && self.made.len() == n
            && agree(&self.made, n)
            && self.rows.len() == n + 1
            && self.rows.last() == Some(&now);
        if !level {
            self.replays += 1;
            self.id = id.to_string();
            self.rows = game.score_history();
            self.made = applied.iter().map(|e| e.at).collect();
        }
        &self.rows
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
        let story_scores = [
            vec![0, 0],
            vec![5, 0],
            vec![5, 5],
            vec![5, 5],
            vec![5, 9],
            vec![12, 9],
        ];
        let story = Story::new(&story_scores, false);
        assert_eq!(story.leads, vec![lead(1, 0), lead(4, 1), lead(5, 0)]);
        assert_eq!(story.actions(), 5);
        let changed: Vec<usize> = story.changes().map(|(step, _)| step).collect();
        assert_eq!(changed, vec![1, 2, 4, 5], "action 3 moved no score");
        assert_eq!(story.range(), (0, 12));
    }

    #[test]
    fn a_tie_at_the_top_leaves_the_lead_where_it_was() {
        let story_scores = [vec![0, 0], vec![3, 0], vec![3, 3], vec![4, 3]];
        let story = Story::new(&story_scores, false);
        assert_eq!(story.leads, vec![lead(1, 0)]);
    }

    #[test]
    fn in_a_lowest_wins_game_the_lowest_score_leads() {
        let story_scores = [vec![0, 0, 0], vec![4, 0, 2], vec![4, 6, 2]];
        let story = Story::new(&story_scores, true);
        assert_eq!(story.leads, vec![lead(1, 1), lead(2, 2)]);
        assert_eq!(story.range(), (0, 6));
    }

    #[test]
    fn a_game_without_actions_has_no_lead_and_a_zero_range() {
        let story_scores = [vec![0, 0]];
        let story = Story::new(&story_scores, false);
        assert!(story.leads.is_empty());
        assert_eq!(story.actions(), 0);
        assert_eq!(story.range(), (0, 0));
        let negative_scores = [vec![0], vec![-3]];
        let negative = Story::new(&negative_scores, false);
        assert_eq!(negative.range(), (-3, 0));
    }

    mod rows {
        use chrono::{DateTime, TimeZone, Utc};

        use super::super::Rows;
        use crate::rules::{scorepad, Player, PlayerColour};
        use crate::session::{Action, Game, GameOptions, Setup};

        fn at(second: i64) -> DateTime<Utc> {
            Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
        }

        fn pad() -> Game {
            Game::new(Setup {
                options: GameOptions::ScorePad(scorepad::Options::default()),
                players: vec![
                    Player::new("An", PlayerColour::Red),
                    Player::new("Bo", PlayerColour::Blue),
                    Player::new("Cy", PlayerColour::Green),
                ],
                created: at(0),
            })
            .unwrap()
        }

        fn score(player: usize, points: i64) -> Action {
            Action::ScorePad(scorepad::Action::Score { player, points })
        }

        #[test]
        fn taps_undos_and_a_new_future_keep_the_rows_of_a_whole_replay() {
            let mut game = pad();
            let mut rows = Rows::default();
            let mut clock = 0;
            // A fixed mix of the changes a table makes, checked after each: a move, an undo
            // and a redo cost a row, two undos at once (every seventh step) a replay.
            for step in 0..400u32 {
                match step % 7 {
                    0 | 1 | 2 | 4 => {
                        clock += 1;
                        let player = (step as usize * 5) % 3;
                        let points = i64::from(step % 11) - 4;
                        let _ = game.apply(score(player, points.max(1)), at(clock));
                    }
                    3 => {
                        game.undo();
                    }
                    5 => {
                        game.redo();
                    }
                    _ => {
                        game.undo();
                        game.undo();
                    }
                }
                assert_eq!(
                    rows.follow("g", &game),
                    game.score_history(),
                    "after step {step}"
                );
            }
        }

        #[test]
        fn another_game_or_another_last_move_is_replayed() {
            let mut game = pad();
            game.apply(score(0, 5), at(1)).unwrap();
            game.apply(score(1, 3), at(2)).unwrap();
            let mut rows = Rows::default();
            assert_eq!(rows.follow("g", &game).len(), 3);
            // Another window: the last move undone and another made, as many moves as before.
            let mut other = game.clone();
            other.undo();
            other.apply(score(2, 9), at(3)).unwrap();
            assert_eq!(rows.follow("g", &other), other.score_history());
            // The same moves under another id are another game's rows, from the start.
            assert_eq!(rows.follow("h", &game), game.score_history());
            // A jump of several moves (a guest's copy following its host).
            let mut ahead = game.clone();
            for i in 0..5 {
                ahead.apply(score(i % 3, 2), at(10 + i as i64)).unwrap();
            }
            assert_eq!(rows.follow("h", &ahead), ahead.score_history());
        }
    }
}
