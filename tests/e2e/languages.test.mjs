// Every screen in English, Vietnamese and Traditional Chinese. A phone in that language opens
// the app, sets up and plays a little of every game, is refused once, shares, pastes a damaged
// code and visits the lists, the rules and the settings. On each screen (folded sections
// opened):
// - nothing is clipped and the page is no wider than the phone (`layout`);
// - in Vietnamese and Chinese, every text and every accessible name is read: an ASCII-only
//   string with English words in it is English that reached the player.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, startGame, startCatan, startScorePad, placeAll, unfold, addPoints, screenshot, titleFits } from "./harness.mjs";

/** Words that only an English sentence holds: none is a Vietnamese word written without marks. */
const ENGLISH_WORDS = [
  "the", "of", "and", "is", "are", "your", "you", "with", "this", "that", "from", "has", "have",
  "will", "what", "which", "game", "games", "player", "players", "turn", "points", "round",
  "rules", "rule", "tap", "undo", "redo", "back", "settings", "saved", "history", "start",
  "score", "scores", "new", "roll", "dice", "end", "each", "every", "for", "all", "left",
  "coins", "gold", "ship", "tile", "tiles", "share", "code", "copy", "delete", "cancel",
];
/** Names that stay as they are in every language, and the names these tests type. */
const SAME_IN_EVERY_LANGUAGE = ["Tablemate", "Catan", "Jamaica", "Carcassonne", "Seafarers", "The Crew", "Port Royal", "Lady Beth"];

/** The English strings on the page: visible text and accessible names, folded parts opened. */
async function english(page) {
  await unfold(page);
  return page.evaluate(
    ([words, same]) => {
      const word = new RegExp(`\\b(${words.join("|")})\\b`, "i");
      const english = (text) => {
        let rest = text;
        for (const name of same) rest = rest.split(name).join(" ");
        return /^[\x00-\x7F]*$/.test(rest) && word.test(rest);
      };
      const found = new Set();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest("script, style, noscript")) continue;
        if (parent.getClientRects().length === 0) continue; // not rendered
        if (english(text)) found.add(text);
      }
      for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
        for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
          const text = el.getAttribute(attr)?.trim();
          if (text && english(text)) found.add(`${attr}: ${text}`);
        }
      }
      return [...found];
    },
    [ENGLISH_WORDS, SAME_IN_EVERY_LANGUAGE],
  );
}

/**
 * What does not fit on the page: the page wider than the phone, an element reaching past the
 * screen's right edge (outside a box that scrolls sideways), and a text cut by its box (a box
 * that hides or clips what overflows it, or ends it with an ellipsis, holding more than it
 * shows). Text kept for screen readers in a 1 px box is meant to be cut. Each as "why: text".
 */
function layout(page) {
  return page.evaluate(() => {
    const found = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`page ${document.documentElement.scrollWidth} px wide`);
    }
    const scrolls = (el) => {
      for (let at = el.parentElement; at; at = at.parentElement) {
        const x = getComputedStyle(at).overflowX;
        if (x === "auto" || x === "scroll") return true;
      }
      return false;
    };
    const label = (el) => {
      const text = (el.textContent || el.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ").slice(0, 60);
      const name = [el.tagName.toLowerCase(), ...el.classList].join(".");
      return `${name} "${text}"`;
    };
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest("script, style, noscript, svg, [hidden]") || el.getClientRects().length === 0) continue;
      const box = el.getBoundingClientRect();
      // Text for screen readers only sits in a 1 px box on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.position === "fixed" && box.right <= 0) continue;
      if (box.right > width + 1 && !scrolls(el)) found.push(`past the edge (${Math.round(box.right)} px): ${label(el)}`);
      const hides = (o) => o === "hidden" || o === "clip";
      const text = el.textContent.trim();
      if (!text || el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA") continue;
      const cutX = (hides(style.overflowX) || style.textOverflow === "ellipsis") && el.scrollWidth > el.clientWidth + 1;
      const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY) found.push(`cut ${cutX ? "across" : "down"}: ${label(el)}`);
    }
    return found;
  });
}

