//! The other languages' words files (`words`) and the templates in them on untrusted input:
//! `scripts/fuzz.sh words`. A file is read only at the length the tables expect, refused
//! otherwise with the length it has; the words read give the file back; every word's
//! template either splits into pieces that, written again, split the same, or is refused; and
//! filling it never fails, whatever it names.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use tablemate::words::template::{fill, pieces, Piece};
use tablemate::words::{join, Words, WordsError, SEPARATOR};

pub fn check(data: &[u8]) {
    let Some(text) = shared::text(data) else {
        return;
    };
    let count = text.split(SEPARATOR).count();
    for expected in [count - 1, count + 1] {
        assert_eq!(
            Words::read(text, expected).err(),
            Some(WordsError::Count {
                found: count,
                expected
            })
        );
    }
    let mut words = Words::read(text, count).expect("the file's own length");
    let read: Vec<&str> = (0..count).map(|_| words.next()).collect();
    assert_eq!(words.next(), "", "nothing past the end");
    assert_eq!(join(&read), text);

    for word in read {
        let mut again = String::new();
        let mut names = Vec::new();
        let mut whole = true;
        for piece in pieces(word) {
            match piece {
                Ok(Piece::Text(text)) => again.push_str(text),
                Ok(Piece::Brace(brace)) => {
                    again.push(brace);
                    again.push(brace);
                }
                Ok(Piece::Arg { name, spec }) => {
                    again.push('{');
                    again.push_str(name);
                    if !spec.is_empty() {
                        again.push(':');
                        again.push_str(spec);
                    }
                    again.push('}');
                    names.push(name);
                }
                Err(_) => whole = false,
            }
        }
        // `{n:}` and `{n}` are one piece: the pieces, written again, give the same pieces.
        if whole {
            let read: Vec<_> = pieces(word).collect();
            assert_eq!(pieces(&again).collect::<Vec<_>>(), read, "{word:?}");
        }
        // Numbers, a fraction and text for whatever it names, and nothing at all.
        let values: [&dyn std::fmt::Display; 3] = [&-7i64, &2.25f64, &"Ana"];
        for value in values {
            let args: Vec<(&str, &dyn std::fmt::Display)> =
                names.iter().map(|&name| (name, value)).collect();
            fill(word, &args);
        }
        let filled = fill(word, &[]);
        if !word.contains(['{', '}']) {
            assert_eq!(filled, word);
        }
    }
}

shared::target!(check);
