//! Phone services reached through the page: the screen wake lock and vibration.
//!
//! On the web they are `window.tablemate` in `web/platform.js`. Dioxus 0.7's desktop and mobile
//! webviews load no such page and expose no wake-lock flag, so on native builds these calls do
//! nothing: the screen follows the system's own timeout there (a documented limit).

use dioxus::prelude::*;

/// Keeps the screen on (`true`) or lets it sleep again (`false`).
pub fn keep_awake(on: bool) {
    document::eval(&format!(
        "window.tablemate && window.tablemate.keepAwake({on})"
    ));
}

/// A short buzz, as dice hit the table.
pub fn vibrate_for_roll() {
    document::eval("window.tablemate && window.tablemate.vibrate(40)");
}
