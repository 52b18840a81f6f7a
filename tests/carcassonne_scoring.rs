//! Scenario tests for feature scoring, meeples coming back, the tile countdown and the end.

mod carcassonne_support;

use carcassonne_support::*;
use tablemate::rules::carcassonne::{
    self, track_position, Feature, Options, Phase, Refusal, TrackPosition,
};
use tablemate::rules::Outcome;

#[test]
fn a_completed_city_scores_for_every_tied_player_and_frees_their_meeples() {
    let mut g = game(Options::default(), 3);
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    ok(&mut g, meeple());
    ok(&mut g, end_turn());
    assert_eq!(supply(&g, 0), 6);
    assert_eq!(supply(&g, 1), 6);
    // Player 3's tile joins the two cities: 6 tiles, 1 pennant, P1 and P2 tied.
    ok(&mut g, score(city(6, 1), &[0, 1], &[1, 1, 0]));
    assert_eq!(scores(&g), vec![14, 14, 0]);
    assert_eq!(supply(&g, 0), 7);
    assert_eq!(supply(&g, 1), 7);
    assert_eq!(
        city(6, 1).breakdown().to_string(),
        "6 city tiles × 2 = 12; 1 pennant × 2 = 2. Total 14 points."
    );
    assert_meeples_conserved(&g);
}

#[test]
fn roads_and_monasteries_score_when_completed() {
    let mut g = game(Options::default(), 2);
    ok(&mut g, meeple());
    ok(&mut g, score(road(4), &[0], &[1, 0]));
    ok(&mut g, end_turn());
    ok(&mut g, meeple());
    ok(
        &mut g,
        score(Feature::Monastery { tiles: 9 }, &[1], &[0, 1]),
    );
    assert_eq!(scores(&g), vec![4, 9]);
}

#[test]
fn scoring_refuses_entries_that_do_not_match_the_meeples() {
    let mut g = game(Options::default(), 2);
    // Nobody has a meeple out: a scorer must free one.
    assert_eq!(
        refused(&mut g, score(road(3), &[0], &[])),
        Refusal::ScorerWithoutMeeple
    );
    assert_eq!(
        refused(&mut g, score(road(3), &[], &[1, 0])),
        Refusal::TooManyReturned
    );
    assert_eq!(
        refused(&mut g, score(road(3), &[2], &[])),
        Refusal::NoSuchPlayer
    );
    assert_eq!(
        refused(&mut g, score(road(3), &[], &[0, 0, 0])),
        Refusal::WrongListLength
    );
    assert_eq!(
        refused(&mut g, score(city(3, 5), &[], &[])),
        Refusal::ImpossibleFeature
    );
    // A completed feature nobody occupies still scores nothing but is accepted.
    ok(&mut g, score(city(3, 0), &[], &[]));
    assert_eq!(scores(&g), vec![0, 0]);
}

#[test]
fn farms_and_unfinished_features_wait_for_the_end() {
    let mut g = game(Options::default(), 2);
    ok(&mut g, meeple());
    let unfinished = Feature::City {
        tiles: 3,
        pennants: 1,
        completed: false,
    };
    let farm = Feature::Farm {
        cities: 2,
        carcassonne: false,
    };
    assert_eq!(
        refused(&mut g, score(unfinished, &[0], &[1, 0])),
        Refusal::NotScoredDuringPlay
    );
    assert_eq!(
        refused(&mut g, score(farm, &[0], &[1, 0])),
        Refusal::NotScoredDuringPlay
    );
    assert_eq!(
        refused(
            &mut g,
            score(Feature::Monastery { tiles: 7 }, &[0], &[1, 0])
        ),
        Refusal::NotScoredDuringPlay
    );
}

#[test]
fn the_pile_counts_down_to_the_final_scoring_and_the_winner() {
    let mut g = game(Options::default(), 2);
    assert_eq!(state(&g).tiles_left, 70);
    ok(&mut g, carcassonne::Action::Redraw);
    assert_eq!(state(&g).tiles_left, 69);
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 1 });
    ok(&mut g, meeple()); // P1: a farmer
    assert_eq!(
        refused(&mut g, carcassonne::Action::Redraw),
        Refusal::RedrawAfterChoice
    );
    assert_eq!(
        refused(&mut g, carcassonne::Action::FinishGame),
        Refusal::TilesStillLeft { tiles: 1 }
    );
    ok(&mut g, end_turn());
    assert_eq!(state(&g).tiles_left, 0);
    ok(&mut g, meeple()); // P2: on an unfinished city
    assert_eq!(
        refused(&mut g, carcassonne::Action::Redraw),
        Refusal::RedrawAfterChoice
    );
    ok(&mut g, end_turn());
    assert_eq!(state(&g).phase, Phase::FinalScoring);
    assert_eq!(g.outcome(), None);

    // Turn actions are over; completed features were scored when completed.
    assert_eq!(refused(&mut g, meeple()), Refusal::FinalScoringUnderway);
    assert_eq!(refused(&mut g, end_turn()), Refusal::FinalScoringUnderway);
    assert_eq!(
        refused(&mut g, score(city(4, 0), &[1], &[0, 1])),
        Refusal::AlreadyScoredWhenCompleted
    );

    let unfinished = Feature::City {
        tiles: 4,
        pennants: 2,
        completed: false,
    };
    ok(&mut g, score(unfinished, &[1], &[0, 1]));
    let farm = Feature::Farm {
        cities: 3,
        carcassonne: false,
    };
    ok(&mut g, score(farm, &[0], &[1, 0]));
    assert_eq!(scores(&g), vec![9, 6]);
    ok(&mut g, carcassonne::Action::FinishGame);
    assert_eq!(g.outcome(), Some(Outcome { winners: vec![0] }));
    assert!(g
        .apply(tablemate::session::Action::Carcassonne(meeple()), at(1))
        .is_err());
    // A finished game can still be undone.
    assert!(g.undo());
    assert_eq!(g.outcome(), None);
    assert_meeples_conserved(&g);
}

#[test]
fn the_pile_size_follows_the_expansions() {
    assert_eq!(state(&game(Options::default(), 2)).tiles_left, 70);
    assert_eq!(
        state(&game(all_expansions(), 2)).tiles_left,
        71 + 18 + 5 - 1
    );
    let mut g = game(Options::default(), 2);
    assert_eq!(
        refused(&mut g, carcassonne::Action::SetTilesLeft { tiles: 71 }),
        Refusal::TooManyTiles { max: 70 }
    );
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 0 });
    assert_eq!(
        refused(&mut g, carcassonne::Action::Redraw),
        Refusal::PileEmpty
    );
}

#[test]
fn a_tie_at_the_end_is_a_shared_win() {
    let mut g = game(Options::default(), 3);
    ok(&mut g, adjust(0, 12));
    ok(&mut g, adjust(2, 12));
    ok(&mut g, carcassonne::Action::SetTilesLeft { tiles: 0 });
    ok(&mut g, end_turn());
    ok(&mut g, carcassonne::Action::FinishGame);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            winners: vec![0, 2]
        })
    );
}

#[test]
fn laps_on_the_track_are_derived_from_the_score() {
    let mut g = game(Options::default(), 2);
    ok(&mut g, adjust(0, 120));
    assert_eq!(
        state(&g).track(options(&g), 0),
        TrackPosition { laps: 2, space: 20 }
    );
    assert_eq!(state(&g).track(options(&g), 1), track_position(0));
    assert_eq!(refused(&mut g, adjust(1, -1)), Refusal::ScoreBelowZero);
}
