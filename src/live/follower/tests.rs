//! The follower against a host on a two-player score pad: catching up, gaps, repeats,
//! divergences and refusals worded from the replica.

use super::*;
use crate::live::host::Host;
use crate::live::test_support::{at, host, score, ANA};
use crate::session::Sender;

/// Ana joined and holding the host's game.
fn joined() -> (Host, Follower) {
    let mut h = host();
    let mut f = Follower::new("Ana", Seat::Player(1));
    let out = h.receive(ANA, f.hello(), at(1));
    let reaction = f.receive(out[0].message.clone());
    assert_eq!(reaction.events, [Event::Joined, Event::Changed]);
    assert_eq!(f.me(), Some(ANA));
    (h, f)
}

fn same(h: &Host, f: &Follower) -> bool {
    f.game()
        .is_some_and(|g| g.game == *h.game() && g.id == h.id())
}

#[test]
fn entries_and_cursors_keep_the_replica_equal_to_the_host() {
    let (mut h, mut f) = joined();
    for i in 0..4 {
        let out = h.act(score(i % 2, 2), at(i as i64 + 2)).unwrap();
        assert_eq!(f.receive(out[0].message.clone()).events, [Event::Changed]);
    }
    let out = h.receive(ANA, f.undo(), at(9));
    f.receive(out[0].message.clone());
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().game.cursor(), 3);
    // A new action after the undo replaces the undone entry on both.
    let out = h.act(score(1, 9), at(10)).unwrap();
    f.receive(out[0].message.clone());
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().game.log().len(), 4);
}

#[test]
fn entries_past_the_log_are_a_gap_and_the_hello_brings_them() {
    let (mut h, mut f) = joined();
    h.act(score(0, 1), at(2)).unwrap();
    let out = h.act(score(1, 1), at(3)).unwrap();
    // The first entries message was lost: the second starts past the replica's log.
    let reaction = f.receive(out[0].message.clone());
    assert_eq!(reaction.events, [Event::Gap { have: 0, first: 1 }]);
    let hello = reaction.reply.unwrap();
    // Messages before the welcome are already in it: dropped.
    let later = h.act(score(0, 3), at(4)).unwrap();
    let out = h.receive(ANA, hello, at(5));
    let Message::Welcome(w) = &out[0].message else {
        panic!()
    };
    assert!(matches!(&w.catchup, Catchup::Missing { first: 0, entries, .. } if entries.len() == 3));
    assert_eq!(f.receive(later[0].message.clone()), Reaction::default());
    f.receive(out[0].message.clone());
    assert!(same(&h, &f));
    // A cursor past the log is a gap too.
    let reaction = f.receive(Message::Cursor { cursor: 9 });
    assert_eq!(reaction.events, [Event::Gap { have: 3, first: 9 }]);
}

#[test]
fn entries_already_held_are_ignored() {
    let (mut h, mut f) = joined();
    let first = h.act(score(0, 1), at(2)).unwrap();
    let second = h.act(score(1, 1), at(3)).unwrap();
    f.receive(first[0].message.clone());
    f.receive(second[0].message.clone());
    assert_eq!(f.receive(first[0].message.clone()), Reaction::default());
    assert_eq!(f.receive(second[0].message.clone()), Reaction::default());
    assert!(same(&h, &f));
}

#[test]
fn an_entry_the_replay_refuses_or_that_differs_is_a_divergence() {
    let (mut h, mut f) = joined();
    let out = h.act(score(0, 1), at(2)).unwrap();
    f.receive(out[0].message.clone());
    let bad = Message::Entries {
        first: 1,
        entries: vec![LogEntry {
            at: at(3),
            action: score(7, 1),
            by: Some(Sender::Host),
        }],
        cursor: 2,
    };
    let reaction = f.receive(bad);
    assert!(matches!(
        reaction.events[..],
        [Event::Diverged(Divergence::Refused { index: 1, .. })]
    ));
    // It asks for the whole game: a hello that holds nothing.
    let Some(Message::Hello(hello)) = &reaction.reply else {
        panic!()
    };
    assert_eq!((hello.game.as_deref(), hello.have), (None, 0));
    let out = h.receive(ANA, reaction.reply.unwrap(), at(4));
    f.receive(out[0].message.clone());
    assert!(same(&h, &f));
    let other = Message::Entries {
        first: 0,
        entries: vec![LogEntry {
            at: at(2),
            action: score(1, 1),
            by: Some(Sender::Host),
        }],
        cursor: 1,
    };
    assert_eq!(
        f.receive(other).events,
        [Event::Diverged(Divergence::Differs { index: 0 })]
    );
}

