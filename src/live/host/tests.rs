//! The host alone: what it sends for each message, on a two-player score pad.

use super::*;
use crate::live::test_support::{at, host, key, score, Table, ANA, HOST};
const BAO: PeerId = PeerId(2);

fn hello(game: Option<&str>, have: u32, print: u32, seat: Seat, name: &str) -> Message {
    Message::Hello(Hello {
        protocol: PROTOCOL,
        game: game.map(str::to_string),
        have,
        fingerprint: print,
        seat,
        name: name.into(),
    })
}

/// `recv` of a new phone's hello: no game held yet, asking for `seat` under `name`.
fn join(h: &mut Table, peer: PeerId, seat: Seat, name: &str, when: DateTime<Utc>) -> Vec<Outgoing> {
    recv(h, peer, hello(None, 0, 0, seat, name), when)
}

fn refused(request: u32, reason: Reason, to: PeerId) -> Outgoing {
    Outgoing::one(to, Message::Refused { request, reason })
}

/// What the host sends for `message`, each change it makes stored at once, as the app does
/// once the change's write lands.
fn recv(h: &mut Table, peer: PeerId, message: Message, when: DateTime<Utc>) -> Vec<Outgoing> {
    let mut out = h.receive(peer, message, when);
    out.extend(store(h));
    out
}

fn store(h: &mut Table) -> Vec<Outgoing> {
    let mut out = Vec::new();
    while h.storing() {
        out.extend(h.stored(h.version()));
    }
    out
}

/// The host's own tap, stored at once.
fn act(h: &mut Table, action: Action, when: DateTime<Utc>) -> Result<Vec<Outgoing>, CommitError> {
    let mut out = h.act(action, when)?;
    out.extend(store(h));
    Ok(out)
}

fn undo(h: &mut Table) -> Vec<Outgoing> {
    let mut out = h.undo();
    out.extend(store(h));
    out
}

fn redo(h: &mut Table) -> Vec<Outgoing> {
    let mut out = h.redo();
    out.extend(store(h));
    out
}

fn propose(request: u32, seen: Version, action: Action) -> Message {
    Message::Propose {
        request,
        seen,
        action,
    }
}

/// A host with Ana's and Bảo's phones at the table, where most tests of several phones start.
fn two_table_phones() -> Table {
    let mut h = host();
    join(&mut h, ANA, Seat::Table, "Ana", at(1));
    join(&mut h, BAO, Seat::Table, "Bảo", at(1));
    h
}

fn entries_of(out: &[Outgoing]) -> usize {
    out.iter()
        .filter(|o| matches!(o.message, Message::Entries { .. }))
        .count()
}

#[test]
fn a_new_phone_gets_the_whole_game_and_the_others_the_roster() {
    let mut h = host();
    let out = join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    assert_eq!(out.len(), 2);
    let Message::Welcome(w) = &out[0].message else {
        panic!("{out:?}")
    };
    assert_eq!(out[0].to, To::One(ANA));
    assert_eq!(w.you, ANA);
    assert_eq!(w.version, 0);
    assert_eq!(w.roster.len(), 2);
    assert_eq!(w.roster[1].seat, Seat::Player(1));
    assert!(matches!(&w.catchup, Catchup::Whole(g) if g.id == "g-1" && g.game == *h.game()));
    // The welcome's bytes, written once to check its size, are the message's.
    assert_eq!(out[0].bytes().as_ref(), message::encode(&out[0].message));
    assert_eq!(out[1].to, To::EveryoneBut(ANA));
    assert_eq!(out[1].message, Message::Roster(h.roster().to_vec()));
    // The same phone saying hello again in its seat changes nothing for the others.
    let out = join(&mut h, ANA, Seat::Player(1), "Ana", at(2));
    assert_eq!(out.len(), 1, "{out:?}");
}

#[test]
fn a_seat_is_one_phones_and_a_second_claim_watches() {
    let mut h = host();
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    let out = join(&mut h, BAO, Seat::Player(1), "Bảo", at(2));
    assert_eq!(
        out[1],
        refused(HELLO_REQUEST, Reason::SeatTaken { seat: 1 }, BAO)
    );
    assert_eq!(h.roster()[2].seat, Seat::Watching);
    // The host's own seat is taken too, and a seat past the players is no seat.
    let out = join(&mut h, PeerId(3), Seat::Player(0), "C", at(3));
    assert_eq!(
        out[1],
        refused(HELLO_REQUEST, Reason::SeatTaken { seat: 0 }, PeerId(3))
    );
    let out = join(&mut h, PeerId(4), Seat::Player(7), "D", at(4));
    assert_eq!(
        out[1],
        refused(HELLO_REQUEST, Reason::NoSuchSeat { seat: 7 }, PeerId(4))
    );
    // Table phones are any number.
    let out = join(&mut h, PeerId(5), Seat::Table, "E", at(5));
    assert_eq!(out.len(), 2);
    // Once Ana leaves, her seat is free.
    h.leave(ANA);
    let out = join(&mut h, BAO, Seat::Player(1), "Bảo", at(7));
    assert_eq!(out.len(), 2);
    assert!(h
        .roster()
        .iter()
        .any(|m| m.peer == BAO && m.seat == Seat::Player(1)));
}

