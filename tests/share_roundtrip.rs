//! Share codes: round trips for every game kind, the snapshot and sequence fallbacks, and
//! every way a code can be refused (damaged, newer, too large, against the rules).

mod share_support;

use share_support::*;
use tablemate::rules::scorepad;
use tablemate::session::{Action, Game, GameKind, LogEntry, RebuildError};
use tablemate::share::{self, Content, Received, ShareError};

const BASE: &str = "https://tablemate.example.org/app/";

fn game(incoming: Result<Received, ShareError>) -> share::Incoming {
    match incoming {
        Ok(Received::Game(g)) => *g,
        other => panic!("not a game: {other:?}"),
    }
}

#[test]
fn every_kind_round_trips_through_a_link_with_its_history() {
    for &kind in GameKind::ALL {
        let g = game_of(kind, 120, 1);
        assert!(g.can_redo(), "the generated game has an undone tail");
        let code = share::code_of(&share::game_payload_of("Lan's <b>night</b>", &g));
        assert!(code
            .bytes()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || b"$*+-/".contains(&c)));
        let incoming = game(share::read(&share::link(BASE, &code)));
        assert_eq!(incoming.game, g, "{kind:?}");
        assert_eq!(incoming.game.log(), g.log());
        assert_eq!(incoming.name, "Lan's <b>night</b>");
        assert_eq!(incoming.content, Content::Full);
        // The bare code, pasted in lower case with line breaks, reads the same.
        let pasted = code.to_lowercase().replace("0", "0\n ");
        assert_eq!(game(share::read(&pasted)).game, g);
    }
}

#[test]
fn a_deep_link_reads_like_a_web_link() {
    let g = game_of(GameKind::Catan, 30, 2);
    let code = share::code_of(&share::game_payload_of("x", &g));
    let deep = share::link(share::DEEP_LINK, &code);
    assert!(deep.starts_with("tablemate://import#TM"));
    assert_eq!(game(share::read(&deep)).game, g);
    // A link built from an address that already had a fragment replaces it.
    assert_eq!(share::link("https://a.b/#old", "TM00"), "https://a.b/#TM00");
}

#[test]
fn the_snapshot_keeps_the_state_and_drops_the_history() {
    for &kind in GameKind::ALL {
        let g = game_of(kind, 300, 4);
        let incoming = game(share::read_payload(&share::snapshot_payload_of("s", &g)));
        assert_eq!(incoming.content, Content::Snapshot);
        assert_eq!(incoming.game.state(), g.state(), "{kind:?}");
        assert_eq!(incoming.game.standings(), g.standings());
        assert!(!incoming.game.can_redo());
        assert_eq!(incoming.game.updated(), g.updated());
    }
    // The score pad compacts: one entry per player and round.
    let g = game_of(GameKind::ScorePad, 300, 4);
    let incoming = game(share::read_payload(&share::snapshot_payload_of("s", &g)));
    assert!(incoming.game.log().len() < g.cursor() / 2);
}

#[test]
fn a_game_too_large_for_one_code_falls_back_to_the_snapshot() {
    let g = game_of(GameKind::Carcassonne, 1000, 7);
    let plan = share::plan("long", &g, BASE);
    assert_eq!(plan.content, Content::Snapshot);
    assert_eq!(plan.codes.len(), 1);
    let incoming = game(share::read(&plan.codes[0].link));
    assert_eq!(incoming.game.state(), g.state());
    // A short game goes whole.
    let g = game_of(GameKind::Jamaica, 40, 7);
    let plan = share::plan("short", &g, BASE);
    assert_eq!(plan.content, Content::Full);
    assert!(plan.codes[0].version <= 15);
}

#[test]
fn parts_come_in_any_order_and_from_one_sequence_only() {
    let g = game_of(GameKind::ScorePad, 200, 9);
    let payload = share::snapshot_payload_of("p", &g);
    let codes = share::parts_of(&payload, BASE);
    let codes = if codes.len() > 1 {
        codes
    } else {
        // Force a sequence from a small game by cutting a larger one's payload.
        share::parts_of(
            &share::game_payload_of("p", &game_of(GameKind::ScorePad, 6000, 1)),
            BASE,
        )
    };
    assert!(codes.len() > 1);
    let part = |i: usize| match share::read(&codes[i].text).unwrap() {
        Received::Part(p) => p,
        _ => panic!("not a part"),
    };
    let mut collector = share::Collector::default();
    assert_eq!(collector.add(part(1)).unwrap(), None);
    assert_eq!(
        collector.add(part(1)).unwrap(),
        None,
        "a part read twice is harmless"
    );
    assert_eq!(collector.progress(), (1, codes.len()));
    assert_eq!(collector.missing()[0], 1);
    // A part of another game is refused and the collected parts stay.
    let other = share::parts_of(
        &share::game_payload_of("q", &game_of(GameKind::ScorePad, 6000, 2)),
        BASE,
    );
    let Received::Part(foreign) = share::read(&other[0].text).unwrap() else {
        panic!()
    };
    assert_eq!(collector.add(foreign), Err(ShareError::OtherSequence));
    assert_eq!(collector.progress().0, 1);
}

#[test]
fn a_damaged_code_is_refused_as_damaged() {
    let g = game_of(GameKind::Catan, 60, 3);
    let code = share::code_of(&share::game_payload_of("d", &g));
    // One character changed in the middle.
    let mut chars: Vec<char> = code.chars().collect();
    let mid = chars.len() / 2;
    chars[mid] = if chars[mid] == 'A' { 'B' } else { 'A' };
    let changed: String = chars.into_iter().collect();
    assert_eq!(share::read(&changed), Err(ShareError::Damaged));
    // Cut short, by a character or by a whole group.
    assert_eq!(
        share::read(&code[..code.len() - 1]),
        Err(ShareError::Damaged)
    );
    assert_eq!(
        share::read(&code[..code.len() - 3]),
        Err(ShareError::Damaged)
    );
    assert_eq!(share::read("TM"), Err(ShareError::Damaged));
    assert_eq!(share::read("hello"), Err(ShareError::NotACode));
    assert_eq!(share::read("https://x.org/#"), Err(ShareError::NotACode));
    assert_eq!(share::read("  "), Err(ShareError::Empty));
    assert!(ShareError::Damaged.to_string().contains("damaged"));
}

