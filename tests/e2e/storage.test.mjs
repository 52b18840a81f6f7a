// No game is ever lost: the move from localStorage to IndexedDB, two windows on one game, a
// full storage, and a backup carried from one browser profile to another.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { launch, screenshot, startScorePad, scores, stored, storedWhen, storeRaw, storeReady, addPoints } from "./harness.mjs";

const GOLDEN = path.resolve("tests/golden/v1");

let app;
const consoleErrors = [];
before(async () => {
  app = await launch();
  app.browser.on("page", (page) =>
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    }),
  );
});
after(async () => {
  await app.close();
  assert.deepEqual(app.errors, [], "the page threw no errors");
});

/** The scores a golden game's expectation records, in seat order. */
function goldenScores(stem) {
  const expect = fs.readFileSync(path.join(GOLDEN, `${stem}.expect`), "utf8");
  return [...expect.matchAll(/^score: .* (-?\d+)$/gm)].map((m) => Number(m[1]));
}

test("games saved by an older build in localStorage move into IndexedDB, broken ones as found", async () => {
  const page = await app.open();
  const stem = "scorepad-plain-unfinished";
  const golden = fs.readFileSync(path.join(GOLDEN, `${stem}.save.json`), "utf8");
  const damaged = golden.slice(0, 80);
  const foreign = '{"format":"something-else"}';
  await page.evaluate(
    ([golden, damaged, foreign, stem]) => {
      localStorage.setItem(`tablemate.game.golden-${stem}`, golden);
      localStorage.setItem("tablemate.game.damaged", damaged);
      localStorage.setItem("tablemate.game.foreign", foreign);
    },
    [golden, damaged, foreign, stem],
  );
  await page.reload();
  await storeReady(page);

  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("tablemate.game.")));
  assert.deepEqual(left, [], "every old record left localStorage once its copy read back");
  const db = await stored(page);
  assert.equal(db.broken["tablemate.game.damaged"], damaged, "a damaged save is kept exactly");
  assert.equal(db.broken["tablemate.game.foreign"], foreign, "a foreign record is kept exactly");
  const moved = db.games[`golden-${stem}`];
  assert.ok(moved, "the readable game is in the database");
  assert.equal(moved.entries.length, JSON.parse(golden).game.log.length, "one record per log entry");

  await page.getByTestId("saved-games").click();
  assert.equal(await page.getByTestId("broken-save").count(), 2);
  assert.match(await page.getByTestId("broken").textContent(), /damaged and cannot be read/);
  assert.match(await page.getByTestId("broken").textContent(), /not a Tablemate save/);
  const shown = await page.getByTestId("broken-save").filter({ hasText: "damaged" }).getByTestId("broken-raw").inputValue();
  assert.equal(shown, damaged, "the raw text is shown exactly");
  await page.getByTestId("saved-game").filter({ hasText: stem }).getByTestId("open-saved").click();
  assert.deepEqual(await scores(page, 3), goldenScores(stem), "the moved game replays as recorded");

  // Playing on writes the new entry beside the others; the broken records are left alone.
  await page.getByTestId("plus1-0").click();
  // A reload keeps the game on screen, read again from the store.
  await page.reload();
  await page.getByTestId("undo").waitFor();
  const after = await stored(page);
  assert.equal(after.games[`golden-${stem}`].entries.length, 40, "the undone entry was replaced by the new one");
  assert.equal(after.broken["tablemate.game.damaged"], damaged);
  assert.equal(after.broken["tablemate.game.foreign"], foreign);
  await page.close();
});

