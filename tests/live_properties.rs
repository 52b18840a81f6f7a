//! Properties of the live table: the message decoder takes any bytes without panicking,
//! every message round-trips, and a host with two followers fed random proposals (several in
//! flight at once), undos and redos from every phone, with phones dropping, coming back on a
//! new connection and losing messages, and the host's writes landing late or failing, always
//! ends with every follower holding the host's game, log and cursor, and no phone ever holds a
//! move the host's store never had.

mod share_support;

use std::collections::VecDeque;

use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;
use share_support::{at, carcassonne_action, jamaica_action, setup, Rng};
use tablemate::commit::Held;
use tablemate::live::follower::{Event, Follower};
use tablemate::live::host::Host;
use tablemate::live::message::{
    decode, encode, ByeReason, Catchup, Hello, Member, Message, Overtaking, PeerId, PhoneKey,
    Reason, Seat, Welcome, WholeGame,
};
use tablemate::rules::{jamaica, scorepad};
use tablemate::session::{Action, Game, GameKind, LogEntry, Sender};

// ---- the decoder ---------------------------------------------------------------------------

proptest! {
    #[test]
    fn random_bytes_never_panic_the_decoder(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let _ = decode(&bytes);
        // Behind a valid format byte and every tag, so the fields are reached.
        for tag in 0..24u8 {
            let mut framed = vec![1, tag];
            framed.extend_from_slice(&bytes);
            let _ = decode(&framed);
        }
    }
}

// ---- round trips ---------------------------------------------------------------------------

fn time() -> impl Strategy<Value = DateTime<Utc>> {
    (0i64..4_000_000_000, 0u32..1_000_000_000)
        .prop_map(|(s, n)| Utc.timestamp_opt(s, n).single().unwrap())
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (0usize..8, -1000i64..1000).prop_map(|(player, points)| Action::ScorePad(
            scorepad::Action::Score { player, points }
        )),
        Just(Action::ScorePad(scorepad::Action::NextRound)),
        (1u8..7, 1u8..7)
            .prop_map(|(day, night)| Action::Jamaica(jamaica::Action::Dice { day, night })),
        Just(Action::Jamaica(jamaica::Action::Pay)),
    ]
}

fn entry() -> impl Strategy<Value = LogEntry> {
    (time(), action(), sender()).prop_map(|(at, action, by)| LogEntry { at, action, by })
}

fn sender() -> impl Strategy<Value = Option<Sender>> {
    prop_oneof![
        Just(None),
        (0u8..8).prop_map(|i| Some(Sender::Player(i))),
        Just(Some(Sender::Table)),
        Just(Some(Sender::Host)),
    ]
}

fn name() -> impl Strategy<Value = String> {
    "[A-Za-zàáảãạăđêôơưỹ美玲][A-Za-z0-9 àđ美]{0,30}"
}

fn seat() -> impl Strategy<Value = Seat> {
    prop_oneof![
        any::<u8>().prop_map(Seat::Player),
        Just(Seat::Table),
        Just(Seat::Watching)
    ]
}

fn roster() -> impl Strategy<Value = Vec<Member>> {
    prop::collection::vec(
        (any::<u32>(), name(), seat(), any::<bool>(), any::<bool>()).prop_map(
            |(peer, name, seat, host, locked)| Member {
                peer: PeerId(peer),
                name,
                seat,
                host,
                locked: locked && !host,
            },
        ),
        0..6,
    )
}

