//! The two-player duel and its coin bank (docs/rules.md, section 1).

mod catan_common;

use catan_common::*;
use tablemate::rules::catan::{
    self, duel, Action, CoinSpend, DuelOptions, Options, Piece, Refusal as R, Variant,
};
use tablemate::rules::dice::DiceMode;
use tablemate::session::Game;

fn duel_game(d: DuelOptions) -> Game {
    let mut g = game(Variant::Duel(d), 2);
    place_all(&mut g);
    g
}

fn coins(g: &Game) -> Vec<u8> {
    duel::coins(state(g))
        .map(<[u8]>::to_vec)
        .unwrap_or_default()
}

fn bank(g: &Game) -> u8 {
    duel::bank(state(g))
}

#[track_caller]
fn assert_twenty(g: &Game) {
    let held: u32 = coins(g).iter().map(|&c| u32::from(c)).sum();
    assert_eq!(held + u32::from(bank(g)), 20);
}

const EXCHANGE: Action = Action::SpendCoins(CoinSpend::Exchange);

#[test]
fn set_up_is_a_b_b_a_twice_with_four_settlements_and_three_coins_each() {
    let mut g = game(Variant::Duel(DuelOptions::default()), 2);
    let mut seats = Vec::new();
    while state(&g).phase != catan::Phase::Playing {
        seats.push(catan::acting(&options(&g), state(&g)));
        ok(&mut g, build(Piece::Settlement));
        ok(&mut g, build(Piece::Road));
    }
    assert_eq!(seats, vec![0, 1, 1, 0, 0, 1, 1, 0]);
    assert_eq!((public(&g, 0), public(&g, 1)), (4, 4));
    assert_eq!(coins(&g), vec![3, 3]);
    assert_eq!(bank(&g), 14);
    assert_eq!(
        Options::new(Variant::Duel(DuelOptions::default())).dice,
        DiceMode::Deck
    );
    assert_eq!(options(&g).target(), 15);
    assert_eq!(options(&g).target_range(), (7, 18));
}

#[test]
fn duel_pieces_are_twenty_seven_five_and_longest_road_needs_seven() {
    let mut g = duel_game(DuelOptions::default());
    roll(&mut g, 1, 2);
    build_up_to_limit(&mut g, Piece::Settlement, 3, 7);
    build_up_to_limit(&mut g, Piece::Road, 16, 20);
    let o = options(&g);
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 0,
            length: 6,
        },
    );
    assert_eq!(catan::longest_road(&o, state(&g)), None);
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 0,
            length: 7,
        },
    );
    assert_eq!(catan::longest_road(&o, state(&g)), Some(0));
}

#[test]
fn coins_unlock_at_five_public_vp_after_the_roll_once_a_turn() {
    let mut g = duel_game(DuelOptions::default());
    assert_eq!(refused(&mut g, EXCHANGE), R::RollFirst);
    roll(&mut g, 1, 2);
    assert_eq!(refused(&mut g, EXCHANGE), R::CoinsLocked);
    // A hidden VP card does not unlock coins: only public VP count.
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(refused(&mut g, EXCHANGE), R::CoinsLocked);
    ok(&mut g, build(Piece::Settlement));
    assert_eq!(
        duel::price(&options(&g), state(&g), 0),
        2,
        "5 public VP against 4"
    );
    ok(&mut g, EXCHANGE);
    assert_eq!(coins(&g), vec![1, 3]);
    assert_eq!(bank(&g), 16);
    assert_eq!(refused(&mut g, EXCHANGE), R::CoinsAlreadySpent);
    ok(&mut g, Action::EndTurn);
    // The opponent may spend too, once someone has 5: they pay 1 with fewer VP.
    roll(&mut g, 1, 2);
    ok(
        &mut g,
        Action::SpendCoins(CoinSpend::ForcedTrade { opponent_cards: 1 }),
    );
    assert_eq!(coins(&g), vec![1, 2]);
    assert_twenty(&g);
}

