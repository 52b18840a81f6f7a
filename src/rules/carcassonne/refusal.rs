//! Why an action is refused: one variant per broken rule, a message a player understands, and
//! the id of the rule entry in the rule reference, so the UI can link "why?" to the rule.

use std::fmt;

use super::districts::District;
use super::expansions::{Expansion, RANSOM};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A player index outside the table.
    NoSuchPlayer,
    /// The game is over; only undo changes it.
    GameFinished,
    /// A turn action while the final scoring is under way.
    FinalScoringUnderway,
    /// The final scoring can only be closed once it has started.
    TilesStillLeft {
        tiles: u8,
    },
    ExpansionNotInPlay(Expansion),
    /// The player has no meeple left in the supply.
    EmptySupply,
    /// The meeple or tower choice of this turn is already made.
    TurnChoiceMade,
    NoFloorsLeft,
    NoFreeFoundation,
    NoSuchTower,
    TowerClosed,
    /// The named meeple is not where the capture says.
    NothingToCapture,
    RansomAlreadyPaid,
    /// The captor holds none of the buyer's meeples.
    NoPrisonerHeld,
    /// The buyer has fewer points than the ransom.
    RansomTooDear {
        score: i64,
    },
    /// A feature with sizes that cannot be (no tiles, more pennants than tiles, too large).
    ImpossibleFeature,
    /// During play only completed features score; farms and unfinished ones wait for the end.
    NotScoredDuringPlay,
    /// In the final scoring, completed features have already been scored.
    AlreadyScoredWhenCompleted,
    /// The farm touches the city of Carcassonne, but the Count is not in play.
    NoCarcassonneCity,
    /// The per-player list does not have one entry per player.
    WrongListLength,
    /// A scoring player frees no meeple from the feature.
    ScorerWithoutMeeple,
    /// More meeples returned than the player has on features.
    TooManyReturned,
    /// More meeples moved than the player has in the district.
    DistrictTooFew {
        district: District,
    },
    /// The Count stands in the district the meeples would leave.
    CountGuardsDistrict {
        district: District,
    },
    /// In the final scoring only the market's meeples may still join a feature (rules
    /// revision 2): the other districts' meeples stay where they are and score nothing.
    DistrictIdleInFinalScoring {
        district: District,
    },
    /// No feature this turn gave points to opponents only.
    CityEntryNotEarned,
    CityEntryUsed,
    CountAlreadyThere {
        district: District,
    },
    ZeroPoints,
    EntryTooLarge,
    ScoreBelowZero,
    /// The draw pile is empty.
    PileEmpty,
    /// A tile can only be swapped before the meeple or tower choice.
    RedrawAfterChoice,
    TooManyTiles {
        max: u8,
    },
}

/// Every rule id a refusal can name; the rule reference has one entry for each.
pub const RULE_IDS: &[&str] = &[
    "carcassonne-players",
    "carcassonne-end",
    "carcassonne-final-scoring",
    "carcassonne-expansions",
    "carcassonne-meeple-supply",
    "carcassonne-turn-choice",
    "carcassonne-tower-floors",
    "carcassonne-tower-foundations",
    "carcassonne-tower-closed",
    "carcassonne-tower-capture",
    "carcassonne-tower-ransom",
    "carcassonne-tower-ransom-once",
    "carcassonne-feature-size",
    "carcassonne-scoring-timing",
    "carcassonne-scoring-meeples",
    "carcassonne-count-districts",
    "carcassonne-count-guard",
    "carcassonne-count-entry",
    "carcassonne-count-move",
    "carcassonne-manual-points",
    "carcassonne-tiles",
];

