//! What a position means in the race: the way of a fork it lies on, the spaces still to sail
//! (which orders the ships) and the track score it is worth at the end of the game.

use super::{Lane, Position, Track};

impl Track {
    /// Which way of a fork `space` lies on, named as players name them: the shorter way is
    /// the inner channel, the longer the outer lane. `None` off the forks' ways, or where the
    /// two ways are as long.
    pub fn lane(&self, space: u8) -> Option<Lane> {
        let n = self.spaces.len();
        // The spaces from `start` up to (not including) the merge where the ways meet again.
        let way = |start: u8| -> Vec<u8> {
            let mut out = Vec::new();
            let mut s = start;
            while out.len() <= n
                && s != 0
                && self.prev.get(usize::from(s)).is_some_and(|p| p.len() < 2)
            {
                out.push(s);
                match self.spaces[usize::from(s)].next.as_slice() {
                    [only] => s = *only,
                    _ => break,
                }
            }
            out
        };
        self.spaces
            .iter()
            .filter(|f| f.next.len() == 2)
            .find_map(|f| {
                let (a, b) = (way(f.next[0]), way(f.next[1]));
                let (mine, other) = if a.contains(&space) {
                    (a, b)
                } else if b.contains(&space) {
                    (b, a)
                } else {
                    return None;
                };
                match mine.len().cmp(&other.len()) {
                    std::cmp::Ordering::Less => Some(Some(Lane::Inner)),
                    std::cmp::Ordering::Greater => Some(Some(Lane::Outer)),
                    std::cmp::Ordering::Equal => Some(None),
                }
            })
            .flatten()
    }

    /// Spaces a ship still has to sail to finish, by the shortest route: the race order.
    /// A finished ship has 0; a ship behind the start line has a whole loop more.
    pub fn spaces_left(&self, pos: Position) -> i32 {
        let d = i32::from(self.steps_to_port_royal(pos.space).unwrap_or(0));
        d - i32::from(pos.lap) * i32::from(self.loop_length())
    }

    /// The end-of-game track score of a position: the finish score in Port Royal after the
    /// loop, the red-line score at the start or behind the start line, else the printed value.
    pub fn score_at(&self, pos: Position) -> i8 {
        if pos.finished() {
            self.finish_score
        } else if pos.space == 0 || pos.lap < 0 {
            self.red_line_score
        } else {
            self.space(pos.space)
                .map_or(self.red_line_score, |s| s.score)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ways_of_a_fork_are_named_by_their_length() {
        let t = Track::shipped().unwrap();
        for (space, lane) in [
            (7, Some(Lane::Outer)),
            (12, Some(Lane::Outer)),
            (13, Some(Lane::Inner)),
            (14, Some(Lane::Inner)),
            (15, None),
            (20, Some(Lane::Outer)),
            (26, Some(Lane::Inner)),
            (33, Some(Lane::Outer)),
            (39, Some(Lane::Inner)),
            (6, None),
            (0, None),
        ] {
            assert_eq!(t.lane(space), lane, "space {space}");
        }
    }
}
