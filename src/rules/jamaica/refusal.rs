//! Why an action is refused: one typed reason per rule, a message a player understands, and
//! the id of the rule entry that explains it.

use std::fmt;

use super::combat::{MAX_BONUS, MAX_POWDER};
use super::crew::{Crew, TavernError};
use super::ghost::{Forced, MAX_GHOST_TREASURES, MAX_GOLD_TAKEN};
use super::scoring::{DeclarationError, MAX_DECLARED_GOLD};
use super::track::{Dir, MAX_LAP};
use super::Ship;

/// What the game is waiting for, named in a refusal when another action comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    ActionDice,
    CardAction,
    Fee,
    ShortageChoice,
    Fight,
    Spoils,
    Recruit,
    GhostMove,
    Declarations,
    /// The Look-Out's owner, at the end of their turn: take a lair's treasure or not.
    LookOut,
}

impl Expected {
    fn words(self) -> &'static str {
        match self {
            Expected::ActionDice => "the Captain's two action dice",
            Expected::CardAction => "the next action from a player's card",
            Expected::Fee => "whether the fee of the space was paid",
            Expected::ShortageChoice => "the space the ship falls back to",
            Expected::Fight => "the fight on this space",
            Expected::Spoils => "what the winner of the fight takes",
            Expected::Recruit => "whether a crew member is recruited",
            Expected::GhostMove => "the Ghost Ship's move",
            Expected::Declarations => "each player's gold, treasures and crew for the final score",
            Expected::LookOut => {
                "whether the Look-Out takes the treasure of a lair next to the ship"
            }
        }
    }
}

/// A refused action. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The action does not fit this moment of the round.
    NotNow(Expected),
    BadActionDie(u8),
    NoSuchPlayer,
    BranchNeeded {
        at: u8,
        options: Vec<u8>,
    },
    BadBranch {
        at: u8,
        chosen: u8,
    },
    UnusedBranch,
    OffTrack,
    TooManyLaps,
    /// A move of no spaces (a die of 1 with the Anchoree): skip the action instead.
    NoSteps,
    /// Moving one more or one less needs a crew power, so The Crew must be in play.
    AdjustNeedsCrew,
    BadAdjust(i8),
    /// Skipping an action is the Old Seadog's power.
    PassNeedsCrew,
    /// "Could not pay" with enough of the good to pay.
    CanPay {
        cost: u8,
        have: u8,
        gold: bool,
    },
    NotACandidate(u8),
    NotAnOpponent(Ship),
    BadCombatRoll,
    DefenderRollMissing,
    GhostHasNoPowder,
    /// These spoils belong to the other side of the fight.
    WrongSpoils {
        ghost_won: bool,
    },
    GhostHoldEmpty(u8),
    CannonNeverStolen,
    GhostTreasureLimit,
    BadGoldAmount,
    GhostDirection {
        must: Dir,
        why: Forced,
    },
    NoGhostInThisGame,
    NoCrewInThisGame,
    Tavern(TavernError),
    CrewAlreadyRecruited(Crew),
    Declaration(DeclarationError),
    /// A crew power used by a player who did not recruit that crew member (rules revision 2
    /// for the Anchoree, the Seafarer and the Old Seadog; always for the later powers).
    PowerNotYours(Crew),
    /// The Witch's swap (on the day action only) or the Buccaneer's attack, a second time in
    /// one turn.
    PowerUsedThisTurn(Crew),
    /// The Look-Out's treasure from a space that is not a lair with a token next to the ship.
    NoLairNextToShip(u8),
    /// A Buccaneer's attack names a ghost hold on a win over the ghost only, and must then.
    BuccaneerHold,
    /// A player's roll adds the Cannon (Lady Beth) in a game where she is the Ghost Ship's.
    CannonIsTheGhosts,
    /// The Ghost Ship takes, or is given, a treasure card the player does not have.
    NoTreasureToGive,
    /// Calypso's win needs her and the three cursed puppets in the player's declaration.
    CalypsoNotAboard,
    /// A fee paid with food and gold together in a game of rules revision 1 or 2, where even
    /// the Venetian Merchant pays with one good.
    OneGoodPerFee,
    /// A fee paid with a mix of food and gold that is not the fee.
    MixNotTheFee {
        cost: u8,
        paid: u16,
    },
}

