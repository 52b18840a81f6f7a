//! What one window writes of the game it holds, and what it does with each answer from the
//! store: the app's policy, pure, so that `tests/store_writes.rs` runs it against a store that
//! checks heads as `web/store.js` does.
//!
//! Every change is written at once as its head and the entries it changed ([`Unwritten`] says
//! from which entry), expecting the head the store holds once the writes before it have landed.
//! A write that fails (a full storage, another window's change) sends the window back to the
//! store: the game is read back and shown as stored, and until then no change is taken. An
//! answer about a game the window has left changes nothing here.

use super::record::Unwritten;

/// The writes of the game a window holds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Writer {
    /// The game the fields below are about.
    id: String,
    unwritten: Unwritten,
    /// The head the store holds once every write issued so far has landed: what the next
    /// write expects to find (`None`: a new game, not stored yet).
    stored_head: Option<String>,
    /// A write failed and the game is being read back: no change until it is.
    reading_back: bool,
}

/// A write to issue: its number, and the head the store must hold for it to land.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issued {
    pub seq: u64,
    pub expected: Option<String>,
}

/// What to do with the store's answer to a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// It landed.
    Landed,
    /// It failed: read the game back from the store, show it as stored, then
    /// [`Writer::read_back`].
    ReadBack,
    /// It failed, for a game this window has left: only say so.
    Left,
    /// It failed while the game is being read back: it expected a head that never landed and
    /// changed nothing; the read under way shows what is stored.
    Ignored,
}

impl Writer {
    /// Holds game `id`, whose stored head is `stored_head` (`None`: not stored yet). Writes
    /// go on being numbered from the last one, so a late answer to a write of the game held
    /// before is never taken for an answer to a new one.
    pub fn hold(&mut self, id: &str, stored_head: Option<String>) {
        self.id = id.to_string();
        self.unwritten.restart();
        self.stored_head = stored_head;
        self.reading_back = false;
    }

    /// The game held.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Whether a failed write's read-back is under way (no change may be taken).
    pub fn reading_back(&self) -> bool {
        self.reading_back
    }

    /// Records a change of the game held, whose log now has `length` entries and changed from
    /// entry `changed_from` on (`None`: only the head). Returns the entry its write starts from.
    pub fn change(&mut self, changed_from: Option<usize>, length: usize) -> usize {
        self.unwritten.change(changed_from, length)
    }

    /// Numbers the write whose new head is `head`, and says which head it expects.
    pub fn issue(&mut self, head: String) -> Issued {
        Issued {
            seq: self.unwritten.issue(),
            expected: self.stored_head.replace(head),
        }
    }

    /// The store answered write `seq` of game `id`.
    pub fn answered(&mut self, id: &str, seq: u64, landed: bool) -> Answer {
        let current = self.id == id;
        if landed {
            if current {
                self.unwritten.confirmed(seq);
            }
            return Answer::Landed;
        }
        if !current {
            Answer::Left
        } else if self.reading_back {
            Answer::Ignored
        } else {
            self.reading_back = true;
            Answer::ReadBack
        }
    }

    /// Game `id` was read back from the store, which holds `stored_head` for it (`None`: no
    /// such game any more): writes start again from there. A read-back after a failure then
    /// ends with [`Writer::taken_back`]; another read (following another window, taking the
    /// game back from it) does not end one under way, whose read may come later.
    pub fn read_back(&mut self, id: &str, stored_head: Option<String>) {
        if self.id == id {
            self.unwritten.restart();
            self.stored_head = stored_head;
        }
    }

    /// The read-back after a failed write of game `id` is over (read, or it could not be: the
    /// next write then finds out what the store holds): changes are taken again.
    pub fn taken_back(&mut self, id: &str) {
        if self.id == id {
            self.reading_back = false;
        }
    }

    /// The number of the last write issued: a write's answer names it, and the writes land
    /// in the order they were issued.
    pub fn last_issued(&self) -> u64 {
        self.unwritten.issued()
    }

    /// Whether changes wait for a write to land.
    pub fn pending(&self) -> bool {
        self.unwritten.pending()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_write_expects_the_head_of_the_one_before() {
        let mut w = Writer::default();
        w.hold("g", Some("h0".into()));
        assert_eq!(w.change(Some(0), 1), 0);
        let first = w.issue("h1".into());
        assert_eq!(first.expected.as_deref(), Some("h0"));
        assert_eq!(
            w.change(Some(1), 2),
            0,
            "the first write is not confirmed yet"
        );
        let second = w.issue("h2".into());
        assert_eq!(second.expected.as_deref(), Some("h1"));
        assert_eq!(w.answered("g", first.seq, true), Answer::Landed);
        assert!(w.pending());
        assert_eq!(w.answered("g", second.seq, true), Answer::Landed);
        assert!(!w.pending());
        assert_eq!(w.change(None, 2), 2, "a head-only change writes no entry");
    }

    #[test]
    fn a_failure_reads_back_once_and_later_failures_wait_for_it() {
        let mut w = Writer::default();
        w.hold("g", None);
        w.change(Some(0), 1);
        let a = w.issue("h1".into());
        w.change(Some(1), 2);
        let b = w.issue("h2".into());
        assert_eq!(a.expected, None, "a new game expects no stored game");
        assert_eq!(w.answered("g", a.seq, false), Answer::ReadBack);
        assert!(w.reading_back());
        assert_eq!(w.answered("g", b.seq, false), Answer::Ignored);
        w.read_back("g", Some("stored".into()));
        assert!(
            w.reading_back(),
            "until the read-back that the failure asked for is over"
        );
        w.taken_back("g");
        assert!(!w.reading_back() && !w.pending());
        w.change(Some(1), 2);
        assert_eq!(w.issue("h3".into()).expected.as_deref(), Some("stored"));
    }

    #[test]
    fn an_answer_for_a_game_left_changes_nothing_held() {
        let mut w = Writer::default();
        w.hold("g", Some("g0".into()));
        w.change(Some(0), 1);
        let old = w.issue("g1".into());
        w.hold("k", Some("k0".into()));
        assert_eq!(w.answered("g", old.seq, false), Answer::Left);
        assert!(!w.reading_back());
        assert_eq!(w.answered("g", old.seq, true), Answer::Landed);
        w.change(Some(0), 1);
        let next = w.issue("k1".into());
        assert!(next.seq > old.seq, "numbers go on across games");
        assert_eq!(next.expected.as_deref(), Some("k0"));
        // A read-back of the game left does not touch the one held.
        w.read_back("g", Some("g9".into()));
        assert_eq!(w.id(), "k");
        assert!(w.pending());
    }
}
