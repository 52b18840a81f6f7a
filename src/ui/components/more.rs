//! "One tap away": what a game screen keeps out of the turn's way (the score sheet, a
//! variant's details, the log) folded under a line that still says the essential figure.

use dioxus::prelude::*;

/// A folded section: `summary` is the line shown while folded (a figure, not just a title);
/// `testid` names the line a test taps to unfold it. With `toggle`, the caller holds whether
/// it is `open` and is told of each tap on the line, so what it folds need not be built while
/// folded (the game's story replays the log).
#[component]
pub fn More(
    summary: String,
    testid: String,
    #[props(default)] open: bool,
    toggle: Option<EventHandler<()>>,
    children: Element,
) -> Element {
    rsx! {
        details { class: "more", open,
            summary {
                "data-testid": "{testid}",
                onclick: move |e: MouseEvent| {
                    if let Some(toggle) = toggle {
                        e.prevent_default();
                        toggle.call(());
                    }
                },
                "{summary}"
            }
            {children}
        }
    }
}
