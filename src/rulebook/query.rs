//! Reading a query: which of its words mean something, which of them name a thing the entries
//! call by other words, and, for Chinese (no spaces), where its words are.
//!
//! The query is normalised like the corpus (`fold.rs`) and split into tokens at spaces and
//! punctuation, a Chinese run being one token. Then, left to right, the longest phrase of the
//! lexicon wins: a synonym group's word (one term standing for the whole group), or a stop word
//! (dropped). Chinese runs are read the same way character by character; what no phrase covers
//! is a term of its own, cut into overlapping pairs of characters when longer than two (the
//! common length of a Chinese word, so "最長道路" still meets "最長" and "道路").

use super::fold::{fold_latin, normalise};
use super::stopwords;
use super::synonyms::{Group, Words, GROUPS};
use super::Lang;

/// The longest term considered, in bytes; longer terms are cut (a pasted paragraph still
/// searches, in bounded time).
pub(super) const MAX_TERM: usize = 48;
/// The most terms a query is split into.
const MAX_TERMS: usize = 8;
/// The most tokens of a query read, stop words included.
const MAX_TOKENS: usize = 32;

/// A word of an entry a term also stands for.
#[derive(Debug)]
pub(super) struct Alt {
    /// Normalised, to find it in the normalised text.
    pub text: String,
    /// Lower-cased with its accents: a synonym is written correctly, so it must match with its
    /// own accents ("lá", a card, and not "là").
    pub exact: String,
    /// Written in Chinese characters: matched anywhere, not only at a word start.
    pub cjk: bool,
}

/// A meaningful term of the query.
#[derive(Debug)]
pub(super) struct Term {
    /// Normalised; a phrase of the lexicon keeps its inner spaces.
    pub text: String,
    /// The term as typed, only lower-cased (accents kept), when it folds to `text` char for
    /// char; empty otherwise.
    pub typed: String,
    /// Made of ASCII letters only (after folding): eligible for the typo-tolerant pass.
    pub latin: bool,
    /// Typed with diacritics ("tàu", "đi"): a Vietnamese word, searched in the Vietnamese text
    /// only, where a match with other accents is another word ("dừng", to stop, is not
    /// "dụng", to use).
    pub accented: bool,
    /// The words of its synonym group the entries use, itself excluded.
    pub alts: Vec<Alt>,
}

/// One word or phrase of the query in the order typed, stop words included: two neighbours
/// found side by side in an entry ("tàu ma dừng", "幽靈船停") say more than the same words
/// apart.
#[derive(Debug)]
pub(super) struct Piece {
    /// Normalised: the word as typed, then the entries' words it also stands for.
    pub forms: Vec<String>,
    pub stop: bool,
    /// Written in Chinese characters: its neighbours follow it with no space.
    pub cjk: bool,
}

/// A query read for one language of the corpus.
#[derive(Debug)]
pub(super) struct Query {
    pub terms: Vec<Term>,
    /// Every token, stop words included, joined by spaces: the whole query found as it was
    /// typed earns a bonus ("la bàn" keeps its "la").
    pub phrase: String,
    /// More than one token: the phrase bonus applies.
    pub several: bool,
    /// The query's words in order (see [`Piece`]).
    pub pieces: Vec<Piece>,
}

#[derive(Debug)]
enum Kind {
    Stop,
    Group(usize),
}

/// A word or phrase of the lexicon.
#[derive(Debug)]
struct Phrase {
    /// Normalised tokens (one for Chinese).
    tokens: Vec<String>,
    /// Lower-cased with accents, tokens joined by a space.
    exact: String,
    kind: Kind,
}

/// The stop words and synonym groups of every language, normalised once (built with the
/// index).
#[derive(Debug)]
pub(super) struct Lexicon {
    /// Per language, in [`Lang::ALL`] order: groups' words and stop words, most tokens first,
    /// then longest first, so the first match at a position is the longest.
    phrases: [Vec<Phrase>; 3],
    /// Per language, per group: the words the entries use.
    used: [Vec<Vec<(String, String)>>; 3],
}

