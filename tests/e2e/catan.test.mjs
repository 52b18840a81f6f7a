// Catan in a real browser at phone size: a duel through coin spending to a win at 15, a
// Rivers game where Poor and Wealthiest Settler change hands, a Pirate Islands attack.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  appForFile, screenshot, smallTargets, startCatan, placeAll, typeRoll, thumb, titleFits, unfold, stored, storedWhen, storeReady,
} from "./harness.mjs";

/** The table's dice typed under `thumb()`: one tap a die and one for Enter, as `typeRoll`. */
async function thumbRoll(hand, a, b) {
  await hand.fill("catan-die-a", a);
  await hand.fill("catan-die-b", b);
  await hand.tap("catan-enter-roll");
}

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const text = async (page, id) => (await page.getByTestId(id).textContent()).replace(/\s+/g, " ").trim();
// The older walk-throughs tap folded controls too: they unfold them first, as a player would.
const click = async (page, id) => {
  await unfold(page);
  await page.getByTestId(id).click();
};

const vp = async (page, i) => Number(await text(page, `catan-vp-${i}`));

test("choosing the duel leaves two seats, and Start takes them, the store gaining that game alone", async () => {
  const page = await app.open();
  await storeReady(page);
  const before = Object.keys((await stored(page)).games);
  await click(page, "new-game");
  await click(page, "kind-Catan");
  await click(page, "catan-variant-Duel");
  await click(page, "next");
  assert.equal(await page.locator('[data-testid^="player-name-"]').count(), 2, "the duel is for two");
  assert.equal(await page.getByTestId("add-player").count(), 0, "and no more");
  await page.getByTestId("player-name-0").fill("Ana");
  await page.getByTestId("player-name-1").fill("Bo");
  // The seats' step runs the Start's own work once the page is idle (rehearse_start), so that
  // the Start finds it compiled: it writes nothing, and the Start is the game's only write.
  for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  assert.deepEqual(Object.keys((await stored(page)).games), before, "nothing stored before the Start");
  await click(page, "start");
  await page.getByTestId("undo").waitFor();
  const after = await storedWhen(page, (s) => Object.keys(s.games).length > before.length, "the started game");
  const added = Object.keys(after.games).filter((id) => !before.includes(id));
  assert.equal(added.length, 1, "one game more");
  assert.doesNotMatch(JSON.stringify(after), /rehearsal/, "nothing of the rehearsal");
  assert.match(JSON.stringify(after.games[added[0]].head), /Ana/, "the duel as started");
});

