//! The binary form of a shared game: postcard over types of our own, so the layout is fixed
//! by this module and not by how the rules' types choose to appear in JSON saves.
//!
//! Why mirror types: postcard is not self-describing, so a field that serde skips when empty
//! (Carcassonne's `ScoreEntry` does, to keep saves short) would shift every byte after it.
//! The mirror writes every field; the conversions are exhaustive matches, so a new action
//! variant in the rules is a compile error here rather than a silently broken code.

use chrono::{DateTime, TimeZone, Utc};
use serde::{Deserialize, Serialize};

use crate::rules::carcassonne::{self, Capture, District, Feature, PlayerSet, ScoreEntry};
use crate::rules::jamaica::track::Track;
use crate::rules::{jamaica, Player};
use crate::session::{Action, GameOptions, LogEntry, Setup};

/// The options, with Jamaica's shipped board reduced to one flag (the board is 300 bytes).
#[derive(Serialize, Deserialize)]
pub(super) enum WireOptions {
    Plain(GameOptions),
    JamaicaShippedTrack {
        ghost: bool,
        crew: bool,
        first_captain: u8,
    },
}

impl WireOptions {
    pub(super) fn of(options: &GameOptions) -> WireOptions {
        match options {
            GameOptions::Jamaica(o) if o.track == Track::default() => {
                WireOptions::JamaicaShippedTrack {
                    ghost: o.ghost,
                    crew: o.crew,
                    first_captain: o.first_captain,
                }
            }
            other => WireOptions::Plain(other.clone()),
        }
    }

    pub(super) fn into_options(self) -> GameOptions {
        match self {
            WireOptions::Plain(o) => o,
            WireOptions::JamaicaShippedTrack {
                ghost,
                crew,
                first_captain,
            } => GameOptions::Jamaica(jamaica::Options {
                track: Track::default(),
                ghost,
                crew,
                first_captain,
            }),
        }
    }
}

/// Carcassonne's actions with every field written.
#[derive(Serialize, Deserialize)]
pub(super) enum WireCarcassonne {
    PlaceMeeple,
    AddFloor {
        tower: Option<u8>,
        capture: Option<Capture>,
    },
    CloseTower {
        tower: u8,
    },
    Ransom {
        captor: u8,
    },
    Score {
        feature: Feature,
        scorers: PlayerSet,
        returned: Vec<u8>,
        from_district: Vec<u8>,
    },
    EnterCity {
        district: District,
        count_to: Option<District>,
    },
    Adjust {
        player: u8,
        points: i16,
    },
    Redraw,
    SetTilesLeft {
        tiles: u8,
    },
    EndTurn,
    FinishGame,
}

impl From<&carcassonne::Action> for WireCarcassonne {
    fn from(action: &carcassonne::Action) -> Self {
        use carcassonne::Action as A;
        match action.clone() {
            A::PlaceMeeple => WireCarcassonne::PlaceMeeple,
            A::AddFloor { tower, capture } => WireCarcassonne::AddFloor { tower, capture },
            A::CloseTower { tower } => WireCarcassonne::CloseTower { tower },
            A::Ransom { captor } => WireCarcassonne::Ransom { captor },
            A::Score(ScoreEntry {
                feature,
                scorers,
                returned,
                from_district,
            }) => WireCarcassonne::Score {
                feature,
                scorers,
                returned,
                from_district,
            },
            A::EnterCity { district, count_to } => {
                WireCarcassonne::EnterCity { district, count_to }
            }
            A::Adjust { player, points } => WireCarcassonne::Adjust { player, points },
            A::Redraw => WireCarcassonne::Redraw,
            A::SetTilesLeft { tiles } => WireCarcassonne::SetTilesLeft { tiles },
            A::EndTurn => WireCarcassonne::EndTurn,
            A::FinishGame => WireCarcassonne::FinishGame,
        }
    }
}

