//! What the table is told to do with its pieces, read from the states before and after an
//! action (`GameOptions::changes`), and the same states swapped for its undo.

mod catan_common;

use catan_common::{apply, place_all, state};
use tablemate::rules::catan::table::{Goods, Holder, SpecialCard, TableChange as Catan};
use tablemate::rules::catan::{self, Action, DuelOptions, Options, Variant};
use tablemate::rules::dice::{DiceMode, Roll};
use tablemate::rules::jamaica::table::TableChange as Jamaica;
use tablemate::rules::jamaica::track::Lane;
use tablemate::rules::{carcassonne, jamaica, players::numbered};
use tablemate::session::{self, Game, GameOptions, Setup, TableChange};

/// Applies `action` and returns what the table does, then what its undo gives back.
fn changes_of(g: &mut Game, action: session::Action) -> (Vec<TableChange>, Vec<TableChange>) {
    let before = g.state().clone();
    let t = catan_common::at(g.log().len() as i64 + 1);
    g.apply(action.clone(), t)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    let after = g.state().clone();
    let options = &g.setup().options;
    (
        options.changes(&before, &after),
        options.changes(&after, &before),
    )
}

fn catan_of(changes: Vec<TableChange>) -> Vec<Catan> {
    changes
        .into_iter()
        .map(|c| match c {
            TableChange::Catan(c) => c,
            other => panic!("not a Catan change: {other:?}"),
        })
        .collect()
}

#[test]
fn a_duel_discard_pays_two_coins_and_sends_largest_army_to_the_box() {
    let mut o = Options::new(Variant::Duel(DuelOptions::default()));
    o.dice = DiceMode::Random;
    let mut g = catan_common::game_with(o, 2);
    place_all(&mut g);
    // Player 0 plays 3 knights, player 1 plays 3: player 0 holds the card.
    while state(&g).sheets[1].knights.value < 3 {
        apply(&mut g, Action::PlayKnight).unwrap();
        apply(
            &mut g,
            Action::MoveRobber {
                hits: 0,
                desert: false,
            },
        )
        .unwrap();
        apply(&mut g, Action::Roll(Roll::new(2, 3))).unwrap();
        apply(&mut g, Action::EndTurn).unwrap();
    }
    assert_eq!(
        catan::largest_army(&catan_common::options(&g), state(&g)),
        Some(0)
    );
    let (done, undone) = changes_of(&mut g, session::Action::Catan(Action::DiscardKnight));
    let coins = |from, to| Catan::Move {
        goods: Goods::Coins,
        from,
        to,
        amount: 2,
    };
    let army = |from, to| Catan::Card {
        card: SpecialCard::LargestArmy,
        from,
        to,
    };
    // The coins the action pays first, the card that follows from it after.
    assert_eq!(
        catan_of(done),
        vec![coins(Holder::Bank, Holder::Player(0)), army(Some(0), None)]
    );
    assert_eq!(
        catan_of(undone),
        vec![coins(Holder::Player(0), Holder::Bank), army(None, Some(0))],
        "the undo gives back what the action did"
    );
}

#[test]
fn rivers_gold_between_players_and_the_wealthiest_settler() {
    let mut o = Options::new(Variant::Rivers(catan::RiversOptions::default()));
    o.dice = DiceMode::Random;
    let mut g = catan_common::game_with(o, 3);
    // Player 0 settles on the river: 1 gold, alone with the most.
    let river = |piece| Action::Build {
        piece,
        spot: catan::Spot::River,
    };
    apply(&mut g, river(catan::Piece::Settlement)).unwrap();
    apply(&mut g, catan_common::build(catan::Piece::Road)).unwrap();
    place_all(&mut g);
    assert_eq!(catan::rivers::wealthiest(state(&g)), Some(0));
    apply(&mut g, Action::Roll(Roll::new(2, 3))).unwrap();
    let give = Action::GiveGold {
        from: 0,
        to: 1,
        amount: 1,
    };
    let (done, _) = changes_of(&mut g, session::Action::Catan(give));
    let done = catan_of(done);
    assert!(done.contains(&Catan::Move {
        goods: Goods::Gold,
        from: Holder::Player(0),
        to: Holder::Player(1),
        amount: 1
    }));
    assert!(
        done.contains(&Catan::Card {
            card: SpecialCard::WealthiestSettler,
            from: Some(0),
            to: Some(1)
        }),
        "{done:?}"
    );
    // Bo's 1 gold lifts him off the fewest and leaves Ana there: his Poor Settler card passes
    // to her, one step at the table, while Cy keeps hers.
    assert!(
        done.contains(&Catan::PoorSettlerPasses { from: 1, to: 0 }),
        "{done:?}"
    );
    assert!(
        !done.iter().any(|c| matches!(c, Catan::PoorSettler { .. })),
        "no card is handed back and taken again: {done:?}"
    );
}