fn side(group: &Group, lang: Lang) -> Words {
    match lang {
        Lang::En => group.en,
        Lang::Vi => group.vi,
        Lang::ZhHant => group.zh,
    }
}

fn stops(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => stopwords::EN,
        Lang::Vi => stopwords::VI,
        Lang::ZhHant => stopwords::ZH,
    }
}

pub(super) fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Vi => 1,
        Lang::ZhHant => 2,
    }
}

fn lower(s: &str) -> String {
    s.chars().flat_map(char::to_lowercase).collect()
}

pub(super) fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{2FFFF}')
}

fn is_mark(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036F}')
}

/// Splits a normalised text into tokens: runs of letters and digits, a Chinese run apart from
/// the Latin letters or digits around it.
fn split(norm: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for piece in norm.split(|c: char| !c.is_alphanumeric()) {
        let mut start = 0;
        let mut prev: Option<bool> = None;
        for (i, c) in piece.char_indices() {
            let cjk = is_cjk(c);
            if prev.is_some_and(|p| p != cjk) {
                out.push(&piece[start..i]);
                start = i;
            }
            prev = Some(cjk);
        }
        if start < piece.len() {
            out.push(&piece[start..]);
        }
    }
    out
}

impl Phrase {
    fn new(word: &str, kind: Kind) -> Phrase {
        Phrase {
            tokens: split(&normalise(word))
                .into_iter()
                .map(str::to_owned)
                .collect(),
            exact: lower(word),
            kind,
        }
    }

    fn group(&self) -> Option<usize> {
        match self.kind {
            Kind::Group(g) => Some(g),
            Kind::Stop => None,
        }
    }

    fn cjk(&self) -> bool {
        self.tokens.len() == 1 && self.tokens[0].chars().all(is_cjk)
    }
}

/// A token of the query.
struct Token<'a> {
    text: &'a str,
    /// As typed, lower-cased, accents kept; empty when it does not line up with `text`.
    typed: String,
}

impl Lexicon {
    pub fn new() -> Lexicon {
        let phrases = Lang::ALL.map(|lang| {
            let mut list: Vec<Phrase> = Vec::new();
            for (i, group) in GROUPS.iter().enumerate() {
                let words = side(group, lang);
                for w in words.used.iter().chain(words.said) {
                    list.push(Phrase::new(w, Kind::Group(i)));
                }
            }
            for w in stops(lang) {
                list.push(Phrase::new(w, Kind::Stop));
            }
            list.retain(|p| !p.tokens.is_empty());
            // Stable: at equal length a group's word comes before a stop word.
            list.sort_by_key(|p| {
                (
                    std::cmp::Reverse(p.tokens.len()),
                    std::cmp::Reverse(p.tokens.iter().map(|t| t.chars().count()).sum::<usize>()),
                )
            });
            list
        });
        let used = Lang::ALL.map(|lang| {
            GROUPS
                .iter()
                .map(|g| {
                    side(g, lang)
                        .used
                        .iter()
                        .map(|w| (normalise(w), lower(w)))
                        .collect()
                })
                .collect()
        });
        Lexicon { phrases, used }
    }

