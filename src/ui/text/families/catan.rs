//! Catan's name, its variant words in the lists of games and its refusals, in the
//! words of a table (see [`super`]).

use crate::rules::catan::{Options, Refusal, Variant};
use crate::ui::text::Texts;

pub fn name(t: &Texts) -> &'static str {
    t.catan_home.name
}

/// The variant in the lists of games ("Catan · duel"), and a target other than the printed
/// one ("Catan · duel · to 12": its scores are on a scale of their own); nothing for the base
/// game to 10.
pub fn variant_words(t: &Texts, options: &Options) -> String {
    let c = t.catan_home;
    let variant = match options.variant {
        Variant::Base => String::new(),
        Variant::Duel(_) => c.list_duel.to_string(),
        Variant::Rivers(_) => c.list_rivers.to_string(),
        Variant::Seafarers(s) => format!("{} {}", c.variant_seafarers, c.scenario_name(s.number())),
    };
    if options.target() == options.default_target() {
        return variant;
    }
    let target = c.list_target(options.target());
    if variant.is_empty() {
        target
    } else {
        format!("{variant} · {target}")
    }
}

/// A refusal of this family in the words of `t` when they are not English (see
/// [`super::refusal`]).
pub fn refusal(t: &Texts, refusal: &Refusal) -> Option<String> {
    t.catan_words.map(|words| words.refusal(refusal))
}
