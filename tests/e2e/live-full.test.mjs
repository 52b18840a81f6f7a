// The 33rd phone refused (issue 25): a host holds at most 32 phones, itself included. With 32
// at the table, a 33rd phone that answers an invitation is sent away with "the table is full"
// in its own language (Vietnamese here); the 32 stay, a guest's list of the phones still reads
// (the roster of 32 decodes on it), and a move still reaches it.
//
// As cheap as it stays honest: one launched Chromium, each phone a browser context of its own
// (separate storage). The host, one guest and the 33rd phone are the app as a player has it.
// The other 30 phones are 30 real WebRTC connections held by one more page of the app: each
// one made by the app's own join (the invitation read, the answer written, the hello sent by
// its follower), the only change being that this page keeps its earlier connections open when
// it joins again (its `close` does nothing), where a phone would have one connection only.
// The host's code, which is what is under test, sees 30 phones that each said hello.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchPhones, startScorePad } from "./harness.mjs";

const MAX_ROSTER = 32;
let chromium;
before(async () => {
  chromium = await launchPhones({ args: ["--allow-loopback-in-peer-connection"] });
});
after(async () => {
  await chromium.close();
  assert.deepEqual(chromium.errors, [], "no page errors");
});

const text = async (page, id) => (await page.getByTestId(id).textContent()).trim();

/** The host's next invitation, once it differs from `previous`. */
async function nextOffer(h, previous) {
  await h.waitForFunction(
    (previous) => {
      const code = document.querySelector('[data-testid="live-offer"]')?.textContent.trim();
      return code && code !== previous;
    },
    previous,
    { timeout: 20000 },
  );
  return text(h, "live-offer");
}

// How long a phone's answer and its seat may take to come. Long: with thirty connections
// open, a loaded machine (the whole suite, CI) takes seconds per connection, and the test is
// about the roster, not its speed.
const SEATED_WITHIN_MS = 60000;

const answered = new WeakMap(); // page -> its last answer, so a new one is told apart

/**
 * `page` answers invitation `offer`; the host pastes its answer. The crowd's page is a new
 * phone each time: it forgets who it was (the host would take it for the same phone coming
 * back, and let its earlier connection go).
 */
async function join(h, page, url, offer) {
  await page.evaluate(() => localStorage.removeItem("tablemate.phone")).catch(() => {});
  await page.goto(`${url}#${offer}`);
  await page.waitForFunction(
    (previous) => {
      const answer = document.querySelector('[data-testid="live-answer"]')?.textContent.trim();
      return answer && answer.startsWith("TL") && answer !== previous;
    },
    answered.get(page) ?? "",
    { timeout: SEATED_WITHIN_MS },
  );
  const answer = await text(page, "live-answer");
  answered.set(page, answer);
  await h.getByTestId("live-answer-input").fill(answer);
  await h.getByTestId("live-connect").click();
}

/** The test machine did not open one of the crowd's connections: its hello never came. */
class NotSeated extends Error {}

/** Waits until the host's list holds `n` guests whose hello has come (each shows its seat). */
async function guestsSeated(h, n) {
  try {
    await h.waitForFunction(
      (n) =>
        [...document.querySelectorAll('[data-testid^="live-phone-"][data-open="true"]')].filter((li) =>
          li.textContent.includes("Table phone"),
        ).length === n,
      n,
      { timeout: SEATED_WITHIN_MS },
    );
  } catch (e) {
    throw new NotSeated(`the host's list did not reach ${n} seated phones: ${e.message}`);
  }
}

/**
 * The host and the phones that fill its table to 32: the host's page, the first guest's and the
 * last invitation. Throws [`NotSeated`], its phones closed, when a connection never opens.
 */
