//! Two powers of The Crew as rules revision 3 reads the sheet (`rules::jamaica::powers`):
//! the Look-Out takes a lair's treasure after the night move too, and the Venetian Merchant
//! pays a fee with food and gold in any mix. Each case is also played under revision 2, whose
//! games keep the reading they were set up with.

#[path = "jamaica_support/mod.rs"]
mod support;

use support::*;
use tablemate::rules::jamaica::crew::{Crew, STAIRS};
use tablemate::rules::jamaica::{powers, Action, Expected, Options, Pending, Refusal, Step};
use tablemate::rules::Revision;
use tablemate::session::{self, Game, GameOptions, GuideStep, Setup};

fn crew_game(revision: Revision) -> Game {
    Game::new(Setup {
        options: GameOptions::Jamaica(Options {
            crew: true,
            revision,
            ..Options::default()
        }),
        players: players(3),
        created: at(0),
    })
    .unwrap()
}

/// Round 1, dice 4 and 6: player 0 sails to the lair on 4, then to the port on 16, pays and
/// recruits `crew`; players 1 and 2 load twice each. Round 2 starts with `day` and `night`
/// (Captain player 1: players 1 and 2 load again). Player 0's day action is next, their ship
/// on the port at 16.
fn player_0_with(crew: Crew, revision: Revision, day: u8, night: u8) -> Game {
    let mut g = crew_game(revision);
    dice(&mut g, 4, 6);
    ok(&mut g, fwd(&[]));
    ok(&mut g, fwd(&[13]));
    ok(&mut g, Action::Pay);
    ok(
        &mut g,
        Action::Recruit {
            bottle_to: STAIRS,
            slot: 2,
            crew,
        },
    );
    for _ in 0..4 {
        load(&mut g);
    }
    dice(&mut g, day, night);
    for _ in 0..4 {
        load(&mut g);
    }
    assert_eq!(state(&g).current_player(options(&g)), Some(0));
    assert_eq!(ship_of(&g, 0), pos(16, 0));
    g
}

/// Player 0, the Look-Out's owner, loads by day and sails 2 by night to the port on 18, next
/// to the lair on 19; pays and recruits nobody. Their turn is the round's last.
fn look_out_after_the_night_move(revision: Revision) -> Game {
    let mut g = player_0_with(Crew::LookOut, revision, 5, 2);
    load(&mut g);
    ok(&mut g, fwd(&[]));
    assert_eq!(ship_of(&g, 0), pos(18, 0));
    ok(&mut g, Action::Pay);
    ok(&mut g, Action::SkipRecruit);
    g
}

#[test]
fn the_look_out_takes_a_lairs_treasure_after_the_night_move() {
    let mut g = look_out_after_the_night_move(Revision::CREW_SHEET);
    assert_eq!(
        state(&g).pending,
        Some(Pending::LookOut { player: 0 }),
        "the turn waits for the Look-Out's owner"
    );
    assert_eq!(state(&g).expected(), Expected::LookOut);
    let guide = g.guide().expect("a guide while the game runs");
    assert_eq!(guide.seat, Some(0));
    assert_eq!(guide.step, GuideStep::Jamaica(Expected::LookOut));
    let offered: Vec<&session::Action> = guide
        .expected
        .iter()
        .filter(|e| e.allowed.is_ok())
        .map(|e| &e.action)
        .collect();
    assert_eq!(
        offered,
        vec![
            &session::Action::Jamaica(Action::LookOut { lair: 19 }),
            &session::Action::Jamaica(Action::SkipLookOut),
        ]
    );
    assert_eq!(
        refused(&mut g, Action::Dice { day: 1, night: 1 }),
        Refusal::NotNow(Expected::LookOut)
    );
    assert_eq!(
        refused(&mut g, Action::LookOut { lair: 22 }),
        Refusal::NoLairNextToShip(22)
    );
    ok(&mut g, Action::LookOut { lair: 19 });
    assert!(!state(&g).lair_tokens.contains(&19));
    assert_eq!(state(&g).tokens[0], 2, "the lair on 4, then 19");
    assert_eq!(state(&g).treasures[0], Some(2));
    assert_eq!(state(&g).tokens_accounted(), 9);
    assert_eq!(state(&g).pending, None);
    assert_eq!((state(&g).round, state(&g).step), (3, Step::Dice));
}

