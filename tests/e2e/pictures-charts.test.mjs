// Issue 29's pictures drawn by the shared charts (src/ui/components/chart): the game's story
// (each player's score over the game, the lead's changes marked) on every family's game screen
// and on a finished game opened from the history, and the statistics' bars. Each picture's
// figures are read from its accessible text and compared with what the game itself shows
// (the board's scores, the points typed, the log's count, the statistics table); each is
// photographed and checked by axe-core in both themes. The tests run in order on one profile.
import { test } from "node:test";
import assert from "node:assert/strict";
import { addPoints, appForFile, axe, pictureShot, placeAll, scores, screenshot, startCatan, startScorePad, thumb, typeRoll } from "./harness.mjs";


// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();


/** From home: the theme picked in Settings, and home again. */
async function theme(page, name) {
  await page.getByTestId("settings").click();
  await page.getByTestId(`theme-${name}`).click();
  await page.getByTestId("back").click();
  await page.getByTestId("new-game").waitFor();
}

/** The story's table as read by a screen reader: {step: [score per seat]}, its steps in
 * order ("Start", "Action 1" …, or "Set-up", "Turn 3" …). */
function storyTable(page) {
  return page.getByTestId("story-table").evaluate((table) =>
    Object.fromEntries(
      [...table.querySelectorAll("tbody tr")].map((tr) => [
        tr.querySelector("th").textContent,
        [...tr.querySelectorAll("td")].map((td) => Number(td.textContent)),
      ]),
    ),
  );
}

/** The story's lines for its changes of lead. */
const storyLeads = (page) => page.getByTestId("story-lead").allTextContents();

/** The story picture's summary for screen readers. */
const storyLabel = (page) => page.locator('[data-testid="story"] svg[role="img"]').getAttribute("aria-label");

/** How many entries the log holds, as its folded line says: "Log (n)". */
async function logged(page) {
  const line = await page.getByTestId("log-more").textContent();
  return Number(line.match(/\((\d+)\)/)[1]);
}

/** The lead's changes of a table of scores, counted here: a seat alone at the top takes it
 * (not during the set-up); once the game is `over`, the last change that held is for good. */
function leadsOf(rows, names, over = false) {
  const leads = [];
  let holder = null;
  let alone = null;
  for (const [step, row] of Object.entries(rows)) {
    const top = Math.max(...row);
    const at = row.flatMap((s, seat) => (s === top ? [seat] : []));
    alone = at.length === 1 ? at[0] : null;
    if (step === "Set-up") {
      holder = alone ?? holder;
      continue;
    }
    if (alone !== null && alone !== holder) {
      holder = alone;
      leads.push(`${step}: ${names[holder]} takes the lead`);
    }
  }
  if (over && leads.length && alone === holder) leads[leads.length - 1] += " for good";
  return leads;
}

const NAMES = ["Ana", "Bình"];
// The points typed, in order: [seat, points].
const ENTRIES = [[0, 5], [1, 10], [0, 7], [1, 1]];

