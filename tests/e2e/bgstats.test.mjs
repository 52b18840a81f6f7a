// "Log in BG Stats" in a real browser: a game of each family finished through its own screens
// (a score pad whose lowest score wins, tied; a Catan duel won with a victory point card in
// hand; Jamaica with the Ghost Ship; Carcassonne with King & Robber), then the button tapped.
// The page the app opens is caught (the network reaches no BG Stats here: the browser's
// request is answered by the test), its `data` decoded, and the play compared with what the
// finished screen shows: the players, their scores, the winners, the variant and the note.
// The same game logged from the history gives the same play. Nothing reaches BG Stats' address
// before a tap. The finished screen with its button is pictured in English, Vietnamese and
// Traditional Chinese.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  addPoints, appForFile, launch, pictureShot, placeAll, screenshot, startCatan, startGame, typeRoll, unfold,
} from "./harness.mjs";
import { raceToTheEnd } from "./jamaica-play.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

const BG_STATS = "https://app.bgstatsapp.com/";

/**
 * Answers every request to BG Stats' address in `context` with an empty page, recording its
 * address: the app's own link, caught before it could leave the machine.
 */
async function catchBgStats(context) {
  const asked = [];
  await context.route(`${BG_STATS}**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>BG Stats</title>" });
  });
  return asked;
}

/** Taps the BG Stats button `button` and returns the play the page it opens carries. */
async function tapAndDecode(context, button) {
  const [opened] = await Promise.all([context.waitForEvent("page"), button.click()]);
  await opened.waitForURL(`${BG_STATS}**`);
  const url = new URL(opened.url());
  await opened.close();
  assert.equal(`${url.origin}${url.pathname}`, `${BG_STATS}createPlay.html`);
  assert.deepEqual([...url.searchParams.keys()], ["data"], "the play and nothing else");
  return JSON.parse(url.searchParams.get("data"));
}

const text = async (page, id) => (await page.getByTestId(id).textContent()).trim();

/** The finished screen's names and scores: the score strip, or the score pad's own list. */
async function shownScores(page, count) {
  const strip = (await page.getByTestId("score-strip").count()) > 0;
  const scores = [];
  for (let i = 0; i < count; i++) {
    const id = strip ? `strip-score-${i}` : `score-${i}`;
    scores.push(Number((await text(page, id)).replace("\u2212", "-")));
  }
  return scores;
}

/**
 * The play against the finished screen: names in seat order, each score as shown, the winners
 * the banner names, places that put the winners first, the game's title on the header.
 */
async function checkAgainstScreen(page, play, { names, winners, lowestWins = false }) {
  const scores = await shownScores(page, names.length);
  assert.deepEqual(play.players.map((p) => p.name), names);
  assert.deepEqual(play.players.map((p) => p.score), scores, "the scores the finished screen shows");
  assert.deepEqual(play.players.map((p) => p.winner), names.map((n) => winners.includes(n)));
  const banner = await text(page, "winner");
  for (const name of winners) assert.ok(banner.includes(name), `the banner names ${name}`);
  assert.deepEqual(play.players.map((p) => p.sourcePlayerId), names.map((n) => n.toLowerCase()));
  // Places: the winners first, the others by score in the direction the game is won.
  for (const p of play.players) {
    if (p.winner) assert.equal(p.rank, 1, `${p.name} won`);
    else {
      const ahead = play.players.filter((q) => !q.winner && (lowestWins ? q.score < p.score : q.score > p.score)).length;
      assert.equal(p.rank, 1 + winners.length + ahead, `${p.name}'s place`);
    }
  }
  assert.equal(play.game.highestWins, !lowestWins);
  assert.equal(play.game.noPoints, false);
  assert.equal(play.sourceName, "Tablemate");
  assert.match(play.playDate, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, "BG Stats' date form");
}

