//! Every word the app shows, as one typed table per language.
//!
//! The words are data: `words/*.toml` holds every entry with its three languages side by side,
//! the form a translator reads and corrects. `build.rs` turns each file into a struct, the
//! English constant [`EN`] and a loader per other language (see [`loaded`]: a first visit on
//! the web downloads only the phone's language); a missing language or a placeholder that is
//! not an argument fails the build, so no screen can ship with a missing string. Sentences
//! with arguments are methods (`t.catan_ui().supply_line(14)`), filled by [`crate::words::template::fill`];
//! the few a language builds in code (names of things, refusals) are functions of this module
//! for English and of `vi/` and `zh_hant/` for the others. A game family's words are two
//! tables (see `family_words!` below): what home says before the family's screens are here
//! (`t.catan_home`), and the rest, read through `t.catan_ui()`. Screens read the table of the
//! current language through [`crate::ui::state::use_texts`] and never hold words of their own.

use crate::rulebook::Lang;
use crate::rules::dice::DiceRefusal;
use crate::rules::PlayerColour;
use crate::session::Refusal;

/// A game family's two word tables, as `build.rs` writes them from `words/<family>.toml`
/// (see `family_tables` there): the family's own, included where this stands, with its
/// English sentences built in code beside it; and `home`, the entries marked `home = true`
/// (its name, its variants' words in the lists of games, its score strip's badges on a share
/// link's preview), which every language's table holds, so home says them without the
/// family's other words, which come with its screens (`Texts::<family>_ui`).
macro_rules! family_words {
    ($family:literal) => {
        include!(concat!(env!("OUT_DIR"), "/words_", $family, ".rs"));

        /// What home says of this family (see `family_words!` in `text/mod.rs`).
        pub mod home {
            #[allow(unused_imports)] // the English sentences built in code, when it has any
            use super::*;

            include!(concat!(env!("OUT_DIR"), "/words_", $family, "_home.rs"));
        }
    };
}

pub mod bgstats;
pub mod carcassonne;
pub mod catan;
pub mod dates;
pub mod errors;
pub mod families;
pub mod group;
pub mod jamaica;
pub mod live;
pub mod loaded;
pub mod punctuation;
pub mod scanner;
pub mod scorepad;
pub mod share;
pub mod store;
pub mod table;
mod vi;
mod zh_hant;

/// The table of `lang`, or English while `lang`'s words are not here yet (the web fetches
/// them before it shows a screen in that language: see `ui/languages.rs`).
pub fn for_lang(lang: Lang) -> &'static Texts {
    loaded::get(lang).unwrap_or(&EN)
}

/// A sentence with arguments that one language fills from a template and another builds in
/// code (a plural, a name that changes form): the generated method picks the way.
#[derive(Clone, Copy)]
pub enum Said<F> {
    Template(&'static str),
    Code(F),
}

/// A refused action in the words of `t`. The rules modules' own `Display` is the English
/// wording; each table carries its translation of every refusal.
pub fn refusal_message(t: &Texts, refusal: &Refusal) -> String {
    match refusal {
        Refusal::GameOver => t.refusal_game_over.to_string(),
        Refusal::WrongGame => t.refusal_wrong_game.to_string(),
        Refusal::Rules(r) => families::refusal(t, r),
    }
}

// The table (its struct and one constant per language) is built from `words/app.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_app.rs"));

pub fn colour_name_en(colour: PlayerColour) -> &'static str {
    match colour {
        PlayerColour::Red => "Red",
        PlayerColour::Blue => "Blue",
        PlayerColour::White => "White",
        PlayerColour::Orange => "Orange",
        PlayerColour::Green => "Green",
        PlayerColour::Yellow => "Yellow",
        PlayerColour::Black => "Black",
        PlayerColour::Purple => "Purple",
        PlayerColour::Brown => "Brown",
        PlayerColour::Pink => "Pink",
    }
}

/// Points with their sign, as every language writes them: "+3", "-2", "0".
pub(crate) fn signed(points: i64) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

pub fn log_score(name: &str, points: i64) -> String {
    format!("{name} {}", signed(points))
}

pub fn log_roll(a: u8, b: u8) -> String {
    format!("Dice: {a} + {b} = {}", a + b)
}

/// "1 turn", "3 turns": the count, then `one` or `many`. Every English sentence that counts
/// something says it through this one function.
pub fn counted(n: impl std::fmt::Display, one: &str, many: &str) -> String {
    let n = n.to_string();
    if n == "1" {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

pub fn actions_count(n: usize) -> String {
    counted(n, "action", "actions")
}

pub fn winners_label(n: usize) -> String {
    if n == 1 { "Winner" } else { "Winners" }.to_string()
}

pub fn rules_results(n: usize) -> String {
    counted(n, "rule", "rules")
}

pub fn dice_refusal(r: &DiceRefusal) -> String {
    r.to_string()
}

pub fn duration(minutes: i64) -> String {
    if minutes < 60 {
        format!("{minutes} min")
    } else {
        format!("{} h {:02} min", minutes / 60, minutes % 60)
    }
}

#[cfg(test)]
mod tests {
    /// The English counts of every table: one thing is said in the singular, any other
    /// number in the plural.
    #[test]
    fn one_is_said_in_the_singular() {
        assert_eq!(super::counted(1u8, "coin", "coins"), "1 coin");
        assert_eq!(super::counted(0usize, "coin", "coins"), "0 coins");
        assert_eq!(super::counted(-1i64, "floor", "floors"), "-1 floors");
        assert_eq!(super::winners_label(1), "Winner");
        assert_eq!(super::winners_label(2), "Winners");
        assert_eq!(super::EN.winners(1), "Winner");
        assert_eq!(super::live::badge(1), "Live · 1 phone");
        assert_eq!(super::live::badge(3), "Live · 3 phones");
        assert_eq!(super::live::EN.badge(1), "Live · 1 phone");
        assert_eq!(super::scorepad::rounds_played(1), "1 round played");
        assert_eq!(super::scorepad::rounds_played(3), "3 rounds played");
        assert_eq!(super::catan::dice_more(1), "Dice · 1 roll");
        assert_eq!(super::catan::dice_more(4), "Dice · 4 rolls");
    }
}
