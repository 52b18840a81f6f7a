//! Where a track comes from and how it is stored: the shipped data file (TOML, and the JSON
//! `build.rs` writes from it), the compact form inside saves and share codes, and the
//! shipped board as the default. Every way in ends in [`Track::validate`].

use serde::{Deserialize, Serialize};

use super::{Space, SpaceKind, Track, TrackError};

/// The data file shipped with the app.
pub const TRACK_TOML: &str = include_str!("../data/track.toml");
/// The shipped data file as JSON, written by `build.rs` from [`TRACK_TOML`].
pub const TRACK_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/data/jamaica/track.json"));

/// The data file's layout.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TrackFile {
    red_line_score: i8,
    finish_score: i8,
    spaces: Vec<FileSpace>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSpace {
    id: u8,
    kind: SpaceKind,
    #[serde(default)]
    cost: Option<u8>,
    score: i8,
    next: Vec<u8>,
}

/// The compact form a track takes inside saves and share codes: space ids are the positions
/// in the list.
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct TrackData {
    red: i8,
    finish: i8,
    spaces: Vec<(SpaceKind, Option<u8>, i8, Vec<u8>)>,
}

impl From<Track> for TrackData {
    fn from(track: Track) -> Self {
        TrackData {
            red: track.red_line_score,
            finish: track.finish_score,
            spaces: track
                .spaces
                .into_iter()
                .map(|s| (s.kind, s.cost, s.score, s.next))
                .collect(),
        }
    }
}

impl TryFrom<TrackData> for Track {
    type Error = TrackError;
    fn try_from(data: TrackData) -> Result<Self, TrackError> {
        let spaces = data
            .spaces
            .into_iter()
            .map(|(kind, cost, score, next)| Space {
                kind,
                cost,
                score,
                next,
            })
            .collect();
        Track::validate(data.red, data.finish, spaces)
    }
}

impl Default for Track {
    /// The shipped board. The data file is checked by the tests, so this cannot fail in a
    /// released build; if it ever did, a minimal valid loop stands in rather than a panic.
    fn default() -> Self {
        Track::shipped().unwrap_or_else(|_| Track::fallback())
    }
}

impl Track {
    /// Parses and validates the shipped data file. `build.rs` turns the TOML into JSON at
    /// build time, so the web build links no TOML parser (it is 15 KB of the bundle).
    pub fn shipped() -> Result<Track, TrackError> {
        Track::from_json(TRACK_JSON)
    }

    /// Parses and validates a track data file (same layout as the shipped one).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn from_toml(text: &str) -> Result<Track, TrackError> {
        let file: TrackFile = toml::from_str(text).map_err(|e| TrackError::Parse(e.to_string()))?;
        Track::from_file(file)
    }

    /// The same data as JSON, as `build.rs` writes it.
    pub fn from_json(text: &str) -> Result<Track, TrackError> {
        let file: TrackFile =
            serde_json::from_str(text).map_err(|e| TrackError::Parse(e.to_string()))?;
        Track::from_file(file)
    }

    fn from_file(file: TrackFile) -> Result<Track, TrackError> {
        let mut spaces = Vec::with_capacity(file.spaces.len());
        for (index, s) in file.spaces.into_iter().enumerate() {
            if usize::from(s.id) != index {
                return Err(TrackError::IdOutOfOrder { index, id: s.id });
            }
            spaces.push(Space {
                kind: s.kind,
                cost: s.cost,
                score: s.score,
                next: s.next,
            });
        }
        Track::validate(file.red_line_score, file.finish_score, spaces)
    }

    /// A small loop with nine lairs, used only if the shipped data were ever unreadable.
    fn fallback() -> Track {
        let n: u8 = 20;
        let spaces = (0..n)
            .map(|i| {
                let kind = match i {
                    0 => SpaceKind::PortRoyal,
                    i if i % 2 == 1 && i < 19 => SpaceKind::Lair,
                    _ => SpaceKind::Sea,
                };
                Space {
                    kind,
                    cost: kind.has_cost().then_some(1),
                    score: if i == 0 { 15 } else { -5 },
                    next: vec![(i + 1) % n],
                }
            })
            .collect();
        Track {
            red_line_score: -5,
            finish_score: 15,
            spaces,
            prev: Vec::new(),
            dist: Vec::new(),
        }
        .revalidated()
    }

    fn revalidated(self) -> Track {
        Track::validate(self.red_line_score, self.finish_score, self.spaces.clone()).unwrap_or(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_track_round_trips_through_serde_and_a_bad_one_does_not_load() {
        let t = Track::shipped().unwrap();
        let json = serde_json::to_string(&t).unwrap();
        let back: Track = serde_json::from_str(&json).unwrap();
        assert_eq!(back, t);
        let broken = json.replacen("\"lair\"", "\"sea\"", 1);
        assert!(serde_json::from_str::<Track>(&broken).is_err());
    }
}
