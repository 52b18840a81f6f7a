//! The host alone: what it sends for each message, on a two-player score pad.

use super::*;
use crate::live::test_support::{at, host, score, ANA, HOST};
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

fn refused(request: u32, reason: Reason, to: PeerId) -> Outgoing {
    Outgoing::one(to, Message::Refused { request, reason })
}

#[test]
fn a_new_phone_gets_the_whole_game_and_the_others_the_roster() {
    let mut h = host();
    let out = h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    assert_eq!(out.len(), 2);
    let Message::Welcome(w) = &out[0].message else {
        panic!("{out:?}")
    };
    assert_eq!(out[0].to, To::One(ANA));
    assert_eq!(w.you, ANA);
    assert_eq!(w.roster.len(), 2);
    assert_eq!(w.roster[1].seat, Seat::Player(1));
    assert!(matches!(&w.catchup, Catchup::Whole(g) if g.id == "g-1" && g.game == *h.game()));
    assert_eq!(out[1].to, To::EveryoneBut(ANA));
    assert_eq!(out[1].message, Message::Roster(h.roster().to_vec()));
}

#[test]
fn a_seat_is_one_phones_and_a_second_claim_watches() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    let out = h.receive(BAO, hello(None, 0, 0, Seat::Player(1), "Bảo"), at(2));
    assert_eq!(
        out[1],
        refused(HELLO_REQUEST, Reason::SeatTaken { seat: 1 }, BAO)
    );
    assert_eq!(h.roster()[2].seat, Seat::Watching);
    // The host's own seat is taken too, and a seat past the players is no seat.
    let out = h.receive(PeerId(3), hello(None, 0, 0, Seat::Player(0), "C"), at(3));
    assert_eq!(
        out[1],
        refused(HELLO_REQUEST, Reason::SeatTaken { seat: 0 }, PeerId(3))
    );
    let out = h.receive(PeerId(4), hello(None, 0, 0, Seat::Player(7), "D"), at(4));
    assert_eq!(
        out[1],
        refused(HELLO_REQUEST, Reason::NoSuchSeat { seat: 7 }, PeerId(4))
    );
    // Table phones are any number; a phone saying hello again keeps its own seat.
    let out = h.receive(PeerId(5), hello(None, 0, 0, Seat::Table, "E"), at(5));
    assert_eq!(out.len(), 2);
    let out = h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(6));
    assert_eq!(out.len(), 2);
    // Once Ana leaves, her seat is free.
    h.leave(ANA);
    let out = h.receive(BAO, hello(None, 0, 0, Seat::Player(1), "Bảo"), at(7));
    assert_eq!(out.len(), 2);
    assert!(h
        .roster()
        .iter()
        .any(|m| m.peer == BAO && m.seat == Seat::Player(1)));
}

#[test]
fn proposals_are_applied_or_refused_to_their_sender_only() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    let out = h.receive(
        ANA,
        Message::Propose {
            request: 1,
            cursor: None,
            action: score(1, 4),
        },
        at(2),
    );
    assert_eq!(
        out,
        [Outgoing::everyone(Message::Entries {
            first: 0,
            entries: h.game().log().to_vec(),
            cursor: 1
        })]
    );
    assert_eq!(h.game().log()[0].at, at(2));
    let out = h.receive(
        ANA,
        Message::Propose {
            request: 2,
            cursor: None,
            action: score(5, 4),
        },
        at(3),
    );
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
    // The host's own tap takes the same path.
    assert!(h.act(score(9, 1), at(4)).is_err());
    assert_eq!(h.act(score(0, 2), at(4)).unwrap().len(), 1);
    assert_eq!(h.game().cursor(), 2);
}

#[test]
fn a_phone_that_never_said_hello_is_refused() {
    let mut h = host();
    let out = h.receive(
        BAO,
        Message::Propose {
            request: 1,
            cursor: None,
            action: score(0, 1),
        },
        at(1),
    );
    assert_eq!(out, [refused(1, Reason::NotJoined, BAO)]);
    assert!(h
        .receive(BAO, Message::Cursor { cursor: 0 }, at(1))
        .is_empty());
    assert!(h.game().log().is_empty());
}

