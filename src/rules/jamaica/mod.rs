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

mod apply;
pub mod combat;
pub mod crew;
mod deciders;
mod flow;
pub mod ghost;
pub mod powers;
pub mod refusal;
pub mod scoring;
mod state;
pub mod table;
pub mod track;

use serde::{Deserialize, Serialize};

use super::players::{check_players, OptionError, Player, SetupError};
use super::{GameRules, Guide, Listing, Moment, Outcome, Revision, Standing};
use combat::CombatRoll;
use crew::{Crew, Tavern};
use ghost::Ghost;
pub use refusal::{Expected, Refusal, RULE_IDS};
use scoring::Declaration;
pub use state::{Arrival, Landing, Pending, State, Step};
use track::{Dir, Position, Track};

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
    /// At the end of their turn (rules revision 3): the Look-Out's owner takes no treasure
    /// from the lairs next to their ship.
    SkipLookOut,
    /// The fee of the arrival space was paid in full with `food` and `gold` together, from the
    /// holds the player chose: the Venetian Merchant's power (rules revision 3).
    PayWith { food: u8, gold: u8 },
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

/// The Jamaica rules.
pub struct Jamaica;

impl GameRules for Jamaica {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Refusal = Refusal;
    type Change = table::TableChange;
    type Step = Expected;

    /// Jamaica's step is what [`State::expected`] says; the seat is the player whose choice it
    /// waits for ([`State::deciders`]): the Captain for the dice and the ghost's moves, the
    /// player outside a fight the ghost won; none when several may decide or each declares.
    fn guide(options: &Options, _players: &[Player], state: &State) -> Guide<Expected, Action> {
        let step = state.expected();
        // The fee's and the Look-Out's player is the one who decides.
        let seat = match state.deciders(options).as_slice() {
            [one] => Some(*one),
            _ => None,
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
            Expected::Fee => {
                let mut fee = vec![Action::Pay, Action::CouldNotPay { food: 0, gold: 0 }];
                // The Venetian's mix, offered to her owner: here all of the fee in the good
                // the space asks for, which the screen lets the player split.
                if let Some(p) = seat.filter(|&p| powers::check_mix(options, state, p).is_ok()) {
                    let space = state
                        .ships
                        .get(p)
                        .and_then(|pos| options.track.space(pos.space));
                    let cost = space.and_then(|sp| sp.cost).unwrap_or(0);
                    let port = space.is_some_and(|sp| sp.kind == track::SpaceKind::Port);
                    fee.push(if port {
                        Action::PayWith {
                            food: 0,
                            gold: cost,
                        }
                    } else {
                        Action::PayWith {
                            food: cost,
                            gold: 0,
                        }
                    });
                }
                fee
            }
            Expected::Recruit => vec![Action::SkipRecruit],
            Expected::LookOut => {
                let lairs = seat
                    .map(|p| powers::lookout_lairs(options, state, p))
                    .unwrap_or_default();
                lairs
                    .into_iter()
                    .map(|lair| Action::LookOut { lair })
                    .chain([Action::SkipLookOut])
                    .collect()
            }
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

    crate::rules::revision_in_options!();

    /// Jamaica on BoardGameGeek: id 28023, the number in the address of its page there
    /// (boardgamegeek.com/boardgame/28023/jamaica). The Ghost Ship and The Crew are named in
    /// the play's board.
    fn listing(_options: &Options) -> Option<Listing> {
        Some(Listing {
            name: "Jamaica",
            bgg_id: Some(28023),
            key: "jamaica",
        })
    }

    /// The Captain rolls the action dice; a player's action, fee, fight, spoils and recruit
    /// are the current player's. The Ghost Ship's moves and fights, and the declarations
    /// (which name their player), have no actor.
    /// A declaration and Calypso's win are the player's they name.
    fn named(_options: &Options, action: &Action) -> Vec<usize> {
        match action {
            Action::Declare { player, .. } | Action::Calypso { player } => {
                vec![usize::from(*player)]
            }
            _ => Vec::new(),
        }
    }

    fn actor(options: &Options, state: &State, action: &Action) -> Option<usize> {
        match action {
            Action::Dice { .. } => Some(state.captain(options)),
            Action::GhostMove { .. } | Action::Declare { .. } | Action::Calypso { .. } => None,
            // A player who beat the Ghost Ship chooses the spoils, on the ghost's move too.
            Action::Spoils(_) => match &state.pending {
                Some(Pending::Spoils {
                    ghost_won: false,
                    player,
                    ..
                }) => Some(usize::from(*player)),
                _ => state.current_player(options),
            },
            _ => state.current_player(options),
        }
    }

    fn start(options: &Options, players: &[Player]) -> Result<State, SetupError> {
        check_players(players, MIN_PLAYERS, MAX_PLAYERS)?;
        if players.len() == 2 && !options.ghost {
            return Err(SetupError::Option(OptionError::GhostNeeded));
        }
        if usize::from(options.first_captain) >= players.len() {
            return Err(SetupError::Option(OptionError::FirstCaptain));
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
        apply::apply(options, players, state, action)
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

    /// The rounds of the race, then the final count.
    fn moment(_options: &Options, state: &State) -> Option<Moment> {
        Some(match state.step {
            Step::Scoring => Moment::FinalCount,
            _ => Moment::Round(u32::from(state.round)),
        })
    }

    /// The track score counts only at the end of the race: while it runs, the table follows
    /// the spaces each ship has to go.
    fn scored_at_end(_options: &Options) -> bool {
        true
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
