// Once home is drawn, the screens a player is likely to open next come by themselves while the
// phone is idle (web/prefetch.js): none of their files before home, every one of them after,
// and New game and a family's Start then ask the network for nothing. A phone that spares its
// data (data saver, a 2G connection) fetches a part only when it is asked for. The service
// worker is kept out, so every file the page asks for is a request of its own (with the
// worker, its offline copy would ask for every file too).
import fs from "node:fs";
import path from "node:path";
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { launch, startGame } from "./harness.mjs";
import { PART_FILE, SCREENS, requestsOf } from "../../scripts/screen-requests.mjs";
import { buildFolder } from "../../scripts/measure.mjs";

const launched = [];
// Every phone closed before any is judged: one that failed must not leave the others open,
// which keeps the run from ending.
after(async () => {
  for (const app of launched) await app.close();
  for (const app of launched) assert.deepEqual(app.errors, []);
});

async function phone(connection = {}) {
  const app = await launch({ serviceWorkers: "block", connection });
  launched.push(app);
  return app;
}

/** The readers of stored games, the new game, each family's game screen, the rules: the parts a
 * player opens next. */
const LIKELY = ["carcassonne", "catan", "codecs", "jamaica", "new_game", "rules", "scorepad"];
/** A part's file, or a pack of the chunks the parts share (scripts/pack-chunks.mjs). */
const PART = /\/((split|chunk)_[^/]*\.wasm|chunks(-[a-z]+)?\.pack)$/;
const HOME = 'nav.menu[data-ready="true"]';

/**
 * Opens the app in a new page that notes the moment home is drawn (`window.__homeAt`, as the
 * DOM changes, before any timer of the page runs), and waits for home.
 */
async function openHome(app) {
  const page = app.watch(await app.browser.newPage());
  await page.addInitScript((home) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(home)) return;
      window.__homeAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
  }, HOME);
  await page.goto(app.url);
  await page.locator(HOME).waitFor();
  return page;
}

/** The parts' files the page fetched so far, each with when it was asked for (ms). */
const partFiles = (page) =>
  page.evaluate((source) => {
    const part = new RegExp(source);
    return performance
      .getEntriesByType("resource")
      .filter((e) => part.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname.split("/").pop(), at: e.startTime }));
  }, PART.source);

/** The parts named by their files (`split_<part>.wasm`), sorted. */
const partsOf = (files) =>
  files
    .map((f) => /^split_(.*)\.wasm$/.exec(f.name)?.[1])
    .filter(Boolean)
    .sort();

/** Records the names of the wasm files `page` asks for from now on. */
function wasmRequests(page) {
  const names = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (name.endsWith(".wasm")) names.push(name);
  });
  return names;
}

test("after home the likely parts come without a tap, and New game and a duel's Start fetch nothing", async () => {
  const app = await phone();
  const page = await openHome(app);
  await page.locator('html[data-prefetch="done"]').waitFor({ state: "attached", timeout: 60000 });
  const files = await partFiles(page);
  const homeAt = await page.evaluate(() => window.__homeAt);
  assert.ok(homeAt > 0, "home was seen drawn");
  const early = files.filter((f) => f.at <= homeAt);
  assert.deepEqual(early, [], "no part's file before home was drawn");
  assert.deepEqual(partsOf(files), LIKELY, "the likely parts, and no other");
  const names = files.map((f) => f.name);
  assert.deepEqual(names.filter((n) => !/^split_/.test(n)), ["chunks.pack"], `the chunks they share came with them, as one pack: ${names}`);
  assert.equal(files.length, LIKELY.length + 1, `each part's file once: ${names}`);

  const asked = wasmRequests(page);
  await page.getByTestId("new-game").click();
  await page.getByTestId("kind-Catan").click();
  await page.getByTestId("catan-variant-Duel").click();
  await page.getByTestId("next").click();
  await page.getByTestId("player-name-0").fill("Ana");
  await page.getByTestId("player-name-1").fill("Bo");
  // The family's screen came with the form (ui::views::game_parts::bring): the Start draws
  // the game at once, never the line that says its screen is on its way.
  await page.evaluate(() => {
    window.__pendingSeen = false;
    const pending = '[data-testid="part-loading"]';
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (node.nodeType === 1 && (node.matches(pending) || node.querySelector(pending))) window.__pendingSeen = true;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId("start").click();
  await page.getByTestId("undo").waitFor();
  assert.equal(await page.evaluate(() => window.__pendingSeen), false, "the Start drew no pending line");
  assert.deepEqual(asked, [], "the new game and the duel's screen were here");
  await page.close();
});

for (const [phoneKind, connection] of [
  ["with data saver on", { saveData: true }],
  ["on a 2G connection", { effectiveType: "2g" }],
]) {
  test(`a phone ${phoneKind} fetches a part only when it is asked for`, async () => {
    const app = await phone(connection);
    const page = await openHome(app);
    await page.locator('html[data-prefetch="spared"]').waitFor({ state: "attached", timeout: 60000 });
    assert.deepEqual(await partFiles(page), [], "no part after home");
    await page.getByTestId("new-game").click();
    await page.getByTestId("kind-Catan").waitFor();
    const parts = partsOf(await partFiles(page));
    assert.deepEqual(parts, ["new_game"], "the new game's part on its tap, and no other");
    await page.close();
  });
}

// A saved game opened before its family's screen is here (data saver on, or a tap before the
// prefetch is done): the tap asks for the screen at once, while the game is read
// (ui::views::game_parts::resume), instead of once the game screen is drawn without it.
test("resuming a saved game asks for its family's screen with the tap, before the game is read", async () => {
  const app = await phone({ saveData: true });
  const first = await openHome(app);
  await startGame(first, "Catan", ["Ana", "Bo"], { options: () => first.getByTestId("catan-variant-Duel").click() });
  await first.close();

  const page = await openHome(app);
  await page.locator('html[data-prefetch="spared"]').waitFor({ state: "attached", timeout: 60000 });
  assert.deepEqual(partsOf(await partFiles(page)), ["codecs"], "only the readers before the tap (the lists name variants)");
  // When the game's log is first read from the store (web/store.js, `readGame`): the game
  // screen can be drawn only after it.
  await page.evaluate(() => {
    const getAll = IDBObjectStore.prototype.getAll;
    IDBObjectStore.prototype.getAll = function (...query) {
      if (this.name === "entries") window.__readAt ??= performance.now();
      return getAll.apply(this, query);
    };
  });
  await page.getByTestId("resume").click();
  await page.getByTestId("undo").waitFor();
  const readAt = await page.evaluate(() => window.__readAt);
  assert.ok(readAt > 0, "the game's record was read");
  const asked = (await partFiles(page)).find((f) => f.name === "split_catan.wasm");
  assert.ok(asked, "the family's screen was fetched");
  assert.ok(asked.at < readAt, `asked for at ${asked.at} ms, before the game was read at ${readAt} ms`);
  await page.close();
});

// A friend's phone opens a share link on its first visit: the link's preview needs the readers
// of the families' formats (src/ui/codecs.rs), which platform.js has come beside the first
// download, with their own pack of chunks, rather than after home with the pack of every chunk.
test("a share link's first visit brings the readers with their own pack, preloaded beside the first download, and no other pack", async () => {
  const app = await phone({ saveData: true });
  const code = fs.readFileSync(new URL("../fixtures/share-jamaica-200.txt", import.meta.url), "utf8").trim();
  const page = app.watch(await app.browser.newPage());
  const asked = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (PART.test(`/${name}`)) asked.push(name);
  });
  await page.goto(`${app.url}#${code}`);
  await page.getByTestId("import-preview").waitFor();
  const names = asked;
  assert.deepEqual(names.filter((n) => n.startsWith("split_")), ["split_codecs.wasm"], `the readers' part alone: ${names}`);
  assert.deepEqual(names.filter((n) => n.endsWith(".pack")), ["chunks-codecs.pack"], `their own pack: ${names}`);
  // Both asked once, by the page's preload links before the app runs: the loader's own
  // fetches take them up.
  const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((l) => l.getAttribute("href")));
  assert.ok(preloads.includes("split_codecs.wasm") && preloads.includes("chunks-codecs.pack"), `preloaded: ${preloads}`);
  await page.close();
});

