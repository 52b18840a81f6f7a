//! Every word the app shows, as one typed table per language.
//!
//! A language is a value of [`Texts`]: leaving out a field is a compile error, so no screen can
//! ship with a missing string. Screens read the table of the current language through
//! [`crate::ui::state::use_texts`] and never hold words of their own.

use crate::rulebook::Lang;
use crate::rules::dice::DiceRefusal;
use crate::rules::{scorepad, PlayerColour};
use crate::session::Refusal;

pub mod carcassonne;
pub mod catan;
pub mod errors;
pub mod jamaica;
pub mod punctuation;
pub mod score_pad;
pub mod share;
pub mod store;
pub mod table;
mod vi;
mod zh_hant;

/// The table of `lang`.
pub fn for_lang(lang: Lang) -> &'static Texts {
    match lang {
        Lang::En => &EN,
        Lang::Vi => &vi::VI,
        Lang::ZhHant => &zh_hant::ZH_HANT,
    }
}

/// A refused action in the words of `t`. The rules modules' own `Display` is the English
/// wording; each table carries its translation of every refusal.
pub fn refusal_message(t: &Texts, refusal: &Refusal) -> String {
    match refusal {
        Refusal::GameOver => t.refusal_game_over.to_string(),
        Refusal::WrongGame => t.refusal_wrong_game.to_string(),
        Refusal::Rules(r) => crate::ui::views::families::refusal(t, r),
    }
}

pub struct Texts {
    pub catan_ui: &'static catan::CatanTexts,
    pub jamaica_ui: &'static jamaica::JamaicaTexts,
    pub carcassonne_ui: &'static carcassonne::CarcassonneTexts,
    pub scorepad_ui: &'static score_pad::ScorePadTexts,
    pub share_ui: &'static share::ShareTexts,
    pub store: &'static store::StoreTexts,
    pub table: &'static table::TableTexts,
    pub errors: &'static errors::ErrorTexts,
    /// How this language joins lists, names, labels and asides built on the screen.
    pub punct: punctuation::Punctuation,
    pub app_name: &'static str,
    pub tagline: &'static str,
    pub resume: &'static str,
    pub new_game: &'static str,
    pub saved_games: &'static str,
    pub history: &'static str,
    pub rules: &'static str,
    pub settings: &'static str,
    pub back: &'static str,
    pub home: &'static str,
    pub cancel: &'static str,
    pub delete: &'static str,
    pub rename: &'static str,
    pub save: &'static str,
    pub next: &'static str,
    pub start_game: &'static str,
    pub choose_game: &'static str,
    pub options: &'static str,
    pub players: &'static str,
    pub score_pad: &'static str,
    pub score_pad_blurb: &'static str,
    pub catan: &'static str,
    pub jamaica: &'static str,
    pub carcassonne: &'static str,
    pub keep_rounds: &'static str,
    pub keep_rounds_hint: &'static str,
    pub target_score: &'static str,
    pub target_hint: &'static str,
    pub who_wins: &'static str,
    pub highest_wins: &'static str,
    pub lowest_wins: &'static str,
    pub dice: &'static str,
    pub dice_random: &'static str,
    pub dice_deck: &'static str,
    pub add_player: &'static str,
    pub remove_player: &'static str,
    pub player_name: &'static str,
    pub default_player_name: fn(usize) -> String,
    pub colour: &'static str,
    pub colour_name: fn(PlayerColour) -> &'static str,
    pub colour_taken: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub log: &'static str,
    pub log_empty: &'static str,
    pub undone: &'static str,
    pub roll_dice: &'static str,
    pub cards_left: fn(usize) -> String,
    pub round: fn(usize) -> String,
    pub next_round: &'static str,
    pub total: &'static str,
    pub custom_points: &'static str,
    pub add: &'static str,
    pub finish_game: &'static str,
    pub share: &'static str,
    pub finish_game_question: &'static str,
    pub winner_is: fn(&str) -> String,
    pub shared_win: fn(&str) -> String,
    pub game_over: &'static str,
    pub points_of: fn(&str) -> String,
    pub log_score: fn(&str, i64) -> String,
    /// A log line of a move that names no player, with who made it: "Lan: built a road".
    pub log_by: fn(&str, &str) -> String,
    pub log_next_round: &'static str,
    pub log_finish: &'static str,
    pub log_roll: fn(u8, u8) -> String,
    pub no_saved_games: &'static str,
    pub no_history: &'static str,
    pub in_progress: &'static str,
    pub finished_on: fn(&str) -> String,
    pub started_on: fn(&str) -> String,
    pub actions_count: fn(usize) -> String,
    pub delete_question: fn(&str) -> String,
    pub broken_saves: &'static str,
    pub broken_hint: &'static str,
    pub export_text: &'static str,
    pub copied: &'static str,
    pub theme: &'static str,
    pub theme_system: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub during_game: &'static str,
    pub keep_awake: &'static str,
    pub keep_awake_hint: &'static str,
    pub vibrate: &'static str,
    pub vibrate_hint: &'static str,
    pub storage_failed: fn(&str) -> String,
    pub rules_intro: &'static str,
    /// The label of the rule search field.
    pub rules_search: &'static str,
    /// Its placeholder: a few example words.
    pub rules_search_hint: &'static str,
    /// The filter switch: search only the game named.
    pub rules_only_game: fn(&str) -> String,
    pub rules_all_games: &'static str,
    pub rules_no_results: fn(&str) -> String,
    /// Nothing in the game's rules: the hits of every other game follow this line.
    pub rules_in_game_none: fn(&str, &str) -> String,
    pub rules_results: fn(usize) -> String,
    pub rules_related: &'static str,
    /// The accessible name of a "?" button: the title of the rule it opens.
    pub rule_help: fn(&str) -> String,
    /// The link under a refusal that opens the rule behind it.
    pub see_rule: &'static str,
    pub close: &'static str,
    pub language: &'static str,
    /// The language choice that follows the phone's or browser's language.
    pub language_system: &'static str,
    pub refusal_game_over: &'static str,
    pub refusal_wrong_game: &'static str,
    pub scorepad_refusal: fn(&scorepad::Refusal) -> String,
    pub dice_refusal: fn(&DiceRefusal) -> String,
    pub duration: fn(i64) -> String,
    pub winners: &'static str,
}

