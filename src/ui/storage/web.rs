//! The web: games in IndexedDB through `web/store.js`, small records in `localStorage`.
//!
//! The first start after an update moves every game that `localStorage` still holds into the
//! database: a game is written as a head and its entries, read back and compared, and only then
//! is the old key removed; a record that cannot be decoded is copied exactly as found into the
//! database's `broken` store and removed from `localStorage` once the copy reads back the same.

use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::{
    GameWrite, Listing, Migration, Persistence, RawRecord, StoreError, StoredGame, GAME_PREFIX,
};
use crate::ui::codecs::{self, Codecs};

#[wasm_bindgen(module = "/web/store.js")]
extern "C" {
    #[wasm_bindgen(js_name = listGames)]
    fn js_list_games() -> Promise;
    #[wasm_bindgen(js_name = firstListing)]
    fn js_first_listing() -> Promise;
    #[wasm_bindgen(js_name = readGame)]
    fn js_read_game(id: &str) -> Promise;
    #[wasm_bindgen(js_name = writeGame)]
    fn js_write_game(
        id: &str,
        head: &str,
        from: u32,
        entries: Array,
        length: u32,
        expected: Option<String>,
    ) -> Promise;
    #[wasm_bindgen(js_name = removeGame)]
    fn js_remove_game(id: &str) -> Promise;
    #[wasm_bindgen(js_name = putBroken)]
    fn js_put_broken(key: &str, text: &str) -> Promise;
    #[wasm_bindgen(js_name = readBroken)]
    fn js_read_broken(key: &str) -> Promise;
    #[wasm_bindgen(js_name = removeBroken)]
    fn js_remove_broken(key: &str) -> Promise;
    #[wasm_bindgen(js_name = askPersistent)]
    fn js_ask_persistent(ask: bool) -> Promise;
    #[wasm_bindgen(js_name = usage)]
    fn js_usage() -> Promise;
    #[wasm_bindgen(js_name = legacyList)]
    fn js_legacy_list(prefix: &str) -> Array;
    #[wasm_bindgen(js_name = legacyRead)]
    fn js_legacy_read(key: &str) -> Option<String>;
    #[wasm_bindgen(js_name = legacyRemove)]
    fn js_legacy_remove(key: &str) -> bool;
    #[wasm_bindgen(js_name = holdGame)]
    fn js_hold_game(id: &str) -> Promise;
    #[wasm_bindgen(js_name = gameLost)]
    fn js_game_lost(id: &str) -> Promise;
    #[wasm_bindgen(js_name = releaseGame)]
    fn js_release_game(id: &str);
    #[wasm_bindgen(js_name = nextChange)]
    fn js_next_change() -> Promise;
    #[wasm_bindgen(js_name = download)]
    fn js_download(name: &str, text: &str);
    #[wasm_bindgen(js_name = writesSettled)]
    fn js_settled() -> Promise;
}

/// The reasons `store.js` gives are "Name: message"; the name tells a full storage apart.
fn store_error(value: JsValue) -> StoreError {
    let text = value
        .as_string()
        .or_else(|| {
            value
                .dyn_ref::<js_sys::Error>()
                .map(|e| format!("{}: {}", e.name(), e.message()))
        })
        .unwrap_or_else(|| "Error: unknown".to_string());
    match text.split(':').next().unwrap_or_default() {
        "QuotaExceededError" => StoreError::Full,
        "ConflictError" => StoreError::Conflict,
        "NotSupportedError" | "SecurityError" | "InvalidStateError" => StoreError::Unavailable,
        _ => StoreError::Failed(text),
    }
}

async fn call(promise: Promise) -> Result<JsValue, StoreError> {
    JsFuture::from(promise).await.map_err(store_error)
}

fn strings(value: &JsValue) -> Vec<String> {
    Array::from(value)
        .iter()
        .map(|v| v.as_string().unwrap_or_default())
        .collect()
}

fn records(keys: &JsValue, texts: &JsValue) -> Vec<RawRecord> {
    let keys = Array::from(keys);
    let texts = Array::from(texts);
    keys.iter()
        .zip(texts.iter())
        .map(|(key, text)| RawRecord {
            key: key.as_string().unwrap_or_default(),
            // A value that is not text was not written by us: show it as JSON, never drop it.
            text: text.as_string().unwrap_or_else(|| {
                js_sys::JSON::stringify(&text)
                    .ok()
                    .and_then(|s| s.as_string())
                    .unwrap_or_default()
            }),
        })
        .collect()
}

