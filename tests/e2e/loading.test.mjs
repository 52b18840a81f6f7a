// What a first visit downloads: the app and, on a phone in another language, that language's
// words; the rule text comes on the first visit to the rules, another language when it is
// picked, and after one visit everything works offline. A file that cannot come is said
// plainly, in the player's language, and can be asked for again.
import fs from "node:fs";
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { launch, launchPhones, startScorePad } from "./harness.mjs";
import { buildFolder, ON_DEMAND } from "../../scripts/measure.mjs";

const launched = [];
// Every phone closed before any is judged: one that failed must not leave the others open,
// which keeps the run from ending.
after(async () => {
  for (const app of launched) await app.close();
  for (const app of launched) assert.deepEqual(app.errors, []);
});

async function phone(locale) {
  const app = await launch({ locale });
  launched.push(app);
  return app;
}

/** The names of the text files and on-demand scripts the page asked for, in order. */
function textFiles(page) {
  const files = [];
  page.on("request", (r) => {
    if (r.serviceWorker()) return; // the worker's copy for offline use, made after the start
    const name = new URL(r.url()).pathname.split("/").pop();
    if (/^(rules|words)-.*\.txt$/.test(name)) files.push(name.replace(/-[0-9a-f]{16}\.txt$/, ""));
    if (ON_DEMAND.includes(name)) files.push(name);
    // The split build's loader of the other languages' words (src/ui/text/loaded.rs).
    if (name === "split_words.wasm") files.push("words-part");
  });
  return files;
}

/** The split build has the words' loader as a part of its own (the one-file build does not). */
const WORDS_PART = fs.existsSync(`${buildFolder(process.env.DIST ?? "dist")}/split_words.wasm`);
/** `names` with the words' part where the split build fetches it. */
const withPart = (...names) => names.flatMap((n) => (n === "words-part" ? (WORDS_PART ? [n] : []) : [n]));

/**
 * Opens the app with the files matching `refused` answered 503, and picks Vietnamese: the
 * notice says it has not come and the app stays in English.
 */
