//! The host's side of the live table: starting a table, its invitations, the joining phones'
//! answers and seats, and what the host's authority decides on every message and tap.
//!
//! Only [`LiveTable::open`] (the game screen's button) starts a table, and everything else
//! here is reached through the table it makes ([`TableSide`] in [`HostTable`]): so in the split
//! web build the host's side, with the rules of the table it enforces, is in the parts behind
//! the game screen, and a first visit, which joins a table or none, does without it.

use dioxus::core::spawn_forever;

use super::{
    happened, rtc, send_to, Happened, HostTable, Invitation, Link, Live, LiveTable, TableSide, HOST,
};
use crate::commit::{CommitError, Holder};
use crate::live::host::{Host, Outgoing, To};
use crate::live::message::{ByeReason, Message, PeerId, Seat, MAX_ROSTER};
use crate::live::offer::{sdp, Invited, Offer, Role};
use crate::session::Action;
use crate::ui::live::phone_name;
use crate::ui::state::{now, AppState, OpenGame};

/// The host's side of its table (see [`TableSide`]).
const SIDE: TableSide = TableSide {
    event: |table, app, event| {
        let (id, happened) = happened(event);
        table.host_event(app, id, happened);
    },
    act: |table, app, action| Some(table.host_act(app, action)),
    step: |table, app, undo| {
        table.host_step(app, undo);
        Some(())
    },
    write_failed: |table, app, _| table.host_write_failed(app),
    landed: |table, app, _, seq| table.host_write_landed(app, seq),
    close: host_close,
};

/// Ends the host's table: every guest is told `reason`.
fn host_close(live: Live, reason: ByeReason) {
    if let Live::Host(table) = live {
        for out in table.host.close_because(reason) {
            send_to(&table.links, &out);
        }
    }
}

impl LiveTable {
    /// Opens the live table's sheet over the game; the first time, this phone becomes the
    /// host of the open game and its first invitation is prepared.
    pub fn open(&mut self, app: &mut AppState) {
        if !cfg!(feature = "web") {
            let t = app.texts();
            return app.tell(t.live.browser_only.to_string());
        }
        // Away from another game's table: hosting this one means not going back to that one.
        let open_id = app.open.id_now();
        let away_elsewhere = matches!(
            self.peek().as_ref(),
            Some(Live::Away(away)) if Some(&away.table.game) != open_id.as_ref()
        );
        if away_elsewhere {
            self.close_table(app, ByeReason::Leaving);
        }
        if self.peek().is_none() {
            let t = app.texts();
            // The table plays the open game, which stays this window's: it keeps none.
            let Some(host) = (app.open.peek().as_ref())
                .map(|open| Host::new(open, HOST, t.live.host_phone, Seat::Table))
            else {
                return;
            };
            self.set(Some(Live::Host(Box::new(HostTable {
                host,
                links: Vec::new(),
                invitation: Invitation::Preparing,
                next: 1,
                writes: Vec::new(),
                side: SIDE,
            }))));
            self.follow_connections(app);
            self.invite();
        }
        app.show_live_sheet(true);
    }

    /// A new invitation: a connection and its offer as a code.
    pub fn invite(&mut self) {
        let (id, game) = {
            let mut signal = *self;
            let mut live = signal.write();
            let Some(Live::Host(table)) = live.as_mut() else {
                return;
            };
            let id = table.next;
            table.next += 1;
            table.invitation = Invitation::Preparing;
            // The invitation names the table's game, so the joining phone says which it is
            // and finds its own copy of it.
            let sent = table.host.sent();
            (id, Invited::new(&sent.id, &sent.name))
        };
        let mut table = *self;
        spawn_forever(async move {
            let code = rtc::offer(id)
                .await
                .ok()
                .and_then(|description| sdp::parse(&description, Role::Offer).ok())
                .map(|offer| offer.inviting(game).to_code());
            if code.is_none() {
                crate::ui::platform::warn("the live table's offer could not be made");
            }
            if let Some(Live::Host(host)) = table.write().as_mut() {
                host.invitation = match code {
                    Some(code) => Invitation::Ready { id, code },
                    None => Invitation::Failed,
                };
            }
        });
    }

