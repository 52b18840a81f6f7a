// No tap lost when the page goes: the write-ahead record in localStorage (web/store.js) keeps
// every write until IndexedDB has it, and is replayed at start through the expected-head
// check. And a backup import never writes over a record kept as found.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { appForFile, startScorePad, scores, stored, storedWhen, storeRaw, storeReady } from "./harness.mjs";

const app = appForFile();

/** The write-ahead record's keys: one per write, and the first format's list per game. */
const AHEAD = "tablemate.ahead.";
const WAL = "tablemate.wal.";

/** The write-ahead records left in localStorage: {key: pending write or list}. */
function pending(page) {
  return page.evaluate((prefixes) => {
    const out = {};
    for (const key of Object.keys(localStorage)) {
      if (prefixes.some((p) => key.startsWith(p))) out[key] = JSON.parse(localStorage.getItem(key));
    }
    return out;
  }, [AHEAD, WAL]);
}

/** A write's key as web/store.js makes it: a fixed-width sequence, then the game's id. */
const aheadKey = (seq, id) => `${AHEAD}${seq.padEnd(17, "0")}.${id}`;

/** The one game whose head names `name`: [id, {head, entries}]. */
function game(db, name) {
  return Object.entries(db.games).find(([, g]) => g.head.includes(name));
}

/** Puts the store's record of game `id` back to `head` and its first `length` entries. */
async function rollBack(page, id, head, length) {
  await page.evaluate(
    async ([id, head, length]) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open("tablemate");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction(["games", "entries"], "readwrite");
        tx.objectStore("games").put(head, id);
        tx.objectStore("entries").delete(IDBKeyRange.bound([id, length], [id, Infinity]));
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    [id, head, length],
  );
}

test("a reload 0–30 ms after each of 20 taps loses none", async () => {
  const page = await app.open();
  await startScorePad(page, ["Tap", "Reload"]);
  // Every delay from 0 to 30 ms, in an order that mixes short and long.
  const delays = Array.from({ length: 20 }, (_, i) => Math.round(((i * 7) % 20) * (30 / 19)));
  assert.ok(delays.includes(0) && delays.includes(30));
  for (const [i, delay] of delays.entries()) {
    // The tap and the reload timed in the page itself: the reload starts `delay` ms after
    // the tap's handler ran, whatever the test's own round trips cost.
    await Promise.all([
      page.waitForEvent("load"),
      page.evaluate((delay) => {
        document.querySelector("[data-testid=plus1-0]").click();
        setTimeout(() => location.reload(), delay);
      }, delay),
    ]);
    await page.getByTestId("undo").waitFor({ timeout: 20000 });
    assert.deepEqual(await scores(page, 2), [i + 1, 0], `tap ${i + 1}, reloaded after ${delay} ms, is kept`);
  }
  const db = await storedWhen(page, (db) => game(db, "Reload")?.[1].entries.length === 20, "all 20 entries");
  assert.equal(game(db, "Reload")[1].entries.length, 20);
  await page.waitForFunction((prefixes) => !Object.keys(localStorage).some((k) => prefixes.some((p) => k.startsWith(p))), [AHEAD, WAL]);
  assert.deepEqual(await pending(page), {}, "nothing is left pending once IndexedDB has it all");
  await page.close();
});

/**
 * Holds IndexedDB's games and entries in one read-write transaction of the page's own that never
 * ends (each read asks for the next), so the app's writes queue behind it until the page goes:
 * a write-ahead record stays pending, as when a phone closes the page before IndexedDB commits.
 */
function holdTheStore(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open("tablemate");
        request.onsuccess = () => {
          const games = request.result.transaction(["games", "entries"], "readwrite").objectStore("games");
          const spin = () => {
            games.get("held").onsuccess = spin;
          };
          spin();
          resolve();
        };
        request.onerror = () => reject(request.error);
      }),
  );
}

test("a clock that steps back between two taps keeps both, in order, through a reload", async () => {
  const page = await app.open();
  await startScorePad(page, ["Clock", "Back"]);
  await storedWhen(page, (db) => game(db, "Back")?.[1].entries.length === 0, "the new game");
  // The page's clock from now on: the real one, less what `stepBack` has taken off.
  await page.evaluate(() => {
    const real = Date.now.bind(Date);
    let behind = 0;
    Date.now = () => real() - behind;
    window.stepBack = (ms) => (behind += ms);
  });
  await holdTheStore(page);
  const aheadKeys = () => page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).sort(), AHEAD);
  await page.getByTestId("plus1-0").click();
  await page.waitForFunction((prefix) => Object.keys(localStorage).some((k) => k.startsWith(prefix)), AHEAD);
  // The phone sets its clock an hour back between the two taps.
  await page.evaluate(() => window.stepBack(60 * 60 * 1000));
  await page.getByTestId("plus1-0").click();
  await page.waitForFunction((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).length === 2, AHEAD);
  assert.deepEqual(await scores(page, 2), [2, 0]);
  const keys = await aheadKeys();
  const writes = await pending(page);
  assert.deepEqual(
    keys.map((k) => writes[k].length),
    [1, 2],
    "the second tap's write sorts after the first's, though the clock went back",
  );

  // The page goes with both writes pending (its transactions, the hold's too, end with it).
  await page.reload();
  await page.getByTestId("undo").waitFor({ timeout: 20000 });
  assert.deepEqual(await scores(page, 2), [2, 0], "both taps are back");
  const db = await storedWhen(page, (db) => game(db, "Back")?.[1].entries.length === 2, "both entries");
  assert.equal(game(db, "Back")[1].entries.length, 2);
  assert.deepEqual(await pending(page), {}, "nothing is left pending");
  await page.close();
});

