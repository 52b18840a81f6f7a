//! One screen a file.

pub mod carcassonne;
pub mod catan;
pub mod families;
pub mod game;
pub mod history;
pub mod home;
pub mod jamaica;
pub mod new_game;
pub mod rules;
pub mod saved;
pub mod scorepad;
pub mod settings;
pub mod share;
pub mod storage_settings;

pub use families::kind_name;

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
