//! The Jamaica board: the round bar, the panel for what the rules expect now, the race
//! mirror, the Ghost Ship, the tavern and the score sheets.

use dioxus::prelude::*;

use crate::rules::jamaica::{Expected, Options, State, Step};
use crate::rules::Player;

use super::combat::{CombatPanel, SpoilsPanel};
use super::crew::{RecruitPanel, TavernPanel};
use super::ghost::{GhostBoard, GhostMovePanel};
use super::race::{RaceMirror, RoundBar};
use super::round::{CardPanel, DicePanel, FeePanel, ShortagePanel};
use super::scoring::ScoringPanel;

/// The Jamaica board.
#[component]
pub fn JamaicaBoard(
    state: State,
    options: Options,
    players: Vec<Player>,
    finished: bool,
) -> Element {
    // A fresh key per moment of the round resets the inputs of the step panel.
    let key = format!("{}-{:?}-{:?}", state.round, state.step, state.pending);
    let over = state.calypso.is_some();
    let step = if over {
        rsx! {}
    } else {
        match state.expected() {
            Expected::ActionDice => {
                rsx! { DicePanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::CardAction => {
                rsx! { CardPanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::Fee => {
                rsx! { FeePanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::ShortageChoice => {
                rsx! { ShortagePanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::Fight => {
                rsx! { CombatPanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::Spoils => {
                rsx! { SpoilsPanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::Recruit => {
                rsx! { RecruitPanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::GhostMove => {
                rsx! { GhostMovePanel { key: "{key}", state: state.clone(), options: options.clone(), players: players.clone() } }
            }
            Expected::Declarations => rsx! {},
        }
    };
    let scoring = state.step == Step::Scoring || over;
    rsx! {
        div { class: "jm-board", "data-testid": "jamaica-board",
            RoundBar { state: state.clone(), options: options.clone(), players: players.clone() }
            {step}
            if scoring {
                ScoringPanel { state: state.clone(), options: options.clone(), players: players.clone(), finished }
            }
            RaceMirror { state: state.clone(), options: options.clone(), players: players.clone() }
            if state.ghost.is_some() {
                GhostBoard { state: state.clone() }
            }
            if options.crew {
                TavernPanel { state: state.clone(), players: players.clone() }
            }
        }
    }
}
