//! Links that open the app: every form a system may hand over carries a random game of every
//! kind in exactly, a numbered sequence comes together from its links in any order, a
//! desktop start's arguments open the game, and no text, however broken, makes the link
//! reader panic.

mod share_support;

use proptest::prelude::*;
use share_support::*;
use tablemate::session::{Game, GameKind};
use tablemate::share::link::{self, LinkError};
use tablemate::share::{self, Received, ShareError, DEEP_LINK};

fn kind() -> impl Strategy<Value = GameKind> {
    prop::sample::select(GameKind::ALL.to_vec())
}

/// The ways one code may come back as a link: ours as written, its opaque form, the web
/// app's link on some host, in capitals, with `%`-escapes, and with spaces and line breaks
/// that a copy adds.
fn forms(code: &str, escape_every: usize) -> Vec<String> {
    let escaped: String = code
        .chars()
        .enumerate()
        .map(|(i, c)| {
            if i % escape_every == 0 {
                format!("%{:02X}", c as u32)
            } else {
                c.to_string()
            }
        })
        .collect();
    let broken: String = code
        .chars()
        .enumerate()
        .flat_map(|(i, c)| {
            (i > 0 && i % 61 == 0)
                .then_some('\n')
                .into_iter()
                .chain([c])
        })
        .collect();
    vec![
        share::link(DEEP_LINK, code),
        format!("tablemate:import#{code}"),
        format!("TABLEMATE://IMPORT#{code}"),
        format!("https://example.org/tablemate/?v=2#{code}"),
        format!("https://games.example.net/import#{}", code.to_lowercase()),
        format!("tablemate://import#{escaped}"),
        format!("https://example.org/#{escaped}"),
        format!("  tablemate://import#{broken}\n"),
    ]
}

fn game_in(link: &str) -> Game {
    match share::read_link(link) {
        Ok(Received::Game(incoming)) => incoming.game,
        other => panic!("{link:.60}: {other:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn every_form_of_a_link_carries_the_game(
        kind in kind(),
        len in 0usize..200,
        seed in any::<u64>(),
        escape_every in 1usize..9,
    ) {
        let g = game_of(kind, len, seed);
        let code = share::code_of(&share::game_payload_of("p", &g));
        for link in forms(&code, escape_every) {
            prop_assert_eq!(link::code_in(&link), Ok(code.clone()));
            prop_assert_eq!(&game_in(&link), &g);
        }
    }
}

#[test]
fn a_sequence_comes_together_from_its_links_in_any_order() {
    let g = game_of(GameKind::ScorePad, 6000, 5);
    let base = "https://example.org/tablemate/";
    let payload = share::game_payload_of("long", &g);
    for base in [DEEP_LINK, base] {
        let links: Vec<String> = share::parts_of(&payload, base)
            .into_iter()
            .map(|c| c.link)
            .collect();
        let n = links.len();
        assert!(n > 2, "{n} parts");
        // Forward, backward, and every rotation.
        let mut orders: Vec<Vec<usize>> = vec![(0..n).rev().collect()];
        orders.extend((0..n).map(|r| (0..n).map(|i| (i + r) % n).collect()));
        for order in orders {
            let mut collector = share::Collector::default();
            let mut done = None;
            for &i in &order {
                let Ok(Received::Part(part)) = share::read_link(&links[i]) else {
                    panic!("part {i} is not a part")
                };
                done = collector.add(part).unwrap();
            }
            assert_eq!(done.expect("all parts in").game, g, "{order:?}");
        }
    }
}

#[test]
fn a_desktop_start_with_a_link_opens_its_game() {
    let g = game_of(GameKind::Carcassonne, 60, 7);
    let code = share::code_of(&share::game_payload_of("From the command line", &g));
    let args = [
        "tablemate".to_string(),
        "--some-flag".to_string(),
        share::link(DEEP_LINK, &code),
    ];
    let links = link::links_among(args.iter().skip(1));
    assert_eq!(links.len(), 1);
    match share::read_link(&links[0]) {
        Ok(Received::Game(incoming)) => {
            assert_eq!(incoming.name, "From the command line");
            assert_eq!(incoming.game, g);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_link_without_a_readable_code_is_refused_with_its_reason() {
    let refused = |link: &str| share::read_link(link).unwrap_err();
    assert_eq!(
        refused("tablemate://settings"),
        ShareError::Link(LinkError::UnknownTarget)
    );
    assert_eq!(
        refused("tablemate://import"),
        ShareError::Link(LinkError::NoCode)
    );
    assert_eq!(
        refused("ftp://example.org/#TM00"),
        ShareError::Link(LinkError::UnknownScheme)
    );
    // A link that holds a code is then read as a code: a damaged one says so.
    let g = game_of(GameKind::Catan, 30, 2);
    let code = share::code_of(&share::game_payload_of("d", &g));
    let mut damaged: Vec<char> = code.chars().collect();
    let mid = damaged.len() / 2;
    damaged[mid] = if damaged[mid] == 'A' { 'B' } else { 'A' };
    let damaged: String = damaged.into_iter().collect();
    assert_eq!(
        refused(&share::link(DEEP_LINK, &damaged)),
        ShareError::Damaged
    );
    assert!(ShareError::Link(LinkError::NoCode)
        .to_string()
        .contains('#'));
}

/// What a link reader hands on is always a code in the share alphabet, never anything else.
fn assert_clean(result: Result<String, LinkError>) -> Result<(), TestCaseError> {
    if let Ok(code) = result {
        prop_assert!(code.starts_with(share::PREFIX) && code.len() > share::PREFIX.len());
        prop_assert!(code[2..]
            .bytes()
            .all(|b| share::text::ALPHABET.contains(&b)));
        prop_assert!(code.len() <= share::MAX_CODE_CHARS + share::PREFIX.len());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,300}") {
        assert_clean(link::code_in(&text))?;
        let _ = share::read_link(&text);
        let _ = link::links_among([text]);
    }

    #[test]
    fn arbitrary_fragments_of_our_links_never_panic(
        front in prop::sample::select(vec![
            "tablemate://import#", "tablemate:import#", "https://example.org/#",
            "tablemate://import?x#", "https://a@b:1/c?d#", "TaBlEmAtE:///import/#",
        ]),
        tail in "([0-9A-Za-z$*+/%#?: -]|%[0-9A-Fa-f]{0,2}|\\PC){0,200}",
    ) {
        let text = format!("{front}{tail}");
        assert_clean(link::code_in(&text))?;
        let _ = share::read_link(&text);
    }

    #[test]
    fn arbitrary_code_characters_behind_a_link_never_panic(
        body in "[0-9A-Z$*+/-]{0,400}",
    ) {
        let text = format!("tablemate://import#TM{body}");
        prop_assert_eq!(link::code_in(&text).is_ok(), !body.is_empty());
        let _ = share::read_link(&text);
    }

    #[test]
    fn mutated_links_never_panic(
        kind in kind(),
        seed in any::<u64>(),
        flips in proptest::collection::vec((any::<usize>(), any::<char>()), 1..6),
    ) {
        let g = game_of(kind, 30, seed);
        let code = share::code_of(&share::game_payload_of("m", &g));
        let mut chars: Vec<char> = share::link(DEEP_LINK, &code).chars().collect();
        for (at, c) in flips {
            let at = at % chars.len();
            chars[at] = c;
        }
        let text: String = chars.into_iter().collect();
        assert_clean(link::code_in(&text))?;
        let _ = share::read_link(&text);
    }
}
