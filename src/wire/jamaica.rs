//! Jamaica on the wire: the options with the track, and the actions with what they carry
//! (combat rolls, spoils, crew, end-of-game declarations).
//!
//! Rule of this file (see the module [`crate::wire`]): variants are appended, never reordered
//! or renamed; a removed one stays as a placeholder. Each variant's JSON tag is its
//! `#[serde(rename)]` (or its `= "Tag"` in a `unit_mirror!`) and its postcard
//! index the `tag N` of its doc comment.

use serde::{Deserialize, Serialize};

use super::dispatch::WireFamily;
use super::mirror::{struct_mirror, unit_mirror};
use super::refusal::FamilyRefusal;
use super::share::{ShareOptions, ShortShareOptions};
use super::WireError;
use crate::rules::jamaica::{self as rules, combat, crew, scoring, track};
use crate::rules::Revision;

/// Jamaica's tags; saves and share codes write the same actions. A share code writes the
/// options of a game on the shipped board as one flag instead of the 300 bytes of the board.
impl WireFamily for rules::Jamaica {
    const TAG: &'static str = "Jamaica";
    const INDEX: u32 = 3;
    type Options = Options;
    type Action = Action;
    type ShareAction = Action;
    type Refusal = track::TrackError;
}

/// The shipped board as one flag (see [`ShortShareOptions`]).
impl ShortShareOptions for rules::Jamaica {
    fn short_share_options(options: &rules::Options) -> Option<ShareOptions> {
        let rules::Options {
            track,
            ghost,
            crew,
            first_captain,
            // Written beside the options (see `super::share::ShareGame::rules`).
            revision: _,
        } = options;
        (*track == track::Track::default()).then_some(ShareOptions::JamaicaShippedTrack {
            ghost: *ghost,
            crew: *crew,
            first_captain: *first_captain,
        })
    }

    fn from_short_share_options(options: &ShareOptions) -> Option<rules::Options> {
        match *options {
            ShareOptions::JamaicaShippedTrack {
                ghost,
                crew,
                first_captain,
            } => Some(rules::Options {
                track: track::Track::default(),
                ghost,
                crew,
                first_captain,
                // The share code gives the revision it records.
                revision: Revision::FIRST,
            }),
            ShareOptions::Plain(_) => None,
        }
    }
}

/// A track the rules refuse, as the wire's error (see [`WireFamily::Refusal`]).
impl From<track::TrackError> for WireError {
    fn from(e: track::TrackError) -> Self {
        WireError::Refused(FamilyRefusal::Jamaica(e))
    }
}

// ---- options and the track -----------------------------------------------------------------

/// A game of Jamaica's options, fields in this order. Share codes write the shipped track as
/// a flag instead (see [`super::share::ShareOptions`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub track: Track,
    pub ghost: bool,
    pub crew: bool,
    pub first_captain: u8,
}

impl From<&rules::Options> for Options {
    fn from(o: &rules::Options) -> Self {
        let rules::Options {
            track,
            ghost,
            crew,
            first_captain,
            // Written beside the options, in the setup (see `common::Setup::rules`).
            revision: _,
        } = o;
        Options {
            track: track.into(),
            ghost: *ghost,
            crew: *crew,
            first_captain: *first_captain,
        }
    }
}

impl TryFrom<Options> for rules::Options {
    type Error = WireError;
    fn try_from(o: Options) -> Result<Self, WireError> {
        let Options {
            track,
            ghost,
            crew,
            first_captain,
        } = o;
        Ok(rules::Options {
            track: track.try_into()?,
            ghost,
            crew,
            first_captain,
            // The setup gives the revision it records (see `common::Setup::rules`).
            revision: Revision::FIRST,
        })
    }
}

/// The board in its compact form: the red-line and finish scores and the spaces, whose ids
/// are their positions in the list. The derived tables of [`track::Track`] are not written;
/// reading a track validates it again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Track {
    pub red: i8,
    pub finish: i8,
    pub spaces: Vec<Space>,
}

/// One space as a tuple, a JSON array `[kind, cost, score, next]`: the board has some 50 of
/// them, so field names would double a save's options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Space(pub SpaceKind, pub Option<u8>, pub i8, pub Vec<u8>);