    /// Reads `query`, asked in `asked`, for a search of the text in `lang`: the synonyms of
    /// `lang`, the stop words of both.
    pub fn read(&self, query: &str, asked: Lang, lang: Lang) -> Query {
        let norm = normalise(query);
        let mut tokens = tokens(query, &norm);
        // No question has more words than this; a pasted page is read as its opening.
        tokens.truncate(MAX_TOKENS);
        // The asked language lends its stop words only: its synonyms lead to its own text.
        let mut lists = vec![(&self.phrases[lang_index(lang)], false)];
        if asked != lang {
            lists.push((&self.phrases[lang_index(asked)], true));
        }
        let phrase = tokens.iter().map(|t| t.text).collect::<Vec<_>>().join(" ");
        let mut terms: Vec<Term> = Vec::new();
        let mut stopped: Vec<Term> = Vec::new();
        let mut pieces: Vec<Piece> = Vec::new();
        let mut i = 0;
        while i < tokens.len() && terms.len() < MAX_TERMS {
            let token = &tokens[i];
            if token.text.chars().next().is_some_and(is_cjk) {
                self.read_cjk(
                    token.text,
                    &lists,
                    lang,
                    &mut terms,
                    &mut stopped,
                    &mut pieces,
                );
                i += 1;
                continue;
            }
            match longest_at(&tokens[i..], &lists) {
                Some((p, n)) => {
                    let text = tokens[i..i + n]
                        .iter()
                        .map(|t| t.text)
                        .collect::<Vec<_>>()
                        .join(" ");
                    let term = self.term(text, typed_of(&tokens[i..i + n]), p.group(), lang);
                    let stop = matches!(p.kind, Kind::Stop);
                    pieces.push(Piece::of(&term, stop));
                    if stop {
                        push(&mut stopped, term);
                    } else {
                        push(&mut terms, term);
                    }
                    i += n;
                }
                None => {
                    let term = self.term(token.text.to_owned(), token.typed.clone(), None, lang);
                    pieces.push(Piece::of(&term, false));
                    push(&mut terms, term);
                    i += 1;
                }
            }
        }
        // A query of stop words only ("có", "what") still searches for them: better the
        // entries that hold them than nothing.
        if terms.is_empty() {
            for term in stopped {
                push(&mut terms, term);
            }
        }
        terms.truncate(MAX_TERMS);
        Query {
            several: tokens.len() > 1 || terms.len() > 1,
            terms,
            phrase,
            pieces,
        }
    }

    /// Reads one run of Chinese characters.
    fn read_cjk(
        &self,
        run: &str,
        lists: &[(&Vec<Phrase>, bool)],
        lang: Lang,
        terms: &mut Vec<Term>,
        stopped: &mut Vec<Term>,
        pieces: &mut Vec<Piece>,
    ) {
        let mut rest = String::new();
        let mut at = 0;
        // A pasted page stops being read once the terms are full, so it searches in bounded
        // time.
        while at < run.len() && terms.len() < MAX_TERMS {
            let found = lists
                .iter()
                .flat_map(|(list, stops_only)| {
                    list.iter()
                        .filter(move |p| !stops_only || matches!(p.kind, Kind::Stop))
                })
                .filter(|p| p.cjk() && run[at..].starts_with(p.tokens[0].as_str()))
                .max_by_key(|p| (p.tokens[0].len(), matches!(p.kind, Kind::Group(_))));
            match found {
                Some(p) => {
                    self.flush(&mut rest, terms, pieces);
                    let text = p.tokens[0].clone();
                    at += text.len();
                    let term = self.term(text, String::new(), p.group(), lang);
                    let stop = matches!(p.kind, Kind::Stop);
                    pieces.push(Piece::of(&term, stop));
                    if stop {
                        push(stopped, term);
                    } else {
                        push(terms, term);
                    }
                }
                None => {
                    let c = run[at..].chars().next().unwrap_or(' ');
                    rest.push(c);
                    at += c.len_utf8();
                }
            }
        }
        self.flush(&mut rest, terms, pieces);
    }

    /// Characters no phrase covered: one term, or overlapping pairs when longer than two (and
    /// one piece, as typed).
    fn flush(&self, rest: &mut String, terms: &mut Vec<Term>, pieces: &mut Vec<Piece>) {
        if !rest.is_empty() {
            pieces.push(Piece::of(&self.plain(rest, String::new()), false));
        }
        let chars: Vec<char> = rest.chars().collect();
        if chars.len() <= 2 {
            if !chars.is_empty() {
                push(terms, self.plain(rest, String::new()));
            }
        } else {
            for pair in chars.windows(2) {
                push(
                    terms,
                    self.plain(&pair.iter().collect::<String>(), String::new()),
                );
            }
        }
        rest.clear();
    }

    fn plain(&self, text: &str, typed: String) -> Term {
        let mut end = text.len().min(MAX_TERM);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let whole = end == text.len();
        let text = &text[..end];
        Term {
            latin: text.bytes().all(|b| b.is_ascii_lowercase()),
            accented: typed.chars().any(|c| is_mark(c) || fold_latin(c) != c),
            typed: if whole { typed } else { String::new() },
            text: text.to_owned(),
            alts: Vec::new(),
        }
    }

