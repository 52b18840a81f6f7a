//! What a Jamaica player holds, on the score strip: the spaces their ship still has to sail
//! (what the table follows during the race, the track score counting only at the end) and the
//! Captain's role this round, as the rules pass it around the table.

use crate::rules::jamaica::{Options, State, Step};
use crate::ui::text::Texts;

/// The spaces seat `p`'s ship still has to sail while the race runs; `None` once it is home or
/// the race is over.
fn spaces_to_go(options: &Options, state: &State, p: usize) -> Option<i32> {
    let pos = *state.ships.get(p)?;
    let racing = state.step != Step::Scoring && !pos.finished();
    racing.then(|| options.track.spaces_left(pos))
}

/// The strip's figure for seat `p`: nothing while its ship races, since the track's score
/// (the "-5" of every ship at the start) counts only at the end, and the badge says what the
/// table follows; the standing once it is home or the race is over.
pub fn figure(options: &Options, state: &State, p: usize) -> Option<String> {
    spaces_to_go(options, state, p).map(|_| String::new())
}

/// The short names of what seat `p` holds now: "26 to go" while its ship races, "Captain".
pub fn badges(t: &Texts, options: &Options, state: &State, p: usize) -> Vec<String> {
    // Home's words: a share link's preview draws the strip before the screens' words are here.
    let c = t.jamaica_home;
    let mut out = Vec::new();
    if let Some(n) = spaces_to_go(options, state, p) {
        out.push(c.strip_to_go(n));
    }
    if state.captain(options) == p {
        out.push(c.captain.to_string());
    }
    out
}
