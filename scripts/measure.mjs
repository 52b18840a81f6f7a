// Measures the performance budgets of the web app (release build in dist/), in headless
// Chromium on a local server at phone size, and prints tables for docs/performance.md.
//   node scripts/measure.mjs [--runs 15]
// Sizes are exact; timings are medians and are reported, never asserted.
//   - the start-up: navigation to a home screen whose lists are read, with no saved game and
//     with 200 saved 200-action games (the lists read stored summaries, so both should match);
//   - a tap in a game of 200, 2,000 and 10,000 actions, unthrottled and with the CPU slowed
//     4 times as on a mid-range phone (a tap writes its log entry and the game's head, not
//     the whole game, so the length should not matter).
// The cases compared are measured in turn, one sample each, so that a change in this shared
// machine's load weighs on all of them alike.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import { filesUnder } from "./compress.mjs";

// Without --runs, 15 (the index of a missing flag is -1: argv[0], the node binary, is no count).
const RUNS_AT = process.argv.indexOf("--runs");
const RUNS = RUNS_AT > 0 ? Number(process.argv[RUNS_AT + 1]) || 15 : 15;
const DIST = process.env.DIST ?? "dist";
/** Chromium's flags for every measurement (the developers' guide's list). */
export const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
/** The middle of the samples: the figure docs/performance.md reports. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Scripts the page loads only when a feature first needs them, never on the way to home: the
 * scanner's camera code and the QR decoder (web/scanner.js loads them when a scan starts), and
 * the live table's connections (web/live.js, when a table opens). tests/e2e/scanner.test.mjs
 * and tests/e2e/loading.test.mjs check that they are not fetched before.
 */
export const ON_DEMAND = ["scanner-camera.js", "jsQR.js", "live.js"];

/** The sum of `size(file)` over the files below `dir` whose name matches `wanted`. */
function total(dir, wanted, size) {
  const counted = (name) => wanted.test(name) && !ON_DEMAND.includes(name.replace(/\.(br|gz)$/, ""));
  return filesUnder(dir).filter((file) => counted(path.basename(file))).reduce((sum, file) => sum + size(file), 0);
}

/** Gzipped size of the wasm (the split build's pack of chunks with it) and every JavaScript
 * file the page loads (not the worker's). */
export function bundleBytes(dir = DIST) {
  return total(dir, /^(?!sw\.js$).*\.(wasm|pack|js)$/, (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
}

/**
 * Every file a first visit fetches before home in the build in `dir` (the split build's parts
 * come later, when first used): the page, its scripts, the first wasm file, and the snippets
 * the glue imports (Dioxus's interpreter, our store and scanner bridges), named as in the
 * build's folder (`snippets/<crate>/…`).
 */
export function firstDownload(dir = DIST) {
  const glue = fs.readFileSync(path.join(buildFolder(dir), "tablemate.js"), "utf8");
  const snippets = [...glue.matchAll(/from\s*["']\.\/(snippets\/[^"']+\.js)["']/g)].map((m) => m[1]);
  return ["index.html", "platform.js", "tablemate.js", "__wasm_split.js", "tablemate_bg.wasm", ...new Set(snippets)];
}

/**
 * The folder of the build's own files in `dir` (`build-<id>/`, see scripts/build-web.sh):
 * every file but the page, the worker, the manifest and the icons, which are beside it.
 */
export function buildFolder(dir = DIST) {
  const name = fs.readdirSync(dir).find((n) => /^build-[0-9a-f]+$/.test(n));
  if (!name) throw new Error(`${dir}/ holds no build folder: run scripts/build-web.sh`);
  return path.join(dir, name);
}

/** Where file `name` of the build in `dir` is: the page beside the build's folder, the rest in it. */
export function builtFile(dir, name) {
  return name === "index.html" ? path.join(dir, name) : path.join(buildFolder(dir), name);
}

/** Brotli bytes of each file of `names` in `dir` that the build holds. */
export function brotliOf(dir, names) {
  const br = (n) => `${builtFile(dir, n)}.br`;
  return Object.fromEntries(names.filter((n) => fs.existsSync(br(n))).map((n) => [n, fs.statSync(br(n)).size]));
}

/** The split build's parts (`split_<name>.wasm`), each with its brotli bytes. */
export function partBytes(dir = DIST) {
  const names = fs.readdirSync(buildFolder(dir)).filter((n) => /^split_.*\.wasm$/.test(n));
  return brotliOf(dir, names);
}

/** Brotli size of the same files, as the build's `.br` copies (what a phone downloads). */
export function brotliBytes(dir = DIST) {
  return total(dir, /^(?!sw\.js\.br$).*\.(wasm|pack|js)\.br$/, (file) => fs.statSync(file).size);
}

/** A saved score pad game of `n` actions, as a version 1 save (the app moves it on start). */
export function bigSave(n, id = `perf-${n}`) {
  const created = "2026-11-30T18:00:00Z";
  const log = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.parse(created) + i * 1000).toISOString().replace(".000", "");
    log.push({ at, action: { ScorePad: { Score: { player: i % 4, points: (i % 9) + 1 } } } });
  }
  const players = ["Ana", "Bình", "陳", "Dee"].map((name, i) => ({ name, colour: ["Red", "Blue", "Green", "Yellow"][i] }));
  return JSON.stringify({
    format: "tablemate-save", version: 1, created, updated: created,
    game: { id, name: `Long game ${id}`, setup: { options: { ScorePad: { rounds: false, target: null, winner: "Highest", dice: "Random" } }, players, created }, log, cursor: n },
  });
}

