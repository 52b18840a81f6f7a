//! Rivers of Catan (docs/rules.md, section 2): gold, bridges, Wealthiest and Poor Settler.

mod catan_common;

use catan_common::*;
use tablemate::rules::catan::{
    self, rivers, Action, Options, Phase, Piece, PoorFullTie, Refusal as R, RiversOptions, Spot,
    Variant,
};
use tablemate::session::Game;

fn river(piece: Piece) -> Action {
    Action::Build {
        piece,
        spot: Spot::River,
    }
}

fn gold(g: &Game) -> Vec<u8> {
    rivers::gold(state(g)).unwrap().to_vec()
}

fn wealthiest(g: &Game) -> Option<usize> {
    rivers::wealthiest(state(g))
}

fn poor(g: &Game) -> Vec<usize> {
    rivers::poor(&options(g), state(g))
}

#[track_caller]
fn assert_forty(g: &Game) {
    let held: u32 = gold(g).iter().map(|&c| u32::from(c)).sum();
    assert_eq!(held + u32::from(rivers::supply(state(g))), 40);
}

/// Set-up where player 0 takes river spots for both settlements and roads (4 gold), player
/// 1 one river settlement (1 gold), player 2 nothing.
fn rivers_game(full_tie: PoorFullTie) -> Game {
    let mut g = game(
        Variant::Rivers(RiversOptions {
            harbormaster: false,
            full_tie,
        }),
        3,
    );
    let plan = [
        (true, true),
        (true, false),
        (false, false),
        (false, false),
        (false, false),
        (true, true),
    ];
    for (s, r) in plan {
        ok(
            &mut g,
            if s {
                river(Piece::Settlement)
            } else {
                build(Piece::Settlement)
            },
        );
        assert!(
            wealthiest(&g).is_none() && poor(&g).is_empty(),
            "no cards before set-up ends"
        );
        ok(
            &mut g,
            if r {
                river(Piece::Road)
            } else {
                build(Piece::Road)
            },
        );
    }
    assert_eq!(state(&g).phase, Phase::Playing);
    g
}

#[test]
fn river_settlements_and_roads_pay_one_gold_from_set_up_on() {
    let g = rivers_game(PoorFullTie::EveryonePoor);
    assert_eq!(gold(&g), vec![4, 1, 0]);
    assert_eq!(rivers::supply(state(&g)), 35);
    assert_eq!(wealthiest(&g), Some(0));
    assert_eq!(poor(&g), vec![2]);
    let o = options(&g);
    assert_eq!(catan::vp(&o, state(&g), 0).special, 1);
    assert_eq!(public(&g, 0), 3);
    assert_eq!(
        public(&g, 2),
        0,
        "2 settlements minus 2 for the Poor Settler"
    );
}

#[test]
fn a_city_earns_no_gold_and_bridges_earn_three_up_to_three_bridges() {
    let mut g = rivers_game(PoorFullTie::EveryonePoor);
    roll(&mut g, 1, 2);
    assert_eq!(refused(&mut g, river(Piece::City)), R::SpotNotForPiece);
    ok(&mut g, build(Piece::City));
    assert_eq!(gold(&g)[0], 4);
    for n in 1..=3 {
        ok(&mut g, build(Piece::Bridge));
        assert_eq!(gold(&g)[0], 4 + 3 * n);
    }
    let refusal = refused(&mut g, build(Piece::Bridge));
    assert_eq!(
        refusal,
        R::PieceLimit {
            piece: Piece::Bridge,
            limit: 3
        }
    );
    assert_eq!(refusal.rule_id(), "catan-rivers-bridges");
    // Bridges count toward Longest Road: 2 roads + 3 bridges make a road of 5.
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 0,
            length: 5,
        },
    );
    assert_eq!(catan::longest_road(&options(&g), state(&g)), Some(0));
    assert_forty(&g);
}

#[test]
fn bridges_are_not_part_of_the_set_up() {
    let mut g = game(Variant::Rivers(RiversOptions::default()), 3);
    ok(&mut g, build(Piece::Settlement));
    assert_eq!(
        refused(&mut g, build(Piece::Bridge)),
        R::PlacementExpects(Piece::Road)
    );
}

#[test]
fn two_gold_buy_a_resource_at_most_twice_a_turn() {
    let mut g = rivers_game(PoorFullTie::EveryonePoor);
    assert_eq!(refused(&mut g, Action::BuyWithGold), R::RollFirst);
    roll(&mut g, 1, 2);
    ok(&mut g, Action::BuyWithGold);
    assert_eq!(gold(&g)[0], 2);
    assert_eq!(wealthiest(&g), Some(0));
    ok(&mut g, Action::BuyWithGold);
    assert_eq!(gold(&g), vec![0, 1, 0]);
    // Player 0 just lost Wealthiest to player 1 and is now tied for the fewest.
    assert_eq!(wealthiest(&g), Some(1));
    assert_eq!(poor(&g), vec![0, 2]);
    assert_eq!(refused(&mut g, Action::BuyWithGold), R::GoldBuyLimit);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    assert_eq!(
        refused(&mut g, Action::BuyWithGold),
        R::NotEnoughGold { need: 2, have: 1 }
    );
}

