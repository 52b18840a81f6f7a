//! "One tap away": what a game screen keeps out of the turn's way (the score sheet, a
//! variant's details, the log) folded under a line that still says the essential figure.
//!
//! What a fold holds is built once the page is idle after the fold is first drawn, or at once
//! when it opens before that: a game screen's folds hold about half its elements (a Catan
//! duel's score sheet and coins: 67 of 143), and building them with the screen made a Start
//! compile and build them before the player saw the game (docs/performance.md). Built, they
//! stay, folded or not, so the page's find reaches them and what a player typed in one is
//! still there when it opens again.

use dioxus::prelude::*;

/// A folded section: `summary` is the line shown while folded (a figure, not just a title);
/// `testid` names the line a test taps to unfold it. With `toggle`, the caller holds whether
/// it is `open` and is told of each tap on the line, so what it folds need not be built while
/// folded (the game's story replays the log). Without it, the children are built after the
/// screen's first draw (see the module's note).
#[component]
pub fn More(
    summary: String,
    testid: String,
    #[props(default)] open: bool,
    toggle: Option<EventHandler<()>>,
    children: Element,
) -> Element {
    // Whether the children are built: from the start when open, else once the page is idle
    // after this first draw, or on the fold's first `toggle` if that comes first (a tap, a
    // key, or `open` set later: the first one on a fold drawn folded is its opening).
    let mut building = use_signal(|| open);
    let mut build = move || {
        if !*building.peek() {
            building.set(true);
        }
    };
    use_hook(|| {
        if !open && toggle.is_none() {
            spawn(async move {
                crate::ui::platform::idle().await;
                build();
            });
        }
    });
    let built = open || building();
    rsx! {
        details {
            class: "more",
            open,
            ontoggle: move |_| build(),
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
            if built {
                {children}
            }
        }
    }
}
