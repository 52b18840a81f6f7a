//! Writing a player's Longest Road or Largest Army count: the one writer both the shared
//! actions (`play.rs`) and the duel's knight discard (`duel.rs`) call, kept apart from both so
//! neither has to import the other.

use super::options::Options;
use super::race;
use super::score;
use super::state::State;

/// Writes one player's count into a race, keeping the holder rules of `race.rs`.
pub(super) fn set_mark(options: &Options, state: &mut State, player: usize, value: u8, army: bool) {
    let (threshold, regain) = if army {
        (score::army_threshold(options), score::army_regain(options))
    } else {
        (score::road_threshold(options), race::Regain::AtOnce)
    };
    let mut marks: Vec<_> = state
        .sheets
        .iter()
        .map(|s| if army { s.knights } else { s.road })
        .collect();
    let reset = if army {
        &mut state.army_reset
    } else {
        &mut state.road_reset
    };
    race::set(
        &mut marks, reset, threshold, regain, player, value, state.now,
    );
    for (sheet, mark) in state.sheets.iter_mut().zip(marks) {
        if army {
            sheet.knights = mark;
        } else {
            sheet.road = mark;
        }
    }
}
