//! The Crew's powers that change what the app records, from rules revision 2.
//!
//! The Crew's sheet lists each crew member's special power. The first builds knew who had
//! recruited whom but used it for nothing: any player could move a space more or less or
//! skip an action, and every fight was entered with the bonuses a player typed. From rules
//! revision 2 the powers belong to the player who recruited the card:
//! - the Anchoree (one space less), the Seafarer (one more) and the Old Seadog (skip an
//!   action, which the table agrees was a backward move) are offered to their owner only;
//! - Sir Beth adds 2 to her owner's combat strength by herself; the roll's bonus is then Lady
//!   Beth's alone (the cannon treasure in a player's hand: 0 or 2), and in a game with the
//!   Ghost Ship the cannon lies by the ghost's board, so no player adds it;
//! - the Strategist's owner wins every fight they start;
//! - the three merchants let their owner pay a fee with another good: the Venetian food and
//!   gold alike, the Prussian food or gunpowder, the Helvetian gold or gunpowder; a shortage
//!   looks for the first space behind that any good allowed pays (the app asks for the
//!   gunpowder only when a merchant makes it count);
//! - the Witch's owner may use the day's and the night's die in the other order;
//! - the Look-Out's owner may take the treasure of a lair next to their ship;
//! - the Buccaneer's owner may attack a ship on a neighbouring space: a win empties one of its
//!   holds (the ghost's are counted here, a player's are on the table), a loss changes nothing.
//!
//! Revision 1 games keep the first reading: these functions answer as it did.
//!
//! Rules revision 3 reads two of these powers as the sheet gives them, where revision 2 did
//! not (revision 2 games keep revision 2's reading):
//! - the Look-Out's treasure is taken wherever the owner's move ends, the night move included:
//!   after the night action the turn waits for the owner's choice ([`lookout_offered`]), as it
//!   waits for recruiting after a port's fee;
//! - the Venetian Merchant's owner pays a fee with food and gold in any mix, from the holds
//!   they choose ([`Action::PayWith`](super::Action::PayWith) records the mix); a shortage
//!   counts their food and gold together.

use super::combat::{resolve, CombatRoll, FightResult, GHOST_CANNON_BONUS};
use super::crew::Crew;
use super::track::{Dir, Position};
use super::{Options, Pending, Refusal, Ship, State, Step};

/// What Sir Beth adds to her owner's strength, and Lady Beth (the cannon) to her holder's.
pub const BETH_BONUS: u8 = 2;

/// Whether the game follows the crew powers of rules revision 2.
pub fn apply_powers(options: &Options) -> bool {
    options.crew && options.revision.follows_sheets()
}

/// Whether the game reads the Look-Out and the Venetian Merchant as rules revision 3 does.
pub fn crew_sheet(options: &Options) -> bool {
    apply_powers(options) && options.revision.follows_crew_sheet()
}

/// The seat that recruited `crew`, if anyone did.
pub fn owner(state: &State, crew: Crew) -> Option<u8> {
    state
        .recruited
        .iter()
        .find(|&&(_, c)| c == crew)
        .map(|&(p, _)| p)
}

/// Whether `player` recruited `crew`.
pub fn has(state: &State, player: usize, crew: Crew) -> bool {
    owner(state, crew).is_some_and(|p| usize::from(p) == player)
}

/// Refuses the use of `crew`'s power by `player` when the card is not theirs (revision 2).
pub fn check_owner(
    options: &Options,
    state: &State,
    player: usize,
    crew: Crew,
) -> Result<(), Refusal> {
    if apply_powers(options) && !has(state, player, crew) {
        return Err(Refusal::PowerNotYours(crew));
    }
    Ok(())
}

/// Whether `player` may move `adjust` spaces more than the die (the Anchoree's -1, the
/// Seafarer's +1). The one check for the move and for the screen that offers it.
pub fn check_adjust(
    options: &Options,
    state: &State,
    player: usize,
    adjust: i8,
) -> Result<(), Refusal> {
    if adjust != 0 && !options.crew {
        return Err(Refusal::AdjustNeedsCrew);
    }
    match adjust {
        0 => Ok(()),
        -1 => check_owner(options, state, player, Crew::Anchoree),
        1 => check_owner(options, state, player, Crew::Seafarer),
        other => Err(Refusal::BadAdjust(other)),
    }
}

/// Whether `player` may skip their card action (the Old Seadog).
pub fn check_pass(options: &Options, state: &State, player: usize) -> Result<(), Refusal> {
    if !options.crew {
        return Err(Refusal::PassNeedsCrew);
    }
    check_owner(options, state, player, Crew::OldSeadog)
}

