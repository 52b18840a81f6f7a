//! The live table on this phone: the host's side (invitations, the authority of
//! [`crate::live::host`], the connections) or a guest's (its answer and the replica of
//! [`crate::live::follower`]), or a guest away from its table (its page reloaded, its
//! connection went). Everything the rules decide stays in `live/` and `session`; this module
//! moves messages between them, the connections (`rtc`, WebRTC in `web/live.js`) and the open
//! game, which every phone saves as any game.

mod away;
mod hosting;
mod joining;
pub(crate) mod memory;
pub mod rtc;
pub mod sheet;
mod words;

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::state::AppState;
use crate::commit::{Change, CommitError, Head};
use crate::live::follower::Follower;
use crate::live::host::{Host, Outgoing, To};
use crate::live::message::{self, ByeReason, Message, PeerId, Reason, Seat, Version};
use crate::live::offer::Invited;
use crate::live::remembered::Remembered;
use crate::session::{Action, Game};
pub use away::AwayBanner;
pub use words::{phone_name, seat_words};

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
    /// The writes of the host's changes not landed yet: each write's number and the version
    /// of the game it stores. A change reaches the other phones once its write has landed.
    writes: Vec<(u64, Version)>,
    /// The host's side, the only way to it from the rest of the app (see [`TableSide`]).
    side: TableSide,
}

impl HostTable {
    /// The number the host's list shows for connection `id`: the phone's first connection's,
    /// so a phone that comes back keeps its number.
    pub fn number(&self, id: u32) -> u32 {
        self.host
            .phone_of(PeerId(id))
            .map_or(id, |known| known.first.0)
    }
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
    /// The guest's side, the only way to it from the rest of the app (see [`TableSide`]).
    side: TableSide,
}

/// A guest that was at a table and is not connected to it now: its page reloaded, or its
/// connection went without the host ending the table. The game stays the table's: no move is
/// taken here until the phone is back (an invitation of the host's gives it its seat again)
/// or the player chooses to play on alone.
pub struct AwayTable {
    pub table: Remembered,
    side: TableSide,
}

pub enum Live {
    /// Both sides boxed: each is many times an away phone's memory.
    Host(Box<HostTable>),
    Guest(Box<GuestTable>),
    Away(AwayTable),
}

impl Live {
    /// The table's side: what this phone does at it.
    fn side(&self) -> TableSide {
        match self {
            Live::Host(h) => h.side,
            Live::Guest(g) => g.side,
            Live::Away(a) => a.side,
        }
    }

    /// The game this table belongs to: the host's, a guest's copy once it has come, or the
    /// game an away phone's table plays. No message of the table ever changes another game.
    pub fn game_id(&self) -> Option<&str> {
        match self {
            Live::Host(h) => Some(h.host.id()),
            Live::Guest(g) => g.follower.game().map(|w| w.id.as_str()),
            Live::Away(a) => Some(a.table.game.as_str()),
        }
    }

    /// The name of the table's game, to say which table ended.
    fn game_name(&self) -> Option<&str> {
        match self {
            Live::Host(h) => Some(h.host.sent().name.as_str()),
            Live::Guest(g) => g.follower.game().map(|w| w.name.as_str()),
            Live::Away(a) => Some(a.table.name.as_str()),
        }
    }

    /// Whether this phone follows the game without a seat: its controls change nothing.
    pub fn watching(&self) -> bool {
        matches!(self, Live::Guest(g) if g.joining == Joining::Joined && g.follower.seat() == Seat::Watching)
    }

    /// Whether this phone is away from the table of game `id` (not connected: its moves wait
    /// until it is back or plays on alone).
    pub fn away_from(&self, id: &str) -> bool {
        matches!(self, Live::Away(a) if a.table.game == id)
    }

    /// How many phones are at the table, this one included.
    pub fn phones(&self) -> usize {
        match self {
            Live::Host(h) => 1 + h.links.iter().filter(|l| l.open).count(),
            Live::Guest(g) => g.follower.roster().len().max(1),
            Live::Away(_) => 1,
        }
    }
}

