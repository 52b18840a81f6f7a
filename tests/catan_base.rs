//! The common score sheet and plain Catan for 3 or 4 players.

mod catan_common;

use catan_common::*;
use tablemate::rules::catan::{
    self, score, Action, Options, Phase, Piece, Refusal as R, Spot, Variant, RULE_IDS,
};
use tablemate::rules::dice::{DiceMode, DiceRefusal, Roll};
use tablemate::rules::{Outcome, Revision};
use tablemate::session::{Game, GameOptions, Setup};

#[test]
fn set_up_goes_forward_then_back_and_expects_settlement_then_road() {
    let mut g = game(Variant::Base, 3);
    let mut seats = Vec::new();
    while state(&g).phase != Phase::Playing {
        seats.push(catan::acting(&options(&g), state(&g)));
        assert_eq!(
            refused(&mut g, build(Piece::Road)),
            R::PlacementExpects(Piece::Settlement)
        );
        ok(&mut g, build(Piece::Settlement));
        assert_eq!(
            refused(&mut g, build(Piece::City)),
            R::PlacementExpects(Piece::Road)
        );
        ok(&mut g, build(Piece::Road));
    }
    assert_eq!(seats, vec![0, 1, 2, 2, 1, 0]);
    for p in 0..3 {
        assert_eq!(state(&g).sheets[p].settlements, 2);
        assert_eq!(state(&g).sheets[p].roads, 2);
        assert_eq!(public(&g, p), 2);
    }
    assert_eq!(state(&g).turn.player, 0);
    assert_eq!(state(&g).turn.number, 1);
}

#[test]
fn the_turn_indicator_needs_a_roll_and_counts_turns() {
    let mut g = game(Variant::Base, 3);
    assert_eq!(
        refused(&mut g, Action::Roll(Roll::new(1, 1))),
        R::NotDuringPlacement
    );
    place_all(&mut g);
    assert_eq!(refused(&mut g, Action::EndTurn), R::RollFirst);
    assert_eq!(refused(&mut g, build(Piece::Road)), R::RollFirst);
    roll(&mut g, 1, 2);
    assert_eq!(
        refused(&mut g, Action::Roll(Roll::new(1, 2))),
        R::AlreadyRolled
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!((state(&g).turn.player, state(&g).turn.number), (1, 2));
    pass(&mut g);
    pass(&mut g);
    assert_eq!((state(&g).turn.player, state(&g).turn.number), (0, 4));
    assert_eq!(
        refused(&mut g, Action::Roll(Roll::new(0, 3))),
        R::Dice(DiceRefusal::BadFace)
    );
}

#[test]
fn a_seven_asks_for_the_robber_before_the_turn_ends() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    roll(&mut g, 3, 4);
    assert_eq!(refused(&mut g, Action::EndTurn), R::MoveRobberFirst);
    assert_eq!(
        refused(
            &mut g,
            Action::MoveRobber {
                hits: 0b1000,
                desert: false
            }
        ),
        R::BadHits
    );
    ok(
        &mut g,
        Action::MoveRobber {
            hits: 0b010,
            desert: false,
        },
    );
    assert_eq!(
        refused(
            &mut g,
            Action::MoveRobber {
                hits: 0,
                desert: false
            }
        ),
        R::NoRobberToMove
    );
    ok(&mut g, Action::EndTurn);
}

#[test]
fn piece_limits_are_fifteen_five_four_in_base() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    roll(&mut g, 1, 2);
    build_up_to_limit(&mut g, Piece::Settlement, 3, 5);
    build_up_to_limit(&mut g, Piece::City, 4, 4);
    let sheet = state(&g).sheets[0];
    assert_eq!((sheet.settlements, sheet.cities), (1, 4));
    assert_eq!(public(&g, 0), 9);
    build_up_to_limit(&mut g, Piece::Road, 13, 15);
    assert_eq!(
        refused(&mut g, build(Piece::Ship)),
        R::PieceNotInVariant(Piece::Ship)
    );
    assert_eq!(
        refused(&mut g, build(Piece::Bridge)),
        R::PieceNotInVariant(Piece::Bridge)
    );
}

#[test]
fn a_city_needs_a_settlement_to_replace() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::City));
    ok(&mut g, build(Piece::City));
    assert_eq!(
        refused(&mut g, build(Piece::City)),
        R::NoSettlementToUpgrade
    );
}

