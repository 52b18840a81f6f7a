//! The authority of a live table: the host's phone holds the game and decides.
//!
//! The table holds no game of its own. The game it plays is the one its caller holds (the
//! app's open game, a [`Holder`]), handed to every method that reads or changes it, and every
//! change to it goes through that holder's commit path ([`crate::commit::commit`], the one
//! path by which any game changes): an action through [`Host::propose`] (the commit's call to
//! [`Game::apply_entry`] is the only code that decides what is legal), an undo or redo through
//! [`Host::step`], a write taken back as a [`Change::Follow`]. The table keeps only its
//! bookkeeping: the phones, their seats and pace, the versions, and what the phones were sent.
//! The host's own taps take the same path under the host's own [`PeerId`] ([`Host::act`],
//! [`Host::undo`], [`Host::redo`]), so a guest's tap and the host's can never be judged
//! differently.
//!
//! A seat means something. The host's own phone and a table phone (the shared phone in the
//! middle) act for anyone. A phone seated as a player acts for that player only: for an
//! action the rules say is that player's ([`Game::owners`]: the players the action names,
//! its actor, and the seat the guide expects to act), or one that is nobody's in particular;
//! it undoes and redoes only a move of that player's or nobody's ([`Game::entry_owners`]). A
//! watching phone follows and changes nothing. A phone chooses its seat unless the host gave
//! it one ([`Host::reseat`]): then only the host changes it ([`Reason::SeatLocked`]). The host
//! knows a phone by its [`PhoneKey`], not only its connection, so a phone that comes back (a
//! reload, a lost connection) gets its seat back and its old connection leaves the list.
//!
//! The game has a [`Version`] that grows with every change, undo included. Every request
//! names the version it was made on, and is refused ([`Reason::Overtaken`], naming the
//! change) when another phone changed the game since: nothing is ever applied to a game the
//! phone did not show. The phone's own earlier requests do not count, so a phone's quick taps
//! are a queue, as on the host's own phone: two taps in one instant are two moves.
//!
//! Nothing reaches another phone before the host's phone has stored it. A change waits
//! ([`Host::stored`]) until the app says its write landed; requests that come meanwhile wait
//! behind it, in order, so a welcome never holds a move that is not stored. A write that fails
//! ([`Host::not_stored`]) takes the game back to what every phone was sent, and each phone
//! whose request was taken back is told ([`Reason::NotStored`]): no phone ever holds a move the
//! host's store lacks.
//!
//! What a peer sends costs a bounded amount: at most [`MAX_ROSTER`] phones (the next is sent
//! away with [`ByeReason::TableFull`]), the pace of [`pace`] (every message counts, nothing
//! resets it, each excess is answered once a second at most, a hello that comes too often is
//! told when to come back), one log entry per accepted request (a request numbered as one
//! read before is a repeat, not read again), a bounded queue of waiting requests, and messages
//! no larger than [`MAX_MESSAGE_BYTES`] (checked before decoding). A phone that says goodbye
//! is not read again on that connection.
//!
//! Every entry the host accepts names the phone it came from ([`LogEntry::by`](crate::session::LogEntry::by), a
//! [`Sender`]): the seat the phone had when the host accepted it, and
//! [`Sender::Host`] for the host's own taps, whatever seat the host's phone has (it enters
//! anyone's moves). A refused request records nothing. The player who acted is still the
//! rules' to say ([`Game::actor`]): the sender is which phone entered the move, not whose move
//! it was.

pub mod pace;
mod phones;

use std::collections::VecDeque;

use chrono::{DateTime, Utc};

use crate::commit::{Change, CommitError, Committed, Head, Held, Holder};
use crate::live::follower::seat_allows;
use crate::live::message::{
    self, fingerprint, ByeReason, Catchup, Hello, Member, Message, Overtaking, PeerId, Reason,
    Seat, Version, Welcome, WholeGame, HELLO_REQUEST, MAX_MESSAGE_BYTES, MAX_ROSTER, PROTOCOL,
};
use crate::session::{Action, Game, LogEntry, Refusal, Sender};
pub use pace::REQUESTS_PER_SECOND;
use pace::{Pace, Verdict};
pub use phones::Known;
use phones::Phones;

/// The most requests that wait for a write to land (every phone's together): a write takes
/// milliseconds, and the pace keeps each phone to ten a second.
pub const WAITING: usize = 64;
/// How many changes the host remembers to tell a phone what overtook its request; a request
/// made on an older version is refused as overtaken by the table.
const CHANGES_KEPT: usize = 64;

