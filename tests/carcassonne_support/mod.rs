//! Shared helpers for the Carcassonne scenario tests: a game through the session, and short
//! names for the actions the tests enter.
#![allow(dead_code)]

use chrono::{DateTime, TimeZone, Utc};
use tablemate::rules::carcassonne::{
    self, Capture, CaptureFrom, District, Feature, Options, PlayerSet, ScoreEntry, State,
};
use tablemate::rules::Player;
use tablemate::session::{Action, Game, GameOptions, GameState, Refusal, RulesRefusal, Setup};

pub fn at(second: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

pub fn players(n: usize) -> Vec<Player> {
    tablemate::rules::players::numbered(n)
}

pub fn all_expansions() -> Options {
    Options {
        tower: true,
        count: true,
        king_robber: true,
        ..Options::default()
    }
}

pub fn game(options: Options, n: usize) -> Game {
    Game::new(Setup {
        options: GameOptions::Carcassonne(options),
        players: players(n),
        created: at(0),
    })
    .unwrap()
}

pub fn state(game: &Game) -> &State {
    match game.state() {
        GameState::Carcassonne(state) => state,
        other => panic!("not a Carcassonne game: {other:?}"),
    }
}

pub fn options(game: &Game) -> &Options {
    match &game.setup().options {
        GameOptions::Carcassonne(options) => options,
        other => panic!("not a Carcassonne game: {other:?}"),
    }
}

/// Applies an action that must be accepted.
pub fn ok(game: &mut Game, action: carcassonne::Action) {
    let second = game.log().len() as i64 + 1;
    if let Err(refusal) = game.apply(Action::Carcassonne(action.clone()), at(second)) {
        panic!("{action:?} was refused: {refusal}");
    }
}

/// Applies an action that must be refused, checks the game is unchanged, and returns why.
pub fn refused(game: &mut Game, action: carcassonne::Action) -> carcassonne::Refusal {
    let before = game.clone();
    let result = game.apply(Action::Carcassonne(action.clone()), at(99_999));
    assert_eq!(*game, before, "a refusal must change nothing");
    match result {
        Err(Refusal::Rules(RulesRefusal::Carcassonne(refusal))) => refusal,
        other => panic!("{action:?} gave {other:?}, not a Carcassonne refusal"),
    }
}

pub fn scores(game: &Game) -> Vec<i64> {
    state(game).scores.clone()
}

pub fn supply(game: &Game, player: usize) -> u8 {
    state(game).meeples[player].supply
}

pub fn meeple() -> carcassonne::Action {
    carcassonne::Action::PlaceMeeple
}

pub fn end_turn() -> carcassonne::Action {
    carcassonne::Action::EndTurn
}

pub fn adjust(player: u8, points: i16) -> carcassonne::Action {
    carcassonne::Action::Adjust { player, points }
}

pub fn city(tiles: u8, pennants: u8) -> Feature {
    Feature::City {
        tiles,
        pennants,
        completed: true,
    }
}

pub fn road(tiles: u8) -> Feature {
    Feature::Road {
        tiles,
        completed: true,
    }
}

/// A scoring: `scorers` score, `returned[p]` meeples of each seat come back.
pub fn score(feature: Feature, scorers: &[usize], returned: &[u8]) -> carcassonne::Action {
    carcassonne::Action::Score(ScoreEntry::new(
        feature,
        PlayerSet::of(scorers),
        returned.to_vec(),
    ))
}

/// A scoring with meeples moved in from the matching district first.
pub fn score_with_district(
    feature: Feature,
    scorers: &[usize],
    returned: &[u8],
    from_district: &[u8],
) -> carcassonne::Action {
    carcassonne::Action::Score(ScoreEntry {
        feature,
        scorers: PlayerSet::of(scorers),
        returned: returned.to_vec(),
        from_district: from_district.to_vec(),
    })
}

pub fn new_tower(capture: Option<(u8, CaptureFrom)>) -> carcassonne::Action {
    carcassonne::Action::AddFloor {
        tower: None,
        capture: capture.map(|(owner, from)| Capture { owner, from }),
    }
}

pub fn floor(tower: u8, capture: Option<(u8, CaptureFrom)>) -> carcassonne::Action {
    carcassonne::Action::AddFloor {
        tower: Some(tower),
        capture: capture.map(|(owner, from)| Capture { owner, from }),
    }
}

pub fn enter_city(district: District, count_to: Option<District>) -> carcassonne::Action {
    carcassonne::Action::EnterCity { district, count_to }
}

/// Ends turns until it is `player`'s turn.
pub fn pass_to(game: &mut Game, player: u8) {
    while state(game).turn.player != player {
        ok(game, end_turn());
    }
}

/// Every player's meeples add up to the number they own.
pub fn assert_meeples_conserved(game: &Game) {
    let state = state(game);
    for p in 0..game.players().len() {
        let tally = state.meeple_tally(p).unwrap();
        assert_eq!(
            tally.total(),
            u32::from(carcassonne::MEEPLES_PER_PLAYER),
            "player {p}: {tally:?}"
        );
    }
}
