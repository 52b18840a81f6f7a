//! Jamaica (2 to 6 players), with the Ghost Ship (mandatory with two players, optional with
//! more) and The Crew expansion.
//!
//! The app mirrors the race: every ship's place on the track, the treasure tokens still on
//! the lairs, the round, the Captain and the Ghost Ship. Players keep their holds and cards on
//! the table; the app asks only what it needs (was the fee paid, how much food and gold is
//! left on a shortage, the combat dice) and records every loading action in the log.
//!
//! A round: the Captain's two action dice ([`Action::Dice`]); each player from the Captain on,
//! day action then night action ([`Action::Move`], [`Action::Load`]), each resolved in full
//! (fight, then lair or fee, shortage, recruiting) before the next; then the Ghost Ship's two
//! moves ([`Action::GhostMove`]). The game ends after the round in which a ship reaches Port
//! Royal; the players then declare their holds and cards ([`Action::Declare`]).

pub mod combat;
pub mod crew;
pub mod ghost;
pub mod powers;
pub mod refusal;
pub mod scoring;
pub mod table;
pub mod track;

use serde::{Deserialize, Serialize};

use super::players::{check_players, Player, SetupError};
use super::{GameRules, Guide, Outcome, Revision, Standing};
use combat::{CombatRoll, FightResult};
use crew::{Crew, Tavern};
use ghost::{Ghost, GhostDirection, MAX_GHOST_TREASURES, MAX_GOLD_TAKEN};
pub use refusal::{Expected, Refusal, RULE_IDS};
use scoring::{Declaration, ScoreSheet};
use track::{Dir, MoveError, Position, SpaceKind, Track};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;

/// The options of a game of Jamaica. The default is the shipped board, no ghost, no Crew,
/// seat 0 as first Captain.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The board, the shipped one unless a player corrected a space.
    pub track: Track,
    /// The Ghost Ship sails. Required with two players.
    pub ghost: bool,
    /// The Crew expansion: its treasure set, the tavern, the crew powers that touch the app.
    pub crew: bool,
    /// Seat of the first round's Captain; the compass then passes to the left.
    pub first_captain: u8,
    /// The reading of the rules the game follows (see [`Revision`]).
    pub revision: Revision,
}

impl Options {
    /// Sensible options for a number of players: the Ghost Ship with two.
    pub fn for_players(players: usize) -> Options {
        Options {
            ghost: players == 2,
            ..Options::default()
        }
    }
}

/// A ship on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ship {
    /// A player's ship, by seat.
    Player(u8),
    Ghost,
}

impl Ship {
    pub(crate) fn words(self) -> String {
        match self {
            Ship::Player(p) => format!("Player {}'s ship", u16::from(p) + 1),
            Ship::Ghost => "The Ghost Ship".to_string(),
        }
    }
}

/// The two halves of a round, one per action die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Half {
    Day,
    Night,
}

/// A good that a card loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Good {
    Food,
    Gold,
    Gunpowder,
}

/// The Captain's two action dice for the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ActionDice {
    pub day: u8,
    pub night: u8,
}

impl ActionDice {
    pub fn of(self, half: Half) -> u8 {
        match half {
            Half::Day => self.day,
            Half::Night => self.night,
        }
    }
}

/// What the winner of a fight with the Ghost Ship takes or gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spoils {
    /// The winner takes nothing.
    Nothing,
    /// The ghost won and takes the gold of one of the player's holds; it goes into an empty
    /// ghost hold, or to the bank if none is empty.
    GhostTakesGold { amount: u8 },
    /// The ghost won and takes a hold of food or gunpowder: it goes to the bank.
    GhostTakesGoods,
    /// The ghost won and takes a treasure card, face down by its board.
    GhostTakesTreasure,
    /// The player won and takes the gold of one ghost hold (0 to 4).
    TakeGhostHold { hold: u8 },
    /// The player won and takes one face-down ghost treasure (never the Cannon).
    TakeGhostTreasure,
    /// The player won and gives the ghost one of their treasure cards.
    GiveGhostTreasure,
}