/** Puts old-format saves into localStorage and lets the app move them into its store. */
export async function seed(page, saves) {
  await page.evaluate((saves) => {
    for (const [id, text] of saves) localStorage.setItem(`tablemate.game.${id}`, text);
  }, saves);
  await page.reload();
  await page.locator('nav.menu[data-ready="true"]').waitFor({ timeout: 120000 });
  await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith("tablemate.game.")), null, { timeout: 120000 });
}

/** Milliseconds from navigation to a home screen with its lists read, `runs` reloads. */
async function startUps(page, url, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(url, { waitUntil: "commit" });
    times.push(await page.evaluate(() => new Promise((resolve) => {
      const ready = () => document.querySelector('nav.menu[data-ready="true"]') ? resolve(performance.now()) : requestAnimationFrame(ready);
      ready();
    })));
  }
  return times;
}

/** One tap's time: from the click to the new score in the page (applied, written, drawn). */
export function tap(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const score = document.querySelector("[data-testid=score-0]");
    const before = score.textContent;
    const t0 = performance.now();
    setTimeout(() => document.querySelector("[data-testid=plus1-0]").click(), 0);
    const observer = new MutationObserver(() => {
      if (score.textContent !== before) {
        observer.disconnect();
        resolve(performance.now() - t0);
      }
    });
    observer.observe(score, { characterData: true, childList: true, subtree: true });
  }));
}

