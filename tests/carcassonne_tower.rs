//! Scenario tests for The Tower: floors, captures, the prisoner exchange and the ransom.

mod carcassonne_support;

use carcassonne_support::*;
use tablemate::rules::carcassonne::{self, CaptureFrom, Expansion, Options, Refusal, Tower};

fn tower_game(n: usize) -> tablemate::session::Game {
    game(
        Options {
            tower: true,
            ..Options::default()
        },
        n,
    )
}

#[test]
fn floors_per_player_follow_the_player_count() {
    for (n, floors) in [(2, 10), (3, 9), (4, 7), (5, 6), (6, 5)] {
        let g = tower_game(n);
        for p in 0..n {
            assert_eq!(state(&g).floors_left(p), floors, "{n} players");
        }
    }
}

#[test]
fn a_player_cannot_place_more_floors_than_they_have() {
    let mut g = tower_game(6);
    ok(&mut g, new_tower(None));
    for _ in 0..4 {
        ok(&mut g, end_turn());
        pass_to(&mut g, 0);
        ok(&mut g, floor(0, None));
    }
    assert_eq!(state(&g).floors_left(0), 0);
    assert_eq!(state(&g).towers[0].height, 5);
    pass_to(&mut g, 1);
    pass_to(&mut g, 0);
    assert_eq!(refused(&mut g, floor(0, None)), Refusal::NoFloorsLeft);
    assert_eq!(refused(&mut g, new_tower(None)), Refusal::NoFloorsLeft);
    // Other players still have theirs.
    pass_to(&mut g, 1);
    ok(&mut g, floor(0, None));
    assert_eq!(state(&g).towers[0].height, 6);
    assert_eq!(state(&g).towers[0].reach(), 6);
}

#[test]
fn capturing_your_own_meeple_sends_it_home_and_another_becomes_a_prisoner() {
    let mut g = tower_game(3);
    ok(&mut g, meeple()); // P1 on a road
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P2 on a city
    ok(&mut g, end_turn());
    ok(&mut g, end_turn());
    // P1 builds a tower and captures their own meeple: back to the supply.
    ok(&mut g, new_tower(Some((0, CaptureFrom::Feature))));
    assert_eq!(supply(&g, 0), 7);
    assert_eq!(state(&g).meeples[0].on_features, 0);
    assert_eq!(state(&g).prisoners_held(0, 0), 0);
    assert_eq!(state(&g).floors_left(0), 8);
    ok(&mut g, end_turn());
    // P2 raises it and captures... nobody of P3's is out.
    assert_eq!(
        refused(&mut g, floor(0, Some((2, CaptureFrom::Feature)))),
        Refusal::NothingToCapture
    );
    ok(&mut g, end_turn());
    // P3 raises it to 2 and captures P2's meeple: P3's prisoner.
    ok(&mut g, floor(0, Some((1, CaptureFrom::Feature))));
    assert_eq!(state(&g).prisoners_held(2, 1), 1);
    assert_eq!(supply(&g, 1), 6);
    let tally = state(&g).meeple_tally(1).unwrap();
    assert_eq!(tally.captured_by, vec![(2, 1)]);
    assert_eq!(
        state(&g).towers[0],
        Tower {
            height: 2,
            closed: false,
            top: None
        }
    );
    assert_meeples_conserved(&g);
}

#[test]
fn two_players_holding_each_others_prisoners_swap_them_at_once() {
    let mut g = tower_game(2);
    ok(&mut g, meeple()); // P1 meeple out
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P2 meeple out
    ok(&mut g, end_turn());
    ok(&mut g, new_tower(Some((1, CaptureFrom::Feature)))); // P1 holds P2's
    assert_eq!(state(&g).prisoners_held(0, 1), 1);
    ok(&mut g, end_turn());
    ok(&mut g, floor(0, Some((0, CaptureFrom::Feature)))); // P2 takes P1's: swap
    assert_eq!(state(&g).prisoners_held(0, 1), 0);
    assert_eq!(state(&g).prisoners_held(1, 0), 0);
    assert_eq!(supply(&g, 0), 7);
    assert_eq!(supply(&g, 1), 7);
    assert_meeples_conserved(&g);
}

#[test]
fn a_ransom_costs_three_points_and_is_refused_below_three() {
    let mut g = tower_game(2);
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P2 meeple out
    ok(&mut g, end_turn());
    ok(&mut g, new_tower(Some((1, CaptureFrom::Feature)))); // P1 holds it
    ok(&mut g, adjust(1, 2));
    ok(&mut g, end_turn());
    // P2 has 2 points: the ransom is refused and says why.
    let refusal = refused(&mut g, carcassonne::Action::Ransom { captor: 0 });
    assert_eq!(refusal, Refusal::RansomTooDear { score: 2 });
    assert!(refusal.to_string().contains("3 points"));
    assert_eq!(refusal.rule_id(), "carcassonne-tower-ransom");
    ok(&mut g, adjust(1, 1));
    ok(&mut g, carcassonne::Action::Ransom { captor: 0 });
    assert_eq!(scores(&g), vec![3, 0]);
    assert_eq!(state(&g).prisoners_held(0, 1), 0);
    assert_eq!(supply(&g, 1), 7);
    // The freed meeple can be placed in the same turn.
    ok(&mut g, meeple());
    assert_eq!(state(&g).meeples[1].on_features, 1);
    assert_meeples_conserved(&g);
}