/// Every action of a game of Jamaica.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// The Captain's roll: which die is day and which is night.
    Dice { day: u8, night: u8 },
    /// The current player's action moves their ship by the die of this half, plus `adjust`
    /// (-1, 0 or 1: the Anchoree and the Seafarer, with The Crew). `branches` names the space
    /// taken at every fork passed, in order.
    Move {
        dir: Dir,
        branches: Vec<u8>,
        adjust: i8,
    },
    /// The current player's action loads a good: recorded; the holds are on the table.
    Load { good: Good },
    /// The current player skips the action (the Old Seadog ignoring a backward move).
    Pass,
    /// The fee of the arrival space was paid in full.
    Pay,
    /// The fee could not be paid; the player says what food and gold they have, and the
    /// ship falls back to the first space behind it that they can pay.
    CouldNotPay { food: u8, gold: u8 },
    /// After a shortage with two ways back: the space chosen.
    FallBack { space: u8 },
    /// The fight on the mover's arrival space: the mover attacks `opponent`. The defender's
    /// roll may be left out when the attacker rolled a star.
    Fight {
        opponent: Ship,
        attacker: CombatRoll,
        defender: Option<CombatRoll>,
    },
    /// What the winner of a fight with the Ghost Ship takes.
    Spoils(Spoils),
    /// The Captain moves the Ghost Ship by the die of this half.
    GhostMove { dir: Dir, branches: Vec<u8> },
    /// After a port fee paid in full (The Crew): move the bottle to `bottle_to` (1 gold a
    /// step) and recruit the crew member on tavern space `slot`.
    Recruit { bottle_to: u8, slot: u8, crew: Crew },
    /// After a port fee paid in full: recruit nobody.
    SkipRecruit,
    /// A player's holds and cards at the end, for the final score.
    Declare {
        player: u8,
        declaration: Declaration,
    },
    /// A player has Calypso and the three cursed puppets aboard: they win at once.
    Calypso { player: u8 },
    /// The Witch's owner, before their day action: this turn the night's die comes first and
    /// the day's second (The Crew, see [`powers`]).
    WitchSwap,
    /// The Look-Out's owner takes the treasure of the lair on space `lair`, next to their ship.
    LookOut { lair: u8 },
    /// The Buccaneer's owner attacks `target` on a neighbouring space, once a turn before an
    /// action. A win over the Ghost Ship empties its hold `hold`; a player's emptied hold is
    /// on the table, and a loss or a tie changes nothing.
    Buccaneer {
        target: Ship,
        attacker: CombatRoll,
        defender: Option<CombatRoll>,
        hold: Option<u8>,
    },
    /// The fee could not be paid; the player says what food, gold and gunpowder they have
    /// (with the Prussian or the Helvetian Merchant, whose owner may pay with gunpowder), and
    /// the ship falls back as after [`Action::CouldNotPay`].
    CouldNotPayWith { food: u8, gold: u8, gunpowder: u8 },
}

impl Action {
    /// What a "could not pay" says the holds have; `None` for every other action.
    pub fn shortage_holds(&self) -> Option<powers::Holds> {
        match *self {
            Action::CouldNotPay { food, gold } => Some(powers::Holds {
                food,
                gold,
                gunpowder: 0,
            }),
            Action::CouldNotPayWith {
                food,
                gold,
                gunpowder,
            } => Some(powers::Holds {
                food,
                gold,
                gunpowder,
            }),
            _ => None,
        }
    }
}

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

/// The Jamaica rules.
pub struct Jamaica;

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
    /// The way of a fork it is on (inner channel or outer lane), if any.
    pub lane: Option<track::Lane>,
    /// Spaces still to sail from there to finish, by the shortest route.
    pub to_go: i32,
}