for (const name of ["light", "dark"]) {
  test(`the story of a score pad game is each player's total after each entry, with the lead's changes (${name})`, async () => {
    const page = await app.open();
    await theme(page, name);
    await startScorePad(page, NAMES);
    for (const [seat, points] of ENTRIES) await addPoints(page, seat, points);
    // Folded under the board: the turn's boxes are still in view without scrolling.
    assert.equal(await page.getByTestId("story-more").textContent(), "Score story · lead changes: 3");
    assert.equal(await page.locator("details:has(> [data-testid=story-more])").evaluate((d) => d.open), false);
    assert.equal(await page.getByTestId("story").count(), 0, "folded, the picture is not drawn (a tap costs no replay)");
    const hand = thumb(page);
    for (const id of ["custom-0", "custom-1"]) await hand.seen(id);
    await page.getByTestId("story-more").click();
    await page.getByTestId("story").waitFor();

    // The figures: the start, then the running totals of the points typed, the last row the board's.
    const totals = [0, 0];
    const expected = { Start: [0, 0] };
    ENTRIES.forEach(([seat, points], i) => {
      totals[seat] += points;
      expected[`Action ${i + 1}`] = [...totals];
    });
    const rows = await storyTable(page);
    assert.deepEqual(rows, expected);
    assert.deepEqual(rows[`Action ${ENTRIES.length}`], await scores(page, 2), "the story ends at the board's scores");
    assert.equal(await logged(page), ENTRIES.length, "one action per entry of the log");
    const leads = await storyLeads(page);
    assert.deepEqual(leads, leadsOf(rows, NAMES));
    assert.deepEqual(leads, ["Action 1: Ana takes the lead", "Action 2: Bình takes the lead", "Action 3: Ana takes the lead"]);
    assert.equal(await storyLabel(page), "Scores over 4 actions; lead changes: 3");
    // The picture draws one line per player and one mark per change of lead.
    assert.equal(await page.locator('[data-testid="story"] polyline.chart-series').count(), 2);
    assert.equal(await page.locator('[data-testid="story"] line.chart-mark').count(), 3);
    await screenshot(page, `picture-story-${name}`);
    await pictureShot(page.getByTestId("story"), `story-${name}`);
    assert.deepEqual(await axe(page), [], "axe on the game with its story");

    // An undone entry leaves the story: the last row is the board's again.
    await page.getByTestId("undo").click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="story-table"] tbody tr').length === 4);
    const undone = await storyTable(page);
    assert.deepEqual(undone["Action 3"], await scores(page, 2));
    assert.equal(await storyLabel(page), "Scores over 3 actions; lead changes: 3");
    await page.getByTestId("redo").click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="story-table"] tbody tr').length === 5);
    // Folded again by a tap on its line: the picture goes, the line keeps its figure.
    await page.getByTestId("story-more").click();
    await page.getByTestId("story").waitFor({ state: "detached" });
    assert.equal(await page.locator("details:has(> [data-testid=story-more])").evaluate((d) => d.open), false);
    assert.equal(await page.getByTestId("story-more").textContent(), "Score story · lead changes: 3");

    // Finished, and opened again from the history: the story is there, unfolded.
    await page.getByTestId("finish").click();
    await page.getByTestId("confirm").click();
    await page.getByTestId("winner").waitFor();
    const board = await scores(page, 2);
    await page.getByTestId("back").click();
    await page.getByTestId("history").click();
    await page.getByTestId("history-game").first().locator("button.card").click();
    await page.getByTestId("story").waitFor();
    assert.equal(await page.locator("details:has(> [data-testid=story-more])").evaluate((d) => d.open), true);
    const finished = await storyTable(page);
    assert.deepEqual(Object.values(finished).at(-1), board, "the finished game's story ends at its final scores");
    assert.deepEqual(await storyLeads(page), leadsOf(finished, NAMES, true));
    assert.equal((await storyLeads(page)).at(-1), "Action 3: Ana takes the lead for good");
    await page.close();
  });
}

test("Catan's story counts turns: the set-up is one step, and a road raised five times one turn", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], async () => {});
  // The set-up: each settlement puts its player ahead for a moment, which is no race.
  await placeAll(page, 6);
  // Turn 1: Ana builds five roads and raises her longest road one tap at a time to 5.
  await typeRoll(page, 2, 3);
  for (let i = 0; i < 5; i++) await page.getByTestId("catan-build-Road").click();
  for (let i = 0; i < 5; i++) await page.getByTestId("catan-turn-road-plus").click();
  await page.getByTestId("catan-end-turn").click();
  // Turn 2: Bo rolls and passes.
  await typeRoll(page, 4, 1);
  await page.getByTestId("catan-end-turn").click();
  await page.getByTestId("story-more").click();
  const rows = await storyTable(page);
  assert.deepEqual(Object.keys(rows), ["Start", "Set-up", "Turn 1"], "the steps that moved a score");
  const strip = [];
  for (const seat of [0, 1, 2]) strip.push(Number(await page.getByTestId(`strip-score-${seat}`).textContent()));
  assert.deepEqual(rows["Turn 1"], strip, "the story ends at the strip's points");
  assert.deepEqual(strip, [4, 2, 2], "Longest Road: two more for Ana");
  assert.ok(await logged(page) > 20, "many more actions than steps");
  assert.equal(await storyLabel(page), "Scores over 3 turns; lead changes: 1");
  assert.deepEqual(await storyLeads(page), ["Turn 1: Ana takes the lead"]);
  assert.deepEqual(await storyLeads(page), leadsOf(rows, ["Ana", "Bo", "Cy"]));
  assert.equal(await page.getByTestId("story-more").textContent(), "Score story · lead changes: 1");
  await page.close();
});

/** The statistics table's rows of `section`, as {name: {col: text}}. */
function statsTable(section) {
  return section.locator('[data-testid="stats-row"]').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((r) => [r.dataset.name, Object.fromEntries([...r.querySelectorAll("td")].map((td) => [td.dataset.col, td.textContent]))]),
    ),
  );
}

const barsLabel = (section) => section.locator('[data-testid="stats-bars"] svg[role="img"]').getAttribute("aria-label");

