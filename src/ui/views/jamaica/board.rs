//! The Jamaica board: the round bar and the panel for what the rules expect now first, in
//! view above the action bar; the race mirror, the Ghost Ship's board, the lairs' tokens and
//! the tavern folded under a line that keeps their figure ("The race · Ana 12 to go, Bo 15").

use dioxus::prelude::*;

use super::View;
use crate::rules::jamaica::crew::STAIRS;
use crate::rules::jamaica::{Expected, Step};
use crate::ui::components::more::More;
use crate::ui::state::use_texts;
use crate::ui::views::game_view::use_provide_game_view;

use super::combat::{CombatPanel, SpoilsPanel};
use super::crew::{LookOutPanel, RecruitPanel, TavernPanel};
use super::ghost::{GhostBoard, GhostMovePanel};
use super::race::{LairTokens, RaceMirror, RoundBar};
use super::round::{CardPanel, DicePanel, FeePanel, ShortagePanel};
use super::scoring::ScoringPanel;
use super::{place, ship_name};

/// The Jamaica board.
#[component]
pub fn JamaicaBoard(view: View) -> Element {
    use_provide_game_view(&view);
    let (options, state, players, _) = view.into_parts();
    let texts = use_texts();
    let t = texts.jamaica_ui();
    // A fresh key per moment of the round resets the inputs of the step panel.
    let key = format!("{}-{:?}-{:?}", state.round, state.step, state.pending);
    let over = state.calypso.is_some();
    let step = if over {
        rsx! {}
    } else {
        match state.expected() {
            Expected::ActionDice => {
                rsx! { DicePanel { key: "{key}" } }
            }
            Expected::CardAction => {
                rsx! { CardPanel { key: "{key}" } }
            }
            Expected::Fee => {
                rsx! { FeePanel { key: "{key}" } }
            }
            Expected::ShortageChoice => {
                rsx! { ShortagePanel { key: "{key}" } }
            }
            Expected::Fight => {
                rsx! { CombatPanel { key: "{key}" } }
            }
            Expected::Spoils => {
                rsx! { SpoilsPanel { key: "{key}" } }
            }
            Expected::Recruit => {
                rsx! { RecruitPanel { key: "{key}" } }
            }
            Expected::GhostMove => {
                rsx! { GhostMovePanel { key: "{key}" } }
            }
            Expected::LookOut => {
                rsx! { LookOutPanel { key: "{key}" } }
            }
            Expected::Declarations => rsx! {},
        }
    };
    let scoring = state.step == Step::Scoring || over;
    // The folded sections' lines, each with its figure.
    let race: Vec<(String, i32)> = state
        .race_order(&options)
        .into_iter()
        .map(|(ship, left)| (ship_name(t, &players, ship), left.max(0)))
        .collect();
    // The leader's part says what the count means; the others follow with their bare count.
    let ships: Vec<String> = race
        .iter()
        .enumerate()
        .map(|(i, (name, left))| match i {
            0 => t.race_leader(name, *left),
            _ => format!("{name} {left}"),
        })
        .collect();
    let race_more = t.race_more(&texts.punct.list(&ships));
    let ghost_more = state
        .ghost
        .as_ref()
        .map(|g| t.ghost_more(&place(t, g.pos), g.gold(), g.treasures));
    let tokens_more = t.tokens_more(state.lair_tokens.len());
    let tavern_more = state
        .tavern
        .as_ref()
        .filter(|_| options.crew)
        .map(|tavern| {
            let bottle = (tavern.bottle != STAIRS).then(|| tavern.bottle + 1);
            t.tavern_more(bottle, state.recruited.len())
        });
    rsx! {
        div { class: "jm-board", "data-testid": "jamaica-board",
            // Once the race is over the round and its dice are history: the count takes the room.
            if !scoring {
                RoundBar {}
            }
            {step}
            if scoring {
                ScoringPanel {}
            }
            More { summary: race_more, testid: "race-more",
                RaceMirror {}
            }
            if let Some(summary) = ghost_more {
                More { summary, testid: "ghost-more",
                    GhostBoard { state: state.clone() }
                }
            }
            More { summary: tokens_more, testid: "tokens-more",
                LairTokens { state: state.clone() }
            }
            if let Some(summary) = tavern_more {
                More { summary, testid: "tavern-more",
                    TavernPanel {}
                }
            }
        }
    }
}
