// Jamaica's occasional turns at 390 x 844. Played with the thumb, as `thumb()` plays them:
// every control the turn uses in the screen as it opens, between the sticky strip and the
// action bar, without scrolling: a ship at a fork with ways back too (four ways), the Ghost
// Ship's four ways, and the final count with treasures and crew for two and three players.
// And the fights, each saying who decides (the rules' `State::deciders`) and what happened.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appForFile, launch, screenshot, startGame, thumb } from "./harness.mjs";
import { dice, raceToTheEnd } from "./jamaica-play.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const text = async (page, id) => (await page.getByTestId(id).textContent()).trim();

/** The y span of `id` against the action bar, for the log (the figures docs/playing.md quotes). */
async function span(page, id) {
  return page.getByTestId(id).evaluate((e) => {
    const r = e.getBoundingClientRect();
    const bar = document.querySelector(".action-bar").getBoundingClientRect().top;
    return `${e.dataset.testid} at y ${Math.round(r.top)}–${Math.round(r.bottom)}, the bar from ${Math.round(bar)}`;
  });
}

/** The texts of `selector` cut by their box (an ellipsis, or hidden overflow), as "text". */
function cut(page, selector) {
  return page.locator(selector).evaluateAll((els) =>
    els.filter((e) => e.getClientRects().length > 0 && e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );
}

/**
 * A ship at a fork with ways back: its four ways and its loads in view. In English (`lang`
 * "en") the words are checked too and the taps recorded.
 */
async function fourWays(page, lang) {
  const en = lang === "en";
  await startGame(page, "Jamaica", ["Ana", "Bo"], { ready: "jamaica-board" });
  // Round 1, Ana is Captain (4, 6): Ana to the lair on 4, then the inner channel to the port
  // on 16; Bo loads twice; the ghost, level with Bo, is sailed forward to 4 and on by the
  // outer lane to 10.
  await dice(page, 4, 6);
  await page.getByTestId("move-forward-0").click();
  if (en) assert.match(await text(page, "move-forward-1"), /inner channel/);
  await page.getByTestId("move-forward-1").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("ghost-forward-0").click();
  if (en) assert.match(await text(page, "ghost-forward-0"), /outer lane/);
  await page.getByTestId("ghost-forward-0").click();
  // Round 2, Bo is Captain (4, 1): Bo loads twice; Ana, on 16, has 4 to sail: forward past
  // the fork on 19 by either way, or back past the merge on 15 by either way.
  await dice(page, 4, 1);
  await page.getByTestId("load-food").click();
  await page.getByTestId("load-food").click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const hand = thumb(page);
  if (en) assert.match(await text(page, "step-card"), /Ana: day action/);
  const ways = ["move-forward-0", "move-forward-1", "move-backward-0", "move-backward-1"];
  for (const id of [...ways, "load-gunpowder"]) console.log(await span(page, id));
  await screenshot(page, `jamaica-fork-four-ways${en ? "" : "-" + lang}`);
  for (const id of ways) await hand.seen(id);
  for (const good of ["food", "gold", "gunpowder"]) await hand.seen(`load-${good}`);
  await hand.tap("move-forward-0");
  await hand.tap("fee-paid");
  if (en) assert.equal(hand.done("Jamaica, a fork with four ways"), 2);
}

test("a ship at a fork with ways back has its four ways and its loads in view", async () => {
  const page = await app.open();
  await fourWays(page, "en");
  await page.close();
});

/** The Ghost Ship's four ways at a fork, all in view for the Captain. */
async function ghostFourWays(page, lang) {
  const en = lang === "en";
  await startGame(page, "Jamaica", ["Ana", "Bo"], { ready: "jamaica-board" });
  // Round 1, Ana is Captain (6, 6): Ana to the port on 6, then the inner channel to 18; Bo
  // loads twice; the ghost, level with Bo, sails to 6 and by the outer lane to 12.
  await dice(page, 6, 6);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-1").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("ghost-forward-0").click();
  if (en) assert.match(await text(page, "ghost-forward-0"), /outer lane/);
  await page.getByTestId("ghost-forward-0").click();
  // Round 2, Bo is Captain (2, 4): Bo loads twice, Ana sails on to 24; the ghost, between
  // them, is sailed by day to the port on 16, and its night move has four ways.
  await dice(page, 2, 4);
  await page.getByTestId("load-food").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("ghost-forward-0").click();
  if (en) assert.match(await text(page, "where-ghost"), /Space 16/);
  if (en) assert.match(await text(page, "ghost-direction"), /Bo, the Captain, chooses/);
  await page.evaluate(() => window.scrollTo(0, 0));
  const hand = thumb(page);
  const ways = ["ghost-forward-0", "ghost-forward-1", "ghost-backward-0", "ghost-backward-1"];
  for (const id of ways) console.log(await span(page, id));
  await screenshot(page, `jamaica-ghost-four-ways${en ? "" : "-" + lang}`);
  for (const id of ways) await hand.seen(id);
  await hand.tap("ghost-backward-1");
  if (en) assert.equal(hand.done("Jamaica, the ghost's four ways"), 1);
}

test("the Ghost Ship's four ways at a fork are all in view for the Captain", async () => {
  const page = await app.open();
  await ghostFourWays(page, "en");
  await page.close();
});

/**
 * The final count of `seats` with the thumb, from the top of the page: for each player in
 * turn, their gold, the treasure cards `cards[seat]` (test ids' endings, "Plus3"; a chest
 * with its value as ["Chest", 5]) and the crew they recruited, then Count it. Every control,
 * and the player's name and total above them, in view without a scroll.
 */
async function countWithThumb(page, seats, cards, crew = () => [], tag = "") {
  await page.evaluate(() => window.scrollTo(0, 0));
  const hand = thumb(page);
  for (const seat of seats) {
    await hand.seen(`total-${seat}`);
    await hand.fill(`declare-gold-${seat}`, 5 + seat);
    for (const card of cards[seat]) {
      if (Array.isArray(card)) {
        await hand.fill(`treasure-value-${seat}`, card[1]);
        await hand.tap(`add-treasure-${seat}-${card[0]}`);
      } else {
        await hand.tap(`add-treasure-${seat}-${card}`);
      }
    }
    for (const member of crew(seat)) {
      await hand.select(`declare-crew-${seat}`, member);
      await hand.fill(`declare-crew-points-${seat}`, 2);
      await hand.tap(`declare-crew-add-${seat}`);
    }
    console.log(await span(page, `declare-ok-${seat}`));
    await screenshot(page, `jamaica-count-${seats.length}-seat-${seat}${tag}`);
    await hand.tap(`declare-ok-${seat}`);
  }
  await page.getByTestId("winner").waitFor();
  return hand;
}

test("the final count of two players with a treasure and two crew each is played without a scroll", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Eve", "Fay"], {
    options: async () => page.getByTestId("opt-crew").check(),
    ready: "jamaica-board",
  });
  // Every offer of the tavern recruits, until four crew are aboard the two ships.
  await raceToTheEnd(page, { recruits: ["Shipowner", "King", "Cartographer", "Cooper"] });
  // Who recruited whom, as the declaration form offers them.
  const offered = [];
  for (const seat of [0, 1]) {
    const list = page.getByTestId(`declare-crew-${seat}`).locator("option");
    offered.push((await list.evaluateAll((os) => os.map((o) => o.value))).filter(Boolean));
  }
  console.log(`crew to declare: ${JSON.stringify(offered)}`);
  assert.ok(offered.some((o) => o.length >= 2), "a player declares two crew members");
  // The crew member's points box says what it is, on the screen beside it.
  const label = await page.getByTestId("declare-crew-points-0").evaluate((e) => {
    const span = e.closest("label")?.querySelector("span");
    return span && { text: span.textContent, shown: span.getBoundingClientRect().width > 1 };
  });
  assert.deepEqual(label, { text: "Points", shown: true });
  await countWithThumb(page, [0, 1], [[["Chest", 5]], ["Youkounkoun"]], (seat) => offered[seat].slice(0, 2));
  await screenshot(page, "jamaica-final-count-two-crew");
  await page.close();
});

