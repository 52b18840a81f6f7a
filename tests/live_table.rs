//! A two-player Jamaica game (with the Ghost Ship, which two players need) at a live table: the host's phone and two guests, every message
//! through its bytes. A guest's action is refused and worded from its own replica, a guest
//! undoes, a guest drops and comes back to receive only what it missed, and when the host
//! leaves a guest carries on alone with the whole game.

mod share_support;
#[path = "jamaica_support/mod.rs"]
mod support;

use share_support::{jamaica_action, Rng};
use support::{at, game};
use tablemate::commit::Held;
use tablemate::live::follower::{Event, Explained, Follower};
use tablemate::live::host::{Host, Outgoing};
use tablemate::live::message::{
    decode, encode, ByeReason, Catchup, Message, PeerId, PhoneKey, Reason, Seat,
};
use tablemate::rules::jamaica::{self, Action as J};
use tablemate::session::{Action, Refusal, RulesRefusal};

const HOST: PeerId = PeerId(0);
const ANA: PeerId = PeerId(1);
const TABLE: PeerId = PeerId(2);

/// Every message goes through its bytes, as over the data channel.
fn wire(message: &Message) -> Message {
    decode(&encode(message)).expect("what we encode, we decode")
}

struct Phone {
    peer: PeerId,
    follower: Follower,
    connected: bool,
}

/// The host and its guests, messages delivered at once and in order.
struct Table {
    host: Host,
    /// The game the host's phone holds, which its table plays.
    held: Held,
    phones: Vec<Phone>,
    clock: i64,
    /// Every event each phone saw, in order.
    events: Vec<(PeerId, Event)>,
}

impl Table {
    fn deliver(&mut self, out: Vec<Outgoing>) {
        let mut replies = Vec::new();
        for o in out {
            for p in self
                .phones
                .iter_mut()
                .filter(|p| p.connected && o.reaches(p.peer))
            {
                let reaction = p.follower.receive(wire(&o.message), at(self.clock));
                self.events
                    .extend(reaction.events.into_iter().map(|e| (p.peer, e)));
                replies.extend(reaction.reply.into_iter().map(|r| (p.peer, r)));
            }
        }
        for (peer, reply) in replies {
            self.from(peer, reply);
        }
    }

    fn from(&mut self, peer: PeerId, message: Message) {
        self.clock += 7;
        let out = self
            .host
            .receive(&mut self.held, peer, wire(&message), at(self.clock));
        self.deliver(out);
        self.store();
    }

    /// The host's changes are stored, as the app's writes land: their messages go.
    fn store(&mut self) {
        while self.host.storing() {
            let version = self.host.version();
            let out = self.host.stored(&mut self.held, version);
            self.deliver(out);
        }
    }

    /// The host's own tap, stored.
    fn host_act(&mut self, action: J, when: i64) {
        let out = self
            .host
            .act(&mut self.held, Action::Jamaica(action), at(when))
            .unwrap();
        self.deliver(out);
        self.store();
    }

    fn phone(&mut self, peer: PeerId) -> &mut Phone {
        self.phones.iter_mut().find(|p| p.peer == peer).unwrap()
    }

    fn join(&mut self, peer: PeerId) {
        let now = at(self.clock);
        let phone = self.phone(peer);
        phone.connected = true;
        let hello = phone.follower.hello(now);
        for message in hello {
            self.from(peer, message);
        }
    }

    fn propose(&mut self, peer: PeerId, action: J) {
        let m = self.phone(peer).follower.propose(Action::Jamaica(action));
        self.from(peer, m);
    }

    /// `action` from `peer` when its seat may make it (as its phone knows before asking),
    /// else from the table's phone, else from the host's: every phone acts for its own seat.
    fn play(&mut self, peer: PeerId, action: J) {
        let action_of = Action::Jamaica(action.clone());
        for p in [peer, TABLE] {
            let phone = self.phone(p);
            if phone.connected && phone.follower.may_act(&action_of).is_ok() {
                return self.propose(p, action);
            }
        }
        self.clock += 7;
        self.host_act(action, self.clock);
    }

