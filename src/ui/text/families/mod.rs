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

        /// A family's refusal in the words of `t`: its table's, and in English the rules' own
        /// words (see [`in_english`]).
        pub fn refusal(t: &Texts, refusal: &RulesRefusal) -> String {
            let translated = match refusal {
                $(RulesRefusal::$variant(r) => $module::refusal(t, r)),+
            };
            translated.unwrap_or_else(|| in_english(t, refusal))
        }
    };
}

crate::families::with_families!(words);

/// A refusal in English: the rules' own `Display`, asked of the families' part (`ui/codecs.rs`),
/// where the rules are. English's table leaves the families' words out of home's download (see
/// `Texts::catan_ui`), and so does this: home's code words a refusal (the commit path, a
/// stored game that does not replay, a guest's refused tap) without holding every family's
/// sentences. A game is read, shown or committed to only with that part in hand, and it stays
/// once here, so it is here whenever a refusal is worded; the general words are for a build
/// where it would not be. The English table's own `refusal` entries say the same `Display`.
fn in_english(t: &Texts, refusal: &RulesRefusal) -> String {
    crate::ui::codecs::here().map_or_else(
        || t.refusal_by_rules.to_string(),
        |codecs| (codecs.refusal_in_english)(refusal),
    )
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulebook::Lang;
    use crate::rules::scorepad::Refusal;
    use crate::ui::text::for_lang;

    /// English says a family's refusal in its rules' own words, through the families' part;
    /// another language in its table's, with the family's name and list words beside.
    #[test]
    fn a_refusal_is_said_in_the_rules_words_in_english_and_translated_otherwise() {
        let refused = RulesRefusal::ScorePad(Refusal::ZeroPoints);
        let english = refusal(for_lang(Lang::En), &refused);
        assert_eq!(english, Refusal::ZeroPoints.to_string());
        assert_ne!(english, for_lang(Lang::En).refusal_by_rules);
        let vietnamese = refusal(for_lang(Lang::Vi), &refused);
        assert!(!vietnamese.is_empty());
        assert_ne!(vietnamese, english);
        assert_eq!(
            kind_name(for_lang(Lang::En), GameKind::ScorePad),
            "Score pad"
        );
        assert_eq!(
            kind_name(for_lang(Lang::Vi), GameKind::ScorePad),
            "Bảng điểm"
        );
    }
}
