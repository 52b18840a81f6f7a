//! Property tests: random but plausible games, driven by the state's own choices.

#[path = "jamaica_support/mod.rs"]
mod support;

use proptest::prelude::*;
use support::*;
use tablemate::rules::jamaica::combat::{CombatFace, CombatRoll, COMBAT_DIE};
use tablemate::rules::jamaica::track::{Dir, LAIRS};
use tablemate::rules::jamaica::{Action, Expected, Good, Options, Pending, Spoils, State};
use tablemate::session::{self, Game};

fn face(x: u8) -> CombatFace {
    COMBAT_DIE[usize::from(x) % COMBAT_DIE.len()]
}

/// Builds an action fitting what the game waits for, from three random bytes. Some of them
/// are still refused (a forced ghost direction, a wrong branch): that is part of the test.
fn pick(options: &Options, s: &State, a: u8, b: u8, c: u8) -> Action {
    let dir = if a % 4 == 0 {
        Dir::Backward
    } else {
        Dir::Forward
    };
    match s.expected() {
        Expected::ActionDice => Action::Dice {
            day: 1 + a % 6,
            night: 1 + b % 6,
        },
        Expected::CardAction => {
            if a % 5 == 1 {
                Action::Load { good: Good::Food }
            } else {
                let ways = s.landings(options, dir, 0);
                let branches = ways
                    .get(usize::from(b) % ways.len().max(1))
                    .map(|l| l.branches.clone())
                    .unwrap_or_default();
                Action::Move {
                    dir,
                    branches,
                    adjust: 0,
                }
            }
        }
        Expected::GhostMove => {
            let ways = s.ghost_choices(options);
            match ways.get(usize::from(b) % ways.len().max(1)) {
                Some(l) => Action::GhostMove {
                    dir: l.dir,
                    branches: l.branches.clone(),
                },
                None => Action::GhostMove {
                    dir,
                    branches: vec![],
                },
            }
        }
        Expected::Fee => {
            if a % 3 == 0 {
                Action::CouldNotPay {
                    food: b % 3,
                    gold: c % 3,
                }
            } else {
                Action::Pay
            }
        }
        Expected::ShortageChoice => match &s.pending {
            Some(Pending::Shortage { candidates, .. }) => Action::FallBack {
                space: candidates[usize::from(b) % candidates.len()].space,
            },
            _ => Action::Pay,
        },
        Expected::Fight => match &s.pending {
            Some(Pending::Combat { targets, arrival }) => {
                let opponent = targets[usize::from(a) % targets.len()];
                let powder = |ghost: bool, x: u8| if ghost { 0 } else { x % 4 };
                use tablemate::rules::jamaica::Ship;
                Action::Fight {
                    opponent,
                    attacker: CombatRoll::new(face(b), powder(arrival.ship == Ship::Ghost, c)),
                    defender: Some(CombatRoll::new(face(c), powder(opponent == Ship::Ghost, b))),
                }
            }
            _ => Action::Pay,
        },
        Expected::Spoils => Action::Spoils(match a % 7 {
            0 => Spoils::Nothing,
            1 => Spoils::GhostTakesGold { amount: 1 + b % 6 },
            2 => Spoils::GhostTakesGoods,
            3 => Spoils::GhostTakesTreasure,
            4 => Spoils::TakeGhostHold { hold: b % 5 },
            5 => Spoils::TakeGhostTreasure,
            _ => Spoils::GiveGhostTreasure,
        }),
        Expected::Recruit => Action::SkipRecruit,
        // The Look-Out's choice: games here have no crew, but the match is the state's.
        Expected::LookOut => match s.lair_tokens.get(usize::from(a) % 9) {
            Some(&lair) if b % 2 == 0 => Action::LookOut { lair },
            _ => Action::SkipLookOut,
        },
        Expected::Declarations => Action::Declare {
            player: a % 3,
            declaration: Default::default(),
        },
    }
}

fn check_invariants(options: &Options, s: &State) {
    let track = &options.track;
    for (_, p) in s.all_ships() {
        assert!(track.contains(p), "{p:?} is off the track");
    }
    let lairs = track.lairs();
    assert!(
        s.lair_tokens.windows(2).all(|w| w[0] < w[1]),
        "tokens sorted, no duplicate"
    );
    assert!(s.lair_tokens.iter().all(|t| lairs.contains(t)));
    assert_eq!(
        s.tokens_accounted(),
        LAIRS,
        "every token accounted for once"
    );
}

fn play(n: usize, ghost: bool, moves: &[(u8, u8, u8)]) -> Game {
    let mut g = game(n, ghost, false);
    for (i, &(a, b, c)) in moves.iter().enumerate() {
        if g.outcome().is_some() {
            break;
        }
        let action = pick(options(&g), state(&g), a, b, c);
        let before = g.clone();
        match g.apply(session::Action::Jamaica(action), at(i as i64)) {
            Ok(()) => check_invariants(options(&g), state(&g)),
            Err(_) => assert_eq!(g, before, "a refusal changed the game"),
        }
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn positions_stay_on_the_graph_and_tokens_are_conserved(
        ghost in any::<bool>(),
        moves in proptest::collection::vec(any::<(u8, u8, u8)>(), 0..300),
    ) {
        let n = if ghost { 2 } else { 3 };
        let g = play(n, ghost, &moves);
        check_invariants(options(&g), state(&g));
    }

    #[test]
    fn undo_and_replay_are_exact(
        moves in proptest::collection::vec(any::<(u8, u8, u8)>(), 0..200),
    ) {
        let mut g = play(2, true, &moves);
        let end = g.clone();
        let rebuilt = Game::rebuild(g.setup().clone(), g.log().to_vec(), g.cursor()).unwrap();
        prop_assert_eq!(&rebuilt, &end);
        let mut states = vec![g.state().clone()];
        while g.undo() {
            states.push(g.state().clone());
        }
        prop_assert_eq!(state(&g).round, 1);
        states.pop();
        while let Some(expected) = states.pop() {
            prop_assert!(g.redo());
            prop_assert_eq!(g.state(), &expected);
        }
        prop_assert_eq!(&g, &end);
    }
}

#[test]
fn a_long_generated_game_reaches_the_final_score() {
    for ghost in [false, true] {
        let n = if ghost { 2 } else { 3 };
        let moves: Vec<(u8, u8, u8)> = (0..3000u32)
            .map(|i| {
                (
                    (i * 37 % 251) as u8,
                    (i * 11 % 253) as u8,
                    (i * 3 % 256) as u8,
                )
            })
            .collect();
        let g = play(n, ghost, &moves);
        assert!(
            g.outcome().is_some(),
            "ghost {ghost}: stuck at {:?}",
            state(&g).step
        );
        assert!(state(&g).round > 3);
        assert!((0..n).any(|p| state(&g).finished(p)));
    }
}
