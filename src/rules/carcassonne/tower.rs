//! The Tower: floors per player, towers on the board, captures, the prisoner exchange and the
//! ransom.

use serde::{Deserialize, Serialize};

use super::choices::{RansomLimit, RANSOM_LIMIT, TOWER_STAYS_CLOSED_AFTER_CAPTURE};
use super::expansions::{Expansion, RANSOM};
use super::{Options, Refusal, State, TurnChoice};

/// Tower floors each player gets, by the number of players (2 to 6).
pub const FLOORS_BY_PLAYER_COUNT: [(usize, u8); 5] = [(2, 10), (3, 9), (4, 7), (5, 6), (6, 5)];
/// Tower foundations printed on the expansion's tiles: no more towers than this can stand.
pub const TOWER_FOUNDATIONS: usize = 18;

/// Floors each player has at the start; 0 outside 2 to 6 players.
pub fn floors_per_player(players: usize) -> u8 {
    FLOORS_BY_PLAYER_COUNT
        .iter()
        .find(|&&(n, _)| n == players)
        .map_or(0, |&(_, floors)| floors)
}

/// A tower on the board, numbered by the order it was started (tower 0 is the first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tower {
    /// Floors stacked so far.
    pub height: u8,
    /// A meeple was placed on top: no more floors, ever.
    pub closed: bool,
    /// The seat whose meeple stands on top, until it is captured.
    pub top: Option<u8>,
}

impl Tower {
    /// How many tiles the tower reaches in each of the four straight directions when a floor
    /// is added: its height. Gaps and other towers do not block it. The app cannot see the
    /// board; this is the reminder the UI shows.
    pub fn reach(&self) -> u8 {
        self.height
    }
}

/// Where the captured meeple stood.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureFrom {
    /// On a road, city, monastery or farm.
    Feature,
    /// On top of the tower with this number.
    TowerTop(u8),
}

/// A capture made with a new floor: whose meeple, and from where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    pub owner: u8,
    pub from: CaptureFrom,
}

impl State {
    /// Floors `player` has not placed yet; 0 without The Tower.
    pub fn floors_left(&self, player: usize) -> u8 {
        let used = self.floors_used.get(player).copied().unwrap_or(u8::MAX);
        self.floor_limit.saturating_sub(used)
    }

    /// Meeples of `owner` that `captor` holds.
    pub fn prisoners_held(&self, captor: usize, owner: usize) -> u8 {
        self.prisoners
            .get(captor)
            .and_then(|row| row.get(owner))
            .copied()
            .unwrap_or(0)
    }

    /// The turn's choice: a floor on an empty foundation (`tower: None`) or on an open tower,
    /// with an optional capture in the tower's reach.
    pub(super) fn add_floor(
        &mut self,
        options: &Options,
        tower: Option<u8>,
        capture: Option<Capture>,
    ) -> Result<(), Refusal> {
        self.tower_turn_checks(options)?;
        let me = usize::from(self.turn.player);
        if self.floors_left(me) == 0 {
            return Err(Refusal::NoFloorsLeft);
        }
        let index = match tower {
            None => {
                if self.towers.len() >= TOWER_FOUNDATIONS {
                    return Err(Refusal::NoFreeFoundation);
                }
                self.towers.push(Tower {
                    height: 0,
                    closed: false,
                    top: None,
                });
                self.towers.len() - 1
            }
            Some(index) => usize::from(index),
        };
        let built = self.towers.get_mut(index).ok_or(Refusal::NoSuchTower)?;
        if built.closed {
            return Err(Refusal::TowerClosed);
        }
        built.height = built.height.saturating_add(1);
        self.floors_used[me] += 1;
        self.turn.choice = Some(if tower.is_none() {
            TurnChoice::NewTower
        } else {
            TurnChoice::Floor
        });
        if let Some(capture) = capture {
            self.capture(capture)?;
        }
        Ok(())
    }

    /// The turn's choice: a meeple from the supply on top of an open tower, closing it.
    pub(super) fn close_tower(&mut self, options: &Options, tower: u8) -> Result<(), Refusal> {
        self.tower_turn_checks(options)?;
        let me = self.turn.player;
        let closed = self
            .towers
            .get(usize::from(tower))
            .ok_or(Refusal::NoSuchTower)?
            .closed;
        if closed {
            return Err(Refusal::TowerClosed);
        }
        self.take_from_supply(me.into())?;
        let top = &mut self.towers[usize::from(tower)];
        top.closed = true;
        top.top = Some(me);
        self.turn.choice = Some(TurnChoice::CloseTower);
        Ok(())
    }

