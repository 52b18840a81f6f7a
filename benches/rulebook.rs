//! Search over the whole rule reference (every game, every language indexed), for realistic
//! queries in each language: keywords, and whole questions as players ask them (stop words,
//! synonyms, a Chinese question without spaces), which are the most work. Run with
//! `cargo bench --bench rulebook`; docs/performance.md quotes the figures. The target is under
//! 5 ms a query.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tablemate::rulebook::{self, Lang, Rulebook, Scope};
use tablemate::session::GameKind;

const QUERIES: [(&str, Lang); 12] = [
    ("robber", Lang::En),
    ("spend coins", Lang::En),
    ("brigde", Lang::En),
    ("cau", Lang::Vi),
    ("tau ma huong", Lang::Vi),
    ("đạn dược", Lang::Vi),
    ("橋", Lang::ZhHant),
    ("幽靈船 戰鬥", Lang::ZhHant),
    ("贖金", Lang::ZhHant),
    ("ghost lands on my ship", Lang::En),
    ("hết tiền không trả được phí", Lang::Vi),
    ("要幾個騎士才有最大騎士團", Lang::ZhHant),
];

fn bench(c: &mut Criterion) {
    c.bench_function("rulebook/build index", |b| b.iter(Rulebook::new));
    let book = rulebook::rulebook().expect("native builds compile the rule text in");
    for (query, lang) in QUERIES {
        c.bench_function(&format!("rulebook/search all {lang:?} {query:?}"), |b| {
            b.iter(|| book.search(black_box(query), lang, Scope::everything()))
        });
    }
    c.bench_function("rulebook/search one game En \"gold\"", |b| {
        b.iter(|| book.search(black_box("gold"), Lang::En, Scope::game(GameKind::Catan)))
    });
    // The worst case the field meets: a whole paragraph pasted (read up to its first words).
    let pasted = rulebook::entry("jamaica-combat", Lang::Vi)
        .expect("an entry")
        .body;
    c.bench_function("rulebook/search all Vi pasted paragraph", |b| {
        b.iter(|| book.search(black_box(pasted), Lang::Vi, Scope::everything()))
    });
    c.bench_function(
        "rulebook/search game first En \"how many coins in the duel\"",
        |b| {
            b.iter(|| {
                book.search(
                    black_box("how many coins in the duel"),
                    Lang::En,
                    Scope::game_first(GameKind::Jamaica),
                )
            })
        },
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
