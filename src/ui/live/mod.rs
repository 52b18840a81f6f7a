//! The live table on this phone: the host's side (invitations, the authority of
//! [`crate::live::host`], the connections) or a guest's (its answer and the replica of
//! [`crate::live::follower`]). Everything the rules decide stays in `live/` and `session`;
//! this module moves messages between them, the connections (`rtc`, WebRTC in
//! `web/live.js`) and the open game, which every phone saves as any game.

pub mod rtc;
pub mod sheet;

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::state::{now, AppState, OpenGame, Screen};
use crate::commit::{Change, CommitError, Head};
use crate::live::follower::{has_moves_the_host_lacks, Event, Explained, Follower};
use crate::live::host::{Host, Outgoing, To};
use crate::live::message::{self, ByeReason, Message, PeerId, Reason, Seat, WholeGame, MAX_ROSTER};
use crate::live::offer::{sdp, Invited, Offer, Role};
use crate::session::{Action, Game};
use crate::ui::text::Texts;

/// The host's own number at its table; guests' connections count from 1.
const HOST: PeerId = PeerId(0);

/// A connection of the host's, by its number (also the guest's [`PeerId`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    pub id: u32,
    pub open: bool,
    /// Was open once: closed now, the phone has left (not: still connecting).
    pub left: bool,
}

/// The invitation on the host's screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Invitation {
    Preparing,
    /// Connection `id`'s offer as a code, waiting for the joining phone's answer.
    Ready {
        id: u32,
        code: String,
    },
    Failed,
}

pub struct HostTable {
    pub host: Host,
    pub links: Vec<Link>,
    pub invitation: Invitation,
    next: u32,
}

/// Where a guest is in joining.
#[derive(Clone, Debug, PartialEq)]
pub enum Joining {
    /// Making this phone's answer to the host's offer.
    Answering,
    /// The answer as a code, shown until the host has read it and the channel opens.
    Answer {
        code: String,
    },
    Connected,
    /// The game is here: the sheet offers the seats.
    Joined,
    Failed,
}

pub struct GuestTable {
    pub follower: Follower,
    pub conn: u32,
    pub joining: Joining,
    /// The game the invitation names (`None` from a build before the invitation did).
    pub invited: Option<Invited>,
    /// This phone's own saved copy of that game was found by its id and comes along: the
    /// host sends only what it lacks.
    pub held: bool,
}

pub enum Live {
    Host(HostTable),
    Guest(GuestTable),
}

impl Live {
    /// The game this table belongs to: the host's, or a guest's copy once it has come. No
    /// message of the table ever changes another game.
    pub fn game_id(&self) -> Option<&str> {
        match self {
            Live::Host(h) => Some(h.host.id()),
            Live::Guest(g) => g.follower.game().map(|w| w.id.as_str()),
        }
    }

    /// The name of the table's game, to say which table ended.
    fn game_name(&self) -> Option<&str> {
        match self {
            Live::Host(h) => Some(h.host.name()),
            Live::Guest(g) => g.follower.game().map(|w| w.name.as_str()),
        }
    }

    /// Whether this phone follows the game without a seat: its controls change nothing.
    pub fn watching(&self) -> bool {
        matches!(self, Live::Guest(g) if g.joining == Joining::Joined && g.follower.seat() == Seat::Watching)
    }

    /// How many phones are at the table, this one included.
    pub fn phones(&self) -> usize {
        match self {
            Live::Host(h) => 1 + h.links.iter().filter(|l| l.open).count(),
            Live::Guest(g) => g.follower.roster().len().max(1),
        }
    }
}

/// What a connection brought, its message read.
enum Happened {
    Open,
    Closed,
    Message(Message),
}

/// The connection numbers a guest uses: each join a new one, so a late close of an old
/// connection is never taken for the new one's.
static GUEST_CONN: AtomicU32 = AtomicU32::new(0);

impl AppState {
    /// Opens the live table's sheet over the game; the first time, this phone becomes the
    /// host of the open game and its first invitation is prepared.
    pub fn open_live(&mut self) {
        if !cfg!(feature = "web") {
            let t = self.texts();
            return self.tell(t.live.browser_only.to_string());
        }
        if self.live.peek().is_none() {
            let Some(open) = self
                .open
                .peek()
                .as_ref()
                .map(|o| (o.id.clone(), o.name.clone(), o.game.clone()))
            else {
                return;
            };
            let t = self.texts();
            let (id, name, game) = open;
            let host = Host::new(&id, &name, game, HOST, t.live.host_phone, Seat::Table);
            self.live.set(Some(Live::Host(HostTable {
                host,
                links: Vec::new(),
                invitation: Invitation::Preparing,
                next: 1,
            })));
            self.follow_connections();
            self.invite();
        }
        self.show_live_sheet(true);
    }

