//! Where a game of Jamaica is: the step of the round, what must be settled, the ships, the
//! ghost, the tavern and the treasures; and everything derived from it (the Captain, the race
//! order, the landings a move can reach).

use serde::{Deserialize, Serialize};

use super::crew::{Crew, Tavern};
use super::ghost::{self, Ghost, GhostDirection};
use super::scoring::{self, Declaration, ScoreSheet};
use super::track::{self, Dir, Position, SpaceKind};
use super::{ActionDice, Expected, Half, Options, Ship};

/// Where in the round the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// The Captain rolls the action dice.
    Dice,
    /// A player's action: `turn` counts from the Captain (0) in seat order.
    Player { turn: u8, half: Half },
    /// The Ghost Ship's move.
    Ghost { half: Half },
    /// The race is over: the players declare for the final score.
    Scoring,
}

/// A ship's arrival being resolved: who moved, and whether it fell back after a shortage (a
/// fallback space is one the player said they can pay, so its fee counts as paid).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Arrival {
    pub ship: Ship,
    pub fallback: bool,
}

/// What must be settled before the round goes on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// The mover ended on ships: it fights one of `targets`.
    Combat {
        arrival: Arrival,
        targets: Vec<Ship>,
    },
    /// A fight with the ghost had a winner, who chooses the spoils.
    Spoils {
        arrival: Arrival,
        ghost_won: bool,
        player: u8,
    },
    /// The player's ship ended on a space with a fee.
    Fee { player: u8 },
    /// Shortage with more than one way back: the player picks the space.
    Shortage {
        player: u8,
        candidates: Vec<Position>,
    },
    /// A port fee was paid in full: the player may recruit.
    Recruit { player: u8 },
    /// The Look-Out's owner ended their turn next to a lair with a token: they may take it
    /// (rules revision 3, see [`powers`]).
    LookOut { player: u8 },
}

/// The state of a game of Jamaica. Derived values (race order, the Captain, who leads, the
/// ghost's direction, scores) are functions below, never stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Counted from 1.
    pub round: u16,
    pub step: Step,
    /// This round's dice, once rolled.
    pub dice: Option<ActionDice>,
    pub pending: Option<Pending>,
    /// Every player's ship, by seat.
    pub ships: Vec<Position>,
    pub ghost: Option<Ghost>,
    /// Lairs still holding a treasure token, in space order.
    pub lair_tokens: Vec<u8>,
    /// Treasure tokens each player collected (they matter with the Bishop).
    pub tokens: Vec<u8>,
    pub tavern: Option<Tavern>,
    /// Crew recruited from the tavern, by seat.
    pub recruited: Vec<(u8, Crew)>,
    /// End-of-game declarations, by seat.
    pub declarations: Vec<Option<Declaration>>,
    /// A player who won at once with Calypso.
    pub calypso: Option<u8>,
    /// Treasure cards each player holds, by seat, while the app can know it: one with each
    /// lair token, one taken from the ghost or with the Look-Out, one less given to or taken
    /// by the ghost. `None` once the player won or lost a fight against another player, whose
    /// spoils (maybe a card) stay on the table. Kept so the ghost cannot take a card from a
    /// player who surely has none (rules revision 2).
    pub treasures: Vec<Option<u8>>,
    /// The turn (round, turn from the Captain) whose dice the Witch's owner swapped.
    pub witch: Option<(u16, u8)>,
    /// The turn in which the Buccaneer's owner attacked.
    pub buccaneer: Option<(u16, u8)>,
}

/// A place a move can end, as the UI previews it before the move is entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Landing {
    pub dir: Dir,
    /// The branches to put in the action to get there.
    pub branches: Vec<u8>,
    pub pos: Position,
    pub kind: SpaceKind,
    /// The fee there (food at sea, gold in a port).
    pub cost: Option<u8>,
    /// Other ships on that space (a fight follows), none in Port Royal.
    pub ships: Vec<Ship>,
    /// A treasure token lies there.
    pub treasure: bool,
    /// The way of a fork it is on, or took to get there past a merge (inner channel or
    /// outer lane), if any: what tells two ways apart on a board that prints no numbers.
    pub lane: Option<track::Lane>,
    /// Spaces still to sail from there to finish, by the shortest route.
    pub to_go: i32,
}

