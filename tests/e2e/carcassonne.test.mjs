// Carcassonne in a real browser: a two-player game with The Tower and Count, King & Robber,
// with a capture, a refused then paid ransom, a meeple into Carcassonne that later joins a
// city, the tile count shortened through the UI, the final scoring walk-through and a winner.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, screenshot, scores, smallTargets, startGame, thumb, titleFits, unfold } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

async function startCarcassonne(page, names, { tower = true, count = true, kingRobber = true } = {}) {
  let tiles;
  await startGame(page, "Carcassonne", names, {
    options: async () => {
      if (tower) await page.getByTestId("opt-tower").check();
      if (count) await page.getByTestId("opt-count").check();
      if (kingRobber) await page.getByTestId("opt-king-robber").check();
      await screenshot(page, "carcassonne-options");
      tiles = await page.getByTestId("opt-tiles").textContent();
    },
  });
  // The longest family name with its default name's time: one line in the bar at 390 px.
  await titleFits(page);
  // The turn's head carries one "?" (the turn's), not three in a row.
  assert.equal(await page.locator(".carc-turn .player-head > .help").count(), 1);
  return tiles;
}

const text = (page, id) => page.getByTestId(id).textContent();

/**
 * Enters a scoring: kind (during play), tile and pennant clicks, meeples back per seat. The
 * form and the other folded sections are opened first, as a player looking for them would.
 */
async function scoreFeature(page, { kind, tilesDelta = 0, pennants = 0, returned = [], fromDistrict = [] }) {
  await unfold(page);
  if (kind) await page.getByTestId(`kind-${kind}`).click();
  const step = tilesDelta > 0 ? "tiles-plus" : "tiles-minus";
  for (let i = 0; i < Math.abs(tilesDelta); i++) await page.getByTestId(step).click();
  for (let i = 0; i < pennants; i++) await page.getByTestId("pennants-plus").click();
  for (const [seat, n] of returned.entries()) for (let i = 0; i < n; i++) await page.getByTestId(`returned-${seat}-plus`).click();
  for (const [seat, n] of fromDistrict.entries()) for (let i = 0; i < n; i++) await page.getByTestId(`district-${seat}-plus`).click();
}

