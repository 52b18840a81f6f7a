//! What a screen draws in place of a part of the app that is not here yet (see
//! `crate::ui::parts`): the part's entry when it is here, else a line that says it is on its
//! way, with a retry after a failure.

use dioxus::prelude::*;

use crate::ui::parts::FetchFn;
use crate::ui::state::use_texts;

/// A part's fetch, as a component's prop.
#[derive(Clone, Copy)]
pub struct Fetch(pub FetchFn);

impl PartialEq for Fetch {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

/// What a part draws, as a component's prop: compared by its address, as [`Fetch`] is.
#[derive(Clone, Copy)]
pub struct Draw(pub fn() -> Element);

impl PartialEq for Draw {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

/// `draw(entry)` when the part's entry is here (`here`, its module's `get()`), else
/// [`PartPending`] with the part's `fetch` in its place.
pub fn show<T>(here: Option<T>, fetch: FetchFn, draw: impl FnOnce(T) -> Element) -> Element {
    match here {
        Some(entry) => draw(entry),
        None => rsx! {
            PartPending { fetch: Fetch(fetch) }
        },
    }
}

/// What a screen draws while its part is on its way, or could not come: a line that says so,
/// and a retry after a failure (a first visit that lost its connection). A part that did not
/// come because a new version replaced this page's build (its files gone from the server) is
/// never tried again: the line says the screen comes with the new version, which the banner
/// above offers (see `ui::update`). In a rule's sheet (`rule`), the words speak of the rule,
/// since the screen below is there.
#[component]
pub fn PartPending(fetch: Fetch, #[props(default)] rule: bool) -> Element {
    let app = crate::ui::state::use_app();
    let t = use_texts();
    let (loading, not_loaded, in_new_version) = if rule {
        (
            t.part_loading_rule,
            t.part_not_loaded_rule,
            t.part_in_new_version_rule,
        )
    } else {
        (t.part_loading, t.part_not_loaded, t.part_in_new_version)
    };
    let mut failed = use_signal(|| false);
    let mut attempt = use_signal(|| 0u32);
    use_effect(move || {
        let _ = attempt();
        spawn(async move {
            if !(fetch.0)().await {
                failed.set(true);
                crate::ui::update::check(app).await;
            }
        });
    });
    rsx! {
        if failed() && app.update_ready.is_ready() {
            p { class: "panel", role: "status", "data-testid": "part-in-new-version", "{in_new_version}" }
        } else if failed() {
            div { class: "panel", role: "status", "data-testid": "part-missing",
                p { "{not_loaded}" }
                button {
                    class: "button",
                    r#type: "button",
                    "data-testid": "part-retry",
                    onclick: move |_| {
                        failed.set(false);
                        attempt += 1;
                    },
                    "{t.rules_try_again}"
                }
            }
        } else {
            p { class: "muted", role: "status", "data-testid": "part-loading", "{loading}" }
        }
    }
}