/// Whom a message goes to. The host's own phone has no channel: "everyone" means every
/// guest, and a message to the host's own [`PeerId`] is for its own screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    One(PeerId),
    Everyone,
    EveryoneBut(PeerId),
}

/// One message to send, with its bytes when the host wrote them already (a welcome, written
/// once to check that it fits).
#[derive(Clone, Debug)]
pub struct Outgoing {
    pub to: To,
    pub message: Message,
    bytes: Option<Vec<u8>>,
}

impl PartialEq for Outgoing {
    fn eq(&self, other: &Self) -> bool {
        self.to == other.to && self.message == other.message
    }
}

impl Outgoing {
    pub fn new(to: To, message: Message) -> Outgoing {
        Outgoing {
            to,
            message,
            bytes: None,
        }
    }

    fn one(peer: PeerId, message: Message) -> Outgoing {
        Outgoing::new(To::One(peer), message)
    }

    fn everyone(message: Message) -> Outgoing {
        Outgoing::new(To::Everyone, message)
    }

    /// The message's bytes, written once.
    pub fn bytes(&self) -> std::borrow::Cow<'_, [u8]> {
        match &self.bytes {
            Some(bytes) => std::borrow::Cow::Borrowed(bytes),
            None => std::borrow::Cow::Owned(message::encode(&self.message)),
        }
    }

    /// Whether a guest `peer` gets this message (never true of the host's own phone for a
    /// broadcast).
    pub fn reaches(&self, peer: PeerId) -> bool {
        match self.to {
            To::One(p) => p == peer,
            To::Everyone => true,
            To::EveryoneBut(p) => p != peer,
        }
    }
}

impl From<&Refusal> for Reason {
    fn from(refusal: &Refusal) -> Self {
        match refusal {
            Refusal::GameOver => Reason::GameOver,
            Refusal::WrongGame => Reason::WrongGame,
            Refusal::Rules(r) => Reason::Rules {
                rule_id: r.rule_id().to_string(),
            },
        }
    }
}

/// A change the host made, remembered to name it to a request it overtook.
#[derive(Clone, Debug)]
struct Changed {
    version: Version,
    by: PeerId,
    what: Overtaking,
}

/// A change not stored yet: what it sends once stored, and who asked for it.
#[derive(Clone, Debug)]
struct Unstored {
    version: Version,
    out: Vec<Outgoing>,
    asked: Option<(PeerId, u32)>,
}

/// A request that waits for a write to land.
#[derive(Clone, Debug)]
struct Waiting {
    peer: PeerId,
    message: Message,
    at: DateTime<Utc>,
}

/// The phones at the host's table and what they were sent: the bookkeeping of the table whose
/// game the caller holds.
#[derive(Clone, Debug)]
pub struct Host {
    /// The id of the table's game: a held game is changed only as this game.
    id: String,
    me: PeerId,
    /// The host first, then the guests in the order they joined.
    roster: Vec<Member>,
    version: Version,
    /// The latest changes, oldest first.
    changes: VecDeque<Changed>,
    /// What every phone has been sent: the table's game (its id, name and game) as the phones
    /// hold it, kept by replaying each change's messages as they go (as every phone does), and
    /// its version. A write that fails takes the held game back to it.
    sent: (Version, Held),
    unstored: VecDeque<Unstored>,
    waiting: VecDeque<Waiting>,
    pace: Pace,
    phones: Phones,
}

impl Host {
    /// Opens a live table on `table`, the game the caller holds (and goes on holding), the
    /// host's own phone as `me` in `seat` (a seat past the game's players becomes
    /// [`Seat::Table`]).
    pub fn new(table: &Held, me: PeerId, my_name: &str, seat: Seat) -> Host {
        let seat = match seat {
            Seat::Player(i) if usize::from(i) >= table.game.players().len() => Seat::Table,
            other => other,
        };
        Host {
            id: table.id.clone(),
            me,
            roster: vec![Member {
                peer: me,
                name: my_name.to_string(),
                seat,
                host: true,
                locked: false,
            }],
            sent: (0, table.clone()),
            version: 0,
            changes: VecDeque::new(),
            unstored: VecDeque::new(),
            waiting: VecDeque::new(),
            pace: Pace::default(),
            phones: Phones::default(),
        }
    }

    /// The id of the table's game.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The table's game as every phone was last sent it (its name, to say which table).
    pub fn sent(&self) -> &Held {
        &self.sent.1
    }

    pub fn me(&self) -> PeerId {
        self.me
    }

    pub fn roster(&self) -> &[Member] {
        &self.roster
    }

    /// The game's version, the changes not yet stored included.
    pub fn version(&self) -> Version {
        self.version
    }

