//! What every family shares on the wire: players, the two dice, the options and action enums
//! over the families, and a game's setup and log entries as saves write them.
//!
//! Rule of this file (see the module [`crate::wire`]): variants are appended, never reordered
//! or renamed; a removed one stays as a placeholder. Each variant's JSON tag is its
//! `#[serde(rename)]` (or its `= "Tag"` in a `unit_mirror!`) and its postcard
//! index the `tag N` of its doc comment.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::dispatch::WireFamily;
use super::mirror::{struct_mirror, unit_mirror};
use super::WireError;
use crate::rules::{self, dice, Revision};
use crate::session;

// ---- players -------------------------------------------------------------------------------

unit_mirror! {
    /// A player's colour. The JSON name and postcard index of each are fixed here.
    pub enum PlayerColour for rules::PlayerColour {
        /// tag 0
        Red = "Red",
        /// tag 1
        Blue = "Blue",
        /// tag 2
        White = "White",
        /// tag 3
        Orange = "Orange",
        /// tag 4
        Green = "Green",
        /// tag 5
        Yellow = "Yellow",
        /// tag 6
        Black = "Black",
        /// tag 7
        Purple = "Purple",
        /// tag 8
        Brown = "Brown",
        /// tag 9
        Pink = "Pink",
    }
}

struct_mirror! {
    /// A player as set up: name, then colour.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Player for rules::Player {
        name: String => clone,
        colour: PlayerColour => into,
    }
}

// ---- dice ----------------------------------------------------------------------------------

unit_mirror! {
    /// How a game's two dice are produced.
    pub enum DiceMode for dice::DiceMode {
        /// tag 0
        Random = "Random",
        /// tag 1
        Deck = "Deck",
    }
}

struct_mirror! {
    /// One roll of two six-sided dice.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Roll for dice::Roll {
        a: u8 => copy,
        b: u8 => copy,
    }
}

// ---- the families --------------------------------------------------------------------------

/// Writes the enums over the families from the one list (`crate::families`), each variant
/// under the tags its family states ([`WireFamily`], in `wire/<family>.rs`).
macro_rules! over_families {
    ($($variant:ident => $module:ident :: $rules_name:ident),+ $(,)?) => {
        over_families!(@with $($variant => crate::rules::$module::$rules_name),+);
    };
    (@with $($variant:ident => $rules:ty),+) => {
        /// The options chosen at set-up; the variant names the family. Saves and share codes
        /// both write this enum.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum GameOptions { $($variant(<$rules as WireFamily>::Options)),+ }

        super::dispatch::family_serde!(GameOptions, newtype, $($variant => $rules),+);

        impl From<&session::GameOptions> for GameOptions {
            fn from(o: &session::GameOptions) -> Self {
                match o { $(session::GameOptions::$variant(o) => GameOptions::$variant(o.into())),+ }
            }
        }

        impl TryFrom<GameOptions> for session::GameOptions {
            type Error = WireError;
            fn try_from(o: GameOptions) -> Result<Self, WireError> {
                Ok(match o {
                    $(GameOptions::$variant(o) => session::GameOptions::$variant(
                        TryFrom::try_from(o).map_err(WireError::from)?,
                    )),+
                })
            }
        }

        /// One action of any family, as saves write it (share codes write
        /// [`super::share::ShareAction`], which may differ: see
        /// [`WireFamily::ShareAction`]).
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Action { $($variant(<$rules as WireFamily>::Action)),+ }

        super::dispatch::family_serde!(Action, newtype, $($variant => $rules),+);

        impl From<&session::Action> for Action {
            fn from(a: &session::Action) -> Self {
                match a { $(session::Action::$variant(a) => Action::$variant(a.into())),+ }
            }
        }

        impl From<Action> for session::Action {
            fn from(a: Action) -> Self {
                match a { $(Action::$variant(a) => session::Action::$variant(a.into())),+ }
            }
        }
    };
}

crate::families::with_families!(over_families);

// ---- setup and log, as saves write them ----------------------------------------------------

/// Everything fixed when a game starts, as saves write it (JSON only: a share code writes these
/// fields in [`super::ShareGame`]). `created` is chrono's RFC 3339 text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub options: GameOptions,
    pub players: Vec<Player>,
    #[serde(with = "crate::wire::time")]
    pub created: DateTime<Utc>,
    /// The rules revision the game follows ([`crate::rules::Revision`]), added with save
    /// version 3. Absent means 1, and it is left out when it is 1, so a game of the first
    /// reading writes exactly the setup older saves held.
    #[serde(default = "first_revision", skip_serializing_if = "is_first_revision")]
    pub rules: u16,
}

fn first_revision() -> u16 {
    Revision::FIRST.0
}

fn is_first_revision(rules: &u16) -> bool {
    *rules == Revision::FIRST.0
}

/// The revision a save or share code records, refused when this build does not know it.
pub fn revision(rules: u16) -> Result<Revision, WireError> {
    match Revision(rules) {
        r if (Revision::FIRST..=Revision::LATEST).contains(&r) => Ok(r),
        _ => Err(WireError::UnknownRevision(rules)),
    }
}

impl From<&session::Setup> for Setup {
    fn from(s: &session::Setup) -> Self {
        let session::Setup {
            options,
            players,
            created,
        } = s;
        Setup {
            options: options.into(),
            players: players.iter().map(Player::from).collect(),
            created: *created,
            rules: options.revision().0,
        }
    }
}

impl TryFrom<Setup> for session::Setup {
    type Error = WireError;
    fn try_from(s: Setup) -> Result<Self, WireError> {
        let Setup {
            options,
            players,
            created,
            rules,
        } = s;
        let options: session::GameOptions = options.try_into()?;
        Ok(session::Setup {
            options: options.with_revision(revision(rules)?),
            players: players.into_iter().map(rules::Player::from).collect(),
            created,
        })
    }
}

struct_mirror! {
    /// One accepted action and when it was entered (RFC 3339 text in JSON), and since save
    /// version 4 the phone of a live table that sent it. `by` is left out when there is none,
    /// so an entry made with no live table is written as every older version wrote it, and
    /// an older entry reads as sent by no phone. (Only JSON writes this type: a share code
    /// carries the senders in a column of its own, [`super::share::ShareGame::senders`].)
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct LogEntry for session::LogEntry {
        #[serde(with = "crate::wire::time")]
        at: DateTime<Utc> => copy,
        action: Action => into,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Sender> => opt,
    }
}

/// The phone of a live table a log entry came from (see [`session::Sender`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sender {
    /// tag 0: the phone of the player at this index.
    #[serde(rename = "Player")]
    Player(u8),
    /// tag 1: a phone shared by the table.
    #[serde(rename = "Table")]
    Table,
    /// tag 2: the host's own phone.
    #[serde(rename = "Host")]
    Host,
}

impl From<&session::Sender> for Sender {
    fn from(sender: &session::Sender) -> Self {
        match *sender {
            session::Sender::Player(i) => Sender::Player(i),
            session::Sender::Table => Sender::Table,
            session::Sender::Host => Sender::Host,
        }
    }
}

impl From<Sender> for session::Sender {
    fn from(sender: Sender) -> Self {
        match sender {
            Sender::Player(i) => session::Sender::Player(i),
            Sender::Table => session::Sender::Table,
            Sender::Host => session::Sender::Host,
        }
    }
}
