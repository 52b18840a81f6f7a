//! What the table does with its pieces when the game moves from one state to another: the
//! compass, the Ghost Ship and its holds, the lairs' tokens, the rum bottle and the crew.
//! A player's own ship is left out: its player just moved it; its arrival in Port Royal, and
//! the end of the race that follows, are said (the table stops racing).
//!
//! Derived from the two states alone, so the same function words an action, its undo (the
//! same states the other way round) and its redo.

use super::crew::Crew;
use super::track::{Lane, Position};
use super::{Options, Ship, State, Step};

/// One thing to do at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableChange {
    /// The compass goes to a new Captain.
    Compass { to: u8 },
    /// The Ghost Ship sails to `to`, on a fork's way when `lane` says so.
    GhostSails { to: Position, lane: Option<Lane> },
    /// The treasure token of the lair on `lair` is taken by `by` (who also draws a treasure
    /// card), or put back (`taken: false`, after an undo).
    Token { lair: u8, by: Ship, taken: bool },
    /// A Ghost Ship hold's gold goes from `from` to `to`.
    GhostHold { hold: u8, from: u8, to: u8 },
    /// Treasure cards face down by the ghost's board: `from` before, `to` now.
    GhostTreasures { from: u8, to: u8 },
    /// The rum bottle moves to tavern spot `to`; `gold` is what its steps cost the recruiting
    /// player (0 when it goes back after an undo).
    Bottle { to: u8, gold: u8 },
    /// A crew card goes to `player` from the tavern (`recruited`), or back after an undo.
    Crew {
        crew: Crew,
        player: u8,
        recruited: bool,
    },
    /// `player`'s ship reached Port Royal (`arrived`), the race ends with the round; or the
    /// arrival was undone.
    PortRoyal { player: u8, arrived: bool },
    /// The race is over: the final count starts (`over`), or it was undone.
    RaceOver { over: bool },
}

/// Everything the table moves to go from `before` to `after`.
pub fn changes(options: &Options, before: &State, after: &State) -> Vec<TableChange> {
    let mut out = Vec::new();
    let (captain_before, captain_after) = (before.captain(options), after.captain(options));
    if captain_before != captain_after {
        if let Ok(to) = u8::try_from(captain_after) {
            out.push(TableChange::Compass { to });
        }
    }
    if let (Some(a), Some(b)) = (&before.ghost, &after.ghost) {
        if a.pos != b.pos {
            out.push(TableChange::GhostSails {
                to: b.pos,
                lane: options.track.lane(b.pos.space),
            });
        }
        for (hold, (&from, &to)) in a.holds.iter().zip(&b.holds).enumerate() {
            if from != to {
                out.push(TableChange::GhostHold {
                    hold: hold as u8,
                    from,
                    to,
                });
            }
        }
        if a.treasures != b.treasures {
            out.push(TableChange::GhostTreasures {
                from: a.treasures,
                to: b.treasures,
            });
        }
    }
    // A token that left a lair went to whoever now holds one more.
    let holder = |later: &State, earlier: &State| -> Option<Ship> {
        let player = (0..later.tokens.len())
            .find(|&p| later.tokens.get(p) > earlier.tokens.get(p))
            .map(|p| Ship::Player(p as u8));
        let ghost = match (&later.ghost, &earlier.ghost) {
            (Some(l), Some(e)) if l.tokens > e.tokens => Some(Ship::Ghost),
            _ => None,
        };
        player.or(ghost)
    };
    // A token taken going forward is a token put back going the other way (an undo): one
    // reading of the two states, each way round.
    for (had, has, taken) in [(before, after, true), (after, before, false)] {
        for &lair in &had.lair_tokens {
            if !has.lair_tokens.contains(&lair) {
                if let Some(by) = holder(has, had) {
                    out.push(TableChange::Token { lair, by, taken });
                }
            }
        }
    }
    if let (Some(a), Some(b)) = (before.tavern, after.tavern) {
        if a.bottle != b.bottle {
            let recruited = after.recruited.len() > before.recruited.len();
            let gold = if recruited {
                a.bottle_cost(b.bottle).unwrap_or(0)
            } else {
                0
            };
            out.push(TableChange::Bottle { to: b.bottle, gold });
        }
    }
    // Likewise a crew card recruited going forward goes back to the tavern the other way.
    for (had, has, recruited) in [(before, after, true), (after, before, false)] {
        for &(player, crew) in &has.recruited {
            if !had.recruited.contains(&(player, crew)) {
                out.push(TableChange::Crew {
                    crew,
                    player,
                    recruited,
                });
            }
        }
    }
    for player in 0..after.player_count().min(before.player_count()) {
        let (was, is) = (before.finished(player), after.finished(player));
        if was != is {
            if let Ok(player) = u8::try_from(player) {
                out.push(TableChange::PortRoyal {
                    player,
                    arrived: is,
                });
            }
        }
    }
    let (was_over, is_over) = (before.step == Step::Scoring, after.step == Step::Scoring);
    if was_over != is_over {
        out.push(TableChange::RaceOver { over: is_over });
    }
    out
}
