//! The words files of the languages other than English: every word of a language's table, in
//! the order the generated loaders read them (`build.rs`, `ui::text::loaded`), one file per
//! language with [`SEPARATOR`] between two words.
//!
//! `build.rs` writes them with [`join`] (and refuses a word holding the separator); the web
//! build fetches one when the phone's language needs it, so a file may come cut short, from
//! another build's cache or damaged. [`Words::read`] refuses a file of another number of words
//! before any word is taken, and a word's placeholders are filled by [`template::fill`], which
//! leaves out what it cannot read. Pure, so the fuzzer reads files as the app would.

use std::fmt;

pub mod template;

/// Between two words in a language's words file: a character no sentence holds.
pub const SEPARATOR: char = '\u{1e}';

/// The words file of `words`, in order. No word may hold [`SEPARATOR`].
pub fn join<S: AsRef<str>>(words: &[S]) -> String {
    let words: Vec<&str> = words.iter().map(AsRef::as_ref).collect();
    words.join(SEPARATOR.encode_utf8(&mut [0; 4]))
}

/// A words file read in order by the generated `load` functions.
pub struct Words<'a> {
    rest: Option<&'a str>,
}

impl<'a> Words<'a> {
    /// The words of `text`, a file that must hold exactly `expected` of them (the number the
    /// tables of this build read).
    pub fn read(text: &'a str, expected: usize) -> Result<Words<'a>, WordsError> {
        let found = text.split(SEPARATOR).count();
        if found != expected {
            return Err(WordsError::Count { found, expected });
        }
        Ok(Words { rest: Some(text) })
    }

    /// The next word; empty past the end ([`Words::read`] counted them, so the loaders do not
    /// reach it). Never inlined: the loaders call it once per word, some 1,600 calls.
    #[inline(never)]
    #[allow(clippy::should_implement_trait)] // never ends: an iterator would say when it does
    pub fn next(&mut self) -> &'a str {
        let Some(rest) = self.rest else {
            return "";
        };
        match rest.split_once(SEPARATOR) {
            Some((word, after)) => {
                self.rest = Some(after);
                word
            }
            None => {
                self.rest = None;
                rest
            }
        }
    }
}

/// Why a words file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsError {
    /// Another number of words than this build's tables: a file of another build, or cut short.
    Count { found: usize, expected: usize },
}

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WordsError::Count { found, expected } => {
                write!(f, "the words file holds {found} words, not {expected}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_gives_back_its_words_in_order_then_nothing() {
        let file = join(&["Trò chơi", "", "{name} thắng"]);
        let mut words = Words::read(&file, 3).unwrap();
        assert_eq!(
            [words.next(), words.next(), words.next()],
            ["Trò chơi", "", "{name} thắng"]
        );
        assert_eq!(words.next(), "");
        assert_eq!(words.next(), "");
    }

    #[test]
    fn a_file_of_another_length_is_refused() {
        let file = join(&["a", "b"]);
        let refused = Words::read(&file, 3).err();
        assert_eq!(
            refused,
            Some(WordsError::Count {
                found: 2,
                expected: 3
            })
        );
        assert_eq!(
            refused.unwrap().to_string(),
            "the words file holds 2 words, not 3"
        );
        // An empty file is one empty word.
        assert!(Words::read("", 1).is_ok());
        assert!(Words::read("", 0).is_err());
    }
}
