//! Carcassonne on the wire: the options and the actions, twice.
//!
//! Saves write [`Action`], whose [`ScoreEntry`] leaves out empty vectors to keep the JSON
//! short. Share codes write [`ShareAction`] with every field: postcard is not
//! self-describing, so a field left out would shift every byte after it.
//!
//! Rule of this file (see the module [`crate::wire`]): variants are appended, never reordered
//! or renamed; a removed one stays as a placeholder. Each variant's JSON tag is its
//! `#[serde(rename)]` (or its `= "Tag"` in a `unit_mirror!`) and its postcard
//! index the `tag N` of its doc comment.

use serde::{Deserialize, Serialize};

use super::dispatch::WireFamily;
use super::mirror::{struct_mirror, unit_mirror};
use super::share::ShortShareOptions;
use crate::rules::carcassonne as rules;
use crate::rules::Revision;

/// The expansions in play. Every field defaults to `false`, so a save written before a
/// switch existed still reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    #[serde(default)]
    pub tower: bool,
    #[serde(default)]
    pub count: bool,
    #[serde(default)]
    pub king_robber: bool,
}

/// Carcassonne's tags; share codes write its actions with every field ([`ShareAction`]).
impl WireFamily for rules::Carcassonne {
    const TAG: &'static str = "Carcassonne";
    const INDEX: u32 = 1;
    type Options = Options;
    type Action = Action;
    type ShareAction = ShareAction;
    type Refusal = std::convert::Infallible;
}

/// No shorter form: a share code writes these options plainly.
impl ShortShareOptions for rules::Carcassonne {}

impl From<&rules::Options> for Options {
    fn from(o: &rules::Options) -> Self {
        let rules::Options {
            tower,
            count,
            king_robber,
            // Written beside the options, in the setup (see `common::Setup::rules`).
            revision: _,
        } = *o;
        Options {
            tower,
            count,
            king_robber,
        }
    }
}

impl From<Options> for rules::Options {
    fn from(o: Options) -> Self {
        let Options {
            tower,
            count,
            king_robber,
        } = o;
        rules::Options {
            tower,
            count,
            king_robber,
            // The setup gives the revision it records (see `common::Setup::rules`).
            revision: Revision::FIRST,
        }
    }
}

/// A set of seats as a bit mask: a bare number in JSON, one byte in postcard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerSet(pub u8);

impl From<&rules::PlayerSet> for PlayerSet {
    fn from(s: &rules::PlayerSet) -> Self {
        let rules::PlayerSet(bits) = *s;
        PlayerSet(bits)
    }
}

impl From<PlayerSet> for rules::PlayerSet {
    fn from(s: PlayerSet) -> Self {
        let PlayerSet(bits) = s;
        rules::PlayerSet(bits)
    }
}

/// A feature as the players count it on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Feature {
    /// tag 0
    #[serde(rename = "City")]
    City {
        tiles: u8,
        pennants: u8,
        completed: bool,
    },
    /// tag 1
    #[serde(rename = "Road")]
    Road { tiles: u8, completed: bool },
    /// tag 2
    #[serde(rename = "Monastery")]
    Monastery { tiles: u8 },
    /// tag 3
    #[serde(rename = "Farm")]
    Farm { cities: u8, carcassonne: bool },
}

impl From<&rules::Feature> for Feature {
    fn from(f: &rules::Feature) -> Self {
        use rules::Feature as R;
        match *f {
            R::City {
                tiles,
                pennants,
                completed,
            } => Feature::City {
                tiles,
                pennants,
                completed,
            },
            R::Road { tiles, completed } => Feature::Road { tiles, completed },
            R::Monastery { tiles } => Feature::Monastery { tiles },
            R::Farm {
                cities,
                carcassonne,
            } => Feature::Farm {
                cities,
                carcassonne,
            },
        }
    }
}

impl From<Feature> for rules::Feature {
    fn from(f: Feature) -> Self {
        use rules::Feature as R;
        match f {
            Feature::City {
                tiles,
                pennants,
                completed,
            } => R::City {
                tiles,
                pennants,
                completed,
            },
            Feature::Road { tiles, completed } => R::Road { tiles, completed },
            Feature::Monastery { tiles } => R::Monastery { tiles },
            Feature::Farm {
                cities,
                carcassonne,
            } => R::Farm {
                cities,
                carcassonne,
            },
        }
    }
}

unit_mirror! {
    /// The four districts of the city of Carcassonne.
    pub enum District for rules::District {
        /// tag 0
        Castle = "Castle",
        /// tag 1
        Market = "Market",
        /// tag 2
        Blacksmith = "Blacksmith",
        /// tag 3
        Cathedral = "Cathedral",
    }
}

/// Where a captured meeple stood.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureFrom {
    /// tag 0
    #[serde(rename = "Feature")]
    Feature,
    /// tag 1
    #[serde(rename = "TowerTop")]
    TowerTop(u8),
}

impl From<&rules::CaptureFrom> for CaptureFrom {
    fn from(c: &rules::CaptureFrom) -> Self {
        match *c {
            rules::CaptureFrom::Feature => CaptureFrom::Feature,
            rules::CaptureFrom::TowerTop(tower) => CaptureFrom::TowerTop(tower),
        }
    }
}

