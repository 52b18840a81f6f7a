// The first taps after home: how long a friend's phone waits for New game's screen, and for
// the game's screen after its Start (a Catan duel), on the first visit's network profile
// (scripts/first-visit.mjs: 150 ms round trip, 1.6 Mbps down, CPU slowed 4 times), served as
// the build's brotli copies.
//   node scripts/first-taps.mjs [--runs 5]        (DIST=dist-other for another build)
// Cases, each in a fresh browser profile:
//   - first visit: the app opened, home looked at a moment (until web/prefetch.js says it is
//     done, when the build's page has it, else LOOK_MS), then the taps. The service worker is kept
//     out: DevTools' throttle does not reach the worker's own downloads, whose offline copy
//     would then come unrealistically fast, so every part comes over the page's network, as
//     it does on a phone until that copy is complete (or in a browser that keeps none);
//   - cached: the app opened again once its worker holds every file, then the same taps.
// A tap's time runs from its click to the screen in the page (read in the page itself).
// Times are medians, reported, never asserted.
import fs from "node:fs";
import path from "node:path";
import { startServer } from "./serve.mjs";
import { builtFile, median } from "./measure.mjs";
import { CPU_SLOWDOWN, freshPhone, throttle } from "./first-visit.mjs";

const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 5);
const DIST = process.env.DIST ?? "dist";
/** How long a player looks at home before the first tap, on a build without the prefetch. */
const LOOK_MS = 3000;
/** Whether the build's page brings the likely parts after home (web/prefetch.js). */
const PREFETCH = fs.readFileSync(builtFile(DIST, "index.html"), "utf8").includes("prefetch.js");
const HOME = 'nav.menu[data-ready="true"]';
/** What a Catan duel's Start waits for: its game screen. */
export const GAME_SCREEN = '[data-testid="undo"]';

/** Opens the app in `page` and waits for an interactive home; `performance.now()` then. */
export async function openHome(page, url) {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForSelector(HOME, { timeout: 120000 });
  return page.evaluate(() => performance.now());
}

/** Looks at home a moment: until the prefetch is done, or LOOK_MS without it; ms it took. */
export async function look(page) {
  const start = Date.now();
  if (PREFETCH) await page.waitForSelector("html[data-prefetch]", { state: "attached", timeout: 120000 });
  else await page.waitForTimeout(LOOK_MS);
  return Date.now() - start;
}

/** Milliseconds from a click on `testId` to `selector` in the page. */
export async function tap(page, testId, selector) {
  await page.evaluate(() => {
    window.__tapAt = window.__seenAt = undefined;
    document.addEventListener("click", () => (window.__tapAt = performance.now()), { capture: true, once: true });
  });
  await page.getByTestId(testId).click();
  await page.waitForFunction((sel) => document.querySelector(sel) && (window.__seenAt ??= performance.now()), selector, {
    polling: "raf",
    timeout: 120000,
  });
  return page.evaluate(() => window.__seenAt - window.__tapAt);
}

/** From New game's screen to a Catan duel's form, filled in: Start is the next tap. */
export async function duelForm(page) {
  await page.getByTestId("kind-Catan").click();
  await page.getByTestId("catan-variant-Duel").click();
  await page.getByTestId("next").click();
  await page.getByTestId("player-name-0").fill("Ana");
  await page.getByTestId("player-name-1").fill("Bo");
}

/** New game, then a Catan duel's Start: [new game ms, start ms]. */
async function taps(page) {
  const newGame = await tap(page, "new-game", '[data-testid="kind-Catan"]');
  await duelForm(page);
  const start = await tap(page, "start", GAME_SCREEN);
  return [newGame, start];
}

/** One first visit without the worker: the taps, the look, and the bytes after home. */
async function firstVisit(url) {
  const { context, close } = await freshPhone({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const wire = await throttle(context, page);
    await openHome(page, url);
    const before = wire.bytes;
    const looked = await look(page);
    const fetched = wire.bytes - before;
    const [newGame, start] = await taps(page);
    return { newGame, start, looked, fetched };
  } finally {
    await close();
  }
}

/**
 * A phone that opened the app once, its worker now holding every file, opening it again on the
 * profile and looking at home a moment: `{ context, page, close }`.
 */
export async function openedAgain(url) {
  const phone = await freshPhone();
  try {
    const first = await phone.context.newPage();
    await openHome(first, url);
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.close();
    const page = await phone.context.newPage();
    await throttle(phone.context, page);
    await openHome(page, url);
    await look(page);
    return { ...phone, page };
  } catch (error) {
    await phone.close();
    throw error;
  }
}

/** The app opened a second time, its worker holding every file: the taps. */
export async function cached(url) {
  const { page, close } = await openedAgain(url);
  try {
    const [newGame, start] = await taps(page);
    return { newGame, start };
  } finally {
    await close();
  }
}

async function main() {
  const server = await startServer({ dir: DIST, port: 0, force: "br" });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const firstRuns = [];
  const cachedRuns = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      firstRuns.push(await firstVisit(url));
      cachedRuns.push(await cached(url));
      process.stderr.write(`run ${i + 1} of ${RUNS}\n`);
    }
  } finally {
    server.close();
  }

  const ms = (xs) => `${Math.round(median(xs))} ms`;
  const of = (runs, key) => runs.map((r) => r[key]);
  console.log(`First taps (${DIST}): 150 ms RTT, 1.6 Mbps down, CPU ÷${CPU_SLOWDOWN}, brotli, median of ${RUNS}`);
  console.log(`the prefetch: ${PREFETCH ? "in the build" : "not in the build"}`);
  console.log("| case | tap New game → its screen | Catan duel's Start → game screen |");
  console.log("|---|---:|---:|");
  console.log(`| first visit | ${ms(of(firstRuns, "newGame"))} | ${ms(of(firstRuns, "start"))} |`);
  console.log(`| cached (service worker) | ${ms(of(cachedRuns, "newGame"))} | ${ms(of(cachedRuns, "start"))} |`);
  console.log(
    `home looked at for ${ms(of(firstRuns, "looked"))}, ${Math.round(median(of(firstRuns, "fetched")) / 1024)} KB received meanwhile`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