    /// A new invitation: a connection and its offer as a code.
    pub fn invite(&mut self) {
        let (id, game) = {
            let mut live = self.live.write();
            let Some(Live::Host(table)) = live.as_mut() else {
                return;
            };
            let id = table.next;
            table.next += 1;
            table.invitation = Invitation::Preparing;
            // The invitation names the table's game, so the joining phone says which it is
            // and finds its own copy of it.
            (id, Invited::new(table.host.id(), table.host.name()))
        };
        let mut app = *self;
        spawn_forever(async move {
            let code = rtc::offer(id)
                .await
                .ok()
                .and_then(|description| sdp::parse(&description, Role::Offer).ok())
                .map(|offer| offer.inviting(game).to_code());
            if code.is_none() {
                crate::ui::platform::warn("the live table's offer could not be made");
            }
            if let Some(Live::Host(table)) = app.live.write().as_mut() {
                table.invitation = match code {
                    Some(code) => Invitation::Ready { id, code },
                    None => Invitation::Failed,
                };
            }
        });
    }

    /// The host reads a joining phone's code (pasted or scanned).
    pub fn connect_answer(&mut self, text: &str) {
        let t = self.texts();
        let answer = match Offer::from_code(text) {
            Ok(offer) if offer.role == Role::Answer => offer,
            Ok(_) => return self.tell(t.live.not_an_answer.to_string()),
            Err(_) => return self.tell(t.live.unreadable.to_string()),
        };
        let id = match self.live.peek().as_ref() {
            Some(Live::Host(HostTable {
                invitation: Invitation::Ready { id, .. },
                ..
            })) => *id,
            _ => return,
        };
        if let Some(Live::Host(table)) = self.live.write().as_mut() {
            table.links.push(Link {
                id,
                open: false,
                left: false,
            });
        }
        let description = sdp::rebuild(&answer);
        let mut app = *self;
        spawn_forever(async move {
            if rtc::accept(id, &description).await.is_err() {
                app.tell(app.texts().live.not_connected.to_string());
            }
        });
        // The next phone's invitation, at once: a table invites one phone after another.
        self.invite();
    }

    /// A guest opened an invitation (a link, a scan or a paste): this phone answers it.
    pub fn join_live(&mut self, offer: Offer) {
        if matches!(self.live.peek().as_ref(), Some(Live::Host(_))) {
            self.end_live();
        }
        let conn = GUEST_CONN.fetch_add(1, Ordering::Relaxed) + 1;
        if let Some(Live::Guest(old)) = self.live.peek().as_ref() {
            rtc::close(old.conn);
        }
        let t = self.texts();
        let invited = offer.game.clone();
        // The phone holds no game for the table until its own copy of the invited game is
        // found by id: the open game, when it is another, is never offered as that game.
        self.live.set(Some(Live::Guest(GuestTable {
            follower: Follower::new(t.live.table_phone, Seat::Table),
            conn,
            joining: Joining::Answering,
            invited: invited.clone(),
            held: false,
        })));
        self.follow_connections();
        self.show_live_sheet(true);
        let description = sdp::rebuild(&offer);
        let mut app = *self;
        spawn_forever(async move {
            // A phone that holds the game already (it dropped and comes back, or played on
            // alone) asks only for what it lacks; the host sends the whole game otherwise.
            // Found before the answer is shown, so before the channel can open.
            if let Some(invited) = invited {
                if let Some(own) = app.open_held(&invited.id).await {
                    if let Some(Live::Guest(table)) = app.live.write().as_mut() {
                        if table.conn == conn {
                            let whole = WholeGame {
                                id: own.id,
                                name: own.name,
                                game: own.game,
                            };
                            table.follower =
                                Follower::rejoining(whole, t.live.table_phone, Seat::Table);
                            table.held = true;
                        }
                    }
                }
            }
            let code = rtc::answer(conn, &description)
                .await
                .ok()
                .and_then(|answer| sdp::parse(&answer, Role::Answer).ok())
                .map(|offer| offer.to_code());
            if let Some(Live::Guest(table)) = app.live.write().as_mut() {
                if table.conn == conn {
                    table.joining = match code {
                        Some(code) => Joining::Answer { code },
                        None => Joining::Failed,
                    };
                }
            }
        });
    }

