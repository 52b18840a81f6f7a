//! Which expansion an action needs, and the ransom the Tower charges: read by the refusals
//! (which name both), the Tower and the scoring. They live in a file of their own, which names
//! nothing else, so the refusals do not reach into the Tower that refuses with them
//! (`tests/no_circles.rs`).

/// Which expansion an action needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expansion {
    Tower,
    Count,
    KingRobber,
}

impl Expansion {
    pub fn name(self) -> &'static str {
        match self {
            Expansion::Tower => "The Tower",
            Expansion::Count => "the Count of Carcassonne",
            Expansion::KingRobber => "King & Robber",
        }
    }
}

/// What a ransom costs the buyer and earns the captor.
pub const RANSOM: i64 = 3;
