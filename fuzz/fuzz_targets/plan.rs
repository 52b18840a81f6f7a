//! A backup's merge plan (`save::backup::plan`) on untrusted input: `scripts/fuzz.sh plan`.
//! The input is three bytes that say what the phone holds already and how its id generator
//! repeats itself, then the backup's text. A backup read is written and read back the same;
//! the plan has one step per record of the backup, asks what the phone holds under a key at
//! most once, and never lands on a record: each game added, copy made or record kept goes
//! under an id or key that neither the phone nor an earlier step holds, each copy under an id
//! of its own, and what it skips is already there.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use std::collections::{HashMap, HashSet};

use tablemate::save::backup::{self, Existing, Merge};
use tablemate::save::{self, record};

fn game_key(id: &str) -> String {
    format!("tablemate.game.{id}")
}

pub fn check(data: &[u8]) {
    let [held, same, period, rest @ ..] = data else {
        return;
    };
    let Some(text) = shared::text(rest) else {
        return;
    };
    let backup = match backup::decode_backup(text) {
        Ok(backup) => backup,
        Err(backup::BackupError::TooLarge) => panic!("{} bytes is not too large", text.len()),
        Err(_) => return,
    };
    let written = backup::encode_backup(
        backup.games.clone(),
        backup.broken.clone(),
        backup.exported,
    );
    assert_eq!(backup::decode_backup(&written).as_ref(), Ok(&backup), "{written}");

    // What the phone holds: for the backup's n-th record when bit n % 8 of `held` is set, the
    // same content when that bit of `same` is set too, else another.
    let mut phone: HashMap<String, Existing> = HashMap::new();
    let records = backup
        .games
        .iter()
        .map(|g| (g.id.clone(), &g.text))
        .chain(backup.broken.iter().map(|r| (r.key.clone(), &r.text)));
    for (n, (key, text)) in records.enumerate() {
        let bit = 1 << (n % 8);
        if held & bit == 0 {
            continue;
        }
        let alike = same & bit != 0;
        let here = match save::decode(text) {
            Ok((envelope, _)) if alike => Existing::Game(envelope.game),
            Ok((mut envelope, _)) => {
                envelope.game.name.push_str(" (here)");
                Existing::Game(envelope.game)
            }
            Err(_) if alike => Existing::Raw(text.to_string()),
            Err(_) => Existing::Raw(format!("{text} (here)")),
        };
        phone.insert(key, here);
    }
    let mut taken: HashSet<String> = phone.keys().cloned().collect();

    let mut asked: HashMap<String, usize> = HashMap::new();
    let mut proposed = 0usize;
    let period = usize::from(*period % 4) + 1;
    let plan = backup::plan(
        backup.clone(),
        |key| {
            *asked.entry(key.to_string()).or_default() += 1;
            phone.get(key).cloned().unwrap_or(Existing::None)
        },
        || {
            proposed += 1;
            format!("n{}", proposed % period)
        },
    );
    assert!(asked.values().all(|&n| n == 1), "asked twice: {asked:?}");
    assert_eq!(plan.len(), backup.games.len() + backup.broken.len());

    let mut copies = HashSet::new();
    // Each step's record: whether it is a game, its id or key, its text.
    let from = backup
        .games
        .iter()
        .map(|g| (true, &g.id, &g.text))
        .chain(backup.broken.iter().map(|r| (false, &r.key, &r.text)));
    for (step, (is_game, key, text)) in plan.iter().zip(from) {
        let game_id = is_game.then_some(key);
        let free = |taken: &HashSet<String>, key: &str| !taken.contains(key);
        match step {
            Merge::Add(envelope, game) => {
                let id = &envelope.game.id;
                assert_eq!(Some(id), game_id, "a game added keeps its id");
                assert!(free(&taken, id), "added over {id}");
                assert_eq!(envelope.game.rebuild().as_ref(), Ok(&**game));
                taken.extend([id.clone(), game_key(id)]);
            }
            Merge::Copy(envelope, _) => {
                let id = &envelope.game.id;
                assert!(game_id.is_some());
                assert!(free(&taken, id) && free(&taken, &game_key(id)), "copied over {id}");
                assert!(copies.insert(id.clone()), "{id} twice");
                taken.extend([id.clone(), game_key(id)]);
            }
            Merge::Results { id, head } => {
                assert!(free(&taken, id), "results over {id}");
                assert!(record::is_results_only(head));
                if Some(id) == game_id {
                    assert_eq!(head, text);
                } else {
                    assert!(copies.insert(id.clone()), "{id} twice");
                }
                taken.extend([id.clone(), game_key(id)]);
            }
            Merge::Broken { key, text: kept } => {
                assert!(free(&taken, key), "kept over {key}");
                assert_eq!(kept, text, "a record is kept as found");
                taken.insert(key.clone());
            }
            Merge::Skip => {
                let here = taken.contains(key) || (is_game && taken.contains(&game_key(key)));
                assert!(here, "skipped {key}, which is not here");
            }
        }
    }
}

shared::target!(check);
