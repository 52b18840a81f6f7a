//! What a Jamaica player holds, on the score strip: the spaces their ship still has to sail
//! (what the table follows during the race, the track score counting only at the end) and the
//! Captain's role this round, as the rules pass it around the table.

use crate::rules::jamaica::{Options, State};
use crate::ui::text::jamaica::JamaicaTexts;

/// The short names of what seat `p` holds now: "26 to go" until the ship is home, "Captain".
pub fn badges(c: &JamaicaTexts, options: &Options, state: &State, p: usize) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(&pos) = state.ships.get(p) {
        if !pos.finished() {
            out.push(c.strip_to_go(options.track.spaces_left(pos)));
        }
    }
    if state.captain(options) == p {
        out.push(c.captain.to_string());
    }
    out
}