fn reframe(mut payload: Vec<u8>, change: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
    payload.truncate(payload.len() - 4);
    change(&mut payload);
    let crc = crc32fast::hash(&payload);
    payload.extend_from_slice(&crc.to_le_bytes());
    payload
}

#[test]
fn a_code_from_a_newer_version_says_so() {
    let g = game_of(GameKind::ScorePad, 20, 3);
    let next = share::FORMAT_VERSION + 1;
    let newer = reframe(share::game_payload_of("n", &g), |p| p[0] = next);
    let error = share::read(&share::code_of(&newer)).unwrap_err();
    assert_eq!(error, ShareError::NewerVersion { found: next });
    let message = error.to_string();
    assert!(message.contains("newer version of Tablemate"), "{message}");
    assert!(message.contains("Update the app"), "{message}");
}

#[test]
fn sizes_are_limited_before_and_after_inflating() {
    // A deflate bomb: a tiny body that inflates past the limit.
    let bomb = miniz_oxide::deflate::compress_to_vec(&vec![0u8; share::MAX_INFLATED_BYTES + 1], 10);
    let payload = reframe(vec![1, 0x80, 0, 0, 0, 0], |p| {
        p.truncate(2);
        p.extend_from_slice(&bomb);
    });
    assert!(payload.len() < 2_000);
    assert_eq!(share::read_payload(&payload), Err(ShareError::TooLarge));
    // Too long a text, and too large a payload.
    let long = format!("TM{}", "0".repeat(share::MAX_CODE_CHARS + 3));
    assert_eq!(share::read(&long), Err(ShareError::TooLarge));
    assert_eq!(
        share::read_payload(&vec![0; share::MAX_PAYLOAD_BYTES + 1]),
        Err(ShareError::TooLarge)
    );
}

#[test]
fn trailing_bytes_and_unknown_kinds_are_malformed() {
    let g = game_of(GameKind::ScorePad, 5, 3);
    // Not deflated (a tiny game): append a byte to the body.
    let payload = share::unchecked_payload("t", g.setup(), g.log(), g.cursor());
    if payload[1] & 0x80 == 0 {
        let longer = reframe(payload.clone(), |p| p.push(0));
        assert!(matches!(
            share::read_payload(&longer),
            Err(ShareError::Malformed(_))
        ));
    }
    let unknown = reframe(payload, |p| p[1] = 9);
    assert!(matches!(
        share::read_payload(&unknown),
        Err(ShareError::Malformed(_))
    ));
}

#[test]
fn one_refused_action_rejects_the_whole_import() {
    let g = game_of(GameKind::ScorePad, 30, 5);
    let mut log: Vec<LogEntry> = g.log().to_vec();
    log[12].action = Action::ScorePad(scorepad::Action::Score {
        player: 7,
        points: 3,
    });
    let payload = share::unchecked_payload("cheat", g.setup(), &log, g.cursor());
    let error = share::read_payload(&payload).unwrap_err();
    match &error {
        ShareError::Rejected(RebuildError::Replay(e)) => assert_eq!(e.index, 12),
        other => panic!("{other:?}"),
    }
    let message = error.to_string();
    assert!(message.contains("nothing was imported"), "{message}");
    assert!(message.contains("Action 13"), "{message}");
    // A cursor past the log is refused too; so are players the rules refuse.
    let payload = share::unchecked_payload("c", g.setup(), g.log(), g.log().len() + 1);
    assert!(matches!(
        share::read_payload(&payload),
        Err(ShareError::Rejected(RebuildError::Cursor { .. }))
    ));
    let mut setup = g.setup().clone();
    setup.players[1].name = "x".repeat(40);
    let payload = share::unchecked_payload("n", &setup, &[], 0);
    assert!(matches!(
        share::read_payload(&payload),
        Err(ShareError::Rejected(RebuildError::Setup(_)))
    ));
    let long_name = "n".repeat(share::MAX_NAME_CHARS + 1);
    let payload = share::unchecked_payload(&long_name, g.setup(), &[], 0);
    assert!(matches!(
        share::read_payload(&payload),
        Err(ShareError::Malformed(_))
    ));
}

#[test]
fn the_results_card_holds_scores_winner_and_duration() {
    use tablemate::share::results::ResultsCard;
    let mut g = Game::new(setup(GameKind::ScorePad)).unwrap();
    assert_eq!(ResultsCard::of("r", &g), None);
    for (i, (player, points)) in [(0, 5), (1, 9), (2, 3), (3, 9)].into_iter().enumerate() {
        g.apply(
            Action::ScorePad(scorepad::Action::Score { player, points }),
            at(60 * (i as i64 + 1)),
        )
        .unwrap();
    }
    g.apply(Action::ScorePad(scorepad::Action::Finish), at(3_600))
        .unwrap();
    let card = ResultsCard::of("r", &g).unwrap();
    assert_eq!(card.winners, vec![1, 3]);
    assert_eq!(card.winner_names(), vec!["Bảo", "Mateus"]);
    assert_eq!(card.duration().num_minutes(), 60);
    let ranking: Vec<usize> = card.ranking().iter().map(|r| r.0).collect();
    assert_eq!(ranking, vec![1, 3, 0, 2]);
}
