//! The rule bodies on the web: fetched the first time a screen needs them (the Rules screen,
//! a "?" sheet), so a first visit does not download the whole reference before home. Native
//! builds compile the bodies in, so there they are ready from the start and nothing is fetched.
//! After the first visit the service worker keeps the file with the rest of the app, so the
//! rules work offline.

use dioxus::core::spawn_forever;
use dioxus::prelude::*;

use crate::rulebook::bodies;

/// Where the rule bodies are.
#[derive(Clone, Debug, PartialEq)]
pub enum RuleBodies {
    /// Not asked for yet.
    Idle,
    Loading,
    Ready,
    /// The fetch or the file failed; the reason is for the console, the screen says it plainly
    /// and offers to try again.
    Failed(String),
}

static STATE: GlobalSignal<RuleBodies> = Signal::global(|| {
    if bodies::ready() {
        RuleBodies::Ready
    } else {
        RuleBodies::Idle
    }
});

/// The bodies' state, asking for them once, when `wanted` first holds (a screen that shows
/// rule text: the Rules screen, an open sheet) and nobody has yet.
pub fn use_rule_bodies(wanted: impl Fn() -> bool + 'static) -> RuleBodies {
    // After the render, not during it: `load` writes the state the render reads.
    use_effect(move || {
        if wanted() && *STATE.peek() == RuleBodies::Idle {
            load();
        }
    });
    STATE.read().clone()
}

/// Fetches the bodies (again after a failure). Does nothing while a fetch runs or once they
/// are here.
pub fn load() {
    if matches!(*STATE.peek(), RuleBodies::Loading | RuleBodies::Ready) {
        return;
    }
    *STATE.write() = RuleBodies::Loading;
    spawn_forever(async move {
        let state = match fetch().await {
            Ok(()) => RuleBodies::Ready,
            Err(reason) => {
                crate::ui::platform::warn(&format!("rule text not loaded: {reason}"));
                RuleBodies::Failed(reason)
            }
        };
        *STATE.write() = state;
    });
}

#[cfg(feature = "web")]
async fn fetch() -> Result<(), String> {
    let text = crate::ui::platform::fetch_text(bodies::file_name()).await?;
    // Once per page: the reference keeps `&'static str` views into it, like compiled-in text.
    bodies::install(text.leak()).map_err(|e| e.to_string())
}

#[cfg(not(feature = "web"))]
async fn fetch() -> Result<(), String> {
    // Compiled in (see `rulebook::bodies`): `ready` was already true.
    Ok(())
}
