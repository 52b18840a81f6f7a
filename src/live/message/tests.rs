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
            locked: false,
        },
        Member {
            peer: PeerId(7),
            name: "美玲".into(),
            seat: Seat::Table,
            host: false,
            locked: false,
        },
        Member {
            peer: PeerId(9),
            name: "Bảo".into(),
            seat: Seat::Watching,
            host: false,
            locked: true,
        },
    ]
}

fn whole() -> WholeGame {
    WholeGame {
        id: "g-1".into(),
        name: "Friday".into(),
        game: game(),
    }
}

/// One message of every tag this protocol writes, in tag order.
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
        Message::Refused {
            request: 1,
            reason: Reason::Rules {
                rule_id: "scorepad-entry".into(),
            },
        },
        Message::Roster(roster()),
        Message::Bye(ByeReason::Leaving),
        Message::Reset,
        Message::Phone(PhoneKey([0xAB; 16])),
        Message::Welcome(Welcome {
            you: PeerId(7),
            roster: roster(),
            version: 12,
            catchup: Catchup::Missing {
                first: 3,
                entries: vec![sent(4, 1, 6, Some(Sender::Table))],
                cursor: 4,
            },
        }),
        Message::Propose {
            request: 2,
            seen: 6,
            action: score(1, -1),
        },
        Message::Undo {
            request: 2,
            seen: 5,
        },
        Message::Redo {
            request: 3,
            seen: 300,
        },
        Message::Entries {
            first: 4,
            entries: vec![sent(5, 0, 2, Some(Sender::Player(1))), entry(6, 1, 1)],
            cursor: 6,
            version: 9,
        },
        Message::Cursor {
            cursor: 4,
            version: 10,
        },
        Message::NextGame {
            version: 11,
            whole: Box::new(whole()),
        },
    ]
}

#[test]
fn the_tags_are_fixed() {
    let tags: Vec<u8> = samples().iter().map(Message::tag).collect();
    assert_eq!(tags, [0, 3, 8, 9, 11, 13, 14, 15, 16, 17, 18, 19, 20]);
    for message in samples() {
        assert_eq!(encode(&message)[1], message.tag());
    }
    // No tag in use was an earlier protocol's.
    assert!(tags.iter().all(|t| !RETIRED_TAGS.contains(t)));
    // The bytes of the small messages, so a tag or a field that moves shows up here.
    let hex = |m: &Message| -> String { encode(m).iter().map(|b| format!("{b:02x}")).collect() };
    let expected = [
        (Message::Bye(ByeReason::Leaving), "010900"),
        (Message::Bye(ByeReason::Replaced), "010905"),
        (Message::Reset, "010b"),
        (
            Message::Phone(PhoneKey(*b"0123456789abcdef")),
            "010d30313233343536373839616263646566",
        ),
        // request 2, seen 6, then ScorePad 0, Score 0, player 1, -1 (1).
        (
            Message::Propose {
                request: 2,
                seen: 6,
                action: score(1, -1),
            },
            "010f020600000101",
        ),
        (
            Message::Undo {
                request: 2,
                seen: 5,
            },
            "01100205",
        ),
        (
            Message::Redo {
                request: 3,
                seen: 300,
            },
            "011103ac02",
        ),
        (
            Message::Cursor {
                cursor: 4,
                version: 10,
            },
            "0113040a",
        ),
        (
            Message::Refused {
                request: 1,
                reason: Reason::Overtaken {
                    version: 7,
                    by: Overtaking::Step {
                        undone: true,
                        by: Sender::Player(2),
                    },
                },
            },
            "0103010c07010102",
        ),
        (
            Message::Refused {
                request: 0,
                reason: Reason::Busy { retry_ms: 6_000 },
            },
            "0103000df02e",
        ),
    ];
    for (message, bytes) in expected {
        assert_eq!(hex(&message), bytes, "{message:?}");
    }
}

#[test]
fn the_retired_tags_are_refused_as_such() {
    // A proposal without the version it was made on (protocol 3's tag 10, protocol 1's 2),
    // an undo by cursor: never read.
    assert_eq!(RETIRED_TAGS, [1, 2, 4, 5, 6, 7, 10, 12]);
    for tag in RETIRED_TAGS {
        assert_eq!(
            decode(&[1, tag, 1, 0, 0, 0, 10]),
            Err(DecodeError::Retired(tag))
        );
    }
    assert_eq!(decode(&[1, 21]), Err(DecodeError::UnknownTag(21)));
    // A refusal's reason 5 (moved, by cursor) is retired too.
    assert_eq!(
        decode(&[1, 3, 1, 5, 2]),
        Err(DecodeError::Invalid("a refusal's reason"))
    );
}

