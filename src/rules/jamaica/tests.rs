//! Unit tests of the round flow on hand-made states (fields are public so a test can put the
//! ships where a case needs them).

use super::ghost::GhostDirection;
use super::track::SpaceKind;
use super::*;

fn players(n: usize) -> Vec<Player> {
    crate::rules::players::numbered(n)
}

/// A new game with `options` for `n` numbered players.
fn started(options: &Options, n: usize) -> (Vec<Player>, State) {
    let players = players(n);
    let state = Jamaica::start(options, &players).unwrap();
    (players, state)
}

fn two() -> (Options, Vec<Player>, State) {
    let options = Options::for_players(2);
    let (players, state) = started(&options, 2);
    (options, players, state)
}

fn at(space: u8) -> Position {
    Position { space, lap: 0 }
}

fn ghost_turn(state: &mut State, day: u8, night: u8) {
    state.dice = Some(ActionDice { day, night });
    state.step = Step::Ghost { half: Half::Day };
}

/// The ghost's move in `dir` at a spot with no fork, accepted.
fn ghost_moves(options: &Options, players: &[Player], state: &State, dir: Dir) -> State {
    let action = Action::GhostMove {
        dir,
        branches: vec![],
    };
    Jamaica::apply(options, players, state, &action).unwrap()
}

#[test]
fn set_up_checks_players_ghost_and_captain() {
    let o = Options::for_players(7);
    assert!(matches!(
        Jamaica::start(&o, &players(7)),
        Err(SetupError::PlayerCount { found: 7, .. })
    ));
    let o = Options {
        first_captain: 3,
        ..Options::for_players(3)
    };
    assert!(matches!(
        Jamaica::start(&o, &players(3)),
        Err(SetupError::Option(_))
    ));
    let s = Jamaica::start(&Options::for_players(3), &players(3)).unwrap();
    assert!(s.ghost.is_none());
    assert_eq!(s.lair_tokens.len(), 9);
    // The ghost may sail with more players too.
    let o = Options {
        ghost: true,
        ..Options::for_players(4)
    };
    assert!(Jamaica::start(&o, &players(4)).unwrap().ghost.is_some());
}

#[test]
fn the_ghost_stops_in_port_royal_and_then_turns_back() {
    let (o, p, mut s) = two();
    s.ships = vec![at(20), at(30)];
    s.ghost.as_mut().unwrap().pos = at(47);
    ghost_turn(&mut s, 6, 2);
    // Alone in the lead at 47 the ghost must go back; put it level with a player instead.
    s.ships[1] = at(47);
    let s2 = ghost_moves(&o, &p, &s, Dir::Forward);
    let g = s2.ghost.as_ref().unwrap();
    assert_eq!(g.pos, Position { space: 0, lap: 1 });
    assert_eq!(s2.pending, None, "no fee, no fight in Port Royal");
    assert_eq!(
        Jamaica::outcome(&o, &p, &s2),
        None,
        "the ghost ends nothing"
    );
    assert_eq!(
        s2.ghost_direction(&o),
        Some(GhostDirection::Forced {
            dir: Dir::Backward,
            why: ghost::Forced::InPortRoyal
        })
    );
    let s3 = ghost_moves(&o, &p, &s2, Dir::Backward);
    assert_eq!(s3.ghost.as_ref().unwrap().pos, at(48));
}

