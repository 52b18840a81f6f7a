//! Properties of share codes: random games of every kind round trip exactly, and no input,
//! text or bytes, makes the decoder panic.

mod share_support;

use proptest::prelude::*;
use share_support::*;
use tablemate::session::GameKind;
use tablemate::share::{self, Received};

fn kind() -> impl Strategy<Value = GameKind> {
    prop::sample::select(GameKind::ALL.to_vec())
}

fn reframe(mut payload: Vec<u8>) -> Vec<u8> {
    let crc = crc32fast::hash(&payload);
    payload.extend_from_slice(&crc.to_le_bytes());
    payload
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_round_trip(kind in kind(), len in 0usize..260, seed in any::<u64>()) {
        let g = game_of(kind, len, seed);
        let code = share::code_of(&share::game_payload_of("p", &g));
        match share::read(&code) {
            Ok(Received::Game(incoming)) => prop_assert_eq!(&incoming.game, &g),
            other => prop_assert!(false, "{:?}", other),
        }
        let snapshot = share::snapshot_payload_of("p", &g);
        match share::read_payload(&snapshot) {
            Ok(Received::Game(incoming)) => prop_assert_eq!(incoming.game.state(), g.state()),
            other => prop_assert!(false, "{:?}", other),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,300}") {
        let _ = share::read(&text);
    }

    #[test]
    fn arbitrary_code_characters_never_panic(text in "TM[0-9A-Z$*+/-]{0,400}") {
        let _ = share::read(&text);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let _ = share::read_payload(&bytes);
        // With a valid frame, so the decoder reads past the checksum.
        for head in [[1u8, 0], [1, 0x80], [1, 1], [1, 0x81], [1, 2]] {
            let mut framed = head.to_vec();
            framed.extend_from_slice(&bytes);
            let _ = share::read_payload(&reframe(framed));
        }
    }

    #[test]
    fn mutated_games_never_panic(
        kind in kind(),
        seed in any::<u64>(),
        flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..6),
    ) {
        let g = game_of(kind, 40, seed);
        let payload = share::unchecked_payload("m", g.setup(), g.log(), g.cursor());
        // Read the (deflated) body as plain postcard, mutated, with the checksum fixed.
        let mut raw = payload[..payload.len() - 4].to_vec();
        raw[1] &= 0x7F;
        let body_len = raw.len() - 2;
        for (at, value) in flips {
            raw[2 + at % body_len] = value;
        }
        let _ = share::read_payload(&reframe(raw));
    }
}
