//! Players as set up at the start of a game, and the checks every game family shares.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The longest name we keep; longer names are refused at set-up rather than cut silently.
pub const MAX_NAME_CHARS: usize = 24;

/// Colours of the pieces on the table. Each player has one, and no two players share one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerColour {
    Red,
    Blue,
    White,
    Orange,
    Green,
    Yellow,
    Black,
    Purple,
    Brown,
    Pink,
}

impl PlayerColour {
    pub const ALL: [PlayerColour; 10] = [
        PlayerColour::Red,
        PlayerColour::Blue,
        PlayerColour::White,
        PlayerColour::Orange,
        PlayerColour::Green,
        PlayerColour::Yellow,
        PlayerColour::Black,
        PlayerColour::Purple,
        PlayerColour::Brown,
        PlayerColour::Pink,
    ];

    /// A stable lower-case key, used in CSS class names and test ids.
    pub fn key(self) -> &'static str {
        match self {
            PlayerColour::Red => "red",
            PlayerColour::Blue => "blue",
            PlayerColour::White => "white",
            PlayerColour::Orange => "orange",
            PlayerColour::Green => "green",
            PlayerColour::Yellow => "yellow",
            PlayerColour::Black => "black",
            PlayerColour::Purple => "purple",
            PlayerColour::Brown => "brown",
            PlayerColour::Pink => "pink",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub colour: PlayerColour,
}

impl Player {
    pub fn new(name: impl Into<String>, colour: PlayerColour) -> Self {
        Player {
            name: name.into(),
            colour,
        }
    }
}

/// Why a game cannot start with the options and players given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount {
        min: usize,
        max: usize,
        found: usize,
    },
    EmptyName {
        seat: usize,
    },
    NameTooLong {
        seat: usize,
    },
    SharedColour {
        colour: PlayerColour,
    },
    /// An option is outside what the game allows.
    Option(OptionError),
}

/// An option outside what a game allows, named so that every language can word it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// Catan's victory-point target outside the game's range.
    VpTarget { low: u8, high: u8 },
    /// A Cloth for Catan village numbered outside 2 to 12, or 7.
    VillageNumber,
    /// The Pirate Islands' fleet loop outside its range of hexes.
    PirateLoop { low: u8, high: u8 },
    /// Jamaica with two players and no Ghost Ship.
    GhostNeeded,
    /// Jamaica's first Captain is not one of the seats.
    FirstCaptain,
    /// The score pad's target outside 1 to `max`.
    TargetScore { max: i64 },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::VpTarget { low, high } => write!(
                f,
                "The victory-point target for this game must be between {low} and {high}."
            ),
            OptionError::VillageNumber => {
                f.write_str("Each village carries a number from 2 to 12 other than 7.")
            }
            OptionError::PirateLoop { low, high } => {
                write!(
                    f,
                    "The pirate fleet's loop has between {low} and {high} hexes."
                )
            }
            OptionError::GhostNeeded => {
                f.write_str("With two players the Ghost Ship sails: turn it on.")
            }
            OptionError::FirstCaptain => {
                f.write_str("The first Captain must be one of the players.")
            }
            OptionError::TargetScore { max } => {
                write!(f, "The target score must be between 1 and {max}.")
            }
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { min, max, found } if min == max => {
                write!(f, "This game needs exactly {min} players, not {found}.")
            }
            SetupError::PlayerCount { min, max, found } => {
                write!(f, "This game needs {min} to {max} players, not {found}.")
            }
            SetupError::EmptyName { seat } => write!(f, "Player {} has no name.", seat + 1),
            SetupError::NameTooLong { seat } => write!(
                f,
                "The name of player {} is longer than {MAX_NAME_CHARS} characters.",
                seat + 1
            ),
            SetupError::SharedColour { colour } => write!(
                f,
                "Two players chose {}: every player needs a colour of their own.",
                colour.key()
            ),
            SetupError::Option(option) => option.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

/// Players "P1" to "Pn" in the first `n` colours (at most ten): for tests, examples and
/// benchmarks, so each of them does not build its own table.
pub fn numbered(n: usize) -> Vec<Player> {
    PlayerColour::ALL
        .iter()
        .take(n)
        .enumerate()
        .map(|(i, &colour)| Player::new(format!("P{}", i + 1), colour))
        .collect()
}

/// The checks every family runs first: the player count, names and colours.
pub fn check_players(players: &[Player], min: usize, max: usize) -> Result<(), SetupError> {
    if players.len() < min || players.len() > max {
        return Err(SetupError::PlayerCount {
            min,
            max,
            found: players.len(),
        });
    }
    for (seat, player) in players.iter().enumerate() {
        if player.name.trim().is_empty() {
            return Err(SetupError::EmptyName { seat });
        }
        if player.name.chars().count() > MAX_NAME_CHARS {
            return Err(SetupError::NameTooLong { seat });
        }
        if players[..seat].iter().any(|p| p.colour == player.colour) {
            return Err(SetupError::SharedColour {
                colour: player.colour,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two() -> Vec<Player> {
        vec![
            Player::new("An", PlayerColour::Red),
            Player::new("Bình", PlayerColour::Blue),
        ]
    }

    #[test]
    fn accepts_distinct_players() {
        assert_eq!(check_players(&two(), 1, 8), Ok(()));
    }

    #[test]
    fn refuses_a_shared_colour() {
        let mut players = two();
        players[1].colour = PlayerColour::Red;
        assert_eq!(
            check_players(&players, 1, 8),
            Err(SetupError::SharedColour {
                colour: PlayerColour::Red
            })
        );
    }

    #[test]
    fn refuses_blank_and_long_names_and_counts() {
        let mut players = two();
        players[0].name = "   ".into();
        assert_eq!(
            check_players(&players, 1, 8),
            Err(SetupError::EmptyName { seat: 0 })
        );
        players[0].name = "x".repeat(MAX_NAME_CHARS + 1);
        assert_eq!(
            check_players(&players, 1, 8),
            Err(SetupError::NameTooLong { seat: 0 })
        );
        assert!(matches!(
            check_players(&two(), 3, 4),
            Err(SetupError::PlayerCount { found: 2, .. })
        ));
    }
}
