//! The score pad's entry in the app's family list (`crate::ui::views::families`).

use dioxus::prelude::*;

use super::{ScorePadBoard, ScorePadOptions};
use crate::rules::scorepad::{Action, Options, Refusal, State, Winner};
use crate::rules::scorepad::{MAX_PLAYERS, MIN_PLAYERS};
use crate::rules::Player;
use crate::session::GameOptions;
use crate::ui::components::score_strip::StripSeat;
use crate::ui::text::Texts;
use crate::ui::views::families::Logged;

/// The family's stylesheet, drawn with its board and its options form (`views::families`): in
/// the split web build it comes with the family's parts, not in the first download.
pub const STYLE: &str = include_str!("../../../../assets/scorepad.css");

pub fn name(t: &Texts) -> &'static str {
    t.score_pad
}

pub fn blurb(t: &Texts) -> &'static str {
    t.score_pad_blurb
}

/// What tells one score pad game from another in the lists ("Score pad · to 100 · lowest
/// wins"): the target and a lowest-wins game.
pub fn variant_words(t: &Texts, options: &Options) -> String {
    let mut parts = Vec::new();
    if let Some(target) = options.target {
        parts.push(t.scorepad_ui.list_target(target));
    }
    if options.winner == Winner::Lowest {
        parts.push(t.group.lowest_wins.to_string());
    }
    parts.join(" · ")
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

pub fn board(options: &Options, state: &State, players: &[Player], finished: bool) -> Element {
    rsx! { ScorePadBoard { state: state.clone(), players: players.to_vec(), options: options.clone(), finished } }
}

pub fn describe(t: &Texts, line: Logged<Options, State, Action>) -> String {
    super::describe(t, line.players, line.action)
}

/// No strip: the score pad's board is its list of scores.
pub fn strip(_t: &Texts, _options: &Options, _state: &State, _seat: usize) -> Option<StripSeat> {
    None
}

pub fn refusal(t: &Texts, refusal: &Refusal) -> String {
    t.scorepad_refusal(refusal)
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
