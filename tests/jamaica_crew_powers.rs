//! The Crew's powers as the rule sheet gives them (rules revision 2, `rules::jamaica::powers`):
//! each belongs to the player who recruited the card. Each case is also played under revision
//! 1, the first builds' reading, which games saved before keep.

#[path = "jamaica_support/mod.rs"]
mod support;

use support::*;
use tablemate::rules::jamaica::combat::{CombatRoll, FightResult};
use tablemate::rules::jamaica::crew::{Crew, STAIRS};
use tablemate::rules::jamaica::scoring::{CrewAboard, Declaration, DeclarationError, Treasure};
use tablemate::rules::jamaica::track::Dir;
use tablemate::rules::jamaica::{powers, Action, Options, Pending, Refusal, Ship, Spoils};
use tablemate::rules::Revision;
use tablemate::session::{Game, GameOptions, Setup};

fn crew_game(n: usize, ghost: bool, revision: Revision) -> Game {
    Game::new(Setup {
        options: GameOptions::Jamaica(Options {
            ghost,
            crew: true,
            revision,
            ..Options::default()
        }),
        players: players(n),
        created: at(0),
    })
    .unwrap()
}

fn moving(dir: Dir, branches: &[u8], adjust: i8) -> Action {
    Action::Move {
        dir,
        branches: branches.to_vec(),
        adjust,
    }
}

/// Round 1, dice 4 and 6: player 0 sails to the lair on 4, then to the port on 16, pays and
/// recruits `crew` from beside the stairs. Player 1's day action is next.
fn first_recruits(g: &mut Game, crew: Crew) {
    dice(g, 4, 6);
    ok(g, fwd(&[]));
    ok(g, fwd(&[13]));
    ok(g, Action::Pay);
    ok(
        g,
        Action::Recruit {
            bottle_to: STAIRS,
            slot: 2,
            crew,
        },
    );
}

#[test]
fn moving_a_space_more_or_less_and_skipping_belong_to_the_cards_owner() {
    let mut g = crew_game(3, false, Revision::SHEETS);
    first_recruits(&mut g, Crew::Seafarer);
    assert_eq!(
        refused(&mut g, moving(Dir::Forward, &[], 1)),
        Refusal::PowerNotYours(Crew::Seafarer)
    );
    assert_eq!(
        refused(&mut g, moving(Dir::Forward, &[], -1)),
        Refusal::PowerNotYours(Crew::Anchoree)
    );
    assert_eq!(
        refused(&mut g, Action::Pass),
        Refusal::PowerNotYours(Crew::OldSeadog)
    );
    let o = options(&g).clone();
    let s = state(&g).clone();
    assert!(powers::check_adjust(&o, &s, 0, 1).is_ok(), "the owner may");

    let mut g = crew_game(3, false, Revision::FIRST);
    first_recruits(&mut g, Crew::Seafarer);
    ok(&mut g, Action::Pass);
    ok(&mut g, moving(Dir::Forward, &[], -1));
}

/// After [`first_recruits`]: players 1 and 2 load twice each, and round 2 starts with the
/// dice `day` and `night` (Captain player 1: players 1 and 2 load again). Player 0's day
/// action is next, their ship on the port at 16.
fn to_first_players_turn_in_round_2(g: &mut Game, day: u8, night: u8) {
    for _ in 0..4 {
        load(g);
    }
    dice(g, day, night);
    for _ in 0..4 {
        load(g);
    }
    assert_eq!(state(g).current_player(options(g)), Some(0));
}

#[test]
fn the_witch_lets_her_owner_use_the_night_die_first() {
    let mut g = crew_game(3, false, Revision::SHEETS);
    first_recruits(&mut g, Crew::Witch);
    assert_eq!(
        refused(&mut g, Action::WitchSwap),
        Refusal::PowerNotYours(Crew::Witch)
    );
    to_first_players_turn_in_round_2(&mut g, 2, 5);
    assert_eq!(state(&g).current_die(), Some(2));
    ok(&mut g, Action::WitchSwap);
    assert_eq!(state(&g).current_die(), Some(5), "the night die first");
    assert_eq!(
        refused(&mut g, Action::WitchSwap),
        Refusal::PowerUsedThisTurn(Crew::Witch)
    );
    ok(&mut g, fwd(&[20])); // 17 .. 21: the port on 21
    assert_eq!(ship_of(&g, 0), pos(21, 0));
    ok(&mut g, Action::Pay);
    ok(&mut g, Action::SkipRecruit);
    assert_eq!(state(&g).current_die(), Some(2), "then the day die");
}

