//! The follower against a host on a two-player score pad: catching up, gaps, repeats,
//! divergences, refusals worded from the replica, versions, hellos said again, and the next
//! game.

use super::*;
use crate::live::message::Overtaking;
use crate::live::test_support::{at, host, key, score, Table, ANA, HOST};
use crate::session::Sender;

/// What the host sends phone `peer` for `messages`, each change stored at once.
fn ask_as(
    h: &mut Table,
    peer: PeerId,
    messages: Vec<Message>,
    when: DateTime<Utc>,
) -> Vec<Message> {
    let mut back = Vec::new();
    for m in messages {
        let mut out = h.receive(peer, m, when);
        while h.storing() {
            out.extend(h.stored(h.version()));
        }
        back.extend(
            out.into_iter()
                .filter(|o| o.reaches(peer))
                .map(|o| o.message),
        );
    }
    back
}

fn ask(h: &mut Table, messages: Vec<Message>, when: DateTime<Utc>) -> Vec<Message> {
    ask_as(h, ANA, messages, when)
}

/// The host's own tap, stored: the messages every guest gets.
fn host_act(h: &mut Table, action: Action, when: DateTime<Utc>) -> Vec<Message> {
    let mut out = h.act(action, when).unwrap();
    while h.storing() {
        out.extend(h.stored(h.version()));
    }
    out.into_iter().map(|o| o.message).collect()
}

fn host_undo(h: &mut Table) -> Vec<Message> {
    let mut out = h.undo();
    while h.storing() {
        out.extend(h.stored(h.version()));
    }
    out.into_iter().map(|o| o.message).collect()
}

/// Gives the follower every message, returning the events.
fn give(f: &mut Follower, messages: Vec<Message>, when: DateTime<Utc>) -> Vec<Event> {
    messages
        .into_iter()
        .flat_map(|m| f.receive(m, when).events)
        .collect()
}

/// Ana joined and holding the host's game.
fn joined() -> (Table, Follower) {
    let mut h = host();
    let mut f = Follower::new(key(1), "Ana", Seat::Player(1));
    let hello = f.hello(at(1));
    assert_eq!(
        hello[0],
        Message::Phone(key(1)),
        "the phone says who it is first"
    );
    let back = ask(&mut h, hello, at(1));
    let reaction = f.receive(back[0].clone(), at(1));
    assert_eq!(reaction.events, [Event::Joined, Event::Changed]);
    assert_eq!(f.me(), Some(ANA));
    assert!(!f.catching_up());
    (h, f)
}

fn same(h: &Table, f: &Follower) -> bool {
    f.game()
        .is_some_and(|g| g.game == *h.game() && g.id == h.id())
        && f.version() == h.version()
}

#[test]
fn entries_and_cursors_keep_the_replica_equal_to_the_host() {
    let (mut h, mut f) = joined();
    for i in 0..4 {
        let out = host_act(&mut h, score(i % 2, 2), at(i as i64 + 2));
        assert_eq!(give(&mut f, out, at(2)), [Event::Changed]);
    }
    let undo = f.undo();
    let out = ask(&mut h, vec![undo], at(9));
    give(&mut f, out, at(9));
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().game.cursor(), 3);
    // A new action after the undo replaces the undone entry on both.
    let out = host_act(&mut h, score(1, 9), at(10));
    give(&mut f, out, at(10));
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().game.log().len(), 4);
    assert_eq!(f.version(), 6);
}

