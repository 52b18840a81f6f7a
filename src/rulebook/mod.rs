//! The rule reference: every rule of every game the app supports, in English, Vietnamese and
//! Traditional Chinese, looked up by id (refusals and the "?" buttons name an id) or found by
//! search.
//!
//! Pure like `rules/`: no Dioxus, no I/O. The content is data in `content/*.toml`, one file per
//! game family; each entry carries its three languages side by side, so an entry without a
//! translation fails the build, and the tests check that none is empty, that every related id
//! exists and that every rule id a rules module can name has an entry. The titles are compiled
//! in; the bodies come from [`bodies`] (compiled in natively, fetched on the web).
//!
//! The words are ours. The facts come from `docs/rules.md`; where the sources
//! leave a point open, the entry says what the app does (the choices documented in the rules
//! modules).

pub mod bodies;
mod content;
mod fold;
mod grams;
pub mod lang;
mod query;
mod search;
mod simplified;
mod stopwords;
mod synonyms;

use std::sync::OnceLock;

pub use lang::Lang;
pub use search::{Field, Hit, Mark, Rulebook, Scope};

use crate::session::GameKind;

/// One piece of text in every language of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub vi: &'static str,
    pub zh: &'static str,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Vi => self.vi,
            Lang::ZhHant => self.zh,
        }
    }
}

/// A rule entry as stored: the id is stable (saved links and refusals name it), the rest is
/// content.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Kebab-case, prefixed by the family (`catan-`, `jamaica-`, `carcassonne-`, `scorepad-`).
    pub id: &'static str,
    pub game: GameKind,
    pub title: Text,
    /// Where the body is in the bodies file ([`Entry::body`]).
    body: usize,
    /// Ids of entries worth reading next.
    pub related: &'static [&'static str],
}

impl Entry {
    /// Short paragraphs separated by a blank line; a line starting with "- " is a list item.
    /// Empty until [`bodies::ready`].
    pub fn body(&self) -> Text {
        bodies::body(self.body)
    }

    /// The entry in one language.
    pub fn view(&self, lang: Lang) -> EntryView {
        EntryView {
            id: self.id,
            game: self.game,
            lang,
            title: self.title.get(lang),
            body: self.body().get(lang),
            related: self.related,
        }
    }
}

/// An entry in one language, ready to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryView {
    pub id: &'static str,
    pub game: GameKind,
    pub lang: Lang,
    pub title: &'static str,
    pub body: &'static str,
    pub related: &'static [&'static str],
}

/// Every entry, in reading order: the score pad, Catan, Jamaica, Carcassonne, and within a
/// game from set-up to the end, then the variants and the clarifications.
pub fn all_entries() -> impl Iterator<Item = &'static Entry> {
    content::ALL.iter().flat_map(|game| game.iter())
}

fn find(id: &str) -> Option<&'static Entry> {
    all_entries().find(|e| e.id == id)
}

/// The entry `id` in `lang`, or `None` for an unknown id.
pub fn entry(id: &str, lang: Lang) -> Option<EntryView> {
    find(id).map(|e| e.view(lang))
}

/// Every entry of one game, in reading order: the table of contents of its rule reference.
pub fn entries_for(game: GameKind, lang: Lang) -> Vec<EntryView> {
    all_entries()
        .filter(|e| e.game == game)
        .map(|e| e.view(lang))
        .collect()
}

/// The rulebook's own copy of the id `id`, or `None` for an unknown id: a rule id read back
/// from outside (a history entry after a reload) becomes the `'static` id the app passes on.
/// Read from the list of ids alone, so the app's start, which asks it, holds no entry: the
/// titles and links come with the screens that show them (the rule sheet is in the rules'
/// part of the split web build).
pub fn static_id(id: &str) -> Option<&'static str> {
    content::IDS.iter().copied().find(|known| *known == id)
}

/// The ids related to `id` (empty for an unknown id).
pub fn related(id: &str) -> &'static [&'static str] {
    find(id).map_or(&[], |e| e.related)
}

/// The shared search index, built on first use once the bodies are here ([`bodies::ready`]).
pub fn rulebook() -> Option<&'static Rulebook> {
    static BOOK: OnceLock<Rulebook> = OnceLock::new();
    if !bodies::ready() {
        return None;
    }
    Some(BOOK.get_or_init(Rulebook::new))
}

/// Searches titles and bodies in every language, `lang` (the phone's) first, within `scope`. Best hits first; nothing before the bodies are here. See
/// [`Rulebook::search`].
pub fn search(query: &str, lang: Lang, scope: Scope) -> Vec<Hit> {
    rulebook().map_or_else(Vec::new, |book| book.search(query, lang, scope))
}

#[cfg(test)]
mod tests;
