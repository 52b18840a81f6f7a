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
    (0usize..5, any::<bool>()).prop_map(|(g, english)| {
        let scope = match GameKind::ALL.get(g) {
            Some(&game) => Scope::game(game),
            None => Scope::everything(),
        };
        if english {
            scope.with_english()
        } else {
            scope
        }
    })
}

fn check(query: &str, lang: Lang, scope: Scope) {
    for hit in rulebook::search(query, lang, scope) {
        if let Some(m) = &hit.snippet_mark {
            assert!(hit.snippet.get(m.bytes.clone()).is_some());
            assert_eq!(hit.snippet[..m.bytes.start].chars().count(), m.chars.start);
        }
        if let Some(m) = &hit.title_mark {
            assert!(hit.title.get(m.bytes.clone()).is_some());
        }
        if let Some(game) = scope.game {
            assert_eq!(hit.game, game);
        }
    }
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
