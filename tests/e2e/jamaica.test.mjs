// Jamaica in a real browser: a two-player game with the Ghost Ship, three full rounds from
// typed dice (a fork, a fee not paid, a ghost move chosen by the Captain, two combats with the
// ghost, one of them a star), the race mirror and the ghost's holds checked on screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, launch, screenshot, startGame, thumb, titleFits, unfold } from "./harness.mjs";
import { dice, raceToTheEnd } from "./jamaica-play.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const text = async (page, id) => (await page.getByTestId(id).textContent()).trim();

/** The ghost's five holds as the screen reader hears them: "5 3 0 0 0". */
async function holds(page) {
  const out = [];
  for (let i = 0; i < 5; i++) {
    const label = await page.getByTestId(`ghost-hold-${i}`).getAttribute("aria-label");
    out.push(/empty/.test(label) ? 0 : Number(label.match(/(\d+) gold/)[1]));
  }
  return out.join(" ");
}

async function startJamaica(page, names) {
  await startGame(page, "Jamaica", names, {
    options: async () => {
      assert.equal(await page.getByTestId("opt-ghost").isChecked(), true, "the ghost sails by default");
      await screenshot(page, "jamaica-options");
    },
    ready: "jamaica-board",
  });
}

test("three rounds of a two-player game with the Ghost Ship", async () => {
  const page = await app.open();
  await startJamaica(page, ["Ana", "Bo"]);
  assert.match(await text(page, "round"), /Round 1/);
  assert.match(await text(page, "captain"), /Ana/);
  assert.equal(await holds(page), "5 3 0 0 0");
  assert.match(await text(page, "lair-tokens"), /9 treasure tokens/);
  await screenshot(page, "jamaica-round1-dice");

  // Round 1, Ana is Captain: day 3, night 1.
  await dice(page, 3, 1);
  assert.match(await text(page, "step-card"), /Ana: day action/);
  assert.match(await text(page, "move-forward-0"), /Space 3 · sea · 2 food/);
  await page.getByTestId("move-forward-0").click();
  assert.match(await text(page, "step-fee"), /fee 2 food/);
  await page.getByTestId("fee-paid").click();
  assert.match(await text(page, "move-forward-0"), /pirate lair · treasure token/);
  await page.getByTestId("move-forward-0").click();
  assert.match(await text(page, "lair-tokens"), /8 treasure tokens/, "Ana took the token of lair 4");
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-food").click();

  // The ghost is alone last: forward, onto Bo, who wins and takes its hold of 5.
  assert.match(await text(page, "ghost-direction"), /Alone in last place/);
  assert.equal(await page.getByTestId("ghost-backward-0").count(), 0, "no choice when forced");
  assert.match(await text(page, "ghost-forward-0"), /fight with Bo/);
  await page.getByTestId("ghost-forward-0").click();
  assert.match(await text(page, "step-fight"), /Ghost Ship attacks Bo/);
  // The ghost's die is rolled by the player outside the fight, by name.
  assert.match(await text(page, "roll-atk"), /rolled by Ana or the app/);
  await page.getByTestId("atk-face-4").click();
  await page.getByTestId("def-face-8").click();
  await page.getByTestId("def-powder").fill("1");
  assert.match(await text(page, "fight-preview"), /6 against 9: Bo wins/);
  await screenshot(page, "jamaica-combat");
  await page.getByTestId("fight-go").click();
  assert.match(
    await text(page, "log"),
    /Attacks Bo: 4 \+ 2 cannon against 8 \+ 1 gunpowder/,
    "the log counts the ghost's cannon as the fight did",
  );
  assert.match(await text(page, "step-spoils"), /Bo won/);
  await page.getByTestId("spoils-hold-0").click();
  // Every log line says who: the ghost attacked, Bo took the gold.
  const fightLog = await text(page, "log");
  assert.match(fightLog, /Ghost Ship: Attacks Bo: 4 \+ 2 cannon/);
  assert.match(fightLog, /Bo: Takes the gold of the Ghost Ship's hold 1/);
  assert.match(await text(page, "ghost-gold"), /Gold in its holds: 3/);
  assert.equal(await holds(page), "0 3 0 0 0");

  // Level with Bo, the ghost is not alone: the Captain chooses, with both ways previewed.
  assert.match(await text(page, "ghost-direction"), /Ana, the Captain, chooses/);
  assert.match(await text(page, "ghost-forward-0"), /Space 4 · pirate lair · fight with Ana/);
  assert.match(await text(page, "ghost-backward-0"), /Space 2 · sea/);
  await screenshot(page, "jamaica-ghost-choice");
  await page.getByTestId("ghost-backward-0").click();
  // The line above Undo says what to do with the pieces: the ghost, then the compass.
  assert.match(await text(page, "confirmation"), /Ghost Ship → Space 2/);
  assert.match(await text(page, "confirmation"), /Compass → Bo, the new Captain/);

  // Round 2, Bo is Captain: day 2, night 2. Bo takes the inner channel at the fork.
  assert.match(await text(page, "round"), /Round 2/);
  assert.match(await text(page, "captain"), /Bo/);
  await dice(page, 2, 2);
  assert.match(await text(page, "step-card"), /Bo: day action/);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  assert.match(await text(page, "step-card"), /A fork/);
  assert.match(await text(page, "move-forward-0"), /Space 7 · sea · 2 food/);
  assert.match(await text(page, "move-forward-1"), /Space 13 · sea · 3 food/);
  // The ways are named as players name them, with what is left to sail from each.
  const outer = (await text(page, "move-forward-0")).match(/outer lane, (\d+) to go/);
  const inner = (await text(page, "move-forward-1")).match(/inner channel, (\d+) to go/);
  assert.ok(outer && inner, "both ways are named");
  assert.ok(Number(inner[1]) < Number(outer[1]), "the inner channel is the shorter way");
  await screenshot(page, "jamaica-fork");
  await page.getByTestId("move-forward-1").click();
  await page.getByTestId("fee-paid").click();
  // Ana reaches the port on 6 (5 gold) with 2 gold: she falls back to the lair on 4.
  await page.getByTestId("move-forward-0").click();
  assert.match(await text(page, "step-fee"), /fee 5 gold/);
  await page.getByTestId("fee-short").click();
  await page.getByTestId("short-food").fill("3");
  await page.getByTestId("short-gold").fill("2");
  assert.match(await text(page, "fall-back-preview"), /pirate lair \(Back 2\)/);
  await page.getByTestId("short-ok").click();
  assert.match(await text(page, "where-p0"), /Space 4/);
  await page.getByTestId("load-gold").click();

  // The ghost, alone last, lands on Ana and rolls a star: it wins at once and takes 3 gold.
  await page.getByTestId("ghost-forward-0").click();
  await page.getByTestId("atk-face-star").click();
  assert.equal(await page.getByTestId("roll-def").count(), 0, "no defence roll after a star");
  assert.match(await text(page, "fight-preview"), /star.*Ghost Ship wins/);
  await page.getByTestId("fight-go").click();
  assert.match(await text(page, "step-spoils"), /Ghost Ship won/);
  await page.getByTestId("spoils-gold-amount").fill("3");
  await page.getByTestId("spoils-ghost-gold").click();
  assert.equal(await holds(page), "3 3 0 0 0");
  assert.match(await text(page, "ghost-direction"), /Bo, the Captain, chooses/);
  await page.getByTestId("ghost-backward-0").click();

  // Round 3, Ana is Captain again: day 1, night 1.
  assert.match(await text(page, "round"), /Round 3/);
  await dice(page, 1, 1);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  assert.match(await text(page, "step-fee"), /Space 14.*fee 4 food/);
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-gunpowder").click();
  await page.getByTestId("ghost-forward-0").click();
  await page.getByTestId("ghost-forward-0").click();

  // The race mirror after three rounds: Bo leads, then Ana, then the ghost.
  assert.match(await text(page, "round"), /Round 4/);
  assert.match(await text(page, "captain"), /Bo/);
  const race = page.getByTestId("race").locator("li");
  assert.equal(await race.count(), 3);
  assert.match(await race.nth(0).textContent(), /Bo/);
  assert.match(await race.nth(1).textContent(), /Ana/);
  assert.match(await race.nth(2).textContent(), /Ghost Ship/);
  assert.match(await text(page, "where-p1"), /Space 14/);
  assert.match(await text(page, "where-p0"), /Space 6/);
  assert.match(await text(page, "where-ghost"), /Space 4/);
  assert.equal(await text(page, "left-p1").then((s) => parseInt(s, 10)), 24);
  assert.equal(await text(page, "left-p0").then((s) => parseInt(s, 10)), 26);
  assert.equal(await text(page, "left-ghost").then((s) => parseInt(s, 10)), 28);
  assert.match(await text(page, "ghost-gold"), /Gold in its holds: 6/);
  assert.match(await text(page, "ghost-treasures"), /Face-down treasures: 0/);
  assert.match(await text(page, "lair-tokens"), /8 treasure tokens/);
  const log = await text(page, "log");
  assert.match(log, /The Ghost Ship sails forward/);
  assert.match(log, /Attacks Bo: 4 \+ 2 cannon against 8 \+ 1 gunpowder/);
  assert.match(log, /taking space 13 at the fork/);
  assert.match(log, /Could not pay \(3 food, 2 gold\)/);
  await screenshot(page, "jamaica-round4");

  // Undo goes back into the ghost's last move, redo returns.
  await page.getByTestId("undo").click();
  assert.match(await text(page, "step-ghost"), /night move/);
  await page.getByTestId("redo").click();
  assert.match(await text(page, "round"), /Round 4/);
  // The strip follows the race: the spaces each ship has to go, not the -5 of the track.
  assert.match(await text(page, "strip-badges-1"), /24 to go/);
  assert.match(await text(page, "strip-badges-0"), /26 to go/);
  assert.equal(await text(page, "strip-score-0"), "", "no -5 while the race runs");

  // Round 4, Bo is Captain: day 3, night 1. Bo sails 14 → 17 → 18.
  await dice(page, 3, 1);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  // Ana, on the fork, 3 forward: the outer lane, or the inner channel past the merge. Both
  // ways are named by their arrow and way, the one that rejoins the track too.
  assert.match(await text(page, "move-forward-0"), /→ outer lane, \d+ to go/);
  assert.match(await text(page, "move-forward-1"), /→ inner channel, \d+ to go/);
  await page.getByTestId("move-forward-1").click();
  await page.getByTestId("fee-paid").click();
  // Onto the port on 16 with empty holds: the two lairs behind are named by the way back
  // the table counts on the board, not by space numbers.
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-short").click();
  await page.getByTestId("short-food").fill("0");
  await page.getByTestId("short-gold").fill("0");
  const preview = await text(page, "fall-back-preview");
  assert.match(preview, /pirate lair \(Back 3 · outer lane\)/);
  assert.match(preview, /pirate lair \(Back 6 · inner channel\)/);
  await page.getByTestId("short-ok").click();
  assert.match(await text(page, "fallback-11"), /Back 3 · outer lane/);
  assert.match(await text(page, "fallback-4"), /Back 6 · inner channel/);
  await page.getByTestId("fallback-11").click();
  // The log counts the way back as the board does: no space number the board does not print.
  assert.match(await text(page, "log"), /Falls back \(Back 3 · outer lane\)/);
  assert.doesNotMatch(await text(page, "log"), /Falls back to space/);
  // The ghost, alone last, is forced forward onto the fork: the Captain picks the way.
  assert.match(
    await text(page, "ghost-direction"),
    /Alone in last place: it sails forward\. Bo, the Captain, picks the way at the fork\./,
  );
  await page.close();
});

test("an ordinary Jamaica round with the ghost is played on one screen", async () => {
  const page = await app.open();
  await startJamaica(page, ["Ana", "Bo"]);
  const hand = thumb(page);
  // Every step opens with what the race follows in view (each ship's spaces to go, on the
  // strip) and its controls above the action bar.
  const scores = async () => {
    await hand.seen("strip-badges-0");
    await hand.seen("strip-badges-1");
  };

  // The Captain taps the table's dice: day 3, night 1.
  await scores();
  await hand.seen("round");
  await hand.tap("day-3");
  await hand.tap("night-1");
  await hand.tap("dice-ok");
  // Ana: forward 3 onto the sea (2 food paid), then forward 1 onto the lair with its token.
  await scores();
  assert.match(await text(page, "step-card"), /Ana: day action/);
  await hand.seen("load-gunpowder");
  await hand.tap("move-forward-0");
  await hand.tap("fee-paid");
  assert.match(await text(page, "step-card"), /Ana: night action/);
  await hand.tap("move-forward-0");
  // Bo: forward 3 (fee paid), then loads food with the night die.
  assert.match(await text(page, "step-card"), /Bo: day action/);
  await scores();
  await hand.tap("move-forward-0");
  await hand.tap("fee-paid");
  await hand.tap("load-food");
  // The ghost, alone last, sails forward onto Bo: a fight, which Bo wins with 1 gunpowder.
  await scores();
  assert.match(await text(page, "ghost-direction"), /Alone in last place/);
  await hand.tap("ghost-forward-0");
  assert.match(await text(page, "confirmation"), /Ghost Ship → Space 3/, "the table moves the ghost onto Bo");
  assert.match(await text(page, "step-fight"), /Ghost Ship attacks Bo/);
  await hand.tap("atk-face-4");
  await hand.tap("def-face-8");
  await hand.fill("def-powder", 1);
  assert.match(await text(page, "fight-preview"), /Bo wins/);
  await hand.tap("fight-go");
  await scores();
  await hand.tap("spoils-hold-0");
  assert.match(await text(page, "confirmation"), /hold 1/i, "the table empties the ghost's first hold");
  // The night move is the Captain's choice: back to space 2. The round ends; the compass goes on.
  assert.match(await text(page, "ghost-direction"), /Ana, the Captain, chooses/);
  await hand.seen("ghost-forward-0");
  await hand.tap("ghost-backward-0");
  const confirmation = await text(page, "confirmation");
  assert.match(confirmation, /Ghost Ship → Space 2/, "the confirmation says where to move the ghost");
  assert.match(confirmation, /Compass → Bo, the new Captain/);
  assert.match(await text(page, "round"), /Round 2/);
  await scores();
  await hand.seen("dice-ok");
  await screenshot(page, "jamaica-round-one-screen");
  assert.equal(hand.done("Jamaica round with the ghost"), 16, "taps of an ordinary round");

  // What is folded keeps its figure in its line, and opens in one tap.
  assert.equal(await text(page, "race-more"), "The race · Ana 28 to go, Bo 29, Ghost Ship 30");
  assert.equal(await text(page, "ghost-more"), "Ghost Ship · Space 2 · 3 gold, 0 treasures");
  assert.match(await text(page, "tokens-more"), /8 left/);
  await unfold(page);
  assert.match(await text(page, "lair-tokens"), /8 treasure tokens/);
  await page.close();
});

test("the track editor corrects a space and refuses a broken track with the reason", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Cy", "Di"], {
    options: async () => {
      await page.getByTestId("open-track-editor").click();
      await page.getByTestId("track-space").fill("4");
      await page.getByTestId("track-kind-Sea").click();
      await page.getByTestId("track-cost").fill("2");
      await page.getByTestId("track-apply").click();
      assert.match(await text(page, "track-error"), /9 pirate lairs/);
      await page.getByTestId("track-space").fill("2");
      await page.getByTestId("track-cost").fill("4");
      await page.getByTestId("track-apply").click();
      assert.match(await text(page, "track-saved"), /Space 2 corrected/);
      await screenshot(page, "jamaica-track-editor");
    },
    ready: "jamaica-board",
  });
  await dice(page, 2, 1);
  assert.match(await text(page, "move-forward-0"), /Space 2 · sea · 4 food/, "the corrected fee is used");
  await page.close();
});

