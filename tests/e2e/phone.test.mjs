// At home on a phone: installable and offline, the screen kept awake during a game, and no
// serious accessibility problem on any main screen in either theme (axe-core).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { addPoints, appForFile, axe, screenshot, smallTargets, startScorePad } from "./harness.mjs";
import { bundleBytes, brotliBytes, brotliOf, buildFolder, partBytes, FIRST_DOWNLOAD } from "../../scripts/measure.mjs";


// One app for the file: closed after its last test, which fails on any page error.
const app = appForFile();

// The budget is 400 KB and the app with every game's screens is above it (see the budget
// table in docs/performance.md). Until code splitting brings it down, this ceiling keeps it
// from growing unnoticed: lower it whenever the bundle shrinks, never raise it without saying why.
// Raised from 580 KB for the rule reference in three languages (55 KB) and the Vietnamese and
// Chinese UI tables (40 KB), measured by building without each; 702 KB measured since.
// Raised from 710 KB for the data-safety work (761 KB measured against 704 KB before it):
// the wire layer's own types with explicit tags and their conversions both ways, the
// IndexedDB store and its glue, the version 2 head and summary, backups, freeing room, and
// their words in three languages. Raised again to 775 KB for the four "How Tablemate reads
// this" rule entries in three languages (770.4 KB measured, 9 KB of rule text): the rule text
// is what issue 17 will load only when the reference is first opened. Raised to 795 KB for
// the rules revisions (792.9 KB measured): The Crew's powers with their three new actions in
// both formats, the shared fight form, the refusals and log lines in three languages, the
// translated Seafarers set-up notes, and about 6 KB (gzipped) of rule text that says what
// each reading does. Raised to 805 KB for the table guide's first part (802.9 KB measured):
// each family's table changes and their words in three languages, the confirmation line,
// the fork's named ways; the reasons the Catan screens restated are gone, their refusals
// come from the rules. Raised to 835 KB for the turn on one screen (833.1 KB measured, 802.9
// KB before it): the score strip and the folded sections with every game's screens laid out
// again around them, and the dispatch generated from the family list (8.7 KB with Catan's
// screens, measured at that step); the score pad's round screen and its correction of a cell
// as an action in both formats (11.3 KB, by building with and without it); Jamaica's and
// Carcassonne's screens and the set-up, share-code and track errors in three languages (the
// remaining 10 KB). Raised to 855 KB (851.0 KB measured, 17.9 KB above): the search in a
// player's words (stop words and synonym groups in three languages, the byte-pair index that
// skips texts, the ranking), the back gesture's history of screens, and the language and
// theme sheet over a game. A name-section look at the release wasm (twiggy) shows no single
// large item to cut: the component bodies, the serde visitors of the wire types and 649 KB of
// read-only data (words and rule text) are what issue 17 splits and loads on demand.
// Raised to 858 KB (854.9 KB measured, 3.9 KB above): the words became data
// (`src/ui/text/words/*.toml`), filled at run time by one function instead of 880 closures;
// the templates keep their named placeholders (`{name}`), which the closures' format pieces
// did not carry. That data is what issue 17 moves out of the first download.
// Raised to 862 KB (858.5 KB measured, 3.6 KB above): a reload comes back to its screen (the
// history entry names its game and rule, the game is read again), the search field names its
// scope.
// Raised to 885 KB (882.2 KB measured with all of the above, 23.0 KB of it this): the group
// remembered, which is five screens' worth at once: the set-up's chips and Settings' list of
// remembered players with its edit form and the unreadable-list panel (the shared colour picker
// replaced the seats' own), the statistics screen and its tables, the history's export panel, about
// 55 new entries in three languages, the group's store and format, the statistics and the CSV and
// JSON writers. A look at the release wasm (twiggy) found the rest spread over the new components'
// bodies and event handlers; two cuts were made on the way: the lists read a game's options through
// the JSON value the decoder already reads (7.3 KB less than a second typed reader) and the
// statistics sort by insertion (2.2 KB less than the standard sort's copy per type). The JSON
// export is compact (0.9 KB less than pretty-printed).
// Raised to 893 KB (890.9 KB measured) with the brotli ceiling below, for the same changes.
// Raised to 896 KB (894.2 KB measured, 891.1 KB before it: 3.1 KB) for issue 27's occasional
// actions in the turn: the duel's coins, Rivers' gold line and trade, Carcassonne's ransom, in
// three languages, while the folds they left kept their explanations.
// Raised to 906 KB (905.7 KB measured) with the brotli ceiling below, for the same changes;
// to 908 KB (907.8 KB measured) for Jamaica's final count on one screen.
// Raised to 977 KB (976.8 KB measured) for issue 26's split, for the same reason as the brotli
// total below: the parts compressed one by one; to 979 KB (978.0 KB measured) with issue 28's
// component splits (+1.0 KB) and the log's senders of issue 25 (+1.1 KB, their formats' code).
// Raised to 1017 KB (1016.6 KB measured, 978.0 KB before) for issue 29's five pictures, all in
// parts: the shared charts (the game's story, Catan's dice, the statistics' bars) and the
// boards (Carcassonne's score track, Jamaica's race). Raised to 1018 KB (1017.6 KB measured)
// for the pictures' tables for screen readers drawn by one component (FiguresTable) instead of
// two hand-written copies: its props and call in the shared chunk cost 1.0 KB gzip, none before
// home, 0.4 KB brotli (811.4 KB measured).
// Raised to 1028 KB (1027.7 KB measured) for the live table's sheet and host's side in parts,
// as the brotli total below; to 1033 KB (1032.9 KB measured) for a guest's side in that part.
// Raised to 1048 KB (1047.9 KB measured; 1040.9 KB with issue 36 alone) for issue 36's table
// in real life and issue 40's Log in BG Stats, as the brotli total below. Raised to 1087 KB
// (1086.8 KB measured) for issue 36's update and issue 37's second pass, as below; to 1093 KB
// (1092.2 KB measured) for the one radio group widget. Raised to 1094 KB (1.2 KB more) for
// web/prefetch.js, which the page loads once home is drawn to bring the likely next parts
// while the phone is idle (issue 38).
// Raised to 1095 KB (1094.8 KB measured) with the last of the radio groups on the widget and the
// screens asking the rules (issue 39); the score pad's part measured 13.02 KB then (ceiling 14).
const BUNDLE_CEILING_KB = 1095;