    /// A guest takes a seat (a player, or the table's shared phone): the host's roster names
    /// this phone after it, and refuses a seat another phone has.
    pub fn sit(&mut self, seat: Seat) {
        if let Some(Live::Guest(table)) = self.live.write().as_mut() {
            let hello = table.follower.sit(seat);
            rtc::send(table.conn, &message::encode(&hello));
        }
    }

    /// The host moves phone `id` to `seat`; refused, with the reason, when another phone has
    /// that player's seat.
    pub fn reseat(&mut self, id: u32, seat: Seat) {
        let result = match self.live.write().as_mut() {
            Some(Live::Host(table)) => table.host.reseat(PeerId(id), seat),
            _ => return,
        };
        match result {
            Ok(outgoing) => {
                if let Some(Live::Host(table)) = self.live.peek().as_ref() {
                    for out in &outgoing {
                        send_to(&table.links, out);
                    }
                }
            }
            Err(reason) => {
                let t = self.texts();
                let words = self.reason_words(t, &reason);
                self.tell(words);
            }
        }
    }

    /// This phone leaves the live table (the host: ends it); the game stays, saved here.
    pub fn end_live(&mut self) {
        if self.close_table(ByeReason::Leaving) {
            let t = self.texts();
            self.tell(t.live.ended.to_string());
        }
    }

    /// The open game is about to become `next` (`None`: no game). A live table belongs to
    /// its game: the table of any other game ends here, saying so, and every other phone is
    /// told in its own language and keeps the game saved.
    pub(crate) fn live_leaves_for(&mut self, next: Option<&str>) {
        self.live_ends_unless(next, false);
    }

    /// This window lost its open game to another window: a table it holds for that game
    /// ends, since only the window that holds a game writes it.
    pub(crate) fn live_moved_away(&mut self) {
        self.live_ends_unless(None, true);
    }

    fn live_ends_unless(&mut self, next: Option<&str>, moved: bool) {
        let name = match self.live.peek().as_ref() {
            Some(live) if live.game_id().is_some() && live.game_id() != next => {
                live.game_name().unwrap_or_default().to_string()
            }
            _ => return,
        };
        if self.close_table(ByeReason::GameClosed) {
            let t = self.texts();
            let text = if moved {
                t.live.left_for_other_window(&name)
            } else {
                t.live.left_for_other_game(&name)
            };
            // Said once the other game is on screen: showing a screen clears the notice.
            let mut app = *self;
            spawn_forever(async move { app.tell(text) });
        }
    }

    /// Closes this phone's table: a host's with `reason` to every guest, a guest's with a
    /// goodbye. Returns whether there was one.
    fn close_table(&mut self, reason: ByeReason) -> bool {
        let Some(live) = self.live.take() else {
            return false;
        };
        match live {
            Live::Host(table) => {
                let (_, outgoing) = table.host.close_because(reason);
                for out in outgoing {
                    send_to(&table.links, &out);
                }
            }
            Live::Guest(table) => {
                rtc::send(
                    table.conn,
                    &message::encode(&Message::Bye(ByeReason::Leaving)),
                );
            }
        }
        rtc::close_all();
        self.show_live_sheet(false);
        true
    }

    /// Starts following the connections' events, once per page.
    fn follow_connections(&self) {
        static FOLLOWING: AtomicBool = AtomicBool::new(false);
        if FOLLOWING.swap(true, Ordering::Relaxed) {
            return;
        }
        let mut app = *self;
        spawn_forever(async move {
            rtc::follow(move |event| app.on_connection(event)).await;
        });
    }

    fn on_connection(&mut self, event: rtc::Event) {
        let (id, happened) = match event {
            rtc::Event::Open { id } => (id, Happened::Open),
            rtc::Event::Close { id } => (id, Happened::Closed),
            rtc::Event::Message { id, data } => match message::decode(&data) {
                Ok(message) => (id, Happened::Message(message)),
                // A message this build cannot read is dropped; the sender's next hello
                // brings the phones level again.
                Err(_) => return,
            },
        };
        let is_host = matches!(self.live.peek().as_ref(), Some(Live::Host(_)));
        if is_host {
            self.host_event(id, happened);
        } else {
            self.guest_event(id, happened);
        }
    }

