//! Search over the rule reference.
//!
//! The index ([`Rulebook::new`]) normalises every title and body once, in every language
//! (lower case, Vietnamese and other Latin diacritics folded, see `fold.rs`) and lists the
//! Latin-script words of each for the typo-tolerant pass. A query is normalised the same way
//! and split into terms; an entry matches when every term is found in its title or body, as a
//! substring (so Chinese needs no word splitting and "knight" finds "knights") or, for a
//! Latin-script term of 4 letters or more, as a whole word one edit away (a letter missing,
//! added, changed, or two letters swapped). Vietnamese needs 5 letters: its syllables are
//! short once folded, and a 4-letter one ("thue") is one edit from dozens of others ("the",
//! "thuc", "thu"...), so forgiving a slip there buries the answer in noise.
//!
//! Ranking, best first: a term in the title outweighs any number of body hits; an exact hit
//! outweighs a fuzzy one in the same field; a hit at the start of a word outweighs one inside
//! a word; a hit with the very accents typed ("cầu") outweighs one that only folds the same
//! ("câu"); the whole query found as a phrase adds a bonus; ties keep reading order.

use std::ops::Range;

use super::fold::{normalise, normalise_mapped, Normalised};
use super::{all_entries, Entry, Lang};
use crate::session::GameKind;

/// What a search looks through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scope {
    /// Only this game's entries; `None` searches every game.
    pub game: Option<GameKind>,
    /// Also match the English text when the language is not English (players often know the
    /// English name of a card or piece). Hits in English say so in [`Hit::lang`].
    pub also_english: bool,
}

impl Scope {
    /// One game's entries: the default on a game screen.
    pub fn game(game: GameKind) -> Scope {
        Scope {
            game: Some(game),
            also_english: false,
        }
    }

    /// Every game's entries: the "search everything" switch.
    pub fn everything() -> Scope {
        Scope {
            game: None,
            also_english: false,
        }
    }

    /// The same scope, also matching the English text.
    pub fn with_english(self) -> Scope {
        Scope {
            also_english: true,
            ..self
        }
    }
}

/// Where the best match of a hit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Title,
    Body,
}

/// A highlighted range of a text, as byte offsets (on char boundaries: slice the `&str` with
/// it) and as char offsets (for a UI that counts characters).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    pub bytes: Range<usize>,
    pub chars: Range<usize>,
}

impl Mark {
    fn new(text: &str, bytes: Range<usize>) -> Mark {
        let start = text[..bytes.start].chars().count();
        let len = text[bytes.clone()].chars().count();
        Mark {
            bytes,
            chars: start..start + len,
        }
    }
}

/// One search result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hit {
    pub id: &'static str,
    pub game: GameKind,
    /// The language of the text that matched: the one asked for, or English when the scope
    /// also searches English and only the English text matched.
    pub lang: Lang,
    /// The entry's title in the language asked for.
    pub title: &'static str,
    /// The match in `title`, when the title matched in the language asked for.
    pub title_mark: Option<Mark>,
    /// A short extract of the body (in `lang`) around the first body match, or its opening
    /// when only the title matched. Line breaks are flattened to spaces; "…" marks a cut.
    pub snippet: String,
    /// The match in `snippet`.
    pub snippet_mark: Option<Mark>,
    /// Where the best match is.
    pub field: Field,
    /// Some term matched only with a typo allowed.
    pub fuzzy: bool,
    /// The ranking score (higher first); only meaningful to compare hits of one search.
    pub score: u32,
}

/// A title or body, normalised once, with its Latin-script words for the fuzzy pass.
#[derive(Debug)]
struct Indexed {
    original: &'static str,
    norm: Normalised,
    /// Byte ranges in `norm.text` of words made of ASCII letters only (after folding), 3 to
    /// [`MAX_TERM`] letters long.
    words: Vec<(u32, u32)>,
}

impl Indexed {
    fn new(original: &'static str) -> Indexed {
        let norm = normalise_mapped(original);
        let mut words = Vec::new();
        let mut start = None;
        let mut ascii = true;
        for (i, c) in norm.text.char_indices().chain([(norm.text.len(), ' ')]) {
            if c.is_alphanumeric() {
                start.get_or_insert(i);
                ascii &= c.is_ascii_lowercase();
            } else {
                if let Some(s) = start.take() {
                    if ascii && (3..=MAX_TERM).contains(&(i - s)) {
                        words.push((s as u32, i as u32));
                    }
                }
                ascii = true;
            }
        }
        Indexed {
            original,
            norm,
            words,
        }
    }
}