#[test]
fn wealthiest_is_lost_on_a_tie_and_regained_by_strictly_more() {
    let mut g = rivers_game(PoorFullTie::EveryonePoor);
    pass(&mut g);
    roll(&mut g, 1, 2);
    // Player 1: three bridges, 1 + 9 = 10 gold.
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    ok(
        &mut g,
        Action::GiveGold {
            from: 0,
            to: 2,
            amount: 4,
        },
    );
    assert_eq!(
        refused(
            &mut g,
            Action::GiveGold {
                from: 0,
                to: 1,
                amount: 1
            }
        ),
        R::GoldTradeNotWithCurrent
    );
    assert_eq!(gold(&g), vec![0, 1, 4]);
    assert_eq!(wealthiest(&g), Some(2));
    ok(
        &mut g,
        Action::GiveGold {
            from: 2,
            to: 1,
            amount: 2,
        },
    );
    assert_eq!(gold(&g), vec![0, 3, 2]);
    assert_eq!(wealthiest(&g), Some(1));
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    ok(&mut g, river(Piece::Road));
    ok(&mut g, river(Piece::Road));
    ok(&mut g, river(Piece::Road));
    assert_eq!(gold(&g), vec![3, 3, 2]);
    assert_eq!(
        wealthiest(&g),
        None,
        "a tie for the most: the card waits in the bank"
    );
    assert_eq!(poor(&g), vec![2]);
    ok(&mut g, river(Piece::Road));
    assert_eq!(wealthiest(&g), Some(0), "strictly more takes it back");
    assert_eq!(
        refused(
            &mut g,
            Action::GiveGold {
                from: 0,
                to: 0,
                amount: 1
            }
        ),
        R::ZeroGold
    );
    assert_forty(&g);
}

#[test]
fn several_players_can_be_poor_and_a_full_tie_follows_the_option() {
    let mut g = game(Variant::Rivers(RiversOptions::default()), 4);
    place_all(&mut g);
    assert_eq!(gold(&g), vec![0, 0, 0, 0]);
    assert_eq!(
        poor(&g),
        vec![0, 1, 2, 3],
        "everyone tied at 0: all poor by default"
    );
    assert_eq!(wealthiest(&g), None);
    assert_eq!(public(&g, 3), 0);
    roll(&mut g, 1, 2);
    ok(&mut g, river(Piece::Road));
    assert_eq!(poor(&g), vec![1, 2, 3]);

    let mut g = game(
        Variant::Rivers(RiversOptions {
            harbormaster: false,
            full_tie: PoorFullTie::NobodyPoor,
        }),
        4,
    );
    place_all(&mut g);
    assert!(
        poor(&g).is_empty(),
        "the other reading: a full tie makes nobody poor"
    );
    roll(&mut g, 1, 2);
    ok(&mut g, river(Piece::Road));
    assert_eq!(poor(&g), vec![1, 2, 3]);
}

#[test]
fn an_empty_supply_pays_only_what_is_left() {
    let mut g = game(Variant::Rivers(RiversOptions::default()), 3);
    while state(&g).phase != Phase::Playing {
        ok(&mut g, river(Piece::Settlement));
        ok(&mut g, river(Piece::Road));
    }
    assert_eq!(gold(&g), vec![4, 4, 4]);
    for _ in 0..3 {
        roll(&mut g, 1, 2);
        for _ in 0..3 {
            ok(&mut g, build(Piece::Bridge));
        }
        ok(&mut g, Action::EndTurn);
    }
    assert_eq!(rivers::supply(state(&g)), 1);
    roll(&mut g, 1, 2);
    ok(&mut g, river(Piece::Road));
    ok(&mut g, river(Piece::Road));
    assert_eq!(gold(&g), vec![14, 13, 13]);
    assert_eq!(rivers::supply(state(&g)), 0);
    assert_forty(&g);
}

#[test]
fn the_target_is_ten_or_eleven_with_the_harbormaster() {
    assert_eq!(
        Options::new(Variant::Rivers(RiversOptions::default())).target(),
        10
    );
    let o = Options::new(Variant::Rivers(RiversOptions {
        harbormaster: true,
        full_tie: PoorFullTie::EveryonePoor,
    }));
    assert_eq!(o.target(), 11);
}

#[test]
fn the_poor_settler_counts_against_the_win() {
    let mut g = rivers_game(PoorFullTie::EveryonePoor);
    pass(&mut g);
    pass(&mut g);
    // Player 2 (0 gold, Poor Settler) builds to 11 points on the board: 9 VP after -2.
    roll(&mut g, 1, 2);
    for _ in 0..3 {
        ok(&mut g, build(Piece::Settlement));
    }
    for _ in 0..3 {
        ok(&mut g, build(Piece::City));
    }
    assert_eq!(catan::vp(&options(&g), state(&g), 2).special, -2);
    assert_eq!(total(&g, 2), 6);
    ok(&mut g, build(Piece::City));
    ok(&mut g, Action::DrawVpCard);
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(total(&g, 2), 9);
    assert_eq!(g.outcome(), None);
    ok(&mut g, river(Piece::Road));
    assert_eq!(poor(&g), vec![1, 2], "1 gold ties player 1 for the fewest");
    assert_eq!(g.outcome(), None);
    ok(&mut g, river(Piece::Road));
    assert_eq!(poor(&g), vec![1]);
    assert_eq!(total(&g, 2), 11);
    assert_eq!(
        g.outcome(),
        Some(tablemate::rules::Outcome { winners: vec![2] })
    );
}
