// Shared set-up for the end-to-end tests: the built app served by our own server, and
// Debian's Chromium driven by playwright-core at phone size (390 x 844).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/serve.mjs";
import { ARGS } from "../../scripts/measure.mjs";

export const PHONE = { width: 390, height: 844 };
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
export const OUTPUT = path.resolve(process.env.E2E_OUTPUT ?? "test-output/e2e");

/** Chromium's flags for every test (the measurements' list), then a test's own. */
const flags = (args) => [...ARGS, ...args];

/** A phone's screen and touch, for a browser context. */
const phoneContext = (locale) => ({ viewport: PHONE, locale, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/**
 * `watch(page)` collects the page's errors into `errors`: a page error, and a console error
 * too (the browser reports broken markup, an invalid pattern say, only there).
 */
function watcher(errors) {
  return (page) => {
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`console: ${m.text()}`);
    });
    return page;
  };
}

/** Opens the app in a new page of `context` and waits for home. */
async function openApp(context, url, watch) {
  const page = watch(await context.newPage());
  await page.goto(url);
  await page.getByTestId("new-game").waitFor({ timeout: 20000 });
  return page;
}

/** axe-core's serious and critical findings on the page as it is, as short lines. */
export async function axe(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/**
 * Saves a picture of one element (`locator`) under the test output folder, in `pictures/`:
 * the manual's pictures (docs/playing.md) are copies of these (`docs/pictures/`), cut to what
 * they show.
 */
export async function pictureShot(locator, name) {
  fs.mkdirSync(path.join(OUTPUT, "pictures"), { recursive: true });
  await locator.scrollIntoViewIfNeeded();
  // The bars that stay in view (the title and scores, the undo bar) would lie over it.
  const fixed = (visibility) =>
    locator.page().evaluate((v) => {
      for (const bar of document.querySelectorAll(".game-top, .action-bar")) bar.style.visibility = v;
    }, visibility);
  await fixed("hidden");
  await locator.screenshot({ path: path.join(OUTPUT, "pictures", `${name}.png`) });
  await fixed("");
}

/**
 * Starts the server and a fresh browser profile; returns helpers and a `close`. `locale` is
 * the browser's language: English unless a test asks for another (`E2E_LOCALE` changes the
 * default, to look at every screen in another language; the tests' English words then fail).
 * `args` are Chromium flags added after the usual ones (a fake camera, say). `serviceWorkers:
 * "block"` opens the app as a browser that never registered its worker does. `deploy(dir)`
 * serves another build from then on, as a host does once a new version is deployed.
 * `connection` is what the page reads of the phone's network (`navigator.connection`):
 * `{ saveData: true }` is a phone with data saver on, which fetches no part of the app before
 * it is asked for (web/prefetch.js).
 */
export async function launch({ locale = process.env.E2E_LOCALE ?? "en-US", args = [], serviceWorkers = "allow", connection = {} } = {}) {
  const server = await startServer({ dir: process.env.DIST ?? "dist", port: 0 });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tablemate-e2e-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    ...phoneContext(locale),
    serviceWorkers,
    args: flags(args),
  });
  if (Object.keys(connection).length > 0) {
    await browser.addInitScript((values) => {
      for (const [name, value] of Object.entries(values)) {
        Object.defineProperty(NetworkInformation.prototype, name, { get: () => value });
      }
    }, connection);
  }
  const errors = [];
  /** Collects `page`'s errors into `errors`, for a page a test opens itself. */
  const watch = watcher(errors);
  const open = () => openApp(browser, url, watch);
  const close = async () => {
    await browser.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { browser, url, open, watch, close, errors, deploy: server.deploy };
}

/**
 * One launched browser for many phones: each `phone({ locale })` is a browser context of its
 * own (its own storage, so its own saved games and language), far cheaper than a browser each.
 * Returns `{ url, phone, close, errors }`; a phone is `{ context, url, open, errors }` as
 * `launch` gives, sharing the browser's list of errors.
 */
export async function launchPhones({ args = [] } = {}) {
  const server = await startServer({ dir: process.env.DIST ?? "dist", port: 0 });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: flags(args),
  });
  const errors = [];
  const watch = watcher(errors);
  const phone = async ({ locale = "en-US" } = {}) => {
    const context = await browser.newContext(phoneContext(locale));
    const open = () => openApp(context, url, watch);
    return { context, url, open, errors };
  };
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { url, phone, close, errors };
}

/** Asserts the screen's title is shown whole: no ellipsis, no line cut off. */
export async function titleFits(page) {
  const title = page.locator(".bar-title");
  const { text, cut, lines } = await title.evaluate((el) => ({
    text: el.textContent,
    cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
  }));
  if (cut) throw new Error(`the title "${text}" does not fit the bar`);
  if (lines > 1) throw new Error(`the title "${text}" takes ${lines} lines, not one`);
}

