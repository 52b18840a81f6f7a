//! The invariants the rules rely on, and the tables derived while checking them (backward
//! neighbours, distances to Port Royal). Every way of building a track ends here.

use std::collections::BTreeSet;

use super::{Space, SpaceKind, Track, TrackError, LAIRS, MAX_COST};

impl Track {
    /// Checks every invariant the rules rely on and computes the derived tables.
    pub fn validate(
        red_line_score: i8,
        finish_score: i8,
        spaces: Vec<Space>,
    ) -> Result<Track, TrackError> {
        let n = spaces.len();
        if n == 0 {
            return Err(TrackError::Empty);
        }
        if n > 255 {
            return Err(TrackError::TooManySpaces(n));
        }
        let royals = spaces
            .iter()
            .filter(|s| s.kind == SpaceKind::PortRoyal)
            .count();
        if royals != 1 {
            return Err(TrackError::PortRoyalCount(royals));
        }
        if spaces[0].kind != SpaceKind::PortRoyal {
            return Err(TrackError::PortRoyalNotFirst);
        }
        if spaces[0].next.len() != 1 {
            return Err(TrackError::PortRoyalExits);
        }
        if spaces[0].score != finish_score {
            return Err(TrackError::FinishScore);
        }
        let mut prev = vec![Vec::new(); n];
        for (i, s) in spaces.iter().enumerate() {
            let id = i as u8;
            let distinct = s.next.len() != 2 || s.next[0] != s.next[1];
            if s.next.is_empty()
                || s.next.len() > 2
                || !distinct
                || s.next.iter().any(|&t| usize::from(t) >= n || t == id)
            {
                return Err(TrackError::BadNext { space: id });
            }
            for &t in &s.next {
                prev[usize::from(t)].push(id);
            }
            match (s.kind.has_cost(), s.cost) {
                (true, None) => return Err(TrackError::CostMissing { space: id }),
                (false, Some(_)) => return Err(TrackError::CostNotAllowed { space: id }),
                (true, Some(c)) if c == 0 || c > MAX_COST => {
                    return Err(TrackError::CostOutOfRange { space: id })
                }
                _ => {}
            }
        }
        if let Some(i) = prev.iter().position(|p| p.len() > 2) {
            return Err(TrackError::TooManyPredecessors { space: i as u8 });
        }
        let lairs = spaces.iter().filter(|s| s.kind == SpaceKind::Lair).count();
        if lairs != LAIRS {
            return Err(TrackError::LairCount(lairs));
        }
        // Every space is reachable from Port Royal.
        let mut seen = vec![false; n];
        let mut stack = vec![0u8];
        seen[0] = true;
        while let Some(s) = stack.pop() {
            for &t in &spaces[usize::from(s)].next {
                if !seen[usize::from(t)] {
                    seen[usize::from(t)] = true;
                    stack.push(t);
                }
            }
        }
        if let Some(i) = seen.iter().position(|&v| !v) {
            return Err(TrackError::Unreachable { space: i as u8 });
        }
        // Shortest distance to Port Royal, breadth first over backward edges.
        let mut dist = vec![u16::MAX; n];
        dist[0] = 0;
        let mut queue = std::collections::VecDeque::from([0u8]);
        while let Some(s) = queue.pop_front() {
            for &p in &prev[usize::from(s)] {
                if p != 0 && dist[usize::from(p)] == u16::MAX {
                    dist[usize::from(p)] = dist[usize::from(s)] + 1;
                    queue.push_back(p);
                }
            }
        }
        if let Some(i) = dist.iter().position(|&d| d == u16::MAX) {
            return Err(TrackError::CannotReachPortRoyal { space: i as u8 });
        }
        dist[0] = 1 + dist[usize::from(spaces[0].next[0])];
        // Without the edges into Port Royal the board must be acyclic: a topological order.
        let mut indegree: Vec<usize> = (0..n)
            .map(|i| prev[i].len() - usize::from(i == 0) * prev[0].len())
            .collect();
        let mut order = Vec::with_capacity(n);
        let mut ready: Vec<u8> = (0..n as u8)
            .filter(|&i| indegree[usize::from(i)] == 0)
            .collect();
        while let Some(s) = ready.pop() {
            order.push(s);
            for &t in &spaces[usize::from(s)].next {
                if t == 0 {
                    continue;
                }
                indegree[usize::from(t)] -= 1;
                if indegree[usize::from(t)] == 0 {
                    ready.push(t);
                }
            }
        }
        if order.len() != n {
            let stuck = (0..n).find(|&i| indegree[i] > 0).unwrap_or(0);
            return Err(TrackError::Loop { space: stuck as u8 });
        }
        // Scores never drop along the race (the red line is a prefix of -5 spaces).
        for (i, s) in spaces.iter().enumerate() {
            for &t in &s.next {
                if t != 0 && i != 0 && spaces[usize::from(t)].score < s.score {
                    return Err(TrackError::ScoreDrops { space: t });
                }
            }
        }
        // Forks and merges pair up: the two ways out of a fork meet again, before Port Royal,
        // at a merge that no other fork claims.
        let reach = |from: u8| -> BTreeSet<u8> {
            let mut set = BTreeSet::new();
            let mut stack = vec![from];
            while let Some(s) = stack.pop() {
                if s == 0 || !set.insert(s) {
                    continue;
                }
                stack.extend(spaces[usize::from(s)].next.iter().copied());
            }
            set
        };
        let forks: Vec<u8> = (0..n as u8)
            .filter(|&i| spaces[usize::from(i)].next.len() == 2)
            .collect();
        let merges = prev.iter().filter(|p| p.len() == 2).count();
        if forks.len() != merges {
            return Err(TrackError::ForksAndMerges {
                forks: forks.len(),
                merges,
            });
        }
        let mut claimed = BTreeSet::new();
        for &f in &forks {
            let ways = &spaces[usize::from(f)].next;
            let (a, b) = (reach(ways[0]), reach(ways[1]));
            let meet = a
                .intersection(&b)
                .max_by_key(|&&s| dist[usize::from(s)])
                .copied();
            match meet {
                Some(m) if prev[usize::from(m)].len() == 2 && claimed.insert(m) => {}
                _ => return Err(TrackError::UnpairedFork { space: f }),
            }
        }
        Ok(Track {
            red_line_score,
            finish_score,
            spaces,
            prev,
            dist,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::jamaica::track::{Position, SpaceEdit};

    #[test]
    fn the_shipped_track_loads_with_its_derived_tables() {
        let t = Track::shipped().unwrap();
        assert_eq!(t.len(), 50);
        assert_eq!(t.lairs(), vec![4, 9, 11, 19, 22, 25, 33, 37, 44]);
        assert_eq!(t.forks(), vec![6, 19, 32]);
        assert_eq!(t.merges(), vec![15, 28, 41]);
        // Shortest loop: 0..6, 13, 14, 15..19, 26, 27, 28..32, 39, 40, 41..49, 0.
        assert_eq!(t.loop_length(), 32);
        assert_eq!(t.steps_to_port_royal(49), Some(1));
        assert_eq!(
            t.steps_to_port_royal(7),
            t.steps_to_port_royal(13).map(|d| d + 4)
        );
        assert_eq!(t.spaces_left(Position::START), 32);
        assert_eq!(t.spaces_left(Position { space: 49, lap: -1 }), 33);
        assert_eq!(t.spaces_left(Position { space: 0, lap: 1 }), 0);
    }

    #[test]
    fn corrupt_tracks_are_refused_with_a_reason() {
        let t = Track::shipped().unwrap();
        let lair_to_sea = SpaceEdit {
            space: 4,
            kind: SpaceKind::Sea,
            cost: Some(2),
            score: -5,
        };
        assert_eq!(t.with_edits(&[lair_to_sea]), Err(TrackError::LairCount(8)));
        let no_cost = SpaceEdit {
            space: 5,
            kind: SpaceKind::Port,
            cost: None,
            score: -5,
        };
        assert_eq!(
            t.with_edits(&[no_cost]),
            Err(TrackError::CostMissing { space: 5 })
        );
        let swap = [
            lair_to_sea,
            SpaceEdit {
                space: 3,
                kind: SpaceKind::Lair,
                cost: None,
                score: -5,
            },
        ];
        let fixed = t.with_edits(&swap).unwrap();
        assert!(fixed.lairs().contains(&3));
        let mut spaces = t.spaces().to_vec();
        spaces[12].next = vec![3];
        assert!(Track::validate(-5, 15, spaces).is_err());
        assert!(matches!(
            Track::from_toml("spaces = 3"),
            Err(TrackError::Parse(_))
        ));
    }
}