#[derive(Debug)]
struct Doc {
    entry: &'static Entry,
    /// Per language, in [`Lang::ALL`] order.
    title: [Indexed; 3],
    body: [Indexed; 3],
}

/// The search index over the whole rule reference. Build it once (the module's
/// [`super::rulebook`] keeps a shared one) and query it as often as needed.
#[derive(Debug)]
pub struct Rulebook {
    docs: Vec<Doc>,
}

impl Default for Rulebook {
    fn default() -> Self {
        Rulebook::new()
    }
}

/// The longest term considered, in bytes; longer terms are cut (a pasted paragraph still
/// searches, in bounded time).
const MAX_TERM: usize = 48;
/// The most terms a query is split into.
const MAX_TERMS: usize = 8;
/// The fewest letters a term needs before a typo is forgiven.
const FUZZY_MIN: usize = 4;
/// The same in Vietnamese text (see the module docs).
const FUZZY_MIN_VI: usize = 5;

/// How a term matched one field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Found {
    /// Byte range in the normalised text.
    start: usize,
    end: usize,
    fuzzy: bool,
    word_start: bool,
    /// The original text has the very letters typed, accents included.
    as_typed: bool,
}

impl Found {
    fn weight(self, field: Field) -> u32 {
        let base = match (self.fuzzy, self.word_start) {
            (false, true) => 12,
            (false, false) => 10,
            (true, _) => 4,
        } + u32::from(self.as_typed);
        match field {
            Field::Title => base * 10,
            Field::Body => base,
        }
    }
}

/// A term of the query.
struct Term {
    text: String,
    /// The term as typed, only lower-cased (accents kept), when it folds to `text` char for
    /// char; empty otherwise.
    typed: String,
    /// Made of ASCII letters only (after folding): eligible for the typo-tolerant pass.
    latin: bool,
}

impl Term {
    fn fuzzy(&self, lang: Lang) -> bool {
        let min = match lang {
            Lang::Vi => FUZZY_MIN_VI,
            _ => FUZZY_MIN,
        };
        self.latin && self.text.len() >= min
    }
}

fn terms(query: &str) -> (Vec<Term>, String) {
    let norm = normalise(query);
    // The query lower-cased but not folded, split the same way, to recognise hits with the
    // accents as typed. Folding keeps one char per char for the letters that matter here, so
    // the pieces line up; when they do not, `typed` stays empty and no bonus is given.
    let lower: String = query.chars().flat_map(char::to_lowercase).collect();
    let mut typed_pieces = lower
        .split(|c: char| !c.is_alphanumeric() && !is_mark(c))
        .filter(|p| !p.is_empty());
    let mut out: Vec<Term> = Vec::new();
    for raw in norm.split(|c: char| !c.is_alphanumeric()) {
        if raw.is_empty() {
            continue;
        }
        let mut end = raw.len().min(MAX_TERM);
        while !raw.is_char_boundary(end) {
            end -= 1;
        }
        let text = &raw[..end];
        let typed = typed_pieces
            .next()
            .filter(|p| p.chars().count() == raw.chars().count() && end == raw.len())
            .unwrap_or("")
            .to_owned();
        if out.iter().any(|t| t.text == text) {
            continue;
        }
        out.push(Term {
            text: text.to_owned(),
            typed,
            latin: text.bytes().all(|b| b.is_ascii_lowercase()),
        });
        if out.len() == MAX_TERMS {
            break;
        }
    }
    let phrase = out
        .iter()
        .map(|t| t.text.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    (out, phrase)
}

/// Whether two ASCII words are at most one edit apart (optimal string alignment: a letter
/// added, dropped or changed, or two neighbours swapped).
fn within_one(a: &[u8], b: &[u8]) -> bool {
    if a.len().abs_diff(b.len()) > 1 {
        return false;
    }
    // Skip the common prefix, then the first difference decides the only edits possible.
    let p = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[p..], &b[p..]);
    match (a.len(), b.len()) {
        (0, 0) => true,
        (x, y) if x == y => {
            // Substitution, or a swap of two neighbours.
            a[1..] == b[1..] || (x >= 2 && a[0] == b[1] && a[1] == b[0] && a[2..] == b[2..])
        }
        (x, y) if x > y => a[1..] == *b,
        _ => b[1..] == *a,
    }
}

fn is_mark(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036F}')
}

fn is_word_start(text: &str, at: usize) -> bool {
    text[..at]
        .chars()
        .next_back()
        .is_none_or(|c| !c.is_alphanumeric())
}