    /// Whether a change waits for its write to land.
    pub fn storing(&self) -> bool {
        !self.unstored.is_empty()
    }

    /// The phone connection `peer` belongs to, when it said who it is.
    pub fn phone_of(&self, peer: PeerId) -> Option<&Known> {
        self.phones.of_peer(peer)
    }

    /// Whether the host reads nothing more from connection `peer` (it said goodbye, or the
    /// same phone came back on another).
    pub fn let_go(&self, peer: PeerId) -> bool {
        self.phones.is_gone(peer)
    }

    /// What to send after `message` from `peer`, received at `at` (the time an accepted
    /// action is logged with), on the game `table` holds. Messages only a host sends are
    /// ignored.
    pub fn receive(
        &mut self,
        table: &mut dyn Holder,
        peer: PeerId,
        message: Message,
        at: DateTime<Utc>,
    ) -> Vec<Outgoing> {
        if peer == self.me || self.phones.is_gone(peer) {
            return Vec::new();
        }
        let hello = matches!(message, Message::Hello(_));
        match self.pace.admit(peer, at, hello) {
            Verdict::Read => {}
            Verdict::Drop => return Vec::new(),
            Verdict::Refuse(reason) => return refused(peer, &message, reason),
        }
        // A request numbered as one read before is a repeat: not read twice.
        if let Some(request) = request_of(&message).filter(|_| !hello) {
            if !self.pace.fresh(peer, request) {
                return Vec::new();
            }
        }
        if message.is_request() && self.storing() {
            if self.waiting.len() >= WAITING {
                let reason = match hello {
                    true => Reason::Busy { retry_ms: 1_000 },
                    false => Reason::TooFast,
                };
                return refused(peer, &message, reason);
            }
            self.waiting.push_back(Waiting { peer, message, at });
            return Vec::new();
        }
        self.read(table, peer, message, at)
    }

    /// A frame from `peer` that is not a message (unreadable, too large): it counts against
    /// the phone's pace like any message, and is not read.
    pub fn noise(&mut self, peer: PeerId, at: DateTime<Utc>) {
        if peer != self.me {
            self.pace.count(peer, at);
        }
    }

    /// A message admitted by the pace, read now.
    fn read(
        &mut self,
        table: &mut dyn Holder,
        peer: PeerId,
        message: Message,
        at: DateTime<Utc>,
    ) -> Vec<Outgoing> {
        if let Message::Phone(key) = message {
            self.phones.introduce(peer, key);
            return Vec::new();
        }
        if let Message::Hello(hello) = message {
            return self.hello(table.held(), peer, hello);
        }
        if !self.is_member(peer) {
            return match request_of(&message) {
                Some(request) => vec![Outgoing::one(
                    peer,
                    Message::Refused {
                        request,
                        reason: Reason::NotJoined,
                    },
                )],
                None => Vec::new(),
            };
        }
        match message {
            Message::Propose {
                request,
                seen,
                action,
            } => match self.propose_from(table, peer, request, seen, action, at) {
                Ok(()) => Vec::new(),
                Err(reason) => vec![Outgoing::one(peer, Message::Refused { request, reason })],
            },
            Message::Undo { request, seen } => self.step(table, peer, request, seen, false),
            Message::Redo { request, seen } => self.step(table, peer, request, seen, true),
            Message::Bye(_) => {
                self.phones.let_go(peer);
                self.leave(peer)
            }
            _ => Vec::new(),
        }
    }

    /// The host's own tap on the game `table` holds: the same path as a guest's proposal,
    /// logged as the host's phone's. Its message goes once it is stored ([`Host::stored`]).
    pub fn act(
        &mut self,
        table: &mut dyn Holder,
        action: Action,
        at: DateTime<Utc>,
    ) -> Result<Vec<Outgoing>, CommitError> {
        self.propose(table, action, at, Sender::Host, self.me, None)
            .map(|()| Vec::new())
    }

    /// The host's own undo, as a guest's on the current version.
    pub fn undo(&mut self, table: &mut dyn Holder) -> Vec<Outgoing> {
        self.step(table, self.me, HELLO_REQUEST, self.version, false)
    }

    /// The host's own redo, as a guest's on the current version.
    pub fn redo(&mut self, table: &mut dyn Holder) -> Vec<Outgoing> {
        self.step(table, self.me, HELLO_REQUEST, self.version, true)
    }

