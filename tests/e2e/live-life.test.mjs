// The live table in real life: what real use does to a table, staged with real phones (a
// browser context each, one Chromium) on the release build.
// - A guest's page reloads: it knows at once it was at the table, shows the game as the
//   table's, takes no move until it is back or plays on alone; its seat comes back when it
//   joins again (even when its first words on the new connection are lost), and the host's
//   list keeps no ghost of its old connection.
// - "Play again" and a new game on the host keep every phone at the table, no code again.
// - A guest's quick taps are a queue: two clicks in one task and a double click count twice on
//   every phone; a tap overtaken by another phone's move is refused naming that move.
// - A phone that misbehaves (its hello and goodbye replayed in a loop, proposals flooding, a
//   frame larger than any message) costs the host little and hurts nobody.
// - A seat the host gives is the host's: a phone sent to watch cannot seat itself again.
// - A full storage at the host: the taps it could not store are told to their phones, and no
//   phone keeps a move the host lacks.
// Chromium connects WebRTC on one machine with --allow-loopback-in-peer-connection.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { closeHostSheet, launchPhones, startScorePad } from "./harness.mjs";

let chromium;
before(async () => {
  chromium = await launchPhones({ args: ["--allow-loopback-in-peer-connection"] });
});
after(async () => {
  await chromium.close();
  assert.deepEqual(chromium.errors, [], "no page errors");
});

const text = async (page, id) => (await page.getByTestId(id).textContent()).trim();

/** The host invites; the guest opens the invitation's link and shows its code; the host pastes it. */
async function join(h, phone, page) {
  await h.getByTestId("live-open").click();
  const offer = h.getByTestId("live-offer");
  await offer.waitFor({ timeout: 20000 });
  const code = (await offer.textContent()).trim();
  await page.goto(`${phone.url}#${code}`);
  const answer = page.getByTestId("live-answer");
  await answer.waitFor({ timeout: 20000 });
  await h.getByTestId("live-answer-input").fill((await answer.textContent()).trim());
  await h.getByTestId("live-connect").click();
  try {
    await page.getByTestId("live-open").filter({ hasText: /Live · joined|Trực tiếp · đã tham gia/ }).waitFor({ timeout: 20000 });
  } catch (e) {
    const body = await page.evaluate(() => document.body.innerText);
    throw new Error(`${e.message}\n--- the guest shows:\n${body}`);
  }
  await closeHostSheet(h, code);
}

/** The guest sits as player `seat` (an index) from its sheet. */
async function sit(page, seat) {
  await page.getByTestId("live-open").click();
  await page.getByTestId(`live-seat-${seat}`).click();
  await page.getByTestId("live-sheet").waitFor({ state: "detached" });
}

/**
 * Puts `wrap(send)` in the place of the page's send of its live connections (`web/live.js`,
 * which the app calls through `window.tablemateLive`; a module's own object cannot be
 * changed, so the app is handed a copy of it).
 */
async function wrapSend(page, wrap) {
  await page.evaluate(async (source) => {
    const live = window.tablemateLive ?? (await import("./live.js"));
    const wrap = eval(`(${source})`);
    window.tablemateLive = { ...live, send: wrap(live.send) };
  }, wrap.toString());
}

/** Waits until `page`'s score of player `i` reads `n`. */
async function scoreIs(page, i, n) {
  await page.waitForFunction(
    ([i, n]) => document.querySelector(`[data-testid="score-${i}"]`)?.textContent.trim() === String(n),
    [i, n],
    { timeout: 15000 },
  );
}

/** The host's list of phones, as its lines read. */
async function hostList(h) {
  await h.getByTestId("live-open").click();
  // Each line's words, without the options of its seat control.
  const lines = await h.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="live-phone-"]:not([data-testid="live-phone-host"])')].map((li) => {
      const words = li.cloneNode(true);
      words.querySelector("select")?.remove();
      return words.textContent.trim();
    }),
  );
  await h.getByTestId("live-close").click();
  await h.getByTestId("live-sheet").waitFor({ state: "detached" });
  return lines;
}

/** A host and guests, the host on a two-player score pad; each guest joined. */
async function table(guests) {
  const hostPhone = await chromium.phone();
  const h = await hostPhone.open();
  await startScorePad(h, ["Ana", "Bo"]);
  const phones = [];
  for (const locale of guests) {
    const phone = await chromium.phone({ locale });
    const page = await phone.open();
    await join(h, phone, page);
    phones.push({ phone, page });
  }
  const close = () => Promise.all([hostPhone, ...phones.map((p) => p.phone)].map((p) => p.context.close()));
  return { h, guests: phones, close };
}

