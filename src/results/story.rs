//! The story of one game: each seat's score at the end of every turn or round and the
//! moments where the lead changed hands, from the rows the session replays
//! (`Game::score_history`).
//!
//! How it counts:
//! - **Steps** are the game's turns or rounds (`rules::Moment`), not its taps: a road's length
//!   raised five times is one turn. The story shows the start, then the scores at the end of
//!   each turn or round (the set-up as one step, the final count as one); a family that counts
//!   no turns (a score pad without rounds) shows every action.
//! - **The lead**: a seat leads when it alone has the best score (the highest, or the lowest in
//!   a game where the lowest wins), at the end of a step. A tie at the top leaves the lead
//!   where it was, so the lead changes only when another seat takes it alone; the first seat to
//!   lead alone counts as a change too. The set-up's points are no race: whoever leads when
//!   it ends holds the lead without a change being counted.
//! - **For good**: in a finished game, the last change of lead, when its seat still leads alone
//!   at the end, is the one that decided the game.

use chrono::{DateTime, Utc};

use crate::rules::Moment;
use crate::session::{Game, ScoreRow};

/// One change of lead: at the end of step `step` (an index into [`Story::steps`]), `seat`
/// leads alone; `for_good` when it kept the lead to the end of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lead {
    pub step: usize,
    pub seat: usize,
    pub for_good: bool,
}

/// One step of the story: where the game stood (`None`: the family counts actions, and this
/// is action `row`, 0 the start), the row of the history it ends on, and the scores then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step<'a> {
    pub moment: Option<Moment>,
    pub row: usize,
    pub scores: &'a [i64],
}

/// A game's story: its steps, the start first, and its changes of lead.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Story<'a> {
    pub steps: Vec<Step<'a>>,
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

/// Whether row `i` of `rows` ends a step: the start, the last row, every row of a family that
/// counts no turns, and the last row of each turn or round (the next row stands elsewhere).
fn ends_step(rows: &[ScoreRow], i: usize) -> bool {
    let row = &rows[i];
    i == 0 || i + 1 == rows.len() || row.moment.is_none() || rows[i + 1].moment != row.moment
}

/// The step `moment` with `scores` against the lead held so far: the seat that takes the lead
/// there alone, if one does (a change of lead), with `holder` moved on. The set-up's back and
/// forth is no race: the lead it leaves is held without a change.
fn take_lead(
    holder: &mut Option<usize>,
    moment: Option<Moment>,
    scores: &[i64],
    lowest_wins: bool,
) -> Option<usize> {
    let best = alone_best(scores, lowest_wins);
    if moment == Some(Moment::SetUp) {
        *holder = best.or(*holder);
        return None;
    }
    let seat = best.filter(|&seat| Some(seat) != *holder)?;
    *holder = Some(seat);
    Some(seat)
}

impl<'a> Story<'a> {
    /// The story of `rows` (see [`Game::score_history`]); `over` once the game has ended.
    pub fn new(rows: &'a [ScoreRow], lowest_wins: bool, over: bool) -> Story<'a> {
        let steps: Vec<Step<'a>> = (0..rows.len())
            .filter(|&i| ends_step(rows, i))
            .map(|i| Step {
                moment: rows[i].moment,
                row: i,
                scores: &rows[i].scores,
            })
            .collect();
        let mut leads: Vec<Lead> = Vec::new();
        let mut holder = None;
        for (step, at) in steps.iter().enumerate() {
            if let Some(seat) = take_lead(&mut holder, at.moment, at.scores, lowest_wins) {
                leads.push(Lead {
                    step,
                    seat,
                    for_good: false,
                });
            }
        }
        let end = steps.last().and_then(|s| alone_best(s.scores, lowest_wins));
        if let Some(last) = leads.last_mut() {
            last.for_good = over && end == Some(last.seat);
        }
        Story { steps, leads }
    }

    /// How many turns, rounds or actions the story covers, as its steps count them: the
    /// highest turn or round it reached, or the actions where it counts none.
    pub fn span(&self) -> (Span, usize) {
        let counted = self.steps.iter().rev().find_map(|s| match s.moment {
            Some(Moment::Turn(n)) => Some((Span::Turns, n as usize)),
            Some(Moment::Round(n)) => Some((Span::Rounds, n as usize)),
            _ => None,
        });
        counted.unwrap_or_else(|| {
            let actions = self.steps.last().map_or(0, |s| s.row);
            (Span::Actions, actions)
        })
    }

    /// The steps where some score changed, after the start: the picture's figures as a table,
    /// without the steps that moved no score.
    pub fn changes(&self) -> impl Iterator<Item = &Step<'a>> + '_ {
        self.steps
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(i, step)| self.steps[i - 1].scores != step.scores)
            .map(|(_, step)| step)
    }

