//! Links that open the native app (`tablemate://import#TM…`), from the system to the import
//! screen. What a link holds is decided by the pure [`crate::share::link`]; this file only
//! carries the text in. Native builds only: the web build reads its page's address
//! (`super::address::take_link_code`).
//!
//! Three ways in, as far as the pinned Dioxus 0.7.10 (tao 0.34, wry 0.53) lets them:
//! - **Desktop start**: the command-line arguments that are links, e.g.
//!   `tablemate 'tablemate://import#TM…'` (how `xdg-open` or a `.desktop` file with `%u` starts
//!   an app). Queued by [`queue_start_arguments`] before the app starts.
//! - **macOS and iOS**: tao turns `application:openURLs:` (macOS), `application:openURL:options:`
//!   and universal links (iOS) into `Event::Opened`. The launch [`config`]'s event handler sees
//!   every event from the first, so a link that started the app waits in the queue
//!   (`super::link_inbox`) until the first render takes it; one that arrives later wakes the
//!   app ([`use_arrivals`]).
//! - **Android**: tao emits nothing for an intent, and Dioxus gives Rust no handle on the
//!   activity. Our activity (`android/MainActivity.kt`) keeps the data of every `VIEW` intent
//!   (at start and in `onNewIntent`), offers it to the page as `window.TablemateLinks.take()`,
//!   and fires a `tablemate-link` event on the page when one arrives while the app runs;
//!   [`use_arrivals`] takes them from there.
//!
//! None of this can run without a windowing system or a device here: the tests cover the
//! parser and the start arguments (`src/share/link.rs`, `tests/share_links.rs`), and the
//! configuration files (`tests/platform_config.rs`).

use dioxus::prelude::*;

#[cfg(feature = "desktop")]
use dioxus::desktop as native;
#[cfg(all(feature = "mobile", not(feature = "desktop")))]
use dioxus::mobile as native;

use super::link_inbox::{queue, take};
use super::state::AppState;
use crate::share::link;

/// Queues the links among the arguments the app was started with.
pub fn queue_start_arguments() {
    for link in link::links_among(std::env::args().skip(1)) {
        queue(link);
    }
}

/// The launch configuration: Dioxus's default, plus a handler that queues every link the
/// system opens the app with (tao's `Event::Opened`, macOS and iOS).
pub fn config() -> native::Config {
    native::Config::new().with_custom_event_handler(|event, _| {
        if let native::tao::event::Event::Opened { urls } = event {
            for url in urls {
                queue(url.to_string());
            }
        }
    })
}

/// Shows the links that arrive while the app runs.
pub fn use_arrivals(app: AppState) {
    // macOS and iOS: the launch config's handler queues the link after the window's handlers
    // (this one) have seen the event, so the queue is read from a task, which runs later.
    native::use_wry_event_handler(move |event, _| {
        if matches!(event, native::tao::event::Event::Opened { .. }) {
            spawn(async move {
                let mut app = app;
                for link in take() {
                    app.receive_link(&link);
                }
            });
        }
    });
    #[cfg(target_os = "android")]
    use_future(move || async move {
        let mut app = app;
        let mut links = document::eval(ANDROID_INBOX);
        while let Ok(link) = links.recv::<String>().await {
            app.receive_link(&link);
        }
    });
}

/// Takes the links that `android/MainActivity.kt` keeps: those waiting now (the one that
/// started the app), then each time the activity says another has come. `take()` answers ""
/// when there is none.
#[cfg(target_os = "android")]
const ANDROID_INBOX: &str = "
    const inbox = window.TablemateLinks;
    if (inbox && typeof inbox.take === 'function') {
        const drain = () => {
            for (let link = inbox.take(); link; link = inbox.take()) dioxus.send(String(link));
        };
        window.addEventListener('tablemate-link', drain);
        drain();
    }
    await new Promise(() => {});
";