    /// The host reads a joining phone's code (pasted or scanned).
    pub fn connect_answer(&mut self, app: &mut AppState, text: &str) {
        let t = app.texts();
        let answer = match Offer::from_code(text) {
            Ok(offer) if offer.role == Role::Answer => offer,
            Ok(_) => return app.tell(t.live.not_an_answer.to_string()),
            Err(_) => return app.tell(t.live.unreadable.to_string()),
        };
        let id = match self.peek().as_ref() {
            Some(Live::Host(table)) => match table.invitation {
                Invitation::Ready { id, .. } => id,
                _ => return,
            },
            _ => return,
        };
        if let Some(Live::Host(table)) = self.write().as_mut() {
            table.links.push(Link {
                id,
                open: false,
                left: false,
            });
        }
        let description = sdp::rebuild(&answer);
        let mut later = *app;
        spawn_forever(async move {
            if rtc::accept(id, &description).await.is_err() {
                later.tell(later.texts().live.not_connected.to_string());
            }
        });
        // The next phone's invitation, at once: a table invites one phone after another.
        self.invite();
    }

    /// The host gives phone `id` its seat (from then on only the host changes it), or lets
    /// it choose again (`None`); refused, with the reason, when another phone has that
    /// player's seat.
    pub fn reseat(&mut self, app: &mut AppState, id: u32, seat: Option<Seat>) {
        let result = self.with_host(app, |host, held| match seat {
            Some(seat) => host.reseat(held.held(), PeerId(id), seat),
            None => host.unlock(held.held(), PeerId(id)),
        });
        let Some(result) = result else {
            return;
        };
        match result {
            Ok(outgoing) => {
                if let Some(Live::Host(table)) = self.peek().as_ref() {
                    for out in &outgoing {
                        send_to(&table.links, out);
                    }
                }
            }
            Err(reason) => self.tell_reason(app, &reason),
        }
    }

    fn host_event(&mut self, app: &mut AppState, id: u32, happened: Happened) {
        let t = app.texts();
        let number = |table: &LiveTable| match table.peek().as_ref() {
            Some(Live::Host(table)) => table.number(id),
            _ => id,
        };
        let note = match happened {
            Happened::Open => Some(t.live.joined_note(&phone_name(t, number(self)))),
            Happened::Closed => Some(t.live.left_note(&phone_name(t, number(self)))),
            Happened::Message(_) | Happened::Noise => None,
        };
        let outgoing = match happened {
            // A message is read on the game this window holds.
            Happened::Message(message) => {
                let read = self.with_host(app, |host, held| {
                    host.receive(held, PeerId(id), message, now())
                });
                let Some(outgoing) = read else {
                    return;
                };
                outgoing
            }
            other => {
                let mut signal = *self;
                let mut live = signal.write();
                let Some(Live::Host(table)) = live.as_mut() else {
                    return;
                };
                match other {
                    Happened::Open => {
                        if let Some(link) = table.links.iter_mut().find(|l| l.id == id) {
                            link.open = true;
                        }
                        Vec::new()
                    }
                    Happened::Closed => {
                        let Some(link) = table.links.iter_mut().find(|l| l.id == id && l.open)
                        else {
                            return;
                        };
                        link.open = false;
                        link.left = true;
                        table.host.leave(PeerId(id))
                    }
                    Happened::Message(_) | Happened::Noise => {
                        table.host.noise(PeerId(id), now());
                        return;
                    }
                }
            }
        };
        // A phone the host no longer reads (it said goodbye, or came back on a newer
        // connection) leaves the list: its connection ends once what was sent on it is gone.
        let let_go = match self.peek().as_ref() {
            Some(Live::Host(table)) => table.host.let_go(PeerId(id)),
            _ => false,
        };
        if let Some(note) = note.filter(|_| !let_go) {
            app.tell(note);
        }
        // A phone the full table sends away is not one of its phones: it leaves the list and
        // the count at once, and its connection ends once the goodbye has had time to go.
        let turned_away = outgoing.iter().any(|o| {
            o.to == To::One(PeerId(id)) && o.message == Message::Bye(ByeReason::TableFull)
        });
        // The same phone came back on this connection: its old one leaves the list.
        let replaced: Vec<u32> = outgoing
            .iter()
            .filter(|o| o.message == Message::Bye(ByeReason::Replaced))
            .filter_map(|o| match o.to {
                To::One(PeerId(old)) => Some(old),
                _ => None,
            })
            .collect();
        self.host_sends(outgoing);
        let gone: Vec<u32> = replaced
            .into_iter()
            .chain(let_go.then_some(id))
            .chain(turned_away.then_some(id))
            .collect();
        if !gone.is_empty() {
            if let Some(Live::Host(table)) = self.write().as_mut() {
                table.links.retain(|l| !gone.contains(&l.id));
            }
            for old in &gone {
                rtc::close_soon(*old);
            }
        }
        if turned_away {
            app.tell(t.live.turned_away(&phone_name(t, id), MAX_ROSTER));
        }
    }

