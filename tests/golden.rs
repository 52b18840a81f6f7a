//! Every golden save and share code loads, replays, and gives what was recorded when it was
//! written: the log, the scores, the outcome and a digest of the whole state.
//!
//! The files in `tests/golden/v1/` are the formats as the first released builds wrote them,
//! for every family, variant and expansion (see `golden_support`): saves and share codes of
//! version 1, with the expectation of each game. The same games, read and written again by the
//! build that introduced each later format, are in `save-v2/`, `save-v3/`, `save-v4/` (saves)
//! and `code-v2/`, `code-v3/` (share codes). `rules-2/` holds the games set up under rules revision 2 (the
//! readings of the rule sheets, see `tablemate::rules::Revision`), saves, codes and
//! expectations as the build that introduced it wrote them; `rules-3/` the same games under
//! revision 3 (The Crew's Look-Out and Venetian Merchant as the sheet reads them), `rules-4/`
//! under revision 4 (a finished game's standings count Catan's hidden victory point cards).
//! `senders/` holds the version 1 games as a live table could have logged them, each entry
//! naming the phone it came from (`golden_support::as_sent`), written by the build that added
//! the senders (save version 4, share format 3), with expectations that list the senders.
//! None is ever rewritten: a change that breaks one needs a migration. While a file's version
//! is still the one this build writes, encoding its game again must give exactly the same text.
//! The one line of an expectation that may be re-recorded is the state digest, when only the
//! state's shape changed (see `rerecord_state_digests`).

mod golden_support;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use golden_support::{as_sent, cases, cases_of, expectation, play};
use tablemate::rules::Revision;
use tablemate::save::{self, record};
use tablemate::share::{self, Received};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");
const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/v1");
/// The saves of every later version, one folder each, written from the version 1 saves.
const SAVES_OF: &[(u32, &str)] = &[(2, "save-v2"), (3, "save-v3"), (4, "save-v4")];
/// The share codes of every later format, one folder each, written from the version 1 codes.
const CODES_OF: &[(u8, &str)] = &[(2, "code-v2"), (3, "code-v3")];
/// The version 1 games with every entry naming the phone of a live table it came from: the
/// folder, and the save version and share format of the build that added the senders.
const SENT: (&str, u32, u8) = ("senders", 4, 3);
/// The games of every later rules revision, one folder each: the revision, its folder, and the
/// save version and share format of the build that introduced it.
const REVISIONS: &[(Revision, &str, u32, u8)] = &[
    (Revision::SHEETS, "rules-2", 3, 2),
    (Revision::CREW_SHEET, "rules-3", 3, 2),
    (Revision::FULL_COUNT, "rules-4", 4, 3),
];

/// The folders whose games have expectations of their own, each with the save version and
/// share format of the build that wrote it: the later rules revisions, then the senders.
fn own_folders() -> Vec<(&'static str, u32, u8)> {
    REVISIONS
        .iter()
        .map(|&(_, folder, version, format)| (folder, version, format))
        .chain([SENT])
        .collect()
}

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

fn in_folder(folder: &str, stem: &str, ext: &str) -> PathBuf {
    Path::new(GOLDEN).join(folder).join(format!("{stem}.{ext}"))
}

fn read_file(p: &Path) -> String {
    fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn read(stem: &str, ext: &str) -> String {
    read_file(&path(stem, ext))
}

/// One golden file: the game's stem, the version (save) or format (code) it was written in,
/// the file, and the expectation it must replay to.
struct Golden {
    stem: String,
    version: u32,
    file: PathBuf,
    expect: PathBuf,
}

/// Every golden file of one kind (`ext`): version 1 beside the expectation, the later
/// versions of `later` (version, folder) in their folders, and the games of [`own_folders`]
/// with their own expectations, in the version `own_version` gives for each folder.
fn goldens(
    ext: &str,
    later: &[(u32, &str)],
    own_version: fn(&(&str, u32, u8)) -> u32,
) -> Vec<Golden> {
    let mut all = Vec::new();
    for (stem, _) in stems() {
        let golden = |version, file, expect| Golden {
            stem: stem.clone(),
            version,
            file,
            expect,
        };
        let expect = path(&stem, "expect");
        all.push(golden(1, path(&stem, ext), expect.clone()));
        for &(version, folder) in later {
            all.push(golden(
                version,
                in_folder(folder, &stem, ext),
                expect.clone(),
            ));
        }
        for own in own_folders() {
            let folder = own.0;
            all.push(golden(
                own_version(&own),
                in_folder(folder, &stem, ext),
                in_folder(folder, &stem, "expect"),
            ));
        }
    }
    all
}

/// Every save file (see [`goldens`]).
fn saves() -> Vec<Golden> {
    goldens("save.json", SAVES_OF, |&(_, version, _)| version)
}

/// Every share code (see [`goldens`]).
fn codes() -> Vec<Golden> {
    let later: Vec<(u32, &str)> = CODES_OF
        .iter()
        .map(|&(format, folder)| (u32::from(format), folder))
        .collect();
    goldens("code.txt", &later, |&(_, _, format)| u32::from(format))
}

#[test]
fn every_golden_save_loads_to_its_expectation() {
    for g in saves() {
        let text = read_file(&g.file);
        let (envelope, game) =
            save::decode(&text).unwrap_or_else(|e| panic!("{}: {e}", g.file.display()));
        assert_eq!(envelope.version, g.version, "{}", g.file.display());
        assert_eq!(
            expectation(&g.stem, &game),
            read_file(&g.expect),
            "{} replays to something else",
            g.file.display()
        );
        assert_eq!(envelope.game.id, format!("golden-{}", g.stem));
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
                g.file.display()
            );
        }
    }
}

