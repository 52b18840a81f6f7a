//! Scenario tests for Count, King & Robber: the King and Robber tiles, the city of
//! Carcassonne with its districts and the Count, and the final scoring with all of them.

mod carcassonne_support;

use carcassonne_support::*;
use tablemate::rules::carcassonne::{
    self, District, Expansion, Feature, FinalBonus, Options, Refusal,
};
use tablemate::rules::{Outcome, Revision};

fn king_robber() -> Options {
    Options {
        king_robber: true,
        ..Options::default()
    }
}

fn count() -> Options {
    Options {
        count: true,
        ..Options::default()
    }
}

#[test]
fn the_king_goes_to_whoever_completes_a_strictly_larger_city_whoever_owns_it() {
    let mut g = game(king_robber(), 3);
    assert_eq!(state(&g).king(), None);
    // P1's tile completes an empty 3-tile city: P1 is King without scoring.
    ok(&mut g, score(city(3, 0), &[], &[]));
    assert_eq!(state(&g).king(), Some((0, 3)));
    ok(&mut g, end_turn());
    // P2 completes a city of the same size: the King stays.
    ok(&mut g, score(city(3, 1), &[], &[]));
    assert_eq!(state(&g).king(), Some((0, 3)));
    ok(&mut g, end_turn());
    // P3 completes P1's 5-tile city: P3 takes the King though P1 scores it.
    pass_to(&mut g, 0);
    ok(&mut g, meeple());
    pass_to(&mut g, 2);
    ok(&mut g, score(city(5, 0), &[0], &[1, 0, 0]));
    assert_eq!(state(&g).king(), Some((2, 5)));
    assert_eq!(scores(&g), vec![10, 0, 0]);
    assert_eq!(state(&g).completed_cities(), 3);
    // The Robber works the same for roads.
    ok(&mut g, score(road(4), &[], &[]));
    assert_eq!(state(&g).robber(), Some((2, 4)));
    ok(&mut g, end_turn());
    ok(&mut g, score(road(4), &[], &[]));
    assert_eq!(state(&g).robber(), Some((2, 4)));
    ok(&mut g, score(road(6), &[], &[]));
    assert_eq!(state(&g).robber(), Some((0, 6)));
    assert_eq!(state(&g).completed_roads(), 3);
}

#[test]
fn final_scoring_adds_king_and_robber_bonuses_and_names_the_winner() {
    let mut g = game(king_robber(), 2);
    ok(&mut g, score(city(4, 0), &[], &[])); // P1 King
    ok(&mut g, score(road(2), &[], &[])); // P1 Robber
    ok(&mut g, end_turn());
    ok(&mut g, score(road(5), &[], &[])); // P2 Robber
    ok(&mut g, score(city(2, 0), &[], &[]));
    ok(&mut g, score(road(1), &[], &[]));
    ok(&mut g, adjust(0, 10));
    ok(&mut g, adjust(1, 12));
    let opts = options(&g).clone();
    // The bonus is visible before the end but counts only once the game is finished.
    assert_eq!(
        state(&g).final_bonus(&opts, 0),
        FinalBonus { king: 2, robber: 0 }
    );
    assert_eq!(
        state(&g).final_bonus(&opts, 1),
        FinalBonus { king: 0, robber: 3 }
    );
    assert_eq!(
        g.standings().iter().map(|s| s.score).collect::<Vec<_>>(),
        vec![10, 12]
    );
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 0 });
    ok(&mut g, end_turn());
    ok(&mut g, carcassonne::Action::FinishGame);
    assert_eq!(
        g.standings().iter().map(|s| s.score).collect::<Vec<_>>(),
        vec![12, 15]
    );
    // The marker stands where the score says: the table moved it on by the bonus.
    assert_eq!(state(&g).track(&opts, 1).space, 15);
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![1] }));
    // Without the expansion there is no bonus.
    let plain = Options::default();
    assert_eq!(state(&g).final_bonus(&plain, 1), FinalBonus::default());
}

#[test]
fn an_opponent_only_scoring_earns_one_meeple_into_carcassonne() {
    let mut g = game(count(), 3);
    assert_eq!(
        refused(&mut g, enter_city(District::Market, None)),
        Refusal::CityEntryNotEarned
    );
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P2 on a road
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P3 on a city
    ok(&mut g, end_turn());
    // P1's tile completes both: two opponents score, P1 does not. Still one meeple.
    ok(&mut g, score(road(3), &[1], &[0, 1, 0]));
    ok(&mut g, score(city(3, 0), &[2], &[0, 0, 1]));
    let opts = options(&g).clone();
    assert!(state(&g).may_enter_city(&opts));
    assert_eq!(
        refused(&mut g, enter_city(District::Market, Some(District::Castle))),
        Refusal::CountAlreadyThere {
            district: District::Castle
        }
    );
    ok(
        &mut g,
        enter_city(District::Market, Some(District::Cathedral)),
    );
    assert_eq!(state(&g).district_meeples(0, District::Market), 1);
    assert_eq!(state(&g).count_at, District::Cathedral);
    assert_eq!(supply(&g, 0), 6);
    assert!(!state(&g).may_enter_city(&opts));
    assert_eq!(
        refused(&mut g, enter_city(District::Castle, None)),
        Refusal::CityEntryUsed
    );
    // The right does not carry over to the next turn.
    ok(&mut g, end_turn());
    assert_eq!(
        refused(&mut g, enter_city(District::Castle, None)),
        Refusal::CityEntryNotEarned
    );
    assert_meeples_conserved(&g);
}

