//! The two-player duel's coin bank (docs/rules.md, section 1).
//!
//! There are [`COINS`] coins in the game. The players' coins are stored; the bank is what is
//! left, so bank + players = 20 holds by construction and every payment out of the bank is
//! capped by what the bank has.

use super::action::CoinSpend;
use super::options::Options;
use super::refusal::Refusal;
use super::score::public_vp;
use super::state::{Extra, Phase, State};

pub const COINS: u8 = 20;
pub const START_COINS: u8 = 3;
/// Coins can be spent once any player has this many public VP.
pub const UNLOCK_PUBLIC_VP: i16 = 5;
/// Discarding a played knight pays this many coins.
pub const KNIGHT_DISCARD_COINS: u8 = 2;
/// Friendly robber: players with this many public VP or fewer are protected.
pub const FRIENDLY_ROBBER_MAX_VP: i16 = 4;

/// **Choice (the duel's rules name "robber protection" but do not define it):** with the
/// option on, a player whose buildings the last robber move touched cannot be touched by the
/// next robber move, so nobody is robbed twice in a row. Like the friendly robber, it
/// protects opponents only: a player may always block their own hex.
pub const ROBBER_PROTECTION: &str = "no player is hit by two robber moves in a row";

/// Coins per player, or `None` outside a duel with coins.
pub fn coins(state: &State) -> Option<&[u8]> {
    match &state.extra {
        Extra::Duel { coins } => Some(coins),
        _ => None,
    }
}

/// The coins in the bank: 20 minus the players' coins.
pub fn bank(state: &State) -> u8 {
    let held = coins(state).map_or(0u16, |c| c.iter().map(|&n| u16::from(n)).sum());
    u8::try_from(u16::from(COINS).saturating_sub(held)).unwrap_or(0)
}

/// Coin spending is open once a player has 5 public VP.
pub fn unlocked(options: &Options, state: &State) -> bool {
    (0..state.sheets.len()).any(|p| public_vp(options, state, p) >= UNLOCK_PUBLIC_VP)
}

/// What `player` pays for a coin action: 1 while their public VP are at most the opponent's,
/// 2 once they have more.
pub fn price(options: &Options, state: &State, player: usize) -> u8 {
    let opponent = 1 - player.min(1);
    if public_vp(options, state, player) <= public_vp(options, state, opponent) {
        1
    } else {
        2
    }
}

/// Pays up to `amount` coins from the bank to `player`; a dry bank pays what it has.
pub fn pay_out(state: &mut State, player: usize, amount: u8) {
    let paid = amount.min(bank(state));
    if let Extra::Duel { coins } = &mut state.extra {
        if let Some(c) = coins.get_mut(player) {
            *c = c.saturating_add(paid);
        }
    }
}

fn coins_of(state: &State, player: usize) -> u8 {
    coins(state)
        .and_then(|c| c.get(player))
        .copied()
        .unwrap_or(0)
}

pub fn spend(options: &Options, state: &mut State, spend: CoinSpend) -> Result<(), Refusal> {
    if !options.coins() {
        return Err(Refusal::CoinsOff);
    }
    if state.phase != Phase::Playing {
        return Err(Refusal::NotDuringPlacement);
    }
    if !state.turn.rolled {
        return Err(Refusal::RollFirst);
    }
    if state.turn.coins_spent {
        return Err(Refusal::CoinsAlreadySpent);
    }
    if !unlocked(options, state) {
        return Err(Refusal::CoinsLocked);
    }
    let me = usize::from(state.turn.player);
    match spend {
        CoinSpend::ForcedTrade { opponent_cards: 0 } => return Err(Refusal::OpponentHandEmpty),
        CoinSpend::RobberToDesert if state.robber.on_desert => {
            return Err(Refusal::RobberAlreadyOnDesert)
        }
        _ => {}
    }
    let price = price(options, state, me);
    let have = coins_of(state, me);
    if have < price {
        return Err(Refusal::CannotPay { price, coins: have });
    }
    if let Extra::Duel { coins } = &mut state.extra {
        if let Some(c) = coins.get_mut(me) {
            *c -= price;
        }
    }
    if spend == CoinSpend::RobberToDesert {
        state.robber.on_desert = true;
        state.robber.last_hits = 0;
    }
    state.turn.coins_spent = true;
    Ok(())
}