    /// A term, with the words of `group` the entries use and, in English, its singular.
    fn term(&self, text: String, typed: String, group: Option<usize>, lang: Lang) -> Term {
        let mut term = self.plain(&text, typed);
        if lang == Lang::En && term.latin {
            term.alts.extend(singular(&term.text).map(|s| Alt {
                exact: s.clone(),
                text: s,
                cjk: false,
            }));
        }
        if let Some(g) = group {
            let used = self.used[lang_index(lang)][g]
                .iter()
                .filter(|(norm, _)| *norm != term.text)
                .map(|(norm, exact)| Alt {
                    text: norm.clone(),
                    exact: exact.clone(),
                    cjk: norm.chars().any(is_cjk),
                });
            term.alts.extend(used);
        }
        term
    }
}

impl Piece {
    fn of(term: &Term, stop: bool) -> Piece {
        Piece {
            forms: std::iter::once(&term.text)
                .chain(term.alts.iter().map(|a| &a.text))
                .cloned()
                .collect(),
            stop,
            cjk: term.text.chars().all(is_cjk),
        }
    }
}

/// The singular of an English plural ("coins" → "coin", "cities" → "city"): a substring
/// search finds "coins" from "coin" but not the other way round, and players ask in plurals.
fn singular(word: &str) -> Option<String> {
    if word.len() < 4 || word.ends_with("ss") || word.ends_with("us") {
        return None;
    }
    if let Some(stem) = word.strip_suffix("ies") {
        return Some(format!("{stem}y"));
    }
    word.strip_suffix('s').map(str::to_owned)
}

/// Adds a term unless the same text is there already.
fn push(terms: &mut Vec<Term>, term: Term) {
    if !terms.iter().any(|t| t.text == term.text) && terms.len() < MAX_TERMS {
        terms.push(term);
    }
}

