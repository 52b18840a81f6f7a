//! Tablemate: a phone-first companion for physical board games.
//!
//! The library holds all the logic. `rules`, `session`, `commit` (the one path by which a
//! stored game changes), `save`, `share`, `live` (the live table's core), `wire`, `rulebook`,
//! `group` (the remembered players), `settings`, `words` (the other languages' words files),
//! `stylesheet` (the stylesheets' minifier, which the build runs)
//! and `results` (statistics and the history's export) are pure: no Dioxus, no clock, no
//! storage, no global randomness, so everything they decide is tested with `cargo test` alone.
//! `wire` holds the save and share formats, as types of our own decoupled from the rules'.
//! `ui` is the Dioxus app, built with a platform feature.
#![forbid(unsafe_code)]

pub mod commit;
pub mod families;
pub mod group;
pub mod live;
pub mod results;
pub mod rulebook;
pub mod rules;
pub mod save;
pub mod session;
pub mod settings;
pub mod share;
pub mod stylesheet;
pub mod wire;
pub mod words;

#[cfg(feature = "ui")]
pub mod ui;