#[test]
fn proposals_are_applied_once_stored_or_refused_to_their_sender_only() {
    let mut h = host();
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    // Applied at once, sent once stored.
    assert!(h.receive(ANA, propose(1, 0, score(1, 4)), at(2)).is_empty());
    assert_eq!(h.game().log().len(), 1);
    assert!(h.storing());
    assert_eq!(
        h.stored(1),
        [Outgoing::everyone(Message::Entries {
            first: 0,
            entries: h.game().log().to_vec(),
            cursor: 1,
            version: 1,
        })]
    );
    assert_eq!(h.game().log()[0].at, at(2));
    let out = recv(&mut h, ANA, propose(2, 1, score(5, 4)), at(3));
    assert_eq!(
        out,
        [refused(
            2,
            Reason::Rules {
                rule_id: "scorepad-players".into()
            },
            ANA
        )]
    );
    assert_eq!(h.game().log().len(), 1);
    assert_eq!(h.version(), 1, "a refusal changes no version");
    // The host's own tap takes the same path.
    assert!(h.act(score(9, 1), at(4)).is_err());
    assert_eq!(act(&mut h, score(0, 2), at(4)).unwrap().len(), 1);
    assert_eq!(h.game().cursor(), 2);
}

#[test]
fn a_phone_that_never_said_hello_is_refused() {
    let mut h = host();
    let out = recv(&mut h, BAO, propose(1, 0, score(0, 1)), at(1));
    assert_eq!(out, [refused(1, Reason::NotJoined, BAO)]);
    let cursor = Message::Cursor {
        cursor: 0,
        version: 0,
    };
    assert!(recv(&mut h, BAO, cursor, at(1)).is_empty());
    assert!(h.game().log().is_empty());
}

#[test]
fn undo_and_redo_are_asked_on_the_version_the_phone_saw() {
    let mut h = host();
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    let undo_at = |request, seen| Message::Undo { request, seen };
    assert_eq!(
        recv(&mut h, ANA, undo_at(1, 0), at(2)),
        [refused(1, Reason::NothingToUndo, ANA)]
    );
    act(&mut h, score(0, 1), at(2)).unwrap();
    act(&mut h, score(1, 1), at(3)).unwrap();
    assert_eq!(
        recv(&mut h, ANA, undo_at(2, 1), at(4)),
        [refused(
            2,
            Reason::Overtaken {
                version: 2,
                by: Overtaking::Move { index: 1 }
            },
            ANA
        )]
    );
    assert_eq!(
        recv(&mut h, ANA, undo_at(3, 2), at(4)),
        [Outgoing::everyone(Message::Cursor {
            cursor: 1,
            version: 3
        })]
    );
    let redo_at = |request, seen| Message::Redo { request, seen };
    assert_eq!(
        recv(&mut h, ANA, redo_at(4, 3), at(5)),
        [Outgoing::everyone(Message::Cursor {
            cursor: 2,
            version: 4
        })]
    );
    assert_eq!(
        recv(&mut h, ANA, redo_at(5, 4), at(5)),
        [refused(5, Reason::NothingToRedo, ANA)]
    );
    assert_eq!(
        undo(&mut h),
        [Outgoing::everyone(Message::Cursor {
            cursor: 1,
            version: 5
        })]
    );
    assert_eq!(
        redo(&mut h),
        [Outgoing::everyone(Message::Cursor {
            cursor: 2,
            version: 6
        })]
    );
}

#[test]
fn a_log_of_the_same_length_after_an_undo_is_another_version() {
    let mut h = host();
    join(&mut h, ANA, Seat::Table, "Ana", at(1));
    act(&mut h, score(0, 1), at(2)).unwrap();
    // Ana's phone shows the game with Lan's +1 (version 1). The host undoes it and scores
    // another move: the log has one applied entry again, another one.
    undo(&mut h);
    act(&mut h, score(0, 5), at(3)).unwrap();
    assert_eq!(h.game().cursor(), 1);
    let out = recv(&mut h, ANA, propose(1, 1, score(1, 1)), at(4));
    assert_eq!(
        out,
        [refused(
            1,
            Reason::Overtaken {
                version: 3,
                by: Overtaking::Step {
                    undone: true,
                    by: Sender::Host
                }
            },
            ANA
        )]
    );
    assert_eq!(h.game().log().len(), 1);
}