// What a phone downloads since the build writes brotli copies (scripts/compress.mjs): 680.4 KB
// measured; issue 17's goal is 400 KB. Lowered to 628 KB (625.7 KB measured) with the rule
// text and the other languages' words out of the wasm: a phone in Vietnamese or Chinese also
// downloads its words (9.0 KB brotli), the rule text (50.5 KB) comes on the first search.
// Raised to 658 KB (655.8 KB measured) for the live table, as above; to 662 KB (659.9 KB
// measured) for the scanner and the seats, as above. Raised to 684 KB (682.3 KB measured at
// once, builds in between: 673.4 KB, then 674.5 KB): the one commit path with seats enforced,
// the live protocol 2 and the host's seat control, search in every language and rules
// revision 3's Crew screens and the store's write-ahead (to 673.4 KB); then the table polish of
// issue 27 (the line above Undo, the view brought back, the end announced, the deciders and
// the ways named, the words and small things) and Jamaica's strip (to 682.3 KB). Issue 26's
// split is what brings the first download down; until then this ceiling keeps it from growing
// unseen, and `node scripts/size.mjs` says where the bytes are. Raised to 686 KB (684.2 KB
// measured, 682.5 KB before: 1.7 KB) for the occasional actions in the turn, as above.
// Raised to 692 KB (691.5 KB measured; the dates by hand took 3.1 KB off before): the three
// largest game components split into parts of one job each (+2.9 KB: each Dioxus component
// brings its props, their comparison and its call), the invitation that names its game and the
// joining phone's own copy found by id (+4.9 KB), the log worded once per entry and the
// Seafarers screens asking the rules (about +0.6 KB). Raised to 694 KB (693.1 KB measured) for
// Jamaica's final count on one screen (+1.6 KB: its folds, the dry runs that hide what cannot
// apply, the short treasure words).
// Raised to 779 KB (778.6 KB measured) for issue 26's split: see the total's test below; to
// 780 KB (779.3 KB measured) with the component splits and the senders, as above.
// Raised to 812 KB (811.0 KB measured, 779.3 KB before) for issue 29's five pictures: their
// components, charts and CSS are in the parts that draw them (catan +3.7 KB, statistics
// +2.6 KB, carcassonne +5.2 KB, jamaica +8.0 KB, the game screen's shared chunk +9.5 KB with
// the story and its kept rows), their English words in the core (below).
// Raised to 813 KB (812.3 KB measured, 811.2 KB before) for issue 25's state in parts: the
// navigation's pure moves (each returns the history's steps), the catalogue built by a pure
// function, the messages' numbering; the first download stays under its own ceiling.
// Raised to 816 KB (815.7 KB measured) for the words' loader as a part of its own: 26.9 KB,
// against 23.3 KB it took off the first download (a part carries its relocations).
// Raised to 829 KB (828.3 KB measured) for the live table's sheet and the host's side as a
// part and a chunk of their own (live_sheet 9.4 KB, the host's side with the QR encoder in a
// chunk shared with the game screens and the share screen), against 23.1 KB they took off the
// first download. Raised to 835 KB (834.4 KB measured) for a guest's side of the table in the
// live sheet's part (20.6 KB with it), against 32.8 KB it took off the first download.
// Raised to 836 KB (835.2 KB measured, 834.4 KB before) for "Log in BG Stats" (issue 40): the
// play's link builder and its serialiser in the chunk the game screen and the history share,
// the button in both, the families' notes on how a game ended, and its words.
// Raised to 850 KB (849.1 KB measured with both; 842.4 KB with issue 36 alone, 834.4 KB
// before it) for issue 36's table in real life: the game's version in every request, a phone's taps as a queue, the host's pace
// and the phones it knows by their keys, nothing sent before it is stored, the next game, the
// away table; most of it in the parts behind the game screen and the live sheet's part (24.8 KB
// with it). Raised to 880 KB (879.3 KB measured) for issue 36's update offer and issue 37's
// second pass (occasional actions in the turn, refusals said on a tap, the race and the score
// track at arm's length, the hand-over marks, the records that add up). Raised to 884 KB (883.1
// KB measured) for the one radio group widget (see the first download's ceiling). Raised to
// 885 KB (1.0 KB more) for web/prefetch.js, loaded once home is drawn, as above.
const BROTLI_CEILING_KB = 885;

