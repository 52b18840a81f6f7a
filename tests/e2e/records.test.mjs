// Records that add up (issue 37): what the lists, the history and the statistics say of a game
// is what the game said. A finished score pad names the rounds it played and ranks its
// players; the history says "Winner" for one; a running Jamaica race shows no track score on
// its card; the statistics keep the duel apart from Rivers of Catan, write each player's whole
// name on the bars, list a game's players in score order and keep their headings apart.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { addPoints, appForFile, startGame, startScorePad } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();
const text = async (page, id) => (await page.getByTestId(id).first().textContent()).trim();

/** Imports a golden game's share code (one of rules revision 3, which every build since reads). */
async function importGolden(page, stem) {
  const code = fs.readFileSync(path.resolve("tests/golden/rules-3", `${stem}.code.txt`), "utf8").trim();
  await page.goto("about:blank");
  await page.goto(`${app.url}#${code}`);
  await page.getByTestId("import-confirm").click();
  await page.getByTestId("log-more").waitFor();
}

test("a score pad finished after round 3 says so and lists its players by rank; the history says Winner", async () => {
  const page = await app.open();
  await startScorePad(page, ["Marco", "Linh", "Chloé"], { rounds: true });
  for (let round = 0; round < 3; round++) {
    await addPoints(page, 0, 5 + round);
    await addPoints(page, 1, 9);
    await addPoints(page, 2, 2);
    await page.getByTestId("next-round").click();
  }
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  assert.equal(await text(page, "round"), "3 rounds played", "round 4 was never played");
  const order = await page.locator('[data-testid^="player-"]').evaluateAll((rows) => rows.map((r) => r.dataset.testid));
  assert.deepEqual(order, ["player-1", "player-0", "player-2"], "Linh 27, Marco 18, Chloé 6");
  await page.getByTestId("back").click();
  await page.getByTestId("history").click();
  assert.equal(await text(page, "history-winners"), "Winner: Linh");
  await page.close();
});

test("a running Jamaica race shows its players on the home card without the track score", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Lan", "Minh"], { ready: "jamaica-board" });
  assert.match(await text(page, "strip-badges-0"), /to go/, "the game follows the spaces to go");
  await page.getByTestId("back").click();
  const chips = await page.getByTestId("resume").getByTestId("chip").allTextContents();
  assert.deepEqual(chips.map((c) => c.trim()), ["LLan", "MMinh"], "names and initials, no −5");
  await page.close();
});

test("statistics: the duel apart from Rivers, whole names on the bars, players in score order", async () => {
  const page = await app.open();
  for (const stem of ["catan-duel-finished", "catan-rivers-finished", "carcassonne-count-king-robber-finished"]) {
    await importGolden(page, stem);
  }
  await page.getByTestId("back").click();
  await page.getByTestId("history").click();
  await page.getByTestId("statistics").click();
  // The statistics are a part of their own: wait for the screen before counting its sections.
  await page.getByTestId("stats-players").waitFor();
  const section = (name) => page.locator('[data-testid="stats-game"]').filter({ has: page.getByRole("heading", { name, exact: true }) });
  const best = (s, who) => s.locator(`[data-testid="stats-row"][data-name="${who}"] [data-col="best"]`).textContent();
  // The duel is played to 15 and Rivers to 10: each has its own best and average (these games
  // of rules revision 3 recorded public points: Ana won the duel by hidden cards).
  const duel = section("Catan · duel");
  const rivers = section("Catan · Rivers of Catan");
  assert.equal(await duel.count(), 1);
  assert.equal(await rivers.count(), 1);
  assert.equal(await best(duel, "Ana"), "12");
  assert.equal(await best(rivers, "Ana"), "5");
  // Each bar carries the player's whole name.
  assert.deepEqual(await rivers.locator("text.chart-name").allTextContents(), ["Bảo", "Ana", "美玲"]);
  // A game's players with the same record stand in score order: 136, 102, 79.
  const carcassonne = page.locator('[data-testid="stats-game"][data-kind="Carcassonne"]');
  const rows = await carcassonne.locator('[data-testid="stats-row"]').evaluateAll((r) => r.map((row) => row.dataset.name));
  assert.deepEqual(rows, ["美玲", "Bảo", "Ana"]);
  // The headings of a game's table stand apart: the widest gap between two words of
  // neighbouring headings is at least 8 px.
  const gaps = await carcassonne.locator("table.stats thead tr").evaluate((tr) => {
    const edges = [...tr.children].map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const boxes = [...range.getClientRects()];
      return [Math.min(...boxes.map((b) => b.left)), Math.max(...boxes.map((b) => b.right))];
    });
    return edges.slice(1).map(([left], i) => Math.round(left - edges[i][1]));
  });
  assert.ok(gaps.every((gap) => gap >= 8), `the headings stand apart: gaps ${gaps}`);
  await page.close();
});