#[test]
fn a_phones_quick_taps_are_a_queue_and_another_phones_move_overtakes_them() {
    let mut h = two_table_phones();
    // Two taps in one instant on Ana's phone, both made on version 0: the second waits for
    // the first to be stored, then counts.
    assert!(h.receive(ANA, propose(1, 0, score(1, 1)), at(2)).is_empty());
    assert!(h.receive(ANA, propose(2, 0, score(1, 1)), at(2)).is_empty());
    assert_eq!(h.game().log().len(), 1, "the second waits");
    let out = h.stored(1);
    assert_eq!(entries_of(&out), 1);
    assert_eq!(h.game().log().len(), 2);
    let out = h.stored(2);
    assert_eq!(entries_of(&out), 1);
    // Bảo's tap made on version 0 too: Ana's moves came first, and it names the first.
    let out = recv(&mut h, BAO, propose(1, 0, score(0, 1)), at(3));
    assert_eq!(
        out,
        [refused(
            1,
            Reason::Overtaken {
                version: 2,
                by: Overtaking::Move { index: 0 }
            },
            BAO
        )]
    );
    // A version the host never had, or one older than it remembers, is overtaken by the
    // table.
    let overtaken_by_the_table = |out: &[Outgoing]| {
        matches!(
            &out[0].message,
            Message::Refused {
                reason: Reason::Overtaken {
                    by: Overtaking::Table,
                    ..
                },
                ..
            }
        )
    };
    let out = recv(&mut h, BAO, propose(2, 9, score(0, 1)), at(4));
    assert!(overtaken_by_the_table(&out));
    for s in 0..CHANGES_KEPT as i64 + 1 {
        act(&mut h, score(0, 1), at(10 + s)).unwrap();
    }
    let out = recv(&mut h, ANA, propose(3, 2, score(1, 1)), at(200));
    assert!(overtaken_by_the_table(&out));
}

#[test]
fn a_phone_that_comes_back_gets_only_what_it_lacks_unless_its_log_went_its_own_way() {
    let mut h = host();
    for i in 0..5 {
        act(&mut h, score(i % 2, 1 + i as i64), at(i as i64 + 1)).unwrap();
    }
    undo(&mut h);
    let log = h.game().log().to_vec();
    let catchup = |out: &[Outgoing]| match &out[0].message {
        Message::Welcome(w) => w.catchup.clone(),
        other => panic!("{other:?}"),
    };
    let out = recv(
        &mut h,
        ANA,
        hello(
            Some("g-1"),
            3,
            fingerprint(&log[..3]),
            Seat::Player(1),
            "Ana",
        ),
        at(9),
    );
    assert_eq!(
        catchup(&out),
        Catchup::Missing {
            first: 3,
            entries: log[3..].to_vec(),
            cursor: 4
        }
    );
    // All of it held: nothing missing but the cursor.
    let out = recv(
        &mut h,
        ANA,
        hello(Some("g-1"), 5, fingerprint(&log), Seat::Player(1), "Ana"),
        at(10),
    );
    assert_eq!(
        catchup(&out),
        Catchup::Missing {
            first: 5,
            entries: vec![],
            cursor: 4
        }
    );
    let whole = |out: &[Outgoing]| matches!(catchup(out), Catchup::Whole(_));
    let print = fingerprint(&log[..3]);
    // Entries of its own, more entries than the host, another game: the whole game.
    assert!(whole(&recv(
        &mut h,
        BAO,
        hello(Some("g-1"), 3, print ^ 1, Seat::Table, "A"),
        at(11)
    )));
    assert!(whole(&recv(
        &mut h,
        PeerId(3),
        hello(Some("g-1"), 6, print, Seat::Table, "A"),
        at(11)
    )));
    assert!(whole(&recv(
        &mut h,
        PeerId(4),
        hello(Some("g-2"), 3, print, Seat::Table, "A"),
        at(11)
    )));
}

