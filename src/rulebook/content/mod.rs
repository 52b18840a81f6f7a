//! The rule reference's content, one file per game family. Every entry holds its three
//! languages side by side; the words are ours (never the seed sheets' sentences).

use super::{Entry, Text};
use crate::session::GameKind;

mod carcassonne;
mod catan;
mod jamaica;
mod scorepad;

/// Every game's entries, in the order the reference lists them.
pub(super) const ALL: [&[Entry]; 4] = [
    scorepad::ENTRIES,
    catan::ENTRIES,
    jamaica::ENTRIES,
    carcassonne::ENTRIES,
];

/// An entry: id, game, related ids, then `[title, body]` in English, Vietnamese and
/// Traditional Chinese.
pub(super) const fn e(
    id: &'static str,
    game: GameKind,
    related: &'static [&'static str],
    en: [&'static str; 2],
    vi: [&'static str; 2],
    zh: [&'static str; 2],
) -> Entry {
    Entry {
        id,
        game,
        title: Text {
            en: en[0],
            vi: vi[0],
            zh: zh[0],
        },
        body: Text {
            en: en[1],
            vi: vi[1],
            zh: zh[1],
        },
        related,
    }
}
