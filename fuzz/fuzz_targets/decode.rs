//! The share decoder on untrusted input: `scripts/fuzz.sh decode`.
//! Four ways in: the input as a payload, as a pasted text, as a link that opened the app, and
//! as a payload body behind a valid version byte (each format read) and checksum (else nearly
//! every input stops at the checksum). A game read is shared again as this build shares it and
//! reads back the same.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use tablemate::share::{self, Received};

pub fn check(data: &[u8]) {
    read_again(share::read_payload(data));
    if let Ok(text) = std::str::from_utf8(data) {
        read_again(share::read(text));
        let _ = share::read_link(text);
        let _ = share::link::links_among([text]);
    }
    // Every format this build reads, each with its own game type.
    for format in 1..=share::FORMAT_VERSION {
        let mut framed = vec![format];
        framed.extend_from_slice(data);
        let crc = crc32fast::hash(&framed);
        framed.extend_from_slice(&crc.to_le_bytes());
        match share::read_payload(&framed) {
            Ok(Received::Part(part)) => {
                let mut collector = share::Collector::default();
                let _ = collector.add(part);
            }
            read => read_again(read),
        }
    }
}

/// A game read, shared again, reads back as the same game under the same name.
fn read_again(read: Result<Received, share::ShareError>) {
    let Ok(Received::Game(incoming)) = read else {
        return;
    };
    let payload = share::game_payload_of(&incoming.name, &incoming.game);
    match share::read_payload(&payload) {
        Ok(Received::Game(again)) => {
            assert_eq!(again.name, incoming.name);
            assert_eq!(again.game, incoming.game);
        }
        other => panic!("a game shared again reads as {other:?}"),
    }
}

shared::target!(check);
