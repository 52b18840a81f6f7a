//! What the table does with its pieces when the game moves from one state to another: the
//! special cards that change hands, and the coins, gold and cloth that move between the bank
//! and the players.
//!
//! Derived from the two states alone, so the same function words an action, its undo (the
//! same two states the other way round) and its redo, and no action has to say it twice.

use super::options::Options;
use super::rivers;
use super::score;
use super::state::{Extra, State};

/// A card that one player holds at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialCard {
    LongestRoad,
    LargestArmy,
    /// Rivers of Catan.
    WealthiestSettler,
}

/// A counted piece that moves between the bank and the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goods {
    /// The duel's 20 coins.
    Coins,
    /// Rivers of Catan's gold.
    Gold,
    /// Cloth for Catan's cloth (its supply is the villages' and the general supply).
    Cloth,
}

/// Who holds pieces: the bank (the supply), or a player by seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Holder {
    Bank,
    Player(u8),
}

/// One thing to do at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableChange {
    /// A special card goes from `from` to `to`; `None` is the box, where it waits for the
    /// next player who earns it.
    Card {
        card: SpecialCard,
        from: Option<u8>,
        to: Option<u8>,
    },
    /// A Poor Settler card is taken (`holds`) or handed back.
    PoorSettler { player: u8, holds: bool },
    /// A Poor Settler card goes straight from one player to another: one step at the table
    /// ("Cy → Bo"), not a card handed back and another taken.
    PoorSettlerPasses { from: u8, to: u8 },
    /// `amount` pieces of `goods` move from `from` to `to`.
    Move {
        goods: Goods,
        from: Holder,
        to: Holder,
        amount: u8,
    },
    /// The Pirate Islands: the fleet sails `hexes` along its loop (back, when negative, as
    /// after an undo) to loop hex `to`.
    Fleet { hexes: i8, to: u8 },
}

/// Everything the table moves to go from `before` to `after`.
pub fn changes(options: &Options, before: &State, after: &State) -> Vec<TableChange> {
    let mut out = Vec::new();
    // What the action itself pays or hands over first (the line above Undo shows the first
    // moves whole), then the cards that follow from it.
    if let (Some(a), Some(b)) = (counts(Goods::Coins, before), counts(Goods::Coins, after)) {
        out.extend(moves(Goods::Coins, &a, &b));
    }
    if let (Some(a), Some(b)) = (counts(Goods::Gold, before), counts(Goods::Gold, after)) {
        out.extend(moves(Goods::Gold, &a, &b));
    }
    if let (Some(a), Some(b)) = (counts(Goods::Cloth, before), counts(Goods::Cloth, after)) {
        out.extend(moves(Goods::Cloth, &a, &b));
    }
    let cards = [
        (
            SpecialCard::LongestRoad,
            score::longest_road(options, before),
            score::longest_road(options, after),
        ),
        (
            SpecialCard::LargestArmy,
            score::largest_army(options, before),
            score::largest_army(options, after),
        ),
        (
            SpecialCard::WealthiestSettler,
            rivers::wealthiest(before),
            rivers::wealthiest(after),
        ),
    ];
    for (card, from, to) in cards {
        if from != to {
            out.push(TableChange::Card {
                card,
                from: seat(from),
                to: seat(to),
            });
        }
    }
    let (poor_before, poor_after) = (rivers::poor(options, before), rivers::poor(options, after));
    let seats = 0..after.sheets.len();
    let gone: Vec<usize> = seats
        .clone()
        .filter(|p| poor_before.contains(p) && !poor_after.contains(p))
        .collect();
    let new: Vec<usize> = seats
        .filter(|p| !poor_before.contains(p) && poor_after.contains(p))
        .collect();
    // A card given up and one taken are the same card passing from hand to hand.
    for (&from, &to) in gone.iter().zip(&new) {
        out.push(TableChange::PoorSettlerPasses {
            from: from as u8,
            to: to as u8,
        });
    }
    let paired = gone.len().min(new.len());
    for (&p, holds) in gone[paired..]
        .iter()
        .map(|p| (p, false))
        .chain(new[paired..].iter().map(|p| (p, true)))
    {
        out.push(TableChange::PoorSettler {
            player: p as u8,
            holds,
        });
    }
    if let (Extra::Pirates(a), Extra::Pirates(b)) = (&before.extra, &after.extra) {
        if a.fleet_at != b.fleet_at {
            let hexes = i16::from(b.fleet_at) - i16::from(a.fleet_at);
            let len = i16::try_from(b.stops.len()).unwrap_or(i16::MAX).max(1);
            // The shorter way round the loop: forward as it sails, back after an undo.
            let forward = hexes.rem_euclid(len);
            let hexes = if forward * 2 <= len {
                forward
            } else {
                forward - len
            };
            out.push(TableChange::Fleet {
                hexes: i8::try_from(hexes).unwrap_or(0),
                to: b.fleet_at,
            });
        }
    }
    out
}

