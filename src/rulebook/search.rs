//! Search over the rule reference.
//!
//! The index ([`Rulebook::new`]) normalises every title and body once, in every language
//! (lower case, Vietnamese and other Latin diacritics folded, see `fold.rs`) and lists the
//! Latin-script words of each for the typo-tolerant pass. A query is read into its meaningful
//! terms (`query.rs`: stop words dropped, Chinese cut at its particles, a word of a synonym
//! group standing for the group). An entry matches when at least one term is found in its
//! title or body, as a substring (so Chinese needs no word splitting and "knight" finds
//! "knights"), through one of its synonyms (at a word start, with the synonym's own accents),
//! or, for a Latin-script term of 4 letters or more that no entry in scope holds as typed, as a
//! whole word one edit away (a letter missing, added, changed, or two letters swapped): a word
//! the reference uses is taken as spelled right. Vietnamese needs 5 letters: its syllables
//! are short once folded, and a 4-letter one ("thue") is one edit from dozens of others ("the",
//! "thuc", "thu"...), so forgiving a slip there buries the answer in noise.
//!
//! Every language is searched, whatever the phone's: a Chinese question on an English phone
//! finds the Chinese text. The query is read once per language (that language's stop words
//! and synonyms, and the phone's stop words). The phone's language is always kept; another is
//! kept when the question reads at least as well in it (as large a share of its terms found,
//! typos aside: a slip is forgiven only in a language the question otherwise reads in, so
//! "thue", Vietnamese typed bare, does not find the English "the"), and its hits count 0.8 of
//! their score, so at equal merit the phone's language comes first. A word typed with accents is Vietnamese and is looked for in the Vietnamese
//! text only ("tàu" never finds "ma" in "Manual"). An entry keeps its best language: its title
//! is shown in the phone's language (the entry opens in it), its extract in the language that
//! matched, which [`Hit::lang`] names.
//!
//! Ranking, best first. Each term found counts by where and how: a hit in the title four
//! times a hit in the body; a hit at the start of a word (any hit in Chinese) over one inside
//! a word, which in Latin script is most often another word ("tie" in "cities"); the word as
//! typed over a synonym, a synonym over a typo; the very accents typed ("cầu") over letters
//! that only fold the same. Typed with accents, other accents make another Vietnamese word
//! ("dụng", to use, is not "dừng", to stop): such a hit counts less than a typo. Tones compare
//! per syllable, so both spellings in use match ("hòa", "hoà"), and a Vietnamese word start
//! is a whole syllable ("hoa" inside "hoặc" is not one). A term found in few entries counts
//! more than one found in most (its inverse document frequency within the scope), so
//! "buccaneer" outweighs "ship". The sum is scaled by the share of the query's terms the entry
//! holds, so entries matching more of the question come first; the whole query found as a
//! phrase adds a bonus, and so does each pair of its neighbouring words found side by side,
//! and each word beyond two of the longest run of them ("tàu ma dừng ở ô có" in the ghost's
//! fights); ties keep reading order. From a game ([`Scope::GameFirst`]) the game's hits come
//! first, after the other games' hits that hold more of the question than its best one and
//! score higher.
//!
//! A highlight covers whole words (a Vietnamese word is never cut, "th[ắn]g"), and never
//! leaves a combining mark outside; in Chinese it covers the characters matched.

use std::ops::Range;

use super::fold::{normalise_mapped, same_accents, Normalised};
use super::grams::Grams;
use super::query::{is_cjk, lang_index, Lexicon, Query, Term, MAX_TERM};
use super::{all_entries, Entry, Lang};
use crate::session::GameKind;

/// What a search looks through. Every search reads every language (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Every game's entries: the "search everything" switch, and the search from home.
    Everything,
    /// Only this game's entries.
    Game(GameKind),
    /// This game's entries first: the default on a game screen. Another game's hit comes
    /// before them only when it answers more of the question than the game's best hit and
    /// scores higher ("how many coins in the duel" asked from Jamaica); when the game holds
    /// nothing, every other game's hits follow.
    GameFirst(GameKind),
}

