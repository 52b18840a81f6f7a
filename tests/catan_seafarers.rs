//! Seafarers scenarios 4 to 7 (docs/rules.md, section 3).

mod catan_common;

use catan_common::*;
use tablemate::rules::catan::seafarers::pirates::{Attack, AttackResult};
use tablemate::rules::catan::seafarers::{self, checklist};
use tablemate::rules::catan::{
    self, Action, ClothOptions, DesertEdition, Extra, Phase, Piece, PirateOptions, Refusal as R,
    Scenario, Spot, Variant,
};
use tablemate::rules::Outcome;
use tablemate::session::Game;

fn sea(s: Scenario, n: usize) -> Game {
    let mut g = game(Variant::Seafarers(s), n);
    place_all(&mut g);
    g
}

fn foreign(area: u8) -> Action {
    Action::Build {
        piece: Piece::Settlement,
        spot: Spot::Foreign(area),
    }
}

#[test]
fn every_scenario_has_its_checklist_and_target() {
    let desert = checklist(Scenario::ThroughTheDesert(DesertEdition::Seed));
    assert_eq!(
        (desert.harbors_2_1, desert.harbors_3_1, desert.catan_chits),
        (5, 4, 4)
    );
    assert_eq!(desert.terrain.sea, 14);
    let tribe = checklist(Scenario::ForgottenTribe);
    assert_eq!(
        (tribe.harbors_3_1, tribe.catan_chits, tribe.target),
        (1, 8, 13)
    );
    let cloth = checklist(Scenario::ClothForCatan(ClothOptions::default()));
    assert_eq!(
        (cloth.catan_chits, cloth.target, cloth.numbers[0]),
        (50, 14, 2)
    );
    let pirates = checklist(Scenario::PirateIslands(PirateOptions::default()));
    assert_eq!((pirates.harbors_3_1, pirates.catan_chits), (3, 12));
    assert!(!pirates.notes.is_empty());
}

#[test]
fn through_the_desert_gives_one_special_vp_per_player_in_the_seed_edition() {
    let mut g = game(
        Variant::Seafarers(Scenario::ThroughTheDesert(DesertEdition::Seed)),
        3,
    );
    assert_eq!(refused(&mut g, foreign(0)), R::ForeignDuringPlacement);
    place_all(&mut g);
    assert_eq!(options(&g).target(), 12);
    roll(&mut g, 1, 2);
    assert_eq!(refused(&mut g, foreign(4)), R::NoSuchArea);
    assert_eq!(
        refused(
            &mut g,
            Action::Build {
                piece: Piece::Ship,
                spot: Spot::Foreign(0)
            }
        ),
        R::SpotNotForPiece
    );
    ok(&mut g, foreign(0));
    ok(&mut g, foreign(1));
    assert_eq!(catan::vp(&options(&g), state(&g), 0).special, 1);
    assert_eq!(public(&g, 0), 5);
    ok(&mut g, build(Piece::Ship));
}

#[test]
fn the_later_edition_gives_two_per_foreign_area_and_needs_fourteen() {
    let mut g = sea(Scenario::ThroughTheDesert(DesertEdition::Later), 3);
    assert_eq!(options(&g).target(), 14);
    roll(&mut g, 1, 2);
    ok(&mut g, foreign(0));
    ok(&mut g, foreign(0));
    ok(&mut g, foreign(2));
    assert_eq!(catan::vp(&options(&g), state(&g), 0).special, 4);
}

