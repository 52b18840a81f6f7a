// The line above Undo and the view around a turn, at 390 x 844: every move of the line is
// shown (a long list folds under a count, never cut), a new turn opens at the turn's panel
// however far the last one was scrolled, and the end of a game is brought into view.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, startGame, startScorePad, addPoints, unfold } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const text = (page, id) => page.getByTestId(id).textContent();

/** Where `selector` is against the sticky top and the action bar, and the page's scroll. */
const where = (page, selector) =>
  page.evaluate((sel) => {
    const e = document.querySelector(sel);
    const r = e.getBoundingClientRect();
    const top = document.querySelector(".game-top").getBoundingClientRect().bottom;
    const bar = document.querySelector(".action-bar").getBoundingClientRect().top;
    return { top: r.top, bottom: r.bottom, under: top, bar, scrolled: window.scrollY };
  }, selector);

/** Waits until `selector` shows between the sticky top and the action bar. */
async function inView(page, selector, what) {
  let at;
  for (let i = 0; i < 40; i++) {
    at = await where(page, selector);
    if (at.top >= at.under - 1 && at.bottom <= at.bar + 1) return at;
    await page.waitForTimeout(50);
  }
  throw new Error(`${what} is not in view: y ${Math.round(at.top)}–${Math.round(at.bottom)}, ` +
    `between ${Math.round(at.under)} and ${Math.round(at.bar)}, scrolled ${at.scrolled}`);
}

/** The line above Undo: nothing cut, every shown move on the screen, Undo on the screen. */
async function lineWhole(page) {
  const line = await page.getByTestId("confirmation").evaluate((e) => ({
    cut: e.scrollHeight > e.clientHeight + 1,
    off: [...e.querySelectorAll("p")]
      .filter((p) => p.offsetParent !== null)
      .filter((p) => p.getBoundingClientRect().bottom > window.innerHeight || p.getBoundingClientRect().top < 0)
      .map((p) => p.textContent),
  }));
  assert.equal(line.cut, false, "the line above Undo is not cut");
  assert.deepEqual(line.off, [], "every move shown is on the screen");
  const undo = await page.getByTestId("undo").boundingBox();
  assert.ok(undo.y >= 0 && undo.y + undo.height <= 844, `Undo on the screen (y ${undo.y})`);
}

test("a city shared by four players: five moves on the line in three lines, none cut, Undo in view", async () => {
  const page = await app.open();
  await startGame(page, "Carcassonne", ["Ana", "Bo", "Cy", "Di"], {
    options: async () => page.getByTestId("opt-king-robber").check(),
  });
  for (let i = 0; i < 4; i++) {
    await page.getByTestId("place-meeple").click();
    await page.getByTestId("end-turn").click();
  }
  // Ana's tile completes a city where each player has a meeple: four markers and the King.
  await unfold(page);
  for (let seat = 0; seat < 4; seat++) await page.getByTestId(`returned-${seat}-plus`).click();
  await page.getByTestId("feature-confirm").click();
  await page.getByTestId("more-moves").waitFor();
  await lineWhole(page);
  assert.equal(await page.getByTestId("more-moves").getAttribute("aria-label"), "4 more moves on the table");
  assert.match(await text(page, "more-moves"), /\+4 more/);
  const shown = await page.locator('[data-testid="table-change"]:visible').allTextContents();
  assert.equal(shown.length, 1, `one move shown, the rest counted: ${shown}`);
  // Three lines at most: what was done, the first move, the count of the others.
  const lines = await page.getByTestId("confirmation").evaluate((e) =>
    Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e.querySelector("p")).lineHeight)));
  assert.ok(lines <= 3, `the line above Undo takes ${lines} lines`);
  // Opened, the fold shows them all, and Undo stays on the screen.
  await page.getByTestId("more-moves").click();
  const all = await page.locator('[data-testid="table-change"]:visible').allTextContents();
  assert.equal(all.length, 5, `${all}`);
  for (const name of ["Ana", "Bo", "Cy", "Di"]) {
    assert.ok(all.some((m) => m.startsWith(`${name}'s marker +`)), `${name}'s marker: ${all}`);
  }
  assert.ok(all.some((m) => /King tile: .* → Ana/.test(m)), `the King: ${all}`);
  await lineWhole(page);
  await page.close();
});

test("a new turn opens at the turn's panel, however far the last one was scrolled", async () => {
  const page = await app.open();
  await startGame(page, "Carcassonne", ["Ana", "Bo"], {
    options: async () => {
      await page.getByTestId("opt-tower").check();
      await page.getByTestId("opt-king-robber").check();
    },
  });
  await page.getByTestId("place-meeple").click();
  // The player looks through every fold, down to the log, then ends the turn.
  await unfold(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  assert.ok(await page.evaluate(() => window.scrollY) > 200, "the page was scrolled down");
  await page.getByTestId("end-turn").evaluate((e) => e.click());
  assert.match(await text(page, "turn"), /Bo/);
  await inView(page, '[data-testid="turn"]', "Bo's turn");
  // Within a turn, a tap does not move the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByTestId("place-meeple").evaluate((e) => e.click());
  await page.getByTestId("confirmation").filter({ hasText: "Meeple" }).waitFor();
  await page.waitForTimeout(100);
  assert.ok(await page.evaluate(() => window.scrollY) > 200, "the same turn keeps its scroll");
  await page.close();
});

test("a finished score pad shows its winner and no empty round", async () => {
  const page = await app.open();
  await startScorePad(page, ["Ana", "Bình", "Chen"], { rounds: true });
  await addPoints(page, 0, 12);
  await addPoints(page, 1, 5);
  await addPoints(page, 2, 7);
  await page.getByTestId("next-round").click();
  await page.getByTestId("rounds-open").click();
  await unfold(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  assert.match(await text(page, "winner"), /Ana wins!/);
  await inView(page, '[data-testid="winner"]', "the winner");
  assert.equal(await page.locator('[data-testid="rounds"] tbody tr').count(), 1, "one round, no empty one after it");
  await page.close();
});
