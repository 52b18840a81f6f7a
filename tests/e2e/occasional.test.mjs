// The occasional actions of a turn, played with the thumb at 390 x 844 (issue 37): a 7 in each
// Catan variant, the line above Undo after a gift of gold, the duel's trailing player with
// every coin action, Cloth for Catan's connection, the score pad with its table of rounds
// open. Every control each walk uses must be on the screen as it opens, between the sticky top
// and the action bar and not covered (`thumb()`); an action the rules refuse says why on a tap.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, placeAll, screenshot, startCatan, startScorePad, addPoints, thumb } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();
const text = async (page, id) => (await page.getByTestId(id).first().textContent()).replace(/\s+/g, " ").trim();

/** The table's dice typed under `thumb()`: one tap a die and one for Enter. */
async function thumbRoll(hand, a, b) {
  await hand.fill("catan-die-a", a);
  await hand.fill("catan-die-b", b);
  await hand.tap("catan-enter-roll");
}

const duel = (page) => startCatan(page, ["Linh", "Chloé"], () => page.getByTestId("catan-variant-Duel").click());
const rivers = (page) => startCatan(page, ["Linh", "Chloé", "Marco"], () => page.getByTestId("catan-variant-Rivers").click());

test("a 7 in the duel: the robber's move and the rest of the turn in view", async () => {
  const page = await app.open();
  await duel(page);
  await placeAll(page, 8);
  const hand = thumb(page);
  await thumbRoll(hand, 3, 4);
  await hand.seen("catan-robber-cause");
  await hand.tap("catan-hit-1");
  await hand.tap("catan-move-robber");
  assert.match(await text(page, "confirmation"), /Robber moved/);
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Turn 2 · Chloé/);
  assert.equal(hand.done("Catan duel: a 7"), 6);
  await page.close();
});

test("a 7 in Rivers of Catan: the robber's move in view", async () => {
  const page = await app.open();
  await rivers(page);
  await placeAll(page, 6);
  const hand = thumb(page);
  await thumbRoll(hand, 3, 4);
  await hand.tap("catan-hit-1");
  await hand.tap("catan-move-robber");
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Chloé/);
  assert.equal(hand.done("Rivers of Catan: a 7"), 6);
  await page.close();
});

test("a 7 with four Seafarers players: the robber's move and the pirate's in view", async () => {
  const page = await app.open();
  await startCatan(page, ["Linh", "Chloé", "Marco", "Ana"], async () => {
    await page.getByTestId("catan-variant-Seafarers").click();
    await page.getByTestId("catan-scenario-4").click();
  });
  await placeAll(page, 8, () => ["catan-place-settlement", "catan-place-ship"]);
  const hand = thumb(page);
  await thumbRoll(hand, 3, 4);
  for (const seat of [1, 2, 3]) await hand.seen(`catan-hit-${seat}`);
  await hand.seen("catan-robber-desert");
  await hand.seen("catan-move-robber");
  await screenshot(page, "catan-seafarers-seven");
  await hand.tap("catan-move-pirate");
  assert.match(await text(page, "confirmation"), /[Pp]irate/);
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Chloé/);
  assert.equal(hand.done("Seafarers, four players: a 7 moves the pirate"), 5);
  await page.close();
});

test("after a gift of gold the line above Undo shows the payment first and covers no action", async () => {
  const page = await app.open();
  await rivers(page);
  await placeAll(page, 6, (i) => [i === 0 ? "catan-place-settlement-river" : "catan-place-settlement", "catan-place-road"]);
  const hand = thumb(page);
  await thumbRoll(hand, 2, 4);
  await hand.tap("catan-gold-turn");
  await hand.fill("catan-gold-amount", 1);
  await hand.tap("catan-give-1");
  // The gift moves the gold, the Wealthiest Settler and a Poor Settler card: the gold first.
  const shown = await page.locator('[data-testid="table-change"]:visible').allTextContents();
  assert.equal(shown[0], "Linh → Chloé: 1 gold", `the payment is read first: ${shown}`);
  await hand.seen("table-change");
  // The others wait behind a button beside Undo: the line is two lines, never more.
  assert.equal(shown.length, 1, `one move on the line, the others a tap away: ${shown}`);
  await hand.seen("more-moves");
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Chloé/);
  assert.equal(hand.done("Rivers of Catan: a gift of gold"), 7);
  await page.close();
});

test("the duel's trailing player sees every coin action and the end of the turn", async () => {
  const page = await app.open();
  await duel(page);
  await placeAll(page, 8);
  // Linh leads with a city; Chloé plays a knight (the robber leaves the desert), then rolls.
  await page.getByTestId("catan-enter-roll").waitFor();
  await page.getByTestId("catan-die-a").fill("1");
  await page.getByTestId("catan-die-b").fill("2");
  await page.getByTestId("catan-enter-roll").click();
  await page.getByTestId("catan-build-City").click();
  await page.getByTestId("catan-end-turn").click();
  await page.getByTestId("catan-knight").click();
  await page.getByTestId("catan-move-robber").click();
  const hand = thumb(page);
  await thumbRoll(hand, 3, 5);
  for (const id of ["catan-coin-trade", "catan-opponent-cards", "catan-coin-desert", "catan-coin-exchange", "catan-discard-knight"]) {
    await hand.seen(id);
  }
  await hand.seen("catan-end-turn");
  assert.equal(await text(page, "catan-coin-desert"), "Robber to the desert · 1 coin");
  await screenshot(page, "catan-duel-trailing-coins");
  await hand.tap("catan-coin-desert");
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Turn 3 · Linh/);
  assert.equal(hand.done("Catan duel: the trailing player's coins"), 5);
  await page.close();
});

test("Cloth for Catan: a route that reaches a village is connected from the turn", async () => {
  const page = await app.open();
  await startCatan(page, ["Linh", "Chloé", "Marco"], async () => {
    await page.getByTestId("catan-variant-Seafarers").click();
    await page.getByTestId("catan-scenario-6").click();
  });
  await placeAll(page, 9, () => ["catan-place-settlement", "catan-place-ship"]);
  const hand = thumb(page);
  await thumbRoll(hand, 1, 1);
  await hand.tap("catan-connect");
  assert.match(await text(page, "confirmation"), /Route reaches village 3/);
  assert.match(await text(page, "catan-village-0"), /Village 3: 4 cloth/);
  await hand.tap("catan-end-turn");
  assert.equal(hand.done("Cloth for Catan: a village connected"), 5);
  await page.close();
});

test("the score pad with its table of rounds open keeps Finish the game in view", async () => {
  const page = await app.open();
  await startScorePad(page, ["Marco", "Linh", "Chloé"], { rounds: true });
  for (const [seat, points] of [[0, 5], [1, 9], [2, 2]]) await addPoints(page, seat, points);
  await page.getByTestId("next-round").click();
  const hand = thumb(page);
  await hand.tap("rounds-open");
  await hand.seen("rounds");
  await hand.tap("finish");
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  assert.equal(hand.done("Score pad: finished with the rounds open"), 2);
  await page.close();
});
