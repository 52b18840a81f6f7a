//! What the table does with its Jamaica pieces, in words (see `rules::jamaica::table`).

use crate::rules::jamaica::table::TableChange;
use crate::rules::jamaica::track::Lane;
use crate::rules::Player;
use crate::ui::text::Texts;

use super::{place, player_name, ship_name};

/// One change as the confirmation line says it: "Ghost Ship → Space 14, on the inner channel".
pub fn describe_change(t: &Texts, players: &[Player], change: &TableChange) -> String {
    let (j, w) = (t.jamaica_ui(), t.table);
    match *change {
        TableChange::Compass { to } => w.compass(&player_name(j, players, usize::from(to))),
        TableChange::GhostSails { to, lane } => {
            let way = lane.map(|l| match l {
                Lane::Inner => j.lane_inner,
                Lane::Outer => j.lane_outer,
            });
            w.ghost_sails(&place(j, to), way)
        }
        TableChange::Token { lair, by, taken } => w.token(&ship_name(j, players, by), lair, taken),
        TableChange::GhostHold { hold, from, to } => w.ghost_hold(hold, from, to),
        TableChange::GhostTreasures { from, to } => w.ghost_treasures(from, to),
        TableChange::Bottle { to, gold } => w.bottle(to, gold),
        TableChange::Crew {
            crew,
            player,
            recruited,
        } => w.crew(
            j.crew_name(crew),
            &player_name(j, players, usize::from(player)),
            recruited,
        ),
        TableChange::PortRoyal { player, arrived } => {
            let who = player_name(j, players, usize::from(player));
            if arrived {
                w.port_royal(&who)
            } else {
                w.port_royal_undone(&who)
            }
        }
        TableChange::RaceOver { over: true } => w.race_over.to_string(),
        TableChange::RaceOver { over: false } => w.race_reopened.to_string(),
    }
}
