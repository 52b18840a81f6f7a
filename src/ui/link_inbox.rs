//! The links that opened the native app and wait to be shown (see `super::links`, which fills
//! it). Plain Rust in a file of its own: the state empties it as the app starts, and the
//! state may not import `links`, whose hooks call the state (`tests/no_circles.rs`).

use std::collections::VecDeque;
use std::sync::Mutex;

use crate::share::MAX_PARTS;

/// Links that came before the app could show them. Filled from the event loop's thread and
/// the start-up code, emptied by the app on the same thread; a mutex costs nothing here.
static INBOX: Mutex<VecDeque<String>> = Mutex::new(VecDeque::new());

/// Keeps `link` until the app takes it.
pub fn queue(link: String) {
    let mut inbox = INBOX
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // No sequence has more parts; a flood of links is not a game.
    if inbox.len() < MAX_PARTS {
        inbox.push_back(link);
    }
}

/// Every link waiting, oldest first.
pub fn take() -> Vec<String> {
    let mut inbox = INBOX
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    inbox.drain(..).collect()
}
