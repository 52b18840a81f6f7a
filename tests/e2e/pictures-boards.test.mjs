// The board pictures (issue #29): Carcassonne's score track and Jamaica's race. Each test
// reads the picture's figures from its accessible text and compares them with what the game
// itself shows (the scores on the board, the line of what to move on the table), screenshots
// the picture in both themes and runs axe-core on it.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { appForFile, axe, jamaicaDice as dice, OUTPUT, scores, startGame, unfold } from "./harness.mjs";


const app = appForFile();

const text = (page, id) => page.getByTestId(id).textContent();


/** Switches the theme from the game's header, as a player at the table would. */
async function theme(page, which) {
  await page.getByTestId("open-appearance").click();
  await page.getByTestId("appearance-sheet").waitFor();
  await page.getByTestId(`theme-${which}`).click();
  await page.goBack();
  await page.getByTestId("appearance-sheet").waitFor({ state: "detached" });
}

/**
 * A screenshot of `around` (the picture with what it sits in) in each theme, and no serious
 * axe finding on the page in either.
 */
async function bothThemes(page, around, name) {
  fs.mkdirSync(path.join(OUTPUT, "screenshots"), { recursive: true });
  for (const which of ["dark", "light"]) {
    await theme(page, which);
    await around.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await around.screenshot({ path: path.join(OUTPUT, "screenshots", `${name}-${which}.png`) });
    assert.deepEqual(await axe(page), [], `axe on the picture (${which})`);
  }
}

/** Where a score stands on the 50-space track, as the board's figure line says it. */
const trackWords = (name, score) => {
  const laps = Math.floor(score / 50);
  return laps === 0 ? `${name} space ${score % 50}` : `${name} space ${score % 50} + ${laps}×50`;
};

/** Every marker of the picture, read from its text and from the drawing, against the scores. */
async function markersMatch(page, names) {
  const board = await scores(page, names.length);
  for (const [i, name] of names.entries()) {
    assert.equal(await text(page, `track-figure-${i}`), trackWords(name, board[i]), `${name}'s figure`);
    const marker = page.locator(`[data-testid="track-picture"] g[data-space]`).nth(i);
    assert.equal(Number(await marker.getAttribute("data-space")), board[i] % 50, `${name}'s marker is drawn on its space`);
    assert.equal(Number(await marker.getAttribute("data-laps")), Math.floor(board[i] / 50), `${name}'s laps`);
  }
  const label = await page.locator('[data-testid="track-picture"] svg').getAttribute("aria-label");
  for (const [i, name] of names.entries()) assert.ok(label.includes(trackWords(name, board[i])), `the summary names ${name}'s space`);
  return board;
}

/** The picture's "just moved" line, checked against the scores before and after and the table line. */
async function moveShown(page, name, before, after, { told = true } = {}) {
  const points = after - before;
  const sign = points > 0 ? `+${points}` : `${points}`;
  if (told) {
    const table = await page.getByTestId("table-change").allTextContents();
    assert.ok(table.includes(`${name}'s marker ${sign}`), `the table is told ${name}'s move: ${table}`);
  }
  assert.equal(
    await text(page, "track-move"),
    `Just moved: ${name} from space ${before % 50} to ${after % 50} (${sign})`,
  );
  assert.equal(await page.locator('[data-testid="track-picture"] .pass').count(), Math.min(Math.abs(points), 50), "the spaces crossed are lit");
}

