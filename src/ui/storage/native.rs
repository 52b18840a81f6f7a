//! Native builds: one file per key in the platform's data folder. A game is one file holding
//! its full save, as it always was; writes go to a temporary file that is renamed over the old
//! one, so a crash mid-write leaves the previous save intact. One process, one window: the
//! game is always held.

use std::fs;
use std::path::PathBuf;

use super::{
    GameWrite, Listing, Migration, Persistence, RawRecord, StoreError, StoredGame, GAME_PREFIX,
};

fn failed(e: impl ToString) -> StoreError {
    StoreError::Failed(e.to_string())
}

fn io(e: std::io::Error) -> StoreError {
    // ENOSPC and EDQUOT: the disk or the user's quota is full.
    match e.raw_os_error() {
        Some(28) | Some(122) => StoreError::Full,
        _ => failed(e),
    }
}

fn folder() -> Result<PathBuf, StoreError> {
    let dirs = directories::ProjectDirs::from("app", "tablemate", "Tablemate")
        .ok_or(StoreError::Unavailable)?;
    let folder = dirs.data_dir().join("store");
    fs::create_dir_all(&folder).map_err(io)?;
    Ok(folder)
}

/// Keys are ours (prefix + generated id); anything outside a safe alphabet is encoded so a key
/// can never name a path outside the folder.
fn file_name(key: &str) -> String {
    let mut name: String = key
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    name.push_str(".json");
    name
}

fn list(prefix: &str) -> Result<Vec<RawRecord>, StoreError> {
    let folder = folder()?;
    let mut records = Vec::new();
    for entry in fs::read_dir(&folder).map_err(io)?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(key) = name.strip_suffix(".json") else {
            continue;
        };
        if !key.starts_with(prefix) {
            continue;
        }
        // Unreadable bytes are kept as lossy text for display; the file is not touched.
        if let Ok(bytes) = fs::read(entry.path()) {
            records.push(RawRecord {
                key: key.to_string(),
                text: String::from_utf8_lossy(&bytes).into_owned(),
            });
        }
    }
    records.sort_by(|a, b| a.key.cmp(&b.key));
    Ok(records)
}

pub fn read(key: &str) -> Result<Option<String>, StoreError> {
    let path = folder()?.join(file_name(key));
    match fs::read(&path) {
        Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(io(e)),
    }
}

pub fn write(key: &str, text: &str) -> Result<(), StoreError> {
    let folder = folder()?;
    let path = folder.join(file_name(key));
    let temp = folder.join(format!("{}.tmp", file_name(key)));
    fs::write(&temp, text).map_err(io)?;
    fs::rename(&temp, &path).map_err(io)
}

pub fn remove(key: &str) -> Result<(), StoreError> {
    match fs::remove_file(folder()?.join(file_name(key))) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(io(e)),
        _ => Ok(()),
    }
}

/// Every game file; each holds a full save, which the catalogue reads like a head. A file the
/// catalogue cannot read is listed as broken there, with its key.
pub async fn list_games() -> Result<Listing, StoreError> {
    let heads = list(GAME_PREFIX)?
        .into_iter()
        .map(|r| RawRecord {
            key: r.key[GAME_PREFIX.len()..].to_string(),
            text: r.text,
        })
        .collect();
    Ok(Listing {
        heads,
        broken: Vec::new(),
    })
}

/// Files are read when asked: the first reading is like any other.
pub async fn first_listing() -> Result<Listing, StoreError> {
    list_games().await
}

pub async fn read_game(id: &str) -> Result<Option<StoredGame>, StoreError> {
    Ok(read(&super::game_key(id))?.map(|head| StoredGame {
        head,
        entries: Vec::new(),
    }))
}

pub async fn write_game(write_: GameWrite) -> Result<(), StoreError> {
    let full = write_
        .full
        .ok_or_else(|| failed("a file needs the whole save"))?;
    write(&super::game_key(&write_.id), &full)
}

pub async fn remove_game(id: &str) -> Result<(), StoreError> {
    remove(&super::game_key(id))
}

/// A broken game file is the game's own file: removing it is removing the game.
pub async fn remove_broken(key: &str, _head: bool) -> Result<(), StoreError> {
    remove(key)
}

/// A record of a backup that does not load here: a game file like any other, which the lists
/// then show as unreadable.
/// Never over a file that exists: the plan of a backup import gives such a record a key of
/// its own, and this refuses rather than replace what is there.
pub async fn put_broken(key: &str, text: &str) -> Result<(), StoreError> {
    let key = if key.starts_with(GAME_PREFIX) {
        key.to_string()
    } else {
        format!("{GAME_PREFIX}{key}")
    };
    if read(&key)?.is_some() {
        return Err(StoreError::Conflict);
    }
    write(&key, text)
}

/// Writes `text` as the file `name` in the user's downloads folder (the app's data folder when
/// there is none) and returns its path, for the player to find it.
pub fn save_file(name: &str, text: &str) -> Result<Option<String>, StoreError> {
    let folder = directories::UserDirs::new()
        .and_then(|d| d.download_dir().map(PathBuf::from))
        .map_or_else(folder, Ok)?;
    let path = folder.join(name.replace(['/', '\\'], "_"));
    fs::write(&path, text).map_err(io)?;
    Ok(Some(path.display().to_string()))
}

/// Native builds always kept their games in files: nothing to move.
pub async fn migrate() -> Migration {
    Migration::default()
}

pub async fn hold_game(_id: &str) -> bool {
    true
}

/// One window: no other takes the game; it is let go when another is opened.
pub async fn game_lost(_id: &str) -> bool {
    false
}

pub fn release_game(_id: &str) {}

/// One window: no other changes games.
pub async fn next_change() -> String {
    std::future::pending::<String>().await
}

pub async fn ask_persistent(_ask: bool) -> Persistence {
    Persistence::Unsupported
}

/// The disk's room is not the app's business to report on native builds.
/// Native writes land in the poll that makes them: none is ever on its way.
pub async fn settled() {}

pub async fn usage() -> Option<(u64, u64)> {
    None
}