async function fillTable() {
  const phones = await Promise.all([chromium.phone(), chromium.phone(), chromium.phone()]);
  const [hostPhone, guestPhone, crowdPhone] = phones;
  const h = await hostPhone.open();
  const g = await guestPhone.open();
  const crowd = await crowdPhone.open();
  await startScorePad(h, ["Ana", "Bo"]);
  await h.getByTestId("live-open").click();
  let offer = await nextOffer(h, "");

  try {
    // The first guest, an ordinary phone.
    await join(h, g, guestPhone.url, offer);
    await guestsSeated(h, 1);
    // Thirty more connections from one page: its later joins keep the earlier ones open.
    await crowd.evaluate(async () => {
      const live = await import("./live.js");
      window.tablemateLive = { ...live, close() {}, closeAll() {} };
    });
    for (let n = 2; n < MAX_ROSTER; n++) {
      offer = await nextOffer(h, offer);
      await join(h, crowd, crowdPhone.url, offer);
      await guestsSeated(h, n);
    }
  } catch (e) {
    if (e instanceof NotSeated) await Promise.all(phones.map((p) => p.context.close()));
    throw e;
  }
  return { h, g, offer };
}

test("a host with 32 phones sends the 33rd away, in its language, and the 32 stay", async () => {
  const started = Date.now();
  // One of thirty-one connections on one loaded machine now and then never opens (a run in
  // four or so, under heavy disk or CPU load, with or without Chromium's multicast DNS
  // names; measured again on this 2-core machine: one connection failed in 2 of 7 tables on the
  // build before the live table's parts, in 8 of 20 after). A phone at a table would scan again; the test sets the table
  // again, twice at most: what it is about is the host's roster at 32, not one connection of
  // the test machine.
  let table;
  for (let attempt = 1; !table; attempt++) {
    try {
      table = await fillTable();
    } catch (e) {
      if (!(e instanceof NotSeated) || attempt === 3) throw e;
      console.log(`the table is set again: ${e.message}`);
    }
  }
  const { h, g } = table;
  let { offer } = table;
  assert.match(await text(h, "live-roster"), /Phone 31 · Table phone/);
  await h.getByText(`Phones at the table: ${MAX_ROSTER}`).waitFor();
  const filled = Date.now();

  // The 33rd phone answers the next invitation: it is sent away, and told so in Vietnamese.
  offer = await nextOffer(h, offer);
  const lastPhone = await chromium.phone({ locale: "vi-VN" });
  const last = await lastPhone.open();
  await join(h, last, lastPhone.url, offer);
  await last
    .getByTestId("notice")
    .filter({ hasText: `Bàn đã đủ: bàn nhận tối đa ${MAX_ROSTER} máy` })
    .waitFor({ timeout: 20000 });
  assert.equal(await last.getByTestId("live-sheet").count(), 0, "its sheet is closed");
  // The host says so, and its list and count still hold the 32.
  await h.getByTestId("notice").filter({ hasText: `Phone 32 could not join: the table already has ${MAX_ROSTER} phones` }).waitFor();
  await h.getByText(`Phones at the table: ${MAX_ROSTER}`).waitFor();
  assert.equal(await h.getByTestId("live-phone-32").count(), 0, "the refused phone is not in the list");
  await guestsSeated(h, MAX_ROSTER - 1);

  // The 32 stay: the first guest's list of phones still reads (the roster of 32 decoded there),
  // and a move on the host still reaches it.
  await h.getByTestId("live-close").click();
  await g.getByTestId("live-open").click();
  await g.getByText(`Phones at the table: ${MAX_ROSTER}`).waitFor();
  const roster = await g.getByTestId("live-guest-roster").locator("li").allTextContents();
  assert.equal(roster.length, MAX_ROSTER);
  assert.equal(roster[0], "Host's phone");
  assert.ok(roster.includes("Phone 1 · Table phone · this phone"), roster.join("\n"));
  await g.getByTestId("live-close").click();
  await h.getByTestId("plus1-0").click();
  await g.waitForFunction(() => document.querySelector('[data-testid="score-0"]')?.textContent.trim() === "1", null, {
    timeout: 15000,
  });
  console.log(
    `32 phones at the table in ${((filled - started) / 1000).toFixed(1)} s; ` +
      `the whole test in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});