#[test]
fn the_look_out_takes_the_treasure_of_a_lair_next_to_her_owners_ship() {
    let mut g = crew_game(3, false, Revision::SHEETS);
    first_recruits(&mut g, Crew::LookOut);
    to_first_players_turn_in_round_2(&mut g, 2, 3);
    ok(&mut g, fwd(&[])); // 17, 18: the port on 18, next to the lair on 19
    ok(&mut g, Action::Pay);
    ok(&mut g, Action::SkipRecruit);
    assert_eq!(powers::lookout_lairs(options(&g), state(&g), 0), vec![19]);
    assert_eq!(
        refused(&mut g, Action::LookOut { lair: 4 }),
        Refusal::NoLairNextToShip(4)
    );
    ok(&mut g, Action::LookOut { lair: 19 });
    assert!(!state(&g).lair_tokens.contains(&19), "empty for everyone");
    assert_eq!(state(&g).tokens[0], 2, "the Bishop would count both tokens");
    assert_eq!(state(&g).treasures[0], Some(2));
    assert_eq!(state(&g).tokens_accounted(), 9);
    assert_eq!(
        refused(&mut g, Action::LookOut { lair: 19 }),
        Refusal::NoLairNextToShip(19)
    );
}

#[test]
fn the_buccaneer_attacks_a_ship_on_a_neighbouring_space_once_a_turn() {
    let mut g = crew_game(3, false, Revision::SHEETS);
    first_recruits(&mut g, Crew::Buccaneer);
    // Player 1 sails to the emptied lair on 4, then loads; player 2 loads twice.
    ok(&mut g, fwd(&[]));
    for _ in 0..3 {
        load(&mut g);
    }
    // Round 2, Captain player 1: to the sea on 15, next to player 0 on 16.
    dice(&mut g, 5, 1);
    ok(&mut g, fwd(&[13]));
    ok(&mut g, Action::Pay);
    for _ in 0..3 {
        load(&mut g);
    }
    assert_eq!(
        powers::buccaneer_targets(options(&g), state(&g), 0),
        vec![Ship::Player(1)]
    );
    let attack = |target, a, d, hold| Action::Buccaneer {
        target,
        attacker: roll(a, 0),
        defender: Some(roll(d, 0)),
        hold,
    };
    assert_eq!(
        refused(&mut g, attack(Ship::Player(2), 10, 2, None)),
        Refusal::NotAnOpponent(Ship::Player(2)),
        "player 2 is not next to the ship"
    );
    assert_eq!(
        refused(&mut g, attack(Ship::Player(1), 10, 2, Some(0))),
        Refusal::BuccaneerHold,
        "a player's holds are on the table"
    );
    ok(&mut g, attack(Ship::Player(1), 2, 10, None));
    assert_eq!(
        refused(&mut g, attack(Ship::Player(1), 10, 2, None)),
        Refusal::PowerUsedThisTurn(Crew::Buccaneer)
    );
    // The attack is no action: player 0 still has the day's.
    load(&mut g);
}

