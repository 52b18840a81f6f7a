//! Properties of the session over random score pad games: undo inverts apply, replay rebuilds
//! the state, refusals change nothing, and a save round-trips.

use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;
use tablemate::rules::dice::{DiceMode, Roll};
use tablemate::rules::scorepad::{self, Winner};
use tablemate::rules::{Player, PlayerColour};
use tablemate::save::{decode, encode, SavedGame};
use tablemate::session::{Action, Game, GameOptions, Setup};

fn at(i: usize) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + i as i64, 0).unwrap()
}

fn options() -> impl Strategy<Value = scorepad::Options> {
    (
        any::<bool>(),
        prop::option::of(1i64..60),
        prop_oneof![Just(Winner::Highest), Just(Winner::Lowest)],
        prop_oneof![Just(DiceMode::Random), Just(DiceMode::Deck)],
    )
        .prop_map(|(rounds, target, winner, dice)| scorepad::Options {
            rounds,
            target,
            winner,
            dice,
        })
}

/// Actions, legal or not: the session must sort them out.
fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => (0usize..9, -12i64..12).prop_map(|(player, points)| scorepad::Action::Score { player, points }),
        1 => Just(scorepad::Action::NextRound),
        1 => (0u8..8, 0u8..8).prop_map(|(a, b)| scorepad::Action::Roll(Roll::new(a, b))),
        1 => (0u8..60).prop_map(|_| scorepad::Action::Score { player: 0, points: 2_000_000 }),
        2 => (0usize..4, 0usize..9, -12i64..12).prop_map(|(round, player, points)| scorepad::Action::Correct { round, player, points }),
    ]
    .prop_map(Action::ScorePad)
}

#[derive(Clone, Debug)]
enum Step {
    Do(Action),
    Undo,
    Redo,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => action().prop_map(Step::Do),
        2 => Just(Step::Undo),
        1 => Just(Step::Redo),
    ]
}

fn new_game(options: scorepad::Options, players: usize) -> Game {
    Game::new(Setup {
        options: GameOptions::ScorePad(options),
        players: (0..players)
            .map(|i| Player::new(format!("P{i}"), PlayerColour::ALL[i]))
            .collect(),
        created: at(0),
    })
    .unwrap()
}

proptest! {
    #[test]
    fn sessions_stay_consistent(options in options(), players in 1usize..=8, steps in prop::collection::vec(step(), 0..120)) {
        let mut game = new_game(options, players);
        for (i, step) in steps.into_iter().enumerate() {
            match step {
                Step::Do(action) => {
                    let before = game.clone();
                    match game.apply(action, at(i + 1)) {
                        Ok(()) => {
                            let mut back = game.clone();
                            prop_assert!(back.undo());
                            prop_assert_eq!(back.state(), before.state());
                            prop_assert_eq!(back.cursor(), before.cursor());
                        }
                        Err(_) => prop_assert_eq!(&game, &before),
                    }
                }
                Step::Undo => { game.undo(); }
                Step::Redo => { game.redo(); }
            }
            let rebuilt = Game::rebuild(game.setup().clone(), game.log().to_vec(), game.cursor()).unwrap();
            prop_assert_eq!(&rebuilt, &game);
        }
        let saved = SavedGame::of(&game, "id", "name");
        let (envelope, loaded) = decode(&encode("id", "name", &game, at(999))).unwrap();
        prop_assert_eq!(envelope.game, saved);
        prop_assert_eq!(loaded, game);
    }

    #[test]
    fn arbitrary_text_never_panics_the_decoder(text in ".{0,400}") {
        let _ = decode(&text);
    }

    #[test]
    fn mutated_saves_never_panic_the_decoder(cut in 0usize..2000, byte in any::<u8>(), flip in 0usize..2000) {
        let mut game = new_game(scorepad::Options::default(), 3);
        for i in 0..20 {
            game.apply(Action::ScorePad(scorepad::Action::Score { player: i % 3, points: 1 + i as i64 }), at(i)).unwrap();
        }
        let text = encode("g", "G", &game, at(50));
        let mut bytes = text.into_bytes();
        let at_flip = flip % bytes.len();
        bytes[at_flip] = byte;
        bytes.truncate(cut.max(1).min(bytes.len()));
        let _ = decode(&String::from_utf8_lossy(&bytes));
    }
}
