//! A guest's replica of the host's game.
//!
//! The follower applies what the host sends, in order, through the same session as the
//! host, so every phone's game is the same game (each entry with the phone the host names as
//! its sender): a welcome's catch-up, the entries of each
//! accepted action, the cursor of each undo and redo. What it cannot apply it does not
//! guess at: entries past its log are a gap and it says hello again with what it holds (the
//! host answers with the missing entries); an entry its own replay refuses, or one that
//! differs from an applied entry of its own, is a divergence and it asks for the whole game.
//! Between such a hello and the welcome that answers it, the host's other messages are
//! dropped: the host handles messages in order, so the welcome already holds them. A hello
//! that goes unanswered is said again, later each time ([`Follower::tick`]), and a host that
//! asks the phone to wait ([`Reason::Busy`]) is asked again once that wait is over: a phone
//! never stays deaf to its table.
//!
//! Every request names the version of the game the phone showed when it asked (the last one
//! the host sent): the host takes a phone's quick taps one after the other, and refuses one
//! that another phone's change overtook, naming that change. When the host moves the table to
//! its next game, the replica becomes that game.
//!
//! When the host leaves, [`Follower::into_game`] hands the replica out and the phone carries
//! on alone with the whole game.

use std::collections::VecDeque;

use chrono::{DateTime, Duration, Utc};

use crate::live::message::{
    fingerprint, ByeReason, Catchup, Hello, Member, Message, PeerId, PhoneKey, Reason, Seat,
    Version, Welcome, WholeGame, HELLO_REQUEST, PROTOCOL,
};
use crate::session::{Action, Game, LogEntry, Refusal};

/// How many proposals are remembered for explaining a refusal: a phone rarely has more than
/// one in flight, and accepted ones are never named back.
const PENDING: usize = 32;
/// How long a hello waits for its welcome before it is said again, the first time; each time
/// after waits twice as long, up to [`HELLO_PATIENCE_MAX_MS`].
pub const HELLO_PATIENCE_MS: i64 = 3_000;
pub const HELLO_PATIENCE_MAX_MS: i64 = 30_000;

/// A refused request, as the guest's screen words it.
#[derive(Clone, Debug, PartialEq)]
pub enum Explained {
    /// The host's refusal checked again on the replica: the whole typed refusal, to word
    /// like any refusal on this phone.
    Refusal(Refusal),
    /// The host's reason as it came: a live table refusal (undo, seat), or a rules refusal
    /// the replica could not check again (it does not hold that game state).
    Reason(Reason),
}

/// How the replica parted from the host's log.
#[derive(Clone, Debug, PartialEq)]
pub enum Divergence {
    /// The host's entry at `index` is refused by the replica's replay.
    Refused { index: u32, refusal: Refusal },
    /// The host's entry at `index` differs from an entry the replica has applied.
    Differs { index: u32 },
}

/// What the screen should know after a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The welcome came: the phone has the game and its number at the table.
    Joined,
    /// The host moved the table to its next game: the replica is that game now.
    NextGame,
    /// The game moved (entries applied, an undo, a redo).
    Changed,
    /// A request of this phone's was refused.
    Refused {
        request: u32,
        action: Option<Action>,
        why: Explained,
    },
    /// The seat asked for in the hello went to another phone, or is not a seat.
    SeatRefused(Reason),
    /// Who is at the table changed.
    Roster,
    /// Entries or a cursor past what the phone holds: it asked for the rest.
    Gap {
        have: u32,
        first: u32,
    },
    /// A change of the host's that never reached this phone (a message lost on the way): the
    /// phone was at version `have` and the host's message brings `got`, more than one further.
    /// It asked for the game instead of putting the message on what it holds.
    Missed {
        have: Version,
        got: Version,
    },
    Diverged(Divergence),
    /// The host ended the table, or sent this phone away. The replica stays.
    HostLeft(ByeReason),
}

/// The events of one message, and the messages to send back.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reaction {
    pub events: Vec<Event>,
    pub reply: Vec<Message>,
}

/// A hello that waits for its welcome.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Awaiting {
    /// When to say hello again if no welcome has come.
    again: DateTime<Utc>,
    /// How long the next wait is.
    patience_ms: i64,
    /// The hello asks for the whole game (the replica went its own way).
    whole: bool,
}