fn jamaica_game(n: usize, options: jamaica::Options) -> Game {
    Game::new(Setup {
        options: GameOptions::Jamaica(options),
        players: numbered(n),
        created: catan_common::at(0),
    })
    .unwrap()
}

fn jamaica_of(changes: Vec<TableChange>) -> Vec<Jamaica> {
    changes
        .into_iter()
        .map(|c| match c {
            TableChange::Jamaica(c) => c,
            other => panic!("not a Jamaica change: {other:?}"),
        })
        .collect()
}

fn jm(g: &mut Game, action: jamaica::Action) -> Vec<Jamaica> {
    jamaica_of(changes_of(g, session::Action::Jamaica(action)).0)
}

#[test]
fn the_ghost_sails_onto_a_named_way_and_the_bottle_costs_its_steps() {
    use jamaica::track::Dir;
    let fwd = |branches: &[u8]| jamaica::Action::Move {
        dir: Dir::Forward,
        branches: branches.to_vec(),
        adjust: 0,
    };
    let load = || jamaica::Action::Load {
        good: jamaica::Good::Food,
    };
    let mut g = jamaica_game(2, jamaica::Options::for_players(2));
    jm(&mut g, jamaica::Action::Dice { day: 6, night: 2 });
    // Player 0 sails to the port on 6, then 2 up the inner channel; player 1 loads twice.
    jm(&mut g, fwd(&[]));
    jm(&mut g, jamaica::Action::Pay);
    jm(&mut g, fwd(&[13]));
    jm(&mut g, jamaica::Action::Pay);
    jm(&mut g, load());
    jm(&mut g, load());
    // The ghost sails 6 to the port on 6, then 2 down the outer lane to the sea on 8.
    let sailed = jm(
        &mut g,
        jamaica::Action::GhostMove {
            dir: Dir::Forward,
            branches: vec![],
        },
    );
    assert!(matches!(sailed[..], [Jamaica::GhostSails { to, lane: None }] if to.space == 6));
    let sailed = jm(
        &mut g,
        jamaica::Action::GhostMove {
            dir: Dir::Forward,
            branches: vec![7],
        },
    );
    assert!(
        sailed.iter().any(|c| matches!(
            c,
            Jamaica::GhostSails { to, lane: Some(Lane::Outer) } if to.space == 8
        )),
        "{sailed:?}"
    );
    assert!(
        sailed.contains(&Jamaica::Compass { to: 1 }),
        "the round ends: {sailed:?}"
    );

    // The Crew: player 0 takes the card beside the stairs; player 2 then walks the bottle one
    // step onto the emptied space to take the card below it.
    let mut g = jamaica_game(
        3,
        jamaica::Options {
            crew: true,
            ..jamaica::Options::default()
        },
    );
    jm(&mut g, jamaica::Action::Dice { day: 4, night: 6 });
    jm(&mut g, fwd(&[]));
    jm(&mut g, fwd(&[13]));
    jm(&mut g, jamaica::Action::Pay);
    let first = jm(
        &mut g,
        jamaica::Action::Recruit {
            bottle_to: 20,
            slot: 2,
            crew: jamaica::crew::Crew::LookOut,
        },
    );
    assert!(first.contains(&Jamaica::Crew {
        crew: jamaica::crew::Crew::LookOut,
        player: 0,
        recruited: true
    }));
    assert!(
        !first.iter().any(|c| matches!(c, Jamaica::Bottle { .. })),
        "the bottle did not move"
    );
    for _ in 0..3 {
        jm(&mut g, load());
    }
    jm(&mut g, fwd(&[]));
    jm(&mut g, jamaica::Action::Pay);
    let second = jm(
        &mut g,
        jamaica::Action::Recruit {
            bottle_to: 2,
            slot: 7,
            crew: jamaica::crew::Crew::Cooper,
        },
    );
    assert!(
        second.contains(&Jamaica::Bottle { to: 2, gold: 1 }),
        "{second:?}"
    );
}

