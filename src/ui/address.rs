//! Where the app was opened from, and the share link it was opened with.
//!
//! On the web the link is the page's own address plus `#` and the code. Native builds use
//! the deep link [`crate::share::DEEP_LINK`] (`tablemate://import#TM…`), which the system hands
//! to the app; `ui/links.rs` carries it to the import screen. Not a screen's: the state takes
//! the link as the app starts, and the state imports no screen (`tests/no_circles.rs`); the
//! share screens re-export it (`views::share::platform`).

#[cfg(target_arch = "wasm32")]
mod imp {
    /// The address of the page without its fragment: the base of every share link.
    pub fn base_address() -> String {
        web_sys::window()
            .and_then(|w| {
                let l = w.location();
                Some(format!(
                    "{}{}{}",
                    l.origin().ok()?,
                    l.pathname().ok()?,
                    l.search().ok()?
                ))
            })
            .unwrap_or_else(|| crate::share::DEEP_LINK.to_string())
    }

    /// The share code (`#TM…`) or live table invitation (`#TL…`) in the address the app was
    /// opened with, if any; clears it from the address bar (without a reload or a history
    /// entry), so a reload does not import or join twice.
    pub fn take_link_code() -> Option<String> {
        let window = web_sys::window()?;
        let location = window.location();
        let hash = location.hash().ok()?;
        let prefix = hash.get(..3).map(str::to_ascii_uppercase);
        if !matches!(prefix.as_deref(), Some("#TM" | "#TL")) {
            return None;
        }
        let clean = format!("{}{}", location.pathname().ok()?, location.search().ok()?);
        if let Ok(history) = window.history() {
            // The entry keeps what the app's navigation wrote in it.
            let state = history.state().unwrap_or(wasm_bindgen::JsValue::NULL);
            let _ = history.replace_state_with_url(&state, "", Some(&clean));
        }
        Some(hash)
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    pub fn base_address() -> String {
        crate::share::DEEP_LINK.to_string()
    }

    pub fn take_link_code() -> Option<String> {
        None
    }
}

pub use imp::{base_address, take_link_code};
