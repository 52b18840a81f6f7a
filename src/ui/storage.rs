//! Where saves live: `localStorage` on the web, files in the app's data folder elsewhere.
//!
//! This layer moves text and nothing else. It never decodes and never writes a key it was not
//! asked to write, so a save that fails to decode stays exactly as it was found (this is why
//! `dioxus-sdk` storage is not used: it replaces undecodable values with defaults).

/// Prefix of every game key; the rest of the key is the game's id.
pub const GAME_PREFIX: &str = "tablemate.game.";
/// Key of the settings record.
pub const SETTINGS_KEY: &str = "tablemate.settings";

/// One stored record, as raw text.
#[derive(Clone, Debug, PartialEq)]
pub struct RawRecord {
    pub key: String,
    pub text: String,
}

pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

#[cfg(target_arch = "wasm32")]
mod backend {
    use super::RawRecord;

    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .ok_or("no window")?
            .local_storage()
            .map_err(|_| "storage is blocked".to_string())?
            .ok_or_else(|| "storage is not available".to_string())
    }

    pub fn list(prefix: &str) -> Result<Vec<RawRecord>, String> {
        let storage = storage()?;
        let len = storage.length().map_err(|_| "storage cannot be listed")?;
        let mut records = Vec::new();
        for index in 0..len {
            let Ok(Some(key)) = storage.key(index) else {
                continue;
            };
            if !key.starts_with(prefix) {
                continue;
            }
            if let Ok(Some(text)) = storage.get_item(&key) {
                records.push(RawRecord { key, text });
            }
        }
        Ok(records)
    }

    pub fn read(key: &str) -> Result<Option<String>, String> {
        storage()?
            .get_item(key)
            .map_err(|_| "storage cannot be read".to_string())
    }

    pub fn write(key: &str, text: &str) -> Result<(), String> {
        storage()?
            .set_item(key, text)
            .map_err(|_| "the browser's storage is full or blocked".to_string())
    }

    pub fn remove(key: &str) -> Result<(), String> {
        storage()?
            .remove_item(key)
            .map_err(|_| "storage cannot be changed".to_string())
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod backend {
    //! One file per key in the platform's data folder. Writes go to a temporary file that is
    //! renamed over the old one, so a crash mid-write leaves the previous save intact.
    use super::RawRecord;
    use std::fs;
    use std::path::PathBuf;

    fn folder() -> Result<PathBuf, String> {
        let dirs = directories::ProjectDirs::from("app", "tablemate", "Tablemate")
            .ok_or("no data folder on this system")?;
        let folder = dirs.data_dir().join("store");
        fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
        Ok(folder)
    }

    /// Keys are ours (prefix + generated id); anything outside a safe alphabet is encoded so
    /// a key can never name a path outside the folder.
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

    pub fn list(prefix: &str) -> Result<Vec<RawRecord>, String> {
        let folder = folder()?;
        let mut records = Vec::new();
        for entry in fs::read_dir(&folder).map_err(|e| e.to_string())?.flatten() {
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

    pub fn read(key: &str) -> Result<Option<String>, String> {
        let path = folder()?.join(file_name(key));
        match fs::read(&path) {
            Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.to_string()),
        }
    }

    pub fn write(key: &str, text: &str) -> Result<(), String> {
        let folder = folder()?;
        let path = folder.join(file_name(key));
        let temp = folder.join(format!("{}.tmp", file_name(key)));
        fs::write(&temp, text).map_err(|e| e.to_string())?;
        fs::rename(&temp, &path).map_err(|e| e.to_string())
    }

    pub fn remove(key: &str) -> Result<(), String> {
        match fs::remove_file(folder()?.join(file_name(key))) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.to_string()),
            _ => Ok(()),
        }
    }
}

pub use backend::{list, read, remove, write};
