//! The Ghost Ship: its holds and treasures, which way it must sail, and the cases the rule
//! sheets leave open, settled here by name.

use serde::{Deserialize, Serialize};

use super::track::{Dir, Position, Track};

/// Holds on the Ghost Ship's board, like a player's.
pub const GHOST_HOLDS: usize = 5;

/// Gold in the ghost's holds at the start: 5 in one hold, 3 in another.
pub const GHOST_START_HOLDS: [u8; GHOST_HOLDS] = [5, 3, 0, 0, 0];

/// The most face-down treasures the ghost can have: every card of a set.
pub const MAX_GHOST_TREASURES: u8 = 12;

/// The most gold a single hold can give the ghost in one fight; it only catches typos.
pub const MAX_GOLD_TAKEN: u8 = 60;

/// The Ghost Ship as the app tracks it. Its board is on the table too, but nobody owns it,
/// so the app keeps its numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ghost {
    pub pos: Position,
    /// Gold per hold; 0 is an empty hold. The ghost only ever carries gold.
    pub holds: [u8; GHOST_HOLDS],
    /// Treasure cards lying face down by its board (the Cannon is not counted: it is always
    /// there, face up, and can never be stolen).
    pub treasures: u8,
    /// Treasure tokens it took from lairs, kept so every token stays accounted for.
    pub tokens: u8,
}

impl Default for Ghost {
    fn default() -> Self {
        Ghost {
            pos: Position::START,
            holds: GHOST_START_HOLDS,
            treasures: 0,
            tokens: 0,
        }
    }
}

impl Ghost {
    /// Gold the ghost carries in all holds.
    pub fn gold(&self) -> u16 {
        self.holds.iter().map(|&g| u16::from(g)).sum()
    }

    /// Loads gold it won, by the normal loading rules: a load goes into an empty hold, never
    /// onto gold already in a hold, and a hold of the same good is never emptied to make
    /// room; the ghost carries nothing but gold, so with every hold full the gold goes back
    /// to the bank. Returns the hold used, if any.
    pub fn load_gold(&mut self, amount: u8) -> Option<usize> {
        let hold = self.holds.iter().position(|&g| g == 0)?;
        self.holds[hold] = amount;
        Some(hold)
    }

    /// The holds a win over the ghost may empty, as (hold, gold): those with gold in them.
    /// The one list for the spoils of a fight, the Buccaneer's win and the screens that
    /// offer them.
    pub fn takeable_holds(&self) -> Vec<(u8, u8)> {
        (0u8..)
            .zip(self.holds)
            .filter(|&(_, gold)| gold > 0)
            .collect()
    }

    /// Empties `hold` for the winner of a fight and returns the gold taken; `None`, changing
    /// nothing, unless it is one of [`Ghost::takeable_holds`].
    pub fn empty_hold(&mut self, hold: u8) -> Option<u8> {
        let (_, gold) = self
            .takeable_holds()
            .into_iter()
            .find(|&(h, _)| h == hold)?;
        self.holds[usize::from(hold)] = 0;
        Some(gold)
    }
}

/// Who rolls the Ghost Ship's combat die in its fight with the player at seat `fighter`, of
/// `players`: every player not in the fight (the other player, in a game of two). The app
/// may roll it instead.
pub fn die_rollers(players: usize, fighter: usize) -> Vec<usize> {
    (0..players).filter(|&p| p != fighter).collect()
}

/// Why the ghost's direction is forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Forced {
    /// Alone in the lead: it turns back.
    AloneInLead,
    /// Alone in last place: it sails on.
    AloneLast,
    /// In Port Royal after a whole loop: see [`SettledCase::GhostReachesPortRoyal`].
    InPortRoyal,
}

/// Which way the ghost sails on its next move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GhostDirection {
    Forced {
        dir: Dir,
        why: Forced,
    },
    /// Neither alone in the lead nor alone last: the Captain picks (even to attack their own
    /// ship).
    CaptainChooses,
}

impl GhostDirection {
    pub fn allows(self, dir: Dir) -> bool {
        match self {
            GhostDirection::Forced { dir: must, .. } => must == dir,
            GhostDirection::CaptainChooses => true,
        }
    }
}

/// The ghost's direction before a move, from the race order (fewest spaces left leads).
///
/// "Alone" is strict: a ghost level with a player on spaces left is neither alone in the lead
/// nor alone last, so the Captain chooses ([`SettledCase::GhostTiedForLead`]).
pub fn direction(track: &Track, ships: &[Position], ghost: Position) -> GhostDirection {
    if ghost.finished() {
        return GhostDirection::Forced {
            dir: Dir::Backward,
            why: Forced::InPortRoyal,
        };
    }
    let g = track.spaces_left(ghost);
    let left: Vec<i32> = ships.iter().map(|&p| track.spaces_left(p)).collect();
    if !left.is_empty() && left.iter().all(|&l| g < l) {
        GhostDirection::Forced {
            dir: Dir::Backward,
            why: Forced::AloneInLead,
        }
    } else if !left.is_empty() && left.iter().all(|&l| g > l) {
        GhostDirection::Forced {
            dir: Dir::Forward,
            why: Forced::AloneLast,
        }
    } else {
        GhostDirection::CaptainChooses
    }
}

