//! Where the app was opened from, and the share link it was opened with.
//!
//! On the web the link is the page's own address plus `#` and the code. Native builds use
//! the deep link [`crate::share::DEEP_LINK`] (`tablemate://import#TM…`), which the system hands
//! to the app; `ui/links.rs` carries it to the import screen.

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

/// An SVG as a `data:` URL for an `img`: the markup never enters the page's DOM.
pub fn svg_data_url(svg: &str) -> String {
    const TABLE: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let bytes = svg.as_bytes();
    let mut out = String::with_capacity(26 + bytes.len() * 4 / 3 + 4);
    out.push_str("data:image/svg+xml;base64,");
    for chunk in bytes.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(TABLE[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Copies text to the clipboard through the page, which works on every platform's webview.
pub fn copy_to_clipboard(text: &str) {
    let literal = serde_json::to_string(text).unwrap_or_default();
    dioxus::prelude::document::eval(&format!(
        "navigator.clipboard && navigator.clipboard.writeText({literal}).catch(() => {{}})"
    ));
}

/// Opens the system share sheet where there is one; elsewhere copies `url` (or `text`) and
/// returns false, so the screen can say so.
pub async fn share_sheet(title: &str, text: &str, url: &str) -> bool {
    let data = serde_json::json!({ "title": title, "text": text, "url": url });
    let fallback =
        serde_json::to_string(if url.is_empty() { text } else { url }).unwrap_or_default();
    let data = if url.is_empty() {
        serde_json::json!({ "title": title, "text": text })
    } else {
        data
    };
    let script = format!(
        "const data = {data};
         if (navigator.share) {{
           try {{ await navigator.share(data); }} catch (e) {{}}
           return true;
         }}
         try {{ await navigator.clipboard.writeText({fallback}); }} catch (e) {{}}
         return false;"
    );
    dioxus::prelude::document::eval(&script)
        .join::<bool>()
        .await
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_pads_like_the_standard() {
        assert_eq!(super::svg_data_url("M"), "data:image/svg+xml;base64,TQ==");
        assert_eq!(super::svg_data_url("Ma"), "data:image/svg+xml;base64,TWE=");
        assert_eq!(super::svg_data_url("Man"), "data:image/svg+xml;base64,TWFu");
    }
}