#[test]
fn every_message_round_trips() {
    let mut all = samples();
    all.push(Message::Welcome(Welcome {
        you: PeerId(3),
        roster: roster(),
        version: 0,
        catchup: Catchup::Whole(Box::new(whole())),
    }));
    for reason in [
        Reason::GameOver,
        Reason::WrongGame,
        Reason::NothingToUndo,
        Reason::NothingToRedo,
        Reason::SeatTaken { seat: 2 },
        Reason::NoSuchSeat { seat: 9 },
        Reason::NotJoined,
        Reason::NotYours { player: Some(1) },
        Reason::NotYours { player: None },
        Reason::Watching,
        Reason::TooFast,
        Reason::Overtaken {
            version: 300,
            by: Overtaking::Move { index: 299 },
        },
        Reason::Overtaken {
            version: 1,
            by: Overtaking::Step {
                undone: false,
                by: Sender::Host,
            },
        },
        Reason::Overtaken {
            version: 1,
            by: Overtaking::Table,
        },
        Reason::Busy { retry_ms: u32::MAX },
        Reason::NotStored,
        Reason::SeatLocked,
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
        ByeReason::Replaced,
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
        version: u32::MAX,
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
fn a_phones_key_is_kept_as_thirty_two_hexadecimal_digits() {
    let key = PhoneKey([0, 1, 0xAB, 0xFF, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0x10, 0x7F]);
    assert_eq!(key.to_hex(), "0001abff09080706050403020100107f");
    assert_eq!(PhoneKey::from_hex(&key.to_hex()), Some(key));
    for bad in [
        "",
        "0001",
        "+001abff09080706050403020100107f",
        "zz01abff09080706050403020100107f",
        "0001abff09080706050403020100107f0",
    ] {
        assert_eq!(PhoneKey::from_hex(bad), None, "{bad}");
    }
    // Multi-byte text of the right length is not a key.
    assert_eq!(PhoneKey::from_hex(&"é".repeat(16)), None);
}

#[test]
fn an_unknown_sender_or_member_flag_is_refused() {
    let entries = encode(&Message::Entries {
        first: 4,
        entries: vec![sent(5, 0, 2, Some(Sender::Player(1)))],
        cursor: 5,
        version: 1,
    });
    // format, tag, first, then the entry; the sender is two bytes before cursor and version.
    let mut bad = entries.clone();
    let at = bad.len() - 4;
    assert_eq!(bad[at], 1);
    bad[at] = 4;
    assert_eq!(decode(&bad), Err(DecodeError::Invalid("a sender")));
    let roster = encode(&Message::Roster(roster()));
    let mut bad = roster.clone();
    let last = bad.len() - 1;
    assert_eq!(
        bad[last], 2,
        "the last member's flags: a guest the host seated"
    );
    bad[last] = 3;
    assert_eq!(decode(&bad), Err(DecodeError::Invalid("the host flag")));
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
        version: 4,
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
    assert_eq!(decode(&[1, 21]), Err(DecodeError::UnknownTag(21)));
    assert_eq!(decode(&[1, 255, 1, 2]), Err(DecodeError::UnknownTag(255)));
    assert_eq!(
        decode(&vec![1; MAX_MESSAGE_BYTES + 1]),
        Err(DecodeError::TooLarge {
            bytes: MAX_MESSAGE_BYTES + 1
        })
    );
    assert_eq!(decode(&[1, 9, 0, 0]), Err(DecodeError::TrailingBytes));
    assert_eq!(
        decode(&[1, 9, 6]),
        Err(DecodeError::Invalid("a bye's reason"))
    );
    assert_eq!(decode(&[1, 15, 1, 0, 9]), Err(DecodeError::Action));
    assert_eq!(
        decode(&[1, 19, 0x80, 0x80, 0x80, 0x80, 0x10, 0]),
        Err(DecodeError::Overflow)
    );
    assert_eq!(
        decode(&[1, 13, 1, 2, 3]),
        Err(DecodeError::Truncated),
        "a key is 16 bytes"
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
            locked: false,
        })
        .collect();
    assert_eq!(
        decode(&encode(&Message::Roster(crowd))),
        Err(DecodeError::Invalid("the roster's size"))
    );
    // A count of entries that the bytes cannot hold is refused before any is read.
    assert_eq!(
        decode(&[1, 18, 0, 0xFF, 0xFF, 0x03]),
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
    // A welcome: you 3, an empty roster, version 0, a whole game.
    let mut bytes = vec![1, 14, 3, 0, 0, 1];
    let junk = miniz_oxide::deflate::compress_to_vec(b"{\"format\":\"other\"}", 9);
    bytes.push(junk.len() as u8);
    bytes.extend_from_slice(&junk);
    assert_eq!(decode(&bytes), Err(DecodeError::Game(LoadError::NotASave)));
}
