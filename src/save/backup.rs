//! A backup: every game of a phone in one file, to keep or to carry to another phone.
//!
//! `{format: "tablemate-backup", version, exported, games: [{id, text}], broken: [{key,
//! text}]}`. Each game is its full save text and each unreadable record its text exactly as it
//! was stored, so a backup loses nothing the phone had, readable or not. Importing merges and
//! never overwrites: a game already there with the same content is skipped, one with the same
//! id and other content is added as a copy under a new id, and likewise for broken records.

use std::collections::{HashMap, HashSet};
use std::fmt;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::envelope::{decode, SaveEnvelope};
use super::record;
use super::SavedGame;
use crate::session::Game;

pub const BACKUP_FORMAT: &str = "tablemate-backup";
pub const BACKUP_VERSION: u32 = 1;
/// The largest backup read: 64 MB, years of games.
pub const MAX_BACKUP_BYTES: usize = 64 * 1024 * 1024;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    pub format: String,
    pub version: u32,
    #[serde(with = "crate::wire::time")]
    pub exported: DateTime<Utc>,
    pub games: Vec<BackupGame>,
    pub broken: Vec<BackupRecord>,
}

/// One game: its id and its full save text (or, for a game of which only the results were
/// kept, its head).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BackupGame {
    pub id: String,
    pub text: String,
}

/// A record that could not be read, with the key it was stored under.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BackupRecord {
    pub key: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum BackupError {
    TooLarge,
    NotABackup,
    Newer { found: u32 },
    Malformed(String),
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::TooLarge => f.write_str("the file is larger than any backup"),
            BackupError::NotABackup => f.write_str("not a Tablemate backup"),
            BackupError::Newer { found } => write!(f, "a backup of format {found}"),
            BackupError::Malformed(e) => write!(f, "a damaged backup ({e})"),
        }
    }
}

pub fn encode_backup(
    games: Vec<BackupGame>,
    broken: Vec<BackupRecord>,
    now: DateTime<Utc>,
) -> String {
    let backup = Backup {
        format: BACKUP_FORMAT.to_string(),
        version: BACKUP_VERSION,
        exported: now,
        games,
        broken,
    };
    serde_json::to_string(&backup).expect("a backup always serialises")
}

pub fn decode_backup(text: &str) -> Result<Backup, BackupError> {
    if text.len() > MAX_BACKUP_BYTES {
        return Err(BackupError::TooLarge);
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|_| BackupError::NotABackup)?;
    if value.get("format").and_then(|f| f.as_str()) != Some(BACKUP_FORMAT) {
        return Err(BackupError::NotABackup);
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v > u64::from(BACKUP_VERSION) => {
            return Err(BackupError::Newer {
                found: u32::try_from(v).unwrap_or(u32::MAX),
            })
        }
        Some(0) | None => return Err(BackupError::Malformed("no version".into())),
        Some(_) => {}
    }
    serde_json::from_value(value).map_err(|e| BackupError::Malformed(e.to_string()))
}

/// What importing one record of a backup does.
#[derive(Clone, Debug, PartialEq)]
pub enum Merge {
    /// A game this phone does not have: stored under its own id.
    Add(Box<SaveEnvelope>, Box<Game>),
    /// A game whose id is taken by another game: stored under a new id.
    Copy(Box<SaveEnvelope>, Box<Game>),
    /// Already here, the same.
    Skip,
    /// A game of the backup that does not load here: kept as an unreadable record.
    Broken { key: String, text: String },
    /// A game of which only the results were kept: its head, stored under its id (a new
    /// one when the id is taken by something else).
    Results { id: String, head: String },
}

/// What this phone already holds with an id or key: the game's content, or its raw text.
#[derive(Clone)]
pub enum Existing {
    None,
    Game(SavedGame),
    /// A record under that key that does not load (its text).
    Raw(String),
}