test("with two players the ghost cannot be turned off", async () => {
  const page = await app.open();
  await page.getByTestId("new-game").click();
  await page.getByTestId("kind-Jamaica").click();
  await page.getByTestId("opt-ghost").uncheck();
  await page.getByTestId("next").click();
  await page.getByTestId("start").click();
  assert.match(await text(page, "notice"), /Ghost Ship sails/);
  await page.close();
});

test("a race to Port Royal ends in the score sheet with every line", async () => {
  const page = await app.open();
  await startJamaica(page, ["Eve", "Fay"]);
  const visible = async (id) => (await page.getByTestId(id).count()) > 0;
  const lines = [];
  await raceToTheEnd(page, {
    recruits: [],
    afterStep: async () => {
      if (await visible("confirmation")) lines.push(await text(page, "confirmation"));
    },
  });
  assert.ok(await visible("scoring"), "the race ended");
  // The line above Undo announced the arrival, then the race's end.
  assert.ok(lines.some((l) => /(Eve|Fay) reached Port Royal: the race ends with this round/.test(l)), "the arrival is said");
  assert.match(lines.at(-1), /The race is over: everyone counts gold, treasures and crew/);
  assert.match(await text(page, "where-p0"), /Port Royal \(finished\)/);
  assert.match(await text(page, "line-0-track"), /\+15/);

  await page.getByTestId("declare-gold-0").fill("10");
  await page.getByTestId("add-treasure-0-Plus7").click();
  await page.getByTestId("declare-ok-0").click();
  assert.match(await text(page, "line-0-gold"), /\+10/);
  assert.match(await text(page, "line-0-treasures"), /\+7/);
  assert.equal(await text(page, "total-0"), "32");
  assert.equal(await page.getByTestId("winner").count(), 0, "the game waits for every declaration");
  // The second +7 card exists, a third does not: the app refuses it with the reason.
  await page.getByTestId("declare-gold-1").fill("3");
  await page.getByTestId("add-treasure-1-Plus7").click();
  await page.getByTestId("add-treasure-1-Plus7").click();
  await page.getByTestId("declare-ok-1").click();
  assert.match(await text(page, "notice"), /More copies/);
  await screenshot(page, "jamaica-scoring");
  await page.locator('[data-testid="declare-1"] [aria-label="Remove"]').first().click();
  await page.getByTestId("declare-ok-1").click();
  assert.match(await text(page, "winner"), /Eve wins!/);
  assert.doesNotMatch(await text(page, "sheet-0"), /\+7 \(\+7\)/, "a card named by its value is not given it twice");
  assert.match(await text(page, "line-0-track"), /Track: Port Royal \(finished\)/);
  assert.equal(await page.getByTestId("redeclare-0").count(), 0, "the sheet is a record once the winner is known");
  await screenshot(page, "jamaica-game-over");
  await page.getByTestId("undo").click();
  assert.equal(await page.getByTestId("winner").count(), 0);
  assert.equal(await page.getByTestId("redeclare-0").count(), 1, "an undo reopens the declarations");
  await page.close();
});