#[test]
fn the_ghost_on_two_ships_fights_the_one_the_captain_picks() {
    let options = Options {
        ghost: true,
        ..Options::for_players(3)
    };
    let (p, mut s) = started(&options, 3);
    s.ships = vec![at(10), at(10), at(40)];
    s.ghost.as_mut().unwrap().pos = at(7);
    ghost_turn(&mut s, 3, 1);
    let s = ghost_moves(&options, &p, &s, Dir::Forward);
    assert_eq!(
        s.pending,
        Some(Pending::Combat {
            arrival: Arrival {
                ship: Ship::Ghost,
                fallback: false
            },
            targets: vec![Ship::Player(0), Ship::Player(1)]
        })
    );
    let fight = |opponent| Action::Fight {
        opponent,
        attacker: CombatRoll::new(combat::CombatFace::Number(2), 0),
        defender: Some(CombatRoll::new(combat::CombatFace::Number(8), 0)),
    };
    assert_eq!(
        Jamaica::apply(&options, &p, &s, &fight(Ship::Player(2))),
        Err(Refusal::NotAnOpponent(Ship::Player(2)))
    );
    let mut s = Jamaica::apply(&options, &p, &s, &fight(Ship::Player(1))).unwrap();
    // Player 1 holds a treasure card to give (rules revision 2 counts them).
    s.treasures[1] = Some(1);
    assert_eq!(
        s.pending,
        Some(Pending::Spoils {
            arrival: Arrival {
                ship: Ship::Ghost,
                fallback: false
            },
            ghost_won: false,
            player: 1
        })
    );
    // The ghost has only the Cannon: nothing to steal.
    assert_eq!(
        Jamaica::apply(&options, &p, &s, &Action::Spoils(Spoils::TakeGhostTreasure)),
        Err(Refusal::CannonNeverStolen)
    );
    let s = Jamaica::apply(&options, &p, &s, &Action::Spoils(Spoils::GiveGhostTreasure)).unwrap();
    assert_eq!(s.ghost.as_ref().unwrap().treasures, 1);
    let s = Jamaica::apply(&options, &p, &s, &Action::Spoils(Spoils::Nothing));
    assert_eq!(s, Err(Refusal::NotNow(Expected::GhostMove)));
}

#[test]
fn ghost_gold_goes_to_the_bank_when_every_hold_is_full() {
    let (o, p, mut s) = two();
    s.ghost.as_mut().unwrap().holds = [5, 3, 1, 1, 1];
    s.pending = Some(Pending::Spoils {
        arrival: Arrival {
            ship: Ship::Ghost,
            fallback: false,
        },
        ghost_won: true,
        player: 0,
    });
    s.step = Step::Ghost { half: Half::Day };
    s.dice = Some(ActionDice { day: 1, night: 1 });
    let next = Jamaica::apply(
        &o,
        &p,
        &s,
        &Action::Spoils(Spoils::GhostTakesGold { amount: 4 }),
    )
    .unwrap();
    assert_eq!(next.ghost.as_ref().unwrap().holds, [5, 3, 1, 1, 1]);
    assert_eq!(
        Jamaica::apply(
            &o,
            &p,
            &s,
            &Action::Spoils(Spoils::GhostTakesGold { amount: 0 })
        ),
        Err(Refusal::BadGoldAmount)
    );
}

#[test]
fn options_round_trip_with_a_corrected_track() {
    let track = Track::default()
        .with_edits(&[track::SpaceEdit {
            space: 2,
            kind: SpaceKind::Sea,
            cost: Some(4),
            score: -5,
        }])
        .unwrap();
    let o = Options {
        track,
        ghost: true,
        crew: true,
        first_captain: 1,
        revision: crate::rules::Revision::FIRST,
    };
    let json = serde_json::to_string(&o).unwrap();
    let back: Options = serde_json::from_str(&json).unwrap();
    assert_eq!(back, o);
    assert_eq!(back.track.space(2).unwrap().cost, Some(4));
    let action = Action::Move {
        dir: Dir::Forward,
        branches: vec![13],
        adjust: 0,
    };
    let json = serde_json::to_string(&action).unwrap();
    assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
}

