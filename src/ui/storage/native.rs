//! Native builds: one file per key in the platform's data folder. A game is one file holding
//! its full save, as it always was; writes go to a temporary file, synced to the disk, that is
//! renamed over the old one, so a crash or a power cut mid-write leaves the previous save
//! intact (see [`write_in`]). One process, one window: the game is always held.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

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
    write_in(&folder()?, key, text).map_err(io)
}

/// Writes `text` as the file of `key` in `folder`, so that whenever the app or the power goes
/// the file holds either its old text or the new one, whole. The text goes to a temporary file
/// that is synced to the disk before it is renamed over the old file: without that sync a file
/// system may put the rename on the disk before the data, and a power cut then leaves an empty
/// game. The folder is synced after the rename, so the new name itself is on the disk when the
/// write reports done. A write that fails before the rename removes its temporary file and
/// leaves the old file as it was.
fn write_in(folder: &Path, key: &str, text: &str) -> std::io::Result<()> {
    let path = folder.join(file_name(key));
    let temp = folder.join(format!("{}.tmp", file_name(key)));
    let renamed = fs::File::create(&temp)
        .and_then(|mut file| {
            file.write_all(text.as_bytes())?;
            file.sync_all()
        })
        .and_then(|()| fs::rename(&temp, &path));
    if let Err(e) = renamed {
        // Only our own temporary file: never the old save.
        if temp.is_file() {
            let _ = fs::remove_file(&temp);
        }
        return Err(e);
    }
    sync_folder(folder)
}

/// Puts the folder's entries (the rename) on the disk. A file system that cannot sync a folder
/// says so (`Unsupported`, `InvalidInput`: some network and FUSE file systems) and has
/// nothing more to offer: the file's own data is synced already, so that is not a failure.
#[cfg(unix)]
fn sync_folder(folder: &Path) -> std::io::Result<()> {
    match fs::File::open(folder).and_then(|dir| dir.sync_all()) {
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::Unsupported | std::io::ErrorKind::InvalidInput
            ) =>
        {
            Ok(())
        }
        synced => synced,
    }
}

/// Elsewhere (Windows) a folder cannot be opened as a file: `File::open` asks for a file handle,
/// and a folder's needs `FILE_FLAG_BACKUP_SEMANTICS`, which std does not set. NTFS writes the
/// rename to its journal itself; the file's own data was synced before it.
#[cfg(not(unix))]
fn sync_folder(_folder: &Path) -> std::io::Result<()> {
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A fresh empty folder of the test's own under the system's temporary folder.
    fn scratch() -> PathBuf {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("tablemate-native-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The folder's entries, by name.
    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// The text of the file `name` in `dir`.
    fn text_of(dir: &Path, name: &str) -> String {
        fs::read_to_string(dir.join(name)).unwrap()
    }

    #[test]
    fn a_write_leaves_the_file_whole_and_no_temporary_file() {
        let dir = scratch();
        write_in(&dir, "tablemate.game.a", "first").unwrap();
        assert_eq!(names(&dir), ["tablemate.game.a.json"]);
        assert_eq!(text_of(&dir, "tablemate.game.a.json"), "first");
        write_in(&dir, "tablemate.game.a", "second, longer").unwrap();
        assert_eq!(names(&dir), ["tablemate.game.a.json"]);
        assert_eq!(text_of(&dir, "tablemate.game.a.json"), "second, longer");
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_as_it_was() {
        let dir = scratch();
        write_in(&dir, "tablemate.game.a", "kept").unwrap();
        // The temporary file's name taken by a folder: the write cannot start.
        fs::create_dir(dir.join("tablemate.game.a.json.tmp")).unwrap();
        assert!(write_in(&dir, "tablemate.game.a", "lost").is_err());
        assert_eq!(text_of(&dir, "tablemate.game.a.json"), "kept");
        assert_eq!(
            names(&dir),
            ["tablemate.game.a.json", "tablemate.game.a.json.tmp"],
            "the folder in the way is not removed either"
        );
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_failed_rename_removes_its_temporary_file() {
        let dir = scratch();
        // The game's own name taken by a folder that is not empty: the rename fails.
        fs::create_dir(dir.join("tablemate.game.b.json")).unwrap();
        fs::write(dir.join("tablemate.game.b.json").join("inside"), "x").unwrap();
        assert!(write_in(&dir, "tablemate.game.b", "new").is_err());
        assert_eq!(names(&dir), ["tablemate.game.b.json"]);
        assert_eq!(
            fs::read_to_string(dir.join("tablemate.game.b.json").join("inside")).unwrap(),
            "x"
        );
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_key_never_names_a_path_outside_the_folder() {
        let dir = scratch();
        write_in(&dir, "../escape/name", "text").unwrap();
        assert_eq!(names(&dir), [".._escape_name.json"]);
        fs::remove_dir_all(dir).unwrap();
    }
}