fn reason() -> impl Strategy<Value = Reason> {
    prop_oneof![
        Just(Reason::GameOver),
        Just(Reason::WrongGame),
        "[a-z-]{1,30}".prop_map(|rule_id| Reason::Rules { rule_id }),
        Just(Reason::NothingToUndo),
        Just(Reason::NothingToRedo),
        (any::<u32>(), any::<u32>()).prop_map(|(version, index)| Reason::Overtaken {
            version,
            by: Overtaking::Move { index }
        }),
        (any::<u32>(), any::<bool>(), sender()).prop_map(|(version, undone, by)| {
            Reason::Overtaken {
                version,
                by: match by {
                    Some(by) => Overtaking::Step { undone, by },
                    None => Overtaking::Table,
                },
            }
        }),
        any::<u32>().prop_map(|retry_ms| Reason::Busy { retry_ms }),
        Just(Reason::NotStored),
        Just(Reason::SeatLocked),
        any::<u8>().prop_map(|seat| Reason::SeatTaken { seat }),
        any::<u8>().prop_map(|seat| Reason::NoSuchSeat { seat }),
        Just(Reason::NotJoined),
        proptest::option::of(any::<u8>()).prop_map(|player| Reason::NotYours { player }),
        Just(Reason::Watching),
        Just(Reason::TooFast),
    ]
}

fn whole() -> impl Strategy<Value = WholeGame> {
    (0u64..1000, 0usize..40, prop::bool::ANY).prop_map(|(seed, actions, jamaica)| {
        let kind = if jamaica {
            GameKind::Jamaica
        } else {
            GameKind::Carcassonne
        };
        WholeGame {
            id: format!("g-{seed}"),
            name: format!("Game {seed}"),
            game: share_support::game_of(kind, actions, seed),
        }
    })
}