    fn tower_turn_checks(&self, options: &Options) -> Result<(), Refusal> {
        if !options.tower {
            return Err(Refusal::ExpansionNotInPlay(Expansion::Tower));
        }
        if self.turn.choice.is_some() {
            return Err(Refusal::TurnChoiceMade);
        }
        Ok(())
    }

    /// Takes the named meeple off the board. The captor's own goes back to the supply; any
    /// other becomes the captor's prisoner, and two players holding each other's prisoners
    /// swap them at once.
    fn capture(&mut self, capture: Capture) -> Result<(), Refusal> {
        let owner = usize::from(capture.owner);
        let captor = usize::from(self.turn.player);
        if owner >= self.meeples.len() {
            return Err(Refusal::NoSuchPlayer);
        }
        match capture.from {
            CaptureFrom::Feature => {
                let own = &mut self.meeples[owner];
                own.on_features = own
                    .on_features
                    .checked_sub(1)
                    .ok_or(Refusal::NothingToCapture)?;
            }
            CaptureFrom::TowerTop(index) => {
                let tower = self
                    .towers
                    .get_mut(usize::from(index))
                    .ok_or(Refusal::NoSuchTower)?;
                if tower.top != Some(capture.owner) {
                    return Err(Refusal::NothingToCapture);
                }
                tower.top = None;
                tower.closed = TOWER_STAYS_CLOSED_AFTER_CAPTURE;
            }
        }
        if owner == captor {
            self.meeples[owner].supply += 1;
            return Ok(());
        }
        self.prisoners[captor][owner] += 1;
        self.exchange(captor, owner);
        Ok(())
    }

    /// The prisoner exchange: while `a` and `b` each hold a meeple of the other, both go
    /// home, one for one.
    fn exchange(&mut self, a: usize, b: usize) {
        while self.prisoners_held(a, b) > 0 && self.prisoners_held(b, a) > 0 {
            self.prisoners[a][b] -= 1;
            self.prisoners[b][a] -= 1;
            self.meeples[a].supply += 1;
            self.meeples[b].supply += 1;
        }
    }

    /// The active player buys back one of their meeples from `captor` for [`RANSOM`] points.
    /// The meeple is back in the supply at once, so it can still be placed this turn.
    pub(super) fn ransom(&mut self, options: &Options, captor: u8) -> Result<(), Refusal> {
        if !options.tower {
            return Err(Refusal::ExpansionNotInPlay(Expansion::Tower));
        }
        let buyer = usize::from(self.turn.player);
        let captor = usize::from(captor);
        if captor >= self.meeples.len() {
            return Err(Refusal::NoSuchPlayer);
        }
        match RANSOM_LIMIT {
            RansomLimit::OncePerTurn if self.turn.ransom_paid => {
                return Err(Refusal::RansomAlreadyPaid)
            }
            _ => {}
        }
        if captor == buyer || self.prisoners_held(captor, buyer) == 0 {
            return Err(Refusal::NoPrisonerHeld);
        }
        let score = self.scores[buyer];
        if score < RANSOM {
            return Err(Refusal::RansomTooDear { score });
        }
        self.scores[buyer] -= RANSOM;
        self.scores[captor] += RANSOM;
        self.prisoners[captor][buyer] -= 1;
        self.meeples[buyer].supply += 1;
        self.turn.ransom_paid = true;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floors_follow_the_player_count() {
        assert_eq!(
            (1..=7).map(floors_per_player).collect::<Vec<_>>(),
            vec![0, 10, 9, 7, 6, 5, 0]
        );
        // The box has 30 floors: no table may need more.
        for (players, floors) in FLOORS_BY_PLAYER_COUNT {
            assert!(players * usize::from(floors) <= 30);
        }
    }

    #[test]
    fn reach_is_the_height() {
        let tower = Tower {
            height: 4,
            closed: false,
            top: None,
        };
        assert_eq!(tower.reach(), 4);
    }
}