test("a guest whose page reloads stays at the table, takes no move alone, and comes back to its seat", async () => {
  const { h, guests, close } = await table(["en-US"]);
  const [{ phone, page: a }] = guests;
  await sit(a, 0);
  await a.getByTestId("plus1-0").click();
  await scoreIs(h, 0, 1);
  assert.deepEqual(await hostList(h), ["Phone 1 · Ana's phone"]);

  await a.reload();
  // At once, over the table's game: it was at the table and is not connected now.
  await a.getByTestId("away").filter({ hasText: "Not connected to the table of" }).waitFor({ timeout: 20000 });
  assert.equal(await text(a, "live-open"), "Live · not connected");
  // Its tap waits for the table: said why, nothing changes here.
  await a.getByTestId("plus1-0").click();
  await a.getByTestId("notice").filter({ hasText: "not connected to the table" }).waitFor();
  assert.equal(await text(a, "score-0"), "1");
  await h.getByTestId("notice").filter({ hasText: "Phone 1 left the table" }).waitFor({ timeout: 20000 });
  // Meanwhile the table plays on.
  await h.getByTestId("plus1-1").click();
  await scoreIs(h, 1, 1);

  // It scans the host's code again: the host knows the phone and gives it Ana's seat back;
  // the list shows it once, by its first number, and no ghost. Its first words on the new
  // connection are lost (as once in CI, for a reason the page never saw): the hello it says
  // again when no welcome came still says which phone it is.
  await wrapSend(a, (send) => {
    let lost = 0;
    return (id, bytes) => (lost++ < 2 ? true : send(id, bytes));
  });
  await join(h, phone, a);
  await scoreIs(a, 1, 1);
  assert.deepEqual(await hostList(h), ["Phone 1 · Ana's phone"]);
  await a.getByTestId("plus1-0").click();
  await scoreIs(h, 0, 2);
  await a.getByTestId("plus1-1").click();
  await a.getByTestId("notice").filter({ hasText: "that move is Bo's" }).waitFor();

  // Reloaded again, it chooses to play on alone: its taps are its own from then on.
  await a.reload();
  await a.getByTestId("away").waitFor({ timeout: 20000 });
  await a.getByTestId("away-alone").click();
  await a.getByTestId("notice").filter({ hasText: "plays on alone" }).waitFor();
  await a.getByTestId("away").waitFor({ state: "detached" });
  await a.getByTestId("plus1-0").click();
  await scoreIs(a, 0, 3);
  assert.equal(await text(a, "live-open"), "Invite phones");
  assert.equal(await text(h, "score-0"), "2", "nothing it does alone reaches the host");
  // After one more reload it is a phone of its own.
  await a.reload();
  await a.getByTestId("score-0").waitFor({ timeout: 20000 });
  assert.equal(await a.getByTestId("away").count(), 0);
  await close();
});

