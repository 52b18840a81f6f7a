//! The generic score pad: points per player for any board game, with optional rounds and an
//! optional target score. It is also the fallback for games Tablemate does not model.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::dice::{Dice, DiceMode, DiceRefusal, Roll};
use super::players::{check_players, OptionError, Player, SetupError};
use super::{GameRules, Guide, Moment, Outcome, Standing};

pub const MIN_PLAYERS: usize = 1;
pub const MAX_PLAYERS: usize = 8;
/// The largest change one entry may make. Far beyond any real game, it keeps totals far from
/// integer overflow whatever is typed.
pub const MAX_ENTRY: i64 = 1_000_000;
/// The largest target score that can be set.
pub const MAX_TARGET: i64 = 1_000_000;
/// The most rounds a game can have; the limit keeps a runaway log from growing the table.
pub const MAX_ROUNDS: usize = 500;

/// Which end of the table wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Winner {
    #[default]
    Highest,
    Lowest,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Keep points per round and show a table of rounds.
    pub rounds: bool,
    /// The game ends when a total reaches this score (see [`ScorePad::outcome`]).
    pub target: Option<i64>,
    pub winner: Winner,
    pub dice: DiceMode,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rounds: false,
            target: None,
            winner: Winner::Highest,
            dice: DiceMode::Random,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Adds (or with a negative number, takes away) points.
    Score { player: usize, points: i64 },
    /// Closes the current round and opens the next one.
    NextRound,
    /// Ends the game now; the standings decide the winner.
    Finish,
    /// A roll of the two dice, recorded as rolled.
    Roll(Roll),
    /// Sets what `player` scored in `round` (counted from 1, as [`State::round_number`]) to
    /// `points`: a mistyped cell of the table put right, the open round's cells included.
    /// The cell takes the new value whatever entries made the old one, so the totals, the
    /// leaders and the target follow at once; undone like any other action.
    Correct {
        round: usize,
        player: usize,
        points: i64,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NoSuchPlayer,
    ZeroPoints,
    EntryTooLarge,
    NotPlayingRounds,
    EmptyRound,
    TooManyRounds,
    Dice(DiceRefusal),
    /// A correction names a round the game has not reached (or round 0).
    NoSuchRound,
    /// A corrected cell would hold more than [`MAX_ENTRY`] points either way.
    CellTooLarge,
    /// The cell already holds the points of the correction.
    CellUnchanged,
}

impl Refusal {
    /// The rule entry this refusal comes from, one of [`RULE_IDS`].
    pub fn rule_id(&self) -> &'static str {
        match self {
            Refusal::NoSuchPlayer => "scorepad-players",
            Refusal::ZeroPoints
            | Refusal::EntryTooLarge
            | Refusal::CellTooLarge
            | Refusal::CellUnchanged => "scorepad-scores",
            Refusal::NotPlayingRounds
            | Refusal::EmptyRound
            | Refusal::TooManyRounds
            | Refusal::NoSuchRound => "scorepad-rounds",
            Refusal::Dice(_) => "scorepad-dice",
        }
    }
}

/// Every rule id a score pad refusal can name, so the rulebook can be checked against them.
pub const RULE_IDS: &[&str] = &[
    "scorepad-players",
    "scorepad-scores",
    "scorepad-rounds",
    "scorepad-target",
    "scorepad-winner",
    "scorepad-dice",
];

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoSuchPlayer => f.write_str("There is no such player in this game."),
            Refusal::ZeroPoints => f.write_str("Adding zero points changes nothing."),
            Refusal::EntryTooLarge => write!(
                f,
                "One entry can change a score by at most {MAX_ENTRY} points."
            ),
            Refusal::NotPlayingRounds => {
                f.write_str("This game does not keep rounds; turn them on in a new game.")
            }
            Refusal::EmptyRound => {
                f.write_str("Nobody has scored in this round yet, so it cannot be closed.")
            }
            Refusal::TooManyRounds => write!(f, "A game can have at most {MAX_ROUNDS} rounds."),
            Refusal::Dice(dice) => dice.fmt(f),
            Refusal::NoSuchRound => f.write_str("The game has not reached that round."),
            Refusal::CellTooLarge => write!(
                f,
                "A corrected cell can hold at most {MAX_ENTRY} points either way."
            ),
            Refusal::CellUnchanged => f.write_str("That cell already holds these points."),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Points per round, one row per round and one column per player. Without rounds there
    /// is a single row.
    pub rounds: Vec<Vec<i64>>,
    /// Whether anyone has scored in the last (open) round.
    pub round_touched: bool,
    pub finished: bool,
    pub dice: Dice,
}

