//! One screen a file.

pub mod bgstats;
pub mod carcassonne;
pub mod catan;
pub mod families;
pub mod game;
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

/// A day as `YYYY-MM-DD`. Written by hand: chrono's `format` brings its strftime parser and
/// formatter into the web build, about 20 KB of wasm for three patterns.
pub fn iso_day(day: impl chrono::Datelike) -> String {
    format!("{:04}-{:02}-{:02}", day.year(), day.month(), day.day())
}

/// A time of day as `HH:MM`, by hand for the same reason as [`iso_day`].
fn hours_minutes(time: impl chrono::Timelike) -> String {
    format!("{:02}:{:02}", time.hour(), time.minute())
}

/// A day as players read it, in the device's time zone.
pub fn short_day(at: chrono::DateTime<chrono::Utc>) -> String {
    iso_day(at.with_timezone(&chrono::Local))
}

/// A date as players read it at the table, in the device's time zone.
pub fn short_date(at: chrono::DateTime<chrono::Utc>) -> String {
    let local = at.with_timezone(&chrono::Local);
    format!("{} {}", iso_day(local), hours_minutes(local))
}

/// The time of day of a log entry, in the device's time zone.
pub fn clock_time(at: chrono::DateTime<chrono::Utc>) -> String {
    hours_minutes(at.with_timezone(&chrono::Local))
}