impl From<CaptureFrom> for rules::CaptureFrom {
    fn from(c: CaptureFrom) -> Self {
        match c {
            CaptureFrom::Feature => rules::CaptureFrom::Feature,
            CaptureFrom::TowerTop(tower) => rules::CaptureFrom::TowerTop(tower),
        }
    }
}

struct_mirror! {
    /// A capture made with a new floor: whose meeple, and from where.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Capture for rules::Capture {
        owner: u8 => copy,
        from: CaptureFrom => into,
    }
}

struct_mirror! {
    /// One scoring as saves write it: empty `returned` and `from_district` are left out.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ScoreEntry for rules::ScoreEntry {
        feature: Feature => into,
        scorers: PlayerSet => into,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        returned: Vec<u8> => clone,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        from_district: Vec<u8> => clone,
    }
}

/// Carcassonne's actions as saves write them, with a score as [`ScoreEntry`]; share codes
/// write the same variants with a score as [`ShareScoreEntry`] ([`ShareAction`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action<S = ScoreEntry> {
    /// tag 0
    #[serde(rename = "PlaceMeeple")]
    PlaceMeeple,
    /// tag 1
    #[serde(rename = "AddFloor")]
    AddFloor {
        tower: Option<u8>,
        capture: Option<Capture>,
    },
    /// tag 2
    #[serde(rename = "CloseTower")]
    CloseTower { tower: u8 },
    /// tag 3
    #[serde(rename = "Ransom")]
    Ransom { captor: u8 },
    /// tag 4
    #[serde(rename = "Score")]
    Score(S),
    /// tag 5
    #[serde(rename = "EnterCity")]
    EnterCity {
        district: District,
        count_to: Option<District>,
    },
    /// tag 6
    #[serde(rename = "Adjust")]
    Adjust { player: u8, points: i16 },
    /// tag 7
    #[serde(rename = "Redraw")]
    Redraw,
    /// tag 8
    #[serde(rename = "SetTilesLeft")]
    SetTilesLeft { tiles: u8 },
    /// tag 9
    #[serde(rename = "EndTurn")]
    EndTurn,
    /// tag 10
    #[serde(rename = "FinishGame")]
    FinishGame,
}

struct_mirror! {
    /// One scoring as share codes write it: every field, empty or not (see the file's
    /// comment).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ShareScoreEntry for rules::ScoreEntry {
        feature: Feature => into,
        scorers: PlayerSet => into,
        returned: Vec<u8> => clone,
        from_district: Vec<u8> => clone,
    }
}

/// Carcassonne's actions as share codes write them: the same variants in the same order, and
/// a score with every field written. A variant holding a struct is written exactly as the
/// variant with those fields that share codes always held (its tag, then the fields in order,
/// in postcard as in JSON), which the golden share codes in `tests/golden` check.
pub type ShareAction = Action<ShareScoreEntry>;

impl<S: for<'a> From<&'a rules::ScoreEntry>> From<&rules::Action> for Action<S> {
    fn from(a: &rules::Action) -> Self {
        use rules::Action as R;
        match a {
            R::PlaceMeeple => Action::PlaceMeeple,
            R::AddFloor { tower, capture } => Action::AddFloor {
                tower: *tower,
                capture: capture.as_ref().map(Capture::from),
            },
            R::CloseTower { tower } => Action::CloseTower { tower: *tower },
            R::Ransom { captor } => Action::Ransom { captor: *captor },
            R::Score(entry) => Action::Score(entry.into()),
            R::EnterCity { district, count_to } => Action::EnterCity {
                district: district.into(),
                count_to: count_to.as_ref().map(District::from),
            },
            R::Adjust { player, points } => Action::Adjust {
                player: *player,
                points: *points,
            },
            R::Redraw => Action::Redraw,
            R::SetTilesLeft { tiles } => Action::SetTilesLeft { tiles: *tiles },
            R::EndTurn => Action::EndTurn,
            R::FinishGame => Action::FinishGame,
        }
    }
}

impl<S: Into<rules::ScoreEntry>> From<Action<S>> for rules::Action {
    fn from(a: Action<S>) -> Self {
        use rules::Action as R;
        match a {
            Action::PlaceMeeple => R::PlaceMeeple,
            Action::AddFloor { tower, capture } => R::AddFloor {
                tower,
                capture: capture.map(rules::Capture::from),
            },
            Action::CloseTower { tower } => R::CloseTower { tower },
            Action::Ransom { captor } => R::Ransom { captor },
            Action::Score(entry) => R::Score(entry.into()),
            Action::EnterCity { district, count_to } => R::EnterCity {
                district: district.into(),
                count_to: count_to.map(rules::District::from),
            },
            Action::Adjust { player, points } => R::Adjust { player, points },
            Action::Redraw => R::Redraw,
            Action::SetTilesLeft { tiles } => R::SetTilesLeft { tiles },
            Action::EndTurn => R::EndTurn,
            Action::FinishGame => R::FinishGame,
        }
    }
}
