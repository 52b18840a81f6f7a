//! Two-player games with the Ghost Ship, replayed round by round through the session.

#[path = "jamaica_support/mod.rs"]
mod support;

use support::*;
use tablemate::rules::jamaica::ghost::{Forced, GhostDirection};
use tablemate::rules::jamaica::track::Dir;
use tablemate::rules::jamaica::{Action, Expected, Pending, Refusal, Ship, Spoils, Step};

/// Round 1: the players only load. The ghost, level with both ships at the start, goes where
/// the Captain says, takes a lair's treasure, then leads alone and is forced back over the
/// start line. Round 2: alone last, it is forced forward onto a ship and wins; then, level for
/// last, the Captain sends it onto the other ship, where a star wins at once. Round 3: a player
/// lands on two ships, picks the ghost, beats it and empties one of its holds.
#[test]
fn the_ghost_sails_by_the_race_order_and_fights() {
    let mut g = game(2, true, false);
    assert_eq!(ghost_of(&g).holds, [5, 3, 0, 0, 0]);
    assert_eq!(state(&g).captain(options(&g)), 0);

    // Round 1.
    dice(&mut g, 4, 5);
    for _ in 0..4 {
        load(&mut g);
    }
    assert_eq!(
        state(&g).step,
        Step::Ghost {
            half: support_day()
        }
    );
    let s = state(&g);
    assert_eq!(
        s.ghost_direction(options(&g)),
        Some(GhostDirection::CaptainChooses)
    );
    let choices = s.ghost_choices(options(&g));
    assert_eq!(choices.len(), 2);
    assert_eq!(choices[0].dir, Dir::Forward);
    assert_eq!(choices[0].pos, pos(4, 0));
    assert!(choices[0].treasure, "space 4 is a lair with its token");
    assert_eq!(choices[1].dir, Dir::Backward);
    assert_eq!(choices[1].pos, pos(46, -1));
    assert!(choices[1].ships.is_empty());

    ok(&mut g, ghost(Dir::Forward, &[]));
    let gh = ghost_of(&g);
    assert_eq!(gh.pos, pos(4, 0));
    assert_eq!((gh.treasures, gh.tokens), (1, 1));
    assert!(!state(&g).lair_tokens.contains(&4));
    assert_eq!(state(&g).tokens_accounted(), 9);

    // Alone in the lead: forward is refused, with the reason and its rule.
    let r = refused(&mut g, ghost(Dir::Forward, &[]));
    assert_eq!(
        r,
        Refusal::GhostDirection {
            must: Dir::Backward,
            why: Forced::AloneInLead
        }
    );
    assert_eq!(r.rule_id(), "jamaica-ghost-direction");
    assert!(r.to_string().contains("alone in the lead"));
    ok(&mut g, ghost(Dir::Backward, &[]));
    assert_eq!(ghost_of(&g).pos, pos(49, -1), "behind the start line");

    // Round 2: the compass passed to player 2.
    assert_eq!(state(&g).round, 2);
    assert_eq!(state(&g).step, Step::Dice);
    assert_eq!(state(&g).captain(options(&g)), 1);
    dice(&mut g, 2, 1);
    assert_eq!(state(&g).current_player(options(&g)), Some(1));
    ok(&mut g, fwd(&[]));
    assert_eq!(state(&g).pending, Some(Pending::Fee { player: 1 }));
    ok(&mut g, Action::Pay);
    load(&mut g);
    load(&mut g);
    ok(&mut g, fwd(&[]));
    ok(&mut g, Action::Pay);
    assert_eq!((ship_of(&g, 0), ship_of(&g, 1)), (pos(1, 0), pos(2, 0)));

    // Alone last, a whole loop behind: forced forward, onto player 1's ship.
    assert_eq!(
        refused(&mut g, ghost(Dir::Backward, &[])),
        Refusal::GhostDirection {
            must: Dir::Forward,
            why: Forced::AloneLast
        }
    );
    ok(&mut g, ghost(Dir::Forward, &[]));
    assert_eq!(ghost_of(&g).pos, pos(1, 0));
    assert_eq!(
        state(&g).pending,
        Some(Pending::Combat {
            arrival: tablemate::rules::jamaica::Arrival {
                ship: Ship::Ghost,
                fallback: false
            },
            targets: vec![Ship::Player(0)]
        })
    );
    let ghost_with_powder = Action::Fight {
        opponent: Ship::Player(0),
        attacker: roll(6, 1),
        defender: Some(roll(4, 3)),
    };
    assert_eq!(
        refused(&mut g, ghost_with_powder),
        Refusal::GhostHasNoPowder
    );
    assert_eq!(
        refused(&mut g, load_action()),
        Refusal::NotNow(Expected::Fight)
    );
    // Ghost 6 + 2 (cannon) = 8 beats 4 + 3 gunpowder = 7.
    ok(
        &mut g,
        Action::Fight {
            opponent: Ship::Player(0),
            attacker: roll(6, 0),
            defender: Some(roll(4, 3)),
        },
    );
    assert!(matches!(
        state(&g).pending,
        Some(Pending::Spoils {
            ghost_won: true,
            player: 0,
            ..
        })
    ));
    assert_eq!(
        refused(&mut g, Action::Spoils(Spoils::TakeGhostHold { hold: 0 })),
        Refusal::WrongSpoils { ghost_won: true }
    );
    ok(&mut g, Action::Spoils(Spoils::GhostTakesGold { amount: 3 }));
    assert_eq!(ghost_of(&g).holds, [5, 3, 3, 0, 0]);

    // Level with player 1 for last place: the Captain chooses, and attacks their own ship.
    assert_eq!(
        state(&g).step,
        Step::Ghost {
            half: support_night()
        }
    );
    assert_eq!(
        state(&g).ghost_direction(options(&g)),
        Some(GhostDirection::CaptainChooses)
    );
    ok(&mut g, ghost(Dir::Forward, &[]));
    // A star wins at once: no defender roll needed.
    ok(
        &mut g,
        Action::Fight {
            opponent: Ship::Player(1),
            attacker: star(),
            defender: None,
        },
    );
    // Player 1 never took a treasure card, so the ghost takes a hold of goods instead.
    assert_eq!(state(&g).treasures[1], Some(0));
    assert_eq!(
        refused(&mut g, Action::Spoils(Spoils::GhostTakesTreasure)),
        Refusal::NoTreasureToGive
    );
    ok(&mut g, Action::Spoils(Spoils::GhostTakesGoods));
    assert_eq!(ghost_of(&g).treasures, 1);

    // Round 3: player 1 lands where player 2 and the ghost are, and picks the ghost.
    assert_eq!(state(&g).round, 3);
    dice(&mut g, 1, 3);
    ok(&mut g, fwd(&[]));
    assert!(matches!(
        &state(&g).pending,
        Some(Pending::Combat { targets, .. }) if targets == &vec![Ship::Player(1), Ship::Ghost]
    ));
    // 8 + 1 gunpowder = 9 against the ghost's 2 + 2 = 4.
    ok(
        &mut g,
        Action::Fight {
            opponent: Ship::Ghost,
            attacker: roll(8, 1),
            defender: Some(roll(2, 0)),
        },
    );
    assert_eq!(
        refused(&mut g, Action::Spoils(Spoils::GhostTakesGold { amount: 2 })),
        Refusal::WrongSpoils { ghost_won: false }
    );
    assert_eq!(
        refused(&mut g, Action::Spoils(Spoils::TakeGhostHold { hold: 3 })),
        Refusal::GhostHoldEmpty(3)
    );
    ok(&mut g, Action::Spoils(Spoils::TakeGhostHold { hold: 2 }));
    assert_eq!(ghost_of(&g).holds, [5, 3, 0, 0, 0]);
    // The fight comes first, then the fee of the space.
    assert_eq!(state(&g).pending, Some(Pending::Fee { player: 0 }));
    ok(&mut g, Action::Pay);
    ok(&mut g, fwd(&[]));
    ok(&mut g, Action::Pay);
    load(&mut g);
    // Player 2 lands on player 1 at space 5: 4 against 2 + 2 is a tie, nothing happens.
    ok(&mut g, fwd(&[]));
    ok(
        &mut g,
        Action::Fight {
            opponent: Ship::Player(0),
            attacker: roll(4, 0),
            defender: Some(roll(2, 2)),
        },
    );
    ok(&mut g, Action::Pay);
    // The ghost, alone last again, must sail forward twice.
    ok(&mut g, ghost(Dir::Forward, &[]));
    ok(&mut g, ghost(Dir::Forward, &[]));
    assert_eq!(ghost_of(&g).pos, pos(6, 0));
    assert_eq!(state(&g).round, 4);

    // Every step can be undone and redone exactly, and the log replays to the same game.
    let end = g.clone();
    let rebuilt =
        tablemate::session::Game::rebuild(g.setup().clone(), g.log().to_vec(), g.cursor()).unwrap();
    assert_eq!(rebuilt, end);
    while g.undo() {}
    assert_eq!(ghost_of(&g).holds, [5, 3, 0, 0, 0]);
    while g.redo() {}
    assert_eq!(g, end);
}

#[test]
fn two_players_need_the_ghost() {
    let setup = tablemate::session::Setup {
        options: tablemate::session::GameOptions::Jamaica(
            tablemate::rules::jamaica::Options::default(),
        ),
        players: players(2),
        created: at(0),
    };
    let err = tablemate::session::Game::new(setup).unwrap_err();
    assert!(err.to_string().contains("Ghost Ship"));
}

fn load_action() -> Action {
    Action::Load {
        good: tablemate::rules::jamaica::Good::Food,
    }
}

fn support_day() -> tablemate::rules::jamaica::Half {
    tablemate::rules::jamaica::Half::Day
}

fn support_night() -> tablemate::rules::jamaica::Half {
    tablemate::rules::jamaica::Half::Night
}