fn message() -> impl Strategy<Value = Message> {
    let entries = || prop::collection::vec(entry(), 0..8);
    prop_oneof![
        (
            any::<u16>(),
            prop::option::of("[a-z0-9-]{0,64}"),
            any::<u32>(),
            any::<u32>(),
            seat(),
            name()
        )
            .prop_map(|(protocol, game, have, fingerprint, seat, name)| {
                Message::Hello(Hello {
                    protocol,
                    game,
                    have,
                    fingerprint,
                    seat,
                    name,
                })
            }),
        (
            (any::<u32>(), any::<u32>()),
            roster(),
            any::<u32>(),
            entries(),
            any::<u32>()
        )
            .prop_map(
                |((you, version), roster, first, entries, cursor)| Message::Welcome(Welcome {
                    you: PeerId(you),
                    roster,
                    version,
                    catchup: Catchup::Missing {
                        first,
                        entries,
                        cursor
                    },
                })
            ),
        (any::<u32>(), roster(), whole(), any::<u32>()).prop_map(
            |(you, roster, whole, version)| Message::Welcome(Welcome {
                you: PeerId(you),
                roster,
                version,
                catchup: Catchup::Whole(Box::new(whole)),
            })
        ),
        (any::<u32>(), any::<u32>(), action()).prop_map(|(request, seen, action)| {
            Message::Propose {
                request,
                seen,
                action,
            }
        }),
        (any::<u32>(), reason()).prop_map(|(request, reason)| Message::Refused { request, reason }),
        (any::<u32>(), entries(), any::<u32>(), any::<u32>()).prop_map(
            |(first, entries, cursor, version)| Message::Entries {
                first,
                entries,
                cursor,
                version,
            }
        ),
        (any::<u32>(), any::<u32>()).prop_map(|(request, seen)| Message::Undo { request, seen }),
        (any::<u32>(), any::<u32>()).prop_map(|(request, seen)| Message::Redo { request, seen }),
        (any::<u32>(), any::<u32>())
            .prop_map(|(cursor, version)| Message::Cursor { cursor, version }),
        any::<[u8; 16]>().prop_map(|key| Message::Phone(PhoneKey(key))),
        (any::<u32>(), whole()).prop_map(|(version, whole)| Message::NextGame {
            version,
            whole: Box::new(whole)
        }),
        roster().prop_map(Message::Roster),
        prop_oneof![
            Just(ByeReason::Leaving),
            any::<u16>().prop_map(|speaks| ByeReason::Protocol { speaks }),
            Just(ByeReason::GameTooLarge),
            Just(ByeReason::TableFull),
            Just(ByeReason::GameClosed),
            Just(ByeReason::Replaced),
        ]
        .prop_map(Message::Bye),
        Just(Message::Reset),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn every_message_round_trips(message in message()) {
        let bytes = encode(&message);
        prop_assert_eq!(decode(&bytes), Ok(message));
    }
}

// ---- a table of three phones ---------------------------------------------------------------

const HOST: PeerId = PeerId(0);

/// One guest phone and its two queues.
struct Guest {
    /// Its connection now: a phone that comes back comes on a new one.
    peer: PeerId,
    key: PhoneKey,
    follower: Follower,
    /// Host to this phone, in order.
    inbox: VecDeque<Message>,
    /// This phone to the host, in order.
    outbox: VecDeque<Message>,
    connected: bool,
    /// No message to it was lost since its last welcome: it must be the host's game without
    /// asking again.
    clean: bool,
}

struct Table {
    host: Host,
    /// The game the host's phone holds: the table's game, which the table itself does not keep.
    held: Held,
    guests: Vec<Guest>,
    rng: Rng,
    clock: i64,
    next_peer: u32,
    /// The host's writes not landed yet: the version each one stores, and the game it stores.
    writes: VecDeque<(u32, Game)>,
    /// Every game the host's store has held: a phone's replica is always the start of one.
    stored: Vec<Game>,
}

impl Table {
    fn new(kind: GameKind, seed: u64) -> Table {
        let game = Game::new(setup(kind)).unwrap();
        let held = Held {
            id: "g-1".into(),
            name: "Live".into(),
            game: game.clone(),
        };
        let host = Host::new(&held, HOST, "Host", Seat::Player(0));
        let guests = (1..=2)
            .map(|i| {
                let key = PhoneKey([i as u8; 16]);
                Guest {
                    peer: PeerId(i),
                    key,
                    follower: Follower::new(key, &format!("Guest {i}"), Seat::Player(i as u8)),
                    inbox: VecDeque::new(),
                    outbox: VecDeque::new(),
                    connected: false,
                    clean: true,
                }
            })
            .collect();
        Table {
            host,
            held,
            guests,
            rng: Rng::new(seed),
            clock: 0,
            next_peer: 3,
            writes: VecDeque::new(),
            stored: vec![game],
        }
    }

    fn now(&mut self) -> DateTime<Utc> {
        self.clock += 1 + self.rng.below(30) as i64;
        at(self.clock)
    }

    /// A plausible action for `game` (legal or not), or a surely illegal one.
    fn action(&mut self, game: &Game, illegal: bool) -> Action {
        if illegal {
            return Action::ScorePad(scorepad::Action::NextRound);
        }
        match game.kind() {
            GameKind::Jamaica => Action::Jamaica(jamaica_action(game, &mut self.rng)),
            _ => Action::Carcassonne(carcassonne_action(game, &mut self.rng)),
        }
    }

    /// Sends what the host said, and issues the write of a change it made, as the app does.
    fn send_from_host(&mut self, out: Vec<tablemate::live::host::Outgoing>) {
        for o in out {
            for g in self.guests.iter_mut().filter(|g| g.connected) {
                if o.reaches(g.peer) {
                    g.inbox.push_back(o.message.clone());
                }
            }
        }
        let version = self.host.version();
        let written = self.writes.back().map_or(0, |(v, _)| *v);
        if self.host.storing() && version > written {
            self.writes.push_back((version, self.held.game.clone()));
        }
    }

    /// The oldest write lands.
    fn land(&mut self) {
        if let Some((version, game)) = self.writes.pop_front() {
            self.stored.push(game);
            let out = self.host.stored(&mut self.held, version);
            if !self.host.storing() {
                // What the table sent its phones is what the store holds now.
                assert_eq!(Some(&self.host.sent().game), self.stored.last());
            }
            self.send_from_host(out);
        }
    }

    /// The writes under way fail (a full storage): the host takes its game back.
    fn fail(&mut self) -> Result<(), TestCaseError> {
        if self.writes.is_empty() {
            return Ok(());
        }
        self.writes.clear();
        let out = self.host.not_stored(&mut self.held);
        prop_assert_eq!(&self.held.game, self.stored.last().unwrap());
        prop_assert_eq!(&self.host.sent().game, self.stored.last().unwrap());
        self.send_from_host(out);
        Ok(())
    }

    /// Phone `i` says hello on a new connection (its first, or one after it dropped or found
    /// itself lost), as a phone does when its channel opens.
    fn join(&mut self, i: usize) {
        let now = self.now();
        let fresh = PeerId(self.next_peer);
        self.next_peer += 1;
        let g = &mut self.guests[i];
        if g.connected {
            g.peer = fresh;
        }
        g.connected = true;
        g.inbox.clear();
        g.outbox.clear();
        // A new connection: the same phone (its key), a new follower holding what it held.
        g.follower = match g.follower.game().cloned() {
            Some(whole) => Follower::rejoining(g.key, whole, "Guest", g.follower.seat()),
            None => Follower::new(g.key, "Guest", g.follower.seat()),
        };
        let hello = g.follower.hello(now);
        g.outbox.extend(hello);
    }

    /// The phone's connection ends; sometimes it comes back at once on a new one before the
    /// host has noticed (a reload).
    fn drop_guest(&mut self, i: usize, noticed: bool) {
        let peer = self.guests[i].peer;
        let g = &mut self.guests[i];
        g.connected = false;
        g.inbox.clear();
        g.outbox.clear();
        g.peer = PeerId(self.next_peer);
        self.next_peer += 1;
        if noticed {
            let out = self.host.leave(peer);
            self.send_from_host(out);
        }
    }

    fn deliver_to_guest(&mut self, i: usize) -> Result<(), TestCaseError> {
        let now = self.now();
        let g = &mut self.guests[i];
        let Some(message) = g.inbox.pop_front() else {
            return Ok(());
        };
        let welcome = matches!(message, Message::Welcome(_));
        let reaction = g.follower.receive(message, now);
        if welcome {
            g.clean = true;
        }
        for e in &reaction.events {
            if let Event::Diverged(d) = e {
                prop_assert!(!g.clean, "a phone that lost nothing diverged: {d:?}");
            }
        }
        g.outbox.extend(reaction.reply);
        self.check_stored(i)
    }

    /// Phone `i` holds nothing the host's store never had.
    fn check_stored(&self, i: usize) -> Result<(), TestCaseError> {
        let Some(replica) = self.guests[i].follower.game() else {
            return Ok(());
        };
        let applied = replica.game.applied();
        prop_assert!(
            self.stored
                .iter()
                .rev()
                .any(|s| s.log().starts_with(applied)),
            "a phone holds a move the host never stored"
        );
        Ok(())
    }

    fn deliver_to_host(&mut self, i: usize) {
        let peer = self.guests[i].peer;
        if let Some(message) = self.guests[i].outbox.pop_front() {
            let now = self.now();
            let out = self.host.receive(&mut self.held, peer, message, now);
            self.send_from_host(out);
        }
    }

    fn step(&mut self, op: u8) -> Result<(), TestCaseError> {
        let i = usize::from(op % 2);
        match op / 2 % 16 {
            0 | 1 => {
                let illegal = self.rng.below(5) == 0;
                let game = self.held.game.clone();
                let action = self.action(&game, illegal);
                let now = self.now();
                if let Ok(out) = self.host.act(&mut self.held, action, now) {
                    self.send_from_host(out);
                }
            }
            // A guest's tap; sometimes two at once, both made on the game it shows.
            2 | 3 if self.guests[i].connected => {
                let Some(game) = self.guests[i].follower.game().map(|w| w.game.clone()) else {
                    return Ok(());
                };
                for _ in 0..1 + self.rng.below(2) {
                    let illegal = self.rng.below(5) == 0;
                    let action = self.action(&game, illegal);
                    let g = &mut self.guests[i];
                    let m = g.follower.propose(action);
                    g.outbox.push_back(m);
                }
            }
            4 if self.guests[i].connected => {
                let g = &mut self.guests[i];
                let m = if op % 3 == 0 {
                    g.follower.redo()
                } else {
                    g.follower.undo()
                };
                g.outbox.push_back(m);
            }
            5 => {
                let out = if op % 3 == 0 {
                    self.host.redo(&mut self.held)
                } else {
                    self.host.undo(&mut self.held)
                };
                self.send_from_host(out);
            }
            6 | 7 => self.deliver_to_guest(i)?,
            8 => self.deliver_to_host(i),
            9 if self.guests[i].connected => self.drop_guest(i, op % 3 != 0),
            9 | 10 if !self.guests[i].connected => self.join(i),
            // A message lost on the way: the phone finds the gap, or is asked again later.
            11 if self.guests[i].inbox.pop_front().is_some() => self.guests[i].clean = false,
            12 | 13 => self.land(),
            14 if self.rng.below(4) == 0 => self.fail()?,
            // Time passes: a hello overdue is said again.
            15 => {
                let now = self.now();
                let g = &mut self.guests[i];
                if g.connected {
                    g.outbox.extend(g.follower.tick(now));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Delivers everything, every write landing, until no phone has anything to send.
    fn settle(&mut self) -> Result<(), TestCaseError> {
        for _ in 0..10_000 {
            let busy = !self.writes.is_empty()
                || self
                    .guests
                    .iter()
                    .any(|g| !g.inbox.is_empty() || !g.outbox.is_empty());
            if !busy {
                return Ok(());
            }
            self.land();
            for i in 0..self.guests.len() {
                self.deliver_to_host(i);
                self.deliver_to_guest(i)?;
            }
        }
        Err(TestCaseError::fail("the phones never settled"))
    }

    fn check_same(&self, g: &Guest) -> Result<(), TestCaseError> {
        let replica = g.follower.game().expect("a welcomed phone holds the game");
        let host = &self.held.game;
        prop_assert_eq!(replica.game.log(), host.log());
        prop_assert_eq!(replica.game.cursor(), host.cursor());
        prop_assert_eq!(replica.game.state(), host.state());
        prop_assert_eq!(&replica.game, host);
        prop_assert_eq!(g.follower.version(), self.host.version());
        Ok(())
    }
}

fn play(kind: GameKind, seed: u64, ops: Vec<u8>) -> Result<(), TestCaseError> {
    let mut t = Table::new(kind, seed);
    t.join(0);
    t.join(1);
    for op in ops {
        t.step(op)?;
    }
    t.settle()?;
    // Connected phones that lost nothing hold the host's game without asking.
    for g in &t.guests {
        if g.connected && g.clean && g.follower.game().is_some() && !g.follower.catching_up() {
            t.check_same(g)?;
        }
    }
    // The others say hello again, as a phone does when its channel opens again.
    for i in 0..t.guests.len() {
        let g = &t.guests[i];
        if !g.connected || !g.clean || g.follower.game().is_none() || g.follower.catching_up() {
            t.join(i);
        }
    }
    t.settle()?;
    for g in &t.guests {
        t.check_same(g)?;
    }
    // Every phone is at the table once, on its latest connection: no ghost.
    let peers: Vec<PeerId> = t.host.roster().iter().map(|m| m.peer).collect();
    prop_assert_eq!(peers.len(), 3, "{:?}", t.host.roster());
    for g in &t.guests {
        prop_assert!(peers.contains(&g.peer));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn followers_end_with_the_hosts_game(
        jamaica in any::<bool>(),
        seed in any::<u64>(),
        ops in prop::collection::vec(any::<u8>(), 0..400),
    ) {
        let kind = if jamaica { GameKind::Jamaica } else { GameKind::Carcassonne };
        play(kind, seed, ops)?;
    }
}
