//! Jamaica's name, its variant words in the lists of games and its refusals, in the
//! words of a table (see [`super`]).

use crate::rules::jamaica::{Options, Refusal};
use crate::ui::text::Texts;

pub fn name(t: &Texts) -> &'static str {
    t.jamaica_home.name
}

/// The expansions in the lists of games ("Jamaica · Ghost Ship · The Crew").
pub fn variant_words(t: &Texts, options: &Options) -> String {
    let j = t.jamaica_home;
    let parts: Vec<&str> = [(options.ghost, j.opt_ghost), (options.crew, j.opt_crew)]
        .into_iter()
        .filter_map(|(on, words)| on.then_some(words))
        .collect();
    parts.join(" · ")
}

/// A refusal of this family in the words of `t` when they are not English (see
/// [`super::refusal`]).
pub fn refusal(t: &Texts, refusal: &Refusal) -> Option<String> {
    t.jamaica_words.map(|words| words.refusal(refusal))
}