    fn host_event(&mut self, id: u32, happened: Happened) {
        let t = self.texts();
        let note = match happened {
            Happened::Open => Some(t.live.joined_note(&phone_name(t, id))),
            Happened::Closed => Some(t.live.left_note(&phone_name(t, id))),
            Happened::Message(_) => None,
        };
        let outgoing = {
            let mut live = self.live.write();
            let Some(Live::Host(table)) = live.as_mut() else {
                return;
            };
            match happened {
                Happened::Open => {
                    if let Some(link) = table.links.iter_mut().find(|l| l.id == id) {
                        link.open = true;
                    }
                    Vec::new()
                }
                Happened::Closed => {
                    let Some(link) = table.links.iter_mut().find(|l| l.id == id && l.open) else {
                        return;
                    };
                    link.open = false;
                    link.left = true;
                    table.host.leave(PeerId(id))
                }
                Happened::Message(message) => table.host.receive(PeerId(id), message, now()),
            }
        };
        if let Some(note) = note {
            self.tell(note);
        }
        // A phone the full table sends away is not one of its phones: it leaves the list and
        // the count at once, and its connection ends once the goodbye has had time to go.
        let turned_away = outgoing.iter().any(|o| {
            o.to == To::One(PeerId(id)) && o.message == Message::Bye(ByeReason::TableFull)
        });
        self.host_sends(outgoing);
        if turned_away {
            if let Some(Live::Host(table)) = self.live.write().as_mut() {
                table.links.retain(|l| l.id != id);
            }
            rtc::close_soon(id);
            self.tell(t.live.turned_away(&phone_name(t, id), MAX_ROSTER));
        }
    }

    /// Stores what the host decided through the one commit path, then sends its messages.
    /// What cannot be committed here (the table's game is not the one open, or another
    /// window holds it) is taken back on the host, and every phone is brought level with
    /// what this phone holds: no phone keeps a move the host's store does not.
    fn host_sends(&mut self, outgoing: Vec<Outgoing>) {
        // The host's game is copied out only when the open game does not hold it already (a
        // roster or a refusal changes no game).
        let changed = match self.live.peek().as_ref() {
            Some(Live::Host(table)) => {
                let (id, game) = (table.host.id(), table.host.game());
                (!self.holds(id, game)).then(|| (id.to_string(), game.clone()))
            }
            _ => return,
        };
        let outgoing = match changed {
            Some((id, game)) => match self.follow_live(&id, game) {
                Ok(()) | Err(CommitError::Nothing) => outgoing,
                Err(_) => self.host_restores(&id),
            },
            None => outgoing,
        };
        if let Some(Live::Host(table)) = self.live.peek().as_ref() {
            for out in &outgoing {
                send_to(&table.links, out);
            }
        }
    }

    /// The host's game goes back to the open game `id` as this phone holds it (after a
    /// change it could not store); the messages that bring the guests back with it.
    fn host_restores(&mut self, id: &str) -> Vec<Outgoing> {
        let held = self
            .open
            .peek()
            .as_ref()
            .filter(|o| o.id == id)
            .map(|o| o.game.clone());
        let mut live = self.live.write();
        match (live.as_mut(), held) {
            (Some(Live::Host(table)), Some(game)) => table.host.restore(game),
            _ => Vec::new(),
        }
    }

    /// A write of the open game failed and was taken back on screen: a host takes it back
    /// at its table too, and tells every phone.
    pub(crate) fn live_write_failed(&mut self, id: &str) {
        if !matches!(self.live.peek().as_ref(), Some(Live::Host(table)) if table.host.id() == id) {
            return;
        }
        let outgoing = self.host_restores(id);
        if let Some(Live::Host(table)) = self.live.peek().as_ref() {
            for out in &outgoing {
                send_to(&table.links, out);
            }
        }
    }

    /// Whether the open game is game `id` and holds `game`'s log and cursor already.
    fn holds(&self, id: &str, game: &Game) -> bool {
        self.open.peek().as_ref().is_some_and(|open| {
            open.id == id && open.game.log() == game.log() && open.game.cursor() == game.cursor()
        })
    }

    /// The open game follows `game`, the table's copy of game `id` (the host's, or a guest's
    /// replica), through the one commit path: only when the open game is that game.
    fn follow_live(&mut self, id: &str, game: Game) -> Result<(), CommitError> {
        if self.holds(id, &game) {
            return Err(CommitError::Nothing);
        }
        let seen = match self.open.peek().as_ref() {
            Some(open) if open.id == id => Head::of(&open.game),
            _ => return Err(CommitError::OtherGame),
        };
        self.commit(id, seen, Change::Follow(Box::new(game)))
            .map(|_| ())
    }

