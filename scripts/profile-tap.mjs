// Where a tap's time goes: samples the page's CPU (JavaScript and wasm, by function) over taps
// in a 2,000-action score pad game with the CPU slowed 4 times, and prints the functions with
// the most time of their own and the most time below them.
//   DIST=/tmp/dist-names node scripts/profile-tap.mjs [--taps 40]
// For wasm names, point DIST at a build that keeps them (NAMES=1 OUT=/tmp/dist-names
// scripts/build-web.sh): dist/ has only numbered functions.
import path from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import { ARGS, bigSave, median, seed, tap } from "./measure.mjs";

const TAPS_AT = process.argv.indexOf("--taps");
const TAPS = TAPS_AT > 0 ? Number(process.argv[TAPS_AT + 1]) || 40 : 40;
const DIST = process.env.DIST ?? "dist";

/** Self and total microseconds per function name over a CPU profile's samples. */
export function byFunction(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => `${n.callFrame.functionName || "(anonymous)"} ${path.basename(n.callFrame.url || "")}`.trim();
  const own = new Map();
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const leaf = nodes.get(id);
    own.set(name(leaf), (own.get(name(leaf)) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = name(nodes.get(at));
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + dt);
      seen.add(key);
    }
  });
  return { own, total };
}

/** The `n` largest entries of a `byFunction` map. */
export const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

async function main() {
  const server = await startServer({ dir: DIST, port: 0 });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.getByTestId("new-game").waitFor();
  await seed(page, [["perf-2000", bigSave(2000)]]);
  await page.getByTestId("resume").click();
  await page.getByTestId("score-0").waitFor();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  for (let i = 0; i < 5; i++) await tap(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  const times = [];
  for (let i = 0; i < TAPS; i++) times.push(await tap(page));
  const { profile } = await cdp.send("Profiler.stop");
  await browser.close();
  server.close();

  const { own, total } = byFunction(profile);
  const ms = (us) => (us / 1000 / TAPS).toFixed(2).padStart(7);
  console.log(`tap slowed 4x: median ${median(times).toFixed(1)} ms over ${TAPS} taps; figures are ms per tap`);
  console.log("\nmost time of their own:");
  for (const [n, us] of top(own, 30)) console.log(`${ms(us)}  ${n}`);
  console.log("\nmost time below them:");
  for (const [n, us] of top(total, Number(process.env.TOP ?? 60))) console.log(`${ms(us)}  ${n}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
