// The invitation names its game (issue 25): the host's sheet says which game it invites to,
// and the joining phone says which game it is about to join before it answers. The joining
// phone looks for its own saved copy of that game by id, never at whatever game it has open:
// an unrelated open game stays as it is, and a copy holding moves the host's game lacks is
// kept as "… (this phone's copy)" while the table plays the host's game.
// Two phones: two contexts (separate storage) of one Chromium, connected on loopback.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchPhones, startScorePad } from "./harness.mjs";

let chromium, host, guest;
before(async () => {
  chromium = await launchPhones({ args: ["--allow-loopback-in-peer-connection"] });
  host = await chromium.phone();
  guest = await chromium.phone();
});
after(async () => {
  await chromium.close();
  assert.deepEqual(chromium.errors, [], "no page errors");
});

const text = async (page, id) => (await page.getByTestId(id).textContent()).trim();

async function scoreIs(page, i, n) {
  await page.waitForFunction(
    ([i, n]) => document.querySelector(`[data-testid="score-${i}"]`)?.textContent.trim() === String(n),
    [i, n],
    { timeout: 15000 },
  );
}

/** The host's sheet open with a fresh invitation: the game it names, and its code. */
async function invitation(h) {
  await h.getByTestId("live-open").click();
  const offer = h.getByTestId("live-offer");
  await offer.waitFor({ timeout: 20000 });
  const named = await text(h, "live-invitation-game");
  const name = named.match(/^Invitation to “(.+)”$/)?.[1];
  assert.ok(name, `the host's sheet names the game: ${named}`);
  return { name, code: (await offer.textContent()).trim() };
}

/** The guest opens the invitation's link and shows its answer; returns the answer's code. */
async function answer(a, code) {
  await a.goto(`${guest.url}#${code}`);
  const shown = a.getByTestId("live-answer");
  await shown.waitFor({ timeout: 20000 });
  return (await shown.textContent()).trim();
}

async function connect(h, code) {
  await h.getByTestId("live-answer-input").fill(code);
  await h.getByTestId("live-connect").click();
}

test("the invitation names its game, and a joining phone finds its own copy by id", async () => {
  const h = await host.open();
  const a = await guest.open();
  await startScorePad(h, ["Ana", "Bo"]);
  // The guest has a game of its own open: another game, which the table must not touch.
  await startScorePad(a, ["Cy", "Di"]);
  await a.getByTestId("plus1-0").click();
  await scoreIs(a, 0, 1);

  const first = await invitation(h);
  const code = await answer(a, first.code);
  // Before answering, the guest says which game it joins; it holds no copy of that one.
  assert.equal(await text(a, "live-joining-game"), `Joining “${first.name}” on the host's phone`);
  assert.equal(await a.getByTestId("live-joining-held").count(), 0, "the open game is not taken for the table's");
  await connect(h, code);
  await a.getByTestId("player-0").filter({ hasText: "Ana" }).waitFor({ timeout: 20000 });
  await h.getByTestId("live-close").click();
  await a.getByTestId("plus1-0").click();
  await scoreIs(h, 0, 1);

  // The host ends the table; each phone plays on alone, so the guest's copy holds a move the
  // host's game lacks, and the host's a move the guest's lacks.
  await h.getByTestId("live-open").click();
  await h.getByTestId("live-end").click();
  await a.getByTestId("notice").filter({ hasText: "The host's phone left the table" }).waitFor({ timeout: 20000 });
  await a.getByTestId("plus1-1").click();
  await scoreIs(a, 1, 1);
  await h.getByTestId("plus1-0").click();
  await scoreIs(h, 0, 2);

  // The guest goes back to its own game, Cy and Di's, and opens a new invitation from there.
  await a.getByTestId("back").click();
  await a.getByTestId("saved-games").click();
  await a.getByTestId("saved-game").filter({ hasText: "Cy" }).getByTestId("open-saved").click();
  await a.getByTestId("player-0").filter({ hasText: "Cy" }).waitFor();
  const second = await invitation(h);
  assert.equal(second.name, first.name);
  const again = await answer(a, second.code);
  // It says which game, and that it found its saved copy of it (by id: another game is open).
  assert.equal(await text(a, "live-joining-game"), `Joining “${first.name}” on the host's phone`);
  await a.getByTestId("live-joining-held").waitFor();
  await connect(h, again);
  // Its own move is kept as a copy, and the table plays the host's game.
  const copy = `${first.name} (this phone's copy)`;
  await a.getByTestId("notice").filter({ hasText: `it is kept as “${copy}”` }).waitFor({ timeout: 20000 });
  await scoreIs(a, 0, 2);
  await scoreIs(a, 1, 0);
  await h.getByTestId("live-close").click();
  await a.getByTestId("plus1-1").click();
  await scoreIs(h, 1, 1);

  // Three games on the guest: Cy and Di's as it was, the table's, and the kept copy.
  await a.getByTestId("back").click();
  await a.getByTestId("saved-games").click();
  await a.getByTestId("saved-game").first().waitFor();
  const lines = await a.getByTestId("saved-game").allTextContents();
  assert.equal(lines.length, 3, lines.join("\n"));
  const own = lines.filter((l) => l.includes("Cy"));
  assert.equal(own.length, 1);
  assert.match(own[0], /Di/);
  assert.match(own[0], /· 1 action(?!s)/, "the unrelated game kept its one move and nothing more");
  const kept = lines.filter((l) => l.includes("(this phone's copy)"));
  assert.equal(kept.length, 1, lines.join("\n"));
  assert.match(kept[0], /2 actions/, "the copy holds the guest's two moves");
  await h.close();
  await a.close();
});