/** Walks every screen in `locale`: each fits the phone, and is free of English but in English. */
async function everyScreen(locale, tag) {
  const app = await launch({ locale });
  const seen = [];
  const misfits = [];
  // A fresh load of home: the same address would come back to the screen it showed.
  let visits = 0;
  const home = async (page) => {
    await page.goto(`${app.url}?visit=${++visits}`);
    await page.getByTestId("new-game").waitFor();
  };
  const check = async (page, screen) => {
    seen.push(screen);
    if (locale !== "en-US") assert.deepEqual(await english(page), [], `${locale} ${screen} shows English`);
    else await unfold(page);
    // Every screen's misfits are gathered, and reported together at the end.
    for (const misfit of await layout(page)) misfits.push(`${screen}: ${misfit}`);
    // The strip's badges and the bar's title are whole: no "Thuyền tr", no title on two lines.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll(".strip-badge")]
        .filter((el) => {
          const chip = el.closest(".strip-chip").getBoundingClientRect();
          return el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > chip.right + 1;
        })
        .map((el) => el.textContent),
    );
    assert.deepEqual(cut, [], `${locale} ${screen} cuts a badge`);
    if (await page.locator(".bar-title").count()) await titleFits(page);
  };
  try {
    const page = await app.open();
    await check(page, "home");

    // Every game's options and seats.
    for (const kind of ["ScorePad", "Catan", "Jamaica", "Carcassonne"]) {
      await page.getByTestId("new-game").click();
      await page.getByTestId(`kind-${kind}`).click();
      await check(page, `${kind} options`);
      await page.getByTestId("next").click();
      await check(page, `${kind} players`);
      await home(page);
    }

    // The score pad: points, a refusal, undo, the share screen.
    await startScorePad(page, ["Ana", "Bình"]);
    await addPoints(page, 0, 7);
    await check(page, "score pad after points");
    await addPoints(page, 1, 0);
    await page.getByTestId("notice").waitFor();
    await check(page, "score pad refusal");
    await page.getByTestId("undo").click();
    await check(page, "score pad undo");
    await page.getByTestId("share").click();
    await page.getByTestId("share-qr").waitFor();
    await check(page, "share");
    await screenshot(page, `${tag}-share`);
    // A damaged code pasted: the import screen's error.
    const link = await page.getByTestId("share-link").inputValue();
    const code = link.split("#")[1];
    const damaged = code.slice(0, 10) + (code[10] === "A" ? "B" : "A") + code.slice(11);
    await page.getByTestId("paste-code").click();
    await page.getByTestId("code-input").waitFor();
    await check(page, "import");
    await page.getByTestId("code-input").fill(damaged);
    await page.getByTestId("read-code").click();
    await page.getByTestId("import-error").waitFor();
    await check(page, "import error");
    await home(page);

    // A score pad played to its end: the winner, and later the history and its statistics.
    await startScorePad(page, ["Chí", "Dũng"]);
    await addPoints(page, 0, 12);
    await page.getByTestId("finish").click();
    await page.getByTestId("confirm").click();
    await page.getByTestId("winner").waitFor();
    await check(page, "score pad finished");
    await home(page);

    // A Catan duel past its set-up, with the table's dice typed.
    await startCatan(page, ["Ana", "Bình"], () => page.getByTestId("catan-variant-Duel").click());
    await check(page, "Catan set-up");
    await placeAll(page, 8);
    await page.getByTestId("catan-die-a").fill("2");
    await page.getByTestId("catan-die-b").fill("4");
    await page.getByTestId("catan-enter-roll").click();
    await check(page, "Catan turn");
    // The coins are locked: a tap on them says why, under them, in the phone's language.
    await page.getByTestId("catan-coin-group").click({ force: true });
    await page.getByTestId("catan-coin-group-why").waitFor();
    await check(page, "Catan refusal on a tap");
    // One word for the bank, in the coins' line as in the moves' ("Ngân hàng → …").
    const bank = { "en-US": /^Bank \d+ \+/, "vi-VN": /^Ngân hàng \d+ \+/, "zh-TW": /^銀行 \d+ \+/ }[locale];
    assert.match((await page.getByTestId("catan-bank").textContent()).trim(), bank);
    await screenshot(page, `${tag}-catan`);
    await home(page);

    // Jamaica with the Ghost Ship; Carcassonne with every expansion.
    await startGame(page, "Jamaica", ["Ana", "Bình"], { ready: "jamaica-board" });
    await check(page, "Jamaica");
    // No English word left in the treasure tokens' line ("token kho báu").
    if (locale !== "en-US") assert.doesNotMatch(await page.getByTestId("lair-tokens").textContent(), /token/i);
    await screenshot(page, `${tag}-jamaica`);
    await home(page);
    await startGame(page, "Carcassonne", ["Ana", "Bình", "Chí"], {
      options: async () => {
        await page.getByTestId("opt-tower").check();
        await page.getByTestId("opt-count").check();
        await page.getByTestId("opt-king-robber").check();
      },
    });
    await check(page, "Carcassonne");
    await screenshot(page, `${tag}-carcassonne`);
    await home(page);

    // The lists, the rules with a search, the settings.
    await check(page, "home with games");
    await page.getByTestId("saved-games").click();
    await page.getByTestId("saved-game").first().waitFor();
    await check(page, "saved games");
    await page.goBack();
    await page.getByTestId("history").click();
    await check(page, "history");
    await page.getByTestId("statistics").click();
    await check(page, "statistics");
    await page.goBack();
    await page.goBack();
    await page.getByTestId("rules").click();
    await check(page, "rules");
    await page.getByTestId("rule-search").fill({ "en-US": "bridge", "vi-VN": "cầu" }[locale] ?? "橋");
    await page.locator("[data-query]").waitFor();
    await check(page, "rule search");
    await page.goBack();
    await page.getByTestId("settings").click();
    await check(page, "settings");
    await page.goBack();
    await page.close();
    assert.deepEqual(app.errors, [], "the page threw no errors");
    assert.ok(seen.length >= 20, `every screen was read (${seen.length})`);
    assert.deepEqual(misfits, [], `${locale}: every screen fits the phone`);
  } finally {
    await app.close();
  }
}