#[test]
fn phones_that_leave_or_speak_another_protocol_leave_the_roster() {
    let mut h = host();
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    join(&mut h, BAO, Seat::Table, "Bảo", at(1));
    let out = recv(&mut h, BAO, Message::Bye(ByeReason::Leaving), at(2));
    assert_eq!(
        out,
        [Outgoing::new(
            To::EveryoneBut(BAO),
            Message::Roster(h.roster().to_vec())
        )]
    );
    assert_eq!(h.roster().len(), 2);
    // A phone that said goodbye is not read again on that connection.
    assert!(h.let_go(BAO));
    assert!(join(&mut h, BAO, Seat::Table, "Bảo", at(3)).is_empty());
    assert_eq!(h.roster().len(), 2);
    assert!(h.leave(BAO).is_empty());
    assert!(h.leave(HOST).is_empty());
    let Message::Hello(mut newer) = hello(None, 0, 0, Seat::Table, "Zoë") else {
        unreachable!()
    };
    newer.protocol = PROTOCOL + 1;
    let out = recv(&mut h, PeerId(9), Message::Hello(newer.clone()), at(3));
    assert_eq!(
        out,
        [Outgoing::one(
            PeerId(9),
            Message::Bye(ByeReason::Protocol { speaks: PROTOCOL })
        )]
    );
    // A member that says hello in another protocol is sent away and the others told.
    let out = recv(&mut h, ANA, Message::Hello(newer), at(3));
    assert_eq!(out.len(), 2);
    assert_eq!(h.roster().len(), 1);
    let whole = h.whole();
    let out = h.host.close();
    assert_eq!(whole.id, "g-1");
    assert_eq!(out, [Outgoing::everyone(Message::Bye(ByeReason::Leaving))]);
    assert!(out[0].reaches(ANA));
}

#[test]
fn a_seated_phone_acts_for_its_own_player_only() {
    let mut h = host();
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    // Ana's phone scores for Ana, not for Lan.
    let out = recv(&mut h, ANA, propose(1, 0, score(0, 3)), at(2));
    assert_eq!(out, [refused(1, Reason::NotYours { player: Some(0) }, ANA)]);
    assert!(h.game().log().is_empty());
    let out = recv(&mut h, ANA, propose(2, 0, score(1, 3)), at(3));
    assert_eq!(entries_of(&out), 1);
    // The host's own phone acts for anyone.
    assert!(act(&mut h, score(1, 1), at(4)).is_ok());
    // Ending the game is nobody's in particular: any seated phone may.
    let out = recv(&mut h, ANA, propose(3, 2, score_round()), at(5));
    assert_eq!(entries_of(&out), 1, "{out:?}");
}

fn score_round() -> Action {
    Action::ScorePad(crate::rules::scorepad::Action::Finish)
}

#[test]
fn a_watching_phone_changes_nothing_and_a_table_phone_anything() {
    let mut h = host();
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    // Bảo asks for Ana's seat, is refused it and watches.
    join(&mut h, BAO, Seat::Player(1), "Bảo", at(2));
    let out = recv(&mut h, BAO, propose(1, 0, score(1, 2)), at(3));
    assert_eq!(out, [refused(1, Reason::Watching, BAO)]);
    act(&mut h, score(0, 2), at(4)).unwrap();
    let out = recv(
        &mut h,
        BAO,
        Message::Undo {
            request: 2,
            seen: 1,
        },
        at(5),
    );
    assert_eq!(out, [refused(2, Reason::Watching, BAO)]);
    assert_eq!(h.game().cursor(), 1);
    // The host moves Bảo to the table's phone: now it may act for anyone.
    let out = h.reseat(BAO, Seat::Table).unwrap();
    assert!(
        matches!(&out[0].message, Message::Roster(r) if r[2].seat == Seat::Table && r[2].locked)
    );
    let out = recv(&mut h, BAO, propose(3, 1, score(0, 1)), at(6));
    assert_eq!(entries_of(&out), 1, "{out:?}");
    // A seat another phone holds is refused to the host too.
    assert_eq!(
        h.reseat(BAO, Seat::Player(1)),
        Err(Reason::SeatTaken { seat: 1 })
    );
}

#[test]
fn a_seat_the_host_gave_is_the_hosts_to_change() {
    let mut h = host();
    let bao_key = key(2);
    recv(&mut h, BAO, Message::Phone(bao_key), at(1));
    join(&mut h, BAO, Seat::Table, "Bảo", at(1));
    // The host sends Bảo's phone to watch: it cannot seat itself again.
    h.reseat(BAO, Seat::Watching).unwrap();
    let out = join(&mut h, BAO, Seat::Table, "Bảo", at(12));
    assert!(
        out.contains(&refused(HELLO_REQUEST, Reason::SeatLocked, BAO)),
        "{out:?}"
    );
    assert_eq!(h.roster()[1].seat, Seat::Watching);
    assert!(h.roster()[1].locked);
    let out = recv(&mut h, BAO, propose(1, 0, score(0, 1)), at(13));
    assert_eq!(out, [refused(1, Reason::Watching, BAO)]);
    // Nor on a new connection (a reload): the host knows the phone.
    let again = PeerId(7);
    recv(&mut h, again, Message::Phone(bao_key), at(14));
    let out = join(&mut h, again, Seat::Table, "Bảo", at(14));
    assert!(out.contains(&refused(HELLO_REQUEST, Reason::SeatLocked, again)));
    assert_eq!(h.roster()[1].peer, again);
    assert_eq!(h.roster()[1].seat, Seat::Watching);
    // The host lets it choose again.
    h.unlock(again).unwrap();
    let out = join(&mut h, again, Seat::Player(1), "Bảo", at(30));
    assert!(
        !out.iter()
            .any(|o| matches!(o.message, Message::Refused { .. })),
        "{out:?}"
    );
    assert_eq!(h.roster()[1].seat, Seat::Player(1));
    assert!(!h.roster()[1].locked);
}

