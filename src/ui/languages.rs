//! A language's words on the web: fetched before the first screen when the phone speaks it,
//! or when a player picks it, so a first visit downloads one language besides English (the
//! compiled-in fallback). `web/platform.js` starts the phone's language's fetch while the wasm
//! still downloads; this takes that answer when it is the file wanted, and fetches otherwise.
//! Native builds compile every language in: there nothing is fetched.

use dioxus::prelude::*;

use crate::rulebook::Lang;
use crate::ui::text::loaded;

/// Bumped as a language arrives, so every screen reading words renders again (a language
/// can arrive for a screen already shown: chosen in another window).
pub static ARRIVED: GlobalSignal<u32> = Signal::global(|| 0);

/// Whether `lang`'s words are here.
pub fn ready(lang: Lang) -> bool {
    lang == Lang::En || loaded::get(lang).is_some()
}

/// Brings `lang`'s words; the reason in English (for the console) when they cannot come.
pub async fn fetch(lang: Lang) -> Result<(), String> {
    if ready(lang) {
        return Ok(());
    }
    let Some(name) = loaded::file_name(lang) else {
        return Ok(());
    };
    let text = fetch_file(name).await?;
    let load = loaded::loader()
        .await
        .ok_or_else(|| "the words' loader did not come".to_string())?;
    // Once per language and page: the table keeps `&'static str` views into it.
    loaded::install(lang, text.leak(), load).map_err(|e| e.to_string())
}

/// After [`fetch`] succeeded in a running app: tells the screens.
pub fn announce() {
    *ARRIVED.write() += 1;
}

#[cfg(feature = "web")]
async fn fetch_file(name: &str) -> Result<String, String> {
    if let Some(text) = prefetched(name).await {
        return Ok(text);
    }
    crate::ui::platform::fetch_text(name).await
}

#[cfg(not(feature = "web"))]
async fn fetch_file(name: &str) -> Result<String, String> {
    Err(format!("{name}: native builds compile every language in"))
}

/// The text `platform.js` fetched early, when it fetched `name` and it came.
#[cfg(feature = "web")]
async fn prefetched(name: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    let early = js_sys::Reflect::get(&window, &"tablemateWords".into()).ok()?;
    let early_name = js_sys::Reflect::get(&early, &"name".into())
        .ok()?
        .as_string()?;
    if early_name != name {
        return None;
    }
    let promise = js_sys::Reflect::get(&early, &"text".into())
        .ok()?
        .dyn_into::<js_sys::Promise>()
        .ok()?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()?
        .as_string()
}
