//! One screen a file.

pub mod carcassonne;
pub mod catan;
pub mod families;
pub mod game;
pub mod group_settings;
pub mod history;
pub mod home;
pub mod jamaica;
pub mod new_game;
pub mod rules;
pub mod saved;
pub mod scorepad;
pub mod seat_chips;
pub mod settings;
pub mod share;
pub mod statistics;
pub mod storage_settings;

pub use families::kind_name;

use crate::session::{GameKind, GameOptions};
use crate::ui::text::Texts;

/// The variant and expansions of a game of `kind` with `options` ("duel"), empty for the
/// plain game or options that were not read.
pub fn variant_of(t: &Texts, kind: GameKind, options: Option<&GameOptions>) -> String {
    options
        .filter(|o| o.kind() == kind)
        .map(|o| families::variant_words(t, o))
        .unwrap_or_default()
}

/// A game as the lists name it: its family, then its variant and expansions when it has any
/// ("Catan · duel", "Jamaica · Ghost Ship · The Crew").
pub fn game_title(t: &Texts, kind: GameKind, options: Option<&GameOptions>) -> String {
    let variant = variant_of(t, kind, options);
    if variant.is_empty() {
        kind_name(t, kind).to_string()
    } else {
        format!("{} · {variant}", kind_name(t, kind))
    }
}

/// A day as players read it, in the device's time zone.
pub fn short_day(at: chrono::DateTime<chrono::Utc>) -> String {
    at.with_timezone(&chrono::Local)
        .format("%Y-%m-%d")
        .to_string()
}

/// A date as players read it at the table, in the device's time zone.
pub fn short_date(at: chrono::DateTime<chrono::Utc>) -> String {
    at.with_timezone(&chrono::Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

/// The time of day of a log entry, in the device's time zone.
pub fn clock_time(at: chrono::DateTime<chrono::Utc>) -> String {
    at.with_timezone(&chrono::Local).format("%H:%M").to_string()
}