#[test]
fn the_look_out_may_leave_the_treasure_and_the_round_goes_on() {
    let mut g = look_out_after_the_night_move(Revision::CREW_SHEET);
    ok(&mut g, Action::SkipLookOut);
    assert!(state(&g).lair_tokens.contains(&19));
    assert_eq!((state(&g).round, state(&g).step), (3, Step::Dice));
    assert_eq!(
        refused(&mut g, Action::SkipLookOut),
        Refusal::NotNow(Expected::ActionDice)
    );
}

#[test]
fn nobody_waits_for_a_look_out_with_no_lair_next_to_the_ship_or_of_another_player() {
    // A night move to the sea on 17: the lair on 19 is two spaces away.
    let mut g = player_0_with(Crew::LookOut, Revision::CREW_SHEET, 5, 1);
    load(&mut g);
    ok(&mut g, fwd(&[]));
    ok(&mut g, Action::Pay);
    assert_eq!((state(&g).round, state(&g).step), (3, Step::Dice));

    // Another player's Look-Out: player 0 has the Cooper, and nothing waits.
    let mut g = player_0_with(Crew::Cooper, Revision::CREW_SHEET, 5, 2);
    load(&mut g);
    ok(&mut g, fwd(&[]));
    ok(&mut g, Action::Pay);
    ok(&mut g, Action::SkipRecruit);
    assert_eq!((state(&g).round, state(&g).step), (3, Step::Dice));
}

#[test]
fn a_revision_2_game_passes_the_turn_at_once_after_the_night_move() {
    let mut g = look_out_after_the_night_move(Revision::SHEETS);
    assert_eq!(state(&g).pending, None);
    assert_eq!((state(&g).round, state(&g).step), (3, Step::Dice));
    assert_eq!(
        refused(&mut g, Action::SkipLookOut),
        Refusal::NotNow(Expected::ActionDice)
    );
    assert_eq!(
        refused(&mut g, Action::LookOut { lair: 19 }),
        Refusal::NotNow(Expected::ActionDice)
    );
}

#[test]
fn the_look_out_after_the_day_move_is_as_before() {
    for revision in [Revision::SHEETS, Revision::CREW_SHEET] {
        // Day 2: the port on 18; the treasure before the night action, which then loads.
        let mut g = player_0_with(Crew::LookOut, revision, 2, 5);
        ok(&mut g, fwd(&[]));
        ok(&mut g, Action::Pay);
        ok(&mut g, Action::SkipRecruit);
        assert_eq!(state(&g).pending, None, "{revision:?}");
        ok(&mut g, Action::LookOut { lair: 19 });
        load(&mut g);
        assert_eq!(
            (state(&g).round, state(&g).step),
            (3, Step::Dice),
            "{revision:?}: no lair left next to the ship, nothing waits"
        );
    }
}

/// Player 0, the Venetian Merchant's owner, on the sea on 15 (3 food) after a day move back.
fn venetian_at_sea(revision: Revision) -> Game {
    let mut g = player_0_with(Crew::VenetianMerchant, revision, 1, 4);
    ok(&mut g, back(&[]));
    assert_eq!(ship_of(&g, 0), pos(15, 0));
    assert_eq!(state(&g).pending, Some(Pending::Fee { player: 0 }));
    g
}

/// After "could not pay" on 15: the ship fell back, or waits for the way back to be chosen.
fn falls_back(g: &Game) -> bool {
    matches!(state(g).pending, Some(Pending::Shortage { .. })) || ship_of(g, 0) != pos(15, 0)
}