#[test]
fn a_phone_that_comes_back_on_a_new_connection_takes_its_seat_and_leaves_no_ghost() {
    let mut h = host();
    let ana_key = key(1);
    recv(&mut h, ANA, Message::Phone(ana_key), at(1));
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    recv(&mut h, ANA, propose(1, 0, score(1, 3)), at(2));
    // Ana's page reloads: its old connection is not closed yet when the new one says hello.
    let back = PeerId(5);
    recv(&mut h, back, Message::Phone(ana_key), at(3));
    let print = fingerprint(h.game().log());
    let out = recv(
        &mut h,
        back,
        hello(Some("g-1"), 1, print, Seat::Player(1), "Ana"),
        at(3),
    );
    assert_eq!(
        out[0],
        Outgoing::one(ANA, Message::Bye(ByeReason::Replaced))
    );
    assert!(matches!(&out[1].message, Message::Welcome(w) if w.you == back));
    assert!(
        !out.iter()
            .any(|o| matches!(o.message, Message::Refused { .. })),
        "{out:?}"
    );
    let peers: Vec<PeerId> = h.roster().iter().map(|m| m.peer).collect();
    assert_eq!(peers, [HOST, back], "no ghost of the old connection");
    assert_eq!(h.roster()[1].seat, Seat::Player(1));
    assert_eq!(h.phone_of(back).map(|k| k.first), Some(ANA));
    assert!(h.let_go(ANA));
    // The old connection is not read any more; its close changes nothing.
    assert!(recv(&mut h, ANA, propose(2, 1, score(1, 1)), at(4)).is_empty());
    assert!(h.leave(ANA).is_empty());
    // Another phone with another key is another phone.
    recv(&mut h, BAO, Message::Phone(key(2)), at(4));
    let out = join(&mut h, BAO, Seat::Player(1), "Bảo", at(4));
    assert_eq!(
        out[1],
        refused(HELLO_REQUEST, Reason::SeatTaken { seat: 1 }, BAO)
    );
}

#[test]
fn no_message_resets_a_phones_pace_and_a_flood_costs_the_host_little() {
    let mut h = two_table_phones();
    // Bảo's page replays its hello and goodbye sixty times in one second.
    let mut to_bao = 0;
    let mut to_ana = 0;
    for k in 0..60 {
        let when = at(2) + chrono::Duration::milliseconds(k * 10);
        for message in [
            hello(None, 0, 0, Seat::Table, "Bảo"),
            Message::Bye(ByeReason::Leaving),
        ] {
            for o in recv(&mut h, BAO, message, when) {
                to_bao += usize::from(o.reaches(BAO));
                to_ana += usize::from(o.reaches(ANA));
            }
        }
    }
    // Its goodbye let it go: it is not read again, and the others heard of it once.
    assert!(to_bao <= 1, "{to_bao} messages to the flooding phone");
    assert_eq!(to_ana, 1, "one roster to the others");
    // A phone that floods proposals between hellos is read ten times a second all told.
    let mut applied = 0;
    let mut answers = 0;
    for k in 0..100 {
        let when = at(5) + chrono::Duration::milliseconds(k * 5);
        let message = if k % 11 == 0 {
            hello(None, 0, 0, Seat::Table, "Ana")
        } else {
            let seen = h.version();
            propose(k as u32, seen, score(1, 1))
        };
        let out = recv(&mut h, ANA, message, when);
        applied += entries_of(&out);
        answers += out.iter().filter(|o| o.to == To::One(ANA)).count();
    }
    assert!(
        applied <= REQUESTS_PER_SECOND,
        "{applied} moves in half a second"
    );
    assert!(answers <= 4, "{answers} answers to the flooding phone");
    // Frames that are not messages count too.
    for k in 0..20 {
        h.noise(ANA, at(7) + chrono::Duration::milliseconds(k));
    }
    let seen = h.version();
    let late = at(7) + chrono::Duration::milliseconds(20);
    let out = recv(&mut h, ANA, propose(500, seen, score(1, 1)), late);
    assert_eq!(out, [refused(500, Reason::TooFast, ANA)]);
}

