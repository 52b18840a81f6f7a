//! The live table on this phone: the host's side (invitations, the authority of
//! [`crate::live::host`], the connections) or a guest's (its answer and the replica of
//! [`crate::live::follower`]). Everything the rules decide stays in `live/` and `session`;
//! this module moves messages between them, the connections (`rtc`, WebRTC in
//! `web/live.js`) and the open game, which every phone saves as any game.

mod hosting;
pub mod rtc;
pub mod sheet;

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::state::{AppState, OpenGame, Screen};
use crate::commit::{Change, CommitError, Head};
use crate::live::follower::{has_moves_the_host_lacks, Event, Explained, Follower};
use crate::live::host::{Host, Outgoing, To};
use crate::live::message::{self, ByeReason, Message, PeerId, Reason, Seat, WholeGame, MAX_ROSTER};
use crate::live::offer::{sdp, Invited, Offer, Role};
use crate::session::{Action, Game};
use crate::ui::text::Texts;
use hosting::HostSide;

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
    /// The host's side, the only way to it from the rest of the app (see `hosting`).
    side: HostSide,
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
            Live::Host(table) => (table.side.close)(table, reason),
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
        let host = match self.live.peek().as_ref() {
            Some(Live::Host(table)) => Some(table.side),
            _ => None,
        };
        match host {
            Some(side) => (side.event)(self, id, happened),
            None => self.guest_event(id, happened),
        }
    }

    /// A write of the open game failed and was taken back on screen: a host takes it back
    /// at its table too, and tells every phone.
    pub(crate) fn live_write_failed(&mut self, id: &str) {
        let side = match self.live.peek().as_ref() {
            Some(Live::Host(table)) if table.host.id() == id => table.side,
            _ => return,
        };
        (side.write_failed)(self, id);
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
                let act = table.side.act;
                drop(live);
                Some(act(self, action))
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
                let step = table.side.step;
                drop(live);
                step(self, undo);
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
