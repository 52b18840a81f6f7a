//! Catan on the wire: the options with their variants and scenarios, and the actions.
//!
//! Rule of this file (see the module [`crate::wire`]): variants are appended, never reordered
//! or renamed; a removed one stays as a placeholder. Each variant's JSON tag is its
//! `#[serde(rename)]` (or its `= "Tag"` in a `unit_mirror!`) and its postcard
//! index the `tag N` of its doc comment.

use serde::{Deserialize, Serialize};

use super::common::{DiceMode, Roll};
use super::dispatch::WireFamily;
use super::mirror::{struct_mirror, unit_mirror};
use super::share::ShortShareOptions;
use crate::rules::catan as rules;
use crate::rules::Revision;

// ---- options -------------------------------------------------------------------------------

/// Catan's tags; saves and share codes write the same actions.
impl WireFamily for rules::Catan {
    const TAG: &'static str = "Catan";
    const INDEX: u32 = 2;
    type Options = Options;
    type Action = Action;
    type ShareAction = Action;
    type Refusal = std::convert::Infallible;
}

/// No shorter form: a share code writes these options plainly.
impl ShortShareOptions for rules::Catan {}

/// A Catan game's options, fields in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub variant: Variant,
    pub target: Option<u8>,
    pub dice: DiceMode,
}

impl From<&rules::Options> for Options {
    fn from(o: &rules::Options) -> Self {
        let rules::Options {
            variant,
            target,
            dice,
            // Written beside the options, in the setup (see `common::Setup::rules`).
            revision: _,
        } = o;
        Options {
            variant: variant.into(),
            target: *target,
            dice: dice.into(),
        }
    }
}

impl From<Options> for rules::Options {
    fn from(o: Options) -> Self {
        let Options {
            variant,
            target,
            dice,
        } = o;
        rules::Options {
            variant: variant.into(),
            target,
            dice: dice.into(),
            // The setup gives the revision it records (see `common::Setup::rules`).
            revision: Revision::FIRST,
        }
    }
}

/// The game played, with the options of that variant inside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variant {
    /// tag 0
    #[serde(rename = "Base")]
    Base,
    /// tag 1
    #[serde(rename = "Duel")]
    Duel(DuelOptions),
    /// tag 2
    #[serde(rename = "Rivers")]
    Rivers(RiversOptions),
    /// tag 3
    #[serde(rename = "Seafarers")]
    Seafarers(Scenario),
}

impl From<&rules::Variant> for Variant {
    fn from(v: &rules::Variant) -> Self {
        match v {
            rules::Variant::Base => Variant::Base,
            rules::Variant::Duel(d) => Variant::Duel(d.into()),
            rules::Variant::Rivers(r) => Variant::Rivers(r.into()),
            rules::Variant::Seafarers(s) => Variant::Seafarers(s.into()),
        }
    }
}

impl From<Variant> for rules::Variant {
    fn from(v: Variant) -> Self {
        match v {
            Variant::Base => rules::Variant::Base,
            Variant::Duel(d) => rules::Variant::Duel(d.into()),
            Variant::Rivers(r) => rules::Variant::Rivers(r.into()),
            Variant::Seafarers(s) => rules::Variant::Seafarers(s.into()),
        }
    }
}

struct_mirror! {
    /// The duel's switches, fields in this order.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct DuelOptions for rules::DuelOptions {
        coins: bool => copy,
        friendly_robber: bool => copy,
        robber_protection: bool => copy,
    }
}

struct_mirror! {
    /// Rivers of Catan's options, fields in this order.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct RiversOptions for rules::RiversOptions {
        harbormaster: bool => copy,
        full_tie: PoorFullTie => into,
    }
}

unit_mirror! {
    /// Rivers: what a tie of every player for the fewest gold means.
    pub enum PoorFullTie for rules::PoorFullTie {
        /// tag 0
        EveryonePoor = "EveryonePoor",
        /// tag 1
        NobodyPoor = "NobodyPoor",
    }
}

/// The Seafarers scenario, with its own options inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scenario {
    /// tag 0
    #[serde(rename = "ThroughTheDesert")]
    ThroughTheDesert(DesertEdition),
    /// tag 1
    #[serde(rename = "ForgottenTribe")]
    ForgottenTribe,
    /// tag 2
    #[serde(rename = "ClothForCatan")]
    ClothForCatan(ClothOptions),
    /// tag 3
    #[serde(rename = "PirateIslands")]
    PirateIslands(PirateOptions),
}

impl From<&rules::Scenario> for Scenario {
    fn from(s: &rules::Scenario) -> Self {
        match s {
            rules::Scenario::ThroughTheDesert(e) => Scenario::ThroughTheDesert(e.into()),
            rules::Scenario::ForgottenTribe => Scenario::ForgottenTribe,
            rules::Scenario::ClothForCatan(c) => Scenario::ClothForCatan(c.into()),
            rules::Scenario::PirateIslands(p) => Scenario::PirateIslands(p.into()),
        }
    }
}