#[test]
fn a_hello_that_comes_too_often_is_told_when_to_come_back() {
    let mut h = host();
    for s in 0..3 {
        let out = join(&mut h, ANA, Seat::Table, "Ana", at(s));
        assert!(matches!(out[0].message, Message::Welcome(_)));
    }
    let out = join(&mut h, ANA, Seat::Table, "Ana", at(4));
    assert_eq!(
        out,
        [refused(
            HELLO_REQUEST,
            Reason::Busy { retry_ms: 6_000 },
            ANA
        )]
    );
    let out = join(&mut h, ANA, Seat::Table, "Ana", at(10));
    assert!(matches!(out[0].message, Message::Welcome(_)));
}

#[test]
fn the_phone_after_the_thirty_second_is_sent_away() {
    let mut h = host();
    for peer in 1..MAX_ROSTER as u32 {
        let out = join(&mut h, PeerId(peer), Seat::Table, "P", at(1));
        assert!(matches!(out[0].message, Message::Welcome(_)), "{peer}");
    }
    assert_eq!(h.roster().len(), MAX_ROSTER);
    let late = PeerId(100);
    let out = join(&mut h, late, Seat::Table, "Late", at(2));
    assert_eq!(
        out,
        [Outgoing::one(late, Message::Bye(ByeReason::TableFull))]
    );
    assert_eq!(h.roster().len(), MAX_ROSTER);
    // Every roster the phones get still decodes.
    let roster = Message::Roster(h.roster().to_vec());
    assert_eq!(message::decode(&message::encode(&roster)), Ok(roster));
}

#[test]
fn nothing_reaches_a_phone_before_it_is_stored_and_a_move_not_stored_is_taken_back() {
    let mut h = two_table_phones();
    act(&mut h, score(0, 1), at(2)).unwrap();
    let stored = h.game().clone();
    // Ana's move is applied but waits for its write; Bảo's move and a new phone's hello wait
    // behind it.
    assert!(h.receive(ANA, propose(1, 1, score(1, 4)), at(3)).is_empty());
    assert!(h.receive(BAO, propose(1, 1, score(0, 2)), at(3)).is_empty());
    let cy = PeerId(3);
    assert!(h
        .receive(cy, hello(None, 0, 0, Seat::Table, "Cy"), at(3))
        .is_empty());
    assert_eq!(h.game().log().len(), 2);
    // The write fails: Ana is told her move was not kept, nobody was sent it; then Bảo's
    // move is read on the game as stored (and waits for its own write), Cy waits on.
    let out = h.not_stored();
    assert_eq!(out, [refused(1, Reason::NotStored, ANA)]);
    assert_eq!(
        h.game().log().len(),
        2,
        "Bảo's move, read on the stored game"
    );
    assert_eq!(h.game().log()[1].action, score(0, 2));
    assert_eq!(h.version(), 2);
    // Its write lands: its entries go, then Cy's welcome, which holds only stored moves.
    let out = h.stored(2);
    assert_eq!(entries_of(&out), 1);
    let Some(Message::Welcome(w)) = out
        .iter()
        .map(|o| &o.message)
        .find(|m| matches!(m, Message::Welcome(_)))
    else {
        panic!("{out:?}")
    };
    assert!(matches!(&w.catchup, Catchup::Whole(g) if g.game.log().len() == 2));
    assert_eq!(w.version, 2);
    // The host's own tap that cannot be stored is taken back too, with nothing to tell.
    h.act(score(0, 9), at(5)).unwrap();
    assert!(h.not_stored().is_empty());
    assert_eq!(h.game().log().len(), 2);
    // A store that holds another game than the phones were sent: every phone says hello.
    let out = h.restore(stored.clone());
    assert_eq!(out, [Outgoing::everyone(Message::Reset)]);
    assert_eq!(h.game(), &stored);
    assert!(h.restore(stored).is_empty());
}

#[test]
fn a_request_that_waited_for_a_failed_write_is_read_on_the_game_the_store_holds() {
    let mut h = two_table_phones();
    act(&mut h, score(0, 1), at(2)).unwrap();
    let stored = h.game().clone();
    // The host's own move waits for its write, and Bảo's request waits behind it.
    h.act(score(0, 9), at(3)).unwrap();
    assert!(h.receive(BAO, propose(1, 1, score(1, 2)), at(3)).is_empty());
    // The write fails and the store holds what the phones were sent: Bảo's request is read
    // on it and applied, waiting for its own write.
    assert!(h.restore(stored.clone()).is_empty());
    assert!(h.storing());
    assert_eq!(h.game().log().len(), 2);
    assert_eq!(h.game().log()[1].action, score(1, 2));
    let version = h.version();
    assert_eq!(
        entries_of(&h.stored(version)),
        1,
        "stored, it reaches the phones"
    );

    // Again, but the store is read back holding another game than the phones were sent (a
    // move taken back by hand): the phones are brought level with it first, and only then is
    // the request read, on that game, where it is out of date and refused as such. It is
    // never applied to a game that is then replaced, and never silently lost.
    let mut other = h.game().clone();
    h.act(score(0, 9), at(4)).unwrap();
    assert!(h
        .receive(BAO, propose(2, version, score(1, 3)), at(4))
        .is_empty());
    other.undo();
    let out = h.restore(other.clone());
    assert_eq!(
        out,
        [
            Outgoing::everyone(Message::Reset),
            refused(
                2,
                Reason::Overtaken {
                    version: version + 1,
                    by: Overtaking::Table
                },
                BAO
            )
        ]
    );
    assert_eq!(h.game(), &other);
    assert!(!h.storing());
}

