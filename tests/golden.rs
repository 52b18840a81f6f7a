//! Every golden save and share code loads, replays, and gives what was recorded when it was
//! written: the log, the scores, the outcome and a digest of the whole state.
//!
//! The files in `tests/golden/v1/` are the formats as the first released builds wrote them,
//! for every family, variant and expansion (see `golden_support`): saves and share codes of
//! version 1, with the expectation of each game. `tests/golden/save-v2/` holds the same games
//! as saves of version 2, written by the build that introduced it from the version 1 files.
//! None is ever rewritten: a change that breaks one needs a migration. While a file's version
//! is still the one this build writes, encoding its game again must give exactly the same text.
//! The one line of an expectation that may be re-recorded is the state digest, when only the
//! state's shape changed (see `rerecord_state_digests`).

mod golden_support;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use golden_support::{cases, expectation, play};
use tablemate::save::{self, record};
use tablemate::share::{self, Received};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/v1");
/// The saves of every later version, one folder each: `save-v2`, `save-v3`…
const SAVES_OF: &[(u32, &str)] = &[(
    2,
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/save-v2"),
)];

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

/// Every save file: version 1 beside the expectation, later versions in their folders.
fn saves() -> Vec<(String, u32, PathBuf)> {
    let mut all = Vec::new();
    for (stem, _) in stems() {
        all.push((stem.clone(), 1, path(&stem, "save.json")));
        for (version, dir) in SAVES_OF {
            all.push((
                stem.clone(),
                *version,
                Path::new(dir).join(format!("{stem}.save.json")),
            ));
        }
    }
    all
}

#[test]
fn every_golden_save_loads_to_its_expectation() {
    for (stem, version, file) in saves() {
        let text = fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let (envelope, game) =
            save::decode(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert_eq!(envelope.version, version, "{}", file.display());
        assert_eq!(
            expectation(&stem, &game),
            read(&stem, "expect"),
            "{} replays to something else",
            file.display()
        );
        assert_eq!(envelope.game.id, format!("golden-{stem}"));
        if envelope.version == save::VERSION {
            let again = save::encode(
                &envelope.game.id,
                &envelope.game.name,
                &game,
                envelope.updated,
            );
            assert_eq!(
                again,
                text,
                "{}: this build writes it differently",
                file.display()
            );
        }
    }
}

#[test]
fn the_saves_of_this_version_have_summaries_the_lists_can_trust() {
    for (stem, version, file) in saves() {
        if version != save::VERSION {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap();
        let (envelope, game) = save::decode(&text).unwrap();
        let summary = record::summary_of(&text).expect("a summary of this version");
        assert_eq!(
            summary,
            save::GameSummary::of(&envelope.game.id, &envelope.game.name, &game),
            "{stem}"
        );
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
    let mut later: Vec<BTreeSet<String>> = vec![BTreeSet::new(); SAVES_OF.len()];
    for (stem, finished) in stems() {
        for ext in ["save.json", "code.txt", "expect"] {
            wanted.insert(format!("{stem}.{ext}"));
        }
        for names in &mut later {
            names.insert(format!("{stem}.save.json"));
        }
        let done = !read(&stem, "expect").contains("(game in progress)");
        assert_eq!(done, finished, "{stem}: finished or not as its name says");
    }
    let found = |dir: &str| -> BTreeSet<String> {
        fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect()
    };
    assert_eq!(found(DIR), wanted);
    for ((_, dir), names) in SAVES_OF.iter().zip(later) {
        assert_eq!(found(dir), names);
    }
    assert_eq!(
        SAVES_OF.last().map_or(1, |(v, _)| *v),
        save::VERSION,
        "every save version has its golden folder"
    );
}

/// The generator, run once by hand when a case or a save version is added:
/// `cargo test --test golden -- --ignored write_missing_golden_files`. It writes only the files
/// that do not exist yet, so no golden file is ever regenerated. A later version's saves are
/// written from the version 1 files, which also proves the upgrade on the way.
#[test]
#[ignore = "writes golden files; run by hand when a case or a version is added"]
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
            let id = format!("golden-{stem}");
            let code = share::code_of(&share::game_payload_of(&stem, &game));
            fs::write(
                path(&stem, "save.json"),
                save::encode(&id, &stem, &game, game.updated()),
            )
            .unwrap();
            fs::write(path(&stem, "code.txt"), format!("{code}\n")).unwrap();
            fs::write(path(&stem, "expect"), expectation(&stem, &game)).unwrap();
            println!("wrote {stem}: {} actions", game.log().len());
        }
    }
    let (version, dir) = *SAVES_OF.last().unwrap();
    assert_eq!(version, save::VERSION, "a golden folder for this version");
    fs::create_dir_all(dir).unwrap();
    for (stem, _) in stems() {
        let file = Path::new(dir).join(format!("{stem}.save.json"));
        if file.exists() {
            continue;
        }
        let (envelope, game) = save::decode(&read(&stem, "save.json")).unwrap();
        let text = save::encode(
            &envelope.game.id,
            &envelope.game.name,
            &game,
            envelope.updated,
        );
        fs::write(&file, text).unwrap();
        println!("wrote {}", file.display());
    }
}

/// When the rules' state changes *shape* (a field added, renamed or moved) while every game
/// still replays the same, the state digest changes and nothing else: this re-records the
/// `state:` line of every expectation, and only when the log, the cursor, every score and the
/// winners are exactly as recorded. Anything else that changed fails here, and needs a
/// migration or a rules revision, never a new expectation. Run by hand:
/// `cargo test --test golden -- --ignored rerecord_state_digests`, and say why in the commit.
#[test]
#[ignore = "rewrites the state digests of the expectations; run by hand after a change of shape"]
fn rerecord_state_digests() {
    let mut other = Vec::new();
    for (stem, _) in stems() {
        let (_, game) = save::decode(&read(&stem, "save.json")).unwrap();
        let now = expectation(&stem, &game);
        let recorded = read(&stem, "expect");
        let without_state = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|l| !l.starts_with("state: "))
                .map(str::to_string)
                .collect()
        };
        if without_state(&now) != without_state(&recorded) {
            other.push(stem);
        } else if now != recorded {
            fs::write(path(&stem, "expect"), now).unwrap();
            println!("re-recorded the state digest of {stem}");
        }
    }
    assert!(
        other.is_empty(),
        "these replay to other games, not only another state shape: {other:?}"
    );
}
