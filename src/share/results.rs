//! The results card of a finished game: final scores, winner, date and duration.

use chrono::{DateTime, Duration, Utc};

use crate::rules::Player;
use crate::session::{Game, GameKind};

#[derive(Clone, Debug, PartialEq)]
pub struct ResultsCard {
    pub name: String,
    pub kind: GameKind,
    /// Seat order, with each player's final score.
    pub scores: Vec<(Player, i64)>,
    /// Seats of the winners; more than one on a shared win.
    pub winners: Vec<usize>,
    pub started: DateTime<Utc>,
    pub finished: DateTime<Utc>,
    pub actions: usize,
}

impl ResultsCard {
    /// `None` while the game is still going.
    pub fn of(name: &str, game: &Game) -> Option<ResultsCard> {
        let outcome = game.outcome()?;
        let players = game.players();
        let scores = game
            .standings()
            .into_iter()
            .filter_map(|s| players.get(s.player).map(|p| (p.clone(), s.score)))
            .collect();
        Some(ResultsCard {
            name: name.to_string(),
            kind: game.kind(),
            scores,
            winners: outcome.winners,
            started: game.setup().created,
            finished: game.updated(),
            actions: game.cursor(),
        })
    }

    pub fn duration(&self) -> Duration {
        (self.finished - self.started).max(Duration::zero())
    }

    /// The players by score, best first (for the lowest-wins score pad too: winners first).
    pub fn ranking(&self) -> Vec<(usize, &Player, i64)> {
        let mut rows: Vec<_> = self
            .scores
            .iter()
            .enumerate()
            .map(|(seat, (p, s))| (seat, p, *s))
            .collect();
        rows.sort_by_key(|&(seat, _, score)| (!self.winners.contains(&seat), -score, seat));
        rows
    }

    pub fn winner_names(&self) -> Vec<&str> {
        self.winners
            .iter()
            .filter_map(|&w| self.scores.get(w).map(|(p, _)| p.name.as_str()))
            .collect()
    }
}
