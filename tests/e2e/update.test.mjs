// A new version deployed under an open page. The page keeps running the build it started
// with: every screen it had not opened yet still comes, from its own build's files (the
// service worker keeps that build's cache while the page runs it), in any order, with no page
// error. The app says a new version is ready, in the player's language, and restarts into it
// when the player taps Update (the open game's last tap stored first), or by itself when the
// page is hidden at rest on home. A page no worker keeps, whose build's files the server no
// longer has, says a new version is here instead of failing, and restarts into it.
//
// Two real builds: dist/ (DIST) and the next version, dist-next/ (DIST_NEXT), the same code
// built with TABLEMATE_VERSION=next, a constant compiled into the wasm that the settings show
// (scripts/test.sh builds it once per run). The server deploys the second over the first.
import fs from "node:fs";
import path from "node:path";
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot, startGame, startScorePad, startCatan, addPoints, scores, stored } from "./harness.mjs";
import { bigSave, buildFolder, seed } from "../../scripts/measure.mjs";

const OLD_DIST = process.env.DIST ?? "dist";
const NEW_DIST = process.env.DIST_NEXT ?? "dist-next";
if (!fs.existsSync(NEW_DIST)) {
  throw new Error(`${NEW_DIST}/ is missing: build it with TABLEMATE_VERSION=next OUT=${NEW_DIST} scripts/build-web.sh`);
}
/** Each build's id: the name of its folder (build-<id>/). */
const idOf = (dist) => path.basename(buildFolder(dist)).replace(/^build-/, "");
const OLD = idOf(OLD_DIST);
const NEW = idOf(NEW_DIST);
/** What the settings say the next version is (see the head of this file). */
const NEXT_VERSION = "Tablemate next";

const launched = [];
after(async () => {
  for (const app of launched) {
    await app.close();
    assert.deepEqual(app.errors, []);
  }
});

async function phone(options) {
  const app = await launch(options);
  launched.push(app);
  return app;
}

/** The build the page runs, by the folder its page names. */
const runs = (page) => page.evaluate(() => /build-([0-9a-f]+)\//.exec(document.baseURI)?.[1]);
const text = (page, id) => page.getByTestId(id).textContent();

/** Opens the app and waits until its worker controls it (the state after one visit). */
async function installed(app) {
  const page = await app.open();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), "the worker controls the page");
  return page;
}

/** Deploys the next version and has the browser look for it, as it does on its own. */
async function deployNext(app, page) {
  app.deploy(NEW_DIST);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.getByTestId("update-ready").waitFor({ timeout: 60000 });
}

/** Back to home from a screen whose bar has a way back, through the screens before it. */
async function home(page) {
  for (let steps = 0; steps < 5 && !(await page.getByTestId("new-game").isVisible()); steps++) {
    const title = await page.locator(".bar-title").textContent();
    await page.getByTestId("back").click();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="new-game"]') || document.querySelector(".bar-title")?.textContent !== before,
      title,
    );
  }
  await page.getByTestId("new-game").waitFor();
}

/** The saved games as the store holds them: id -> [head, entries]. */
async function games(page) {
  const all = (await stored(page)).games;
  return Object.fromEntries(Object.entries(all).map(([id, g]) => [id, [g.head, g.entries.length]]));
}

/** Taps Update and waits for the page of the new build. */
async function update(page) {
  const reloaded = page.waitForEvent("load");
  await page.getByTestId("update-now").click();
  await reloaded;
}

