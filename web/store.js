// The browser side of the game store (src/ui/storage/web.rs calls these through wasm-bindgen).
//
// IndexedDB holds the games: far more room than localStorage, and a transaction either
// commits whole or not at all. Three object stores, every value the text our Rust decoder
// reads, so a record that fails to decode is still there exactly as it was written:
//   games    id        -> the game's head: set-up, cursor, length, summary (no log)
//   entries  [id, i]   -> log entry i of that game
//   broken   key       -> a record that could not be read, kept as found
// A tap writes its head and the entries that changed in one transaction, never the whole log.
//
// One writer per game: a window holds a Web Lock named after the game while the game is open
// in it. Opening the game in a second window takes the lock over (`steal`); the first window
// learns that it lost the game, stops writing, and follows what the other window writes. Every committed write is announced on a
// BroadcastChannel so the other windows' lists follow.
//
// No tap lost when the page goes before IndexedDB commits: `writeGame` first appends the write,
// synchronously, to a write-ahead record in localStorage (one key per write, in order) and
// takes it out once IndexedDB answers. At start, before any read, pending writes are replayed
// in order through the expected-head check: landed or conflicting ones are dropped, never
// written over. With localStorage full or blocked, IndexedDB alone.

const DB_NAME = "tablemate";
const DB_VERSION = 1;
const STORES = ["games", "entries", "broken"];

let opening = null;

function db() {
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      if (!("indexedDB" in self)) {
        reject(new DOMException("IndexedDB is not available", "NotSupportedError"));
        return;
      }
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        const d = request.result;
        for (const name of STORES) {
          if (!d.objectStoreNames.contains(name)) d.createObjectStore(name);
        }
      };
      request.onsuccess = () => {
        const d = request.result;
        // A newer build upgrading the database in another window: let it, open again later.
        d.onversionchange = () => {
          d.close();
          opening = null;
        };
        resolve(d);
      };
      request.onerror = () => {
        opening = null;
        reject(request.error);
      };
      request.onblocked = () => {
        opening = null;
        reject(new DOMException("another window holds an older database open", "InvalidStateError"));
      };
    });
  }
  return opening;
}

/** Why a request failed, as "Name: message", so Rust can tell a full storage apart. */
function reason(error) {
  if (!error) return "AbortError: the write was cancelled";
  return `${error.name || "Error"}: ${error.message || error}`;
}

function finished(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(reason(tx.error));
    tx.onabort = () => reject(reason(tx.error));
  });
}

function value(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(reason(request.error));
  });
}

function entriesOf(id, from = 0) {
  return IDBKeyRange.bound([id, from], [id, Infinity]);
}

/** The writes given and not yet answered (see `writesSettled`). */
const writing = new Set();

/** One transaction, after the replay at start (`gate` false: the replay's own). */
function run(stores, mode, body, gate = true) {
  const done = transact(stores, mode, body, gate);
  if (mode === "readwrite") {
    writing.add(done);
    const answered = () => writing.delete(done);
    done.then(answered, answered);
  }
  return done;
}

/**
 * Resolves once every write given so far, and every one given meanwhile, is answered (landed
 * or refused): the app waits for it before it restarts into a new version.
 */
export async function writesSettled() {
  while (writing.size) await Promise.allSettled([...writing]);
}

async function transact(stores, mode, body, gate) {
  let tx;
  try {
    if (gate) await replayed;
    tx = (await db()).transaction(stores, mode);
  } catch (error) {
    throw typeof error === "string" ? error : reason(error);
  }
  const out = body(tx);
  // A failed request also fails the transaction, which is the error reported; keep the
  // request's own rejection from surfacing as an unhandled one.
  if (out && typeof out.catch === "function") out.catch(() => {});
  await finished(tx);
  return out === undefined ? undefined : await out;
}

// ---- the write-ahead record ----------------------------------------------------------------

