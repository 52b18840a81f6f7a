//! The phones a host knows, by who they are rather than by their connection.
//!
//! A phone says who it is ([`PhoneKey`]) before each hello; the first time on a connection counts. When a phone
//! that was at the table comes back on a new connection (its page reloaded, its Wi-Fi came
//! back), the host knows it: the old connection is let go (no ghost stays in the list), the
//! phone gets the seat it had, and a seat the host gave it stays locked. A phone that says
//! nothing of itself (a build before protocol 4 never gets this far) is a new phone each time.

use crate::live::message::{PeerId, PhoneKey, Seat, MAX_ROSTER};

/// What the host remembers of one phone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    pub key: PhoneKey,
    /// The phone's first connection: the number its list shows, whatever connection it is on.
    pub first: PeerId,
    /// Its latest connection.
    pub peer: PeerId,
    pub seat: Seat,
    /// The host gave it its seat: only the host changes it.
    pub locked: bool,
}

#[derive(Clone, Debug, Default)]
pub(super) struct Phones {
    /// The key each connection gave, once.
    keys: Vec<(PeerId, PhoneKey)>,
    known: Vec<Known>,
    /// Connections that said goodbye or were replaced: nothing they send is read again.
    gone: Vec<PeerId>,
}

impl Phones {
    /// Connection `peer` says it is phone `key`; a connection says so once, and a key is
    /// taken by the first connection that gives it while that one is at the table.
    pub(super) fn introduce(&mut self, peer: PeerId, key: PhoneKey) {
        if self.keys.iter().any(|(p, _)| *p == peer) {
            return;
        }
        if self.keys.len() >= MAX_ROSTER * 4 {
            self.keys.remove(0);
        }
        self.keys.push((peer, key));
    }

    pub(super) fn key_of(&self, peer: PeerId) -> Option<PhoneKey> {
        self.keys.iter().find(|(p, _)| *p == peer).map(|(_, k)| *k)
    }

    /// The phone on connection `peer`, if it said who it is and was here before.
    pub(super) fn known(&self, peer: PeerId) -> Option<&Known> {
        let key = self.key_of(peer)?;
        self.known.iter().find(|k| k.key == key)
    }

    /// The phone connection `peer` belongs to, by its number or its key.
    pub(super) fn of_peer(&self, peer: PeerId) -> Option<&Known> {
        self.known.iter().find(|k| k.peer == peer)
    }

    /// Records that the phone on connection `peer` sits at `seat` (`locked`: the host gave it).
    pub(super) fn seat(&mut self, peer: PeerId, seat: Seat, locked: bool) {
        let Some(key) = self.key_of(peer) else {
            return;
        };
        match self.known.iter_mut().find(|k| k.key == key) {
            Some(known) => {
                known.peer = peer;
                known.seat = seat;
                known.locked = locked;
            }
            None => {
                if self.known.len() >= MAX_ROSTER * 2 {
                    self.known.remove(0);
                }
                self.known.push(Known {
                    key,
                    first: peer,
                    peer,
                    seat,
                    locked,
                });
            }
        }
    }

    /// Every phone's seat through `remap` (the next game's players).
    pub(super) fn remap(&mut self, mut remap: impl FnMut(Seat, bool) -> (Seat, bool)) {
        for known in &mut self.known {
            (known.seat, known.locked) = remap(known.seat, known.locked);
        }
    }

    pub(super) fn let_go(&mut self, peer: PeerId) {
        if !self.gone.contains(&peer) {
            if self.gone.len() >= MAX_ROSTER * 4 {
                self.gone.remove(0);
            }
            self.gone.push(peer);
        }
    }

    pub(super) fn is_gone(&self, peer: PeerId) -> bool {
        self.gone.contains(&peer)
    }
}
