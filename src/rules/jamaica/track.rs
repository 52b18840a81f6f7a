//! The race track as a directed graph, loaded from `assets/data/jamaica_track.toml`.
//!
//! The board was transcribed from photos and still needs proof-reading, so the track is data,
//! not code: it travels in the game's options (a corrected space is kept with the game that
//! uses it) and every way of building one goes through [`Track::validate`], which refuses a
//! track that breaks the invariants the rules rely on (every space reaches Port Royal, forks
//! and merges pair up, nine lairs, a cost on every port and sea space). Once a `Track` exists
//! its indexes are known to be in range, but the code still looks every index up with `get`
//! so that no input can make it panic.

use std::collections::BTreeSet;
use std::fmt;

use serde::{Deserialize, Serialize};

/// The data file shipped with the app.
pub const TRACK_TOML: &str = include_str!("../../../assets/data/jamaica_track.toml");
/// The shipped data file as JSON, written by `build.rs` from [`TRACK_TOML`].
pub const TRACK_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/jamaica_track.json"));

/// The board has nine pirate lairs, one treasure token each.
pub const LAIRS: usize = 9;

/// The largest fee a corrected space may ask: far above anything printed, it only catches typos.
pub const MAX_COST: u8 = 20;

/// Laps a position may be away from the race lap. A ship is at most one lap behind (after a
/// backward first move); the bound keeps lap arithmetic far from overflow whatever is entered.
pub const MAX_LAP: i8 = 3;

/// The two ways out of a fork.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    /// The shorter way.
    Inner,
    /// The longer way.
    Outer,
}

/// What a space is, which decides what ending a move there costs or gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpaceKind {
    /// Start and finish. No fee, no combat.
    PortRoyal,
    /// Open sea: the fee is paid in food.
    Sea,
    /// A port: the fee is paid in gold.
    Port,
    /// A pirate lair: free, and holds a treasure token at the start.
    Lair,
}

impl SpaceKind {
    /// Whether ending a move here asks a fee.
    pub fn has_cost(self) -> bool {
        matches!(self, SpaceKind::Sea | SpaceKind::Port)
    }
}

/// One space of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Space {
    pub kind: SpaceKind,
    /// The fee (food at sea, gold in a port); `None` on lairs and Port Royal.
    pub cost: Option<u8>,
    /// The number printed for end-of-game scoring.
    pub score: i8,
    /// Forward successors: two at a fork.
    pub next: Vec<u8>,
}

/// Where a ship is: the space, and the lap.
///
/// Lap 0 is the race lap, and a ship starts in Port Royal at lap 0. Sailing forward into Port
/// Royal adds a lap and sailing backward out of it takes one away, so a backward first move
/// leaves the ship behind the start line at lap -1 (it must still sail the whole loop), and a
/// ship that finished is in Port Royal at lap 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    pub space: u8,
    pub lap: i8,
}

impl Position {
    /// Every ship's position before the first move.
    pub const START: Position = Position { space: 0, lap: 0 };

    /// In Port Royal after sailing the whole loop.
    pub fn finished(self) -> bool {
        self.space == 0 && self.lap >= 1
    }
}

/// Which way a move goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    Forward,
    Backward,
}

impl Dir {
    pub fn word(self) -> &'static str {
        match self {
            Dir::Forward => "forward",
            Dir::Backward => "backward",
        }
    }
}

/// Why a move cannot be made on the track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The move passes a fork (or, backward, a merge) and no branch was chosen for it.
    BranchNeeded { at: u8, options: Vec<u8> },
    /// The branch chosen at this fork is not one of its two ways.
    BadBranch { at: u8, chosen: u8 },
    /// More branches were given than forks passed.
    UnusedBranch,
    /// The position is not on this track.
    OffTrack,
    /// The move would take the ship more than [`MAX_LAP`] laps away.
    TooManyLaps,
}