test("the final count with The Crew keeps to the phone's width and Undo, and asks only what applies", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Eve", "Fay"], {
    options: async () => page.getByTestId("opt-crew").check(),
    ready: "jamaica-board",
  });
  const visible = async (id) => (await page.getByTestId(id).count()) > 0;
  const labels = [];
  await raceToTheEnd(page, { recruits: [], labels });
  assert.ok(await visible("scoring"), "the race ended");
  // A landing on Port Royal names it once ("Port Royal (start)"), never "… · Port Royal" again.
  assert.ok(labels.some((l) => /Port Royal/.test(l)), `a move lands on Port Royal: ${labels.slice(-3)}`);
  assert.deepEqual(labels.filter((l) => /Port Royal.*Port Royal/.test(l)), []);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The page keeps to the phone's width (the crew row widened it to 405 px), and Undo stays
  // on the screen under the line that says the race is over.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  const undo = await page.getByTestId("undo").evaluate((e) => e.getBoundingClientRect().bottom);
  assert.ok(undo <= 844, `Undo ends at y ${undo}, past the screen`);
  // Nobody has declared a Shipowner or a Bishop: no "+0" line for either.
  for (const seat of [0, 1]) {
    for (const line of ["shipowner", "bishop"]) assert.equal(await page.getByTestId(`line-${seat}-${line}`).count(), 0, `${line} of ${seat}`);
  }
  // The chest's printed value is asked before its button, which takes it at once.
  const top = (id) => page.getByTestId(id).evaluate((e) => e.getBoundingClientRect().top);
  assert.ok((await top("treasure-value-0")) < (await top("add-treasure-0-Chest")), "the value comes first");
  assert.ok(await page.getByTestId("add-treasure-0-Chest").isDisabled(), "no value, no chest");
  await page.getByTestId("treasure-value-0").fill("5");
  await page.getByTestId("add-treasure-0-Chest").click();
  await page.getByTestId("declare-ok-0").click();
  // Eve recruited nobody: still no Shipowner or Bishop line once she has declared.
  for (const line of ["shipowner", "bishop"]) assert.equal(await page.getByTestId(`line-0-${line}`).count(), 0);
  assert.match(await text(page, "line-0-treasures"), /\+5/);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await screenshot(page, "jamaica-final-count-crew");
  await page.close();
});

