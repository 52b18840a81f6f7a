//! The live table's decoders on untrusted input: `scripts/fuzz.sh live`.
//! The input as a message from another phone, as a message behind a valid format byte and
//! each tag (else most inputs stop at the first byte), as a scanned connection code, and as
//! offer bytes behind a valid checksum (else nearly every input stops at the checksum).
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use tablemate::live::{message, offer};

pub fn check(data: &[u8]) {
    let _ = message::decode(data);
    for tag in 0..13u8 {
        let mut framed = vec![message::FORMAT, tag];
        framed.extend_from_slice(data);
        let _ = message::decode(&framed);
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = offer::Offer::from_code(text);
        let _ = offer::sdp::parse(text, offer::Role::Offer);
    }
    let mut framed = vec![offer::binary::VERSION];
    framed.extend_from_slice(data);
    let crc = crc32fast::hash(&framed);
    framed.extend_from_slice(&crc.to_le_bytes());
    if let Ok(o) = offer::binary::decode(&framed) {
        let _ = offer::sdp::rebuild(&o);
    }
}

shared::target!(check);
