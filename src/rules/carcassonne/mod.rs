//! Carcassonne with The Tower and Count, King & Robber: the score track, meeples, towers and
//! prisoners, the city of Carcassonne, the King and the Robber, and the draw pile.
//!
//! The app never sees the board. The players say what happened (a meeple placed, a city of 6
//! tiles completed and who scores it, a floor added and whose meeple it captured) and the app
//! does the arithmetic, keeps every meeple accounted for, enforces the limits, and says when
//! the game ends. Rule choices the seed leaves open are settled in [`choices`].

pub mod choices;
pub mod count_king_robber;
pub mod districts;
pub mod expansions;
pub mod guide;
pub mod meeples;
pub mod refusal;
pub mod scoring;
pub mod table;
pub mod tiles;
pub mod tower;

use serde::{Deserialize, Serialize};

use super::players::{check_players, Player, SetupError};
use super::{GameRules, Guide, Listing, Moment, Outcome, Revision, Standing};

pub use count_king_robber::{Completion, FinalBonus};
pub use districts::{District, FeatureKind};
pub use expansions::{Expansion, RANSOM};
pub use meeples::{MeepleTally, Meeples, PlayerSet, MEEPLES_PER_PLAYER};
pub use refusal::{Refusal, RULE_IDS};
pub use scoring::{Breakdown, Feature, Item, Part, ScoreEntry};
pub use tiles::{pile_size, tiles_in_game};
pub use tower::{floors_per_player, Capture, CaptureFrom, Tower};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
/// Spaces on the physical score track; a marker passing 50 starts a new lap.
pub const TRACK_SPACES: i64 = 50;
/// The largest change one manual entry may make: far beyond any real correction.
pub const MAX_MANUAL_POINTS: i16 = 500;

/// The expansions in play. Count, King & Robber comes in one box, but the Count and King &
/// Robber are separate modules that tables use alone, so each has its own switch.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    #[serde(default)]
    pub tower: bool,
    /// The Count of Carcassonne: the city with its four districts.
    #[serde(default)]
    pub count: bool,
    /// The King and Robber tiles, and their five land tiles.
    #[serde(default)]
    pub king_robber: bool,
    /// The reading of the rules the game follows (see [`Revision`]).
    #[serde(default)]
    pub revision: Revision,
}

/// One thing that happened at the table. Turn actions are the active player's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// The turn's choice: a meeple from the supply onto the tile just placed.
    PlaceMeeple,
    /// The turn's choice (The Tower): a floor on an empty foundation (`tower: None`) or on
    /// the open tower with that number, capturing one meeple in its reach or none.
    AddFloor {
        tower: Option<u8>,
        capture: Option<Capture>,
    },
    /// The turn's choice (The Tower): a meeple on top of an open tower, closing it.
    CloseTower { tower: u8 },
    /// The active player buys back one of their meeples from `captor` (The Tower).
    Ransom { captor: u8 },
    /// A feature scores: during play a completed one, in the final scoring the rest.
    Score(ScoreEntry),
    /// The active player puts a meeple into a district of Carcassonne, after a feature of
    /// theirs scored for opponents only, and may move the Count (the Count).
    EnterCity {
        district: District,
        count_to: Option<District>,
    },
    /// Points for anything the app does not model, or a correction.
    Adjust { player: u8, points: i16 },
    /// The drawn tile fits nowhere: it leaves the game and the player draws another.
    Redraw,
    /// Sets the tiles left to what the table counts (a lost or miscounted tile).
    SetTilesLeft { tiles: u8 },
    /// The next player draws; after the last tile, the final scoring opens.
    EndTurn,
    /// The final scoring is done: the King and Robber bonuses count and the winner is known.
    FinishGame,
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Turns are played; completed features score.
    Play,
    /// The last tile has been played; unfinished features and farms score.
    FinalScoring,
    /// The game is over.
    Finished,
}

/// What the active player did after placing the tile: one of these a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnChoice {
    Meeple,
    NewTower,
    Floor,
    CloseTower,
}

/// The active player's turn and what they have used of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub player: u8,
    pub choice: Option<TurnChoice>,
    pub ransom_paid: bool,
    /// A feature completed this turn scored for opponents and not for the active player.
    pub city_entry_earned: bool,
    pub city_entry_used: bool,
}

