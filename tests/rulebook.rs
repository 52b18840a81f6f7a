//! The rule reference through its public API: every rule a refusal can name resolves in every
//! language, and no query string whatever makes the search panic or return a bad range.

use proptest::prelude::*;
use tablemate::rulebook::{self, Lang, Scope};
use tablemate::rules::{carcassonne, catan, jamaica};
use tablemate::session::GameKind;

#[test]
fn every_refusal_rule_resolves_in_every_language() {
    for id in catan::RULE_IDS
        .iter()
        .chain(jamaica::RULE_IDS)
        .chain(carcassonne::RULE_IDS)
    {
        for lang in Lang::ALL {
            let entry = rulebook::entry(id, lang).unwrap_or_else(|| panic!("{id}"));
            assert_eq!(entry.lang, lang);
            for r in rulebook::related(id) {
                assert!(rulebook::entry(r, lang).is_some(), "{id} → {r}");
            }
        }
    }
}

#[test]
fn entries_per_game_in_reading_order() {
    for &game in GameKind::ALL {
        let en = rulebook::entries_for(game, Lang::En);
        let zh = rulebook::entries_for(game, Lang::ZhHant);
        let ids: Vec<_> = en.iter().map(|e| e.id).collect();
        assert_eq!(ids, zh.iter().map(|e| e.id).collect::<Vec<_>>());
    }
}

fn lang() -> impl Strategy<Value = Lang> {
    prop_oneof![Just(Lang::En), Just(Lang::Vi), Just(Lang::ZhHant)]
}

fn scope() -> impl Strategy<Value = Scope> {
    (0usize..5, any::<bool>()).prop_map(|(g, first)| match GameKind::ALL.get(g) {
        Some(&game) if first => Scope::game_first(game),
        Some(&game) => Scope::game(game),
        None => Scope::everything(),
    })
}

/// A highlight covers whole words: in a script written with spaces it starts and ends at a
/// word's edge, and it never leaves a combining mark of its last letter outside.
fn whole_words(text: &str, start: usize, end: usize) {
    let cjk = |c: char| matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}');
    let letter = |c: char| c.is_alphanumeric() && !cjk(c);
    let combining = |c: char| matches!(c, '\u{0300}'..='\u{036F}');
    let marked = &text[start..end];
    let (first, last) = (marked.chars().next(), marked.chars().next_back());
    let before = text[..start].chars().next_back();
    let after = text[end..].chars().next();
    if first.is_some_and(letter) {
        assert!(
            !before.is_some_and(letter),
            "{text:?} cut before {marked:?}"
        );
    }
    if last.is_some_and(letter) {
        assert!(!after.is_some_and(letter), "{text:?} cut after {marked:?}");
    }
    assert!(
        !after.is_some_and(combining),
        "{text:?}: a mark split from {marked:?}"
    );
}

fn check(query: &str, lang: Lang, scope: Scope) {
    let hits = rulebook::search(query, lang, scope);
    // From a game, another game's hit only ever comes before the game's own.
    if let Scope::GameFirst(game) = scope {
        let first_own = hits.iter().position(|h| h.game == game);
        if let Some(at) = first_own {
            assert!(hits[at..].iter().all(|h| h.game == game));
        }
    }
    for hit in hits {
        if let Some(m) = &hit.snippet_mark {
            assert!(hit.snippet.get(m.bytes.clone()).is_some());
            assert_eq!(hit.snippet[..m.bytes.start].chars().count(), m.chars.start);
            whole_words(&hit.snippet, m.bytes.start, m.bytes.end);
        }
        if let Some(m) = &hit.title_mark {
            assert!(hit.title.get(m.bytes.clone()).is_some());
            whole_words(hit.title, m.bytes.start, m.bytes.end);
        }
        if let Some(game) = scope.only() {
            assert_eq!(hit.game, game);
        }
    }
}

/// Vietnamese words were highlighted in part: "ăn" (food's "thức ăn") or "thắn" typed on the
/// way to "thắng" marked "th[ắn]g".
#[test]
fn highlights_cover_whole_words() {
    for (query, lang) in [
        ("thắn", Lang::Vi),
        ("ăn", Lang::Vi),
        ("hòa điểm thì ai thắng", Lang::Vi),
        ("coin", Lang::En),
        ("tie", Lang::En),
        ("幽靈", Lang::ZhHant),
    ] {
        for scope in [Scope::everything(), Scope::game(GameKind::Jamaica)] {
            check(query, lang, scope);
        }
    }
    let hits = rulebook::search("thắn", Lang::Vi, Scope::everything());
    let marked: Vec<&str> = hits
        .iter()
        .filter_map(|h| h.snippet_mark.as_ref().map(|m| &h.snippet[m.bytes.clone()]))
        .collect();
    assert!(marked.contains(&"thắng"), "{marked:?}");
}

proptest! {
    #[test]
    fn any_query_is_safe(query in any::<String>(), lang in lang(), scope in scope()) {
        check(&query, lang, scope);
    }

    #[test]
    fn queries_made_of_corpus_letters_are_safe(
        query in "[a-zđăâêôơưàáạảãầấậẩẫằắặẳẵèéẹẻẽềếệểễìíịỉĩòóọỏõồốộổỗờớợởỡùúụủũừứựửữỳýỵỷỹ橋強盜金幣米寶 İß\u{0300}\u{0301}-]{0,24}",
        lang in lang(),
        scope in scope(),
    ) {
        check(&query, lang, scope);
    }
}

/// The Vietnamese rules of Jamaica name the lairs' treasure tokens in Vietnamese ("miếng kho
/// báu"): the English word "token" was left in nine places.
#[test]
fn vietnamese_jamaica_rules_say_token_in_vietnamese() {
    for entry in rulebook::entries_for(GameKind::Jamaica, Lang::Vi) {
        for text in [entry.title, entry.body] {
            assert!(
                !text.to_lowercase().contains("token"),
                "{}: {text}",
                entry.id
            );
        }
    }
}