async function finalCountWithThumb(page, tag) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const hand = thumb(page);
  const figure = async (id) => Number((await page.getByTestId(id).textContent()).trim());
  const line = async (id) => Number((await page.getByTestId(id).locator("td").textContent()).trim());
  const countIt = [];
  const measure = async (seat) =>
    page.getByTestId(`declare-ok-${seat}`).evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), bar: Math.round(document.querySelector(".action-bar").getBoundingClientRect().top) };
    });
  // Before a declaration the app knows only the track: the sheet shows that line alone,
  // under the player's name ("Track: Port Royal (finished) +15").
  const trackOf = async (seat) => Number((await page.getByTestId(`line-${seat}-track`).textContent()).trim().match(/[+-]\d+$/)[0]);
  const track = [await trackOf(0), await trackOf(1)];
  // A player who recruited declares a Shipowner worth 2 with the thumb; whether one was asked.
  const declareShipowner = async (seat) => {
    if (!(await page.getByTestId(`declare-crew-${seat}`).count())) return false;
    await hand.select(`declare-crew-${seat}`, "Shipowner");
    await hand.fill(`declare-crew-points-${seat}`, 2);
    await hand.tap(`declare-crew-add-${seat}`);
    return true;
  };
  for (const seat of [0, 1]) {
    for (const id of ["gold", "treasures", "crew"]) assert.equal(await page.getByTestId(`line-${seat}-${id}`).count(), 0, `no ${id} line yet`);
    assert.equal(await figure(`total-${seat}`), track[seat]);
  }
  // Eve: 10 gold, a chest of 5, and her crew if she recruited.
  countIt.push(await measure(0));
  await hand.fill("declare-gold-0", 10);
  await hand.fill("treasure-value-0", 5);
  await hand.tap("add-treasure-0-Chest");
  const eveCrew = await declareShipowner(0);
  countIt[0] = await measure(0);
  await hand.tap("declare-ok-0");
  // Fay: 3 gold and the Youkounkoun, her crew if she recruited.
  await hand.seen("total-0");
  // Eve's sheet folds under her total; one tap shows every line, another folds it again.
  assert.equal(await page.getByTestId("line-0-gold").isVisible(), false);
  await page.getByTestId("sheet-more-0").click();
  assert.equal(await page.getByTestId("line-0-gold").isVisible(), true);
  assert.equal(await page.getByTestId("redeclare-0").isVisible(), true);
  await page.getByTestId("sheet-more-0").click();
  await screenshot(page, `${tag}-second`);
  countIt.push(await measure(1));
  await hand.fill("declare-gold-1", 3);
  await hand.tap("add-treasure-1-Youkounkoun");
  const fayCrew = await declareShipowner(1);
  countIt[1] = await measure(1);
  await hand.tap("declare-ok-1");
  await page.getByTestId("winner").waitFor();
  const sheets = [];
  for (const seat of [0, 1]) {
    const lines = {};
    for (const id of ["gold", "track", "treasures", "crew", "shipowner", "bishop"]) {
      if ((await page.getByTestId(`line-${seat}-${id}`).count()) > 0) lines[id] = await line(`line-${seat}-${id}`);
    }
    sheets.push({ lines, total: await figure(`total-${seat}`) });
  }
  return { countIt, sheets, track, crew: [eveCrew, fayCrew], hand };
}

