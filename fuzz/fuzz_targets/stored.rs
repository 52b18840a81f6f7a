//! The save, stored-game and backup decoders on untrusted input: `scripts/fuzz.sh stored`.
//! A stored game is a head and its entries: the input is split at newlines into a head and
//! entries, as a damaged database could hand them. A game read, saved again as this build
//! saves it (whole, or as a head and entries), reads back as the same game.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use tablemate::save::{self, backup, record};

pub fn check(data: &[u8]) {
    let Some(text) = shared::text(data) else {
        return;
    };
    if let Ok((envelope, game)) = save::decode(text) {
        let (id, name) = (&envelope.game.id, &envelope.game.name);
        let again = save::encode(id, name, &game, envelope.updated);
        let (envelope_again, game_again) = save::decode(&again).expect("a save read back");
        assert_eq!(envelope_again.game, envelope.game, "{again}");
        assert_eq!(game_again, game);
        assert_eq!(save::encode(id, name, &game_again, envelope.updated), again);

        let head = record::head(id, name, &game, envelope.updated);
        let entries = record::entries(game.log(), 0);
        let (_, stored) = record::decode_stored(&head, &entries).expect("a stored game read back");
        assert_eq!(stored, game);
    }
    let _ = record::summary_of(text);
    let _ = backup::decode_backup(text);
    let mut parts = text.split('\n').map(str::to_string);
    if let Some(head) = parts.next() {
        let entries: Vec<String> = parts.collect();
        let _ = record::join(&head, &entries);
        let _ = record::decode_stored(&head, &entries);
    }
}

shared::target!(check);
