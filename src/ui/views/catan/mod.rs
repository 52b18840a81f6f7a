//! The Catan screens: its options form, its board, and its log lines.
//!
//! Scaffolding: the rules are complete in `crate::rules::catan`; this board shows the standings
//! only, and Catan is not yet offered as a new game (see `new_game::PLAYABLE_KINDS`).

use dioxus::prelude::*;

use crate::rules::catan::{Action, Options, State};
use crate::rules::{GameRules, Player};
use crate::session::GameOptions;
use crate::ui::components::standings::StandingsBoard;
use crate::ui::state::use_texts;
use crate::ui::text::Texts;

/// The log line for a Catan action.
pub fn describe(t: &Texts, _players: &[Player], _action: &Action) -> String {
    t.log_recorded.to_string()
}

/// Catan's options for a new game; edits `options` in place.
#[component]
pub fn CatanOptions(options: Signal<GameOptions>) -> Element {
    let t = use_texts();
    let _ = options;
    rsx! {
        p { class: "muted", "{t.board_pending}" }
    }
}

/// The Catan board.
#[component]
pub fn CatanBoard(state: State, options: Options, players: Vec<Player>) -> Element {
    let standings = crate::rules::catan::Catan::standings(&options, &players, &state);
    rsx! {
        StandingsBoard { standings, players }
    }
}