#[test]
fn the_forgotten_tribe_hands_out_eight_chits_four_gifts_and_six_harbors() {
    let mut g = sea(Scenario::ForgottenTribe, 3);
    assert_eq!(refused(&mut g, Action::TakeTribeChit), R::RollFirst);
    roll(&mut g, 1, 2);
    for _ in 0..5 {
        ok(&mut g, Action::TakeTribeChit);
    }
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    for _ in 0..3 {
        ok(&mut g, Action::TakeTribeChit);
    }
    assert_eq!(refused(&mut g, Action::TakeTribeChit), R::TribeChitsGone);
    assert_eq!(catan::vp(&options(&g), state(&g), 0).special, 5);
    assert_eq!(public(&g, 1), 5);
    for _ in 0..4 {
        ok(&mut g, Action::TakeGiftCard);
    }
    assert_eq!(refused(&mut g, Action::TakeGiftCard), R::GiftCardsGone);
    assert_eq!(refused(&mut g, Action::PlaceHarbor), R::NoHarborToPlace);
    for _ in 0..6 {
        ok(&mut g, Action::CaptureHarbor);
    }
    assert_eq!(refused(&mut g, Action::CaptureHarbor), R::HarborsGone);
    ok(&mut g, Action::PlaceHarbor);
    let Extra::Tribe(t) = &state(&g).extra else {
        panic!()
    };
    assert_eq!(
        (t.harbors_held[1], t.harbors_placed[1], t.harbors_left()),
        (5, 1, 0)
    );
    assert_eq!(options(&g).target(), 13);
}

fn cloth_of(g: &Game) -> (Vec<u8>, [u8; 8], u8) {
    let Extra::Cloth(c) = &state(g).extra else {
        panic!()
    };
    (c.cloth.clone(), c.villages, c.general())
}

#[track_caller]
fn assert_fifty(g: &Game) {
    let (players, villages, general) = cloth_of(g);
    let sum: u32 = players
        .iter()
        .chain(villages.iter())
        .map(|&c| u32::from(c))
        .sum();
    assert_eq!(sum + u32::from(general), 50);
}

fn connect(g: &mut Game, villages: &[u8]) {
    for &village in villages {
        ok(g, Action::ConnectVillage { village });
    }
}

#[test]
fn cloth_for_catan_sets_up_three_settlements_each() {
    let mut g = game(
        Variant::Seafarers(Scenario::ClothForCatan(ClothOptions::default())),
        3,
    );
    place_all(&mut g);
    assert!(state(&g).sheets.iter().all(|s| s.settlements == 3));
    assert_eq!(cloth_of(&g), (vec![0, 0, 0], [5; 8], 10));
    assert_eq!(catan::longest_road(&options(&g), state(&g)), None);
}

#[test]
fn cloth_trade_shortfall_empty_villages_and_the_second_end() {
    let mut g = sea(Scenario::ClothForCatan(ClothOptions::default()), 3);
    // Villages carry 3, 4, 5, 6, 8, 9, 10, 11; a 12 produces no cloth.
    roll(&mut g, 6, 6);
    assert_eq!(
        refused(&mut g, Action::ConnectVillage { village: 8 }),
        R::NoSuchVillage
    );
    connect(&mut g, &[0, 1, 2, 3, 4]);
    assert_eq!(
        refused(&mut g, Action::ConnectVillage { village: 0 }),
        R::AlreadyConnected
    );
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 6, 6);
    connect(&mut g, &[0, 1, 2, 3, 4]);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 6, 6);
    connect(&mut g, &[0, 1, 2, 3]);
    ok(&mut g, Action::EndTurn);
    assert_eq!(cloth_of(&g), (vec![5, 5, 4], [2, 2, 2, 2, 3, 5, 5, 5], 10));
    // A 3: village 0 has 2 cloth for 3 traders; the third comes from the general supply.
    roll(&mut g, 1, 2);
    assert_eq!(cloth_of(&g), (vec![6, 6, 5], [0, 2, 2, 2, 3, 5, 5, 5], 9));
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 3);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 2, 3);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 3, 3);
    ok(&mut g, Action::EndTurn);
    assert_eq!(cloth_of(&g), (vec![9, 9, 8], [0, 0, 0, 0, 3, 5, 5, 5], 6));
    // An empty village gives nothing, and the general supply is not touched.
    roll(&mut g, 2, 1);
    assert_eq!(cloth_of(&g), (vec![9, 9, 8], [0, 0, 0, 0, 3, 5, 5, 5], 6));
    ok(&mut g, Action::EndTurn);
    // Player 2: a 7, the pirate takes a cloth from player 1.
    roll(&mut g, 3, 4);
    assert_eq!(
        refused(
            &mut g,
            Action::MovePirate {
                cloth_from: Some(2)
            }
        ),
        R::NoClothToTake
    );
    ok(
        &mut g,
        Action::MovePirate {
            cloth_from: Some(1),
        },
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(cloth_of(&g).0, vec![9, 8, 9]);
    // Player 0: an 8, village 4 (3 cloth) serves players 0 and 1.
    roll(&mut g, 4, 4);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 6, 6);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 6, 6);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.outcome(), None, "4 villages still have cloth");
    // Player 0 again: an 8 empties village 4 (1 cloth, then 1 from the supply).
    roll(&mut g, 5, 3);
    assert_eq!(cloth_of(&g), (vec![11, 10, 9], [0, 0, 0, 0, 0, 5, 5, 5], 5));
    assert_fifty(&g);
    // Three villages with cloth: the game ends. Players 0 and 1 both have 3 settlements and
    // 5 VP of cloth; player 0 has more cloth.
    assert_eq!((total(&g, 0), total(&g, 1), total(&g, 2)), (8, 8, 7));
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![0] }));
}

