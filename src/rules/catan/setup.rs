//! The guided set-up: who places a settlement and a road (or ship) at each step.

use super::options::{Options, Scenario, Variant};

/// The duel's order: first, second, second, first, twice (A B B A A B B A).
pub const DUEL_ORDER: [u8; 8] = [0, 1, 1, 0, 0, 1, 1, 0];

/// The seats in placement order. Base Catan and most scenarios: each seat once forward, then
/// once backward. Cloth for Catan adds a third round in seat order. The Pirate Islands start
/// with one settlement and ship each already on the board, then the usual two rounds.
pub fn order(options: &Options, players: usize) -> Vec<u8> {
    if let Variant::Duel(_) = options.variant {
        return DUEL_ORDER.to_vec();
    }
    let n = u8::try_from(players).unwrap_or(0);
    let mut seats: Vec<u8> = (0..n).chain((0..n).rev()).collect();
    if let Variant::Seafarers(Scenario::ClothForCatan(_)) = options.variant {
        seats.extend(0..n);
    }
    seats
}

/// The seat placing at `step`, or `None` once set-up is over.
pub fn placing_seat(options: &Options, players: usize, step: u8) -> Option<usize> {
    order(options, players)
        .get(usize::from(step))
        .map(|&s| usize::from(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catan::options::{ClothOptions, DuelOptions};

    #[test]
    fn orders_follow_each_variant() {
        let duel = Options::new(Variant::Duel(DuelOptions::default()));
        assert_eq!(order(&duel, 2), vec![0, 1, 1, 0, 0, 1, 1, 0]);
        let base = Options::new(Variant::Base);
        assert_eq!(order(&base, 3), vec![0, 1, 2, 2, 1, 0]);
        let cloth = Options::new(Variant::Seafarers(Scenario::ClothForCatan(
            ClothOptions::default(),
        )));
        assert_eq!(order(&cloth, 3), vec![0, 1, 2, 2, 1, 0, 0, 1, 2]);
        assert_eq!(placing_seat(&base, 3, 6), None);
    }
}
