//! Parts of the app that the split web build leaves out of the first download: a family's
//! screens, the rule reference, the statistics… Each part is one entry (a function of the app)
//! that the rest of the app reaches only through [`part!`]: in the split build
//! (`--features split`, see `scripts/build-web.sh`) the entry is a split point of
//! `wasm_split_helpers`, so everything only it reaches goes into a wasm file of its own,
//! fetched the first time the entry is asked for and kept by the service worker for offline
//! use. Every other build (the unsplit web build, desktop, mobile, tests) calls the entry
//! directly, so nothing else changes.
//!
//! A screen draws a part with `part_pending::show(part::get(), part::fetch, |entry| …)` (see
//! `crate::ui::components::part_pending`): with the entry when it is here, else the pending
//! line in its place, which fetches it, says so, offers a retry when the fetch fails, and makes
//! the screen draw again when it comes ([`ARRIVED`]). This file draws nothing and knows no
//! state, so a part the state itself reads through (the readers of `crate::ui::codecs`) makes
//! no circle.

use dioxus::prelude::*;

/// A part's `fetch`: brings its entry, `true` once it is here.
pub type FetchFn = fn() -> std::pin::Pin<Box<dyn std::future::Future<Output = bool>>>;

/// Brings a part now, in the background, when it is not here yet (`here`): for a screen that
/// knows it comes next, so that its first draw finds it here. One task for every part.
pub fn bring(here: bool, fetch: FetchFn) {
    if here {
        return;
    }
    dioxus::core::spawn_forever(async move {
        fetch().await;
    });
}

/// Bumped as a part arrives: a screen that drew the pending line in its place reads it, so it
/// draws again.
#[cfg_attr(not(feature = "split"), allow(dead_code))]
pub static ARRIVED: GlobalSignal<u32> = Signal::global(|| 0);

/// Declares a part: `part!(name: Type = split_name => entry_value)` makes a module `name` with
/// `get()` (the entry when it is here, for a screen to draw), `here()`, `load()` and `fetch()`
/// (bring it). `split_name` names its wasm file in the split build (`split_<split_name>.wasm`).
macro_rules! part {
    ($(#[$doc:meta])* $vis:vis $name:ident: $ty:ty = $split:ident => $entry:expr) => {
        $(#[$doc])*
        $vis mod $name {
            #[allow(unused_imports)]
            use super::*;

            /// The part's entry: the only way in, so the split build finds all it reaches.
            #[cfg(not(feature = "split"))]
            fn entry() -> $ty {
                $entry
            }

            /// The split point: its first call fetches the part's wasm file (and says whether
            /// that failed, so the screen can offer a retry).
            #[cfg(feature = "split")]
            #[wasm_split_helpers::wasm_split($split, fallible)]
            fn entry() -> Result<$ty, wasm_split_helpers::SplitLoaderError> {
                Ok($entry)
            }

            #[cfg(feature = "split")]
            thread_local! {
                static HERE: ::std::cell::Cell<Option<$ty>> = const { ::std::cell::Cell::new(None) };
            }

            /// The entry, once it is here (always, outside the split build). Reading it
            /// subscribes the screen to arrivals.
            #[allow(dead_code)]
            pub fn get() -> Option<$ty> {
                #[cfg(feature = "split")]
                {
                    use ::dioxus::prelude::*;
                    let _ = $crate::ui::parts::ARRIVED.read();
                    HERE.with(|here| here.get())
                }
                #[cfg(not(feature = "split"))]
                {
                    Some(entry())
                }
            }

            /// The entry when it is here (always, outside the split build), without
            /// subscribing: for event handlers and tasks, which go on at once when it is.
            #[allow(dead_code)]
            pub fn here() -> Option<$ty> {
                #[cfg(feature = "split")]
                {
                    HERE.with(|here| here.get())
                }
                #[cfg(not(feature = "split"))]
                {
                    Some(entry())
                }
            }

            /// The entry, brought first when it is not here yet; `None` when it could not come
            /// (the caller says so).
            #[allow(dead_code)]
            pub async fn load() -> Option<$ty> {
                #[cfg(feature = "split")]
                {
                    if !fetch().await {
                        return None;
                    }
                    HERE.with(|here| here.get())
                }
                #[cfg(not(feature = "split"))]
                {
                    Some(entry())
                }
            }

            /// Brings the entry: `true` once it is here.
            #[allow(dead_code)]
            pub fn fetch() -> ::std::pin::Pin<Box<dyn ::std::future::Future<Output = bool>>> {
                Box::pin(async {
                    #[cfg(feature = "split")]
                    {
                        if HERE.with(|here| here.get()).is_some() {
                            return true;
                        }
                        let Ok(value) = entry().await else {
                            return false;
                        };
                        HERE.with(|here| here.set(Some(value)));
                        *$crate::ui::parts::ARRIVED.write() += 1;
                        true
                    }
                    #[cfg(not(feature = "split"))]
                    {
                        true
                    }
                })
            }
        }
    };
}
pub(crate) use part;
