//! Both sides of a live table, driven by the fuzzer: `scripts/fuzz.sh table`.
//!
//! The input is a script. A host holds a score pad; two honest guests follow it through their
//! `Follower`; a third phone sends whatever the fuzzer makes of the bytes, decoded as any
//! message from a peer is (`message::decode`) and read by `Host::receive`. Between the
//! script's steps, messages are delivered, lost or reordered within a phone's queue never
//! (the data channel is ordered), the host's writes land or fail, phones drop and come back on
//! new connections, and time passes.
//!
//! Checked after every step: nothing panics; the host's log grows by at most one entry per
//! message it reads, each new entry logged as sent by the phone it came from, for an action that
//! phone's seat may make; no honest guest ever holds a move the host's store never had. At the
//! end, with everything delivered and every write landed, each honest guest that says hello
//! again holds the host's game, log, cursor and version.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use std::collections::VecDeque;

use chrono::{DateTime, TimeZone, Utc};
use tablemate::commit::Held;
use tablemate::live::follower::{seat_allows, Follower};
use tablemate::live::host::{Host, Outgoing};
use tablemate::live::message::{self, Message, PeerId, PhoneKey, Seat};
use tablemate::rules::{scorepad, Player, PlayerColour};
use tablemate::session::{Action, Game, GameOptions, Sender, Setup};

const HOST: PeerId = PeerId(0);
const STRANGER: PeerId = PeerId(9);

struct Script<'a> {
    bytes: &'a [u8],
}

impl Script<'_> {
    fn byte(&mut self) -> Option<u8> {
        let (first, rest) = self.bytes.split_first()?;
        self.bytes = rest;
        Some(*first)
    }

    fn take(&mut self, n: usize) -> &[u8] {
        let n = n.min(self.bytes.len());
        let (head, tail) = self.bytes.split_at(n);
        self.bytes = tail;
        head
    }
}

struct Guest {
    peer: PeerId,
    key: PhoneKey,
    follower: Follower,
    to_guest: VecDeque<Message>,
    to_host: VecDeque<Message>,
}

struct Table {
    host: Host,
    /// The game the host's phone holds, which its table plays.
    held: Held,
    guests: Vec<Guest>,
    clock: i64,
    next_peer: u32,
    writes: VecDeque<(u32, Game)>,
    stored: Vec<Game>,
    /// The host's log as last checked.
    checked: Vec<tablemate::session::LogEntry>,
}