/// The cases the rule sheets leave open, each settled one way. The code follows these
/// rulings; [`SettledCase::ruling`] explains them in the rule reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SettledCase {
    /// The ghost level with a player for the lead (or for last place) is not "alone", so the
    /// Captain chooses its direction. This is the literal reading of "alone" and keeps the
    /// forced moves for the clear cases.
    GhostTiedForLead,
    /// The ghost sailing forward into Port Royal after a whole loop stops there like any ship
    /// (no fee, no fight) but does not end the game: it is not a player. Its next move is
    /// backward, back onto the track, whatever the race order.
    GhostReachesPortRoyal,
    /// The ghost ending its move where several ships are fights only one of them, as a
    /// player would; with no uninvolved player to decide for it, the Captain picks which.
    SeveralShipsOnGhostArrival,
    /// In the last round the ghost still makes its two moves: the round is played to its
    /// end, and its fights can still change the scores.
    GhostSailsInLastRound,
}

impl SettledCase {
    pub const ALL: [SettledCase; 4] = [
        SettledCase::GhostTiedForLead,
        SettledCase::GhostReachesPortRoyal,
        SettledCase::SeveralShipsOnGhostArrival,
        SettledCase::GhostSailsInLastRound,
    ];

    /// The ruling in plain words, for the rule reference.
    pub fn ruling(self) -> &'static str {
        match self {
            SettledCase::GhostTiedForLead => {
                "If the Ghost Ship shares the lead (or last place) with a ship, it is not alone there, so the Captain chooses which way it sails."
            }
            SettledCase::GhostReachesPortRoyal => {
                "If the Ghost Ship sails into Port Royal it stops there, and the game goes on: it is not a player. Its next move takes it backward onto the track."
            }
            SettledCase::SeveralShipsOnGhostArrival => {
                "If the Ghost Ship ends its move where several ships are, it fights only one of them, and the Captain picks which."
            }
            SettledCase::GhostSailsInLastRound => {
                "In the last round the Ghost Ship still makes both of its moves before the game ends."
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_holds_with_gold_can_be_emptied() {
        let mut g = Ghost::default();
        assert_eq!(g.takeable_holds(), vec![(0, 5), (1, 3)]);
        assert_eq!(g.empty_hold(2), None);
        assert_eq!(g.empty_hold(9), None, "no such hold");
        assert_eq!(g.empty_hold(0), Some(5));
        assert_eq!(g.takeable_holds(), vec![(1, 3)]);
        assert_eq!(g.empty_hold(0), None, "already empty");
        assert_eq!(g.empty_hold(1), Some(3));
        assert!(g.takeable_holds().is_empty());
        assert_eq!(g.gold(), 0);
    }

    fn at(space: u8) -> Position {
        Position { space, lap: 0 }
    }

    #[test]
    fn direction_follows_the_race_order() {
        let t = Track::shipped().unwrap();
        let ships = [at(10), at(20)];
        assert_eq!(
            direction(&t, &ships, at(30)),
            GhostDirection::Forced {
                dir: Dir::Backward,
                why: Forced::AloneInLead
            }
        );
        assert_eq!(
            direction(&t, &ships, at(3)),
            GhostDirection::Forced {
                dir: Dir::Forward,
                why: Forced::AloneLast
            }
        );
        assert_eq!(
            direction(&t, &ships, at(16)),
            GhostDirection::CaptainChooses
        );
        // Level with the leader is not alone in the lead.
        assert_eq!(
            direction(&t, &ships, at(20)),
            GhostDirection::CaptainChooses
        );
        // Behind the start line counts a whole loop more.
        assert_eq!(
            direction(&t, &[at(1), at(2)], Position { space: 49, lap: -1 }),
            GhostDirection::Forced {
                dir: Dir::Forward,
                why: Forced::AloneLast
            }
        );
    }

    #[test]
    fn gold_loads_into_an_empty_hold_or_goes_to_the_bank() {
        let mut g = Ghost::default();
        assert_eq!(g.gold(), 8);
        assert_eq!(g.load_gold(4), Some(2));
        g.holds = [1, 1, 1, 1, 1];
        assert_eq!(g.load_gold(4), None);
        assert_eq!(g.gold(), 5);
    }
}