    fn guest_event(&mut self, id: u32, happened: Happened) {
        let t = self.texts();
        let mut reaction = None;
        let mut left = false;
        {
            let mut live = self.live.write();
            let Some(Live::Guest(table)) = live.as_mut() else {
                return;
            };
            if table.conn != id {
                return;
            }
            match happened {
                Happened::Open => {
                    table.joining = Joining::Connected;
                    rtc::send(id, &message::encode(&table.follower.hello()));
                }
                Happened::Closed => left = true,
                Happened::Message(message) => reaction = Some(table.follower.receive(message)),
            }
        }
        if left {
            return self.host_gone(t);
        }
        let Some(reaction) = reaction else {
            return;
        };
        if let Some(reply) = &reaction.reply {
            rtc::send(id, &message::encode(reply));
        }
        for event in reaction.events {
            match event {
                Event::Joined => self.guest_joined(t),
                Event::Changed => self.take_replica(),
                Event::Refused { why, .. } => match why {
                    Explained::Refusal(refusal) => {
                        self.tell_refusal(&refusal);
                    }
                    Explained::Reason(reason) => {
                        let words = self.reason_words(t, &reason);
                        self.tell(words);
                    }
                },
                Event::SeatRefused(_) => self.tell(t.live.seat_taken.to_string()),
                Event::HostLeft(ByeReason::Protocol { .. }) => {
                    self.tell(t.live.newer.to_string());
                    self.live.set(None);
                }
                Event::HostLeft(ByeReason::TableFull) => {
                    // Sent away: this phone ends its connection, so the host's list drops it.
                    rtc::close(id);
                    self.live.set(None);
                    self.show_live_sheet(false);
                    return self.tell(t.live.table_full(MAX_ROSTER));
                }
                Event::HostLeft(ByeReason::GameClosed) => {
                    self.live.set(None);
                    self.show_live_sheet(false);
                    return self.tell(t.live.game_closed.to_string());
                }
                Event::HostLeft(_) => return self.host_gone(t),
                Event::Roster | Event::Gap { .. } | Event::Diverged(_) => {}
            }
        }
    }

    /// The open game follows the guest's replica, when it is the replica's game.
    fn take_replica(&mut self) {
        let replica = match self.live.peek().as_ref() {
            Some(Live::Guest(table)) => table.follower.game().cloned(),
            _ => None,
        };
        if let Some(whole) = replica {
            let _ = self.follow_live(&whole.id, whole.game);
        }
    }

    /// The welcome came: the game is on this phone, saved like any other.
    fn guest_joined(&mut self, t: &'static Texts) {
        let whole = match self.live.peek().as_ref() {
            Some(Live::Guest(table)) => table.follower.game().cloned(),
            _ => None,
        };
        let Some(whole) = whole else {
            return;
        };
        let same = self.open.peek().as_ref().is_some_and(|o| o.id == whole.id);
        if !same
            && self
                .store
                .catalogue
                .peek()
                .games
                .iter()
                .any(|g| g.id == whole.id)
        {
            // An invitation that did not name its game (an older host's): this phone's own
            // copy, found now by the id the welcome gives, is opened and compared as any.
            let mut app = *self;
            spawn_forever(async move {
                if app.open_held(&whole.id).await.is_some() {
                    app.guest_joined(t);
                } else {
                    // Its copy cannot be read (the store said why): the table is left, and
                    // nothing is written over that record.
                    app.end_live();
                }
            });
            return;
        }
        let mut told = t.live.joined.to_string();
        if let Some(Live::Guest(table)) = self.live.write().as_mut() {
            table.joining = Joining::Joined;
        }
        if same {
            // Moves this phone made alone that the host's game lacks are kept as a copy.
            let own = self
                .open
                .peek()
                .as_ref()
                .filter(|o| has_moves_the_host_lacks(&o.game, &whole.game))
                .map(|o| (o.name.clone(), o.game.clone()));
            if let Some((name, game)) = own {
                let copy = t.live.copy_name(&name);
                self.keep_copy(copy.clone(), game);
                told = t.live.kept_copy(&copy);
            }
            let _ = self.follow_live(&whole.id, whole.game);
            self.go(Screen::Game);
        } else {
            self.add_game(OpenGame {
                id: whole.id,
                name: whole.name,
                game: whole.game,
            });
        }
        self.show_live_sheet(false);
        self.tell(told);
    }

