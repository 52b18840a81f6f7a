//! The authority of a live table: the host's phone holds the game and decides.
//!
//! Every request goes through one function per kind: an action through [`Host::propose`]'s
//! call to [`Game::apply`], the only code that decides what is legal; an undo or redo through
//! [`Game::undo`] and [`Game::redo`]. The host's own taps take the same path under the host's
//! own [`PeerId`] ([`Host::act`], [`Host::undo`], [`Host::redo`]), so a guest's tap and the
//! host's can never be judged differently.
//!
//! A seat means something. The host's own phone and a table phone (the shared phone in the
//! middle) act for anyone. A phone seated as a player acts for that player only: for an
//! action the rules say is that player's ([`Game::owners`]: the players the action names,
//! its actor, and the seat the guide expects to act), or one that is nobody's in particular;
//! it undoes and redoes only a move of that player's or nobody's ([`Game::entry_owners`]). A
//! watching phone follows and changes nothing. Every proposal carries the cursor the phone
//! saw: a proposal made on a game that has moved on since is refused ([`Reason::Moved`]), not
//! checked again on the new state, so nothing is ever applied to a game the phone did not
//! show. The phone sees the new state at once and taps again if the move still holds.
//!
//! What a peer sends costs a bounded amount: at most [`MAX_ROSTER`] phones (the next is sent
//! away with [`ByeReason::TableFull`]), at most [`REQUESTS_PER_SECOND`] requests a phone a
//! second (the rest are refused unread, [`Reason::TooFast`]), one log entry per accepted
//! request, and messages no larger than [`MAX_MESSAGE_BYTES`] (checked before decoding).
//!
//! Every entry the host accepts names the phone it came from ([`LogEntry::by`], a
//! [`Sender`]): the seat the phone had when the host accepted it, and
//! [`Sender::Host`] for the host's own taps, whatever seat the host's phone has (it enters
//! anyone's moves). The entry goes to every phone with its sender, and each replica keeps it.
//! A refused request records nothing. The player who acted is still the rules' to say
//! ([`Game::actor`]): the sender is which phone entered the move, not whose move it was.

use std::collections::VecDeque;

use chrono::{DateTime, Utc};

use crate::live::message::{
    self, fingerprint, ByeReason, Catchup, Hello, Member, Message, PeerId, Reason, Seat, Welcome,
    WholeGame, HELLO_REQUEST, MAX_MESSAGE_BYTES, MAX_ROSTER, PROTOCOL,
};

/// The most requests (hellos, proposals, undos, redos) the host reads from one phone in any
/// second: far more than fingers tap, few enough that a phone gone wrong costs little.
pub const REQUESTS_PER_SECOND: usize = 10;
use crate::live::follower::seat_allows;
use crate::session::{Action, Game, LogEntry, Refusal, Sender};

/// Whom a message goes to. The host's own phone has no channel: "everyone" means every
/// guest, and a message to the host's own [`PeerId`] is for its own screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    One(PeerId),
    Everyone,
    EveryoneBut(PeerId),
}

/// One message to send.
#[derive(Clone, Debug, PartialEq)]
pub struct Outgoing {
    pub to: To,
    pub message: Message,
}

impl Outgoing {
    fn one(peer: PeerId, message: Message) -> Outgoing {
        Outgoing {
            to: To::One(peer),
            message,
        }
    }