/// The table this phone starts at: the one it was at when its page went, if it was a guest
/// at one (see [`memory`]). Read once, the first time anything asks for the table (the
/// first screen drawn does), before anything here can forget it.
fn at_start() -> Option<Live> {
    memory::remembered().map(|table| Live::Away(away::table(table)))
}

/// The live table this phone hosts or has joined, bound to its game: a part of the app's state
/// that the screens that show it and the state's use cases reach through [`AppState::live`],
/// asking [`LiveTable`]'s methods; the state holds no part of it. A guest whose page reloaded at
/// a table starts away from it until it is back ([`at_start`]).
static LIVE: GlobalSignal<Option<Live>> = Signal::global(at_start);

/// The live table on this phone (see [`LIVE`]): a part of the app's state that owns its
/// behaviour. The screens and the state read it, and ask it to act through its methods (here,
/// and the host's side in `hosting`, a guest's in `joining` and `away`); only they change it.
/// What the table needs of the rest of the app (the open game it lends to the host's
/// authority, the store's writes, the notices, the screens) it asks of the [`AppState`]
/// passed in, through that bundle's own use cases: the table never reaches into another
/// part's signals, and no other part into the table's.
#[derive(Clone, Copy)]
pub struct LiveTable(Signal<Option<Live>>);

impl LiveTable {
    /// The table, if any. Subscribes.
    pub fn read(&self) -> ReadableRef<'_, Signal<Option<Live>>> {
        self.0.read()
    }

    /// The table, read without subscribing (for event handlers).
    pub fn peek(&self) -> ReadableRef<'_, Signal<Option<Live>>> {
        self.0.peek()
    }

    fn write(&mut self) -> WritableRef<'_, Signal<Option<Live>>> {
        self.0.write()
    }

    fn set(&mut self, live: Option<Live>) {
        self.0.set(live);
    }

    fn take(&mut self) -> Option<Live> {
        self.0.take()
    }
}

impl AppState {
    /// The live table on this phone (see [`LIVE`]).
    pub fn live(&self) -> LiveTable {
        LiveTable(LIVE.signal())
    }

    /// Home with nothing over it and no live table: a moment when the app may restart into a
    /// new version by itself (see `ui::update`; the web's only).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn at_rest(&self) -> bool {
        self.nav.at_rest_now() && self.live().peek().is_none()
    }
}

/// The live sheet's part (`crate::ui::later::live_sheet`): the sheet's body and the way in to
/// a guest's side of a table.
#[derive(Clone, Copy)]
pub struct LivePart {
    /// Draws the sheet's body with the frame's typed answer and scanner.
    pub sheet: fn(Signal<String>, Signal<bool>) -> Element,
    /// Opens what looked like an invitation (see [`joining::open_invitation`]).
    pub invitation: fn(&mut AppState, &str),
}

impl LivePart {
    /// The part's entry: everything it holds is reached from here.
    pub const ENTRY: LivePart = LivePart {
        sheet: |answer, scanning| rsx! { sheet::LiveBody { answer, scanning } },
        invitation: joining::open_invitation,
    };
}

impl LiveTable {
    /// What looks like a live table's invitation: the guest's side is fetched (a part of its
    /// own in the split web build) and reads it; when it cannot come, the phone says so. Only
    /// the last invitation received is opened: one overtaken while its part was on its way
    /// is dropped.
    pub(crate) fn receive_invitation(&self, app: &AppState, text: &str) {
        static LATEST: AtomicU32 = AtomicU32::new(0);
        let this = LATEST.fetch_add(1, Ordering::Relaxed) + 1;
        let text = text.to_string();
        let mut app = *app;
        spawn_forever(async move {
            let part = crate::ui::later::live_sheet::load().await;
            if LATEST.load(Ordering::Relaxed) != this {
                return;
            }
            match part {
                Some(part) => (part.invitation)(&mut app, &text),
                None => {
                    let t = app.texts();
                    app.tell(t.live.part_missing.to_string());
                }
            }
        });
    }
}

