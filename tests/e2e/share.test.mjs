// Handing a game to another phone: share a score pad game, open its link in a second browser
// (a separate profile, so nothing is shared but the link), confirm, find the same scoreboard.
// Also: pasting a damaged code, a reload after import, and the results card.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { launch, screenshot, startScorePad, scores, PHONE, stored, storeReady, addPoints } from "./harness.mjs";

let app;
let other;
const otherErrors = [];
before(async () => {
  app = await launch();
  other = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
});
after(async () => {
  await other.close();
  await app.close();
  assert.deepEqual(app.errors, [], "the first phone's page threw no errors");
  assert.deepEqual(otherErrors, [], "the second phone's page threw no errors");
});

async function secondPhone(locale = "en-US") {
  const context = await other.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale });
  const page = await context.newPage();
  page.on("pageerror", (e) => otherErrors.push(e.message));
  return { context, page };
}

test("a score pad game moves to a second phone by its link", async () => {
  const page = await app.open();
  const names = ["Ana", "<b>Bình</b>", "陳"];
  await startScorePad(page, names);
  await addPoints(page, 0, 5);
  await page.getByTestId("plus1-1").click();
  await page.getByTestId("custom-2").fill("12");
  await page.getByTestId("custom-2").press("Enter");
  await page.getByTestId("plus1-1").click();
  await page.getByTestId("undo").click();
  const before = await scores(page, 3);
  assert.deepEqual(before, [5, 1, 12]);

  await page.getByTestId("share").click();
  const qr = page.getByTestId("share-qr");
  await qr.waitFor();
  assert.ok(await qr.evaluate((img) => img.complete && img.naturalWidth > 0), "the QR code image renders");
  const version = Number(await qr.getAttribute("data-version"));
  assert.ok(version >= 1 && version <= 25, `QR version ${version}`);
  // The encoder's terms are not the players': no "QR version 11, error correction M".
  assert.doesNotMatch(await page.getByTestId("share-panel").textContent(), /error correction|QR version/);
  const link = await page.getByTestId("share-link").inputValue();
  assert.ok(link.startsWith(`${app.url}#TM`), link);
  assert.match(link.split("#")[1], /^TM[0-9A-Z$*+\/-]+$/, "the code uses the QR alphanumeric set only");
  assert.equal(await page.getByTestId("snapshot-note").count(), 0, "a short game goes whole");
  await page.getByTestId("copy-link").click();
  assert.match(await page.getByTestId("notice").textContent(), /Copied/);
  await screenshot(page, "share-screen");

  const { context, page: phone } = await secondPhone();
  await phone.goto(link);
  const preview = phone.getByTestId("import-preview");
  await preview.waitFor({ timeout: 20000 });
  assert.ok(!phone.url().includes("#"), "the code is cleared from the address bar");
  assert.match(await phone.getByTestId("import-kind").textContent(), /Score pad · 3 actions/);
  const chips = await preview.textContent();
  for (const [i, name] of names.entries()) assert.ok(chips.includes(`${name} ${before[i]}`), chips);
  assert.equal(await preview.locator("b").count(), 0, "a name is text, never markup");
  await screenshot(phone, "import-preview");

  await phone.getByTestId("import-confirm").click();
  await phone.getByTestId("undo").waitFor();
  assert.deepEqual(await scores(phone, 3), before, "the same scoreboard on the second phone");
  assert.equal(await phone.getByTestId("redo").isDisabled(), false, "the undone entry came along");
  assert.match(await phone.getByTestId("notice").textContent(), /Imported/);
  await phone.getByTestId("redo").click();
  assert.deepEqual(await scores(phone, 3), [5, 2, 12]);
  await screenshot(phone, "imported-game");

  // A reload keeps the game on screen and does not import twice; the game is saved once.
  await phone.reload();
  await phone.getByTestId("undo").waitFor({ timeout: 20000 });
  assert.deepEqual(await scores(phone, 3), [5, 2, 12]);
  assert.equal(await phone.getByTestId("import-preview").count(), 0);
  await phone.getByTestId("back").click();
  await storeReady(phone);
  assert.equal(Object.keys((await stored(phone)).games).length, 1);
  await context.close();
  await page.close();
});

test("a damaged code is explained in the phone's own language", async () => {
  const page = await app.open();
  await startScorePad(page, ["Mai", "Tú"]);
  await page.getByTestId("share").click();
  const code = (await page.getByTestId("share-link").inputValue()).split("#")[1];
  const damaged = code.slice(0, 10) + (code[10] === "A" ? "B" : "A") + code.slice(11);
  for (const [locale, words] of [["vi-VN", /Mã này bị hỏng/], ["zh-TW", /這個代碼已損壞/]]) {
    const { context, page: phone } = await secondPhone(locale);
    await phone.goto(`${app.url}#${damaged}`);
    await phone.getByTestId("import-error").waitFor({ timeout: 20000 });
    const said = await phone.getByTestId("import-error").textContent();
    assert.match(said, words, `${locale}: ${said}`);
    assert.doesNotMatch(said, /damaged|code/i, `${locale}: no English left`);
    await context.close();
  }
  await page.close();
});