test("a stored game that cannot be read is listed with its reason and never overwritten", async () => {
  const page = await app.open();
  await startScorePad(page, ["Mai", "Nam"]);
  await page.getByTestId("plus1-0").click();
  const mine = ([, g]) => g.head.includes("Mai") && g.entries.length === 1;
  const db = await storedWhen(page, (db) => Object.entries(db.games).some(mine));
  const [id] = Object.entries(db.games).find(mine);
  const damaged = db.games[id].head.slice(0, 50);
  await storeRaw(page, "games", id, damaged);
  // The reload cannot show the damaged game again: home says why.
  await page.reload();
  await page.getByTestId("notice").waitFor();
  await page.getByTestId("saved-games").click();
  const line = page.getByTestId("broken-save").filter({ hasText: id });
  assert.equal(await line.count(), 1);
  assert.equal(await line.getByTestId("broken-raw").inputValue(), damaged);
  await page.getByTestId("back").click();
  await startScorePad(page, ["Oanh", "Phúc"]);
  await addPoints(page, 0, 5);
  await page.reload();
  await page.getByTestId("undo").waitFor();
  assert.equal((await stored(page)).games[id].head, damaged, "the damaged head is never written over");
  await page.close();
});

test("two windows on one game: the game moves to the newer window and no tap is lost", async () => {
  const first = await app.open();
  await startScorePad(first, ["Tom", "Uma"]);
  await addPoints(first, 0, 5);
  assert.deepEqual(await scores(first, 2), [5, 0]);
  await storedWhen(first, (db) => Object.values(db.games).some((g) => g.head.includes("Uma") && g.entries.length === 1));

  const second = await app.open();
  await second.getByTestId("saved-games").click();
  await second.getByTestId("saved-game").filter({ hasText: "Uma" }).getByTestId("open-saved").click();
  assert.deepEqual(await scores(second, 2), [5, 0], "the second window reads what the first wrote");
  await first.getByTestId("game-moved").waitFor();
  await screenshot(first, "game-moved");

  // The first window refuses a tap visibly and writes nothing.
  await first.getByTestId("plus1-1").click();
  assert.match(await first.getByTestId("notice").textContent(), /open in another window/);
  assert.deepEqual(await scores(first, 2), [5, 0]);

  await second.getByTestId("plus1-1").click();
  assert.deepEqual(await scores(second, 2), [5, 1]);
  await first.getByTestId("score-1").filter({ hasText: "1" }).waitFor();
  assert.deepEqual(await scores(first, 2), [5, 1], "the first window follows the second live");

  // Taking it back: the first window goes on from what the second wrote.
  await first.getByTestId("use-here").click();
  await second.getByTestId("game-moved").waitFor();
  await first.getByTestId("game-moved").waitFor({ state: "detached" });
  await first.getByTestId("plus1-0").click();
  assert.deepEqual(await scores(first, 2), [6, 1]);

  await storedWhen(first, (db) => Object.values(db.games).some((g) => g.head.includes("Uma") && g.entries.length === 3));
  // Reloaded, the second window reads the game again: both windows' taps.
  await second.reload();
  await second.getByTestId("undo").waitFor();
  assert.deepEqual(await scores(second, 2), [6, 1], "both windows' taps are stored");
  await first.close();
  await second.close();
});

test("a game deleted in another window is closed at the next tap, never written back", async () => {
  const playing = await app.open();
  await startScorePad(playing, ["Zed", "Ama"]);
  await playing.getByTestId("plus1-0").click();
  const mine = (db) => Object.entries(db.games).find(([, g]) => g.head.includes("Ama"));
  await storedWhen(playing, (db) => mine(db)?.[1].entries.length === 1);

  const lists = await app.open();
  await lists.getByTestId("saved-games").click();
  await lists.getByTestId("saved-game").filter({ hasText: "Ama" }).getByTestId("delete").click();
  await lists.getByTestId("confirm").click();
  await storedWhen(lists, (db) => !mine(db), "the game to be deleted");

  await playing.getByTestId("plus1-1").click();
  await playing.getByTestId("notice").filter({ hasText: "changed or removed in another window" }).waitFor();
  await playing.getByTestId("new-game").waitFor();
  assert.equal(mine(await stored(playing)), undefined, "the deleted game is not written back");
  await playing.close();
  await lists.close();
});