#[test]
fn undo_and_redo_are_asked_from_the_cursor_the_phone_saw() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    let undo = |request, cursor| Message::Undo { request, cursor };
    assert_eq!(
        h.receive(ANA, undo(1, 0), at(2)),
        [refused(1, Reason::NothingToUndo, ANA)]
    );
    h.act(score(0, 1), at(2)).unwrap();
    h.act(score(1, 1), at(3)).unwrap();
    assert_eq!(
        h.receive(ANA, undo(2, 1), at(4)),
        [refused(2, Reason::Moved { cursor: 2 }, ANA)]
    );
    assert_eq!(
        h.receive(ANA, undo(3, 2), at(4)),
        [Outgoing::everyone(Message::Cursor { cursor: 1 })]
    );
    assert_eq!(
        h.receive(
            ANA,
            Message::Redo {
                request: 4,
                cursor: 1
            },
            at(5)
        ),
        [Outgoing::everyone(Message::Cursor { cursor: 2 })]
    );
    assert_eq!(
        h.receive(
            ANA,
            Message::Redo {
                request: 5,
                cursor: 2
            },
            at(5)
        ),
        [refused(5, Reason::NothingToRedo, ANA)]
    );
    assert_eq!(
        h.undo(),
        [Outgoing::everyone(Message::Cursor { cursor: 1 })]
    );
    assert_eq!(
        h.redo(),
        [Outgoing::everyone(Message::Cursor { cursor: 2 })]
    );
}

#[test]
fn a_phone_that_comes_back_gets_only_what_it_lacks_unless_its_log_went_its_own_way() {
    let mut h = host();
    for i in 0..5 {
        h.act(score(i % 2, 1 + i as i64), at(i as i64 + 1)).unwrap();
    }
    h.undo();
    let log = h.game().log().to_vec();
    let catchup = |out: &[Outgoing]| match &out[0].message {
        Message::Welcome(w) => w.catchup.clone(),
        other => panic!("{other:?}"),
    };
    let out = h.receive(
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
    let out = h.receive(
        ANA,
        hello(Some("g-1"), 5, fingerprint(&log), Seat::Player(1), "Ana"),
        at(9),
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
    assert!(whole(&h.receive(
        ANA,
        hello(Some("g-1"), 3, print ^ 1, Seat::Table, "A"),
        at(9)
    )));
    assert!(whole(&h.receive(
        ANA,
        hello(Some("g-1"), 6, print, Seat::Table, "A"),
        at(9)
    )));
    assert!(whole(&h.receive(
        ANA,
        hello(Some("g-2"), 3, print, Seat::Table, "A"),
        at(9)
    )));
}

#[test]
fn phones_that_leave_or_speak_another_protocol_leave_the_roster() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    h.receive(BAO, hello(None, 0, 0, Seat::Table, "Bảo"), at(1));
    let out = h.receive(BAO, Message::Bye(ByeReason::Leaving), at(2));
    assert_eq!(
        out,
        [Outgoing::everyone(Message::Roster(h.roster().to_vec()))]
    );
    assert_eq!(h.roster().len(), 2);
    assert!(h.leave(BAO).is_empty());
    assert!(h.leave(HOST).is_empty());
    let Message::Hello(mut newer) = hello(None, 0, 0, Seat::Table, "Zoë") else {
        unreachable!()
    };
    newer.protocol = PROTOCOL + 1;
    let out = h.receive(PeerId(9), Message::Hello(newer.clone()), at(3));
    assert_eq!(
        out,
        [Outgoing::one(
            PeerId(9),
            Message::Bye(ByeReason::Protocol { speaks: PROTOCOL })
        )]
    );
    // A member that says hello in another protocol is sent away and the others told.
    let out = h.receive(ANA, Message::Hello(newer), at(3));
    assert_eq!(out.len(), 2);
    assert_eq!(h.roster().len(), 1);
    let (whole, out) = h.close();
    assert_eq!(whole.id, "g-1");
    assert_eq!(out, [Outgoing::everyone(Message::Bye(ByeReason::Leaving))]);
    assert!(out[0].reaches(ANA));
}

fn propose(request: u32, cursor: u32, action: Action) -> Message {
    Message::Propose {
        request,
        cursor: Some(cursor),
        action,
    }
}

#[test]
fn a_seated_phone_acts_for_its_own_player_only() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    // Ana's phone scores for Ana, not for Lan.
    let out = h.receive(ANA, propose(1, 0, score(0, 3)), at(2));
    assert_eq!(out, [refused(1, Reason::NotYours { player: Some(0) }, ANA)]);
    assert!(h.game().log().is_empty());
    let out = h.receive(ANA, propose(2, 0, score(1, 3)), at(3));
    assert!(matches!(out[0].message, Message::Entries { .. }));
    // The host's own phone acts for anyone.
    assert!(h.act(score(1, 1), at(4)).is_ok());
    // Ending the game is nobody's in particular: any seated phone may.
    let out = h.receive(ANA, propose(3, 2, score_round()), at(5));
    assert!(matches!(out[0].message, Message::Entries { .. }), "{out:?}");
}

