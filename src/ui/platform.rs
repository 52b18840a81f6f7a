//! Phone services reached through the page: the screen wake lock, vibration, and links opened
//! outside the app.
//!
//! On the web they are `window.tablemate` in `web/platform.js`. Dioxus 0.7's desktop and mobile
//! webviews load no such page and expose no wake-lock flag, so on native builds these calls do
//! nothing: the screen follows the system's own timeout there (a documented limit).

use dioxus::prelude::*;

use crate::rulebook::Lang;

/// `window.tablemate` (web/platform.js, run by the page before the app starts), called
/// directly: an `eval` builds a new JavaScript function for each call, and a Start makes
/// several of these (docs/performance.md).
#[cfg(feature = "web")]
mod page {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = tablemate, js_name = keepAwake)]
        pub fn keep_awake(on: bool);
        #[wasm_bindgen(js_namespace = tablemate)]
        pub fn idle() -> js_sys::Promise;
    }
}

/// Keeps the screen on (`true`) or lets it sleep again (`false`).
pub fn keep_awake(on: bool) {
    #[cfg(feature = "web")]
    page::keep_awake(on);
    #[cfg(not(feature = "web"))]
    document::eval(&format!(
        "window.tablemate && window.tablemate.keepAwake({on})"
    ));
}

/// Brings the page back to its top, as a new screen opens: it otherwise keeps the scroll of
/// the screen before. On the web a direct call: every navigation makes it, and an `eval`
/// builds a new JavaScript function each time (a few ms of a Start on a slow phone).
pub fn scroll_to_top() {
    #[cfg(feature = "web")]
    if let Some(window) = web_sys::window() {
        window.scroll_to_with_x_and_y(0.0, 0.0);
    }
    #[cfg(not(feature = "web"))]
    document::eval("window.scrollTo(0, 0)");
}

/// Waits until the page is idle (the browser's `requestIdleCallback`, a second at most), so
/// that work nobody waits for does not delay what a tap draws.
pub async fn idle() {
    #[cfg(feature = "web")]
    let _ = wasm_bindgen_futures::JsFuture::from(page::idle()).await;
    #[cfg(not(feature = "web"))]
    let _ = document::eval(
        "await new Promise((done) => window.requestIdleCallback \
           ? requestIdleCallback(done, { timeout: 1000 }) : setTimeout(done, 0)); return 0;",
    )
    .join::<i32>()
    .await;
}

/// A warning in the browser's console: for what the app handled itself (a file an offline
/// first visit could not fetch), so it is no error.
pub fn warn(text: &str) {
    document::eval(&format!(
        "console.warn({})",
        serde_json::to_string(&format!("Tablemate: {text}")).unwrap_or_default()
    ));
}

/// Opens `url`, an https link to another app's page, outside Tablemate; called on the
/// player's tap only. On the web, a new tab (a phone hands a link of an app it has, BG Stats
/// say, to that app). In the desktop and mobile webviews, the page is sent to the link, which
/// Dioxus never lets the webview follow: it hands every http(s) address to the system's
/// browser, which passes it to the app in the same way.
pub fn open_link(url: &str) {
    let url = serde_json::to_string(url).unwrap_or_default();
    if cfg!(feature = "web") {
        document::eval(&format!("window.open({url}, '_blank', 'noopener')"));
    } else {
        document::eval(&format!("window.location.href = {url}"));
    }
}

/// A short buzz, as dice hit the table.
pub fn vibrate_for_roll() {
    document::eval("window.tablemate && window.tablemate.vibrate(40)");
}

/// The text of `path`, a file served beside the app (relative to the page). The service
/// worker answers from its cache after the first visit.
#[cfg(feature = "web")]
pub async fn fetch_text(path: &str) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let reason = |e: wasm_bindgen::JsValue| e.as_string().unwrap_or_else(|| format!("{e:?}"));
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(path))
        .await
        .map_err(reason)?;
    let response: web_sys::Response = response.dyn_into().map_err(reason)?;
    if !response.ok() {
        return Err(format!("{path}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(reason)?)
        .await
        .map_err(reason)?;
    text.as_string().ok_or_else(|| format!("{path}: not text"))
}

/// The language of the browser (`navigator.languages`, first one we have) or, on native
/// builds, of the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`). English when none is ours.
pub fn system_lang() -> Lang {
    system_tags()
        .iter()
        .find_map(|tag| Lang::known(tag))
        .unwrap_or(Lang::En)
}

#[cfg(target_arch = "wasm32")]
fn system_tags() -> Vec<String> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    tags.extend(navigator.language());
    tags
}

#[cfg(not(target_arch = "wasm32"))]
fn system_tags() -> Vec<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|key| std::env::var(key).ok())
        .filter(|v| !v.is_empty() && v != "C" && v != "POSIX")
        .collect()
}