    fn everyone(message: Message) -> Outgoing {
        Outgoing {
            to: To::Everyone,
            message,
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

/// The host's game and the phones at its table.
#[derive(Clone, Debug)]
pub struct Host {
    id: String,
    name: String,
    game: Game,
    me: PeerId,
    /// The host first, then the guests in the order they joined.
    roster: Vec<Member>,
    /// When each guest's last requests came, for [`REQUESTS_PER_SECOND`].
    recent: Vec<(PeerId, VecDeque<DateTime<Utc>>)>,
}

impl Host {
    /// Opens a live table on `game`, saved under `id` and `name`, the host's own phone as
    /// `me` in `seat` (a seat past the game's players becomes [`Seat::Table`]).
    pub fn new(id: &str, name: &str, game: Game, me: PeerId, my_name: &str, seat: Seat) -> Host {
        let seat = match seat {
            Seat::Player(i) if usize::from(i) >= game.players().len() => Seat::Table,
            other => other,
        };
        Host {
            id: id.to_string(),
            name: name.to_string(),
            me,
            roster: vec![Member {
                peer: me,
                name: my_name.to_string(),
                seat,
                host: true,
            }],
            game,
            recent: Vec::new(),
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn me(&self) -> PeerId {
        self.me
    }

    pub fn roster(&self) -> &[Member] {
        &self.roster
    }

    /// The game, to save or to carry on alone when the table closes.
    pub fn whole(&self) -> WholeGame {
        WholeGame {
            id: self.id.clone(),
            name: self.name.clone(),
            game: self.game.clone(),
        }
    }

    /// What to send after `message` from `peer`, received at `at` (the time an accepted
    /// action is logged with). Messages only a host sends are ignored.
    pub fn receive(&mut self, peer: PeerId, message: Message, at: DateTime<Utc>) -> Vec<Outgoing> {
        let request = match &message {
            Message::Propose { request, .. }
            | Message::Undo { request, .. }
            | Message::Redo { request, .. } => Some(*request),
            Message::Hello(_) => Some(HELLO_REQUEST),
            _ => None,
        };
        if let Some(request) = request.filter(|_| peer != self.me) {
            if !self.admit(peer, at) {
                return match message {
                    Message::Hello(_) => Vec::new(),
                    _ => vec![Outgoing::one(
                        peer,
                        Message::Refused {
                            request,
                            reason: Reason::TooFast,
                        },
                    )],
                };
            }
        }
        if peer != self.me && !self.is_member(peer) {
            return match message {
                Message::Hello(_) if self.roster.len() >= MAX_ROSTER => {
                    vec![Outgoing::one(peer, Message::Bye(ByeReason::TableFull))]
                }
                Message::Hello(hello) => self.hello(peer, hello),
                Message::Propose { request, .. }
                | Message::Undo { request, .. }
                | Message::Redo { request, .. } => vec![Outgoing::one(
                    peer,
                    Message::Refused {
                        request,
                        reason: Reason::NotJoined,
                    },
                )],
                _ => Vec::new(),
            };
        }
        match message {
            Message::Hello(hello) if peer != self.me => self.hello(peer, hello),
            Message::Propose {
                request,
                cursor,
                action,
            } => match self.propose_from(peer, cursor, action, at) {
                Ok(entries) => vec![Outgoing::everyone(entries)],
                Err(reason) => vec![Outgoing::one(peer, Message::Refused { request, reason })],
            },
            Message::Undo { request, cursor } => self.step(peer, request, cursor, false),
            Message::Redo { request, cursor } => self.step(peer, request, cursor, true),
            Message::Bye(_) => self.leave(peer),
            _ => Vec::new(),
        }
    }

    /// The host's own tap: the same path as a guest's proposal, logged as the host's phone's.
    pub fn act(&mut self, action: Action, at: DateTime<Utc>) -> Result<Vec<Outgoing>, Refusal> {
        self.propose(action, at, Sender::Host)
            .map(|entries| vec![Outgoing::everyone(entries)])
    }

    /// The host's own undo, as a guest's from the current cursor.
    pub fn undo(&mut self) -> Vec<Outgoing> {
        self.step(self.me, HELLO_REQUEST, self.cursor(), false)
    }

    /// The host's own redo, as a guest's from the current cursor.
    pub fn redo(&mut self) -> Vec<Outgoing> {
        self.step(self.me, HELLO_REQUEST, self.cursor(), true)
    }

    /// A phone's channel closed: it leaves the roster, and the others are told.
    pub fn leave(&mut self, peer: PeerId) -> Vec<Outgoing> {
        self.recent.retain(|(p, _)| *p != peer);
        if peer == self.me || !self.is_member(peer) {
            return Vec::new();
        }
        self.roster.retain(|m| m.peer != peer);
        vec![Outgoing::everyone(Message::Roster(self.roster.clone()))]
    }

    /// The host moves phone `peer` to `seat` (a phone that sat down in the wrong place, or a
    /// watching phone given the seat of a player whose phone left). Refused when another
    /// phone holds that player's seat or the game has no such player; everyone is told.
    pub fn reseat(&mut self, peer: PeerId, seat: Seat) -> Result<Vec<Outgoing>, Reason> {
        if peer == self.me || !self.is_member(peer) {
            return Err(Reason::NotJoined);
        }
        if let (_, Some(reason)) = self.seat_for(peer, seat) {
            return Err(reason);
        }
        if let Some(member) = self.roster.iter_mut().find(|m| m.peer == peer) {
            member.seat = seat;
        }
        Ok(vec![Outgoing::everyone(Message::Roster(
            self.roster.clone(),
        ))])
    }

    /// The table closes: every guest is told and keeps its replica.
    pub fn close(self) -> (WholeGame, Vec<Outgoing>) {
        self.close_because(ByeReason::Leaving)
    }

    /// The table closes for `reason` ([`ByeReason::Leaving`], or [`ByeReason::GameClosed`]
    /// when the host opened another game): every guest is told and keeps its replica.
    pub fn close_because(self, reason: ByeReason) -> (WholeGame, Vec<Outgoing>) {
        let bye = Outgoing::everyone(Message::Bye(reason));
        (self.whole(), vec![bye])
    }

    /// The host's game becomes `game` again after its phone could not store a change (a
    /// full storage): every guest is told to say hello again, and its welcome brings it level
    /// (the whole game when it holds a move the host's store does not), so no phone keeps a
    /// move the host lost. Nothing when they are the same.
    pub fn restore(&mut self, game: Game) -> Vec<Outgoing> {
        if self.game.log() == game.log() && self.game.cursor() == game.cursor() {
            return Vec::new();
        }
        self.game = game;
        vec![Outgoing::everyone(Message::Reset)]
    }

    /// Whether a request of `peer`'s at `at` is read: at most [`REQUESTS_PER_SECOND`] in any
    /// second.
    fn admit(&mut self, peer: PeerId, at: DateTime<Utc>) -> bool {
        let index = match self.recent.iter().position(|(p, _)| *p == peer) {
            Some(index) => index,
            None => {
                // One list per phone that is, or is joining, at the table: bounded like it.
                if self.recent.len() > MAX_ROSTER * 2 {
                    self.recent.remove(0);
                }
                self.recent.push((peer, VecDeque::new()));
                self.recent.len() - 1
            }
        };
        let times = &mut self.recent[index].1;
        let second_ago = at - chrono::Duration::seconds(1);
        while times.front().is_some_and(|t| *t <= second_ago || *t > at) {
            times.pop_front();
        }
        if times.len() >= REQUESTS_PER_SECOND {
            return false;
        }
        times.push_back(at);
        true
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

    /// A guest's proposal: its seat, the cursor it saw, then the rules.
    fn propose_from(
        &mut self,
        peer: PeerId,
        cursor: Option<u32>,
        action: Action,
        at: DateTime<Utc>,
    ) -> Result<Message, Reason> {
        let Some(sender) = self.sender(peer) else {
            return Err(Reason::Watching);
        };
        if cursor.is_some_and(|c| c != self.cursor()) {
            return Err(Reason::Moved {
                cursor: self.cursor(),
            });
        }
        // A move no one may make is refused for what it is, not for the seat: the rules are
        // asked first when the seat refuses, and a move the seat may make is applied once.
        if let Err(seat) = self.may_act_for(peer, &self.game.owners(&action)) {
            return Err(self
                .game
                .check(&action)
                .err()
                .map_or(seat, |r| Reason::from(&r)));
        }
        self.propose(action, at, sender)
            .map_err(|r| Reason::from(&r))
    }

    fn cursor(&self) -> u32 {
        u32::try_from(self.game.cursor()).unwrap_or(u32::MAX)
    }

    fn is_member(&self, peer: PeerId) -> bool {
        self.roster.iter().any(|m| m.peer == peer)
    }

    /// Applies an action through the session, logged as sent `by` that phone; the accepted
    /// entry as a message for all.
    fn propose(
        &mut self,
        action: Action,
        at: DateTime<Utc>,
        by: Sender,
    ) -> Result<Message, Refusal> {
        let first = self.game.cursor();
        self.game.apply_entry(LogEntry {
            at,
            action,
            by: Some(by),
        })?;
        Ok(Message::Entries {
            first: u32::try_from(first).unwrap_or(u32::MAX),
            entries: self.game.log()[first..].to_vec(),
            cursor: self.cursor(),
        })
    }

    /// An undo or a redo asked at `seen`: refused when the game has moved since, so a phone
    /// never undoes an action it has not seen.
    fn step(&mut self, peer: PeerId, request: u32, seen: u32, forward: bool) -> Vec<Outgoing> {
        let refuse = |reason| vec![Outgoing::one(peer, Message::Refused { request, reason })];
        if self.seat_of(peer) == Some(Seat::Watching) {
            return refuse(Reason::Watching);
        }
        if seen != self.cursor() {
            return refuse(Reason::Moved {
                cursor: self.cursor(),
            });
        }
        // The move undone is the last applied one; the move redone, the next undone one.
        let index = if forward {
            self.game.cursor()
        } else {
            self.game.cursor().saturating_sub(1)
        };
        let stepping = if forward {
            self.game.can_redo()
        } else {
            self.game.can_undo()
        };
        if stepping {
            if let Err(reason) = self.may_act_for(peer, &self.game.entry_owners(index)) {
                return refuse(reason);
            }
        }
        let moved = if forward {
            self.game.redo()
        } else {
            self.game.undo()
        };
        match (moved, forward) {
            (true, _) => vec![Outgoing::everyone(Message::Cursor {
                cursor: self.cursor(),
            })],
            (false, true) => refuse(Reason::NothingToRedo),
            (false, false) => refuse(Reason::NothingToUndo),
        }
    }

    /// The seat a phone gets: the one it asks for unless another phone holds it or the game
    /// has no such player, and then it watches, told why.
    fn seat_for(&self, peer: PeerId, wanted: Seat) -> (Seat, Option<Reason>) {
        match wanted {
            Seat::Player(i) if usize::from(i) >= self.game.players().len() => {
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
    fn catchup(&self, hello: &Hello) -> Catchup {
        let log = self.game.log();
        let have = usize::try_from(hello.have).unwrap_or(usize::MAX);
        let ours = hello.game.as_deref() == Some(self.id.as_str());
        if ours && have <= log.len() && fingerprint(&log[..have]) == hello.fingerprint {
            Catchup::Missing {
                first: hello.have,
                entries: log[have..].to_vec(),
                cursor: self.cursor(),
            }
        } else {
            Catchup::Whole(Box::new(self.whole()))
        }
    }

    fn hello(&mut self, peer: PeerId, hello: Hello) -> Vec<Outgoing> {
        if hello.protocol != PROTOCOL {
            let bye = Message::Bye(ByeReason::Protocol { speaks: PROTOCOL });
            let mut out = self.leave(peer);
            out.insert(0, Outgoing::one(peer, bye));
            return out;
        }
        let (seat, refused) = self.seat_for(peer, hello.seat);
        let member = Member {
            peer,
            name: hello.name.clone(),
            seat,
            host: false,
        };
        match self.roster.iter_mut().find(|m| m.peer == peer) {
            Some(m) => *m = member,
            None => self.roster.push(member),
        }
        let welcome = |catchup| {
            Message::Welcome(Welcome {
                you: peer,
                roster: self.roster.clone(),
                catchup,
            })
        };
        let fits = |m: &Message| message::encode(m).len() <= MAX_MESSAGE_BYTES;
        let mut first = welcome(self.catchup(&hello));
        if !fits(&first) {
            first = welcome(Catchup::Whole(Box::new(self.whole())));
        }
        if !fits(&first) {
            let mut out = self.leave(peer);
            out.insert(
                0,
                Outgoing::one(peer, Message::Bye(ByeReason::GameTooLarge)),
            );
            return out;
        }
        let mut out = vec![Outgoing::one(peer, first)];
        if let Some(reason) = refused {
            out.push(Outgoing::one(
                peer,
                Message::Refused {
                    request: HELLO_REQUEST,
                    reason,
                },
            ));
        }
        out.push(Outgoing {
            to: To::EveryoneBut(peer),
            message: Message::Roster(self.roster.clone()),
        });
        out
    }
}

#[cfg(test)]
mod tests;
