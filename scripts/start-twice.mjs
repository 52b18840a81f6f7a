// How much of a cached Start is first-time work: a Catan duel started twice in the same page,
// the app opened again with its worker holding every file (the cached case of
// scripts/first-taps.mjs, on the same profile: CPU slowed 4 times). The first Start meets its
// code for the first time (V8 compiles a wasm function on its first call, on every page load;
// Dioxus builds each template once per page); the second, back home and through the same form,
// finds it compiled and built, so it measures the Start's own work.
//   node scripts/start-twice.mjs [--runs 7] [--trace]     (DIST=dist-other for another build)
// With --trace, each Start is traced by scripts/profile-start.mjs's `traceStart` (which slows it):
// the click's handlers, V8's first-call compilation (ms and functions) and layout.
// Times are medians, reported, never asserted.
import { startServer } from "./serve.mjs";
import { median } from "./measure.mjs";
import { GAME_SCREEN, duelForm, openedAgain, tap } from "./first-taps.mjs";
import { HANDLERS, LAZY, traceStart } from "./profile-start.mjs";

const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 7);
const TRACE = process.argv.includes("--trace");
const DIST = process.env.DIST ?? "dist";
const HOME = 'nav.menu[data-ready="true"]';

/** From home through a duel's form to its Start: ms from the click to the game screen. */
async function duel(context, page) {
  await page.getByTestId("new-game").click();
  await duelForm(page);
  if (!TRACE) return { ms: await tap(page, "start", GAME_SCREEN) };
  const cdp = await context.newCDPSession(page);
  try {
    const { ms, kinds, compiled } = await traceStart(cdp, page);
    return { ms, handlers: kinds[HANDLERS], compiling: kinds[LAZY], compiled, layout: kinds.layout };
  } finally {
    await cdp.detach();
  }
}

const server = await startServer({ dir: DIST, port: 0, force: "br" });
const url = `http://127.0.0.1:${server.address().port}/`;
const first = [];
const second = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const { context, page, close } = await openedAgain(url);
    try {
      first.push(await duel(context, page));
      await page.getByTestId("back").click();
      await page.locator(HOME).waitFor();
      second.push(await duel(context, page));
    } finally {
      await close();
    }
    process.stderr.write(`run ${i + 1} of ${RUNS}: ${Math.round(first.at(-1).ms)} / ${Math.round(second.at(-1).ms)} ms\n`);
  }
} finally {
  server.close();
}
const of = (runs, key) => runs.map((r) => r[key]);
const cell = (runs, key) => {
  const xs = of(runs, key);
  return `${median(xs).toFixed(0)} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`;
};
console.log(`A Catan duel's Start, cached (${DIST}), CPU ÷4, medians of ${RUNS} (spread)${TRACE ? ", traced" : ""}`);
const keys = TRACE ? ["ms", "handlers", "compiling", "compiled", "layout"] : ["ms"];
const names = {
  ms: "click → game screen, ms",
  handlers: "the click's handlers, ms",
  compiling: "first-call compilation, ms",
  compiled: "functions compiled on their first call",
  layout: "layout, ms",
};
console.log("| measure | the first Start in the page | the second, its code met before |\n|---|---:|---:|");
for (const key of keys) console.log(`| ${names[key]} | ${cell(first, key)} | ${cell(second, key)} |`);
