//! The save format: a versioned envelope around a game's setup and log.
//!
//! Saves are JSON so a player can read, copy and export them as text. Decoding never panics
//! and never guesses: a save that cannot be read is reported with the reason, and the caller
//! keeps the raw text untouched (see the storage layer in `ui::storage`).

pub mod backup;
mod catalogue;
mod envelope;
pub mod record;
mod wire_form;
pub mod writer;

pub use catalogue::{BrokenRecord, Catalogue, GameSummary};

pub use envelope::{
    decode, encode, LoadError, SaveEnvelope, SavedGame, FORMAT, MAX_SAVE_BYTES, VERSION,
};
