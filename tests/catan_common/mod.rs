//! Helpers shared by the Catan scenario tests: they drive the real session.
#![allow(dead_code)]

use chrono::{DateTime, TimeZone, Utc};
use tablemate::rules::catan::{self, Action, Options, Piece, Spot, Variant};
use tablemate::rules::dice::{DiceMode, Roll};
use tablemate::rules::Player;
use tablemate::session::{self, Game, GameOptions, GameState, Refusal, RulesRefusal, Setup};

pub fn at(second: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

pub fn players(n: usize) -> Vec<Player> {
    tablemate::rules::players::numbered(n)
}

/// A game with random dice (so tests may repeat a roll).
pub fn game_with(options: Options, n: usize) -> Game {
    Game::new(Setup {
        options: GameOptions::Catan(options),
        players: players(n),
        created: at(0),
    })
    .unwrap()
}

pub fn game(variant: Variant, n: usize) -> Game {
    let mut options = Options::new(variant);
    options.dice = DiceMode::Random;
    game_with(options, n)
}

pub fn options(game: &Game) -> Options {
    match &game.setup().options {
        GameOptions::Catan(o) => *o,
        _ => panic!("not a Catan game"),
    }
}

pub fn state(game: &Game) -> &catan::State {
    match game.state() {
        GameState::Catan(s) => s,
        _ => panic!("not a Catan game"),
    }
}

pub fn apply(game: &mut Game, action: Action) -> Result<(), Refusal> {
    let t = game.log().len() as i64 + 1;
    game.apply(session::Action::Catan(action), at(t))
}

#[track_caller]
pub fn ok(game: &mut Game, action: Action) {
    if let Err(e) = apply(game, action) {
        panic!("{action:?} refused: {e}");
    }
}

/// Asserts the action is refused, changes nothing, and gives a reason with a listed rule id.
#[track_caller]
pub fn refused(game: &mut Game, action: Action) -> catan::Refusal {
    let before = game.clone();
    match apply(game, action) {
        Err(Refusal::Rules(RulesRefusal::Catan(r))) => {
            assert_eq!(*game, before, "a refusal changed the game");
            assert!(catan::RULE_IDS.contains(&r.rule_id()), "{r:?}");
            assert!(!r.to_string().is_empty());
            r
        }
        other => panic!("{action:?} was not refused by the rules: {other:?}"),
    }
}

/// Builds `piece` `times` more times (each accepted), then asserts the next one is refused
/// at the piece limit `limit`.
#[track_caller]
pub fn build_up_to_limit(game: &mut Game, piece: Piece, times: usize, limit: u8) {
    for _ in 0..times {
        ok(game, build(piece));
    }
    assert_eq!(
        refused(game, build(piece)),
        catan::Refusal::PieceLimit { piece, limit }
    );
}

pub fn build(piece: Piece) -> Action {
    Action::Build {
        piece,
        spot: Spot::Land,
    }
}

/// Finishes the set-up placement with a plain settlement and road at every step.
pub fn place_all(game: &mut Game) {
    while state(game).phase != catan::Phase::Playing {
        ok(game, build(Piece::Settlement));
        ok(game, build(Piece::Road));
    }
}

pub fn roll(game: &mut Game, a: u8, b: u8) {
    ok(game, Action::Roll(Roll::new(a, b)));
}

/// Rolls a harmless 5 (not 7) and ends the turn.
pub fn pass(game: &mut Game) {
    roll(game, 2, 3);
    ok(game, Action::EndTurn);
}

/// Plays a game just set up to the second player's turn with 9 public points: every piece
/// placed, the first player's turn passed, a 1 + 2 rolled, then three settlements and four
/// cities built (the tests' games start with resources to spare).
pub fn nine_public_points(game: &mut Game) {
    place_all(game);
    pass(game);
    roll(game, 1, 2);
    for _ in 0..3 {
        ok(game, build(Piece::Settlement));
    }
    for _ in 0..4 {
        ok(game, build(Piece::City));
    }
}

pub fn public(game: &Game, p: usize) -> i16 {
    catan::public_vp(&options(game), state(game), p)
}

pub fn total(game: &Game, p: usize) -> i16 {
    catan::total_vp(&options(game), state(game), p)
}

pub fn current(game: &Game) -> usize {
    usize::from(state(game).turn.player)
}

/// Plays on until it is `p`'s turn (rolling 5s).
pub fn turn_of(game: &mut Game, p: usize) {
    while current(game) != p {
        pass(game);
    }
}
