//! What the host's and the follower's unit tests share: a two-player score pad hosted by Lan.

use std::ops::{Deref, DerefMut};

use chrono::{DateTime, TimeZone, Utc};

use crate::commit::{CommitError, Held};
use crate::live::host::{Host, Outgoing};
use crate::live::message::{PeerId, PhoneKey, Reason, Seat, Version, WholeGame};
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

/// The host's phone as the app is one: the table's bookkeeping ([`Host`]) and the game the
/// phone holds, handed to the table on every call that reads or changes it.
#[derive(Clone, Debug)]
pub struct Table {
    pub host: Host,
    pub held: Held,
}

impl Deref for Table {
    type Target = Host;

    fn deref(&self) -> &Host {
        &self.host
    }
}

impl DerefMut for Table {
    fn deref_mut(&mut self) -> &mut Host {
        &mut self.host
    }
}

impl Table {
    pub fn game(&self) -> &Game {
        &self.held.game
    }

    pub fn name(&self) -> &str {
        &self.held.name
    }

    pub fn whole(&self) -> WholeGame {
        WholeGame {
            id: self.held.id.clone(),
            name: self.held.name.clone(),
            game: self.held.game.clone(),
        }
    }

    pub fn receive(
        &mut self,
        peer: PeerId,
        message: crate::live::message::Message,
        at: DateTime<Utc>,
    ) -> Vec<Outgoing> {
        self.host.receive(&mut self.held, peer, message, at)
    }

    pub fn act(&mut self, action: Action, at: DateTime<Utc>) -> Result<Vec<Outgoing>, CommitError> {
        self.host.act(&mut self.held, action, at)
    }

    pub fn undo(&mut self) -> Vec<Outgoing> {
        self.host.undo(&mut self.held)
    }

    pub fn redo(&mut self) -> Vec<Outgoing> {
        self.host.redo(&mut self.held)
    }

    pub fn stored(&mut self, version: Version) -> Vec<Outgoing> {
        self.host.stored(&mut self.held, version)
    }

    /// A write failed; when it was of a next game, the phone opens the table's game again
    /// and the requests that waited are read on it.
    pub fn not_stored(&mut self) -> Vec<Outgoing> {
        let mut out = self.host.not_stored(&mut self.held);
        if self.held.id != self.host.id() {
            self.held = self.host.sent().clone();
            let version = self.host.version();
            out.extend(self.host.stored(&mut self.held, version));
        }
        out
    }

    /// The store's copy `game` read back after a failed write: the phone holds it (as the app
    /// makes the open game the store's copy first), then the table follows.
    pub fn restore(&mut self, game: Game) -> Vec<Outgoing> {
        self.held.game = game;
        self.host.restore(&mut self.held)
    }

    /// The host's phone moves to its next game and holds it from now on.
    pub fn next_game(&mut self, id: &str, name: &str, game: Game) {
        let next = Held {
            id: id.to_string(),
            name: name.to_string(),
            game,
        };
        self.host.next_game(&self.held, &next);
        self.held = next;
    }

    pub fn reseat(&mut self, peer: PeerId, seat: Seat) -> Result<Vec<Outgoing>, Reason> {
        self.host.reseat(&self.held, peer, seat)
    }

    pub fn unlock(&mut self, peer: PeerId) -> Result<Vec<Outgoing>, Reason> {
        self.host.unlock(&self.held, peer)
    }
}

pub fn host() -> Table {
    let game = Game::new(Setup {
        options: GameOptions::ScorePad(scorepad::Options::default()),
        players: vec![
            Player::new("Lan", PlayerColour::Green),
            Player::new("Ana", PlayerColour::Pink),
        ],
        created: at(0),
    })
    .unwrap();
    let held = Held {
        id: "g-1".into(),
        name: "Friday".into(),
        game,
    };
    let host = Host::new(&held, HOST, "Lan", Seat::Player(0));
    Table { host, held }
}