// Issue 38's budget: every screen costs at most two requests, on a round trip each, when it is
// opened before the prefetch brought it (data saver on): its part, and at most one pack of the
// chunks the parts share (scripts/pack-chunks.mjs), never a file per chunk. A family's Start
// asks for none: its screen was asked for as the family was chosen.
// scripts/screen-requests.mjs prints the same screens' requests with their bytes.
test("opening any screen after home costs at most two wasm requests: its part and a pack of chunks", async () => {
  const app = await phone({ saveData: true });
  for (const screen of SCREENS) {
    const asked = await requestsOf(app, screen);
    if (screen.ready) {
      assert.deepEqual(asked, [], `${screen.screen}: its part came with the steps before`);
      continue;
    }
    assert.ok(asked.length >= 1 && asked.length <= 2, `${screen.screen}: ${asked.join(", ")}`);
    assert.equal(asked.filter((name) => /^split_/.test(name)).length, 1, `${screen.screen}: its part: ${asked}`);
    assert.ok(asked.every((name) => PART_FILE.test(name) && !/^chunk_/.test(name)), `${screen.screen}: no chunk file: ${asked}`);
  }
});

test("the chunks are in packs, each chunk a wasm module, the last pack holding every chunk the loader asks for", () => {
  const folder = buildFolder(process.env.DIST ?? "dist");
  assert.deepEqual(fs.readdirSync(folder).filter((n) => /^chunk_/.test(n)), [], "no chunk file of its own");
  const loader = fs.readFileSync(path.join(folder, "__wasm_split.js"), "utf8");
  const names = JSON.parse(/^const PACKS = (\[.*\]);$/m.exec(loader)[1]);
  const asked = new Map([...loader.matchAll(/const __chunk_(\d+) = packed\((\d+), (\d+)\);/g)].map((m) => [Number(m[2]), Number(m[3])]));
  assert.ok(asked.size > 1, `the loader takes its chunks from the packs: ${asked.size}`);
  names.forEach((name, p) => {
    // A pack: each chunk after its number and length (u32, little-endian), to its last byte.
    const pack = fs.readFileSync(path.join(folder, name));
    const held = [];
    for (let at = 0; at < pack.length; ) {
      const n = pack.readUInt32LE(at);
      const end = at + 8 + pack.readUInt32LE(at + 4);
      assert.ok(end <= pack.length, `${name}: chunk ${n} ends inside the pack`);
      assert.ok(WebAssembly.validate(pack.subarray(at + 8, end)), `${name}: chunk ${n} is a wasm module`);
      held.push(n);
      at = end;
    }
    const told = [...asked].filter(([, bits]) => (bits >> p) & 1).map(([n]) => n);
    assert.deepEqual(held.sort((a, b) => a - b), told.sort((a, b) => a - b), `${name} holds the chunks the loader says`);
  });
  assert.ok([...asked.values()].every((bits) => (bits >> (names.length - 1)) & 1), "the last pack holds every chunk");
});
