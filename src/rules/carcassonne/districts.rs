//! The four districts of the city of Carcassonne and the kinds of feature each one feeds: the
//! words every part of the Count's rules shares. They live in a file of their own, which names
//! nothing else, so the rule choices, the refusals, the meeples and the scoring may all read
//! them without reaching into one another (`tests/no_circles.rs`).

use serde::{Deserialize, Serialize};

/// The kinds of feature; each matches one district of Carcassonne.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FeatureKind {
    City,
    Road,
    Monastery,
    Farm,
}

/// The four districts of Carcassonne. Meeples leave a district only for the matching feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum District {
    /// Feeds cities. The Count starts here.
    Castle,
    /// Feeds farms (so only in the final scoring).
    Market,
    /// Feeds roads.
    Blacksmith,
    /// Feeds monasteries.
    Cathedral,
}

impl District {
    pub const ALL: [District; 4] = [
        District::Castle,
        District::Market,
        District::Blacksmith,
        District::Cathedral,
    ];

    pub fn index(self) -> usize {
        match self {
            District::Castle => 0,
            District::Market => 1,
            District::Blacksmith => 2,
            District::Cathedral => 3,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            District::Castle => "castle",
            District::Market => "market",
            District::Blacksmith => "blacksmith",
            District::Cathedral => "cathedral",
        }
    }

    /// The district whose meeples may join a feature of this kind.
    pub fn for_feature(kind: FeatureKind) -> District {
        match kind {
            FeatureKind::City => District::Castle,
            FeatureKind::Road => District::Blacksmith,
            FeatureKind::Monastery => District::Cathedral,
            FeatureKind::Farm => District::Market,
        }
    }
}