    /// The changes up to `version` are stored: their messages go, and the requests that
    /// waited behind them are read, until one of them makes a change that must be stored in
    /// turn.
    pub fn stored(&mut self, table: &mut dyn Holder, version: Version) -> Vec<Outgoing> {
        let mut out = Vec::new();
        while self.unstored.front().is_some_and(|h| h.version <= version) {
            let Some(change) = self.unstored.pop_front() else {
                break;
            };
            for sent in &change.out {
                replay(&mut self.sent.1, &sent.message);
            }
            self.sent.0 = change.version;
            out.extend(change.out);
        }
        out.extend(self.read_waiting(table));
        out
    }

    /// The changes not stored yet could not be (a full storage, a write refused): the game
    /// `table` holds goes back to what every phone was sent, each phone whose request is taken
    /// back is told, and the requests that waited are read on the game as it is.
    pub fn not_stored(&mut self, table: &mut dyn Holder) -> Vec<Outgoing> {
        let mut out = self.take_back();
        let sent = self.sent.1.clone();
        if table.held().id == sent.id {
            // Back to the game the phones hold, through the one commit path (`Nothing` when
            // no change was made since).
            let _ = self.commit(table, Change::Follow(Box::new(sent.game)));
        }
        out.extend(self.read_waiting(table));
        out
    }

    /// Takes back every change not stored at the table: each phone whose request it was is
    /// refused `NotStored`, and the table's version and game are again what the phones were
    /// sent (a next game not stored leaves the table at the game the phones are at). The held
    /// game is the caller's to take back; the requests that waited stay waiting, to be read
    /// once it is settled.
    fn take_back(&mut self) -> Vec<Outgoing> {
        let mut out = Vec::new();
        for change in self.unstored.drain(..) {
            if let Some((peer, request)) = change.asked.filter(|(p, _)| *p != self.me) {
                out.push(Outgoing::one(
                    peer,
                    Message::Refused {
                        request,
                        reason: Reason::NotStored,
                    },
                ));
            }
        }
        self.version = self.sent.0;
        let version = self.version;
        self.changes.retain(|c| c.version <= version);
        // A next game not stored: the table stays at the game the phones are at.
        self.id.clone_from(&self.sent.1.id);
        out
    }

    /// The host's store holds the game `table` holds now, read back after a write failed and
    /// made the held game by the caller: the changes not stored are taken back at the table
    /// as by [`Host::not_stored`]; when the store's game is not what the phones were sent, it
    /// is the table's game from now on and every phone says hello again and is brought level
    /// with it (the whole game when it holds a move the store lacks). Only then are the
    /// requests that waited read, against the game the store holds, so none is applied to a
    /// game that is then replaced.
    pub fn restore(&mut self, table: &mut dyn Holder) -> Vec<Outgoing> {
        let mut out = self.take_back();
        // A game of another set-up is not this table's game: only the store's copy of it is
        // followed.
        let held = table.held();
        let sent = &self.sent.1;
        let moved = held.game.log() != sent.game.log() || held.game.cursor() != sent.game.cursor();
        if held.id == self.id && held.game.setup() == sent.game.setup() && moved {
            self.sent.1 = held.clone();
            self.changed(self.me, Overtaking::Table);
            self.sent.0 = self.version;
            out.push(Outgoing::everyone(Message::Reset));
        }
        out.extend(self.read_waiting(table));
        out
    }

    /// The table moves from the game `table` holds to the host's `next` game (a new game,
    /// "play again"), which the caller holds from now on: every phone keeps its place, its
    /// seat given again by its player's name in the new game (watching, free to choose, when
    /// the new game has no such player). The phones are told once the new game is stored.
    pub fn next_game(&mut self, table: &Held, next: &Held) {
        let names_before: Vec<String> = (table.game.players().iter())
            .map(|p| p.name.clone())
            .collect();
        let names_after: Vec<String> = (next.game.players().iter())
            .map(|p| p.name.clone())
            .collect();
        let remap = |seat: Seat, locked: bool| match seat {
            Seat::Player(i) => names_before
                .get(usize::from(i))
                .and_then(|name| names_after.iter().position(|n| n == name))
                .and_then(|j| u8::try_from(j).ok())
                .map_or((Seat::Watching, false), |j| (Seat::Player(j), locked)),
            other => (other, locked),
        };
        for member in self.roster.iter_mut() {
            (member.seat, member.locked) = remap(member.seat, member.locked);
            // The host's own phone acts for anyone whatever its seat; it never watches.
            if member.host && member.seat == Seat::Watching {
                member.seat = Seat::Table;
            }
        }
        self.phones.remap(remap);
        // Another game, not a change of this one: the table plays it from now on.
        self.id.clone_from(&next.id);
        self.changed(self.me, Overtaking::Table);
        let out = vec![
            Outgoing::everyone(Message::NextGame {
                version: self.version,
                whole: Box::new(whole(next)),
            }),
            Outgoing::everyone(Message::Roster(self.roster.clone())),
        ];
        self.hold(out, None);
    }