    fn host_gone(&mut self, t: &'static Texts) {
        self.live.set(None);
        self.show_live_sheet(false);
        self.tell(t.live.host_left.to_string());
    }

    /// A tap at a live table: on the host through its authority (the same path as a guest's
    /// request), on a guest as a request to the host. `None` when no live table is open.
    pub(super) fn live_act(&mut self, action: &Action) -> Option<bool> {
        let mut live = self.live.write();
        match live.as_mut()? {
            Live::Host(table) => {
                let result = table.host.act(action.clone(), now());
                drop(live);
                Some(match result {
                    Ok(outgoing) => {
                        self.host_sends(outgoing);
                        true
                    }
                    Err(refusal) => {
                        self.tell_refusal(&refusal);
                        false
                    }
                })
            }
            Live::Guest(table) if table.joining == Joining::Joined => {
                // The seat is checked here first, as the host will, to say why at once.
                if let Err(reason) = table.follower.may_act(action) {
                    drop(live);
                    let t = self.texts();
                    let words = self.reason_words(t, &reason);
                    self.tell(words);
                    return Some(false);
                }
                let request = table.follower.propose(action.clone());
                rtc::send(table.conn, &message::encode(&request));
                Some(true)
            }
            Live::Guest(_) => None,
        }
    }

    /// An undo (`undo`) or redo at a live table; `None` when no live table is open.
    pub(super) fn live_step(&mut self, undo: bool) -> Option<()> {
        let mut live = self.live.write();
        match live.as_mut()? {
            Live::Host(table) => {
                let outgoing = if undo {
                    table.host.undo()
                } else {
                    table.host.redo()
                };
                drop(live);
                self.host_sends(outgoing);
            }
            Live::Guest(table) if table.joining == Joining::Joined => {
                if let Err(reason) = table.follower.may_step(!undo) {
                    drop(live);
                    let t = self.texts();
                    let words = self.reason_words(t, &reason);
                    self.tell(words);
                    return Some(());
                }
                let request = if undo {
                    table.follower.undo()
                } else {
                    table.follower.redo()
                };
                rtc::send(table.conn, &message::encode(&request));
            }
            Live::Guest(_) => return None,
        }
        Some(())
    }
}

/// Sends `out` on the host's open connections it is for. The host's own phone has no
/// connection: what is for it is already on its screen.
fn send_to(links: &[Link], out: &Outgoing) {
    let bytes = message::encode(&out.message);
    for link in links.iter().filter(|l| l.open) {
        if out.to != To::One(HOST) && out.reaches(PeerId(link.id)) {
            rtc::send(link.id, &bytes);
        }
    }
}

/// A guest phone as the host's list names it.
pub fn phone_name(t: &Texts, id: u32) -> String {
    t.live.phone_n(id)
}

/// Where a phone sits, in words: a player's phone, the table's, or watching.
pub fn seat_words(t: &Texts, game: &Game, seat: Seat) -> String {
    match seat {
        Seat::Player(i) => game.players().get(usize::from(i)).map_or_else(
            || t.live.table_phone.to_string(),
            |p| t.live.seat_of(&p.name),
        ),
        Seat::Table => t.live.table_phone.to_string(),
        Seat::Watching => t.live.watching.to_string(),
    }
}

impl AppState {
    /// A refusal of the live table's own (a seat, a cursor, a pace) or one the guest could
    /// not check again itself, in this phone's words.
    fn reason_words(&self, t: &Texts, reason: &Reason) -> String {
        match reason {
            Reason::Moved { .. } => t.live.moved.to_string(),
            Reason::SeatTaken { .. } | Reason::NoSuchSeat { .. } => t.live.seat_taken.to_string(),
            Reason::GameOver => t.refusal_game_over.to_string(),
            Reason::WrongGame => t.refusal_wrong_game.to_string(),
            Reason::NotYours { player } => {
                let name = player.and_then(|p| {
                    let open = self.open.peek();
                    let players = open.as_ref()?.game.players().to_vec();
                    players.get(usize::from(p)).map(|p| p.name.clone())
                });
                t.live.not_yours(name.as_deref().unwrap_or("?"))
            }
            Reason::Watching => t.live.watching_refused.to_string(),
            Reason::TooFast => t.live.too_fast.to_string(),
            Reason::NothingToUndo
            | Reason::NothingToRedo
            | Reason::Rules { .. }
            | Reason::NotJoined => t.live.host_refused.to_string(),
        }
    }
}
