use dioxus::prelude::*;

use crate::ui::components::header::Header;
use crate::ui::state::use_texts;

/// The rules of what the app keeps. Each game family adds its entries here.
#[component]
pub fn Rules() -> Element {
    let t = use_texts();
    rsx! {
        Header { title: t.rules }
        section { class: "panel",
            p { "{t.rules_intro}" }
            h2 { "{t.score_pad}" }
            for (title, body) in t.rules_score_pad.iter() {
                details { class: "rule",
                    summary { "{title}" }
                    p { "{body}" }
                }
            }
        }
    }
}
