#!/usr/bin/env bash
# The test command: every test and check, on a fresh Debian machine as on a developer's.
#   1. formatting, then unit, scenario and property tests (cargo test)
#   2. the release web build (and the next version's, for the update test), then the
#      end-to-end tests in headless Chromium at 390x844
#   3. the desktop build, the UI's own unit tests with its features, and the Android target
#      type-check (no NDK here, so check only)
# Each cargo test and each end-to-end test counts once; each build or check step counts as
# one more. The last line is "N passed, N failed"; the exit code is 0 only if nothing failed.
set -uo pipefail
cd "$(dirname "$0")/.."
passed=0
failed=0
failures=()
log=$(mktemp)
details=$(mktemp) # the end-to-end failures' messages, printed again at the very end

step() { # step NAME COMMAND...: runs a build or check that counts as one test
  local name=$1; shift
  echo "== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

echo "== setup"
if ! scripts/setup.sh all; then
  echo "setup failed"
  echo "0 passed, 1 failed"
  exit 1
fi

step "cargo fmt --check" cargo fmt --check

echo "== cargo test"
cargo test --all-targets 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
p=$(grep -Eo '^test result: .* ([0-9]+) passed' "$log" | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
f=$(grep -Eo '^test result: .*; ([0-9]+) failed' "$log" | grep -Eo '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
passed=$((passed + p)); failed=$((failed + f))
if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); failures+=("cargo test (build)"); fi
[ "$f" -gt 0 ] && failures+=("cargo test: $f")

# The next version that tests/e2e/update.test.mjs deploys under an open page of dist/: the same
# code with another version compiled in (TABLEMATE_VERSION, shown in the settings), so a real
# build of its own. Built first, so the target folder ends with dist/'s build (the size report
# reads it); only the app's crate compiles twice, not its dependencies.
step "web release build, next version" env TABLEMATE_VERSION=next OUT=dist-next scripts/build-web.sh
if step "web release build" scripts/build-web.sh; then :; fi
if compgen -G "dist/build-*/tablemate_bg.wasm" > /dev/null; then
  echo "== end-to-end tests (Chromium, 390x844)"
  node --test --test-concurrency=1 --test-reporter=spec tests/e2e/ 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  p=$(grep -Eo '^ℹ pass [0-9]+' "$log" | awk '{print $3}' | tail -1)
  f=$(grep -Eo '^ℹ fail [0-9]+' "$log" | awk '{print $3}' | tail -1)
  p=${p:-0}; f=${f:-0}
  passed=$((passed + p)); failed=$((failed + f))
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); failures+=("end-to-end (harness)"); fi
  [ "$f" -gt 0 ] && failures+=("end-to-end: $f")
  # The spec reporter lists each failure with its message and stack after the run; a CI record
  # keeps only the end of the output, so that list is repeated there.
  sed -n '/^✖ failing tests:/,$p' "$log" | head -n 200 >"$details"
fi

step "desktop build check" cargo check --features desktop --bin tablemate
# The unit tests beside the UI's code (its word tables, the share platform) need a UI feature.
step "UI unit tests (desktop features)" cargo test --lib --features desktop -- ui::
step "Android type-check" cargo check --target aarch64-linux-android --features mobile --bin tablemate
rm -f "$log"

if [ -s "$details" ]; then
  echo
  echo "== end-to-end failures, again"
  cat "$details"
fi
rm -f "$details"
echo
[ ${#failures[@]} -gt 0 ] && printf 'failed: %s\n' "${failures[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
