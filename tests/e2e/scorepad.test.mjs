// The score pad as a round-by-round score app on a 390 x 844 phone: a whole round of six or
// eight players entered on one screen without scrolling, Enter moving from box to box, the
// leader marked, a past cell corrected from the table of rounds and the correction undone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, screenshot, startScorePad, scores, thumb } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const NAMES = ["Ana", "Bình", "Chen", "Dũng", "Eve", "Farid", "Giang", "Hòa"];

const focused = (page) => page.evaluate(() => document.activeElement?.dataset.testid ?? null);
const leaders = (page) => page.locator(".player.leader").evaluateAll((els) => els.map((e) => e.dataset.testid));

/** The controls of one round for `n` players: every box, and the button that closes it. */
const roundControls = (n) => [...Array.from({ length: n }, (_, i) => `custom-${i}`), "next-round"];

test("a score pad round of 6 players", async () => {
  const page = await app.open();
  const names = NAMES.slice(0, 6);
  await startScorePad(page, names, { rounds: true, target: 100 });
  const controls = roundControls(6);
  const hand = thumb(page);
  for (const id of controls) await hand.seen(id);

  // One round, as a player would enter it: tap the first box, then digits and the keyboard's
  // Enter (its "Next") for each player; Chen's −3 takes the sign button. Taps are presses of
  // a control on the screen or of the keyboard's Enter; digits are counted apart.
  const round = [12, 5, -3, 7, 0, 9];
  let digits = 0;
  await hand.tap("custom-0");
  for (const [i, points] of round.entries()) {
    assert.equal(await focused(page), `custom-${i}`, `the focus is in ${names[i]}'s box`);
    if (points < 0) {
      await hand.tap(`sign-${i}`);
      assert.equal(await focused(page), `custom-${i}`, "the sign button leaves the focus in the box");
    }
    // Nothing typed for a player who scored nothing: Enter goes on.
    if (points !== 0) {
      await page.keyboard.type(String(Math.abs(points)));
      digits += String(Math.abs(points)).length;
    }
    await hand.press("Enter");
  }
  assert.equal(await focused(page), "next-round", "after the last box, the round's button");
  assert.deepEqual(await scores(page, 6), round);
  assert.deepEqual(await leaders(page), ["player-0"], "Ana leads");
  assert.equal(await page.getByTestId("leader-0").count(), 1, "with the mark beside her total");
  assert.equal(await page.getByTestId("this-round-2").textContent(), "this round: -3");
  // With the confirmation line above Undo, the round is still all in view.
  await page.getByTestId("confirmation").waitFor();
  for (const id of controls) await hand.seen(id);
  await screenshot(page, "scorepad-6-round");
  await hand.tap("next-round");
  assert.match(await page.getByTestId("round").textContent(), /Round 2/);
  // 6 Enter, 1 tap on the first box, 1 on the sign, 1 on "Close the round"; digits apart.
  assert.equal(hand.done("Score pad, a round of 6 players"), 9);
  assert.equal(digits, 6);

  // Bình's 5 of round 1 was a 15: the cell is corrected from the table of rounds.
  let fixTaps = 0;
  await page.getByTestId("rounds-open").click();
  fixTaps++;
  await page.getByTestId("cell-1-1").click();
  fixTaps++;
  assert.equal(await focused(page), "correct-input", "the editor's box takes the focus");
  assert.match(await page.getByTestId("correct-now").textContent(), /5/);
  // The rules' word before anything is sent: the same points change nothing.
  await page.keyboard.type("5");
  assert.match(await page.getByTestId("correct-refused").textContent(), /already holds/);
  assert.ok(await page.getByTestId("correct-save").isDisabled());
  await page.getByTestId("correct-input").fill("15");
  assert.equal(await page.getByTestId("correct-refused").count(), 0);
  await screenshot(page, "scorepad-correct");
  await page.getByTestId("correct-save").click();
  fixTaps++;
  assert.equal(await page.getByTestId("correct-dialog").count(), 0, "the editor closes");
  assert.deepEqual(await scores(page, 6), [12, 15, -3, 7, 0, 9]);
  assert.deepEqual(await leaders(page), ["player-1"], "the leader follows the corrected cell");
  assert.equal(await page.getByTestId("cell-1-1").textContent(), "15");
  assert.match(await page.getByTestId("confirmation").textContent(), /Bình, round 1: corrected to 15/);
  assert.match(await page.getByTestId("log").textContent(), /Bình, round 1: corrected to 15/);
  assert.equal(fixTaps, 3, "a correction: open the table, tap the cell, correct");

  await page.getByTestId("undo").click();
  assert.deepEqual(await scores(page, 6), round, "undo brings the old cell back");
  assert.deepEqual(await leaders(page), ["player-0"]);
  assert.equal(await page.getByTestId("cell-1-1").textContent(), "5");
  assert.match(await page.getByTestId("round").textContent(), /Round 2/, "and leaves the rounds as they were");
  await page.getByTestId("redo").click();
  assert.deepEqual(await scores(page, 6), [12, 15, -3, 7, 0, 9], "redo corrects it again");
  await page.close();
});

test("a round of 8 players fits above the bar, before and after an action", async () => {
  const page = await app.open();
  await startScorePad(page, NAMES, { rounds: true, target: 100 });
  const controls = [...roundControls(8), ...Array.from({ length: 8 }, (_, i) => `sign-${i}`)];
  const hand = thumb(page);
  for (const id of controls) await hand.seen(id);
  await page.getByTestId("custom-0").click();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.type(String(i + 1));
    await page.keyboard.press("Enter");
  }
  await page.getByTestId("confirmation").waitFor();
  for (const id of controls) await hand.seen(id);
  assert.equal(await focused(page), "next-round");
  assert.deepEqual(await leaders(page), ["player-7"]);
  await screenshot(page, "scorepad-8-round");
  await page.close();
});

test("the sign button makes a typed number negative and back", async () => {
  const page = await app.open();
  await startScorePad(page, ["Ana", "Bo"]);
  await page.getByTestId("custom-1").fill("4");
  await page.getByTestId("sign-1").click();
  assert.equal(await page.getByTestId("custom-1").inputValue(), "-4");
  await page.getByTestId("sign-1").click();
  assert.equal(await page.getByTestId("custom-1").inputValue(), "4");
  await page.getByTestId("sign-1").click();
  await page.getByTestId("custom-1").press("Enter");
  assert.deepEqual(await scores(page, 2), [0, -4]);
  // Without rounds, Enter in the last box leaves the boxes (the phone's keyboard closes).
  assert.equal(await focused(page), null);
  // The box's pattern compiles as the browser compiles it, with the `v` flag.
  const pattern = await page.getByTestId("custom-0").getAttribute("pattern");
  assert.doesNotThrow(() => new RegExp(`^(?:${pattern})$`, "v"));
  assert.ok(new RegExp(`^(?:${pattern})$`, "v").test("-12"));
  await page.close();
});