/// Whether a phone's own copy `own` of the table's game holds moves the host's `host` lacks:
/// its applied moves are not where the host's log begins. Such a copy is kept as a game of
/// its own when the phone joins (it played on alone, or the host undid and went another way),
/// never replaced in silence. A copy that is only behind lacks nothing the host has.
pub fn has_moves_the_host_lacks(own: &Game, host: &Game) -> bool {
    !host.log().starts_with(own.applied())
}

/// A guest phone's side of the live table.
#[derive(Clone, Debug)]
pub struct Follower {
    key: PhoneKey,
    name: String,
    seat: Seat,
    me: Option<PeerId>,
    replica: Option<WholeGame>,
    /// The version of the replica, as the host last said.
    version: Version,
    roster: Vec<Member>,
    pending: VecDeque<(u32, Action)>,
    next_request: u32,
    /// A hello is out: the messages before its welcome are already in it.
    awaiting: Option<Awaiting>,
}

impl Follower {
    /// Phone `key` joining holding no game.
    pub fn new(key: PhoneKey, name: &str, seat: Seat) -> Follower {
        Follower {
            key,
            name: name.to_string(),
            seat,
            me: None,
            replica: None,
            version: 0,
            roster: Vec::new(),
            pending: VecDeque::new(),
            next_request: HELLO_REQUEST + 1,
            awaiting: None,
        }
    }

    /// A phone that holds a copy of the game already (it was at the table, dropped and
    /// comes back): its hello asks only for what it lacks.
    pub fn rejoining(key: PhoneKey, game: WholeGame, name: &str, seat: Seat) -> Follower {
        Follower {
            replica: Some(game),
            ..Follower::new(key, name, seat)
        }
    }

    /// The version of the game this phone shows, as the host last said.
    pub fn version(&self) -> Version {
        self.version
    }

    /// Whether a hello waits for its welcome: the phone is catching up, and what it would ask
    /// now would be asked on a game the table has left.
    pub fn catching_up(&self) -> bool {
        self.awaiting.is_some()
    }

    /// When the hello out should be said again if no welcome comes.
    pub fn hello_again_at(&self) -> Option<DateTime<Utc>> {
        self.awaiting.map(|a| a.again)
    }

    pub fn game(&self) -> Option<&WholeGame> {
        self.replica.as_ref()
    }

    /// The replica, for the phone to carry on alone (after the host left, or any time).
    pub fn into_game(self) -> Option<WholeGame> {
        self.replica
    }

    pub fn roster(&self) -> &[Member] {
        &self.roster
    }

    /// The phone's number at the table, once welcomed.
    pub fn me(&self) -> Option<PeerId> {
        self.me
    }