impl Turn {
    fn new(player: u8) -> Turn {
        Turn {
            player,
            choice: None,
            ransom_paid: false,
            city_entry_earned: false,
            city_entry_used: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub phase: Phase,
    pub turn: Turn,
    /// Turns ended so far.
    pub turns_played: u16,
    /// Tiles face down in the pile; the active player's tile is already drawn.
    pub tiles_left: u8,
    /// Points on the track, per seat; never below 0.
    pub scores: Vec<i64>,
    pub meeples: Vec<Meeples>,
    /// Floors each player started with (0 without The Tower).
    pub floor_limit: u8,
    pub floors_used: Vec<u8>,
    pub towers: Vec<Tower>,
    /// `prisoners[captor][owner]`: meeples of `owner` held by `captor`.
    pub prisoners: Vec<Vec<u8>>,
    /// The district where the Count stands.
    pub count_at: District,
    /// Completed cities and roads in the order entered: the King and Robber derive from it.
    pub completed: Vec<Completion>,
}

/// A score as the physical track shows it: full laps of 50 and the space the marker is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrackPosition {
    pub laps: i64,
    pub space: i64,
}

/// Where a score stands on the 50-space track.
pub fn track_position(score: i64) -> TrackPosition {
    TrackPosition {
        laps: score.div_euclid(TRACK_SPACES),
        space: score.rem_euclid(TRACK_SPACES),
    }
}

impl State {
    /// The score of `player` with the King and Robber bonuses once the game is finished; the
    /// track score before.
    pub fn total(&self, options: &Options, player: usize) -> i64 {
        let track = self.scores.get(player).copied().unwrap_or(0);
        if self.phase == Phase::Finished {
            track + self.final_bonus(options, player).total()
        } else {
            track
        }
    }

    /// Where `player`'s marker is on the track: at the score shown, so with the King's and
    /// the Robber's bonuses once the game is finished, when the table moves the markers on by
    /// them.
    pub fn track(&self, options: &Options, player: usize) -> TrackPosition {
        track_position(self.total(options, player))
    }

    /// True when every per-player list has one entry per seat: the shape `start` gives. The
    /// fields are public for the UI to read, so `apply` checks the shape before it indexes.
    fn fits(&self, players: usize) -> bool {
        usize::from(self.turn.player) < players
            && self.scores.len() == players
            && self.meeples.len() == players
            && self.floors_used.len() == players
            && self.prisoners.len() == players
            && self.prisoners.iter().all(|row| row.len() == players)
    }

    fn adjust(&mut self, player: u8, points: i16) -> Result<(), Refusal> {
        let score = self
            .scores
            .get_mut(usize::from(player))
            .ok_or(Refusal::NoSuchPlayer)?;
        if points == 0 {
            return Err(Refusal::ZeroPoints);
        }
        if points.unsigned_abs() > MAX_MANUAL_POINTS.unsigned_abs() {
            return Err(Refusal::EntryTooLarge);
        }
        let next = *score + i64::from(points);
        if next < 0 {
            return Err(Refusal::ScoreBelowZero);
        }
        *score = next;
        Ok(())
    }
}

/// Carcassonne's rules.
pub struct Carcassonne;

impl GameRules for Carcassonne {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Refusal = Refusal;
    type Change = table::TableChange;
    type Step = guide::Step;

    fn guide(options: &Options, _players: &[Player], state: &State) -> Guide<guide::Step, Action> {
        guide::guide(options, state)
    }

    fn changes(options: &Options, before: &State, after: &State) -> Vec<table::TableChange> {
        table::changes(options, before, after)
    }

    crate::rules::revision_in_options!();

    /// Carcassonne on BoardGameGeek: id 822, the number in the address of its page there
    /// (boardgamegeek.com/boardgame/822/carcassonne). The Tower and Count, King & Robber are
    /// named in the play's board: a play is logged on the base game with what was added.
    fn listing(_options: &Options) -> Option<Listing> {
        Some(Listing {
            name: "Carcassonne",
            bgg_id: Some(822),
            key: "carcassonne",
        })
    }