#[test]
fn sir_beth_adds_two_and_the_strategist_wins_every_fight_he_starts() {
    for (crew, revision, wanted) in [
        (Crew::SirBeth, Revision::SHEETS, Some(FightResult::Tie)),
        (
            Crew::SirBeth,
            Revision::FIRST,
            Some(FightResult::DefenderWins),
        ),
        (
            Crew::Strategist,
            Revision::SHEETS,
            Some(FightResult::AttackerWins),
        ),
        (
            Crew::Strategist,
            Revision::FIRST,
            Some(FightResult::DefenderWins),
        ),
    ] {
        let mut g = crew_game(3, false, revision);
        first_recruits(&mut g, crew);
        let (o, s) = (options(&g), state(&g));
        let result = powers::fight(
            o,
            s,
            Ship::Player(0),
            Ship::Player(1),
            &roll(4, 0),
            Some(&roll(6, 0)),
        );
        assert_eq!(result, Ok(wanted), "{crew:?} {revision:?}");
        let shown = powers::strength(o, s, Ship::Player(0), &roll(4, 0));
        let beth = crew == Crew::SirBeth && revision == Revision::SHEETS;
        assert_eq!(shown, Some(if beth { 6 } else { 4 }));
    }
}

/// Round 1 of a two-player game with the ghost: player 0 sails to the port on 16 and
/// recruits nobody; player 1 sails to the emptied lair on 4 and on to 16, where they attack
/// player 0.
fn ghost_game_fight(revision: Revision) -> Game {
    let mut g = crew_game(2, true, revision);
    dice(&mut g, 4, 6);
    ok(&mut g, fwd(&[]));
    ok(&mut g, fwd(&[13]));
    ok(&mut g, Action::Pay);
    ok(&mut g, Action::SkipRecruit);
    ok(&mut g, fwd(&[]));
    ok(&mut g, fwd(&[13]));
    assert!(matches!(state(&g).pending, Some(Pending::Combat { .. })));
    g
}

#[test]
fn with_the_ghost_the_cannon_is_the_ghosts_in_fights_and_at_scoring() {
    let with_cannon = Action::Fight {
        opponent: Ship::Player(0),
        attacker: CombatRoll {
            bonus: 2,
            ..roll(6, 0)
        },
        defender: Some(roll(4, 0)),
    };
    let mut g = ghost_game_fight(Revision::SHEETS);
    assert_eq!(
        refused(&mut g, with_cannon.clone()),
        Refusal::CannonIsTheGhosts
    );
    let mut g = ghost_game_fight(Revision::FIRST);
    ok(&mut g, with_cannon);
}

#[test]
fn the_ghost_takes_no_treasure_from_a_player_who_has_none() {
    for revision in [Revision::SHEETS, Revision::FIRST] {
        let mut g = crew_game(2, true, revision);
        // Player 0 stays in Port Royal; player 1 sails to the port on 6: no treasure.
        dice(&mut g, 6, 3);
        load(&mut g);
        load(&mut g);
        ok(&mut g, fwd(&[]));
        ok(&mut g, Action::Pay);
        ok(&mut g, Action::SkipRecruit);
        load(&mut g);
        assert_eq!(state(&g).treasures[1], Some(0));
        // The ghost follows onto 6 and wins with a star.
        ok(&mut g, ghost(Dir::Forward, &[]));
        ok(
            &mut g,
            Action::Fight {
                opponent: Ship::Player(1),
                attacker: star(),
                defender: None,
            },
        );
        let take = Action::Spoils(Spoils::GhostTakesTreasure);
        if revision == Revision::SHEETS {
            assert_eq!(refused(&mut g, take), Refusal::NoTreasureToGive);
            ok(&mut g, Action::Spoils(Spoils::GhostTakesGoods));
        } else {
            ok(&mut g, take);
        }
    }
}

#[test]
fn the_venetian_merchant_pays_a_fee_with_food_or_gold_alike() {
    for revision in [Revision::SHEETS, Revision::FIRST] {
        let mut g = crew_game(3, false, revision);
        first_recruits(&mut g, Crew::VenetianMerchant);
        to_first_players_turn_in_round_2(&mut g, 2, 3);
        ok(&mut g, fwd(&[])); // the port on 18: 3 gold
        let short = Action::CouldNotPay { food: 4, gold: 0 };
        if revision == Revision::SHEETS {
            assert!(
                matches!(refused(&mut g, short), Refusal::CanPay { .. }),
                "4 food pay 3 gold"
            );
            // 1 food and 2 gold: the sea on 17 (2 food) takes the gold.
            ok(&mut g, Action::CouldNotPay { food: 1, gold: 2 });
            assert_eq!(ship_of(&g, 0), pos(17, 0));
        } else {
            ok(&mut g, short);
            assert_eq!(ship_of(&g, 0), pos(17, 0), "4 food pay the sea behind");
        }
    }
}

