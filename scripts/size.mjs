// Where the bytes of the web build are, so a change that adds 30 KB is seen in review.
//   scripts/build-web.sh && node scripts/size.mjs [--top N] [--json]
// Prints:
//   1. every file of dist/ the first visit can load (the page beside the build's folder, the
//      rest in it): raw, gzip -9 and brotli bytes;
//   2. the sections of the shipped wasm (dist/build-<id>/tablemate_bg.wasm, after wasm-opt);
//   3. from the linker's wasm (target/wasm32-unknown-unknown/release/tablemate.wasm, before
//      wasm-bindgen and wasm-opt, which still has its name section): the code bytes per crate
//      and the largest functions. Those bytes shrink under wasm-opt; their ranking is what
//      tells where to look;
//   4. the same for the first download alone (tablemate-first.wasm beside it: the split
//      build's first module as wasm-split-cli cut it, kept by scripts/build-web.sh), with
//      our own code by module, so a change that puts 30 KB before home is seen in review.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildFolder } from "./measure.mjs";

const args = process.argv.slice(2);
const top = Number(args[args.indexOf("--top") + 1]) || 20;
const asJson = args.includes("--json");
const DIST = process.env.DIST ?? "dist";
const LINKED = process.env.LINKED ?? "target/wasm32-unknown-unknown/release/tablemate.wasm";
const FIRST = process.env.FIRST ?? LINKED.replace(/\.wasm$/, "-first.wasm");

/** Raw, gzip -9 and brotli (quality 11) bytes of `file`. */
export function fileSizes(file) {
  const raw = fs.readFileSync(file);
  const brotli = fs.existsSync(`${file}.br`)
    ? fs.statSync(`${file}.br`).size
    : zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length, brotli };
}

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return [value, at];
    shift += 7;
  }
}

const SECTION_NAMES = ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "data count", "tag"];

/** The sections of a wasm module: [{id, name, size, start}] (custom ones with their own name). */
export function sections(bytes) {
  if (bytes.readUInt32LE(0) !== 0x6d736100) throw new Error("not a wasm module");
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    let name = SECTION_NAMES[id] ?? `section ${id}`;
    if (id === 0) {
      const [length, from] = leb(bytes, start);
      name = `custom "${bytes.subarray(from, from + length).toString("utf8")}"`;
    }
    out.push({ id, name, size, start });
    at = start + size;
  }
  return out;
}

/** Function index -> name, from the name section; and the imported functions' count. */
function functionNames(bytes, all) {
  const names = new Map();
  const custom = all.find((s) => s.name === 'custom "name"');
  if (!custom) return names;
  let [length, at] = leb(bytes, custom.start);
  at += length;
  const end = custom.start + custom.size;
  while (at < end) {
    const kind = bytes[at];
    const [size, from] = leb(bytes, at + 1);
    if (kind === 1) {
      let [count, p] = leb(bytes, from);
      for (let i = 0; i < count; i++) {
        let index;
        [index, p] = leb(bytes, p);
        let len;
        [len, p] = leb(bytes, p);
        names.set(index, bytes.subarray(p, p + len).toString("utf8"));
        p += len;
      }
    }
    at = from + size;
  }
  return names;
}

function importedFunctions(bytes, all) {
  const imports = all.find((s) => s.id === 2);
  if (!imports) return 0;
  let [count, p] = leb(bytes, imports.start);
  let functions = 0;
  const name = () => {
    let len;
    [len, p] = leb(bytes, p);
    p += len;
  };
  for (let i = 0; i < count; i++) {
    name();
    name();
    const kind = bytes[p++];
    if (kind === 0) {
      functions++;
      [, p] = leb(bytes, p);
    } else if (kind === 1) {
      p++;
      const flags = bytes[p++];
      [, p] = leb(bytes, p);
      if (flags & 1) [, p] = leb(bytes, p);
    } else if (kind === 2) {
      const flags = bytes[p++];
      [, p] = leb(bytes, p);
      if (flags & 1) [, p] = leb(bytes, p);
    } else if (kind === 3) {
      p += 2;
    } else {
      [, p] = leb(bytes, p + 1);
    }
  }
  return functions;
}