test("a duel: guided set-up, coins spent and earned, a win at 15", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo"], async () => {
    await click(page, "catan-variant-Duel");
    assert.equal(await text(page, "catan-target"), "15");
    assert.equal(await page.getByTestId("catan-dice-Deck").getAttribute("aria-checked"), "true", "deck by default");
    await screenshot(page, "catan-duel-options");
  });
  // A B B A A B B A, by the players' badges (initial and colour), the first step marked now.
  const steps = await page.locator('[data-testid="catan-setup-order"] .setup-step').evaluateAll((s) =>
    s.map((e) => e.querySelector(".swatch").textContent + (e.getAttribute("aria-current") === "step" ? "*" : "")));
  assert.deepEqual(steps, ["A*", "B", "B", "A", "A", "B", "B", "A"]);
  await screenshot(page, "catan-duel-setup");
  await placeAll(page, 8);
  assert.match(await text(page, "catan-turn"), /Turn 1 · Ana/);
  assert.deepEqual([await vp(page, 0), await vp(page, 1)], [4, 4], "4 settlements each in the duel set-up");
  assert.match(await text(page, "catan-bank"), /Bank 14 \+ Ana 3 \+ Bo 3 = 20/);
  assert.match(await text(page, "catan-unlock"), /Locked/);

  // Turn 1, Ana: typed dice, a city: 5 public VP unlocks the coins; she leads, so pays 2.
  await typeRoll(page, 1, 2);
  assert.match(await text(page, "catan-dice"), /12= 3/, "dice 1 and 2");
  await click(page, "catan-build-City");
  assert.equal(await vp(page, 0), 5);
  assert.match(await text(page, "catan-unlock"), /Unlocked/);
  assert.match(await text(page, "catan-price"), /Price for Ana: 2 coins/);
  await click(page, "catan-coin-exchange");
  assert.match(await text(page, "catan-bank"), /Bank 16 \+ Ana 1 \+ Bo 3 = 20/);
  assert.equal(await page.getByTestId("catan-coin-desert").count(), 0, "once per turn");
  assert.match(await text(page, "catan-coin-why"), /only once each turn/);
  await screenshot(page, "catan-duel-coins");
  await click(page, "catan-end-turn");

  // Turn 2, Bo: a knight before the roll; the robber touches Ana, who earns a coin.
  await click(page, "catan-knight");
  await page.getByTestId("catan-hit-0").check();
  await screenshot(page, "catan-duel-robber");
  await click(page, "catan-move-robber");
  assert.match(await text(page, "catan-bank"), /Bank 15 \+ Ana 2 \+ Bo 3 = 20/);
  await click(page, "catan-discard-knight");
  assert.match(await text(page, "catan-bank"), /Bank 13 \+ Ana 2 \+ Bo 5 = 20/);
  // The line above Undo says what to do with the coins.
  assert.match(await text(page, "confirmation"), /Bank → Bo: 2 coins/);
  await click(page, "undo");
  assert.match(await text(page, "confirmation"), /Undone: .*Bo → Bank: 2 coins/);
  await click(page, "redo");
  assert.match(await text(page, "confirmation"), /Redone: .*Bank → Bo: 2 coins/);
  await typeRoll(page, 3, 5);
  assert.match(await text(page, "catan-price"), /Price for Bo: 1 coin/);
  await unfold(page);
  await page.getByTestId("catan-opponent-cards").fill("0");
  assert.ok(await page.getByTestId("catan-coin-trade").isDisabled(), "no forced trade against an empty hand");
  await page.getByTestId("catan-opponent-cards").fill("3");
  await click(page, "catan-coin-trade");
  assert.match(await text(page, "catan-bank"), /Bank 14 \+ Ana 2 \+ Bo 4 = 20/);
  await click(page, "catan-end-turn");

  // Turn 3, Ana: the table's dice show 1 and 2 again, as real dice may: taken as they fell
  // (the deck deals only the app's rolls); then build up to 15.
  await typeRoll(page, 1, 2);
  assert.equal(await page.getByTestId("notice").count(), 0, "a repeat of real dice is no refusal");
  assert.match(await text(page, "catan-dice"), /12= 3/);
  for (const piece of ["City", "City", "City", "Settlement", "City", "Settlement", "Settlement"]) {
    await click(page, `catan-build-${piece}`);
  }
  assert.equal(await vp(page, 0), 12, "5 cities and 2 settlements");
  assert.ok(await page.getByTestId("catan-build-City").isDisabled(), "all 5 cities are on the board");
  for (let i = 0; i < 3; i++) await click(page, "catan-build-Road");
  for (let i = 0; i < 7; i++) await click(page, "catan-road-plus-0");
  assert.equal(await text(page, "catan-road-0"), "7");
  assert.match(await text(page, "catan-holders"), /Longest Road: Ana/);
  assert.equal(await vp(page, 0), 14);
  assert.equal(await page.getByTestId("winner").count(), 0);
  await click(page, "catan-vp-card");
  // The hidden card wins: the finished game turns it up and counts every point, in the
  // sheet and the strip as in the records the history keeps.
  assert.match(await text(page, "winner"), /Ana wins!/);
  assert.equal(await vp(page, 0), 15, "the hidden card counts once the game is won");
  assert.equal(await text(page, "strip-score-0"), "15");
  assert.match(await text(page, "catan-total-0"), /Total 15 \(1 hidden\)/);
  assert.match(await text(page, "log"), /Coins paid: forced trade/);
  // After the win the board stays readable but offers no moves.
  for (const id of ["catan-turn", "catan-end-turn", "catan-build-Road", "catan-roll", "catan-road-plus-0", "catan-coin-trade"]) {
    assert.equal(await page.getByTestId(id).count(), 0, `no ${id} once the game is won`);
  }
  assert.equal(await text(page, "catan-road-0"), "7", "the road length stays in view");
  await screenshot(page, "catan-duel-win");
  await click(page, "undo");
  assert.equal(await page.getByTestId("winner").count(), 0);
  assert.equal(await page.getByTestId("catan-end-turn").count(), 1, "an undo reopens the game and its moves");
  await page.close();
});