/// What the rules add to `ship`'s combat strength: the ghost's cannon, and from revision 2
/// Sir Beth for her owner.
pub fn fight_extra(options: &Options, state: &State, ship: Ship) -> u8 {
    match ship {
        Ship::Ghost => GHOST_CANNON_BONUS,
        Ship::Player(p) if apply_powers(options) && has(state, usize::from(p), Crew::SirBeth) => {
            BETH_BONUS
        }
        Ship::Player(_) => 0,
    }
}

/// Checks the bonus a player entered with a roll: from revision 2 it is Lady Beth's (0 or 2),
/// and never a player's in a game with the Ghost Ship, whose cannon she is.
pub fn check_bonus(options: &Options, roll: &CombatRoll) -> Result<(), Refusal> {
    if !options.revision.follows_sheets() || roll.bonus == 0 {
        return Ok(());
    }
    if options.ghost {
        return Err(Refusal::CannonIsTheGhosts);
    }
    if roll.bonus != BETH_BONUS {
        return Err(Refusal::BadCombatRoll);
    }
    Ok(())
}

/// Who wins a fight of `attacker` against `defender` with these rolls, as the rules decide it
/// (the screen's preview asks the same): the Strategist's owner wins every fight they start;
/// else the strengths with the rules' extras. `None` while the defender's roll is missing.
pub fn fight(
    options: &Options,
    state: &State,
    attacker: Ship,
    defender: Ship,
    attack: &CombatRoll,
    defence: Option<&CombatRoll>,
) -> Result<Option<FightResult>, Refusal> {
    for roll in std::iter::once(attack).chain(defence) {
        if !roll.is_valid() {
            return Err(Refusal::BadCombatRoll);
        }
    }
    let ghost_roll = match (attacker, defender) {
        (Ship::Ghost, _) => Some(attack),
        (_, Ship::Ghost) => defence,
        _ => None,
    };
    if ghost_roll.is_some_and(|r| r.powder != 0 || r.bonus != 0) {
        return Err(Refusal::GhostHasNoPowder);
    }
    let players_rolls = [(attacker, Some(attack)), (defender, defence)];
    for (ship, roll) in players_rolls {
        if let (Ship::Player(_), Some(roll)) = (ship, roll) {
            check_bonus(options, roll)?;
        }
    }
    if let Ship::Player(p) = attacker {
        if apply_powers(options) && has(state, usize::from(p), Crew::Strategist) {
            return Ok(Some(FightResult::AttackerWins));
        }
    }
    Ok(resolve(
        attack,
        fight_extra(options, state, attacker),
        defence,
        fight_extra(options, state, defender),
    ))
}

/// A ship's strength with a roll, as the fight counts it; `None` for a star.
pub fn strength(options: &Options, state: &State, ship: Ship, roll: &CombatRoll) -> Option<u16> {
    roll.strength(fight_extra(options, state, ship))
}

/// What a player short of a fee says their holds have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Holds {
    pub food: u8,
    pub gold: u8,
    pub gunpowder: u8,
}

/// The most a player short of a fee can pay at sea (a food fee) and in a port (a gold fee).
/// From revision 2 each merchant lets their owner pay with another good, one good for the
/// whole fee: the Venetian food and gold alike, the Prussian food or gunpowder, the Helvetian
/// gold or gunpowder. From revision 3 the Venetian's owner pays with food and gold together.
pub fn purse(options: &Options, state: &State, player: usize, holds: Holds) -> (u8, u8) {
    let Holds {
        food,
        gold,
        gunpowder,
    } = holds;
    let mine = |crew| apply_powers(options) && has(state, player, crew);
    let or = |base: u8, other: u8, allowed: bool| if allowed { base.max(other) } else { base };
    let venetian = mine(Crew::VenetianMerchant);
    let (sea_goods, port_goods) = if venetian && crew_sheet(options) {
        let mix = food.saturating_add(gold);
        (mix, mix)
    } else {
        (or(food, gold, venetian), or(gold, food, venetian))
    };
    let sea = or(sea_goods, gunpowder, mine(Crew::PrussianMerchant));
    let port = or(port_goods, gunpowder, mine(Crew::HelvetianMerchant));
    (sea, port)
}

/// The shortage's fallback spaces live here, beside [`purse`] that decides them, and not in
/// `state.rs`: the state is what the powers read, so it names none of them.
impl State {
    /// After "could not pay": the spaces the current player's ship may fall back to.
    pub fn shortage_candidates(&self, options: &Options, holds: Holds) -> Vec<Position> {
        let Some(Pending::Fee { player }) = self.pending else {
            return Vec::new();
        };
        let (food, gold) = purse(options, self, usize::from(player), holds);
        self.ships
            .get(usize::from(player))
            .map_or(Vec::new(), |&p| {
                options.track.first_payable_behind(p, food, gold)
            })
    }
}