fn at(second: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

fn action(b: u8, c: u8) -> Action {
    Action::ScorePad(match b % 4 {
        0 | 1 => scorepad::Action::Score {
            player: usize::from(c % 4),
            points: i64::from(c as i8),
        },
        2 => scorepad::Action::NextRound,
        _ => scorepad::Action::Finish,
    })
}

impl Table {
    fn new() -> Table {
        let setup = Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: vec![
                Player::new("Lan", PlayerColour::Green),
                Player::new("Ana", PlayerColour::Pink),
                Player::new("Bo", PlayerColour::Blue),
            ],
            created: at(0),
        };
        let game = Game::new(setup).unwrap();
        let held = Held {
            id: "g-1".into(),
            name: "Fuzz".into(),
            game: game.clone(),
        };
        let host = Host::new(&held, HOST, "Lan", Seat::Player(0));
        let guests = (1..=2u8)
            .map(|i| Guest {
                peer: PeerId(u32::from(i)),
                key: PhoneKey([i; 16]),
                follower: Follower::new(PhoneKey([i; 16]), "Guest", Seat::Player(i)),
                to_guest: VecDeque::new(),
                to_host: VecDeque::new(),
            })
            .collect();
        Table {
            host,
            held,
            guests,
            clock: 0,
            next_peer: 10,
            writes: VecDeque::new(),
            stored: vec![game],
            checked: Vec::new(),
        }
    }

    /// Every entry the host's log gained since the last look names the phone that sent it, and
    /// a player's phone sent only a move that player's seat may make.
    fn check_log(&mut self) {
        let game = &self.held.game;
        let log = game.log();
        let same = self.checked.iter().zip(log).take_while(|(a, b)| a == b).count();
        for (k, entry) in log.iter().enumerate().skip(same) {
            match entry.by {
                Some(Sender::Player(i)) => assert!(
                    seat_allows(Seat::Player(i), &game.entry_owners(k)).is_ok(),
                    "player {i}'s phone made a move of {:?}",
                    game.entry_owners(k)
                ),
                Some(Sender::Table | Sender::Host) => {}
                None => panic!("an entry of a live table names no phone"),
            }
        }
        self.checked = log.to_vec();
    }

    fn now(&mut self, step: u8) -> DateTime<Utc> {
        self.clock += i64::from(step % 4);
        at(self.clock)
    }

    fn send(&mut self, out: Vec<Outgoing>) {
        for o in out {
            for g in &mut self.guests {
                if o.reaches(g.peer) {
                    g.to_guest.push_back(o.message.clone());
                }
            }
        }
        let version = self.host.version();
        if self.host.storing() && self.writes.back().is_none_or(|(v, _)| *v < version) {
            self.writes.push_back((version, self.held.game.clone()));
        }
    }

    /// The host reads `message` from `peer`: its log grows by one entry at most, logged as
    /// that phone's, for an action its seat may make.
    fn host_reads(&mut self, peer: PeerId, message: Message, when: DateTime<Utc>) {
        let before = self.held.game.log().to_vec();
        let seat = self
            .host
            .roster()
            .iter()
            .find(|m| m.peer == peer)
            .map(|m| m.seat);
        let out = self.host.receive(&mut self.held, peer, message, when);
        let log = self.held.game.log();
        let grown = log.len().saturating_sub(before.len());
        assert!(grown <= 1, "one message added {grown} entries");
        if grown == 1 && log.starts_with(&before) {
            let entry = &log[before.len()];
            let seat = seat.expect("only a phone at the table changes the game");
            let sender = match seat {
                Seat::Player(i) => Sender::Player(i),
                Seat::Table => Sender::Table,
                Seat::Watching => panic!("a watching phone changed the game"),
            };
            assert_eq!(entry.by, Some(sender), "the entry names the phone it came from");
            let owners = self.held.game.owners(&entry.action);
            assert!(
                seat_allows(seat, &owners).is_ok(),
                "{seat:?} made a move of {owners:?}"
            );
        }
        self.send(out);
    }

    fn check_stored(&self) {
        for g in &self.guests {
            if let Some(replica) = g.follower.game() {
                let applied = replica.game.applied();
                assert!(
                    self.stored.iter().any(|s| s.log().starts_with(applied)),
                    "a guest holds a move the host never stored"
                );
            }
        }
    }

    fn step(&mut self, script: &mut Script) -> Option<()> {
        let op = script.byte()?;
        let i = usize::from(op & 1);
        let when = self.now(op);
        match op >> 1 {
            0..=9 => {
                let (b, c) = (script.byte()?, script.byte()?);
                if let Ok(out) = self.host.act(&mut self.held, action(b, c), when) {
                    self.send(out);
                }
            }
            10..=29 => {
                let (b, c) = (script.byte()?, script.byte()?);
                let g = &mut self.guests[i];
                for _ in 0..1 + (b >> 7) {
                    let m = g.follower.propose(action(b, c));
                    g.to_host.push_back(m);
                }
            }
            30..=34 => {
                let g = &mut self.guests[i];
                let m = if op & 2 == 0 {
                    g.follower.undo()
                } else {
                    g.follower.redo()
                };
                g.to_host.push_back(m);
            }
            35..=44 => {
                let out = if op & 2 == 0 {
                    self.host.undo(&mut self.held)
                } else {
                    self.host.redo(&mut self.held)
                };
                self.send(out);
            }
            45..=69 => {
                let g = &mut self.guests[i];
                if let Some(m) = g.to_guest.pop_front() {
                    let reply = g.follower.receive(m, when).reply;
                    g.to_host.extend(reply);
                }
                self.check_stored();
            }
            70..=89 => {
                if let Some(m) = self.guests[i].to_host.pop_front() {
                    let peer = self.guests[i].peer;
                    self.host_reads(peer, m, when);
                }
            }
            90..=99 => {
                if let Some((version, game)) = self.writes.pop_front() {
                    self.stored.push(game);
                    let out = self.host.stored(&mut self.held, version);
                    self.send(out);
                }
            }
            100..=102 if !self.writes.is_empty() => {
                self.writes.clear();
                let out = self.host.not_stored(&mut self.held);
                // The game is back to what the store holds, plus the requests that waited for
                // the write, read again on it (then being stored in turn).
                if !self.host.storing() {
                    assert_eq!(&self.held.game, self.stored.last().unwrap());
                    assert_eq!(&self.host.sent().game, self.stored.last().unwrap());
                }
                self.send(out);
            }
            103..=107 => {
                // A message lost on the way.
                let g = &mut self.guests[i];
                if op & 2 == 0 {
                    g.to_guest.pop_front();
                } else {
                    g.to_host.pop_front();
                }
            }
            108..=112 => {
                // The phone's connection goes; it comes back on a new one, the host told or not.
                let old = self.guests[i].peer;
                if op & 2 == 0 {
                    let out = self.host.leave(old);
                    self.send(out);
                }
                self.rejoin(i, when);
            }
            113..=116 => {
                let g = &mut self.guests[i];
                let again = g.follower.tick(when + chrono::Duration::seconds(60));
                g.to_host.extend(again);
            }
            _ => {
                // The stranger: any bytes, read as a peer's message is.
                let len = usize::from(script.byte()?);
                let bytes = script.take(len).to_vec();
                match message::decode(&bytes) {
                    Ok(m) => self.host_reads(STRANGER, m, when),
                    Err(_) => self.host.noise(STRANGER, when),
                }
            }
        }
        Some(())
    }

    fn rejoin(&mut self, i: usize, when: DateTime<Utc>) {
        let peer = PeerId(self.next_peer);
        self.next_peer += 1;
        let g = &mut self.guests[i];
        g.peer = peer;
        g.to_guest.clear();
        g.to_host.clear();
        let seat = g.follower.seat();
        g.follower = match g.follower.game().cloned() {
            Some(whole) => Follower::rejoining(g.key, whole, "Guest", seat),
            None => Follower::new(g.key, "Guest", seat),
        };
        let hello = g.follower.hello(when);
        g.to_host.extend(hello);
    }

    /// Delivers everything, every write landing, until no phone has anything to say.
    fn settle(&mut self) {
        for round in 0..10_000i64 {
            let busy = !self.writes.is_empty()
                || self
                    .guests
                    .iter()
                    .any(|g| !g.to_guest.is_empty() || !g.to_host.is_empty());
            if !busy {
                return;
            }
            // Far apart in time: the pace never stops an honest phone here.
            let when = at(self.clock + 1_000 + round * 20);
            if let Some((version, game)) = self.writes.pop_front() {
                self.stored.push(game);
                let out = self.host.stored(&mut self.held, version);
                self.send(out);
            }
            for i in 0..self.guests.len() {
                if let Some(m) = self.guests[i].to_host.pop_front() {
                    let peer = self.guests[i].peer;
                    self.host_reads(peer, m, when);
                }
                let g = &mut self.guests[i];
                if let Some(m) = g.to_guest.pop_front() {
                    let reply = g.follower.receive(m, when).reply;
                    g.to_host.extend(reply);
                }
                self.check_stored();
            }
        }
        panic!("the table never settled");
    }
}

pub fn check(data: &[u8]) {
    let mut table = Table::new();
    let now = at(0);
    for i in 0..table.guests.len() {
        table.rejoin(i, now);
    }
    let mut script = Script { bytes: data };
    for _ in 0..2_000 {
        if table.step(&mut script).is_none() {
            break;
        }
        table.check_log();
    }
    table.settle();
    // Every honest phone says hello again on a new connection, as it does when its channel
    // opens: it then holds the host's game.
    table.clock += 10_000;
    for i in 0..table.guests.len() {
        let when = at(table.clock + 100 * i as i64);
        table.rejoin(i, when);
    }
    table.settle();
    table.check_log();
    for g in &table.guests {
        let replica = g.follower.game().expect("a welcomed phone holds the game");
        assert_eq!(&replica.game, &table.held.game);
        assert_eq!(g.follower.version(), table.host.version());
    }
}

shared::target!(check);
