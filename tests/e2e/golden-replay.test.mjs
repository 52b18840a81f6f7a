// Every golden share code, read by the web build in the browser: its preview, then its game
// opened (each family's screens come in their own part of the split build), compared with what
// the golden expectation recorded when the code was written (its folder's `.expect`, else
// `tests/golden/v1/`'s). A
// splitter that moved code or data wrongly between the build's files shows here as a game that
// does not read, a screen that does not come, or a score or a log that differs.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { appForFile } from "./harness.mjs";

// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();
const GOLDEN = path.resolve("tests/golden");
const DIRS = ["v1", "code-v2", "code-v3", "senders"];

/** What a golden expectation records: the log's length, the scores in seat order, the winners. */
function expectation(dir, stem) {
  const own = path.join(GOLDEN, dir, `${stem}.expect`);
  const text = fs.readFileSync(fs.existsSync(own) ? own : path.join(GOLDEN, "v1", `${stem}.expect`), "utf8");
  const scores = [...text.matchAll(/^score: (.*) (-?\d+)$/gm)].map((m) => ({ name: m[1], score: Number(m[2]) }));
  const winners = text.match(/^winners: (.*)$/m)[1];
  return {
    cursor: Number(text.match(/^cursor: (\d+)$/m)[1]),
    scores,
    winners: winners.startsWith("(") ? [] : winners.split(", "),
  };
}

/** Reads `code` on the import screen, checks the preview, imports it and opens the game. */
async function replay(page, code, expected, label) {
  // The code arrives as a share link would bring it (a page opened at `#TM…`).
  await page.goto("about:blank");
  await page.goto(`${app.url}#${code}`);
  const preview = page.getByTestId("import-preview");
  await preview.waitFor();
  const previewText = (await preview.textContent()).replaceAll("\u2212", "-");
  assert.ok(previewText.includes(`${expected.cursor} action`), `${label}: ${expected.cursor} actions (it reads "${previewText}")`);
  for (const { name, score } of expected.scores) {
    assert.ok(previewText.includes(name), `${label}: the preview names ${name}`);
    // A running game's strip may show another figure than the standing (Jamaica: the way to
    // go); a finished game's shows the final scores.
    if (expected.winners.length) assert.ok(previewText.includes(String(score)), `${label}: the preview shows ${name}'s ${score} (it reads "${previewText}")`);
  }
  await page.getByTestId("import-confirm").click();
  // The game screen comes with the family's part; its log counts the entries up to the cursor
  // or beyond (an undone tail stays in the log).
  const log = page.getByTestId("log-more");
  await log.waitFor();
  const logged = Number((await log.textContent()).match(/\((\d+)\)/)[1]);
  assert.ok(logged >= expected.cursor, `${label}: ${logged} entries, the cursor at ${expected.cursor}`);
  if (expected.winners.length) {
    const winner = await page.getByTestId("winner").textContent();
    for (const name of expected.winners) assert.ok(winner.includes(name), `${label}: ${name} won`);
  } else {
    assert.equal(await page.getByTestId("winner").count(), 0, `${label}: the game goes on`);
  }
}

for (const dir of DIRS) {
  test(`the golden share codes of ${dir} replay in the browser as recorded`, async () => {
    const page = await app.open();
    const stems = fs
      .readdirSync(path.join(GOLDEN, dir))
      .filter((f) => f.endsWith(".code.txt"))
      .map((f) => f.slice(0, -".code.txt".length));
    assert.ok(stems.length >= 30, `${dir} holds the goldens (${stems.length})`);
    for (const stem of stems) {
      const code = fs.readFileSync(path.join(GOLDEN, dir, `${stem}.code.txt`), "utf8").trim();
      await replay(page, code, expectation(dir, stem), `${dir}/${stem}`);
    }
    await page.close();
  });
}
