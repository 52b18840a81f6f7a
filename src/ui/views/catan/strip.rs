//! What a Catan player holds, on the score strip: the two +2 cards, the gold titles of Rivers
//! and a conquered fortress, each a word, as the rules say who holds them.

use crate::rules::catan::{largest_army, longest_road, rivers, Extra, Options, State};
use crate::ui::text::Texts;

/// The short names of what seat `p` holds now.
pub fn badges(t: &Texts, options: &Options, state: &State, p: usize) -> Vec<String> {
    // Home's words: a share link's preview draws the strip before the screens' words are here.
    let c = t.catan_home;
    let mut out = Vec::new();
    if longest_road(options, state) == Some(p) {
        out.push(c.strip_road.to_string());
    }
    if largest_army(options, state) == Some(p) {
        out.push(c.strip_army.to_string());
    }
    if rivers::gold(state).is_some() {
        if rivers::wealthiest(state) == Some(p) {
            out.push(c.strip_wealthiest.to_string());
        }
        if rivers::poor(options, state).contains(&p) {
            out.push(c.strip_poor.to_string());
        }
    }
    if let Extra::Pirates(pirates) = &state.extra {
        if pirates.conquered(p) {
            out.push(c.strip_fortress.to_string());
        }
    }
    out
}
