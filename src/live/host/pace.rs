//! How often each connection's messages come, for the host's limits.
//!
//! Every message counts: a goodbye or a hello as much as a proposal, a frame that cannot be
//! read as much as one that can. Nothing a phone sends resets its count, and leaving the
//! table does not either: a phone that says hello and goodbye in a loop is read ten times a
//! second like any other, and its hellos (each one a welcome the host builds) three times in
//! ten seconds. Past a limit the phone is told once a second, never once a message, so a
//! flood costs the host no more answers than taps.

use std::collections::VecDeque;

use chrono::{DateTime, Duration, Utc};

use crate::live::message::{PeerId, Reason, MAX_ROSTER};

/// The most messages the host reads from one connection in any second: far more than
/// fingers tap, few enough that a phone gone wrong costs little.
pub const REQUESTS_PER_SECOND: usize = 10;
/// The most hellos the host reads from one connection in [`HELLO_WINDOW_SECONDS`]: a phone
/// says hello when it joins, when it finds a gap, after a reset and when it changes its seat.
pub const HELLOS_PER_WINDOW: usize = 3;
pub const HELLO_WINDOW_SECONDS: i64 = 10;

/// What the host does with a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    Read,
    /// Not read; this answer goes back (once a second at most).
    Refuse(Reason),
    /// Not read, and nothing said: the phone was told this second already.
    Drop,
}

#[derive(Clone, Debug, Default)]
struct Window {
    recent: VecDeque<DateTime<Utc>>,
    hellos: VecDeque<DateTime<Utc>>,
    /// When the phone was last told it went too fast.
    told: Option<DateTime<Utc>>,
    /// The number of the last request read: a phone numbers its requests one after the other.
    last_request: Option<u32>,
}

/// The windows of every connection the host has heard from (bounded: a connection needs its
/// codes read at the table, so old ones are few).
#[derive(Clone, Debug, Default)]
pub(super) struct Pace {
    windows: Vec<(PeerId, Window)>,
}

/// `times` without what is older than `span` before `at`, or later than `at` (a clock that
/// stepped back).
fn prune(times: &mut VecDeque<DateTime<Utc>>, at: DateTime<Utc>, span: Duration) {
    let since = at - span;
    times.retain(|t| *t > since && *t <= at);
}

/// Milliseconds from `at` until `oldest` leaves a window of `span`, at least one.
fn until(oldest: DateTime<Utc>, span: Duration, at: DateTime<Utc>) -> u32 {
    let ms = (oldest + span - at).num_milliseconds().max(1);
    u32::try_from(ms).unwrap_or(u32::MAX)
}

impl Pace {
    /// Counts a message of `peer`'s at `at` (`hello`: a hello) and says whether to read it.
    pub(super) fn admit(&mut self, peer: PeerId, at: DateTime<Utc>, hello: bool) -> Verdict {
        let window = self.window(peer);
        let second = Duration::seconds(1);
        prune(&mut window.recent, at, second);
        let refused = if window.recent.len() >= REQUESTS_PER_SECOND {
            let wait = until(window.recent[0], second, at);
            Some(if hello {
                Reason::Busy { retry_ms: wait }
            } else {
                Reason::TooFast
            })
        } else {
            window.recent.push_back(at);
            None
        };
        let refused = refused.or_else(|| {
            if !hello {
                return None;
            }
            let span = Duration::seconds(HELLO_WINDOW_SECONDS);
            prune(&mut window.hellos, at, span);
            if window.hellos.len() >= HELLOS_PER_WINDOW {
                return Some(Reason::Busy {
                    retry_ms: until(window.hellos[0], span, at),
                });
            }
            window.hellos.push_back(at);
            None
        });
        match refused {
            None => Verdict::Read,
            Some(_) if window.told.is_some_and(|t| t > at - second && t <= at) => Verdict::Drop,
            Some(reason) => {
                window.told = Some(at);
                Verdict::Refuse(reason)
            }
        }
    }

