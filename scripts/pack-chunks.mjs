// Packs the split build's chunks into a few files, so opening a screen costs at most two
// requests (its part, and a pack the first time) instead of its part and every chunk it
// shares with other parts, each a round trip of its own (about a hundred files, most of them
// 0.2–0.4 KB).
//   node scripts/pack-chunks.mjs <build folder>      (scripts/build-web.sh runs it after wasm-opt)
//
// wasm-split-cli writes what several parts share into `chunk_<n>.wasm` files; its loader
// (`__wasm_split.js`) declares each chunk with a comment naming the parts that use it and a
// loader that fetches its file, and lists, for each part (`__wasm_split_load_<part>`), the
// chunks it needs. This writes the chunks into the packs of PACKS, removes their files, and
// replaces each chunk's declaration with `const __chunk_<n> = packed(<n>, <packs>)`: its
// number and the packs that hold it (bit p for PACKS[p]). A pack is its chunks one after the
// other, each after its number and length (each a u32, little-endian). The loader comes before
// home, so it holds no offsets and no comments (its full-line comments are dropped): it stays
// about the size wasm-split-cli wrote, its new code included (tests/e2e/phone.test.mjs).
//
// The loader asks for a part's chunks all at once (each chunk's loader in the same turn), so
// the patched loader takes them as one batch and fetches at most one pack for it: one already
// fetched (or being fetched) that holds the whole batch, else the smallest that does. A pack is
// fetched once and kept in a promise (a failure is not kept, so a retry fetches it again, as
// the loader does for a part). Each chunk is its slice of the pack, given to
// `WebAssembly.instantiateStreaming` as a wasm response.
//
// The patch is checked: each chunk file must be declared exactly once in the form this knows,
// every part PACKS names must be in the loader, and no other chunk file may be named, else the
// build fails here (a new wasm-split-cli may write its loader differently; then this script
// must learn the new form).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The packs, in the order the loader prefers them (a batch takes the first that holds it all,
 * unless one fetched already does); each holds every chunk one of its parts needs, and the last
 * holds every chunk, so a batch always has a pack. A chunk is in each pack that needs it,
 * so the packs together are larger than the chunks (each pack compresses better than its
 * chunks one by one):
 *   - the loader of Vietnamese and Chinese: `platform.js` has it come before home on a phone
 *     in those languages, which must not wait for every other part's chunks;
 *   - the readers of the families' formats (src/ui/codecs.rs): a share link's preview and a
 *     stored game's first reading ask for them at once, on a first visit before the prefetch
 *     has brought anything, and must not wait for every chunk (`platform.js` preloads this
 *     pack when the address carries a code, so it comes before the smaller one below could);
 *   - the screens a phone with data saver on opens on its own (web/prefetch.js brings nothing
 *     there): the new game and the small screens, whose chunks are a fraction of the whole;
 *   - every chunk: the games' screens (their chunks are most of them), and what web/prefetch.js
 *     fetches first on every other phone, so the new game's batch is taken from it (one pack).
 */
export const PACKS = [
  { name: "chunks-words.pack", parts: ["words"] },
  { name: "chunks-codecs.pack", parts: ["codecs"] },
  { name: "chunks-light.pack", parts: ["new_game", "rules", "settings", "history", "statistics"] },
  { name: "chunks.pack", parts: null },
];
const LOADER = "__wasm_split.js";
/**
 * A chunk's whole declaration as wasm-split-cli writes it (the parts using it in a comment,
 * then its loader, which fetches its file): group 1 its number, group 2 its file.
 */
const CHUNK = /\/\* [^*]* \*\/\nconst __chunk_(\d+) = makeLoad\(\(\) => \{\n {4}const src = fetch\(new URL\("\.\/(chunk_[^"/]+\.wasm)", import\.meta\.url\)\);\n {4}src\.catch\(\(\) => \{\}\);\n {4}return async \(imports\) => \(WebAssembly\.instantiateStreaming\(src, imports\)\);\n\}\n, \[\]\);/g;
/** A part's loader with the chunks it needs: group 1 the part, group 2 the list. */
const PART_DEPS = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\([\s\S]*?\n, \[([^\]]*)\]\)\);/g;

/**
 * What the patched loader gains, without comments (it comes before home; this file is its
 * documentation). `packed(n, held)` is chunk n's loader, `held` its packs as bits (bit p for
 * PACKS[p]); a part's chunks ask in one turn, and `takeBatch` then picks their one pack: one
 * already fetched (or being fetched) that holds them all, else the smallest that does. A pack
 * is its chunks one after the other, each after its number and length (u32, little-endian).
 * Anything else (a server's page in its place) holds no chunk the loader wants: the chunk is
 * empty, and WebAssembly refuses it, as it refuses a part's file that is not one.
 */
