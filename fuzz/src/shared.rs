//! What every fuzz target shares, included by each (`#[path = "../src/shared.rs"] mod shared;`)
//! and by the test that runs them over their seeds (`tests/fuzz_seeds.rs`). A target is one
//! file, `fuzz_targets/<name>.rs`, that states its properties as `pub fn check(data: &[u8])`
//! (panicking when one fails) and ends with `shared::target!(check);`, plus its `[[bin]]`
//! entry, of the same name, in `fuzz/Cargo.toml`.
//!
//! Built by `cargo fuzz` (which sets `--cfg fuzzing`), the target is libFuzzer's. Built as a
//! plain program, it runs its checks once over its committed seeds (`fuzz/seeds/<name>/`) and
//! any file or folder named on its command line.
#![allow(dead_code)] // each includer uses its own part

use std::path::{Path, PathBuf};

/// Makes the calling binary a fuzz target of `check` (see the module's notes).
#[allow(unused_macros)] // by the targets, not the seeds' test
macro_rules! target {
    ($check:path) => {
        #[cfg(fuzzing)]
        libfuzzer_sys::fuzz_target!(|data: &[u8]| $check(data));

        #[cfg(not(fuzzing))]
        #[allow(dead_code)] // included by the seeds' test, whose own test runs `check`
        fn main() {
            let name = option_env!("CARGO_BIN_NAME").unwrap_or("?");
            let seeds = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds");
            let mut inputs = shared::inputs(&seeds.join(name));
            for arg in std::env::args_os().skip(1) {
                inputs.extend(shared::inputs(std::path::Path::new(&arg)));
            }
            shared::replay(name, &inputs, $check);
        }
    };
}
#[allow(unused_imports)]
pub(crate) use target;

/// Runs `check` over the empty input and each of `inputs`; a failed property panics, after
/// naming the input.
pub fn replay(name: &str, inputs: &[PathBuf], check: fn(&[u8])) {
    check(&[]);
    for input in inputs {
        let data = std::fs::read(input)
            .unwrap_or_else(|e| panic!("{name}: cannot read {}: {e}", input.display()));
        if let Err(failed) = std::panic::catch_unwind(|| check(&data)) {
            eprintln!("{name}: a property failed on {}", input.display());
            std::panic::resume_unwind(failed);
        }
    }
    println!("{name}: {} inputs, every property held", inputs.len());
}

/// The file at `path`, or the files in the folder at `path` (none when there is none), sorted.
pub fn inputs(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir(path)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// Splits an input into the parts a target reads: the bytes before and after each 0xFF, a byte
/// no UTF-8 text holds, so each part can still be a whole text the fuzzer grows.
pub fn parts(data: &[u8]) -> impl Iterator<Item = &[u8]> {
    data.split(|&b| b == 0xFF)
}

/// The part as text, when it is UTF-8.
pub fn text(part: &[u8]) -> Option<&str> {
    std::str::from_utf8(part).ok()
}