/// The longest phrase of `lists` that the tokens start with, and how many tokens it covers. A
/// phrase matches tokens typed without accents, or typed with its very accents: "là" (is) is
/// a stop word, "lá" (a card) a word of the card group, "la" typed bare the first listed.
fn longest_at<'p>(
    tokens: &[Token],
    lists: &[(&'p Vec<Phrase>, bool)],
) -> Option<(&'p Phrase, usize)> {
    let mut best: Option<(&Phrase, usize)> = None;
    for &(list, stops_only) in lists {
        for p in list.iter() {
            let n = p.tokens.len();
            if n > tokens.len() || p.cjk() || (stops_only && !matches!(p.kind, Kind::Stop)) {
                continue;
            }
            if best.is_some_and(|(b, _)| b.tokens.len() >= n) {
                // The lists are sorted by length: nothing longer follows in this one.
                break;
            }
            if !p.tokens.iter().zip(tokens).all(|(a, t)| a == t.text) {
                continue;
            }
            let plain = tokens[..n].iter().all(|t| t.typed == t.text);
            if !plain && typed_of(&tokens[..n]) != p.exact {
                continue;
            }
            best = Some((p, n));
        }
    }
    best
}

fn typed_of(tokens: &[Token]) -> String {
    if tokens.iter().any(|t| t.typed.is_empty()) {
        return String::new();
    }
    tokens
        .iter()
        .map(|t| t.typed.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The tokens of a query, each with the way it was typed. The query lower-cased but not
/// folded is split the same way; folding keeps one char per char for the letters that
/// matter here, so the pieces line up, and where they do not `typed` stays empty (the
/// accents then earn no bonus).
fn tokens<'a>(query: &str, norm: &'a str) -> Vec<Token<'a>> {
    let low = lower(query);
    let typed: Vec<String> = low
        .split(|c: char| !c.is_alphanumeric() && !is_mark(c))
        .filter(|p| !p.is_empty())
        .flat_map(|p| {
            // Split like `split` does, on the folded letters, so the pieces match.
            let folded: String = p.chars().map(fold_latin).collect();
            let mut pieces = Vec::new();
            let mut start = 0;
            let mut prev: Option<bool> = None;
            for (i, c) in folded.char_indices() {
                let cjk = is_cjk(c);
                if prev.is_some_and(|q| q != cjk) {
                    pieces.push((start, i));
                    start = i;
                }
                prev = Some(cjk);
            }
            pieces.push((start, folded.len()));
            // Map byte ranges of `folded` back to `p` by char counts.
            let counts: Vec<usize> = pieces
                .iter()
                .map(|&(a, b)| folded[a..b].chars().count())
                .collect();
            let mut chars = p.chars();
            counts
                .into_iter()
                .map(|n| chars.by_ref().take(n).collect::<String>())
                .collect::<Vec<_>>()
        })
        .collect();
    let mut typed = typed.into_iter();
    split(norm)
        .into_iter()
        .map(|text| {
            let t = typed
                .next()
                .filter(|p| p.chars().count() == text.chars().count())
                .unwrap_or_default();
            Token { text, typed: t }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(q: &Query) -> Vec<&str> {
        q.terms.iter().map(|t| t.text.as_str()).collect()
    }

    #[test]
    fn stop_words_go_and_phrases_of_a_group_stay_whole() {
        let lex = Lexicon::new();
        let q = lex.read("How much is a bridge?", Lang::En, Lang::En);
        assert_eq!(texts(&q), ["bridge"]);
        let q = lex.read("buy back my meeple", Lang::En, Lang::En);
        assert_eq!(texts(&q), ["buy back", "meeple"]);
        assert!(q.terms[0].alts.iter().any(|a| a.text == "ransom"));
        let q = lex.read("tàu ma đi hướng nào", Lang::Vi, Lang::Vi);
        assert_eq!(texts(&q), ["tau ma", "di", "huong"]);
        // Typed without accents, a stop word is still recognised; typed with other accents
        // than the stop word's, it is a word of its own.
        let q = lex.read("khi nao duoc dung xu", Lang::Vi, Lang::Vi);
        assert_eq!(texts(&q), ["dung", "xu"]);
        let q = lex.read("rút lá", Lang::Vi, Lang::Vi);
        assert_eq!(texts(&q), ["rut", "la"]);
        let q = lex.read("rút là", Lang::Vi, Lang::Vi);
        assert_eq!(texts(&q), ["rut"]);
        // Only stop words: they are searched rather than nothing.
        let q = lex.read("what", Lang::En, Lang::En);
        assert_eq!(texts(&q), ["what"]);
    }

    #[test]
    fn chinese_is_cut_at_particles_and_known_words() {
        let lex = Lexicon::new();
        let q = lex.read("鬼船怎麼打", Lang::ZhHant, Lang::ZhHant);
        assert_eq!(texts(&q), ["鬼船", "打"]);
        assert!(q.terms[0].alts.iter().any(|a| a.text == "幽靈船"));
        assert!(q.terms[1].alts.iter().any(|a| a.text == "戰鬥"));
        let q = lex.read("高塔抓走我的米寶", Lang::ZhHant, Lang::ZhHant);
        assert_eq!(texts(&q), ["高塔", "抓走", "米寶"]);
        let q = lex.read("最長道路", Lang::ZhHant, Lang::ZhHant);
        assert_eq!(texts(&q), ["最長", "道路"]);
        let q = lex.read("要幾個騎士才有最大", Lang::ZhHant, Lang::ZhHant);
        assert_eq!(texts(&q), ["騎士", "有最", "最大"]);
        // Simplified input folds first, then meets the same words.
        let q = lex.read("幽灵船往哪走", Lang::ZhHant, Lang::ZhHant);
        assert_eq!(texts(&q), ["幽靈船", "往哪", "走"]);
        let q = lex.read("擲出7", Lang::ZhHant, Lang::ZhHant);
        assert_eq!(texts(&q), ["擲", "出", "7"]);
    }

    #[test]
    fn groups_do_not_cross_languages() {
        let lex = Lexicon::new();
        let q = lex.read("knight", Lang::Vi, Lang::Vi);
        assert!(q.terms[0].alts.is_empty());
        let q = lex.read("knight", Lang::Vi, Lang::En);
        assert_eq!(texts(&q), ["knight"]);
    }
}