#[test]
fn the_king_tile_goes_to_whoever_completes_the_first_city() {
    use carcassonne::table::{BonusTile, TableChange as Carc};
    let mut g = Game::new(Setup {
        options: GameOptions::Carcassonne(carcassonne::Options {
            king_robber: true,
            ..carcassonne::Options::default()
        }),
        players: numbered(2),
        created: catan_common::at(0),
    })
    .unwrap();
    let city = carcassonne::Action::Score(carcassonne::ScoreEntry::new(
        carcassonne::Feature::City {
            tiles: 4,
            pennants: 0,
            completed: true,
        },
        carcassonne::PlayerSet::of(&[]),
        vec![],
    ));
    let (done, undone) = changes_of(&mut g, session::Action::Carcassonne(city));
    let tile = |from, to| {
        TableChange::Carcassonne(Carc::Tile {
            tile: BonusTile::King,
            from,
            to,
        })
    };
    assert_eq!(done, vec![tile(None, Some(0))]);
    assert_eq!(undone, vec![tile(Some(0), None)]);
    let points = carcassonne::Action::Adjust {
        player: 1,
        points: 6,
    };
    let (done, _) = changes_of(&mut g, session::Action::Carcassonne(points));
    assert_eq!(
        done,
        vec![TableChange::Carcassonne(Carc::Marker {
            player: 1,
            points: 6
        })]
    );
}

#[test]
fn a_ship_in_port_royal_and_the_end_of_the_race_are_announced() {
    use jamaica::track::Position;
    let g = jamaica_game(2, jamaica::Options::for_players(2));
    let options = &g.setup().options;
    let start = g.state().clone();
    let session::GameState::Jamaica(racing) = &start else {
        panic!("not a Jamaica state");
    };
    // Bo's ship ends its move in Port Royal: the race ends with the round.
    let mut arrived = racing.clone();
    arrived.ships[1] = Position { space: 0, lap: 1 };
    assert!(arrived.finished(1));
    let arrived = session::GameState::Jamaica(arrived);
    assert_eq!(
        jamaica_of(options.changes(&start, &arrived)),
        vec![Jamaica::PortRoyal {
            player: 1,
            arrived: true
        }]
    );
    assert_eq!(
        jamaica_of(options.changes(&arrived, &start)),
        vec![Jamaica::PortRoyal {
            player: 1,
            arrived: false
        }]
    );
    // The round played out: the final count starts.
    let mut over = match &arrived {
        session::GameState::Jamaica(s) => s.clone(),
        _ => unreachable!(),
    };
    over.step = jamaica::Step::Scoring;
    let over = session::GameState::Jamaica(over);
    assert_eq!(
        jamaica_of(options.changes(&arrived, &over)),
        vec![Jamaica::RaceOver { over: true }]
    );
    assert_eq!(
        jamaica_of(options.changes(&over, &arrived)),
        vec![Jamaica::RaceOver { over: false }]
    );
}

#[test]
fn the_end_of_carcassonne_moves_the_markers_of_the_king_and_the_robber() {
    use carcassonne::table::{BonusTile, TableChange as Carc};
    let mut g = Game::new(Setup {
        options: GameOptions::Carcassonne(carcassonne::Options {
            king_robber: true,
            ..carcassonne::Options::default()
        }),
        players: numbered(3),
        created: catan_common::at(0),
    })
    .unwrap();
    let entry = |feature, scorers: &[usize]| {
        session::Action::Carcassonne(carcassonne::Action::Score(carcassonne::ScoreEntry::new(
            feature,
            carcassonne::PlayerSet::of(scorers),
            vec![],
        )))
    };
    // Player 0 completes a city (the King), then player 1 a road (the Robber).
    let city = carcassonne::Feature::City {
        tiles: 3,
        pennants: 0,
        completed: true,
    };
    let road = carcassonne::Feature::Road {
        tiles: 3,
        completed: true,
    };
    changes_of(&mut g, entry(city, &[]));
    changes_of(
        &mut g,
        session::Action::Carcassonne(carcassonne::Action::EndTurn),
    );
    changes_of(&mut g, entry(road, &[]));
    changes_of(
        &mut g,
        session::Action::Carcassonne(carcassonne::Action::SetTilesLeft { tiles: 0 }),
    );
    changes_of(
        &mut g,
        session::Action::Carcassonne(carcassonne::Action::EndTurn),
    );
    let (done, undone) = changes_of(
        &mut g,
        session::Action::Carcassonne(carcassonne::Action::FinishGame),
    );
    let bonus = |player, tile, points| {
        TableChange::Carcassonne(Carc::FinalBonus {
            player,
            tile,
            points,
        })
    };
    assert_eq!(
        done,
        vec![bonus(0, BonusTile::King, 1), bonus(1, BonusTile::Robber, 1)]
    );
    assert_eq!(
        undone,
        vec![
            bonus(0, BonusTile::King, -1),
            bonus(1, BonusTile::Robber, -1)
        ]
    );
}
