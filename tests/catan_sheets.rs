//! Catan as the rule sheets say it (rules revision 2, docs/rules.md): Largest Army after a
//! knight discard in the duel, the one deck's 14 knights and 5 Victory Point cards, and the
//! Victory Point cards of the four-player Pirate Islands. Each case is also played under
//! revision 1, the reading of the first builds, which games saved before keep.

mod catan_common;

use catan_common::*;
use tablemate::rules::catan::{
    self, Action, DuelOptions, Options, PirateOptions, Refusal as R, Scenario, Variant,
};
use tablemate::rules::dice::DiceMode;
use tablemate::rules::Revision;
use tablemate::session::Game;

fn game_of(variant: Variant, n: usize, revision: Revision) -> Game {
    let mut o = Options::new(variant);
    o.dice = DiceMode::Random;
    o.revision = revision;
    let mut g = game_with(o, n);
    place_all(&mut g);
    g
}

fn duel(revision: Revision) -> Game {
    game_of(Variant::Duel(DuelOptions::default()), 2, revision)
}

fn army(g: &Game) -> Option<usize> {
    catan::largest_army(&options(g), state(g))
}

fn knights(g: &Game) -> (u8, u8) {
    let s = state(g);
    (s.sheets[0].knights.value, s.sheets[1].knights.value)
}

/// The player whose turn it is plays a knight and moves the robber onto nobody.
fn knight(g: &mut Game) {
    ok(g, Action::PlayKnight);
    if state(g).robber.pending.is_some() {
        ok(
            g,
            Action::MoveRobber {
                hits: 0,
                desert: false,
            },
        );
    }
}

/// Plays knights on alternate turns until player 0 has `a` and player 1 has `b`; ends on
/// player 0's turn, before the roll.
fn knights_to(g: &mut Game, a: u8, b: u8) {
    while knights(g) != (a, b) {
        let me = current(g);
        let (mine, wanted) = if me == 0 {
            (knights(g).0, a)
        } else {
            (knights(g).1, b)
        };
        if mine < wanted {
            knight(g);
        }
        pass(g);
    }
    turn_of(g, 0);
}

#[test]
fn duel_a_discard_to_fewer_knights_sets_the_army_aside_until_a_knight_is_played() {
    let mut g = duel(Revision::SHEETS);
    knights_to(&mut g, 3, 3);
    assert_eq!(army(&g), Some(0), "first to 3");
    ok(&mut g, Action::DiscardKnight);
    assert_eq!(knights(&g), (2, 3));
    assert_eq!(army(&g), None, "2 against 3: back to the box");
    pass(&mut g);
    knight(&mut g);
    assert_eq!(knights(&g), (2, 4));
    assert_eq!(army(&g), Some(1), "a fourth knight played takes it");
}

#[test]
fn duel_a_discard_to_a_tie_and_a_second_discard_leave_it_with_nobody() {
    let mut g = duel(Revision::SHEETS);
    knights_to(&mut g, 5, 4);
    assert_eq!(army(&g), Some(0));
    ok(&mut g, Action::DiscardKnight);
    assert_eq!((knights(&g), army(&g)), ((4, 4), None));
    pass(&mut g);
    pass(&mut g);
    ok(&mut g, Action::DiscardKnight);
    assert_eq!(
        (knights(&g), army(&g)),
        ((3, 4), None),
        "nobody played a knight"
    );
    pass(&mut g);
    knight(&mut g);
    assert_eq!((knights(&g), army(&g)), ((3, 5), Some(1)));
}

#[test]
fn duel_under_the_first_reading_the_opponent_left_on_top_takes_the_army_at_once() {
    let mut g = duel(Revision::FIRST);
    knights_to(&mut g, 3, 3);
    ok(&mut g, Action::DiscardKnight);
    assert_eq!(army(&g), Some(1));
    let mut g = duel(Revision::FIRST);
    knights_to(&mut g, 5, 4);
    ok(&mut g, Action::DiscardKnight);
    assert_eq!(army(&g), None, "a tie sets it aside in both readings");
    pass(&mut g);
    pass(&mut g);
    ok(&mut g, Action::DiscardKnight);
    assert_eq!(army(&g), Some(1));
}

#[test]
fn the_fourteen_knights_are_one_deck_for_both_players_and_discards_stay_out() {
    let mut g = duel(Revision::SHEETS);
    knights_to(&mut g, 7, 6);
    // Player 0 discards one (6 in front, 13 drawn), player 1 plays the 14th.
    ok(&mut g, Action::DiscardKnight);
    pass(&mut g);
    knight(&mut g);
    assert_eq!(knights(&g), (6, 7));
    pass(&mut g);
    assert_eq!(refused(&mut g, Action::PlayKnight), R::NoKnightsLeft);
    assert_eq!(state(&g).spent.knights, 1);

    // The first reading limited each player to 14 of their own.
    let mut g = duel(Revision::FIRST);
    knights_to(&mut g, 7, 7);
    knight(&mut g);
    assert_eq!(knights(&g), (8, 7));
}

fn pirates(n: usize, revision: Revision) -> Game {
    game_of(
        Variant::Seafarers(Scenario::PirateIslands(PirateOptions { loop_len: 10 })),
        n,
        revision,
    )
}

#[test]
fn pirate_islands_for_four_victory_point_cards_are_knights_never_points() {
    let mut g = pirates(4, Revision::SHEETS);
    let before = total(&g, 0);
    roll(&mut g, 2, 3);
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(state(&g).sheets[0].vp_cards, 1, "the card waits in hand");
    assert_eq!(total(&g, 0), before, "and is no point");
    ok(&mut g, Action::WarshipFromVpCard);
    assert_eq!(total(&g, 0), before);

    let mut g = pirates(4, Revision::FIRST);
    let before = total(&g, 0);
    roll(&mut g, 2, 3);
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(total(&g, 0), before + 1, "the first reading counted it");
}

#[test]
fn the_five_victory_point_cards_count_every_card_drawn() {
    for (revision, draws) in [(Revision::SHEETS, 5), (Revision::FIRST, 6)] {
        let mut g = pirates(4, revision);
        // Player 0 draws one and turns it into a warship; the others draw the rest.
        roll(&mut g, 2, 3);
        ok(&mut g, Action::DrawVpCard);
        ok(&mut g, Action::WarshipFromVpCard);
        ok(&mut g, Action::EndTurn);
        let mut drawn = 1;
        while drawn < draws {
            roll(&mut g, 2, 3);
            ok(&mut g, Action::DrawVpCard);
            drawn += 1;
            ok(&mut g, Action::EndTurn);
        }
        roll(&mut g, 2, 3);
        assert_eq!(
            refused(&mut g, Action::DrawVpCard),
            R::NoVpCardsLeft,
            "{revision:?}: {draws} drawn"
        );
    }
}