#[test]
fn a_refusal_is_checked_again_on_the_replica_for_the_whole_reason() {
    let (mut h, mut f) = joined();
    let propose = f.propose(score(5, 1));
    let out = h.receive(ANA, propose, at(2));
    let reaction = f.receive(out[0].message.clone());
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
        &f.receive(unknown).events[..],
        [Event::Refused {
            action: None,
            why: Explained::Reason(Reason::Rules { .. }),
            ..
        }]
    ));
    let out = h.receive(ANA, f.undo(), at(3));
    assert!(matches!(
        &f.receive(out[0].message.clone()).events[..],
        [Event::Refused {
            why: Explained::Reason(Reason::NothingToUndo),
            ..
        }]
    ));
}

#[test]
fn a_seat_refused_watches_and_the_host_leaving_keeps_the_game() {
    let (mut h, mut f) = joined();
    let mut other = Follower::new("Bảo", Seat::Player(1));
    let out = h.receive(PeerId(2), other.hello(), at(2));
    other.receive(out[0].message.clone());
    assert_eq!(
        other.receive(out[1].message.clone()).events,
        [Event::SeatRefused(Reason::SeatTaken { seat: 1 })]
    );
    assert_eq!(other.seat(), Seat::Watching);
    f.receive(out[2].message.clone());
    assert_eq!(f.roster().len(), 3);
    assert_eq!(f.seat(), Seat::Player(1));
    let out = h.act(score(0, 4), at(3)).unwrap();
    f.receive(out[0].message.clone());
    let (whole, bye) = h.close();
    assert_eq!(
        f.receive(bye[0].message.clone()).events,
        [Event::HostLeft(ByeReason::Leaving)]
    );
    let mine = f.into_game().unwrap();
    assert_eq!(mine.game, whole.game);
    assert_eq!((mine.id.as_str(), mine.name.as_str()), ("g-1", "Friday"));
}

#[test]
fn a_phone_takes_a_seat_and_a_second_claim_is_refused() {
    let (mut h, mut f) = joined();
    let claim = f.sit(Seat::Player(1));
    let out = h.receive(ANA, claim, at(5));
    assert!(h
        .roster()
        .iter()
        .any(|m| m.peer == ANA && m.seat == Seat::Player(1)));
    for o in out.into_iter().filter(|o| o.reaches(ANA)) {
        f.receive(o.message);
    }
    assert_eq!(f.seat(), Seat::Player(1));
    // The host's own phone holds seat 0: a claim of it is refused and the phone watches.
    let out = h.receive(ANA, f.sit(Seat::Player(0)), at(6));
    let events: Vec<Event> = out
        .into_iter()
        .filter(|o| o.reaches(ANA))
        .flat_map(|o| f.receive(o.message).events)
        .collect();
    assert!(
        events.iter().any(|e| matches!(e, Event::SeatRefused(_))),
        "{events:?}"
    );
}

#[test]
fn a_move_the_host_could_not_store_is_taken_back_on_the_replica() {
    let (mut h, mut f) = joined();
    let out = h.act(score(0, 1), at(2)).unwrap();
    f.receive(out[0].message.clone());
    let stored = h.game().clone();
    for (i, points) in [4, 5].into_iter().enumerate() {
        let out = h.act(score(1, points), at(3 + i as i64)).unwrap();
        f.receive(out[0].message.clone());
    }
    // One undone: the host's store held neither of the last two moves.
    let out = h.undo();
    f.receive(out[0].message.clone());
    assert!(same(&h, &f));
    let out = h.restore(stored);
    let hello = f.receive(out[0].message.clone()).reply.unwrap();
    let welcome = h.receive(ANA, hello, at(9));
    let reaction = f.receive(welcome[0].message.clone());
    assert_eq!(reaction.events, [Event::Joined, Event::Changed]);
    assert!(same(&h, &f));
    assert_eq!(f.game().unwrap().game.log().len(), 1);
}

