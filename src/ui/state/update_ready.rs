//! Whether a newer build of the web app is ready, so that a reload opens it: set by
//! `ui::update`, which follows the service worker, and shown by the update banner and by a
//! part that could not come.

use dioxus::prelude::*;

/// The flag, a signal of its own: once set, it stays set for the visit.
#[derive(Clone, Copy)]
pub struct UpdateReady {
    ready: Signal<bool>,
}

impl UpdateReady {
    pub(super) fn new() -> UpdateReady {
        UpdateReady {
            ready: Signal::new(false),
        }
    }

    /// Whether a newer build is ready. Subscribes.
    pub fn is_ready(&self) -> bool {
        *self.ready.read()
    }

    /// A newer build is ready.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn set(&mut self) {
        if !*self.ready.peek() {
            self.ready.set(true);
        }
    }
}
