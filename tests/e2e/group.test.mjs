// The group remembered: the players of each game are offered at the next set-up as chips that
// seat them with their colour in one tap, can be renamed, recoloured and forgotten in
// Settings; the lists name each game's variant; the statistics count plays and wins from the
// history; and the history goes out as CSV and JSON. The tests run in order on one profile.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { appForFile, screenshot, startCatan, startGame, startScorePad, addPoints, scores, thumb } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const LEE = 'Lee, "Jr"';

/** Ends the open score pad game and goes home. */
async function finish(page) {
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  await page.getByTestId("back").click();
  await page.getByTestId("new-game").waitFor();
}

/** From home: the score pad's set-up, at its players. */
async function scorePadSeats(page) {
  await page.getByTestId("new-game").click();
  await page.getByTestId("kind-ScorePad").click();
  await page.getByTestId("next").click();
}

/** The colour checked for seat `i`. */
const seatColour = (page, i) =>
  page.getByRole("radiogroup", { name: `Colour ${i + 1}` }).locator('[aria-checked="true"]').getAttribute("data-colour");

/** The statistics table's rows of `section`, as {name: {col: text}}. */
async function table(section) {
  return section.locator('[data-testid="stats-row"]').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((r) => [r.dataset.name, Object.fromEntries([...r.querySelectorAll("td")].map((td) => [td.dataset.col, td.textContent]))]),
    ),
  );
}