#[test]
fn the_pirate_waits_for_a_trade_route() {
    let mut g = sea(Scenario::ClothForCatan(ClothOptions::default()), 3);
    roll(&mut g, 3, 4);
    assert_eq!(
        refused(&mut g, Action::MovePirate { cloth_from: None }),
        R::PirateLockedUntilConnection
    );
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b10,
            desert: false,
        },
    );
    ok(&mut g, Action::ConnectVillage { village: 7 });
    ok(&mut g, Action::PlayKnight);
    ok(&mut g, Action::MovePirate { cloth_from: None });
    assert_eq!(
        refused(&mut g, Action::MovePirate { cloth_from: None }),
        R::NoRobberToMove
    );
}

fn pirates_game(n: usize) -> Game {
    let mut g = game(
        Variant::Seafarers(Scenario::PirateIslands(PirateOptions { loop_len: 10 })),
        n,
    );
    assert!(state(&g)
        .sheets
        .iter()
        .all(|s| s.settlements == 1 && s.ships == 1));
    place_all(&mut g);
    assert!(state(&g).sheets.iter().all(|s| s.settlements == 3));
    g
}

fn pirates(g: &Game) -> &seafarers::pirates::Pirates {
    let Extra::Pirates(p) = &state(g).extra else {
        panic!()
    };
    p
}

