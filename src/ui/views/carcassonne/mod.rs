//! The Carcassonne screens: its options form, its board, and its log lines.
//!
//! Scaffolding: the rules are complete in `crate::rules::carcassonne`; this board shows the standings
//! only, and Carcassonne is not yet offered as a new game (see `new_game::PLAYABLE_KINDS`).

use dioxus::prelude::*;

use crate::rules::carcassonne::{Action, Options, State};
use crate::rules::{GameRules, Player};
use crate::session::GameOptions;
use crate::ui::components::standings::StandingsBoard;
use crate::ui::state::use_texts;
use crate::ui::text::Texts;

/// The log line for a Carcassonne action.
pub fn describe(t: &Texts, _players: &[Player], _action: &Action) -> String {
    t.log_recorded.to_string()
}

/// Carcassonne's options for a new game; edits `options` in place.
#[component]
pub fn CarcassonneOptions(options: Signal<GameOptions>) -> Element {
    let t = use_texts();
    let _ = options;
    rsx! {
        p { class: "muted", "{t.board_pending}" }
    }
}

/// The Carcassonne board.
#[component]
pub fn CarcassonneBoard(state: State, options: Options, players: Vec<Player>) -> Element {
    let standings = crate::rules::carcassonne::Carcassonne::standings(&options, &players, &state);
    rsx! {
        StandingsBoard { standings, players }
    }
}