test("Rivers of Catan: Poor and Wealthiest Settler change hands with the gold", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], async () => {
    await click(page, "catan-variant-Rivers");
    await screenshot(page, "catan-rivers-options");
  });
  // Set-up: Ana settles on the river, Bo builds a road along it.
  await placeAll(page, 6, (i) => [
    i === 0 ? "catan-place-settlement-river" : "catan-place-settlement",
    i === 1 ? "catan-place-road-river" : "catan-place-road",
  ]);
  assert.match(await text(page, "catan-supply"), /Supply 38 of 40/);
  assert.equal(await page.getByTestId("catan-badge-poor-2").count(), 1, "Cy has the fewest gold");
  assert.equal(await page.getByTestId("catan-badge-wealthiest-0").count(), 0, "a tie for the most: nobody");
  assert.equal(await vp(page, 2), 0, "2 settlements − 2");

  await typeRoll(page, 3, 4);
  await page.getByTestId("catan-hit-1").check();
  await click(page, "catan-move-robber");
  await page.getByTestId("catan-on-river").check();
  await click(page, "catan-build-Road");
  assert.match(await text(page, "catan-badge-wealthiest-0"), /alone with the most gold \(2\)/);
  assert.equal(await vp(page, 0), 3);

  await unfold(page);
  await page.getByTestId("catan-gold-amount").fill("1");
  await click(page, "catan-give-2");
  for (const p of [0, 1, 2]) {
    assert.equal(await page.getByTestId(`catan-badge-poor-${p}`).count(), 1, "a full tie: everyone is poor");
  }
  assert.equal(await page.getByTestId("catan-badge-wealthiest-0").count(), 0);
  await screenshot(page, "catan-rivers-tie");

  await click(page, "catan-build-Bridge");
  assert.match(await text(page, "catan-badge-wealthiest-0"), /\(4\)/);
  assert.equal(await page.getByTestId("catan-badge-poor-0").count(), 0);
  assert.equal(await page.getByTestId("catan-badge-poor-1").count(), 1);

  // The count on the button is the rules' own (`rivers::buys_left`).
  assert.match(await text(page, "catan-buy-gold"), /2 left/);
  await click(page, "catan-buy-gold");
  assert.match(await text(page, "catan-buy-gold"), /1 left/);
  await click(page, "catan-buy-gold");
  assert.match(await text(page, "catan-buy-gold"), /0 left/);
  assert.ok(await page.getByTestId("catan-buy-gold").isDisabled(), "twice per turn at most");
  // Ana's last gold spent: the gold to the bank first, then Bo's Poor Settler card passes to
  // her in one step and Cy's goes back (beside Undo, "+2 more" unfolds them).
  assert.match(await text(page, "confirmation"), /Ana → Bank: 2 gold$/);
  await click(page, "more-moves");
  const table = await text(page, "confirmation");
  assert.match(table, /Poor Settler card: Bo → Ana/);
  assert.match(table, /Cy hands back a Poor Settler card/);
  assert.doesNotMatch(table, /Bo hands back/);
  assert.match(await text(page, "catan-badge-poor-0"), /fewest gold \(0\)/);
  assert.doesNotMatch(await text(page, "catan-badge-poor-0"), /tied/, "Ana is alone at the fewest");
  assert.equal(await page.getByTestId("catan-badge-poor-1").count(), 0);
  assert.equal(await page.getByTestId("catan-badge-wealthiest-1").count(), 0, "Bo and Cy tie for the most");
  assert.match(await text(page, "catan-supply"), /Supply 38 of 40/);
  await screenshot(page, "catan-rivers");
  await page.close();
});