async function pickVietnameseWithout(app, page, refused) {
  await app.browser.route(refused, (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto(app.url);
  await page.getByTestId("new-game").waitFor();
  await page.getByTestId("settings").click();
  await page.getByTestId("lang-vi").click();
  await page.getByTestId("notice").filter({ hasText: "Tiếng Việt has not reached this phone yet" }).waitFor();
  assert.equal(await page.getByTestId("lang-vi").getAttribute("aria-checked"), "false", "the app stays in English");
}

/** The browser's console line for a refused file. */
const REFUSED_FILE = /status of 503/;
/** The same, and the split loader's line for a refused part. */
const REFUSED_PART = /status of 503|split module|WebAssembly|TypeError/;

/**
 * Takes the console lines matching `expected` off `app.errors`, at least `atLeast` of them:
 * the browser's (and the split loader's) own words for the files a test refused.
 */
function expectRefused(app, atLeast, expected = REFUSED_FILE) {
  const refused = app.errors.filter((e) => expected.test(e));
  assert.ok(refused.length >= atLeast, `the refused files were asked for (${app.errors.join("; ")})`);
  app.errors.splice(0, app.errors.length, ...app.errors.filter((e) => !refused.includes(e)));
}

async function searchRules(page, query) {
  await page.getByTestId("rule-search").fill(query);
  await page.locator(`[data-query="${query}"]`).waitFor();
}

test("an English first visit fetches the rule text on the first search and a language when it is picked", async () => {
  const app = await phone("en-US");
  const page = app.watch(await app.browser.newPage());
  const files = textFiles(page);
  await page.goto(app.url);
  await page.getByTestId("new-game").waitFor();
  assert.deepEqual(files, [], "home needs no rule text, no other language, no live table or scanner code");
  await page.getByTestId("rules").click();
  await searchRules(page, "robber");
  await page.getByTestId("results").waitFor();
  assert.deepEqual(files, ["rules"], "the rule text, once");
  // A sheet opened now reads the same text: no second fetch.
  await page.locator('[data-testid^="result-"]:not([data-testid="result-count"])').first().click();
  await page.getByTestId("rule-sheet").locator(".rule-text p").first().waitFor();
  await page.getByTestId("sheet-close").click();
  await page.getByTestId("back").click();
  await page.getByTestId("settings").click();
  await page.getByTestId("lang-zh-Hant").click();
  await page.locator('[data-testid="lang-zh-Hant"][aria-checked="true"]').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-Hant");
  assert.deepEqual(
    [...files].sort(),
    withPart("rules", "words-zh_hant", "words-part").sort(),
    "Chinese and its loader, once each, and no Vietnamese",
  );
  await page.close();
});

test("a Vietnamese phone opens in Vietnamese with its words only, and keeps it offline", async () => {
  const app = await phone("vi-VN");
  const page = app.watch(await app.browser.newPage());
  const files = textFiles(page);
  await page.goto(app.url);
  await page.getByTestId("new-game").waitFor();
  assert.match(await page.getByTestId("new-game").textContent(), /Ván mới/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "vi");
  // platform.js fetched it, and preloaded its loader, while the wasm downloaded; the app took
  // both answers (one request each: a preload the app did not take up would be a second).
  assert.deepEqual([...files].sort(), withPart("words-part", "words-vi").sort());
  // After one visit the worker holds every file: the rules and another language offline.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  await app.browser.setOffline(true);
  try {
    await page.reload();
    await page.getByTestId("new-game").waitFor({ timeout: 10000 });
    await page.getByTestId("rules").click();
    await searchRules(page, "cướp");
    await page.getByTestId("results").waitFor();
    await page.getByTestId("back").click();
    await page.getByTestId("settings").click();
    await page.getByTestId("lang-zh-Hant").click();
    await page.locator('[data-testid="lang-zh-Hant"][aria-checked="true"]').waitFor();
    assert.match(await page.getByTestId("back").getAttribute("aria-label"), /[\u4e00-\u9fff]/);
  } finally {
    await app.browser.setOffline(false);
  }
  await page.close();
});

test("rule text or a language that cannot come is said plainly and can be asked for again", async () => {
  const app = await phone("en-US");
  const page = app.watch(await app.browser.newPage());
  // A first visit whose connection drops: the files do not come, for the page nor for the
  // worker's copy (a route on the context reaches both).
  await pickVietnameseWithout(app, page, /\/(rules|words)-[^/]*\.txt$/);
  await page.getByTestId("back").click();
  await page.getByTestId("rules").click();
  await searchRules(page, "robber");
  await page.getByTestId("rule-text-missing").waitFor();
  await app.browser.unroute(/\/(rules|words)-[^/]*\.txt$/);
  await page.getByTestId("rule-text-retry").click();
  await page.getByTestId("results").waitFor();
  await page.getByTestId("back").click();
  await page.getByTestId("settings").click();
  await page.getByTestId("lang-vi").click();
  await page.locator('[data-testid="lang-vi"][aria-checked="true"]').waitFor();
  await page.close();
  expectRefused(app, 2);
});

test("a language whose loader cannot come is said plainly and comes when picked again", { skip: !WORDS_PART }, async () => {
  const app = await phone("en-US");
  const page = app.watch(await app.browser.newPage());
  // The words file would come; the split build's loader of it does not.
  const LOADER = /\/split_words\.wasm$/;
  await pickVietnameseWithout(app, page, LOADER);
  await app.browser.unroute(LOADER);
  await page.getByTestId("lang-vi").click();
  await page.locator('[data-testid="lang-vi"][aria-checked="true"]').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "vi");
  await page.close();
  expectRefused(app, 1, REFUSED_PART);
});

test("a part of the app that cannot come is said plainly, and comes when asked again", async () => {
  // Data saver on: no part comes before it is asked for (web/prefetch.js), so the tap asks.
  const app = await launch({ locale: "en-US", connection: { saveData: true } });
  launched.push(app);
  const page = app.watch(await app.browser.newPage());
  const parts = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (!r.serviceWorker() && /\.wasm$/.test(name)) parts.push(name);
  });
  // The split build's parts (split_*.wasm and the packs of the chunks they share) do not come, for the page
  // nor for the worker's copy.
  const PARTS = /\/((split|chunk)_[^/]*\.wasm|chunks(-[a-z]+)?\.pack)$/;
  await app.browser.route(PARTS, (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto(app.url);
  await page.getByTestId("new-game").waitFor();
  assert.deepEqual(parts, ["tablemate_bg.wasm"], "home comes with the first file alone");
  await page.getByTestId("new-game").click();
  await page.getByTestId("part-missing").waitFor();
  assert.match(await page.getByTestId("part-missing").textContent(), /has not reached this phone yet/);
  await app.browser.unroute(PARTS);
  await page.getByTestId("part-retry").click();
  await page.getByTestId("kind-Catan").click();
  assert.ok(parts.includes("split_new_game.wasm"), `the new game's part came when asked: ${parts}`);
  // Choosing the family asks for its screen, which its Start draws (ui::views::game_parts::bring).
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/split_catan.wasm") && e.responseEnd > 0));
  assert.ok(!parts.some((p) => /^split_(jamaica|carcassonne|rules)/.test(p)), `no part but the chosen family's: ${parts}`);
  await page.close();
  expectRefused(app, 1, REFUSED_PART);
});

// The "?" over a game on a first visit whose rules' part has not come (data saver on: nothing
// is fetched before it is asked for) and cannot come: the sheet says so over the game, closes
// like any sheet, and shows the rule once the part can come.
test("a rule sheet whose part cannot come says so over the game, closes, and becomes the rule's when asked again", async () => {
  const app = await launch({ locale: "en-US", connection: { saveData: true } });
  launched.push(app);
  const page = app.watch(await app.browser.newPage());
  const RULES_PART = /\/split_rules\.wasm$/;
  await app.browser.route(RULES_PART, (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto(app.url);
  await page.getByTestId("new-game").waitFor();
  await startScorePad(page, ["Ana", "Bo"]);
  await page.getByTestId("help-scorepad-scores").click();
  const pending = page.getByTestId("rule-sheet-pending");
  await pending.getByTestId("part-missing").waitFor();
  assert.equal(await pending.getAttribute("data-rule"), "scorepad-scores", "the sheet names the rule asked for");
  assert.match(await pending.getByTestId("part-missing").textContent(), /This rule has not reached this phone yet/);
  assert.equal(await page.getByTestId("rule-sheet").count(), 0, "no rule is shown half-way");
  // It closes like any sheet: Escape, and the game is there below.
  await page.keyboard.press("Escape");
  await pending.waitFor({ state: "detached" });
  await page.getByTestId("score-0").waitFor();
  // Asked again once the part can come: the same sheet becomes the rule's.
  await page.getByTestId("help-scorepad-scores").click();
  await pending.getByTestId("part-missing").waitFor();
  await app.browser.unroute(RULES_PART);
  await pending.getByTestId("part-retry").click();
  const sheet = page.getByTestId("rule-sheet");
  await sheet.waitFor();
  assert.equal(await sheet.getAttribute("data-rule"), "scorepad-scores");
  assert.match(await sheet.locator("h2").first().textContent(), /points/i, "the rule's own title");
  await page.close();
  expectRefused(app, 1, REFUSED_PART);
});

// A join link opened on a phone whose live table part cannot come (a first visit that lost
// its connection after home): the phone says so, and the same link joins once it can.
test("an invitation whose part cannot come is said plainly, and joins when opened again", { skip: !WORDS_PART }, async () => {
  const phones = await launchPhones({ args: ["--allow-loopback-in-peer-connection"] });
  try {
    const h = await (await phones.phone()).open();
    await startScorePad(h, ["Ana", "Bo"]);
    await h.getByTestId("live-open").click();
    const offer = h.getByTestId("live-offer");
    await offer.waitFor({ timeout: 20000 });
    const code = (await offer.textContent()).trim();
    const guest = await phones.phone();
    const PARTS = /\/((split|chunk)_[^/]*\.wasm|chunks(-[a-z]+)?\.pack)$/;
    await guest.context.route(PARTS, (route) => route.fulfill({ status: 503, body: "" }));
    const g = await guest.context.newPage();
    const errors = [];
    g.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    g.on("pageerror", (e) => errors.push(String(e)));
    await g.goto(`${guest.url}#${code}`);
    await g.getByTestId("notice").filter({ hasText: "The live table has not reached this phone yet" }).waitFor();
    assert.equal(await g.getByTestId("live-sheet").count(), 0, "no table is joined half-way");
    await guest.context.unroute(PARTS);
    // The same link again (the address's fragment changes back to it): this time it joins.
    await g.goto(guest.url);
    await g.getByTestId("new-game").waitFor();
    await g.goto(`${guest.url}#${code}`);
    await g.getByTestId("live-joining-game").waitFor({ timeout: 20000 });
    assert.match(await g.getByTestId("live-joining-game").textContent(), /Score pad|“/);
    assert.ok(errors.length >= 1 && errors.every((e) => REFUSED_PART.test(e)), `only the refused part's lines: ${errors.join("; ")}`);
    assert.deepEqual(phones.errors, [], "the host's page has no errors");
  } finally {
    await phones.close();
  }
});

test("the first download shows the app's name and a bar of the bytes received, in the phone's language", async () => {
  const app = await phone("vi-VN");
  const page = app.watch(await app.browser.newPage());
  const cdp = await page.context().newCDPSession(page);
  // A slow network, so the wait is long enough to be read while it lasts.
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 50, downloadThroughput: 400_000, uploadThroughput: 100_000 });
  const seen = new Set();
  let label = null;
  let words = null;
  await page.goto(app.url, { waitUntil: "commit" });
  for (let i = 0; i < 400 && !(await page.getByTestId("new-game").count()); i++) {
    const state = await page.evaluate(() => {
      const box = document.getElementById("loading");
      return box && { now: box.getAttribute("aria-valuenow"), label: box.getAttribute("aria-label"), words: document.getElementById("loading-words")?.textContent, name: box.querySelector("strong")?.textContent };
    });
    if (state) {
      seen.add(Number(state.now));
      label = state.label;
      words = state.words;
      assert.equal(state.name, "Tablemate");
    }
    await page.waitForTimeout(25);
  }
  await page.getByTestId("new-game").waitFor({ timeout: 60000 });
  assert.equal(label, "Đang tải Tablemate");
  assert.equal(words, "Đang tải…");
  assert.ok([...seen].some((n) => n > 0 && n < 100), `the bar moved between 0 and 100: ${[...seen]}`);
  assert.equal(await page.locator("#loading").count(), 0, "the bar is gone once the app runs");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.close();
});