pub async fn list_games() -> Result<Listing, StoreError> {
    listing(js_list_games()).await
}

/// The lists as `web/store.js` read them while the app was starting (once; then read anew).
/// Only for the first reading at start, when nothing was written since.
pub async fn first_listing() -> Result<Listing, StoreError> {
    listing(js_first_listing()).await
}

async fn listing(promise: Promise) -> Result<Listing, StoreError> {
    let all = Array::from(&call(promise).await?);
    Ok(Listing {
        heads: records(&all.get(0), &all.get(1)),
        broken: records(&all.get(2), &all.get(3)),
    })
}

pub async fn read_game(id: &str) -> Result<Option<StoredGame>, StoreError> {
    let value = call(js_read_game(id)).await?;
    if value.is_null() || value.is_undefined() {
        return Ok(None);
    }
    let mut texts = strings(&value).into_iter();
    Ok(texts.next().map(|head| StoredGame {
        head,
        entries: texts.collect(),
    }))
}

pub async fn write_game(write: GameWrite) -> Result<(), StoreError> {
    let entries: Array = write.entries.iter().map(|e| JsValue::from_str(e)).collect();
    let from = u32::try_from(write.from).map_err(|_| StoreError::Failed("log too long".into()))?;
    let length =
        u32::try_from(write.length).map_err(|_| StoreError::Failed("log too long".into()))?;
    call(js_write_game(
        &write.id,
        &write.head,
        from,
        entries,
        length,
        write.expected,
    ))
    .await
    .map(drop)
}

pub async fn remove_game(id: &str) -> Result<(), StoreError> {
    call(js_remove_game(id)).await.map(drop)
}

/// Removes a record the player chose to discard: one kept in the `broken` store, or (`head`)
/// a game whose head or log cannot be read, which is then removed with its entries.
pub async fn remove_broken(key: &str, head: bool) -> Result<(), StoreError> {
    match key.strip_prefix(GAME_PREFIX).filter(|_| head) {
        Some(id) => remove_game(id).await,
        None => call(js_remove_broken(key)).await.map(drop),
    }
}

/// Whether the browser keeps the app's storage; with `ask`, asks for it if not yet granted.
pub async fn ask_persistent(ask: bool) -> Persistence {
    match call(js_ask_persistent(ask))
        .await
        .ok()
        .and_then(|v| v.as_string())
    {
        Some(answer) if answer == "granted" => Persistence::Granted,
        Some(answer) if answer == "denied" => Persistence::Denied,
        _ => Persistence::Unsupported,
    }
}

pub async fn usage() -> Option<(u64, u64)> {
    let value = Array::from(&call(js_usage()).await.ok()?);
    let used = value.get(0).as_f64()?;
    let quota = value.get(1).as_f64()?;
    (used >= 0.0 && quota > 0.0).then_some((used as u64, quota as u64))
}

/// Moves the games `localStorage` holds into the database (see the module's doc). Each record
/// is read again just before it moves, so one that another window moved meanwhile is skipped.
pub async fn migrate() -> Migration {
    let mut report = Migration::default();
    let legacy = js_legacy_list(GAME_PREFIX);
    for listed in records(&legacy.get(0), &legacy.get(1)) {
        let Some(text) = js_legacy_read(&listed.key) else {
            continue;
        };
        let old = RawRecord {
            key: listed.key,
            text,
        };
        match move_one(&old).await {
            Ok(()) if js_legacy_remove(&old.key) => report.moved += 1,
            Ok(()) => report
                .failed
                .push((old.key, StoreError::Failed("localStorage refused".into()))),
            Err(why) => report.failed.push((old.key, why)),
        }
    }
    report
}

fn not_read_back() -> StoreError {
    StoreError::Failed("the copy did not read back".into())
}