test("The Pirate Islands: the fleet sails by the lower die and attacks who is next to it", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], async () => {
    await click(page, "catan-variant-Seafarers");
    await click(page, "catan-scenario-7");
    await screenshot(page, "catan-pirates-options");
  });
  await screenshot(page, "catan-pirates-setup");
  await placeAll(page, 6, () => ["catan-place-settlement", "catan-place-ship"]);
  assert.match(await text(page, "catan-fleet-at"), /hex 1 of 12/);

  // A knight arms a warship; then a 1 and a 4: the fleet sails 1 hex.
  await click(page, "catan-knight");
  await typeRoll(page, 4, 1);
  assert.match(await text(page, "catan-fleet-at"), /hex 2 of 12/);
  assert.equal(await page.getByTestId("catan-stop-entry").count(), 1, "asks who is next to the new hex");
  await page.getByTestId("catan-stop-0").check();
  await page.getByTestId("catan-stop-1").check();
  await click(page, "catan-stop-save");
  const attacks = await page.getByTestId("catan-attack").allTextContents();
  assert.equal(attacks.length, 2);
  assert.match(attacks[0], /Ana: 1 warships against pirates 1, a tie/);
  assert.match(attacks[1], /Bo: pirates 1 beat 0 warships, lose 1 card/);
  await screenshot(page, "catan-pirates-attack");

  // The answer is remembered and can be corrected.
  await click(page, "catan-edit-stop");
  await page.getByTestId("catan-stop-1").nth(0).uncheck();
  await page.getByTestId("catan-stop-save").click();
  assert.equal((await page.getByTestId("catan-attack").allTextContents()).length, 1);

  // Fortress: the route reaches it; a tie with the die costs the ship next to it.
  await unfold(page);
  await page.getByTestId("catan-reach-fortress").check();
  await page.getByTestId("catan-fortress-die").fill("1");
  await click(page, "catan-fortress-attack");
  assert.match(await text(page, "catan-fortress-0"), /1 warships of 2 ships/, "3 ships, one lost");
  assert.match(await text(page, "catan-fortress-0"), /3 of 3 chits/);
  assert.equal(await page.getByTestId("catan-reach-fortress").isChecked(), false);
  // Three players hold no victory point cards: the rules leave nothing to turn into a warship.
  assert.equal(await page.getByTestId("catan-warship-vp").count(), 0);
  await click(page, "catan-end-turn");

  // Bo's roll takes the fleet on to a hex nobody was asked about yet.
  await typeRoll(page, 3, 6);
  assert.match(await text(page, "catan-fleet-at"), /hex 5 of 12/);
  await click(page, "catan-stop-save");
  assert.match(await text(page, "catan-attack"), /no attack/);
  assert.match(await text(page, "log"), /Next to fleet hex 5: nobody/);
  await screenshot(page, "catan-pirates");
  await page.close();
});

test("an ordinary duel turn is played on one screen: the dice, a build, the road, the end", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo"], () => click(page, "catan-variant-Duel"));
  await placeAll(page, 8);
  await titleFits(page);
  const hand = thumb(page);
  for (const seat of [0, 1]) await hand.seen(`strip-score-${seat}`);
  // The table's dice, typed: two fields and Enter.
  await thumbRoll(hand, 2, 4);
  await hand.tap("catan-build-Road");
  await hand.tap("catan-turn-road-plus");
  assert.equal(await text(page, "catan-turn-road"), "1");
  await hand.seen("confirmation");
  assert.match(await text(page, "confirmation"), /Ana's longest road: 1/);
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Turn 2 · Bo/);
  await hand.seen("strip-score-1");
  assert.equal(hand.done("Catan duel"), 6);
  // Coins are one tap away, with the bank on the folded line.
  assert.match(await text(page, "catan-coins-more"), /Bank 14 \+ Ana 3 \+ Bo 3 = 20/);
  await screenshot(page, "catan-duel-turn");
  await page.close();
});

