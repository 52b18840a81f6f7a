//! Every fuzz target's properties (`fuzz/fuzz_targets/`) over its committed seeds
//! (`fuzz/seeds/<target>/`), without libFuzzer: the test command checks on every run what the
//! fuzzer checks, on inputs that reach each decoder's every part, in a second. Each target of
//! `fuzz/Cargo.toml` is a test here (`build.rs` writes them); `scripts/fuzz.sh` fuzzes them.
// Each target includes `shared.rs` as its own module, as it does in its own program.
#![allow(clippy::duplicate_mod)]

use std::path::PathBuf;

#[path = "../fuzz/src/shared.rs"]
mod shared;

/// The folder of a target's seeds (a target may have none: it then runs on the empty input).
fn seeds(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/seeds")
        .join(name)
}

include!(concat!(env!("OUT_DIR"), "/fuzz_targets.rs"));