#[test]
fn entries_past_the_log_are_a_gap_and_the_hello_brings_them() {
    let (mut h, mut f) = joined();
    host_act(&mut h, score(0, 1), at(2));
    let out = host_act(&mut h, score(1, 1), at(3));
    // The first entries message was lost: the second is a version too far on (and starts
    // past the replica's log).
    let reaction = f.receive(out[0].clone(), at(3));
    assert_eq!(reaction.events, [Event::Missed { have: 0, got: 2 }]);
    assert!(f.catching_up());
    assert_eq!(
        f.version(),
        0,
        "a change it could not take leaves its version"
    );
    // Messages before the welcome are already in it: dropped.
    let later = host_act(&mut h, score(0, 3), at(4));
    let out = ask(&mut h, reaction.reply, at(5));
    let Message::Welcome(w) = &out[0] else {
        panic!()
    };
    assert!(matches!(&w.catchup, Catchup::Missing { first: 0, entries, .. } if entries.len() == 3));
    assert_eq!(f.receive(later[0].clone(), at(5)), Reaction::default());
    give(&mut f, out, at(5));
    assert!(same(&h, &f));
    // A cursor past the log is a gap too, even at the next version.
    let reaction = f.receive(
        Message::Cursor {
            cursor: 9,
            version: f.version() + 1,
        },
        at(6),
    );
    assert_eq!(reaction.events, [Event::Gap { have: 3, first: 9 }]);
}

#[test]
fn a_hello_that_goes_unanswered_is_said_again_later_each_time() {
    let mut f = Follower::new(key(1), "Ana", Seat::Table);
    let first = f.hello(at(0));
    assert_eq!(first.len(), 2);
    assert_eq!(f.tick(at(1)), [], "not yet");
    let again = f.tick(at(3));
    assert!(
        matches!(again.as_slice(), [Message::Phone(k), Message::Hello(_)] if *k == key(1)),
        "a hello again after three seconds, with who the phone is: the first may never have arrived"
    );
    assert_eq!(f.tick(at(8)), []);
    assert_eq!(f.tick(at(9)).len(), 2, "six seconds later");
    assert_eq!(f.tick(at(21)).len(), 2, "twelve seconds later");
    assert_eq!(f.tick(at(45)).len(), 2, "twenty-four seconds later");
    assert_eq!(f.tick(at(74)), []);
    assert_eq!(f.tick(at(75)).len(), 2, "then every thirty seconds");
    // A host that asks the phone to wait: it asks again when told.
    let mut h = host();
    let mut g = Follower::new(key(2), "Bảo", Seat::Table);
    for s in 0..3 {
        let out = ask(&mut h, g.hello(at(s)), at(s));
        give(&mut g, out, at(s));
    }
    let out = ask(&mut h, g.hello(at(4)), at(4));
    assert_eq!(
        out,
        [Message::Refused {
            request: HELLO_REQUEST,
            reason: Reason::Busy { retry_ms: 6_000 }
        }]
    );
    assert!(give(&mut g, out, at(4)).is_empty());
    assert_eq!(g.hello_again_at(), Some(at(10)));
    assert_eq!(g.tick(at(9)), []);
    let again = g.tick(at(10));
    let out = ask(&mut h, again, at(10));
    assert_eq!(give(&mut g, out, at(10)), [Event::Joined, Event::Changed]);
    assert!(!g.catching_up());
    assert_eq!(g.tick(at(100)), [], "welcomed: no more hellos");
}

#[test]
fn a_phone_back_on_a_new_connection_is_known_when_only_its_hello_said_again_arrives() {
    let (mut h, f) = joined();
    // Its page reloads: the host sees the old connection go, and the phone comes back on a
    // new one holding the game. What it says first is lost; only the hello said again when
    // no welcome came reaches the host.
    h.leave(ANA);
    let back = PeerId(7);
    let mut g = Follower::rejoining(key(1), f.game().unwrap().clone(), "Ana", Seat::Player(1));
    let lost = g.hello(at(2));
    assert_eq!(lost.len(), 2);
    let again = g.tick(at(5));
    let out = ask_as(&mut h, back, again, at(5));
    assert!(
        matches!(&out[0], Message::Welcome(w) if w.you == back),
        "{out:?}"
    );
    assert_eq!(
        h.phone_of(back).map(|k| k.first),
        Some(ANA),
        "the host knows the phone: its list shows it by its first number"
    );
    assert!(h.let_go(ANA), "the old connection leaves the list");
    let peers: Vec<PeerId> = h.roster().iter().map(|m| m.peer).collect();
    assert_eq!(peers.iter().filter(|p| **p != HOST).count(), 1, "{peers:?}");
}

