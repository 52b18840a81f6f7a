//! Properties over random action sequences in every Catan variant: the coin, gold and cloth
//! totals never change, limits hold, a refusal changes nothing, undo restores the state
//! before the action, and replaying the log rebuilds the same game.

mod catan_common;

use catan_common::*;
use proptest::prelude::*;
use tablemate::rules::catan::{
    self, duel, rivers, score, Action, ClothOptions, CoinSpend, DesertEdition, DuelOptions, Extra,
    Options, Piece, PirateOptions, PoorFullTie, RiversOptions, Scenario, Spot, Variant,
};
use tablemate::rules::dice::{DiceMode, Roll};
use tablemate::rules::Revision;
use tablemate::session::Game;

fn variant() -> impl Strategy<Value = (Variant, usize)> {
    prop_oneof![
        (3usize..=4).prop_map(|n| (Variant::Base, n)),
        (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(coins, f, r)| (
            Variant::Duel(DuelOptions {
                coins,
                friendly_robber: f,
                robber_protection: r
            }),
            2
        )),
        (3usize..=4, any::<bool>()).prop_map(|(n, nobody)| (
            Variant::Rivers(RiversOptions {
                harbormaster: false,
                full_tie: if nobody {
                    PoorFullTie::NobodyPoor
                } else {
                    PoorFullTie::EveryonePoor
                },
            }),
            n
        )),
        (3usize..=4, any::<bool>()).prop_map(|(n, later)| (
            Variant::Seafarers(Scenario::ThroughTheDesert(if later {
                DesertEdition::Later
            } else {
                DesertEdition::Seed
            })),
            n
        )),
        (3usize..=4).prop_map(|n| (Variant::Seafarers(Scenario::ForgottenTribe), n)),
        (3usize..=4).prop_map(|n| (
            Variant::Seafarers(Scenario::ClothForCatan(ClothOptions::default())),
            n
        )),
        (3usize..=4).prop_map(|n| (
            Variant::Seafarers(Scenario::PirateIslands(PirateOptions { loop_len: 8 })),
            n
        )),
    ]
}

fn piece() -> impl Strategy<Value = Piece> {
    prop_oneof![
        3 => Just(Piece::Settlement),
        4 => Just(Piece::Road),
        2 => Just(Piece::City),
        2 => Just(Piece::Ship),
        1 => Just(Piece::Bridge),
    ]
}

fn spot() -> impl Strategy<Value = Spot> {
    prop_oneof![
        4 => Just(Spot::Land),
        2 => Just(Spot::River),
        1 => (0u8..6).prop_map(Spot::Foreign),
    ]
}

fn common() -> impl Strategy<Value = Action> {
    prop_oneof![
        4 => (1u8..=6, 1u8..=6).prop_map(|(a, b)| Action::Roll(Roll::new(a, b))),
        1 => Just(Action::Roll(Roll::new(0, 7))),
        3 => Just(Action::EndTurn),
        8 => (piece(), spot()).prop_map(|(piece, spot)| Action::Build { piece, spot }),
        2 => (0u8..5, 0u8..22).prop_map(|(player, length)| Action::SetRoadLength { player, length }),
        2 => Just(Action::PlayKnight),
        1 => Just(Action::DrawVpCard),
        3 => (0u8..17, any::<bool>()).prop_map(|(hits, desert)| Action::MoveRobber { hits, desert }),
        1 => proptest::option::of(0u8..5).prop_map(|cloth_from| Action::MovePirate { cloth_from }),
    ]
}

fn variant_actions() -> impl Strategy<Value = Action> {
    prop_oneof![
        (0u8..3).prop_map(|c| Action::SpendCoins(CoinSpend::ForcedTrade { opponent_cards: c })),
        Just(Action::SpendCoins(CoinSpend::RobberToDesert)),
        Just(Action::SpendCoins(CoinSpend::Exchange)),
        Just(Action::DiscardKnight),
        Just(Action::BuyWithGold),
        (0u8..5, 0u8..5, 0u8..6).prop_map(|(from, to, amount)| Action::GiveGold {
            from,
            to,
            amount
        }),
        prop_oneof![
            Just(Action::TakeTribeChit),
            Just(Action::TakeGiftCard),
            Just(Action::CaptureHarbor),
            Just(Action::PlaceHarbor),
        ],
        (0u8..9).prop_map(|village| Action::ConnectVillage { village }),
        (0u8..9, 0u8..20).prop_map(|(stop, players)| Action::SetFleetStop { stop, players }),
        any::<bool>().prop_map(Action::ReachFortress),
        (0u8..8).prop_map(|die| Action::AttackFortress { die }),
        Just(Action::WarshipFromVpCard),
    ]
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![3 => common(), 2 => variant_actions()]
}