#[test]
fn one_ransom_per_turn_only_on_your_turn_and_only_for_a_held_meeple() {
    let mut g = tower_game(3);
    // P2 and P3 each put a meeple out; P1 captures both over two turns.
    ok(&mut g, end_turn());
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    ok(&mut g, new_tower(Some((1, CaptureFrom::Feature))));
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P2 again
    ok(&mut g, end_turn());
    ok(&mut g, end_turn());
    ok(&mut g, floor(0, Some((1, CaptureFrom::Feature))));
    assert_eq!(state(&g).prisoners_held(0, 1), 2);
    ok(&mut g, adjust(1, 20));
    // It is P1's turn: P1 holds no meeple of their own to buy back.
    assert_eq!(
        refused(&mut g, carcassonne::Action::Ransom { captor: 1 }),
        Refusal::NoPrisonerHeld
    );
    ok(&mut g, end_turn());
    assert_eq!(
        refused(&mut g, carcassonne::Action::Ransom { captor: 2 }),
        Refusal::NoPrisonerHeld
    );
    assert_eq!(
        refused(&mut g, carcassonne::Action::Ransom { captor: 7 }),
        Refusal::NoSuchPlayer
    );
    ok(&mut g, carcassonne::Action::Ransom { captor: 0 });
    assert_eq!(
        refused(&mut g, carcassonne::Action::Ransom { captor: 0 }),
        Refusal::RansomAlreadyPaid
    );
    ok(&mut g, end_turn());
    pass_to(&mut g, 1);
    ok(&mut g, carcassonne::Action::Ransom { captor: 0 });
    assert_eq!(scores(&g), vec![6, 14, 0]);
    assert_eq!(supply(&g, 1), 7);
}

#[test]
fn a_meeple_on_top_closes_the_tower_for_good_even_when_captured() {
    let mut g = tower_game(2);
    ok(&mut g, new_tower(None));
    ok(&mut g, end_turn());
    ok(&mut g, carcassonne::Action::CloseTower { tower: 0 });
    assert_eq!(supply(&g, 1), 6);
    assert_eq!(state(&g).meeple_tally(1).unwrap().on_towers, 1);
    ok(&mut g, end_turn());
    assert_eq!(refused(&mut g, floor(0, None)), Refusal::TowerClosed);
    assert_eq!(
        refused(&mut g, carcassonne::Action::CloseTower { tower: 0 }),
        Refusal::TowerClosed
    );
    assert_eq!(
        refused(&mut g, carcassonne::Action::CloseTower { tower: 1 }),
        Refusal::NoSuchTower
    );
    // A second tower reaches the first one's top meeple.
    assert_eq!(
        refused(&mut g, new_tower(Some((1, CaptureFrom::TowerTop(5))))),
        Refusal::NoSuchTower
    );
    assert_eq!(
        refused(&mut g, new_tower(Some((0, CaptureFrom::TowerTop(0))))),
        Refusal::NothingToCapture
    );
    ok(&mut g, new_tower(Some((1, CaptureFrom::TowerTop(0)))));
    assert_eq!(state(&g).towers[0].top, None);
    assert!(state(&g).towers[0].closed);
    assert_eq!(state(&g).prisoners_held(0, 1), 1);
    ok(&mut g, end_turn());
    assert_eq!(refused(&mut g, floor(0, None)), Refusal::TowerClosed);
    assert_meeples_conserved(&g);
}

#[test]
fn the_tower_choice_is_the_turns_one_placement() {
    let mut g = tower_game(2);
    ok(&mut g, meeple());
    assert_eq!(refused(&mut g, new_tower(None)), Refusal::TurnChoiceMade);
    ok(&mut g, end_turn());
    ok(&mut g, new_tower(None));
    assert_eq!(refused(&mut g, meeple()), Refusal::TurnChoiceMade);
    assert_eq!(
        refused(&mut g, carcassonne::Action::CloseTower { tower: 0 }),
        Refusal::TurnChoiceMade
    );
}

#[test]
fn no_more_towers_than_foundations() {
    let mut g = tower_game(2);
    for _ in 0..18 {
        if state(&g).floors_left(state(&g).turn.player.into()) == 0 {
            break;
        }
        ok(&mut g, new_tower(None));
        ok(&mut g, end_turn());
    }
    assert_eq!(state(&g).towers.len(), 18);
    // Both players still hold floors (10 each, 9 used), but every foundation is taken.
    assert_eq!(state(&g).floors_left(0), 1);
    assert_eq!(refused(&mut g, new_tower(None)), Refusal::NoFreeFoundation);
    ok(&mut g, floor(17, None));
}

#[test]
fn tower_actions_need_the_expansion() {
    let mut g = game(Options::default(), 2);
    assert_eq!(
        refused(&mut g, new_tower(None)),
        Refusal::ExpansionNotInPlay(Expansion::Tower)
    );
    assert_eq!(
        refused(&mut g, carcassonne::Action::Ransom { captor: 1 }),
        Refusal::ExpansionNotInPlay(Expansion::Tower)
    );
    assert_eq!(
        refused(&mut g, carcassonne::Action::CloseTower { tower: 0 }),
        Refusal::ExpansionNotInPlay(Expansion::Tower)
    );
}