impl Refusal {
    /// The rule entry this refusal comes from; one of [`RULE_IDS`].
    pub fn rule_id(&self) -> &'static str {
        match self {
            Refusal::NoSuchPlayer | Refusal::WrongListLength => "carcassonne-players",
            Refusal::GameFinished | Refusal::TilesStillLeft { .. } => "carcassonne-end",
            Refusal::FinalScoringUnderway => "carcassonne-final-scoring",
            Refusal::ExpansionNotInPlay(_) | Refusal::NoCarcassonneCity => "carcassonne-expansions",
            Refusal::EmptySupply => "carcassonne-meeple-supply",
            Refusal::TurnChoiceMade => "carcassonne-turn-choice",
            Refusal::NoFloorsLeft => "carcassonne-tower-floors",
            Refusal::NoFreeFoundation | Refusal::NoSuchTower => "carcassonne-tower-foundations",
            Refusal::TowerClosed => "carcassonne-tower-closed",
            Refusal::NothingToCapture => "carcassonne-tower-capture",
            Refusal::NoPrisonerHeld | Refusal::RansomTooDear { .. } => "carcassonne-tower-ransom",
            Refusal::RansomAlreadyPaid => "carcassonne-tower-ransom-once",
            Refusal::ImpossibleFeature => "carcassonne-feature-size",
            Refusal::NotScoredDuringPlay | Refusal::AlreadyScoredWhenCompleted => {
                "carcassonne-scoring-timing"
            }
            Refusal::ScorerWithoutMeeple | Refusal::TooManyReturned => {
                "carcassonne-scoring-meeples"
            }
            Refusal::DistrictTooFew { .. } => "carcassonne-count-districts",
            Refusal::CountGuardsDistrict { .. } => "carcassonne-count-guard",
            Refusal::DistrictIdleInFinalScoring { .. } => "carcassonne-count-districts",
            Refusal::CityEntryNotEarned | Refusal::CityEntryUsed => "carcassonne-count-entry",
            Refusal::CountAlreadyThere { .. } => "carcassonne-count-move",
            Refusal::ZeroPoints | Refusal::EntryTooLarge | Refusal::ScoreBelowZero => {
                "carcassonne-manual-points"
            }
            Refusal::PileEmpty | Refusal::RedrawAfterChoice | Refusal::TooManyTiles { .. } => {
                "carcassonne-tiles"
            }
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoSuchPlayer => f.write_str("There is no such player in this game."),
            Refusal::GameFinished => {
                f.write_str("The game is over. Undo the last action to change it.")
            }
            Refusal::FinalScoringUnderway => {
                f.write_str("The last tile has been played: only final scoring entries are left.")
            }
            Refusal::TilesStillLeft { tiles } => write!(
                f,
                "There are still {tiles} tiles in the pile: the game ends after the last one."
            ),
            Refusal::ExpansionNotInPlay(expansion) => write!(
                f,
                "{} is not in this game. Start a new game with it to use it.",
                capitalise(expansion.name())
            ),
            Refusal::EmptySupply => f.write_str("You have no meeple left in your supply."),
            Refusal::TurnChoiceMade => {
                f.write_str("You already placed a meeple or a tower piece this turn: one per turn.")
            }
            Refusal::NoFloorsLeft => f.write_str("You have no tower floors left."),
            Refusal::NoFreeFoundation => {
                f.write_str("Every tower foundation in the game already has a tower.")
            }
            Refusal::NoSuchTower => f.write_str("There is no such tower on the board."),
            Refusal::TowerClosed => f.write_str(
                "That tower is closed: a meeple was placed on top, so it cannot grow any more.",
            ),
            Refusal::NothingToCapture => f.write_str("That player has no meeple there to capture."),
            Refusal::RansomAlreadyPaid => {
                f.write_str("You already paid a ransom this turn: one ransom per turn.")
            }
            Refusal::NoPrisonerHeld => {
                f.write_str("That player is not holding any of your meeples.")
            }
            Refusal::RansomTooDear { score } => write!(
                f,
                "A ransom costs {RANSOM} points and you have {score}: a score cannot go below 0."
            ),
            Refusal::ImpossibleFeature => {
                f.write_str("Those sizes cannot be: check the number of tiles, pennants or cities.")
            }
            Refusal::NotScoredDuringPlay => f.write_str(
                "During play only completed cities, roads and monasteries score. \
                 Farms and unfinished features score at the end.",
            ),
            Refusal::AlreadyScoredWhenCompleted => f.write_str(
                "Completed features were scored when they were completed. \
                 The final scoring is for unfinished features and farms.",
            ),
            Refusal::NoCarcassonneCity => f.write_str(
                "The city of Carcassonne is only on the table when the Count is in play.",
            ),
            Refusal::WrongListLength => {
                f.write_str("The list needs exactly one number for each player.")
            }
            Refusal::ScorerWithoutMeeple => f.write_str(
                "A player who scores must have a meeple on the feature: \
                 enter the meeples that come back.",
            ),
            Refusal::TooManyReturned => {
                f.write_str("More meeples come back than that player has on the board.")
            }
            Refusal::DistrictTooFew { district } => write!(
                f,
                "That player does not have that many meeples in the {}.",
                district.name()
            ),
            Refusal::CountGuardsDistrict { district } => write!(
                f,
                "The Count is in the {}: no meeple may leave it while he is there.",
                district.name()
            ),
            Refusal::DistrictIdleInFinalScoring { district } => write!(
                f,
                "In the final scoring only the market's meeples may join a farm; the meeples \
                 in the {} stay there and score nothing.",
                district.name()
            ),
            Refusal::CityEntryNotEarned => f.write_str(
                "You may put a meeple into Carcassonne only after your tile completed a \
                 feature that scored for opponents and not for you.",
            ),
            Refusal::CityEntryUsed => {
                f.write_str("You already put a meeple into Carcassonne this turn: one per turn.")
            }
            Refusal::CountAlreadyThere { district } => {
                write!(f, "The Count is already in the {}.", district.name())
            }
            Refusal::ZeroPoints => f.write_str("Adding zero points changes nothing."),
            Refusal::EntryTooLarge => write!(
                f,
                "One entry can change a score by at most {} points.",
                super::MAX_MANUAL_POINTS
            ),
            Refusal::ScoreBelowZero => f.write_str("A score cannot go below 0."),
            Refusal::PileEmpty => f.write_str("The draw pile is empty."),
            Refusal::RedrawAfterChoice => f.write_str(
                "The tile is already in play: you placed a meeple or tower piece this turn.",
            ),
            Refusal::TooManyTiles { max } => {
                write!(f, "The pile of this game holds at most {max} tiles.")
            }
        }
    }
}