    /// A phone's channel closed: it leaves the roster, and the others are told. What the host
    /// knows of the phone stays, for when it comes back.
    pub fn leave(&mut self, peer: PeerId) -> Vec<Outgoing> {
        if peer == self.me || !self.is_member(peer) {
            return Vec::new();
        }
        self.roster.retain(|m| m.peer != peer);
        vec![Outgoing::new(
            To::EveryoneBut(peer),
            Message::Roster(self.roster.clone()),
        )]
    }

    /// The host gives phone `peer` its seat (a phone that sat down in the wrong place, a
    /// watching phone given the seat of a player whose phone left, a phone sent to watch):
    /// from then on only the host changes it. Refused when another phone holds that player's
    /// seat or the game has no such player; everyone is told.
    pub fn reseat(
        &mut self,
        table: &Held,
        peer: PeerId,
        seat: Seat,
    ) -> Result<Vec<Outgoing>, Reason> {
        self.set_seat(&table.game, peer, seat, true)
    }

    /// The host lets phone `peer` choose its seat again (it keeps the one it has).
    pub fn unlock(&mut self, table: &Held, peer: PeerId) -> Result<Vec<Outgoing>, Reason> {
        let seat = self.seat_of(peer).ok_or(Reason::NotJoined)?;
        self.set_seat(&table.game, peer, seat, false)
    }

    fn set_seat(
        &mut self,
        game: &Game,
        peer: PeerId,
        seat: Seat,
        locked: bool,
    ) -> Result<Vec<Outgoing>, Reason> {
        if peer == self.me || !self.is_member(peer) {
            return Err(Reason::NotJoined);
        }
        if let (_, Some(reason)) = self.seat_for(game, peer, seat) {
            return Err(reason);
        }
        if let Some(member) = self.roster.iter_mut().find(|m| m.peer == peer) {
            member.seat = seat;
            member.locked = locked;
        }
        self.phones.seat(peer, seat, locked);
        Ok(vec![Outgoing::everyone(Message::Roster(
            self.roster.clone(),
        ))])
    }

    /// The table closes: every guest is told and keeps its replica (the host keeps the game
    /// it holds).
    pub fn close(self) -> Vec<Outgoing> {
        self.close_because(ByeReason::Leaving)
    }

    /// The table closes for `reason` ([`ByeReason::Leaving`], or [`ByeReason::GameClosed`]
    /// when the host opened another game): every guest is told and keeps its replica.
    pub fn close_because(self, reason: ByeReason) -> Vec<Outgoing> {
        vec![Outgoing::everyone(Message::Bye(reason))]
    }

    /// Reads the requests that waited, in order, until one makes a change to store.
    /// They wait on while the game held is not the table's (a next game not stored: the
    /// caller opens the table's game again, [`Host::sent`], and reads them then through
    /// [`Host::stored`]).
    fn read_waiting(&mut self, table: &mut dyn Holder) -> Vec<Outgoing> {
        let mut out = Vec::new();
        if table.held().id != self.id {
            return out;
        }
        while !self.storing() {
            let Some(Waiting { peer, message, at }) = self.waiting.pop_front() else {
                break;
            };
            if !self.phones.is_gone(peer) {
                out.extend(self.read(table, peer, message, at));
            }
        }
        out
    }

    /// Records a change by `by`: one version more.
    fn changed(&mut self, by: PeerId, what: Overtaking) {
        self.version = self.version.saturating_add(1);
        if self.changes.len() >= CHANGES_KEPT {
            self.changes.pop_front();
        }
        self.changes.push_back(Changed {
            version: self.version,
            by,
            what,
        });
    }

    /// Keeps `out`, the messages of the change just made, until it is stored.
    fn hold(&mut self, out: Vec<Outgoing>, asked: Option<(PeerId, u32)>) {
        self.unstored.push_back(Unstored {
            version: self.version,
            out,
            asked,
        });
    }