/** The count's figures against the rules' scoring: each card's and crew member's points. */
function assertCount({ sheets, track, crew }) {
  // Gold counts one point each; a chest its printed number; the Youkounkoun 12; a crew member
  // the number typed; the Shipowner 3 a crew member aboard; the Bishop is nobody's.
  const expected = [
    { gold: 10, track: track[0], treasures: 5, crew: crew[0] ? 2 : 0, ...(crew[0] ? { shipowner: 3 } : {}) },
    { gold: 3, track: track[1], treasures: 12, crew: crew[1] ? 2 : 0, ...(crew[1] ? { shipowner: 3 } : {}) },
  ];
  for (const seat of [0, 1]) {
    assert.deepEqual(sheets[seat].lines, expected[seat], `the lines of seat ${seat}`);
    const sum = Object.values(expected[seat]).reduce((a, b) => a + b, 0);
    assert.equal(sheets[seat].total, sum, `the total of seat ${seat}`);
  }
}

test("Jamaica's final count, each player's, with the thumb and no scroll", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Eve", "Fay"], {
    options: async () => page.getByTestId("opt-crew").check(),
    ready: "jamaica-board",
  });
  await raceToTheEnd(page);
  // The round is over: its header gives the count the room.
  assert.equal(await page.getByTestId("round-bar").count(), 0);
  await screenshot(page, "jamaica-final-count-thumb");
  const walk = await finalCountWithThumb(page, "jamaica-final-count");
  assert.ok(walk.crew.some(Boolean), "one player recruited the Shipowner and declared him");
  assertCount(walk);
  for (const [seat, at] of walk.countIt.entries()) {
    console.log(`Count it of seat ${seat}: y ${at.top}–${at.bottom}, the bar from ${at.bar}`);
  }
  walk.hand.done("Jamaica, final count");
  assert.match(await page.getByTestId("winner").textContent(), /Eve wins!/);
  // The record: every line of each sheet open, nothing folded.
  assert.equal(await page.locator(".jm-sheet-fold").count(), 0);
  await screenshot(page, "jamaica-final-count-done");
  await page.close();
});

