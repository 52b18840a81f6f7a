//! A guest's side of the live table: answering an invitation, following the host's game as a
//! replica, taking a seat, and asking the host for every tap. The phone remembers the table it
//! sits at (see `memory`): when its connection goes without the host ending the table, or its
//! page reloads, it is away from the table (`away`) until it comes back with the host's code
//! (the host knows the phone and gives it its seat again) or plays on alone. A hello the host
//! does not answer is said again, later each time, and one the host asks to wait is said again
//! when told; while it waits the phone is catching up and takes no tap. When the host moves the
//! table to its next game, the phone saves that game and plays it, in its player's seat.
//!
//! The rest of the app reaches it only through an invitation ([`open_invitation`], the live
//! sheet's part's way in) and the table it makes ([`TableSide`] in [`GuestTable`]): so in the
//! split web build the guest's side, with the table's messages and the connection codes, is in
//! the live sheet's part, fetched when an invitation is opened.

use std::sync::atomic::{AtomicU32, Ordering};

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::{happened, memory, rtc, GuestTable, Happened, Joining, Live, LiveTable, TableSide};
use crate::live::follower::{has_moves_the_host_lacks, Event, Explained, Follower};
use crate::live::message::{self, ByeReason, Message, Reason, Seat, WholeGame, MAX_ROSTER};
use crate::live::offer::{sdp, Offer, Role};
use crate::live::remembered::Remembered;
use crate::session::Action;
use crate::share;
use crate::ui::codecs;
use crate::ui::state::{now, AppState, OpenGame, Screen};
use crate::ui::text::Texts;

/// The connection numbers a guest uses: each join a new one, so a late close of an old
/// connection is never taken for the new one's.
static GUEST_CONN: AtomicU32 = AtomicU32::new(0);

/// A guest's side of its table (see [`TableSide`]).
const SIDE: TableSide = TableSide {
    event: |table, app, event| {
        let (id, happened) = happened(event);
        table.guest_event(app, id, happened);
    },
    act: LiveTable::guest_act,
    step: LiveTable::guest_step,
    // Only the host stores the table's game first: a guest's copy follows the host's.
    write_failed: |_, _, _| {},
    landed: |_, _, _, _| {},
    close: guest_close,
};

/// Leaves the host's table with a goodbye; the phone no longer sits at it.
fn guest_close(live: Live, _reason: ByeReason) {
    memory::forget();
    if let Live::Guest(table) = live {
        rtc::send(
            table.conn,
            &message::encode(&Message::Bye(ByeReason::Leaving)),
        );
    }
}

/// Sends `messages` on connection `conn`, in order.
fn send_all(conn: u32, messages: &[Message]) {
    for m in messages {
        rtc::send(conn, &message::encode(m));
    }
}

/// What looked like a live table's invitation (a link, a scan or a paste that starts as one):
/// this phone joins its table; a code that is not an invitation is read as any other.
pub fn open_invitation(app: &mut AppState, text: &str) {
    match Offer::from_code(text) {
        Ok(offer) if offer.role == Role::Offer => app.live().join(app, offer),
        _ => app.show_import(text.trim(), share::read(text)),
    }
}

