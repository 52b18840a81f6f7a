//! A backup: every game of a phone in one file, to keep or to carry to another phone.
//!
//! `{format: "tablemate-backup", version, exported, games: [{id, text}], broken: [{key,
//! text}]}`. Each game is its full save text and each unreadable record its text exactly as it
//! was stored, so a backup loses nothing the phone had, readable or not. Importing merges and
//! never overwrites: a game already there with the same content is skipped, one with the same
//! id and other content is added as a copy under a new id, and likewise for broken records.

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
pub enum Existing {
    None,
    Game(SavedGame),
    /// A record under that key that does not load (its text).
    Raw(String),
}

/// Plans the import of `backup`. `existing(id or key)` says what the phone holds under it;
/// `new_id()` gives a fresh id. Games compare by content (name, set-up, log and cursor), not
/// by the time they were last written.
pub fn plan(
    backup: Backup,
    mut existing: impl FnMut(&str) -> Existing,
    mut new_id: impl FnMut() -> String,
) -> Vec<Merge> {
    let mut plan = Vec::new();
    for game in backup.games {
        match decode(&game.text) {
            Ok((mut envelope, loaded)) if envelope.game.id == game.id => match existing(&game.id) {
                Existing::None => plan.push(Merge::Add(Box::new(envelope), Box::new(loaded))),
                Existing::Game(here) if here == envelope.game => plan.push(Merge::Skip),
                Existing::Game(_) | Existing::Raw(_) => {
                    envelope.game.id = new_id();
                    plan.push(Merge::Copy(Box::new(envelope), Box::new(loaded)));
                }
            },
            _ if record::is_results_only(&game.text) => {
                plan.push(results(game, &mut existing, &mut new_id))
            }
            _ => plan.push(broken(
                game_key(&game.id),
                game.text,
                &mut existing,
                &mut new_id,
            )),
        }
    }
    for record in backup.broken {
        plan.push(broken(record.key, record.text, &mut existing, &mut new_id));
    }
    plan
}

/// A game of which only the results were kept: its head under its id, or as a copy.
fn results(
    game: BackupGame,
    existing: &mut impl FnMut(&str) -> Existing,
    new_id: &mut impl FnMut() -> String,
) -> Merge {
    match existing(&game.id) {
        Existing::None => Merge::Results {
            id: game.id,
            head: game.text,
        },
        Existing::Raw(here) if here == game.text => Merge::Skip,
        _ => {
            let id = new_id();
            match record::with_id(&game.text, &id) {
                Ok(head) => Merge::Results { id, head },
                Err(_) => broken(game_key(&game.id), game.text, existing, new_id),
            }
        }
    }
}

fn game_key(id: &str) -> String {
    format!("tablemate.game.{id}")
}

fn broken(
    key: String,
    text: String,
    existing: &mut impl FnMut(&str) -> Existing,
    new_id: &mut impl FnMut() -> String,
) -> Merge {
    match existing(&key) {
        Existing::Raw(here) if here == text => Merge::Skip,
        Existing::None => Merge::Broken { key, text },
        _ => Merge::Broken {
            key: format!("{key}~{}", new_id()),
            text,
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