#[test]
fn entries_already_held_are_ignored() {
    let (mut h, mut f) = joined();
    let first = host_act(&mut h, score(0, 1), at(2));
    let second = host_act(&mut h, score(1, 1), at(3));
    give(&mut f, first.clone(), at(3));
    give(&mut f, second.clone(), at(3));
    assert_eq!(f.receive(first[0].clone(), at(3)), Reaction::default());
    assert_eq!(f.receive(second[0].clone(), at(3)), Reaction::default());
    assert!(same(&h, &f));
}

#[test]
fn an_entry_the_replay_refuses_or_that_differs_is_a_divergence() {
    let (mut h, mut f) = joined();
    let out = host_act(&mut h, score(0, 1), at(2));
    give(&mut f, out, at(2));
    let bad = Message::Entries {
        first: 1,
        entries: vec![LogEntry {
            at: at(3),
            action: score(7, 1),
            by: Some(Sender::Host),
        }],
        cursor: 2,
        version: 2,
    };
    let reaction = f.receive(bad, at(3));
    assert!(matches!(
        reaction.events[..],
        [Event::Diverged(Divergence::Refused { index: 1, .. })]
    ));
    // It asks for the whole game: a hello that holds nothing.
    let [Message::Phone(_), Message::Hello(hello)] = &reaction.reply[..] else {
        panic!("{reaction:?}")
    };
    assert_eq!((hello.game.as_deref(), hello.have), (None, 0));
    // Said again, it still asks for the whole game.
    let [Message::Phone(_), Message::Hello(again)] = &f.clone().tick(at(10))[..] else {
        panic!()
    };
    assert_eq!((again.game.as_deref(), again.have), (None, 0));
    let out = ask(&mut h, reaction.reply, at(4));
    give(&mut f, out, at(4));
    assert!(same(&h, &f));
    let other = Message::Entries {
        first: 0,
        entries: vec![LogEntry {
            at: at(2),
            action: score(1, 1),
            by: Some(Sender::Host),
        }],
        cursor: 1,
        version: 1,
    };
    assert_eq!(
        f.receive(other, at(5)).events,
        [Event::Diverged(Divergence::Differs { index: 0 })]
    );
}

#[test]
fn a_refusal_is_checked_again_on_the_replica_for_the_whole_reason() {
    let (mut h, mut f) = joined();
    let propose = f.propose(score(5, 1));
    let out = ask(&mut h, vec![propose], at(2));
    let reaction = f.receive(out[0].clone(), at(2));
    let [Event::Refused {
        request: 1,
        action: Some(action),
        why: Explained::Refusal(refusal),
    }] = &reaction.events[..]
    else {
        panic!("{reaction:?}")
    };
    assert_eq!(*action, score(5, 1));
    assert_eq!(*refusal, h.game().check(&score(5, 1)).unwrap_err());
    // A request it does not remember, and an undo with nothing to undo: the host's reason.
    let unknown = Message::Refused {
        request: 77,
        reason: Reason::Rules {
            rule_id: "scorepad-players".into(),
        },
    };
    assert!(matches!(
        &f.receive(unknown, at(3)).events[..],
        [Event::Refused {
            action: None,
            why: Explained::Reason(Reason::Rules { .. }),
            ..
        }]
    ));
    let undo = f.undo();
    let out = ask(&mut h, vec![undo], at(3));
    assert!(matches!(
        &give(&mut f, out, at(3))[..],
        [Event::Refused {
            why: Explained::Reason(Reason::NothingToUndo),
            ..
        }]
    ));
}