#[test]
fn the_fleet_sails_by_the_lower_die_and_attacks_everyone_next_to_its_stop() {
    let mut g = pirates_game(3);
    ok(
        &mut g,
        Action::SetFleetStop {
            stop: 2,
            players: 0b011,
        },
    );
    ok(
        &mut g,
        Action::SetFleetStop {
            stop: 5,
            players: 0b100,
        },
    );
    assert_eq!(
        refused(
            &mut g,
            Action::SetFleetStop {
                stop: 10,
                players: 1
            }
        ),
        R::NoSuchStop
    );
    assert_eq!(
        refused(
            &mut g,
            Action::SetFleetStop {
                stop: 1,
                players: 0b1000
            }
        ),
        R::BadHits
    );
    // Player 0 arms two warships first.
    roll(&mut g, 6, 6); // fleet 0 -> 6
    assert_eq!(pirates(&g).fleet_at, 6);
    assert!(catan::pirate_attacks(state(&g)).is_empty());
    ok(&mut g, build(Piece::Ship));
    ok(&mut g, build(Piece::Ship));
    ok(&mut g, Action::PlayKnight);
    ok(&mut g, Action::EndTurn);
    pass(&mut g); // 2 + 3: fleet moves 2 -> 8
    pass(&mut g); // -> 0
    ok(&mut g, Action::PlayKnight);
    assert_eq!(pirates(&g).warships[0], 2);
    // A 2 and a 5: the fleet moves 2, to hex 2, next to players 0 and 1. Pirates: 2.
    roll(&mut g, 5, 2);
    assert_eq!(pirates(&g).fleet_at, 2);
    let attacks = catan::pirate_attacks(state(&g));
    assert_eq!(
        attacks,
        vec![
            Attack {
                player: 0,
                pirates: 2,
                warships: 2,
                result: AttackResult::Tie
            },
            Attack {
                player: 1,
                pirates: 2,
                warships: 0,
                result: AttackResult::PiratesWin { cards_lost: 1 }
            },
        ]
    );
    // No robber here: a 7 asks for nothing, knights do not move a robber.
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 3, 4);
    assert_eq!(
        refused(
            &mut g,
            Action::MoveRobber {
                hits: 0,
                desert: false
            }
        ),
        R::NoRobberInScenario
    );
    assert_eq!(refused(&mut g, Action::DrawVpCard), R::VpCardsOutOfGame);
    ok(&mut g, Action::PlayKnight);
    assert_eq!(state(&g).robber.pending, None);
    assert_eq!(
        pirates(&g).warships[1],
        1,
        "player 1's first ship is now a warship"
    );
    ok(&mut g, Action::EndTurn);
    assert!(
        catan::pirate_attacks(state(&g)).is_empty(),
        "before the roll: no attack"
    );
}

#[test]
fn fortress_attacks_win_lose_tie_and_the_third_win_conquers() {
    let mut g = pirates_game(3);
    roll(&mut g, 1, 2);
    for _ in 0..4 {
        ok(&mut g, build(Piece::Ship));
    }
    ok(&mut g, Action::PlayKnight);
    assert_eq!(
        refused(&mut g, Action::AttackFortress { die: 1 }),
        R::NotAtFortress
    );
    ok(&mut g, Action::ReachFortress(true));
    assert_eq!(
        refused(&mut g, Action::AttackFortress { die: 7 }),
        R::BadDie
    );
    // One warship against a 1: a tie, the ship next to the fortress is lost.
    ok(&mut g, Action::AttackFortress { die: 1 });
    assert_eq!(state(&g).sheets[0].ships, 4);
    assert!(!pirates(&g).at_fortress[0]);
    assert_eq!(pirates(&g).fortress[0], 3);
    ok(&mut g, Action::ReachFortress(true));
    assert_eq!(
        refused(&mut g, Action::AttackFortress { die: 1 }),
        R::FortressAlreadyAttacked
    );
    ok(&mut g, Action::EndTurn);
    pass(&mut g);
    pass(&mut g);
    // One warship against a 4: lost, two ships go.
    roll(&mut g, 1, 2);
    ok(&mut g, Action::AttackFortress { die: 4 });
    assert_eq!(state(&g).sheets[0].ships, 2);
    assert_eq!(pirates(&g).warships[0], 1);
    ok(&mut g, Action::EndTurn);
    // Three more warships, then three won attacks.
    for _ in 0..3 {
        turn_of(&mut g, 0);
        roll(&mut g, 1, 2);
        ok(&mut g, build(Piece::Ship));
        ok(&mut g, Action::PlayKnight);
        ok(&mut g, Action::EndTurn);
    }
    assert_eq!(pirates(&g).warships[0], 4);
    for won in 1..=3 {
        turn_of(&mut g, 0);
        roll(&mut g, 1, 2);
        ok(&mut g, Action::ReachFortress(true));
        ok(&mut g, Action::AttackFortress { die: 3 });
        assert_eq!(pirates(&g).fortress[0], 3 - won);
        ok(&mut g, Action::EndTurn);
    }
    assert!(pirates(&g).conquered(0));
    assert_eq!(catan::vp(&options(&g), state(&g), 0).special, 1);
    turn_of(&mut g, 0);
    roll(&mut g, 1, 2);
    ok(&mut g, Action::ReachFortress(true));
    assert_eq!(
        refused(&mut g, Action::AttackFortress { die: 3 }),
        R::FortressConquered
    );
}