impl From<&track::Track> for Track {
    fn from(t: &track::Track) -> Self {
        Track {
            red: t.red_line_score(),
            finish: t.finish_score(),
            spaces: t
                .spaces()
                .iter()
                .map(|s| {
                    let track::Space {
                        kind,
                        cost,
                        score,
                        next,
                    } = s;
                    Space(kind.into(), *cost, *score, next.clone())
                })
                .collect(),
        }
    }
}

impl TryFrom<Track> for track::Track {
    type Error = WireError;
    /// Goes through [`track::Track::validate`], as every way of building a track does.
    fn try_from(t: Track) -> Result<Self, WireError> {
        let Track {
            red,
            finish,
            spaces,
        } = t;
        let spaces = spaces
            .into_iter()
            .map(|Space(kind, cost, score, next)| track::Space {
                kind: kind.into(),
                cost,
                score,
                next,
            })
            .collect();
        Ok(track::Track::validate(red, finish, spaces)?)
    }
}

unit_mirror! {
    /// What a space is. The JSON names are snake case, as in the track data file.
    pub enum SpaceKind for track::SpaceKind {
        /// tag 0
        PortRoyal = "port_royal",
        /// tag 1
        Sea = "sea",
        /// tag 2
        Port = "port",
        /// tag 3
        Lair = "lair",
    }
}

// ---- what actions carry --------------------------------------------------------------------

unit_mirror! {
    /// Which way a move goes.
    pub enum Dir for track::Dir {
        /// tag 0
        Forward = "Forward",
        /// tag 1
        Backward = "Backward",
    }
}

unit_mirror! {
    /// A good that a card loads.
    pub enum Good for rules::Good {
        /// tag 0
        Food = "Food",
        /// tag 1
        Gold = "Gold",
        /// tag 2
        Gunpowder = "Gunpowder",
    }
}

/// A ship on the board: a player's, by seat, or the Ghost Ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ship {
    /// tag 0
    #[serde(rename = "Player")]
    Player(u8),
    /// tag 1
    #[serde(rename = "Ghost")]
    Ghost,
}

impl From<&rules::Ship> for Ship {
    fn from(s: &rules::Ship) -> Self {
        match *s {
            rules::Ship::Player(seat) => Ship::Player(seat),
            rules::Ship::Ghost => Ship::Ghost,
        }
    }
}

impl From<Ship> for rules::Ship {
    fn from(s: Ship) -> Self {
        match s {
            Ship::Player(seat) => rules::Ship::Player(seat),
            Ship::Ghost => rules::Ship::Ghost,
        }
    }
}

/// One face of the combat die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatFace {
    /// tag 0
    #[serde(rename = "Number")]
    Number(u8),
    /// tag 1
    #[serde(rename = "Star")]
    Star,
}

impl From<&combat::CombatFace> for CombatFace {
    fn from(f: &combat::CombatFace) -> Self {
        match *f {
            combat::CombatFace::Number(n) => CombatFace::Number(n),
            combat::CombatFace::Star => CombatFace::Star,
        }
    }
}

impl From<CombatFace> for combat::CombatFace {
    fn from(f: CombatFace) -> Self {
        match f {
            CombatFace::Number(n) => combat::CombatFace::Number(n),
            CombatFace::Star => combat::CombatFace::Star,
        }
    }
}

struct_mirror! {
    /// One side's roll in a fight, fields in this order.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CombatRoll for combat::CombatRoll {
        face: CombatFace => into,
        powder: u8 => copy,
        bonus: u8 => copy,
    }
}

/// What the winner of a fight with the Ghost Ship takes or gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Spoils {
    /// tag 0
    #[serde(rename = "Nothing")]
    Nothing,
    /// tag 1
    #[serde(rename = "GhostTakesGold")]
    GhostTakesGold { amount: u8 },
    /// tag 2
    #[serde(rename = "GhostTakesGoods")]
    GhostTakesGoods,
    /// tag 3
    #[serde(rename = "GhostTakesTreasure")]
    GhostTakesTreasure,
    /// tag 4
    #[serde(rename = "TakeGhostHold")]
    TakeGhostHold { hold: u8 },
    /// tag 5
    #[serde(rename = "TakeGhostTreasure")]
    TakeGhostTreasure,
    /// tag 6
    #[serde(rename = "GiveGhostTreasure")]
    GiveGhostTreasure,
}