test("play again and a new game on the host keep every phone at the table, each in its player's seat", async () => {
  const { h, guests, close } = await table(["en-US", "vi-VN"]);
  const [{ page: a }, { page: b }] = guests;
  await sit(a, 0);
  await sit(b, 1);
  await a.getByTestId("plus1-0").click();
  await scoreIs(h, 0, 1);
  // The host finishes the game and plays again: both phones follow, no code exchanged.
  await h.getByTestId("finish").click();
  await h.getByTestId("confirm").click();
  await h.getByTestId("play-again").click();
  await a.getByTestId("notice").filter({ hasText: "The table plays" }).waitFor({ timeout: 20000 });
  await b.getByTestId("notice").filter({ hasText: "Bàn đang chơi" }).waitFor({ timeout: 20000 });
  for (const page of [h, a, b]) await scoreIs(page, 0, 0);
  assert.equal(await text(a, "live-open"), "Live · joined");
  // Seats carried over by the players' names: Ana's phone scores for Ana, not for Bo.
  await a.getByTestId("plus1-0").click();
  await b.getByTestId("plus1-1").click();
  for (const page of [h, a, b]) {
    await scoreIs(page, 0, 1);
    await scoreIs(page, 1, 1);
  }
  await a.getByTestId("plus1-1").click();
  await a.getByTestId("notice").filter({ hasText: "that move is Bo's" }).waitFor();
  // A new game from the form, with the players the other way round: the seats follow names.
  await h.getByTestId("back").click();
  await startScorePad(h, ["Bo", "Ana"]);
  await a.getByTestId("notice").filter({ hasText: "The table plays" }).waitFor({ timeout: 20000 });
  await a.getByTestId("player-0").filter({ hasText: "Bo" }).waitFor();
  await a.getByTestId("plus1-1").click();
  for (const page of [h, a, b]) await scoreIs(page, 1, 1);
  // Every game stays saved on every phone: the first game kept its move, the second its two.
  await h.getByTestId("live-open").click();
  assert.match(await text(h, "live-roster"), /Phone 1 · Ana's phone/);
  assert.match(await text(h, "live-roster"), /Phone 2 · Bo's phone/);
  await h.getByTestId("live-close").click();
  await a.getByTestId("back").click();
  await a.getByTestId("saved-games").click();
  assert.equal(await a.getByTestId("saved-game").count(), 3);
  await close();
});

test("a guest's taps in one instant all count, and a tap another phone overtook names that move", async () => {
  const { h, guests, close } = await table(["en-US", "en-US"]);
  const [{ page: a }, { page: b }] = guests;
  // Two clicks in one task.
  await a.evaluate(() => {
    const button = document.querySelector('[data-testid="plus1-0"]');
    button.click();
    button.click();
  });
  for (const page of [h, a, b]) await scoreIs(page, 0, 2);
  // A browser's double click.
  await a.getByTestId("plus1-1").dblclick();
  for (const page of [h, a, b]) await scoreIs(page, 1, 2);
  assert.equal(await a.getByTestId("notice").count(), 0, "no phone was told another was quicker");
  // Ana's next tap is held on its way (a slow network) while the host taps: the host reads
  // it on a game that changed since, refuses it, and Ana's phone names the host's move.
  await wrapSend(a, (send) => {
    let held = false;
    return (id, bytes) => {
      if (held) return send(id, bytes);
      held = true;
      setTimeout(() => send(id, bytes), 600);
      return true;
    };
  });
  await a.getByTestId("plus1-0").click();
  await h.getByTestId("plus1-1").click();
  await a.getByTestId("notice").filter({ hasText: "Not done: another move came first (Bo +1 · from the host's phone)" }).waitFor({ timeout: 15000 });
  for (const page of [h, a, b]) {
    await scoreIs(page, 0, 2);
    await scoreIs(page, 1, 3);
  }
  await close();
});

/** Counts on `page` the messages its live connections send, by connection. */
async function countSends(page) {
  await page.evaluate(() => (window.sent = {}));
  await wrapSend(page, (send) => (id, bytes) => {
    window.sent[id] = (window.sent[id] ?? 0) + 1;
    return send(id, bytes);
  });
}

/** Watches `page` for long tasks; `longest()` gives the longest seen, in ms. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: false });
  });
  return () => page.evaluate(() => Math.max(0, ...window.longTasks));
}

test("one phone flooding the host costs the host and the others little", async () => {
  const { h, guests, close } = await table(["en-US", "en-US"]);
  const [{ page: a }, { page: b }] = guests;
  // Ana's phone keeps what it sends (its hello, its goodbye) to send it again.
  await a.evaluate(() => (window.mine = []));
  await wrapSend(a, (send) => (id, bytes) => {
    window.mine.push({ id, bytes: [...bytes] });
    return send(id, bytes);
  });
  await sit(a, 0);
  await a.getByTestId("plus1-0").click();
  await scoreIs(h, 0, 1);
  await countSends(h);
  const longest = await watchLongTasks(h);
  // Its page replays its own hello and goodbye sixty times on its channel, then floods
  // proposals: its own last tap, a hundred times in half a second.
  const flood = await a.evaluate(async () => {
    const hello = window.mine.find((m) => m.bytes[1] === 0);
    const tap = window.mine.filter((m) => m.bytes[1] === 15).at(-1);
    const send = (m) => window.tablemateLive.send(m.id, m.bytes);
    for (let i = 0; i < 100; i++) {
      send(tap);
      await new Promise((r) => setTimeout(r, 5));
    }
    for (let i = 0; i < 60; i++) {
      send(hello);
      send({ id: hello.id, bytes: [1, 9, 0] });
    }
    return { id: hello.id };
  });
  // The table stays whole for Bo: his tap still counts, everywhere.
  await new Promise((r) => setTimeout(r, 1500));
  await b.getByTestId("plus1-1").click();
  await scoreIs(h, 1, 1);
  const sent = await h.evaluate(() => window.sent);
  const toAna = sent[1] ?? 0;
  const toBo = sent[2] ?? 0;
  // The hundred repeated taps were read at ten a second: each one is a move Ana's phone may
  // make (its seat, the version it names) until the pace stops it.
  const score = Number(await text(h, "score-0"));
  assert.ok(score <= 1 + 10, `${score - 1} flooded taps were applied`);
  assert.ok(toAna <= 20, `the host answered the flooding phone ${toAna} times`);
  assert.ok(toBo <= 20, `the host sent the bystander ${toBo} messages`);
  assert.ok((await longest()) < 100, `the host's longest task was ${await longest()} ms`);
  // The host's list holds each phone once, whatever the flood said.
  const list = await hostList(h);
  assert.ok(list.length <= 2, list.join("\n"));
  console.log(`flood ${JSON.stringify(flood)}: ${score - 1} taps applied, ${toAna} answers to it, ${toBo} messages to the bystander, longest task ${await longest()} ms`);
  await close();
});

test("a frame larger than any message is refused before it is read, and a seat the host gives is the host's", async () => {
  const { h, guests, close } = await table(["en-US"]);
  const [{ phone, page: a }] = guests;
  // Through the app's own send path: the browser refuses what the host's offer does not
  // allow, and the page carries on.
  const sent = await a.evaluate(() => window.tablemateLive.send(1, new Array(300000).fill(1)));
  assert.equal(sent, false, "a frame past the table's limit is not sent");
  await a.getByTestId("plus1-0").click();
  await scoreIs(h, 0, 1);

  // The host sends Ana's phone to watch: it cannot seat itself again, not even after a reload.
  await h.getByTestId("live-open").click();
  await h.getByTestId("live-reseat-1").selectOption({ label: "watching" });
  await h.getByTestId("live-roster").filter({ hasText: "Phone 1 · watching · seat given by the host" }).waitFor();
  await h.getByTestId("live-close").click();
  await a.getByTestId("watching").waitFor({ timeout: 15000 });
  await a.getByTestId("live-open").click();
  await a.getByTestId("live-seat-locked").waitFor();
  // The table's phone: refused on the tap (Playwright would not tap a control marked
  // unavailable; a phone's finger does).
  await a.getByTestId("live-seat-2").click({ force: true });
  assert.equal(await a.getByTestId("live-seat-2").getAttribute("aria-checked"), "false");
  await a.getByTestId("live-close").click();
  await a.getByTestId("plus1-0").click();
  await a.getByTestId("notice").filter({ hasText: "This phone is watching" }).waitFor();
  await a.reload();
  await a.getByTestId("away").waitFor({ timeout: 20000 });
  await join(h, phone, a);
  await a.getByTestId("watching").waitFor({ timeout: 15000 });
  assert.deepEqual(await hostList(h), ["Phone 1 · watching · seat given by the host"]);
  // The host lets it choose: it sits as Bo.
  await h.getByTestId("live-open").click();
  const id = await h.locator("[data-testid^=live-reseat-]").getAttribute("data-testid");
  await h.getByTestId(id).selectOption({ label: "Its own choice" });
  await h.getByTestId("live-close").click();
  await a.getByTestId("live-open").click();
  await a.getByTestId("live-seat-locked").waitFor({ state: "detached" });
  await a.getByTestId("live-seat-1").click();
  await a.getByTestId("live-sheet").waitFor({ state: "detached" });
  await a.getByTestId("watching").waitFor({ state: "detached" });
  await a.getByTestId("plus1-1").click();
  await scoreIs(h, 1, 1);
  await close();
});

test("a full storage at the host: no phone keeps a move the host could not store, and each is told", async () => {
  const { h, guests, close } = await table(["en-US", "vi-VN"]);
  const [{ page: a }, { page: b }] = guests;
  // The host's storage is made nearly full: what it uses now and a little room.
  await h.evaluate(() => navigator.serviceWorker?.ready);
  await h.waitForTimeout(500);
  const { usage } = await h.evaluate(() => navigator.storage.estimate());
  const cdp = await h.context().newCDPSession(h);
  await cdp.send("Storage.overrideQuotaForOrigin", { origin: new URL(h.url()).origin, quotaSize: usage + 30000 });
  // Both guests tap until the host's storage is full.
  let taps = 0;
  for (; taps < 600 && (await h.getByTestId("storage-full").count()) === 0; taps++) {
    await (taps % 2 ? b : a).getByTestId(`plus1-${taps % 2}`).click();
  }
  assert.ok(taps < 600, "the host's storage filled up");
  // A guest whose tap could not be stored is told, in its own language.
  await Promise.race([
    a.getByTestId("notice").filter({ hasText: "could not store that move" }).waitFor({ timeout: 20000 }),
    b.getByTestId("notice").filter({ hasText: "không lưu được nước đó" }).waitFor({ timeout: 20000 }),
  ]);
  await h.waitForTimeout(500);
  const shown = [await text(h, "score-0"), await text(h, "score-1")];
  // Every phone shows what the host's store holds, and keeps no copy of its own.
  for (const page of [a, b]) {
    await scoreIs(page, 0, shown[0]);
    await scoreIs(page, 1, shown[1]);
  }
  await h.reload();
  await h.getByTestId("score-0").waitFor({ timeout: 20000 });
  assert.deepEqual([await text(h, "score-0"), await text(h, "score-1")], shown, "what the host showed is stored");
  for (const page of [a, b]) {
    await page.getByTestId("back").click();
    await page.getByTestId("saved-games").click();
    await page.getByTestId("saved-game").first().waitFor();
    assert.equal(await page.getByTestId("saved-game").count(), 1, "no copy of a move the host lacks");
  }
  await close();
});