fn sum(v: &[u8]) -> u32 {
    v.iter().map(|&n| u32::from(n)).sum()
}

fn check_invariants(g: &Game) {
    let o = options(g);
    let s = state(g);
    if let Some(coins) = duel::coins(s) {
        assert_eq!(sum(coins) + u32::from(duel::bank(s)), 20);
        assert!(sum(coins) <= 20);
    }
    if let Some(gold) = rivers::gold(s) {
        assert_eq!(sum(gold) + u32::from(rivers::supply(s)), 40);
        assert!(sum(gold) <= 40);
    }
    match &s.extra {
        Extra::Cloth(c) => {
            assert_eq!(
                sum(&c.cloth) + sum(&c.villages) + u32::from(c.general()),
                50
            );
            assert!(sum(&c.cloth) + sum(&c.villages) <= 50);
            assert!(c.villages.iter().all(|&v| v <= 5));
        }
        Extra::Tribe(t) => assert!(sum(&t.chits) <= 8 && t.gifts_taken <= 4),
        Extra::Pirates(p) => {
            for (sheet, &w) in s.sheets.iter().zip(&p.warships) {
                assert!(w <= sheet.ships);
            }
            assert!(p.fortress.iter().all(|&c| c <= 3));
            assert!(usize::from(p.fleet_at) < p.stops.len());
        }
        _ => {}
    }
    for sheet in &s.sheets {
        for piece in [
            Piece::Road,
            Piece::Settlement,
            Piece::City,
            Piece::Ship,
            Piece::Bridge,
        ] {
            let limit = score::piece_limit(&o, piece).unwrap_or(0);
            let preplaced = u8::from(o.is_pirate_islands() && piece != Piece::City);
            assert!(sheet.count(piece) <= limit.max(preplaced), "{piece:?}");
        }
        assert!(sheet.road.value <= sheet.route_pieces());
        assert!(sheet.knights.value <= score::KNIGHT_CARDS);
    }
    assert!(score::vp_cards_drawn(&o, s) <= score::VP_CARDS);
    if o.revision.follows_sheets() {
        // The one deck's limits, counting every card drawn.
        let knights: u8 = s.sheets.iter().map(|x| x.knights.value).sum();
        assert!(knights + s.spent.knights <= score::KNIGHT_CARDS);
        let vp: u8 = s.sheets.iter().map(|x| x.vp_cards).sum();
        assert!(vp + s.spent.vp_cards <= score::VP_CARDS);
    }
    let max_road = s.sheets.iter().map(|x| x.road.value).max().unwrap_or(0);
    if let Some(h) = catan::longest_road(&o, s) {
        assert_eq!(s.sheets[h].road.value, max_road);
        assert!(Some(max_road) >= score::road_threshold(&o));
    }
    let max_army = s.sheets.iter().map(|x| x.knights.value).max().unwrap_or(0);
    if let Some(h) = catan::largest_army(&o, s) {
        assert_eq!(s.sheets[h].knights.value, max_army);
        assert!(max_army >= 3);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_games_keep_every_invariant_and_undo_and_replay_exactly(
        (variant, n) in variant(),
        sheets in any::<bool>(),
        actions in proptest::collection::vec(action(), 0..600),
    ) {
        let mut o = Options::new(variant);
        o.dice = DiceMode::Random;
        o.revision = if sheets { Revision::SHEETS } else { Revision::FIRST };
        let mut g = game_with(o, n);
        // Play the set-up through so the random actions reach normal turns.
        place_all(&mut g);
        for action in actions {
            let before = g.clone();
            match apply(&mut g, action) {
                Ok(()) => {
                    check_invariants(&g);
                    let after = g.clone();
                    prop_assert!(g.undo());
                    prop_assert_eq!(g.state(), before.state());
                    prop_assert!(g.redo());
                    prop_assert_eq!(&g, &after);
                }
                Err(_) => prop_assert_eq!(&g, &before),
            }
            if g.outcome().is_some() {
                break;
            }
        }
        let rebuilt = Game::rebuild(g.setup().clone(), g.log().to_vec(), g.cursor()).unwrap();
        prop_assert_eq!(&rebuilt, &g);
    }
}
