//! The score pad's name, its variant words in the lists of games and its refusals, in the
//! words of a table (see [`super`]).

use crate::rules::scorepad::{Options, Refusal, Winner};
use crate::ui::text::Texts;

pub fn name(t: &Texts) -> &'static str {
    t.scorepad_home.name
}

/// What tells one score pad game from another in the lists ("Score pad · to 100 · lowest
/// wins"): the target and a lowest-wins game.
pub fn variant_words(t: &Texts, options: &Options) -> String {
    let mut parts = Vec::new();
    if let Some(target) = options.target {
        parts.push(t.scorepad_home.list_target(target));
    }
    if options.winner == Winner::Lowest {
        parts.push(t.group.lowest_wins.to_string());
    }
    parts.join(" · ")
}

/// A refusal of this family in the words of `t` when they are not English (see
/// [`super::refusal`]).
pub fn refusal(t: &Texts, refusal: &Refusal) -> Option<String> {
    t.scorepad_words.map(|words| words.refusal(refusal))
}