impl From<Scenario> for rules::Scenario {
    fn from(s: Scenario) -> Self {
        match s {
            Scenario::ThroughTheDesert(e) => rules::Scenario::ThroughTheDesert(e.into()),
            Scenario::ForgottenTribe => rules::Scenario::ForgottenTribe,
            Scenario::ClothForCatan(c) => rules::Scenario::ClothForCatan(c.into()),
            Scenario::PirateIslands(p) => rules::Scenario::PirateIslands(p.into()),
        }
    }
}

unit_mirror! {
    /// Through the Desert's two printings.
    pub enum DesertEdition for rules::DesertEdition {
        /// tag 0
        Seed = "Seed",
        /// tag 1
        Later = "Later",
    }
}

struct_mirror! {
    /// Cloth for Catan: the 8 village numbers, a fixed-size array (no length on the wire).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ClothOptions for rules::ClothOptions {
        villages: [u8; 8] => copy,
    }
}

struct_mirror! {
    /// The Pirate Islands: the length of the fleet's loop.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct PirateOptions for rules::PirateOptions {
        loop_len: u8 => copy,
    }
}

// ---- actions -------------------------------------------------------------------------------

unit_mirror! {
    /// A kind of piece a player builds.
    pub enum Piece for rules::Piece {
        /// tag 0
        Road = "Road",
        /// tag 1
        Settlement = "Settlement",
        /// tag 2
        City = "City",
        /// tag 3
        Ship = "Ship",
        /// tag 4
        Bridge = "Bridge",
    }
}

/// Where a piece is built, when the variant pays for the place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Spot {
    /// tag 0
    #[serde(rename = "Land")]
    Land,
    /// tag 1
    #[serde(rename = "River")]
    River,
    /// tag 2
    #[serde(rename = "Foreign")]
    Foreign(u8),
}

impl From<&rules::Spot> for Spot {
    fn from(s: &rules::Spot) -> Self {
        match *s {
            rules::Spot::Land => Spot::Land,
            rules::Spot::River => Spot::River,
            rules::Spot::Foreign(n) => Spot::Foreign(n),
        }
    }
}

impl From<Spot> for rules::Spot {
    fn from(s: Spot) -> Self {
        match s {
            Spot::Land => rules::Spot::Land,
            Spot::River => rules::Spot::River,
            Spot::Foreign(n) => rules::Spot::Foreign(n),
        }
    }
}

/// What duel coins buy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CoinSpend {
    /// tag 0
    #[serde(rename = "ForcedTrade")]
    ForcedTrade { opponent_cards: u8 },
    /// tag 1
    #[serde(rename = "RobberToDesert")]
    RobberToDesert,
    /// tag 2
    #[serde(rename = "Exchange")]
    Exchange,
}

impl From<&rules::CoinSpend> for CoinSpend {
    fn from(c: &rules::CoinSpend) -> Self {
        match *c {
            rules::CoinSpend::ForcedTrade { opponent_cards } => {
                CoinSpend::ForcedTrade { opponent_cards }
            }
            rules::CoinSpend::RobberToDesert => CoinSpend::RobberToDesert,
            rules::CoinSpend::Exchange => CoinSpend::Exchange,
        }
    }
}

impl From<CoinSpend> for rules::CoinSpend {
    fn from(c: CoinSpend) -> Self {
        match c {
            CoinSpend::ForcedTrade { opponent_cards } => {
                rules::CoinSpend::ForcedTrade { opponent_cards }
            }
            CoinSpend::RobberToDesert => rules::CoinSpend::RobberToDesert,
            CoinSpend::Exchange => rules::CoinSpend::Exchange,
        }
    }
}

