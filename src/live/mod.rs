//! The live table (issue #18): one game followed and played on every player's phone over
//! WebRTC, with no server.
//!
//! The host's phone is the authority. Guests send the actions they want; the host applies
//! each through [`crate::session::Game::apply`], the one place that decides what is legal,
//! and sends every phone the accepted entries with their place in the log; every phone
//! replays the same log. This module is the pure part of it, like `rules/` and `session`: no
//! Dioxus, no I/O, no clock and no randomness (times come in as arguments). The UI and the
//! JavaScript WebRTC glue call it:
//! - [`offer`]: the connection offer and answer a phone shows as a QR code;
//! - [`message`]: the messages the phones send each other over the data channel;
//! - [`host`]: the authority, which turns each message it receives into the messages to send;
//! - [`follower`]: a guest's replica of the game, which carries on alone if the host leaves;
//! - [`remembered`]: what a guest keeps of its table, so a reload knows it was there.

mod bytes;
pub mod follower;
pub mod host;
pub mod message;
pub mod offer;
pub mod remembered;
#[cfg(test)]
pub(crate) mod test_support;