impl State {
    pub fn totals(&self) -> Vec<i64> {
        let players = self.rounds.first().map_or(0, Vec::len);
        (0..players)
            .map(|p| self.rounds.iter().map(|row| row[p]).sum())
            .collect()
    }

    /// The open round, counted from 1.
    pub fn round_number(&self) -> usize {
        self.rounds.len()
    }

    /// The rounds the table played, once the game is `over`: closing a round opens the next,
    /// so a game that ended before anyone scored in the new round did not play it. While the
    /// game runs, every round so far, the open one included.
    pub fn rounds_played(&self, over: bool) -> usize {
        if over && !self.round_touched && self.rounds.len() > 1 {
            self.rounds.len() - 1
        } else {
            self.rounds.len()
        }
    }

    /// The seats from the best total to the worst as the game counts it (highest or lowest
    /// wins), seat order between equal totals: how a finished game lists its players.
    pub fn ranking(&self, options: &Options) -> Vec<usize> {
        let totals = self.totals();
        let better = |a: usize, b: usize| match options.winner {
            Winner::Highest => totals[a] > totals[b],
            Winner::Lowest => totals[a] < totals[b],
        };
        // An insertion sort of at most eight seats: stable, and no sort code for the web build.
        let mut seats: Vec<usize> = Vec::with_capacity(totals.len());
        for seat in 0..totals.len() {
            let at = seats
                .iter()
                .position(|&s| better(seat, s))
                .unwrap_or(seats.len());
            seats.insert(at, seat);
        }
        seats
    }
}

/// The score pad's rules.
pub struct ScorePad;

/// Where a score pad is: points being entered (in round `round`, from 1, with rounds), or
/// finished. Anyone at the table may enter points, so no seat is waited for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Scoring { round: usize },
    Finished,
}

/// A score pad moves no pieces: the pad is the table's whole record, so there is nothing to
/// tell the table beyond the action itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableChange {}

/// The seats with the best total as the game counts it (highest or lowest wins), all of them
/// on a tie: the winners once the game is over.
fn best_totals(options: &Options, totals: &[i64]) -> Vec<usize> {
    let best = match options.winner {
        Winner::Highest => totals.iter().max(),
        Winner::Lowest => totals.iter().min(),
    };
    let Some(&best) = best else {
        return Vec::new();
    };
    (0..totals.len()).filter(|&p| totals[p] == best).collect()
}

/// Who leads now, for the mark on the score pad: the best totals, and nobody while every
/// player is level (at the start, say). Once the game is over these are its winners.
pub fn leaders(options: &Options, state: &State) -> Vec<usize> {
    let totals = state.totals();
    let best = best_totals(options, &totals);
    if best.len() == totals.len() && !state.finished {
        Vec::new()
    } else {
        best
    }
}

impl GameRules for ScorePad {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Refusal = Refusal;
    type Change = TableChange;
    type Step = Step;

    fn guide(options: &Options, _players: &[Player], state: &State) -> Guide<Step, Action> {
        let step = if state.finished {
            Step::Finished
        } else {
            Step::Scoring {
                round: state.rounds.len(),
            }
        };
        let actions = match step {
            Step::Finished => Vec::new(),
            Step::Scoring { .. } if options.rounds => vec![Action::NextRound, Action::Finish],
            Step::Scoring { .. } => vec![Action::Finish],
        };
        Guide {
            seat: None,
            step,
            actions,
        }
    }

    fn changes(_options: &Options, _before: &State, _after: &State) -> Vec<TableChange> {
        Vec::new()
    }

    /// A score and a corrected cell are the player's they count for.
    fn named(_options: &Options, action: &Action) -> Vec<usize> {
        match action {
            Action::Score { player, .. } | Action::Correct { player, .. } => vec![*player],
            Action::NextRound | Action::Finish | Action::Roll(_) => Vec::new(),
        }
    }

    /// The rounds, where the pad keeps them; without, each entry is a step of its own.
    fn moment(options: &Options, state: &State) -> Option<Moment> {
        let round = u32::try_from(state.round_number()).unwrap_or(u32::MAX);
        options.rounds.then_some(Moment::Round(round))
    }

    fn lowest_wins(options: &Options) -> bool {
        options.winner == Winner::Lowest
    }

