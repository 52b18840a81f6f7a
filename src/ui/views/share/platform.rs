//! The share screens' use of the page: a QR code's picture as a `data:` URL and the system's
//! share sheet, with the page's address and the link it was opened with (from
//! `crate::ui::address`). Copying to the clipboard is `components::copy_button`'s, named here
//! too for the live table's sheet.

/// The page's address lives in `crate::ui::address`, with the link the app was opened with,
/// which the state reads as it starts; the share screens take it from here as before.
pub use crate::ui::address::base_address;
pub use crate::ui::components::copy_button::copy_to_clipboard;

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
