// Minifies the scripts a first visit downloads before home, in a build's folder: wasm-bindgen's
// glue (tablemate.js), the snippets it imports (Dioxus's interpreter, our store and scanner
// bridges) and platform.js. Our own files keep their comments in web/, where they are read;
// a phone needs none of them. 8 KB brotli less before home, measured (issue 38).
//   node scripts/minify.mjs <build folder>      (scripts/build-web.sh runs it)
// Left as they are: the split loader (__wasm_split.js), which the pack test reads line by line,
// the files a player meets only after home, and jsQR.js, minified by its authors.
import fs from "node:fs";
import path from "node:path";
import { minify } from "terser";
import { filesUnder } from "./compress.mjs";

const folder = process.argv[2];
if (!folder) throw new Error("usage: node scripts/minify.mjs <build folder>");

/** The modules to minify: the glue and every snippet under snippets/. */
function modules() {
  const snippets = path.join(folder, "snippets");
  const found = fs.existsSync(snippets) ? filesUnder(snippets).filter((file) => file.endsWith(".js")) : [];
  return [path.join(folder, "tablemate.js"), ...found];
}

/**
 * Minifies `file` in place. A module's own top-level names are renamed too (nothing outside
 * reads them but through its exports); a classic script's are globals others may read, so they
 * keep their names.
 */
async function minifyFile(file, module) {
  const code = fs.readFileSync(file, "utf8");
  const out = await minify(code, { module, toplevel: module, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (typeof out.code !== "string") throw new Error(`${file}: terser returned no code`);
  fs.writeFileSync(file, out.code);
  return [code.length, out.code.length];
}

let before = 0;
let after = 0;
const jobs = [...modules().map((f) => [f, true]), [path.join(folder, "platform.js"), false]];
for (const [file, module] of jobs) {
  const [a, b] = await minifyFile(file, module);
  before += a;
  after += b;
}
console.log(`minified ${jobs.length} scripts: ${(before / 1024).toFixed(1)} -> ${(after / 1024).toFixed(1)} KB`);