/// Plans the import of `backup`. `existing(id or key)` says what the phone holds under it
/// (asked at most once per id or key); `new_id()` proposes a fresh id. Games compare by
/// content (name, set-up, log and cursor), not by the time they were last written.
///
/// Nothing is ever planned over a record, whether the phone held it or this import placed it
/// earlier in the plan: a second record of the backup under a key the first took is compared
/// with the first (the same: skipped) and otherwise kept as a copy. Every copy gets an id no
/// game or record of the phone has and no other step of the plan uses, and an
/// unreadable record a key of its own, `key~id`.
pub fn plan(
    backup: Backup,
    existing: impl FnMut(&str) -> Existing,
    new_id: impl FnMut() -> String,
) -> Vec<Merge> {
    let mut phone = Placed {
        existing,
        new_id,
        seen: HashMap::new(),
        made: HashSet::new(),
    };
    let mut plan = Vec::new();
    for game in backup.games {
        let step = match decode(&game.text) {
            Ok((mut envelope, loaded)) if envelope.game.id == game.id => match phone.at(&game.id) {
                Existing::None => Merge::Add(Box::new(envelope), Box::new(loaded)),
                Existing::Game(here) if *here == envelope.game => Merge::Skip,
                Existing::Game(_) | Existing::Raw(_) => {
                    envelope.game.id = phone.fresh_id();
                    Merge::Copy(Box::new(envelope), Box::new(loaded))
                }
            },
            _ if record::is_results_only(&game.text) => results(game, &mut phone),
            _ => broken(game_key(&game.id), game.text, &mut phone),
        };
        phone.place(&step);
        plan.push(step);
    }
    for record in backup.broken {
        let step = broken(record.key, record.text, &mut phone);
        phone.place(&step);
        plan.push(step);
    }
    plan
}

/// What the phone holds under each id and key, as the plan goes: what it held before (asked
/// of `existing` once), and what the steps planned so far put there.
struct Placed<E, N> {
    existing: E,
    new_id: N,
    seen: HashMap<String, Existing>,
    /// The ids the plan handed out.
    made: HashSet<String>,
}

impl<E: FnMut(&str) -> Existing, N: FnMut() -> String> Placed<E, N> {
    /// What is under `key` now.
    fn at(&mut self, key: &str) -> &Existing {
        if !self.seen.contains_key(key) {
            let here = (self.existing)(key);
            self.seen.insert(key.to_string(), here);
        }
        &self.seen[key]
    }

    fn free(&mut self, key: &str) -> bool {
        matches!(self.at(key), Existing::None)
    }

    /// An id that no game and no record of the phone has, and that no step planned so far
    /// uses, as a game's id or in a record's key: `new_id()`'s proposal, or, when that is
    /// taken, the proposal with `-2`, `-3`, … after it (so a generator that repeats itself
    /// still ends). The id is then taken: proposed again, it is refused.
    fn fresh_id(&mut self) -> String {
        let proposed = (self.new_id)();
        let mut id = proposed.clone();
        let mut n = 1u64;
        while self.made.contains(&id) || !(self.free(&id) && self.free(&game_key(&id))) {
            n += 1;
            id = format!("{proposed}-{n}");
        }
        self.made.insert(id.clone());
        id
    }

    /// Records what `step` puts where, so no later step of the plan lands on it.
    fn place(&mut self, step: &Merge) {
        let (keys, what) = match step {
            Merge::Skip => return,
            Merge::Add(envelope, _) | Merge::Copy(envelope, _) => {
                let id = &envelope.game.id;
                (
                    vec![id.clone(), game_key(id)],
                    Existing::Game(envelope.game.clone()),
                )
            }
            Merge::Results { id, head } => {
                (vec![id.clone(), game_key(id)], Existing::Raw(head.clone()))
            }
            Merge::Broken { key, text } => (vec![key.clone()], Existing::Raw(text.clone())),
        };
        // A record the phone keeps under a game's key (the stores of games and of unreadable
        // records are apart) stays what is there.
        for key in keys {
            if self.free(&key) {
                self.seen.insert(key, what.clone());
            }
        }
    }
}

/// A game of which only the results were kept: its head under its id, or as a copy.
fn results<E, N>(game: BackupGame, phone: &mut Placed<E, N>) -> Merge
where
    E: FnMut(&str) -> Existing,
    N: FnMut() -> String,
{
    match phone.at(&game.id) {
        Existing::None => Merge::Results {
            id: game.id,
            head: game.text,
        },
        Existing::Raw(here) if *here == game.text => Merge::Skip,
        _ => {
            let id = phone.fresh_id();
            match record::with_id(&game.text, &id) {
                Ok(head) => Merge::Results { id, head },
                Err(_) => broken(game_key(&game.id), game.text, phone),
            }
        }
    }
}