/**
 * A Rust symbol, readably: legacy mangling's path joined with ::, without its hash. The
 * standard library's v0 symbols (`_R…`) keep their form behind the crate they start in.
 */
export function demangle(symbol) {
  if (symbol.startsWith("_R")) {
    const c = /C(?:s[0-9A-Za-z]*_)?(\d+)/.exec(symbol);
    if (c) return `${symbol.substr(c.index + c[0].length, Number(c[1]))}::${symbol}`;
    return symbol;
  }
  const m = /^_ZN(.*)E$/.exec(symbol);
  if (!m) return symbol;
  const parts = [];
  let rest = m[1];
  while (rest.length) {
    const n = /^(\d+)/.exec(rest);
    if (!n) break;
    const len = Number(n[1]);
    parts.push(rest.slice(n[1].length, n[1].length + len));
    rest = rest.slice(n[1].length + len);
  }
  if (parts.length && /^h[0-9a-f]{16}$/.test(parts[parts.length - 1])) parts.pop();
  return parts
    .join("::")
    .replace(/\$LT\$/g, "<")
    .replace(/\$GT\$/g, ">")
    .replace(/\$RF\$/g, "&")
    .replace(/\$u20\$/g, " ")
    .replace(/\$LP\$/g, "(")
    .replace(/\$RP\$/g, ")")
    .replace(/\$C\$/g, ",")
    .replace(/\$u7b\$/g, "{")
    .replace(/\$u7d\$/g, "}")
    .replace(/\.\./g, "::")
    .replace(/^_</, "<");
}

/**
 * What the report calls the render functions of components (ours and Dioxus's own). Dioxus
 * 0.7 calls every component through `subsecond::HotFn`, whose `HotFunction::call_it` is named
 * for `subsecond` though a release build (no debug assertions) keeps nothing of the
 * hot-patching runtime in it: `try_call` calls the function, and the linker's name is the
 * component's body inlined there. Counted apart, so it is not read as Dioxus's hot-patching.
 */
const COMPONENT_BODIES = "(component bodies)";

/** Whether a demangled function name is a component's body inlined in subsecond's `call_it`. */
export function isComponentBody(name) {
  return /^<T as subsecond::HotFunction<[^>]*>>::call_it$/.test(name);
}

/** The crate a (demangled) function belongs to: the first path segment, or the type's in `<T as …>`. */
export function crateOf(name) {
  if (isComponentBody(name)) return COMPONENT_BODIES;
  // A generic `<T as Trait>` belongs to the trait's crate.
  const generic = /^<[A-Z] as ([A-Za-z_][A-Za-z0-9_]*)::/.exec(name);
  if (generic) return generic[1];
  const inner = /^<&?(?:mut )?([A-Za-z_][A-Za-z0-9_]*)/.exec(name);
  if (inner) return inner[1];
  const plain = /^([A-Za-z_][A-Za-z0-9_]*)::/.exec(name);
  return plain ? plain[1] : "(other)";
}

/** Code bytes per crate and the largest functions of a wasm module that has its names. */
export function codeOwners(bytes) {
  const all = sections(bytes);
  const names = functionNames(bytes, all);
  const imported = importedFunctions(bytes, all);
  const code = all.find((s) => s.id === 10);
  const functions = [];
  let [count, p] = leb(bytes, code.start);
  for (let i = 0; i < count; i++) {
    const [size, body] = leb(bytes, p);
    const symbol = names.get(imported + i) ?? `function ${imported + i}`;
    functions.push({ name: demangle(symbol), size: size + (body - p) });
    p = body + size;
  }
  const crates = new Map();
  for (const f of functions) crates.set(crateOf(f.name), (crates.get(crateOf(f.name)) ?? 0) + f.size);
  return {
    named: names.size > 0,
    crates: [...crates].map(([crate, size]) => ({ crate, size })).sort((a, b) => b.size - a.size),
    functions: functions.sort((a, b) => b.size - a.size),
  };
}

