// The first visit on a phone network: what a friend's phone that has never seen the app
// waits for when it opens the app, or the QR code of a game handed over at the table.
//   node scripts/first-visit.mjs [--runs 5]
// The profile (through the DevTools protocol): 150 ms round trip, 1.6 Mbps down, 750 kbps up,
// the CPU slowed 4 times; a cold cache (a fresh browser profile every run). Cases:
//   - open: navigation to an interactive home screen (its lists read from the store);
//   - share link: a link carrying a 200-action Jamaica game (tests/fixtures/) until its
//     import preview shows;
//   - second visit: the app opened again in the same profile, through the service worker.
// Each is served as the build's brotli copies, its gzip copies and uncompressed (the server
// picks the copy: Chromium offers brotli over https only). Bytes on the wire are the encoded
// bodies and headers the browser received; times are medians, reported, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import { ARGS, median } from "./measure.mjs";

const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 5);
const DIST = process.env.DIST ?? "dist";
/** The phone network of every first-visit figure (scripts/first-taps.mjs uses it too). */
export const PROFILE = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
export const CPU_SLOWDOWN = 4;
const ENCODINGS = [["brotli", "br"], ["gzip", "gzip"], ["none", "identity"]];
const CODE = fs.readFileSync(new URL("../tests/fixtures/share-jamaica-200.txt", import.meta.url), "utf8").trim();

/** Throttles `page` to the profile and counts the bytes it receives from now on. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PROFILE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const wire = { bytes: 0 };
  cdp.on("Network.loadingFinished", (e) => (wire.bytes += e.encodedDataLength));
  return wire;
}

/** Milliseconds from navigation until `selector` is in the page (read in the page itself). */
async function until(page, url, selector) {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    (sel) => document.querySelector(sel) && (window.__seenAt ??= performance.now()),
    selector,
    { polling: "raf", timeout: 120000 },
  );
  return page.evaluate(() => window.__seenAt);
}

/**
 * A phone that has never seen the app: a browser with a fresh profile at 390x844, with
 * `options` (service workers, say); `close()` drops the profile too.
 */
export async function freshPhone(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tablemate-first-visit-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    args: ARGS,
    ...options,
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** One cold run of every case for one encoding: [open, share link, second visit]. */
async function run(base) {
  const results = [];
  for (const kase of ["open", "share"]) {
    const { context, close } = await freshPhone();
    try {
      let page = await context.newPage();
      let wire = await throttle(context, page);
      if (kase === "open") {
        const ms = await until(page, base, 'nav.menu[data-ready="true"]');
        results.push({ kase: "open", ms, bytes: wire.bytes });
        // The second visit: the worker installed on the first now serves the app.
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.close();
        page = await context.newPage();
        wire = await throttle(context, page);
        const again = await until(page, base, 'nav.menu[data-ready="true"]');
        results.push({ kase: "second", ms: again, bytes: wire.bytes });
      } else {
        const ms = await until(page, `${base}#${CODE}`, '[data-testid="import-preview"]');
        results.push({ kase: "share", ms, bytes: wire.bytes });
      }
    } finally {
      await close();
    }
  }
  return results;
}

/** Every run, then the table of medians. */
async function main() {
  const servers = await Promise.all(
    ENCODINGS.map(([, force]) => startServer({ dir: DIST, port: 0, force })),
  );
  const samples = new Map(); // "encoding case" -> [{ms, bytes}]
  try {
    for (let i = 0; i < RUNS; i++) {
      // The encodings in turn, one sample each, so the machine's load weighs on all alike.
      for (const [e, [name]] of ENCODINGS.entries()) {
        const base = `http://127.0.0.1:${servers[e].address().port}/`;
        for (const r of await run(base)) {
          const key = `${name} ${r.kase}`;
          if (!samples.has(key)) samples.set(key, []);
          samples.get(key).push(r);
        }
      }
      process.stderr.write(`run ${i + 1} of ${RUNS}\n`);
    }
  } finally {
    for (const s of servers) s.close();
  }

  const kb = (b) => `${Math.round(b / 1024)} KB`;
  console.log(`First visit: 150 ms RTT, 1.6 Mbps down, CPU ÷${CPU_SLOWDOWN}, cold cache, median of ${RUNS}`);
  console.log("| served as | open the app | share link (200-action Jamaica) | second visit |");
  console.log("|---|---|---|---|");
  for (const [name] of ENCODINGS) {
    const cell = (kase) => {
      const s = samples.get(`${name} ${kase}`);
      return `${(median(s.map((x) => x.ms)) / 1000).toFixed(2)} s, ${kb(median(s.map((x) => x.bytes)))}`;
    };
    console.log(`| ${name} | ${cell("open")} | ${cell("share")} | ${cell("second")} |`);
  }
}

// Run as a script, not when first-taps.mjs imports the profile.
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
