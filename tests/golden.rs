//! Every golden save and share code loads, replays, and gives what was recorded when it was
//! written: the log, the scores, the outcome and a digest of the whole state.
//!
//! The files in `tests/golden/v1/` are the formats as the first released builds wrote them,
//! for every family, variant and expansion (see `golden_support`). They are never rewritten:
//! a change that breaks one needs a migration. While a file's version is still the one this
//! build writes, encoding its game again must also give exactly the same text.

mod golden_support;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use golden_support::{cases, expectation, play};
use tablemate::save::{self, SavedGame};
use tablemate::share::{self, Received};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/v1");

/// The stems of the files a case has: `<case>-finished` and `<case>-unfinished`.
fn stems() -> Vec<(String, bool)> {
    cases()
        .iter()
        .flat_map(|c| {
            [
                (format!("{}-finished", c.name), true),
                (format!("{}-unfinished", c.name), false),
            ]
        })
        .collect()
}

fn path(stem: &str, ext: &str) -> PathBuf {
    Path::new(DIR).join(format!("{stem}.{ext}"))
}

fn read(stem: &str, ext: &str) -> String {
    let p = path(stem, ext);
    fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn every_golden_save_loads_to_its_expectation() {
    for (stem, _) in stems() {
        let text = read(&stem, "save.json");
        let (envelope, game) =
            save::decode(&text).unwrap_or_else(|e| panic!("{stem}.save.json: {e}"));
        assert_eq!(
            expectation(&stem, &game),
            read(&stem, "expect"),
            "{stem}.save.json replays to something else"
        );
        assert_eq!(envelope.game.id, format!("golden-{stem}"));
        if envelope.version == save::VERSION {
            let again = save::encode(&envelope.game, envelope.updated);
            assert_eq!(
                again, text,
                "{stem}.save.json: this build writes it differently"
            );
        }
    }
}

#[test]
fn every_golden_share_code_loads_to_its_expectation() {
    for (stem, _) in stems() {
        let code = read(&stem, "code.txt");
        let Received::Game(incoming) =
            share::read(code.trim()).unwrap_or_else(|e| panic!("{stem}.code.txt: {e}"))
        else {
            panic!("{stem}.code.txt is one part of a sequence");
        };
        assert_eq!(incoming.content, share::Content::Full);
        assert_eq!(
            expectation(&stem, &incoming.game),
            read(&stem, "expect"),
            "{stem}.code.txt replays to something else"
        );
        assert_eq!(incoming.name, stem);
        if share::payload_of_text(code.trim())
            .ok()
            .and_then(|p| p.first().copied())
            == Some(share::FORMAT_VERSION)
        {
            let again = share::code_of(&share::game_payload_of(&incoming.name, &incoming.game));
            assert_eq!(
                again,
                code.trim(),
                "{stem}.code.txt: this build writes it differently"
            );
        }
    }
}

#[test]
fn the_golden_files_cover_every_case_and_nothing_else() {
    let mut wanted = BTreeSet::new();
    for (stem, finished) in stems() {
        for ext in ["save.json", "code.txt", "expect"] {
            wanted.insert(format!("{stem}.{ext}"));
        }
        let done = !read(&stem, "expect").contains("(game in progress)");
        assert_eq!(done, finished, "{stem}: finished or not as its name says");
    }
    let found: BTreeSet<String> = fs::read_dir(DIR)
        .expect("tests/golden/v1 exists")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(found, wanted);
}

/// The generator, run once by hand when a case is added:
/// `cargo test --test golden -- --ignored write_missing_golden_files`. It writes only the files
/// that do not exist yet, so no golden file is ever regenerated.
#[test]
#[ignore = "writes golden files; run by hand when a case is added"]
fn write_missing_golden_files() {
    fs::create_dir_all(DIR).unwrap();
    for case in cases() {
        for finished in [true, false] {
            let stem = format!(
                "{}-{}",
                case.name,
                if finished { "finished" } else { "unfinished" }
            );
            if path(&stem, "expect").exists() {
                continue;
            }
            let game = play(&case, finished);
            let saved = SavedGame::of(&game, format!("golden-{stem}"), stem.clone());
            let code = share::code_of(&share::game_payload_of(&stem, &game));
            fs::write(
                path(&stem, "save.json"),
                save::encode(&saved, game.updated()),
            )
            .unwrap();
            fs::write(path(&stem, "code.txt"), format!("{code}\n")).unwrap();
            fs::write(path(&stem, "expect"), expectation(&stem, &game)).unwrap();
            println!("wrote {stem}: {} actions", game.log().len());
        }
    }
}
