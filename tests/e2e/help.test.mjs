// Contextual help in a real browser at phone size: on every game screen each "?" opens its
// rule in a sheet over the game and closing it leaves the game exactly as it was; the header's
// "Rules" reaches any rule of the game in two taps and back returns to the game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, screenshot, smallTargets, startGame, startScorePad, startCatan, placeAll, typeRoll, unfold, addPoints } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const click = (page, id) => page.getByTestId(id).click();

/** What the game screen shows (the sheet is drawn outside `main`, over it). */
const screenText = (page) => page.locator("main").innerText();

/**
 * Taps every visible "?" on the screen: its sheet opens with its rule and a title, closes,
 * and the game screen is unchanged. Also checks the targets and the layout. Returns the ids.
 */
async function tapEveryHelp(page, stage) {
  // The folded sections count: their "?" is one tap away.
  await unfold(page);
  const helps = page.locator('[data-testid^="help-"]');
  await helps.first().waitFor();
  const before = await screenText(page);
  const ids = [];
  const count = await helps.count();
  for (let i = 0; i < count; i++) {
    const help = helps.nth(i);
    if (!(await help.isVisible())) continue;
    const id = (await help.getAttribute("data-testid")).slice("help-".length);
    await help.click();
    const sheet = page.getByTestId("rule-sheet");
    await sheet.waitFor();
    assert.equal(await sheet.getAttribute("data-rule"), id, `${stage}: the sheet of ${id}`);
    const title = (await sheet.locator("h2").innerText()).trim();
    assert.ok(title.length > 0, `${stage}: ${id} has a title`);
    assert.ok((await help.getAttribute("aria-label")).includes(title), `${stage}: ${id} names its rule`);
    await click(page, "sheet-close");
    await sheet.waitFor({ state: "detached" });
    assert.equal(await screenText(page), before, `${stage}: the game is unchanged after ${id}`);
    ids.push(id);
  }
  assert.ok(ids.length > 0, `${stage}: some help is visible`);
  assert.deepEqual(await smallTargets(page, '[data-testid^="help-"]'), [], `${stage}: "?" targets are 44 px`);
  const nested = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="help-"]')]
      .filter((e) => e.parentElement.closest("button, a, label, summary, select"))
      .map((e) => e.dataset.testid),
  );
  assert.deepEqual(nested, [], `${stage}: no "?" inside another control`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${stage}: no sideways scrolling (overflow ${overflow}px)`);
  await screenshot(page, `help-${stage}`);
  return ids;
}

/** Every id of `expected` was among the helps tapped. */
function includesAll(ids, expected, stage) {
  const missing = expected.filter((id) => !ids.includes(id));
  assert.deepEqual(missing, [], `${stage}: helps tapped ${ids.join(", ")}`);
}

/** Header "Rules": the game's rule list, a rule in one more tap, back to the same game. */
async function rulesInTwoTaps(page, prefix, rule) {
  const before = await screenText(page);
  await click(page, "open-rules");
  const contents = page.getByTestId("contents");
  await contents.first().waitFor();
  assert.equal(await contents.count(), 1, "only this game's rules are listed");
  const links = await contents.locator('[data-testid^="rule-"]').evaluateAll((nodes) => nodes.map((n) => n.dataset.testid));
  assert.ok(links.length > 3, "the game's rule list");
  assert.deepEqual(links.filter((l) => !l.startsWith(`rule-${prefix}-`)), [], `only ${prefix} rules`);
  await click(page, `rule-${rule}`);
  const sheet = page.getByTestId("rule-sheet");
  await sheet.waitFor();
  assert.equal(await sheet.getAttribute("data-rule"), rule);
  assert.ok((await sheet.locator("h2").innerText()).trim().length > 0);
  await click(page, "sheet-close");
  await sheet.waitFor({ state: "detached" });
  await click(page, "back");
  await page.getByTestId("undo").waitFor();
  await unfold(page);
  assert.equal(await screenText(page), before, "back returns to the same game");
}

test("score pad: rounds, target, winner and dice each open their rule", async () => {
  const page = await app.open();
  await startScorePad(page, ["Ana", "Bo"], { rounds: true, target: 50, deck: true });
  await addPoints(page, 0, 5);
  await click(page, "roll");
  const ids = await tapEveryHelp(page, "scorepad");
  includesAll(ids, ["scorepad-scores", "scorepad-rounds", "scorepad-target", "scorepad-winner", "scorepad-dice"], "scorepad");
  assert.deepEqual(await page.getByTestId("score-0").textContent(), "5", "the scores are untouched");
  await rulesInTwoTaps(page, "scorepad", "scorepad-dice");
  await page.close();
});

test("Catan duel: set-up, coins, the robber and the score sheet each open their rule", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo"], () => click(page, "catan-variant-Duel"));
  const setup = await tapEveryHelp(page, "catan-duel-setup");
  includesAll(setup, ["catan-setup-placement", "catan-victory-points", "catan-longest-road", "catan-largest-army", "catan-duel-coin-bank", "catan-duel-coin-unlock"], "catan-duel-setup");
  await rulesInTwoTaps(page, "catan", "catan-duel-coin-bank");

  await placeAll(page, 8);
  // A knight before the roll: the robber panel, with the duel's coin for the one it touches.
  await click(page, "catan-knight");
  await page.getByTestId("catan-robber").waitFor();
  const robber = await tapEveryHelp(page, "catan-duel-robber");
  includesAll(robber, ["catan-robber", "catan-duel-coin-earning", "catan-turn-order", "catan-win-on-own-turn"], "catan-duel-robber");
  await click(page, "catan-move-robber");
  await typeRoll(page, 6, 6);
  const playing = await tapEveryHelp(page, "catan-duel-playing");
  includesAll(
    playing,
    [
      "catan-duel-rules",
      "catan-duel-coin-bank",
      "catan-duel-coin-unlock",
      "catan-duel-coin-price",
      "catan-duel-forced-trade",
      "catan-duel-robber-to-desert",
      "catan-duel-coin-spending",
      "catan-duel-knight-discard",
      "catan-duel-coin-earning",
      "catan-piece-limits",
      "catan-development-cards",
      "catan-dice",
    ],
    "catan-duel-playing",
  );
  await page.close();
});

test("Rivers of Catan: gold, Wealthiest and Poor Settler, bridges each open their rule", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], () => click(page, "catan-variant-Rivers"));
  await placeAll(page, 6, (i) => [
    i === 0 ? "catan-place-settlement-river" : "catan-place-settlement",
    i === 1 ? "catan-place-road-river" : "catan-place-road",
  ]);
  await typeRoll(page, 2, 3);
  const ids = await tapEveryHelp(page, "catan-rivers");
  includesAll(
    ids,
    [
      "catan-rivers-gold-income",
      "catan-rivers-wealthiest-settler",
      "catan-rivers-poor-settler",
      "catan-rivers-bridges",
      "catan-rivers-buy-resource",
      "catan-rivers-gold-trade",
      "catan-rivers-end",
    ],
    "catan-rivers",
  );
  await rulesInTwoTaps(page, "catan", "catan-rivers-poor-settler");
  await page.close();
});

test("Seafarers, The Pirate Islands: set-up, fleet, attacks, fortress each open their rule", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], async () => {
    await click(page, "catan-variant-Seafarers");
    await click(page, "catan-scenario-7");
  });
  const setup = await tapEveryHelp(page, "catan-pirates-setup");
  includesAll(setup, ["catan-pirates-no-robber", "catan-seafarers-setup", "catan-pirates-fortress", "catan-pirates-win"], "catan-pirates-setup");
  await placeAll(page, 6, () => ["catan-place-settlement", "catan-place-ship"]);
  await typeRoll(page, 4, 1);
  await page.getByTestId("catan-stop-0").check();
  await click(page, "catan-stop-save");
  const playing = await tapEveryHelp(page, "catan-pirates-playing");
  includesAll(playing, ["catan-pirates-fleet", "catan-pirates-attack", "catan-pirates-warships", "catan-seafarers-setup"], "catan-pirates-playing");
  await rulesInTwoTaps(page, "catan", "catan-pirates-fleet");
  await page.close();
});

test("Jamaica with the Ghost Ship: race, ghost, moves, fees and combat each open their rule", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Ana", "Bo"], { ready: "jamaica-board" });
  const start = await tapEveryHelp(page, "jamaica-start");
  includesAll(
    start,
    ["jamaica-round", "jamaica-action-dice", "jamaica-track", "jamaica-scoring", "jamaica-lairs", "jamaica-ghost", "jamaica-ghost-spoils", "jamaica-ghost-cannon"],
    "jamaica-start",
  );
  await rulesInTwoTaps(page, "jamaica", "jamaica-ghost-direction");

  // Round 1, as in jamaica.test.mjs: day 3, night 1.
  await click(page, "day-3");
  await click(page, "night-1");
  await click(page, "dice-ok");
  await page.getByTestId("step-card").waitFor();
  includesAll(await tapEveryHelp(page, "jamaica-card"), ["jamaica-move", "jamaica-loading", "jamaica-action-dice"], "jamaica-card");
  await click(page, "move-forward-0");
  await click(page, "fee-short");
  includesAll(await tapEveryHelp(page, "jamaica-fee"), ["jamaica-fees", "jamaica-shortage"], "jamaica-fee");
  await click(page, "fee-paid");
  await click(page, "move-forward-0");
  await click(page, "move-forward-0");
  await click(page, "fee-paid");
  await click(page, "load-food");
  await page.getByTestId("ghost-direction").waitFor();
  includesAll(await tapEveryHelp(page, "jamaica-ghost-move"), ["jamaica-ghost-direction"], "jamaica-ghost-move");
  await click(page, "ghost-forward-0");
  await page.getByTestId("step-fight").waitFor();
  includesAll(await tapEveryHelp(page, "jamaica-fight"), ["jamaica-combat", "jamaica-ghost-combat", "jamaica-combat-die"], "jamaica-fight");
  await click(page, "atk-face-4");
  await click(page, "def-face-8");
  await click(page, "fight-go");
  await page.getByTestId("step-spoils").waitFor();
  includesAll(await tapEveryHelp(page, "jamaica-spoils"), ["jamaica-ghost-spoils"], "jamaica-spoils");
  await page.close();
});

/** Carcassonne with The Tower, the Count and King & Robber. */
async function startCarcassonne(page, names) {
  await startGame(page, "Carcassonne", names, {
    options: async () => {
      await page.getByTestId("opt-tower").check();
      await page.getByTestId("opt-count").check();
      await page.getByTestId("opt-king-robber").check();
    },
  });
}

test("Carcassonne with The Tower and Count, King & Robber: every part opens its rule", async () => {
  const page = await app.open();
  await startCarcassonne(page, ["Ana", "Bo"]);
  const start = await tapEveryHelp(page, "carcassonne-start");
  includesAll(
    start,
    [
      "carcassonne-turn",
      "carcassonne-tiles",
      "carcassonne-turn-choice",
      "carcassonne-players",
      "carcassonne-manual-points",
      "carcassonne-meeple-supply",
      "carcassonne-tower-foundations",
      "carcassonne-tower-floors",
      "carcassonne-tower-capture",
      "carcassonne-tower-exchange",
      "carcassonne-king-robber",
      "carcassonne-count-districts",
      "carcassonne-count-guard",
      "carcassonne-count-entry",
      "carcassonne-scoring-values",
      "carcassonne-scoring-meeples",
    ],
    "carcassonne-start",
  );
  await rulesInTwoTaps(page, "carcassonne", "carcassonne-tower-ransom");

  // Ana: a tower floor; its capture choice shows the reach.
  await click(page, "new-tower");
  includesAll(await tapEveryHelp(page, "carcassonne-capture"), ["carcassonne-tower-capture", "carcassonne-tower-reach"], "carcassonne-capture");
  await click(page, "capture-none");
  await click(page, "floor-confirm");
  includesAll(await tapEveryHelp(page, "carcassonne-tower"), ["carcassonne-tower-closed"], "carcassonne-tower");
  await click(page, "end-turn");

  // Bo places a meeple; Ana's next tile completes his city: he scores and she does not, so
  // she may put a meeple into the city of Carcassonne and move the Count.
  await click(page, "place-meeple");
  await click(page, "end-turn");
  await unfold(page);
  await page.getByTestId("returned-1-plus").click();
  await click(page, "feature-confirm");
  await page.getByTestId("enter-city").waitFor();
  includesAll(await tapEveryHelp(page, "carcassonne-enter"), ["carcassonne-count-entry", "carcassonne-count-move"], "carcassonne-enter");

  // The pile is empty: the last tile, then the final scoring and its bonuses.
  await unfold(page);
  await page.locator("summary", { hasText: "Correct the tile count" }).click();
  await page.getByTestId("tiles-input").fill("0");
  await click(page, "tiles-set");
  includesAll(await tapEveryHelp(page, "carcassonne-last-tile"), ["carcassonne-end"], "carcassonne-last-tile");
  await click(page, "end-turn");
  await page.getByTestId("final-scoring").waitFor();
  includesAll(await tapEveryHelp(page, "carcassonne-final"), ["carcassonne-final-scoring", "carcassonne-scoring-timing"], "carcassonne-final");
  for (let i = 0; i < 4; i++) await click(page, "final-next");
  includesAll(await tapEveryHelp(page, "carcassonne-bonuses"), ["carcassonne-king-robber"], "carcassonne-bonuses");
  await page.close();
});