/// Discards one played knight for 2 coins (once a turn, before or after the roll). Largest
/// Army follows from the new count.
pub fn discard_knight(options: &Options, state: &mut State) -> Result<(), Refusal> {
    if !options.coins() {
        return Err(Refusal::CoinsOff);
    }
    if state.phase != Phase::Playing {
        return Err(Refusal::NotDuringPlacement);
    }
    if state.turn.knight_discarded {
        return Err(Refusal::KnightAlreadyDiscarded);
    }
    let me = usize::from(state.turn.player);
    let knights = state.sheets.get(me).map_or(0, |s| s.knights.value);
    if knights == 0 {
        return Err(Refusal::NoKnightToDiscard);
    }
    super::marks::set_mark(options, state, me, knights - 1, true);
    state.spent.knights = state.spent.knights.saturating_add(1);
    pay_out(state, me, KNIGHT_DISCARD_COINS);
    state.turn.knight_discarded = true;
    Ok(())
}

/// Checks the duel's robber options for a move touching `hits` (bit per seat) by `mover`.
pub fn check_robber(
    options: &Options,
    state: &State,
    mover: usize,
    hits: u8,
) -> Result<(), Refusal> {
    (0..state.sheets.len())
        .filter(|&p| hits & (1 << p) != 0)
        .try_for_each(|p| check_robber_hit(options, state, mover, p))
}

/// Whether `mover`'s robber may touch player `p`, or which of the duel's protections keeps
/// it off them ([`Refusal::FriendlyRobber`], [`Refusal::RobberProtection`]). The mover may
/// always block their own hex. The one check for the robber move and for the screen that
/// names who is protected.
pub fn check_robber_hit(
    options: &Options,
    state: &State,
    mover: usize,
    p: usize,
) -> Result<(), Refusal> {
    let Some(duel) = options.duel() else {
        return Ok(());
    };
    if p == mover {
        return Ok(());
    }
    let seat = u8::try_from(p).unwrap_or(0);
    if duel.friendly_robber && public_vp(options, state, p) <= FRIENDLY_ROBBER_MAX_VP {
        return Err(Refusal::FriendlyRobber { player: seat });
    }
    if duel.robber_protection && state.robber.last_hits & (1 << p) != 0 {
        return Err(Refusal::RobberProtection { player: seat });
    }
    Ok(())
}

/// The opponent earns 1 coin when the mover's 7 or knight puts the robber next to their
/// building. Called once per robber move, so a robber that stays earns nothing more.
pub fn robber_income(options: &Options, state: &mut State, mover: usize, hits: u8) {
    if !options.coins() {
        return;
    }
    for p in 0..state.sheets.len() {
        if p != mover && hits & (1 << p) != 0 {
            pay_out(state, p, 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catan::{Catan, DuelOptions, Variant};
    use crate::rules::players::numbered;
    use crate::rules::GameRules;

    fn duel(friendly_robber: bool, robber_protection: bool) -> (Options, State) {
        let options = Options::new(Variant::Duel(DuelOptions {
            coins: true,
            friendly_robber,
            robber_protection,
        }));
        let state = Catan::start(&options, &numbered(2)).expect("a duel starts");
        (options, state)
    }

    #[test]
    fn the_friendly_robber_keeps_off_an_opponent_with_four_public_vp_only() {
        let (options, mut state) = duel(true, false);
        state.sheets[1].settlements = 4;
        assert_eq!(
            check_robber_hit(&options, &state, 0, 1),
            Err(Refusal::FriendlyRobber { player: 1 })
        );
        assert_eq!(
            check_robber(&options, &state, 0, 0b10),
            Err(Refusal::FriendlyRobber { player: 1 })
        );
        state.sheets[1].settlements = 5;
        assert_eq!(check_robber_hit(&options, &state, 0, 1), Ok(()));
        assert_eq!(check_robber(&options, &state, 0, 0b10), Ok(()));
    }

    #[test]
    fn robber_protection_keeps_off_the_last_move_s_players_but_never_the_mover() {
        let (options, mut state) = duel(false, true);
        state.robber.last_hits = 0b11;
        assert_eq!(
            check_robber_hit(&options, &state, 0, 1),
            Err(Refusal::RobberProtection { player: 1 })
        );
        assert_eq!(check_robber_hit(&options, &state, 0, 0), Ok(()));
        assert_eq!(check_robber(&options, &state, 0, 0b01), Ok(()));
        state.robber.last_hits = 0b01;
        assert_eq!(check_robber_hit(&options, &state, 0, 1), Ok(()));
    }

    #[test]
    fn without_the_duel_s_options_nobody_is_protected() {
        let (options, mut state) = duel(false, false);
        state.robber.last_hits = 0b10;
        assert_eq!(check_robber_hit(&options, &state, 0, 1), Ok(()));
        let base = Options::new(Variant::Base);
        let state = Catan::start(&base, &numbered(3)).expect("a game starts");
        assert!((0..3).all(|p| check_robber_hit(&base, &state, 1, p).is_ok()));
    }
}
