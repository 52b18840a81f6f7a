//! Why a Catan action is refused: a typed reason, a message a player understands, and the id
//! of the rule entry it comes from (so the rule reference can be checked against the code).

use std::fmt;

use super::piece::Piece;
use crate::rules::dice::DiceRefusal;

/// The variant or scenario an action needs, named by a [`Refusal::WrongVariant`]. A type
/// rather than words, so every language names it through an exhaustive match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    Duel,
    Rivers,
    Desert,
    Tribe,
    Cloth,
    Pirates,
    /// Any Seafarers scenario with a pirate (Cloth for Catan or The Pirate Islands).
    SeafarersWithPirate,
}

impl Needs {
    /// The English name, as the rules module's messages say it.
    pub fn name(self) -> &'static str {
        match self {
            Needs::Duel => "the two-player duel",
            Needs::Rivers => "Rivers of Catan",
            Needs::Desert => "Through the Desert",
            Needs::Tribe => "The Forgotten Tribe",
            Needs::Cloth => "Cloth for Catan",
            Needs::Pirates => "The Pirate Islands",
            Needs::SeafarersWithPirate => "Seafarers scenarios with a pirate",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NoSuchPlayer,
    /// The action belongs to another variant: the one it needs.
    WrongVariant(Needs),
    /// Set-up expects another piece next.
    PlacementExpects(Piece),
    /// Not possible during the set-up placement.
    NotDuringPlacement,
    /// Only possible during the set-up placement.
    OnlyDuringPlacement,
    RollFirst,
    AlreadyRolled,
    Dice(DiceRefusal),
    /// The robber (or pirate) must be moved before this.
    MoveRobberFirst,
    NoRobberToMove,
    PieceLimit {
        piece: Piece,
        limit: u8,
    },
    PieceNotInVariant(Piece),
    NoSettlementToUpgrade,
    /// The spot does not fit the piece (for example a city "on the river").
    SpotNotForPiece,
    RoadLongerThanPieces {
        pieces: u8,
    },
    OneDevCardPerTurn,
    NoVpCardsLeft,
    NoKnightsLeft,
    BadHits,
    // Duel
    CoinsOff,
    CoinsLocked,
    CoinsAlreadySpent,
    CannotPay {
        price: u8,
        coins: u8,
    },
    OpponentHandEmpty,
    RobberAlreadyOnDesert,
    NoKnightToDiscard,
    KnightAlreadyDiscarded,
    FriendlyRobber {
        player: u8,
    },
    RobberProtection {
        player: u8,
    },
    // Rivers
    NotEnoughGold {
        need: u8,
        have: u8,
    },
    GoldBuyLimit,
    GoldTradeNotWithCurrent,
    ZeroGold,
    // Seafarers
    ForeignDuringPlacement,
    NoSuchArea,
    TribeChitsGone,
    GiftCardsGone,
    HarborsGone,
    NoHarborToPlace,
    NoSuchVillage,
    AlreadyConnected,
    PirateLockedUntilConnection,
    NoClothToTake,
    NoRobberInScenario,
    NoNormalShip,
    NoSuchStop,
    NotAtFortress,
    FortressConquered,
    FortressAlreadyAttacked,
    BadDie,
    VpCardsOutOfGame,
}

impl Refusal {
    /// The rule entry this refusal comes from: a stable kebab-case id listed in [`RULE_IDS`].
    pub fn rule_id(&self) -> &'static str {
        use Refusal::*;
        match self {
            NoSuchPlayer => "catan-players",
            WrongVariant(_) => "catan-variants",
            PlacementExpects(_) | NotDuringPlacement | OnlyDuringPlacement => {
                "catan-setup-placement"
            }
            RollFirst | AlreadyRolled => "catan-turn-order",
            Dice(_) => "catan-dice",
            MoveRobberFirst | NoRobberToMove | BadHits => "catan-robber",
            PieceLimit {
                piece: Piece::Bridge,
                ..
            } => "catan-rivers-bridges",
            PieceLimit { .. } | PieceNotInVariant(_) => "catan-piece-limits",
            NoSettlementToUpgrade => "catan-cities",
            SpotNotForPiece => "catan-rivers-gold-income",
            RoadLongerThanPieces { .. } => "catan-longest-road",
            OneDevCardPerTurn | NoVpCardsLeft | NoKnightsLeft => "catan-development-cards",
            CoinsOff => "catan-duel-no-coins",
            CoinsLocked => "catan-duel-coin-unlock",
            CoinsAlreadySpent => "catan-duel-coin-spending",
            CannotPay { .. } => "catan-duel-coin-price",
            OpponentHandEmpty => "catan-duel-forced-trade",
            RobberAlreadyOnDesert => "catan-duel-robber-to-desert",
            NoKnightToDiscard | KnightAlreadyDiscarded => "catan-duel-knight-discard",
            FriendlyRobber { .. } => "catan-duel-friendly-robber",
            RobberProtection { .. } => "catan-duel-robber-protection",
            NotEnoughGold { .. } | GoldBuyLimit => "catan-rivers-buy-resource",
            GoldTradeNotWithCurrent | ZeroGold => "catan-rivers-gold-trade",
            ForeignDuringPlacement | NoSuchArea => "catan-desert-foreign-areas",
            TribeChitsGone => "catan-tribe-chits",
            GiftCardsGone => "catan-tribe-gifts",
            HarborsGone | NoHarborToPlace => "catan-tribe-harbors",
            NoSuchVillage | AlreadyConnected => "catan-cloth-trade",
            PirateLockedUntilConnection | NoClothToTake => "catan-cloth-pirate",
            NoRobberInScenario => "catan-pirates-no-robber",
            NoNormalShip | VpCardsOutOfGame => "catan-pirates-warships",
            NoSuchStop => "catan-pirates-fleet",
            NotAtFortress | FortressConquered | FortressAlreadyAttacked | BadDie => {
                "catan-pirates-fortress"
            }
        }
    }
}