test("Carcassonne's score track: every marker and lap as the scores say, and the last move", async () => {
  const page = await app.open();
  const names = ["Ana", "Bo", "Cy"];
  await startGame(page, "Carcassonne", names);
  await unfold(page);
  await page.getByTestId("track-picture").waitFor();
  assert.deepEqual(await markersMatch(page, names), [0, 0, 0]);
  assert.equal(await page.getByTestId("track-move").count(), 0, "no move before the first scoring");

  // A manual correction past a lap: Ana's marker goes round once and on to 7.
  await page.getByTestId("manual-open").click();
  await page.getByTestId("adj-input-0").fill("57");
  await page.getByTestId("adj-add-0").click();
  assert.deepEqual(await markersMatch(page, names), [57, 0, 0]);
  await moveShown(page, "Ana", 0, 57);
  await page.getByTestId("end-turn").click();
  // The move stays drawn while no marker moves again.
  await moveShown(page, "Ana", 0, 57, { told: false });

  // Bo's city of 3 tiles with a pennant: 8 points, the scoring shown as Bo's move.
  await page.getByTestId("place-meeple").click();
  await unfold(page);
  await page.getByTestId("pennants-plus").click();
  await page.getByTestId("returned-1-plus").click();
  await page.getByTestId("feature-confirm").click();
  assert.deepEqual(await markersMatch(page, names), [57, 8, 0]);
  await moveShown(page, "Bo", 0, 8);
  // Pictured as it is now: Ana a lap ahead on 7, Bo's scoring from 0 to 8, Cy on 0.
  await bothThemes(page, page.getByTestId("track-picture"), "picture-carcassonne-track");

  // A correction back: Ana's marker moves back over the lap's line.
  await unfold(page);
  await page.getByTestId("adj-input-0").fill("-10");
  await page.getByTestId("adj-add-0").click();
  assert.deepEqual(await markersMatch(page, names), [47, 8, 0]);
  await moveShown(page, "Ana", 57, 47);
  // Bo lands on Ana's space: both markers are drawn there, side by side.
  await page.getByTestId("adj-input-1").fill("39");
  await page.getByTestId("adj-add-1").click();
  assert.deepEqual(await markersMatch(page, names), [47, 47, 0]);

  // Undo takes the move back to the one before.
  await page.getByTestId("undo").click();
  assert.deepEqual(await markersMatch(page, names), [47, 8, 0]);
  await moveShown(page, "Ana", 57, 47, { told: false });
  await page.getByTestId("redo").click();

  // The picture speaks the player's language: its figures in Vietnamese.
  await page.getByTestId("open-appearance").click();
  await page.getByTestId("lang-vi").click();
  await page.locator('[data-testid="lang-vi"][aria-checked="true"]').waitFor();
  await page.goBack();
  assert.equal(await text(page, "track-figure-0"), "Ana ở ô 47");
  assert.equal(await text(page, "track-move"), "Vừa đi: Bo từ ô 8 đến ô 47 (+39)");
  await page.getByTestId("open-appearance").click();
  await page.getByTestId("lang-en").click();
  await page.locator('[data-testid="lang-en"][aria-checked="true"]').waitFor();
  await page.goBack();
  await page.close();
});

/** The space a place names: "Space 7" is 7, Port Royal is 0. */
const spaceOf = (words) => (/Port Royal/.test(words) ? 0 : Number(words.match(/Space (\d+)/)[1]));

/**
 * The race picture in `scope` against the race mirror: each ship's figure and drawn space as
 * the mirror places it, and the lairs' tokens as the lairs' line counts them.
 */
async function shipsMatch(page, scope, names) {
  const ids = [...names.map((_, i) => `p${i}`), "ghost"];
  const shown = [...names, "Ghost Ship"];
  for (const [i, id] of ids.entries()) {
    const where = (await text(page, `where-${id}`)).trim();
    const figure = await scope.getByTestId(`race-figure-${i}`).textContent();
    assert.ok(figure.startsWith(`${shown[i]}: ${where}`), `${figure} is where the mirror puts ${shown[i]} (${where})`);
    const drawn = await scope.locator(`g[data-ship="${id}"]`).getAttribute("data-space");
    assert.equal(Number(drawn), spaceOf(where), `${shown[i]} is drawn on its space`);
  }
  const tokens = (await text(page, "lair-tokens")).trim();
  assert.equal(await scope.getByTestId("race-figure-tokens").textContent(), tokens);
  const lairs = tokens.includes(":") ? tokens.split(":")[1].match(/\d+/g).map(Number) : [];
  const filled = await scope.locator(".jm-pic-lair.token").evaluateAll((els) => els.map((e) => Number(e.dataset.lair)));
  assert.deepEqual(filled, lairs, "the lairs drawn with a token are the lairs' line's");
}

/**
 * Every button of `scope` (in order) carries the number of a mark, and that mark rings the
 * space the button names: in its test id (a fall-back) or in the landing it previews (a move).
 */
async function marksMatch(scope, buttons) {
  const ids = await scope.locator(buttons).evaluateAll((els) => els.map((e) => e.dataset.testid));
  assert.ok(ids.length > 1, "a choice of ways");
  for (const [k, id] of ids.entries()) {
    const button = scope.getByTestId(id);
    const n = Number(await button.locator(".jm-mark").textContent());
    assert.equal(n, k + 1, `${id} is button ${k + 1}`);
    const mark = await scope.getByTestId(`race-mark-${n}`).textContent();
    const space = Number(mark.match(/Space (\d+)/)[1]);
    const named = id.startsWith("fallback-") ? Number(id.slice("fallback-".length)) : spaceOf(await button.locator("small").textContent());
    assert.equal(space, named, `mark ${n} (${mark}) is where ${id} leads`);
    const main = await button.locator(".jm-choice-main").textContent();
    for (const lane of ["outer lane", "inner channel"]) {
      if (mark.includes(lane) && /lane|channel/.test(main)) assert.ok(main.includes(lane), `${id} and mark ${n} name the same way`);
    }
    assert.equal(Number(await scope.locator(`g[data-mark="${n}"]`).getAttribute("data-space")), space, `mark ${n} is drawn there`);
  }
  assert.equal(await scope.locator("g[data-mark]").count(), ids.length, "one mark a button");
}

