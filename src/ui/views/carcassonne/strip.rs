//! What a Carcassonne player holds, on the score strip: the King and Robber tiles of Count,
//! King & Robber, as the rules say who holds them.

use crate::rules::carcassonne::{Options, State};
use crate::ui::text::Texts;

/// The short names of what seat `p` holds now.
pub fn badges(t: &Texts, options: &Options, state: &State, p: usize) -> Vec<String> {
    // Home's words: a share link's preview draws the strip before the screens' words are here.
    let c = t.carcassonne_home;
    let mut out = Vec::new();
    if options.king_robber {
        if state.king().is_some_and(|(holder, _)| holder == p) {
            out.push(c.strip_king.to_string());
        }
        if state.robber().is_some_and(|(holder, _)| holder == p) {
            out.push(c.strip_robber.to_string());
        }
    }
    out
}