impl From<&rules::Spoils> for Spoils {
    fn from(s: &rules::Spoils) -> Self {
        use rules::Spoils as R;
        match *s {
            R::Nothing => Spoils::Nothing,
            R::GhostTakesGold { amount } => Spoils::GhostTakesGold { amount },
            R::GhostTakesGoods => Spoils::GhostTakesGoods,
            R::GhostTakesTreasure => Spoils::GhostTakesTreasure,
            R::TakeGhostHold { hold } => Spoils::TakeGhostHold { hold },
            R::TakeGhostTreasure => Spoils::TakeGhostTreasure,
            R::GiveGhostTreasure => Spoils::GiveGhostTreasure,
        }
    }
}

impl From<Spoils> for rules::Spoils {
    fn from(s: Spoils) -> Self {
        use rules::Spoils as R;
        match s {
            Spoils::Nothing => R::Nothing,
            Spoils::GhostTakesGold { amount } => R::GhostTakesGold { amount },
            Spoils::GhostTakesGoods => R::GhostTakesGoods,
            Spoils::GhostTakesTreasure => R::GhostTakesTreasure,
            Spoils::TakeGhostHold { hold } => R::TakeGhostHold { hold },
            Spoils::TakeGhostTreasure => R::TakeGhostTreasure,
            Spoils::GiveGhostTreasure => R::GiveGhostTreasure,
        }
    }
}

unit_mirror! {
    /// The twenty crew members of The Crew.
    pub enum Crew for crew::Crew {
        /// tag 0
        SirBeth = "SirBeth",
        /// tag 1
        Saran = "Saran",
        /// tag 2
        Buccaneer = "Buccaneer",
        /// tag 3
        Strategist = "Strategist",
        /// tag 4
        Shipowner = "Shipowner",
        /// tag 5
        NoseyParker = "NoseyParker",
        /// tag 6
        King = "King",
        /// tag 7
        Bishop = "Bishop",
        /// tag 8
        Cartographer = "Cartographer",
        /// tag 9
        OldSeadog = "OldSeadog",
        /// tag 10
        Anchoree = "Anchoree",
        /// tag 11
        Seafarer = "Seafarer",
        /// tag 12
        VenetianMerchant = "VenetianMerchant",
        /// tag 13
        PrussianMerchant = "PrussianMerchant",
        /// tag 14
        HelvetianMerchant = "HelvetianMerchant",
        /// tag 15
        Cooper = "Cooper",
        /// tag 16
        Calypso = "Calypso",
        /// tag 17
        Witch = "Witch",
        /// tag 18
        Oracle = "Oracle",
        /// tag 19
        LookOut = "LookOut",
    }
}

/// A treasure card; chests and cursed puppets carry the number printed on them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Treasure {
    /// tag 0
    #[serde(rename = "MorgansMap")]
    MorgansMap,
    /// tag 1
    #[serde(rename = "SaransSabre")]
    SaransSabre,
    /// tag 2
    #[serde(rename = "LadyBeth")]
    LadyBeth,
    /// tag 3
    #[serde(rename = "SixthHold")]
    SixthHold,
    /// tag 4
    #[serde(rename = "Plus3")]
    Plus3,
    /// tag 5
    #[serde(rename = "Plus5")]
    Plus5,
    /// tag 6
    #[serde(rename = "Plus7")]
    Plus7,
    /// tag 7
    #[serde(rename = "Minus2")]
    Minus2,
    /// tag 8
    #[serde(rename = "Minus3")]
    Minus3,
    /// tag 9
    #[serde(rename = "Minus4")]
    Minus4,
    /// tag 10
    #[serde(rename = "Chest")]
    Chest(i8),
    /// tag 11
    #[serde(rename = "CursedPuppet")]
    CursedPuppet(i8),
    /// tag 12
    #[serde(rename = "Youkounkoun")]
    Youkounkoun,
}

impl From<&scoring::Treasure> for Treasure {
    fn from(t: &scoring::Treasure) -> Self {
        use scoring::Treasure as R;
        match *t {
            R::MorgansMap => Treasure::MorgansMap,
            R::SaransSabre => Treasure::SaransSabre,
            R::LadyBeth => Treasure::LadyBeth,
            R::SixthHold => Treasure::SixthHold,
            R::Plus3 => Treasure::Plus3,
            R::Plus5 => Treasure::Plus5,
            R::Plus7 => Treasure::Plus7,
            R::Minus2 => Treasure::Minus2,
            R::Minus3 => Treasure::Minus3,
            R::Minus4 => Treasure::Minus4,
            R::Chest(n) => Treasure::Chest(n),
            R::CursedPuppet(n) => Treasure::CursedPuppet(n),
            R::Youkounkoun => Treasure::Youkounkoun,
        }
    }
}

