//! A new version of the web app while a page runs the old one (see `web/update.js` and
//! `web/sw.js`). The page never mixes builds: every file it fetches after the start is its own
//! build's, kept by the worker while the page runs it. When a newer build is ready, the app says
//! so ([`update_banner`](crate::ui::components::update_banner::update_banner)) and restarts into
//! it only at a moment that loses nothing: when the player taps Update, or by itself when the
//! page is hidden while it shows home with nothing over it ([`AppState::at_rest`]). Either way
//! the store's writes land first (and its write-ahead record would replay one cut short).
//! Native builds update through their store: nothing here does anything there.
//!
//! The page's answers come as strings, the type the app's other calls into the page already
//! read: each other type would add its own reading code to the first download.

use dioxus::prelude::*;

use crate::ui::state::AppState;

/// Follows `web/update.js` for as long as the app runs: `update_ready` once a newer build is,
/// then a restart each time the page is hidden at a quiet moment.
pub async fn follow(app: AppState) {
    #[cfg(target_arch = "wasm32")]
    {
        let mut told = document::eval(
            "const update = await window.tablemateUpdate; if (!update) return; \
             await update.ready; dioxus.send('ready'); \
             for (;;) { await update.hidden(); dioxus.send('hidden'); }",
        );
        if told.recv::<String>().await.is_err() {
            return;
        }
        let mut ready = app.update_ready;
        ready.set();
        while told.recv::<String>().await.is_ok() {
            if app.at_rest() {
                restart(app).await;
            }
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = app;
}

/// After a file of this build did not come: whether a newer build is why (then
/// `update_ready`).
pub async fn check(app: AppState) {
    #[cfg(target_arch = "wasm32")]
    {
        let answer = document::eval(
            "const update = await window.tablemateUpdate; \
             return update && (await update.check()) ? 'newer' : '';",
        )
        .join::<String>()
        .await;
        if answer.is_ok_and(|a| a == "newer") {
            let mut ready = app.update_ready;
            ready.set();
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = app;
}

/// Restarts into the newer build once every write the store was given has landed.
pub async fn restart(app: AppState) {
    app.writes_landed().await;
    document::eval("(await window.tablemateUpdate)?.restart()");
}
