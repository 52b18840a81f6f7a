// Two builds' cached Start, compared run by run: a Catan duel's Start, the app opened again
// with its worker holding every file (the cached case of scripts/first-taps.mjs, on the same
// profile), taken in turn on build A and build B, so that both meet the same moment of the
// machine. This machine's speed moves by half within an hour, more than a change to the Start
// does; a figure taken for one build, then one for the other, cannot tell them apart.
//   node scripts/compare-start.mjs [--runs 20] DIST_A DIST_B
// Prints each build's median and the median of the runs' ratios B / A, with how many runs B was
// faster in. Reported, never asserted.
import { startServer } from "./serve.mjs";
import { median } from "./measure.mjs";
import { cached } from "./first-taps.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const RUNS = at >= 0 ? Number(args.splice(at, 2)[1]) : 20;
const dists = args;
if (dists.length !== 2) {
  console.error("usage: node scripts/compare-start.mjs [--runs 20] DIST_A DIST_B");
  process.exit(2);
}

const servers = await Promise.all(dists.map((dir) => startServer({ dir, port: 0, force: "br" })));
const times = [[], []];
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [i, server] of servers.entries()) {
      times[i].push((await cached(`http://127.0.0.1:${server.address().port}/`)).start);
    }
    process.stderr.write(`run ${run + 1} of ${RUNS}: ${times.map((t) => Math.round(t.at(-1))).join(" / ")} ms\n`);
  }
} finally {
  for (const server of servers) server.close();
}

const ratios = times[1].map((b, run) => b / times[0][run]);
console.log(`A Catan duel's Start, cached: ${RUNS} runs, the builds in turn, CPU slowed 4×`);
for (const [i, dir] of dists.entries()) console.log(`| ${"AB"[i]}: ${dir} | median ${median(times[i]).toFixed(1)} ms |`);
console.log(
  `| B / A, run by run | median ${median(ratios).toFixed(3)}, B faster in ${ratios.filter((r) => r < 1).length} of ${RUNS} |`,
);
