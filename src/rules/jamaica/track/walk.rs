//! Sailing along the track: where a move ends (choosing a way at each fork, crossing the start
//! line, stopping at the finish), every place it could end, and the way back after a
//! shortage.

use super::{Dir, Lane, MoveError, Position, SpaceKind, Track, MAX_LAP};

impl Track {
    /// Sails `steps` spaces from `from`. At every fork passed (a merge when going backward)
    /// the next entry of `branches` names the space taken. Sailing forward into Port Royal
    /// after the loop ends the move there, whatever steps are left: that is the finish.
    pub fn walk(
        &self,
        from: Position,
        dir: Dir,
        steps: u8,
        branches: &[u8],
    ) -> Result<Position, MoveError> {
        if !self.contains(from) {
            return Err(MoveError::OffTrack);
        }
        let mut pos = from;
        let mut choices = branches.iter().copied();
        for _ in 0..steps {
            let ways: &[u8] = match dir {
                Dir::Forward => self.space(pos.space).map_or(&[][..], |s| s.next.as_slice()),
                Dir::Backward => self.prev(pos.space),
            };
            let to = match ways {
                [only] => *only,
                [_, _] => {
                    let chosen = choices.next().ok_or_else(|| MoveError::BranchNeeded {
                        at: pos.space,
                        options: ways.to_vec(),
                    })?;
                    if !ways.contains(&chosen) {
                        return Err(MoveError::BadBranch {
                            at: pos.space,
                            chosen,
                        });
                    }
                    chosen
                }
                _ => return Err(MoveError::OffTrack),
            };
            let lap = match dir {
                Dir::Forward if to == 0 => pos.lap.checked_add(1),
                Dir::Backward if pos.space == 0 => pos.lap.checked_sub(1),
                _ => Some(pos.lap),
            }
            .filter(|l| l.abs() <= MAX_LAP)
            .ok_or(MoveError::TooManyLaps)?;
            pos = Position { space: to, lap };
            if dir == Dir::Forward && pos.finished() {
                break;
            }
        }
        if choices.next().is_some() {
            return Err(MoveError::UnusedBranch);
        }
        Ok(pos)
    }

    /// Every place a move can end, with the branches that lead there (one entry per way at
    /// each fork passed). The UI shows these before a move is entered.
    pub fn landings(&self, from: Position, dir: Dir, steps: u8) -> Vec<(Vec<u8>, Position)> {
        let mut out = Vec::new();
        let mut todo = vec![Vec::new()];
        while let Some(branches) = todo.pop() {
            match self.walk(from, dir, steps, &branches) {
                Ok(pos) => out.push((branches, pos)),
                Err(MoveError::BranchNeeded { options, .. }) => {
                    for o in options.into_iter().rev() {
                        let mut more = branches.clone();
                        more.push(o);
                        todo.push(more);
                    }
                }
                Err(_) => {}
            }
        }
        out
    }

    /// After a shortage: the first spaces behind `from`, on every way back, whose fee the ship
    /// can pay in full with `food` and `gold` (lairs and Port Royal are free). The player picks
    /// one when ways split.
    pub fn first_payable_behind(&self, from: Position, food: u8, gold: u8) -> Vec<Position> {
        let mut out: Vec<Position> = Vec::new();
        let mut todo = vec![(from, 0usize)];
        while let Some((pos, depth)) = todo.pop() {
            if depth > self.spaces.len() {
                continue;
            }
            for back in self.steps_back(pos) {
                let payable = self
                    .space(back.space)
                    .is_some_and(|s| match (s.kind, s.cost) {
                        (SpaceKind::Sea, Some(c)) => c <= food,
                        (SpaceKind::Port, Some(c)) => c <= gold,
                        _ => true,
                    });
                if payable {
                    if !out.contains(&back) {
                        out.push(back);
                    }
                } else {
                    todo.push((back, depth + 1));
                }
            }
        }
        out.sort_by_key(|p| (p.lap, p.space));
        out
    }