#[test]
fn two_taps_in_one_instant_both_count_and_another_phones_move_is_named() {
    let (mut h, mut f) = joined();
    // Two taps before anything comes back: both are made on version 0.
    let taps = vec![f.propose(score(1, 1)), f.propose(score(1, 1))];
    let out = ask(&mut h, taps, at(2));
    assert_eq!(give(&mut f, out, at(2)), [Event::Changed, Event::Changed]);
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().game.log().len(), 2);
    // The host taps while Ana's next tap is on its way: Ana's tap is refused, naming the
    // host's move, which reached her replica first.
    let tap = f.propose(score(1, 5));
    let host_move = host_act(&mut h, score(0, 3), at(3));
    let refusal = ask(&mut h, vec![tap], at(3));
    give(&mut f, host_move, at(3));
    let events = give(&mut f, refusal, at(3));
    let [Event::Refused {
        why:
            Explained::Reason(Reason::Overtaken {
                by: Overtaking::Move { index: 2 },
                ..
            }),
        ..
    }] = &events[..]
    else {
        panic!("{events:?}")
    };
    assert_eq!(f.game().unwrap().game.log()[2].by, Some(Sender::Host));
}

#[test]
fn a_seat_refused_watches_and_the_host_leaving_keeps_the_game() {
    let (mut h, mut f) = joined();
    let mut other = Follower::new(key(2), "Bảo", Seat::Player(1));
    let hello = other.hello(at(2));
    let mut out = Vec::new();
    for m in hello {
        out.extend(h.receive(PeerId(2), m, at(2)));
    }
    give(&mut other, vec![out[0].message.clone()], at(2));
    assert_eq!(
        other.receive(out[1].message.clone(), at(2)).events,
        [Event::SeatRefused(Reason::SeatTaken { seat: 1 })]
    );
    assert_eq!(other.seat(), Seat::Watching);
    give(&mut f, vec![out[2].message.clone()], at(2));
    assert_eq!(f.roster().len(), 3);
    assert_eq!(f.seat(), Seat::Player(1));
    let out = host_act(&mut h, score(0, 4), at(3));
    give(&mut f, out, at(3));
    let whole = h.whole();
    let bye = h.host.close();
    assert_eq!(
        f.receive(bye[0].message.clone(), at(4)).events,
        [Event::HostLeft(ByeReason::Leaving)]
    );
    let mine = f.into_game().unwrap();
    assert_eq!(mine.game, whole.game);
    assert_eq!((mine.id.as_str(), mine.name.as_str()), ("g-1", "Friday"));
}

#[test]
fn a_phone_takes_a_seat_and_a_second_claim_is_refused() {
    let (mut h, mut f) = joined();
    let claim = f.sit(Seat::Player(1), at(5));
    let out = ask(&mut h, claim, at(5));
    assert!(h
        .roster()
        .iter()
        .any(|m| m.peer == ANA && m.seat == Seat::Player(1)));
    give(&mut f, out, at(5));
    assert_eq!(f.seat(), Seat::Player(1));
    // The host's own phone holds seat 0: a claim of it is refused and the phone watches.
    let claim = f.sit(Seat::Player(0), at(6));
    let out = ask(&mut h, claim, at(6));
    let events = give(&mut f, out, at(6));
    assert!(
        events.iter().any(|e| matches!(e, Event::SeatRefused(_))),
        "{events:?}"
    );
    // A seat the host gave is the host's to change.
    let out = h.reseat(ANA, Seat::Table).unwrap();
    give(&mut f, out.into_iter().map(|o| o.message).collect(), at(7));
    assert_eq!(f.seat(), Seat::Table);
    let claim = f.sit(Seat::Player(1), at(20));
    let out = ask(&mut h, claim, at(20));
    let events = give(&mut f, out, at(20));
    assert!(
        events.contains(&Event::SeatRefused(Reason::SeatLocked)),
        "{events:?}"
    );
    assert_eq!(f.seat(), Seat::Table, "the roster keeps the host's seat");
}