impl State {
    pub(super) fn player_count(&self) -> usize {
        self.ships.len()
    }

    /// The Captain of the current round, by seat.
    pub fn captain(&self, options: &Options) -> usize {
        let n = self.player_count().max(1);
        (usize::from(options.first_captain) + usize::from(self.round.saturating_sub(1))) % n
    }

    /// The seat whose turn it is, while a player acts.
    pub fn current_player(&self, options: &Options) -> Option<usize> {
        match self.step {
            Step::Player { turn, .. } => {
                Some((self.captain(options) + usize::from(turn)) % self.player_count().max(1))
            }
            _ => None,
        }
    }

    /// Whose die the current action uses, the day's or the night's: the step's own, or the
    /// other one in a turn whose dice the Witch's owner swapped.
    pub fn current_half(&self) -> Option<Half> {
        match self.step {
            Step::Player { half, turn } if self.witch == Some((self.round, turn)) => {
                Some(match half {
                    Half::Day => Half::Night,
                    Half::Night => Half::Day,
                })
            }
            Step::Player { half, .. } | Step::Ghost { half } => Some(half),
            _ => None,
        }
    }

    /// The die of the current action (see [`State::current_half`]).
    pub fn current_die(&self) -> Option<u8> {
        let half = self.current_half()?;
        self.dice.map(|d| d.of(half))
    }

    /// The current player's turn as (round, turn from the Captain), while a player acts.
    pub(super) fn turn_key(&self) -> Option<(u16, u8)> {
        match self.step {
            Step::Player { turn, .. } => Some((self.round, turn)),
            _ => None,
        }
    }

    /// Counts `change` treasure cards more for `player`, while their count is known.
    pub(super) fn count_treasures(&mut self, player: u8, change: i8) {
        if let Some(Some(n)) = self.treasures.get_mut(usize::from(player)) {
            *n = n.saturating_add_signed(change);
        }
    }

    /// The player's treasure cards can no longer be counted.
    pub(super) fn forget_treasures(&mut self, player: u8) {
        if let Some(n) = self.treasures.get_mut(usize::from(player)) {
            *n = None;
        }
    }

    pub fn position(&self, ship: Ship) -> Option<Position> {
        match ship {
            Ship::Player(p) => self.ships.get(usize::from(p)).copied(),
            Ship::Ghost => self.ghost.as_ref().map(|g| g.pos),
        }
    }

    pub(super) fn set_position(&mut self, ship: Ship, pos: Position) {
        match ship {
            Ship::Player(p) => {
                if let Some(s) = self.ships.get_mut(usize::from(p)) {
                    *s = pos;
                }
            }
            Ship::Ghost => {
                if let Some(g) = self.ghost.as_mut() {
                    g.pos = pos;
                }
            }
        }
    }

    /// Every ship, players by seat then the ghost.
    pub fn all_ships(&self) -> Vec<(Ship, Position)> {
        let mut out: Vec<(Ship, Position)> = self
            .ships
            .iter()
            .enumerate()
            .map(|(i, &p)| (Ship::Player(i as u8), p))
            .collect();
        if let Some(g) = &self.ghost {
            out.push((Ship::Ghost, g.pos));
        }
        out
    }

    /// Ships other than `ship` on `space`; nobody fights in Port Royal, so none there.
    pub fn ships_on(&self, space: u8, except: Option<Ship>) -> Vec<Ship> {
        if space == 0 {
            return Vec::new();
        }
        self.all_ships()
            .into_iter()
            .filter(|&(s, p)| p.space == space && Some(s) != except)
            .map(|(s, _)| s)
            .collect()
    }

    /// The race order, leader first: ships by spaces left to Port Royal on the shortest
    /// route. Equal ships keep seat order, the ghost after the players.
    pub fn race_order(&self, options: &Options) -> Vec<(Ship, i32)> {
        let mut order: Vec<(Ship, i32)> = self
            .all_ships()
            .into_iter()
            .map(|(s, p)| (s, options.track.spaces_left(p)))
            .collect();
        order.sort_by_key(|&(_, left)| left);
        order
    }