/// Why a track is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrackError {
    /// The data file is not valid TOML or misses a field; the text says where.
    Parse(String),
    Empty,
    TooManySpaces(usize),
    /// Spaces must be listed in order, space `n` at position `n`.
    IdOutOfOrder {
        index: usize,
        id: u8,
    },
    PortRoyalNotFirst,
    PortRoyalCount(usize),
    /// Port Royal has exactly one way out, to the start of the race.
    PortRoyalExits,
    BadNext {
        space: u8,
    },
    TooManyPredecessors {
        space: u8,
    },
    CostMissing {
        space: u8,
    },
    CostNotAllowed {
        space: u8,
    },
    CostOutOfRange {
        space: u8,
    },
    LairCount(usize),
    CannotReachPortRoyal {
        space: u8,
    },
    Unreachable {
        space: u8,
    },
    /// A loop that never passes Port Royal.
    Loop {
        space: u8,
    },
    /// A fork whose two ways never meet again before Port Royal, or meet where another fork's
    /// ways meet.
    UnpairedFork {
        space: u8,
    },
    ForksAndMerges {
        forks: usize,
        merges: usize,
    },
    FinishScore,
    /// A score printed lower than the one before it.
    ScoreDrops {
        space: u8,
    },
    NoSuchSpace(u8),
}

impl fmt::Display for TrackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrackError::Parse(e) => write!(f, "The track data cannot be read: {e}"),
            TrackError::Empty => f.write_str("The track has no spaces."),
            TrackError::TooManySpaces(n) => write!(f, "A track has at most 255 spaces, not {n}."),
            TrackError::IdOutOfOrder { index, id } => write!(
                f,
                "Space number {id} is listed in position {index}: list the spaces in order from 0."
            ),
            TrackError::PortRoyalNotFirst => f.write_str("Space 0 must be Port Royal."),
            TrackError::PortRoyalCount(n) => {
                write!(f, "The track needs exactly one Port Royal, not {n}.")
            }
            TrackError::PortRoyalExits => {
                f.write_str("Port Royal must lead to exactly one space, the start of the race.")
            }
            TrackError::BadNext { space } => write!(
                f,
                "Space {space} must lead forward to one or two other existing spaces."
            ),
            TrackError::TooManyPredecessors { space } => {
                write!(f, "More than two ways lead into space {space}.")
            }
            TrackError::CostMissing { space } => {
                write!(f, "Space {space} is a port or sea space and needs a fee.")
            }
            TrackError::CostNotAllowed { space } => write!(
                f,
                "Space {space} is a lair or Port Royal, which ask no fee: remove its cost."
            ),
            TrackError::CostOutOfRange { space } => {
                write!(f, "The fee of space {space} must be between 1 and {MAX_COST}.")
            }
            TrackError::LairCount(n) => {
                write!(f, "The board has {LAIRS} pirate lairs, but this track has {n}.")
            }
            TrackError::CannotReachPortRoyal { space } => {
                write!(f, "From space {space} no way forward reaches Port Royal.")
            }
            TrackError::Unreachable { space } => {
                write!(f, "No way from Port Royal reaches space {space}.")
            }
            TrackError::Loop { space } => {
                write!(f, "Space {space} is on a loop that never passes Port Royal.")
            }
            TrackError::UnpairedFork { space } => write!(
                f,
                "The two ways out of the fork at space {space} do not meet again at a merge of their own."
            ),
            TrackError::ForksAndMerges { forks, merges } => write!(
                f,
                "Every fork needs its merge, but the track has {forks} forks and {merges} merges."
            ),
            TrackError::FinishScore => f.write_str(
                "Port Royal's printed score must be the finish score of the track.",
            ),
            TrackError::ScoreDrops { space } => write!(
                f,
                "The score printed on space {space} is lower than the space before it."
            ),
            TrackError::NoSuchSpace(id) => write!(f, "There is no space {id} on the track."),
        }
    }
}

impl std::error::Error for TrackError {}

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
struct TrackData {
    red: i8,
    finish: i8,
    spaces: Vec<(SpaceKind, Option<u8>, i8, Vec<u8>)>,
}

/// A correction of one space, as a player enters it after checking the physical board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceEdit {
    pub space: u8,
    pub kind: SpaceKind,
    pub cost: Option<u8>,
    pub score: i8,
}