/// Whether `player` may pay a fee with a mix of food and gold (the Venetian Merchant's owner,
/// rules revision 3): the one check for [`Action::PayWith`](super::Action::PayWith) and the
/// screen that offers it.
pub fn check_mix(options: &Options, state: &State, player: usize) -> Result<(), Refusal> {
    if !options.crew {
        return Err(Refusal::NoCrewInThisGame);
    }
    if !has(state, player, Crew::VenetianMerchant) {
        return Err(Refusal::PowerNotYours(Crew::VenetianMerchant));
    }
    if !crew_sheet(options) {
        return Err(Refusal::OneGoodPerFee);
    }
    Ok(())
}

/// Whether a shortage asks `player` for their gunpowder: only a merchant makes it pay a fee.
pub fn asks_gunpowder(options: &Options, state: &State, player: usize) -> bool {
    apply_powers(options)
        && (has(state, player, Crew::PrussianMerchant)
            || has(state, player, Crew::HelvetianMerchant))
}

/// The spaces one step from `pos`, either way, every branch included.
pub fn neighbours(options: &Options, pos: Position) -> Vec<u8> {
    let mut out: Vec<u8> = [Dir::Forward, Dir::Backward]
        .into_iter()
        .flat_map(|dir| options.track.landings(pos, dir, 1))
        .map(|(_, p)| p.space)
        .filter(|&s| s != pos.space)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The lairs whose treasure the Look-Out's owner could take now: next to their ship, with a
/// token still there.
pub fn lookout_lairs(options: &Options, state: &State, player: usize) -> Vec<u8> {
    let Some(&pos) = state.ships.get(player) else {
        return Vec::new();
    };
    neighbours(options, pos)
        .into_iter()
        .filter(|s| state.lair_tokens.contains(s))
        .collect()
}

/// Whether the turn waits for the Look-Out's owner once their night action is resolved (rules
/// revision 3): it is theirs, their ship is still racing, and a lair next to it holds a token.
pub fn lookout_offered(options: &Options, state: &State, player: usize) -> bool {
    crew_sheet(options)
        && has(state, player, Crew::LookOut)
        && !state.finished(player)
        && !lookout_lairs(options, state, player).is_empty()
}

/// The current player, when `crew`'s power is theirs to use now (The Crew in play, and the
/// card recruited by them).
pub(super) fn own_power(options: &Options, state: &State, crew: Crew) -> Result<usize, Refusal> {
    if !options.crew {
        return Err(Refusal::NoCrewInThisGame);
    }
    let player = state.current_player(options).ok_or(Refusal::NoSuchPlayer)?;
    if !has(state, player, crew) {
        return Err(Refusal::PowerNotYours(crew));
    }
    Ok(player)
}

/// Whether the Buccaneer may attack `target` now, before any die is rolled: during a
/// player's card action with nothing pending, by the current player who recruited the
/// Buccaneer, once a turn, at a ship next to theirs ([`buccaneer_targets`]). Returns the
/// attacker's seat. The one check for [`Action::Buccaneer`](super::Action::Buccaneer) and,
/// through [`buccaneer_can`], for the screen that offers the attack.
pub fn check_buccaneer(options: &Options, state: &State, target: Ship) -> Result<usize, Refusal> {
    let (Step::Player { .. }, None) = (state.step, &state.pending) else {
        return Err(Refusal::NotNow(state.expected()));
    };
    let player = own_power(options, state, Crew::Buccaneer)?;
    if state.buccaneer.is_some() && state.buccaneer == state.turn_key() {
        return Err(Refusal::PowerUsedThisTurn(Crew::Buccaneer));
    }
    if !buccaneer_targets(options, state, player).contains(&target) {
        return Err(Refusal::NotAnOpponent(target));
    }
    Ok(player)
}

/// The ships `player` may attack with the Buccaneer now ([`check_buccaneer`] accepts each);
/// none when the attack is not theirs to make.
pub fn buccaneer_can(options: &Options, state: &State, player: usize) -> Vec<Ship> {
    buccaneer_targets(options, state, player)
        .into_iter()
        .filter(|&target| check_buccaneer(options, state, target) == Ok(player))
        .collect()
}

/// The ships the Buccaneer's owner could attack now: on a space next to their ship (never in
/// Port Royal, where nobody fights).
pub fn buccaneer_targets(options: &Options, state: &State, player: usize) -> Vec<Ship> {
    let Some(&pos) = state.ships.get(player) else {
        return Vec::new();
    };
    let me = Ship::Player(player as u8);
    neighbours(options, pos)
        .into_iter()
        .flat_map(|space| state.ships_on(space, Some(me)))
        .collect()
}
