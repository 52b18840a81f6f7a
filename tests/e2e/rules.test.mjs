// The rule reference and the app's languages: search in English, Vietnamese and Traditional
// Chinese (accents, CJK substrings, a typo), the language setting switching the whole app,
// the browser's language as the default, a refusal linking to its rule, and the sheet over a
// game closing back to it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, launch, screenshot, startScorePad, scores } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

async function search(page, query) {
  await page.getByTestId("rule-search").fill(query);
  await page.locator(`[data-query="${query}"]`).waitFor();
}

async function resultIds(page) {
  return page.$$eval('[data-testid^="result-"]:not([data-testid="result-count"])', (els) =>
    els.map((e) => e.dataset.testid.slice("result-".length)));
}

async function setLanguage(page, key) {
  if (await page.getByTestId("back").count()) await page.getByTestId("back").click();
  await page.getByTestId("settings").click();
  await page.getByTestId(`lang-${key}`).click();
  // A language's words arrive first (fetched once on the web), then the picker moves.
  await page.locator(`[data-testid="lang-${key}"][aria-checked="true"]`).waitFor();
  await page.getByTestId("back").click();
}

test("English search: ranked, highlighted, typo-tolerant, opens the entry", async () => {
  const page = await app.open();
  await page.getByTestId("rules").click();
  // The rule reference is a part of the app fetched when first opened (the split build).
  await page.getByTestId("contents").first().waitFor();
  // Browsing without a query lists every game's entries.
  assert.ok((await page.getByTestId("contents").count()) >= 4);
  await search(page, "bridge");
  const ids = await resultIds(page);
  assert.equal(ids[0], "catan-rivers-bridges", "the title hit comes first");
  assert.match(await page.getByTestId("result-catan-rivers-bridges").locator("mark").first().textContent(), /bridge/i);
  await search(page, "brigde");
  assert.ok((await resultIds(page)).includes("catan-rivers-bridges"), "a one-letter slip still finds bridges");
  await search(page, "zzzqqq");
  await page.getByTestId("no-results").waitFor();
  await search(page, "ghost ship");
  await page.getByTestId(`result-${(await resultIds(page))[0]}`).click();
  const sheet = page.getByTestId("rule-sheet");
  await sheet.waitFor();
  assert.match(await sheet.locator("h2").textContent(), /ghost/i);
  // Related entries open in the same sheet.
  const related = sheet.locator('[data-testid^="related-"]').first();
  const relatedId = (await related.getAttribute("data-testid")).slice("related-".length);
  await related.click();
  assert.equal(await sheet.getAttribute("data-rule"), relatedId);
  await screenshot(page, "rules-sheet-en");
  // Escape closes it too (a keyboard on a tablet or desktop), and focus goes back to the
  // result that opened it.
  await page.keyboard.press("Escape");
  await page.getByTestId("rule-sheet").waitFor({ state: "detached" });
  await page.waitForFunction(() => document.activeElement?.classList.contains("rule-link"));
  await page.close();
});

test("Vietnamese: the whole app switches, and \"cau\" finds the bridge rule", async () => {
  const page = await app.open();
  await setLanguage(page, "vi");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "vi");
  assert.match(await page.getByTestId("new-game").textContent(), /Ván mới|Trò chơi mới|mới/);
  await page.getByTestId("rules").click();
  // Without accents "cau" is both "câu" (question) and "cầu" (bridge): both are found.
  await search(page, "cau");
  assert.ok((await resultIds(page)).includes("catan-rivers-bridges"));
  assert.match(await page.getByTestId("result-catan-rivers-bridges").locator("mark").first().textContent(), /cầu/i);
  // Typed with its accents, the bridge comes first.
  await search(page, "cầu");
  assert.equal((await resultIds(page))[0], "catan-rivers-bridges");
  await search(page, "vang");
  assert.ok((await resultIds(page)).some((id) => id.startsWith("catan-rivers")), "\"vang\" finds the gold rules");
  await page.getByTestId("result-catan-rivers-bridges").click();
  assert.match(await page.getByTestId("rule-sheet").locator("h2").textContent(), /cầu/);
  await screenshot(page, "rules-sheet-vi");
  await page.getByTestId("sheet-close").click();
  await setLanguage(page, "en");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  await page.close();
});

test("Traditional Chinese: \"橋\" finds the bridge rule, and the setting survives a reload", async () => {
  const page = await app.open();
  await setLanguage(page, "zh-Hant");
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-Hant");
  await page.getByTestId("rules").click();
  await search(page, "橋");
  assert.equal((await resultIds(page))[0], "catan-rivers-bridges");
  assert.equal(await page.getByTestId("result-catan-rivers-bridges").locator("mark").first().textContent(), "橋");
  await search(page, "幽靈船");
  assert.ok((await resultIds(page)).some((id) => id.startsWith("jamaica-")));
  await screenshot(page, "rules-search-zh");
  await setLanguage(page, "system");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en", "the system language is English here");
  await page.close();
});