/// Whether the original text of a match has the letters as typed, accents included.
fn as_typed(field: &Indexed, term: &Term, start: usize, end: usize) -> bool {
    if term.typed.is_empty() {
        return false;
    }
    let (a, b) = field.norm.original_range(field.original, start, end);
    field.original[a..b]
        .chars()
        .flat_map(char::to_lowercase)
        .eq(term.typed.chars())
}

/// The best match of `term` in `field`: a word start with the accents as typed, else a word
/// start, else the first match; the typo-tolerant pass only when there is no exact match.
fn find(field: &Indexed, term: &Term, lang: Lang) -> Option<Found> {
    let text = &field.norm.text;
    let mut best: Option<Found> = None;
    for (at, _) in text.match_indices(term.text.as_str()) {
        let end = at + term.text.len();
        let found = Found {
            start: at,
            end,
            fuzzy: false,
            word_start: is_word_start(text, at),
            as_typed: as_typed(field, term, at, end),
        };
        if found.word_start && found.as_typed {
            return Some(found);
        }
        if best.is_none_or(|b| found.weight(Field::Body) > b.weight(Field::Body)) {
            best = Some(found);
        }
    }
    if best.is_some() || !term.fuzzy(lang) {
        return best;
    }
    let t = term.text.as_bytes();
    field.words.iter().find_map(|&(s, e)| {
        let (s, e) = (s as usize, e as usize);
        within_one(t, &text.as_bytes()[s..e]).then_some(Found {
            start: s,
            end: e,
            fuzzy: true,
            word_start: true,
            as_typed: false,
        })
    })
}

/// One entry scored in one language.
struct Scored {
    score: u32,
    fuzzy: bool,
    title: Option<Found>,
    body: Option<Found>,
    best: Field,
}

fn score(
    title: &Indexed,
    body: &Indexed,
    terms: &[Term],
    phrase: &str,
    lang: Lang,
) -> Option<Scored> {
    let mut total = 0;
    let mut fuzzy = false;
    let mut title_mark: Option<Found> = None;
    let mut body_mark: Option<Found> = None;
    let mut best = Field::Body;
    for term in terms {
        let t = find(title, term, lang);
        let b = find(body, term, lang);
        let tw = t.map_or(0, |f| f.weight(Field::Title));
        let bw = b.map_or(0, |f| f.weight(Field::Body));
        if tw == 0 && bw == 0 {
            return None;
        }
        if tw >= bw {
            best = Field::Title;
            fuzzy |= t.is_some_and(|f| f.fuzzy);
        } else {
            fuzzy |= b.is_some_and(|f| f.fuzzy);
        }
        total += tw.max(bw);
        // Mark the first term found, preferring an exact hit.
        if let Some(t) = t {
            if title_mark.is_none_or(|m| m.fuzzy && !t.fuzzy) {
                title_mark = Some(t);
            }
        }
        if let Some(b) = b {
            if body_mark.is_none_or(|m| m.fuzzy && !b.fuzzy) {
                body_mark = Some(b);
            }
        }
    }
    if terms.len() > 1 {
        if title.norm.text.contains(phrase) {
            total += 50;
        } else if body.norm.text.contains(phrase) {
            total += 5;
        }
    }
    Some(Scored {
        score: total,
        fuzzy,
        title: title_mark,
        body: body_mark,
        best,
    })
}

/// Characters of context kept before a body match.
const BEFORE: usize = 40;
/// Characters a snippet holds at most, match included.
const SNIPPET: usize = 120;

/// A snippet of `body` around the original byte range `at` (or its opening), with the match's
/// range in the snippet.
fn snippet(body: &str, at: Option<(usize, usize)>) -> (String, Option<Range<usize>>) {
    let (a, b) = at.unwrap_or((0, 0));
    // Start: up to BEFORE chars back, moved forward to a word start when cut mid-text.
    let mut start = a;
    for (i, (pos, _)) in body[..a].char_indices().rev().enumerate() {
        if i == BEFORE {
            break;
        }
        start = pos;
    }
    let cut_front = start > 0;
    if cut_front {
        if let Some(space) = body[start..a].find(char::is_whitespace) {
            start += space + 1;
        }
    }
    let used = body[start..b].chars().count();
    let mut end = b;
    for (i, (pos, c)) in body[b..].char_indices().enumerate() {
        if used + i >= SNIPPET {
            break;
        }
        end = b + pos + c.len_utf8();
    }
    let cut_back = end < body.len();
    if cut_back {
        if let Some(space) = body[b..end].rfind(char::is_whitespace) {
            end = b + space;
        }
    }
    let mut out = String::with_capacity(end - start + 8);
    if cut_front {
        out.push('…');
    }
    let mut mark = None;
    let mut mark_start = 0;
    let mut last_space = cut_front;
    for (pos, c) in body[start..end].char_indices() {
        let pos = start + pos;
        if at.is_some() && pos == a {
            mark_start = out.len();
        }
        if c.is_whitespace() {
            if !last_space {
                out.push(' ');
            }
            last_space = true;
        } else {
            out.push(c);
            last_space = false;
        }
        if at.is_some() && pos + c.len_utf8() == b {
            mark = Some(mark_start..out.len());
        }
    }
    let trimmed = out.trim_end().len();
    out.truncate(trimmed);
    if cut_back {
        out.push('…');
    }
    (out, mark)
}

fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Vi => 1,
        Lang::ZhHant => 2,
    }
}

impl Rulebook {
    /// Normalises every title and body of every entry in every language.
    pub fn new() -> Rulebook {
        let docs = all_entries()
            .map(|entry| Doc {
                entry,
                title: Lang::ALL.map(|l| Indexed::new(entry.title.get(l))),
                body: Lang::ALL.map(|l| Indexed::new(entry.body.get(l))),
            })
            .collect();
        Rulebook { docs }
    }

    /// The entries matching every term of `query`, best first (see the module docs for the
    /// ranking). An empty query (or one of punctuation only) finds nothing.
    pub fn search(&self, query: &str, lang: Lang, scope: Scope) -> Vec<Hit> {
        let (terms, phrase) = terms(query);
        if terms.is_empty() {
            return Vec::new();
        }
        let mut langs = vec![lang];
        if scope.also_english && lang != Lang::En {
            langs.push(Lang::En);
        }
        let mut scored: Vec<(usize, Lang, Scored)> = Vec::new();
        for (order, doc) in self.docs.iter().enumerate() {
            if scope.game.is_some_and(|g| g != doc.entry.game) {
                continue;
            }
            let best = langs
                .iter()
                .filter_map(|&l| {
                    let i = lang_index(l);
                    score(&doc.title[i], &doc.body[i], &terms, &phrase, l).map(|s| (l, s))
                })
                .max_by_key(|(l, s)| (s.score, *l == lang));
            if let Some((l, s)) = best {
                scored.push((order, l, s));
            }
        }
        scored.sort_by(|x, y| {
            y.2.score
                .cmp(&x.2.score)
                .then(x.2.fuzzy.cmp(&y.2.fuzzy))
                .then(x.0.cmp(&y.0))
        });
        scored
            .into_iter()
            .map(|(order, l, s)| self.hit(order, lang, l, s))
            .collect()
    }

    fn hit(&self, order: usize, asked: Lang, lang: Lang, s: Scored) -> Hit {
        let doc = &self.docs[order];
        let i = lang_index(lang);
        let title_mark = s.title.filter(|_| lang == asked).map(|f| {
            let t = &doc.title[i];
            let (a, b) = t.norm.original_range(t.original, f.start, f.end);
            Mark::new(t.original, a..b)
        });
        let body = &doc.body[i];
        let at = s
            .body
            .map(|f| body.norm.original_range(body.original, f.start, f.end));
        let (snippet, range) = snippet(body.original, at);
        let snippet_mark = range.map(|r| Mark::new(&snippet, r));
        Hit {
            id: doc.entry.id,
            game: doc.entry.game,
            lang,
            title: doc.entry.title.get(asked),
            title_mark,
            snippet,
            snippet_mark,
            field: s.best,
            fuzzy: s.fuzzy,
            score: s.score,
        }
    }
}

#[cfg(test)]
mod unit {
    use super::*;

    #[test]
    fn one_edit_apart() {
        let w = |a: &str, b: &str| within_one(a.as_bytes(), b.as_bytes());
        assert!(w("robber", "robber"));
        assert!(w("robbr", "robber"));
        assert!(w("robbber", "robber"));
        assert!(w("rubber", "robber"));
        assert!(w("rbober", "robber"));
        assert!(!w("rbbr", "robber"));
        assert!(w("knight", "night"));
        assert!(!w("bridge", "ridges"));
    }

    #[test]
    fn snippets_cut_on_words_and_mark_the_match() {
        let body = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty";
        let at = body.find("twelve").unwrap();
        let (s, m) = snippet(body, Some((at, at + 6)));
        let m = m.unwrap();
        assert_eq!(&s[m], "twelve");
        assert!(s.starts_with('…') || s.starts_with("one"));
        let (s, m) = snippet("Line one.\n\n- item", None);
        assert_eq!(s, "Line one. - item");
        assert!(m.is_none());
    }
}
