//! Three-player races without the ghost: a backward first move behind the start line, forks,
//! and a shortage that falls back through a merge.

#[path = "jamaica_support/mod.rs"]
mod support;

use support::*;
use tablemate::rules::jamaica::track::Dir;
use tablemate::rules::jamaica::{Action, Expected, Pending, Refusal, Ship, Step};

#[test]
fn a_race_with_a_backward_start_forks_and_a_shortage() {
    let mut g = game(3, false, false);
    assert!(state(&g).ghost.is_none());
    assert_eq!(
        refused(&mut g, fwd(&[])),
        Refusal::NotNow(Expected::ActionDice)
    );
    assert_eq!(
        refused(&mut g, Action::Dice { day: 7, night: 2 }),
        Refusal::BadActionDie(7)
    );

    // Round 1, Captain player 1.
    dice(&mut g, 5, 2);
    // A backward first move leaves the ship behind the start line: port 45, a lap behind.
    let landings = state(&g).landings(options(&g), Dir::Backward, 0);
    assert_eq!(landings.len(), 1);
    assert_eq!((landings[0].pos, landings[0].cost), (pos(45, -1), Some(7)));
    ok(&mut g, back(&[]));
    assert_eq!(ship_of(&g, 0), pos(45, -1));
    ok(&mut g, Action::Pay);
    ok(&mut g, fwd(&[]));
    ok(&mut g, Action::Pay);
    assert_eq!(ship_of(&g, 0), pos(47, -1));
    // The ship behind the line is last, three spaces from the start line and then the
    // whole shortest loop (32 spaces) from the finish.
    assert_eq!(options(&g).track.spaces_left(ship_of(&g, 0)), 3 + 32);

    // Player 2 reaches the fork at space 6: the way must be chosen.
    ok(&mut g, fwd(&[]));
    ok(&mut g, Action::Pay);
    let r = refused(&mut g, fwd(&[]));
    assert_eq!(
        r,
        Refusal::BranchNeeded {
            at: 6,
            options: vec![7, 13]
        }
    );
    assert_eq!(r.rule_id(), "jamaica-fork");
    assert_eq!(
        refused(&mut g, fwd(&[8])),
        Refusal::BadBranch { at: 6, chosen: 8 }
    );
    let ways = state(&g).landings(options(&g), Dir::Forward, 0);
    assert_eq!(
        ways.iter()
            .map(|l| (l.branches.clone(), l.pos))
            .collect::<Vec<_>>(),
        vec![(vec![7], pos(7, 0)), (vec![13], pos(13, 0))]
    );
    ok(&mut g, fwd(&[13]));
    ok(&mut g, Action::Pay);
    ok(&mut g, fwd(&[]));
    ok(&mut g, Action::Pay);
    load(&mut g);

    // Round 2, Captain player 2, who sails into port 16 (3 gold) with 2 food and 2 gold.
    assert_eq!(state(&g).captain(options(&g)), 1);
    dice(&mut g, 3, 6);
    ok(&mut g, fwd(&[]));
    assert_eq!(ship_of(&g, 1), pos(16, 0));
    assert_eq!(
        refused(&mut g, Action::CouldNotPay { food: 0, gold: 3 }),
        Refusal::CanPay {
            cost: 3,
            have: 3,
            gold: true
        }
    );
    // Behind 16: sea 15 (3 food) is too dear, then the merge. On the outer lane sea 12 costs 2
    // food; on the inner channel 14 and 13 cost 4 and 3 food, ports 6 and 5 ask 5 and 3 gold,
    // and the lair at 4 is free.
    assert_eq!(
        state(&g).shortage_candidates(
            options(&g),
            tablemate::rules::jamaica::powers::Holds {
                food: 2,
                gold: 2,
                gunpowder: 0
            }
        ),
        vec![pos(4, 0), pos(12, 0)]
    );
    ok(&mut g, Action::CouldNotPay { food: 2, gold: 2 });
    assert!(matches!(
        state(&g).pending,
        Some(Pending::Shortage { player: 1, .. })
    ));
    let r = refused(&mut g, Action::FallBack { space: 13 });
    assert_eq!(r, Refusal::NotACandidate(13));
    assert_eq!(r.rule_id(), "jamaica-shortage");
    ok(&mut g, Action::FallBack { space: 12 });
    assert_eq!(
        ship_of(&g, 1),
        pos(12, 0),
        "back through the merge onto the outer lane"
    );
    // The fallback space's fee is one the player said they can pay: no second question.
    assert_eq!(state(&g).pending, None);
    assert_eq!(
        state(&g).step,
        Step::Player {
            turn: 0,
            half: tablemate::rules::jamaica::Half::Night
        }
    );
    ok(&mut g, fwd(&[26]));
    assert_eq!(ship_of(&g, 1), pos(26, 0));
    ok(&mut g, Action::Pay);

    // Player 3 takes the outer lane at the fork; player 1 crosses the start line forward and
    // is back in Port Royal without finishing: no fee, no fight, the race goes on.
    ok(&mut g, fwd(&[7]));
    assert_eq!(ship_of(&g, 2), pos(8, 0));
    ok(&mut g, Action::Pay);
    load(&mut g);
    ok(&mut g, fwd(&[]));
    assert_eq!(ship_of(&g, 0), pos(0, 0));
    assert!(!ship_of(&g, 0).finished());
    assert_eq!(state(&g).pending, None);
    ok(&mut g, fwd(&[]));
    assert_eq!(ship_of(&g, 0), pos(6, 0));
    ok(&mut g, Action::Pay);

    // Round 3. The race order counts spaces left on the shortest route: player 2 leads; player
    // 1 at the fork (26 left) is ahead of player 3 on the long outer lane at 8 (28 left).
    assert_eq!(state(&g).round, 3);
    let order: Vec<Ship> = state(&g)
        .race_order(options(&g))
        .into_iter()
        .map(|(s, _)| s)
        .collect();
    assert_eq!(
        order,
        vec![Ship::Player(1), Ship::Player(0), Ship::Player(2)]
    );
    assert_eq!(options(&g).track.spaces_left(ship_of(&g, 0)), 26);
    assert_eq!(options(&g).track.spaces_left(ship_of(&g, 2)), 28);
    assert_eq!(state(&g).tokens_accounted(), 9);
    assert_eq!(state(&g).lair_tokens.len(), 9, "nobody stopped on a lair");
}

#[test]
fn a_refused_shortage_entry_and_crew_only_actions_change_nothing() {
    let mut g = game(3, false, false);
    dice(&mut g, 1, 1);
    assert_eq!(
        refused(&mut g, Action::Pay),
        Refusal::NotNow(Expected::CardAction)
    );
    assert_eq!(refused(&mut g, Action::Pass), Refusal::PassNeedsCrew);
    assert_eq!(
        refused(
            &mut g,
            Action::Move {
                dir: Dir::Forward,
                branches: vec![],
                adjust: 1
            }
        ),
        Refusal::AdjustNeedsCrew
    );
    assert_eq!(
        refused(&mut g, ghost(Dir::Forward, &[])),
        Refusal::NotNow(Expected::CardAction)
    );
    ok(&mut g, fwd(&[]));
    assert_eq!(
        refused(&mut g, Action::FallBack { space: 0 }),
        Refusal::NotNow(Expected::Fee)
    );
}