test("a game of each family reaches BG Stats' link as the finished screen shows it", async () => {
  const asked = await catchBgStats(app.browser);
  const page = await app.open();
  const plays = {};

  // The score pad, lowest score wins: Ana and Bo tie for the win.
  await startGame(page, "ScorePad", ["Ana", "Bo", "Chi"], {
    options: () => page.getByRole("radio", { name: "Lowest score" }).click(),
  });
  await addPoints(page, 0, 5);
  await addPoints(page, 1, 5);
  await addPoints(page, 2, 9);
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  const padName = await text(page, "bar-title");
  await screenshot(page, "bgstats-finished-en");
  await pictureShot(page.getByTestId("winner"), "bgstats-en");
  assert.deepEqual(asked, [], "nothing goes to BG Stats before the tap");
  plays.pad = await tapAndDecode(app.browser, page.getByTestId("log-bgstats"));
  assert.equal(plays.pad.durationMin, undefined, "a game of seconds has no duration to log");
  await checkAgainstScreen(page, plays.pad, { names: ["Ana", "Bo", "Chi"], winners: ["Ana", "Bo"], lowestWins: true });
  assert.deepEqual(plays.pad.players.map((p) => p.rank), [1, 1, 3]);
  assert.equal(plays.pad.game.name, padName, "a score pad goes by the game's own name");
  assert.equal(plays.pad.game.bggId, undefined, "and no BoardGameGeek id");
  assert.equal(plays.pad.game.sourceGameId, `named:${padName.toLowerCase()}`);
  assert.ok(plays.pad.players.every((p) => !p.startPlayer), "the score pad names no start player");
  await page.getByTestId("back").click();

  // A Catan duel to 7: four settlements each after the set-up, two cities, then the victory
  // point card wins on Ana's own turn, the card still in her hand.
  await startCatan(page, ["Ana", "Bo"], async () => {
    await page.getByTestId("catan-variant-Duel").click();
    for (let i = 0; i < 8; i++) await page.getByTestId("catan-target-minus").click();
    assert.equal(await text(page, "catan-target"), "7");
  });
  await placeAll(page, 8);
  await typeRoll(page, 1, 2);
  await unfold(page);
  await page.getByTestId("catan-build-City").click();
  await page.getByTestId("catan-build-City").click();
  await unfold(page);
  await page.getByTestId("catan-vp-card").click();
  await page.getByTestId("winner").waitFor();
  plays.catan = await tapAndDecode(app.browser, page.getByTestId("log-bgstats"));
  await checkAgainstScreen(page, plays.catan, { names: ["Ana", "Bo"], winners: ["Ana"] });
  assert.deepEqual(plays.catan.game, { name: "Catan", bggId: 13, highestWins: true, noPoints: false, sourceGameId: "catan" });
  // The variant as the lists name it, with the target when it is not the variant's own.
  assert.equal(plays.catan.board, "duel · to 7");
  assert.equal(plays.catan.comments, "Ana won with a victory point card in hand");
  assert.deepEqual(plays.catan.players.map((p) => p.startPlayer), [true, false], "Ana placed first");
  await page.getByTestId("back").click();

  // Jamaica for two: the Ghost Ship sails; the race to its end, then each player's count.
  await startGame(page, "Jamaica", ["Eve", "Fay"], { ready: "jamaica-board" });
  await raceToTheEnd(page, { recruits: [] });
  await page.getByTestId("declare-gold-0").fill("12");
  await page.getByTestId("declare-ok-0").click();
  await page.getByTestId("declare-gold-1").fill("3");
  await page.getByTestId("declare-ok-1").click();
  await page.getByTestId("winner").waitFor();
  plays.jamaica = await tapAndDecode(app.browser, page.getByTestId("log-bgstats"));
  const winners = (await text(page, "winner")).includes("Eve") ? ["Eve"] : ["Fay"];
  await checkAgainstScreen(page, plays.jamaica, { names: ["Eve", "Fay"], winners });
  assert.deepEqual(plays.jamaica.game, { name: "Jamaica", bggId: 28023, highestWins: true, noPoints: false, sourceGameId: "jamaica" });
  assert.equal(plays.jamaica.board, "Ghost Ship");
  assert.match(plays.jamaica.comments, /^The Ghost Ship ended with \d+ gold and \d+ treasure cards?$/);
  assert.equal(plays.jamaica.players.filter((p) => p.startPlayer).length, 1, "the first Captain");
  await page.getByTestId("back").click();

  // Carcassonne with King & Robber: Ana's city of 3 takes the King, Bo's road of 4 the
  // Robber; the pile counted empty; final scoring with the bonuses.
  await startGame(page, "Carcassonne", ["Ana", "Bo"], {
    options: () => page.getByTestId("opt-king-robber").check(),
  });
  await page.getByTestId("place-meeple").click();
  await unfold(page);
  await page.getByTestId("returned-0-plus").click();
  await page.getByTestId("feature-confirm").click();
  await page.getByTestId("end-turn").click();
  await page.getByTestId("place-meeple").click();
  await unfold(page);
  await page.getByTestId("kind-road").click();
  await page.getByTestId("tiles-plus").click();
  await page.getByTestId("returned-1-plus").click();
  await page.getByTestId("feature-confirm").click();
  await page.getByTestId("end-turn").click();
  await unfold(page);
  await page.locator("summary", { hasText: "Correct the tile count" }).click();
  await page.getByTestId("tiles-input").fill("0");
  await page.getByTestId("tiles-set").click();
  await page.getByTestId("end-turn").click();
  for (let i = 0; i < 4; i++) await page.getByTestId("final-next").click();
  await page.getByTestId("finish-game").click();
  await page.getByTestId("confirm").click();
  await page.getByTestId("winner").waitFor();
  plays.carcassonne = await tapAndDecode(app.browser, page.getByTestId("log-bgstats"));
  await checkAgainstScreen(page, plays.carcassonne, { names: ["Ana", "Bo"], winners: ["Ana"] });
  assert.deepEqual(plays.carcassonne.players.map((p) => p.score), [7, 5], "6 and 4, and a point each for the King and the Robber");
  assert.deepEqual(plays.carcassonne.game, { name: "Carcassonne", bggId: 822, highestWins: true, noPoints: false, sourceGameId: "carcassonne" });
  assert.equal(plays.carcassonne.board, "King & Robber");
  assert.equal(plays.carcassonne.comments, "King: Ana, for a city of 3 tiles · Robber: Bo, for a road of 4 tiles");
  assert.deepEqual(plays.carcassonne.players.map((p) => p.startPlayer), [true, false]);

  // Every play has its own id, and each tap asked BG Stats' page once.
  const ids = Object.values(plays).map((p) => p.sourcePlayId);
  assert.equal(new Set(ids).size, 4, `four games: ${ids}`);
  assert.equal(asked.length, 4);
  for (const [family, play] of Object.entries(plays)) console.log(`${family}: ${JSON.stringify(play)}`);

  // From the history: the same plays, each read whole from the store on the tap.
  await page.getByTestId("back").click();
  await page.getByTestId("history").click();
  const lines = page.getByTestId("history-game");
  await lines.first().waitFor(); // the history is a part of its own: wait for it to arrive
  assert.equal(await lines.count(), 4);
  for (const [i, family] of ["carcassonne", "jamaica", "catan", "pad"].entries()) {
    const play = await tapAndDecode(app.browser, lines.nth(i).getByTestId("log-bgstats"));
    assert.deepEqual(play, plays[family], `${family} from the history`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "bgstats-history");
  await page.close();
});

test("the finished screen's button in Vietnamese and Traditional Chinese", async () => {
  for (const [locale, tag, label] of [["vi-VN", "vi", "Ghi vào BG Stats"], ["zh-TW", "zh-hant", "記錄到 BG Stats"]]) {
    const phone = await launch({ locale });
    try {
      const asked = await catchBgStats(phone.browser);
      const page = await phone.open();
      await startGame(page, "ScorePad", ["Chí", "Dũng"]);
      await addPoints(page, 0, 12);
      await addPoints(page, 1, 7);
      await page.getByTestId("finish").click();
      await page.getByTestId("confirm").click();
      await page.getByTestId("winner").waitFor();
      assert.equal(await text(page, "log-bgstats"), label);
      await screenshot(page, `bgstats-finished-${tag}`);
      await pictureShot(page.getByTestId("winner"), `bgstats-${tag}`);
      const play = await tapAndDecode(phone.browser, page.getByTestId("log-bgstats"));
      assert.deepEqual(play.players.map((p) => [p.name, p.score, p.winner, p.rank]), [["Chí", 12, true, 1], ["Dũng", 7, false, 2]]);
      assert.equal(asked.length, 1);
      await page.close();
      assert.deepEqual(phone.errors, [], `${locale}: no page error`);
    } finally {
      await phone.close();
    }
  }
});
