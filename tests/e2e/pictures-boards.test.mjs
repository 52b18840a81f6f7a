// The board pictures (issue #29): Carcassonne's score track and Jamaica's race. Each test
// reads the picture's figures from its accessible text and compares them with what the game
// itself shows (the scores on the board, the line of what to move on the table), screenshots
// the picture in both themes and runs axe-core on it.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { appForFile, axe, OUTPUT, scores, startGame, unfold } from "./harness.mjs";
import { dice } from "./jamaica-play.mjs";


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

/**
 * How big a picture's `number` texts and `marker` circles are on the phone's screen, in CSS
 * px (the smallest of each), and the picture's width.
 */
async function readable(figure, number, marker) {
  await figure.scrollIntoViewIfNeeded();
  return figure.evaluate(
    (el, [number, marker]) => {
      const svg = el.querySelector("svg");
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const fonts = [...svg.querySelectorAll(number)].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
      const dots = [...svg.querySelectorAll(marker)].map((c) => c.getBoundingClientRect().width);
      return {
        width: Math.round(svg.getBoundingClientRect().width),
        number: Math.round(Math.min(...fonts) * 10) / 10,
        marker: Math.round(Math.min(...dots) * 10) / 10,
      };
    },
    [number, marker],
  );
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
  // Read at arm's length: the spaces' numbers and the markers as drawn on the phone.
  const sizes = await readable(page.getByTestId("track-picture"), "text.no", "circle.dot");
  console.log(`Carcassonne's track on the phone: ${JSON.stringify(sizes)}`);
  assert.ok(sizes.number >= 12, `the spaces' numbers are ${sizes.number} px`);
  assert.ok(sizes.marker >= 20, `the markers are ${sizes.marker} px across`);
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
 * The race picture in `scope` reads on the phone: the spaces the table talks about numbered
 * (each ship's but Port Royal, each mark's), every ship inside the drawing's view, Port
 * Royal's name clear of the ships, and ships and numbers big enough at arm's length.
 */
async function raceReads(scope, what) {
  const figure = scope.getByTestId("race-picture");
  const sizes = await readable(figure, "text.jm-pic-no", "circle.jm-pic-ship");
  const seen = await figure.evaluate((el) => {
    const svg = el.querySelector("svg");
    const view = svg.getBoundingClientRect();
    const box = (e) => e.getBoundingClientRect();
    const inside = (r) => r.left >= view.left - 0.5 && r.right <= view.right + 0.5 && r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5;
    const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const ships = [...svg.querySelectorAll("g[data-ship]")];
    const name = svg.querySelector("text.jm-pic-name");
    const numbered = [...svg.querySelectorAll("text.jm-pic-no")].map((t) => Number(t.dataset.no));
    return {
      numbered,
      spaces: [...ships.map((g) => Number(g.dataset.space)), ...[...svg.querySelectorAll("g[data-mark]")].map((g) => Number(g.dataset.space))],
      // A turn's picture shows the part round its ways: a ship away from them is not drawn in
      // it, but none is cut by the edge; the whole picture shows every ship.
      clipped: ships
        .filter((g) => {
          const r = box(g.querySelector("circle"));
          return el.classList.contains("cut") ? meets(r, view) && !inside(r) : !inside(r);
        })
        .map((g) => g.dataset.ship),
      onName: name && inside(box(name)) ? ships.filter((g) => meets(box(g.querySelector("circle")), box(name))).map((g) => g.dataset.ship) : [],
    };
  });
  console.log(`${what}: ${JSON.stringify(sizes)}`);
  for (const space of seen.spaces.filter((s) => s !== 0)) assert.ok(seen.numbered.includes(space), `${what}: space ${space} is numbered`);
  assert.deepEqual(seen.clipped, [], `${what}: no ship cut by the picture's edge`);
  assert.deepEqual(seen.onName, [], `${what}: no ship on Port Royal's name`);
  assert.ok(sizes.width >= 320, `${what}: the picture is ${sizes.width} px wide`);
  assert.ok(sizes.marker >= 18, `${what}: a ship is ${sizes.marker} px across`);
  assert.ok(sizes.number >= 11, `${what}: a space's number is ${sizes.number} px`);
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
  // At the start every ship is in Port Royal: none cut at the edge, none on its name.
  await raceReads(fold, "the race at the start");
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
  await raceReads(card, "the fork's picture");
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
  await raceReads(shortage, "the fall-back's picture");
  await shortage.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await shortage.screenshot({ path: path.join(OUTPUT, "screenshots", "picture-jamaica-fallback-light.png") });
  await page.getByTestId("fallback-11").click();

  // The ghost, forced forward onto the fork: the Captain's two ways, numbered.
  const ghost = page.getByTestId("step-ghost");
  await marksMatch(ghost, ".jm-choice");
  await raceReads(ghost, "the ghost's fork");
  await unfold(page);
  await shipsMatch(page, fold, names);
  await raceReads(fold, "the race after four rounds");
  const folded = fold.getByTestId("race-picture");
  await folded.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await folded.screenshot({ path: path.join(OUTPUT, "screenshots", "picture-jamaica-race-fold-light.png") });
  await page.close();
});