// Since issue 26's split (`src/ui/parts.rs`), what counts first is what a phone downloads
// before home: the page, its scripts and the first wasm file. 463.0 KB measured with the
// families' game screens, the new game, the rules, the history, the statistics, the settings
// and the share screen in parts of their own (693.1 KB before, all in one file); 463.9 KB with
// issue 28's component splits and the log's senders (their formats' code is in the core). The goal is
// 400 KB: lower it whenever it shrinks, never raise it without saying why.
// Raised to 465 KB (464.5 KB measured, 463.9 KB before): the English words of issue 29's
// pictures (compiled in like every table's English; the other languages come in their words
// files) and the colour classes' `fill`. The pictures and their CSS are in parts.
// Lowered to 442 KB (441.4 KB measured, 464.7 KB before): the other languages' loader and the
// sentences they build in code are the part `words`, fetched beside their words file.
// Lowered to 419 KB (418.3 KB measured, 441.4 KB before): the live table's sheet is the part
// `live_sheet` (with the QR encoder), and the host's side is reached only through the table the
// game screen starts, so it is in the parts behind the game screen.
// Lowered to 386 KB (385.5 KB measured, 418.3 KB before): a guest's side of the table (its
// answer, its replica, the table's messages with the deflate of a whole game, the connection
// codes) is in the live sheet's part, fetched when an invitation is opened. Below issue 26's
// 400 KB. Lowered to 384 KB (383.0 KB measured): the dice and ids drawn from the system's
// randomness directly, without rand's generator. Lowered to 381 KB (380.2 KB measured): the
// score pad's, Jamaica's and Carcassonne's stylesheets come with their screens. Lowered to
// 375 KB (374.8 KB measured): a save's times read by `wire::time`, not chrono's general parser.
// Raised to 376 KB (375.1 KB measured, 374.8 KB before) for the English words of "Log in BG
// Stats" (issue 40), compiled in like every table's English; its code is in parts.
// Raised to 377 KB (376.8 KB measured with issue 40's words, 374.8 KB before) for issue 36: a
// guest's page that reloads at a table knows it at once (the remembered table read at start,
// the banner over the game with its two ways, the refusal of a tap while away, their English
// words). The rest of the table's new code is in parts.
// Alone 376.4 KB measured, 374.7 KB before: a new version's offer and the restart
// into it (issue 36) must be in the first download, since a page whose build is gone from the
// server can fetch no part to say it (1.7 KB of wasm); the build's folder in the page's
// addresses costs 38 bytes.
// Raised to 384 KB (383.4 KB measured) with issue 36's update offer and issue 37's second pass
// together: the hand-over marks read at start and shown on home's lists, the one button that
// says a refusal on a tap, the records that count every point, and their English words.
// Raised to 385 KB (384.7 KB measured) for the one radio group widget (issue 39), which the
// splitter keeps in the first download since several parts share it: a generic component
// cost 11 KB brotli over the whole build, one component behind a generic function 3.8 KB.
const FIRST_DOWNLOAD_CEILING_KB = 385;

