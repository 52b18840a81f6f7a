// The screens a player is likely to open next from home, made ready while the phone has
// nothing else to do. In the split build (src/ui/parts.rs) the new game, each family's game
// screen and the rules are parts fetched on their first use, so the first tap on them would
// wait on the network. index.html imports this once home is drawn; nothing here runs before.
//
// Each part is brought by the split loader itself (__wasm_split.js, written by wasm-split-cli):
// it fetches the part's file and the chunks it shares with others, compiles and links them, and
// remembers a success, so the tap finds the part here and fetches nothing. A failed fetch is
// not remembered: the tap tries again, as it does today. The chunks come in a few packs
// (scripts/pack-chunks.mjs); the one that holds them all is fetched first, so that every part
// here takes its chunks from it, rather than the new game from a smaller one and the rest again.
//
// A phone that spares its data (data saver, a 2G connection) fetches a part only when asked
// (choosing a family in the new game's form asks for its game screen).
// `<html data-prefetch>` says how it went: "spared", "stopped" (the page restarts into a new
// version), or "done" once every part was tried.
import * as loader from "./__wasm_split.js";

/**
 * The parts, in the order a player reaches them: the readers of the stored games (opening one
 * from home, a share code; src/ui/codecs.rs), the new game, then a family's screen (its
 * Start), then the rules. Names are the `part!` declarations' split names (src/ui/mod.rs,
 * src/ui/views/families.rs); the others (history, statistics, settings, share, the live table)
 * come when asked.
 */
export const LIKELY = ["codecs", "new_game", "catan", "jamaica", "carcassonne", "scorepad", "rules"];

/** Whether the phone asks to spare its data: data saver on, or a 2G connection. */
function sparing() {
  const connection = navigator.connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? "");
}

/** Resolves when the phone is idle (a moment later where it cannot say, as on Safari). */
const idle = () =>
  new Promise((resolve) =>
    window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve, 500),
  );

/** The part being brought, settled or not; `stopping` once the page restarts into a new build. */
let current = Promise.resolve();
let stopping = false;

/**
 * Stops bringing parts and resolves once the part being brought has settled: web/update.js
 * asks it before the new version's worker takes over, since a request the old worker is woken
 * for during the handover can leave Chromium's handover waiting until the page goes (the
 * restart then reloaded into the old build, whose files the new worker did not keep).
 */
window.tablemateQuiet = () => {
  stopping = true;
  return current;
};

/** Brings the likely parts one at a time, each when the phone is idle. */
export async function start() {
  const done = (how) => (document.documentElement.dataset.prefetch = how);
  for (const [i, name] of LIKELY.entries()) {
    await idle();
    if (stopping || document.documentElement.dataset.restarting) return done("stopped");
    if (sparing()) return done("spared");
    // A failed fetch is only that: the part's own load asks again.
    if (i === 0) loader.__wasm_split_fetch_all_chunks?.().catch(() => {});
    // The loader's export calls the app back when the part is here or failed: a function of
    // the wasm's table, whose index the app passes. Called from here there is none, so its
    // last step throws (the table refuses an index that is not a number) once the load has
    // settled, and the rejection is only that.
    current = loader[`__wasm_split_load_${name}`]?.().catch(() => {}) ?? Promise.resolve();
    await current;
  }
  done("done");
}
