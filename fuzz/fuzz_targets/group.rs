//! The remembered players' stored text (`group::format`) on untrusted input:
//! `scripts/fuzz.sh group`. A group read back is the group written: decoding, encoding and
//! decoding again gives the same group and the same text; the group read keeps its limits
//! (names trimmed, none empty, too long or twice, at most `MAX_REMEMBERED`); a text that is
//! not a group is kept as found with its typed reason, never taken for an empty group.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use tablemate::group::format::{self, GroupError, Kept};
use tablemate::group::{same_name, Group, MAX_REMEMBERED};
use tablemate::rules::players::MAX_NAME_CHARS;

pub fn check(data: &[u8]) {
    let Some(text) = shared::text(data) else {
        return;
    };
    match format::decode(text) {
        Ok(group) => {
            kept_to_its_limits(&group);
            let written = format::encode(&group);
            assert_eq!(format::decode(&written).as_ref(), Ok(&group), "{written}");
            assert_eq!(format::encode(&format::decode(&written).unwrap()), written);
            assert_eq!(Kept::read(Some(text)), Kept::Group(group.clone()));
            // What the group becomes as a game starts keeps the same limits.
            let mut played = group.clone();
            let seated: Vec<_> = group.players().iter().rev().cloned().collect();
            played.played(&seated);
            kept_to_its_limits(&played);
        }
        Err(error) => {
            if let GroupError::TooLarge { bytes } = error {
                assert_eq!(bytes, text.len());
            }
            let kept = Kept::read(Some(text));
            assert_eq!(
                kept,
                Kept::Unreadable {
                    text: text.to_string(),
                    error
                }
            );
            assert_eq!(kept.group(), None);
        }
    }
}

fn kept_to_its_limits(group: &Group) {
    let players = group.players();
    assert!(players.len() <= MAX_REMEMBERED);
    for (i, p) in players.iter().enumerate() {
        assert_eq!(p.name.trim(), p.name);
        assert!(!p.name.is_empty() && p.name.chars().count() <= MAX_NAME_CHARS);
        assert!(!players[..i].iter().any(|q| same_name(&q.name, &p.name)));
    }
}

shared::target!(check);