#[test]
fn the_saves_of_this_version_have_summaries_the_lists_can_trust() {
    for g in saves() {
        if g.version != save::VERSION {
            continue;
        }
        let text = read_file(&g.file);
        let (envelope, game) = save::decode(&text).unwrap();
        let summary = record::summary_of(&text).expect("a summary of this version");
        assert_eq!(
            summary,
            save::GameSummary::of(&envelope.game.id, &envelope.game.name, &game),
            "{}",
            g.file.display()
        );
    }
}

#[test]
fn every_golden_share_code_loads_to_its_expectation() {
    for g in codes() {
        let code = read_file(&g.file);
        let shown = g.file.display();
        let Received::Game(incoming) =
            share::read(code.trim()).unwrap_or_else(|e| panic!("{shown}: {e}"))
        else {
            panic!("{shown} is one part of a sequence");
        };
        assert_eq!(incoming.content, share::Content::Full);
        assert_eq!(
            expectation(&g.stem, &incoming.game),
            read_file(&g.expect),
            "{shown} replays to something else"
        );
        assert_eq!(incoming.name, g.stem);
        let format = share::payload_of_text(code.trim())
            .ok()
            .and_then(|p| p.first().copied());
        assert_eq!(format.map(u32::from), Some(g.version), "{shown}");
        if format == Some(share::FORMAT_VERSION) {
            let again = share::code_of(&share::game_payload_of(&incoming.name, &incoming.game));
            assert_eq!(
                again,
                code.trim(),
                "{shown}: this build writes it differently"
            );
        }
    }
}