    /// The lowest and highest score of the whole story (0 included, the start).
    pub fn range(&self) -> (i64, i64) {
        let all = self.steps.iter().flat_map(|s| s.scores.iter().copied());
        (
            all.clone().min().unwrap_or(0).min(0),
            all.max().unwrap_or(0).max(0),
        )
    }
}

/// What a story's steps count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span {
    Turns,
    Rounds,
    Actions,
}

/// The rows of [`Game::score_history`] kept between two drawings of one game, so a tap costs
/// one row rather than a replay of the whole log: a move adds the row of the state it leaves,
/// an undo takes the last row back, and anything else (another game, a jump of several moves,
/// moves that are not the ones the rows were made from) replays once.
#[derive(Debug, Default)]
pub struct Rows {
    id: String,
    rows: Vec<ScoreRow>,
    /// When each applied action was made, row `i + 1`'s in `made[i]`: how a row is known to
    /// be the one of the same move (an undo and a new move in another window are another).
    made: Vec<DateTime<Utc>>,
    /// How many times the whole log was replayed: what the tests hold down.
    replays: usize,
    /// The changes of lead counted so far (see [`Rows::lead_changes`]).
    leads: LeadsSoFar,
}

/// The changes of lead in the rows whose steps are settled, kept with the rows: the folded
/// story's line then costs a tap the row it adds, not a pass over the whole game.
#[derive(Debug, Default)]
struct LeadsSoFar {
    /// Rows `0..settled` are counted: each has a row after it, so whether it ends a step is
    /// known and stays so while the rows only grow.
    settled: usize,
    holder: Option<usize>,
    changes: usize,
    lowest_wins: bool,
}