fn colour_name_en(colour: PlayerColour) -> &'static str {
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

pub const EN: Texts = Texts {
    catan_ui: &catan::EN,
    share_ui: &share::EN,
    store: &store::EN,
    table: &table::EN,
    errors: &errors::EN,
    jamaica_ui: &jamaica::EN,
    carcassonne_ui: &carcassonne::EN,
    scorepad_ui: &score_pad::EN,
    punct: punctuation::EN,
    app_name: "Tablemate",
    tagline: "The bookkeeping for your board game night.",
    resume: "Resume",
    new_game: "New game",
    saved_games: "Saved games",
    history: "History",
    rules: "Rules",
    settings: "Settings",
    back: "Back",
    home: "Home",
    cancel: "Cancel",
    delete: "Delete",
    rename: "Rename",
    save: "Save",
    next: "Next",
    start_game: "Start the game",
    choose_game: "Which game?",
    options: "Options",
    players: "Players",
    score_pad: "Score pad",
    score_pad_blurb: "Points for any game, with rounds and a target if you like.",
    catan: "Catan",
    jamaica: "Jamaica",
    carcassonne: "Carcassonne",
    keep_rounds: "Keep rounds",
    keep_rounds_hint: "Points go into a table, one row per round.",
    target_score: "Target score",
    target_hint: "Leave empty for no target.",
    who_wins: "Who wins?",
    highest_wins: "Highest score",
    lowest_wins: "Lowest score",
    dice: "Dice",
    dice_random: "Two dice",
    dice_deck: "Dice deck (36 cards)",
    add_player: "Add a player",
    remove_player: "Remove player",
    player_name: "Name",
    default_player_name: |seat| format!("Player {seat}"),
    colour: "Colour",
    colour_name: colour_name_en,
    colour_taken: "taken",
    undo: "Undo",
    redo: "Redo",
    log: "What happened",
    log_empty: "Nothing yet.",
    undone: "undone",
    roll_dice: "Roll the dice",
    cards_left: |n| format!("{n} cards left in the deck"),
    round: |n| format!("Round {n}"),
    next_round: "Close the round",
    total: "Total",
    custom_points: "Points",
    add: "Add",
    finish_game: "Finish the game",
    share: "Hand over or share",
    finish_game_question: "End the game now? The current scores decide the winner.",
    winner_is: |name| format!("{name} wins!"),
    shared_win: |names| format!("Shared win: {names}"),
    game_over: "Game over",
    points_of: |name| format!("Points for {name}"),
    log_score: |name, points| format!("{name} {}", signed(points)),
    log_by: |name, line| format!("{name}: {line}"),
    log_next_round: "Round closed",
    log_finish: "Game finished",
    log_roll: |a, b| format!("Dice: {a} + {b} = {}", a + b),
    no_saved_games: "No saved games yet. Start one!",
    no_history: "Finished games will be listed here.",
    in_progress: "In progress",
    finished_on: |date| format!("Finished {date}"),
    started_on: |date| format!("Started {date}"),
    actions_count: |n| if n == 1 { "1 action".to_string() } else { format!("{n} actions") },
    delete_question: |name| format!("Delete “{name}” for good?"),
    broken_saves: "Saves that could not be read",
    broken_hint: "They are kept exactly as found. Copy the text to keep it elsewhere.",
    export_text: "Copy the text",
    copied: "Copied.",
    theme: "Theme",
    theme_system: "Like the system",
    theme_light: "Light",
    theme_dark: "Dark",
    during_game: "During a game",
    keep_awake: "Keep the screen on",
    keep_awake_hint: "While a game is open and not over. In the browser only; installed phone apps follow the system's screen timeout.",
    vibrate: "Vibrate on dice rolls",
    vibrate_hint: "Where the phone supports it.",
    storage_failed: |why| format!("Could not save: {why}"),
    rules_intro: "Every rule of every game, in your language.",
    rules_search: "Search the rules",
    rules_search_hint: "coin, bridge, ghost ship…",
    rules_only_game: |game| format!("Only {game}"),
    rules_all_games: "All games",
    rules_no_results: |query| format!("No rule mentions “{query}”."),
    rules_in_game_none: |query, game| format!("No {game} rule mentions “{query}”. In the other games:"),
    rules_results: |n| if n == 1 { "1 rule".to_string() } else { format!("{n} rules") },
    rules_related: "See also",
    rule_help: |title| format!("Rule: {title}"),
    see_rule: "See the rule",
    close: "Close",
    language: "Language",
    language_system: "Like the phone",
    refusal_game_over: "The game is over. Undo the last action to change it.",
    refusal_wrong_game: "That action belongs to another game.",
    scorepad_refusal: |r| r.to_string(),
    dice_refusal: |r| r.to_string(),
    duration: |minutes| {
        if minutes < 60 {
            format!("{minutes} min")
        } else {
            format!("{} h {:02} min", minutes / 60, minutes % 60)
        }
    },
    winners: "Winners",
};
