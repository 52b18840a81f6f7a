//! What the table does with its Carcassonne pieces, in words (see
//! `rules::carcassonne::table`).

use crate::rules::carcassonne::table::{BonusTile, TableChange};
use crate::rules::Player;
use crate::ui::text::Texts;

use super::name_of;

/// One change as the confirmation line says it: "King tile: Cy → Bo".
pub fn describe_change(t: &Texts, players: &[Player], change: &TableChange) -> String {
    let w = t.table;
    let seat = |p: Option<u8>| {
        p.map_or_else(
            || w.the_box.to_string(),
            |p| name_of(players, usize::from(p)),
        )
    };
    let tile_name = |tile| match tile {
        BonusTile::King => w.king_tile,
        BonusTile::Robber => w.robber_tile,
    };
    match *change {
        TableChange::Marker { player, points } => {
            w.marker(&name_of(players, usize::from(player)), points)
        }
        TableChange::Tile { tile, from, to } => w.card(tile_name(tile), &seat(from), &seat(to)),
        TableChange::FinalBonus {
            player,
            tile,
            points,
        } => w.final_bonus(
            tile_name(tile),
            &name_of(players, usize::from(player)),
            points,
        ),
        TableChange::Prisoners {
            owner,
            captor,
            count,
        } => w.prisoners(
            &name_of(players, usize::from(owner)),
            &name_of(players, usize::from(captor)),
            count,
        ),
    }
}