/// What a connection brought, its message read.
enum Happened {
    Open,
    Closed,
    Message(Message),
    /// A frame that is not a message this build reads (too large, another protocol's, or not
    /// a message at all): it is not read, and counts against the sender's pace.
    Noise,
}

/// A connection's event as the table reads it.
fn happened(event: rtc::Event) -> (u32, Happened) {
    match event {
        rtc::Event::Open { id } => (id, Happened::Open),
        rtc::Event::Close { id } => (id, Happened::Closed),
        rtc::Event::Oversize { id } => (id, Happened::Noise),
        rtc::Event::Message { id, data } => match message::decode(&data) {
            Ok(message) => (id, Happened::Message(message)),
            Err(_) => (id, Happened::Noise),
        },
    }
}

/// What the rest of the app asks of this phone's table, as functions the table carries: the
/// host's (`hosting`) or a guest's (`joining`). Each side is reached only through the table it
/// makes, so in the split web build neither is in the first download: the host's side is in
/// the parts behind the game screen, which starts a table, and a guest's in the live sheet's
/// part, fetched when an invitation is opened. With them go the table's messages (their
/// reading and writing, the deflate of a whole game) and the connection codes.
#[derive(Clone, Copy)]
pub struct TableSide {
    /// A connection of the table's opened, closed or brought a message.
    event: fn(&mut LiveTable, &mut AppState, rtc::Event),
    /// A tap on this phone; whether it was taken (`None`: not at a table yet, the tap is the
    /// phone's own).
    act: fn(&mut LiveTable, &mut AppState, &Action) -> Option<bool>,
    /// An undo (`true`) or a redo on this phone (`None` as for a tap).
    step: fn(&mut LiveTable, &mut AppState, bool) -> Option<()>,
    /// A write of game `id` failed and was taken back on screen.
    write_failed: fn(&mut LiveTable, &mut AppState, &str),
    /// Write number `seq` of game `id` landed (and every one issued before it).
    landed: fn(&mut LiveTable, &mut AppState, &str, u64),
    /// The table ends: a host tells every guest why, a guest says goodbye (and no longer
    /// remembers the table).
    close: fn(Live, ByeReason),
}

impl LiveTable {
    /// This phone leaves the live table (the host: ends it); the game stays, saved here.
    pub fn end(&mut self, app: &mut AppState) {
        if self.close_table(app, ByeReason::Leaving) {
            let t = app.texts();
            app.tell(t.live.ended.to_string());
        }
    }

    /// This phone, away from its table or following it, plays on alone: the game stays
    /// saved here as it is, and the table is no longer this phone's.
    pub fn play_alone(&mut self, app: &mut AppState) {
        if self.close_table(app, ByeReason::Leaving) {
            let t = app.texts();
            app.tell(t.live.playing_alone.to_string());
        }
    }

    /// The open game is about to become `next` (`None`: no game). A live table belongs to
    /// its game: the table of any other game ends here, saying so, and every other phone is
    /// told in its own language and keeps the game saved. A phone away from its table keeps
    /// remembering it: it may go back to that game and rejoin.
    pub(crate) fn leaves_for(&mut self, app: &mut AppState, next: Option<&str>) {
        self.ends_unless(app, next, false);
    }

    /// This window lost its open game to another window: a table it holds for that game
    /// ends, since only the window that holds a game writes it.
    pub(crate) fn moved_away(&mut self, app: &mut AppState) {
        self.ends_unless(app, None, true);
    }

    fn ends_unless(&mut self, app: &mut AppState, next: Option<&str>, moved: bool) {
        let name = match self.peek().as_ref() {
            Some(Live::Away(_)) => return,
            Some(live) if live.game_id().is_some() && live.game_id() != next => {
                live.game_name().unwrap_or_default().to_string()
            }
            _ => return,
        };
        if self.close_table(app, ByeReason::GameClosed) {
            let t = app.texts();
            let text = if moved {
                t.live.left_for_other_window(&name)
            } else {
                t.live.left_for_other_game(&name)
            };
            // Said once the other game is on screen: showing a screen clears the notice.
            let mut app = *app;
            spawn_forever(async move { app.tell(text) });
        }
    }