/** Saves a phone-size screenshot under the test output folder. */
export async function screenshot(page, name) {
  fs.mkdirSync(path.join(OUTPUT, "screenshots"), { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT, "screenshots", `${name}.png`), fullPage: true });
}

/**
 * From home: a new game of `kind` (the `kind-…` test id), the options set by `options` (an
 * async step on the options form), then one seat per name, and the game screen once `ready`
 * shows. The form starts with the game's usual number of seats; seats are added or removed
 * by test id, so this works in every language.
 */
export async function startGame(page, kind, names, { options = async () => {}, ready = "undo" } = {}) {
  await page.getByTestId("new-game").click();
  await page.getByTestId(`kind-${kind}`).click();
  await options();
  await page.getByTestId("next").click();
  let seats = await page.locator('[data-testid^="player-name-"]').count();
  for (; seats < names.length; seats++) await page.getByTestId("add-player").click();
  for (; seats > names.length; seats--) await page.getByTestId(`remove-player-${seats - 1}`).click();
  for (const [i, name] of names.entries()) await page.getByTestId(`player-name-${i}`).fill(name);
  await page.getByTestId("start").click();
  await page.getByTestId(ready).waitFor();
}

/** Starts a score pad game from home with the given player names and options. */
export async function startScorePad(page, names, { rounds = false, target = "", deck = false } = {}) {
  await startGame(page, "ScorePad", names, {
    options: async () => {
      if (rounds) await page.getByTestId("opt-rounds").check();
      if (target) await page.getByTestId("opt-target").fill(String(target));
      if (deck) await page.getByTestId("dice-Deck").click();
    },
  });
}

/** The scores on the board, in seat order. */
export async function scores(page, count) {
  const values = [];
  for (let i = 0; i < count; i++) values.push(Number(await page.getByTestId(`score-${i}`).textContent()));
  return values;
}

/**
 * Visible controls smaller than the 44 px touch target, as "testid WxH". Checkboxes are left
 * out by the game screens' tests: their 28 px box sits in a taller tappable label row.
 */
export async function smallTargets(page, selector = "button, input") {
  return page.evaluate((sel) =>
    [...document.querySelectorAll(sel)]
      .filter((e) => e.offsetParent !== null)
      .map((e) => ({ id: e.dataset.testid ?? e.textContent, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ id, r }) => `${id} ${r.width}x${r.height}`),
  selector);
}

/** From home: Catan, the variant picked by `choose` (an async step on the options form). */
export async function startCatan(page, names, choose) {
  await startGame(page, "Catan", names, { options: choose, ready: "catan-turn" });
}

/** Catan's guided set-up: each step a settlement then a road (or the two ids `pick` gives). */
export async function placeAll(page, steps, pick = () => ["catan-place-settlement", "catan-place-road"]) {
  for (let i = 0; i < steps; i++) {
    const [settlement, road] = pick(i);
    await page.getByTestId(settlement).click();
    await page.getByTestId(road).click();
  }
}

/** A Catan roll typed from the table's dice. */
export async function typeRoll(page, a, b) {
  await page.getByTestId("catan-die-a").fill(String(a));
  await page.getByTestId("catan-die-b").fill(String(b));
  // The button sends the roll the screen last drew, as a player's tap would: on a loaded
  // machine the test's click can come before the second box's value is drawn, so it waits
  // until the button offers this roll (the rules accept it) ...
  await page.waitForFunction(
    () => document.querySelector('[data-testid="catan-enter-roll"]')?.getAttribute("aria-disabled") === "false",
  );
  await page.getByTestId("catan-enter-roll").click();
  // ... and until the roll is in: the boxes give way to the dice in the turn bar.
  await page.getByTestId("catan-die-a").waitFor({ state: "detached" });
}

/**
 * What the app's IndexedDB store holds, read in the page: every game's head and entries, and
 * every record kept because it could not be read. `{ games: {id: {head, entries}}, broken:
 * {key: text} }`.
 */
export async function stored(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open("tablemate");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = (store, what) =>
      new Promise((resolve, reject) => {
        const request = db.transaction(store).objectStore(store)[what]();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const out = { games: {}, broken: {} };
    const [ids, heads] = [await all("games", "getAllKeys"), await all("games", "getAll")];
    ids.forEach((id, i) => (out.games[id] = { head: heads[i], entries: [] }));
    const [keys, entries] = [await all("entries", "getAllKeys"), await all("entries", "getAll")];
    keys.forEach(([id], i) => out.games[id]?.entries.push(entries[i]));
    const [brokenKeys, texts] = [await all("broken", "getAllKeys"), await all("broken", "getAll")];
    brokenKeys.forEach((key, i) => (out.broken[key] = texts[i]));
    db.close();
    return out;
  });
}