impl Rows {
    /// The score history of `game` (stored as `id`), brought level with it.
    pub fn follow(&mut self, id: &str, game: &Game) -> &[ScoreRow] {
        let applied = game.applied();
        let n = applied.len();
        // The scores now: the row a move adds and the check that the rows are level, worked
        // out once (a tap's standings).
        let now = game.score_row();
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
            self.replace(game.score_history());
            self.made = applied.iter().map(|e| e.at).collect();
        }
        &self.rows
    }

    /// The rows as the last [`Rows::follow`] left them.
    pub fn followed(&self) -> &[ScoreRow] {
        &self.rows
    }

    /// The rows made anew: nothing counted from the old ones holds.
    fn replace(&mut self, rows: Vec<ScoreRow>) {
        self.rows = rows;
        self.leads = LeadsSoFar::default();
    }

    /// How many times the lead changed hands in the rows as they stand (those of the last
    /// [`Rows::follow`]), as [`Story::new`] counts them: the rows counted before are kept, so
    /// a move costs its own row, an undo a count again.
    pub fn lead_changes(&mut self, lowest_wins: bool) -> usize {
        let Some(last) = self.rows.len().checked_sub(1) else {
            return 0;
        };
        let leads = &mut self.leads;
        if leads.lowest_wins != lowest_wins || leads.settled > last {
            *leads = LeadsSoFar {
                lowest_wins,
                ..LeadsSoFar::default()
            };
        }
        for i in leads.settled..last {
            let row = &self.rows[i];
            if ends_step(&self.rows, i)
                && take_lead(&mut leads.holder, row.moment, &row.scores, lowest_wins).is_some()
            {
                leads.changes += 1;
            }
        }
        leads.settled = last;
        // The last row ends a step whatever comes after it, but that step is not settled.
        let mut holder = leads.holder;
        let row = &self.rows[last];
        leads.changes
            + usize::from(take_lead(&mut holder, row.moment, &row.scores, lowest_wins).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lead(step: usize, seat: usize) -> Lead {
        Lead {
            step,
            seat,
            for_good: false,
        }
    }

    /// Rows without turns: each action a step.
    fn actions(scores: &[Vec<i64>]) -> Vec<ScoreRow> {
        scores
            .iter()
            .map(|s| ScoreRow {
                moment: None,
                scores: s.clone(),
            })
            .collect()
    }

    /// Rows at the given moments.
    fn at(rows: &[(Moment, Vec<i64>)]) -> Vec<ScoreRow> {
        rows.iter()
            .map(|(moment, scores)| ScoreRow {
                moment: Some(*moment),
                scores: scores.clone(),
            })
            .collect()
    }

    #[test]
    fn the_lead_changes_when_another_seat_takes_it_alone() {
        let rows = actions(&[
            vec![0, 0],
            vec![5, 0],
            vec![5, 5],
            vec![5, 5],
            vec![5, 9],
            vec![12, 9],
        ]);
        let story = Story::new(&rows, false, false);
        assert_eq!(story.leads, vec![lead(1, 0), lead(4, 1), lead(5, 0)]);
        assert_eq!(story.span(), (Span::Actions, 5));
        let changed: Vec<usize> = story.changes().map(|step| step.row).collect();
        assert_eq!(changed, vec![1, 2, 4, 5], "action 3 moved no score");
        assert_eq!(story.range(), (0, 12));
    }

    #[test]
    fn a_tie_at_the_top_leaves_the_lead_where_it_was() {
        let rows = actions(&[vec![0, 0], vec![3, 0], vec![3, 3], vec![4, 3]]);
        let story = Story::new(&rows, false, false);
        assert_eq!(story.leads, vec![lead(1, 0)]);
    }

    #[test]
    fn in_a_lowest_wins_game_the_lowest_score_leads() {
        let rows = actions(&[vec![0, 0, 0], vec![4, 0, 2], vec![4, 6, 2]]);
        let story = Story::new(&rows, true, false);
        assert_eq!(story.leads, vec![lead(1, 1), lead(2, 2)]);
        assert_eq!(story.range(), (0, 6));
    }

    #[test]
    fn a_game_without_actions_has_no_lead_and_a_zero_range() {
        let rows = actions(&[vec![0, 0]]);
        let story = Story::new(&rows, false, false);
        assert!(story.leads.is_empty());
        assert_eq!(story.span(), (Span::Actions, 0));
        assert_eq!(story.range(), (0, 0));
        let negative = actions(&[vec![0], vec![-3]]);
        assert_eq!(Story::new(&negative, false, false).range(), (-3, 0));
    }

    #[test]
    fn turns_are_the_steps_and_the_set_up_is_no_race() {
        use Moment::{SetUp, Turn};
        let rows = at(&[
            // The set-up: each settlement puts its player ahead for a moment.
            (SetUp, vec![0, 0]),
            (SetUp, vec![1, 0]),
            (SetUp, vec![1, 1]),
            (SetUp, vec![2, 1]),
            (SetUp, vec![2, 2]),
            // Turn 1: a road's length raised three times, then Longest Road; the turn ends.
            (Turn(1), vec![2, 2]),
            (Turn(1), vec![2, 2]),
            (Turn(1), vec![4, 2]),
            // Turn 2: Bo builds twice and passes Ana within the turn.
            (Turn(2), vec![4, 2]),
            (Turn(2), vec![4, 4]),
            (Turn(2), vec![4, 5]),
            (Turn(3), vec![4, 5]),
        ]);
        let story = Story::new(&rows, false, false);
        let moments: Vec<Option<Moment>> = story.steps.iter().map(|s| s.moment).collect();
        assert_eq!(
            moments,
            vec![
                Some(SetUp),
                Some(SetUp),
                Some(Turn(1)),
                Some(Turn(2)),
                Some(Turn(3))
            ],
            "the start, the set-up's end, then the end of each turn"
        );
        assert_eq!(story.steps[1].row, 4);
        assert_eq!(story.steps[2].scores, &[4, 2]);
        assert_eq!(
            story.leads,
            vec![lead(2, 0), lead(3, 1)],
            "no change counted in the set-up; one per turn at most"
        );
        assert_eq!(story.span(), (Span::Turns, 3));
    }

    #[test]
    fn the_last_change_of_a_finished_game_is_for_good() {
        use Moment::Round;
        let rows = at(&[
            (Round(1), vec![0, 0]),
            (Round(1), vec![5, 3]),
            (Round(2), vec![5, 9]),
            (Round(3), vec![12, 9]),
        ]);
        let running = Story::new(&rows, false, false);
        assert!(
            running.leads.iter().all(|l| !l.for_good),
            "not while it runs"
        );
        let over = Story::new(&rows, false, true);
        assert_eq!(over.leads.len(), 3);
        assert!(over.leads[2].for_good && !over.leads[1].for_good);
        // A tie at the end: the last to take the lead did not keep it alone.
        let tied = at(&[
            (Round(1), vec![0, 0]),
            (Round(1), vec![5, 3]),
            (Round(2), vec![5, 5]),
        ]);
        assert!(!Story::new(&tied, false, true).leads[0].for_good);
    }

    mod rows {
        use super::super::Rows;
        use crate::rules::{scorepad, PlayerColour};
        use crate::session::fixtures::{at, score, score_pad};
        use crate::session::Game;

        fn pad() -> Game {
            let players = [
                ("An", PlayerColour::Red),
                ("Bo", PlayerColour::Blue),
                ("Cy", PlayerColour::Green),
            ];
            score_pad(scorepad::Options::default(), &players)
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

    /// The count kept between taps against the story's own, however the rows change.
    mod kept_count {
        use super::*;
        use proptest::prelude::*;

        /// A row: no moment, the set-up, one of three turns or rounds, or the final count.
        fn row() -> impl Strategy<Value = ScoreRow> {
            let moment = prop_oneof![
                Just(None),
                Just(Some(Moment::SetUp)),
                (1u32..4).prop_map(|n| Some(Moment::Turn(n))),
                (1u32..4).prop_map(|n| Some(Moment::Round(n))),
                Just(Some(Moment::FinalCount)),
            ];
            (moment, proptest::collection::vec(-2i64..5, 3))
                .prop_map(|(moment, scores)| ScoreRow { moment, scores })
        }

        proptest! {
            #[test]
            fn is_the_storys_after_every_move_undo_and_replay(
                changes in proptest::collection::vec((0u8..5, row()), 1..80),
                lowest_wins: bool,
            ) {
                let mut rows = Rows::default();
                for (change, row) in changes {
                    match change {
                        // A move, as `follow` adds it (the most common change).
                        0..=2 => rows.rows.push(row),
                        // An undo, as `follow` takes it back.
                        3 => {
                            rows.rows.pop();
                        }
                        // A replay: the same rows and one more, made anew.
                        _ => {
                            let mut again = rows.rows.clone();
                            again.push(row);
                            rows.replace(again);
                        }
                    }
                    let told = Story::new(&rows.rows, lowest_wins, false).leads.len();
                    prop_assert_eq!(rows.lead_changes(lowest_wins), told);
                }
            }
        }

        #[test]
        fn a_replay_with_as_many_rows_counts_anew() {
            let mut rows = Rows::default();
            rows.replace(actions(&[vec![0, 0], vec![3, 0], vec![3, 5], vec![9, 5]]));
            assert_eq!(rows.lead_changes(false), 3);
            // Another game's rows, as many: nothing counted from the first one holds.
            rows.replace(actions(&[vec![0, 0], vec![0, 0], vec![0, 0], vec![1, 0]]));
            assert_eq!(rows.lead_changes(false), 1);
            // The same rows where the lowest wins.
            assert_eq!(rows.lead_changes(true), 1);
        }
    }
}