/// Every rule id a refusal can name, plus the ids of rules that never refuse but that the
/// code implements (scoring, income, end checks), so the rulebook can be checked against them.
pub const RULE_IDS: &[&str] = &[
    "catan-players",
    "catan-variants",
    "catan-setup-placement",
    "catan-turn-order",
    "catan-dice",
    "catan-robber",
    "catan-piece-limits",
    "catan-cities",
    "catan-longest-road",
    "catan-largest-army",
    "catan-development-cards",
    "catan-victory-points",
    "catan-win-on-own-turn",
    "catan-duel-no-coins",
    "catan-duel-coin-bank",
    "catan-duel-coin-unlock",
    "catan-duel-coin-spending",
    "catan-duel-coin-price",
    "catan-duel-forced-trade",
    "catan-duel-robber-to-desert",
    "catan-duel-coin-earning",
    "catan-duel-knight-discard",
    "catan-duel-friendly-robber",
    "catan-duel-robber-protection",
    "catan-rivers-gold-income",
    "catan-rivers-bridges",
    "catan-rivers-buy-resource",
    "catan-rivers-gold-trade",
    "catan-rivers-wealthiest-settler",
    "catan-rivers-poor-settler",
    "catan-desert-foreign-areas",
    "catan-tribe-chits",
    "catan-tribe-gifts",
    "catan-tribe-harbors",
    "catan-cloth-trade",
    "catan-cloth-shortfall",
    "catan-cloth-pirate",
    "catan-cloth-end",
    "catan-pirates-no-robber",
    "catan-pirates-warships",
    "catan-pirates-fleet",
    "catan-pirates-attack",
    "catan-pirates-fortress",
    "catan-pirates-win",
];

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Road => "road",
        Piece::Settlement => "settlement",
        Piece::City => "city",
        Piece::Ship => "ship",
        Piece::Bridge => "bridge",
    }
}

