//! Days and times as the app writes them. They are here with the words, not with the screens
//! that show most of them, because the state names its backup files by the day
//! (`crate::ui::state`), and the state imports no screen (`tests/no_circles.rs`).

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
