//! The components each Seafarers scenario needs, as data for the set-up checklist screen.

use crate::rules::catan::options::{desert_target, Scenario};

/// A set-up reminder of the checklist. The words are the screens' (in every language); the
/// rules only say which reminders a scenario has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupNote {
    /// Through the Desert: the first two settlements go on the large part of the main island.
    DesertFirstSettlements,
    /// Through the Desert: the robber on a desert, the pirate on the marked sea hex.
    DesertRobberAndPirate,
    /// Every scenario whose board the players lay out: no 6 or 8 on a gold field. A rule of
    /// the board, not an option: the sheets' layouts never put one there.
    NoRedNumberOnGold,
    /// The Forgotten Tribe: Catan chits on the marked coast edges, harbors on the marked spots.
    TribeChitsAndHarbors,
    /// The Forgotten Tribe: 4 development cards from the top of the deck on the marked edges.
    TribeDevelopmentCards,
    /// The Forgotten Tribe: the small islands get no number tokens.
    TribeNoNumbers,
    /// Cloth for Catan: two number tokens on each of the 4 small islands mark the 8 villages.
    ClothVillages,
    /// Cloth for Catan: 5 cloth beside each village, the other 10 as the general supply.
    ClothSupply,
    /// Cloth for Catan: the robber on the fields hex with the 12.
    ClothRobber,
    /// The Pirate Islands: a fixed map; only the harbors may change.
    PiratesFixedMap,
    /// The Pirate Islands: each first settlement and ship on the east island, as printed.
    PiratesFirstPieces,
    /// The Pirate Islands: 3 chits under each fortress; no robber; the fleet on its hex.
    PiratesFortressesAndFleet,
    /// The Pirate Islands with 3 players: white left out, the VP cards out of the deck; with
    /// 4, the VP cards stay and are used like knights.
    PiratesVpCards,
}

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
    /// The scenario's printed VP target (Through the Desert: the chosen edition's).
    pub target: u8,
    /// Set-up reminders, worded by the screens.
    pub notes: &'static [SetupNote],
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
        Scenario::ThroughTheDesert(edition) => Checklist {
            harbors_2_1: 5,
            harbors_3_1: 4,
            terrain: t(14, 3, 2, 4, 5, 4, 5, 5),
            numbers: [1, 2, 3, 3, 3, 3, 3, 3, 3, 1],
            catan_chits: 4,
            target: desert_target(edition),
            notes: &[
                SetupNote::DesertFirstSettlements,
                SetupNote::DesertRobberAndPirate,
                SetupNote::NoRedNumberOnGold,
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
                SetupNote::TribeChitsAndHarbors,
                SetupNote::TribeDevelopmentCards,
                SetupNote::TribeNoNumbers,
                SetupNote::NoRedNumberOnGold,
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
                SetupNote::ClothVillages,
                SetupNote::ClothSupply,
                SetupNote::ClothRobber,
                SetupNote::NoRedNumberOnGold,
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
                SetupNote::PiratesFixedMap,
                SetupNote::PiratesFirstPieces,
                SetupNote::PiratesFortressesAndFleet,
                SetupNote::PiratesVpCards,
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

    #[test]
    fn the_printed_target_follows_the_desert_edition_and_the_options_agree() {
        use crate::rules::catan::options::{Options, Variant};
        for edition in [DesertEdition::Seed, DesertEdition::Later] {
            let scenario = Scenario::ThroughTheDesert(edition);
            let options = Options::new(Variant::Seafarers(scenario));
            assert_eq!(checklist(scenario).target, options.default_target());
        }
        assert_eq!(desert_target(DesertEdition::Later), 14);
    }

    #[test]
    fn every_board_laid_out_by_the_players_keeps_red_numbers_off_gold() {
        for scenario in [
            Scenario::ThroughTheDesert(DesertEdition::Seed),
            Scenario::ForgottenTribe,
            Scenario::ClothForCatan(ClothOptions::default()),
        ] {
            assert!(checklist(scenario)
                .notes
                .contains(&SetupNote::NoRedNumberOnGold));
        }
        let fixed = checklist(Scenario::PirateIslands(PirateOptions::default()));
        assert!(
            !fixed.notes.contains(&SetupNote::NoRedNumberOnGold),
            "a fixed map"
        );
    }
}