#[test]
fn the_venetian_merchant_pays_a_fee_with_food_and_gold_together() {
    // 1 food and 2 gold pay the 3 food of the sea on 15: no "could not pay".
    let mut g = venetian_at_sea(Revision::CREW_SHEET);
    assert!(matches!(
        refused(&mut g, Action::CouldNotPay { food: 1, gold: 2 }),
        Refusal::CanPay {
            cost: 3,
            have: 3,
            ..
        }
    ));
    assert_eq!(
        refused(&mut g, Action::PayWith { food: 1, gold: 1 }),
        Refusal::MixNotTheFee { cost: 3, paid: 2 }
    );
    assert_eq!(
        refused(&mut g, Action::PayWith { food: 2, gold: 2 }),
        Refusal::MixNotTheFee { cost: 3, paid: 4 }
    );
    ok(&mut g, Action::PayWith { food: 1, gold: 2 });
    assert_eq!(ship_of(&g, 0), pos(15, 0), "paid: the ship stays");
    assert_eq!(state(&g).pending, None);
    assert_eq!(state(&g).current_die(), Some(4), "the night action is next");

    // In a port the same: 2 food and 1 gold pay 3 gold, and recruiting follows.
    let mut g = player_0_with(Crew::VenetianMerchant, Revision::CREW_SHEET, 2, 4);
    ok(&mut g, fwd(&[]));
    assert_eq!(ship_of(&g, 0), pos(18, 0));
    ok(&mut g, Action::PayWith { food: 2, gold: 1 });
    assert_eq!(state(&g).pending, Some(Pending::Recruit { player: 0 }));
}

#[test]
fn the_venetians_shortage_counts_food_and_gold_together() {
    use powers::Holds;
    let mut g = player_0_with(Crew::VenetianMerchant, Revision::CREW_SHEET, 2, 4);
    ok(&mut g, fwd(&[])); // the port on 18: 3 gold
    let holds = Holds {
        food: 1,
        gold: 1,
        gunpowder: 0,
    };
    // 2 goods in all: the sea on 17 (2 food) is the first space behind they pay.
    assert_eq!(
        state(&g).shortage_candidates(options(&g), holds),
        vec![pos(17, 0)]
    );
    ok(&mut g, Action::CouldNotPay { food: 1, gold: 1 });
    assert_eq!(ship_of(&g, 0), pos(17, 0));
}

#[test]
fn only_the_venetians_owner_pays_with_a_mix() {
    let mut g = player_0_with(Crew::Cooper, Revision::CREW_SHEET, 1, 4);
    ok(&mut g, back(&[]));
    assert_eq!(
        refused(&mut g, Action::PayWith { food: 1, gold: 2 }),
        Refusal::PowerNotYours(Crew::VenetianMerchant)
    );
    // Without the merchant, 1 food pays no 3-food fee: the ship falls back.
    ok(&mut g, Action::CouldNotPay { food: 1, gold: 2 });
    assert!(falls_back(&g));
    let guide_has_mix = |g: &Game| {
        g.guide().is_some_and(|guide| {
            guide
                .expected
                .iter()
                .any(|e| matches!(e.action, session::Action::Jamaica(Action::PayWith { .. })))
        })
    };
    let g = venetian_at_sea(Revision::CREW_SHEET);
    assert!(guide_has_mix(&g), "offered to the Venetian's owner");
    let g = venetian_at_sea(Revision::SHEETS);
    assert!(!guide_has_mix(&g), "not in a revision 2 game");
}

#[test]
fn a_revision_2_game_keeps_one_good_for_the_whole_fee() {
    let mut g = venetian_at_sea(Revision::SHEETS);
    assert_eq!(
        refused(&mut g, Action::PayWith { food: 1, gold: 2 }),
        Refusal::OneGoodPerFee
    );
    // 1 food and 2 gold: the most of one good is 2, short of 3; the ship falls back.
    ok(&mut g, Action::CouldNotPay { food: 1, gold: 2 });
    assert!(falls_back(&g));
}

#[test]
fn new_games_take_the_crew_sheets_reading() {
    assert!(Revision::CURRENT >= Revision::CREW_SHEET);
    assert_eq!(Options::default().revision, Revision::CURRENT);
    let g = game(3, false, true);
    assert!(options(&g).revision.follows_crew_sheet());
}