#[test]
fn calypso_wins_at_once_only_from_what_was_declared() {
    let mut g = crew_game(3, false, Revision::SHEETS);
    first_recruits(&mut g, Crew::Calypso);
    assert_eq!(
        refused(&mut g, Action::Calypso { player: 0 }),
        Refusal::CalypsoNotAboard
    );
    let mut g = crew_game(3, false, Revision::FIRST);
    first_recruits(&mut g, Crew::Calypso);
    ok(&mut g, Action::Calypso { player: 0 });
    assert!(
        g.outcome().is_some(),
        "the first reading took the button's word"
    );
}

#[test]
fn a_declaration_names_only_crew_its_player_recruited() {
    let decl = Declaration {
        crew: vec![CrewAboard {
            crew: Crew::Cooper,
            points: 2,
        }],
        treasures: vec![Treasure::Chest(3)],
        ..Declaration::default()
    };
    let table = tablemate::rules::jamaica::scoring::Table {
        crew: true,
        ghost: false,
        sheets: true,
        recruited: &[Crew::Witch],
    };
    assert_eq!(
        tablemate::rules::jamaica::scoring::check_declaration(&decl, &[], &table, true),
        Err(DeclarationError::NotRecruited(Crew::Cooper))
    );
}

#[test]
fn after_a_fight_between_players_their_treasure_cards_are_the_tables_to_count() {
    let mut g = ghost_game_fight(Revision::SHEETS);
    assert_eq!(
        state(&g).treasures,
        vec![Some(1), Some(0)],
        "lair 4 was emptied by then"
    );
    ok(
        &mut g,
        Action::Fight {
            opponent: Ship::Player(0),
            attacker: roll(10, 0),
            defender: Some(roll(2, 0)),
        },
    );
    // The winner may have taken a card: the app no longer refuses the ghost either player's.
    assert_eq!(state(&g).treasures, vec![None, None]);
}

#[test]
fn the_prussian_and_helvetian_merchants_let_gunpowder_pay_a_fee() {
    use tablemate::rules::jamaica::powers::Holds;
    // Player 0 has the Helvetian Merchant: gunpowder pays the port's gold.
    let mut g = crew_game(3, false, Revision::SHEETS);
    first_recruits(&mut g, Crew::HelvetianMerchant);
    to_first_players_turn_in_round_2(&mut g, 2, 3);
    assert!(powers::asks_gunpowder(options(&g), state(&g), 0));
    ok(&mut g, fwd(&[])); // the port on 18: 3 gold
    let with = |food, gold, gunpowder| Action::CouldNotPayWith {
        food,
        gold,
        gunpowder,
    };
    assert!(matches!(
        refused(&mut g, with(0, 0, 3)),
        Refusal::CanPay { .. }
    ));
    let holds = Holds {
        food: 2,
        gold: 0,
        gunpowder: 2,
    };
    // 2 gunpowder do not pay 3 gold; the sea on 17 takes 2 food.
    assert_eq!(
        state(&g).shortage_candidates(options(&g), holds),
        vec![pos(17, 0)]
    );
    ok(&mut g, with(2, 0, 2));
    assert_eq!(ship_of(&g, 0), pos(17, 0));

    // Without a merchant, gunpowder pays nothing and is not asked for.
    let mut g = crew_game(3, false, Revision::SHEETS);
    first_recruits(&mut g, Crew::Cooper);
    to_first_players_turn_in_round_2(&mut g, 2, 3);
    assert!(!powers::asks_gunpowder(options(&g), state(&g), 0));
    ok(&mut g, fwd(&[]));
    ok(&mut g, with(0, 0, 3));
    // 3 gunpowder did not pay the port: the ship falls back, past two ways behind it.
    assert!(matches!(state(&g).pending, Some(Pending::Shortage { .. })));
}
