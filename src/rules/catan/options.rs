//! What is chosen when a Catan game is set up: the variant, its own options, the VP target
//! and how the dice are produced. Everything here goes into saves and QR payloads, so the
//! types are small and each variant only carries the options that mean something for it.

use serde::{Deserialize, Serialize};

use crate::rules::dice::DiceMode;
use crate::rules::Revision;

/// The game played. Variant options live inside their variant so a save never holds
/// options that do not apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variant {
    /// Plain Catan for 3 or 4 players, to 10 VP.
    Base,
    /// The two-player duel with the coin bank (docs/rules.md, section 1).
    Duel(DuelOptions),
    /// Rivers of Catan, 3 or 4 players (docs/rules.md, section 2).
    Rivers(RiversOptions),
    /// One of the Seafarers scenarios 4 to 7 (docs/rules.md, section 3).
    Seafarers(Scenario),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelOptions {
    /// The coin bank is in play. Off: no coins at all, for the whole game.
    pub coins: bool,
    /// The robber may not be placed next to a building of an opponent with 4 or fewer
    /// public VP.
    pub friendly_robber: bool,
    /// See [`crate::rules::catan::duel::ROBBER_PROTECTION`] for what this switch means.
    pub robber_protection: bool,
}

impl Default for DuelOptions {
    fn default() -> Self {
        DuelOptions {
            coins: true,
            friendly_robber: false,
            robber_protection: false,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiversOptions {
    /// Played together with the Harbormaster variant: the target becomes 11.
    pub harbormaster: bool,
    /// What a tie of every player for the fewest gold means.
    pub full_tie: PoorFullTie,
}

/// Rivers of Catan: when every player has the same gold, do they all hold a Poor Settler?
///
/// **Choice (open point, docs/rules.md 2):** [`PoorFullTie::EveryonePoor`] is the default. The
/// rule says every player with the fewest gold holds a card and that ties give each tied
/// player one; a full tie is a tie for the fewest like any other, and the rule names no
/// exception (it also keeps the "at 0 gold" case simple: nobody escapes a card by everyone
/// being broke). Groups that read the full tie as "nobody is poorer than anyone" pick
/// [`PoorFullTie::NobodyPoor`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PoorFullTie {
    #[default]
    EveryonePoor,
    NobodyPoor,
}

/// The Seafarers scenarios the app models.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scenario {
    ThroughTheDesert(DesertEdition),
    ForgottenTribe,
    ClothForCatan(ClothOptions),
    PirateIslands(PirateOptions),
}

impl Scenario {
    /// The scenario's number in the Seafarers book (4 to 7), as the table names it.
    pub fn number(self) -> u8 {
        match self {
            Scenario::ThroughTheDesert(_) => 4,
            Scenario::ForgottenTribe => 5,
            Scenario::ClothForCatan(_) => 6,
            Scenario::PirateIslands(_) => 7,
        }
    }
}

/// Through the Desert exists in two printings.
///
/// **Choice (open point, docs/rules.md 3.2):** [`DesertEdition::Seed`] is the default: 12 VP and
/// one special VP per player, however many foreign areas they settle. [`DesertEdition::Later`]
/// is the later edition as reported: 14 VP and 2 special VP for each foreign area settled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DesertEdition {
    #[default]
    Seed,
    Later,
}

/// Through the Desert's printed target: 12 on the sheet the project started from, 14 in the
/// later printing (see [`DesertEdition`]). It lives with the edition, as both the options'
/// default target and the set-up checklist (`seafarers::checklist`) read it.
pub fn desert_target(edition: DesertEdition) -> u8 {
    match edition {
        DesertEdition::Seed => 12,
        DesertEdition::Later => 14,
    }
}

/// Cloth for Catan: the number on each of the 8 villages.
///
/// The villages' numbers are printed on the scenario map and may not be moved. The default
/// below is only a spread of legal numbers: the set-up screen asks the players to copy the
/// numbers from their map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClothOptions {
    pub villages: [u8; 8],
}

impl Default for ClothOptions {
    fn default() -> Self {
        ClothOptions {
            villages: [3, 4, 5, 6, 8, 9, 10, 11],
        }
    }
}

/// The Pirate Islands: the pirate fleet's loop.
///
/// The loop is printed on the fixed map; the players count its hexes once at set-up. The
/// default of 12 is a starting value for the screen, not a fact from the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PirateOptions {
    pub loop_len: u8,
}