/// A validated track. Only [`Track::validate`] builds one (deserializing goes through it too).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "TrackData", into = "TrackData")]
pub struct Track {
    red_line_score: i8,
    finish_score: i8,
    spaces: Vec<Space>,
    /// Derived from `spaces` at validation: backward neighbours of each space.
    prev: Vec<Vec<u8>>,
    /// Derived: fewest forward steps to Port Royal; for Port Royal itself, the shortest loop.
    dist: Vec<u16>,
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

    /// Checks every invariant the rules rely on and computes the derived tables.
    pub fn validate(
        red_line_score: i8,
        finish_score: i8,
        spaces: Vec<Space>,
    ) -> Result<Track, TrackError> {
        let n = spaces.len();
        if n == 0 {
            return Err(TrackError::Empty);
        }
        if n > 255 {
            return Err(TrackError::TooManySpaces(n));
        }
        let royals = spaces
            .iter()
            .filter(|s| s.kind == SpaceKind::PortRoyal)
            .count();
        if royals != 1 {
            return Err(TrackError::PortRoyalCount(royals));
        }
        if spaces[0].kind != SpaceKind::PortRoyal {
            return Err(TrackError::PortRoyalNotFirst);
        }
        if spaces[0].next.len() != 1 {
            return Err(TrackError::PortRoyalExits);
        }
        if spaces[0].score != finish_score {
            return Err(TrackError::FinishScore);
        }
        let mut prev = vec![Vec::new(); n];
        for (i, s) in spaces.iter().enumerate() {
            let id = i as u8;
            let distinct = s.next.len() != 2 || s.next[0] != s.next[1];
            if s.next.is_empty()
                || s.next.len() > 2
                || !distinct
                || s.next.iter().any(|&t| usize::from(t) >= n || t == id)
            {
                return Err(TrackError::BadNext { space: id });
            }
            for &t in &s.next {
                prev[usize::from(t)].push(id);
            }
            match (s.kind.has_cost(), s.cost) {
                (true, None) => return Err(TrackError::CostMissing { space: id }),
                (false, Some(_)) => return Err(TrackError::CostNotAllowed { space: id }),
                (true, Some(c)) if c == 0 || c > MAX_COST => {
                    return Err(TrackError::CostOutOfRange { space: id })
                }
                _ => {}
            }
        }
        if let Some(i) = prev.iter().position(|p| p.len() > 2) {
            return Err(TrackError::TooManyPredecessors { space: i as u8 });
        }
        let lairs = spaces.iter().filter(|s| s.kind == SpaceKind::Lair).count();
        if lairs != LAIRS {
            return Err(TrackError::LairCount(lairs));
        }
        // Every space is reachable from Port Royal.
        let mut seen = vec![false; n];
        let mut stack = vec![0u8];
        seen[0] = true;
        while let Some(s) = stack.pop() {
            for &t in &spaces[usize::from(s)].next {
                if !seen[usize::from(t)] {
                    seen[usize::from(t)] = true;
                    stack.push(t);
                }
            }
        }
        if let Some(i) = seen.iter().position(|&v| !v) {
            return Err(TrackError::Unreachable { space: i as u8 });
        }
        // Shortest distance to Port Royal, breadth first over backward edges.
        let mut dist = vec![u16::MAX; n];
        dist[0] = 0;
        let mut queue = std::collections::VecDeque::from([0u8]);
        while let Some(s) = queue.pop_front() {
            for &p in &prev[usize::from(s)] {
                if p != 0 && dist[usize::from(p)] == u16::MAX {
                    dist[usize::from(p)] = dist[usize::from(s)] + 1;
                    queue.push_back(p);
                }
            }
        }
        if let Some(i) = dist.iter().position(|&d| d == u16::MAX) {
            return Err(TrackError::CannotReachPortRoyal { space: i as u8 });
        }
        dist[0] = 1 + dist[usize::from(spaces[0].next[0])];
        // Without the edges into Port Royal the board must be acyclic: a topological order.
        let mut indegree: Vec<usize> = (0..n)
            .map(|i| prev[i].len() - usize::from(i == 0) * prev[0].len())
            .collect();
        let mut order = Vec::with_capacity(n);
        let mut ready: Vec<u8> = (0..n as u8)
            .filter(|&i| indegree[usize::from(i)] == 0)
            .collect();
        while let Some(s) = ready.pop() {
            order.push(s);
            for &t in &spaces[usize::from(s)].next {
                if t == 0 {
                    continue;
                }
                indegree[usize::from(t)] -= 1;
                if indegree[usize::from(t)] == 0 {
                    ready.push(t);
                }
            }
        }
        if order.len() != n {
            let stuck = (0..n).find(|&i| indegree[i] > 0).unwrap_or(0);
            return Err(TrackError::Loop { space: stuck as u8 });
        }
        // Scores never drop along the race (the red line is a prefix of -5 spaces).
        for (i, s) in spaces.iter().enumerate() {
            for &t in &s.next {
                if t != 0 && i != 0 && spaces[usize::from(t)].score < s.score {
                    return Err(TrackError::ScoreDrops { space: t });
                }
            }
        }
        // Forks and merges pair up: the two ways out of a fork meet again, before Port Royal,
        // at a merge that no other fork claims.
        let reach = |from: u8| -> BTreeSet<u8> {
            let mut set = BTreeSet::new();
            let mut stack = vec![from];
            while let Some(s) = stack.pop() {
                if s == 0 || !set.insert(s) {
                    continue;
                }
                stack.extend(spaces[usize::from(s)].next.iter().copied());
            }
            set
        };
        let forks: Vec<u8> = (0..n as u8)
            .filter(|&i| spaces[usize::from(i)].next.len() == 2)
            .collect();
        let merges = prev.iter().filter(|p| p.len() == 2).count();
        if forks.len() != merges {
            return Err(TrackError::ForksAndMerges {
                forks: forks.len(),
                merges,
            });
        }
        let mut claimed = BTreeSet::new();
        for &f in &forks {
            let ways = &spaces[usize::from(f)].next;
            let (a, b) = (reach(ways[0]), reach(ways[1]));
            let meet = a
                .intersection(&b)
                .max_by_key(|&&s| dist[usize::from(s)])
                .copied();
            match meet {
                Some(m) if prev[usize::from(m)].len() == 2 && claimed.insert(m) => {}
                _ => return Err(TrackError::UnpairedFork { space: f }),
            }
        }
        Ok(Track {
            red_line_score,
            finish_score,
            spaces,
            prev,
            dist,
        })
    }