#[test]
fn a_move_the_host_could_not_store_never_reaches_the_replica() {
    let (mut h, mut f) = joined();
    let out = host_act(&mut h, score(0, 1), at(2));
    give(&mut f, out, at(2));
    // Ana's tap is applied on the host, its write fails: she is told, her replica never had
    // it, and nothing is kept apart.
    let tap = f.propose(score(1, 4));
    assert!(h.receive(ANA, tap, at(3)).is_empty());
    let out: Vec<Message> = h.not_stored().into_iter().map(|o| o.message).collect();
    let events = give(&mut f, out, at(3));
    assert!(
        matches!(
            &events[..],
            [Event::Refused {
                why: Explained::Reason(Reason::NotStored),
                ..
            }]
        ),
        "{events:?}"
    );
    assert!(same(&h, &f));
    assert!(!has_moves_the_host_lacks(&f.game().unwrap().game, h.game()));
    // A store that holds another game than the phones were sent (taken back by hand): every
    // phone says hello again and is brought level.
    let mut stored = h.game().clone();
    stored.undo();
    let out = h.restore(stored);
    let hello = f.receive(out[0].message.clone(), at(4)).reply;
    let welcome = ask(&mut h, hello, at(4));
    let reaction = f.receive(welcome[0].clone(), at(4));
    assert_eq!(reaction.events, [Event::Joined, Event::Changed]);
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().game.cursor(), 0);
}

#[test]
fn the_next_game_replaces_the_replica_and_taps_go_on() {
    let (mut h, mut f) = joined();
    let out = host_act(&mut h, score(1, 2), at(2));
    give(&mut f, out, at(2));
    let next = Game::new(crate::session::Setup {
        players: h.game().players().to_vec(),
        ..h.game().setup().clone()
    })
    .unwrap();
    h.next_game("g-2", "Friday again", next);
    let out: Vec<Message> = h
        .stored(h.version())
        .into_iter()
        .map(|o| o.message)
        .collect();
    assert_eq!(give(&mut f, out, at(3)), [Event::NextGame, Event::Roster]);
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().name, "Friday again");
    let tap = f.propose(score(1, 1));
    let out = ask(&mut h, vec![tap], at(4));
    give(&mut f, out, at(4));
    assert!(same(&h, &f));
    assert_eq!(h.game().log().len(), 1);
}

#[test]
fn a_phone_knows_what_its_seat_may_ask_before_it_asks() {
    let (h, f) = joined();
    assert_eq!(f.may_act(&score(1, 1)), Ok(()));
    assert_eq!(
        f.may_act(&score(0, 1)),
        Err(Reason::NotYours { player: Some(0) })
    );
    let watching = Follower::rejoining(key(2), h.whole(), "Bo", Seat::Watching);
    assert_eq!(watching.may_act(&score(1, 1)), Err(Reason::Watching));
    assert_eq!(watching.may_step(false), Err(Reason::Watching));
    let table = Follower::rejoining(key(3), h.whole(), "Cy", Seat::Table);
    assert_eq!(table.may_act(&score(0, 1)), Ok(()));
}

/// A joining phone that finds its own copy of the invited game (by the invitation's game id)
/// and is only behind: its hello asks for what it lacks, and the host sends only that.
#[test]
fn a_copy_that_is_behind_rejoins_asking_only_for_what_it_lacks() {
    let mut h = host();
    host_act(&mut h, score(0, 1), at(1));
    let copy = h.whole();
    host_act(&mut h, score(1, 2), at(2));
    host_act(&mut h, score(0, 3), at(3));
    assert!(!has_moves_the_host_lacks(&copy.game, h.game()));
    let mut f = Follower::rejoining(key(1), copy, "Ana", Seat::Table);
    let out = ask(&mut h, f.hello(at(4)), at(4));
    let Message::Welcome(w) = &out[0] else {
        panic!("{out:?}")
    };
    assert!(
        matches!(&w.catchup, Catchup::Missing { first: 1, entries, cursor: 3 } if entries.len() == 2),
        "{:?}",
        w.catchup
    );
    give(&mut f, out, at(4));
    assert!(same(&h, &f));
}

