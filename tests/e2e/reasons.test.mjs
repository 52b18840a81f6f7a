// Reasons a phone can see (issue 37): an action the rules refuse stays in its place, looks
// unavailable, and a tap says the rules' own reason right under it (no hover title, which
// phones never show). One shared button does it everywhere (`components/rules_button.rs`).
// Also: the typed dice move from the first box to the second, the set-up order shows the
// players' initials, the duel's set-up asks for no ship, and counts of one are singular.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, placeAll, startCatan, startScorePad } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();
const text = async (page, id) => (await page.getByTestId(id).first().textContent()).replace(/\s+/g, " ").trim();

/** Taps a button the rules refuse (it takes the tap: it is only marked unavailable). */
const tapRefused = (page, id) => page.getByTestId(id).click({ force: true });

/** Asserts `id` is marked unavailable and a tap says `why` right under it, then hides it. */
async function saysWhy(page, id, why) {
  const button = page.getByTestId(id);
  assert.equal(await button.getAttribute("aria-disabled"), "true", `${id} is marked unavailable`);
  assert.equal(await button.getAttribute("title"), null, `${id} has no hover title`);
  await tapRefused(page, id);
  const line = page.getByTestId(`${id}-why`);
  assert.match(await line.textContent(), why);
  // Right under the button, within a line's height or two.
  const [b, l] = [await button.boundingBox(), await line.boundingBox()];
  assert.ok(l.y >= b.y + b.height - 1 && l.y - (b.y + b.height) < 40, `${id}'s reason sits under it (${b.y}, ${l.y})`);
  await tapRefused(page, id);
  assert.equal(await line.count(), 0, "a second tap hides it");
}

const duel = (page, names = ["Ana", "Bo"]) => startCatan(page, names, () => page.getByTestId("catan-variant-Duel").click());

test("the duel's coins, the forced trade and the typed dice say why they wait", async () => {
  const page = await app.open();
  await duel(page);
  await placeAll(page, 8);
  // The first die's digit moves the keyboard to the second die.
  await page.getByTestId("catan-die-a").click();
  await page.keyboard.type("3");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "catan-die-b");
  await page.getByTestId("catan-die-b").fill("");
  // Enter with the second die empty: the rules' word on a face.
  await saysWhy(page, "catan-enter-roll", /Each die shows a number from 1 to 6/);
  await page.keyboard.press("Backspace");
  await page.getByTestId("catan-die-b").fill("2");
  await page.getByTestId("catan-enter-roll").click();
  assert.match(await text(page, "catan-dice"), /3.*2/);
  // Below 5 public VP the coins are locked: one button stands for them and says so.
  await saysWhy(page, "catan-coin-group", /only once a player has 5 public victory points/);
  await page.getByTestId("catan-build-City").click();
  await page.getByTestId("catan-coin-exchange").click();
  // Spent: the coin actions do not vanish without a word.
  assert.equal(await page.getByTestId("catan-coin-exchange").count(), 0);
  await saysWhy(page, "catan-coin-group", /only once each turn/);
  await page.getByTestId("catan-end-turn").click();
  // Bo: a forced trade against an empty hand is refused, and says why.
  await page.getByTestId("catan-die-a").fill("4");
  await page.getByTestId("catan-die-b").fill("1");
  await page.getByTestId("catan-enter-roll").click();
  await page.getByTestId("catan-opponent-cards").fill("0");
  await saysWhy(page, "catan-coin-trade", /at least one card in the opponent's hand/);
  await page.close();
});

test("a piece at its limit says so in the plural, and the knight after a card says why", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], async () => {});
  await placeAll(page, 6);
  await page.getByTestId("catan-die-a").fill("2");
  await page.getByTestId("catan-die-b").fill("3");
  await page.getByTestId("catan-enter-roll").click();
  for (const piece of ["Settlement", "Settlement", "City", "City", "City", "City"]) {
    await page.getByTestId(`catan-build-${piece}`).click();
  }
  await saysWhy(page, "catan-build-City", /Each player has only 4 cities in this game/);
  await page.getByTestId("catan-knight").click();
  await page.getByTestId("catan-move-robber").click();
  await saysWhy(page, "catan-knight", /Only one development card can be played each turn/);
  // The reason links to the rule behind it.
  await tapRefused(page, "catan-knight");
  await page.getByTestId("catan-knight-rule").click();
  await page.getByTestId("rule-sheet").waitFor();
  await page.close();
});

test("the set-up order shows the players' initials, and the duel asks for no ship", async () => {
  const page = await app.open();
  await duel(page, ["Linh", "Chloé"]);
  const initials = await page.locator('[data-testid="catan-setup-order"] .swatch').allTextContents();
  assert.deepEqual(initials, ["L", "C", "C", "L", "L", "C", "C", "L"], "the badges' initials, not A and B");
  await page.getByTestId("catan-place-settlement").click();
  assert.equal(await text(page, "catan-phase"), "Linh places a road next to it.");
  assert.equal(await page.getByTestId("catan-place-ship").count(), 0);
  await page.close();
});

test("a count of one is said in the singular", async () => {
  const page = await app.open();
  await duel(page);
  await placeAll(page, 8);
  await page.getByTestId("catan-die-a").fill("2");
  await page.getByTestId("catan-die-b").fill("4");
  await page.getByTestId("catan-enter-roll").click();
  assert.equal(await text(page, "catan-dice-more"), "Dice · 1 roll");
  await page.close();
});

test("the score pad's empty round says why it cannot be closed yet", async () => {
  const page = await app.open();
  await startScorePad(page, ["Ana", "Bo"], { rounds: true });
  await saysWhy(page, "next-round", /Nobody has scored in this round yet/);
  await page.close();
});