/// Every rule id a refusal can name, for the rule reference to cover.
pub const RULE_IDS: &[&str] = &[
    "jamaica-round",
    "jamaica-action-dice",
    "jamaica-players",
    "jamaica-fork",
    "jamaica-track",
    "jamaica-move",
    "jamaica-crew-powers",
    "jamaica-fees",
    "jamaica-shortage",
    "jamaica-combat",
    "jamaica-combat-die",
    "jamaica-ghost-combat",
    "jamaica-ghost-spoils",
    "jamaica-ghost-cannon",
    "jamaica-ghost-direction",
    "jamaica-ghost",
    "jamaica-crew",
    "jamaica-crew-recruit",
    "jamaica-scoring",
];

impl Refusal {
    /// The rule entry that explains this refusal (one of [`RULE_IDS`]).
    pub fn rule_id(&self) -> &'static str {
        match self {
            Refusal::NotNow(_) => "jamaica-round",
            Refusal::BadActionDie(_) => "jamaica-action-dice",
            Refusal::NoSuchPlayer => "jamaica-players",
            Refusal::BranchNeeded { .. } | Refusal::BadBranch { .. } | Refusal::UnusedBranch => {
                "jamaica-fork"
            }
            Refusal::OffTrack | Refusal::TooManyLaps => "jamaica-track",
            Refusal::NoSteps => "jamaica-move",
            Refusal::AdjustNeedsCrew | Refusal::BadAdjust(_) | Refusal::PassNeedsCrew => {
                "jamaica-crew-powers"
            }
            Refusal::CanPay { .. } => "jamaica-fees",
            Refusal::NotACandidate(_) => "jamaica-shortage",
            Refusal::NotAnOpponent(_) => "jamaica-combat",
            Refusal::BadCombatRoll | Refusal::DefenderRollMissing => "jamaica-combat-die",
            Refusal::GhostHasNoPowder => "jamaica-ghost-combat",
            Refusal::WrongSpoils { .. }
            | Refusal::GhostHoldEmpty(_)
            | Refusal::GhostTreasureLimit
            | Refusal::BadGoldAmount => "jamaica-ghost-spoils",
            Refusal::CannonNeverStolen => "jamaica-ghost-cannon",
            Refusal::GhostDirection { .. } => "jamaica-ghost-direction",
            Refusal::NoGhostInThisGame => "jamaica-ghost",
            Refusal::NoCrewInThisGame => "jamaica-crew",
            Refusal::Tavern(_) | Refusal::CrewAlreadyRecruited(_) => "jamaica-crew-recruit",
            Refusal::Declaration(_) => "jamaica-scoring",
            Refusal::PowerNotYours(_)
            | Refusal::PowerUsedThisTurn(_)
            | Refusal::NoLairNextToShip(_)
            | Refusal::BuccaneerHold
            | Refusal::CalypsoNotAboard => "jamaica-crew-powers",
            Refusal::CannonIsTheGhosts => "jamaica-ghost-cannon",
            Refusal::NoTreasureToGive => "jamaica-ghost-spoils",
            Refusal::OneGoodPerFee => "jamaica-crew-powers",
            Refusal::MixNotTheFee { .. } => "jamaica-fees",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotNow(expected) => write!(f, "Not now: the game is waiting for {}.", expected.words()),
            Refusal::BadActionDie(v) => write!(f, "An action die shows 1 to 6, not {v}."),
            Refusal::NoSuchPlayer => f.write_str("There is no such player in this game."),
            Refusal::BranchNeeded { at, options } => write!(
                f,
                "The move passes the fork at space {at}: choose the way, space {} or space {}.",
                options.first().copied().unwrap_or(0),
                options.get(1).copied().unwrap_or(0)
            ),
            Refusal::BadBranch { at, chosen } => write!(
                f,
                "Space {chosen} is not one of the two ways at the fork on space {at}."
            ),
            Refusal::UnusedBranch => f.write_str(
                "A way was chosen for a fork this move never reaches: remove the extra choice.",
            ),
            Refusal::OffTrack => f.write_str("That ship is not on the track."),
            Refusal::TooManyLaps => write!(
                f,
                "A ship cannot be more than {MAX_LAP} laps away from the race."
            ),
            Refusal::NoSteps => f.write_str(
                "That move would not move the ship at all: skip the action instead.",
            ),
            Refusal::AdjustNeedsCrew => f.write_str(
                "Moving one space more or less than the die needs the Seafarer or the Anchoree, from The Crew, which is not in this game.",
            ),
            Refusal::BadAdjust(a) => write!(
                f,
                "A crew power changes a move by one space at most, not {a}."
            ),
            Refusal::PassNeedsCrew => f.write_str(
                "Every action on the card must be played; only the Old Seadog, from The Crew, may ignore a backward move.",
            ),
            Refusal::CanPay { cost, have, gold } => write!(
                f,
                "The fee is {cost} {} and you have {have}: pay it.",
                if *gold { "gold" } else { "food" }
            ),
            Refusal::NotACandidate(space) => write!(
                f,
                "Space {space} is not the first space behind you whose fee you can pay in full."
            ),
            Refusal::NotAnOpponent(ship) => write!(
                f,
                "{} is not on the space where the fight takes place.",
                ship.words()
            ),
            Refusal::BadCombatRoll => write!(
                f,
                "The combat die shows 2, 4, 6, 8, 10 or a star; gunpowder spent is at most {MAX_POWDER} and a card bonus at most {MAX_BONUS}."
            ),
            Refusal::DefenderRollMissing => f.write_str(
                "Enter the defender's roll too: only an attacker's star ends the fight before it.",
            ),
            Refusal::GhostHasNoPowder => f.write_str(
                "The Ghost Ship carries no gunpowder and its cannon bonus is added for you: enter only its die.",
            ),
            Refusal::WrongSpoils { ghost_won: true } => f.write_str(
                "The Ghost Ship won: it takes gold, a hold of goods for the bank, or a treasure.",
            ),
            Refusal::WrongSpoils { ghost_won: false } => f.write_str(
                "The player won: take the gold of one ghost hold or one of its treasures, or give it a treasure.",
            ),
            Refusal::GhostHoldEmpty(h) => write!(f, "The Ghost Ship's hold {} is empty.", h + 1),
            Refusal::CannonNeverStolen => f.write_str(
                "The Ghost Ship has no treasure but the Cannon, and the Cannon can never be stolen.",
            ),
            Refusal::GhostTreasureLimit => write!(
                f,
                "The Ghost Ship cannot hold more than {MAX_GHOST_TREASURES} treasure cards."
            ),
            Refusal::BadGoldAmount => write!(
                f,
                "Gold taken from one hold is between 1 and {MAX_GOLD_TAKEN}."
            ),
            Refusal::GhostDirection { must, why } => {
                let reason = match why {
                    Forced::AloneInLead => "it is alone in the lead",
                    Forced::AloneLast => "it is alone in last place",
                    Forced::InPortRoyal => "it is in Port Royal and can only sail back onto the track",
                };
                write!(f, "The Ghost Ship must sail {} because {reason}.", must.word())
            }
            Refusal::NoGhostInThisGame => f.write_str("There is no Ghost Ship in this game."),
            Refusal::NoCrewInThisGame => {
                f.write_str("The Crew expansion is not in play in this game.")
            }
            Refusal::Tavern(TavernError::BottleCannotReach(s)) => write!(
                f,
                "The rum bottle only moves over spaces already emptied, and cannot reach space {}.",
                s + 1
            ),
            Refusal::Tavern(TavernError::NotNextToBottle(s)) => write!(
                f,
                "The crew member on space {} is not next to the rum bottle.",
                s + 1
            ),
            Refusal::Tavern(TavernError::SlotEmpty(s)) => {
                write!(f, "Space {} of the tavern has no crew member left.", s + 1)
            }
            Refusal::CrewAlreadyRecruited(c) => {
                write!(f, "{} has already been recruited.", c.card().name)
            }
            Refusal::Declaration(e) => match e {
                DeclarationError::TooMuchGold => write!(
                    f,
                    "A ship cannot carry more than {MAX_DECLARED_GOLD} gold: check the number."
                ),
                DeclarationError::NotInSet(_) => f.write_str(
                    "That treasure card is not in this game's treasure deck.",
                ),
                DeclarationError::TooManyCopies(_) => f.write_str(
                    "More copies of that treasure card are declared than the deck has.",
                ),
                DeclarationError::BadPrintedValue(_) => f.write_str(
                    "That value is not printed on such a card: chests show 2 to 7 and cursed puppets a negative number.",
                ),
                DeclarationError::NoCrewInThisGame => {
                    f.write_str("The Crew expansion is not in play in this game.")
                }
                DeclarationError::CrewTwice(c) => write!(
                    f,
                    "{} can only be aboard one ship, once.",
                    c.card().name
                ),
                DeclarationError::CrewPointsOutOfRange(c) => write!(
                    f,
                    "Check the number entered for {}: it is not printed on any crew card.",
                    c.card().name
                ),
                DeclarationError::KingAway => f.write_str(
                    "The King did not reach Port Royal, so he counts -3.",
                ),
                DeclarationError::TooManyCrew => f.write_str(
                    "A ship has at most 6 holds, one crew member each.",
                ),
                DeclarationError::KingAwayCounts => f.write_str(
                    "The King did not reach Port Royal: enter the lower number printed on his card, 0 or less.",
                ),
                DeclarationError::CannonIsTheGhosts => f.write_str(
                    "With the Ghost Ship the Cannon (Lady Beth) lies by the ghost's board: no player holds it.",
                ),
                DeclarationError::NotRecruited(c) => write!(
                    f,
                    "{} was not recruited by this player, so cannot be aboard their ship.",
                    c.card().name
                ),
            },
            Refusal::PowerNotYours(c) => write!(
                f,
                "That is the power of {}, whom this player has not recruited.",
                c.card().name
            ),
            Refusal::PowerUsedThisTurn(Crew::Witch) => f.write_str(
                "The Witch's swap is chosen once, before the day action.",
            ),
            Refusal::PowerUsedThisTurn(c) => {
                write!(f, "The power of {} is used once a turn.", c.card().name)
            }
            Refusal::NoLairNextToShip(space) => write!(
                f,
                "Space {space} is not a lair with a treasure next to the ship."
            ),
            Refusal::BuccaneerHold => f.write_str(
                "Name one of the Ghost Ship's holds with gold after a win over it, and no hold otherwise.",
            ),
            Refusal::CannonIsTheGhosts => f.write_str(
                "With the Ghost Ship the Cannon (Lady Beth) is the ghost's: a player's roll adds no bonus for it.",
            ),
            Refusal::NoTreasureToGive => f.write_str(
                "That player has no treasure card for the Ghost Ship to take or be given.",
            ),
            Refusal::CalypsoNotAboard => f.write_str(
                "Calypso wins at once only when the player's declaration has her aboard with all three cursed puppets.",
            ),
            Refusal::OneGoodPerFee => f.write_str(
                "This game was set up under an older reading of the rules: the Venetian Merchant pays a fee with one good, food or gold, not both.",
            ),
            Refusal::MixNotTheFee { cost, paid } => write!(
                f,
                "The fee is {cost}: the food and gold paid add up to {paid}."
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_names_a_listed_rule_and_says_something() {
        let samples = [
            Refusal::NotNow(Expected::Fight),
            Refusal::BranchNeeded {
                at: 6,
                options: vec![7, 13],
            },
            Refusal::GhostDirection {
                must: Dir::Backward,
                why: Forced::AloneInLead,
            },
            Refusal::CannonNeverStolen,
            Refusal::Declaration(DeclarationError::KingAway),
            Refusal::Tavern(TavernError::SlotEmpty(3)),
        ];
        for r in samples {
            assert!(RULE_IDS.contains(&r.rule_id()), "{:?}", r);
            assert!(r.to_string().ends_with('.'));
        }
        let mut ids = RULE_IDS.to_vec();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), RULE_IDS.len());
        assert!(Refusal::GhostDirection {
            must: Dir::Backward,
            why: Forced::AloneInLead
        }
        .to_string()
        .contains("alone in the lead"));
    }
}
