//! Everything a player can enter during a game of Catan: one exhaustive enum.
//!
//! Actions name no actor when the rules say only the player whose turn it is may act (the
//! turn indicator says who that is); actions that may concern anyone carry a seat.
//! Random outcomes (dice, the fortress die) arrive inside the action.

use serde::{Deserialize, Serialize};

use super::state::Piece;
use crate::rules::dice::Roll;

/// Where a piece is built, when the variant pays for the place.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// Anywhere that earns nothing special.
    #[default]
    Land,
    /// Rivers: a settlement on the river, or a road along it (1 gold each).
    River,
    /// Through the Desert: a settlement in foreign area number `n` (from 0).
    Foreign(u8),
}

/// The three things duel coins buy (one per turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CoinSpend {
    /// Take 2 random cards from the opponent, give 2 back. `opponent_cards` is how many
    /// resource cards the opponent holds, as counted at the table.
    ForcedTrade { opponent_cards: u8 },
    /// Send the robber back to the desert; nothing is stolen.
    RobberToDesert,
    /// 2 resource cards of one kind for 1 of any kind from the bank.
    Exchange,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The current player's roll from the app's dice: in deck mode, a card dealt from the deck.
    Roll(Roll),
    /// Passes the turn to the next seat.
    EndTurn,
    /// The current player (during set-up: the placing player) builds a piece.
    Build { piece: Piece, spot: Spot },
    /// A player's longest road (trade route) is now `length` long; it can go down when an
    /// opponent breaks it.
    SetRoadLength { player: u8, length: u8 },
    /// The current player plays a knight card.
    PlayKnight,
    /// The current player draws a victory-point development card and keeps it hidden.
    DrawVpCard,
    /// The robber is moved for the 7 or the knight. `hits` has bit `1 << seat` for every
    /// player with a settlement or city on the new hex; `desert` when it went to the desert.
    MoveRobber { hits: u8, desert: bool },
    /// Seafarers: the pirate is moved instead of the robber. In Cloth for Catan the mover may
    /// take one cloth from `cloth_from` (a player with a ship next to the pirate).
    MovePirate { cloth_from: Option<u8> },
    /// Duel: the current player spends coins on one of the three coin actions.
    SpendCoins(CoinSpend),
    /// Duel: the current player discards one played knight to take 2 coins.
    DiscardKnight,
    /// Rivers: the current player buys one resource for 2 gold.
    BuyWithGold,
    /// Rivers: gold changes hands in a trade with the current player.
    GiveGold { from: u8, to: u8, amount: u8 },
    /// Forgotten Tribe: the current player's ship reached a Catan chit (1 VP).
    TakeTribeChit,
    /// Forgotten Tribe: the current player's ship reached a gift development card.
    TakeGiftCard,
    /// Forgotten Tribe: the current player's ship captured a harbor token.
    CaptureHarbor,
    /// Forgotten Tribe: the current player places a captured harbor by a coastal settlement.
    PlaceHarbor,
    /// Cloth for Catan: the current player's shipping route reached village `village`.
    ConnectVillage { village: u8 },
    /// Pirate Islands: the players with a settlement or city next to loop hex `stop`
    /// (bit `1 << seat` each). Entered once per hex, changed when someone builds there.
    SetFleetStop { stop: u8, players: u8 },
    /// Pirate Islands: the current player's route now reaches (or no longer reaches) their
    /// fortress.
    ReachFortress(bool),
    /// Pirate Islands: the current player attacks their fortress; `die` is the fortress die.
    AttackFortress { die: u8 },
    /// Pirate Islands with 4 players: a VP card is revealed as a knight to arm a warship.
    WarshipFromVpCard,
    /// The current player's roll as the table's physical dice show it. It is recorded as it
    /// is, whatever the dice deck holds: the deck deals only what the app rolls.
    TableRoll(Roll),
}

impl Action {
    /// The dice this action rolled, from the app's deck or the table's dice: what the count
    /// of totals rolled in a game reads from its log.
    pub fn rolled(&self) -> Option<Roll> {
        match self {
            Action::Roll(roll) | Action::TableRoll(roll) => Some(*roll),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_two_rolls_rolled_dice() {
        let roll = Roll::new(2, 5);
        assert_eq!(Action::Roll(roll).rolled(), Some(roll));
        assert_eq!(Action::TableRoll(roll).rolled(), Some(roll));
        assert_eq!(Action::EndTurn.rolled(), None);
    }
}