    /// Whether request number `request` of `peer`'s is new: a phone numbers its requests one
    /// after the other on a connection, so one numbered as an earlier one is a repeat (a page
    /// replaying what it sent) and is not read again.
    pub(super) fn fresh(&mut self, peer: PeerId, request: u32) -> bool {
        let window = self.window(peer);
        if window.last_request.is_some_and(|last| request <= last) {
            return false;
        }
        window.last_request = Some(request);
        true
    }

    /// Counts a message of `peer`'s at `at` that is not read anyway (a frame that is not a
    /// message): it takes its place in the second's window, and no answer is owed.
    pub(super) fn count(&mut self, peer: PeerId, at: DateTime<Utc>) {
        let window = self.window(peer);
        prune(&mut window.recent, at, Duration::seconds(1));
        if window.recent.len() < REQUESTS_PER_SECOND {
            window.recent.push_back(at);
        }
    }

    fn window(&mut self, peer: PeerId) -> &mut Window {
        let index = match self.windows.iter().position(|(p, _)| *p == peer) {
            Some(index) => index,
            None => {
                if self.windows.len() >= MAX_ROSTER * 4 {
                    self.windows.remove(0);
                }
                self.windows.push((peer, Window::default()));
                self.windows.len() - 1
            }
        };
        &mut self.windows[index].1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::test_support::at;

    fn ms(base: i64, millis: i64) -> DateTime<Utc> {
        at(base) + Duration::milliseconds(millis)
    }

    #[test]
    fn ten_messages_a_second_are_read_and_the_phone_is_told_once_of_the_rest() {
        let mut pace = Pace::default();
        let p = PeerId(1);
        for k in 0..10 {
            assert_eq!(pace.admit(p, ms(0, k), false), Verdict::Read);
        }
        assert_eq!(
            pace.admit(p, ms(0, 10), false),
            Verdict::Refuse(Reason::TooFast)
        );
        for k in 11..100 {
            assert_eq!(pace.admit(p, ms(0, k), false), Verdict::Drop);
        }
        // A second after the first: one more is read.
        assert_eq!(pace.admit(p, ms(1, 0), false), Verdict::Read);
        // Another phone has its own window.
        assert_eq!(pace.admit(PeerId(2), ms(0, 50), false), Verdict::Read);
    }

    #[test]
    fn hellos_are_read_three_times_in_ten_seconds_and_the_phone_is_told_when_to_come_back() {
        let mut pace = Pace::default();
        let p = PeerId(1);
        for s in 0..3 {
            assert_eq!(pace.admit(p, at(s), true), Verdict::Read);
        }
        assert_eq!(
            pace.admit(p, at(4), true),
            Verdict::Refuse(Reason::Busy { retry_ms: 6_000 })
        );
        assert_eq!(pace.admit(p, ms(4, 500), true), Verdict::Drop);
        // Other messages still count in the second's window, not the hellos'.
        assert_eq!(pace.admit(p, at(5), false), Verdict::Read);
        assert_eq!(pace.admit(p, at(10), true), Verdict::Read);
    }

    #[test]
    fn a_hello_past_the_second_s_limit_is_told_when_the_window_frees() {
        let mut pace = Pace::default();
        let p = PeerId(1);
        for k in 0..10 {
            pace.admit(p, ms(0, k * 10), false);
        }
        assert_eq!(
            pace.admit(p, ms(0, 300), true),
            Verdict::Refuse(Reason::Busy { retry_ms: 700 })
        );
    }

    #[test]
    fn a_request_numbered_as_an_earlier_one_is_a_repeat() {
        let mut pace = Pace::default();
        assert!(pace.fresh(PeerId(1), 1));
        assert!(pace.fresh(PeerId(1), 2));
        assert!(!pace.fresh(PeerId(1), 2));
        assert!(!pace.fresh(PeerId(1), 1));
        assert!(
            pace.fresh(PeerId(2), 1),
            "another connection numbers its own"
        );
        assert!(pace.fresh(PeerId(1), 9));
    }

    #[test]
    fn a_clock_that_steps_back_forgets_the_future() {
        let mut pace = Pace::default();
        let p = PeerId(1);
        for k in 0..10 {
            pace.admit(p, at(100) + Duration::milliseconds(k), false);
        }
        assert_eq!(pace.admit(p, at(50), false), Verdict::Read);
    }
}