#[test]
fn the_table_moves_to_the_next_game_with_every_phone_in_its_players_seat() {
    let mut h = host();
    recv(&mut h, ANA, Message::Phone(key(1)), at(1));
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    join(&mut h, BAO, Seat::Table, "Bảo", at(1));
    act(&mut h, score(1, 4), at(2)).unwrap();
    // Play again with the players in another order, and a newcomer.
    let next = Game::new(crate::session::Setup {
        players: vec![
            crate::rules::Player::new("Ana", crate::rules::PlayerColour::Pink),
            crate::rules::Player::new("Cy", crate::rules::PlayerColour::Blue),
            crate::rules::Player::new("Lan", crate::rules::PlayerColour::Green),
        ],
        ..h.game().setup().clone()
    })
    .unwrap();
    h.next_game("g-2", "Friday again", next.clone());
    assert!(h.storing(), "the phones hear of it once it is stored");
    // A move made on the first game, in flight, is overtaken by the table.
    assert!(h.receive(ANA, propose(2, 1, score(1, 1)), at(3)).is_empty());
    let out = h.stored(h.version());
    let Message::NextGame { version, whole } = &out[0].message else {
        panic!("{out:?}")
    };
    assert_eq!(
        (*version, whole.id.as_str(), &whole.game),
        (2, "g-2", &next)
    );
    assert!(
        matches!(&out[1].message, Message::Roster(r) if r[1].seat == Seat::Player(0) && r[2].seat == Seat::Table)
    );
    assert_eq!(
        out[2],
        refused(
            2,
            Reason::Overtaken {
                version: 2,
                by: Overtaking::Table
            },
            ANA
        )
    );
    // Ana's phone plays Ana in the new game; it comes back to that seat too.
    let out = recv(&mut h, ANA, propose(3, 2, score(0, 2)), at(4));
    assert_eq!(entries_of(&out), 1);
    assert_eq!(h.id(), "g-2");
    let back = PeerId(9);
    recv(&mut h, back, Message::Phone(key(1)), at(5));
    join(&mut h, back, Seat::Player(0), "Ana", at(5));
    let seat = h.roster().iter().find(|m| m.peer == back).map(|m| m.seat);
    assert_eq!(seat, Some(Seat::Player(0)));
    assert!(!h.roster().iter().any(|m| m.peer == ANA));
}

#[test]
fn each_accepted_entry_names_the_phone_it_came_from_and_a_refused_one_nothing() {
    let mut h = host();
    join(&mut h, ANA, Seat::Player(1), "Ana", at(1));
    join(&mut h, BAO, Seat::Table, "Bảo", at(1));
    // A guest's accepted proposal is Ana's phone's, as its seat says, and goes to every phone
    // with its sender, in the bytes they read.
    let out = recv(&mut h, ANA, propose(1, 0, score(1, 3)), at(2));
    let Message::Entries { entries, .. } = &out[0].message else {
        panic!("{out:?}")
    };
    assert_eq!(entries[0].by, Some(Sender::Player(1)));
    let bytes = message::encode(&out[0].message);
    assert_eq!(message::decode(&bytes), Ok(out[0].message.clone()));
    // The table's phone; then the host's own tap: the host sits as Lan, but its phone
    // enters anyone's moves, and is named as the host's.
    recv(&mut h, BAO, propose(2, 1, score(0, 1)), at(3));
    act(&mut h, score(0, 2), at(4)).unwrap();
    let senders = [
        Some(Sender::Player(1)),
        Some(Sender::Table),
        Some(Sender::Host),
    ];
    let by = |h: &Table| h.game().log().iter().map(|e| e.by).collect::<Vec<_>>();
    assert_eq!(by(&h), senders);
    // Refused for the seat, by the rules, on an overtaken game, by the host's rules: nothing
    // is logged, for no phone.
    recv(&mut h, ANA, propose(3, 3, score(0, 1)), at(5));
    recv(&mut h, ANA, propose(4, 3, score(9, 1)), at(6));
    recv(&mut h, BAO, propose(5, 1, score(0, 1)), at(7));
    assert!(h.act(score(9, 1), at(8)).is_err());
    // A phone sent to watch is refused, and logs nothing either.
    h.reseat(BAO, Seat::Watching).unwrap();
    let out = recv(&mut h, BAO, propose(6, 3, score(0, 1)), at(9));
    assert_eq!(out, [refused(6, Reason::Watching, BAO)]);
    assert_eq!(by(&h), senders);
    // An undo and a redo log nothing new and keep every sender.
    undo(&mut h);
    redo(&mut h);
    assert_eq!(by(&h), senders);
    // A phone that comes back gets what it lacks with the phones that sent it.
    let print = fingerprint(&h.game().log()[..1]);
    let out = recv(
        &mut h,
        ANA,
        hello(Some("g-1"), 1, print, Seat::Player(1), "Ana"),
        at(10),
    );
    let Message::Welcome(w) = &out[0].message else {
        panic!("{out:?}")
    };
    let Catchup::Missing { entries, .. } = &w.catchup else {
        panic!("{:?}", w.catchup)
    };
    let missing: Vec<_> = entries.iter().map(|e| e.by).collect();
    assert_eq!(missing, senders[1..]);
    assert_eq!(
        message::decode(&message::encode(&out[0].message)),
        Ok(out[0].message.clone())
    );
}