test("a full storage: the tap is taken back and said, and everything shown as done survives", async () => {
  // A profile of its own whose quota is small from the start (Chromium applies a lowered
  // quota to storage the origin has not used yet): taps fill it for real.
  const full = await launch();
  try {
    const page = await full.browser.newPage();
    full.browser.on("page", (p) => p.on("pageerror", (e) => full.errors.push(e.message)));
    page.on("pageerror", (e) => full.errors.push(e.message));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Storage.overrideQuotaForOrigin", { origin: new URL(full.url).origin, quotaSize: 40000 });
    await page.goto(full.url);
    await storeReady(page);
    await startScorePad(page, ["Vy", "Wes"]);
    let taps = 0;
    for (; taps < 400 && (await page.getByTestId("storage-full").count()) === 0; taps++) {
      await page.getByTestId("plus1-0").click();
    }
    assert.ok(taps < 400, "the storage filled up");
    await page.getByTestId("notice").filter({ hasText: "no room left" }).waitFor();
    await screenshot(page, "storage-full");
    const shown = await scores(page, 2);
    assert.ok(shown[0] < taps, "the tap that could not be stored is taken back");
    const db = await stored(page);
    assert.equal(Object.values(db.games)[0].entries.length, shown[0], "the screen shows what is stored");

    // Another tap while full: refused the same way, nothing drifts.
    await addPoints(page, 1, 5);
    await page.getByTestId("notice").filter({ hasText: "no room left" }).waitFor();
    await page.waitForFunction(() => document.querySelector("[data-testid=score-1]")?.textContent === "0");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-game").click()]);
    const saved = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
    assert.equal(saved.game.log.length, shown[0], "the game can be exported as shown");

    await page.reload();
    await page.getByTestId("undo").waitFor();
    assert.deepEqual(await scores(page, 2), shown, "everything the screen showed as done is stored");
    assert.deepEqual(full.errors, []);
  } finally {
    await full.close();
  }
});

test("freeing room keeps only the results of old finished games, after confirmation", async () => {
  const page = await app.open();
  await startScorePad(page, ["Xa", "Yen"]);
  await addPoints(page, 1, 5);
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  const done = (db) => Object.entries(db.games).find(([, g]) => g.head.includes("Yen"));
  await storedWhen(page, (db) => done(db)?.[1].entries.length === 2);
  await page.getByTestId("back").click();
  await page.getByTestId("settings").click();
  await page.getByTestId("free-before").fill("2099-01-01");
  await page.getByTestId("free-room-start").click();
  assert.match(await page.locator("#confirm-message").textContent(), /Remove the logs of 1 finished games played before 2099-01-01/);
  await page.getByTestId("confirm").click();
  await page.getByTestId("notice").filter({ hasText: "logs of 1 finished games were removed" }).waitFor();
  const [id, kept] = done(await stored(page));
  assert.equal(kept.entries.length, 0, "the log is gone");
  assert.match(kept.head, /"results_only":true/);

  await page.reload();
  await page.getByTestId("free-before").waitFor();
  await page.getByTestId("back").click();
  await page.getByTestId("history").click();
  const line = page.getByTestId("history-game").filter({ hasText: "Yen" });
  assert.match(await line.textContent(), /Winner: Yen/, "the result stays in the history");
  assert.match(await line.textContent(), /Only the results of this game were kept/);
  await line.locator("button.card").click();
  assert.match(await page.getByTestId("notice").textContent(), /Only the results/);
  assert.ok(id);
  await page.close();
});

