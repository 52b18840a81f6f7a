// The live table's two figures, on one machine (loopback): the join time after the codes are
// read (the host reads the guest's answer until the guest shows the game), and the time from a
// tap on one phone until another phone shows it, both ways. Two browsers of their own, as two
// phones; medians, reported, never asserted.
//   node scripts/live-latency.mjs [--runs 20]
import { launch, startScorePad } from "../tests/e2e/harness.mjs";
import { median } from "./measure.mjs";

const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1] || 20);
const ARGS = ["--allow-loopback-in-peer-connection"];

const host = await launch({ args: ARGS });
const guest = await launch({ args: ARGS });
const joins = [];
const toHost = [];
const toGuest = [];
try {
  for (let j = 0; j < 5; j++) {
    const h = await host.open();
    const g = await guest.open();
    await startScorePad(h, ["Ana", "Bo"]);
    await h.getByTestId("live-open").click();
    const code = (await h.getByTestId("live-offer").textContent({ timeout: 20000 })).trim();
    await g.goto(`${guest.url}#${code}`);
    const answer = (await g.getByTestId("live-answer").textContent({ timeout: 20000 })).trim();
    await h.getByTestId("live-answer-input").fill(answer);
    const start = Date.now();
    await h.getByTestId("live-connect").click();
    await g.getByTestId("plus1-0").waitFor({ timeout: 20000 });
    joins.push(Date.now() - start);
    await h.getByTestId("live-close").click();
    for (let i = 0; i < RUNS / 5; i++) {
      for (const [from, to, into] of [[g, h, toHost], [h, g, toGuest]]) {
        const before = await to.getByTestId("score-0").textContent();
        const t0 = Date.now();
        await from.getByTestId("plus1-0").click();
        await to.waitForFunction(
          (b) => document.querySelector('[data-testid="score-0"]').textContent !== b,
          before,
          { polling: "raf", timeout: 10000 },
        );
        into.push(Date.now() - t0);
      }
    }
    await h.close();
    await g.close();
  }
} finally {
  await host.close();
  await guest.close();
}
const ms = (list) => `${Math.round(median(list))} ms`;
console.log(`Live table on loopback: join ${ms(joins)} (median of ${joins.length}), a guest's tap on the host ${ms(toHost)}, a host's tap on the guest ${ms(toGuest)} (median of ${toHost.length} each)`);