test("a refusal links to its rule, and the sheet closes back to the game", async () => {
  const page = await app.open();
  await startScorePad(page, ["Ana", "Bo"]);
  await page.getByTestId("plus1-0").click();
  await page.getByTestId("custom-1").fill("0");
  await page.getByTestId("custom-1").press("Enter");
  await page.getByTestId("notice-rule").click();
  const sheet = page.getByTestId("rule-sheet");
  assert.equal(await sheet.getAttribute("data-rule"), "scorepad-scores");
  await page.getByTestId("sheet-close").click();
  assert.deepEqual(await scores(page, 2), [1, 0], "the game is untouched under the sheet");
  // Two taps from the game: its rule list, then an entry; back returns to the game.
  await page.getByTestId("open-rules").click();
  await page.getByTestId("scope-game").waitFor();
  assert.equal(await page.getByTestId("contents").count(), 1, "only this game's rules at first");
  assert.equal(await page.getByTestId("rule-search-scope").textContent(), "Search the rules of Score pad", "the field says its scope");
  await page.getByTestId("rule-scorepad-rounds").click();
  await page.getByTestId("rule-sheet").waitFor();
  await page.getByTestId("sheet-close").click();
  // The switch widens the search to every game.
  await search(page, "coin");
  // No score pad rule mentions coins: the other games' hits follow in the same list.
  assert.match(await page.getByTestId("elsewhere").textContent(), /No Score pad rule mentions “coin”\. In the other games:/);
  assert.ok((await resultIds(page)).length > 0 && (await resultIds(page)).every((id) => !id.startsWith("scorepad-")));
  await page.locator('[data-testid^="result-catan-duel"]').first().waitFor();
  await page.getByTestId("scope-all").click();
  await page.locator('[data-testid^="result-catan-duel"]').first().waitFor();
  assert.equal(await page.getByTestId("rule-search-scope").textContent(), "Search the rules of every game");
  await page.getByTestId("back").click();
  assert.deepEqual(await scores(page, 2), [1, 0]);
  // From home the reference is every game's, whatever game was played last.
  await page.getByTestId("back").click();
  await page.getByTestId("rules").click();
  await page.getByTestId("rule-search").waitFor();
  assert.equal(await page.getByTestId("scope-game").count(), 0, "no game scope from home");
  assert.equal(await page.getByTestId("rule-search-scope").textContent(), "Search the rules of every game");
  assert.equal(await page.getByTestId("contents").count(), 4, "every game's rules");
  await page.close();
});

test("a Vietnamese browser opens the app in Vietnamese", async () => {
  const vi = await launch({ locale: "vi-VN" });
  try {
    const page = await vi.open();
    assert.equal(await page.evaluate(() => document.documentElement.lang), "vi");
    await startScorePad(page, ["An", "Bình"]);
    await page.getByTestId("custom-0").fill("0");
    await page.getByTestId("custom-0").press("Enter");
    const notice = await page.getByTestId("notice").textContent();
    assert.doesNotMatch(notice, /zero points/, "the refusal is in Vietnamese");
    await screenshot(page, "game-vi");
    await page.close();
    assert.deepEqual(vi.errors, []);
  } finally {
    await vi.close();
  }
});

test("names and labels are joined in the language's own marks", async () => {
  const page = await app.open();
  // Three players finish level: the shared win names all three.
  const sharedWin = async () => {
    await startScorePad(page, ["甲", "乙", "丙"]);
    await page.getByTestId("finish").click();
    await page.getByTestId("confirm").click();
    const line = await page.getByTestId("winner").textContent();
    await page.getByTestId("back").click();
    await page.getByTestId("history").click();
    const history = await page.getByTestId("history-game").first().textContent();
    await page.getByTestId("back").click();
    return { line, history };
  };
  await setLanguage(page, "zh-Hant");
  const zh = await sharedWin();
  assert.match(zh.line, /共同獲勝：甲、乙和丙/);
  assert.match(zh.history, /獲勝者：甲、乙和丙/);
  assert.doesNotMatch(zh.history, /: |&/, "no Latin colon or ampersand in Chinese (a clock time keeps its colon)");
  await setLanguage(page, "vi");
  assert.match((await sharedWin()).line, /Cùng thắng: 甲, 乙 và 丙/);
  await setLanguage(page, "en");
  assert.match((await sharedWin()).line, /Shared win: 甲, 乙 & 丙/);
  await setLanguage(page, "system");
  await page.close();
});