for (const name of ["light", "dark"]) {
  test(`the statistics draw plays and wins, and each game's best and average scores, as bars (${name})`, async () => {
    const page = await app.open();
    await theme(page, name);
    await page.getByTestId("history").click();
    // The finished games of this file: one score pad game per theme, Ana won both (12 to 11).
    await page.getByTestId("history-game").first().waitFor();
    const games = await page.getByTestId("history-game").count();
    assert.equal(games, 2);
    await page.getByTestId("statistics").click();
    const all = page.getByTestId("stats-players");
    await all.waitFor();
    const table = await statsTable(all);
    const wins = (who) => `${who} won ${table[who].wins} of ${table[who].plays}`;
    assert.equal(await barsLabel(all), `Plays (outline) and wins (filled): ${wins("Ana")}; ${wins("Bình")}`);
    assert.equal(await barsLabel(all), "Plays (outline) and wins (filled): Ana won 2 of 2; Bình won 0 of 2");
    const pad = page.locator('[data-testid="stats-game"][data-kind="ScorePad"]');
    const per = await statsTable(pad);
    const best = (who) => `${who} best ${per[who].best}, average ${per[who].average}`;
    assert.equal(await barsLabel(pad), `Best score (outline) and average (filled): ${best("Ana")}; ${best("Bình")}`);
    assert.equal(await barsLabel(pad), "Best score (outline) and average (filled): Ana best 12, average 12.0; Bình best 11, average 11.0");
    assert.equal(await all.locator("rect.chart-inner").count(), 2);
    await screenshot(page, `picture-statistics-${name}`);
    await pictureShot(page.getByTestId("stats-bars").first(), `statistics-${name}`);
    assert.deepEqual(await axe(page), [], "axe on the statistics");
    await page.close();
  });
}

/** The dice picture's table as read by a screen reader: {total: [rolled, expected, left]}. */
function diceTable(page) {
  return page.getByTestId("catan-dice-table").evaluate((table) =>
    Object.fromEntries(
      [...table.querySelectorAll("tbody tr")].map((tr) => [
        Number(tr.querySelector("th").textContent),
        [...tr.querySelectorAll("td")].map((td) => Number(td.textContent)),
      ]),
    ),
  );
}

/** The rolls the log says, oldest first: [a, b]. */
async function loggedRolls(page) {
  const lines = await page.locator('[data-testid="log"] li').allTextContents();
  const rolls = lines.flatMap((l) => [...l.matchAll(/Dice: (\d) \+ (\d) = \d+/g)].map((m) => [Number(m[1]), Number(m[2])]));
  // The log lists its latest line first (views/log_lines.rs). Its order was once guessed from
  // the first typed roll, which failed whenever the dealt roll was that roll too (1 run in 18).
  return rolls.reverse();
}

for (const name of ["light", "dark"]) {
  test(`Catan's dice: the totals of the log's rolls against the expected share, and the deck's cards per total (${name})`, async () => {
    const page = await app.open();
    await theme(page, name);
    await startCatan(page, ["Ana", "Bo"], () => page.getByTestId("catan-variant-Duel").click());
    await placeAll(page, 8);
    // Three rolls typed from the table's dice (the deck deals none of them), then one the app
    // deals from the deck.
    for (const [a, b] of [[2, 4], [5, 5], [1, 2]]) {
      await typeRoll(page, a, b);
      await page.getByTestId("catan-end-turn").click();
    }
    await page.getByTestId("catan-roll").click();
    await page.getByTestId("log-more").click();
    const rolls = await loggedRolls(page);
    assert.equal(rolls.length, 4, `four rolls in the log: ${JSON.stringify(rolls)}`);
    assert.deepEqual(rolls.slice(0, 3), [[2, 4], [5, 5], [1, 2]]);
    const dealt = rolls[3];
    assert.equal(await page.getByTestId("catan-dice-more").textContent(), "Dice · 4 rolls");
    await page.getByTestId("catan-dice-more").click();
    const rows = await diceTable(page);
    const ways = (total) => 6 - Math.abs(7 - total);
    for (let total = 2; total <= 12; total++) {
      const rolled = rolls.filter(([a, b]) => a + b === total).length;
      const left = ways(total) - (dealt[0] + dealt[1] === total ? 1 : 0);
      assert.deepEqual(rows[total], [rolled, Math.round(((4 * ways(total)) / 36) * 10) / 10, left], `total ${total}`);
    }
    assert.equal(Object.values(rows).reduce((n, r) => n + r[2], 0), 35, "35 cards left in the deck");
    assert.equal(
      await page.locator('[data-testid="catan-dice-chart"] svg[role="img"]').getAttribute("aria-label"),
      "The totals of 4 rolls (filled) against the share two dice give (dashed)",
    );
    await page.getByTestId("catan-dice-chart").waitFor();
    await screenshot(page, `picture-catan-dice-${name}`);
    await pictureShot(page.getByTestId("catan-dice-chart"), `catan-dice-${name}`);
    assert.deepEqual(await axe(page), [], "axe on Catan with its dice");
    await page.close();
  });
}