    /// Whether a request of `peer`'s made on version `seen` may be read on the game as it is:
    /// nothing but the phone's own requests changed it since. Otherwise the first change
    /// that overtook it.
    fn overtaken(&self, peer: PeerId, seen: Version) -> Result<(), Reason> {
        let overtaken = |by| Reason::Overtaken {
            version: self.version,
            by,
        };
        if seen == self.version {
            return Ok(());
        }
        if seen > self.version {
            return Err(overtaken(Overtaking::Table));
        }
        let since: Vec<&Changed> = self.changes.iter().filter(|c| c.version > seen).collect();
        // Older than what the host remembers: it cannot say what happened since.
        if since.len() != (self.version - seen) as usize {
            return Err(overtaken(Overtaking::Table));
        }
        match since.iter().find(|c| c.by != peer) {
            Some(c) => Err(overtaken(c.what)),
            None => Ok(()),
        }
    }

    /// The seat of phone `peer`: the host's own phone acts for anyone, like a table phone.
    fn seat_of(&self, peer: PeerId) -> Option<Seat> {
        if peer == self.me {
            return Some(Seat::Table);
        }
        self.roster.iter().find(|m| m.peer == peer).map(|m| m.seat)
    }

    /// The phone `peer` as its log entries name it: the host's own phone, or the seat a
    /// guest has now (a watching phone's requests are refused before they are logged).
    fn sender(&self, peer: PeerId) -> Option<Sender> {
        if peer == self.me {
            return Some(Sender::Host);
        }
        match self.seat_of(peer)? {
            Seat::Player(i) => Some(Sender::Player(i)),
            Seat::Table => Some(Sender::Table),
            Seat::Watching => None,
        }
    }

    /// Whether phone `peer` may act for `owners` (empty: nobody in particular).
    fn may_act_for(&self, peer: PeerId, owners: &[usize]) -> Result<(), Reason> {
        seat_allows(self.seat_of(peer).unwrap_or(Seat::Watching), owners)
    }

    /// A guest's proposal: its seat, the version it saw, then the rules.
    fn propose_from(
        &mut self,
        table: &mut dyn Holder,
        peer: PeerId,
        request: u32,
        seen: Version,
        action: Action,
        at: DateTime<Utc>,
    ) -> Result<(), Reason> {
        let Some(sender) = self.sender(peer) else {
            return Err(Reason::Watching);
        };
        self.overtaken(peer, seen)?;
        // A move no one may make is refused for what it is, not for the seat: the rules are
        // asked first when the seat refuses, and a move the seat may make is applied once.
        let game = &table.held().game;
        if let Err(seat) = self.may_act_for(peer, &game.owners(&action)) {
            return Err(game.check(&action).err().map_or(seat, |r| Reason::from(&r)));
        }
        self.propose(table, action, at, sender, peer, Some(request))
            .map_err(|error| match error {
                CommitError::Refused(refusal) => Reason::from(&refusal),
                // The host's phone cannot store a change now (another window holds the game,
                // a failed write is being taken back).
                CommitError::Elsewhere => Reason::NotStored,
                // The table's own game at its own head refuses nothing else; were it to, the
                // request was not made on the game as it is.
                _ => Reason::Overtaken {
                    version: self.version,
                    by: Overtaking::Table,
                },
            })
    }

    /// Changes the game `table` holds through its commit path ([`crate::commit::commit`], the
    /// one path by which a game changes), as the table's game at the head it has now: the
    /// table's own checks (the phone's seat, the version its request was made on) come first;
    /// another game held, the rules, an undo with nothing to undo, a copy of another set-up
    /// are the commit's to refuse.
    fn commit(&self, table: &mut dyn Holder, change: Change) -> Result<Committed, CommitError> {
        let seen = Head::of(&table.held().game);
        table.commit(&self.id, seen, change)
    }

    fn is_member(&self, peer: PeerId) -> bool {
        self.roster.iter().any(|m| m.peer == peer)
    }

    /// Commits an action, logged as sent `by` that phone; its entry is held for everyone until
    /// stored.
    fn propose(
        &mut self,
        table: &mut dyn Holder,
        action: Action,
        at: DateTime<Utc>,
        by: Sender,
        peer: PeerId,
        request: Option<u32>,
    ) -> Result<(), CommitError> {
        let first = table.held().game.cursor();
        let change = Change::Act {
            action,
            at,
            by: Some(by),
        };
        self.commit(table, change)?;
        let index = u32::try_from(first).unwrap_or(u32::MAX);
        self.changed(peer, Overtaking::Move { index });
        let game = &table.held().game;
        let entries = Message::Entries {
            first: index,
            entries: game.log()[first..].to_vec(),
            cursor: cursor(game),
            version: self.version,
        };
        self.hold(
            vec![Outgoing::everyone(entries)],
            request.map(|r| (peer, r)),
        );
        Ok(())
    }