impl State {
    fn player_count(&self) -> usize {
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
    fn turn_key(&self) -> Option<(u16, u8)> {
        match self.step {
            Step::Player { turn, .. } => Some((self.round, turn)),
            _ => None,
        }
    }

    /// Counts `change` treasure cards more for `player`, while their count is known.
    fn count_treasures(&mut self, player: u8, change: i8) {
        if let Some(Some(n)) = self.treasures.get_mut(usize::from(player)) {
            *n = n.saturating_add_signed(change);
        }
    }

    /// The player's treasure cards can no longer be counted.
    fn forget_treasures(&mut self, player: u8) {
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

    fn set_position(&mut self, ship: Ship, pos: Position) {
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
                Some(Landing {
                    dir,
                    branches,
                    pos,
                    kind: space.kind,
                    cost: space.cost,
                    ships: self.ships_on(pos.space, Some(mover)),
                    treasure: self.lair_tokens.contains(&pos.space),
                    lane: options.track.lane(pos.space),
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

    /// After "could not pay": the spaces the current player's ship may fall back to.
    pub fn shortage_candidates(&self, options: &Options, holds: powers::Holds) -> Vec<Position> {
        let Some(Pending::Fee { player }) = self.pending else {
            return Vec::new();
        };
        let (food, gold) = powers::purse(options, self, usize::from(player), holds);
        self.ships
            .get(usize::from(player))
            .map_or(Vec::new(), |&p| {
                options.track.first_payable_behind(p, food, gold)
            })
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
            (None, Step::Dice) => Expected::ActionDice,
            (None, Step::Player { .. }) => Expected::CardAction,
            (None, Step::Ghost { .. }) => Expected::GhostMove,
            (None, Step::Scoring) => Expected::Declarations,
        }
    }
}

/// The current player, when `crew`'s power is theirs to use now (The Crew in play, and the
/// card recruited by them).
fn own_power(options: &Options, state: &State, crew: Crew) -> Result<usize, Refusal> {
    if !options.crew {
        return Err(Refusal::NoCrewInThisGame);
    }
    let player = state.current_player(options).ok_or(Refusal::NoSuchPlayer)?;
    if !powers::has(state, player, crew) {
        return Err(Refusal::PowerNotYours(crew));
    }
    Ok(player)
}

fn move_refusal(e: MoveError) -> Refusal {
    match e {
        MoveError::BranchNeeded { at, options } => Refusal::BranchNeeded { at, options },
        MoveError::BadBranch { at, chosen } => Refusal::BadBranch { at, chosen },
        MoveError::UnusedBranch => Refusal::UnusedBranch,
        MoveError::OffTrack => Refusal::OffTrack,
        MoveError::TooManyLaps => Refusal::TooManyLaps,
    }
}

/// Moves the round on after the current action is fully resolved: the next half, the next
/// player (skipping ships already in Port Royal, whose remaining actions are ignored), the
/// ghost, or the end of the round.
fn advance(options: &Options, s: &mut State) {
    s.pending = None;
    let n = s.player_count() as u8;
    loop {
        let next = match s.step {
            Step::Dice => Some(Step::Player {
                turn: 0,
                half: Half::Day,
            }),
            Step::Player {
                turn,
                half: Half::Day,
            } => Some(Step::Player {
                turn,
                half: Half::Night,
            }),
            Step::Player {
                turn,
                half: Half::Night,
            } => {
                if turn + 1 < n {
                    Some(Step::Player {
                        turn: turn + 1,
                        half: Half::Day,
                    })
                } else if s.ghost.is_some() {
                    Some(Step::Ghost { half: Half::Day })
                } else {
                    None
                }
            }
            Step::Ghost { half: Half::Day } => Some(Step::Ghost { half: Half::Night }),
            Step::Ghost { half: Half::Night } => None,
            Step::Scoring => return,
        };
        match next {
            Some(step) => {
                s.step = step;
                if let Some(p) = s.current_player(options) {
                    if s.finished(p) {
                        continue;
                    }
                }
                return;
            }
            None => {
                if (0..s.player_count()).any(|p| s.finished(p)) {
                    s.step = Step::Scoring;
                } else {
                    s.round = s.round.saturating_add(1);
                    s.step = Step::Dice;
                }
                s.dice = if s.step == Step::Scoring {
                    s.dice
                } else {
                    None
                };
                return;
            }
        }
    }
}

/// A ship ended a move: a fight first if ships are there, then the space.
fn arrive(options: &Options, s: &mut State, arrival: Arrival) {
    let Some(pos) = s.position(arrival.ship) else {
        advance(options, s);
        return;
    };
    let targets = s.ships_on(pos.space, Some(arrival.ship));
    if !targets.is_empty() {
        s.pending = Some(Pending::Combat { arrival, targets });
        return;
    }
    after_fight(options, s, arrival);
}

/// The space's own effect once any fight is over: a lair's token, or the fee.
fn after_fight(options: &Options, s: &mut State, arrival: Arrival) {
    let Some(pos) = s.position(arrival.ship) else {
        advance(options, s);
        return;
    };
    if let Some(i) = s.lair_tokens.iter().position(|&l| l == pos.space) {
        s.lair_tokens.remove(i);
        match arrival.ship {
            Ship::Player(p) => {
                if let Some(t) = s.tokens.get_mut(usize::from(p)) {
                    *t = t.saturating_add(1);
                }
                s.count_treasures(p, 1);
            }
            Ship::Ghost => {
                if let Some(g) = s.ghost.as_mut() {
                    g.tokens = g.tokens.saturating_add(1);
                    g.treasures = g.treasures.saturating_add(1).min(MAX_GHOST_TREASURES);
                }
            }
        }
        advance(options, s);
        return;
    }
    let has_cost = options
        .track
        .space(pos.space)
        .is_some_and(|sp| sp.kind.has_cost());
    match arrival.ship {
        Ship::Player(p) if has_cost && !pos.finished() => {
            if arrival.fallback {
                paid(options, s, p, pos.space);
            } else {
                s.pending = Some(Pending::Fee { player: p });
            }
        }
        _ => advance(options, s),
    }
}

/// A fee was paid in full: with The Crew, a port offers recruiting.
fn paid(options: &Options, s: &mut State, player: u8, space: u8) {
    let port = options
        .track
        .space(space)
        .is_some_and(|sp| sp.kind == SpaceKind::Port);
    if options.crew && port && s.tavern.is_some() {
        s.pending = Some(Pending::Recruit { player });
    } else {
        advance(options, s);
    }
}

impl GameRules for Jamaica {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Refusal = Refusal;
    type Change = table::TableChange;
    type Step = Expected;

    /// Jamaica's step is what [`State::expected`] says; the seat is the player it waits for,
    /// the Captain for the dice and the ghost's moves.
    fn guide(options: &Options, _players: &[Player], state: &State) -> Guide<Expected, Action> {
        let step = state.expected();
        let pending_player = match &state.pending {
            Some(
                Pending::Fee { player }
                | Pending::Shortage { player, .. }
                | Pending::Recruit { player }
                | Pending::Spoils { player, .. },
            ) => Some(usize::from(*player)),
            Some(Pending::Combat { arrival, .. }) => match arrival.ship {
                Ship::Player(p) => Some(usize::from(p)),
                Ship::Ghost => Some(state.captain(options)),
            },
            None => None,
        };
        let seat = match step {
            Expected::ActionDice | Expected::GhostMove => Some(state.captain(options)),
            Expected::Declarations => None,
            _ => pending_player.or_else(|| state.current_player(options)),
        };
        let actions = match step {
            Expected::ActionDice => vec![Action::Dice { day: 1, night: 1 }],
            Expected::CardAction => vec![
                Action::Move {
                    dir: Dir::Forward,
                    branches: Vec::new(),
                    adjust: 0,
                },
                Action::Load { good: Good::Food },
                Action::Pass,
            ],
            Expected::Fee => vec![Action::Pay, Action::CouldNotPay { food: 0, gold: 0 }],
            Expected::Recruit => vec![Action::SkipRecruit],
            Expected::Spoils => vec![Action::Spoils(Spoils::Nothing)],
            Expected::GhostMove => vec![Action::GhostMove {
                dir: Dir::Forward,
                branches: Vec::new(),
            }],
            // Their values come from the table: a screen asks for them.
            Expected::Fight | Expected::ShortageChoice | Expected::Declarations => Vec::new(),
        };
        Guide {
            seat,
            step,
            actions,
        }
    }

    fn changes(options: &Options, before: &State, after: &State) -> Vec<table::TableChange> {
        table::changes(options, before, after)
    }

    fn revision(options: &Options) -> Revision {
        options.revision
    }

    fn with_revision(options: Options, revision: Revision) -> Options {
        Options {
            revision,
            ..options
        }
    }

    /// The Captain rolls the action dice; a player's action, fee, fight, spoils and recruit
    /// are the current player's. The Ghost Ship's moves and fights, and the declarations
    /// (which name their player), have no actor.
    fn actor(options: &Options, state: &State, action: &Action) -> Option<usize> {
        match action {
            Action::Dice { .. } => Some(state.captain(options)),
            Action::GhostMove { .. } | Action::Declare { .. } | Action::Calypso { .. } => None,
            _ => state.current_player(options),
        }
    }

    fn start(options: &Options, players: &[Player]) -> Result<State, SetupError> {
        check_players(players, MIN_PLAYERS, MAX_PLAYERS)?;
        if players.len() == 2 && !options.ghost {
            return Err(SetupError::Option(
                "With two players the Ghost Ship sails: turn it on.".into(),
            ));
        }
        if usize::from(options.first_captain) >= players.len() {
            return Err(SetupError::Option(
                "The first Captain must be one of the players.".into(),
            ));
        }
        let n = players.len();
        Ok(State {
            round: 1,
            step: Step::Dice,
            dice: None,
            pending: None,
            ships: vec![Position::START; n],
            ghost: options.ghost.then(Ghost::default),
            lair_tokens: options.track.lairs(),
            tokens: vec![0; n],
            tavern: options.crew.then(Tavern::default),
            recruited: Vec::new(),
            declarations: vec![None; n],
            calypso: None,
            treasures: vec![Some(0); n],
            witch: None,
            buccaneer: None,
        })
    }

    fn apply(
        options: &Options,
        players: &[Player],
        state: &State,
        action: &Action,
    ) -> Result<State, Refusal> {
        let mut s = state.clone();
        let not_now = Err(Refusal::NotNow(state.expected()));
        match action {
            Action::Dice { day, night } => {
                if state.step != Step::Dice || state.pending.is_some() {
                    return not_now;
                }
                for &d in [day, night] {
                    if !(1..=6).contains(&d) {
                        return Err(Refusal::BadActionDie(d));
                    }
                }
                s.dice = Some(ActionDice {
                    day: *day,
                    night: *night,
                });
                advance(options, &mut s);
            }
            Action::Move {
                dir,
                branches,
                adjust,
            } => {
                let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                    return not_now;
                };
                let player = state.current_player(options).ok_or(Refusal::NoSuchPlayer)?;
                powers::check_adjust(options, state, player, *adjust)?;
                let die = state
                    .current_die()
                    .ok_or(Refusal::NotNow(Expected::ActionDice))?;
                let steps = u8::try_from(i16::from(die) + i16::from(*adjust))
                    .ok()
                    .filter(|&st| st > 0)
                    .ok_or(Refusal::NoSteps)?;
                let from = state
                    .ships
                    .get(player)
                    .copied()
                    .ok_or(Refusal::NoSuchPlayer)?;
                let to = options
                    .track
                    .walk(from, *dir, steps, branches)
                    .map_err(move_refusal)?;
                let ship = Ship::Player(player as u8);
                s.set_position(ship, to);
                arrive(
                    options,
                    &mut s,
                    Arrival {
                        ship,
                        fallback: false,
                    },
                );
            }
            Action::Load { .. } => {
                let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                    return not_now;
                };
                advance(options, &mut s);
            }
            Action::Pass => {
                let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                    return not_now;
                };
                let player = state.current_player(options).ok_or(Refusal::NoSuchPlayer)?;
                powers::check_pass(options, state, player)?;
                advance(options, &mut s);
            }
            Action::Pay => {
                let Some(Pending::Fee { player }) = state.pending else {
                    return not_now;
                };
                let space = state
                    .ships
                    .get(usize::from(player))
                    .ok_or(Refusal::NoSuchPlayer)?
                    .space;
                paid(options, &mut s, player, space);
            }
            Action::CouldNotPay { .. } | Action::CouldNotPayWith { .. } => {
                let holds = action.shortage_holds().unwrap_or_default();
                let Some(Pending::Fee { player }) = state.pending else {
                    return not_now;
                };
                let pos = *state
                    .ships
                    .get(usize::from(player))
                    .ok_or(Refusal::NoSuchPlayer)?;
                let space = options.track.space(pos.space).ok_or(Refusal::OffTrack)?;
                let (food, gold) = powers::purse(options, state, usize::from(player), holds);
                if let Some(cost) = space.cost {
                    let (have, is_gold) = match space.kind {
                        SpaceKind::Port => (gold, true),
                        _ => (food, false),
                    };
                    if have >= cost {
                        return Err(Refusal::CanPay {
                            cost,
                            have,
                            gold: is_gold,
                        });
                    }
                }
                let candidates = options.track.first_payable_behind(pos, food, gold);
                match candidates.as_slice() {
                    [] => return Err(Refusal::OffTrack),
                    [only] => {
                        s.set_position(Ship::Player(player), *only);
                        s.pending = None;
                        arrive(
                            options,
                            &mut s,
                            Arrival {
                                ship: Ship::Player(player),
                                fallback: true,
                            },
                        );
                    }
                    _ => s.pending = Some(Pending::Shortage { player, candidates }),
                }
            }
            Action::FallBack { space } => {
                let Some(Pending::Shortage { player, candidates }) = &state.pending else {
                    return not_now;
                };
                let to = candidates
                    .iter()
                    .find(|c| c.space == *space)
                    .copied()
                    .ok_or(Refusal::NotACandidate(*space))?;
                let ship = Ship::Player(*player);
                s.set_position(ship, to);
                s.pending = None;
                arrive(
                    options,
                    &mut s,
                    Arrival {
                        ship,
                        fallback: true,
                    },
                );
            }
            Action::Fight {
                opponent,
                attacker,
                defender,
            } => {
                let Some(Pending::Combat { arrival, targets }) = &state.pending else {
                    return not_now;
                };
                if !targets.contains(opponent) {
                    return Err(Refusal::NotAnOpponent(*opponent));
                }
                let result = powers::fight(
                    options,
                    state,
                    arrival.ship,
                    *opponent,
                    attacker,
                    defender.as_ref(),
                )?
                .ok_or(Refusal::DefenderRollMissing)?;
                let arrival = *arrival;
                let winner = match result {
                    FightResult::AttackerWins => Some(arrival.ship),
                    FightResult::DefenderWins => Some(*opponent),
                    FightResult::Tie => None,
                };
                let ghost_player = match (arrival.ship, *opponent) {
                    (Ship::Ghost, Ship::Player(p)) | (Ship::Player(p), Ship::Ghost) => Some(p),
                    _ => None,
                };
                match (winner, ghost_player) {
                    (Some(w), Some(player)) => {
                        s.pending = Some(Pending::Spoils {
                            arrival,
                            ghost_won: w == Ship::Ghost,
                            player,
                        });
                    }
                    // Between players the spoils change holds and cards on the table only, so
                    // the app no longer knows how many cards either holds.
                    _ => {
                        if let (Some(_), Ship::Player(a), Ship::Player(d)) =
                            (winner, arrival.ship, *opponent)
                        {
                            s.forget_treasures(a);
                            s.forget_treasures(d);
                        }
                        s.pending = None;
                        after_fight(options, &mut s, arrival);
                    }
                }
            }
            Action::Spoils(spoils) => {
                let Some(Pending::Spoils {
                    arrival,
                    ghost_won,
                    player,
                }) = state.pending
                else {
                    return not_now;
                };
                let surely_none = state.treasures.get(usize::from(player)) == Some(&Some(0));
                let cards_change = match (spoils, ghost_won) {
                    (Spoils::GhostTakesTreasure, true) | (Spoils::GiveGhostTreasure, false) => -1,
                    (Spoils::TakeGhostTreasure, false) => 1,
                    _ => 0,
                };
                if cards_change < 0 && surely_none && options.revision.follows_sheets() {
                    return Err(Refusal::NoTreasureToGive);
                }
                s.count_treasures(player, cards_change);
                let ghost = s.ghost.as_mut().ok_or(Refusal::NoGhostInThisGame)?;
                match (spoils, ghost_won) {
                    (Spoils::Nothing, _) => {}
                    (Spoils::GhostTakesGold { amount }, true) => {
                        if *amount == 0 || *amount > MAX_GOLD_TAKEN {
                            return Err(Refusal::BadGoldAmount);
                        }
                        ghost.load_gold(*amount);
                    }
                    (Spoils::GhostTakesGoods, true) => {}
                    (Spoils::GhostTakesTreasure, true) => {
                        if ghost.treasures >= MAX_GHOST_TREASURES {
                            return Err(Refusal::GhostTreasureLimit);
                        }
                        ghost.treasures += 1;
                    }
                    (Spoils::TakeGhostHold { hold }, false) => {
                        let h = ghost
                            .holds
                            .get_mut(usize::from(*hold))
                            .filter(|g| **g > 0)
                            .ok_or(Refusal::GhostHoldEmpty(*hold))?;
                        *h = 0;
                    }
                    (Spoils::TakeGhostTreasure, false) => {
                        if ghost.treasures == 0 {
                            return Err(Refusal::CannonNeverStolen);
                        }
                        ghost.treasures -= 1;
                    }
                    (Spoils::GiveGhostTreasure, false) => {
                        if ghost.treasures >= MAX_GHOST_TREASURES {
                            return Err(Refusal::GhostTreasureLimit);
                        }
                        ghost.treasures += 1;
                    }
                    _ => return Err(Refusal::WrongSpoils { ghost_won }),
                }
                s.pending = None;
                after_fight(options, &mut s, arrival);
            }
            Action::GhostMove { dir, branches } => {
                let (Step::Ghost { .. }, None) = (state.step, &state.pending) else {
                    return not_now;
                };
                let direction = state
                    .ghost_direction(options)
                    .ok_or(Refusal::NoGhostInThisGame)?;
                if let GhostDirection::Forced { dir: must, why } = direction {
                    if must != *dir {
                        return Err(Refusal::GhostDirection { must, why });
                    }
                }
                let die = state
                    .current_die()
                    .ok_or(Refusal::NotNow(Expected::ActionDice))?;
                let from = state
                    .position(Ship::Ghost)
                    .ok_or(Refusal::NoGhostInThisGame)?;
                let to = options
                    .track
                    .walk(from, *dir, die, branches)
                    .map_err(move_refusal)?;
                s.set_position(Ship::Ghost, to);
                arrive(
                    options,
                    &mut s,
                    Arrival {
                        ship: Ship::Ghost,
                        fallback: false,
                    },
                );
            }
            Action::Recruit {
                bottle_to,
                slot,
                crew,
            } => {
                let Some(Pending::Recruit { player }) = state.pending else {
                    return not_now;
                };
                let tavern = state.tavern.ok_or(Refusal::NoCrewInThisGame)?;
                if state.recruited.iter().any(|&(_, c)| c == *crew) {
                    return Err(Refusal::CrewAlreadyRecruited(*crew));
                }
                let (tavern, _cost) = tavern.recruit(*bottle_to, *slot).map_err(Refusal::Tavern)?;
                s.tavern = Some(tavern);
                s.recruited.push((player, *crew));
                advance(options, &mut s);
            }
            Action::SkipRecruit => {
                let Some(Pending::Recruit { .. }) = state.pending else {
                    return not_now;
                };
                advance(options, &mut s);
            }
            Action::Declare {
                player,
                declaration,
            } => {
                if state.step != Step::Scoring {
                    return not_now;
                }
                let p = usize::from(*player);
                if p >= players.len() || p >= state.declarations.len() {
                    return Err(Refusal::NoSuchPlayer);
                }
                let others: Vec<&Declaration> = state
                    .declarations
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != p)
                    .filter_map(|(_, d)| d.as_ref())
                    .collect();
                let recruited: Vec<Crew> = state
                    .recruited
                    .iter()
                    .filter(|&&(seat, _)| usize::from(seat) == p)
                    .map(|&(_, c)| c)
                    .collect();
                let table = scoring::Table {
                    crew: options.crew,
                    ghost: options.ghost,
                    sheets: options.revision.follows_sheets(),
                    recruited: &recruited,
                };
                scoring::check_declaration(declaration, &others, &table, state.finished(p))
                    .map_err(Refusal::Declaration)?;
                s.declarations[p] = Some(declaration.clone());
            }
            Action::Calypso { player } => {
                if !options.crew {
                    return Err(Refusal::NoCrewInThisGame);
                }
                if usize::from(*player) >= state.player_count() {
                    return Err(Refusal::NoSuchPlayer);
                }
                // From revision 2 the win is checked from what the player declared.
                let aboard = state
                    .declarations
                    .get(usize::from(*player))
                    .and_then(Option::as_ref)
                    .is_some_and(scoring::calypso_wins);
                if options.revision.follows_sheets() && !aboard {
                    return Err(Refusal::CalypsoNotAboard);
                }
                s.calypso = Some(*player);
            }
            Action::WitchSwap => {
                let (Step::Player { half, .. }, None) = (state.step, &state.pending) else {
                    return not_now;
                };
                let player = own_power(options, state, Crew::Witch)?;
                let key = state.turn_key();
                if half != Half::Day || state.witch == key {
                    return Err(Refusal::PowerUsedThisTurn(Crew::Witch));
                }
                debug_assert!(state.current_player(options) == Some(player));
                s.witch = key;
            }
            Action::LookOut { lair } => {
                let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                    return not_now;
                };
                let player = own_power(options, state, Crew::LookOut)?;
                if !powers::lookout_lairs(options, state, player).contains(lair) {
                    return Err(Refusal::NoLairNextToShip(*lair));
                }
                s.lair_tokens.retain(|l| l != lair);
                if let Some(t) = s.tokens.get_mut(player) {
                    *t = t.saturating_add(1);
                }
                s.count_treasures(player as u8, 1);
            }
            Action::Buccaneer {
                target,
                attacker,
                defender,
                hold,
            } => {
                let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                    return not_now;
                };
                let player = own_power(options, state, Crew::Buccaneer)?;
                if state.buccaneer.is_some() && state.buccaneer == state.turn_key() {
                    return Err(Refusal::PowerUsedThisTurn(Crew::Buccaneer));
                }
                if !powers::buccaneer_targets(options, state, player).contains(target) {
                    return Err(Refusal::NotAnOpponent(*target));
                }
                let me = Ship::Player(player as u8);
                let won = powers::fight(options, state, me, *target, attacker, defender.as_ref())?
                    .ok_or(Refusal::DefenderRollMissing)?
                    == FightResult::AttackerWins;
                match (won, *target, hold) {
                    (true, Ship::Ghost, Some(h)) => {
                        let ghost = s.ghost.as_mut().ok_or(Refusal::NoGhostInThisGame)?;
                        let gold = ghost
                            .holds
                            .get_mut(usize::from(*h))
                            .filter(|g| **g > 0)
                            .ok_or(Refusal::GhostHoldEmpty(*h))?;
                        *gold = 0;
                    }
                    // Nothing to empty in the ghost's holds, or a player's hold (on the table).
                    (true, Ship::Ghost, None) => {
                        let empty = state
                            .ghost
                            .as_ref()
                            .is_none_or(|g| g.holds.iter().all(|&x| x == 0));
                        if !empty {
                            return Err(Refusal::BuccaneerHold);
                        }
                    }
                    (true, Ship::Player(_), None) | (false, _, None) => {}
                    (_, _, Some(_)) => return Err(Refusal::BuccaneerHold),
                }
                s.buccaneer = state.turn_key();
            }
        }
        Ok(s)
    }

    /// Over when Calypso wins, or once the race has ended and every player has declared:
    /// Calypso with the three puppets wins outright, otherwise the highest score, then the
    /// ship furthest along, then a shared win.
    fn outcome(options: &Options, players: &[Player], state: &State) -> Option<Outcome> {
        if let Some(p) = state.calypso {
            return Some(Outcome {
                winners: vec![usize::from(p)],
            });
        }
        if state.step != Step::Scoring || state.declarations.iter().any(Option::is_none) {
            return None;
        }
        if let Some(p) = state
            .declarations
            .iter()
            .position(|d| d.as_ref().is_some_and(scoring::calypso_wins))
        {
            return Some(Outcome { winners: vec![p] });
        }
        let entries: Vec<(usize, i32, i32)> = (0..players.len().min(state.ships.len()))
            .filter_map(|p| {
                let sheet = state.score_sheet(options, p)?;
                Some((p, sheet.total(), options.track.spaces_left(state.ships[p])))
            })
            .collect();
        Some(Outcome {
            winners: scoring::winners(&entries),
        })
    }

    fn standings(options: &Options, _players: &[Player], state: &State) -> Vec<Standing> {
        (0..state.ships.len())
            .map(|p| Standing {
                player: p,
                score: state
                    .score_sheet(options, p)
                    .map_or(0, |s| i64::from(s.total())),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
