#!/usr/bin/env bash
# Builds the web app into dist/: a release wasm build, wasm-bindgen's JavaScript glue,
# wasm-opt from npm's binaryen (Debian's is too old for current Rust output), and the page.
# Needs: the wasm32 target, wasm-bindgen-cli at the version in Cargo.lock, npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-dist}
TARGET_DIR=${CARGO_TARGET_DIR:-target}
# SPLIT=1 (the default) builds the split app: the parts of `src/ui/parts.rs` become wasm files
# of their own, fetched when first used. SPLIT=0 builds the one-file app.
SPLIT=${SPLIT:-1}
linked="$TARGET_DIR/wasm32-unknown-unknown/release/tablemate.wasm"
rm -rf "$OUT.tmp" && mkdir -p "$OUT.tmp"
# The build script's OUT_DIR holds the files the wasm fetches when needed (web/: the rule text).
if [ "$SPLIT" = 1 ]; then
  # The splitter needs the linker's relocations to move code and data between the files.
  out_dir=$(cargo rustc --release --target wasm32-unknown-unknown --features split --bin tablemate \
    --message-format=json-render-diagnostics -- -C link-arg=--emit-relocs | node scripts/out-dir.mjs)
  split_dir=$(mktemp -d)
  wasm-split-cli --out-name tablemate "$linked" "$split_dir"
  # The first module with its names, for the size report's first-download figures.
  cp "$split_dir/tablemate.wasm" "${linked%.wasm}-first.wasm"
  # wasm-bindgen keeps the exports the split files link against (the table, the memory).
  wasm-bindgen --target web --no-typescript --keep-lld-exports --out-dir "$OUT.tmp" "$split_dir/tablemate.wasm"
  cp "$split_dir"/__wasm_split.js "$split_dir"/*.wasm "$OUT.tmp/"
  rm -f "$OUT.tmp/tablemate.wasm"
  rm -rf "$split_dir"
else
  out_dir=$(cargo build --release --target wasm32-unknown-unknown --features web --bin tablemate \
    --message-format=json-render-diagnostics | node scripts/out-dir.mjs)
  wasm-bindgen --target web --no-typescript --out-dir "$OUT.tmp" "$linked"
fi
cp "$out_dir"/web/* "$OUT.tmp/"
for wasm in "$OUT.tmp"/*.wasm; do
  node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
    --strip-debug "$wasm" -o "$wasm.opt" 2> >(grep -v 'unknown name subsection' >&2)
  mv "$wasm.opt" "$wasm"
done
cp web/manifest.webmanifest web/live.js "$OUT.tmp/"
# The page's progress bar counts the wasm's decoded bytes against its size.
sed "s/__WASM_BYTES__/$(wc -c < "$OUT.tmp/tablemate_bg.wasm")/" web/index.html > "$OUT.tmp/index.html"
# platform.js learns the names of this build's words files, to fetch the phone's early.
words=$(cd "$out_dir/web" && for f in words-*.txt; do
  lang=${f#words-}; lang=${lang%-*}; printf '"%s":"%s",' "$lang" "$f"; done)
words_part=false
[ -f "$OUT.tmp/split_words.wasm" ] && words_part=true
sed "s|/\*__WORDS__\*/ {}|{${words%,}}|; s|/\*__WORDS_PART__\*/ false|$words_part|" web/platform.js > "$OUT.tmp/platform.js"
cp -r web/icons "$OUT.tmp/icons"
# Loaded only when a scan starts (web/scanner.js): the scanner's camera code, and the QR decoder
# for browsers without a BarcodeDetector; the service worker keeps both for offline use.
cp web/scanner-camera.js node_modules/jsqr/dist/jsQR.js "$OUT.tmp/"
# The service worker carries a hash of the build, so a new build is a new worker (update path).
build=$(cat "$OUT.tmp/tablemate_bg.wasm" "$OUT.tmp/tablemate.js" "$OUT.tmp/index.html" "$OUT.tmp/platform.js" | sha256sum | cut -c1-16)
files=$(cd "$OUT.tmp" && find . -type f | sort | sed 's|^|"|; s|$|"|' | paste -sd, -)
sed "s/__BUILD__/$build/; s|__FILES__|[$files]|" web/sw.js > "$OUT.tmp/sw.js"
# Precompressed copies for the server (and any static host that serves them); not in the
# worker's list: the worker caches what the browser receives, decoded.
node scripts/compress.mjs "$OUT.tmp" > /dev/null
rm -rf "$OUT" && mv "$OUT.tmp" "$OUT"
wasm=$(gzip -9c "$OUT/tablemate_bg.wasm" | wc -c)
js=$(gzip -9c "$OUT/tablemate.js" | wc -c)
wasm_br=$(wc -c < "$OUT/tablemate_bg.wasm.br")
js_br=$(wc -c < "$OUT/tablemate.js.br")
echo "built $OUT/: wasm $((wasm / 1024)) KB + js $((js / 1024)) KB gzipped, $((wasm_br / 1024)) KB + $((js_br / 1024)) KB brotli"
