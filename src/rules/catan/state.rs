//! The state of a Catan game: what the table would otherwise keep on paper.
//!
//! Only facts are stored (pieces built, counts entered, coins held). Every score, bank,
//! supply and card holder is computed from them in `score.rs` and the variant files.

use serde::{Deserialize, Serialize};

use super::race::Mark;
use crate::rules::dice::Dice;

pub use super::piece::Piece;

/// One player's column of the score sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sheet {
    pub settlements: u8,
    pub cities: u8,
    pub roads: u8,
    pub ships: u8,
    pub bridges: u8,
    /// The length of the player's longest road (trade route with ships), as entered.
    pub road: Mark,
    /// Knights played and still in front of the player.
    pub knights: Mark,
    /// Victory-point development cards in hand: hidden from the other players.
    pub vp_cards: u8,
}

impl Sheet {
    /// How many of `piece` are on the board.
    pub fn count(&self, piece: Piece) -> u8 {
        match piece {
            Piece::Road => self.roads,
            Piece::Settlement => self.settlements,
            Piece::City => self.cities,
            Piece::Ship => self.ships,
            Piece::Bridge => self.bridges,
        }
    }

    pub fn count_mut(&mut self, piece: Piece) -> &mut u8 {
        match piece {
            Piece::Road => &mut self.roads,
            Piece::Settlement => &mut self.settlements,
            Piece::City => &mut self.cities,
            Piece::Ship => &mut self.ships,
            Piece::Bridge => &mut self.bridges,
        }
    }

    /// The pieces a road length can be made of.
    pub fn route_pieces(&self) -> u8 {
        self.roads
            .saturating_add(self.ships)
            .saturating_add(self.bridges)
    }
}

/// Where the game is: the guided set-up placement, or normal turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Step `step` of the placement order; `settled` once its settlement is down and the
    /// road (or ship) is still to come.
    Placing {
        step: u8,
        settled: bool,
    },
    Playing,
}

/// Why the robber (or the pirate) has to be moved before the turn can end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RobberCause {
    Seven,
    Knight,
}

/// The turn indicator and the once-per-turn limits it drives. Reset when the turn passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    /// Whose turn it is, by seat.
    pub player: u8,
    /// Counted from 1 over the whole game (not per round).
    pub number: u16,
    pub rolled: bool,
    /// A development card was played this turn (one a turn).
    pub dev_card_played: bool,
    /// Duel: the coin spending of this turn is used.
    pub coins_spent: bool,
    /// Duel: a played knight was discarded for coins this turn.
    pub knight_discarded: bool,
    /// Rivers: resources bought with gold this turn.
    pub gold_buys: u8,
    /// Pirate Islands: the fortress was attacked this turn.
    pub fortress_attacked: bool,
}

/// The robber as far as the rules need it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Robber {
    /// A 7 or a knight asks for a robber (or pirate) move that is not entered yet.
    pub pending: Option<RobberCause>,
    /// The robber stands on the desert (the swamp in Rivers), where it blocks nobody.
    pub on_desert: bool,
    /// Players (bit per seat) whose buildings touched the hex of the last robber move.
    pub last_hits: u8,
}

/// The facts only one variant has.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Extra {
    None,
    /// Duel: coins per player. The bank is what is left of the 20.
    Duel {
        coins: Vec<u8>,
    },
    /// Rivers: gold per player. The supply is what is left of the 40.
    Rivers {
        gold: Vec<u8>,
    },
    Desert(super::seafarers::desert::Desert),
    Tribe(super::seafarers::tribe::Tribe),
    Cloth(super::seafarers::cloth::Cloth),
    Pirates(super::seafarers::pirates::Pirates),
}

/// Development cards drawn from the deck and no longer in front of anybody, so the deck's
/// limits can count every card drawn (from rules revision 2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spent {
    /// Duel: knights discarded for coins. They do not go back into the deck.
    pub knights: u8,
    /// Pirate Islands with 4 players: VP cards used to arm a warship.
    pub vp_cards: u8,
}

/// A Catan game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub phase: Phase,
    pub turn: Turn,
    pub sheets: Vec<Sheet>,
    pub robber: Robber,
    pub dice: Dice,
    /// Action number of the last accepted action, for the race stamps.
    pub now: u32,
    /// See `race.rs`.
    pub road_reset: u32,
    pub army_reset: u32,
    pub extra: Extra,
    pub spent: Spent,
}

impl State {
    /// The roll of the turn under way, once the current player has rolled: the previous
    /// player's dice belong to a turn that is over.
    pub fn turn_roll(&self) -> Option<crate::rules::dice::Roll> {
        self.turn.rolled.then_some(self.dice.last).flatten()
    }
}