impl From<WireCarcassonne> for carcassonne::Action {
    fn from(wire: WireCarcassonne) -> Self {
        use carcassonne::Action as A;
        match wire {
            WireCarcassonne::PlaceMeeple => A::PlaceMeeple,
            WireCarcassonne::AddFloor { tower, capture } => A::AddFloor { tower, capture },
            WireCarcassonne::CloseTower { tower } => A::CloseTower { tower },
            WireCarcassonne::Ransom { captor } => A::Ransom { captor },
            WireCarcassonne::Score {
                feature,
                scorers,
                returned,
                from_district,
            } => A::Score(ScoreEntry {
                feature,
                scorers,
                returned,
                from_district,
            }),
            WireCarcassonne::EnterCity { district, count_to } => {
                A::EnterCity { district, count_to }
            }
            WireCarcassonne::Adjust { player, points } => A::Adjust { player, points },
            WireCarcassonne::Redraw => A::Redraw,
            WireCarcassonne::SetTilesLeft { tiles } => A::SetTilesLeft { tiles },
            WireCarcassonne::EndTurn => A::EndTurn,
            WireCarcassonne::FinishGame => A::FinishGame,
        }
    }
}

/// One action of any family. The variant order is part of the format: append, never reorder.
#[derive(Serialize, Deserialize)]
pub(super) enum WireAction {
    ScorePad(crate::rules::scorepad::Action),
    Carcassonne(WireCarcassonne),
    Catan(crate::rules::catan::Action),
    Jamaica(jamaica::Action),
}

impl From<&Action> for WireAction {
    fn from(action: &Action) -> Self {
        match action {
            Action::ScorePad(a) => WireAction::ScorePad(a.clone()),
            Action::Carcassonne(a) => WireAction::Carcassonne(a.into()),
            Action::Catan(a) => WireAction::Catan(*a),
            Action::Jamaica(a) => WireAction::Jamaica(a.clone()),
        }
    }
}

impl From<WireAction> for Action {
    fn from(wire: WireAction) -> Self {
        match wire {
            WireAction::ScorePad(a) => Action::ScorePad(a),
            WireAction::Carcassonne(a) => Action::Carcassonne(a.into()),
            WireAction::Catan(a) => Action::Catan(a),
            WireAction::Jamaica(a) => Action::Jamaica(a),
        }
    }
}

/// A whole game. Times are whole seconds: the creation as a Unix time, each entry as the
/// seconds since the entry before (small numbers, one or two bytes each). Times and actions
/// are two columns: deflate finds more repeats in each than in the two interleaved.
#[derive(Serialize, Deserialize)]
pub(super) struct WireGame {
    pub name: String,
    pub options: WireOptions,
    pub players: Vec<Player>,
    pub created: i64,
    pub cursor: u32,
    pub times: Vec<i64>,
    pub actions: Vec<WireAction>,
}

/// Why the content of a payload does not make a game (before the rules are asked).
pub(super) type Invalid = String;

pub(super) fn time(seconds: i64) -> Result<DateTime<Utc>, Invalid> {
    Utc.timestamp_opt(seconds, 0)
        .single()
        .ok_or_else(|| format!("the time {seconds} is out of range"))
}

impl WireGame {
    pub(super) fn of(name: &str, setup: &Setup, log: &[LogEntry], cursor: usize) -> WireGame {
        let created = setup.created.timestamp();
        let mut previous = created;
        let times = log
            .iter()
            .map(|entry| {
                let at = entry.at.timestamp();
                let delta = at.saturating_sub(previous);
                previous = at;
                delta
            })
            .collect();
        let actions = log.iter().map(|e| WireAction::from(&e.action)).collect();
        WireGame {
            name: name.to_string(),
            options: WireOptions::of(&setup.options),
            players: setup.players.clone(),
            created,
            cursor: u32::try_from(cursor).unwrap_or(u32::MAX),
            times,
            actions,
        }
    }

    /// The setup, log and cursor, with the times checked; the rules are not asked yet.
    pub(super) fn into_parts(self) -> Result<(String, Setup, Vec<LogEntry>, usize), Invalid> {
        let created = time(self.created)?;
        let mut at = self.created;
        if self.times.len() != self.actions.len() {
            return Err("the times do not match the actions".to_string());
        }
        let mut log = Vec::with_capacity(self.actions.len());
        for (delta, action) in self.times.into_iter().zip(self.actions) {
            at = at
                .checked_add(delta)
                .ok_or_else(|| "a time is out of range".to_string())?;
            log.push(LogEntry {
                at: time(at)?,
                action: action.into(),
            });
        }
        let setup = Setup {
            options: self.options.into_options(),
            players: self.players,
            created,
        };
        let cursor = usize::try_from(self.cursor).map_err(|_| "bad cursor".to_string())?;
        Ok((self.name, setup, log, cursor))
    }
}
