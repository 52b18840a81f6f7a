//! Apply, undo, replay and save-encode for score pad logs of 100, 1,000 and 10,000 actions, and
//! the game story's folded line after a tap, counted anew and kept.
//! Run with `cargo bench --bench session`; docs/performance.md quotes the figures.

use chrono::{DateTime, TimeZone, Utc};
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use tablemate::results::story::{Rows, Story};
use tablemate::rules::dice::Roll;
use tablemate::rules::{scorepad, Player, PlayerColour};
use tablemate::save::{decode, encode, record};
use tablemate::session::{Action, Game, GameOptions, Setup};

const SIZES: [usize; 3] = [100, 1_000, 10_000];

fn at(i: usize) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + i as i64, 0).unwrap()
}

fn setup() -> Setup {
    Setup {
        options: GameOptions::ScorePad(scorepad::Options {
            rounds: true,
            ..scorepad::Options::default()
        }),
        players: (0..4)
            .map(|i| Player::new(format!("Player {i}"), PlayerColour::ALL[i]))
            .collect(),
        created: at(0),
    }
}

/// A realistic mix: mostly scores, a roll now and then, a round closed every 40 actions
/// (10,000 actions make 250 rounds, within the pad's 500).
fn action(i: usize) -> Action {
    Action::ScorePad(match i % 40 {
        39 => scorepad::Action::NextRound,
        n if n % 8 == 5 => {
            scorepad::Action::Roll(Roll::new((i % 6) as u8 + 1, (i / 6 % 6) as u8 + 1))
        }
        n => scorepad::Action::Score {
            player: n % 4,
            points: (i % 13) as i64 + 1,
        },
    })
}

fn game_of(len: usize) -> Game {
    let mut game = Game::new(setup()).unwrap();
    for i in 0..len {
        game.apply(action(i), at(i)).unwrap();
    }
    game
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("session");
    for &len in &SIZES {
        let game = game_of(len);
        group.bench_with_input(BenchmarkId::new("apply", len), &game, |b, game| {
            b.iter_batched(
                || game.clone(),
                |mut g| {
                    g.apply(black_box(action(len)), at(len)).unwrap();
                    g // dropped outside the timed section
                },
                criterion::BatchSize::SmallInput,
            )
        });
        group.bench_with_input(BenchmarkId::new("undo", len), &game, |b, game| {
            b.iter_batched(
                || game.clone(),
                |mut g| {
                    assert!(g.undo());
                    g
                },
                criterion::BatchSize::SmallInput,
            )
        });
        group.bench_with_input(BenchmarkId::new("replay", len), &game, |b, game| {
            b.iter(|| {
                Game::rebuild(game.setup().clone(), game.log().to_vec(), game.cursor()).unwrap()
            })
        });
        group.bench_with_input(BenchmarkId::new("save-encode", len), &game, |b, game| {
            b.iter(|| encode("bench", "Bench", black_box(game), at(len)))
        });
        // What a tap writes to the store: the head and the new entry, whatever the length.
        group.bench_with_input(BenchmarkId::new("tap-write", len), &game, |b, game| {
            b.iter(|| {
                let g = black_box(game);
                (
                    record::head("bench", "Bench", g, at(len)),
                    record::entries(g.log(), g.log().len() - 1),
                )
            })
        });
        // The game screen's folded story after a tap: its count of lead changes, from rows that
        // followed the game before the tap. Counted anew from every row (the story made whole),
        // and kept with the rows (`Rows::lead_changes`), which counts the tap's own row.
        let tapped = {
            let mut g = game.clone();
            g.apply(action(len), at(len)).unwrap();
            g
        };
        // Rows as a screen holds them: made once, then a row added by each tap (so the rows'
        // vector has room for the next, as it has on all but one tap of each doubling).
        let before = game_of(len - 1);
        let followed = || {
            let mut rows = Rows::default();
            rows.follow("bench", &before);
            rows.follow("bench", &game);
            rows.lead_changes(false);
            rows
        };
        group.bench_with_input(BenchmarkId::new("story-line-anew", len), &tapped, |b, g| {
            b.iter_batched(
                followed,
                |mut rows| {
                    rows.follow("bench", g);
                    let count = Story::new(rows.followed(), false, false).leads.len();
                    (rows, count)
                },
                criterion::BatchSize::SmallInput,
            )
        });
        group.bench_with_input(BenchmarkId::new("story-line-kept", len), &tapped, |b, g| {
            b.iter_batched(
                followed,
                |mut rows| {
                    rows.follow("bench", g);
                    let count = rows.lead_changes(false);
                    (rows, count)
                },
                criterion::BatchSize::SmallInput,
            )
        });
        let text = encode("bench", "Bench", &game, at(len));
        group.bench_with_input(BenchmarkId::new("save-decode", len), &text, |b, text| {
            b.iter(|| decode(black_box(text)).unwrap())
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