/**
 * The final count of three players (base game) with two treasures each, with the thumb; the
 * names whole during the race and in the record, which is short.
 */
async function countOfThree(page, lang) {
  const en = lang === "en";
  await startGame(page, "Jamaica", ["Annabel", "Barto", "Chloé"], {
    options: async () => page.getByTestId("opt-ghost").uncheck(),
    ready: "jamaica-board",
  });
  // Every name whole where the race shows it: the strip, and the Captain in the round's bar.
  await dice(page, 3, 2);
  assert.deepEqual(await cut(page, ".strip-name, .jm-captain"), [], "no name cut during the race");
  await raceToTheEnd(page, { recruits: [] });
  const cards = [["Plus3", "Plus5"], ["Plus7", "MorgansMap"], ["SaransSabre", "Minus2"]];
  const hand = await countWithThumb(page, [0, 1, 2], cards, () => [], en ? "" : `-${lang}`);
  if (en) hand.done("Jamaica, final count of three");
  // The record: each name whole, and the three sheets short enough to read at a glance.
  assert.deepEqual(await cut(page, ".strip-name, .jm-sheet .player-name"), [], "no name cut in the record");
  const tall = await page.getByTestId("scoring").evaluate((e) => Math.round(e.getBoundingClientRect().height));
  console.log(`the finished sheets of three: ${tall} px`);
  assert.ok(tall <= 900, `the finished sheets take ${tall} px`);
  await screenshot(page, `jamaica-final-count-three${en ? "" : "-" + lang}`);
}