const runtime = (names) => `
const PACKS = ${JSON.stringify(names)};
const packs = [];
let batch = [];
function packed(n, held) {
    return makeLoad(() => {
        const src = new Promise((resolve, reject) => {
            if (!batch.length) queueMicrotask(takeBatch);
            batch.push({ n, held, resolve, reject });
        });
        src.catch(() => {});
        return (imports) => WebAssembly.instantiateStreaming(src, imports);
    }, []);
}
function takeBatch() {
    const asked = batch;
    batch = [];
    const holding = PACKS.map((_, p) => p).filter((p) => asked.every((a) => (a.held >> p) & 1));
    const pack = fetchPack(holding.find((p) => packs[p]) ?? holding[0]);
    for (const a of asked) {
        pack.then((chunks) => new Response(chunks.get(a.n), { headers: { "content-type": "application/wasm" } })).then(a.resolve, a.reject);
    }
}
function fetchPack(p) {
    const pack = (packs[p] ??= fetch(new URL(PACKS[p], import.meta.url)).then(readPack));
    pack.catch(() => packs[p] === pack && (packs[p] = undefined));
    return pack;
}
async function readPack(response) {
    if (!response.ok) throw new TypeError(\`\${response.url}: HTTP status \${response.status}\`);
    const bytes = await response.arrayBuffer();
    const view = new DataView(bytes);
    const chunks = new Map();
    for (let at = 0; at + 8 <= bytes.byteLength; ) {
        const end = at + 8 + view.getUint32(at + 4, true);
        chunks.set(view.getUint32(at, true), bytes.slice(at + 8, end));
        at = end;
    }
    return chunks;
}
export function __wasm_split_fetch_all_chunks() {
    return fetchPack(PACKS.length - 1);
}
`;

/**
 * Reads the loader: each chunk's file by its number, and each part's chunks (as numbers).
 * Throws unless each chunk file of `files` is declared exactly once in the known form, and no
 * other chunk file is named.
 */
export function readLoader(loader, files) {
  const chunkFile = new Map();
  for (const m of loader.matchAll(CHUNK)) {
    if (chunkFile.has(m[1])) throw new Error(`${LOADER} declares chunk ${m[1]} twice`);
    chunkFile.set(m[1], m[2]);
  }
  const declared = [...chunkFile.values()];
  const missing = files.filter((f) => declared.filter((g) => g === f).length !== 1);
  const unknown = declared.filter((f) => !files.includes(f));
  const named = (loader.match(/chunk_[^"/]*\.wasm/g) ?? []).length;
  if (missing.length || unknown.length || named !== declared.length) {
    throw new Error(
      `${LOADER} does not declare each chunk exactly once in the form scripts/pack-chunks.mjs patches ` +
        `(/* parts */ const __chunk_<n> = makeLoad(() => { const src = fetch(new URL("./chunk_<n>.wasm", ...)); ...}, []);): ` +
        `not so: ${missing.join(", ") || "-"}; not in the folder: ${unknown.join(", ") || "-"}; chunk files named: ${named}`,
    );
  }
  const partChunks = new Map();
  for (const m of loader.matchAll(PART_DEPS)) {
    const deps = m[2].split(",").map((d) => d.trim()).filter(Boolean);
    const numbers = deps.map((d) => /^__chunk_(\d+)$/.exec(d)?.[1]);
    if (numbers.some((n) => !chunkFile.has(n))) throw new Error(`${LOADER}: part ${m[1]} needs an unknown chunk: ${deps}`);
    partChunks.set(m[1], numbers);
  }
  if (!partChunks.size) throw new Error(`${LOADER} lists no part's chunks in the form scripts/pack-chunks.mjs reads`);
  return { chunkFile, partChunks };
}

/** Packs the chunks of the build folder `dir` (see the head of this file): each pack's chunks and bytes. */
export function packChunks(dir, packs = PACKS) {
  const files = fs.readdirSync(dir).filter((n) => /^chunk_.*\.wasm$/.test(n));
  if (!files.length) throw new Error(`${dir}/ holds no chunk_*.wasm: nothing to pack`);
  const loaderFile = path.join(dir, LOADER);
  const loader = fs.readFileSync(loaderFile, "utf8");
  if (/\b(packed|PACKS|packs|batch|takeBatch|fetchPack|readPack)\b/.test(loader)) {
    throw new Error(`${LOADER} is patched already, or has names of its own that the patch adds`);
  }
  const { chunkFile, partChunks } = readLoader(loader, files);
  const numbers = [...chunkFile.keys()].sort((a, b) => a - b);
  const held = new Map(numbers.map((n) => [n, 0]));
  const written = packs.map((pack, p) => {
    let chosen = numbers;
    if (pack.parts) {
      const unknown = pack.parts.filter((part) => !partChunks.has(part));
      if (unknown.length) throw new Error(`${pack.name} names parts the loader does not have: ${unknown}`);
      const wanted = new Set(pack.parts.flatMap((part) => partChunks.get(part)));
      chosen = numbers.filter((n) => wanted.has(n));
    }
    const whole = Buffer.concat(
      chosen.flatMap((n) => {
        const body = fs.readFileSync(path.join(dir, chunkFile.get(n)));
        const head = Buffer.alloc(8);
        head.writeUInt32LE(Number(n), 0);
        head.writeUInt32LE(body.length, 4);
        held.set(n, held.get(n) | (1 << p));
        return [head, body];
      }),
    );
    fs.writeFileSync(path.join(dir, pack.name), whole);
    return { name: pack.name, chunks: chosen.length, bytes: whole.length };
  });
  // Full-line comments go too: wasm-split-cli's loader has no multi-line string they could be in.
  if (loader.includes("`")) throw new Error(`${LOADER} has a template string: its comment lines cannot be dropped safely`);
  const patched = loader
    .replace(CHUNK, (_, n) => `const __chunk_${n} = packed(${n}, ${held.get(n)});`)
    .replace(/^[ \t]*\/\/.*\n/gm, "");
  fs.writeFileSync(loaderFile, patched + runtime(packs.map((p) => p.name)));
  for (const file of files) fs.rmSync(path.join(dir, file));
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: node scripts/pack-chunks.mjs <build folder>");
  for (const { name, chunks, bytes } of packChunks(dir)) {
    console.log(`packed ${chunks} chunks into ${dir}/${name} (${(bytes / 1024).toFixed(1)} KB)`);
  }
}
