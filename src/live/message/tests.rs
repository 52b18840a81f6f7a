//! Every message through its bytes, the tags pinned, and every refusal of the decoder.

use chrono::{DateTime, TimeZone, Utc};

use super::*;
use crate::rules::{scorepad, Player, PlayerColour};
use crate::session::{GameOptions, Sender, Setup};

fn at(second: i64, nanos: u32) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, nanos).unwrap()
}

fn score(player: usize, points: i64) -> Action {
    Action::ScorePad(scorepad::Action::Score { player, points })
}

fn entry(second: i64, player: usize, points: i64) -> LogEntry {
    LogEntry {
        at: at(second, 123_456_789),
        action: score(player, points),
        by: None,
    }
}

fn sent(second: i64, player: usize, points: i64, by: Option<Sender>) -> LogEntry {
    LogEntry {
        by,
        ..entry(second, player, points)
    }
}

fn game() -> Game {
    let mut game = Game::new(Setup {
        options: GameOptions::ScorePad(scorepad::Options::default()),
        players: vec![
            Player::new("Lan", PlayerColour::Green),
            Player::new("美玲", PlayerColour::Pink),
        ],
        created: at(0, 5),
    })
    .unwrap();
    for i in 0..5 {
        let e = entry(i + 1, i as usize % 2, 3 + i);
        game.apply(e.action, e.at).unwrap();
    }
    game.undo();
    game
}

fn roster() -> Vec<Member> {
    vec![
        Member {
            peer: PeerId(0),
            name: "Lan".into(),
            seat: Seat::Player(0),
            host: true,
        },
        Member {
            peer: PeerId(7),
            name: "美玲".into(),
            seat: Seat::Table,
            host: false,
        },
    ]
}

/// One message of every tag, in tag order.
fn samples() -> Vec<Message> {
    vec![
        Message::Hello(Hello {
            protocol: PROTOCOL,
            game: Some("1790000000000-ab12".into()),
            have: 3,
            fingerprint: 0xDEAD_BEEF,
            seat: Seat::Player(1),
            name: "美玲".into(),
        }),
        Message::Welcome(Welcome {
            you: PeerId(7),
            roster: roster(),
            catchup: Catchup::Missing {
                first: 3,
                entries: vec![entry(4, 1, 6)],
                cursor: 4,
            },
        }),
        Message::Propose {
            request: 1,
            cursor: None,
            action: score(0, 5),
        },
        Message::Refused {
            request: 1,
            reason: Reason::Rules {
                rule_id: "scorepad-entry".into(),
            },
        },
        Message::Entries {
            first: 4,
            entries: vec![entry(5, 0, 2)],
            cursor: 5,
        },
        Message::Undo {
            request: 2,
            cursor: 5,
        },
        Message::Redo {
            request: 3,
            cursor: 4,
        },
        Message::Cursor { cursor: 4 },
        Message::Roster(roster()),
        Message::Bye(ByeReason::Leaving),
        Message::Propose {
            request: 2,
            cursor: Some(6),
            action: score(1, -1),
        },
        Message::Reset,
        Message::Entries {
            first: 4,
            entries: vec![sent(5, 0, 2, Some(Sender::Player(1))), sent(6, 1, 1, None)],
            cursor: 6,
        },
    ]
}

#[test]
fn the_tags_are_fixed() {
    // The bytes of the small messages, so a tag or a field that moves shows up here.
    let expected = [
        (2, "0102010000000a"),
        (5, "01050205"),
        (6, "01060304"),
        (7, "010704"),
        (9, "010900"),
        // request 2, cursor 6, then ScorePad 0, Score 0, player 1, -1 (1).
        (10, "010a020600000101"),
        (11, "010b"),
    ];
    let samples = samples();
    for (tag, message) in samples.iter().enumerate() {
        assert_eq!(usize::from(message.tag()), tag);
        assert_eq!(usize::from(encode(message)[1]), tag);
    }
    for (index, hex) in expected {
        let bytes: String = encode(&samples[index])
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(bytes, hex, "tag {index}");
    }
    assert_eq!(
        encode(&Message::Propose {
            request: 1,
            cursor: None,
            action: score(0, 5)
        }),
        // format 1, tag 2, request 1, then postcard: ScorePad 0, Score 0, player 0, +5 (10).
        [1, 2, 1, 0, 0, 0, 10]
    );
}