test("the final count of three players with two treasures each is played without a scroll, and the record is short", async () => {
  const page = await app.open();
  await countOfThree(page, "en");
  await page.close();
});

// The same turns in Vietnamese and Chinese, whose words are longer or set otherwise: every
// control still in view, every name whole.
for (const locale of ["vi-VN", "zh-TW"]) {
  test(`in ${locale}, the four ways, the ghost's four ways and the count of three stay in view`, async () => {
    const phone = await launch({ locale });
    try {
      for (const walk of [fourWays, ghostFourWays, countOfThree]) {
        const page = await phone.open();
        await walk(page, locale);
        await page.close();
      }
      assert.deepEqual(phone.errors, [], "the page threw no errors");
    } finally {
      await phone.close();
    }
  });
}

test("a fight says who won and what the winner may take, and the ghost's choices name who makes them", async () => {
  const page = await app.open();
  await startGame(page, "Jamaica", ["Ana", "Bo"], { ready: "jamaica-board" });
  const line = () => text(page, "confirmation");
  // Round 1, Ana is Captain (3, 1): Ana sails onto 3 and loads.
  await dice(page, 3, 1);
  await page.getByTestId("move-forward-0").click();
  // "Could not pay" opened: it is the choice shown, "Paid" no longer looks chosen.
  const look = (id) =>
    page.getByTestId(id).evaluate((e) => ({ primary: e.classList.contains("primary"), border: getComputedStyle(e).borderTopColor }));
  const accent = await page.getByTestId("fee-paid").evaluate((e) => getComputedStyle(e).backgroundColor);
  assert.equal((await look("fee-paid")).primary, true, "Paid is the usual choice");
  await page.getByTestId("fee-short").click();
  assert.equal((await look("fee-paid")).primary, false, "Paid no longer looks chosen");
  assert.equal((await look("fee-short")).border, accent, "Could not pay looks chosen");
  await page.getByTestId("fee-short").click();
  assert.equal((await look("fee-paid")).primary, true, "closed again, Paid is the usual choice");
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-food").click();
  // Bo sails onto Ana: 6 + 1 gunpowder against 4, Bo wins and takes or gives at the table.
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("atk-face-6").click();
  await page.getByTestId("atk-powder").fill("1");
  await page.getByTestId("def-face-4").click();
  await page.getByTestId("fight-go").click();
  assert.match(
    await line(),
    /Bo: Attacks Ana: 6 \+ 1 gunpowder against 4\. Bo wins: takes the goods of one of Ana's holds or one of Ana's treasure cards, or gives Ana a cursed one\./,
  );
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-food").click();
  // The ghost, alone last, lands on both ships: the Captain picks the one it attacks.
  await page.getByTestId("ghost-forward-0").click();
  assert.match(await text(page, "fight-whom"), /^Ana, the Captain, picks the ship the Ghost Ship attacks:$/);
  await page.getByTestId("target-1").click();
  await page.getByTestId("atk-face-star").click();
  await page.getByTestId("fight-go").click();
  // It won: the player outside the fight, Ana, decides what it takes.
  assert.match(await text(page, "step-spoils"), /^The Ghost Ship won\. Ana, outside the fight, decides what it takes:/);
  // A star says it won at once: no second "wins" after it.
  assert.match(await line(), /Ghost Ship: Attacks Bo: ★ \+ 2 cannon, wins at once/);
  assert.doesNotMatch(await line(), /wins at once\. Ghost Ship wins/);
  await page.getByTestId("spoils-ghost-goods").click();
  await page.getByTestId("ghost-forward-0").click();
  // Round 2, Bo is Captain (2, 2): Bo sails to the port on 5 and loads; Ana follows him there
  // and the fight is a tie.
  await dice(page, 2, 2);
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("fee-paid").click();
  await page.getByTestId("load-food").click();
  await page.getByTestId("move-forward-0").click();
  await page.getByTestId("atk-face-4").click();
  await page.getByTestId("def-face-2").click();
  await page.getByTestId("def-powder").fill("2");
  await page.getByTestId("fight-go").click();
  assert.match(await line(), /Ana: Attacks Bo: 4 against 2 \+ 2 gunpowder\. A tie: nothing happens\./);
  await page.close();
});
