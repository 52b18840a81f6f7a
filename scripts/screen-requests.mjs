// The requests each screen of the split build costs: the wasm files (parts, and the chunks they
// share, packed into a few files by scripts/pack-chunks.mjs) the page asks for while a screen
// opens, each screen opened in a page of its own after home, with their brotli bytes.
//   node scripts/screen-requests.mjs        (DIST=dist-other for another build)
// The phone has data saver on, so web/prefetch.js brings nothing by itself, and the service
// worker is kept out, so every file the page asks for is a request of its own: what a first
// visit costs a screen opened before the prefetch brought it. A screen reached through another
// (a family's game through the new game, the statistics through a finished game and the
// history, the share screen through a game) counts from its own tap: the screens before it
// brought what they brought. tests/e2e/prefetch.test.mjs holds the budget: at most two.
import fs from "node:fs";
import { launch, startGame } from "../tests/e2e/harness.mjs";
import { builtFile } from "./measure.mjs";

/** A part's file, a chunk's, or a pack of chunks (scripts/pack-chunks.mjs), by name. */
export const PART_FILE = /^(split_.*\.wasm|chunk_.*\.wasm|chunks(-[a-z]+)?\.pack)$/;

/** A family's game from home with its usual options and seats, up to its Start (not tapped). */
const familyUpTo = (kind) => async (page) => {
  await page.getByTestId("new-game").click();
  await page.getByTestId(`kind-${kind}`).click();
  await page.getByTestId("next").click();
};

/** A score pad game played and finished, and the history opened (where Statistics is). */
async function finishedGameInHistory(page) {
  await startGame(page, "ScorePad", ["Ana", "Bo"]);
  await page.getByTestId("plus1-0").click();
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("back").click();
  await page.getByTestId("history").click();
}

/**
 * Each screen: `before` (steps from home not counted), the tap that opens it, and what shows
 * once it is open. `ready`: the steps before asked for its part, so its tap asks for nothing (a
 * family's game screen is asked for as the family is chosen, src/ui/views/game_parts.rs).
 */
export const SCREENS = [
  { screen: "new game", tap: "new-game", shows: "kind-Catan" },
  { screen: "Catan (its Start)", before: familyUpTo("Catan"), tap: "start", shows: "undo", ready: true },
  { screen: "Jamaica (its Start)", before: familyUpTo("Jamaica"), tap: "start", shows: "undo", ready: true },
  { screen: "Carcassonne (its Start)", before: familyUpTo("Carcassonne"), tap: "start", shows: "undo", ready: true },
  { screen: "score pad (its Start)", before: familyUpTo("ScorePad"), tap: "start", shows: "undo", ready: true },
  { screen: "rules", tap: "rules", shows: "rule-search" },
  { screen: "settings", tap: "settings", shows: "app-version" },
  { screen: "history", tap: "history", shows: "history-list" },
  { screen: "statistics", before: finishedGameInHistory, tap: "statistics", shows: "stats-players" },
  {
    screen: "share",
    before: (page) => startGame(page, "ScorePad", ["Ana", "Bo"]),
    tap: "share",
    shows: "share-panel",
  },
  {
    screen: "a rule's sheet (over the score pad)",
    before: (page) => startGame(page, "ScorePad", ["Ana", "Bo"]),
    tap: "help-scorepad-scores",
    shows: "rule-sheet",
  },
];

/**
 * Opens `screen` in a new page of `app` (launched with data saver on and no worker): the names
 * of the parts' files asked for from its tap until it shows.
 */
export async function requestsOf(app, { before, tap, shows }) {
  const page = app.watch(await app.browser.newPage());
  await page.goto(app.url);
  await page.locator('nav.menu[data-ready="true"]').waitFor();
  if (before) await before(page);
  const asked = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (PART_FILE.test(name)) asked.push(name);
  });
  await page.getByTestId(tap).click();
  await page.getByTestId(shows).first().waitFor({ state: "attached", timeout: 30000 });
  await page.close();
  return asked;
}

async function main() {
  const dist = process.env.DIST ?? "dist";
  const brotli = (name) => fs.statSync(`${builtFile(dist, name)}.br`).size;
  const app = await launch({ serviceWorkers: "block", connection: { saveData: true } });
  const rows = [];
  try {
    for (const s of SCREENS) {
      const asked = await requestsOf(app, s);
      const kb = asked.reduce((sum, name) => sum + brotli(name), 0) / 1024;
      rows.push({ screen: s.screen, requests: asked.length, kb, files: asked });
      process.stderr.write(`${s.screen}: ${asked.length}\n`);
    }
  } finally {
    await app.close();
  }
  if (app.errors.length) throw new Error(`page errors: ${app.errors.join("; ")}`);
  console.log(`Requests per screen (${dist}), each opened in a page of its own after home, data saver on, no worker`);
  console.log("| screen | wasm requests | brotli KB | files |\n|---|---:|---:|---|");
  for (const r of rows) {
    const names = r.files.filter((f) => !/^chunk_/.test(f));
    const chunks = r.files.length - names.length;
    const files = [...names, ...(chunks ? [`${chunks} chunk_*.wasm`] : [])].join(", ");
    console.log(`| ${r.screen} | ${r.requests} | ${r.kb.toFixed(1)} | ${files} |`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) await main();