test("the duel's coins are spent from the turn's panel, each action with its price, only when it applies", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo"], () => click(page, "catan-variant-Duel"));
  await placeAll(page, 8);
  const hand = thumb(page);
  assert.equal(await page.getByTestId("catan-coin-turn").count(), 0, "nothing to spend before the roll");
  await thumbRoll(hand, 1, 2);
  assert.equal(await page.getByTestId("catan-coin-turn").count(), 0, "locked below 5 public VP");
  // A city: 5 public VP unlock the coins; Ana leads, so each action costs her 2.
  await hand.tap("catan-build-City");
  assert.equal(await text(page, "catan-coin-exchange"), "2 for 1 from the bank · 2 coins");
  // The robber starts on the desert: "Robber to the desert" does not apply.
  assert.equal(await page.getByTestId("catan-coin-desert").count(), 0, "the robber is on the desert already");
  assert.equal(await text(page, "catan-coin-trade"), "Forced trade · 2 coins");
  assert.equal(await page.getByTestId("catan-discard-knight").count(), 0, "no played knight to discard");
  await hand.tap("catan-coin-exchange");
  assert.match(await text(page, "catan-coins-more"), /Bank 16 \+ Ana 1 \+ Bo 3 = 20/);
  assert.equal(await page.getByTestId("catan-coin-turn").count(), 0, "coins are spent once a turn");
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Turn 2 · Bo/);
  // Bo trails: 1 coin. The forced trade takes the opponent's hand as the table counts it.
  await thumbRoll(hand, 3, 5);
  assert.equal(await text(page, "catan-coin-trade"), "Forced trade · 1 coin");
  await hand.fill("catan-opponent-cards", 0);
  assert.ok(await page.getByTestId("catan-coin-trade").isDisabled(), "no forced trade against an empty hand");
  await hand.fill("catan-opponent-cards", 3);
  await hand.tap("catan-coin-trade");
  assert.match(await text(page, "catan-coins-more"), /Bank 17 \+ Ana 1 \+ Bo 2 = 20/);
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Turn 3 · Ana/);
  assert.equal(hand.done("Catan duel: coins spent"), 13);
  await screenshot(page, "catan-duel-coins-turn");
  await page.close();
});

test("Rivers: each player's gold is on the turn's panel, and gold in a trade is given from it", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], () => click(page, "catan-variant-Rivers"));
  await placeAll(page, 6, (i) => [i === 0 ? "catan-place-settlement-river" : "catan-place-settlement", "catan-place-road"]);
  const hand = thumb(page);
  await hand.seen("catan-gold-turn");
  assert.equal(await text(page, "catan-gold-turn"), "Gold · Ana 1 · Bo 0 · Cy 0", "every player's gold, folded shut");
  await thumbRoll(hand, 2, 4);
  await hand.tap("catan-gold-turn");
  // Bo and Cy hold no gold: nothing to take from them is offered.
  assert.equal(await page.locator('[data-testid^="catan-take-"]').count(), 0);
  await hand.fill("catan-gold-amount", 1);
  await hand.tap("catan-give-1");
  assert.match(await text(page, "confirmation"), /Ana → Bo: 1 gold/);
  assert.equal(await text(page, "catan-gold-turn"), "Gold · Ana 0 · Bo 1 · Cy 0");
  assert.equal(await page.getByTestId("catan-gold-amount").isVisible(), false, "the line folds again once given");
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Bo/);
  assert.equal(hand.done("Rivers of Catan: gold in a trade"), 7);
  await screenshot(page, "catan-rivers-gold-turn");
  await page.close();
});