    /// The ghost's direction for its next move, if there is a ghost.
    pub fn ghost_direction(&self, options: &Options) -> Option<GhostDirection> {
        let g = self.ghost.as_ref()?;
        Some(ghost::direction(&options.track, &self.ships, g.pos))
    }

    /// Whether a player's ship finished the race.
    pub fn finished(&self, player: usize) -> bool {
        self.ships.get(player).is_some_and(|p| p.finished())
    }

    /// Treasure tokens in the game: on lairs, with players and with the ghost. Always 9.
    pub fn tokens_accounted(&self) -> usize {
        self.lair_tokens.len()
            + self.tokens.iter().map(|&t| usize::from(t)).sum::<usize>()
            + self.ghost.as_ref().map_or(0, |g| usize::from(g.tokens))
    }

    /// Where the mover of the current step could end a move `dir`, with the die of this half
    /// plus `adjust`: every branch, what it costs and what is there.
    pub fn landings(&self, options: &Options, dir: Dir, adjust: i8) -> Vec<Landing> {
        let mover = match self.step {
            Step::Player { .. } => self.current_player(options).map(|p| Ship::Player(p as u8)),
            Step::Ghost { .. } => self.ghost.as_ref().map(|_| Ship::Ghost),
            _ => None,
        };
        let (Some(mover), Some(die)) = (mover, self.current_die()) else {
            return Vec::new();
        };
        let Some(from) = self.position(mover) else {
            return Vec::new();
        };
        let steps = i16::from(die) + i16::from(adjust);
        let Ok(steps) = u8::try_from(steps) else {
            return Vec::new();
        };
        options
            .track
            .landings(from, dir, steps)
            .into_iter()
            .filter_map(|(branches, pos)| {
                let space = options.track.space(pos.space)?;
                let lane = options
                    .track
                    .lane(pos.space)
                    .or_else(|| branches.last().and_then(|&b| options.track.lane(b)));
                Some(Landing {
                    dir,
                    branches,
                    pos,
                    kind: space.kind,
                    cost: space.cost,
                    ships: self.ships_on(pos.space, Some(mover)),
                    treasure: self.lair_tokens.contains(&pos.space),
                    lane,
                    to_go: options.track.spaces_left(pos),
                })
            })
            .collect()
    }

    /// The ghost's choices for its next move: the directions it may take and, for each way,
    /// where it lands and what is there.
    pub fn ghost_choices(&self, options: &Options) -> Vec<Landing> {
        let Some(direction) = self.ghost_direction(options) else {
            return Vec::new();
        };
        if !matches!(self.step, Step::Ghost { .. }) {
            return Vec::new();
        }
        [Dir::Forward, Dir::Backward]
            .into_iter()
            .filter(|&d| direction.allows(d))
            .flat_map(|d| self.landings(options, d, 0))
            .collect()
    }

    /// A player's score sheet: their declaration, or only the track while they have none.
    pub fn score_sheet(&self, options: &Options, player: usize) -> Option<ScoreSheet> {
        let pos = *self.ships.get(player)?;
        let empty = Declaration::default();
        let decl = self
            .declarations
            .get(player)
            .and_then(Option::as_ref)
            .unwrap_or(&empty);
        Some(scoring::score(
            decl,
            options.track.score_at(pos),
            self.tokens.get(player).copied().unwrap_or(0),
        ))
    }

    /// What the game waits for now.
    pub fn expected(&self) -> Expected {
        match (&self.pending, self.step) {
            (Some(Pending::Combat { .. }), _) => Expected::Fight,
            (Some(Pending::Spoils { .. }), _) => Expected::Spoils,
            (Some(Pending::Fee { .. }), _) => Expected::Fee,
            (Some(Pending::Shortage { .. }), _) => Expected::ShortageChoice,
            (Some(Pending::Recruit { .. }), _) => Expected::Recruit,
            (Some(Pending::LookOut { .. }), _) => Expected::LookOut,
            (None, Step::Dice) => Expected::ActionDice,
            (None, Step::Player { .. }) => Expected::CardAction,
            (None, Step::Ghost { .. }) => Expected::GhostMove,
            (None, Step::Scoring) => Expected::Declarations,
        }
    }
}
