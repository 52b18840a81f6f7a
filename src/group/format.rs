//! The stored text of the group: `{"format": "tablemate-group", "version": 1, "players":
//! [{"name": "Ana", "colour": "Blue"}, …]}`, most recently played first, the players written
//! through [`crate::wire::Player`], whose colour tags are fixed.
//!
//! Like a save, a stored group that cannot be read is never taken for an empty one: reading
//! gives [`Kept::Unreadable`] with the text as found and the reason, and the app writes no
//! group over it until the player chooses to start one afresh. A newer version says so.
//! `tests/group_format.rs` holds the golden file of every version.

use serde::{Deserialize, Serialize};

use super::Group;
use crate::wire;

/// Names the stored group, so any other text is told apart from a damaged group.
pub const FORMAT: &str = "tablemate-group";
/// The version this build writes.
pub const VERSION: u32 = 1;
/// The largest text read as a group: far above 24 players' names.
pub const MAX_GROUP_BYTES: usize = 64 * 1024;

/// Version 1, field by field.
#[derive(Serialize, Deserialize)]
struct GroupV1 {
    format: String,
    version: u32,
    players: Vec<wire::Player>,
}

/// Why a stored group could not be read. The text stays where it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GroupError {
    TooLarge {
        bytes: usize,
    },
    /// Not JSON at all, or cut short.
    NotJson,
    /// JSON, but not a group.
    NotAGroup,
    /// Written by a newer Tablemate.
    Newer {
        found: u64,
    },
    /// Our format and version, but the content does not fit it.
    Malformed,
}

/// What the store holds for the group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    Group(Group),
    /// Kept as found, with why it could not be read; never written over unasked.
    Unreadable {
        text: String,
        error: GroupError,
    },
}

impl Default for Kept {
    fn default() -> Self {
        Kept::Group(Group::default())
    }
}

impl Kept {
    /// What the stored text `stored` holds: no text is an empty group.
    pub fn read(stored: Option<&str>) -> Kept {
        match stored {
            None => Kept::default(),
            Some(text) => match decode(text) {
                Ok(group) => Kept::Group(group),
                Err(error) => Kept::Unreadable {
                    text: text.to_string(),
                    error,
                },
            },
        }
    }

    /// The group, when it could be read.
    pub fn group(&self) -> Option<&Group> {
        match self {
            Kept::Group(group) => Some(group),
            Kept::Unreadable { .. } => None,
        }
    }
}

/// The stored text of `group`.
pub fn encode(group: &Group) -> String {
    let stored = GroupV1 {
        format: FORMAT.to_string(),
        version: VERSION,
        players: group.players().iter().map(wire::Player::from).collect(),
    };
    serde_json::to_string(&stored).expect("a group always serialises")
}

/// Reads a stored group, kept as the group keeps its players (see [`Group::new`]).
pub fn decode(text: &str) -> Result<Group, GroupError> {
    if text.len() > MAX_GROUP_BYTES {
        return Err(GroupError::TooLarge { bytes: text.len() });
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| GroupError::NotJson)?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(GroupError::NotAGroup);
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(1) => {}
        Some(found) if found > u64::from(VERSION) => return Err(GroupError::Newer { found }),
        _ => return Err(GroupError::Malformed),
    }
    let stored: GroupV1 = serde_json::from_value(value).map_err(|_| GroupError::Malformed)?;
    Ok(Group::new(stored.players.into_iter().map(Into::into)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Player, PlayerColour};

    fn sample() -> Group {
        Group::new([
            Player::new("Ana", PlayerColour::Blue),
            Player::new("Bình \"B\", the second", PlayerColour::Pink),
            Player::new("美玲", PlayerColour::Green),
        ])
    }

    #[test]
    fn a_group_reads_back_as_written() {
        let text = encode(&sample());
        assert_eq!(decode(&text), Ok(sample()));
        assert_eq!(Kept::read(Some(&text)), Kept::Group(sample()));
        assert_eq!(Kept::read(None), Kept::Group(Group::default()));
        assert_eq!(decode(&encode(&Group::default())), Ok(Group::default()));
    }

    #[test]
    fn an_unreadable_group_is_kept_with_its_reason() {
        let text = encode(&sample());
        let cases = [
            (
                "{\"format\":\"tablemate-gr".to_string(),
                GroupError::NotJson,
            ),
            ("[1,2]".to_string(), GroupError::NotAGroup),
            (
                "{\"format\":\"tablemate-save\"}".to_string(),
                GroupError::NotAGroup,
            ),
            (
                text.replace("\"version\":1", "\"version\":2"),
                GroupError::Newer { found: 2 },
            ),
            (
                text.replace("\"version\":1", "\"version\":0"),
                GroupError::Malformed,
            ),
            (text.replace("\"Blue\"", "\"Teal\""), GroupError::Malformed),
            (
                format!("{{\"format\":\"{FORMAT}\",\"version\":1,\"players\":7}}"),
                GroupError::Malformed,
            ),
            (
                " ".repeat(MAX_GROUP_BYTES + 1),
                GroupError::TooLarge {
                    bytes: MAX_GROUP_BYTES + 1,
                },
            ),
        ];
        for (text, error) in cases {
            assert_eq!(decode(&text), Err(error.clone()), "{text:.60}");
            let kept = Kept::read(Some(&text));
            assert_eq!(kept, Kept::Unreadable { text, error });
            assert_eq!(kept.group(), None);
        }
    }

    #[test]
    fn a_stored_group_is_kept_to_the_group_s_limits() {
        let players: Vec<_> = (0..30)
            .map(|i| wire::Player::from(&Player::new(format!("P{}", i % 26), PlayerColour::Red)))
            .collect();
        let text = serde_json::to_string(&GroupV1 {
            format: FORMAT.into(),
            version: 1,
            players,
        })
        .unwrap();
        let group = decode(&text).unwrap();
        assert_eq!(group.players().len(), super::super::MAX_REMEMBERED);
    }
}
