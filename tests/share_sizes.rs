//! The size table of docs/sharing.md ("Sizes"), and the two size targets it proves:
//! a 200-action game of any kind fits one QR code of version 25 or lower at level M, and every
//! measured game fits one code of version 40 or lower, through the snapshot when needed.
//!
//! `cargo test --test share_sizes -- --nocapture` prints the table.

mod share_support;

use share_support::*;
use tablemate::session::GameKind;
use tablemate::share::{self, qr, Content};

/// A typical address the web app is served from; the link is this plus `#` and the code.
const BASE: &str = "https://tablemate.example.org/app/";

struct Row {
    kind: GameKind,
    actions: usize,
    full_bytes: usize,
    full_version: Option<i16>,
    snapshot_bytes: usize,
    snapshot_version: Option<i16>,
    plan: share::Plan,
}

fn measure(kind: GameKind, actions: usize) -> Row {
    let g = game_of(kind, actions, 7);
    assert!(
        g.log().len() >= actions,
        "{kind:?}: the generator made only {} actions",
        g.log().len()
    );
    let full = share::game_payload_of("Friday night", &g);
    let snapshot = share::snapshot_payload_of("Friday night", &g);
    let version = |payload: &[u8]| qr::version_of(&share::link(BASE, &share::code_of(payload)));
    Row {
        kind,
        actions: g.log().len(),
        full_bytes: full.len(),
        full_version: version(&full),
        snapshot_bytes: snapshot.len(),
        snapshot_version: version(&snapshot),
        plan: share::plan("Friday night", &g, BASE),
    }
}

fn show(v: Option<i16>) -> String {
    v.map_or("> 40".to_string(), |v| v.to_string())
}

#[test]
fn size_table_and_targets() {
    let mut table = String::from(
        "| game | actions | bytes | bytes/action | QR version (link) | snapshot bytes | \
         snapshot version | shared as |\n|---|---:|---:|---:|---:|---:|---:|---|\n",
    );
    for &kind in GameKind::ALL {
        for n in [50, 200, 500, 1000] {
            let row = measure(kind, n);
            let shared_as = match (row.plan.content, row.plan.codes.len()) {
                (Content::Full, 1) => "1 code, full".to_string(),
                (Content::Snapshot, 1) => "1 code, snapshot".to_string(),
                (_, k) => format!("{k} codes, snapshot"),
            };
            table += &format!(
                "| {:?} | {} | {} | {:.2} | {} | {} | {} | {} |\n",
                row.kind,
                row.actions,
                row.full_bytes,
                row.full_bytes as f64 / row.actions as f64,
                show(row.full_version),
                row.snapshot_bytes,
                show(row.snapshot_version),
                shared_as,
            );
            if n <= 200 {
                let v = row.full_version.expect("fits a QR code");
                assert!(v <= 25, "{kind:?} with {n} actions needs version {v}");
            }
            if n <= 500 {
                assert_eq!(row.plan.codes.len(), 1, "{kind:?} with {n} actions");
                assert!(row.plan.codes[0].version <= 40);
            }
            for code in &row.plan.codes {
                assert!(code.version <= 40);
            }
        }
    }
    println!("{table}");
}

/// The longest score pad there can be (500 rounds of 8 players): a numbered sequence of
/// codes of version 25 or lower that a collector puts together again.
#[test]
fn the_largest_game_travels_as_a_numbered_sequence() {
    let g = game_of(GameKind::ScorePad, 6_000, 3);
    let plan = share::plan("Marathon", &g, BASE);
    assert_eq!(plan.content, Content::Snapshot);
    assert!(plan.codes.len() > 1, "{} codes", plan.codes.len());
    assert!(plan.codes.iter().all(|c| c.version <= share::PART_VERSION));
    let mut collector = share::Collector::default();
    let mut done = None;
    for code in plan.codes.iter().rev() {
        let share::Received::Part(part) = share::read(&code.link).unwrap() else {
            panic!("not a part")
        };
        assert_eq!(part.count(), plan.codes.len());
        done = collector.add(part).unwrap();
    }
    let incoming = done.expect("all parts in");
    assert_eq!(incoming.game.state(), g.state());
    assert_eq!(incoming.content, Content::Snapshot);
    assert!(!incoming.game.can_redo());
}
