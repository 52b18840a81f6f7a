//! Shared helpers for the Jamaica scenario tests: a game through `tablemate::session::Game`
//! and short names for the actions a round is made of.
#![allow(dead_code)]

use chrono::{DateTime, TimeZone, Utc};
use tablemate::rules::jamaica::combat::{CombatFace, CombatRoll};
use tablemate::rules::jamaica::track::{Dir, Position};
use tablemate::rules::jamaica::{self, Action, Good, Options, Refusal, State};
use tablemate::rules::Player;
use tablemate::session::{self, Game, GameOptions, GameState, RulesRefusal, Setup};

pub fn at(second: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

pub fn players(n: usize) -> Vec<Player> {
    tablemate::rules::players::numbered(n)
}

pub fn game(n: usize, ghost: bool, crew: bool) -> Game {
    let options = Options {
        ghost,
        crew,
        ..Options::default()
    };
    Game::new(Setup {
        options: GameOptions::Jamaica(options),
        players: players(n),
        created: at(0),
    })
    .unwrap()
}

pub fn state(g: &Game) -> &State {
    match g.state() {
        GameState::Jamaica(s) => s,
        other => panic!("not a Jamaica game: {other:?}"),
    }
}

pub fn options(g: &Game) -> &Options {
    match &g.setup().options {
        GameOptions::Jamaica(o) => o,
        other => panic!("not a Jamaica game: {other:?}"),
    }
}

/// Applies an action that the rules must accept.
#[track_caller]
pub fn ok(g: &mut Game, action: Action) {
    let t = at(g.log().len() as i64 + 1);
    if let Err(e) = g.apply(session::Action::Jamaica(action.clone()), t) {
        panic!("{action:?} refused: {e}");
    }
}

/// Applies an action that the rules must refuse, checks nothing changed, returns the reason.
#[track_caller]
pub fn refused(g: &mut Game, action: Action) -> Refusal {
    let before = g.clone();
    let t = at(g.log().len() as i64 + 1);
    let err = g
        .apply(session::Action::Jamaica(action.clone()), t)
        .expect_err("the action should be refused");
    assert_eq!(*g, before, "a refusal changed the game");
    match err {
        session::Refusal::Rules(RulesRefusal::Jamaica(r)) => r,
        other => panic!("{action:?} refused outside the rules: {other}"),
    }
}

pub fn dice(g: &mut Game, day: u8, night: u8) {
    ok(g, Action::Dice { day, night });
}

pub fn fwd(branches: &[u8]) -> Action {
    Action::Move {
        dir: Dir::Forward,
        branches: branches.to_vec(),
        adjust: 0,
    }
}

pub fn back(branches: &[u8]) -> Action {
    Action::Move {
        dir: Dir::Backward,
        branches: branches.to_vec(),
        adjust: 0,
    }
}

pub fn load(g: &mut Game) {
    ok(g, Action::Load { good: Good::Gold });
}

pub fn ghost(dir: Dir, branches: &[u8]) -> Action {
    Action::GhostMove {
        dir,
        branches: branches.to_vec(),
    }
}

pub fn roll(n: u8, powder: u8) -> CombatRoll {
    CombatRoll::new(CombatFace::Number(n), powder)
}

pub fn star() -> CombatRoll {
    CombatRoll::new(CombatFace::Star, 0)
}

pub fn pos(space: u8, lap: i8) -> Position {
    Position { space, lap }
}

pub fn ship_of(g: &Game, player: usize) -> Position {
    state(g).ships[player]
}

pub fn ghost_of(g: &Game) -> jamaica::ghost::Ghost {
    state(g).ghost.clone().expect("a ghost in this game")
}
