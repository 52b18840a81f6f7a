#!/usr/bin/env bash
# Fuzzes the decoders (fuzz/): every target listed in fuzz/Cargo.toml, or the ones named, one
# after the other.
#   scripts/fuzz.sh [--time SECONDS] [--runs N] [TARGET...]
#       libFuzzer on each target until either limit (default: 60 s, no run limit). New inputs
#       go to fuzz/corpus/<target>/, inputs that fail to fuzz/artifacts/<target>/ and the
#       output to fuzz/logs/<target>.log (none of them committed); a table of the figures
#       (executions, seconds, coverage, features, corpus) ends the run.
#   scripts/fuzz.sh replay [TARGET...]
#       each target's checks once over its committed seeds (fuzz/seeds/<target>/) and the
#       inputs its runs found (fuzz/corpus/<target>/), as a plain program without libFuzzer.
#       The test command runs the seeds alone (tests/fuzz_seeds.rs).
# The libFuzzer runs need cargo-fuzz (installed from crates.io when missing) and build with
# RUSTC_BOOTSTRAP=1 on the stable toolchain. On a shared machine run them under `nice`.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

time=60
runs=-1
named=()
mode=fuzz
while [ $# -gt 0 ]; do
  case $1 in
    --time) time=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    replay) mode=replay; shift ;;
    -*) echo "usage: scripts/fuzz.sh [--time SECONDS] [--runs N] [replay] [TARGET...]" >&2; exit 2 ;;
    *) named+=("$1"); shift ;;
  esac
done

# The [[bin]] names of fuzz/Cargo.toml: a target is listed there once, and found here.
mapfile -t all < <(sed -n '/^\[\[bin\]\]/{n;s/^name = "\(.*\)"$/\1/p}' Cargo.toml)
targets=("${named[@]:-${all[@]}}")
for t in "${targets[@]}"; do
  printf '%s\n' "${all[@]}" | grep -qx "$t" || { echo "no fuzz target $t (have: ${all[*]})" >&2; exit 2; }
done

if [ "$mode" = replay ]; then
  cargo build --quiet --bins
  for t in "${targets[@]}"; do
    "target/debug/$t" "corpus/$t"
  done
  exit 0
fi

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz: installing cargo-fuzz (a few minutes, once)"
  cargo install cargo-fuzz --locked --quiet
fi
export RUSTC_BOOTSTRAP=1
if [ ${#named[@]} -eq 1 ]; then cargo fuzz build "${named[0]}"; else cargo fuzz build; fi

mkdir -p logs
rows=()
failed=()
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t"
  seeds=()
  [ -d "seeds/$t" ] && seeds=("seeds/$t")
  echo "== fuzz $t (${time} s or ${runs} runs)"
  # A case over 10 s, or one allocation over 256 MB, is a failure like a panic: every decoder
  # must answer quickly and within bounds whatever it reads.
  if RUSTC_BOOTSTRAP=1 cargo fuzz run "$t" "corpus/$t" "${seeds[@]}" -- \
    -max_total_time="$time" -runs="$runs" -timeout=10 -malloc_limit_mb=256 \
    -print_final_stats=1 >"logs/$t.log" 2>&1; then
    result=ok
  else
    result=FAILED
    failed+=("$t")
    tail -n 30 "logs/$t.log"
  fi
  # The last status line ("#N ... cov: C ft: F corp: K/S ...") and the final statistics; a run
  # that failed may have neither.
  status=$(grep -E '^#[0-9]+' "logs/$t.log" | tail -n 1 || true)
  # The last of each (a log holds one run, but a run cut short and started again may leave two).
  field() { grep -Eo "$1" <<<"$2" | awk '{print $NF}' | tail -n 1 || true; }
  cov=$(field 'cov: [0-9]+' "$status")
  ft=$(field 'ft: [0-9]+' "$status")
  corp=$(field 'corp: [0-9]+/[0-9A-Za-z]+' "$status")
  execs=$(field 'stat::number_of_executed_units: [0-9]+' "$(cat "logs/$t.log")")
  seconds=$(grep -Eo 'Done [0-9]+ runs in [0-9]+ second' "logs/$t.log" | awk '{print $5}' | tail -n 1 || true)
  rows+=("$(printf '| %-9s | %11s | %7s | %6s | %7s | %-11s | %-6s |' "$t" "${execs:-?}" "${seconds:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result")")
done

echo
echo "| target    |  executions | seconds |    cov |      ft | corpus      | result |"
echo "|-----------|-------------|---------|--------|---------|-------------|--------|"
printf '%s\n' "${rows[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]} (inputs in fuzz/artifacts/, output in fuzz/logs/)"
  exit 1
fi