// Each part's own file, brotli (measured: carcassonne 38.1, catan 39.8, history 5.9, jamaica
// 51.0, new_game 24.0, rules 29.5, scorepad 12.1, settings 25.7, share 18.5, statistics 5.9;
// with issue 29's pictures catan 43.6 for its dice, statistics 8.5 for its bars,
// carcassonne 43.2 for its score track, jamaica 59.1 for its race; words 26.9, the loader of
// Vietnamese and Chinese with the sentences they build in code; live_sheet 9.4, the live
// table's sheet, then 20.6 with a guest's side of the table; history 7.2 with issue 40's
// "Log in BG Stats" on each of its games, which reads the game from the store on the tap;
// with issue 37's second pass catan 50.2 (every occasional action in the turn, the refusals
// said on a tap), jamaica 64.0 (the race at the phone's width, the fork's ways and the final
// count one player at a time), share 19.0 (the hand-over mark); new_game 25.6 with the radio
// groups of its forms drawn by the one widget).
// The chunks the splitter shares between parts are in the total below.
const PART_CEILINGS_KB = {
  carcassonne: 45, catan: 51, history: 8, jamaica: 65, new_game: 26,
  rules: 31, scorepad: 14, settings: 27, share: 20, statistics: 10, words: 28, live_sheet: 25,
};

test(`the first download before home does not grow past ${FIRST_DOWNLOAD_CEILING_KB} KB brotli`, () => {
  const dir = process.env.DIST ?? "dist";
  const files = brotliOf(dir, FIRST_DOWNLOAD);
  assert.deepEqual(Object.keys(files).sort(), [...FIRST_DOWNLOAD].sort(), "the split build's first files are all there");
  const kb = Object.values(files).reduce((a, b) => a + b, 0) / 1024;
  assert.ok(kb <= FIRST_DOWNLOAD_CEILING_KB, `the first download is ${kb.toFixed(1)} KB brotli: ${JSON.stringify(files)}`);
});

test("each part of the split build stays under its own ceiling", () => {
  const parts = partBytes(process.env.DIST ?? "dist");
  const names = Object.keys(parts).map((n) => n.replace(/^split_|\.wasm$/g, ""));
  assert.deepEqual(names.sort(), Object.keys(PART_CEILINGS_KB).sort(), "every part has a ceiling, every ceiling a part");
  for (const [file, bytes] of Object.entries(parts)) {
    const name = file.replace(/^split_|\.wasm$/g, "");
    assert.ok(bytes / 1024 <= PART_CEILINGS_KB[name], `${file} is ${(bytes / 1024).toFixed(1)} KB brotli`);
  }
});

// Everything a phone ends up holding (the worker fetches it after the first visit), brotli:
// 779.3 KB measured for the split build, 697.1 KB for the one-file build (`SPLIT=0`). Files compressed
// one by one share less, and a part carries the relocations of what it links against.
test(`the web bundle as served does not grow past ${BROTLI_CEILING_KB} KB brotli`, () => {
  const kb = brotliBytes(process.env.DIST ?? "dist") / 1024;
  assert.ok(kb > 100, `the build's brotli copies are there (${kb.toFixed(1)} KB)`);
  assert.ok(kb <= BROTLI_CEILING_KB, `wasm + JavaScript is ${kb.toFixed(1)} KB brotli`);
});

test(`the web bundle does not grow past ${BUNDLE_CEILING_KB} KB gzipped`, () => {
  const kb = bundleBytes(process.env.DIST ?? "dist") / 1024;
  assert.ok(kb <= BUNDLE_CEILING_KB, `wasm + JavaScript is ${kb.toFixed(1)} KB gzipped`);
});

