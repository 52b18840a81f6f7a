//! The calls into `web/live.js`, which holds the WebRTC connections: through the page's
//! script, so the file is only downloaded when a live table opens. Every call catches what
//! the browser throws and hands it back as a reason, so a refused connection is never an
//! uncaught error.

use dioxus::prelude::*;
use serde::Deserialize;

/// The module, imported once and kept on `window`.
const MODULE: &str =
    "const live = window.tablemateLive ?? (window.tablemateLive = await import('./live.js'));";

/// What connection `id` reports.
#[derive(Clone, Debug)]
pub enum Event {
    Open {
        id: u32,
    },
    Message {
        id: u32,
        data: Vec<u8>,
    },
    /// A frame larger than any message ([`crate::live::message::MAX_MESSAGE_BYTES`]): refused
    /// by `live.js` before it became anything but a length.
    Oversize {
        id: u32,
    },
    Close {
        id: u32,
    },
}

/// An event as `live.js` sends it: `{ kind, id, data }`. Read as a plain struct: serde's
/// tagged enums buffer every field first, 2 KB more of wasm.
#[derive(Deserialize)]
struct Sent {
    kind: String,
    id: u32,
    data: Option<Vec<u8>>,
}

impl Sent {
    fn event(self) -> Option<Event> {
        let id = self.id;
        match (self.kind.as_str(), self.data) {
            ("open", _) => Some(Event::Open { id }),
            ("close", _) => Some(Event::Close { id }),
            ("oversize", _) => Some(Event::Oversize { id }),
            ("message", Some(data)) => Some(Event::Message { id, data }),
            _ => None,
        }
    }
}

#[derive(Deserialize)]
struct Answer {
    ok: bool,
    value: Option<String>,
    error: Option<String>,
}

/// Runs `call` (an expression on `live`) and returns what it resolves to.
async fn ask(call: &str) -> Result<String, String> {
    let script = format!(
        "{MODULE} try {{ return {{ ok: true, value: String(await {call} ?? '') }}; }} \
         catch (e) {{ return {{ ok: false, error: String(e && e.message || e) }}; }}"
    );
    let answer: Answer = document::eval(&script)
        .join()
        .await
        .map_err(|e| e.to_string())?;
    if answer.ok {
        Ok(answer.value.unwrap_or_default())
    } else {
        Err(answer.error.unwrap_or_default())
    }
}

fn quoted(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".into())
}

/// The host: opens connection `id` and returns its offer's session description.
pub async fn offer(id: u32) -> Result<String, String> {
    ask(&format!("live.offer({id})")).await
}

/// The host: the guest's answer for connection `id`.
pub async fn accept(id: u32, sdp: &str) -> Result<(), String> {
    ask(&format!("live.accept({id}, {})", quoted(sdp)))
        .await
        .map(|_| ())
}

/// A guest: opens connection `id` to the host's offer and returns this phone's answer.
pub async fn answer(id: u32, sdp: &str) -> Result<String, String> {
    ask(&format!("live.answer({id}, {})", quoted(sdp))).await
}

/// Sends a message's bytes on connection `id` (dropped when it is not open: the other side
/// asks again for what it lacks when it says hello).
pub fn send(id: u32, bytes: &[u8]) {
    let bytes = serde_json::to_string(bytes).unwrap_or_else(|_| "[]".into());
    document::eval(&format!("{MODULE} live.send({id}, {bytes});"));
}

pub fn close(id: u32) {
    document::eval(&format!("{MODULE} live.close({id});"));
}

/// Ends connection `id` in a second: what was sent on it just before has time to arrive.
pub fn close_soon(id: u32) {
    document::eval(&format!(
        "{MODULE} setTimeout(() => live.close({id}), 1000);"
    ));
}

/// Waits `ms` milliseconds (the page's timer: the live table's only clock).
pub async fn sleep(ms: u32) {
    let _ = document::eval(&format!(
        "await new Promise((r) => setTimeout(r, {ms})); return 0;"
    ))
    .join::<u32>()
    .await;
}

pub fn close_all() {
    document::eval(&format!("{MODULE} live.closeAll();"));
}

/// Hands every connection event to `on_event`, for the page's life.
pub async fn follow(mut on_event: impl FnMut(Event)) {
    let mut events = document::eval(&format!(
        "{MODULE} live.listen((e) => dioxus.send(e)); await new Promise(() => {{}});"
    ));
    while let Ok(sent) = events.recv::<Sent>().await {
        if let Some(event) = sent.event() {
            on_event(event);
        }
    }
}
