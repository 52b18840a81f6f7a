//! What the table does with its pieces when the game moves from one state to another: the
//! score markers, the King and Robber tiles, and the meeples taken prisoner or bought back.
//!
//! Derived from the two states alone, so the same function words an action, its undo (the
//! same states the other way round) and its redo.

use super::{Options, Phase, State};

/// A tile one player holds at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BonusTile {
    King,
    Robber,
}

/// One thing to do at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableChange {
    /// `player`'s marker moves `points` along the score track (back when negative).
    Marker { player: u8, points: i64 },
    /// The King or Robber tile goes from `from` to `to` (`None`: beside the board).
    Tile {
        tile: BonusTile,
        from: Option<u8>,
        to: Option<u8>,
    },
    /// `count` of `owner`'s meeples become `captor`'s prisoners (or are set free, when
    /// `count` is negative).
    Prisoners { owner: u8, captor: u8, count: i8 },
    /// As the game ends, `tile`'s holder `player` moves their marker `points` for the tile's
    /// final bonus (back when negative: the end was undone).
    FinalBonus {
        player: u8,
        tile: BonusTile,
        points: i64,
    },
}

/// Everything the table moves to go from `before` to `after`.
pub fn changes(options: &Options, before: &State, after: &State) -> Vec<TableChange> {
    let mut out = Vec::new();
    for (p, (&a, &b)) in before.scores.iter().zip(&after.scores).enumerate() {
        if a != b {
            out.push(TableChange::Marker {
                player: p as u8,
                points: b - a,
            });
        }
    }
    let seat = |holder: Option<(usize, u8)>| holder.and_then(|(p, _)| u8::try_from(p).ok());
    if options.king_robber {
        for (tile, from, to) in [
            (BonusTile::King, seat(before.king()), seat(after.king())),
            (
                BonusTile::Robber,
                seat(before.robber()),
                seat(after.robber()),
            ),
        ] {
            if from != to {
                out.push(TableChange::Tile { tile, from, to });
            }
        }
    }
    for (captor, (row_a, row_b)) in before.prisoners.iter().zip(&after.prisoners).enumerate() {
        for (owner, (&a, &b)) in row_a.iter().zip(row_b).enumerate() {
            if a != b {
                out.push(TableChange::Prisoners {
                    owner: owner as u8,
                    captor: captor as u8,
                    count: i8::try_from(i16::from(b) - i16::from(a)).unwrap_or(0),
                });
            }
        }
    }
    // The King and the Robber count only as the game ends: their points are no score's change
    // in the state, so the table is told of them here.
    let ended = (
        before.phase == Phase::Finished,
        after.phase == Phase::Finished,
    );
    let (holder, sign) = match ended {
        (false, true) => (Some(after), 1),
        (true, false) => (Some(before), -1),
        _ => (None, 0),
    };
    if let Some(holder) = holder {
        for player in 0..holder.scores.len() {
            let bonus = holder.final_bonus(options, player);
            for (tile, points) in [
                (BonusTile::King, bonus.king),
                (BonusTile::Robber, bonus.robber),
            ] {
                if points != 0 {
                    if let Ok(player) = u8::try_from(player) {
                        out.push(TableChange::FinalBonus {
                            player,
                            tile,
                            points: sign * points,
                        });
                    }
                }
            }
        }
    }
    out
}