#[test]
fn longest_road_needs_five_and_strictly_more_to_change_hands() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    roll(&mut g, 1, 2);
    for _ in 0..5 {
        ok(&mut g, build(Piece::Road));
    }
    let o = options(&g);
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 0,
            length: 4,
        },
    );
    assert_eq!(catan::longest_road(&o, state(&g)), None);
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 0,
            length: 5,
        },
    );
    assert_eq!(catan::longest_road(&o, state(&g)), Some(0));
    assert_eq!(public(&g, 0), 4);
    assert_eq!(
        refused(
            &mut g,
            Action::SetRoadLength {
                player: 1,
                length: 5
            }
        ),
        R::RoadLongerThanPieces { pieces: 2 }
    );
    assert_eq!(
        refused(
            &mut g,
            Action::SetRoadLength {
                player: 3,
                length: 1
            }
        ),
        R::NoSuchPlayer
    );
    ok(&mut g, Action::EndTurn);
    roll(&mut g, 1, 2);
    for _ in 0..5 {
        ok(&mut g, build(Piece::Road));
    }
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 1,
            length: 5,
        },
    );
    assert_eq!(
        catan::longest_road(&o, state(&g)),
        Some(0),
        "a tie keeps the holder"
    );
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 1,
            length: 6,
        },
    );
    assert_eq!(catan::longest_road(&o, state(&g)), Some(1));
    // Player 1's road is broken back to 5: tied with player 0, the card is set aside.
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 1,
            length: 5,
        },
    );
    assert_eq!(catan::longest_road(&o, state(&g)), None);
    assert_eq!(public(&g, 0), 2);
    assert_eq!(public(&g, 1), 2);
}

#[test]
fn largest_army_needs_three_knights_and_one_knight_a_turn() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    let o = options(&g);
    for _ in 0..3 {
        ok(&mut g, Action::PlayKnight);
        assert_eq!(refused(&mut g, Action::PlayKnight), R::OneDevCardPerTurn);
        assert_eq!(
            refused(&mut g, Action::Roll(Roll::new(1, 1))),
            R::MoveRobberFirst
        );
        ok(
            &mut g,
            Action::MoveRobber {
                hits: 0b100,
                desert: false,
            },
        );
        pass(&mut g);
        turn_of(&mut g, 0);
    }
    assert_eq!(state(&g).sheets[0].knights.value, 3);
    assert_eq!(catan::largest_army(&o, state(&g)), Some(0));
    assert_eq!(catan::vp(&o, state(&g), 0).largest_army, 2);
}

#[test]
fn hidden_vp_cards_count_only_in_the_total() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    roll(&mut g, 1, 2);
    ok(&mut g, Action::DrawVpCard);
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(public(&g, 0), 2);
    assert_eq!(total(&g, 0), 4);
    assert_eq!(g.standings()[0].score, 2, "the scoreboard shows public VP");
    for _ in 0..3 {
        ok(&mut g, Action::DrawVpCard);
    }
    assert_eq!(refused(&mut g, Action::DrawVpCard), R::NoVpCardsLeft);
}

/// A game won by a hidden victory point card, as `a_win_is_announced_only_on_the_winners_own_turn`
/// plays it, under `options`.
fn won_by_a_hidden_card(options: Options) -> Game {
    let mut g = game_with(options, 3);
    nine_public_points(&mut g);
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![1] }));
    g
}

#[test]
fn a_finished_game_records_every_point_from_rules_revision_4() {
    let mut options = Options::new(Variant::Base);
    options.dice = DiceMode::Random;
    let scores = |g: &Game| g.standings().iter().map(|s| s.score).collect::<Vec<_>>();
    let g = won_by_a_hidden_card(options);
    assert_eq!(
        scores(&g)[1],
        10,
        "the hidden card turned up: the record reaches 10"
    );
    // Games of an older revision keep the public points they recorded.
    options.revision = Revision::CREW_SHEET;
    let old = won_by_a_hidden_card(options);
    assert_eq!(scores(&old)[1], 9);
}

#[test]
fn a_win_is_announced_only_on_the_winners_own_turn() {
    let mut g = game(Variant::Base, 3);
    // Player 1 reaches 9 public VP and holds a VP card: 10 in all, on their own turn.
    nine_public_points(&mut g);
    assert_eq!(total(&g, 1), 9);
    assert_eq!(g.outcome(), None);
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![1] }));
    // The finished game's record counts every point: the hidden card is turned up.
    let scores: Vec<i64> = g.standings().iter().map(|s| s.score).collect();
    assert_eq!(scores[1], 10, "the winner's record adds up to the target");
    assert_eq!(scores[0], i64::from(total(&g, 0)));
    assert!(matches!(
        apply(&mut g, Action::EndTurn),
        Err(tablemate::session::Refusal::GameOver)
    ));
    assert!(g.undo());
    assert_eq!(g.outcome(), None);
    assert_eq!(g.standings()[1].score, 9, "a running game shows public VP");
}

