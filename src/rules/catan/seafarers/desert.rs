//! Through the Desert: special VP for settling the foreign areas.

use serde::{Deserialize, Serialize};

use crate::rules::catan::options::{DesertEdition, Options, Scenario, Variant};

/// The foreign areas the set-up screen numbers from 0: the small islands and the strip
/// beyond the desert.
pub const FOREIGN_AREAS: u8 = 4;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Desert {
    /// Per player, bit `1 << area` once they have built a settlement in that foreign area.
    pub settled: Vec<u8>,
}

impl Desert {
    pub fn new(players: usize) -> Self {
        Desert {
            settled: vec![0; players],
        }
    }

    /// Seed edition: 1 VP for the first foreign settlement, whatever follows. Later edition:
    /// 2 VP for each foreign area settled.
    pub fn vp(&self, options: &Options, player: usize) -> i16 {
        let areas = self.settled.get(player).map_or(0, |m| m.count_ones()) as i16;
        match options.variant {
            Variant::Seafarers(Scenario::ThroughTheDesert(DesertEdition::Later)) => 2 * areas,
            _ => areas.min(1),
        }
    }

    pub fn settle(&mut self, player: usize, area: u8) {
        if let Some(m) = self.settled.get_mut(player) {
            *m |= 1 << area;
        }
    }
}