test("a pending write is replayed at start; one that landed or that conflicts is dropped", async () => {
  const page = await app.open();
  await startScorePad(page, ["Wal", "Replay"]);
  const entries = (n) => (db) => game(db, "Replay")?.[1].entries.length === n;
  await page.getByTestId("plus1-0").click();
  const [id, one] = game(await storedWhen(page, entries(1)), "Replay");
  await page.getByTestId("plus1-1").click();
  const [, two] = game(await storedWhen(page, entries(2)), "Replay");
  await page.getByTestId("plus1-1").click();
  const [, three] = game(await storedWhen(page, entries(3)), "Replay");
  await page.getByTestId("back").click();
  await storeReady(page);

  // As if the page had gone before IndexedDB committed the third tap: the store holds two
  // taps, the record the last two writes (the second landed, the third did not), one key each,
  // set in the opposite order to show that the sequence in the key orders them.
  await rollBack(page, id, two.head, 2);
  const landed = { t: "0001", head: two.head, from: 1, entries: [two.entries[1]], length: 2, expected: one.head };
  const lost = { t: "0002", head: three.head, from: 2, entries: [three.entries[2]], length: 3, expected: two.head };
  await page.evaluate((writes) => writes.forEach(([key, w]) => localStorage.setItem(key, JSON.stringify(w))), [
    [aheadKey(lost.t, id), lost],
    [aheadKey(landed.t, id), landed],
  ]);
  await page.reload();
  await storeReady(page);
  const replayed = game(await stored(page), "Replay")[1];
  assert.deepEqual(replayed, three, "the third tap is back, once");
  assert.deepEqual(await pending(page), {}, "the record is gone");
  await page.getByTestId("resume").click();
  assert.deepEqual(await scores(page, 2), [1, 2]);
  await page.getByTestId("back").click();
  await storeReady(page);
  const before = game(await stored(page), "Replay")[1];

  // A record made against a head the store no longer holds (another window moved on): never
  // applied, and dropped. This one in the first format, a list per game, which a build of
  // before one key per write may have left.
  const stale = [
    {
      t: "stale",
      head: three.head.replace('"Replay"', '"Stale"').replace('"length":3', '"length":4'),
      from: 3,
      entries: [three.entries[2]],
      length: 4,
      expected: two.head,
    },
  ];
  await page.evaluate(([key, record]) => localStorage.setItem(key, JSON.stringify(record)), [WAL + id, stale]);
  await page.reload();
  await storeReady(page);
  assert.deepEqual(game(await stored(page), "Replay")[1], before, "the game is unchanged");
  assert.deepEqual(await pending(page), {}, "the stale record is gone");
  await page.close();
});

test("with localStorage full, taps go to IndexedDB alone and are kept", async () => {
  const page = await app.open();
  await startScorePad(page, ["Full", "Local"]);
  // Fills localStorage to the last character it takes.
  const filled = await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const chunk = "x".repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler.${n}`, chunk);
          n++;
        } catch {
          break;
        }
      }
    }
    return n;
  });
  assert.ok(filled > 0);
  for (let i = 0; i < 3; i++) await page.getByTestId("plus1-0").click();
  assert.deepEqual(await scores(page, 2), [3, 0]);
  await storedWhen(page, (db) => game(db, "Local")?.[1].entries.length === 3, "the taps in IndexedDB");
  assert.deepEqual(await pending(page), {}, "nothing could be recorded ahead");
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith("filler.")) localStorage.removeItem(key);
  });
  await page.reload();
  await page.getByTestId("undo").waitFor();
  assert.deepEqual(await scores(page, 2), [3, 0]);
  await page.close();
});

test("a backup's unreadable records never land on one kept as found", async () => {
  const page = await app.open();
  await storeReady(page);
  const key = "tablemate.game.found";
  await storeRaw(page, "broken", key, "kept as found");
  const backup = {
    format: "tablemate-backup",
    version: 1,
    exported: "2026-12-01T10:00:00Z",
    games: [],
    broken: [
      { key, text: "first of the backup" },
      { key, text: "second of the backup" },
      { key, text: "kept as found" },
    ],
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tablemate-durability-")), "backup.json");
  fs.writeFileSync(file, JSON.stringify(backup));
  await page.getByTestId("settings").click();
  await page.getByTestId("import-backup").setInputFiles(file);
  assert.match(await page.getByTestId("notice").textContent(), /2 games added, 0 kept as copies, 1 already here/);
  const { broken } = await stored(page);
  assert.equal(broken[key], "kept as found", "the record kept as found is unchanged");
  const copies = Object.entries(broken).filter(([k]) => k.startsWith(`${key}~`));
  assert.deepEqual(copies.map(([, text]) => text).sort(), ["first of the backup", "second of the backup"]);
  assert.equal(new Set(copies.map(([k]) => k)).size, 2, "each under a key of its own");
  await page.close();
});