impl Scope {
    /// One game's entries only.
    pub fn game(game: GameKind) -> Scope {
        Scope::Game(game)
    }

    /// Every game's entries.
    pub fn everything() -> Scope {
        Scope::Everything
    }

    /// One game's entries first (see [`Scope::GameFirst`]).
    pub fn game_first(game: GameKind) -> Scope {
        Scope::GameFirst(game)
    }

    /// The game whose entries alone are searched, if any.
    pub fn only(self) -> Option<GameKind> {
        match self {
            Scope::Game(game) => Some(game),
            _ => None,
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
    /// The language of the text that matched: the one asked for, or another when the
    /// question is written in it (a Chinese question on an English phone).
    pub lang: Lang,
    /// The entry's title in the language asked for: the entry opens in that language.
    pub title: &'static str,
    /// The match in `title`, when the title matched in the language asked for.
    pub title_mark: Option<Mark>,
    /// A short extract of the body in `lang`, the language that matched, around the first
    /// body match, or its opening when only the title matched: the words that made the hit,
    /// in the language they were asked in. Line breaks are flattened to spaces; "…" marks a
    /// cut.
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
    /// The byte pairs of `norm.text`, to skip scanning for what it cannot hold.
    grams: Grams,
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
            grams: Grams::new(&norm.text),
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
    lexicon: Lexicon,
}

impl Default for Rulebook {
    fn default() -> Self {
        Rulebook::new()
    }
}

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
    /// Found through a synonym of the term, not the term itself.
    synonym: bool,
    word_start: bool,
    /// The original text has the very letters typed, accents included.
    as_typed: bool,
    /// Typed with accents, found with others: in Vietnamese another word ("dụng" for
    /// "dừng"), counted less than a typo, and less in a title than the word itself in a body.
    clash: bool,
}

/// How much more a hit in the title counts than one in the body: enough that a typo in the
/// title (4 × 4) still beats the best body hit (13), so a one-word query lists every title
/// hit first.
const TITLE: u32 = 4;

impl Found {
    fn weight(self, field: Field) -> u32 {
        let base = if self.clash {
            2
        } else if self.fuzzy {
            4
        } else if self.synonym {
            10
        } else if self.word_start {
            12
        } else {
            5
        } + u32::from(self.as_typed);
        match field {
            Field::Title => base * TITLE,
            Field::Body => base,
        }
    }
}

fn fuzzy_allowed(term: &Term, lang: Lang) -> bool {
    let min = match lang {
        Lang::Vi => FUZZY_MIN_VI,
        _ => FUZZY_MIN,
    };
    term.latin && term.text.len() >= min
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

/// Whether a match at `at` starts a word. Chinese has no word boundaries to honour, so every
/// match that starts on a Chinese character does.
fn is_word_start(text: &str, at: usize) -> bool {
    text[at..].chars().next().is_some_and(is_cjk)
        || text[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
}

fn is_word_end(text: &str, at: usize) -> bool {
    text[at..]
        .chars()
        .next()
        .is_none_or(|c| !c.is_alphanumeric())
}

/// Whether the original text of a match is `exact` once lower-cased, accents included (a
/// syllable's tone wherever it is written, see [`same_accents`]).
fn as_typed(field: &Indexed, exact: &str, start: usize, end: usize) -> bool {
    if exact.is_empty() {
        return false;
    }
    let (a, b) = field.norm.original_range(field.original, start, end);
    if exact.is_ascii() {
        // Nothing to compare but the letters (most queries, and every English one).
        return field.original[a..b].eq_ignore_ascii_case(exact);
    }
    let found: String = field.original[a..b]
        .chars()
        .flat_map(char::to_lowercase)
        .collect();
    same_accents(&found, exact)
}

/// The best match of `term` in `field`: a word start with the accents as typed, else a word
/// start, else the first match; else the first match of a synonym. In Vietnamese a word start
/// is a whole syllable: "hoa" typed is not "hoặc". A term typed with accents is Vietnamese and
/// is found in the Vietnamese text only.
fn find(field: &Indexed, term: &Term, lang: Lang) -> Option<Found> {
    if term.accented && lang != Lang::Vi {
        return None;
    }
    let text = &field.norm.text;
    let mut best: Option<Found> = None;
    let matches = field
        .grams
        .may_contain(&term.text)
        .then(|| text.match_indices(term.text.as_str()))
        .into_iter()
        .flatten();
    for (at, _) in matches {
        let end = at + term.text.len();
        let as_typed = as_typed(field, &term.typed, at, end);
        let found = Found {
            start: at,
            end,
            fuzzy: false,
            synonym: false,
            word_start: is_word_start(text, at) && (lang != Lang::Vi || is_word_end(text, end)),
            as_typed,
            clash: term.accented && !as_typed,
        };
        if found.word_start && found.as_typed {
            return Some(found);
        }
        if best.is_none_or(|b| found.weight(Field::Body) > b.weight(Field::Body)) {
            best = Some(found);
        }
    }
    best.or_else(|| find_synonym(field, term, lang))
}

/// A whole word of `field` one edit away from `term`, for a term the scope holds nowhere as
/// typed.
fn find_fuzzy(field: &Indexed, term: &Term) -> Option<Found> {
    let text = &field.norm.text;
    let t = term.text.as_bytes();
    field.words.iter().find_map(|&(s, e)| {
        let (s, e) = (s as usize, e as usize);
        within_one(t, &text.as_bytes()[s..e]).then_some(Found {
            start: s,
            end: e,
            fuzzy: true,
            synonym: false,
            word_start: true,
            as_typed: false,
            clash: false,
        })
    })
}

/// The first match of one of the term's synonyms: at a word start (a whole syllable in
/// Vietnamese, where "cầu" inside no other syllable could mean a bridge) and with the
/// synonym's own accents.
fn find_synonym(field: &Indexed, term: &Term, lang: Lang) -> Option<Found> {
    let text = &field.norm.text;
    term.alts.iter().find_map(|alt| {
        if !field.grams.may_contain(&alt.text) {
            return None;
        }
        text.match_indices(alt.text.as_str()).find_map(|(at, _)| {
            let end = at + alt.text.len();
            let bounded = alt.cjk
                || (is_word_start(text, at) && (lang != Lang::Vi || is_word_end(text, end)));
            (bounded && as_typed(field, &alt.exact, at, end)).then_some(Found {
                start: at,
                end,
                fuzzy: false,
                synonym: true,
                word_start: true,
                as_typed: false,
                clash: false,
            })
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
    /// Terms found, of how many.
    found: usize,
    terms: usize,
}

impl Scored {
    /// Whether it holds a larger share of its query's terms than `other` does of its own.
    fn covers_more(&self, other: &Scored) -> bool {
        self.found * other.terms > other.found * self.terms
    }
}

/// How a term matched the title and the body of one entry.
type Matched = (Option<Found>, Option<Found>);

/// What a whole query found as a phrase adds, in the title and in the body.
const PHRASE_TITLE: f32 = 48.0;
const PHRASE_BODY: f32 = 12.0;
/// What each pair of the query's neighbouring words found side by side adds, and each word
/// beyond two of the longest run of them (see [`runs`]).
const PAIR_TITLE: f32 = 24.0;
const PAIR_BODY: f32 = 8.0;
/// The query's words looked at for runs side by side.
const RUN_PIECES: usize = 12;
/// What a hit in another language than the phone's counts: the phone's language first at
/// equal merit.
const OTHER_LANG: f32 = 0.8;

/// How `text` holds the query's words side by side: how many pairs of neighbours (not two
/// stop words) it holds, each word in any of its forms, and the most words in a row it holds
/// ("tàu ma dừng ở ô có" says more than "dừng ở ô có" with "tàu ma" further on).
fn runs(text: &Indexed, query: &Query) -> (usize, usize) {
    let contains = |s: &str| text.grams.may_contain(s) && text.norm.text.contains(s);
    // A question's length: a pasted paragraph is not read for runs beyond it.
    let pieces = &query.pieces[..query.pieces.len().min(RUN_PIECES)];
    let (mut pairs, mut longest) = (0, 0);
    for i in 0..pieces.len() {
        // Every spelling of the run from `i` that the text holds.
        let mut run: Vec<String> = pieces[i]
            .forms
            .iter()
            .filter(|f| contains(f))
            .cloned()
            .collect();
        let mut len = 0;
        while !run.is_empty() {
            len += 1;
            let Some(next) = pieces.get(i + len) else {
                break;
            };
            let sep = if pieces[i + len - 1].cjk && next.cjk {
                ""
            } else {
                " "
            };
            run = run
                .iter()
                .flat_map(|r| next.forms.iter().map(move |f| format!("{r}{sep}{f}")))
                .filter(|r| contains(r))
                .collect();
        }
        if len >= 2 && !(pieces[i].stop && pieces[i + 1].stop) {
            pairs += 1;
        }
        longest = longest.max(len);
    }
    (pairs, longest)
}

/// What the query's words found side by side in `text` add (see [`runs`]).
fn runs_bonus(text: &Indexed, query: &Query, pair: f32) -> f32 {
    let (pairs, longest) = runs(text, query);
    (pairs + longest.saturating_sub(2)) as f32 * pair
}

/// Scores one entry from its terms' matches; `idf[k]` is the weight of term `k` (see the
/// module docs); `scale` weighs the language.
fn score(
    title: &Indexed,
    body: &Indexed,
    query: &Query,
    matched: &[Matched],
    idf: &[f32],
    scale: f32,
) -> Option<Scored> {
    let mut total = 0.0;
    let mut found = 0;
    let mut fuzzy = false;
    let mut title_mark: Option<Found> = None;
    let mut body_mark: Option<Found> = None;
    let mut best = Field::Body;
    for (&(t, b), &weight) in matched.iter().zip(idf) {
        let tw = t.map_or(0, |f| f.weight(Field::Title));
        let bw = b.map_or(0, |f| f.weight(Field::Body));
        if tw == 0 && bw == 0 {
            continue;
        }
        found += 1;
        if tw >= bw {
            best = Field::Title;
            fuzzy |= t.is_some_and(|f| f.fuzzy);
        } else {
            fuzzy |= b.is_some_and(|f| f.fuzzy);
        }
        total += tw.max(bw) as f32 * weight;
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
    if found == 0 {
        return None;
    }
    total *= found as f32 / matched.len() as f32;
    if query.several {
        if title.norm.text.contains(&query.phrase) {
            total += PHRASE_TITLE;
        } else if body.norm.text.contains(&query.phrase) {
            total += PHRASE_BODY;
        }
        total += runs_bonus(title, query, PAIR_TITLE).max(runs_bonus(body, query, PAIR_BODY));
    }
    Some(Scored {
        score: (total * scale * 10.0).round() as u32,
        fuzzy,
        title: title_mark,
        body: body_mark,
        best,
        found,
        terms: matched.len(),
    })
}

/// Whether `c` belongs to the word or letter before it: a letter or digit of a script written
/// with spaces, or a mark that combines with the letter before it (an accent typed apart, a
/// variation selector, a joiner).
fn joins(c: char) -> bool {
    (c.is_alphanumeric() && !is_cjk(c))
        || matches!(c, '\u{0300}'..='\u{036F}' | '\u{1AB0}'..='\u{1AFF}' | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}' | '\u{FE00}'..='\u{FE0F}' | '\u{FE20}'..='\u{FE2F}'
            | '\u{200C}' | '\u{200D}')
}

/// The byte range `a..b` of `text` widened to whole words: a highlight never cuts a word
/// ("thắng", never "th[ắn]g") nor a letter from its combining marks. Chinese, written without
/// spaces, keeps its characters as matched, with any marks that follow the last one.
fn widen(text: &str, a: usize, b: usize) -> Range<usize> {
    let latin = |c: char| c.is_alphanumeric() && !is_cjk(c);
    let mut start = a;
    if text[a..].chars().next().is_some_and(joins) {
        while let Some(c) = text[..start].chars().next_back() {
            if !joins(c) {
                break;
            }
            start -= c.len_utf8();
        }
    }
    let mut end = b;
    let ends_latin = text[..b].chars().next_back().is_some_and(latin);
    for c in text[b..].chars() {
        let mark = joins(c) && !c.is_alphanumeric();
        if !(mark || (ends_latin && latin(c))) {
            break;
        }
        end += c.len_utf8();
    }
    start..end
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

impl Rulebook {
    /// Normalises every title and body of every entry in every language.
    pub fn new() -> Rulebook {
        let docs = all_entries()
            .map(|entry| Doc {
                entry,
                title: Lang::ALL.map(|l| Indexed::new(entry.title.get(l))),
                body: Lang::ALL.map(|l| Indexed::new(entry.body().get(l))),
            })
            .collect();
        Rulebook {
            docs,
            lexicon: Lexicon::new(),
        }
    }

    /// The entries matching at least one meaningful term of `query`, best first (see the
    /// module docs for the ranking). An empty query (or one of punctuation only) finds nothing.
    ///
    /// Every language is searched, `lang` (the phone's) first: the query is read for each
    /// language's text, and a language other than the phone's is kept when the question reads
    /// at least as well in it (as large a share of its terms found somewhere), its hits
    /// counting a little less ([`OTHER_LANG`]). An entry is ranked by its best language.
    pub fn search(&self, query: &str, lang: Lang, scope: Scope) -> Vec<Hit> {
        let in_scope: Vec<usize> = (0..self.docs.len())
            .filter(|&i| scope.only().is_none_or(|g| g == self.docs[i].entry.game))
            .collect();
        let mut langs = vec![lang];
        langs.extend(Lang::ALL.into_iter().filter(|&l| l != lang));
        // Per language: the query as read for it, each entry's matches, and the share of its
        // terms found in some entry (as terms found, of how many).
        let mut readings = Vec::new();
        for &l in &langs {
            let q = self.lexicon.read(query, lang, l);
            if q.terms.is_empty() {
                continue;
            }
            let matched = self.matches(&q, l, &in_scope);
            let known = (0..q.terms.len())
                .filter(|&k| {
                    matched
                        .iter()
                        .any(|m| [m[k].0, m[k].1].iter().flatten().any(|f| !f.fuzzy))
                })
                .count();
            readings.push((l, q, matched, known));
        }
        let (phone_known, phone_terms) = readings
            .iter()
            .find(|r| r.0 == lang)
            .map_or((0, 1), |r| (r.3, r.1.terms.len()));
        let mut best: Vec<Option<(Lang, Scored)>> = in_scope.iter().map(|_| None).collect();
        for (l, q, matched, known) in &readings {
            let l = *l;
            if l != lang && (*known == 0 || known * phone_terms < phone_known * q.terms.len()) {
                continue;
            }
            let scale = if l == lang { 1.0 } else { OTHER_LANG };
            let i = lang_index(l);
            let n = in_scope.len() as f32;
            let idf: Vec<f32> = (0..q.terms.len())
                .map(|k| {
                    let df = matched
                        .iter()
                        .filter(|m| m[k].0.is_some() || m[k].1.is_some())
                        .count()
                        .max(1);
                    (1.0 + n / df as f32).ln()
                })
                .collect();
            for (slot, (&d, m)) in best.iter_mut().zip(in_scope.iter().zip(matched)) {
                let doc = &self.docs[d];
                let Some(s) = score(&doc.title[i], &doc.body[i], q, m, &idf, scale) else {
                    continue;
                };
                // The phone's language, read first, wins a tie.
                if slot.as_ref().is_none_or(|(_, b)| s.score > b.score) {
                    *slot = Some((l, s));
                }
            }
        }
        let mut scored: Vec<(usize, Lang, Scored)> = in_scope
            .into_iter()
            .zip(best)
            .filter_map(|(d, b)| b.map(|(l, s)| (d, l, s)))
            .collect();
        scored.sort_by(|x, y| {
            y.2.score
                .cmp(&x.2.score)
                .then(x.2.fuzzy.cmp(&y.2.fuzzy))
                .then(x.0.cmp(&y.0))
        });
        if let Scope::GameFirst(game) = scope {
            scored = self.game_first(scored, game);
        }
        scored
            .into_iter()
            .map(|(order, l, s)| self.hit(order, lang, l, s))
            .collect()
    }

    /// Each entry's matches of each term of `q`, read for the text in `l`.
    fn matches(&self, q: &Query, l: Lang, in_scope: &[usize]) -> Vec<Vec<Matched>> {
        let i = lang_index(l);
        let mut matched: Vec<Vec<Matched>> = in_scope
            .iter()
            .map(|&d| {
                let doc = &self.docs[d];
                q.terms
                    .iter()
                    .map(|t| (find(&doc.title[i], t, l), find(&doc.body[i], t, l)))
                    .collect()
            })
            .collect();
        // A term the scope holds somewhere as typed (or through a synonym) is spelled
        // right; only one found nowhere is taken for a slip and looked up again with a
        // typo allowed. That keeps "ghost" from also finding "host", and the scan of every
        // word of every text to the rare query that needs it.
        for (k, term) in q.terms.iter().enumerate() {
            let nowhere = matched.iter().all(|m| m[k] == (None, None));
            let foreign = term.accented && l != Lang::Vi;
            if nowhere && !foreign && fuzzy_allowed(term, l) {
                for (m, &d) in matched.iter_mut().zip(in_scope) {
                    let doc = &self.docs[d];
                    m[k] = (
                        find_fuzzy(&doc.title[i], term),
                        find_fuzzy(&doc.body[i], term),
                    );
                }
            }
        }
        matched
    }

    /// The ranked hits of every game, reordered for a search from `game`: its own hits, after
    /// the other games' hits that cover more of the question than its best one and score
    /// higher; when it has none, every other game's hits.
    fn game_first(
        &self,
        scored: Vec<(usize, Lang, Scored)>,
        game: GameKind,
    ) -> Vec<(usize, Lang, Scored)> {
        let (own, others): (Vec<_>, Vec<_>) = scored
            .into_iter()
            .partition(|(d, _, _)| self.docs[*d].entry.game == game);
        let Some(top) = own.first().map(|o| &o.2) else {
            return others;
        };
        let covers =
            |s: &Scored| own.iter().all(|(_, _, o)| s.covers_more(o)) && s.score > top.score;
        let mut out: Vec<_> = others.into_iter().filter(|o| covers(&o.2)).collect();
        out.extend(own);
        out
    }

    fn hit(&self, order: usize, asked: Lang, lang: Lang, s: Scored) -> Hit {
        let doc = &self.docs[order];
        let i = lang_index(lang);
        let title_mark = s.title.filter(|_| lang == asked).map(|f| {
            let t = &doc.title[i];
            let (a, b) = t.norm.original_range(t.original, f.start, f.end);
            Mark::new(t.original, widen(t.original, a, b))
        });
        let body = &doc.body[i];
        let at = s.body.map(|f| {
            let (a, b) = body.norm.original_range(body.original, f.start, f.end);
            let r = widen(body.original, a, b);
            (r.start, r.end)
        });
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
    fn marks_widen_to_whole_words_and_keep_combining_marks() {
        let w = |text: &str, part: &str| {
            let a = text.find(part).unwrap();
            text[widen(text, a, a + part.len())].to_owned()
        };
        assert_eq!(w("ai thắng?", "ắn"), "thắng");
        assert_eq!(w("coins, and", "coin"), "coins");
        // Decomposed: "thắng" as t h a ̆ ́ n g.
        let nfd = "ai tha\u{306}\u{301}ng";
        assert_eq!(w(nfd, "tha"), "tha\u{306}\u{301}ng");
        // Chinese keeps its characters as matched.
        assert_eq!(w("與幽靈船的戰鬥", "幽靈"), "幽靈");
        assert_eq!(w("App 會自動", "App"), "App");
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
