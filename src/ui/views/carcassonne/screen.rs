//! Carcassonne's entry in the app's family list (`crate::ui::views::families`).

use dioxus::prelude::*;

/// The board, under the one name every family's part draws (`views::game_parts`).
pub use super::CarcassonneBoard as Board;
use super::CarcassonneOptions;
use crate::rules::carcassonne::{Action, Options, State, MAX_PLAYERS, MIN_PLAYERS};
use crate::rules::Player;
use crate::session::GameOptions;
use crate::ui::components::score_strip::StripSeat;
use crate::ui::text::Texts;
use crate::ui::views::families::Logged;

/// The family's stylesheet, drawn with its board and its options form (`views::families`): in
/// the split web build it comes with the family's parts, not in the first download.
pub const STYLE: &str = stylesheet!("carcassonne.css");

pub fn blurb(t: &Texts) -> &'static str {
    t.carcassonne_ui().blurb
}

pub fn default_options() -> Options {
    Options::default()
}

pub fn player_range(_options: &Options) -> (usize, usize) {
    (MIN_PLAYERS, MAX_PLAYERS)
}

pub fn options_form(options: Signal<GameOptions>) -> Element {
    rsx! { CarcassonneOptions { options } }
}

pub fn describe(t: &Texts, line: Logged<Options, State, Action>) -> String {
    super::describe(t, line.players, line.action)
}

pub fn strip(t: &Texts, options: &Options, state: &State, seat: usize) -> Option<StripSeat> {
    Some(StripSeat::badges(super::strip::badges(
        t, options, state, seat,
    )))
}

/// Who ended with the King and the Robber, and with what.
pub fn play_notes(
    t: &Texts,
    players: &[Player],
    options: &Options,
    state: &State,
    _winners: &[usize],
) -> Vec<String> {
    if !options.king_robber {
        return Vec::new();
    }
    let name = |seat: usize| players.get(seat).map(|p| p.name.as_str());
    let king = state
        .king()
        .and_then(|(seat, tiles)| Some(t.bgstats.king(name(seat)?, tiles)));
    let robber = state
        .robber()
        .and_then(|(seat, tiles)| Some(t.bgstats.robber(name(seat)?, tiles)));
    king.into_iter().chain(robber).collect()
}
