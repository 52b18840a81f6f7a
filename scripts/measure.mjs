// Measures the performance budgets of the web app (release build in dist/), in headless
// Chromium on a local server at phone size, and prints a table for the README.
//   node scripts/measure.mjs [--runs 15]
// Sizes are exact; timings are medians and are reported, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";

const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 15);
const DIST = process.env.DIST ?? "dist";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Gzipped size of the wasm and every JavaScript file the page loads. */
export function bundleBytes(dir = DIST) {
  let total = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(wasm|js)$/.test(entry.name) && entry.name !== "sw.js") {
        total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
      }
    }
  };
  walk(dir);
  return total;
}

/** A saved score pad game of `n` actions, in the save format (tests/golden shows it). */
function bigSave(n) {
  const created = "2026-11-30T18:00:00Z";
  const log = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.parse(created) + i * 1000).toISOString().replace(".000", "");
    log.push({ at, action: { ScorePad: { Score: { player: i % 4, points: (i % 9) + 1 } } } });
  }
  const players = ["Ana", "Bình", "陳", "Dee"].map((name, i) => ({ name, colour: ["Red", "Blue", "Green", "Yellow"][i] }));
  return JSON.stringify({
    format: "tablemate-save", version: 1, created, updated: created,
    game: { id: "perf-2000", name: "Long game", setup: { options: { ScorePad: { rounds: false, target: null, winner: "Highest", dice: "Random" } }, players, created }, log, cursor: n },
  });
}

async function main() {
  const server = await startServer({ dir: DIST, port: 0 });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  const context = () => browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

  // 1. Navigation to an interactive home screen: a fresh context each time (nothing cached).
  const starts = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(url, { waitUntil: "commit" });
    starts.push(await page.evaluate(() => new Promise((resolve) => {
      const ready = () => document.querySelector("[data-testid=new-game]") ? resolve(performance.now()) : requestAnimationFrame(ready);
      ready();
    })));
    await ctx.close();
  }

  // 2. A tap with a 2,000-action game loaded: from the click to the moment the new score is
  //    in the page (the change is applied, saved and rendered; the browser paints it at its
  //    next frame). 3. Memory after it.
  const ctx = await context();
  const page = await ctx.newPage();
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await page.evaluate((save) => localStorage.setItem("tablemate.game.perf-2000", save), bigSave(2000));
  await page.reload();
  await page.getByTestId("resume").click();
  await page.getByTestId("score-0").waitFor();
  const taps = [];
  for (let i = 0; i < RUNS * 2; i++) {
    taps.push(await page.evaluate(() => new Promise((resolve) => {
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
    })));
  }
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
  const wasm = await page.evaluate(() => window.__tablemate?.memory?.buffer?.byteLength ?? 0);
  await ctx.close();
  await browser.close();
  server.close();

  const result = {
    bundle_gzip_kb: bundleBytes() / 1024,
    home_interactive_ms: median(starts),
    tap_to_paint_ms_2000_actions: median(taps),
    memory_mb_2000_actions: (heap + wasm) / (1024 * 1024),
    js_heap_mb: heap / (1024 * 1024),
    wasm_memory_mb: wasm / (1024 * 1024),
    runs: RUNS,
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown cpu"}`,
  };
  fs.mkdirSync("test-output", { recursive: true });
  fs.writeFileSync("test-output/budgets.json", JSON.stringify(result, null, 2));
  const row = (name, value, budget) => `| ${name} | ${value} | ${budget} |`;
  console.log("| measure | figure | budget |\n|---|---:|---:|");
  console.log(row("web bundle (wasm + JS, gzip -9)", `${result.bundle_gzip_kb.toFixed(0)} KB`, "≤ 400 KB"));
  console.log(row(`navigation → interactive home (median of ${RUNS})`, `${result.home_interactive_ms.toFixed(0)} ms`, "< 400 ms"));
  console.log(row(`tap → updated page, 2,000-action game (median of ${RUNS * 2})`, `${result.tap_to_paint_ms_2000_actions.toFixed(1)} ms`, "< 16 ms"));
  console.log(row("JS heap + wasm memory, 2,000-action game", `${result.memory_mb_2000_actions.toFixed(1)} MB (${result.js_heap_mb.toFixed(1)} + ${result.wasm_memory_mb.toFixed(1)})`, "< 64 MB"));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