    /// The positions one space behind `pos`: each space before it, a lap earlier when `pos`
    /// is Port Royal.
    fn steps_back(&self, pos: Position) -> impl Iterator<Item = Position> + '_ {
        let lap = if pos.space == 0 {
            pos.lap.saturating_sub(1)
        } else {
            pos.lap
        };
        self.prev(pos.space)
            .iter()
            .map(move |&space| Position { space, lap })
    }

    /// How a ship at `from` sails back to `to` (a fall-back after a shortage): the spaces it
    /// counts back on the shortest way, and the way of a fork it passes (inner channel or outer
    /// lane), if any. These, not space numbers, are what the table sees on the board.
    pub fn way_back(&self, from: Position, to: Position) -> Option<(u16, Option<Lane>)> {
        let mut todo = std::collections::VecDeque::from([(from, 0u16, None)]);
        while let Some((pos, steps, way)) = todo.pop_front() {
            if usize::from(steps) > self.spaces.len() {
                continue;
            }
            for back in self.steps_back(pos) {
                let way = way.or(self.lane(back.space));
                if back == to {
                    return Some((steps + 1, way));
                }
                todo.push_back((back, steps + 1, way));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(space: u8) -> Position {
        Position { space, lap: 0 }
    }

    #[test]
    fn walking_crosses_the_start_line_both_ways() {
        let t = Track::shipped().unwrap();
        let back = t.walk(Position::START, Dir::Backward, 3, &[]).unwrap();
        assert_eq!(back, Position { space: 47, lap: -1 });
        let again = t.walk(back, Dir::Forward, 5, &[]).unwrap();
        assert_eq!(again, at(2));
        // Finishing stops the move in Port Royal.
        let end = t.walk(at(47), Dir::Forward, 6, &[]).unwrap();
        assert_eq!(end, Position { space: 0, lap: 1 });
        assert!(end.finished());
    }

    #[test]
    fn a_way_back_is_counted_in_spaces_and_named_by_its_lane() {
        let t = Track::shipped().unwrap();
        // From the port where fork 2's ways meet, the two lairs a fall-back may reach.
        let from = at(28);
        let lairs = [at(19), at(25)];
        assert_eq!(t.way_back(from, lairs[0]), Some((3, Some(Lane::Inner))));
        assert_eq!(t.way_back(from, lairs[1]), Some((1, Some(Lane::Outer))));
        // Off the forks: the count alone; behind the start line across Port Royal.
        assert_eq!(t.way_back(at(5), at(4)), Some((1, None)));
        assert_eq!(
            t.way_back(at(1), Position { space: 49, lap: -1 }),
            Some((2, None))
        );
    }

    #[test]
    fn forks_need_a_branch_and_refuse_a_wrong_or_extra_one() {
        let t = Track::shipped().unwrap();
        assert_eq!(
            t.walk(at(5), Dir::Forward, 2, &[]),
            Err(MoveError::BranchNeeded {
                at: 6,
                options: vec![7, 13]
            })
        );
        assert_eq!(
            t.walk(at(5), Dir::Forward, 2, &[8]),
            Err(MoveError::BadBranch { at: 6, chosen: 8 })
        );
        assert_eq!(t.walk(at(5), Dir::Forward, 2, &[13]), Ok(at(13)));
        assert_eq!(
            t.walk(at(1), Dir::Forward, 2, &[13]),
            Err(MoveError::UnusedBranch)
        );
        assert_eq!(t.walk(at(16), Dir::Backward, 2, &[12]), Ok(at(12)));
        let ways = t.landings(at(5), Dir::Forward, 3);
        assert_eq!(ways, vec![(vec![7], at(8)), (vec![13], at(14))]);
    }

    #[test]
    fn shortage_finds_the_first_payable_space_on_each_way_back() {
        let t = Track::shipped().unwrap();
        // From 16 with 2 food and no gold: 15 costs 3 food; behind it, 12 (2 food) on the
        // outer lane and 14 (4 food) then 13 (3 food) then the port 6 on the inner channel.
        let c = t.first_payable_behind(at(16), 2, 0);
        assert_eq!(c, vec![at(4), at(12)]);
        let c = t.first_payable_behind(at(16), 3, 0);
        assert_eq!(c, vec![at(15)]);
    }
}
