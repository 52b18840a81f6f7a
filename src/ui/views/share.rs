//! Handing a game to another phone by QR code, and importing one.
//!
//! Scaffolding: the share codec and these screens are the subject of the QR issue.

use dioxus::prelude::*;

use crate::ui::components::header::Header;
use crate::ui::state::{use_texts, Screen};

#[component]
pub fn Share() -> Element {
    let t = use_texts();
    rsx! {
        Header { title: t.share, back_to: Screen::Game }
        section { class: "panel", p { class: "muted", "{t.board_pending}" } }
    }
}