test("before a roll the duel waits calmly, the dice boxes are labelled, and a 7 says what the table does", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo"], () => click(page, "catan-variant-Duel"));
  await placeAll(page, 8);
  // Waiting for the roll is the turn's ordinary state: said once, not in red.
  // Once in the turn's panel (not again under End the turn), and never in red.
  const turn = await page.locator(".catan-actions .why, [data-testid=catan-build-why], [data-testid=catan-end-why]").allTextContents();
  assert.equal(turn.filter((w) => /Roll the dice first/.test(w)).length, 1, `said once: ${turn}`);
  const red = await page.locator(".why:not(.calm)").allTextContents();
  assert.deepEqual(red.filter((w) => /Roll the dice first/.test(w)), [], "not in red");
  assert.match(await page.getByTestId("catan-build-why").getAttribute("class"), /calm/);
  const [calm, danger] = await page.getByTestId("catan-build-why").evaluate((el) => {
    const probe = document.createElement("span");
    probe.style.color = "var(--danger)";
    el.parentElement.append(probe);
    const colours = [getComputedStyle(el).color, getComputedStyle(probe).color];
    probe.remove();
    return colours;
  });
  assert.notEqual(calm, danger, "not in the warning colour");
  // Each typed die's box has a label in sight.
  for (const [id, label] of [["catan-die-a-label", "Die 1"], ["catan-die-b-label", "Die 2"]]) {
    assert.ok(await page.getByTestId(id).isVisible());
    assert.equal(await text(page, id), label);
  }
  // A folded line looks tappable: a chevron at its end.
  const chevron = await page.locator(".more > summary").first().evaluate((el) => getComputedStyle(el, "::after").content);
  assert.match(chevron, /▾/, "the folded line shows a chevron");
  // The turn order's line names the order its "?" explains.
  assert.equal(await text(page, "catan-turn-order"), "Turn order: Ana → Bo");
  // A 7 in the duel: the hands of 8 or more discard half, and this robber steals nothing.
  await typeRoll(page, 3, 4);
  assert.match(await text(page, "catan-robber-cause"), /A 7 was rolled: every player holding 8 or more resource cards discards half/);
  assert.match(await text(page, "catan-robber-steals"), /steals nothing/);
  await page.close();
});

test("an ordinary Rivers turn is played on one screen: the dice, a road on the river, gold for a resource", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], () => click(page, "catan-variant-Rivers"));
  await placeAll(page, 6, (i) => [i === 0 ? "catan-place-settlement-river" : "catan-place-settlement", "catan-place-road"]);
  const hand = thumb(page);
  for (const seat of [0, 1, 2]) await hand.seen(`strip-score-${seat}`);
  await thumbRoll(hand, 2, 4);
  await hand.tap("catan-on-river");
  await hand.tap("catan-build-Road");
  assert.match(await text(page, "strip-badges-0"), /Rich/, "Ana alone with the most gold");
  await hand.tap("catan-buy-gold");
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Bo/);
  assert.equal(hand.done("Rivers of Catan"), 7);
  await screenshot(page, "catan-rivers-turn");
  await page.close();
});

test("an ordinary Pirate Islands turn is played on one screen: the dice, the fleet's neighbours, a ship", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo", "Cy"], async () => {
    await click(page, "catan-variant-Seafarers");
    await click(page, "catan-scenario-7");
  });
  await placeAll(page, 6, () => ["catan-place-settlement", "catan-place-ship"]);
  const hand = thumb(page);
  for (const seat of [0, 1, 2]) await hand.seen(`strip-score-${seat}`);
  await thumbRoll(hand, 4, 1);
  await screenshot(page, "catan-pirates-turn");
  await hand.tap("catan-stop-save");
  await hand.tap("catan-build-Ship");
  await hand.tap("catan-end-turn");
  assert.match(await text(page, "catan-turn"), /Bo/);
  assert.equal(hand.done("Seafarers: The Pirate Islands"), 6);
  await page.close();
});