fn score_round() -> Action {
    Action::ScorePad(crate::rules::scorepad::Action::Finish)
}

#[test]
fn a_watching_phone_changes_nothing_and_a_table_phone_anything() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    // Bảo asks for Ana's seat, is refused it and watches.
    h.receive(BAO, hello(None, 0, 0, Seat::Player(1), "Bảo"), at(2));
    let out = h.receive(BAO, propose(1, 0, score(1, 2)), at(3));
    assert_eq!(out, [refused(1, Reason::Watching, BAO)]);
    h.act(score(0, 2), at(4)).unwrap();
    let out = h.receive(
        BAO,
        Message::Undo {
            request: 2,
            cursor: 1,
        },
        at(5),
    );
    assert_eq!(out, [refused(2, Reason::Watching, BAO)]);
    assert_eq!(h.game().cursor(), 1);
    // The host moves Bảo to the table's phone: now it may act for anyone.
    let out = h.reseat(BAO, Seat::Table).unwrap();
    assert!(matches!(&out[0].message, Message::Roster(r) if r[2].seat == Seat::Table));
    let out = h.receive(BAO, propose(3, 1, score(0, 1)), at(6));
    assert!(matches!(out[0].message, Message::Entries { .. }), "{out:?}");
    // A seat another phone holds is refused to the host too.
    assert_eq!(
        h.reseat(BAO, Seat::Player(1)),
        Err(Reason::SeatTaken { seat: 1 })
    );
}

#[test]
fn a_player_undoes_only_their_own_moves() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    h.act(score(0, 5), at(2)).unwrap();
    let undo = |request, cursor| Message::Undo { request, cursor };
    let out = h.receive(ANA, undo(1, 1), at(3));
    assert_eq!(out, [refused(1, Reason::NotYours { player: Some(0) }, ANA)]);
    assert_eq!(h.game().cursor(), 1);
    h.act(score(1, 2), at(4)).unwrap();
    let out = h.receive(ANA, undo(2, 2), at(5));
    assert_eq!(out, [Outgoing::everyone(Message::Cursor { cursor: 1 })]);
    // Redo of Ana's move is hers; the host may undo anything.
    let out = h.receive(
        ANA,
        Message::Redo {
            request: 3,
            cursor: 1,
        },
        at(6),
    );
    assert_eq!(out, [Outgoing::everyone(Message::Cursor { cursor: 2 })]);
    assert_eq!(h.undo().len(), 1);
    assert_eq!(h.undo().len(), 1);
    assert_eq!(h.game().cursor(), 0);
}

#[test]
fn a_proposal_made_on_a_game_that_moved_on_is_refused() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Table, "Ana"), at(1));
    h.act(score(0, 1), at(2)).unwrap();
    // Ana's phone still showed the game before the host's tap.
    let out = h.receive(ANA, propose(1, 0, score(1, 1)), at(3));
    assert_eq!(out, [refused(1, Reason::Moved { cursor: 1 }, ANA)]);
    assert_eq!(h.game().log().len(), 1);
    let out = h.receive(ANA, propose(2, 1, score(1, 1)), at(4));
    assert!(matches!(out[0].message, Message::Entries { .. }));
}

#[test]
fn the_host_reads_at_most_ten_requests_a_second_from_a_phone() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Table, "Ana"), at(1));
    let second = at(2);
    let mut applied = 0;
    let mut too_fast = 0;
    for request in 1..=50u32 {
        let cursor = h.game().cursor() as u32;
        let out = h.receive(ANA, propose(request, cursor, score(1, 1)), second);
        match &out[0].message {
            Message::Entries { .. } => applied += 1,
            Message::Refused {
                reason: Reason::TooFast,
                ..
            } => too_fast += 1,
            other => panic!("{other:?}"),
        }
    }
    // The hello counted in the second before; these ten in this second.
    assert_eq!(applied, REQUESTS_PER_SECOND);
    assert_eq!(too_fast, 50 - REQUESTS_PER_SECOND);
    assert_eq!(h.game().log().len(), REQUESTS_PER_SECOND);
    // A second later the phone is heard again.
    let cursor = h.game().cursor() as u32;
    let out = h.receive(ANA, propose(99, cursor, score(1, 1)), at(3));
    assert!(matches!(out[0].message, Message::Entries { .. }));
}