/** Writes one record straight into the app's store, as damage or an old build would. */
export async function storeRaw(page, store, key, value) {
  await page.evaluate(
    async ([store, key, value]) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open("tablemate");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction(store, "readwrite");
        tx.objectStore(store).put(value, key);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    [store, key, value],
  );
}

/**
 * The app for one test file: launched before its first test, closed after its last, and then
 * a failure if any of its pages threw or logged an error. The handle is `launch`'s, filled in
 * as the file starts.
 */
export function appForFile(options) {
  const app = {};
  before(async () => {
    Object.assign(app, await launch(options));
  });
  after(async () => {
    await app.close();
    assert.deepEqual(app.errors, [], "the page threw no errors");
  });
  return app;
}

/** Waits until the home screen has read the lists from the store. */
export async function storeReady(page) {
  await page.locator('nav.menu[data-ready="true"]').waitFor({ timeout: 20000 });
}

/** What the store holds once `ready(stored)` says so (writes land a moment after a tap). */
export async function storedWhen(page, ready, what = "the store to hold it") {
  for (let i = 0; i < 100; i++) {
    const now = await stored(page);
    if (ready(now)) return now;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A turn played as a table plays it: with the thumb, without scrolling. Every control the
 * turn uses must lie in the screen as it opens (between the sticky top and the fixed action
 * bar, not covered by anything), and each tap or typed field is counted. `done(name)` writes
 * the count to `taps.json` in the test output (the table of taps per turn in
 * docs/playing.md).
 */
export function thumb(page) {
  let taps = 0;
  const check = async (id) => {
    const target = page.getByTestId(id).first();
    await target.waitFor();
    const at = await target.evaluate((e) => {
      const r = e.getBoundingClientRect();
      const bar = document.querySelector(".action-bar");
      const top = document.querySelector(".game-top");
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        top: r.top,
        bottom: r.bottom,
        above: top ? top.getBoundingClientRect().bottom : 0,
        below: bar ? bar.getBoundingClientRect().top : window.innerHeight,
        scrolled: window.scrollY,
        covered: !(hit && (hit === e || e.contains(hit))),
        // The sticky top and the action bar are in view by design.
        fixed: Boolean((top && top.contains(e)) || (bar && bar.contains(e))),
      };
    });
    const where = `${id} at y ${Math.round(at.top)}–${Math.round(at.bottom)}`;
    if (at.scrolled !== 0) throw new Error(`the screen was scrolled by ${at.scrolled}px before ${id}`);
    if (at.fixed) return;
    if (at.bottom > at.below) throw new Error(`${where} is under the action bar (from y ${Math.round(at.below)})`);
    if (at.top < 0) throw new Error(`${where} is above the screen`);
    if (at.covered) throw new Error(`${where} is covered by another element`);
  };
  return {
    /** Asserts `id` is in view without tapping it (a score the table reads). */
    seen: check,
    async tap(id) {
      await check(id);
      await page.getByTestId(id).first().click();
      taps++;
    },
    async fill(id, value) {
      await check(id);
      await page.getByTestId(id).first().fill(String(value));
      taps++;
    },
    /** Picks `value` in the select `id`: one tap (the phone's picker is not counted apart). */
    async select(id, value) {
      await check(id);
      await page.getByTestId(id).first().selectOption(value);
      taps++;
    },
    /** A key of the phone's keyboard that moves on (Enter, shown as "Next"): one tap. */
    async press(key) {
      await page.keyboard.press(key);
      taps++;
    },
    get taps() {
      return taps;
    },
    /** Records the turn's taps under `name` and returns the count. */
    done(name) {
      const file = path.join(OUTPUT, "taps.json");
      fs.mkdirSync(OUTPUT, { recursive: true });
      const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
      all[name] = taps;
      fs.writeFileSync(file, JSON.stringify(all, null, 2) + "\n");
      console.log(`${name}: ${taps} taps`);
      return taps;
    },
  };
}

/** Unfolds every "one tap away" section, as a player looking for a control would. */
export async function unfold(page) {
  await page.evaluate(() => document.querySelectorAll("details.more").forEach((d) => (d.open = true)));
}

/** Adds `points` for the score pad's player `index`: typed in the player's box, sent with Enter. */
export async function addPoints(page, index, points) {
  await page.getByTestId(`custom-${index}`).fill(String(points));
  await page.getByTestId(`custom-${index}`).press("Enter");
}

/**
 * Closes the host's live sheet once its next invitation is drawn (its code other than `code`):
 * the sheet grows by the code as it comes, and a tap on × while the sheet moves lands beside it.
 */
export async function closeHostSheet(h, code) {
  await h.waitForFunction(
    (old) => {
      const offer = document.querySelector('[data-testid="live-offer"]');
      return offer && offer.textContent.trim() !== old;
    },
    code,
    { timeout: 20000 },
  );
  await h.getByTestId("live-close").click();
  await h.getByTestId("live-sheet").waitFor({ state: "detached" });
}
