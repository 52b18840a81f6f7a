//! The save, stored-game and backup decoders on untrusted input:
//! `RUSTC_BOOTSTRAP=1 cargo fuzz run stored`. A stored game is a head and its entries: the
//! input is split at newlines into a head and entries, as a damaged database could hand them.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablemate::save::{self, backup, record};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = save::decode(text);
    let _ = record::summary_of(text);
    let _ = backup::decode_backup(text);
    let mut parts = text.split('\n').map(str::to_string);
    if let Some(head) = parts.next() {
        let entries: Vec<String> = parts.collect();
        let _ = record::join(&head, &entries);
        let _ = record::decode_stored(&head, &entries);
    }
});
