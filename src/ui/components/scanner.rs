//! A QR code scanner in a sheet over the screen: the rear camera's live picture, a line that
//! says what to do, and Cancel. On the web it runs `web/scanner.js` (the browser's
//! `BarcodeDetector`, or jsQR loaded when the scanner first opens); on desktop and in the native
//! apps it says that the system camera app scans codes, and that the paste field is the way.
//!
//! ```ignore
//! if scanning() {
//!     QrScanner {
//!         on_code: move |text: String| { scanning.set(false); app.receive(&text); },
//!         on_close: move |_| scanning.set(false),
//!     }
//! }
//! ```
//!
//! The parent shows and hides it: `on_code` gets the text of the first code read (the camera
//! is already stopped), `on_close` the player's Cancel or Close. The camera is also stopped
//! when the sheet leaves the screen any other way (the back gesture, say).

use dioxus::prelude::*;

use crate::ui::components::sheet::Sheet;
use crate::ui::state::use_texts;

/// How a scan ended, as `web/scanner.js` reports it (native builds never scan: no outcome is
/// made there).
#[derive(Clone, PartialEq, Eq)]
#[cfg_attr(not(feature = "web"), allow(dead_code))]
pub enum ScanOutcome {
    /// The text of the QR code read.
    Code(String),
    /// `cancel_scan` was called first.
    Cancelled,
    /// The player or the browser did not allow the camera (`NotAllowedError`).
    Refused,
    /// No camera, no camera API, or a page that is not a secure context.
    NoCamera,
    /// The browser has no QR detector of its own and jsQR could not be downloaded.
    NoDecoder,
    /// Any other failure, with the browser's name for it (`NotReadableError`, …).
    Failed(String),
}

#[cfg(feature = "web")]
mod camera {
    use super::ScanOutcome;
    use js_sys::{Promise, Reflect};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen_futures::JsFuture;

    #[wasm_bindgen(module = "/web/scanner.js")]
    extern "C" {
        #[wasm_bindgen(js_name = scan)]
        fn js_scan(video: &str) -> Promise;
        #[wasm_bindgen(js_name = cancelScan)]
        fn js_cancel_scan();
    }

    fn field(value: &JsValue, name: &str) -> Option<String> {
        Reflect::get(value, &JsValue::from_str(name))
            .ok()
            .and_then(|v| v.as_string())
    }

    /// Scans with the rear camera into the `<video>` of id `video` (waiting for it to be in
    /// the page) until a code is read, the scan is cancelled, or the camera cannot be used.
    /// The camera is stopped on return.
    pub async fn scan(video: &str) -> ScanOutcome {
        // scanner.js resolves every outcome; a rejection would be a bug there.
        let value = match JsFuture::from(js_scan(video)).await {
            Ok(value) | Err(value) => value,
        };
        match field(&value, "kind").as_deref() {
            Some("code") => ScanOutcome::Code(field(&value, "text").unwrap_or_default()),
            Some("cancelled") => ScanOutcome::Cancelled,
            Some("refused") => ScanOutcome::Refused,
            Some("no-camera") => ScanOutcome::NoCamera,
            Some("no-decoder") => ScanOutcome::NoDecoder,
            _ => ScanOutcome::Failed(field(&value, "name").unwrap_or_else(|| "Error".into())),
        }
    }

    /// Stops the running scan, if any: its [`scan`] returns [`ScanOutcome::Cancelled`].
    pub fn cancel_scan() {
        js_cancel_scan();
    }
}

#[cfg(feature = "web")]
pub use camera::{cancel_scan, scan};

/// The id of the sheet's `<video>`: one scanner is open at a time.
const VIDEO_ID: &str = "scanner-video";

/// The scanner's sheet while `open` is on, as every screen that scans shows it: a button of the
/// screen's opens it, and it closes itself on the first code read, which goes to `on_code`, or
/// on the player's Cancel.
#[component]
pub fn QrScannerWhile(open: Signal<bool>, on_code: EventHandler<String>) -> Element {
    rsx! {
        if open() {
            QrScanner {
                on_code: move |code: String| {
                    open.set(false);
                    on_code.call(code);
                },
                on_close: move |_| open.set(false),
            }
        }
    }
}

/// The scanner's sheet. `on_code` gets the first code read; `on_close` the player's Cancel.
#[component]
pub fn QrScanner(on_code: EventHandler<String>, on_close: EventHandler<()>) -> Element {
    let t = use_texts();
    let s = t.scanner;
    // What went wrong, once it has: the sheet then keeps the sentence and a Close button.
    let failure = use_signal(|| None::<ScanOutcome>);
    // The scan starts with the sheet (scanner.js waits for the <video> to be in the page) and
    // stops when the sheet leaves the page, however it leaves.
    #[cfg(feature = "web")]
    use_hook(move || {
        let mut failure = failure;
        spawn(async move {
            match scan(VIDEO_ID).await {
                ScanOutcome::Code(text) => on_code.call(text),
                ScanOutcome::Cancelled => {}
                other => failure.set(Some(other)),
            }
        });
    });
    #[cfg(feature = "web")]
    use_drop(cancel_scan);
    // A refused camera is the player's choice, and native builds do not scan: said calmly.
    // Every other failure is a warning.
    let (said, calm) = match &*failure.read() {
        _ if cfg!(not(feature = "web")) => (Some(s.native.to_string()), true),
        None | Some(ScanOutcome::Code(_) | ScanOutcome::Cancelled) => (None, true),
        Some(ScanOutcome::Refused) => (Some(s.refused.to_string()), true),
        Some(ScanOutcome::NoCamera) => (Some(s.no_camera.to_string()), false),
        Some(ScanOutcome::NoDecoder) => (Some(s.no_decoder.to_string()), false),
        Some(ScanOutcome::Failed(name)) => (Some(s.failed(name)), false),
    };
    let button = if said.is_none() { t.cancel } else { t.close };
    let close = move || {
        #[cfg(feature = "web")]
        cancel_scan();
        on_close.call(());
    };
    rsx! {
        Sheet {
            name: "scanner",
            testid: "scanner",
            class: "sheet scanner",
            title: s.scan,
            closable: false,
            on_close: move |()| close(),
            if let Some(said) = said {
                p {
                    class: if calm { "panel" } else { "panel warning" },
                    role: if calm { "status" } else { "alert" },
                    "data-testid": "scanner-message",
                    "{said}"
                }
            } else {
                video {
                    id: VIDEO_ID,
                    class: "scanner-video",
                    "aria-label": s.video_label,
                    "data-testid": "scanner-video",
                    muted: true,
                    playsinline: true,
                }
                p { class: "scanner-aim", "{s.aim}" }
            }
            div { class: "row end",
                button {
                    class: "button",
                    "data-testid": "scanner-cancel",
                    autofocus: true,
                    onclick: move |_| close(),
                    "{button}"
                }
            }
        }
    }
}