test("a backup carries every game to another browser profile and merges without overwriting", async () => {
  const page = await app.open();
  await startScorePad(page, ["Carry", "Over"]);
  await addPoints(page, 0, 5);
  await storedWhen(page, (db) => Object.values(db.games).some((g) => g.head.includes("Carry") && g.entries.length === 1));
  await page.getByTestId("back").click();
  await page.getByTestId("settings").click();
  const persistence = await page.getByTestId("persistence").textContent();
  assert.ok(persistence.length > 10, "Settings says what the browser promises about the storage");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-all").click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tablemate-backup-")), "backup.json");
  await download.saveAs(file);
  // The tap is acknowledged: the file's name and where it went.
  assert.match(await page.getByTestId("notice").textContent(), /Saved as tablemate-backup-\d{4}-\d\d-\d\d\.json in your downloads/);
  const backup = JSON.parse(fs.readFileSync(file, "utf8"));
  assert.equal(backup.format, "tablemate-backup");
  const here = await stored(page);
  // A game whose head cannot be read goes as an unreadable record: nothing is left out.
  assert.equal(
    backup.games.length + backup.broken.length,
    Object.keys(here.games).length + Object.keys(here.broken).length,
    "every game and every unreadable record is in the backup",
  );
  assert.ok(backup.games.some((g) => g.text.includes("Carry")));
  await screenshot(page, "settings-storage");
  await page.close();

  const other = await launch();
  try {
    const phone = await other.open();
    await phone.getByTestId("settings").click();
    // Scrolled to the bottom, where the import button is: its notice shows there too.
    await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await phone.getByTestId("import-backup").setInputFiles(file);
    const told = await phone.getByTestId("notice").textContent();
    const box = await phone.getByTestId("notice").boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 844, `the notice is in view (y ${box.y})`);
    // The backup's players are remembered on this phone, as if they had played here.
    for (const name of ["Carry", "Over"]) {
      await phone.locator(`[data-testid="remembered-player"][data-name="${name}"]`).waitFor();
    }
    assert.match(told, new RegExp(`${backup.games.length + backup.broken.length} games added, 0 kept as copies, 0 already here`));
    const copied = await stored(phone);
    assert.deepEqual(Object.keys(copied.games).sort(), backup.games.map((g) => g.id).sort());
    for (const [key, text] of Object.entries(here.broken)) {
      assert.equal(copied.broken[key], text, "unreadable records arrive exactly as they were");
    }

    // The same file again: nothing is added twice.
    const importAgain = async () => {
      await phone.getByTestId("notice").click();
      await phone.getByTestId("notice").waitFor({ state: "detached" });
      await phone.getByTestId("import-backup").setInputFiles([]);
      await phone.getByTestId("import-backup").setInputFiles(file);
      return phone.getByTestId("notice").textContent();
    };
    const total = backup.games.length + backup.broken.length;
    assert.match(await importAgain(), new RegExp(`0 games added, 0 kept as copies, ${total} already here`));

    // A game changed on this phone, then the old backup: the old one comes in as a copy.
    await phone.getByTestId("back").click();
    await phone.getByTestId("saved-games").click();
    await phone.getByTestId("saved-game").filter({ hasText: "Carry" }).getByTestId("open-saved").click();
    await phone.getByTestId("plus1-1").click();
    await storedWhen(phone, (db) => Object.values(db.games).some((g) => g.head.includes("Carry") && g.entries.length === 2));
    // Back from the game returns to the list it was opened from, then home.
    await phone.getByTestId("back").click();
    await phone.getByTestId("saved-list").waitFor();
    await phone.getByTestId("back").click();
    await phone.getByTestId("settings").click();
    await phone.getByTestId("import-backup").setInputFiles([]);
    await phone.getByTestId("import-backup").setInputFiles(file);
    // One copy is one, not "1 kept as copies".
    assert.match(await phone.getByTestId("notice").textContent(), new RegExp(`0 games added, 1 kept as a copy, ${total - 1} already here`));
    await phone.getByTestId("back").click();
    await phone.getByTestId("saved-games").click();
    assert.equal(await phone.getByTestId("saved-game").filter({ hasText: "Carry" }).count(), 2, "both versions are kept");
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
  }
  assert.deepEqual(consoleErrors, [], "no console errors");
});