#[test]
fn a_phone_knows_what_its_seat_may_ask_before_it_asks() {
    let (mut h, f) = joined();
    assert_eq!(f.may_act(&score(1, 1)), Ok(()));
    assert_eq!(
        f.may_act(&score(0, 1)),
        Err(Reason::NotYours { player: Some(0) })
    );
    let watching = Follower::rejoining(h.whole(), "Bo", Seat::Watching);
    assert_eq!(watching.may_act(&score(1, 1)), Err(Reason::Watching));
    assert_eq!(watching.may_step(false), Err(Reason::Watching));
    let table = Follower::rejoining(h.whole(), "Cy", Seat::Table);
    assert_eq!(table.may_act(&score(0, 1)), Ok(()));
    let _ = h.act(score(0, 1), at(2));
}

/// A joining phone that finds its own copy of the invited game (by the invitation's game id)
/// and is only behind: its hello asks for what it lacks, and the host sends only that.
#[test]
fn a_copy_that_is_behind_rejoins_asking_only_for_what_it_lacks() {
    let mut h = host();
    h.act(score(0, 1), at(1)).unwrap();
    let copy = h.whole();
    h.act(score(1, 2), at(2)).unwrap();
    h.act(score(0, 3), at(3)).unwrap();
    assert!(!has_moves_the_host_lacks(&copy.game, h.game()));
    let mut f = Follower::rejoining(copy, "Ana", Seat::Table);
    let out = h.receive(ANA, f.hello(), at(4));
    let Message::Welcome(w) = &out[0].message else {
        panic!("{out:?}")
    };
    assert!(
        matches!(&w.catchup, Catchup::Missing { first: 1, entries, cursor: 3 } if entries.len() == 2),
        "{:?}",
        w.catchup
    );
    f.receive(out[0].message.clone());
    assert!(same(&h, &f));
}

/// A copy with a move the host's game lacks (the phone played on alone): the host sends its
/// whole game, and the copy is told apart so the phone keeps it as a game of its own.
#[test]
fn a_copy_with_moves_the_host_lacks_is_told_apart_and_replaced_by_the_whole_game() {
    let mut h = host();
    h.act(score(0, 1), at(1)).unwrap();
    let mut alone = h.whole();
    alone.game.apply(score(1, 5), at(2)).unwrap();
    h.act(score(0, 1), at(3)).unwrap();
    assert!(has_moves_the_host_lacks(&alone.game, h.game()));
    let own = alone.game.clone();
    let mut f = Follower::rejoining(alone, "Ana", Seat::Table);
    let out = h.receive(ANA, f.hello(), at(4));
    f.receive(out[0].message.clone());
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
    let wire = |m: &Message| decode(&encode(m)).unwrap();
    let by = |g: &Game| g.log().iter().map(|e| e.by).collect::<Vec<_>>();
    // Ana's own proposal, then the host's tap, each through its bytes.
    let out = h.receive(ANA, f.propose(score(1, 2)), at(2));
    f.receive(wire(&out[0].message));
    let out = h.act(score(0, 1), at(3)).unwrap();
    f.receive(wire(&out[0].message));
    let replica = &f.game().unwrap().game;
    assert_eq!(by(replica), [Some(Sender::Player(1)), Some(Sender::Host)]);
    assert!(same(&h, &f));
    // A phone joining now gets the whole game as a save: the senders come with it.
    let mut late = Follower::new("Bảo", Seat::Table);
    let out = h.receive(PeerId(2), late.hello(), at(4));
    late.receive(wire(&out[0].message));
    assert_eq!(by(&late.game().unwrap().game), by(h.game()));
    // The same move named as another phone's is not the replica's entry: it asks again.
    let other = Message::Entries {
        first: 0,
        entries: vec![LogEntry {
            by: Some(Sender::Table),
            ..h.game().log()[0].clone()
        }],
        cursor: 2,
    };
    assert_eq!(
        f.receive(other).events,
        [Event::Diverged(Divergence::Differs { index: 0 })]
    );
}