#[test]
fn the_pirate_islands_win_needs_the_own_fortress_and_ten_vp() {
    let mut g = pirates_game(3);
    roll(&mut g, 1, 2);
    for _ in 0..2 {
        ok(&mut g, build(Piece::Settlement));
    }
    for _ in 0..4 {
        ok(&mut g, build(Piece::City));
    }
    assert_eq!(total(&g, 0), 9);
    ok(&mut g, build(Piece::Ship));
    ok(&mut g, build(Piece::Ship));
    ok(&mut g, Action::PlayKnight);
    ok(&mut g, Action::EndTurn);
    // 1 settlement + 4 cities = 9 VP: not enough alone, and no fortress yet either.
    for _ in 0..2 {
        turn_of(&mut g, 0);
        roll(&mut g, 1, 2);
        ok(&mut g, Action::PlayKnight);
        ok(&mut g, Action::EndTurn);
    }
    assert_eq!(pirates(&g).warships[0], 3);
    turn_of(&mut g, 0);
    assert_eq!(refused(&mut g, Action::PlayKnight), R::NoNormalShip);
    pass(&mut g);
    for won in 0..3 {
        turn_of(&mut g, 0);
        assert_eq!(g.outcome(), None);
        roll(&mut g, 1, 2);
        ok(&mut g, Action::ReachFortress(true));
        ok(&mut g, Action::AttackFortress { die: 2 });
        if won < 2 {
            ok(&mut g, Action::EndTurn);
        }
    }
    assert_eq!(total(&g, 0), 10);
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![0] }));
}

#[test]
fn the_fleet_is_removed_once_every_fortress_has_fallen() {
    let mut g = pirates_game(3);
    ok(
        &mut g,
        Action::SetFleetStop {
            stop: 1,
            players: 0b111,
        },
    );
    for p in 0..3 {
        turn_of(&mut g, p);
        roll(&mut g, 1, 2);
        for _ in 0..3 {
            ok(&mut g, build(Piece::Ship));
        }
        ok(&mut g, Action::PlayKnight);
        ok(&mut g, Action::EndTurn);
    }
    for _ in 0..2 {
        for p in 0..3 {
            turn_of(&mut g, p);
            roll(&mut g, 1, 2);
            ok(&mut g, Action::PlayKnight);
            ok(&mut g, Action::EndTurn);
        }
    }
    for _ in 0..3 {
        for p in 0..3 {
            turn_of(&mut g, p);
            roll(&mut g, 1, 2);
            ok(&mut g, Action::ReachFortress(true));
            ok(&mut g, Action::AttackFortress { die: 1 });
            ok(&mut g, Action::EndTurn);
        }
    }
    assert!(!pirates(&g).fleet_active());
    let at = pirates(&g).fleet_at;
    roll(&mut g, 1, 2);
    assert_eq!(pirates(&g).fleet_at, at, "a removed fleet does not sail");
    assert!(catan::pirate_attacks(state(&g)).is_empty());
    assert_eq!(state(&g).phase, Phase::Playing);
}

#[test]
fn four_players_may_turn_a_vp_card_into_a_warship() {
    let mut g = pirates_game(4);
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::Ship));
    assert_eq!(refused(&mut g, Action::WarshipFromVpCard), R::NoVpCardsLeft);
    ok(&mut g, Action::DrawVpCard);
    ok(&mut g, Action::WarshipFromVpCard);
    assert_eq!(pirates(&g).warships[0], 1);
    assert_eq!(state(&g).sheets[0].vp_cards, 0);
    assert_eq!(refused(&mut g, Action::PlayKnight), R::OneDevCardPerTurn);
}
