//! Rivers of Catan (docs/rules.md, section 2): gold, bridges, Wealthiest and Poor Settler.
//!
//! The players' gold is stored; the supply is what is left of the 40 coins, so every
//! payment is capped by it. Wealthiest and Poor Settler are read from the gold every time,
//! so they follow every change of anyone's gold.

use super::options::{Options, PoorFullTie};
use super::refusal::Refusal;
use super::state::{Extra, Phase, State};

pub const GOLD: u8 = 40;
pub const BRIDGES: u8 = 3;
/// Gold for a settlement on the river or a road along it.
pub const RIVER_GOLD: u8 = 1;
pub const BRIDGE_GOLD: u8 = 3;
pub const BUY_PRICE: u8 = 2;
pub const BUYS_PER_TURN: u8 = 2;
pub const WEALTHIEST_VP: i16 = 1;
pub const POOR_VP: i16 = -2;

pub fn gold(state: &State) -> Option<&[u8]> {
    match &state.extra {
        Extra::Rivers { gold } => Some(gold),
        _ => None,
    }
}

fn gold_of(state: &State, player: usize) -> u8 {
    gold(state)
        .and_then(|g| g.get(player))
        .copied()
        .unwrap_or(0)
}

/// The gold left in the supply.
pub fn supply(state: &State) -> u8 {
    let held = gold(state).map_or(0u16, |g| g.iter().map(|&n| u16::from(n)).sum());
    u8::try_from(u16::from(GOLD).saturating_sub(held)).unwrap_or(0)
}

/// Pays up to `amount` gold from the supply; an empty supply pays what it has.
pub fn pay_out(state: &mut State, player: usize, amount: u8) {
    let paid = amount.min(supply(state));
    if let Extra::Rivers { gold } = &mut state.extra {
        if let Some(g) = gold.get_mut(player) {
            *g = g.saturating_add(paid);
        }
    }
}

/// The single player with the most gold, if one has strictly more than everyone else.
/// Assigned from the end of the set-up placement on.
pub fn wealthiest(state: &State) -> Option<usize> {
    let gold = gold(state)?;
    if state.phase != Phase::Playing {
        return None;
    }
    let max = *gold.iter().max()?;
    let mut top = (0..gold.len()).filter(|&p| gold[p] == max);
    let first = top.next()?;
    top.next().is_none().then_some(first)
}

/// Every player tied for the fewest gold (0 included). When all players are tied, the
/// option [`PoorFullTie`] decides.
pub fn poor(options: &Options, state: &State) -> Vec<usize> {
    let Some(gold) = gold(state) else {
        return Vec::new();
    };
    if state.phase != Phase::Playing {
        return Vec::new();
    }
    let Some(&min) = gold.iter().min() else {
        return Vec::new();
    };
    let poor: Vec<usize> = (0..gold.len()).filter(|&p| gold[p] == min).collect();
    let full_tie = poor.len() == gold.len();
    let nobody = options.rivers().map(|r| r.full_tie) == Some(PoorFullTie::NobodyPoor);
    if full_tie && nobody {
        Vec::new()
    } else {
        poor
    }
}

/// Wealthiest (+1) and Poor Settler (-2) for `player`.
pub fn settler_vp(options: &Options, state: &State, player: usize) -> i16 {
    let mut vp = 0;
    if wealthiest(state) == Some(player) {
        vp += WEALTHIEST_VP;
    }
    if poor(options, state).contains(&player) {
        vp += POOR_VP;
    }
    vp
}

/// How many more resources the current player may buy with gold this turn: the one count for
/// [`buy`] and for the screen's button.
pub fn buys_left(state: &State) -> u8 {
    BUYS_PER_TURN.saturating_sub(state.turn.gold_buys)
}

/// The current player buys one resource for 2 gold, at most twice a turn.
pub fn buy(state: &mut State) -> Result<(), Refusal> {
    if state.phase != Phase::Playing {
        return Err(Refusal::NotDuringPlacement);
    }
    if !state.turn.rolled {
        return Err(Refusal::RollFirst);
    }
    if buys_left(state) == 0 {
        return Err(Refusal::GoldBuyLimit);
    }
    let me = usize::from(state.turn.player);
    let have = gold_of(state, me);
    if have < BUY_PRICE {
        return Err(Refusal::NotEnoughGold {
            need: BUY_PRICE,
            have,
        });
    }
    if let Extra::Rivers { gold } = &mut state.extra {
        gold[me] -= BUY_PRICE;
    }
    state.turn.gold_buys += 1;
    Ok(())
}

/// Gold changes hands in a trade, which always involves the player whose turn it is.
pub fn give(state: &mut State, from: u8, to: u8, amount: u8) -> Result<(), Refusal> {
    let (from, to) = (usize::from(from), usize::from(to));
    if from >= state.sheets.len() || to >= state.sheets.len() {
        return Err(Refusal::NoSuchPlayer);
    }
    if state.phase != Phase::Playing {
        return Err(Refusal::NotDuringPlacement);
    }
    if amount == 0 || from == to {
        return Err(Refusal::ZeroGold);
    }
    let me = usize::from(state.turn.player);
    if from != me && to != me {
        return Err(Refusal::GoldTradeNotWithCurrent);
    }
    if !state.turn.rolled {
        return Err(Refusal::RollFirst);
    }
    let have = gold_of(state, from);
    if have < amount {
        return Err(Refusal::NotEnoughGold { need: amount, have });
    }
    if let Extra::Rivers { gold } = &mut state.extra {
        gold[from] -= amount;
        gold[to] = gold[to].saturating_add(amount);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catan::{Catan, Variant};
    use crate::rules::players::numbered;
    use crate::rules::GameRules;

    #[test]
    fn two_buys_a_turn_are_counted_down_and_a_third_is_refused() {
        let options = Options::new(Variant::Rivers(Default::default()));
        let mut state = Catan::start(&options, &numbered(3)).expect("Rivers starts");
        state.phase = Phase::Playing;
        state.turn.rolled = true;
        state.extra = Extra::Rivers {
            gold: vec![10, 0, 0],
        };
        assert_eq!(buys_left(&state), BUYS_PER_TURN);
        for left in (0..BUYS_PER_TURN).rev() {
            assert_eq!(buy(&mut state), Ok(()));
            assert_eq!(buys_left(&state), left);
        }
        assert_eq!(buy(&mut state), Err(Refusal::GoldBuyLimit));
        assert_eq!(gold(&state), Some(&[6, 0, 0][..]), "only two were paid for");
    }
}
