//! One screen a file.

pub mod carcassonne;
pub mod catan;
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

use crate::session::GameKind;
use crate::ui::text::Texts;

/// The display name of a game family.
pub fn kind_name(t: &Texts, kind: GameKind) -> &'static str {
    match kind {
        GameKind::ScorePad => t.score_pad,
        GameKind::Catan => t.catan,
        GameKind::Jamaica => t.jamaica,
        GameKind::Carcassonne => t.carcassonne,
    }
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
