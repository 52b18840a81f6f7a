//! Whether a game read from a code is one this phone holds already: the same share link opened
//! twice, or a game handed back to the phone that gave it. The import screen says so, with
//! which of the two has more moves, rather than adding a second copy without a word.
//!
//! A game is told by its set-up: the family, the players in their seats and the moment it was
//! created, to the second (the precision a share code keeps), and its options where the lists
//! read them. Two games set up apart share none of that by chance.

use crate::save::GameSummary;
use crate::session::Game;

/// The game this phone holds that `incoming` is a copy of, if any: the most recent such game
/// (the lists keep the most recent first).
pub fn held_here<'a>(
    incoming: &Game,
    games: impl IntoIterator<Item = &'a GameSummary>,
) -> Option<&'a GameSummary> {
    let setup = incoming.setup();
    games.into_iter().find(|held| {
        !held.results_only
            && held.kind == incoming.kind()
            && held.players == setup.players
            && held.created.timestamp() == setup.created.timestamp()
            && held
                .options
                .as_ref()
                .is_none_or(|options| *options == setup.options)
    })
}

#[cfg(test)]
mod tests {
    use chrono::{Duration, TimeZone, Utc};

    use super::*;
    use crate::rules::{scorepad, Player, PlayerColour};
    use crate::session::{Action, GameOptions, Setup};

    fn game(created_ms: i64, names: &[&str]) -> Game {
        Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: names
                .iter()
                .zip([PlayerColour::Red, PlayerColour::Blue])
                .map(|(n, c)| Player::new(*n, c))
                .collect(),
            created: Utc.timestamp_millis_opt(created_ms).unwrap(),
        })
        .unwrap()
    }

    fn score(game: &mut Game, points: i64) {
        let at = game.updated() + Duration::seconds(5);
        game.apply(
            Action::ScorePad(scorepad::Action::Score { player: 0, points }),
            at,
        )
        .unwrap();
    }

    #[test]
    fn a_copy_of_a_game_held_here_is_found_whatever_its_moves() {
        let mut here = game(1_790_000_000_250, &["Lan", "Minh"]);
        score(&mut here, 3);
        score(&mut here, 4);
        let other = game(1_790_000_000_250, &["Lan", "Bo"]);
        let later = game(1_790_000_100_000, &["Lan", "Minh"]);
        let lists = [
            GameSummary::of("other", "Other", &other),
            GameSummary::of("later", "Later", &later),
            GameSummary::of("here", "Here", &here),
        ];
        // The code keeps the creation to the second, and fewer moves than the phone holds.
        let mut incoming = game(1_790_000_000_000, &["Lan", "Minh"]);
        score(&mut incoming, 3);
        let held = held_here(&incoming, &lists).expect("held here");
        assert_eq!(held.id, "here");
        assert_eq!(held.actions, 2);
        // Another game set up with other players or at another time is not it.
        assert!(held_here(&game(1_790_000_000_000, &["Lan", "Ana"]), &lists[..2]).is_none());
        // Results only (its log let go) cannot be opened: no match.
        let mut kept = GameSummary::of("here", "Here", &here);
        kept.results_only = true;
        assert!(held_here(&incoming, [&kept]).is_none());
    }
}