test("a page of the old build opens every screen it had not used after a new version is deployed, then updates and keeps every game", async () => {
  assert.notEqual(OLD, NEW, "the two builds differ");
  // Data saver on: no screen came before the deployment (web/prefetch.js), each comes after.
  const app = await phone({ args: ["--use-fake-ui-for-media-stream"], connection: { saveData: true } });
  const page = await installed(app);
  // A game from before, stored without opening a screen of its own.
  await seed(page, [["kept", bigSave(12, "kept")]]);
  assert.equal(await runs(page), OLD);

  await deployNext(app, page);
  assert.equal(await runs(page), OLD, "the page still runs the build it started with");
  assert.match(await text(page, "update-ready"), /^A new version of Tablemate is ready\.\s*Update$/);
  await screenshot(page, "update-ready");
  const kept = await page.evaluate(() => caches.keys());
  assert.deepEqual(kept.sort(), [`tablemate-${NEW}`, `tablemate-${OLD}`].sort(), "each build's files, in a cache of its own");

  // The settings: the old build's own code, and the offer in each language the app speaks.
  await page.getByTestId("settings").click();
  assert.notEqual(await text(page, "app-version"), NEXT_VERSION);
  assert.match(await text(page, "app-version"), /^Tablemate \S+$/);
  await page.getByTestId("lang-vi").click();
  await page.locator('[data-testid="lang-vi"][aria-checked="true"]').waitFor();
  assert.match(await text(page, "update-ready"), /^Đã có phiên bản mới của Tablemate\.\s*Cập nhật$/);
  await page.getByTestId("lang-zh-Hant").click();
  await page.locator('[data-testid="lang-zh-Hant"][aria-checked="true"]').waitFor();
  assert.match(await text(page, "update-ready"), /^Tablemate 有新版本了。\s*更新$/);
  await page.getByTestId("lang-en").click();
  await page.locator('[data-testid="lang-en"][aria-checked="true"]').waitFor();
  await home(page);

  // The rules, with their text.
  await page.getByTestId("rules").click();
  await page.getByTestId("rule-search").fill("robber");
  await page.locator('[data-query="robber"]').waitFor();
  await page.getByTestId("results").waitFor();
  await home(page);

  // Each family's game, started from the new game's form.
  await startCatan(page, ["Ana", "Bo", "Cy"], async () => {});
  await home(page);
  await startGame(page, "Jamaica", ["Ana", "Bo"], { ready: "jamaica-board" });
  await home(page);
  await startGame(page, "Carcassonne", ["Ana", "Bo"]);
  await home(page);
  await startScorePad(page, ["Ana", "Bo"]);
  await addPoints(page, 0, 7);

  // The live table's sheet and its connections' script.
  await page.getByTestId("live-open").click();
  await page.getByTestId("live-offer").waitFor({ timeout: 20000 });
  await page.getByTestId("live-close").click();
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();

  // The share screen, the import screen with its scanner's code, and an import.
  await page.getByTestId("share").click();
  const link = await page.getByTestId("share-link").inputValue();
  await page.getByTestId("paste-code").click();
  const scanner = page.waitForResponse((r) => r.url().endsWith("/scanner-camera.js"));
  await page.getByTestId("scan-code").click();
  const camera = await scanner;
  assert.ok(camera.ok() && camera.url().includes(`/build-${OLD}/`), `the scanner's code of the old build: ${camera.url()}`);
  await page.getByTestId("scanner-message").waitFor({ timeout: 10000 });
  await page.getByTestId("scanner-cancel").click();
  await page.evaluate((hash) => (location.hash = hash), link.split("#")[1]);
  await page.getByTestId("import-confirm").click();
  await page.getByTestId("winner").waitFor();
  await home(page);

  // The history and its statistics, and the saved games.
  await page.getByTestId("history").click();
  await page.getByTestId("history-game").first().waitFor();
  await page.getByTestId("statistics").click();
  await page.getByTestId("stats-players").waitFor();
  await page.getByTestId("back").click();
  await home(page);
  await page.getByTestId("saved-games").click();
  await page.getByTestId("saved-list").waitFor();
  assert.equal(await page.getByTestId("saved-game").count(), 6, "the kept game, four started and one imported");
  assert.equal(await page.locator('[data-testid="part-missing"], [data-testid="part-in-new-version"]').count(), 0);
  assert.equal(await runs(page), OLD, "every screen came from the old build");

  // The kept game: a tap, and Update at once. The tap is stored before the page restarts.
  await page.locator('[data-testid="saved-game"]', { hasText: "Long game kept" }).getByTestId("open-saved").click();
  await page.getByTestId("undo").waitFor();
  const before = await scores(page, 4);
  const held = await games(page);
  await screenshot(page, "update-ready-game");
  await addPoints(page, 1, 4);
  await update(page);
  await page.getByTestId("undo").waitFor();
  assert.equal(await runs(page), NEW, "the page runs the new build");
  assert.equal(await page.getByTestId("update-ready").count(), 0, "nothing more to offer");
  assert.deepEqual(await scores(page, 4), [before[0], before[1] + 4, before[2], before[3]], "the last tap was kept");
  const now = await games(page);
  assert.deepEqual(Object.keys(now).sort(), Object.keys(held).sort(), "every game kept");
  for (const [id, [head, entries]] of Object.entries(held)) {
    if (id === "kept") assert.equal(now[id][1], entries + 1, "the kept game has its last tap");
    else assert.deepEqual(now[id], [head, entries], `game ${id} as it was`);
  }

  // Every screen again, from the new build: each family's game, the settings, the rules, the
  // history and its statistics, the new game's form.
  await home(page);
  await page.getByTestId("settings").click();
  assert.equal(await text(page, "app-version"), NEXT_VERSION);
  await home(page);
  for (const [title, ready] of [[/^Catan/, "catan-turn"], [/^Jamaica/, "jamaica-board"], [/^Carcassonne/, "undo"], [/^Score pad · Finished/, "winner"]]) {
    await page.getByTestId("saved-games").click();
    const saved = page.getByTestId("saved-game").filter({ has: page.getByTestId("saved-title").filter({ hasText: title }) });
    await saved.first().getByTestId("open-saved").click();
    await page.getByTestId(ready).waitFor();
    await home(page);
  }
  await page.getByTestId("rules").click();
  await page.getByTestId("rule-search").fill("road");
  await page.getByTestId("results").waitFor();
  await home(page);
  await page.getByTestId("history").click();
  await page.getByTestId("statistics").click();
  await page.getByTestId("stats-players").waitFor();
  await page.getByTestId("back").click();
  await home(page);
  await page.getByTestId("new-game").click();
  await page.getByTestId("kind-Catan").waitFor();
  assert.equal(await runs(page), NEW);

  // No page runs the old build any more: its cache goes.
  for (let i = 0; i < 100 && (await page.evaluate(() => caches.keys())).length > 1; i++) await page.waitForTimeout(100);
  assert.deepEqual(await page.evaluate(() => caches.keys()), [`tablemate-${NEW}`], "the old build's cache is dropped");
  await page.close();
});

