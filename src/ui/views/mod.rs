//! One screen a file.

pub mod bgstats;
pub mod carcassonne;
pub mod catan;
pub mod families;
pub mod game;
pub mod game_parts;
pub mod game_view;
pub mod group_settings;
pub mod history;
pub mod home;
pub mod jamaica;
pub mod log_lines;
pub mod new_game;
pub mod rules;
pub mod saved;
pub mod scorepad;
pub mod seat_chips;
pub mod settings;
pub mod share;
pub mod statistics;
pub mod stats_bars;
pub mod storage_settings;
pub mod story;

/// The dates and times the screens show, from the same place for the same reason.
pub use crate::ui::text::dates::{clock_time, iso_day, short_date, short_day};
/// The names of games, which the screens take from here: they are words, so they live in
/// `crate::ui::text::families` where the state may use them too.
pub use crate::ui::text::families::{game_title, kind_name, variant_of};