test("a short game with The Tower and Count, King & Robber reaches final scoring and a winner", async () => {
  const page = await app.open();
  const tiles = await startCarcassonne(page, ["Ana", "Bo"]);
  assert.match(tiles, /94 tiles in the draw pile/, "71 base + 18 Tower + 5 King & Robber");
  assert.match(await text(page, "tiles-left"), /93 tiles left/, "the first tile is drawn");
  assert.match(await text(page, "turn"), /Ana/);
  assert.match(await text(page, "floors-0"), /Ana: 10 floors left/, "two players get 10 floors each");
  assert.match(await text(page, "count-at"), /Count/);
  assert.match(await page.getByTestId("district-Castle").textContent(), /the Count/, "the Count starts in the castle");
  await screenshot(page, "carcassonne-start");

  // Turn 1 (Ana) and 2 (Bo): a meeple each.
  await page.getByTestId("place-meeple").click();
  assert.equal(await page.getByTestId("place-meeple").isDisabled(), true, "one meeple a turn");
  await page.getByTestId("end-turn").click();
  assert.match(await text(page, "tiles-left"), /92 tiles left/);
  assert.match(await text(page, "turn"), /Bo/);
  await page.getByTestId("place-meeple").click();
  await page.getByTestId("end-turn").click();

  // Turn 3 (Ana): a new tower whose floor captures Bo's meeple.
  await page.getByTestId("new-tower").click();
  assert.match(await text(page, "reach"), /Reach = height 1: 1 tile in each of the four straight lines/);
  // Each capture says what it does and whose meeple.
  assert.equal(await text(page, "capture-feature-1"), "Capture Bo’s meeple in reach");
  await page.getByTestId("capture-feature-1").click();
  await screenshot(page, "carcassonne-capture");
  assert.deepEqual(await smallTargets(page), [], "the capture choices are thumb-sized");
  await page.getByTestId("floor-confirm").click();
  assert.match(await text(page, "tower-0"), /Tower 1: height 1, open/);
  assert.match(await text(page, "prisoners"), /Ana holds 1 meeple of Bo/);
  assert.match(await text(page, "meeples-1"), /1 prisoner held by Ana/);
  assert.match(await text(page, "floors-0"), /Ana: 9 floors left/);
  await page.getByTestId("end-turn").click();

  // Turn 4 (Bo): no points, so no ransom; a meeple and a city of 3 tiles with a pennant.
  // A ransom Bo cannot pay is not offered in the turn; the fold says why.
  assert.equal(await page.getByTestId("ransom-0").count(), 0, "no ransom Bo cannot pay");
  assert.match(await text(page, "ransom-reason"), /costs 3 points; you have 0/);
  await page.getByTestId("place-meeple").click();
  await scoreFeature(page, { pennants: 1, returned: [0, 1] });
  assert.match(await text(page, "breakdown"), /3 city tiles × 2 = 6\s*1 pennant × 2 = 2\s*Worth 8 points/);
  assert.match(await text(page, "score-summary"), /Bo: \+8/);
  await screenshot(page, "carcassonne-city-entry");
  await page.getByTestId("feature-confirm").click();
  assert.deepEqual(await scores(page, 2), [0, 8]);
  assert.match(await text(page, "king"), /King: Bo, city of 3 tiles\. To take it: a city of 4 or more/);
  await page.getByTestId("end-turn").click();

  // Turn 5 (Ana): a road of 4 tiles takes the Robber; then a meeple.
  await page.getByTestId("place-meeple").click();
  await scoreFeature(page, { kind: "road", tilesDelta: 1, returned: [1, 0] });
  assert.match(await text(page, "breakdown"), /4 road tiles × 1 = 4/);
  await page.getByTestId("feature-confirm").click();
  assert.deepEqual(await scores(page, 2), [4, 8]);
  assert.match(await text(page, "robber"), /Robber: Ana, road of 4 tiles/);
  await page.getByTestId("end-turn").click();

  // Turn 6 (Bo): ransom for 3 points; Bo's tile completes Ana's city of 4: Bo takes the King
  // and may put a meeple into Carcassonne, moving the Count to the market.
  await unfold(page);
  await page.getByTestId("ransom-0").click();
  assert.deepEqual(await scores(page, 2), [7, 5]);
  assert.match(await text(page, "prisoners"), /Nobody holds a prisoner/);
  assert.equal(await page.locator('[data-testid^="ransom-"]').count(), 0, "no ransom button, no reason, once paid");
  assert.equal(await page.getByTestId("enter-city").count(), 0, "no entry before an opponent scores");
  await scoreFeature(page, { kind: "city", tilesDelta: 1, returned: [1, 0] });
  assert.match(await text(page, "breakdown"), /4 city tiles × 2 = 8/);
  await page.getByTestId("feature-confirm").click();
  assert.deepEqual(await scores(page, 2), [15, 5]);
  assert.match(await text(page, "king"), /King: Bo, city of 4 tiles/, "the completer takes the King");
  await page.getByTestId("enter-Castle").click();
  await page.getByTestId("count-to-Market").click();
  await screenshot(page, "carcassonne-enter-city");
  assert.deepEqual(await smallTargets(page), [], "the district choices are thumb-sized");
  await page.getByTestId("enter-confirm").click();
  assert.match(await page.getByTestId("district-Castle").textContent(), /Bo 1/);
  assert.match(await page.getByTestId("district-Market").textContent(), /the Count/);
  await page.getByTestId("place-meeple").click();
  await page.getByTestId("end-turn").click();

  // Turn 7 (Ana): the table counts the pile as empty; Ana's tile completes a city of 2 where
  // Bo's meeple is joined by his meeple from the castle.
  await unfold(page);
  await page.locator("summary", { hasText: "Correct the tile count" }).click();
  await page.getByTestId("tiles-input").fill("0");
  await page.getByTestId("tiles-set").click();
  assert.match(await text(page, "tiles-left"), /Last tile/);
  await scoreFeature(page, { tilesDelta: -1, returned: [0, 1], fromDistrict: [0, 1] });
  // The meeples that join from the castle are named by whose they are.
  assert.equal(await page.locator('.stepper:has([data-testid="district-1"]) .stepper-label').textContent(), "Bo’s meeples from the Castle");
  assert.match(await text(page, "breakdown"), /2 city tiles × 2 = 4/);
  await page.getByTestId("feature-confirm").click();
  assert.deepEqual(await scores(page, 2), [15, 9]);
  assert.match(await page.getByTestId("district-Castle").textContent(), /empty/);
  await page.getByTestId("place-meeple").click();
  await page.getByTestId("end-turn").click();

  // Final scoring: Ana's unfinished city of 3, then on to the bonuses.
  assert.match(await text(page, "final-step"), /Step 1 of 5: unfinished cities/);
  await scoreFeature(page, { returned: [1, 0] });
  assert.match(await text(page, "breakdown"), /3 city tiles × 1 = 3/);
  await screenshot(page, "carcassonne-final-scoring");
  assert.deepEqual(await smallTargets(page), []);
  await page.getByTestId("feature-confirm").click();
  assert.deepEqual(await scores(page, 2), [18, 9]);
  for (let i = 0; i < 4; i++) await page.getByTestId("final-next").click();
  const bonuses = await text(page, "final-bonuses");
  assert.match(bonuses, /Ana: King \+0, Robber \+1/);
  assert.match(bonuses, /Bo: King \+4, Robber \+0/, "3 completed cities and Carcassonne");
  // The end is asked first; a cancel leaves the final scoring open.
  await page.getByTestId("finish-game").click();
  assert.match(await page.getByRole("alertdialog").textContent(), /announce the winner\?/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  assert.equal(await page.getByTestId("winner").count(), 0, "cancelled: no winner yet");
  await page.getByTestId("finish-game").click();
  await page.getByTestId("confirm").click();
  assert.match(await text(page, "winner"), /Ana wins!/);
  assert.deepEqual(await scores(page, 2), [19, 13]);
  // The line names what the King and the Robber brought, and the winner is in view.
  const end = await text(page, "confirmation");
  assert.match(end, /King tile: Bo's marker \+4 \(final bonus\)/);
  assert.match(end, /Robber tile: Ana's marker \+1 \(final bonus\)/);
  for (let i = 0; i < 40; i++) {
    const { top, under } = await page.evaluate(() => ({
      top: document.querySelector('[data-testid="winner"]').getBoundingClientRect().top,
      under: document.querySelector(".game-top").getBoundingClientRect().bottom,
    }));
    if (top >= under - 1) break;
    if (i === 39) throw new Error(`the winner is under the top (y ${top} < ${under})`);
    await page.waitForTimeout(50);
  }
  await screenshot(page, "carcassonne-winner");

  const log = await text(page, "log");
  // Moves that name no player say who made them.
  assert.match(log, /Ana: Floor on a new tower, capturing Bo’s meeple/);
  assert.match(log, /Bo: Ransom of 3 points paid to Ana/);
  assert.match(log, /Meeple into the Castle of Carcassonne; the Count moves to the Market/);
  assert.match(log, /City \(2 city tiles × 2 = 4\): Bo \+4 \(meeples from the Castle\)/);
  assert.match(log, /Tile count set to 0/);
  assert.match(log, /Final scoring closed/);

  await page.getByTestId("undo").click();
  assert.equal(await page.getByTestId("winner").count(), 0, "the end can be undone");
  await page.close();
});

test("refusals say why, the track shows laps, targets are big enough, a reload keeps the game", async () => {
  const page = await app.open();
  await startCarcassonne(page, ["Cy", "Di", "Ed"], { count: false, kingRobber: false });
  assert.match(await text(page, "tiles-left"), /88 tiles left/);
  assert.match(await text(page, "floors-0"), /Cy: 9 floors left/);
  await unfold(page);
  await page.locator("summary", { hasText: "Manual points" }).click();
  await page.getByTestId("adj-minus-0").click();
  assert.match(await text(page, "notice"), /cannot go below 0/);
  await page.getByTestId("adj-input-1").fill("57");
  await page.getByTestId("adj-add-1").click();
  assert.deepEqual(await scores(page, 3), [0, 57, 0]);
  assert.match(await text(page, "lap-1"), /track space 7 \+ 1×50/);
  // A completed city cannot be scored for a player without a meeple on it.
  await page.getByTestId("scorer-0").click();
  await page.getByTestId("feature-confirm").click();
  assert.match(await text(page, "notice"), /must have a meeple on the feature/);
  await page.getByTestId("redraw").click();
  assert.match(await text(page, "tiles-left"), /87 tiles left/);
  assert.deepEqual(await smallTargets(page), []);
  await screenshot(page, "carcassonne-three-players");
  await page.reload();
  await page.getByTestId("undo").waitFor();
  assert.deepEqual(await scores(page, 3), [0, 57, 0], "the game survives a reload");
  assert.match(await text(page, "tiles-left"), /87 tiles left/);
  assert.match(await text(page, "log"), /Unplaceable tile: redrawn/);
  await page.close();
});

test("an ordinary Carcassonne turn with a tower floor is played on one screen", async () => {
  const page = await app.open();
  await startCarcassonne(page, ["Ana", "Bo"]);
  const hand = thumb(page);
  for (const seat of [0, 1]) await hand.seen(`strip-score-${seat}`);

  // Ana: a meeple on her tile, then the next player.
  await hand.tap("place-meeple");
  await hand.seen("confirmation");
  assert.match(await text(page, "confirmation"), /Ana: Meeple placed/);
  await hand.tap("end-turn");
  assert.match(await text(page, "turn"), /Bo/);

  // Bo: a floor on a new tower, capturing Ana's meeple in its reach.
  await hand.tap("new-tower");
  await hand.seen("reach");
  await hand.tap("capture-feature-0");
  await hand.tap("floor-confirm");
  await hand.seen("confirmation");
  assert.match(await text(page, "confirmation"), /Floor on a new tower, capturing Ana’s meeple/);
  assert.match(await text(page, "confirmation"), /Ana's meeple is Bo's prisoner/);
  assert.match(await text(page, "tower-more"), /The Tower · Ana 10 floors, Bo 9 floors; 1 prisoner/);
  await hand.tap("end-turn");

  // Ana: a meeple that completes a city of 3 tiles with a pennant; the meeple comes back.
  await hand.tap("place-meeple");
  await hand.tap("feature-open");
  await hand.tap("pennants-plus");
  await hand.tap("returned-0-plus");
  assert.match(await text(page, "score-summary"), /Ana: \+8/);
  await hand.tap("feature-confirm");
  await hand.seen("confirmation");
  const confirmed = await text(page, "confirmation");
  assert.match(confirmed, /City \(3 city tiles × 2 = 6; 1 pennant × 2 = 2\): Ana \+8/);
  assert.match(confirmed, /Ana's marker \+8/);
  assert.match(confirmed, /King tile: the box → Ana/);
  await hand.seen("strip-score-0");
  assert.equal(await text(page, "strip-score-0"), "8");
  assert.match(await text(page, "strip-badges-0"), /King/);
  assert.equal(await page.getByTestId("feature-entry").isVisible(), false, "the form folds once scored");
  await hand.tap("end-turn");
  assert.match(await text(page, "turn"), /Bo/);
  await hand.seen("strip-score-1");
  await screenshot(page, "carcassonne-ordinary-turn");
  assert.equal(hand.done("Carcassonne turn with a tower floor"), 12);
  await page.close();
});

test("with three players the ransom, a city and the final scoring are played on one screen", async () => {
  const page = await app.open();
  await startCarcassonne(page, ["Ana", "Bo", "Cy"]);
  const hand = thumb(page);
  // Ana a meeple; Bo a floor capturing it; Cy a meeple.
  await hand.tap("place-meeple");
  await hand.tap("end-turn");
  await hand.tap("new-tower");
  await hand.tap("capture-feature-0");
  await hand.tap("floor-confirm");
  await hand.tap("end-turn");
  await hand.tap("place-meeple");
  await hand.tap("end-turn");
  // Ana has no points: no ransom is offered in her turn (the fold says why).
  assert.equal(await page.getByTestId("ransom-1").count(), 0, "a ransom Ana cannot pay is not offered");
  // A city of 3 tiles with a pennant, scored with three players' rows in the form.
  await hand.tap("place-meeple");
  await hand.tap("feature-open");
  await hand.tap("pennants-plus");
  await hand.tap("returned-0-plus");
  assert.equal(await text(page, "feature-confirm"), "Score 8 points");
  await hand.tap("feature-confirm");
  assert.equal(await text(page, "strip-score-0"), "8");
  // Now the ransom applies: offered in the turn, paid, and gone.
  assert.equal(await text(page, "ransom-1"), "Pay 3 points to Bo for your meeple");
  await hand.tap("ransom-1");
  assert.equal(await text(page, "strip-score-0"), "5");
  assert.equal(await page.locator('[data-testid^="ransom-"]').count(), 0, "no ransom left to offer, nothing disabled");
  assert.match(await text(page, "prisoners"), /Nobody holds a prisoner/);
  await hand.tap("end-turn");
  assert.equal(hand.done("Carcassonne, 3 players: ransom and a city"), 15);

  // The last tile: the final scoring, its form, its score and then the next step, no scroll.
  await unfold(page);
  await page.locator("summary", { hasText: "Correct the tile count" }).click();
  await page.getByTestId("tiles-input").fill("0");
  await page.getByTestId("tiles-set").click();
  await page.evaluate(() => document.querySelectorAll("details[open]").forEach((d) => (d.open = false)));
  await page.getByTestId("end-turn").click();
  await page.getByTestId("final-scoring").waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  const last = thumb(page);
  assert.match(await text(page, "final-step"), /Step 1 of 5: unfinished cities/);
  await last.tap("returned-2-plus");
  assert.equal(await text(page, "feature-confirm"), "Score 3 points");
  await last.tap("feature-confirm");
  assert.equal(await text(page, "strip-score-2"), "3");
  const [confirmAt, nextAt] = await Promise.all(
    ["feature-confirm", "final-next"].map((id) => page.getByTestId(id).evaluate((e) => e.getBoundingClientRect().top)),
  );
  assert.ok(nextAt > confirmAt, "the next step comes after the step's form");
  await last.tap("final-next");
  assert.match(await text(page, "final-step"), /Step 2 of 5/);
  assert.equal(last.done("Carcassonne, 3 players: a final scoring step"), 3);
  await screenshot(page, "carcassonne-final-three");
  await page.close();
});

test("after an opponent's city the Count's entry is played on one screen, however far the form was scrolled", async () => {
  const page = await app.open();
  await startCarcassonne(page, ["Ana", "Bo"]);
  const hand = thumb(page);
  // Ana a meeple, Bo a meeple on a city; Ana's tile completes Bo's city.
  await hand.tap("place-meeple");
  await hand.tap("end-turn");
  await hand.tap("place-meeple");
  await hand.tap("end-turn");
  await hand.tap("feature-open");
  // Nobody's meeple back yet: nobody scores, and the button records the city for no points.
  assert.equal(await text(page, "score-summary"), "Nobody scores.");
  assert.equal(await text(page, "feature-confirm"), "Record it, no points");
  await hand.tap("returned-1-plus");
  assert.match(await text(page, "score-summary"), /Bo: \+6/);
  assert.equal(await text(page, "feature-confirm"), "Score 6 points");
  // The player has the form's end in the middle of the screen as they score it.
  await page.getByTestId("feature-confirm").evaluate((e) => e.scrollIntoView({ block: "center", behavior: "instant" }));
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 0, "the page was scrolled to the form");
  await page.getByTestId("feature-confirm").click();
  assert.equal(await text(page, "strip-score-1"), "6");
  // Bo scored: Ana may put a meeple into Carcassonne, and the turn opens on it in view.
  await page.getByTestId("enter-city").waitFor();
  await page.waitForTimeout(100);
  const at = await page.evaluate(() => {
    const r = document.querySelector('[data-testid="enter-Castle"]').getBoundingClientRect();
    const under = document.querySelector(".game-top").getBoundingClientRect().bottom;
    const bar = document.querySelector(".action-bar").getBoundingClientRect().top;
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), under: Math.round(under), bar: Math.round(bar), scrolled: window.scrollY };
  });
  console.log(`the Count's entry after Bo's city (scrolled ${scrolled} before): ${JSON.stringify(at)}`);
  await screenshot(page, "carcassonne-count-entry");
  assert.ok(at.top >= at.under && at.bottom <= at.bar, `the entry at y ${at.top}–${at.bottom} is between ${at.under} and ${at.bar}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  const entry = thumb(page);
  await entry.seen("turn");
  await entry.tap("enter-Castle");
  await entry.tap("count-to-Market");
  await entry.tap("enter-confirm");
  assert.match(await page.getByTestId("district-Castle").textContent(), /Ana 1/);
  await entry.tap("end-turn");
  await page.close();
});

test("the final scoring's rows keep five-letter names whole", async () => {
  const page = await app.open();
  await startCarcassonne(page, ["Marco", "Chloé", "Linh"]);
  await unfold(page);
  await page.locator("summary", { hasText: "Correct the tile count" }).click();
  await page.getByTestId("tiles-input").fill("0");
  await page.getByTestId("tiles-set").click();
  await page.getByTestId("end-turn").click();
  await page.getByTestId("final-scoring").waitFor();
  const names = await page.locator(".carc-entry-name").evaluateAll((els) =>
    els.map((e) => ({ text: e.textContent, cut: e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).textOverflow === "ellipsis" && e.scrollWidth > e.clientWidth })),
  );
  console.log(`the final scoring's names: ${JSON.stringify(names)}`);
  assert.deepEqual(names.map((n) => n.text), ["Marco", "Chloé", "Linh"]);
  assert.deepEqual(names.filter((n) => n.cut), [], "no name cut");
  assert.deepEqual(await smallTargets(page), []);
  await screenshot(page, "carcassonne-final-names");
  await page.close();
});
