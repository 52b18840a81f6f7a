// Where a first-use tap's time goes: a Catan duel's Start, the app opened again with its
// worker holding every file (the cached case of scripts/first-taps.mjs, on the same profile).
//   node scripts/profile-start.mjs [--runs 3]      (DIST=dist-other for another build)
// For each run, a Chromium trace of the tap gives the time it took (click to the game screen
// in the page, as first-taps.mjs reads it) and what the main thread did meanwhile: V8's lazy
// compilation of the wasm functions met for the first time, style, layout, and the rest. A
// last run takes a sampled CPU profile and lists the functions that took longest, inclusive;
// their names need a build that keeps them (NAMES=1 OUT=dist-names scripts/build-web.sh, then
// DIST=dist-names). scripts/profile-tap.mjs does the same for a tap in a long game.
// Tracing and sampling slow the page down: the figures say where the time goes, and
// first-taps.mjs says how long it is.
import path from "node:path";
import { startServer } from "./serve.mjs";
import { median } from "./measure.mjs";
import { GAME_SCREEN, duelForm, openedAgain, tap } from "./first-taps.mjs";
import { byFunction, top } from "./profile-tap.mjs";

const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 3);
const DIST = process.env.DIST ?? "dist";
/** V8's first-call compilation of wasm functions, as the kinds name it. */
export const LAZY = "lazy compilation (wasm.CompileLazy)";
/** Where the app is served, once `main` has started the server. */
let appUrl;
/** Trace events summed per kind; a kind nested in another is counted in both. */
const KINDS = {
  [LAZY]: ["wasm.CompileLazy"],
  "style (UpdateLayoutTree)": ["UpdateLayoutTree"],
  layout: ["Layout"],
  "paint (PrePaint, Paint)": ["PrePaint", "Paint"],
  "garbage collection": ["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GC_MARK_COMPACTOR"],
};

/** The app opened again from its worker's copy, at a Catan duel's form: Start is next. */
async function atStart() {
  const phone = await openedAgain(appUrl);
  await phone.page.getByTestId("new-game").click();
  await duelForm(phone.page);
  return { ...phone, cdp: await phone.context.newCDPSession(phone.page) };
}

/** The tap on Start, as first-taps.mjs times it: ms from the click to the game screen. */
const start = (page) => tap(page, "start", GAME_SCREEN);

/** The handlers' share of the trace, as `traceStart` names it in its kinds. */
export const HANDLERS = "the click's handlers (script and wasm, with their compilation)";

/**
 * Traces the tap on Start in `page` (through its DevTools session `cdp`): its time, ms per kind
 * of main-thread work from the click on, and how many wasm functions were compiled on their
 * first call. scripts/start-twice.mjs traces its two Starts with it.
 */
export async function traceStart(cdp, page) {
  const events = [];
  const collect = (e) => events.push(...e.value);
  cdp.on("Tracing.dataCollected", collect);
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,v8,v8.wasm,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  const ms = await start(page);
  await cdp.send("Tracing.end");
  await complete;
  cdp.off("Tracing.dataCollected", collect);
  const click = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "click");
  const within = events.filter(
    (e) => e.ph === "X" && e.pid === click.pid && e.tid === click.tid && e.ts >= click.ts && e.ts < click.ts + ms * 1000,
  );
  const kinds = Object.fromEntries(
    Object.entries(KINDS).map(([kind, names]) => [kind, within.filter((e) => names.includes(e.name)).reduce((a, e) => a + e.dur / 1000, 0)]),
  );
  kinds[HANDLERS] = click.dur / 1000;
  // How many functions met for the first time: a count, where the times move with the machine.
  const compiled = within.filter((e) => e.name === "wasm.CompileLazy").length;
  return { ms, kinds, compiled };
}

/** One traced tap, in a phone of its own. */
async function traced() {
  const phone = await atStart();
  try {
    return await traceStart(phone.cdp, phone.page);
  } finally {
    await phone.close();
  }
}

/** One sampled tap: the functions that took longest, inclusive, in ms. */
async function sampled() {
  const phone = await atStart();
  try {
    await phone.cdp.send("Profiler.enable");
    await phone.cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await phone.cdp.send("Profiler.start");
    await start(phone.page);
    const { profile } = await phone.cdp.send("Profiler.stop");
    const { total } = byFunction(profile);
    for (const key of total.keys()) if (/^\((root|idle|program)\)/.test(key)) total.delete(key);
    return top(total, 40).map(([key, us]) => [key, us / 1000]);
  } finally {
    await phone.close();
  }
}

async function main() {
  const server = await startServer({ dir: DIST, port: 0, force: "br" });
  appUrl = `http://127.0.0.1:${server.address().port}/`;
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await traced());
      process.stderr.write(`run ${i + 1} of ${RUNS}\n`);
    }
    console.log(`A Catan duel's Start, cached (${DIST}), traced: medians of ${RUNS}, ms with the CPU slowed 4×`);
    console.log(`| the tap, click to game screen | ${median(runs.map((r) => r.ms)).toFixed(0)} |`);
    for (const kind of Object.keys(runs[0].kinds)) console.log(`| ${kind} | ${median(runs.map((r) => r.kinds[kind])).toFixed(1)} |`);
    console.log(`| wasm functions compiled on their first call (a count) | ${median(runs.map((r) => r.compiled))} |`);
    console.log("\nThe longest functions of one sampled tap, inclusive (ms):");
    for (const [key, ms] of await sampled()) console.log(`${ms.toFixed(1).padStart(7)}  ${key.slice(0, 140)}`);
  } finally {
    server.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
