//! The share code the first-visit benchmark (`scripts/first-visit.mjs`) opens: a 200-action
//! Jamaica game, the kind a table hands over mid-game. Committed, so the benchmark needs no
//! Rust build; this test proves it is what it says and that this build still reads it.
//!
//! `cargo test --test first_visit_fixture -- --ignored write_fixture` writes it anew.

mod share_support;

use share_support::*;
use tablemate::session::GameKind;
use tablemate::share::{self, Received};

const FIXTURE: &str = "tests/fixtures/share-jamaica-200.txt";

fn code() -> String {
    let g = game_of(GameKind::Jamaica, 200, 7);
    share::code_of(&share::game_payload_of("Friday night", &g))
}

#[test]
fn the_fixture_is_a_200_action_jamaica_game_this_build_reads() {
    let text = std::fs::read_to_string(FIXTURE).expect("the fixture is committed");
    let Ok(Received::Game(incoming)) = share::read(text.trim()) else {
        panic!("the fixture does not read as one whole game");
    };
    assert_eq!(incoming.game.setup().options.kind(), GameKind::Jamaica);
    assert!(
        incoming.game.log().len() >= 200,
        "{} actions",
        incoming.game.log().len()
    );
    assert_eq!(incoming.name, "Friday night");
}

#[test]
#[ignore = "writes the fixture"]
fn write_fixture() {
    std::fs::write(FIXTURE, code() + "\n").unwrap();
}
