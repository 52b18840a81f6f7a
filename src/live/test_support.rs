//! What the host's and the follower's unit tests share: a two-player score pad hosted by Lan.

use chrono::{DateTime, TimeZone, Utc};

use crate::live::host::Host;
use crate::live::message::{PeerId, PhoneKey, Seat};
use crate::rules::{scorepad, Player, PlayerColour};
use crate::session::{Action, Game, GameOptions, Setup};

pub const HOST: PeerId = PeerId(0);
pub const ANA: PeerId = PeerId(1);

/// A phone's key, its bytes all `n`.
pub fn key(n: u8) -> PhoneKey {
    PhoneKey([n; 16])
}

pub fn at(second: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

pub fn score(player: usize, points: i64) -> Action {
    Action::ScorePad(scorepad::Action::Score { player, points })
}

pub fn host() -> Host {
    let game = Game::new(Setup {
        options: GameOptions::ScorePad(scorepad::Options::default()),
        players: vec![
            Player::new("Lan", PlayerColour::Green),
            Player::new("Ana", PlayerColour::Pink),
        ],
        created: at(0),
    })
    .unwrap();
    Host::new("g-1", "Friday", game, HOST, "Lan", Seat::Player(0))
}
