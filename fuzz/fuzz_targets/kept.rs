//! The codes of a numbered sequence kept between two codes (`share::draft`) on untrusted
//! input: `scripts/fuzz.sh kept`. The input is a code read now, then after a 0xFF byte the
//! stored text of the codes kept. Kept codes read back as written, and taking the code keeps
//! the draft whole: a refused code or a whole game keeps every part that was in, a part is
//! added to them or finishes the game (then nothing is left to keep), and the parts counted
//! never exceed the parts known.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use tablemate::share::{self, draft, Received};

pub fn check(data: &[u8]) {
    let mut parts = shared::parts(data);
    let code = parts.next().and_then(shared::text).unwrap_or("");
    let stored = parts.next().and_then(shared::text);
    let kept = draft::kept(stored);
    match draft::kept_text(&kept) {
        Some(text) => assert_eq!(draft::kept(Some(&text)), kept, "{text}"),
        None => assert!(kept.is_empty()),
    }

    let read = share::read(code);
    let mut taken = draft::Draft::default();
    taken.take(code, read.clone(), || kept.clone());
    let (done, of) = taken.progress;
    assert!(done <= of && done <= taken.parts.len());
    assert_eq!(taken.missing.len(), of - done);
    assert!(taken.missing.iter().all(|&n| (1..=of).contains(&n)));
    if taken.parts.is_empty() {
        assert_eq!((done, of), (0, 0));
    }
    match read {
        Err(why) => {
            assert_eq!(taken.error, Some(why));
            assert_eq!(taken.parts, kept, "a refused code keeps the parts in");
            assert!(taken.incoming.is_none());
        }
        Ok(Received::Game(game)) => {
            assert_eq!(taken.incoming, Some(*game));
            assert_eq!(taken.parts, kept, "a whole game keeps a sequence's parts");
            assert!(taken.error.is_none());
        }
        Ok(Received::Part(_)) => match (&taken.incoming, &taken.error) {
            (Some(_), None) => assert!(taken.parts.is_empty(), "nothing to keep"),
            (None, Some(_)) => assert_eq!(taken.parts, kept, "a refused part keeps the rest"),
            (None, None) => {
                assert_eq!(taken.parts[..kept.len()], kept[..]);
                assert_eq!(taken.parts[kept.len()..], [code.to_string()]);
                assert!(done >= 1);
            }
            (Some(_), Some(_)) => panic!("a game and a refusal at once"),
        },
    }
}

shared::target!(check);