fn seat(p: Option<usize>) -> Option<u8> {
    p.and_then(|p| u8::try_from(p).ok())
}

/// Each player's count of `goods`, when the game has them.
fn counts(goods: Goods, state: &State) -> Option<Vec<u8>> {
    match (goods, &state.extra) {
        (Goods::Coins, Extra::Duel { coins }) => Some(coins.clone()),
        (Goods::Gold, Extra::Rivers { gold }) => Some(gold.clone()),
        (Goods::Cloth, Extra::Cloth(c)) => Some(c.cloth.clone()),
        _ => None,
    }
}

/// The moves that turn the counts `before` into `after`: what one player lost and another
/// gained passes between them, the rest comes from or goes to the bank.
fn moves(goods: Goods, before: &[u8], after: &[u8]) -> Vec<TableChange> {
    let delta: Vec<i16> = before
        .iter()
        .zip(after)
        .map(|(&b, &a)| i16::from(a) - i16::from(b))
        .collect();
    let mut givers: Vec<(u8, i16)> = Vec::new();
    let mut takers: Vec<(u8, i16)> = Vec::new();
    for (p, &d) in delta.iter().enumerate() {
        if d < 0 {
            givers.push((p as u8, -d));
        } else if d > 0 {
            takers.push((p as u8, d));
        }
    }
    let mut out = Vec::new();
    let mut push = |from, to, amount: i16| {
        if let Ok(amount @ 1..) = u8::try_from(amount) {
            out.push(TableChange::Move {
                goods,
                from,
                to,
                amount,
            });
        }
    };
    for (taker, want) in &mut takers {
        for (giver, left) in &mut givers {
            let n = (*want).min(*left);
            if n > 0 {
                push(Holder::Player(*giver), Holder::Player(*taker), n);
                *want -= n;
                *left -= n;
            }
        }
        push(Holder::Bank, Holder::Player(*taker), *want);
    }
    for (giver, left) in givers {
        push(Holder::Player(giver), Holder::Bank, left);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one move of `amount` pieces of `goods` from `from` to `to`.
    fn one_move(goods: Goods, from: Holder, to: Holder, amount: u8) -> Vec<TableChange> {
        vec![TableChange::Move {
            goods,
            from,
            to,
            amount,
        }]
    }

    #[test]
    fn what_one_player_loses_another_gains_the_rest_is_the_banks() {
        assert_eq!(
            moves(Goods::Gold, &[3, 0, 1], &[1, 2, 1]),
            one_move(Goods::Gold, Holder::Player(0), Holder::Player(1), 2)
        );
        assert_eq!(
            moves(Goods::Coins, &[3, 3], &[5, 1]),
            one_move(Goods::Coins, Holder::Player(1), Holder::Player(0), 2)
        );
        assert_eq!(
            moves(Goods::Coins, &[3, 3], &[4, 3]),
            one_move(Goods::Coins, Holder::Bank, Holder::Player(0), 1)
        );
        assert_eq!(
            moves(Goods::Coins, &[3, 3], &[1, 3]),
            one_move(Goods::Coins, Holder::Player(0), Holder::Bank, 2)
        );
        assert!(moves(Goods::Cloth, &[1, 2], &[1, 2]).is_empty());
    }
}