/** Our own code bytes by module (`tablemate::wire`, `tablemate::ui::live`, …), largest first. */
export function ownModules(functions) {
  const modules = new Map();
  for (const f of functions) {
    const path = /^<?&?(?:mut )?(tablemate(?:::[a-z_][a-z0-9_]*){0,2})/.exec(f.name);
    if (!path) continue;
    const key = path[1].split("::").slice(0, path[1].startsWith("tablemate::ui::") ? 3 : 2).join("::");
    modules.set(key, (modules.get(key) ?? 0) + f.size);
  }
  return [...modules].map(([module, size]) => ({ module, size })).sort((a, b) => b.size - a.size);
}

function main() {
  const report = { files: [], sections: [], crates: [], functions: [], first: null };
  const folder = buildFolder(DIST);
  const listed = [DIST, folder].flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name)));
  for (const file of listed.sort()) {
    const name = path.relative(DIST, file);
    if (!fs.statSync(file).isFile() || /\.(br|gz)$/.test(name) || !/\.(wasm|pack|js|html|txt|webmanifest)$/.test(name)) continue;
    report.files.push({ file: name.replace(/^build-[0-9a-f]+\//, ""), ...fileSizes(file) });
  }
  const shipped = path.join(folder, "tablemate_bg.wasm");
  if (fs.existsSync(shipped)) report.sections = sections(fs.readFileSync(shipped)).map(({ name, size }) => ({ name, size }));
  if (fs.existsSync(LINKED)) {
    const owners = codeOwners(fs.readFileSync(LINKED));
    report.crates = owners.crates.slice(0, top);
    report.functions = owners.functions.slice(0, top);
    report.named = owners.named;
  }
  if (fs.existsSync(FIRST)) {
    const owners = codeOwners(fs.readFileSync(FIRST));
    report.first = {
      crates: owners.crates.slice(0, top),
      modules: ownModules(owners.functions).slice(0, top),
      functions: owners.functions.slice(0, top),
    };
  }
  if (asJson) return console.log(JSON.stringify(report, null, 2));
  const kb = (n) => (n / 1024).toFixed(1).padStart(8);
  console.log(`files of ${DIST}/          raw KB  gzip KB  brotli KB`);
  for (const f of report.files) console.log(`  ${f.file.padEnd(32)}${kb(f.raw)} ${kb(f.gzip)} ${kb(f.brotli)}`);
  console.log(`\nsections of ${shipped} (KB raw)`);
  for (const s of report.sections) console.log(`  ${s.name.padEnd(32)}${kb(s.size)}`);
  if (!report.crates.length) return console.log(`\n(${LINKED} not found: build first)`);
  if (!report.named) console.log(`\n(${LINKED} has no name section: the figures below are by index)`);
  console.log(`\ncode per crate, before wasm-opt (KB, top ${top})`);
  for (const c of report.crates) console.log(`  ${c.crate.padEnd(32)}${kb(c.size)}`);
  console.log(`\nlargest functions, before wasm-opt (KB, top ${top})`);
  for (const f of report.functions) console.log(`  ${kb(f.size)}  ${f.name.slice(0, 110)}`);
  if (!report.first) return console.log(`\n(${FIRST} not found: the split build keeps it)`);
  console.log(`\nthe first download's code per crate, before wasm-opt (KB, top ${top})`);
  for (const c of report.first.crates) console.log(`  ${c.crate.padEnd(32)}${kb(c.size)}`);
  console.log(`\nthe first download's code of ours by module, before wasm-opt (KB, top ${top})`);
  for (const m of report.first.modules) console.log(`  ${m.module.padEnd(32)}${kb(m.size)}`);
  console.log(`\nthe first download's largest functions, before wasm-opt (KB, top ${top})`);
  for (const f of report.first.functions) console.log(`  ${kb(f.size)}  ${f.name.slice(0, 110)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