/**
 * A phone of the old build, its worker installed, with a score pad game (`points` to player
 * `player`) left on home, then the new version deployed and waiting: the state of a phone
 * that finds an update.
 */
async function aGameThenANewVersion(player, points) {
  const app = await phone();
  const page = await installed(app);
  await startScorePad(page, ["Ana", "Bo"]);
  await addPoints(page, player, points);
  await home(page);
  await deployNext(app, page);
  return { app, page };
}

/** Resumes the score pad game from home and checks its scores. */
async function gameKept(page, expected) {
  await page.getByTestId("resume").click();
  await page.getByTestId("undo").waitFor();
  assert.deepEqual(await scores(page, 2), expected, "the game is kept");
}

test("a page at rest on home restarts into the new version by itself once it is hidden", async () => {
  const { page } = await aGameThenANewVersion(0, 3);
  // Headless Chromium never hides a page: stand in for the player switching to another app.
  const reloaded = page.waitForEvent("load");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await reloaded;
  await page.getByTestId("new-game").waitFor();
  assert.equal(await runs(page), NEW);
  await gameKept(page, [3, 0]);
  await page.close();
});

test("a second page of the old build, opened while the new version waits, keeps the new version's files: the update then works offline", async () => {
  const { app, page: first } = await aGameThenANewVersion(1, 5);
  const both = [`tablemate-${NEW}`, `tablemate-${OLD}`].sort();
  assert.deepEqual((await first.evaluate(() => caches.keys())).sort(), both);
  // Another tab opens the app: the old worker still serves it, and the page tells it it started,
  // which once dropped every cache no open page ran: the new version's too.
  const second = await app.open();
  await second.getByTestId("new-game").waitFor();
  assert.equal(await runs(second), OLD);
  assert.match(await text(second, "update-ready"), /A new version of Tablemate is ready/);
  await second.evaluate(() => navigator.serviceWorker.controller.postMessage({ type: "started" }));
  // The worker asks every page which build it runs, then drops what no page runs: give it the
  // time to do so (each page answers within milliseconds).
  for (let i = 0; i < 20; i++) {
    assert.deepEqual((await second.evaluate(() => caches.keys())).sort(), both, "no build's cache dropped");
    await second.waitForTimeout(100);
  }
  await first.close();
  // Offline, the update comes from the new version's cache alone.
  await app.browser.setOffline(true);
  await update(second);
  await second.getByTestId("new-game").waitFor();
  assert.equal(await runs(second), NEW);
  await gameKept(second, [0, 5]);
  await app.browser.setOffline(false);
  await second.close();
});

test("a page no worker keeps, whose build the server no longer has, says a new version is here and restarts into it", async () => {
  // Data saver on: the new game's part has not come before the tap (web/prefetch.js).
  const app = await phone({ serviceWorkers: "block", connection: { saveData: true } });
  const page = await app.open();
  assert.equal(await runs(page), OLD);
  app.deploy(NEW_DIST);
  // The new game's part of the old build is gone: never a trap, and no retry that cannot work.
  await page.getByTestId("new-game").click();
  await page.getByTestId("part-in-new-version").waitFor({ timeout: 20000 });
  assert.match(await text(page, "part-in-new-version"), /comes with the new version of Tablemate/);
  assert.equal(await page.getByTestId("part-retry").count(), 0);
  await update(page);
  // The reload opens the screen the player asked for, from the new build.
  await page.getByTestId("kind-Catan").waitFor();
  assert.equal(await runs(page), NEW);
  await page.close();
  // The split loader's own line for the old part it was refused (the server answers the
  // page in its place); no trap.
  const refused = app.errors.filter((e) => /WebAssembly|MIME/.test(e));
  assert.ok(refused.length >= 1, `the old part was refused: ${app.errors.join("; ")}`);
  app.errors.splice(0, app.errors.length, ...app.errors.filter((e) => !refused.includes(e)));
});