#[test]
fn the_phone_after_the_thirty_second_is_sent_away() {
    let mut h = host();
    for peer in 1..crate::live::message::MAX_ROSTER as u32 {
        let out = h.receive(PeerId(peer), hello(None, 0, 0, Seat::Table, "P"), at(1));
        assert!(matches!(out[0].message, Message::Welcome(_)), "{peer}");
    }
    assert_eq!(h.roster().len(), crate::live::message::MAX_ROSTER);
    let late = PeerId(100);
    let out = h.receive(late, hello(None, 0, 0, Seat::Table, "Late"), at(2));
    assert_eq!(
        out,
        [Outgoing::one(late, Message::Bye(ByeReason::TableFull))]
    );
    assert_eq!(h.roster().len(), crate::live::message::MAX_ROSTER);
    // Every roster the phones get still decodes.
    let roster = Message::Roster(h.roster().to_vec());
    assert_eq!(
        crate::live::message::decode(&crate::live::message::encode(&roster)),
        Ok(roster)
    );
}

#[test]
fn a_change_the_host_could_not_store_is_taken_back_on_every_phone() {
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Table, "Ana"), at(1));
    h.act(score(0, 1), at(2)).unwrap();
    let stored = h.game().clone();
    h.act(score(1, 4), at(3)).unwrap();
    let out = h.restore(stored.clone());
    assert_eq!(out, [Outgoing::everyone(Message::Reset)]);
    assert_eq!(h.game(), &stored);
    assert!(h.restore(stored).is_empty());
}

#[test]
fn each_accepted_entry_names_the_phone_it_came_from_and_a_refused_one_nothing() {
    use crate::session::Sender;
    let mut h = host();
    h.receive(ANA, hello(None, 0, 0, Seat::Player(1), "Ana"), at(1));
    h.receive(BAO, hello(None, 0, 0, Seat::Table, "Bảo"), at(1));
    // A guest's accepted proposal is Ana's phone's, as its seat says, and goes to every phone
    // with its sender, in the bytes they read.
    let out = h.receive(ANA, propose(1, 0, score(1, 3)), at(2));
    let Message::Entries { entries, .. } = &out[0].message else {
        panic!("{out:?}")
    };
    assert_eq!(entries[0].by, Some(Sender::Player(1)));
    let bytes = message::encode(&out[0].message);
    assert_eq!(message::decode(&bytes), Ok(out[0].message.clone()));
    // The table's phone; then the host's own tap: the host sits as Lan, but its phone
    // enters anyone's moves, and is named as the host's.
    h.receive(BAO, propose(2, 1, score(0, 1)), at(3));
    h.act(score(0, 2), at(4)).unwrap();
    let senders = [
        Some(Sender::Player(1)),
        Some(Sender::Table),
        Some(Sender::Host),
    ];
    let by = |h: &Host| h.game().log().iter().map(|e| e.by).collect::<Vec<_>>();
    assert_eq!(by(&h), senders);
    // Refused for the seat, by the rules, on a moved game, by the host's rules: nothing is
    // logged, for no phone.
    h.receive(ANA, propose(3, 3, score(0, 1)), at(5));
    h.receive(ANA, propose(4, 3, score(9, 1)), at(6));
    h.receive(BAO, propose(5, 1, score(0, 1)), at(7));
    assert!(h.act(score(9, 1), at(8)).is_err());
    // A phone sent to watch is refused, and logs nothing either.
    h.reseat(BAO, Seat::Watching).unwrap();
    let out = h.receive(BAO, propose(6, 3, score(0, 1)), at(9));
    assert_eq!(out, [refused(6, Reason::Watching, BAO)]);
    assert_eq!(by(&h), senders);
    // An undo and a redo log nothing new and keep every sender.
    h.undo();
    h.redo();
    assert_eq!(by(&h), senders);
    // A phone that comes back gets what it lacks with the phones that sent it.
    let print = fingerprint(&h.game().log()[..1]);
    let out = h.receive(
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
