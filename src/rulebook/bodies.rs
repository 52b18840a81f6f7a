//! The bodies of the rule entries: the bulk of the reference's text, kept out of the web
//! build's wasm so a first visit downloads less. `build.rs` writes every body, entry by entry
//! in the languages' order (English, Vietnamese, Chinese), into one file separated by U+001E.
//! Native builds compile the file in; the web build fetches it on the first search or "?" and
//! hands it to [`install`]. Until then entries show their titles and search finds nothing, so
//! the screens ask [`ready`] first.

use std::fmt;
use std::sync::OnceLock;

use super::content::{BODIES_FILE, BODY_COUNT};
use super::{Lang, Text};

/// Between two bodies in the file (see `build.rs`).
const SEPARATOR: char = '\u{1e}';

/// Why a bodies file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BodiesError {
    /// The file holds another number of bodies than this build's entries: it comes from
    /// another build (a proxy's stale copy) or was cut short.
    Count { found: usize, expected: usize },
    /// A body is empty: the file was damaged.
    Empty { at: usize },
}

impl fmt::Display for BodiesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BodiesError::Count { found, expected } => {
                write!(f, "the rule text holds {found} parts, not {expected}")
            }
            BodiesError::Empty { at } => write!(f, "part {at} of the rule text is empty"),
        }
    }
}

/// The bodies, three per entry.
struct Bodies(Vec<Text>);

static BODIES: OnceLock<Bodies> = OnceLock::new();

fn parse(text: &'static str) -> Result<Bodies, BodiesError> {
    let parts: Vec<&'static str> = text.split(SEPARATOR).collect();
    if parts.len() != BODY_COUNT {
        return Err(BodiesError::Count {
            found: parts.len(),
            expected: BODY_COUNT,
        });
    }
    if let Some(at) = parts.iter().position(|p| p.trim().is_empty()) {
        return Err(BodiesError::Empty { at });
    }
    Ok(Bodies(
        parts
            .chunks_exact(Lang::ALL.len())
            .map(|c| Text {
                en: c[0],
                vi: c[1],
                zh: c[2],
            })
            .collect(),
    ))
}

/// The name the web build serves the bodies file under, beside the wasm.
pub fn file_name() -> &'static str {
    BODIES_FILE
}

/// Takes the bodies file's text (fetched by the web build). A second call after a success
/// changes nothing; a refused file leaves the reference as it was, so a retry can follow.
pub fn install(text: &'static str) -> Result<(), BodiesError> {
    let bodies = parse(text)?;
    let _ = BODIES.set(bodies);
    Ok(())
}

fn loaded() -> Option<&'static Bodies> {
    #[cfg(not(target_arch = "wasm32"))]
    if BODIES.get().is_none() {
        // Compiled in: build.rs wrote it for these very entries, so it always parses.
        let _ = install(include_str!(concat!(env!("OUT_DIR"), "/rule_bodies.txt")));
    }
    BODIES.get()
}

/// Whether the bodies are here: always on native builds, after [`install`] on the web.
pub fn ready() -> bool {
    loaded().is_some()
}

/// The body `index` in every language; empty text until the bodies are here.
pub(super) fn body(index: usize) -> Text {
    const NONE: Text = Text {
        en: "",
        vi: "",
        zh: "",
    };
    loaded()
        .and_then(|b| b.0.get(index).copied())
        .unwrap_or(NONE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_of_another_length_or_with_a_hole_is_refused() {
        assert_eq!(
            parse("one\u{1e}two").err(),
            Some(BodiesError::Count {
                found: 2,
                expected: BODY_COUNT
            })
        );
        let mut parts = vec!["text"; BODY_COUNT];
        parts[4] = " ";
        let text: &'static str = parts.join("\u{1e}").leak();
        assert_eq!(parse(text).err(), Some(BodiesError::Empty { at: 4 }));
    }

    #[test]
    fn the_compiled_file_gives_every_entry_its_three_bodies() {
        assert!(ready());
        let count = super::super::all_entries().count();
        assert_eq!(count * 3, BODY_COUNT);
        assert!(file_name().starts_with("rules-") && file_name().ends_with(".txt"));
    }
}