test("an English phone's every screen fits it", async () => {
  await everyScreen("en-US", "en");
});

test("a Vietnamese phone sees no English on any screen, and every screen fits it", async () => {
  await everyScreen("vi-VN", "vi");
});

test("a Traditional Chinese phone sees no English on any screen, and every screen fits it", async () => {
  await everyScreen("zh-TW", "zh");
});

test("the readers find English where there is English, and what does not fit", async () => {
  const app = await launch({ locale: "en-US" });
  try {
    const page = await app.open();
    const found = await english(page);
    assert.ok(found.some((t) => /new game/i.test(t)), `English home read as ${JSON.stringify(found)}`);
    // An English sentence added to the page is found.
    await page.evaluate(() => {
      const p = document.createElement("p");
      p.textContent = "Bank pays the player";
      document.body.append(p);
    });
    assert.ok((await english(page)).includes("Bank pays the player"));
    // And the fit check finds a cut text and a page made wider than the phone.
    assert.deepEqual(await layout(page), []);
    await page.evaluate(() => {
      const cut = document.createElement("p");
      cut.style.cssText = "width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis";
      cut.textContent = "Thuyền trưởng: Ana and more";
      const wide = document.createElement("div");
      wide.style.cssText = "width: 405px; height: 4px";
      document.body.append(cut, wide);
    });
    const misfits = await layout(page);
    assert.ok(misfits.some((m) => m.startsWith("page 4")), JSON.stringify(misfits));
    assert.ok(misfits.some((m) => m.startsWith('cut across: p "Thuyền trưởng')), JSON.stringify(misfits));
    assert.ok(misfits.some((m) => m.startsWith("past the edge (405 px)")), JSON.stringify(misfits));
    await page.close();
  } finally {
    await app.close();
  }
});
