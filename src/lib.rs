//! Tablemate: a phone-first companion for physical board games.
//!
//! The library holds all the logic. `rules`, `session`, `save` and `rulebook` are pure: no
//! Dioxus, no clock, no storage, no global randomness, so everything they decide is tested
//! with `cargo test` alone. `ui` is the Dioxus app, built with a platform feature.
#![forbid(unsafe_code)]

pub mod rulebook;
pub mod rules;
pub mod save;
pub mod session;
pub mod share;

#[cfg(feature = "ui")]
pub mod ui;
