//! Combat: the combat die, each side's strength, and who wins.
//!
//! The rules never roll: the die shown on the table (or rolled by the app) arrives in the
//! action, with the gunpowder each side spent.

use serde::{Deserialize, Serialize};

/// One face of the combat die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CombatFace {
    Number(u8),
    /// Wins the fight at once, whatever the other side has.
    Star,
}

/// The faces of the combat die, as the track transcription reports them (2, 4, 6, 8, 10 and a
/// star). This is the only place they are written: verify them against the box, and correct
/// them here if the printed die differs.
pub const COMBAT_DIE: [CombatFace; 6] = [
    CombatFace::Number(2),
    CombatFace::Number(4),
    CombatFace::Number(6),
    CombatFace::Number(8),
    CombatFace::Number(10),
    CombatFace::Star,
];

/// What the Ghost Ship adds to its roll: the Cannon card (Lady Beth) lies by its board.
pub const GHOST_CANNON_BONUS: u8 = 2;

/// The most gunpowder one side can say it spent: more than a ship can carry, it only keeps
/// sums small.
pub const MAX_POWDER: u8 = 60;

/// The most a side's bonus (Sir Beth, Lady Beth in a player's hand) can add.
pub const MAX_BONUS: u8 = 4;

/// One side's roll as entered: the face, the gunpowder spent (lost whatever happens, even on
/// a star), and a bonus from cards the player holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CombatRoll {
    pub face: CombatFace,
    pub powder: u8,
    pub bonus: u8,
}

impl CombatRoll {
    pub fn new(face: CombatFace, powder: u8) -> Self {
        CombatRoll {
            face,
            powder,
            bonus: 0,
        }
    }

    /// Whether the face is on the die and the numbers are plausible.
    pub fn is_valid(&self) -> bool {
        COMBAT_DIE.contains(&self.face) && self.powder <= MAX_POWDER && self.bonus <= MAX_BONUS
    }

    /// The strength: face + gunpowder + bonus + `extra` (the Ghost Ship's cannon); `None` for
    /// a star.
    pub fn strength(&self, extra: u8) -> Option<u16> {
        match self.face {
            CombatFace::Star => None,
            CombatFace::Number(n) => Some(
                u16::from(n) + u16::from(self.powder) + u16::from(self.bonus) + u16::from(extra),
            ),
        }
    }
}

/// How a fight ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FightResult {
    AttackerWins,
    DefenderWins,
    /// Equal strength: nothing happens.
    Tie,
}

/// Decides a fight. The attacker rolls first, so an attacker's star wins before the defender
/// rolls (`defender` may then be `None`); otherwise a star wins and equal strengths tie.
/// `attacker_extra` and `defender_extra` carry the Ghost Ship's cannon.
pub fn resolve(
    attacker: &CombatRoll,
    attacker_extra: u8,
    defender: Option<&CombatRoll>,
    defender_extra: u8,
) -> Option<FightResult> {
    let Some(a) = attacker.strength(attacker_extra) else {
        return Some(FightResult::AttackerWins);
    };
    let d = defender?;
    let Some(d) = d.strength(defender_extra) else {
        return Some(FightResult::DefenderWins);
    };
    Some(match a.cmp(&d) {
        std::cmp::Ordering::Greater => FightResult::AttackerWins,
        std::cmp::Ordering::Less => FightResult::DefenderWins,
        std::cmp::Ordering::Equal => FightResult::Tie,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(n: u8, powder: u8) -> CombatRoll {
        CombatRoll::new(CombatFace::Number(n), powder)
    }

    #[test]
    fn strength_decides_and_a_tie_does_nothing() {
        assert_eq!(
            resolve(&roll(6, 1), 0, Some(&roll(4, 2)), 0),
            Some(FightResult::AttackerWins)
        );
        assert_eq!(
            resolve(&roll(4, 0), 0, Some(&roll(2, 0)), GHOST_CANNON_BONUS),
            Some(FightResult::Tie)
        );
        assert_eq!(
            resolve(&roll(4, 0), GHOST_CANNON_BONUS, Some(&roll(6, 1)), 0),
            Some(FightResult::DefenderWins)
        );
    }

    #[test]
    fn a_star_wins_at_once() {
        let star = CombatRoll::new(CombatFace::Star, 3);
        assert_eq!(resolve(&star, 0, None, 0), Some(FightResult::AttackerWins));
        assert_eq!(
            resolve(&roll(10, 9), 0, Some(&star), 0),
            Some(FightResult::DefenderWins)
        );
        // Without the attacker's star, the defender's roll is needed.
        assert_eq!(resolve(&roll(10, 0), 0, None, 0), None);
    }

    #[test]
    fn only_faces_of_the_die_are_valid() {
        assert!(roll(8, 0).is_valid());
        assert!(!roll(3, 0).is_valid());
        assert!(!roll(12, 0).is_valid());
        assert!(!roll(2, MAX_POWDER + 1).is_valid());
    }
}