test("Jamaica's final count in Vietnamese keeps each Count it above the bar", async () => {
  const vi = await launch({ locale: "vi-VN" });
  try {
    const page = await vi.open();
    await startGame(page, "Jamaica", ["Eve", "Fay"], {
      options: async () => page.getByTestId("opt-crew").check(),
      ready: "jamaica-board",
    });
    await raceToTheEnd(page);
    assert.match(await page.getByTestId("scoring").textContent(), /Tính điểm cuối ván/);
    await screenshot(page, "jamaica-final-count-vi");
    const walk = await finalCountWithThumb(page, "jamaica-final-count-vi");
    assertCount(walk);
    for (const [seat, at] of walk.countIt.entries()) {
      console.log(`vi: Count it of seat ${seat}: y ${at.top}–${at.bottom}, the bar from ${at.bar}`);
      assert.ok(at.bottom <= at.bar, `seat ${seat}'s Count it ends at y ${at.bottom}, under the bar from ${at.bar}`);
    }
    await page.close();
    assert.deepEqual(vi.errors, [], "the page threw no errors");
  } finally {
    await vi.close();
  }
});

test("The Crew's powers are offered to the player who recruited them, and a recruit says what the bottle cost", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Ana", "Bo", "Cy"], {
    options: async () => {
      await page.getByTestId("opt-ghost").uncheck();
      await page.getByTestId("opt-crew").check();
    },
    ready: "jamaica-board",
  });
  await titleFits(page);
  const log = async () => (await page.getByTestId("log").textContent()).trim();
  const moveTo = async (space) =>
    page.locator('[data-testid^="move-forward-"]', { hasText: `Space ${space} ` }).first().click();

  // Round 1, Ana is Captain: the lair on 4, then the inner channel to the port on 16.
  await dice(page, 4, 6);
  assert.equal(await page.getByTestId("crew-powers").count(), 0, "nobody has recruited yet");
  assert.equal(await page.getByTestId("pass").count(), 0, "only the Old Seadog's owner skips");
  assert.equal(await page.getByTestId("adjust-1").count(), 0, "only the Seafarer's owner moves one more");
  await moveTo(4);
  await moveTo(16);
  await page.getByTestId("fee-paid").click();
  // The tavern's spaces are not the track's: each offer says it is the tavern's.
  assert.match(await text(page, "recruit-slot-2"), /^Tavern space 3 · /);
  await page.getByTestId("recruit-slot-2").click();
  await page.getByTestId("recruit-crew").selectOption("LookOut");
  await page.getByTestId("recruit-ok").click();
  assert.match(await log(), /Recruits The Look-Out from tavern space 3/);
  // Bo loads twice and Cy once, then sails to the port on 6 and takes the card below the
  // emptied space, moving the bottle one step onto it: 1 gold to the bank.
  await page.getByTestId("load-food").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("load-food").click();
  await moveTo(6);
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("recruit-slot-7").click();
  await page.getByTestId("recruit-crew").selectOption("Seafarer");
  await page.getByTestId("recruit-ok").click();
  assert.match(await log(), /Recruits The Seafarer from tavern space 8, the bottle to space 3; pays the bank 1 gold for the bottle/);

  // Round 2, Bo is Captain: Bo and Cy load; Ana sails to the port on 18, next to the lair on 19.
  await dice(page, 2, 3);
  for (let i = 0; i < 4; i++) {
    assert.equal(await page.getByTestId("crew-powers").count(), 0, "the Look-Out is not theirs");
    if (i === 2) {
      // Cy has the Seafarer only: the choice is named after her, not "Seafarer or Anchoree".
      assert.match(await text(page, "adjust-legend"), /^The Seafarer/);
      assert.doesNotMatch(await text(page, "adjust-legend"), /Anchoree/);
      assert.equal(await page.getByTestId("adjust--1").count(), 0);
    }
    await page.getByTestId("load-gold").click();
  }
  await moveTo(18);
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("recruit-skip").click();
  await page.getByTestId("crew-powers").locator("summary").click();
  await screenshot(page, "jamaica-crew-powers");
  await page.getByTestId("lookout-19").click();
  assert.match(await log(), /Takes the treasure of the lair on space 19 \(Look-Out\)/);
  assert.match(await text(page, "lair-tokens"), /7 treasure tokens/);
});