    /// An undo or a redo asked on version `seen`: refused when another phone changed the game
    /// since, so a phone never undoes an action it has not seen.
    fn step(
        &mut self,
        table: &mut dyn Holder,
        peer: PeerId,
        request: u32,
        seen: Version,
        forward: bool,
    ) -> Vec<Outgoing> {
        let refuse = |reason| vec![Outgoing::one(peer, Message::Refused { request, reason })];
        let Some(sender) = self.sender(peer) else {
            return refuse(Reason::Watching);
        };
        if let Err(reason) = self.overtaken(peer, seen) {
            return refuse(reason);
        }
        // The move undone is the last applied one; the move redone, the next undone one.
        let game = &table.held().game;
        let (index, stepping) = if forward {
            (game.cursor(), game.can_redo())
        } else {
            (game.cursor().saturating_sub(1), game.can_undo())
        };
        if stepping {
            if let Err(reason) = self.may_act_for(peer, &game.entry_owners(index)) {
                return refuse(reason);
            }
        }
        let moved = self.commit(table, if forward { Change::Redo } else { Change::Undo });
        match (moved, forward) {
            (Err(CommitError::Elsewhere), _) => refuse(Reason::NotStored),
            (Ok(_), _) => {
                self.changed(
                    peer,
                    Overtaking::Step {
                        undone: !forward,
                        by: sender,
                    },
                );
                let cursor = Message::Cursor {
                    cursor: cursor(&table.held().game),
                    version: self.version,
                };
                let asked = (peer != self.me).then_some((peer, request));
                self.hold(vec![Outgoing::everyone(cursor)], asked);
                Vec::new()
            }
            (Err(_), true) => refuse(Reason::NothingToRedo),
            (Err(_), false) => refuse(Reason::NothingToUndo),
        }
    }

    /// The seat a phone gets: the one it asks for unless another phone holds it or the game
    /// has no such player, and then it watches, told why.
    fn seat_for(&self, game: &Game, peer: PeerId, wanted: Seat) -> (Seat, Option<Reason>) {
        match wanted {
            Seat::Player(i) if usize::from(i) >= game.players().len() => {
                (Seat::Watching, Some(Reason::NoSuchSeat { seat: i }))
            }
            Seat::Player(i)
                if self
                    .roster
                    .iter()
                    .any(|m| m.peer != peer && m.seat == Seat::Player(i)) =>
            {
                (Seat::Watching, Some(Reason::SeatTaken { seat: i }))
            }
            other => (other, None),
        }
    }

    /// Only the entries the phone lacks when its log is the start of ours; the whole game
    /// when it holds none, another game, more entries than we do or entries of its own.
    fn catchup(&self, table: &Held, hello: &Hello) -> Catchup {
        let log = table.game.log();
        let have = usize::try_from(hello.have).unwrap_or(usize::MAX);
        let ours = hello.game.as_deref() == Some(self.id.as_str());
        if ours && have <= log.len() && fingerprint(&log[..have]) == hello.fingerprint {
            Catchup::Missing {
                first: hello.have,
                entries: log[have..].to_vec(),
                cursor: cursor(&table.game),
            }
        } else {
            Catchup::Whole(Box::new(whole(table)))
        }
    }

    /// The seat a phone saying hello gets, and why not the one it asked for: a phone the host
    /// seated keeps that seat; any other gets the one it asks for when it is free.
    fn hello_seat(&self, game: &Game, peer: PeerId, asked: Seat) -> (Seat, bool, Vec<Reason>) {
        let locked = self.phones.known(peer).filter(|k| k.locked).map(|k| k.seat);
        let wanted = locked.unwrap_or(asked);
        let (seat, refused) = self.seat_for(game, peer, wanted);
        let kept = locked.is_some() && refused.is_none();
        let mut why: Vec<Reason> = refused.into_iter().collect();
        if locked.is_some_and(|l| l != asked) {
            why.push(Reason::SeatLocked);
        }
        (seat, kept, why)
    }

