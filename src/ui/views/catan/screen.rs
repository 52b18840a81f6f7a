//! Catan's entry in the app's family list (`crate::ui::views::families`).

use dioxus::prelude::*;

/// The board, under the one name every family's part draws (`views::game_parts`).
pub use super::CatanBoard as Board;
use super::CatanOptions;
use crate::rules::catan::{public_vp, total_vp, Action, Options, State, Variant};
use crate::rules::Player;
use crate::session::GameOptions;
use crate::ui::components::score_strip::StripSeat;
use crate::ui::text::Texts;
use crate::ui::views::families::Logged;

/// Catan's stylesheet, drawn with its screens and its options form in the new game.
pub const STYLE: &str = stylesheet!("catan.css");

pub fn blurb(t: &Texts) -> &'static str {
    t.catan_ui().blurb
}

pub fn default_options() -> Options {
    Options::new(Variant::Base)
}

pub fn player_range(options: &Options) -> (usize, usize) {
    options.player_range()
}

pub fn options_form(options: Signal<GameOptions>) -> Element {
    rsx! { CatanOptions { options } }
}

pub fn describe(t: &Texts, line: Logged<Options, State, Action>) -> String {
    super::describe(t, line.players, line.options, line.action)
}

pub fn strip(t: &Texts, options: &Options, state: &State, seat: usize) -> Option<StripSeat> {
    Some(StripSeat::badges(super::strip::badges(
        t, options, state, seat,
    )))
}

/// A winner who held victory point cards the table did not see: how many.
pub fn play_notes(
    t: &Texts,
    players: &[Player],
    options: &Options,
    state: &State,
    winners: &[usize],
) -> Vec<String> {
    winners
        .iter()
        .filter_map(|&seat| {
            let hidden =
                i64::from(total_vp(options, state, seat) - public_vp(options, state, seat));
            let player = players.get(seat)?;
            (hidden > 0).then(|| t.bgstats.hidden_points(&player.name, hidden))
        })
        .collect()
}