#[test]
fn the_games_of_each_revision_follow_it() {
    for g in saves().into_iter().chain(codes()) {
        let text = read_file(&g.file);
        let game = if g.file.extension().is_some_and(|e| e == "json") {
            save::decode(&text).unwrap().1
        } else {
            let Ok(Received::Game(incoming)) = share::read(text.trim()) else {
                panic!("{}", g.file.display());
            };
            incoming.game
        };
        let wanted = REVISIONS
            .iter()
            .find(|(_, folder, _, _)| g.file.starts_with(Path::new(GOLDEN).join(folder)))
            .map_or(Revision::FIRST, |(revision, ..)| *revision);
        // A family with one reading (the score pad) stays at revision 1 whatever was asked.
        let holds = game
            .setup()
            .options
            .clone()
            .with_revision(wanted)
            .revision();
        assert_eq!(
            game.setup().options.revision(),
            holds,
            "{}",
            g.file.display()
        );
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
        for (folder, _, _) in own_folders() {
            let expect = read_file(&in_folder(folder, &stem, "expect"));
            let done = !expect.contains("in progress");
            assert_eq!(done, finished, "{folder}/{stem}: finished as its name says");
            // Only the games of a live table name phones, and each of them does.
            let sent = expect.contains("\nsenders: ");
            assert_eq!(sent, folder == SENT.0, "{folder}/{stem}: senders");
        }
    }
    let only = |ext: &str| -> BTreeSet<String> {
        stems()
            .iter()
            .map(|(stem, _)| format!("{stem}.{ext}"))
            .collect()
    };
    let found = |dir: &Path| -> BTreeSet<String> {
        fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect()
    };
    assert_eq!(found(Path::new(DIR)), wanted);
    for (_, folder) in SAVES_OF {
        assert_eq!(found(&Path::new(GOLDEN).join(folder)), only("save.json"));
    }
    for (_, folder) in CODES_OF {
        assert_eq!(found(&Path::new(GOLDEN).join(folder)), only("code.txt"));
    }
    for (folder, _, _) in own_folders() {
        assert_eq!(found(&Path::new(GOLDEN).join(folder)), wanted);
    }
    assert_eq!(
        SAVES_OF.last().map_or(1, |(v, _)| *v),
        save::VERSION,
        "every save version has its golden folder"
    );
    assert_eq!(
        CODES_OF.last().map_or(1, |(v, _)| *v),
        share::FORMAT_VERSION,
        "every share format has its golden folder"
    );
    assert_eq!(
        REVISIONS.last().map_or(Revision::FIRST, |(r, ..)| *r),
        Revision::CURRENT,
        "every rules revision has its golden folder"
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
    let (version, folder) = *SAVES_OF.last().unwrap();
    assert_eq!(version, save::VERSION, "a golden folder for this version");
    fs::create_dir_all(Path::new(GOLDEN).join(folder)).unwrap();
    let (format, codes) = *CODES_OF.last().unwrap();
    assert_eq!(
        format,
        share::FORMAT_VERSION,
        "a golden folder for this format"
    );
    fs::create_dir_all(Path::new(GOLDEN).join(codes)).unwrap();
    for (stem, _) in stems() {
        let file = in_folder(folder, &stem, "save.json");
        if !file.exists() {
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
        let file = in_folder(codes, &stem, "code.txt");
        if !file.exists() {
            let Ok(Received::Game(incoming)) = share::read(read(&stem, "code.txt").trim()) else {
                panic!("{stem}.code.txt");
            };
            let code = share::code_of(&share::game_payload_of(&incoming.name, &incoming.game));
            fs::write(&file, format!("{code}\n")).unwrap();
            println!("wrote {}", file.display());
        }
    }
    write_missing_senders();
    let Some(&(revision, folder, version, format)) = REVISIONS.last() else {
        return;
    };
    assert_eq!(
        revision,
        Revision::CURRENT,
        "a golden folder for this revision"
    );
    fs::create_dir_all(Path::new(GOLDEN).join(folder)).unwrap();
    for case in cases_of(revision) {
        for finished in [true, false] {
            let stem = format!(
                "{}-{}",
                case.name,
                if finished { "finished" } else { "unfinished" }
            );
            if in_folder(folder, &stem, "expect").exists() {
                continue;
            }
            // A new revision's files are written in the formats of the build that adds it.
            assert_eq!((version, format), (save::VERSION, share::FORMAT_VERSION));
            let game = play(&case, finished);
            let id = format!("golden-{stem}");
            let code = share::code_of(&share::game_payload_of(&stem, &game));
            let write = |ext: &str, text: String| {
                fs::write(in_folder(folder, &stem, ext), text).unwrap();
            };
            write("save.json", save::encode(&id, &stem, &game, game.updated()));
            write("code.txt", format!("{code}\n"));
            write("expect", expectation(&stem, &game));
            println!("wrote {folder}/{stem}: {} actions", game.log().len());
        }
    }
}

/// The files of [`SENT`] that are missing: each version 1 game as a live table could have
/// logged it ([`as_sent`]), as a save, a share code and its expectation, senders listed.
fn write_missing_senders() {
    let (folder, version, format) = SENT;
    assert_eq!((version, format), (save::VERSION, share::FORMAT_VERSION));
    fs::create_dir_all(Path::new(GOLDEN).join(folder)).unwrap();
    for (stem, _) in stems() {
        if in_folder(folder, &stem, "expect").exists() {
            continue;
        }
        let (envelope, game) = save::decode(&read(&stem, "save.json")).unwrap();
        let game = as_sent(&game);
        let code = share::code_of(&share::game_payload_of(&stem, &game));
        let write = |ext: &str, text: String| {
            fs::write(in_folder(folder, &stem, ext), text).unwrap();
        };
        let id = &envelope.game.id;
        write(
            "save.json",
            save::encode(id, &stem, &game, envelope.updated),
        );
        write("code.txt", format!("{code}\n"));
        write("expect", expectation(&stem, &game));
        println!("wrote {folder}/{stem}");
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
    let folders = std::iter::once("v1").chain(own_folders().into_iter().map(|(folder, ..)| folder));
    for folder in folders {
        for (stem, _) in stems() {
            let (_, game) =
                save::decode(&read_file(&in_folder(folder, &stem, "save.json"))).unwrap();
            let expect = in_folder(folder, &stem, "expect");
            let now = expectation(&stem, &game);
            let recorded = read_file(&expect);
            let without_state = |text: &str| -> Vec<String> {
                text.lines()
                    .filter(|l| !l.starts_with("state: "))
                    .map(str::to_string)
                    .collect()
            };
            if without_state(&now) != without_state(&recorded) {
                other.push(format!("{folder}/{stem}"));
            } else if now != recorded {
                fs::write(&expect, now).unwrap();
                println!("re-recorded the state digest of {folder}/{stem}");
            }
        }
    }
    assert!(
        other.is_empty(),
        "these replay to other games, not only another state shape: {other:?}"
    );
}