impl Default for PirateOptions {
    fn default() -> Self {
        PirateOptions { loop_len: 12 }
    }
}

/// The shortest and longest fleet loop accepted.
pub const PIRATE_LOOP_RANGE: (u8, u8) = (4, 30);

/// A Catan game's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub variant: Variant,
    /// The VP target; `None` takes the variant's default. See [`Options::target_range`].
    pub target: Option<u8>,
    pub dice: DiceMode,
    /// The reading of the rules the game follows (see [`Revision`]).
    pub revision: Revision,
}

/// A hand of this many resource cards or more discards half of it (rounded down) on a 7.
pub const SEVEN_DISCARD_FROM: u8 = 8;

/// A rolled 7 at the table: who discards, and whether the robber then steals a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SevenAtTable {
    /// Every hand of at least this many resource cards discards half, rounded down.
    pub discard_from: u8,
    /// Whether the robber, moved by the 7, steals one random card from a player on its hex.
    pub robber_steals: bool,
}

impl Options {
    /// The options a new game of `variant` starts from: its default target, and the dice
    /// deck for the duel (ranked duel play uses the deck), random dice otherwise.
    pub fn new(variant: Variant) -> Options {
        let dice = match variant {
            Variant::Duel(_) => DiceMode::Deck,
            _ => DiceMode::Random,
        };
        Options {
            variant,
            target: None,
            dice,
            revision: Revision::CURRENT,
        }
    }

    /// The variant's own VP target.
    pub fn default_target(&self) -> u8 {
        match self.variant {
            Variant::Base => 10,
            Variant::Duel(_) => 15,
            Variant::Rivers(r) if r.harbormaster => 11,
            Variant::Rivers(_) => 10,
            Variant::Seafarers(Scenario::ThroughTheDesert(edition)) => desert_target(edition),
            Variant::Seafarers(Scenario::ForgottenTribe) => 13,
            Variant::Seafarers(Scenario::ClothForCatan(_)) => 14,
            Variant::Seafarers(Scenario::PirateIslands(_)) => 10,
        }
    }

    /// The targets a group may pick. The duel's 7 to 18 comes from its rules; for the other
    /// variants (whose rules fix one number) we allow the default plus or minus
    /// [`TARGET_SPREAD`], for shorter or longer evenings.
    pub fn target_range(&self) -> (u8, u8) {
        match self.variant {
            Variant::Duel(_) => (7, 18),
            _ => {
                let d = self.default_target();
                (d - TARGET_SPREAD, d + TARGET_SPREAD)
            }
        }
    }

    /// The target in force.
    pub fn target(&self) -> u8 {
        self.target.unwrap_or_else(|| self.default_target())
    }

    /// How many players the variant takes.
    pub fn player_range(&self) -> (usize, usize) {
        match self.variant {
            Variant::Duel(_) => (2, 2),
            _ => (3, 4),
        }
    }

    pub fn duel(&self) -> Option<DuelOptions> {
        match self.variant {
            Variant::Duel(d) => Some(d),
            _ => None,
        }
    }

    pub fn rivers(&self) -> Option<RiversOptions> {
        match self.variant {
            Variant::Rivers(r) => Some(r),
            _ => None,
        }
    }

    pub fn scenario(&self) -> Option<Scenario> {
        match self.variant {
            Variant::Seafarers(s) => Some(s),
            _ => None,
        }
    }

    /// The duel with the coin bank switched on.
    pub fn coins(&self) -> bool {
        self.duel().is_some_and(|d| d.coins)
    }

    /// What a rolled 7 asks of the table besides the robber's move: the cards stay on the
    /// table, so the app says what to do with them (see [`SevenAtTable`]).
    pub fn seven_at_table(&self) -> SevenAtTable {
        SevenAtTable {
            discard_from: SEVEN_DISCARD_FROM,
            // The duel's robber, moved by a 7, only blocks its hex (a knight still steals).
            robber_steals: self.duel().is_none(),
        }
    }

    pub fn is_pirate_islands(&self) -> bool {
        matches!(self.variant, Variant::Seafarers(Scenario::PirateIslands(_)))
    }

    pub fn is_cloth(&self) -> bool {
        matches!(self.variant, Variant::Seafarers(Scenario::ClothForCatan(_)))
    }
}

/// How far a fixed VP target may be moved up or down.
pub const TARGET_SPREAD: u8 = 3;
