//! The score pad's entry in the app's family list (`crate::ui::views::families`).

use dioxus::prelude::*;

/// The board, under the one name every family's part draws (`views::game_parts`).
pub use super::ScorePadBoard as Board;
use super::ScorePadOptions;
use crate::rules::scorepad::{Action, Options, State};
use crate::rules::scorepad::{MAX_PLAYERS, MIN_PLAYERS};
use crate::rules::Player;
use crate::session::GameOptions;
use crate::ui::components::score_strip::StripSeat;
use crate::ui::text::Texts;
use crate::ui::views::families::Logged;

/// The family's stylesheet, drawn with its board and its options form (`views::families`): in
/// the split web build it comes with the family's parts, not in the first download.
pub const STYLE: &str = stylesheet!("scorepad.css");

pub fn blurb(t: &Texts) -> &'static str {
    t.scorepad_ui().blurb
}

pub fn default_options() -> Options {
    Options::default()
}

pub fn player_range(_options: &Options) -> (usize, usize) {
    (MIN_PLAYERS, MAX_PLAYERS)
}

pub fn options_form(options: Signal<GameOptions>) -> Element {
    rsx! { ScorePadOptions { options } }
}

pub fn describe(t: &Texts, line: Logged<Options, State, Action>) -> String {
    super::describe(t, line.players, line.action)
}

/// No strip: the score pad's board is its list of scores.
pub fn strip(_t: &Texts, _options: &Options, _state: &State, _seat: usize) -> Option<StripSeat> {
    None
}

/// Nothing to note: a score pad's record is its scores.
pub fn play_notes(
    _t: &Texts,
    _players: &[Player],
    _options: &Options,
    _state: &State,
    _winners: &[usize],
) -> Vec<String> {
    Vec::new()
}
