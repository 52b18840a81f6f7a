//! What a Jamaica player holds, on the score strip: the spaces their ship still has to sail
//! (what the table follows during the race, the track score counting only at the end) and the
//! Captain's role this round, as the rules pass it around the table.

use crate::rules::jamaica::{Options, State, Step};
use crate::ui::text::jamaica::JamaicaTexts;

/// The strip's figure for seat `p` while the race runs and its ship sails: "26 to go" (the
/// track's score counts only at the end); `None` once it is home or the race is over, when
/// the strip shows the standing.
pub fn to_go(c: &JamaicaTexts, options: &Options, state: &State, p: usize) -> Option<String> {
    let pos = *state.ships.get(p)?;
    let racing = state.step != Step::Scoring && !pos.finished();
    racing.then(|| c.strip_to_go(options.track.spaces_left(pos)))
}

/// The short names of what seat `p` holds now: "Captain".
pub fn badges(c: &JamaicaTexts, options: &Options, state: &State, p: usize) -> Vec<String> {
    let mut out = Vec::new();
    if state.captain(options) == p {
        out.push(c.captain.to_string());
    }
    out
}
