//! The components each Seafarers scenario needs, as data for the set-up checklist screen.

use crate::rules::catan::options::Scenario;

/// Terrain hexes by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terrain {
    pub sea: u8,
    pub desert: u8,
    pub gold: u8,
    pub fields: u8,
    pub hills: u8,
    pub mountains: u8,
    pub pasture: u8,
    pub forest: u8,
}

impl Terrain {
    pub fn total(&self) -> u8 {
        self.sea
            + self.desert
            + self.gold
            + self.fields
            + self.hills
            + self.mountains
            + self.pasture
            + self.forest
    }
}

/// The values number tokens carry, in the order of [`Checklist::numbers`].
pub const NUMBER_VALUES: [u8; 10] = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];

/// What to take out of the box for one scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checklist {
    /// Special 2:1 harbors (one per resource) and generic 3:1 harbors.
    pub harbors_2_1: u8,
    pub harbors_3_1: u8,
    pub terrain: Terrain,
    /// How many tokens of each value in [`NUMBER_VALUES`].
    pub numbers: [u8; 10],
    pub catan_chits: u8,
    /// The scenario's printed VP target.
    pub target: u8,
    /// Set-up reminders in our own words.
    pub notes: &'static [&'static str],
}

impl Checklist {
    pub fn number_tokens(&self) -> u8 {
        self.numbers.iter().sum()
    }
}

/// The checklist of `scenario`.
pub fn checklist(scenario: Scenario) -> Checklist {
    let t = |sea, desert, gold, fields, hills, mountains, pasture, forest| Terrain {
        sea,
        desert,
        gold,
        fields,
        hills,
        mountains,
        pasture,
        forest,
    };
    match scenario {
        Scenario::ThroughTheDesert(_) => Checklist {
            harbors_2_1: 5,
            harbors_3_1: 4,
            terrain: t(14, 3, 2, 4, 5, 4, 5, 5),
            numbers: [1, 2, 3, 3, 3, 3, 3, 3, 3, 1],
            catan_chits: 4,
            target: 12,
            notes: &[
                "First two settlements go on the large part of the main island.",
                "Robber on a desert, pirate on the marked sea hex.",
                "Optional: no 6 or 8 on the gold fields.",
            ],
        },
        Scenario::ForgottenTribe => Checklist {
            harbors_2_1: 5,
            harbors_3_1: 1,
            terrain: t(19, 3, 2, 5, 5, 5, 5, 5),
            numbers: [1, 2, 2, 2, 2, 2, 2, 2, 2, 1],
            catan_chits: 8,
            target: 13,
            notes: &[
                "Catan chits on the marked coast edges; harbor tokens on the marked spots.",
                "4 development cards from the top of the deck, face down, on the marked edges.",
                "The small islands get no number tokens.",
            ],
        },
        Scenario::ClothForCatan(_) => Checklist {
            harbors_2_1: 5,
            harbors_3_1: 4,
            terrain: t(18, 2, 2, 5, 3, 4, 4, 4),
            numbers: [2, 3, 3, 3, 3, 3, 3, 3, 3, 2],
            catan_chits: 50,
            target: 14,
            notes: &[
                "Two number tokens on each of the 4 small islands mark the 8 villages.",
                "5 cloth beside each village, the other 10 as the general supply.",
                "Robber on the fields hex with the 12.",
            ],
        },
        Scenario::PirateIslands(_) => Checklist {
            harbors_2_1: 5,
            harbors_3_1: 3,
            terrain: t(19, 3, 2, 5, 5, 5, 5, 5),
            numbers: [1, 2, 3, 3, 3, 3, 3, 3, 2, 1],
            catan_chits: 12,
            target: 10,
            notes: &[
                "Fixed map: only the harbors may change.",
                "Each player's first settlement and ship go on the east island as printed.",
                "3 chits under each fortress. No robber; the pirate fleet on its marked hex.",
                "With 3 players, leave white out and take the VP cards out of the deck.",
            ],
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catan::options::{ClothOptions, DesertEdition, PirateOptions};

    #[test]
    fn totals_match_the_scenario_sheets() {
        let cases = [
            (Scenario::ThroughTheDesert(DesertEdition::Seed), 42, 25),
            (Scenario::ForgottenTribe, 49, 18),
            (Scenario::ClothForCatan(ClothOptions::default()), 42, 28),
            (Scenario::PirateIslands(PirateOptions::default()), 49, 24),
        ];
        for (scenario, hexes, tokens) in cases {
            let c = checklist(scenario);
            assert_eq!(c.terrain.total(), hexes, "{scenario:?}");
            assert_eq!(c.number_tokens(), tokens, "{scenario:?}");
        }
    }
}