test("the manifest makes the app installable", async () => {
  const page = await app.open();
  const href = await page.locator("link[rel=manifest]").getAttribute("href");
  const manifest = await (await page.request.get(new URL(href, app.url).href)).json();
  assert.equal(manifest.display, "standalone");
  assert.equal(manifest.orientation, "portrait");
  assert.equal(manifest.short_name, "Tablemate");
  const sizes = manifest.icons.map((i) => `${i.sizes}/${i.purpose}`);
  for (const wanted of ["192x192/any", "512x512/any", "512x512/maskable"]) assert.ok(sizes.includes(wanted), wanted);
  for (const icon of manifest.icons) {
    const response = await page.request.get(new URL(icon.src, app.url).href);
    assert.equal(response.status(), 200, icon.src);
  }
  await page.close();
});

test("after one visit the app starts and plays with no network", async () => {
  const page = await app.open();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByTestId("new-game").waitFor();
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), "the worker controls the page");
  await app.browser.setOffline(true);
  try {
    await page.reload();
    await page.getByTestId("new-game").waitFor({ timeout: 10000 });
    await startScorePad(page, ["Offline", "Cellar"]);
    await addPoints(page, 1, 5);
    assert.equal(await page.getByTestId("score-1").textContent(), "5");
    await screenshot(page, "offline-game");
  } finally {
    await app.browser.setOffline(false);
  }
  await page.close();
});

test("the screen is kept awake during a game, and released after it or when turned off", async () => {
  const page = await app.open();
  // Headless Chromium has no real wake lock: stand in for the API, counting requests/releases.
  await page.evaluate(() => {
    window.__locks = { held: 0, requests: 0 };
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async () => {
          window.__locks.held += 1;
          window.__locks.requests += 1;
          const listeners = [];
          return {
            addEventListener: (_, f) => listeners.push(f),
            release: async () => {
              window.__locks.held -= 1;
              listeners.forEach((f) => f());
            },
          };
        },
      },
    });
  });
  const held = () => page.evaluate(() => window.__locks.held);
  assert.equal(await held(), 0, "no lock on the home screen");
  await startScorePad(page, ["Ana", "Bo"]);
  await page.waitForFunction(() => window.__locks.held === 1);
  await page.getByTestId("back").click();
  await page.waitForFunction(() => window.__locks.held === 0);
  await page.getByTestId("resume").click();
  await page.waitForFunction(() => window.__locks.held === 1);
  await page.getByTestId("finish").click();
  await page.getByTestId("confirm").click();
  await page.waitForFunction(() => window.__locks.held === 0);
  assert.equal(await held(), 0, "released when the game is over");

  await page.getByTestId("back").click();
  await page.getByTestId("settings").click();
  await page.getByTestId("keep-awake").uncheck();
  await page.getByTestId("back").click();
  await startScorePad(page, ["Cy", "Di"]);
  await page.getByTestId("plus1-0").click();
  assert.equal(await held(), 0, "the setting turns it off");
  await page.close();
});


for (const theme of ["light", "dark"]) {
  test(`axe finds no serious or critical problem on the main screens (${theme})`, async () => {
    const page = await app.open();
    await page.getByTestId("settings").click();
    await page.getByTestId(`theme-${theme}`).click();
    await page.getByTestId("back").click();
    const problems = {};
    const check = async (name) => {
      const found = await axe(page);
      if (found.length) problems[name] = found;
    };
    await check("home");
    for (const screen of ["saved-games", "history", "rules", "settings"]) {
      await page.getByTestId(screen).click();
      await check(screen);
      await page.getByTestId("back").click();
    }
    await page.getByTestId("new-game").click();
    await check("new-game");
    await page.getByTestId("kind-ScorePad").click();
    await check("new-game-options");
    await page.getByTestId("next").click();
    await check("new-game-players");
    await page.getByTestId("start").click();
    await addPoints(page, 0, 5);
    await check("game");
    await page.getByTestId("finish").click();
    await check("finish-dialog");
    await page.getByTestId("confirm").click();
    await check("game-over");
    await page.getByTestId("share").click();
    await check("share-results");
    await page.getByTestId("back").click();
    await page.getByTestId("back").click();
    // The statistics, with the game just finished in them.
    await page.getByTestId("history").click();
    await page.getByTestId("statistics").click();
    await page.getByTestId("stats-players").waitFor();
    await check("statistics");
    await page.getByTestId("back").click();
    await page.getByTestId("back").click();
    for (const kind of ["Catan", "Jamaica", "Carcassonne"]) {
      await page.getByTestId("new-game").click();
      await page.getByTestId(`kind-${kind}`).click();
      await check(`${kind}-options`);
      await page.getByTestId("next").click();
      await page.getByTestId("start").click();
      await page.getByTestId("undo").waitFor();
      await check(`${kind}-board`);
      await page.getByTestId("share").click();
      await check(`${kind}-share`);
      await page.getByTestId("back").click();
      await page.getByTestId("back").click();
    }
    assert.deepEqual(problems, {});
    await page.close();
  });
}

