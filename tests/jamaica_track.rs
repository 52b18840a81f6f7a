//! Invariants of the shipped Jamaica track data (src/rules/jamaica/data/track.toml).

use std::collections::BTreeSet;

use tablemate::rules::jamaica::track::{Dir, Position, SpaceKind, Track, LAIRS};

fn track() -> Track {
    Track::shipped().expect("the shipped track is valid")
}

#[test]
fn every_space_reaches_port_royal_and_is_reached_from_it() {
    let t = track();
    for id in 0..t.len() as u8 {
        let d = t.steps_to_port_royal(id).unwrap();
        assert!(d >= 1, "space {id}");
        // Following the shortest route one step at a time really arrives.
        let mut pos = Position { space: id, lap: 0 };
        for _ in 0..d {
            let s = t.space(pos.space).unwrap();
            let next = *s
                .next
                .iter()
                .min_by_key(|&&n| t.steps_to_port_royal(n).unwrap() * u16::from(n != 0))
                .unwrap();
            pos.space = next;
        }
        assert_eq!(pos.space, 0, "from space {id}");
    }
    let mut seen = BTreeSet::from([0u8]);
    let mut todo = vec![0u8];
    while let Some(s) = todo.pop() {
        for &n in &t.space(s).unwrap().next {
            if seen.insert(n) {
                todo.push(n);
            }
        }
    }
    assert_eq!(seen.len(), t.len());
}

#[test]
fn forks_and_merges_pair_up() {
    let t = track();
    let forks = t.forks();
    let merges = t.merges();
    assert_eq!(forks.len(), merges.len());
    assert_eq!(forks.len(), 3);
    for (&f, &m) in forks.iter().zip(&merges) {
        // Both ways out of the fork reach its merge before Port Royal.
        for &way in &t.space(f).unwrap().next {
            let mut s = way;
            let mut guard = 0;
            while s != m {
                let next = &t.space(s).unwrap().next;
                assert_eq!(
                    next.len(),
                    1,
                    "a lane between fork {f} and merge {m} splits"
                );
                s = next[0];
                guard += 1;
                assert!(guard < 20 && s != 0, "fork {f} never meets merge {m}");
            }
        }
        assert_eq!(t.prev(m).len(), 2);
    }
}

#[test]
fn nine_lairs_and_a_fee_on_every_port_and_sea_space() {
    let t = track();
    assert_eq!(t.lairs().len(), LAIRS);
    for (id, s) in t.spaces().iter().enumerate() {
        match s.kind {
            SpaceKind::Sea | SpaceKind::Port => {
                assert!(s.cost.is_some_and(|c| c > 0), "space {id} has no fee")
            }
            SpaceKind::Lair | SpaceKind::PortRoyal => assert!(s.cost.is_none(), "space {id}"),
        }
    }
    assert_eq!(
        t.spaces()
            .iter()
            .filter(|s| s.kind == SpaceKind::PortRoyal)
            .count(),
        1
    );
}

#[test]
fn scores_run_from_the_red_line_to_the_finish() {
    let t = track();
    assert_eq!(t.score_at(Position::START), t.red_line_score());
    assert_eq!(t.score_at(Position { space: 49, lap: -1 }), -5);
    assert_eq!(t.score_at(Position { space: 49, lap: 0 }), 10);
    assert_eq!(t.score_at(Position { space: 41, lap: 0 }), 2);
    assert_eq!(t.score_at(Position { space: 40, lap: 0 }), -5);
    assert_eq!(t.score_at(Position { space: 0, lap: 1 }), 15);
}

#[test]
fn a_backward_first_move_and_the_finish() {
    let t = track();
    let behind = t.walk(Position::START, Dir::Backward, 6, &[]).unwrap();
    assert_eq!(behind, Position { space: 44, lap: -1 });
    assert!(t.spaces_left(behind) > t.spaces_left(Position::START));
    let home = t
        .walk(Position { space: 49, lap: 0 }, Dir::Forward, 6, &[])
        .unwrap();
    assert!(home.finished());
}