#[test]
fn a_next_game_that_could_not_be_stored_leaves_the_table_at_the_game_every_phone_holds() {
    let mut h = host();
    join(&mut h, ANA, Seat::Table, "Ana", at(1));
    act(&mut h, score(1, 4), at(2)).unwrap();
    let before = (h.id().to_string(), h.name().to_string(), h.game().clone());
    let next = Game::new(h.game().setup().clone()).unwrap();
    h.next_game("g-2", "Friday again", next);
    assert!(h.storing());
    // Ana's move, made on the game every phone holds, waits for the new game's write: it fails.
    assert!(h.receive(ANA, propose(2, 1, score(0, 1)), at(3)).is_empty());
    let out = h.not_stored();
    assert_eq!(
        (h.id(), h.name(), h.game().log().len()),
        (
            before.0.as_str(),
            before.1.as_str(),
            before.2.log().len() + 1
        ),
        "the table is back at its game, its id and name, and Ana's move is read on it"
    );
    assert!(out.is_empty(), "nothing goes before it is stored: {out:?}");
    let out = store(&mut h);
    assert_eq!(entries_of(&out), 1);
    assert!(!out
        .iter()
        .any(|o| matches!(o.message, Message::NextGame { .. })));
}

#[test]
fn the_table_changes_the_game_its_phone_holds_and_records_what_it_sent_once_stored() {
    let mut h = host();
    join(&mut h, ANA, Seat::Table, "Ana", at(1));
    // The move is committed on the game the host's phone holds, at once; the table's record
    // of what the phones hold takes it only once the write landed and it went to them.
    h.act(score(0, 1), at(2)).unwrap();
    assert_eq!(h.game().log().len(), 1);
    assert!(h.sent().game.log().is_empty());
    h.stored(1);
    assert_eq!(&h.sent().game, h.game());
    h.undo();
    assert_eq!(h.sent().game.cursor(), 1);
    h.stored(2);
    assert_eq!(&h.sent().game, h.game());
    // A game of another id held by the phone is never changed by the table.
    let mut other = h.held.clone();
    other.id = "g-2".into();
    let before = other.clone();
    assert_eq!(
        h.host.act(&mut other, score(0, 1), at(3)),
        Err(CommitError::OtherGame)
    );
    assert_eq!(other, before);
}

/// A phone's game that its window may not change now (another window took it, a failed
/// write is being taken back): every commit on it is refused.
struct Elsewhere(Held);

impl Holder for Elsewhere {
    fn held(&self) -> &Held {
        &self.0
    }

    fn commit(&mut self, _: &str, _: Head, _: Change) -> Result<Committed, CommitError> {
        Err(CommitError::Elsewhere)
    }
}

#[test]
fn a_request_the_hosts_phone_cannot_store_now_is_refused_as_not_stored() {
    let mut h = host();
    join(&mut h, ANA, Seat::Table, "Ana", at(1));
    let mut held = Elsewhere(h.held.clone());
    let out = h
        .host
        .receive(&mut held, ANA, propose(1, 0, score(1, 4)), at(2));
    assert_eq!(out, [refused(1, Reason::NotStored, ANA)]);
    let out = h.host.receive(
        &mut held,
        ANA,
        Message::Undo {
            request: 2,
            seen: 0,
        },
        at(3),
    );
    assert_eq!(out, [refused(2, Reason::NotStored, ANA)]);
    assert_eq!(h.version(), 0, "nothing changed, nothing to store");
    assert!(!h.storing());
}