impl From<Treasure> for scoring::Treasure {
    fn from(t: Treasure) -> Self {
        use scoring::Treasure as R;
        match t {
            Treasure::MorgansMap => R::MorgansMap,
            Treasure::SaransSabre => R::SaransSabre,
            Treasure::LadyBeth => R::LadyBeth,
            Treasure::SixthHold => R::SixthHold,
            Treasure::Plus3 => R::Plus3,
            Treasure::Plus5 => R::Plus5,
            Treasure::Plus7 => R::Plus7,
            Treasure::Minus2 => R::Minus2,
            Treasure::Minus3 => R::Minus3,
            Treasure::Minus4 => R::Minus4,
            Treasure::Chest(n) => R::Chest(n),
            Treasure::CursedPuppet(n) => R::CursedPuppet(n),
            Treasure::Youkounkoun => R::Youkounkoun,
        }
    }
}

struct_mirror! {
    /// A crew member aboard at the end, with the number on the card that applies.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CrewAboard for scoring::CrewAboard {
        crew: Crew => into,
        points: i8 => copy,
    }
}

struct_mirror! {
    /// What a player reports at the end, fields in this order.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Declaration for scoring::Declaration {
        gold: u16 => copy,
        treasures: Vec<Treasure> => each,
        crew: Vec<CrewAboard> => each,
    }
}

// ---- actions -------------------------------------------------------------------------------

/// Every action of a game of Jamaica.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// tag 0
    #[serde(rename = "Dice")]
    Dice { day: u8, night: u8 },
    /// tag 1
    #[serde(rename = "Move")]
    Move {
        dir: Dir,
        branches: Vec<u8>,
        adjust: i8,
    },
    /// tag 2
    #[serde(rename = "Load")]
    Load { good: Good },
    /// tag 3
    #[serde(rename = "Pass")]
    Pass,
    /// tag 4
    #[serde(rename = "Pay")]
    Pay,
    /// tag 5
    #[serde(rename = "CouldNotPay")]
    CouldNotPay { food: u8, gold: u8 },
    /// tag 6
    #[serde(rename = "FallBack")]
    FallBack { space: u8 },
    /// tag 7
    #[serde(rename = "Fight")]
    Fight {
        opponent: Ship,
        attacker: CombatRoll,
        defender: Option<CombatRoll>,
    },
    /// tag 8
    #[serde(rename = "Spoils")]
    Spoils(Spoils),
    /// tag 9
    #[serde(rename = "GhostMove")]
    GhostMove { dir: Dir, branches: Vec<u8> },
    /// tag 10
    #[serde(rename = "Recruit")]
    Recruit { bottle_to: u8, slot: u8, crew: Crew },
    /// tag 11
    #[serde(rename = "SkipRecruit")]
    SkipRecruit,
    /// tag 12
    #[serde(rename = "Declare")]
    Declare {
        player: u8,
        declaration: Declaration,
    },
    /// tag 13
    #[serde(rename = "Calypso")]
    Calypso { player: u8 },
    /// tag 14 (rules revision 2: the Witch)
    #[serde(rename = "WitchSwap")]
    WitchSwap,
    /// tag 15 (rules revision 2: the Look-Out)
    #[serde(rename = "LookOut")]
    LookOut { lair: u8 },
    /// tag 16 (rules revision 2: the Buccaneer)
    #[serde(rename = "Buccaneer")]
    Buccaneer {
        target: Ship,
        attacker: CombatRoll,
        defender: Option<CombatRoll>,
        hold: Option<u8>,
    },
    /// tag 17 (rules revision 2: a shortage with the gunpowder a merchant lets pay)
    #[serde(rename = "CouldNotPayWith")]
    CouldNotPayWith { food: u8, gold: u8, gunpowder: u8 },
    /// tag 18 (rules revision 3: the Look-Out's owner takes no treasure at the turn's end)
    #[serde(rename = "SkipLookOut")]
    SkipLookOut,
    /// tag 19 (rules revision 3: the Venetian Merchant pays a fee with food and gold)
    #[serde(rename = "PayWith")]
    PayWith { food: u8, gold: u8 },
}