/// The pieces of a kind, in the plural: "cities", not "citys".
fn pieces_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Road => "roads",
        Piece::Settlement => "settlements",
        Piece::City => "cities",
        Piece::Ship => "ships",
        Piece::Bridge => "bridges",
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal::*;
        match *self {
            NoSuchPlayer => f.write_str("There is no such player in this game."),
            WrongVariant(needs) => write!(f, "That only exists in {}.", needs.name()),
            PlacementExpects(piece) => write!(
                f,
                "During set-up each player places a settlement, then a road next to it: a {} comes next.",
                piece_name(piece)
            ),
            NotDuringPlacement => {
                f.write_str("That is not possible while the players are still placing their first pieces.")
            }
            OnlyDuringPlacement => f.write_str("The set-up placement is already over."),
            RollFirst => f.write_str("Roll the dice first: this comes after the roll."),
            AlreadyRolled => f.write_str("The dice were already rolled this turn."),
            Dice(d) => d.fmt(f),
            MoveRobberFirst => {
                f.write_str("Move the robber first: the 7 or the knight asks for it.")
            }
            NoRobberToMove => {
                f.write_str("The robber only moves after a 7 or a knight, and it has already moved.")
            }
            PieceLimit { piece, limit } => write!(
                f,
                "Each player has only {limit} {} in this game, and they are all on the board.",
                pieces_name(piece)
            ),
            PieceNotInVariant(piece) => {
                write!(f, "This game has no {}.", pieces_name(piece))
            }
            NoSettlementToUpgrade => {
                f.write_str("A city replaces one of your settlements, and you have none on the board.")
            }
            SpotNotForPiece => f.write_str(
                "That place earns nothing for this piece: only settlements and roads earn gold on the river, and only settlements count in a foreign area.",
            ),
            RoadLongerThanPieces { pieces } => write!(
                f,
                "A road cannot be longer than the {pieces} road pieces the player has built."
            ),
            OneDevCardPerTurn => f.write_str("Only one development card can be played each turn."),
            NoVpCardsLeft => f.write_str("The development deck holds only 5 victory-point cards."),
            NoKnightsLeft => {
                f.write_str("The development deck holds only 14 knights, and all are played.")
            }
            BadHits => f.write_str("That names a player who is not in this game."),
            CoinsOff => f.write_str("This game is played without coins."),
            CoinsLocked => f.write_str(
                "Coins can be spent only once a player has 5 public victory points.",
            ),
            CoinsAlreadySpent => f.write_str("Coins can be spent only once each turn."),
            CannotPay { price, coins } => write!(
                f,
                "This costs {price} coin{} and you have {coins}.",
                if price == 1 { "" } else { "s" }
            ),
            OpponentHandEmpty => {
                f.write_str("A forced trade needs at least one card in the opponent's hand.")
            }
            RobberAlreadyOnDesert => f.write_str("The robber is already on the desert."),
            NoKnightToDiscard => f.write_str("You have no played knight to discard."),
            KnightAlreadyDiscarded => f.write_str("Only one knight can be discarded for coins each turn."),
            FriendlyRobber { player } => write!(
                f,
                "Friendly robber: player {} has 4 or fewer public victory points, so the robber may not touch their buildings.",
                player + 1
            ),
            RobberProtection { player } => write!(
                f,
                "Robber protection: player {} was hit by the last robber move and cannot be hit by the next one.",
                player + 1
            ),
            NotEnoughGold { need, have } => {
                write!(f, "This costs {need} gold and you have {have}.")
            }
            GoldBuyLimit => f.write_str("Gold buys at most 2 resources each turn."),
            GoldTradeNotWithCurrent => {
                f.write_str("Gold changes hands only in a trade with the player whose turn it is.")
            }
            ZeroGold => f.write_str("Give at least 1 gold, and only to another player."),
            ForeignDuringPlacement => {
                f.write_str("The first settlements go on the main island, not in a foreign area.")
            }
            NoSuchArea => f.write_str("The map has no foreign area with that number."),
            TribeChitsGone => f.write_str("All 8 Catan chits have been taken."),
            GiftCardsGone => f.write_str("All 4 gift development cards have been taken."),
            HarborsGone => f.write_str("All 6 harbor tokens have been captured."),
            NoHarborToPlace => f.write_str("You hold no captured harbor to place."),
            NoSuchVillage => f.write_str("There are 8 villages, numbered 1 to 8."),
            AlreadyConnected => f.write_str("You already trade with that village."),
            PirateLockedUntilConnection => f.write_str(
                "The pirate cannot move until someone's shipping route reaches a village.",
            ),
            NoClothToTake => f.write_str("Cloth can be taken only from another player who has some."),
            NoRobberInScenario => f.write_str("There is no robber in the Pirate Islands."),
            NoNormalShip => f.write_str("You have no normal ship left to turn into a warship."),
            NoSuchStop => f.write_str("The pirate fleet's loop has no such hex."),
            NotAtFortress => f.write_str("Your shipping route has to reach your fortress first."),
            FortressConquered => f.write_str("Your fortress is already conquered."),
            FortressAlreadyAttacked => f.write_str("A fortress can be attacked once each turn."),
            BadDie => f.write_str("A die shows a number from 1 to 6."),
            VpCardsOutOfGame => f.write_str(
                "With 3 players the victory-point cards are taken out of the Pirate Islands.",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_id_is_listed_kebab_case_and_unique() {
        for id in RULE_IDS {
            assert!(id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'));
        }
        let mut sorted = RULE_IDS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), RULE_IDS.len());
        let samples = [
            Refusal::PieceLimit {
                piece: Piece::Bridge,
                limit: 3,
            },
            Refusal::CannotPay { price: 2, coins: 1 },
            Refusal::Dice(DiceRefusal::BadFace),
            Refusal::BadDie,
            Refusal::NoClothToTake,
        ];
        for r in samples {
            assert!(RULE_IDS.contains(&r.rule_id()), "{r:?}");
            assert!(r.to_string().ends_with('.'));
        }
    }
}