    /// One score per player and round instead of every entry; rolls and round ends kept.
    fn compact(_options: &Options, players: &[Player], actions: &[Action]) -> Option<Vec<Action>> {
        let mut out = Vec::new();
        let mut sums = vec![0i64; players.len()];
        let flush = |out: &mut Vec<Action>, sums: &mut Vec<i64>| {
            for (player, points) in sums.iter_mut().enumerate() {
                if *points != 0 {
                    out.push(Action::Score {
                        player,
                        points: *points,
                    });
                    *points = 0;
                }
            }
        };
        for action in actions {
            match action {
                Action::Score { player, points } => {
                    let sum = sums.get_mut(*player)?;
                    *sum = sum.checked_add(*points)?;
                }
                Action::Roll(_) => out.push(action.clone()),
                // A correction sets one cell, whatever made it: with the open round's sums
                // written first, the cells are as they were when it was made.
                Action::NextRound | Action::Finish | Action::Correct { .. } => {
                    flush(&mut out, &mut sums);
                    out.push(action.clone());
                }
            }
        }
        flush(&mut out, &mut sums);
        Some(out)
    }

    fn start(options: &Options, players: &[Player]) -> Result<State, SetupError> {
        check_players(players, MIN_PLAYERS, MAX_PLAYERS)?;
        if let Some(target) = options.target {
            if !(1..=MAX_TARGET).contains(&target) {
                return Err(SetupError::Option(OptionError::TargetScore {
                    max: MAX_TARGET,
                }));
            }
        }
        Ok(State {
            rounds: vec![vec![0; players.len()]],
            round_touched: false,
            finished: false,
            dice: Dice::new(options.dice),
        })
    }

    fn apply(
        options: &Options,
        players: &[Player],
        state: &State,
        action: &Action,
    ) -> Result<State, Refusal> {
        let mut next = state.clone();
        match *action {
            Action::Score { player, points } => {
                if player >= players.len() {
                    return Err(Refusal::NoSuchPlayer);
                }
                if points == 0 {
                    return Err(Refusal::ZeroPoints);
                }
                if points.abs() > MAX_ENTRY {
                    return Err(Refusal::EntryTooLarge);
                }
                let row = next.rounds.last_mut().expect("a game always has a round");
                row[player] += points;
                next.round_touched = true;
            }
            Action::NextRound => {
                if !options.rounds {
                    return Err(Refusal::NotPlayingRounds);
                }
                if !state.round_touched {
                    return Err(Refusal::EmptyRound);
                }
                if state.rounds.len() >= MAX_ROUNDS {
                    return Err(Refusal::TooManyRounds);
                }
                next.rounds.push(vec![0; players.len()]);
                next.round_touched = false;
            }
            Action::Finish => next.finished = true,
            Action::Roll(roll) => next.dice = state.dice.record(roll).map_err(Refusal::Dice)?,
            Action::Correct {
                round,
                player,
                points,
            } => {
                let open = state.rounds.len();
                if !(1..=open).contains(&round) {
                    return Err(Refusal::NoSuchRound);
                }
                if player >= players.len() {
                    return Err(Refusal::NoSuchPlayer);
                }
                if points.abs() > MAX_ENTRY {
                    return Err(Refusal::CellTooLarge);
                }
                let cell = &mut next.rounds[round - 1][player];
                if *cell == points {
                    return Err(Refusal::CellUnchanged);
                }
                *cell = points;
                // A cell of the open round put right is an entry in it, as a score is.
                if round == open {
                    next.round_touched = true;
                }
            }
        }
        Ok(next)
    }

    /// The game ends when the players say so, or when a total reaches the target. With rounds,
    /// the target is checked when a round closes, so every player finishes the round in which
    /// someone reached it (the usual rule for round-based games such as card games). Without
    /// rounds it ends at once.
    fn outcome(options: &Options, _players: &[Player], state: &State) -> Option<Outcome> {
        let totals = state.totals();
        let target_reached = options.target.is_some_and(|target| {
            let scored = if options.rounds {
                // Totals of the closed rounds only.
                let closed = &state.rounds[..state.rounds.len() - 1];
                (0..totals.len())
                    .map(|p| closed.iter().map(|row| row[p]).sum::<i64>())
                    .collect::<Vec<_>>()
            } else {
                totals.clone()
            };
            scored.iter().any(|&total| total >= target)
        });
        if !state.finished && !target_reached {
            return None;
        }
        Some(Outcome {
            winners: best_totals(options, &totals),
        })
    }

    fn standings(_options: &Options, _players: &[Player], state: &State) -> Vec<Standing> {
        state
            .totals()
            .into_iter()
            .enumerate()
            .map(|(player, score)| Standing { player, score })
            .collect()
    }
}

#[cfg(test)]
mod tests;
