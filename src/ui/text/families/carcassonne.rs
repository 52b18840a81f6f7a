//! Carcassonne's name, its variant words in the lists of games and its refusals, in the
//! words of a table (see [`super`]).

use crate::rules::carcassonne::{Options, Refusal};
use crate::ui::text::Texts;

pub fn name(t: &Texts) -> &'static str {
    t.carcassonne_home.name
}

/// The expansions in the lists of games ("Carcassonne · Tower, Count").
pub fn variant_words(t: &Texts, options: &Options) -> String {
    let c = t.carcassonne_home;
    let parts: Vec<&str> = [
        (options.tower, c.list_tower),
        (options.count, c.list_count),
        (options.king_robber, c.list_king_robber),
    ]
    .into_iter()
    .filter_map(|(on, words)| on.then_some(words))
    .collect();
    t.punct.list(&parts)
}

/// A refusal of this family in the words of `t` when they are not English (see
/// [`super::refusal`]).
pub fn refusal(t: &Texts, refusal: &Refusal) -> Option<String> {
    t.carcassonne_words.map(|words| words.refusal(refusal))
}