    /// Turn actions are the active player's; scores, corrections, the tile count and the
    /// end of the game name their players or belong to the table.
    /// A correction is the player's it counts for. A feature's score is entered by whoever
    /// plays the tile that closes it, so it stays the actor's or the guide's.
    fn named(_options: &Options, action: &Action) -> Vec<usize> {
        match action {
            Action::Adjust { player, .. } => vec![usize::from(*player)],
            _ => Vec::new(),
        }
    }

    fn actor(_options: &Options, state: &State, action: &Action) -> Option<usize> {
        match action {
            Action::PlaceMeeple
            | Action::AddFloor { .. }
            | Action::CloseTower { .. }
            | Action::Ransom { .. }
            | Action::EnterCity { .. }
            | Action::Redraw
            | Action::EndTurn => Some(usize::from(state.turn.player)),
            Action::Score(_)
            | Action::Adjust { .. }
            | Action::SetTilesLeft { .. }
            | Action::FinishGame => None,
        }
    }

    fn start(options: &Options, players: &[Player]) -> Result<State, SetupError> {
        check_players(players, MIN_PLAYERS, MAX_PLAYERS)?;
        let n = players.len();
        Ok(State {
            phase: Phase::Play,
            turn: Turn::new(0),
            turns_played: 0,
            // The first player has drawn their tile.
            tiles_left: pile_size(options) - 1,
            scores: vec![0; n],
            meeples: vec![Meeples::new(); n],
            floor_limit: if options.tower {
                floors_per_player(n)
            } else {
                0
            },
            floors_used: vec![0; n],
            towers: Vec::new(),
            prisoners: vec![vec![0; n]; n],
            count_at: District::Castle,
            completed: Vec::new(),
        })
    }

    /// Works on a copy and returns it only when every check passed, so a refusal leaves the
    /// state as it was.
    fn apply(
        options: &Options,
        players: &[Player],
        state: &State,
        action: &Action,
    ) -> Result<State, Refusal> {
        let n = players.len();
        if !state.fits(n) {
            return Err(Refusal::NoSuchPlayer);
        }
        match (state.phase, action) {
            (Phase::Finished, _) => return Err(Refusal::GameFinished),
            (Phase::FinalScoring, Action::Score(_) | Action::Adjust { .. }) => {}
            (Phase::FinalScoring, Action::FinishGame) => {}
            (Phase::FinalScoring, _) => return Err(Refusal::FinalScoringUnderway),
            (Phase::Play, _) => {}
        }
        let mut next = state.clone();
        match action {
            Action::PlaceMeeple => next.place_meeple()?,
            Action::AddFloor { tower, capture } => next.add_floor(options, *tower, *capture)?,
            Action::CloseTower { tower } => next.close_tower(options, *tower)?,
            Action::Ransom { captor } => next.ransom(options, *captor)?,
            Action::Score(entry) => next.score(options, n, entry)?,
            Action::EnterCity { district, count_to } => {
                next.enter_city(options, *district, *count_to)?
            }
            Action::Adjust { player, points } => next.adjust(*player, *points)?,
            Action::Redraw => next.redraw()?,
            Action::SetTilesLeft { tiles } => next.set_tiles_left(options, *tiles)?,
            Action::EndTurn => next.end_turn(n)?,
            Action::FinishGame => {
                if next.phase == Phase::Play {
                    return Err(Refusal::TilesStillLeft {
                        tiles: next.tiles_left,
                    });
                }
                next.phase = Phase::Finished;
            }
        }
        Ok(next)
    }

    /// Over once the final scoring is closed; the highest total wins, ties share the win.
    fn outcome(options: &Options, players: &[Player], state: &State) -> Option<Outcome> {
        if state.phase != Phase::Finished {
            return None;
        }
        let totals: Vec<i64> = (0..players.len())
            .map(|p| state.total(options, p))
            .collect();
        let best = totals.iter().copied().max()?;
        match choices::TIE_BREAK {
            choices::TieBreak::SharedWin => Some(Outcome {
                winners: (0..totals.len()).filter(|&p| totals[p] == best).collect(),
            }),
        }
    }

    /// The turns, then the final scoring.
    fn moment(_options: &Options, state: &State) -> Option<Moment> {
        Some(match state.phase {
            Phase::Play => Moment::Turn(u32::from(state.turns_played) + 1),
            Phase::FinalScoring | Phase::Finished => Moment::FinalCount,
        })
    }