/// A copy with a move the host's game lacks (the phone played on alone): the host sends its
/// whole game, and the copy is told apart so the phone keeps it as a game of its own.
#[test]
fn a_copy_with_moves_the_host_lacks_is_told_apart_and_replaced_by_the_whole_game() {
    let mut h = host();
    host_act(&mut h, score(0, 1), at(1));
    let mut alone = h.whole();
    alone.game.apply(score(1, 5), at(2)).unwrap();
    host_act(&mut h, score(0, 1), at(3));
    assert!(has_moves_the_host_lacks(&alone.game, h.game()));
    let own = alone.game.clone();
    let mut f = Follower::rejoining(key(1), alone, "Ana", Seat::Table);
    let out = ask(&mut h, f.hello(at(4)), at(4));
    give(&mut f, out, at(4));
    assert!(same(&h, &f));
    assert!(has_moves_the_host_lacks(&own, &f.game().unwrap().game));
    // Undone moves are not moves: a copy whose extra move was undone lacks nothing.
    let mut undone = own.clone();
    assert!(undone.undo());
    assert!(!has_moves_the_host_lacks(&undone, h.game()));
}

#[test]
fn the_replica_keeps_the_phone_the_host_names_for_each_entry() {
    use crate::live::message::{decode, encode};
    let (mut h, mut f) = joined();
    let wire = |ms: Vec<Message>| -> Vec<Message> {
        ms.iter().map(|m| decode(&encode(m)).unwrap()).collect()
    };
    let by = |g: &Game| g.log().iter().map(|e| e.by).collect::<Vec<_>>();
    // Ana's own proposal, then the host's tap, each through its bytes.
    let tap = f.propose(score(1, 2));
    let out = ask(&mut h, vec![tap], at(2));
    give(&mut f, wire(out), at(2));
    let out = host_act(&mut h, score(0, 1), at(3));
    give(&mut f, wire(out), at(3));
    let replica = &f.game().unwrap().game;
    assert_eq!(by(replica), [Some(Sender::Player(1)), Some(Sender::Host)]);
    assert!(same(&h, &f));
    // A phone joining now gets the whole game as a save: the senders come with it.
    let mut late = Follower::new(key(2), "Bảo", Seat::Table);
    let out = ask_as(&mut h, PeerId(2), late.hello(at(4)), at(4));
    give(&mut late, wire(out), at(4));
    assert_eq!(by(&late.game().unwrap().game), by(h.game()));
    // The same move named as another phone's is not the replica's entry: it asks again.
    let other = Message::Entries {
        first: 0,
        entries: vec![LogEntry {
            by: Some(Sender::Table),
            ..h.game().log()[0].clone()
        }],
        cursor: 2,
        version: 2,
    };
    assert_eq!(
        f.receive(other, at(5)).events,
        [Event::Diverged(Divergence::Differs { index: 0 })]
    );
    let _ = host_undo(&mut h);
}

#[test]
fn a_move_undone_and_replaced_while_its_messages_were_lost_brings_the_whole_game() {
    // Found by tests/live_properties.rs: the phone missed an undo and the move that replaced
    // the undone one, so the next move's entry came at the right place in the log, on top of
    // an entry the host no longer has. It must not be applied there.
    let (mut h, mut f) = joined();
    give(&mut f, host_act(&mut h, score(0, 1), at(2)), at(2));
    assert!(same(&h, &f));
    host_undo(&mut h);
    host_act(&mut h, score(1, 5), at(3));
    let next = host_act(&mut h, score(0, 2), at(4));
    let reaction = f.receive(next[0].clone(), at(4));
    assert_eq!(reaction.events, [Event::Missed { have: 1, got: 4 }]);
    assert_eq!(
        f.game().unwrap().game.log().len(),
        1,
        "nothing put on the stale entry"
    );
    let out = ask(&mut h, reaction.reply, at(5));
    give(&mut f, out, at(5));
    assert!(same(&h, &f), "the welcome brought the host's game");
}