    /// Closes this phone's table: a host's with `reason` to every guest, a guest's with a
    /// goodbye. Returns whether there was one.
    fn close_table(&mut self, app: &mut AppState, reason: ByeReason) -> bool {
        let Some(live) = self.take() else {
            return false;
        };
        (live.side().close)(live, reason);
        rtc::close_all();
        app.show_live_sheet(false);
        true
    }

    /// Starts following the connections' events, once per page.
    fn follow_connections(&self, app: &AppState) {
        static FOLLOWING: AtomicBool = AtomicBool::new(false);
        if FOLLOWING.swap(true, Ordering::Relaxed) {
            return;
        }
        let mut app = *app;
        let mut table = *self;
        spawn_forever(async move {
            rtc::follow(move |event| table.on_connection(&mut app, event)).await;
        });
    }

    fn on_connection(&mut self, app: &mut AppState, event: rtc::Event) {
        let side = self.peek().as_ref().map(Live::side);
        if let Some(side) = side {
            (side.event)(self, app, event);
        }
    }

    /// Write number `seq` of game `id` landed: a host's changes up to it reach the phones.
    pub(crate) fn write_landed(&mut self, app: &mut AppState, id: &str, seq: u64) {
        if let Some(side) = self.hosting(id) {
            (side.landed)(self, app, id, seq);
        }
    }

    /// A write of the open game failed and was taken back on screen: a host takes it back
    /// at its table too, and tells every phone.
    pub(crate) fn write_failed(&mut self, app: &mut AppState, id: &str) {
        if let Some(side) = self.hosting(id) {
            (side.write_failed)(self, app, id);
        }
    }

    /// The host's side, when this phone hosts the table of game `id`: only the host stores the
    /// table's game first, so only it hears of that game's writes.
    fn hosting(&self, id: &str) -> Option<TableSide> {
        match self.peek().as_ref() {
            Some(live @ Live::Host(table)) if table.host.id() == id => Some(live.side()),
            _ => None,
        }
    }

    /// Whether the open game is game `id` and holds `game`'s log and cursor already.
    fn holds(app: &AppState, id: &str, game: &Game) -> bool {
        app.open.peek().as_ref().is_some_and(|open| {
            open.id == id && open.game.log() == game.log() && open.game.cursor() == game.cursor()
        })
    }

    /// The open game follows `game`, the table's copy of game `id` (the host's, or a guest's
    /// replica), through the one commit path: only when the open game is that game.
    fn follow_live(&mut self, app: &mut AppState, id: &str, game: Game) -> Result<(), CommitError> {
        if Self::holds(app, id, &game) {
            return Err(CommitError::Nothing);
        }
        let seen = match app.open.peek().as_ref() {
            Some(open) if open.id == id => Head::of(&open.game),
            _ => return Err(CommitError::OtherGame),
        };
        app.commit(id, seen, Change::Follow(Box::new(game)))
            .map(|_| ())
    }

    /// A tap at a live table: on the host through its authority (the same path as a guest's
    /// request), on a guest as a request to the host. `None` when no live table is open (or
    /// this phone has not joined its table yet).
    pub(super) fn act(&mut self, app: &mut AppState, action: &Action) -> Option<bool> {
        let side = self.peek().as_ref().map(Live::side)?;
        (side.act)(self, app, action)
    }

    /// An undo (`undo`) or redo at a live table; `None` when no live table is open.
    pub(super) fn step(&mut self, app: &mut AppState, undo: bool) -> Option<()> {
        let side = self.peek().as_ref().map(Live::side)?;
        (side.step)(self, app, undo)
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

impl LiveTable {
    /// Says a refusal of the live table's own (a seat, a cursor, a pace), or one the guest
    /// could not check again itself, in this phone's words.
    fn tell_reason(&mut self, app: &mut AppState, reason: &Reason) {
        let t = app.texts();
        let words = {
            let open = app.open.peek();
            words::reason_words(t, open.as_ref().map(|o| &o.game), reason)
        };
        app.tell(words);
    }
}
