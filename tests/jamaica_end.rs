//! A three-player game with The Crew, played to the end: recruiting in the tavern, treasure
//! tokens, a finish that ignores the rest of the card, and a final score checked by hand.

#[path = "jamaica_support/mod.rs"]
mod support;

use support::*;
use tablemate::rules::jamaica::crew::{Crew, KING_AWAY_POINTS, STAIRS};
use tablemate::rules::jamaica::scoring::{CrewAboard, Declaration, DeclarationError, Treasure};
use tablemate::rules::jamaica::{Action, Expected, Pending, Refusal, Ship, Step};
use tablemate::rules::Outcome;

fn recruit(g: &mut tablemate::session::Game, bottle_to: u8, slot: u8, crew: Crew) {
    ok(
        g,
        Action::Recruit {
            bottle_to,
            slot,
            crew,
        },
    );
}

fn pay_and_skip(g: &mut tablemate::session::Game) {
    ok(g, Action::Pay);
    ok(g, Action::SkipRecruit);
}

#[test]
fn a_crew_game_to_the_end_and_its_score() {
    let mut g = game(3, false, true);

    // Round 1 (Captain player 1).
    dice(&mut g, 4, 6);
    ok(&mut g, fwd(&[])); // lair 4: a token
    assert_eq!(state(&g).tokens[0], 1);
    ok(&mut g, fwd(&[13])); // 5, 6, 13, 14, 15, 16: port 16
    ok(&mut g, Action::Pay);
    assert_eq!(state(&g).pending, Some(Pending::Recruit { player: 0 }));
    assert_eq!(
        refused(
            &mut g,
            Action::Recruit {
                bottle_to: STAIRS,
                slot: 7,
                crew: Crew::Shipowner
            }
        ),
        Refusal::Tavern(tablemate::rules::jamaica::crew::TavernError::NotNextToBottle(7))
    );
    recruit(&mut g, STAIRS, 2, Crew::Shipowner);
    ok(&mut g, fwd(&[])); // lair 4, already emptied
    ok(&mut g, fwd(&[7])); // 5, 6, 7, 8, 9, 10: sea 10
    ok(&mut g, Action::Pay);
    load(&mut g);
    ok(&mut g, fwd(&[])); // port 6
    ok(&mut g, Action::Pay);
    assert_eq!(
        refused(
            &mut g,
            Action::Recruit {
                bottle_to: STAIRS,
                slot: 1,
                crew: Crew::Shipowner
            }
        ),
        Refusal::CrewAlreadyRecruited(Crew::Shipowner)
    );
    recruit(&mut g, STAIRS, 1, Crew::King);

    // Round 2 (Captain player 2).
    dice(&mut g, 1, 6);
    ok(&mut g, fwd(&[])); // lair 11
    ok(&mut g, fwd(&[])); // 12, 15 .. 19: lair 19, passing player 1 at 16
    assert_eq!(state(&g).tokens[1], 2);
    ok(&mut g, fwd(&[13])); // sea 13
    ok(&mut g, Action::Pay);
    load(&mut g);
    ok(&mut g, fwd(&[])); // sea 17
    ok(&mut g, Action::Pay);
    ok(&mut g, fwd(&[20])); // 18, 19, 20 .. 23: sea 23, passing lair 22
    ok(&mut g, Action::Pay);

    // Round 3 (Captain player 3), who lands on player 2 on the emptied lair 19 and wins.
    dice(&mut g, 6, 2);
    ok(&mut g, fwd(&[]));
    ok(
        &mut g,
        Action::Fight {
            opponent: Ship::Player(1),
            attacker: roll(10, 0),
            defender: Some(roll(2, 0)),
        },
    );
    assert_eq!(
        state(&g).pending,
        None,
        "no fee on a lair, no spoils to record"
    );
    ok(&mut g, fwd(&[20])); // 20, 21: port 21
    ok(&mut g, Action::Pay);
    // The bottle moves one step onto emptied space 1 (1 gold) to reach the card below it.
    assert_eq!(state(&g).tavern.unwrap().bottle_cost(1), Some(1));
    recruit(&mut g, 1, 6, Crew::Cooper);
    ok(&mut g, fwd(&[])); // 24, 25, 28 .. 31: port 31
    ok(&mut g, Action::Pay);
    recruit(&mut g, STAIRS, 3, Crew::Bishop);
    ok(&mut g, fwd(&[33])); // 32, 33: lair 33
    assert_eq!(state(&g).tokens[0], 2);
    ok(&mut g, fwd(&[26])); // 26 .. 31: port 31
    pay_and_skip(&mut g);
    ok(&mut g, fwd(&[39])); // 32, 39: sea 39
    ok(&mut g, Action::Pay);

    // Round 4 (Captain player 1).
    dice(&mut g, 6, 5);
    ok(&mut g, fwd(&[])); // 34 .. 38, 41: port 41
    pay_and_skip(&mut g);
    ok(&mut g, fwd(&[])); // 42 .. 46: sea 46
    ok(&mut g, Action::Pay);
    ok(&mut g, fwd(&[])); // 40 .. 45: port 45
    pay_and_skip(&mut g);
    load(&mut g);
    ok(&mut g, fwd(&[])); // 22 .. 25, 28, 29: sea 29
    ok(&mut g, Action::Pay);
    load(&mut g);

    // Round 5 (Captain player 2): player 1 finishes with the day die; the night action is
    // ignored and the round is played to its end.
    dice(&mut g, 4, 1);
    load(&mut g);
    load(&mut g);
    ok(&mut g, fwd(&[33])); // 30 .. 32, 33: lair 33, emptied
    ok(&mut g, fwd(&[])); // port 34
    pay_and_skip(&mut g);
    assert_eq!(g.outcome(), None);
    ok(&mut g, fwd(&[])); // 47, 48, 49, Port Royal
    assert_eq!(ship_of(&g, 0), pos(0, 1));
    assert!(ship_of(&g, 0).finished());

    assert_eq!(state(&g).step, Step::Scoring);
    assert_eq!(state(&g).tokens, vec![2, 2, 0]);
    assert_eq!(state(&g).lair_tokens, vec![9, 22, 25, 37, 44]);
    assert_eq!((ship_of(&g, 1), ship_of(&g, 2)), (pos(45, 0), pos(34, 0)));
    assert_eq!(state(&g).tokens_accounted(), 9);
    assert_eq!(
        state(&g).recruited,
        vec![
            (0, Crew::Shipowner),
            (2, Crew::King),
            (2, Crew::Cooper),
            (0, Crew::Bishop)
        ]
    );
    assert_eq!(
        refused(&mut g, fwd(&[])),
        Refusal::NotNow(Expected::Declarations)
    );

    // Declarations. Player 1, in Port Royal: 12 gold, the diamond and a 5 chest, the
    // Shipowner (upper number 4) and the Bishop (upper number 3).
    let p1 = Declaration {
        gold: 12,
        treasures: vec![Treasure::Youkounkoun, Treasure::Chest(5)],
        crew: vec![
            CrewAboard {
                crew: Crew::Shipowner,
                points: 4,
            },
            CrewAboard {
                crew: Crew::Bishop,
                points: 3,
            },
        ],
    };
    ok(
        &mut g,
        Action::Declare {
            player: 0,
            declaration: p1,
        },
    );
    let p2 = Declaration {
        gold: 20,
        treasures: vec![
            Treasure::Chest(7),
            Treasure::Chest(6),
            Treasure::CursedPuppet(-3),
        ],
        crew: vec![],
    };
    ok(
        &mut g,
        Action::Declare {
            player: 1,
            declaration: p2,
        },
    );
    // Player 3's King did not reach Port Royal: he counts his lower number, never a gain.
    let mut p3 = Declaration {
        gold: 9,
        treasures: vec![Treasure::Chest(4)],
        crew: vec![
            CrewAboard {
                crew: Crew::King,
                points: 2,
            },
            CrewAboard {
                crew: Crew::Cooper,
                points: 1,
            },
        ],
    };
    assert_eq!(
        refused(
            &mut g,
            Action::Declare {
                player: 2,
                declaration: p3.clone()
            }
        ),
        Refusal::Declaration(DeclarationError::KingAwayCounts)
    );
    let mut stolen = p3.clone();
    stolen.treasures.push(Treasure::Youkounkoun);
    assert_eq!(
        refused(
            &mut g,
            Action::Declare {
                player: 2,
                declaration: stolen
            }
        ),
        Refusal::Declaration(DeclarationError::TooManyCopies(Treasure::Youkounkoun))
    );
    p3.crew[0].points = KING_AWAY_POINTS;
    ok(
        &mut g,
        Action::Declare {
            player: 2,
            declaration: p3,
        },
    );

    // By hand:
    // player 1: 12 gold + 15 Port Royal + (12 + 5) treasures + (4 + 3) crew
    //           + Shipowner 2 crew x 3 + Bishop 2 tokens x 2 = 12 + 15 + 17 + 7 + 6 + 4 = 61
    // player 2: 20 gold + 6 (space 45) + (7 + 6 - 3) treasures = 36
    // player 3: 9 gold - 5 (space 34, before the red line) + 4 + (-3 + 1) crew = 6
    let sheet = state(&g).score_sheet(options(&g), 0).unwrap();
    assert_eq!((sheet.shipowner, sheet.bishop, sheet.track), (6, 4, 15));
    let totals: Vec<i64> = g.standings().iter().map(|s| s.score).collect();
    assert_eq!(totals, vec![61, 36, 6]);
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![0] }));
    assert!(matches!(
        g.apply(tablemate::session::Action::Jamaica(Action::Pay), at(999)),
        Err(tablemate::session::Refusal::GameOver)
    ));

    // Undo the last declaration: the game is open again. Equal totals go to the ship
    // furthest along, here player 1 in Port Royal.
    assert!(g.undo());
    assert!(g.undo());
    assert_eq!(g.outcome(), None);
    let tie = Declaration {
        gold: 45,
        treasures: vec![
            Treasure::Chest(7),
            Treasure::Chest(6),
            Treasure::CursedPuppet(-3),
        ],
        crew: vec![],
    };
    ok(
        &mut g,
        Action::Declare {
            player: 1,
            declaration: tie,
        },
    );
    let p3 = Declaration {
        gold: 9,
        treasures: vec![],
        crew: vec![],
    };
    ok(
        &mut g,
        Action::Declare {
            player: 2,
            declaration: p3,
        },
    );
    let totals: Vec<i64> = g.standings().iter().map(|s| s.score).collect();
    assert_eq!(totals, vec![61, 61, 4]);
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![0] }));
}

#[test]
fn calypso_wins_at_once() {
    // The first reading took the button's word (the later one checks the declaration: see
    // `jamaica_crew_powers.rs`).
    let mut g = tablemate::session::Game::new(tablemate::session::Setup {
        options: tablemate::session::GameOptions::Jamaica(tablemate::rules::jamaica::Options {
            crew: true,
            revision: tablemate::rules::Revision::FIRST,
            ..tablemate::rules::jamaica::Options::default()
        }),
        players: players(3),
        created: at(0),
    })
    .unwrap();
    dice(&mut g, 1, 1);
    ok(&mut g, Action::Calypso { player: 2 });
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![2] }));
    let mut plain = game(3, false, false);
    assert_eq!(
        refused(&mut plain, Action::Calypso { player: 2 }),
        Refusal::NoCrewInThisGame
    );
}
