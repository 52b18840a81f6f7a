//! What unit tests across the crate build games from: a moment of a fixed day, a score pad
//! for the names and colours a test picks, and a score on it. One place, so a change to how
//! a game is set up is made once for every test.

use chrono::{DateTime, TimeZone, Utc};

use super::{Action, Game, GameOptions, Setup};
use crate::rules::{scorepad, Player, PlayerColour};

/// `second` seconds into the tests' day.
pub fn at(second: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

/// A new score pad with `options`, its players named and coloured in seat order, created at
/// `at(0)`.
pub fn score_pad(options: scorepad::Options, players: &[(&str, PlayerColour)]) -> Game {
    Game::new(Setup {
        options: GameOptions::ScorePad(options),
        players: players
            .iter()
            .map(|&(name, colour)| Player::new(name, colour))
            .collect(),
        created: at(0),
    })
    .unwrap()
}

/// `points` for the player in `player`'s seat.
pub fn score(player: usize, points: i64) -> Action {
    Action::ScorePad(scorepad::Action::Score { player, points })
}