test("every option's row is a 44 px target, a hint under it or not", async () => {
  const page = await app.open();
  for (const kind of ["ScorePad", "Carcassonne", "Jamaica"]) {
    await page.getByTestId("new-game").click();
    await page.getByTestId(`kind-${kind}`).click();
    assert.deepEqual(await smallTargets(page, "label.field.check"), [], `${kind}'s options`);
    await page.getByTestId("back").click();
    await page.getByTestId("new-game").waitFor();
  }
  await page.close();
});

test("text scales with the system font size without breaking the layout", async () => {
  const page = await app.open();
  await page.addStyleTag({ content: "html { font-size: 150% !important; }" });
  await startScorePad(page, ["Alexandra", "Bartholomew", "Chrysanthemum"]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);
  await screenshot(page, "game-large-text");
  await page.close();
});

test("the size report reads the shipped wasm's sections and the linker's names", async () => {
  const { sections, codeOwners, ownModules, isComponentBody } = await import("../../scripts/size.mjs");
  const bytes = fs.readFileSync(`${buildFolder(process.env.DIST ?? "dist")}/tablemate_bg.wasm`);
  const all = sections(bytes);
  // Every byte after the 8-byte header is in one section: its id, its size's LEB and its body.
  const end = all[all.length - 1];
  assert.equal(end.start + end.size, bytes.length);
  assert.ok(all.find((s) => s.name === "code").size > 500_000, "the code section is found");
  const linked = "target/wasm32-unknown-unknown/release/tablemate.wasm";
  if (fs.existsSync(linked)) {
    const owners = codeOwners(fs.readFileSync(linked));
    assert.ok(owners.named, "the linker's wasm keeps its names");
    assert.ok(owners.crates.some((c) => c.crate === "tablemate"), "our own crate is named");
    assert.ok(owners.functions.some((f) => f.name.startsWith("tablemate::")));
    // A release build holds nothing of Dioxus's hot-patching runtime (no jump table, no patch
    // loader, no devtools): what is named for `subsecond` is the components' bodies, inlined in
    // its `call_it`, which the report counts as such.
    assert.ok(owners.functions.some((f) => isComponentBody(f.name)), "the components' bodies are found");
    const hotPatching = owners.functions.filter((f) => /subsecond|dioxus_devtools/.test(f.name) && !isComponentBody(f.name));
    assert.deepEqual(hotPatching.map((f) => f.name), [], "no hot-patching code in a release build");
  }
  // The split build keeps its first module with names: the first download's own figures.
  const first = linked.replace(/\.wasm$/, "-first.wasm");
  if (fs.existsSync(first) && fs.existsSync(linked)) {
    const owners = codeOwners(fs.readFileSync(first));
    assert.ok(owners.named, "the first module keeps its names");
    const code = (o) => o.functions.reduce((sum, f) => sum + f.size, 0);
    assert.ok(code(owners) < code(codeOwners(fs.readFileSync(linked))), "the first module is a part of the whole");
    const modules = ownModules(owners.functions).map((m) => m.module);
    assert.ok(modules.includes("tablemate::ui::state"), `the app's state is before home: ${modules}`);
    const carcassonne = (o) => o.functions.filter((f) => f.name.includes("tablemate::ui::views::carcassonne::")).length;
    assert.ok(carcassonne(codeOwners(fs.readFileSync(linked))) > 0, "the whole app has Carcassonne's screens");
    assert.equal(carcassonne(owners), 0, "a family's screens are in their part, not before home");
  }
});