// One localStorage key per write, `tablemate.ahead.<seq>.<game id>`, set once and removed once:
// a tap costs one setItem of its own write, never a read and rewrite of the game's list (the
// list of the first record format, `tablemate.wal.<id>`, is still replayed). `seq` has a fixed
// width (older builds read the id after it) and sorts in the order the writes were made: a
// count of its own (`tick`, in the first 9 places), this page's number of writes, and a few
// random letters so that two windows never share a key.
//
// `tick` is never the wall clock alone, which can step back (a phone setting its time): the
// next write would then sort before the last one, and at replay the later write, made against
// the earlier's head, would be dropped as a conflict. So it only grows: each write takes the
// clock in milliseconds when that is ahead, else one more than the last. It also starts past
// every write still pending when the page loads (an earlier life of this page, another window,
// an older build, whose first 9 places are its clock), and moves past every one another window
// records while this page runs (the `storage` event), so that a write made after another
// window's sorts after it too.
const WAL_PREFIX = "tablemate.wal.";
const AHEAD_PREFIX = "tablemate.ahead.";
const SEQ_WIDTH = 17;
const TICK_WIDTH = 9;
let tick = 0;
let written = 0;
const pad = (n, width) => n.toString(36).padStart(width, "0").slice(-width);
const sequence = () => {
  tick = Math.max(Date.now(), tick + 1);
  return `${pad(tick, TICK_WIDTH)}${pad(written++, 4)}${Math.random().toString(36).slice(2, 6).padEnd(4, "0")}`;
};

/** Moves `tick` past the write recorded under `key`, if it is one. */
function passed(key) {
  if (!key?.startsWith(AHEAD_PREFIX)) return;
  const seen = parseInt(key.slice(AHEAD_PREFIX.length, AHEAD_PREFIX.length + TICK_WIDTH), 36);
  if (Number.isSafeInteger(seen) && seen > tick) tick = seen;
}

/** Writes localStorage refused, per game: none is recorded while an earlier one waits. */
const unrecorded = new Map();

/** Records one write; false when localStorage refuses. */
function record(id, write) {
  try {
    localStorage.setItem(AHEAD_PREFIX + write.t + "." + id, JSON.stringify(write));
    return true;
  } catch {
    return false;
  }
}

/** Appends `write` to the game's record, synchronously. */
function ahead(id, write) {
  const waiting = unrecorded.get(id);
  if (waiting) waiting.push(write);
  else if (!record(id, write)) unrecorded.set(id, [write]);
}

/** Takes an answered write out of the record. */
function settled(id, write) {
  const waiting = unrecorded.get(id);
  if (waiting) {
    const left = waiting.filter((w) => w !== write);
    if (left.length) unrecorded.set(id, left);
    else unrecorded.delete(id);
  }
  forget(AHEAD_PREFIX + write.t + "." + id);
}

function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked storage: nothing was recorded either.
  }
}

/** Offers the refused writes to localStorage again, in order, stopping at a refusal. */
function recordAll() {
  for (const [id, waiting] of unrecorded) {
    while (waiting.length && record(id, waiting[0])) waiting.shift();
    if (!waiting.length) unrecorded.delete(id);
  }
}

/** Every pending write by game, in the order made: [[id, [[key, write], ...]], ...]. */
function pendingWrites() {
  const games = new Map();
  const add = (id, key, write) => {
    if (!games.has(id)) games.set(id, []);
    games.get(id).push([key, write]);
  };
  const read = (key) => {
    try {
      return JSON.parse(localStorage.getItem(key));
    } catch {
      return null;
    }
  };
  const keys = [];
  for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
  // The first format's list of a game is older than any write of this one.
  for (const key of keys.filter((k) => k?.startsWith(WAL_PREFIX))) {
    const list = read(key);
    const id = key.slice(WAL_PREFIX.length);
    if (Array.isArray(list)) list.forEach((write, i) => add(id, i === list.length - 1 ? key : null, write));
    else add(id, key, null);
  }
  for (const key of keys.filter((k) => k?.startsWith(AHEAD_PREFIX)).sort()) {
    passed(key);
    add(key.slice(AHEAD_PREFIX.length + SEQ_WIDTH + 1), key, read(key));
  }
  return games;
}

/**
 * Replays every pending write (this page's earlier life's, or another window's). One that fails
 * but not as a conflict stays, with the game's later ones, for the next start.
 */
async function replay() {
  let games;
  try {
    games = pendingWrites();
  } catch {
    return;
  }
  for (const [id, writes] of games) {
    for (const [key, write] of writes) {
      const readable =
        write && typeof write.head === "string" && Number.isInteger(write.from) &&
        Number.isInteger(write.length) && Array.isArray(write.entries);
      try {
        if (readable) {
          await commit(id, write, false);
          announce(id);
        }
      } catch (error) {
        if (!(typeof error === "string" && error.startsWith("ConflictError"))) break;
      }
      // A first-format list goes with its last write.
      if (key) forget(key);
    }
  }
}

const replayed = replay().catch(() => {});

