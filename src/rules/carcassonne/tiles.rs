//! The draw pile: how many tiles the chosen expansions put in it, and its countdown.
//!
//! The app does not know which tile is drawn, only how many are left, so the players see when
//! the game will end and the app knows when to open the final scoring.

use super::choices::{UnplaceableTile, UNPLACEABLE_TILE};
use super::{Options, Phase, Refusal, State, Turn};

/// Land tiles of the base game, the start tile included.
pub const BASE_TILES: u8 = 72;
/// The base game's start tile, laid face up before the first turn. With the Count it stays in
/// the box (the city of Carcassonne is the start), so either way it is not in the pile.
pub const START_TILES: u8 = 1;
/// Land tiles of The Tower (each with a tower foundation).
pub const TOWER_TILES: u8 = 18;
/// Land tiles of King & Robber.
pub const KING_ROBBER_TILES: u8 = 5;
/// The tiles of the city of Carcassonne (the Count): laid out as the start, never drawn.
pub const COUNT_CITY_TILES: u8 = 12;

/// How many tiles are face down in the pile before the first draw.
pub fn pile_size(options: &Options) -> u8 {
    let mut tiles = BASE_TILES - START_TILES;
    if options.tower {
        tiles += TOWER_TILES;
    }
    if options.king_robber {
        tiles += KING_ROBBER_TILES;
    }
    tiles
}

/// Every tile on the table by the end: the pile, plus the start tile or the Count's city.
/// No feature can be larger than this, so it bounds what a scoring entry may say.
pub fn tiles_in_game(options: &Options) -> u8 {
    pile_size(options)
        + if options.count {
            COUNT_CITY_TILES
        } else {
            START_TILES
        }
}

impl State {
    /// Ends the turn. With tiles left, the next player draws (the pile shrinks by one); after
    /// the last tile, the final scoring opens.
    pub(super) fn end_turn(&mut self, players: usize) -> Result<(), Refusal> {
        if self.tiles_left == 0 {
            self.phase = Phase::FinalScoring;
            return Ok(());
        }
        self.tiles_left -= 1;
        let next = (usize::from(self.turn.player) + 1) % players.max(1);
        self.turn = Turn::new(next as u8);
        self.turns_played = self.turns_played.saturating_add(1);
        Ok(())
    }

    /// The drawn tile fits nowhere: it leaves the game and the player draws another.
    pub(super) fn redraw(&mut self) -> Result<(), Refusal> {
        match UNPLACEABLE_TILE {
            UnplaceableTile::BackToBoxAndRedraw => {}
        }
        if self.turn.choice.is_some() {
            return Err(Refusal::RedrawAfterChoice);
        }
        if self.tiles_left == 0 {
            return Err(Refusal::PileEmpty);
        }
        self.tiles_left -= 1;
        Ok(())
    }

    /// Sets the count to what the table sees, after a miscount or a lost tile.
    pub(super) fn set_tiles_left(&mut self, options: &Options, tiles: u8) -> Result<(), Refusal> {
        let max = pile_size(options).saturating_sub(1);
        if tiles > max {
            return Err(Refusal::TooManyTiles { max });
        }
        self.tiles_left = tiles;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pile_grows_with_each_expansion() {
        let base = Options::default();
        assert_eq!(pile_size(&base), 71);
        let all = Options {
            tower: true,
            count: true,
            king_robber: true,
            ..Options::default()
        };
        assert_eq!(pile_size(&all), 71 + 18 + 5);
        assert_eq!(tiles_in_game(&base), 72);
        assert_eq!(tiles_in_game(&all), 94 + 12);
    }
}