    /// A legal action for the current state, found by asking the rules.
    fn legal(&self, rng: &mut Rng) -> J {
        loop {
            let action = jamaica_action(&self.held.game, rng);
            if self
                .held
                .game
                .check(&Action::Jamaica(action.clone()))
                .is_ok()
            {
                return action;
            }
        }
    }

    fn all_same(&self) {
        for p in self.phones.iter().filter(|p| p.connected) {
            let replica = p.follower.game().expect("a joined phone holds the game");
            assert_eq!(replica.game, self.held.game, "{:?}", p.peer);
            assert_eq!(replica.game.log(), self.held.game.log());
        }
    }

    fn take_events(&mut self) -> Vec<(PeerId, Event)> {
        std::mem::take(&mut self.events)
    }
}

#[test]
fn a_jamaica_game_at_a_live_table() {
    let mut rng = Rng::new(18);
    let held = Held {
        id: "g-18".into(),
        name: "Jamaica night".into(),
        game: game(2, true, false),
    };
    let mut t = Table {
        host: Host::new(&held, HOST, "Lan", Seat::Player(0)),
        held,
        phones: vec![
            Phone {
                peer: ANA,
                follower: Follower::new(PhoneKey([1; 16]), "Ana", Seat::Player(1)),
                connected: false,
            },
            Phone {
                peer: TABLE,
                follower: Follower::new(PhoneKey([2; 16]), "Table", Seat::Table),
                connected: false,
            },
        ],
        clock: 0,
        events: Vec::new(),
    };

    // Both guests join: each gets the whole game, and the roster has three phones.
    t.join(ANA);
    t.join(TABLE);
    t.all_same();
    assert_eq!(t.host.roster().len(), 3);
    assert_eq!(t.phone(ANA).follower.roster().len(), 3);
    assert_eq!(t.phone(ANA).follower.seat(), Seat::Player(1));

    // Ana's phone asks to roll the action dice, which are the Captain's (Lan's): her phone
    // knows it is not hers, and the host refuses it to her alone.
    let dice = Action::Jamaica(J::Dice { day: 5, night: 2 });
    assert_eq!(
        t.phone(ANA).follower.may_act(&dice),
        Err(Reason::NotYours { player: Some(0) })
    );
    t.take_events();
    t.propose(ANA, J::Dice { day: 5, night: 2 });
    assert!(t.held.game.log().is_empty());
    assert!(matches!(
        &t.take_events()[..],
        [(
            ANA,
            Event::Refused {
                why: Explained::Reason(Reason::NotYours { player: Some(0) }),
                ..
            }
        )]
    ));
    // The table's phone rolls them for the table; everyone gets the entry.
    t.propose(TABLE, J::Dice { day: 5, night: 2 });
    assert_eq!(t.held.game.log().len(), 1);
    t.all_same();

    // The table phone asks for the dice again: refused to it alone, worded from its replica
    // with the rules' whole typed refusal.
    t.take_events();
    t.propose(TABLE, J::Dice { day: 7, night: 2 });
    let events = t.take_events();
    assert_eq!(events.len(), 1);
    let (peer, Event::Refused { why, .. }) = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(*peer, TABLE);
    let expected = t
        .held
        .game
        .check(&Action::Jamaica(J::Dice { day: 7, night: 2 }));
    assert_eq!(Err(why.clone()), expected.map_err(Explained::Refusal));
    assert!(matches!(
        why,
        Explained::Refusal(Refusal::Rules(RulesRefusal::Jamaica(
            jamaica::Refusal::NotNow(_)
        )))
    ));

    // A few moves, from the host and both guests, then the table's phone undoes the last one.
    for i in 0..6 {
        let action = t.legal(&mut rng);
        match i % 3 {
            0 => t.host_act(action, 100 + i),
            1 => t.play(ANA, action),
            _ => t.propose(TABLE, action),
        }
    }
    assert_eq!(t.held.game.log().len(), 7);
    let undo = t.phone(TABLE).follower.undo();
    t.from(TABLE, undo);
    assert_eq!(t.held.game.cursor(), 6);
    t.all_same();

    // The table phone drops; the game goes on without it.
    t.phone(TABLE).connected = false;
    let out = t.host.leave(TABLE);
    t.deliver(out);
    assert_eq!(t.phone(ANA).follower.roster().len(), 2);
    for _ in 0..3 {
        let action = t.legal(&mut rng);
        t.play(ANA, action);
    }
    let missed = t.held.game.log().len() - 6;

    // It comes back holding its replica of seven entries, the seventh one undone.
    let held = t.phone(TABLE).follower.game().unwrap().game.log().len();
    assert_eq!(held, 7);
    t.phone(TABLE).connected = true;
    let hello = t.phone(TABLE).follower.hello(at(500));
    let out = t
        .host
        .receive(&mut t.held, TABLE, wire(hello.last().unwrap()), at(500));
    let Message::Welcome(w) = &out[0].message else {
        panic!("{out:?}")
    };
    // Here that undone entry was overwritten by Ana's moves: the two logs part at the seventh
    // entry, so the fingerprint differs and the whole game comes.
    assert!(matches!(w.catchup, Catchup::Whole(_)));
    t.deliver(out);
    t.all_same();
    assert_eq!(missed, 3);

    // It drops again while two moves are made: this time its log is the start of the host's,
    // and only those two entries come.
    t.phone(TABLE).connected = false;
    let out = t.host.leave(TABLE);
    t.deliver(out);
    for _ in 0..2 {
        let action = t.legal(&mut rng);
        t.play(ANA, action);
    }
    t.phone(TABLE).connected = true;
    let hello = t.phone(TABLE).follower.hello(at(600));
    let out = t
        .host
        .receive(&mut t.held, TABLE, wire(hello.last().unwrap()), at(600));
    let Message::Welcome(w) = &out[0].message else {
        panic!("{out:?}")
    };
    let Catchup::Missing { first, entries, .. } = &w.catchup else {
        panic!("{:?}", w.catchup)
    };
    assert_eq!((*first as usize, entries.len()), (9, 2));
    t.deliver(out);
    t.all_same();

    // The host leaves: Ana keeps the whole game and plays on alone.
    t.take_events();
    let host_game = t.held.clone();
    let bye = t.host.clone().close();
    t.deliver(bye);
    assert!(t
        .take_events()
        .iter()
        .all(|(_, e)| *e == Event::HostLeft(ByeReason::Leaving)));
    let ana = t.phones.remove(0).follower.into_game().unwrap();
    assert_eq!(ana.game, host_game.game);
    assert_eq!(
        (ana.id.as_str(), ana.name.as_str()),
        ("g-18", "Jamaica night")
    );
    let mut alone = ana.game;
    let next = {
        let mut probe = Rng::new(7);
        loop {
            let a = Action::Jamaica(jamaica_action(&alone, &mut probe));
            if alone.check(&a).is_ok() {
                break a;
            }
        }
    };
    alone.apply(next, at(900)).unwrap();
    assert_eq!(alone.log().len(), host_game.game.log().len() + 1);
}

/// The page's connection code (web/live.js) refuses a frame larger than any message before it
/// becomes anything but a length: its limit is the decoder's and the one the offer announces.
#[test]
fn the_page_refuses_frames_past_the_decoders_limit() {
    let script = std::fs::read_to_string("web/live.js").expect("web/live.js is the page's");
    let limit: usize = script
        .lines()
        .find_map(|l| l.strip_prefix("export const MAX_MESSAGE_BYTES = "))
        .and_then(|rest| rest.trim_end_matches(';').trim().parse().ok())
        .expect("live.js names its limit");
    assert_eq!(limit, tablemate::live::message::MAX_MESSAGE_BYTES);
    assert_eq!(
        limit,
        tablemate::live::offer::sdp::MAX_MESSAGE_SIZE as usize
    );
    assert!(script.contains("byteLength > MAX_MESSAGE_BYTES"));
}