#[test]
fn scoring_for_yourself_earns_no_entry_and_a_ransom_is_not_a_scoring() {
    let mut g = game(all_expansions(), 2);
    ok(&mut g, meeple());
    ok(&mut g, score(road(2), &[0], &[1, 0]));
    assert_eq!(
        refused(&mut g, enter_city(District::Castle, None)),
        Refusal::CityEntryNotEarned
    );
    // A feature shared with an opponent scores for the active player too: no entry.
    ok(&mut g, end_turn());
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    ok(&mut g, meeple());
    ok(&mut g, score(city(4, 0), &[0, 1], &[1, 1]));
    assert_eq!(
        refused(&mut g, enter_city(District::Castle, None)),
        Refusal::CityEntryNotEarned
    );
}

#[test]
fn district_meeples_join_a_scoring_feature_but_never_past_the_count() {
    let mut g = game(count(), 2);
    // P2 earns two entries: a meeple in the blacksmith and one in the castle.
    ok(&mut g, meeple()); // P1 road
    ok(&mut g, end_turn());
    ok(&mut g, score(road(2), &[0], &[1, 0]));
    ok(&mut g, enter_city(District::Blacksmith, None));
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P1 city
    ok(&mut g, end_turn());
    ok(&mut g, score(city(3, 0), &[0], &[1, 0]));
    ok(&mut g, enter_city(District::Castle, Some(District::Market)));
    ok(&mut g, end_turn());
    assert_eq!(state(&g).count_at, District::Market);
    // P1's road of 5: P2 brings the blacksmith meeple and ties it.
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    ok(
        &mut g,
        score_with_district(road(5), &[0, 1], &[1, 0], &[0, 1]),
    );
    assert_eq!(scores(&g), vec![2 + 6 + 5, 5]);
    assert_eq!(state(&g).district_meeples(1, District::Blacksmith), 0);
    assert_eq!(
        supply(&g, 1),
        6,
        "the district meeple came home after scoring"
    );
    // Several meeples may come from a district, past the one-meeple limit, but no more
    // than are there.
    assert_eq!(
        refused(
            &mut g,
            score_with_district(city(3, 0), &[1], &[0, 0], &[0, 2])
        ),
        Refusal::DistrictTooFew {
            district: District::Castle
        }
    );
    // Move the Count onto the castle: its meeples are stuck.
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P1 city
    ok(&mut g, end_turn());
    ok(&mut g, score(city(2, 0), &[0], &[1, 0]));
    ok(
        &mut g,
        enter_city(District::Cathedral, Some(District::Castle)),
    );
    assert_eq!(
        refused(
            &mut g,
            score_with_district(city(3, 0), &[1], &[0, 0], &[0, 1])
        ),
        Refusal::CountGuardsDistrict {
            district: District::Castle
        }
    );
    assert_meeples_conserved(&g);
}

#[test]
fn final_scoring_with_king_robber_and_districts() {
    let mut g = game(all_expansions(), 2);
    // Turn 1, P1: a 4-tile city with a pennant for P1, and an empty 3-tile road.
    ok(&mut g, meeple());
    ok(&mut g, score(city(4, 1), &[0], &[1, 0]));
    ok(&mut g, score(road(3), &[], &[]));
    ok(&mut g, end_turn());
    ok(&mut g, end_turn());
    // Turn 3, P1: a meeple on a road.
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    // Turn 4, P2 completes P1's road: opponent only, so P2 enters the market and sends the
    // Count to the cathedral. Then a meeple on a city.
    ok(&mut g, score(road(2), &[0], &[1, 0]));
    ok(
        &mut g,
        enter_city(District::Market, Some(District::Cathedral)),
    );
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    // Turn 5, P1 completes P2's 3-tile city (P1 keeps the King with 4), then a farmer. One
    // tile is left in the pile.
    ok(&mut g, score(city(3, 0), &[1], &[0, 1]));
    ok(&mut g, meeple());
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 1 });
    ok(&mut g, end_turn());
    // Turn 6, P2 plays the last tile with a farmer.
    assert_eq!(state(&g).tiles_left, 0);
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    assert_eq!(state(&g).phase, carcassonne::Phase::FinalScoring);

    // Final scoring: the farm touches 2 completed cities and Carcassonne; P2 brings the
    // market meeple and ties it.
    let farm = Feature::Farm {
        cities: 2,
        carcassonne: true,
    };
    assert_eq!(farm.breakdown().total, 9);
    ok(&mut g, score_with_district(farm, &[0, 1], &[1, 1], &[0, 1]));
    assert_eq!(scores(&g), vec![10 + 2 + 9, 6 + 9]);
    assert_eq!(state(&g).district_meeples(1, District::Market), 0);
    ok(&mut g, carcassonne::Action::FinishGame);
    // King: P1 (4-tile city beats 3), 2 completed cities + the city of Carcassonne = 3.
    // Robber: P1 (3-tile road beats 2), 2 completed roads = 2.
    assert_eq!(state(&g).king(), Some((0, 4)));
    assert_eq!(state(&g).robber(), Some((0, 3)));
    assert_eq!(
        g.standings().iter().map(|s| s.score).collect::<Vec<_>>(),
        vec![21 + 3 + 2, 15]
    );
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![0] }));
    assert_meeples_conserved(&g);
}

