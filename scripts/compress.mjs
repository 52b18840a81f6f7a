// Writes a brotli (.br) and a gzip (.gz) copy beside every text and wasm file of a build, as
// a static host that serves precompressed files expects (and as scripts/serve.mjs serves
// them). Maximum settings: they run once per build, and every byte saved is a byte a phone
// on mobile data does not wait for.
//   node scripts/compress.mjs [dir]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

/** The files worth compressing: what is text or wasm, the split build's pack of wasm chunks
 * (scripts/pack-chunks.mjs) with it; images are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|wasm|pack|css|json|webmanifest|svg|txt)$/;

/** Every file below `dir`, in its folders too, as paths that start with `dir`. */
export function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(file) : [file];
    });
}

export function compress(dir) {
  let files = 0;
  for (const file of filesUnder(dir)) {
    if (COMPRESSIBLE.test(path.basename(file))) {
      const body = fs.readFileSync(file);
      const br = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      files++;
    }
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "dist";
  console.log(`compressed ${compress(dir)} files in ${dir}/ (.br and .gz beside each)`);
}