#[test]
fn reaching_the_target_on_someone_elses_turn_wins_when_ones_turn_comes() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    roll(&mut g, 1, 2);
    for _ in 0..3 {
        ok(&mut g, build(Piece::Settlement));
    }
    for _ in 0..2 {
        ok(&mut g, build(Piece::City));
    }
    for _ in 0..3 {
        ok(&mut g, build(Piece::Road));
    }
    ok(&mut g, Action::EndTurn);
    // Player 0 has 7 VP; Longest Road entered during player 1's turn makes 9.
    roll(&mut g, 1, 2);
    ok(
        &mut g,
        Action::SetRoadLength {
            player: 0,
            length: 5,
        },
    );
    assert_eq!(total(&g, 0), 9);
    ok(&mut g, Action::EndTurn);
    pass(&mut g);
    assert_eq!(g.outcome(), None, "9 VP is not 10");
    roll(&mut g, 1, 2);
    ok(&mut g, build(Piece::City));
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![0] }));
}

#[test]
fn the_target_is_editable_within_the_variants_range() {
    let mut o = Options::new(Variant::Base);
    assert_eq!((o.target(), o.target_range()), (10, (7, 13)));
    o.target = Some(14);
    let setup = Setup {
        options: GameOptions::Catan(o),
        players: players(3),
        created: at(0),
    };
    assert!(Game::new(setup.clone()).is_err());
    o.target = Some(8);
    let g = game_with(o, 3);
    assert_eq!(options(&g).target(), 8);
    assert!(Game::new(Setup {
        options: GameOptions::Catan(Options::new(Variant::Base)),
        players: players(2),
        created: at(0),
    })
    .is_err());
}

#[test]
fn the_dice_deck_deals_each_card_once() {
    let mut o = Options::new(Variant::Base);
    o.dice = DiceMode::Deck;
    let mut g = game_with(o, 3);
    place_all(&mut g);
    roll(&mut g, 2, 3);
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        refused(&mut g, Action::Roll(Roll::new(2, 3))),
        R::Dice(DiceRefusal::CardAlreadyDealt(Roll::new(2, 3)))
    );
    roll(&mut g, 3, 2);
    assert_eq!(state(&g).dice.deck.remaining(), 34);
}

#[test]
fn variant_actions_are_refused_elsewhere() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    roll(&mut g, 1, 2);
    assert!(matches!(
        refused(&mut g, Action::DiscardKnight),
        R::WrongVariant(_)
    ));
    assert!(matches!(
        refused(&mut g, Action::BuyWithGold),
        R::WrongVariant(_)
    ));
    assert!(matches!(
        refused(&mut g, Action::TakeTribeChit),
        R::WrongVariant(_)
    ));
    assert!(matches!(
        refused(
            &mut g,
            Action::Build {
                piece: Piece::Road,
                spot: Spot::River
            }
        ),
        R::WrongVariant(_)
    ));
    assert!(matches!(
        refused(&mut g, Action::AttackFortress { die: 3 }),
        R::WrongVariant(_)
    ));
    assert!(!RULE_IDS.is_empty());
    assert_eq!(score::piece_limit(&options(&g), Piece::Road), Some(15));
}

#[test]
fn options_and_actions_round_trip_through_json_for_saves() {
    let o = Options::new(Variant::Duel(catan::DuelOptions::default()));
    let text = serde_json::to_string(&o).unwrap();
    assert_eq!(serde_json::from_str::<Options>(&text).unwrap(), o);
    let a = Action::Build {
        piece: Piece::Bridge,
        spot: Spot::Foreign(2),
    };
    let text = serde_json::to_string(&a).unwrap();
    assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), a);
}

#[test]
fn the_dice_on_screen_are_the_turn_under_way() {
    let mut g = game(Variant::Base, 3);
    place_all(&mut g);
    assert_eq!(state(&g).turn_roll(), None);
    roll(&mut g, 2, 3);
    assert_eq!(state(&g).turn_roll(), Some(Roll::new(2, 3)));
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        state(&g).turn_roll(),
        None,
        "the previous player's dice are gone"
    );
}
