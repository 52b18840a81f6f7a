//! A button that copies a text to the clipboard and says so: a share code, a share link, a
//! game's results, a record the app could not read. One widget, so every copy goes through
//! the page the same way and every one answers with the same notice.

use dioxus::prelude::*;

use crate::ui::state::{use_app, use_texts};

/// Copies `text` when tapped and tells the player it did. `class` is the button's look
/// ("button", "button primary", "button small").
#[component]
pub fn CopyButton(
    text: String,
    label: String,
    class: &'static str,
    testid: Option<&'static str>,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    rsx! {
        button {
            class,
            "data-testid": testid,
            onclick: move |_| {
                copy_to_clipboard(&text);
                app.tell(t.copied.to_string());
            },
            "{label}"
        }
    }
}

/// Copies text to the clipboard through the page, which works on every platform's webview.
pub fn copy_to_clipboard(text: &str) {
    let literal = serde_json::to_string(text).unwrap_or_default();
    document::eval(&format!(
        "navigator.clipboard && navigator.clipboard.writeText({literal}).catch(() => {{}})"
    ));
}