test("touch targets on the Catan board are at least 44 px", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bo"], () => click(page, "catan-variant-Duel"));
  await placeAll(page, 8);
  await typeRoll(page, 6, 6);
  const small = await smallTargets(page, "button, input:not([type=checkbox]), summary");
  assert.deepEqual(small, []);
  await page.close();
});

test("Seafarers scenarios 4 to 6: checklist, foreign areas, tribe chits and harbors, cloth", async () => {
  const page = await app.open();
  const seafarers = (n) => async () => {
    await click(page, "catan-variant-Seafarers");
    await click(page, `catan-scenario-${n}`);
  };
  const ship = () => ["catan-place-settlement", "catan-place-ship"];

  // Through the Desert: the first foreign settlement is worth 1 special VP.
  await startCatan(page, ["Ana", "Bo", "Cy"], seafarers(4));
  assert.match(await text(page, "catan-checklist"), /42 hexes/);
  await placeAll(page, 6, ship);
  await typeRoll(page, 2, 3);
  await click(page, "catan-build-foreign-0");
  assert.equal(await vp(page, 0), 4, "2 settlements, 1 more abroad, 1 special VP");
  await click(page, "catan-build-foreign-1");
  assert.equal(await vp(page, 0), 5, "the first edition gives only one special VP");
  await click(page, "back");

  // The Forgotten Tribe: a chit is 1 VP; a captured harbor waits for a coastal settlement.
  await startCatan(page, ["Ana", "Bo", "Cy"], seafarers(5));
  await placeAll(page, 6, ship);
  await typeRoll(page, 5, 5);
  await click(page, "catan-tribe-chit");
  assert.equal(await vp(page, 0), 3);
  await click(page, "catan-tribe-harbor");
  assert.match(await text(page, "catan-tribe"), /Ana holds 1 harbor\(s\): place one when you have a coastal settlement/);
  await click(page, "catan-tribe-place");
  assert.match(await text(page, "catan-tribe"), /Harbors left: 5 of 6/);
  assert.ok(await page.getByTestId("catan-tribe-place").isDisabled());
  await screenshot(page, "catan-tribe");
  // The gift count is the rules' own (`Tribe::gifts_left`).
  assert.match(await text(page, "catan-tribe"), /Gift cards left: 4 of 4/);
  await click(page, "catan-tribe-gift");
  assert.match(await text(page, "catan-tribe"), /Gift cards left: 3 of 4/);
  await click(page, "back");

  // Cloth for Catan: three placement rounds; a connection takes 1 cloth, its number pays more.
  await startCatan(page, ["Ana", "Bo", "Cy"], seafarers(6));
  await placeAll(page, 9, ship);
  // The rules say when a village can be connected: after the roll, once.
  assert.equal(await page.getByTestId("catan-connect").count(), 0, "not before the roll");
  await typeRoll(page, 1, 1);
  assert.equal(await page.getByTestId("catan-connect-village").inputValue(), "0", "the first village the rules take");
  await click(page, "catan-connect");
  assert.match(await text(page, "catan-village-0"), /Village 3: 4 cloth/);
  // The line above Undo and the log name the village as its list does.
  assert.match(await page.locator(".confirmation-what").textContent(), /Route reaches village 3$/);
  assert.match(await text(page, "log"), /Route reaches village 3/);
  const open = await page.locator('[data-testid="catan-connect-village"] option').evaluateAll((o) => o.map((e) => e.value));
  assert.ok(!open.includes("0"), `not twice: ${open}`);
  assert.equal(await page.getByTestId("catan-connected-0").count(), 1, "the list marks it connected");
  await click(page, "catan-end-turn");
  await typeRoll(page, 1, 2);
  assert.match(await text(page, "catan-village-0"), /Village 3: 3 cloth/, "a 3 pays the connected Ana");
  assert.match(await text(page, "catan-player-0"), /Ana: 2 cloth = 1 VP/);
  assert.match(await text(page, "catan-cloth-general"), /General supply 10/);
  await screenshot(page, "catan-cloth");
  await page.close();
});