test("Jamaica's race: the ships, the lairs' tokens, and the ways of a fork and a fall-back marked", async () => {
  const page = await app.open();
  const names = ["Ana", "Bo"];
  await startGame(page, "Jamaica", names, { ready: "jamaica-board" });
  await unfold(page);
  const fold = page.locator(".jm-race");
  await shipsMatch(page, fold, names);
  assert.equal(await page.locator(".jm-step [data-testid=race-picture]").count(), 0, "no picture in a step without a fork");

  // Round 1 (Ana Captain, day 3, night 1), as tests/e2e/jamaica.test.mjs plays it.
  await dice(page, 3, 1);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("ghost-forward-0").click();
  await page.getByTestId("atk-face-4").click();
  await page.getByTestId("def-face-8").click();
  await page.getByTestId("def-powder").fill("1");
  await page.getByTestId("fight-go").click();
  await page.getByTestId("spoils-hold-0").click();
  await page.getByTestId("ghost-backward-0").click();
  await unfold(page);
  await shipsMatch(page, fold, names);

  // Round 2 (Bo Captain, 2 and 2): Bo on the fork at 5 has three ways, each numbered.
  await dice(page, 2, 2);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  const card = page.getByTestId("step-card");
  await marksMatch(card, ".jm-choice");
  await shipsMatch(page, card, names);
  const room = await page.evaluate(() => ({
    scrolled: window.scrollY,
    bar: Math.round(document.querySelector(".action-bar").getBoundingClientRect().top),
    ways: Math.round(document.querySelector('[data-testid="move-backward-0"]').getBoundingClientRect().bottom),
    loads: Math.round(document.querySelector('[data-testid="load-gunpowder"]').getBoundingClientRect().bottom),
  }));
  console.log(`the fork's turn at 390x844: ${JSON.stringify(room)}`);
  assert.ok(room.loads <= room.bar, "every way and load of the fork is above the action bar");
  await bothThemes(page, card, "picture-jamaica-race");
  await page.getByTestId("move-forward-1").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-short").click();
  await page.getByTestId("short-food").fill("3");
  await page.getByTestId("short-gold").fill("2");
  await page.getByTestId("short-ok").click();
  await page.getByTestId("load-gold").click();
  await page.getByTestId("ghost-forward-0").click();
  await page.getByTestId("atk-face-star").click();
  await page.getByTestId("fight-go").click();
  await page.getByTestId("spoils-gold-amount").fill("3");
  await page.getByTestId("spoils-ghost-gold").click();
  await page.getByTestId("ghost-backward-0").click();

  // Round 3 (Ana Captain, 1 and 1).
  await dice(page, 1, 1);
  for (let i = 0; i < 3; i++) {
    await page.getByTestId("move-forward-0").click();
    await page.getByTestId("fee-paid").click();
  }
  await page.getByTestId("load-gunpowder").click();
  await page.getByTestId("ghost-forward-0").click();
  await page.getByTestId("ghost-forward-0").click();

  // Round 4 (Bo Captain, 3 and 1): Ana on the fork, then a fee she cannot pay with two ways back.
  await dice(page, 3, 1);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await marksMatch(card, ".jm-choice");
  await page.getByTestId("move-forward-1").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-short").click();
  await page.getByTestId("short-food").fill("0");
  await page.getByTestId("short-gold").fill("0");
  await page.getByTestId("short-ok").click();
  const shortage = page.getByTestId("step-shortage");
  await marksMatch(shortage, ".jm-choice");
  await shipsMatch(page, shortage, names);
  await shortage.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await shortage.screenshot({ path: path.join(OUTPUT, "screenshots", "picture-jamaica-fallback-light.png") });
  await page.getByTestId("fallback-11").click();

  // The ghost, forced forward onto the fork: the Captain's two ways, numbered.
  const ghost = page.getByTestId("step-ghost");
  await marksMatch(ghost, ".jm-choice");
  await unfold(page);
  await shipsMatch(page, fold, names);
  const folded = fold.getByTestId("race-picture");
  await folded.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await folded.screenshot({ path: path.join(OUTPUT, "screenshots", "picture-jamaica-race-fold-light.png") });
  await page.close();
});
