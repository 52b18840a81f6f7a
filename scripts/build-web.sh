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
# The release wasm is built with a pinned nightly (scripts/web-toolchain.txt, installed by
# scripts/setup.sh) for what stable Rust does not have, together 27.6 KB brotli less in home's
# first wasm (issue 38; docs/performance.md says what was tried on stable first):
#  - `-Zbuild-std`: std, core and alloc compiled with this profile (opt-level "z", LTO) instead
#    of the prebuilt copies, which are built for speed;
#  - `-Cpanic=immediate-abort` (it overrides the profile's `panic = "abort"`): a panic traps at
#    once, without formatting its message. With `panic = "abort"`, no hook and std's stderr a
#    no-op on wasm32-unknown-unknown, the message went nowhere before either: a player and a
#    test see the same failure;
#  - std's `optimize_for_size` (its smaller algorithms) and `backtrace-trace-only` (no
#    symbolising of backtraces) features.
# Legacy symbol names keep the size report's crate names (the nightly's default is v0). The
# tests, clippy and the native builds stay on stable.
export RUSTUP_TOOLCHAIN
RUSTUP_TOOLCHAIN=$(cat scripts/web-toolchain.txt)
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size,backtrace-trace-only
export RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Csymbol-mangling-version=legacy"
linked="$TARGET_DIR/wasm32-unknown-unknown/release/tablemate.wasm"
# Every file of the build but the page, the worker, the manifest and the icons goes into a
# folder named by the build (build-<id>/, see below), staged here as `files`.
rm -rf "$OUT.tmp" && mkdir -p "$OUT.tmp/files"
files="$OUT.tmp/files"
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
  wasm-bindgen --target web --no-typescript --keep-lld-exports --out-dir "$files" "$split_dir/tablemate.wasm"
  cp "$split_dir"/__wasm_split.js "$split_dir"/*.wasm "$files/"
  rm -f "$files/tablemate.wasm"
  rm -rf "$split_dir"
else
  out_dir=$(cargo build --release --target wasm32-unknown-unknown --features web --bin tablemate \
    --message-format=json-render-diagnostics | node scripts/out-dir.mjs)
  wasm-bindgen --target web --no-typescript --out-dir "$files" "$linked"
fi
cp "$out_dir"/web/* "$files/"
# wasm-opt on each file, as many at once as there are cores: the files are independent, and
# npm's binaryen takes a second to start for each of the split build's hundred-odd files.
# NAMES=1 keeps the functions' names in every file (wasm-opt -g), for a profile that names
# them (scripts/profile-tap.mjs, scripts/profile-start.mjs); such a build is larger and not the
# one measured or shipped.
export NAMES=${NAMES:-0}
optimise() {
  local names=--strip-debug
  [ "$NAMES" = 1 ] && names=-g
  node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
    $names "$1" -o "$1.opt" 2> >(grep -v 'unknown name subsection' >&2) &&
    mv "$1.opt" "$1"
}
export -f optimise
printf '%s\0' "$files"/*.wasm | xargs -0 -n 1 -P "$(nproc)" bash -c 'optimise "$0"'
# The chunks the parts share (about a hundred files, most under half a KB) go into a few packs
# that the patched loader fetches once each: a screen then costs its part and at most one pack.
if [ "$SPLIT" = 1 ]; then node scripts/pack-chunks.mjs "$files"; fi
cp web/live.js web/update.js "$files/"
# The split build's parts a player is likely to open next, made ready once home is drawn.
if [ "$SPLIT" = 1 ]; then cp web/prefetch.js "$files/"; fi
# platform.js learns the names of this build's words files, to fetch the phone's early.
words=$(cd "$out_dir/web" && for f in words-*.txt; do
  lang=${f#words-}; lang=${lang%-*}; printf '"%s":"%s",' "$lang" "$f"; done)
words_part=false
[ -f "$files/split_words.wasm" ] && words_part=true
sed "s|/\*__WORDS__\*/ {}|{${words%,}}|; s|/\*__WORDS_PART__\*/ false|$words_part|" web/platform.js > "$files/platform.js"
# Loaded only when a scan starts (web/scanner.js): the scanner's camera code, and the QR decoder
# for browsers without a BarcodeDetector; the service worker keeps both for offline use.
cp web/scanner-camera.js node_modules/jsqr/dist/jsQR.js "$files/"
# The scripts before home, minified (terser from npm): see scripts/minify.mjs.
node scripts/minify.mjs "$files"
# Beside the folder: the page (its progress bar counts the wasm's decoded bytes against its
# size), the worker, the manifest and the icons, the only files whose names outlive a build.
sed "s/__WASM_BYTES__/$(wc -c < "$files/tablemate_bg.wasm")/" web/index.html > "$OUT.tmp/index.html"
# The one-file build has no parts: its page does without the prefetch (its comment and its line).
if [ "$SPLIT" != 1 ]; then sed -i '/Once home is drawn/,/import("\.\/prefetch\.js")/d' "$OUT.tmp/index.html"; fi
cp web/sw.js web/manifest.webmanifest "$OUT.tmp/"
cp -r web/icons "$OUT.tmp/icons"
# The build's id: a hash of every file's name and bytes (the page, the worker and update.js
# still holding the __BUILD__ they are given below), so a change to any file is a new build,
# a new worker, and a new folder. A page of one build then never receives another build's
# file under its own file's name, from the worker, the server or a cache.
build=$(cd "$OUT.tmp" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
mv "$files" "$OUT.tmp/build-$build"
sed -i "s/__BUILD__/$build/g" "$OUT.tmp/index.html" "$OUT.tmp/build-$build/update.js"
# The worker's list: every file of the build but the worker (sw.js adds the page's address, ./).
list=$(cd "$OUT.tmp" && find . -type f ! -name sw.js | LC_ALL=C sort | sed 's|^\./||; s|^|"|; s|$|"|' | paste -sd, -)
sed -i "s/__BUILD__/$build/; s|__FILES__|[$list]|" "$OUT.tmp/sw.js"
# Precompressed copies for the server (and any static host that serves them); not in the
# worker's list: the worker caches what the browser receives, decoded.
node scripts/compress.mjs "$OUT.tmp" > /dev/null
rm -rf "$OUT" && mv "$OUT.tmp" "$OUT"
here="$OUT/build-$build"
wasm=$(gzip -9c "$here/tablemate_bg.wasm" | wc -c)
js=$(gzip -9c "$here/tablemate.js" | wc -c)
wasm_br=$(wc -c < "$here/tablemate_bg.wasm.br")
js_br=$(wc -c < "$here/tablemate.js.br")
echo "built $OUT/ (build $build): wasm $((wasm / 1024)) KB + js $((js / 1024)) KB gzipped, $((wasm_br / 1024)) KB + $((js_br / 1024)) KB brotli"