    /// Runs `decide` on the host's table and the game this window holds for it, lent through
    /// the one commit path ([`AppState::lend_open`]): every change the table commits on it is
    /// stored as it is shown, and the write's number kept with the table's version, so the
    /// change's own messages go once that write has landed ([`LiveTable::host_write_landed`]).
    /// `None` when this phone hosts no table, or the open game is not the table's.
    fn with_host<R>(
        &mut self,
        app: &mut AppState,
        decide: impl FnOnce(&mut Host, &mut dyn Holder) -> R,
    ) -> Option<R> {
        let mut live = *self;
        let id = match live.peek().as_ref() {
            Some(Live::Host(table)) => table.host.id().to_string(),
            _ => return None,
        };
        let (decided, stored) = app.lend_open(&id, |held| match live.write().as_mut() {
            Some(Live::Host(table)) => Some(decide(&mut table.host, held)),
            _ => None,
        })?;
        if stored {
            let seq = app.store.last_write();
            if let Some(Live::Host(table)) = live.write().as_mut() {
                let version = table.host.version();
                table.writes.push((seq, version));
            }
        }
        decided
    }

    /// Sends what the host says.
    fn host_sends(&self, outgoing: Vec<Outgoing>) {
        if let Some(Live::Host(table)) = self.peek().as_ref() {
            for out in &outgoing {
                send_to(&table.links, out);
            }
        }
    }

    /// Write number `seq` of the table's game landed: the changes it stored (and every one
    /// before it) reach the other phones, and the requests that waited are read.
    fn host_write_landed(&mut self, app: &mut AppState, seq: u64) {
        let version = match self.write().as_mut() {
            Some(Live::Host(table)) => {
                let version = table
                    .writes
                    .iter()
                    .filter(|(s, _)| *s <= seq)
                    .map(|(_, v)| *v)
                    .max();
                table.writes.retain(|(s, _)| *s > seq);
                version
            }
            _ => None,
        };
        let Some(version) = version else {
            return;
        };
        if let Some(outgoing) = self.with_host(app, |host, held| host.stored(held, version)) {
            self.host_sends(outgoing);
        }
    }

    /// A write of the open game `id` failed and the open game was made what the store holds:
    /// the changes not stored are taken back at the table (each phone whose tap it was is
    /// told, and no other phone ever had them), and the table follows what the store holds.
    fn host_write_failed(&mut self, app: &mut AppState) {
        if let Some(Live::Host(table)) = self.write().as_mut() {
            table.writes.clear();
        }
        let outgoing = match self.with_host(app, |host, held| host.restore(held)) {
            Some(outgoing) => outgoing,
            // The open game is not the table's (it is closing): the changes are taken back at
            // the table alone, on a copy of what the phones hold.
            None => match self.write().as_mut() {
                Some(Live::Host(table)) => {
                    let mut sent = table.host.sent().clone();
                    table.host.not_stored(&mut sent)
                }
                _ => return,
            },
        };
        self.host_sends(outgoing);
    }

    /// The host starts `next` (a new game, "play again") while its table is open: the table
    /// moves to it, every phone with it, told once it is stored. Returns whether it did.
    pub(crate) fn moves_to(&mut self, app: &AppState, next: &OpenGame) -> bool {
        let mut signal = *self;
        let mut live = signal.write();
        let Some(Live::Host(table)) = live.as_mut() else {
            return false;
        };
        let open = app.open.peek();
        let Some(now) = open.as_ref() else {
            return false;
        };
        table.host.next_game(now, next);
        true
    }

    /// The write of the table's new game was issued: its number goes with the version that
    /// moved the table, so the phones hear of the new game once it is stored.
    pub(crate) fn moved_with(&mut self, seq: u64) {
        if let Some(Live::Host(table)) = self.write().as_mut() {
            let version = table.host.version();
            table.writes.push((seq, version));
        }
    }

    /// A tap on the host's phone, through its authority (the same path as a guest's request).
    fn host_act(&mut self, app: &mut AppState, action: &Action) -> bool {
        if !app.may_change() {
            return false;
        }
        let result = self.with_host(app, |host, held| host.act(held, action.clone(), now()));
        match result.unwrap_or(Err(CommitError::OtherGame)) {
            Ok(outgoing) => {
                self.host_sends(outgoing);
                true
            }
            Err(CommitError::Refused(refusal)) => {
                app.tell_refusal(&refusal);
                false
            }
            Err(_) => false,
        }
    }

    /// An undo (`undo`) or a redo on the host's phone.
    fn host_step(&mut self, app: &mut AppState, undo: bool) {
        if !app.may_change() {
            return;
        }
        let outgoing = self.with_host(app, |host, held| match undo {
            true => host.undo(held),
            false => host.redo(held),
        });
        if let Some(outgoing) = outgoing {
            self.host_sends(outgoing);
        }
    }
}