test("rules revision 3: the Look-Out after the night move, and the Venetian Merchant pays with food and gold", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Ana", "Bo", "Cy"], {
    options: async () => {
      await page.getByTestId("opt-ghost").uncheck();
      await page.getByTestId("opt-crew").check();
    },
    ready: "jamaica-board",
  });
  const log = async () => (await page.getByTestId("log").textContent()).trim();
  const moveTo = async (space) =>
    page.locator('[data-testid^="move-forward-"]', { hasText: `Space ${space} ` }).first().click();

  // Round 1, Ana is Captain: the lair on 4, the port on 16, and the Look-Out. Bo loads twice;
  // Cy loads, sails to the port on 6 and recruits the Venetian Merchant.
  await dice(page, 4, 6);
  await moveTo(4);
  await moveTo(16);
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("recruit-slot-2").click();
  await page.getByTestId("recruit-crew").selectOption("LookOut");
  await page.getByTestId("recruit-ok").click();
  for (let i = 0; i < 3; i++) await page.getByTestId("load-food").click();
  await moveTo(6);
  assert.equal(await page.getByTestId("fee-mix").count(), 0, "no Venetian yet");
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("recruit-slot-7").click();
  await page.getByTestId("recruit-crew").selectOption("VenetianMerchant");
  await page.getByTestId("recruit-ok").click();

  // Round 2, Bo is Captain: Bo loads twice; Cy sails 5 to the sea on 17 (2 food) and pays
  // 1 food and 1 gold from the holds she chooses.
  await dice(page, 5, 2);
  await page.getByTestId("load-gold").click();
  await page.getByTestId("load-gold").click();
  await moveTo(17);
  await page.getByTestId("fee-mix").click();
  await page.getByTestId("mix-gold").fill("2");
  assert.match(await text(page, "mix-refused"), /The fee is 2: the food and gold paid add up to 4/);
  assert.equal(await page.getByTestId("mix-ok").isDisabled(), true);
  await page.getByTestId("mix-food").fill("1");
  await page.getByTestId("mix-gold").fill("1");
  assert.equal(await page.getByTestId("mix-refused").count(), 0);
  await screenshot(page, "jamaica-venetian-mix");
  await page.getByTestId("mix-ok").click();
  assert.match(await log(), /Pays the fee with 1 food and 1 gold \(Venetian Merchant\)/);
  await page.getByTestId("load-food").click();

  // Ana loads by day and sails 2 by night to the port on 18, next to the lair on 19: once the
  // fee and recruiting are done, the turn waits for the Look-Out.
  await page.getByTestId("load-food").click();
  await moveTo(18);
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("recruit-skip").click();
  await page.getByTestId("step-lookout").waitFor();
  await screenshot(page, "jamaica-lookout-after-night");
  await page.getByTestId("lookout-19").click();
  assert.match(await log(), /Takes the treasure of the lair on space 19 \(Look-Out\)/);
  await page.getByTestId("step-dice").waitFor();
  await page.close();
});