fn game_key(id: &str) -> String {
    format!("tablemate.game.{id}")
}

/// An unreadable record under its key, or under a key of its own (`key~id`) when the key is
/// taken by anything else: never over a record.
fn broken<E, N>(key: String, text: String, phone: &mut Placed<E, N>) -> Merge
where
    E: FnMut(&str) -> Existing,
    N: FnMut() -> String,
{
    match phone.at(&key) {
        Existing::Raw(here) if *here == text => Merge::Skip,
        Existing::None => Merge::Broken { key, text },
        _ => loop {
            let copy = format!("{key}~{}", phone.fresh_id());
            if phone.free(&copy) {
                break Merge::Broken { key: copy, text };
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{scorepad, Player, PlayerColour};
    use crate::save::encode;
    use crate::session::{Action, GameOptions, Setup};
    use chrono::TimeZone;

    fn at(s: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_790_000_000 + s, 0).unwrap()
    }

    fn save(id: &str, points: i64) -> String {
        let mut game = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: vec![Player::new("Lan", PlayerColour::Green)],
            created: at(0),
        })
        .unwrap();
        game.apply(
            Action::ScorePad(scorepad::Action::Score { player: 0, points }),
            at(1),
        )
        .unwrap();
        encode(id, "Friday", &game, at(2))
    }

    fn results(id: &str) -> String {
        let (_, game) = decode(&save(id, 4)).unwrap();
        record::results_only(&record::head(id, "Friday", &game, at(3))).unwrap()
    }

    fn backup() -> String {
        encode_backup(
            vec![
                BackupGame {
                    id: "new".into(),
                    text: save("new", 1),
                },
                BackupGame {
                    id: "same".into(),
                    text: save("same", 2),
                },
                BackupGame {
                    id: "other".into(),
                    text: save("other", 3),
                },
                BackupGame {
                    id: "bad".into(),
                    text: "{oops".into(),
                },
                BackupGame {
                    id: "kept".into(),
                    text: results("kept"),
                },
            ],
            vec![BackupRecord {
                key: "tablemate.game.kept".into(),
                text: "not a save".into(),
            }],
            at(9),
        )
    }

    #[test]
    fn merging_never_overwrites() {
        let backup = decode_backup(&backup()).unwrap();
        let mut ids = 0;
        let plan = plan(
            backup,
            |id| match id {
                // Same content, written at another time: the same game.
                "same" => Existing::Game(decode(&save("same", 2)).unwrap().0.game),
                "other" => Existing::Game(decode(&save("other", 9)).unwrap().0.game),
                "tablemate.game.kept" => Existing::Raw("not a save".into()),
                _ => Existing::None,
            },
            || {
                ids += 1;
                format!("copy{ids}")
            },
        );
        assert!(matches!(&plan[0], Merge::Add(e, _) if e.game.id == "new"));
        assert_eq!(plan[1], Merge::Skip);
        assert!(matches!(&plan[2], Merge::Copy(e, g) if e.game.id == "copy1" && g.cursor() == 1));
        assert_eq!(
            plan[3],
            Merge::Broken {
                key: "tablemate.game.bad".into(),
                text: "{oops".into()
            }
        );
        assert_eq!(
            plan[4],
            Merge::Results {
                id: "kept".into(),
                head: results("kept")
            }
        );
        assert_eq!(plan[5], Merge::Skip);
    }

    fn broken(key: &str, text: &str) -> BackupRecord {
        BackupRecord {
            key: key.into(),
            text: text.into(),
        }
    }

    fn game(id: &str, points: i64) -> BackupGame {
        BackupGame {
            id: id.into(),
            text: save(id, points),
        }
    }

    /// The keys the plan writes unreadable records under, in order (`-` for a skip).
    fn keys(plan: &[Merge]) -> Vec<String> {
        plan.iter()
            .map(|step| match step {
                Merge::Broken { key, .. } => key.clone(),
                Merge::Add(e, _) | Merge::Copy(e, _) => e.game.id.clone(),
                Merge::Results { id, .. } => id.clone(),
                Merge::Skip => "-".into(),
            })
            .collect()
    }

    /// A backup exported at `at(9)` holding `games` and `broken`.
    fn exported(games: Vec<BackupGame>, broken: Vec<BackupRecord>) -> Backup {
        Backup {
            format: BACKUP_FORMAT.into(),
            version: BACKUP_VERSION,
            exported: at(9),
            games,
            broken,
        }
    }

    fn counter() -> impl FnMut() -> String {
        let mut n = 0;
        move || {
            n += 1;
            format!("n{n}")
        }
    }

    #[test]
    fn a_record_kept_as_found_is_never_written_over() {
        // The phone keeps an unreadable record under `lost`; the backup holds two others
        // under that key, and the one the phone has.
        let key = "tablemate.game.lost";
        let backup = exported(
            Vec::new(),
            vec![
                broken(key, "first"),
                broken(key, "second"),
                broken(key, "as found"),
            ],
        );
        let mut asked = Vec::new();
        let plan = plan(
            backup,
            |k| {
                asked.push(k.to_string());
                match k {
                    "tablemate.game.lost" => Existing::Raw("as found".into()),
                    _ => Existing::None,
                }
            },
            counter(),
        );
        assert_eq!(
            keys(&plan),
            [format!("{key}~n1"), format!("{key}~n2"), "-".into()]
        );
        assert!(matches!(&plan[0], Merge::Broken { text, .. } if text == "first"));
        assert!(matches!(&plan[1], Merge::Broken { text, .. } if text == "second"));
        assert_eq!(
            asked.iter().filter(|k| *k == key).count(),
            1,
            "the phone is asked once per key"
        );
    }

    #[test]
    fn records_of_one_backup_under_one_key_are_all_kept() {
        let key = "tablemate.game.twice";
        let backup = exported(
            vec![game("g", 1), game("g", 2), game("g", 1)],
            vec![broken(key, "a"), broken(key, "b"), broken(key, "a")],
        );
        let plan = plan(backup, |_| Existing::None, counter());
        // The first under each id or key is added; another under it is a copy; the same
        // again is skipped, even though the phone held none of them before.
        assert_eq!(
            keys(&plan),
            ["g", "n1", "-", key, &format!("{key}~n2"), "-"].map(String::from)
        );
        assert!(matches!(&plan[1], Merge::Copy(_, g) if g.log().len() == 1));
    }

    #[test]
    fn every_copy_gets_an_id_of_its_own() {
        // A generator that proposes the same id every time, one the phone already has and
        // one a game of the backup is added under: every copy still gets an id nothing has.
        let backup = exported(
            vec![
                game("fresh", 1),
                game("x", 1),
                game("x", 2),
                game("x", 3),
                game("x", 4),
            ],
            vec![
                broken("tablemate.game.x", "?"),
                broken("tablemate.game.x", "!"),
            ],
        );
        let plan = plan(
            backup,
            |k| match k {
                "x" | "tablemate.game.x" => Existing::Game(decode(&save("x", 9)).unwrap().0.game),
                // The phone holds a game "fresh-2", and a record under "fresh-3"'s key.
                "fresh-2" => Existing::Game(decode(&save("fresh-2", 9)).unwrap().0.game),
                "tablemate.game.fresh-3" => Existing::Raw("kept".into()),
                _ => Existing::None,
            },
            || "fresh".to_string(),
        );
        let ids = keys(&plan);
        assert_eq!(
            ids,
            [
                "fresh",
                "fresh-4",
                "fresh-5",
                "fresh-6",
                "fresh-7",
                "tablemate.game.x~fresh-8",
                "tablemate.game.x~fresh-9",
            ]
            .map(String::from)
        );
    }

    #[test]
    fn a_file_that_is_not_a_backup_says_so() {
        assert_eq!(decode_backup("{"), Err(BackupError::NotABackup));
        assert_eq!(
            decode_backup("{\"format\":\"x\"}"),
            Err(BackupError::NotABackup)
        );
        let newer = backup().replace("\"version\":1", "\"version\":5");
        assert_eq!(decode_backup(&newer), Err(BackupError::Newer { found: 5 }));
        let damaged = backup().replace("\"games\":", "\"gamez\":");
        assert!(matches!(
            decode_backup(&damaged),
            Err(BackupError::Malformed(_))
        ));
    }
}