test("a damaged code says so and imports nothing; a pasted code imports", async () => {
  const page = await app.open();
  await startScorePad(page, ["Mai", "Tú"]);
  await addPoints(page, 1, 5);
  await page.getByTestId("share").click();
  const link = await page.getByTestId("share-link").inputValue();
  const code = link.split("#")[1];
  const damaged = code.slice(0, 10) + (code[10] === "A" ? "B" : "A") + code.slice(11);

  // The second phone opens a link whose code is damaged.
  const { context, page: phone } = await secondPhone();
  await phone.goto(`${app.url}#${damaged}`);
  await phone.getByTestId("import-error").waitFor({ timeout: 20000 });
  assert.match(await phone.getByTestId("import-error").textContent(), /damaged/);
  assert.equal(await phone.getByTestId("import-preview").count(), 0);
  await screenshot(phone, "import-damaged");

  await phone.getByTestId("code-input").fill(`  ${code.toLowerCase()}\n`);
  await phone.getByTestId("read-code").click();
  await phone.getByTestId("import-preview").waitFor();
  assert.equal(await phone.getByTestId("import-error").count(), 0);
  await phone.getByTestId("import-confirm").click();
  assert.deepEqual(await scores(phone, 2), [0, 5]);
  await context.close();
  await page.close();
});

test("the results card of a finished game", async () => {
  const page = await app.open();
  await startScorePad(page, ["Ana", "Bo"]);
  await addPoints(page, 1, 5);
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  await page.getByTestId("share").click();
  const card = page.getByTestId("results-card");
  await card.waitFor();
  assert.match(await page.getByTestId("results-winner").textContent(), /Winner: Bo/);
  assert.match(await card.textContent(), /Lasted \d+ min/);
  assert.ok(await page.getByTestId("results-qr").evaluate((img) => img.complete && img.naturalWidth > 0));
  await page.getByTestId("share-results").click();
  assert.match(await page.getByTestId("notice").textContent(), /copied instead|Copied/);
  await screenshot(page, "results-card");
  // The paste entry leads to the import screen.
  await page.getByTestId("paste-code").click();
  await page.getByTestId("code-input").waitFor();
  await page.close();
});

test("a link opened where the app already runs imports without a reload", async () => {
  const page = await app.open();
  await startScorePad(page, ["Yến", "Zoe"]);
  await addPoints(page, 0, 5);
  await page.getByTestId("share").click();
  const link = await page.getByTestId("share-link").inputValue();
  await page.getByTestId("back").click();
  await page.getByTestId("back").click();
  await page.getByTestId("new-game").waitFor();
  await page.evaluate((hash) => {
    window.__sameDocument = true;
    location.hash = hash;
  }, new URL(link).hash);
  await page.getByTestId("import-preview").waitFor({ timeout: 10000 });
  assert.equal(await page.evaluate(() => window.__sameDocument), true, "no reload happened");
  assert.ok(!page.url().includes("#"), "the code is cleared from the address bar");
  assert.match(await page.getByTestId("import-kind").textContent(), /Score pad · 1 action/);
  await page.close();
});

test("the same link opened again says this phone holds the game, and the giver marks it handed over", async () => {
  const page = await app.open();
  await startScorePad(page, ["Lan", "Minh"]);
  await addPoints(page, 0, 5);
  await page.getByTestId("share").click();
  const link = await page.getByTestId("share-link").inputValue();

  const { context, page: phone } = await secondPhone();
  await phone.goto(link);
  await phone.getByTestId("import-preview").waitFor({ timeout: 20000 });
  assert.equal(await phone.getByTestId("import-held").count(), 0, "a new game here");
  await phone.getByTestId("import-confirm").click();
  await phone.getByTestId("undo").waitFor();
  await addPoints(phone, 1, 3);
  // The same link opened again: this phone holds the game already, with one move more.
  await phone.goto("about:blank");
  await phone.goto(link);
  const held = phone.getByTestId("import-held");
  await held.waitFor({ timeout: 20000 });
  assert.match(await held.textContent(), /holds this game already: “Score pad [^”]*”, 2 actions \(this code: 1 action\)/);
  assert.equal(await phone.getByTestId("import-confirm").textContent(), "Import as another game");
  await phone.getByTestId("import-open-held").click();
  await phone.getByTestId("undo").waitFor();
  assert.deepEqual(await scores(phone, 2), [5, 3], "the game held here, with its own moves");
  assert.equal(Object.keys((await stored(phone)).games).length, 1, "no second copy");
  await context.close();

  // The giver says the other phone has it: the copy here waits, says so, and can be taken back.
  await page.getByTestId("hand-over").click();
  await page.getByTestId("new-game").waitFor();
  assert.match(await page.getByTestId("resume").getByTestId("handed-mark").textContent(), /^Handed over \d{4}-\d\d-\d\d \d\d:\d\d$/);
  await page.getByTestId("resume").click();
  assert.match(await page.getByTestId("handed").textContent(), /Handed to another phone on .*: the game goes on there\./);
  await page.getByTestId("plus1-0").click();
  assert.match(await page.getByTestId("notice").textContent(), /handed to another phone\. Take it back to play on here/);
  assert.deepEqual(await scores(page, 2), [5, 0], "no move on the copy left behind");
  await page.getByTestId("take-back").click();
  assert.equal(await page.getByTestId("handed").count(), 0);
  await page.getByTestId("plus1-0").click();
  assert.deepEqual(await scores(page, 2), [6, 0], "taken back, it plays here again");
  // The mark outlives a reload until taken back (it was taken back: none).
  await page.reload();
  await page.getByTestId("undo").waitFor({ timeout: 20000 });
  assert.equal(await page.getByTestId("handed").count(), 0);
  await page.close();
});