impl LiveTable {
    /// A guest opened an invitation (a link, a scan or a paste): this phone answers it.
    fn join(&mut self, app: &mut AppState, offer: Offer) {
        if matches!(self.peek().as_ref(), Some(Live::Host(_))) {
            self.end(app);
        }
        let conn = GUEST_CONN.fetch_add(1, Ordering::Relaxed) + 1;
        if let Some(Live::Guest(old)) = self.peek().as_ref() {
            rtc::close(old.conn);
        }
        let t = app.texts();
        let invited = offer.game.clone();
        // Back at the table it was away from: it asks for the seat it had (the host, which
        // knows the phone, gives it back). Another table's invitation: that one is left.
        let seat = match self.peek().as_ref() {
            Some(Live::Away(away)) if invited.as_ref().is_none_or(|g| g.id == away.table.game) => {
                away.table.seat
            }
            Some(Live::Away(_)) => {
                memory::forget();
                Seat::Table
            }
            Some(Live::Guest(guest)) => guest.follower.seat(),
            _ => Seat::Table,
        };
        let key = memory::phone_key();
        // The phone holds no game for the table until its own copy of the invited game is
        // found by id: the open game, when it is another, is never offered as that game.
        self.set(Some(Live::Guest(Box::new(GuestTable {
            follower: Follower::new(key, t.live.table_phone, seat),
            conn,
            joining: Joining::Answering,
            invited: invited.clone(),
            held: false,
            side: SIDE,
        }))));
        self.follow_connections(app);
        app.show_live_sheet(true);
        // The families' part, which writes the table's game here once joined, comes meanwhile.
        codecs::bring();
        let description = sdp::rebuild(&offer);
        let app = *app;
        let mut table = *self;
        spawn_forever(async move {
            // A phone that holds the game already (it dropped and comes back, or played on
            // alone) asks only for what it lacks; the host sends the whole game otherwise.
            // Found before the answer is shown, so before the channel can open.
            if let Some(invited) = invited {
                if let Some(own) = app.open_held(&invited.id).await {
                    if let Some(Live::Guest(guest)) = table.write().as_mut() {
                        if guest.conn == conn {
                            let whole = WholeGame {
                                id: own.id,
                                name: own.name,
                                game: own.game,
                            };
                            let seat = guest.follower.seat();
                            guest.follower =
                                Follower::rejoining(key, whole, t.live.table_phone, seat);
                            guest.held = true;
                        }
                    }
                }
            }
            let code = rtc::answer(conn, &description)
                .await
                .ok()
                .and_then(|answer| sdp::parse(&answer, Role::Answer).ok())
                .map(|offer| offer.to_code());
            if let Some(Live::Guest(guest)) = table.write().as_mut() {
                if guest.conn == conn {
                    guest.joining = match code {
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
        let conn = match self.write().as_mut() {
            Some(Live::Guest(table)) => {
                let hello = table.follower.sit(seat, now());
                send_all(table.conn, &hello);
                table.conn
            }
            _ => return,
        };
        self.hello_timer(conn);
    }

    /// Says hello again on connection `conn` when its welcome is overdue (a lost hello, or
    /// one the host asked to wait), as long as the phone waits for it there.
    fn hello_timer(&self, conn: u32) {
        let at = match self.peek().as_ref() {
            Some(Live::Guest(table)) if table.conn == conn => table.follower.hello_again_at(),
            _ => None,
        };
        let Some(at) = at else {
            return;
        };
        let mut table = *self;
        spawn_forever(async move {
            let wait = (at - now()).num_milliseconds().clamp(0, 60_000);
            rtc::sleep(u32::try_from(wait).unwrap_or(0)).await;
            let again = match table.write().as_mut() {
                Some(Live::Guest(guest)) if guest.conn == conn => {
                    let hello = guest.follower.tick(now());
                    send_all(conn, &hello);
                    guest.follower.catching_up()
                }
                _ => false,
            };
            if again {
                table.hello_timer(conn);
            }
        });
    }

    fn guest_event(&mut self, app: &mut AppState, id: u32, happened: Happened) {
        let t = app.texts();
        let mut reaction = None;
        let mut left = false;
        {
            let mut signal = *self;
            let mut live = signal.write();
            let Some(Live::Guest(table)) = live.as_mut() else {
                return;
            };
            if table.conn != id {
                return;
            }
            match happened {
                Happened::Open => {
                    table.joining = Joining::Connected;
                    send_all(id, &table.follower.hello(now()));
                }
                Happened::Closed => left = true,
                Happened::Message(message) => {
                    reaction = Some(table.follower.receive(message, now()))
                }
                // What this phone cannot read from its host: the host's next message or
                // hello brings it level.
                Happened::Noise => {}
            }
        }
        if left {
            return self.guest_lost_host(app);
        }
        let Some(reaction) = reaction else {
            return self.hello_timer(id);
        };
        send_all(id, &reaction.reply);
        self.hello_timer(id);
        for event in reaction.events {
            match event {
                Event::Joined => self.guest_joined(app, t),
                Event::NextGame => self.guest_next_game(app, t),
                Event::Changed => self.take_replica(app),
                Event::Refused { why, .. } => match why {
                    Explained::Refusal(refusal) => {
                        app.tell_refusal(&refusal);
                    }
                    Explained::Reason(reason) => self.tell_reason(app, &reason),
                },
                Event::SeatRefused(reason) => self.tell_reason(app, &reason),
                Event::HostLeft(ByeReason::Protocol { .. }) => {
                    memory::forget();
                    app.tell(t.live.newer.to_string());
                    self.set(None);
                }
                // This phone came back to the table on a newer connection (another window):
                // this one is no longer at it.
                Event::HostLeft(ByeReason::Replaced) => {
                    rtc::close(id);
                    self.set(None);
                    app.show_live_sheet(false);
                    return app.tell(t.live.replaced.to_string());
                }
                Event::HostLeft(ByeReason::TableFull) => {
                    // Sent away: this phone ends its connection, so the host's list drops it.
                    memory::forget();
                    rtc::close(id);
                    self.set(None);
                    app.show_live_sheet(false);
                    return app.tell(t.live.table_full(MAX_ROSTER));
                }
                Event::HostLeft(ByeReason::GameClosed) => {
                    memory::forget();
                    self.set(None);
                    app.show_live_sheet(false);
                    return app.tell(t.live.game_closed.to_string());
                }
                Event::HostLeft(_) => return self.host_gone(app, t),
                Event::Roster => self.remember_table(),
                Event::Gap { .. } | Event::Missed { .. } | Event::Diverged(_) => {}
            }
        }
    }

    /// Keeps the table this phone sits at, as it is now, for a page that reloads.
    fn remember_table(&self) {
        if let Some(Live::Guest(table)) = self.peek().as_ref() {
            if let Some(whole) = table
                .follower
                .game()
                .filter(|_| table.joining == Joining::Joined)
            {
                memory::remember(&Remembered {
                    game: whole.id.clone(),
                    name: whole.name.clone(),
                    seat: table.follower.seat(),
                });
            }
        }
    }

    /// The connection to the host went without its goodbye (its page went, the network went):
    /// a phone that had joined stays the table's, away until it is back; one still joining
    /// was never at the table.
    fn guest_lost_host(&mut self, app: &mut AppState) {
        let table = match self.peek().as_ref() {
            Some(Live::Guest(table)) if table.joining == Joining::Joined => {
                table.follower.game().map(|whole| Remembered {
                    game: whole.id.clone(),
                    name: whole.name.clone(),
                    seat: table.follower.seat(),
                })
            }
            _ => None,
        };
        match table {
            Some(table) => self.away_from_table(app, table),
            None => {
                let t = app.texts();
                self.host_gone(app, t)
            }
        }
    }

    /// The host moved the table to its next game: this phone saves it and plays it, in the
    /// seat the host gave it (a phone without one is asked to choose).
    fn guest_next_game(&mut self, app: &mut AppState, t: &'static Texts) {
        let (whole, seat) = match self.peek().as_ref() {
            Some(Live::Guest(table)) => match table.follower.game() {
                Some(whole) => (whole.clone(), table.follower.seat()),
                None => return,
            },
            _ => return,
        };
        let name = whole.name.clone();
        Self::add_table_game(app, whole);
        self.remember_table();
        if seat == Seat::Watching {
            app.show_live_sheet(true);
            app.tell(t.live.next_game_choose(&name));
        } else {
            app.tell(t.live.next_game(&name));
        }
    }

    /// The open game follows the guest's replica, when it is the replica's game.
    fn take_replica(&mut self, app: &mut AppState) {
        let replica = match self.peek().as_ref() {
            Some(Live::Guest(table)) => table.follower.game().cloned(),
            _ => None,
        };
        if let Some(whole) = replica {
            let _ = self.follow_live(app, &whole.id, whole.game);
        }
    }

    /// The welcome came: the game is on this phone, saved like any other.
    fn guest_joined(&mut self, app: &mut AppState, t: &'static Texts) {
        let whole = match self.peek().as_ref() {
            Some(Live::Guest(table)) => table.follower.game().cloned(),
            _ => None,
        };
        let Some(whole) = whole else {
            return;
        };
        let same = app.open.is_now(&whole.id);
        if !same && app.store.has(&whole.id) {
            // An invitation that did not name its game (an older host's): this phone's own
            // copy, found now by the id the welcome gives, is opened and compared as any.
            let mut app = *app;
            let mut table = *self;
            spawn_forever(async move {
                if app.open_held(&whole.id).await.is_some() {
                    table.guest_joined(&mut app, t);
                } else {
                    // Its copy cannot be read (the store said why): the table is left, and
                    // nothing is written over that record.
                    table.end(&mut app);
                }
            });
            return;
        }
        let mut told = t.live.joined.to_string();
        if let Some(Live::Guest(table)) = self.write().as_mut() {
            table.joining = Joining::Joined;
        }
        self.remember_table();
        if same {
            // Moves this phone made alone that the host's game lacks are kept as a copy.
            let own = app
                .open
                .peek()
                .as_ref()
                .filter(|o| has_moves_the_host_lacks(&o.game, &whole.game))
                .map(|o| (o.name.clone(), o.game.clone()));
            // Open, so the families' part that writes the copy is here.
            if let Some(((name, game), codecs)) = own.zip(codecs::here()) {
                let copy = t.live.copy_name(&name);
                app.keep_copy(codecs, copy.clone(), game);
                told = t.live.kept_copy(&copy);
            }
            let _ = self.follow_live(app, &whole.id, whole.game);
            app.go(Screen::Game);
        } else {
            Self::add_table_game(app, whole);
        }
        app.show_live_sheet(false);
        app.tell(told);
    }

    /// Saves and shows the table's game as this phone's, with the families' part that writes
    /// it: fetched while the phone joined, so it seldom waits; the phone says so when it
    /// could not come.
    fn add_table_game(app: &mut AppState, whole: WholeGame) {
        let open = OpenGame {
            id: whole.id,
            name: whole.name,
            game: whole.game,
        };
        app.with_codecs(move |mut app, codecs| app.add_game(codecs, open));
    }

    fn host_gone(&mut self, app: &mut AppState, t: &'static Texts) {
        memory::forget();
        self.set(None);
        app.show_live_sheet(false);
        app.tell(t.live.host_left.to_string());
    }

    /// A tap on a guest's phone, once joined: checked for its seat here first, as the host
    /// will, to say why at once, then sent to the host as a request.
    fn guest_act(&mut self, app: &mut AppState, action: &Action) -> Option<bool> {
        self.guest_request(
            app,
            |follower| follower.may_act(action),
            |follower| follower.propose(action.clone()),
        )
    }

    /// An undo (`undo`) or a redo on a guest's phone, once joined, as a request to the host.
    fn guest_step(&mut self, app: &mut AppState, undo: bool) -> Option<()> {
        self.guest_request(
            app,
            |follower| follower.may_step(!undo),
            |follower| {
                if undo {
                    follower.undo()
                } else {
                    follower.redo()
                }
            },
        )
        .map(|_| ())
    }

    /// A guest's tap once joined: refused here at once while a hello is out or when `check`
    /// (the host's own check of the seat) refuses it, the reason said; otherwise the request
    /// `ask` makes is sent to the host. `None` when this phone is no joined guest, else
    /// whether the request went out.
    fn guest_request(
        &mut self,
        app: &mut AppState,
        check: impl FnOnce(&Follower) -> Result<(), Reason>,
        ask: impl FnOnce(&mut Follower) -> Message,
    ) -> Option<bool> {
        let mut signal = *self;
        let mut live = signal.write();
        let Some(Live::Guest(table)) = live.as_mut() else {
            return None;
        };
        if table.joining != Joining::Joined {
            return None;
        }
        // A hello is out: what it would ask now, it would ask of a game the table has left.
        if table.follower.catching_up() {
            drop(live);
            let t = app.texts();
            app.tell(t.live.catching_up.to_string());
            return Some(false);
        }
        if let Err(reason) = check(&table.follower) {
            drop(live);
            self.tell_reason(app, &reason);
            return Some(false);
        }
        let request = ask(&mut table.follower);
        rtc::send(table.conn, &message::encode(&request));
        Some(true)
    }
}
