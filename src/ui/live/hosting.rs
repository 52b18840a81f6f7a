//! The host's side of the live table: starting a table, its invitations, the joining phones'
//! answers and seats, and what the host's authority decides on every message and tap.
//!
//! Only [`AppState::open_live`] (the game screen's button) starts a table, and everything else
//! here is reached through the table it makes ([`TableSide`] in [`HostTable`]): so in the split
//! web build the host's side, with the rules of the table it enforces, is in the parts behind
//! the game screen, and a first visit, which joins a table or none, does without it.

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use super::{happened, rtc, send_to, Happened, HostTable, Invitation, Link, Live, TableSide, HOST};
use crate::commit::CommitError;
use crate::live::host::{Host, Outgoing, To};
use crate::live::message::{ByeReason, Message, PeerId, Seat, MAX_ROSTER};
use crate::live::offer::{sdp, Invited, Offer, Role};
use crate::session::Action;
use crate::ui::live::phone_name;
use crate::ui::state::{now, AppState};

/// The host's side of its table (see [`TableSide`]).
const SIDE: TableSide = TableSide {
    event: |app, event| {
        if let Some((id, happened)) = happened(event) {
            app.host_event(id, happened);
        }
    },
    act: |app, action| Some(app.host_act(action)),
    step: |app, undo| {
        app.host_step(undo);
        Some(())
    },
    write_failed: AppState::host_write_failed,
    close: host_close,
};

/// Ends the host's table: every guest is told `reason`.
fn host_close(live: Live, reason: ByeReason) {
    if let Live::Host(table) = live {
        let (_, outgoing) = table.host.close_because(reason);
        for out in outgoing {
            send_to(&table.links, &out);
        }
    }
}

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
                side: SIDE,
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
            Err(reason) => self.tell_reason(&reason),
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

    /// A write of the open game `id` failed and was taken back on screen: the host takes it
    /// back at its table too, and tells every phone.
    fn host_write_failed(&mut self, id: &str) {
        let outgoing = self.host_restores(id);
        if let Some(Live::Host(table)) = self.live.peek().as_ref() {
            for out in &outgoing {
                send_to(&table.links, out);
            }
        }
    }

    /// A tap on the host's phone, through its authority (the same path as a guest's request).
    fn host_act(&mut self, action: &Action) -> bool {
        let result = match self.live.write().as_mut() {
            Some(Live::Host(table)) => table.host.act(action.clone(), now()),
            _ => return false,
        };
        match result {
            Ok(outgoing) => {
                self.host_sends(outgoing);
                true
            }
            Err(refusal) => {
                self.tell_refusal(&refusal);
                false
            }
        }
    }

    /// An undo (`undo`) or a redo on the host's phone.
    fn host_step(&mut self, undo: bool) {
        let outgoing = match self.live.write().as_mut() {
            Some(Live::Host(table)) if undo => table.host.undo(),
            Some(Live::Host(table)) => table.host.redo(),
            _ => return,
        };
        self.host_sends(outgoing);
    }
}
