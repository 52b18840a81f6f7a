//! What this phone keeps of the live table in its small records (`localStorage` on the web):
//! who the phone is ([`PhoneKey`]), and the table it sits at as a guest ([`Remembered`]), so
//! that a page that reloads knows it was at a table and the host knows it when it comes back.
//! Both are written as they change and read at start; a record that does not read is no table.

use crate::live::message::PhoneKey;
use crate::live::remembered::Remembered;
use crate::ui::storage;

/// The phone's key: sixteen random bytes, as 32 hexadecimal digits.
const PHONE_KEY: &str = "tablemate.phone";
/// The table this phone sits at as a guest.
const TABLE_KEY: &str = "tablemate.table";

/// Who this phone is at a table: the key it keeps, made the first time.
pub fn phone_key() -> PhoneKey {
    if let Some(key) = storage::read(PHONE_KEY)
        .ok()
        .flatten()
        .and_then(|text| PhoneKey::from_hex(text.trim()))
    {
        return key;
    }
    let mut bytes = [0u8; 16];
    if getrandom::getrandom(&mut bytes).is_err() {
        // The system refused its randomness: the clock stands in, as for a die. A phone's key
        // only has to differ from the few at its table.
        let nanos = chrono::Utc::now()
            .timestamp_nanos_opt()
            .unwrap_or_default()
            .to_le_bytes();
        bytes[..8].copy_from_slice(&nanos);
        bytes[8..].copy_from_slice(&nanos.map(|b| b.rotate_left(3) ^ 0x5A));
    }
    let key = PhoneKey(bytes);
    // Not kept (storage refused): the phone is a new one at its next start, nothing worse.
    let _ = storage::write(PHONE_KEY, &key.to_hex());
    key
}

/// The table this phone sat at when its page went, if any.
pub fn remembered() -> Option<Remembered> {
    storage::read(TABLE_KEY)
        .ok()
        .flatten()
        .and_then(|text| Remembered::from_text(&text))
}

/// Keeps `table` as the table this phone sits at.
pub fn remember(table: &Remembered) {
    let _ = storage::write(TABLE_KEY, &table.to_text());
}

/// This phone sits at no table any more.
pub fn forget() {
    let _ = storage::remove(TABLE_KEY);
}