async function main() {
  const server = await startServer({ dir: DIST, port: 0 });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  const context = () => browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

  // 1. Start-up with no saved game and with 200 saved 200-action games, one context each
  //    (the first load, which moves the seeded games into the store, is not counted). The
  //    two are measured in turn, one navigation each, so a change in the machine's load
  //    weighs on both alike.
  const empty = await context();
  const emptyPage = await empty.newPage();
  await emptyPage.goto(url);
  await emptyPage.locator('nav.menu[data-ready="true"]').waitFor();
  const full = await context();
  const fullPage = await full.newPage();
  await fullPage.goto(url);
  await fullPage.getByTestId("new-game").waitFor();
  const history = Array.from({ length: 200 }, (_, i) => [`hist-${i}`, bigSave(200, `hist-${i}`)]);
  await seed(fullPage, history);
  const startsEmpty = [];
  const startsFull = [];
  for (let i = 0; i < RUNS; i++) {
    startsEmpty.push(...(await startUps(emptyPage, url, 1)));
    startsFull.push(...(await startUps(fullPage, url, 1)));
  }
  await empty.close();
  await full.close();

  // 2. A tap in a game of each length, unthrottled and with the CPU slowed 4 times, taken in
  //    turn across the three games (so the machine's load weighs on each alike); memory
  //    after the 2,000-action game's taps.
  const lengths = [200, 2000, 10000];
  const games = [];
  for (const n of lengths) {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(url);
    await page.getByTestId("new-game").waitFor();
    await seed(page, [[`perf-${n}`, bigSave(n)]]);
    await page.getByTestId("resume").click();
    await page.getByTestId("score-0").waitFor();
    games.push({ n, ctx, page, cdp: await ctx.newCDPSession(page) });
  }
  // Only the page being tapped is slowed, as a phone holds one page: three pages slowed at
  // once on this 2-core machine measured their slowing, not the app (one page, 2,000 actions:
  // median 10.3 ms; the same page beside two other slowed ones: 19.4 ms, same build).
  const taps = {};
  const slow = (g, rate) => g.cdp.send("Emulation.setCPUThrottlingRate", { rate });
  for (const rate of [1, 4]) {
    const times = Object.fromEntries(lengths.map((n) => [n, []]));
    for (let i = 0; i < RUNS * 2; i++) {
      for (const g of games) {
        await slow(g, rate);
        times[g.n].push(await tap(g.page));
        await slow(g, 1);
      }
    }
    for (const n of lengths) taps[`${n}x${rate}`] = median(times[n]);
  }
  let heap = 0;
  let wasm = 0;
  for (const g of games) {
    await g.cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    if (g.n === 2000) {
      await g.cdp.send("Performance.enable");
      await g.cdp.send("HeapProfiler.collectGarbage");
      const { metrics } = await g.cdp.send("Performance.getMetrics");
      heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
      wasm = await g.page.evaluate(() => window.__tablemate?.memory?.buffer?.byteLength ?? 0);
    }
    await g.ctx.close();
  }
  await browser.close();
  server.close();

  const result = {
    bundle_gzip_kb: bundleBytes() / 1024,
    first_download_brotli_kb: Object.values(brotliOf(DIST, firstDownload(DIST))).reduce((a, b) => a + b, 0) / 1024,
    home_ready_ms_no_games: median(startsEmpty),
    home_ready_ms_200_games: median(startsFull),
    start_up_ratio: median(startsFull) / median(startsEmpty),
    tap_ms: taps,
    memory_mb_2000_actions: (heap + wasm) / (1024 * 1024),
    js_heap_mb: heap / (1024 * 1024),
    wasm_memory_mb: wasm / (1024 * 1024),
    runs: RUNS,
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown cpu"}`,
  };
  fs.mkdirSync("test-output", { recursive: true });
  fs.writeFileSync("test-output/budgets.json", JSON.stringify(result, null, 2));
  const row = (...cells) => `| ${cells.join(" | ")} |`;
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(row("measure", "figure", "budget") + "\n|---|---:|---:|");
  console.log(row("first download before home (brotli)", `${result.first_download_brotli_kb.toFixed(0)} KB`, "≤ 300 KB"));
  console.log(row("the whole web app, every part (wasm + JS, gzip -9)", `${result.bundle_gzip_kb.toFixed(0)} KB`, "–"));
  console.log(row(`navigation → home with its lists, no saved game (median of ${RUNS})`, ms(result.home_ready_ms_no_games), "< 400 ms"));
  console.log(row(`navigation → home with its lists, 200 saved 200-action games (median of ${RUNS})`, ms(result.home_ready_ms_200_games), "< 400 ms"));
  console.log(row("start-up ratio, 200 games against none", result.start_up_ratio.toFixed(2), "≤ 1.15"));
  console.log(row("JS heap + wasm memory, 2,000-action game", `${result.memory_mb_2000_actions.toFixed(1)} MB (${result.js_heap_mb.toFixed(1)} + ${result.wasm_memory_mb.toFixed(1)})`, "< 64 MB"));
  console.log();
  console.log(row("tap → updated page (median of " + RUNS * 2 + ")", "200 actions", "2,000 actions", "10,000 actions", "10,000 / 200") + "\n|---|---:|---:|---:|---:|");
  for (const rate of [1, 4]) {
    const [a, b, c] = [200, 2000, 10000].map((n) => taps[`${n}x${rate}`]);
    console.log(row(rate === 1 ? "unthrottled" : "CPU slowed 4×", ms(a), ms(b), ms(c), (c / a).toFixed(2)));
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