async fn move_one(old: &RawRecord) -> Result<(), StoreError> {
    let id = old.key.strip_prefix(GAME_PREFIX).unwrap_or_default();
    // The readers come with the families' formats, a part of their own (see `codecs`).
    let codecs = codecs::load().await.ok_or_else(codecs::missing)?;
    let decoded = (codecs.decode)(&old.text)
        .ok()
        .filter(|(envelope, _)| envelope.game.id == id);
    let Some((envelope, game)) = decoded else {
        // Kept exactly as found, beside the games, never over another record: one kept under
        // that key already is this one moved before (its old key could not be removed), or
        // another, and then this one takes a key of its own.
        let key = match put_broken(&old.key, &old.text).await {
            Err(StoreError::Conflict) if read_broken(&old.key).await? == Some(old.text.clone()) => {
                return Ok(())
            }
            Err(StoreError::Conflict) => super::keep_broken(&old.key, &old.text).await?,
            other => other.map(|()| old.key.clone())?,
        };
        return match read_broken(&key).await? {
            Some(text) if text == old.text => Ok(()),
            _ => Err(not_read_back()),
        };
    };
    let name = envelope.game.name;
    match copy_in(codecs, id, &name, &game, envelope.updated).await {
        // The database has a game of that id already (another window moved it, and it may
        // have been played since): the same game needs nothing more, another is kept too.
        Err(StoreError::Conflict) => {
            let here = read_game(id).await?.ok_or_else(not_read_back)?;
            match (codecs.decode_stored)(&here.head, &here.entries) {
                Ok((_, stored)) if stored == game => Ok(()),
                _ => {
                    let copy = format!("{id}-{}", game.log().len());
                    copy_in(codecs, &copy, &name, &game, envelope.updated).await
                }
            }
        }
        other => other,
    }
}

/// Writes `game` whole under `id` where no game has that id, and reads it back.
async fn copy_in(
    codecs: &Codecs,
    id: &str,
    name: &str,
    game: &crate::session::Game,
    updated: chrono::DateTime<chrono::Utc>,
) -> Result<(), StoreError> {
    let head = (codecs.head)(id, name, game, updated);
    let entries = (codecs.entries)(game.log(), 0);
    write_game(GameWrite {
        id: id.to_string(),
        head: head.clone(),
        from: 0,
        entries: entries.clone(),
        length: game.log().len(),
        expected: None,
        full: None,
    })
    .await?;
    let back = read_game(id).await?.ok_or_else(not_read_back)?;
    let same = back.head == head
        && back.entries == entries
        && (codecs.decode_stored)(&back.head, &back.entries).is_ok_and(|(_, g)| g == *game);
    if same {
        Ok(())
    } else {
        Err(not_read_back())
    }
}

pub async fn hold_game(id: &str) -> bool {
    call(js_hold_game(id))
        .await
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// Waits until this window no longer holds the game: true when another window took it,
/// false when this window let it go.
pub async fn game_lost(id: &str) -> bool {
    JsFuture::from(js_game_lost(id))
        .await
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

pub fn release_game(id: &str) {
    js_release_game(id);
}

/// Waits until the store has answered every write it was given (landed or refused).
pub async fn settled() {
    let _ = JsFuture::from(js_settled()).await;
}

/// The id of the next game another window wrote or removed.
pub async fn next_change() -> String {
    JsFuture::from(js_next_change())
        .await
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// Keeps a record that does not load here exactly as found, under `key`, never over another:
/// when a record is kept under `key` already, nothing is written and it fails with
/// [`StoreError::Conflict`] (see [`super::keep_broken`], which then picks another key).
pub async fn put_broken(key: &str, text: &str) -> Result<(), StoreError> {
    call(js_put_broken(key, text)).await.map(drop)
}

async fn read_broken(key: &str) -> Result<Option<String>, StoreError> {
    Ok(call(js_read_broken(key)).await?.as_string())
}

/// Hands `text` to the player as a file named `name`: the browser's download. Returns where it
/// went when the platform says (the browser does not).
pub fn save_file(name: &str, text: &str) -> Result<Option<String>, StoreError> {
    js_download(name, text);
    Ok(None)
}

// ---- small records -------------------------------------------------------------------------

fn local() -> Result<web_sys::Storage, StoreError> {
    web_sys::window()
        .ok_or(StoreError::Unavailable)?
        .local_storage()
        .map_err(|_| StoreError::Unavailable)?
        .ok_or(StoreError::Unavailable)
}

pub fn read(key: &str) -> Result<Option<String>, StoreError> {
    local()?.get_item(key).map_err(|_| StoreError::Unavailable)
}

pub fn write(key: &str, text: &str) -> Result<(), StoreError> {
    local()?.set_item(key, text).map_err(|_| StoreError::Full)
}

pub fn remove(key: &str) -> Result<(), StoreError> {
    local()?
        .remove_item(key)
        .map_err(|_| StoreError::Failed("localStorage refused".into()))
}