    fn hello(&mut self, table: &Held, peer: PeerId, hello: Hello) -> Vec<Outgoing> {
        if hello.protocol != PROTOCOL {
            let bye = Message::Bye(ByeReason::Protocol { speaks: PROTOCOL });
            let mut out = self.leave(peer);
            out.insert(0, Outgoing::one(peer, bye));
            return out;
        }
        let mut out = Vec::new();
        // The same phone on an older connection (it reloaded, its network came back): that
        // connection ends and leaves the list, this one takes its place.
        if let Some(old) = self
            .phones
            .known(peer)
            .map(|k| k.peer)
            .filter(|p| *p != peer)
        {
            self.phones.let_go(old);
            self.roster.retain(|m| m.peer != old);
            out.push(Outgoing::one(old, Message::Bye(ByeReason::Replaced)));
        }
        if !self.is_member(peer) && self.roster.len() >= MAX_ROSTER {
            out.push(Outgoing::one(peer, Message::Bye(ByeReason::TableFull)));
            return out;
        }
        // The game held is not the table's now (the caller is between games): the phone
        // comes back in a moment.
        if table.id != self.id {
            out.push(Outgoing::one(
                peer,
                Message::Refused {
                    request: HELLO_REQUEST,
                    reason: Reason::Busy { retry_ms: 1_000 },
                },
            ));
            return out;
        }
        let (seat, locked, refused) = self.hello_seat(&table.game, peer, hello.seat);
        let member = Member {
            peer,
            name: hello.name.clone(),
            seat,
            host: false,
            locked,
        };
        let before = self.roster.clone();
        match self.roster.iter_mut().find(|m| m.peer == peer) {
            Some(m) => *m = member,
            None => self.roster.push(member),
        }
        self.phones.seat(peer, seat, locked);
        let welcome = |catchup| {
            Message::Welcome(Welcome {
                you: peer,
                roster: self.roster.clone(),
                version: self.version,
                catchup,
            })
        };
        let mut first = welcome(self.catchup(table, &hello));
        let mut bytes = message::encode(&first);
        if bytes.len() > MAX_MESSAGE_BYTES
            && !matches!(self.catchup(table, &hello), Catchup::Whole(_))
        {
            first = welcome(Catchup::Whole(Box::new(whole(table))));
            bytes = message::encode(&first);
        }
        if bytes.len() > MAX_MESSAGE_BYTES {
            self.roster = before;
            out.extend(self.leave(peer));
            out.push(Outgoing::one(peer, Message::Bye(ByeReason::GameTooLarge)));
            return out;
        }
        out.push(Outgoing {
            to: To::One(peer),
            message: first,
            bytes: Some(bytes),
        });
        for reason in refused {
            out.push(Outgoing::one(
                peer,
                Message::Refused {
                    request: HELLO_REQUEST,
                    reason,
                },
            ));
        }
        // The others hear of it only when the table changed: a phone that says hello again
        // in its seat costs them nothing.
        if self.roster != before {
            out.push(Outgoing::new(
                To::EveryoneBut(peer),
                Message::Roster(self.roster.clone()),
            ));
        }
        out
    }
}

/// The game `table` holds, whole, as a message carries it.
fn whole(table: &Held) -> WholeGame {
    WholeGame {
        id: table.id.clone(),
        name: table.name.clone(),
        game: table.game.clone(),
    }
}

/// The cursor of `game` as a message numbers it.
fn cursor(game: &Game) -> u32 {
    u32::try_from(game.cursor()).unwrap_or(u32::MAX)
}

/// What every phone does with a change's message, done to the host's record of what the
/// phones hold ([`Host::sent`]): the entries applied at their place, the cursor moved, the
/// next game taken. The host made each entry on the game this record was, so none is refused.
fn replay(sent: &mut Held, message: &Message) {
    let move_to = |game: &mut Game, cursor: u32| {
        let target = usize::try_from(cursor).unwrap_or(usize::MAX);
        while game.cursor() > target && game.undo() {}
        while game.cursor() < target && game.redo() {}
    };
    match message {
        Message::Entries {
            first,
            entries,
            cursor,
            ..
        } => {
            move_to(&mut sent.game, *first);
            for entry in entries {
                let _ = sent.game.apply_entry(LogEntry::clone(entry));
            }
            move_to(&mut sent.game, *cursor);
        }
        Message::Cursor { cursor, .. } => move_to(&mut sent.game, *cursor),
        Message::NextGame { whole, .. } => {
            *sent = Held {
                id: whole.id.clone(),
                name: whole.name.clone(),
                game: whole.game.clone(),
            }
        }
        _ => {}
    }
}

/// The refusal of `message` from `peer` for `reason`: to its request, when it is one (a message
/// that asks nothing is dropped without an answer).
fn refused(peer: PeerId, message: &Message, reason: Reason) -> Vec<Outgoing> {
    request_of(message)
        .map(|request| vec![Outgoing::one(peer, Message::Refused { request, reason })])
        .unwrap_or_default()
}

/// The request number a refusal of `message` answers, for the messages that are requests.
fn request_of(message: &Message) -> Option<u32> {
    match message {
        Message::Propose { request, .. }
        | Message::Undo { request, .. }
        | Message::Redo { request, .. } => Some(*request),
        Message::Hello(_) => Some(HELLO_REQUEST),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
