//! Jamaica's entry in the app's family list (`crate::ui::views::families`).

use dioxus::prelude::*;

/// The board, under the one name every family's part draws (`views::game_parts`).
pub use super::JamaicaBoard as Board;
use super::JamaicaOptions;
use crate::rules::jamaica::scoring::calypso_wins;
use crate::rules::jamaica::{Action, Options, State, MAX_PLAYERS, MIN_PLAYERS};
use crate::rules::Player;
use crate::session::GameOptions;
use crate::ui::components::score_strip::StripSeat;
use crate::ui::text::Texts;
use crate::ui::views::families::Logged;

/// The family's stylesheet, drawn with its board and its options form (`views::families`): in
/// the split web build it comes with the family's parts, not in the first download.
pub const STYLE: &str = stylesheet!("jamaica.css");

pub fn blurb(t: &Texts) -> &'static str {
    t.jamaica_ui().blurb
}

pub fn default_options() -> Options {
    Options::for_players(2)
}

pub fn player_range(_options: &Options) -> (usize, usize) {
    (MIN_PLAYERS, MAX_PLAYERS)
}

pub fn options_form(options: Signal<GameOptions>) -> Element {
    rsx! { JamaicaOptions { options } }
}

/// The log line; `before` lets it word what the action changed (the ghost's fight, a fee).
pub fn describe(t: &Texts, line: Logged<Options, State, Action>) -> String {
    super::describe(
        t,
        line.players,
        line.action,
        line.before.map(|s| (line.options, s)),
    )
}

/// During the race the strip shows each ship's spaces to go (a badge), not the track's score.
pub fn strip(t: &Texts, options: &Options, state: &State, seat: usize) -> Option<StripSeat> {
    Some(StripSeat {
        figure: super::strip::figure(options, state, seat),
        badges: super::strip::badges(t, options, state, seat),
    })
}

/// A win with Calypso and the three puppets, whatever the scores; what the Ghost Ship carried
/// at the end.
pub fn play_notes(
    t: &Texts,
    players: &[Player],
    _options: &Options,
    state: &State,
    winners: &[usize],
) -> Vec<String> {
    let calypso = state.calypso.map(usize::from).or_else(|| {
        state
            .declarations
            .iter()
            .position(|d| d.as_ref().is_some_and(calypso_wins))
    });
    let mut notes: Vec<String> = calypso
        .filter(|seat| winners.contains(seat))
        .and_then(|seat| players.get(seat))
        .map(|player| t.bgstats.calypso(&player.name))
        .into_iter()
        .collect();
    if let Some(ghost) = &state.ghost {
        notes.push(t.bgstats.ghost_haul(ghost.gold(), ghost.treasures));
    }
    notes
}