/// Every Catan action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// tag 0
    #[serde(rename = "Roll")]
    Roll(Roll),
    /// tag 1
    #[serde(rename = "EndTurn")]
    EndTurn,
    /// tag 2
    #[serde(rename = "Build")]
    Build { piece: Piece, spot: Spot },
    /// tag 3
    #[serde(rename = "SetRoadLength")]
    SetRoadLength { player: u8, length: u8 },
    /// tag 4
    #[serde(rename = "PlayKnight")]
    PlayKnight,
    /// tag 5
    #[serde(rename = "DrawVpCard")]
    DrawVpCard,
    /// tag 6
    #[serde(rename = "MoveRobber")]
    MoveRobber { hits: u8, desert: bool },
    /// tag 7
    #[serde(rename = "MovePirate")]
    MovePirate { cloth_from: Option<u8> },
    /// tag 8
    #[serde(rename = "SpendCoins")]
    SpendCoins(CoinSpend),
    /// tag 9
    #[serde(rename = "DiscardKnight")]
    DiscardKnight,
    /// tag 10
    #[serde(rename = "BuyWithGold")]
    BuyWithGold,
    /// tag 11
    #[serde(rename = "GiveGold")]
    GiveGold { from: u8, to: u8, amount: u8 },
    /// tag 12
    #[serde(rename = "TakeTribeChit")]
    TakeTribeChit,
    /// tag 13
    #[serde(rename = "TakeGiftCard")]
    TakeGiftCard,
    /// tag 14
    #[serde(rename = "CaptureHarbor")]
    CaptureHarbor,
    /// tag 15
    #[serde(rename = "PlaceHarbor")]
    PlaceHarbor,
    /// tag 16
    #[serde(rename = "ConnectVillage")]
    ConnectVillage { village: u8 },
    /// tag 17
    #[serde(rename = "SetFleetStop")]
    SetFleetStop { stop: u8, players: u8 },
    /// tag 18
    #[serde(rename = "ReachFortress")]
    ReachFortress(bool),
    /// tag 19
    #[serde(rename = "AttackFortress")]
    AttackFortress { die: u8 },
    /// tag 20
    #[serde(rename = "WarshipFromVpCard")]
    WarshipFromVpCard,
    /// tag 21
    #[serde(rename = "TableRoll")]
    TableRoll(Roll),
}

impl From<&rules::Action> for Action {
    fn from(a: &rules::Action) -> Self {
        use rules::Action as R;
        match *a {
            R::Roll(r) => Action::Roll((&r).into()),
            R::EndTurn => Action::EndTurn,
            R::Build { piece, spot } => Action::Build {
                piece: (&piece).into(),
                spot: (&spot).into(),
            },
            R::SetRoadLength { player, length } => Action::SetRoadLength { player, length },
            R::PlayKnight => Action::PlayKnight,
            R::DrawVpCard => Action::DrawVpCard,
            R::MoveRobber { hits, desert } => Action::MoveRobber { hits, desert },
            R::MovePirate { cloth_from } => Action::MovePirate { cloth_from },
            R::SpendCoins(c) => Action::SpendCoins((&c).into()),
            R::DiscardKnight => Action::DiscardKnight,
            R::BuyWithGold => Action::BuyWithGold,
            R::GiveGold { from, to, amount } => Action::GiveGold { from, to, amount },
            R::TakeTribeChit => Action::TakeTribeChit,
            R::TakeGiftCard => Action::TakeGiftCard,
            R::CaptureHarbor => Action::CaptureHarbor,
            R::PlaceHarbor => Action::PlaceHarbor,
            R::ConnectVillage { village } => Action::ConnectVillage { village },
            R::SetFleetStop { stop, players } => Action::SetFleetStop { stop, players },
            R::ReachFortress(reached) => Action::ReachFortress(reached),
            R::AttackFortress { die } => Action::AttackFortress { die },
            R::WarshipFromVpCard => Action::WarshipFromVpCard,
            R::TableRoll(r) => Action::TableRoll((&r).into()),
        }
    }
}

impl From<Action> for rules::Action {
    fn from(a: Action) -> Self {
        use rules::Action as R;
        match a {
            Action::Roll(r) => R::Roll(r.into()),
            Action::EndTurn => R::EndTurn,
            Action::Build { piece, spot } => R::Build {
                piece: piece.into(),
                spot: spot.into(),
            },
            Action::SetRoadLength { player, length } => R::SetRoadLength { player, length },
            Action::PlayKnight => R::PlayKnight,
            Action::DrawVpCard => R::DrawVpCard,
            Action::MoveRobber { hits, desert } => R::MoveRobber { hits, desert },
            Action::MovePirate { cloth_from } => R::MovePirate { cloth_from },
            Action::SpendCoins(c) => R::SpendCoins(c.into()),
            Action::DiscardKnight => R::DiscardKnight,
            Action::BuyWithGold => R::BuyWithGold,
            Action::GiveGold { from, to, amount } => R::GiveGold { from, to, amount },
            Action::TakeTribeChit => R::TakeTribeChit,
            Action::TakeGiftCard => R::TakeGiftCard,
            Action::CaptureHarbor => R::CaptureHarbor,
            Action::PlaceHarbor => R::PlaceHarbor,
            Action::ConnectVillage { village } => R::ConnectVillage { village },
            Action::SetFleetStop { stop, players } => R::SetFleetStop { stop, players },
            Action::ReachFortress(reached) => R::ReachFortress(reached),
            Action::AttackFortress { die } => R::AttackFortress { die },
            Action::WarshipFromVpCard => R::WarshipFromVpCard,
            Action::TableRoll(r) => R::TableRoll(r.into()),
        }
    }
}