impl From<&rules::Action> for Action {
    fn from(a: &rules::Action) -> Self {
        use rules::Action as R;
        match a {
            R::Dice { day, night } => Action::Dice {
                day: *day,
                night: *night,
            },
            R::Move {
                dir,
                branches,
                adjust,
            } => Action::Move {
                dir: dir.into(),
                branches: branches.clone(),
                adjust: *adjust,
            },
            R::Load { good } => Action::Load { good: good.into() },
            R::Pass => Action::Pass,
            R::Pay => Action::Pay,
            R::CouldNotPay { food, gold } => Action::CouldNotPay {
                food: *food,
                gold: *gold,
            },
            R::FallBack { space } => Action::FallBack { space: *space },
            R::Fight {
                opponent,
                attacker,
                defender,
            } => Action::Fight {
                opponent: opponent.into(),
                attacker: attacker.into(),
                defender: defender.as_ref().map(CombatRoll::from),
            },
            R::Spoils(s) => Action::Spoils(s.into()),
            R::GhostMove { dir, branches } => Action::GhostMove {
                dir: dir.into(),
                branches: branches.clone(),
            },
            R::Recruit {
                bottle_to,
                slot,
                crew,
            } => Action::Recruit {
                bottle_to: *bottle_to,
                slot: *slot,
                crew: crew.into(),
            },
            R::SkipRecruit => Action::SkipRecruit,
            R::Declare {
                player,
                declaration,
            } => Action::Declare {
                player: *player,
                declaration: declaration.into(),
            },
            R::Calypso { player } => Action::Calypso { player: *player },
            R::WitchSwap => Action::WitchSwap,
            R::LookOut { lair } => Action::LookOut { lair: *lair },
            R::Buccaneer {
                target,
                attacker,
                defender,
                hold,
            } => Action::Buccaneer {
                target: target.into(),
                attacker: attacker.into(),
                defender: defender.as_ref().map(CombatRoll::from),
                hold: *hold,
            },
            R::CouldNotPayWith {
                food,
                gold,
                gunpowder,
            } => Action::CouldNotPayWith {
                food: *food,
                gold: *gold,
                gunpowder: *gunpowder,
            },
            R::SkipLookOut => Action::SkipLookOut,
            R::PayWith { food, gold } => Action::PayWith {
                food: *food,
                gold: *gold,
            },
        }
    }
}

impl From<Action> for rules::Action {
    fn from(a: Action) -> Self {
        use rules::Action as R;
        match a {
            Action::Dice { day, night } => R::Dice { day, night },
            Action::Move {
                dir,
                branches,
                adjust,
            } => R::Move {
                dir: dir.into(),
                branches,
                adjust,
            },
            Action::Load { good } => R::Load { good: good.into() },
            Action::Pass => R::Pass,
            Action::Pay => R::Pay,
            Action::CouldNotPay { food, gold } => R::CouldNotPay { food, gold },
            Action::FallBack { space } => R::FallBack { space },
            Action::Fight {
                opponent,
                attacker,
                defender,
            } => R::Fight {
                opponent: opponent.into(),
                attacker: attacker.into(),
                defender: defender.map(combat::CombatRoll::from),
            },
            Action::Spoils(s) => R::Spoils(s.into()),
            Action::GhostMove { dir, branches } => R::GhostMove {
                dir: dir.into(),
                branches,
            },
            Action::Recruit {
                bottle_to,
                slot,
                crew,
            } => R::Recruit {
                bottle_to,
                slot,
                crew: crew.into(),
            },
            Action::SkipRecruit => R::SkipRecruit,
            Action::Declare {
                player,
                declaration,
            } => R::Declare {
                player,
                declaration: declaration.into(),
            },
            Action::Calypso { player } => R::Calypso { player },
            Action::WitchSwap => R::WitchSwap,
            Action::LookOut { lair } => R::LookOut { lair },
            Action::Buccaneer {
                target,
                attacker,
                defender,
                hold,
            } => R::Buccaneer {
                target: target.into(),
                attacker: attacker.into(),
                defender: defender.map(combat::CombatRoll::from),
                hold,
            },
            Action::CouldNotPayWith {
                food,
                gold,
                gunpowder,
            } => R::CouldNotPayWith {
                food,
                gold,
                gunpowder,
            },
            Action::SkipLookOut => R::SkipLookOut,
            Action::PayWith { food, gold } => R::PayWith { food, gold },
        }
    }
}