#[test]
fn crew_powers_change_a_move_by_one_at_most() {
    let o = Options {
        crew: true,
        ..Options::for_players(3)
    };
    let (p, mut s) = started(&o, 3);
    // From rules revision 2 the powers are their owner's: player 0 has the three.
    s.recruited = vec![
        (0, Crew::Anchoree),
        (0, Crew::Seafarer),
        (0, Crew::OldSeadog),
    ];
    let s = Jamaica::apply(&o, &p, &s, &Action::Dice { day: 1, night: 3 }).unwrap();
    let mv = |adjust| Action::Move {
        dir: Dir::Forward,
        branches: vec![],
        adjust,
    };
    assert_eq!(Jamaica::apply(&o, &p, &s, &mv(-1)), Err(Refusal::NoSteps));
    assert_eq!(
        Jamaica::apply(&o, &p, &s, &mv(2)),
        Err(Refusal::BadAdjust(2))
    );
    let s = Jamaica::apply(&o, &p, &s, &mv(1)).unwrap();
    assert_eq!(s.ships[0], at(2));
    // The Old Seadog skips the night action.
    let s = Jamaica::apply(
        &o,
        &p,
        &Jamaica::apply(&o, &p, &s, &Action::Pay).unwrap(),
        &Action::Pass,
    )
    .unwrap();
    assert_eq!(s.current_player(&o), Some(1));
}

/// A Buccaneer's attack on `target` that wins at once (a star), emptying the ghost's first
/// hold with gold: accepted exactly when the attack itself is open.
fn buccaneer_star(state: &State, target: Ship) -> Action {
    let hold = match target {
        Ship::Ghost => state
            .ghost
            .as_ref()
            .and_then(|g| g.takeable_holds().first().map(|&(h, _)| h)),
        Ship::Player(_) => None,
    };
    Action::Buccaneer {
        target,
        attacker: CombatRoll::new(combat::CombatFace::Star, 0),
        defender: None,
        hold,
    }
}

#[test]
fn the_buccaneer_is_offered_exactly_where_its_attack_is_accepted() {
    let o = Options {
        ghost: true,
        crew: true,
        revision: Revision::CURRENT,
        ..Options::for_players(3)
    };
    let (p, mut s) = started(&o, 3);
    s.dice = Some(ActionDice { day: 3, night: 4 });
    s.step = Step::Player {
        turn: 0,
        half: Half::Day,
    };
    // Player 1 on the sea next to player 0's port, player 2 far away.
    s.ships = vec![at(16), at(15), at(30)];
    s.ghost.as_mut().unwrap().pos = at(17);
    let offered = |s: &State| {
        let seat = s.current_player(&o).unwrap();
        powers::buccaneer_can(&o, s, seat)
    };
    let agrees = |s: &State, why: &str| {
        for target in [
            Ship::Player(0),
            Ship::Player(1),
            Ship::Player(2),
            Ship::Ghost,
        ] {
            let accepted = Jamaica::apply(&o, &p, s, &buccaneer_star(s, target)).is_ok();
            assert_eq!(offered(s).contains(&target), accepted, "{why}: {target:?}");
        }
    };
    agrees(&s, "nobody recruited the Buccaneer");
    assert!(offered(&s).is_empty());

    s.recruited = vec![(0, Crew::Buccaneer)];
    agrees(&s, "the owner's turn");
    assert!(offered(&s).contains(&Ship::Player(1)));
    assert!(
        !offered(&s).contains(&Ship::Player(2)),
        "not next to the ship"
    );
    let attacked = Jamaica::apply(&o, &p, &s, &buccaneer_star(&s, Ship::Player(1))).unwrap();
    agrees(&attacked, "once a turn");
    assert!(offered(&attacked).is_empty());

    let mut pending = s.clone();
    pending.pending = Some(Pending::Fee { player: 0 });
    agrees(&pending, "a fee to settle first");
    assert!(offered(&pending).is_empty());

    let mut other = s.clone();
    other.step = Step::Player {
        turn: 1,
        half: Half::Day,
    };
    agrees(&other, "another player's turn");
    assert!(offered(&other).is_empty());
    assert_eq!(
        powers::check_buccaneer(&o, &other, Ship::Player(0)),
        Err(Refusal::PowerNotYours(Crew::Buccaneer))
    );
}
