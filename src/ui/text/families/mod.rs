//! Each family's words that are not a screen's: its name, its variant words in the lists of
//! games and its refusals, dispatched from the session's enums to the family's file here
//! (`<module>.rs`), generated from the one list (`crate::families`). They live with the words
//! and not with the screens (`crate::ui::views::families`) because the words themselves
//! ([`super::refusal_message`]) and the state's backup name games and refusals: neither may
//! import a screen (`tests/no_circles.rs`). The screens reach them through `crate::ui::views`.

use crate::session::{GameKind, GameOptions, RulesRefusal};
use crate::ui::text::Texts;

pub mod carcassonne;
pub mod catan;
pub mod jamaica;
pub mod scorepad;

macro_rules! words {
    ($($variant:ident => $module:ident :: $rules:ident),+ $(,)?) => {
        /// The display name of a game family.
        pub fn kind_name(t: &Texts, kind: GameKind) -> &'static str {
            match kind { $(GameKind::$variant => $module::name(t)),+ }
        }

        /// The variant and expansions of a game of these options, in the lists of games
        /// ("duel", "Ghost Ship · The Crew"); empty for the plain game.
        pub fn variant_words(t: &Texts, options: &GameOptions) -> String {
            match options { $(GameOptions::$variant(o) => $module::variant_words(t, o)),+ }
        }

        /// A family's refusal in the words of `t`.
        pub fn refusal(t: &Texts, refusal: &RulesRefusal) -> String {
            match refusal {
                $(RulesRefusal::$variant(r) => $module::refusal(t, r)),+
            }
        }
    };
}

crate::families::with_families!(words);

/// The variant and expansions of a game of `kind` with `options` ("duel"), empty for the
/// plain game or options that were not read.
pub fn variant_of(t: &Texts, kind: GameKind, options: Option<&GameOptions>) -> String {
    options
        .filter(|o| o.kind() == kind)
        .map(|o| variant_words(t, o))
        .unwrap_or_default()
}

/// A game as the lists name it: its family, then its variant and expansions when it has any
/// ("Catan · duel", "Jamaica · Ghost Ship · The Crew").
pub fn game_title(t: &Texts, kind: GameKind, options: Option<&GameOptions>) -> String {
    let variant = variant_of(t, kind, options);
    if variant.is_empty() {
        kind_name(t, kind).to_string()
    } else {
        format!("{} · {variant}", kind_name(t, kind))
    }
}