#[test]
fn the_price_switches_at_equal_public_vp_and_a_player_must_afford_it() {
    let mut g = duel_game(DuelOptions::default());
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::Settlement));
    ok(&mut g, EXCHANGE); // 2 coins: 5 > 4
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::Settlement));
    let o = options(&g);
    assert_eq!((public(&g, 0), public(&g, 1)), (5, 5));
    assert_eq!(duel::price(&o, state(&g), 0), 1, "equal VP: 1 coin");
    assert_eq!(duel::price(&o, state(&g), 1), 1);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::Settlement));
    assert_eq!(duel::price(&options(&g), state(&g), 0), 2);
    assert_eq!(coins(&g)[0], 1);
    assert_eq!(
        refused(&mut g, EXCHANGE),
        R::CannotPay { price: 2, coins: 1 }
    );
}

#[test]
fn forced_trade_needs_cards_and_robber_to_desert_needs_the_robber_away() {
    let mut g = duel_game(DuelOptions::default());
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::Settlement));
    assert_eq!(
        refused(
            &mut g,
            Action::SpendCoins(CoinSpend::ForcedTrade { opponent_cards: 0 })
        ),
        R::OpponentHandEmpty
    );
    assert_eq!(
        refused(&mut g, Action::SpendCoins(CoinSpend::RobberToDesert)),
        R::RobberAlreadyOnDesert
    );
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 3, 4);
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b01,
            desert: false,
        },
    );
    assert!(!state(&g).robber.on_desert);
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    ok(&mut g, Action::SpendCoins(CoinSpend::RobberToDesert));
    assert!(state(&g).robber.on_desert);
}

#[test]
fn the_opponents_robber_on_your_building_pays_one_coin_once_per_move() {
    let mut g = duel_game(DuelOptions::default());
    roll(&mut g, 3, 4);
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b10,
            desert: false,
        },
    );
    assert_eq!(coins(&g), vec![3, 4]);
    assert_eq!(
        refused(
            &mut g,
            Action::MoveRobber {
                hits: 0b10,
                desert: false
            }
        ),
        R::NoRobberToMove,
        "a robber that stays earns nothing more"
    );
    ok(&mut g, Action::PlayKnight);
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b11,
            desert: false,
        },
    );
    assert_eq!(
        coins(&g),
        vec![3, 5],
        "own building on the hex earns the mover nothing"
    );
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        coins(&g),
        vec![3, 5],
        "later rolls with the robber still there pay nothing"
    );
    assert_twenty(&g);
}

#[test]
fn discarding_a_knight_pays_two_coins_once_a_turn_and_can_cost_largest_army() {
    let mut g = duel_game(DuelOptions::default());
    let o = options(&g);
    // Player 0 plays 4 knights, player 1 plays 3, over several turns.
    for turn in 0..8 {
        if turn < 7 {
            ok(&mut g, Action::PlayKnight);
            ok(
                &mut g,
                Action::MoveRobber {
                    hits: 0,
                    desert: false,
                },
            );
        }
        pass(&mut g);
    }
    assert_eq!(state(&g).sheets[0].knights.value, 4);
    assert_eq!(state(&g).sheets[1].knights.value, 3);
    assert_eq!(catan::largest_army(&o, state(&g)), Some(0));
    // Discard before rolling: allowed; 4 -> 3 ties the opponent, so nobody holds it.
    ok(&mut g, Action::DiscardKnight);
    assert_eq!(coins(&g)[0], 5);
    assert_eq!(catan::largest_army(&o, state(&g)), None);
    assert_eq!(
        refused(&mut g, Action::DiscardKnight),
        R::KnightAlreadyDiscarded
    );
    pass(&mut g);
    // Player 1 plays a fourth knight: strictly more, they take it.
    ok(&mut g, Action::PlayKnight);
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0,
            desert: false,
        },
    );
    assert_eq!(catan::largest_army(&o, state(&g)), Some(1));
    assert_twenty(&g);
}

