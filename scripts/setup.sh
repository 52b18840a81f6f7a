#!/usr/bin/env bash
# Installs what the build and the tests need, skipping what is already there. Everything comes
# from the package registries: Debian packages, rustup toolchains and targets, crates.io, npm.
#   scripts/setup.sh           everything (web build, end-to-end tests, desktop and Android checks)
#   scripts/setup.sh web       only what the web build and the run command need
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}

need_apt=()
have_deb() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
if [ "$what" = all ]; then
  # chromium: the end-to-end tests; fonts-wqy-microhei: the Chinese words in their screenshots
  # (Debian's Chromium draws boxes without a CJK font). The rest: the desktop build (webkit2gtk
  # webview).
  for p in chromium fonts-wqy-microhei libwebkit2gtk-4.1-dev libxdo-dev libssl-dev pkg-config; do
    have_deb "$p" || need_apt+=("$p")
  done
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  echo "setup: installing Debian packages: ${need_apt[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

targets=(wasm32-unknown-unknown)
[ "$what" = all ] && targets+=(aarch64-linux-android)
for t in "${targets[@]}"; do
  rustup target list --installed | grep -qx "$t" || rustup target add "$t"
done

# The release web build's pinned nightly, with the sources of std it compiles for the wasm
# (see scripts/build-web.sh). Installed once: 16 s and 673 MB on disk here, a minimal profile.
web_toolchain=$(cat scripts/web-toolchain.txt)
if ! rustup component list --toolchain "$web_toolchain" --installed 2>/dev/null | grep -q '^rust-src'; then
  echo "setup: installing Rust $web_toolchain with rust-src (for the release web build)"
  rustup toolchain install "$web_toolchain" --profile minimal --component rust-src
fi

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock.
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  echo "setup: installing wasm-bindgen-cli $want (a few minutes, once)"
  # Not --locked: its lockfile wants a webpki-roots newer than the registry serves.
  cargo install wasm-bindgen-cli --version "$want" --quiet
fi

# wasm-split-cli cuts the split web build's parts apart (src/ui/parts.rs); its runtime half is
# the wasm_split_helpers crate in Cargo.lock, whose release line it must match.
split_cli=0.2.4
if ! cargo install --list | grep -qx "wasm_split_cli_support v$split_cli:"; then
  echo "setup: installing wasm-split-cli $split_cli (a minute or two, once)"
  cargo install wasm_split_cli_support --version "$split_cli" --features build-binary --locked --quiet
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  npm ci --no-audit --no-fund --silent
fi