#[test]
fn every_message_round_trips() {
    let mut all = samples();
    all.push(Message::Welcome(Welcome {
        you: PeerId(3),
        roster: roster(),
        catchup: Catchup::Whole(Box::new(WholeGame {
            id: "g-1".into(),
            name: "Friday".into(),
            game: game(),
        })),
    }));
    for reason in [
        Reason::GameOver,
        Reason::WrongGame,
        Reason::NothingToUndo,
        Reason::NothingToRedo,
        Reason::Moved { cursor: 300 },
        Reason::SeatTaken { seat: 2 },
        Reason::NoSuchSeat { seat: 9 },
        Reason::NotJoined,
        Reason::NotYours { player: Some(1) },
        Reason::NotYours { player: None },
        Reason::Watching,
        Reason::TooFast,
    ] {
        all.push(Message::Refused {
            request: HELLO_REQUEST,
            reason,
        });
    }
    for bye in [
        ByeReason::Protocol { speaks: 7 },
        ByeReason::GameTooLarge,
        ByeReason::TableFull,
        ByeReason::GameClosed,
    ] {
        all.push(Message::Bye(bye));
    }
    all.push(Message::Hello(Hello {
        protocol: 2,
        game: None,
        have: 0,
        fingerprint: 0,
        seat: Seat::Watching,
        name: "Zoë".into(),
    }));
    all.push(Message::Welcome(Welcome {
        you: PeerId(3),
        roster: roster(),
        catchup: Catchup::Missing {
            first: 0,
            entries: vec![
                sent(1, 0, 1, Some(Sender::Table)),
                sent(2, 1, 1, Some(Sender::Host)),
                sent(3, 0, 1, None),
            ],
            cursor: 3,
        },
    }));
    for message in all {
        let bytes = encode(&message);
        assert_eq!(decode(&bytes), Ok(message.clone()));
    }
}

#[test]
fn entries_name_their_phones_only_when_one_does() {
    let plain = vec![entry(5, 0, 2)];
    let named = vec![sent(5, 0, 2, Some(Sender::Player(1)))];
    let entries = |entries: Vec<LogEntry>| Message::Entries {
        first: 4,
        entries,
        cursor: 5,
    };
    // Entries of no live table keep protocol 2's tag and bytes; a sender adds its bytes.
    let (a, b) = (
        encode(&entries(plain.clone())),
        encode(&entries(named.clone())),
    );
    assert_eq!((a[1], b[1]), (4, 12));
    assert_eq!(
        &b[2..b.len() - 1],
        [&a[2..a.len() - 1], &[1, 1][..]].concat()
    );
    let welcome = |entries| {
        Message::Welcome(Welcome {
            you: PeerId(3),
            roster: vec![],
            catchup: Catchup::Missing {
                first: 4,
                entries,
                cursor: 5,
            },
        })
    };
    // format, tag, you, an empty roster, then the catch-up's choice.
    assert_eq!(encode(&welcome(plain))[4], 0);
    assert_eq!(encode(&welcome(named))[4], 2);
    // An unknown sender is refused.
    let mut bad = b.clone();
    let at = bad.len() - 3;
    bad[at] = 4;
    assert_eq!(decode(&bad), Err(DecodeError::Invalid("a sender")));
    // The fingerprint tells two logs of the same moves from other phones apart.
    assert_ne!(
        fingerprint(&[entry(5, 0, 2)]),
        fingerprint(&[sent(5, 0, 2, Some(Sender::Table))])
    );
}

#[test]
fn a_whole_game_keeps_its_times_to_the_nanosecond() {
    let whole = WholeGame {
        id: "g-1".into(),
        name: "Friday".into(),
        game: game(),
    };
    let message = Message::Welcome(Welcome {
        you: PeerId(3),
        roster: vec![],
        catchup: Catchup::Whole(Box::new(whole.clone())),
    });
    let Ok(Message::Welcome(back)) = decode(&encode(&message)) else {
        panic!("not a welcome");
    };
    let Catchup::Whole(back) = back.catchup else {
        panic!("not a whole game");
    };
    assert_eq!(back.game.log(), whole.game.log());
    assert_eq!(back.game.cursor(), 4);
    assert_eq!(back.game.log()[0].at.timestamp_subsec_nanos(), 123_456_789);
    assert_eq!(fingerprint(back.game.log()), fingerprint(whole.game.log()));
    assert_ne!(
        fingerprint(&whole.game.log()[..4]),
        fingerprint(whole.game.log())
    );
}