#[test]
fn meeples_left_in_districts_score_nothing_and_stay_counted() {
    let mut g = game(count(), 2);
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    ok(&mut g, score(road(2), &[0], &[1, 0]));
    ok(&mut g, enter_city(District::Cathedral, None));
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 0 });
    ok(&mut g, end_turn());
    ok(&mut g, carcassonne::Action::FinishGame);
    assert_eq!(scores(&g), vec![2, 0]);
    assert_eq!(state(&g).district_meeples(1, District::Cathedral), 1);
    assert_eq!(state(&g).meeple_tally(1).unwrap().in_city(), 1);
    assert_meeples_conserved(&g);
}

#[test]
fn count_actions_need_the_expansion() {
    let mut g = game(Options::default(), 2);
    assert_eq!(
        refused(&mut g, enter_city(District::Castle, None)),
        Refusal::ExpansionNotInPlay(Expansion::Count)
    );
    ok(&mut g, meeple());
    assert_eq!(
        refused(&mut g, score_with_district(road(2), &[0], &[1, 0], &[0, 1])),
        Refusal::ExpansionNotInPlay(Expansion::Count)
    );
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 0 });
    ok(&mut g, end_turn());
    let farm = Feature::Farm {
        cities: 1,
        carcassonne: true,
    };
    assert_eq!(
        refused(&mut g, score(farm, &[0], &[1, 0])),
        Refusal::NoCarcassonneCity
    );
}

/// A game where P2 has one meeple in the castle and one in the market, and the final scoring
/// has begun; P1 still has a meeple on an unfinished city.
fn final_scoring_with_two_district_meeples(revision: Revision) -> tablemate::session::Game {
    let mut g = game(
        Options {
            revision,
            ..count()
        },
        2,
    );
    ok(&mut g, meeple()); // P1 road
    ok(&mut g, end_turn());
    ok(&mut g, score(road(2), &[0], &[1, 0]));
    ok(
        &mut g,
        enter_city(District::Castle, Some(District::Cathedral)),
    );
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P1 road
    ok(&mut g, end_turn());
    ok(&mut g, score(road(3), &[0], &[1, 0]));
    ok(&mut g, enter_city(District::Market, None));
    ok(&mut g, end_turn());
    ok(&mut g, meeple()); // P1 city, left unfinished
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 0 });
    ok(&mut g, end_turn());
    assert_eq!(state(&g).phase, carcassonne::Phase::FinalScoring);
    g
}

#[test]
fn in_the_final_scoring_only_the_market_still_lets_meeples_out() {
    let unfinished = Feature::City {
        tiles: 3,
        pennants: 0,
        completed: false,
    };
    let farm = Feature::Farm {
        cities: 1,
        carcassonne: true,
    };
    let mut g = final_scoring_with_two_district_meeples(Revision::SHEETS);
    // The castle's meeple may not join P1's unfinished city to share it.
    assert_eq!(
        refused(
            &mut g,
            score_with_district(unfinished, &[0, 1], &[1, 0], &[0, 1])
        ),
        Refusal::DistrictIdleInFinalScoring {
            district: District::Castle
        }
    );
    ok(&mut g, score(unfinished, &[0], &[1, 0]));
    // The market's meeple may still join a farm: farms score only now.
    ok(&mut g, score_with_district(farm, &[1], &[0, 0], &[0, 1]));
    assert_eq!(state(&g).district_meeples(1, District::Market), 0);
    ok(&mut g, carcassonne::Action::FinishGame);
    assert_eq!(
        state(&g).district_meeples(1, District::Castle),
        1,
        "it did nothing"
    );
    assert_meeples_conserved(&g);

    // The first reading let every district feed its feature in the final scoring.
    let mut g = final_scoring_with_two_district_meeples(Revision::FIRST);
    ok(
        &mut g,
        score_with_district(unfinished, &[0, 1], &[1, 0], &[0, 1]),
    );
}