#[test]
fn a_dry_bank_pays_only_what_it_has() {
    let mut g = duel_game(DuelOptions::default());
    let mut paid_short = false;
    for _ in 0..6 {
        ok(&mut g, Action::PlayKnight);
        ok(
            &mut g,
            Action::MoveRobber {
                hits: 0b10,
                desert: false,
            },
        );
        let before = coins(&g)[0];
        let bank_before = bank(&g);
        ok(&mut g, Action::DiscardKnight);
        assert_eq!(coins(&g)[0] - before, bank_before.min(2));
        paid_short |= bank_before == 1;
        assert_twenty(&g);
        pass(&mut g);
        pass(&mut g);
    }
    assert!(paid_short, "the loop reached a bank with a single coin");
    assert_eq!(bank(&g), 0);
    assert_eq!(refused(&mut g, Action::DiscardKnight), R::NoKnightToDiscard);
}

#[test]
fn no_coins_means_no_coin_actions() {
    let mut g = duel_game(DuelOptions {
        coins: false,
        ..DuelOptions::default()
    });
    assert_eq!(duel::coins(state(&g)), None);
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::Settlement));
    assert_eq!(refused(&mut g, EXCHANGE), R::CoinsOff);
    assert_eq!(refused(&mut g, Action::DiscardKnight), R::CoinsOff);
}

#[test]
fn the_friendly_robber_spares_opponents_with_four_public_vp_or_fewer() {
    let mut g = duel_game(DuelOptions {
        friendly_robber: true,
        ..DuelOptions::default()
    });
    roll(&mut g, 3, 4);
    assert_eq!(
        refused(
            &mut g,
            Action::MoveRobber {
                hits: 0b10,
                desert: false
            }
        ),
        R::FriendlyRobber { player: 1 }
    );
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b01,
            desert: false,
        },
    );
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::Settlement));
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 3, 4);
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b10,
            desert: false,
        },
    );
}

#[test]
fn robber_protection_stops_two_hits_in_a_row_on_the_same_player() {
    let mut g = duel_game(DuelOptions {
        robber_protection: true,
        ..DuelOptions::default()
    });
    roll(&mut g, 3, 4);
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b10,
            desert: false,
        },
    );
    ok(&mut g, Action::PlayKnight);
    assert_eq!(
        refused(
            &mut g,
            Action::MoveRobber {
                hits: 0b10,
                desert: false
            }
        ),
        R::RobberProtection { player: 1 }
    );
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0,
            desert: false,
        },
    );
    assert_eq!(coins(&g), vec![3, 4]);
}

#[test]
fn the_tables_dice_are_taken_as_they_fell_while_the_deck_deals_only_the_apps_rolls() {
    let options = Options::new(Variant::Duel(DuelOptions::default()));
    assert_eq!(options.dice, DiceMode::Deck, "the duel's default");
    let mut g = game_with(options, 2);
    place_all(&mut g);
    ok(
        &mut g,
        Action::Roll(tablemate::rules::dice::Roll::new(2, 3)),
    );
    ok(&mut g, Action::EndTurn);
    let deck = state(&g).dice.deck;
    // The same 2 + 3 on the table's dice: taken, and the deck is untouched.
    ok(
        &mut g,
        Action::TableRoll(tablemate::rules::dice::Roll::new(2, 3)),
    );
    assert_eq!(state(&g).dice.deck, deck);
    assert_eq!(
        state(&g).dice.last,
        Some(tablemate::rules::dice::Roll::new(2, 3))
    );
    ok(&mut g, Action::EndTurn);
    // The app's dice cannot deal that card twice.
    assert!(matches!(
        refused(
            &mut g,
            Action::Roll(tablemate::rules::dice::Roll::new(2, 3))
        ),
        R::Dice(_)
    ));
}

#[test]
fn a_seven_in_the_duel_discards_at_eight_and_its_robber_steals_nothing() {
    let duel = Options::new(Variant::Duel(DuelOptions::default())).seven_at_table();
    assert_eq!(duel.discard_from, 8);
    assert!(
        !duel.robber_steals,
        "the duel's robber moved by a 7 only blocks its hex"
    );
    let base = Options::new(Variant::Base).seven_at_table();
    assert_eq!(base.discard_from, 8);
    assert!(base.robber_steals);
}