#[test]
fn frames_of_another_format_or_tag_are_refused() {
    assert_eq!(decode(&[]), Err(DecodeError::Empty));
    assert_eq!(decode(&[1]), Err(DecodeError::Truncated));
    assert_eq!(decode(&[2, 9, 0]), Err(DecodeError::UnknownFormat(2)));
    assert_eq!(decode(&[1, 13]), Err(DecodeError::UnknownTag(13)));
    assert_eq!(decode(&[1, 255, 1, 2]), Err(DecodeError::UnknownTag(255)));
    assert_eq!(
        decode(&vec![1; MAX_MESSAGE_BYTES + 1]),
        Err(DecodeError::TooLarge {
            bytes: MAX_MESSAGE_BYTES + 1
        })
    );
    assert_eq!(decode(&[1, 9, 0, 0]), Err(DecodeError::TrailingBytes));
    assert_eq!(
        decode(&[1, 9, 5]),
        Err(DecodeError::Invalid("a bye's reason"))
    );
    assert_eq!(decode(&[1, 2, 1, 9]), Err(DecodeError::Action));
    assert_eq!(
        decode(&[1, 7, 0x80, 0x80, 0x80, 0x80, 0x10]),
        Err(DecodeError::Overflow)
    );
}

#[test]
fn every_cut_of_every_message_is_refused_without_panic() {
    for message in samples() {
        let bytes = encode(&message);
        for len in 0..bytes.len() {
            assert!(decode(&bytes[..len]).is_err(), "{message:?} cut at {len}");
        }
        for i in 0..bytes.len() {
            for value in [0x00, 0x01, 0x7F, 0x80, 0xFF] {
                let mut changed = bytes.clone();
                changed[i] = value;
                let _ = decode(&changed);
            }
        }
    }
}

fn hello_named(name: &str) -> Vec<u8> {
    encode(&Message::Hello(Hello {
        protocol: PROTOCOL,
        game: None,
        have: 0,
        fingerprint: 0,
        seat: Seat::Table,
        name: name.into(),
    }))
}

#[test]
fn names_are_one_short_line_of_text() {
    assert_eq!(decode(&hello_named("Bảo")).map(|_| ()), Ok(()));
    assert_eq!(
        decode(&hello_named("Bảo\nrm -rf")),
        Err(DecodeError::Name(NameError::Control))
    );
    assert_eq!(
        decode(&hello_named("\u{1b}[31mred")),
        Err(DecodeError::Name(NameError::Control))
    );
    assert_eq!(
        decode(&hello_named("  ")),
        Err(DecodeError::Name(NameError::Empty))
    );
    assert_eq!(
        decode(&hello_named(&"美".repeat(MAX_NAME_CHARS + 1))),
        Err(DecodeError::Name(NameError::TooLong))
    );
    assert_eq!(
        decode(&hello_named(&"a".repeat(MAX_NAME_CHARS * 4 + 1))),
        Err(DecodeError::Name(NameError::TooLong))
    );
    assert_eq!(check_name(&"美".repeat(MAX_NAME_CHARS)), Ok(()));
    // A name that is not UTF-8.
    let mut bytes = hello_named("ab");
    let last = bytes.len() - 1;
    bytes[last] = 0xFF;
    assert_eq!(decode(&bytes), Err(DecodeError::Invalid("a name")));
}

#[test]
fn counts_and_sizes_past_their_limits_are_refused() {
    let crowd: Vec<Member> = (0..=MAX_ROSTER as u32)
        .map(|i| Member {
            peer: PeerId(i),
            name: format!("P{i}"),
            seat: Seat::Watching,
            host: false,
        })
        .collect();
    assert_eq!(
        decode(&encode(&Message::Roster(crowd))),
        Err(DecodeError::Invalid("the roster's size"))
    );
    // A count of entries that the bytes cannot hold is refused before any is read.
    assert_eq!(
        decode(&[1, 4, 0, 0xFF, 0xFF, 0x03]),
        Err(DecodeError::Truncated)
    );
    let id = "x".repeat(MAX_ID_BYTES + 1);
    let hello = Message::Hello(Hello {
        protocol: PROTOCOL,
        game: Some(id),
        have: 0,
        fingerprint: 0,
        seat: Seat::Table,
        name: "A".into(),
    });
    assert_eq!(
        decode(&encode(&hello)),
        Err(DecodeError::Invalid("a game id"))
    );
    // A whole game whose save is not a save.
    let mut bytes = vec![1, 1, 3, 0, 1];
    let junk = miniz_oxide::deflate::compress_to_vec(b"{\"format\":\"other\"}", 9);
    bytes.push(junk.len() as u8);
    bytes.extend_from_slice(&junk);
    assert_eq!(decode(&bytes), Err(DecodeError::Game(LoadError::NotASave)));
}