    /// The seat the phone has (or asks for, before the welcome).
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Takes `seat` at the table: a hello again, which the host answers with the roster (and
    /// a refusal when another phone has that seat, or the host gave this phone its seat).
    pub fn sit(&mut self, seat: Seat, at: DateTime<Utc>) -> Vec<Message> {
        self.seat = seat;
        self.hello(at)
    }

    /// The messages to send when the channel opens (or again, to catch up): who this phone
    /// is, then its hello (see [`Follower::hello_with_key`]).
    pub fn hello(&mut self, at: DateTime<Utc>) -> Vec<Message> {
        self.say_hello(at, false)
    }

    fn say_hello(&mut self, at: DateTime<Utc>, whole: bool) -> Vec<Message> {
        let patience_ms = HELLO_PATIENCE_MS;
        self.awaiting = Some(Awaiting {
            again: at + Duration::milliseconds(patience_ms),
            patience_ms,
            whole,
        });
        self.hello_with_key(whole)
    }

    /// The hello, with what the replica holds, or nothing when `whole` (so the host sends the
    /// whole game); and who this phone is before it, every time: the host reads a key once per
    /// connection and ignores it after, so a hello it reads always comes after the key on
    /// the same ordered channel, even when the first ones were lost (said before the channel
    /// carried them, or dropped by a host between games) and only a hello said again arrives.
    /// Without the key the host takes a phone that reloaded for a new one, and its old line
    /// stays in the host's list beside it.
    fn hello_with_key(&self, whole: bool) -> Vec<Message> {
        let (game, have, print) = match self.replica.as_ref().filter(|_| !whole) {
            Some(r) => (
                Some(r.id.clone()),
                u32::try_from(r.game.log().len()).unwrap_or(u32::MAX),
                fingerprint(r.game.log()),
            ),
            None => (None, 0, 0),
        };
        let hello = Message::Hello(Hello {
            protocol: PROTOCOL,
            game,
            have,
            fingerprint: print,
            seat: self.seat,
            name: self.name.clone(),
        });
        vec![Message::Phone(self.key), hello]
    }

    /// The hello again when its welcome is overdue (a hello lost, or one the host let wait):
    /// later each time. Nothing when none is due.
    pub fn tick(&mut self, at: DateTime<Utc>) -> Vec<Message> {
        let Some(awaiting) = self.awaiting.filter(|a| at >= a.again) else {
            return Vec::new();
        };
        let patience_ms = (awaiting.patience_ms * 2).min(HELLO_PATIENCE_MAX_MS);
        self.awaiting = Some(Awaiting {
            again: at + Duration::milliseconds(patience_ms),
            patience_ms,
            ..awaiting
        });
        self.hello_with_key(awaiting.whole)
    }

    /// A hello that holds nothing, so the host sends the whole game.
    fn hello_whole(&mut self, at: DateTime<Utc>) -> Vec<Message> {
        self.say_hello(at, true)
    }

    fn request(&mut self) -> u32 {
        let request = self.next_request;
        self.next_request = self
            .next_request
            .checked_add(1)
            .unwrap_or(HELLO_REQUEST + 1);
        request
    }

    /// The message asking the host to apply `action` to the game as this phone shows it.
    pub fn propose(&mut self, action: Action) -> Message {
        let request = self.request();
        if self.pending.len() == PENDING {
            self.pending.pop_front();
        }
        self.pending.push_back((request, action.clone()));
        Message::Propose {
            request,
            seen: self.version,
            action,
        }
    }

    /// Whether this phone may ask for `action` now, as the host will judge its seat: a
    /// watching phone for nothing, a player's phone for that player's actions (see
    /// [`crate::live::host`]). The screens ask it to show a watching phone's controls as
    /// read-only and to say at once why a tap is not this phone's to make.
    pub fn may_act(&self, action: &Action) -> Result<(), Reason> {
        let owners = match &self.replica {
            Some(r) => r.game.owners(action),
            None => return Err(Reason::NotJoined),
        };
        seat_allows(self.seat, &owners)
    }

    /// Whether this phone may undo (`forward` false) or redo the move next to the cursor.
    pub fn may_step(&self, forward: bool) -> Result<(), Reason> {
        let Some(r) = &self.replica else {
            return Err(Reason::NotJoined);
        };
        let index = if forward {
            r.game.cursor()
        } else {
            r.game.cursor().saturating_sub(1)
        };
        seat_allows(self.seat, &r.game.entry_owners(index))
    }

    /// Asks the host to undo the last action this phone shows.
    pub fn undo(&mut self) -> Message {
        Message::Undo {
            request: self.request(),
            seen: self.version,
        }
    }

    /// Asks the host to redo the next undone action this phone shows.
    pub fn redo(&mut self) -> Message {
        Message::Redo {
            request: self.request(),
            seen: self.version,
        }
    }

    /// Applies a message from the host, received at `at`.
    pub fn receive(&mut self, message: Message, at: DateTime<Utc>) -> Reaction {
        let waiting = self.awaiting.is_some();
        match message {
            Message::Welcome(welcome) => self.welcome(welcome, at),
            Message::Entries {
                first,
                entries,
                cursor,
                version,
            } if !waiting => {
                self.settled(at, version, |f, at| f.entries(first, entries, cursor, at))
            }
            Message::Cursor { cursor, version } if !waiting => {
                self.settled(at, version, |f, at| f.move_to(cursor, at))
            }
            Message::NextGame { version, whole } => {
                self.replica = Some(*whole);
                self.version = version;
                self.pending.clear();
                event(Event::NextGame)
            }
            Message::Refused { request, reason } => self.refused(request, reason, at),
            Message::Roster(roster) => {
                self.set_roster(roster);
                event(Event::Roster)
            }
            Message::Bye(reason) => event(Event::HostLeft(reason)),
            // The host's game was taken back: this phone says what it holds, and the welcome
            // brings it level (the whole game, when it holds moves the host no longer has).
            Message::Reset => Reaction {
                events: Vec::new(),
                reply: self.hello(at),
            },
            _ => Reaction::default(),
        }
    }

    /// Applies a change of the host's with `apply`, then takes the version it brings; a
    /// change the replica could not take (a gap, a divergence: a hello is out) keeps the
    /// version the replica has.
    fn settled(
        &mut self,
        at: DateTime<Utc>,
        version: Version,
        apply: impl FnOnce(&mut Self, DateTime<Utc>) -> Reaction,
    ) -> Reaction {
        // Each change of the host's is one version more and reaches every phone in order, so a
        // version past the next one means a change this phone missed: the entries or cursor
        // this message brings may not sit on what the phone holds (a move undone and replaced
        // meanwhile leaves the same log length with another entry in it).
        if version > self.version.saturating_add(1) {
            return Reaction {
                events: vec![Event::Missed {
                    have: self.version,
                    got: version,
                }],
                reply: self.hello(at),
            };
        }
        let reaction = apply(self, at);
        if self.awaiting.is_none() {
            self.version = version;
        }
        reaction
    }

    fn set_roster(&mut self, roster: Vec<Member>) {
        if let Some(me) = roster.iter().find(|m| Some(m.peer) == self.me) {
            self.seat = me.seat;
        }
        self.roster = roster;
    }

    fn welcome(&mut self, welcome: Welcome, at: DateTime<Utc>) -> Reaction {
        self.me = Some(welcome.you);
        self.set_roster(welcome.roster);
        self.awaiting = None;
        let mut reaction = match welcome.catchup {
            Catchup::Whole(whole) => {
                self.replica = Some(*whole);
                event(Event::Changed)
            }
            Catchup::Missing {
                first,
                entries,
                cursor,
            } => self.catch_up(first, entries, cursor, at),
        };
        if self.awaiting.is_none() {
            self.version = welcome.version;
        }
        reaction.events.insert(0, Event::Joined);
        reaction
    }

    /// The welcome's missing entries: the replica's whole log, undone tail included, is the
    /// start of the host's, so it is redone to its end before the new entries go on.
    fn catch_up(
        &mut self,
        first: u32,
        entries: Vec<LogEntry>,
        cursor: u32,
        at: DateTime<Utc>,
    ) -> Reaction {
        let Some(replica) = self.replica.as_mut() else {
            return self.ask_whole(Vec::new(), at);
        };
        let game = &mut replica.game;
        if usize::try_from(first).ok() != Some(game.log().len()) {
            return self.ask_whole(Vec::new(), at);
        }
        while game.redo() {}
        self.apply_from(first, entries.into_iter().enumerate(), cursor, at)
    }

    fn entries(
        &mut self,
        first: u32,
        entries: Vec<LogEntry>,
        cursor: u32,
        at: DateTime<Utc>,
    ) -> Reaction {
        let Some(replica) = self.replica.as_mut() else {
            return Reaction::default();
        };
        let game = &mut replica.game;
        let Ok(start) = usize::try_from(first) else {
            return self.gap(first, at);
        };
        if start > game.cursor() {
            return self.gap(first, at);
        }
        let applied = game.cursor();
        // Entries this phone holds and has applied already are a repeat.
        let held = entries
            .iter()
            .enumerate()
            .take_while(|(k, e)| start + k < applied && game.log().get(start + k) == Some(e))
            .count();
        if held == entries.len() {
            return Reaction::default();
        }
        if start + held < applied {
            let index = first.saturating_add(held as u32);
            return self.ask_whole(vec![Event::Diverged(Divergence::Differs { index })], at);
        }
        self.apply_from(
            first,
            entries.into_iter().enumerate().skip(held),
            cursor,
            at,
        )
    }

    /// Applies `entries` (numbered from the log's `first` on) to the replica, then moves to the
    /// host's `cursor`; an entry the replay refuses is a divergence: the whole game is asked.
    fn apply_from(
        &mut self,
        first: u32,
        entries: impl Iterator<Item = (usize, LogEntry)>,
        cursor: u32,
        at: DateTime<Utc>,
    ) -> Reaction {
        if let Some(replica) = self.replica.as_mut() {
            for (k, entry) in entries {
                if let Err(refusal) = replica.game.apply_entry(entry) {
                    let index = first.saturating_add(k as u32);
                    return self.ask_whole(
                        vec![Event::Diverged(Divergence::Refused { index, refusal })],
                        at,
                    );
                }
            }
        }
        let mut reaction = self.move_to(cursor, at);
        if reaction.reply.is_empty() && !reaction.events.contains(&Event::Changed) {
            reaction.events.push(Event::Changed);
        }
        reaction
    }

    /// Undoes or redoes to the host's cursor; past the log is a gap.
    fn move_to(&mut self, cursor: u32, at: DateTime<Utc>) -> Reaction {
        let Some(replica) = self.replica.as_mut() else {
            return Reaction::default();
        };
        let game = &mut replica.game;
        let target = usize::try_from(cursor).unwrap_or(usize::MAX);
        if target > game.log().len() {
            return self.gap(cursor, at);
        }
        if target == game.cursor() {
            return Reaction::default();
        }
        while game.cursor() > target && game.undo() {}
        while game.cursor() < target && game.redo() {}
        event(Event::Changed)
    }

    fn gap(&mut self, first: u32, at: DateTime<Utc>) -> Reaction {
        let have = self
            .replica
            .as_ref()
            .map_or(0, |r| u32::try_from(r.game.log().len()).unwrap_or(u32::MAX));
        Reaction {
            events: vec![Event::Gap { have, first }],
            reply: self.hello(at),
        }
    }

    fn ask_whole(&mut self, events: Vec<Event>, at: DateTime<Utc>) -> Reaction {
        Reaction {
            events,
            reply: self.hello_whole(at),
        }
    }

    fn refused(&mut self, request: u32, reason: Reason, at: DateTime<Utc>) -> Reaction {
        if request == HELLO_REQUEST {
            return match reason {
                // The host reads this hello later: asked again once the wait is over.
                Reason::Busy { retry_ms } => {
                    if let Some(awaiting) = self.awaiting.as_mut() {
                        awaiting.again = at + Duration::milliseconds(i64::from(retry_ms));
                    }
                    Reaction::default()
                }
                Reason::SeatTaken { .. } | Reason::NoSuchSeat { .. } => {
                    self.seat = Seat::Watching;
                    event(Event::SeatRefused(reason))
                }
                reason => event(Event::SeatRefused(reason)),
            };
        }
        let action = self
            .pending
            .iter()
            .position(|(r, _)| *r == request)
            .and_then(|i| self.pending.remove(i))
            .map(|(_, action)| action);
        let again = match (&reason, &action, &self.replica) {
            (Reason::Rules { rule_id }, Some(action), Some(replica)) => replica
                .game
                .check(action)
                .err()
                .filter(|r| r.rule_id() == Some(rule_id)),
            (Reason::GameOver, _, _) => Some(Refusal::GameOver),
            (Reason::WrongGame, _, _) => Some(Refusal::WrongGame),
            _ => None,
        };
        let why = match again {
            Some(refusal) => Explained::Refusal(refusal),
            None => Explained::Reason(reason),
        };
        event(Event::Refused {
            request,
            action,
            why,
        })
    }
}

/// What a seat may do for `owners` (empty: nobody in particular), as the host judges it.
pub fn seat_allows(seat: Seat, owners: &[usize]) -> Result<(), Reason> {
    match seat {
        Seat::Table => Ok(()),
        Seat::Watching => Err(Reason::Watching),
        Seat::Player(p) if owners.is_empty() || owners.contains(&usize::from(p)) => Ok(()),
        Seat::Player(_) => Err(Reason::NotYours {
            player: owners.first().and_then(|o| u8::try_from(*o).ok()),
        }),
    }
}

fn event(event: Event) -> Reaction {
    Reaction {
        events: vec![event],
        reply: Vec::new(),
    }
}

#[cfg(test)]
mod tests;