    /// The same track with some spaces corrected, checked again as a whole (so a lair and a
    /// sea space can swap in one go).
    pub fn with_edits(&self, edits: &[SpaceEdit]) -> Result<Track, TrackError> {
        let mut spaces = self.spaces.clone();
        for edit in edits {
            let space = spaces
                .get_mut(usize::from(edit.space))
                .ok_or(TrackError::NoSuchSpace(edit.space))?;
            space.kind = edit.kind;
            space.cost = edit.cost;
            space.score = edit.score;
        }
        let finish = if edits.iter().any(|e| e.space == 0) {
            spaces[0].score
        } else {
            self.finish_score
        };
        Track::validate(self.red_line_score, finish, spaces)
    }

    pub fn len(&self) -> usize {
        self.spaces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }

    pub fn space(&self, id: u8) -> Option<&Space> {
        self.spaces.get(usize::from(id))
    }

    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }

    /// Backward neighbours: two at a merge.
    pub fn prev(&self, id: u8) -> &[u8] {
        self.prev.get(usize::from(id)).map_or(&[], Vec::as_slice)
    }

    pub fn red_line_score(&self) -> i8 {
        self.red_line_score
    }

    pub fn finish_score(&self) -> i8 {
        self.finish_score
    }

    /// The lairs, in space order: where the treasure tokens lie at the start.
    pub fn lairs(&self) -> Vec<u8> {
        (0..self.spaces.len() as u8)
            .filter(|&i| self.spaces[usize::from(i)].kind == SpaceKind::Lair)
            .collect()
    }

    /// Spaces with two ways forward.
    pub fn forks(&self) -> Vec<u8> {
        (0..self.spaces.len() as u8)
            .filter(|&i| self.spaces[usize::from(i)].next.len() == 2)
            .collect()
    }

    /// Spaces with two ways in.
    pub fn merges(&self) -> Vec<u8> {
        (0..self.prev.len() as u8)
            .filter(|&i| self.prev[usize::from(i)].len() == 2)
            .collect()
    }

    /// Steps of the shortest loop from Port Royal back to it.
    pub fn loop_length(&self) -> u16 {
        self.dist.first().copied().unwrap_or(0)
    }

    /// Fewest forward steps from `space` to Port Royal (for Port Royal: the whole loop).
    pub fn steps_to_port_royal(&self, space: u8) -> Option<u16> {
        self.dist.get(usize::from(space)).copied()
    }

    /// Whether a position is on this track and within the lap bounds.
    pub fn contains(&self, pos: Position) -> bool {
        usize::from(pos.space) < self.spaces.len() && pos.lap.abs() <= MAX_LAP
    }

    /// Which way of a fork `space` lies on, named as players name them: the shorter way is
    /// the inner channel, the longer the outer lane. `None` off the forks' ways, or where the
    /// two ways are as long.
    pub fn lane(&self, space: u8) -> Option<Lane> {
        let n = self.spaces.len();
        // The spaces from `start` up to (not including) the merge where the ways meet again.
        let way = |start: u8| -> Vec<u8> {
            let mut out = Vec::new();
            let mut s = start;
            while out.len() <= n
                && s != 0
                && self.prev.get(usize::from(s)).is_some_and(|p| p.len() < 2)
            {
                out.push(s);
                match self.spaces[usize::from(s)].next.as_slice() {
                    [only] => s = *only,
                    _ => break,
                }
            }
            out
        };
        self.spaces
            .iter()
            .filter(|f| f.next.len() == 2)
            .find_map(|f| {
                let (a, b) = (way(f.next[0]), way(f.next[1]));
                let (mine, other) = if a.contains(&space) {
                    (a, b)
                } else if b.contains(&space) {
                    (b, a)
                } else {
                    return None;
                };
                match mine.len().cmp(&other.len()) {
                    std::cmp::Ordering::Less => Some(Some(Lane::Inner)),
                    std::cmp::Ordering::Greater => Some(Some(Lane::Outer)),
                    std::cmp::Ordering::Equal => Some(None),
                }
            })
            .flatten()
    }

    /// Spaces a ship still has to sail to finish, by the shortest route: the race order.
    /// A finished ship has 0; a ship behind the start line has a whole loop more.
    pub fn spaces_left(&self, pos: Position) -> i32 {
        let d = i32::from(self.steps_to_port_royal(pos.space).unwrap_or(0));
        d - i32::from(pos.lap) * i32::from(self.loop_length())
    }

    /// The end-of-game track score of a position: the finish score in Port Royal after the
    /// loop, the red-line score at the start or behind the start line, else the printed value.
    pub fn score_at(&self, pos: Position) -> i8 {
        if pos.finished() {
            self.finish_score
        } else if pos.space == 0 || pos.lap < 0 {
            self.red_line_score
        } else {
            self.space(pos.space)
                .map_or(self.red_line_score, |s| s.score)
        }
    }

    /// Sails `steps` spaces from `from`. At every fork passed (a merge when going backward)
    /// the next entry of `branches` names the space taken. Sailing forward into Port Royal
    /// after the loop ends the move there, whatever steps are left: that is the finish.
    pub fn walk(
        &self,
        from: Position,
        dir: Dir,
        steps: u8,
        branches: &[u8],
    ) -> Result<Position, MoveError> {
        if !self.contains(from) {
            return Err(MoveError::OffTrack);
        }
        let mut pos = from;
        let mut choices = branches.iter().copied();
        for _ in 0..steps {
            let ways: &[u8] = match dir {
                Dir::Forward => self.space(pos.space).map_or(&[][..], |s| s.next.as_slice()),
                Dir::Backward => self.prev(pos.space),
            };
            let to = match ways {
                [only] => *only,
                [_, _] => {
                    let chosen = choices.next().ok_or_else(|| MoveError::BranchNeeded {
                        at: pos.space,
                        options: ways.to_vec(),
                    })?;
                    if !ways.contains(&chosen) {
                        return Err(MoveError::BadBranch {
                            at: pos.space,
                            chosen,
                        });
                    }
                    chosen
                }
                _ => return Err(MoveError::OffTrack),
            };
            let lap = match dir {
                Dir::Forward if to == 0 => pos.lap.checked_add(1),
                Dir::Backward if pos.space == 0 => pos.lap.checked_sub(1),
                _ => Some(pos.lap),
            }
            .filter(|l| l.abs() <= MAX_LAP)
            .ok_or(MoveError::TooManyLaps)?;
            pos = Position { space: to, lap };
            if dir == Dir::Forward && pos.finished() {
                break;
            }
        }
        if choices.next().is_some() {
            return Err(MoveError::UnusedBranch);
        }
        Ok(pos)
    }

    /// Every place a move can end, with the branches that lead there (one entry per way at
    /// each fork passed). The UI shows these before a move is entered.
    pub fn landings(&self, from: Position, dir: Dir, steps: u8) -> Vec<(Vec<u8>, Position)> {
        let mut out = Vec::new();
        let mut todo = vec![Vec::new()];
        while let Some(branches) = todo.pop() {
            match self.walk(from, dir, steps, &branches) {
                Ok(pos) => out.push((branches, pos)),
                Err(MoveError::BranchNeeded { options, .. }) => {
                    for o in options.into_iter().rev() {
                        let mut more = branches.clone();
                        more.push(o);
                        todo.push(more);
                    }
                }
                Err(_) => {}
            }
        }
        out
    }

    /// After a shortage: the first spaces behind `from`, on every way back, whose fee the ship
    /// can pay in full with `food` and `gold` (lairs and Port Royal are free). The player picks
    /// one when ways split.
    pub fn first_payable_behind(&self, from: Position, food: u8, gold: u8) -> Vec<Position> {
        let mut out: Vec<Position> = Vec::new();
        let mut todo = vec![(from, 0usize)];
        while let Some((pos, depth)) = todo.pop() {
            if depth > self.spaces.len() {
                continue;
            }
            for &p in self.prev(pos.space) {
                let lap = if pos.space == 0 {
                    pos.lap.saturating_sub(1)
                } else {
                    pos.lap
                };
                let back = Position { space: p, lap };
                let payable = self.space(p).is_some_and(|s| match (s.kind, s.cost) {
                    (SpaceKind::Sea, Some(c)) => c <= food,
                    (SpaceKind::Port, Some(c)) => c <= gold,
                    _ => true,
                });
                if payable {
                    if !out.contains(&back) {
                        out.push(back);
                    }
                } else {
                    todo.push((back, depth + 1));
                }
            }
        }
        out.sort_by_key(|p| (p.lap, p.space));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(space: u8) -> Position {
        Position { space, lap: 0 }
    }

    #[test]
    fn the_shipped_track_loads_with_its_derived_tables() {
        let t = Track::shipped().unwrap();
        assert_eq!(t.len(), 50);
        assert_eq!(t.lairs(), vec![4, 9, 11, 19, 22, 25, 33, 37, 44]);
        assert_eq!(t.forks(), vec![6, 19, 32]);
        assert_eq!(t.merges(), vec![15, 28, 41]);
        // Shortest loop: 0..6, 13, 14, 15..19, 26, 27, 28..32, 39, 40, 41..49, 0.
        assert_eq!(t.loop_length(), 32);
        assert_eq!(t.steps_to_port_royal(49), Some(1));
        assert_eq!(
            t.steps_to_port_royal(7),
            t.steps_to_port_royal(13).map(|d| d + 4)
        );
        assert_eq!(t.spaces_left(Position::START), 32);
        assert_eq!(t.spaces_left(Position { space: 49, lap: -1 }), 33);
        assert_eq!(t.spaces_left(Position { space: 0, lap: 1 }), 0);
    }

    #[test]
    fn walking_crosses_the_start_line_both_ways() {
        let t = Track::shipped().unwrap();
        let back = t.walk(Position::START, Dir::Backward, 3, &[]).unwrap();
        assert_eq!(back, Position { space: 47, lap: -1 });
        let again = t.walk(back, Dir::Forward, 5, &[]).unwrap();
        assert_eq!(again, at(2));
        // Finishing stops the move in Port Royal.
        let end = t.walk(at(47), Dir::Forward, 6, &[]).unwrap();
        assert_eq!(end, Position { space: 0, lap: 1 });
        assert!(end.finished());
    }

    #[test]
    fn forks_need_a_branch_and_refuse_a_wrong_or_extra_one() {
        let t = Track::shipped().unwrap();
        assert_eq!(
            t.walk(at(5), Dir::Forward, 2, &[]),
            Err(MoveError::BranchNeeded {
                at: 6,
                options: vec![7, 13]
            })
        );
        assert_eq!(
            t.walk(at(5), Dir::Forward, 2, &[8]),
            Err(MoveError::BadBranch { at: 6, chosen: 8 })
        );
        assert_eq!(t.walk(at(5), Dir::Forward, 2, &[13]), Ok(at(13)));
        assert_eq!(
            t.walk(at(1), Dir::Forward, 2, &[13]),
            Err(MoveError::UnusedBranch)
        );
        assert_eq!(t.walk(at(16), Dir::Backward, 2, &[12]), Ok(at(12)));
        let ways = t.landings(at(5), Dir::Forward, 3);
        assert_eq!(ways, vec![(vec![7], at(8)), (vec![13], at(14))]);
    }

    #[test]
    fn the_ways_of_a_fork_are_named_by_their_length() {
        let t = Track::shipped().unwrap();
        for (space, lane) in [
            (7, Some(Lane::Outer)),
            (12, Some(Lane::Outer)),
            (13, Some(Lane::Inner)),
            (14, Some(Lane::Inner)),
            (15, None),
            (20, Some(Lane::Outer)),
            (26, Some(Lane::Inner)),
            (33, Some(Lane::Outer)),
            (39, Some(Lane::Inner)),
            (6, None),
            (0, None),
        ] {
            assert_eq!(t.lane(space), lane, "space {space}");
        }
    }

    #[test]
    fn shortage_finds_the_first_payable_space_on_each_way_back() {
        let t = Track::shipped().unwrap();
        // From 16 with 2 food and no gold: 15 costs 3 food; behind it, 12 (2 food) on the
        // outer lane and 14 (4 food) then 13 (3 food) then the port 6 on the inner channel.
        let c = t.first_payable_behind(at(16), 2, 0);
        assert_eq!(c, vec![at(4), at(12)]);
        let c = t.first_payable_behind(at(16), 3, 0);
        assert_eq!(c, vec![at(15)]);
    }

    #[test]
    fn corrupt_tracks_are_refused_with_a_reason() {
        let t = Track::shipped().unwrap();
        let lair_to_sea = SpaceEdit {
            space: 4,
            kind: SpaceKind::Sea,
            cost: Some(2),
            score: -5,
        };
        assert_eq!(t.with_edits(&[lair_to_sea]), Err(TrackError::LairCount(8)));
        let no_cost = SpaceEdit {
            space: 5,
            kind: SpaceKind::Port,
            cost: None,
            score: -5,
        };
        assert_eq!(
            t.with_edits(&[no_cost]),
            Err(TrackError::CostMissing { space: 5 })
        );
        let swap = [
            lair_to_sea,
            SpaceEdit {
                space: 3,
                kind: SpaceKind::Lair,
                cost: None,
                score: -5,
            },
        ];
        let fixed = t.with_edits(&swap).unwrap();
        assert!(fixed.lairs().contains(&3));
        let mut spaces = t.spaces().to_vec();
        spaces[12].next = vec![3];
        assert!(Track::validate(-5, 15, spaces).is_err());
        assert!(matches!(
            Track::from_toml("spaces = 3"),
            Err(TrackError::Parse(_))
        ));
    }

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