impl std::error::Error for Refusal {}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> Vec<Refusal> {
        let d = District::Market;
        vec![
            Refusal::NoSuchPlayer,
            Refusal::GameFinished,
            Refusal::FinalScoringUnderway,
            Refusal::TilesStillLeft { tiles: 3 },
            Refusal::ExpansionNotInPlay(Expansion::Tower),
            Refusal::ExpansionNotInPlay(Expansion::Count),
            Refusal::ExpansionNotInPlay(Expansion::KingRobber),
            Refusal::EmptySupply,
            Refusal::TurnChoiceMade,
            Refusal::NoFloorsLeft,
            Refusal::NoFreeFoundation,
            Refusal::NoSuchTower,
            Refusal::TowerClosed,
            Refusal::NothingToCapture,
            Refusal::RansomAlreadyPaid,
            Refusal::NoPrisonerHeld,
            Refusal::RansomTooDear { score: 2 },
            Refusal::ImpossibleFeature,
            Refusal::NotScoredDuringPlay,
            Refusal::AlreadyScoredWhenCompleted,
            Refusal::NoCarcassonneCity,
            Refusal::WrongListLength,
            Refusal::ScorerWithoutMeeple,
            Refusal::TooManyReturned,
            Refusal::DistrictTooFew { district: d },
            Refusal::CountGuardsDistrict { district: d },
            Refusal::DistrictIdleInFinalScoring { district: d },
            Refusal::CityEntryNotEarned,
            Refusal::CityEntryUsed,
            Refusal::CountAlreadyThere { district: d },
            Refusal::ZeroPoints,
            Refusal::EntryTooLarge,
            Refusal::ScoreBelowZero,
            Refusal::PileEmpty,
            Refusal::RedrawAfterChoice,
            Refusal::TooManyTiles { max: 94 },
        ]
    }

    #[test]
    fn every_refusal_names_a_listed_rule_and_says_something() {
        for refusal in all() {
            assert!(
                RULE_IDS.contains(&refusal.rule_id()),
                "{refusal:?} names an unlisted rule"
            );
            let text = refusal.to_string();
            assert!(text.ends_with('.'), "{text}");
            assert!(text.len() > 15, "{text}");
        }
    }

    #[test]
    fn every_listed_rule_is_named_by_some_refusal_and_ids_are_unique() {
        let named: Vec<_> = all().iter().map(Refusal::rule_id).collect();
        for (i, id) in RULE_IDS.iter().enumerate() {
            assert!(named.contains(id), "{id} is never used");
            assert!(!RULE_IDS[..i].contains(id), "{id} is listed twice");
            assert!(id.starts_with("carcassonne-"));
            assert!(id.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
        }
    }

    #[test]
    fn messages_say_why() {
        assert_eq!(
            Refusal::RansomTooDear { score: 2 }.to_string(),
            "A ransom costs 3 points and you have 2: a score cannot go below 0."
        );
        assert_eq!(
            Refusal::ExpansionNotInPlay(Expansion::Count).to_string(),
            "The Count of Carcassonne is not in this game. Start a new game with it to use it."
        );
        assert!(Refusal::CountGuardsDistrict {
            district: District::Castle
        }
        .to_string()
        .contains("castle"));
    }
}