/** RFC 4180 fields of a CSV text (quotes doubled inside quoted fields, CRLF lines). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(field), (field = "");
    else if (c === "\r" && text[i + 1] === "\n") row.push(field), rows.push(row), (row = []), (field = ""), i++;
    else field += c;
  }
  return rows;
}

test("the players of a game are offered at the next set-up, one tap a seat", async () => {
  const page = await app.open();
  await scorePadSeats(page);
  assert.equal(await page.getByTestId("seat-chips").count(), 0, "nobody is remembered on a new phone");
  await page.getByTestId("back").click();

  await startScorePad(page, ["Ana", "Bình"]);
  await addPoints(page, 0, 5);
  await addPoints(page, 1, 3);
  await finish(page);

  await scorePadSeats(page);
  const chips = page.getByTestId("seat-chips").getByRole("button");
  assert.deepEqual(await chips.allTextContents(), ["AAna", "BBình"], "most recent first, in seat order, with their initial");
  await screenshot(page, "group-chips");
  // Bình played blue: a tap seats Bình in the first seat, in blue, and the free seat takes red.
  const hand = thumb(page);
  await hand.tap("remembered-Bình");
  assert.equal(await page.getByTestId("player-name-0").inputValue(), "Bình");
  assert.equal(await seatColour(page, 0), "blue");
  assert.equal(await seatColour(page, 1), "red");
  assert.deepEqual(await chips.allTextContents(), ["AAna"], "a seated player is no longer offered");
  await hand.tap("remembered-Ana");
  assert.equal(await page.getByTestId("player-name-1").inputValue(), "Ana");
  assert.equal(await seatColour(page, 1), "red");
  assert.equal(await page.getByTestId("seat-chips").count(), 0);
  assert.equal(hand.done("Set-up, two remembered players seated"), 2);

  // A third, typed: Lee joins the group when the game starts.
  await page.getByTestId("add-player").click();
  await page.getByTestId("player-name-2").fill(LEE);
  await page.getByTestId("start").click();
  await page.getByTestId("undo").waitFor();
  // A tie for first between Bình and Ana.
  await addPoints(page, 0, 4);
  await addPoints(page, 1, 4);
  await addPoints(page, 2, 1);
  assert.deepEqual(await scores(page, 3), [4, 4, 1]);
  await finish(page);

  await scorePadSeats(page);
  assert.deepEqual(await chips.allTextContents(), ["BBình", "AAna", `L${LEE}`]);
  await page.close();
});

test("Settings renames, recolours and forgets a remembered player", async () => {
  const page = await app.open();
  await page.getByTestId("settings").click();
  const list = page.getByTestId("remembered-player");
  assert.deepEqual(await list.evaluateAll((els) => els.map((e) => e.dataset.name)), ["Bình", "Ana", LEE]);
  const ana = page.locator('[data-testid="remembered-player"][data-name="Ana"]');
  await ana.getByTestId("remembered-edit").click();
  await ana.getByTestId("remembered-name").fill("Anh");
  await ana.getByRole("radio", { name: "Purple" }).click();
  await screenshot(page, "group-settings-edit");
  await ana.getByTestId("remembered-save").click();
  await page.getByTestId("notice").filter({ hasText: "Saved: Anh." }).waitFor();
  const anh = page.locator('[data-testid="remembered-player"][data-name="Anh"]');
  assert.equal(await anh.locator(".swatch.colour-purple").count(), 1, "Anh is purple now");

  // A name another remembered player has is refused, and nothing changes.
  await anh.getByTestId("remembered-edit").click();
  await anh.getByTestId("remembered-name").fill("bình");
  await anh.getByTestId("remembered-save").click();
  await page.getByTestId("notice").filter({ hasText: "Another remembered player is called bình." }).waitFor();
  await anh.getByRole("button", { name: "Cancel" }).click();

  await page.locator(`[data-testid="remembered-player"][data-name='${LEE}']`).getByTestId("remembered-forget").click();
  await page.getByTestId("notice").filter({ hasText: `${LEE} is no longer remembered.` }).waitFor();
  assert.deepEqual(await list.evaluateAll((els) => els.map((e) => e.dataset.name)), ["Bình", "Anh"]);
  await screenshot(page, "group-settings");

  // Stored for good: after a reload (which keeps the settings on screen) the set-up offers Anh
  // in purple.
  await page.reload();
  await page.locator('[data-testid="remembered-player"]').first().waitFor();
  await page.getByTestId("back").click();
  await page.getByTestId("new-game").waitFor();
  await scorePadSeats(page);
  const chips = page.getByTestId("seat-chips").getByRole("button");
  assert.deepEqual(await chips.allTextContents(), ["BBình", "AAnh"]);
  await page.getByTestId("remembered-Anh").click();
  assert.equal(await page.getByTestId("player-name-0").inputValue(), "Anh");
  assert.equal(await seatColour(page, 0), "purple");
  await page.close();
});

test("a stored list that cannot be read is shown as found and never written over", async () => {
  const page = await app.open();
  const before = await page.evaluate(() => localStorage.getItem("tablemate.group"));
  const damaged = before.slice(0, 30);
  await page.evaluate((text) => localStorage.setItem("tablemate.group", text), damaged);
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  await startScorePad(page, ["Zed", "Yan"]);
  assert.equal(await page.evaluate(() => localStorage.getItem("tablemate.group")), damaged, "a game starting writes nothing over it");
  await page.getByTestId("back").click();
  await page.getByTestId("settings").click();
  assert.match(await page.getByTestId("group-unreadable").textContent(), /damaged and cannot be read/);
  assert.equal(await page.getByTestId("group-raw").inputValue(), damaged);
  // Put back as it was, for the tests that follow.
  await page.evaluate((text) => localStorage.setItem("tablemate.group", text), before);
  await page.close();
});

test("the saved list and the history name each game's variant", async () => {
  const page = await app.open();
  await startCatan(page, ["Ana", "Bình"], () => page.getByTestId("catan-variant-Duel").click());
  await page.getByTestId("back").click();
  await startGame(page, "Carcassonne", ["Ana", "Bình"], {
    options: async () => {
      await page.getByTestId("opt-tower").check();
      await page.getByTestId("opt-count").check();
    },
  });
  await page.getByTestId("back").click();
  await page.getByTestId("saved-games").click();
  // The lists are read once they are drawn: the history is a part of the app fetched when
  // first shown, and on a loaded machine a screen can come a moment after the tap.
  await page.getByTestId("saved-title").first().waitFor();
  const titles = await page.getByTestId("saved-title").allTextContents();
  assert.match(titles[0], /^Carcassonne · Tower, Count · In progress/);
  assert.match(titles[1], /^Catan · duel · In progress/);
  assert.ok(titles.some((t) => /^Score pad · Finished/.test(t)), titles.join("\n"));
  await screenshot(page, "group-saved-variants");
  await page.getByTestId("back").click();
  await page.getByTestId("history").click();
  await page.getByTestId("history-title").first().waitFor();
  assert.match((await page.getByTestId("history-title").allTextContents())[0], /^Score pad · /);
  await screenshot(page, "group-history");
  await page.close();
});

test("the statistics count plays, wins, ties and scores from the history", async () => {
  const page = await app.open();
  await page.getByTestId("history").click();
  await page.getByTestId("statistics").click();
  await page.getByTestId("stats-players").waitFor();
  // Ana (now Anh in the group, still Ana in her games) won the first game and shared the
  // second with Bình.
  const all = await table(page.getByTestId("stats-players"));
  assert.deepEqual(Object.keys(all), ["Ana", "Bình", LEE], "best record first");
  assert.deepEqual([all.Ana.plays, all.Ana.wins, all.Ana.rate], ["2", "2", "100%"]);
  assert.deepEqual([all["Bình"].plays, all["Bình"].wins, all["Bình"].rate], ["2", "1", "50%"]);
  assert.deepEqual([all[LEE].plays, all[LEE].wins, all[LEE].rate], ["1", "0", "0%"]);
  const pad = page.locator('[data-testid="stats-game"][data-kind="ScorePad"]');
  assert.match(await pad.getByTestId("stats-game-line").textContent(), /^Played 2× · last on \d{4}-\d\d-\d\d$/);
  const scored = await table(pad);
  assert.deepEqual([scored.Ana.best, scored.Ana.average], ["5", "4.5"]);
  assert.deepEqual([scored["Bình"].best, scored["Bình"].average], ["4", "3.5"]);
  await screenshot(page, "statistics");
  // Each table fits the phone, or shows that it scrolls: no column cut at "Averag" unseen.
  for (const box of await page.locator(".table-scroll").all()) {
    const { fits, hinted } = await box.evaluate((el) => ({
      fits: el.scrollWidth <= el.clientWidth + 1,
      hinted: getComputedStyle(el).backgroundImage.includes("gradient"),
    }));
    assert.ok(fits, "the statistics table fits 390 px");
    assert.ok(hinted, "a wider table would show its hidden edge");
  }
  // The back gesture returns to the history.
  await page.goBack();
  await page.getByTestId("history-list").waitFor();
  await page.close();
});

test("the history downloads as CSV and as JSON", async () => {
  const page = await app.open();
  await page.getByTestId("history").click();
  const [csvFile] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
  assert.match(csvFile.suggestedFilename(), /^tablemate-history-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync(await csvFile.path(), "utf8");
  assert.ok(csv.startsWith("\uFEFF"), "a byte-order mark for spreadsheets");
  const rows = parseCsv(csv.slice(1));
  assert.deepEqual(rows[0], ["game_id", "game_name", "game", "variant", "started", "finished", "minutes", "seat", "player", "colour", "score", "winner"]);
  assert.equal(rows.length, 1 + 3 + 2, "a row per player per finished game");
  const player = (row) => [row[7], row[8], row[9], row[10], row[11]];
  // The latest game first: the tie, then the first game.
  assert.deepEqual(rows.slice(1, 4).map(player), [
    ["1", "Bình", "blue", "4", "true"],
    ["2", "Ana", "red", "4", "true"],
    ["3", LEE, "white", "1", "false"],
  ]);
  assert.deepEqual(rows.slice(4).map(player), [
    ["1", "Ana", "red", "5", "true"],
    ["2", "Bình", "blue", "3", "false"],
  ]);
  assert.ok(csv.includes(`"Lee, ""Jr"""`), "a comma and quotes in a name are quoted");
  assert.equal(rows[1][2], "Score pad");

  const [jsonFile] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
  assert.match(jsonFile.suggestedFilename(), /^tablemate-history-\d{4}-\d\d-\d\d\.json$/);
  const history = JSON.parse(fs.readFileSync(await jsonFile.path(), "utf8"));
  assert.equal(history.format, "tablemate-history");
  assert.equal(history.version, 1);
  assert.equal(history.games.length, 2);
  assert.equal(history.games[0].family, "ScorePad");
  assert.deepEqual(
    history.games[0].players.map((p) => [p.name, p.score, p.winner]),
    [["Bình", 4, true], ["Ana", 4, true], [LEE, 1, false]],
  );
  assert.equal(history.games[0].id, rows[1][0], "the same game in both files");
  await page.close();
});