    fn standings(options: &Options, players: &[Player], state: &State) -> Vec<Standing> {
        (0..players.len())
            .map(|player| Standing {
                player,
                score: state.total(options, player),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(n: usize) -> Vec<Player> {
        crate::rules::players::numbered(n)
    }

    fn run(options: &Options, n: usize, actions: &[Action]) -> Result<State, Refusal> {
        let players = players(n);
        let mut state = Carcassonne::start(options, &players).unwrap();
        for action in actions {
            state = Carcassonne::apply(options, &players, &state, action)?;
        }
        Ok(state)
    }

    #[test]
    fn laps_of_the_fifty_space_track() {
        assert_eq!(track_position(0), TrackPosition { laps: 0, space: 0 });
        assert_eq!(track_position(49), TrackPosition { laps: 0, space: 49 });
        assert_eq!(track_position(50), TrackPosition { laps: 1, space: 0 });
        assert_eq!(track_position(123), TrackPosition { laps: 2, space: 23 });
    }

    #[test]
    fn set_up_checks_player_count_and_hands_out_floors() {
        let tower = Options {
            tower: true,
            ..Options::default()
        };
        assert!(Carcassonne::start(&tower, &players(1)).is_err());
        assert!(Carcassonne::start(&tower, &players(7)).is_err());
        let state = Carcassonne::start(&tower, &players(4)).unwrap();
        assert_eq!(state.floors_left(0), 7);
        assert_eq!(state.tiles_left, 71 + 18 - 1);
        let plain = Carcassonne::start(&Options::default(), &players(4)).unwrap();
        assert_eq!(plain.floors_left(0), 0);
    }

    #[test]
    fn one_meeple_or_tower_piece_a_turn() {
        let options = Options::default();
        let refused = run(&options, 2, &[Action::PlaceMeeple, Action::PlaceMeeple]);
        assert_eq!(refused, Err(Refusal::TurnChoiceMade));
        let state = run(
            &options,
            2,
            &[Action::PlaceMeeple, Action::EndTurn, Action::PlaceMeeple],
        )
        .unwrap();
        assert_eq!(state.meeples[0].supply, 6);
        assert_eq!(state.meeples[1].on_features, 1);
        assert_eq!(state.turn.player, 1);
    }

    #[test]
    fn the_turn_passes_round_the_table_and_the_pile_counts_down() {
        let state = run(&Options::default(), 3, &vec![Action::EndTurn; 4]).unwrap();
        assert_eq!(state.turn.player, 1);
        assert_eq!(state.tiles_left, 70 - 4);
        assert_eq!(state.turns_played, 4);
    }

    #[test]
    fn manual_points_never_take_a_score_below_zero() {
        let options = Options::default();
        let adjust = |player, points| Action::Adjust { player, points };
        assert_eq!(
            run(&options, 2, &[adjust(0, -1)]),
            Err(Refusal::ScoreBelowZero)
        );
        assert_eq!(run(&options, 2, &[adjust(0, 0)]), Err(Refusal::ZeroPoints));
        assert_eq!(
            run(&options, 2, &[adjust(2, 1)]),
            Err(Refusal::NoSuchPlayer)
        );
        assert_eq!(
            run(&options, 2, &[adjust(0, 501)]),
            Err(Refusal::EntryTooLarge)
        );
        let state = run(&options, 2, &[adjust(1, 5), adjust(1, -5)]).unwrap();
        assert_eq!(state.scores, vec![0, 0]);
    }

    #[test]
    fn actions_serialise_compactly() {
        let action = Action::AddFloor {
            tower: Some(2),
            capture: Some(Capture {
                owner: 1,
                from: CaptureFrom::Feature,
            }),
        };
        let json = serde_json::to_string(&action).unwrap();
        assert_eq!(
            json,
            r#"{"AddFloor":{"tower":2,"capture":{"owner":1,"from":"Feature"}}}"#
        );
        let score = Action::Score(ScoreEntry::new(
            Feature::Road {
                tiles: 3,
                completed: true,
            },
            PlayerSet::of(&[0]),
            vec![1, 0],
        ));
        let json = serde_json::to_string(&score).unwrap();
        assert!(!json.contains("from_district"), "{json}");
        assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), score);
        let options: Options = serde_json::from_str("{}").unwrap();
        assert_eq!(options, Options::default());
    }
}