if (typeof addEventListener === "function") {
  // Another window's write: this page's next ones sort after it.
  addEventListener("storage", (event) => passed(event.key));
  // A hidden page may never run again.
  addEventListener("pagehide", recordAll);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") recordAll();
  });
}

// ---- the games -----------------------------------------------------------------------------

/** Every game's id and head, and every broken record: [ids, heads, brokenKeys, brokenTexts]. */
export function listGames() {
  return run(["games", "broken"], "readonly", (tx) => {
    const games = tx.objectStore("games");
    const broken = tx.objectStore("broken");
    return Promise.all([
      value(games.getAllKeys()),
      value(games.getAll()),
      value(broken.getAllKeys()),
      value(broken.getAll()),
    ]);
  });
}

// The lists are read as soon as this module loads, while the app itself is still starting,
// so a long history costs no time before the home screen. `firstListing` hands that reading
// over once; every later reading is fresh.
let early = (() => {
  try {
    const listing = listGames();
    listing.catch(() => {});
    return listing;
  } catch {
    return null;
  }
})();

/** The lists as read while the app started (once), or read now. */
export function firstListing() {
  const listing = early;
  early = null;
  return listing ?? listGames();
}

/** One game: [head, entry 0, entry 1, ...], or null when there is no such game. */
export function readGame(id) {
  return run(["games", "entries"], "readonly", (tx) =>
    Promise.all([
      value(tx.objectStore("games").get(id)),
      value(tx.objectStore("entries").getAll(entriesOf(id))),
    ]).then(([head, entries]) => (head === undefined ? null : [head, ...entries])),
  );
}

/**
 * Writes a game's head and its entries from index `from`, and drops every stored entry at
 * `length` or after (the undone tail a new action replaced). All of it or nothing, and only
 * if the stored head is still `expected` (null: no game is stored under `id`), the head this
 * window last read or wrote. Otherwise nothing is written and it fails with "ConflictError":
 * another window, or another tab of an older build, changed or removed the game meanwhile.
 * A stored head equal to `head` is this write, landed (replayed by a window that started).
 * The write-ahead record has it first.
 */
export function writeGame(id, head, from, entries, length, expected) {
  const write = {
    t: sequence(),
    head,
    from,
    entries: Array.from(entries),
    length,
    expected: expected ?? null,
  };
  ahead(id, write);
  return commit(id, write, true).then(
    () => {
      settled(id, write);
      announce(id);
    },
    (error) => {
      // The app takes it back on screen: never replayed.
      settled(id, write);
      throw error;
    },
  );
}

/** Applies one write if the stored head allows it. */
function commit(id, write, gate) {
  let conflict = false;
  return run(
    ["games", "entries"],
    "readwrite",
    (tx) => {
      const games = tx.objectStore("games");
      const request = games.get(id);
      request.onsuccess = () => {
        // No game stored and no game expected are both null here (Rust's None arrives as
        // undefined).
        const current = request.result ?? null;
        if (current === write.head) return; // landed already
        if (current !== (write.expected ?? null)) {
          conflict = true;
          tx.abort();
          return;
        }
        const store = tx.objectStore("entries");
        games.put(write.head, id);
        write.entries.forEach((entry, i) => store.put(entry, [id, write.from + i]));
        store.delete(entriesOf(id, write.length));
      };
    },
    gate,
  ).catch((error) => {
    throw conflict ? "ConflictError: the game changed in another window" : error;
  });
}

export function removeGame(id) {
  return run(["games", "entries"], "readwrite", (tx) => {
    tx.objectStore("games").delete(id);
    tx.objectStore("entries").delete(entriesOf(id));
  }).then(() => announce(id));
}

/**
 * Keeps a record that could not be read, exactly as found, under `key`. Never over another:
 * when a record is kept under `key` already, nothing is written and it fails with
 * "ConflictError", and the caller picks another key.
 */
export function putBroken(key, text) {
  let taken = false;
  return run(["broken"], "readwrite", (tx) => {
    const request = tx.objectStore("broken").add(text, key);
    request.onerror = () => {
      taken = request.error?.name === "ConstraintError";
    };
  }).catch((error) => {
    throw taken ? "ConflictError: a record is kept under that key" : error;
  });
}

export function readBroken(key) {
  return run(["broken"], "readonly", (tx) =>
    value(tx.objectStore("broken").get(key)).then((text) => (text === undefined ? null : text)),
  );
}

export function removeBroken(key) {
  return run(["broken"], "readwrite", (tx) => {
    tx.objectStore("broken").delete(key);
  });
}

/**
 * Whether the browser keeps the app's storage under pressure: "granted", "denied" or
 * "unsupported". With `ask`, asks for it when it is not yet granted (Firefox shows the player
 * a question, so the app asks only once there is a game to keep).
 */
export async function askPersistent(ask) {
  if (!navigator.storage || !navigator.storage.persist) return "unsupported";
  try {
    if (await navigator.storage.persisted()) return "granted";
    if (!ask) return "denied";
    return (await navigator.storage.persist()) ? "granted" : "denied";
  } catch {
    return "unsupported";
  }
}

/** [bytes used, bytes the browser allows], or [-1, -1] when it does not say. */
export async function usage() {
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return [usage ?? -1, quota ?? -1];
  } catch {
    return [-1, -1];
  }
}

// ---- the old store, read once to move its games --------------------------------------------

/** Every localStorage key with `prefix` and its text: [keys, texts]. */
export function legacyList(prefix) {
  const keys = [];
  const texts = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(prefix)) {
        keys.push(key);
        texts.push(localStorage.getItem(key) ?? "");
      }
    }
  } catch {
    // localStorage blocked: nothing to move.
  }
  return [keys, texts];
}

/** The text localStorage holds under `key` now, or null. */
export function legacyRead(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function legacyRemove(key) {
  try {
    localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

// ---- one writer per game -------------------------------------------------------------------

const held = new Map(); // game id -> { release, lost }
const pending = new Map(); // game id -> the promise of a request on its way
const dropOnGrant = new Set(); // ids let go while their request was on its way

/**
 * Holds the game's lock for this window, taking it from another window that holds it (the
 * player opened the game here). Resolves to whether this window holds it. Without Web Locks
 * (old browsers) it resolves to true: other windows are then known only by the conflicts
 * their writes meet (see `writeGame`).
 */
export function holdGame(id) {
  if (held.has(id)) return Promise.resolve(true);
  if (pending.has(id)) return pending.get(id);
  if (!navigator.locks) return Promise.resolve(true);
  const request = new Promise((resolve) => {
    let lost;
    const whenLost = new Promise((r) => (lost = r));
    let granted = false;
    navigator.locks
      .request(`tablemate.game.${id}`, { steal: true }, () => {
        granted = true;
        if (dropOnGrant.delete(id)) {
          // Let go before it came: give it back at once.
          pending.delete(id);
          resolve(false);
          return undefined;
        }
        const entry = { release: null, lost: whenLost };
        const holding = new Promise((release) => (entry.release = release));
        held.set(id, entry);
        pending.delete(id);
        resolve(true);
        return holding;
      })
      .then(
        () => {
          // Released by this window.
          if (held.get(id)?.lost === whenLost) held.delete(id);
          lost(false);
        },
        () => {
          pending.delete(id);
          if (!granted) {
            // Locks refused to this page: behave as a browser without them.
            resolve(true);
            return;
          }
          // Another window stole it (AbortError).
          if (held.get(id)?.lost === whenLost) held.delete(id);
          lost(true);
        },
      );
  });
  pending.set(id, request);
  return request;
}

/**
 * Resolves with true when another window takes the game over, with false once this window
 * lets it go (or does not hold it).
 */
export function gameLost(id) {
  const entry = held.get(id);
  return entry ? entry.lost : Promise.resolve(false);
}

export function releaseGame(id) {
  const entry = held.get(id);
  if (entry) {
    held.delete(id);
    entry.release();
  } else if (pending.has(id)) {
    dropOnGrant.add(id);
  }
}

// ---- telling the other windows -------------------------------------------------------------

const channel = "BroadcastChannel" in self ? new BroadcastChannel("tablemate.store") : null;
const waiting = [];
const changed = [];

if (channel) {
  channel.onmessage = (event) => {
    const id = String(event.data);
    if (waiting.length) waiting.shift()(id);
    // Kept until asked for, once per game, so nothing is missed while the app is busy.
    else if (!changed.includes(id)) changed.push(id);
  };
}

function announce(id) {
  if (channel) channel.postMessage(id);
}

/** Resolves with the id of the next game another window wrote or removed. */
export function nextChange() {
  if (changed.length) return Promise.resolve(changed.shift());
  return new Promise((resolve) => waiting.push(resolve));
}

// ---- files for the player ------------------------------------------------------------------

/** Offers `text` as a file download named `name` (an export or a backup; CSV or JSON by name). */
export function download(name, text) {
  const type = name.endsWith(".csv") ? "text/csv;charset=utf-8" : "application/json";
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
