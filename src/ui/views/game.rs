//! The game screen: the family's board, the winner when there is one, undo and redo always
//! within thumb reach, and the log of what happened.

use dioxus::prelude::*;

use super::scorepad::{describe as describe_scorepad, ScorePadBoard};
use crate::rules::Player;
use crate::rules::Standing;
use crate::session::{Action, GameOptions, GameState};
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts, Screen};
use crate::ui::text::Texts;

/// How many log lines are drawn; the log can hold thousands, the screen needs the latest.
const LOG_LINES: usize = 40;

fn describe(t: &Texts, players: &[Player], action: &Action) -> String {
    match action {
        Action::ScorePad(action) => describe_scorepad(t, players, action),
        Action::Catan(_) | Action::Jamaica(_) | Action::Carcassonne(_) => {
            t.log_recorded.to_string()
        }
    }
}

/// "Ana", "Ana and Bình", "Ana, Bình and Chi".
pub fn join_names(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} & {last}", rest.join(", ")),
    }
}

#[component]
pub fn GameScreen() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let open = app.open.read();
    let Some(open) = open.as_ref() else {
        return rsx! {
            Header { title: t.app_name }
        };
    };
    let game = &open.game;
    let players = game.players().to_vec();
    let outcome = game.outcome();
    let can_undo = game.can_undo();
    let can_redo = game.can_redo();
    let cursor = game.cursor();
    let log: Vec<(usize, String, String, bool)> = game
        .log()
        .iter()
        .enumerate()
        .rev()
        .take(LOG_LINES)
        .map(|(i, entry)| {
            (
                i,
                super::clock_time(entry.at),
                describe(t, &players, &entry.action),
                i >= cursor,
            )
        })
        .collect();
    let board = match (&game.setup().options, game.state()) {
        (GameOptions::ScorePad(options), GameState::ScorePad(state)) => rsx! {
            ScorePadBoard { state: state.clone(), players: players.clone(), options: options.clone(), finished: outcome.is_some() }
        },
        _ => rsx! {
            StandingsBoard { standings: game.standings(), players: players.clone() }
        },
    };
    let title = open.name.clone();
    rsx! {
        Header { title }
        NoticeBar {}
        if let Some(outcome) = outcome {
            {
                let names: Vec<&str> = outcome.winners.iter().filter_map(|&w| players.get(w)).map(|p| p.name.as_str()).collect();
                let line = if names.len() == 1 { (t.winner_is)(names[0]) } else { (t.shared_win)(&join_names(&names)) };
                rsx! {
                    div { class: "winner", role: "status", "data-testid": "winner",
                        strong { "{t.game_over}" }
                        span { "{line}" }
                        button { class: "button", onclick: move |_| app.go(Screen::Home), "{t.home}" }
                    }
                }
            }
        }
        {board}
        section { class: "panel log", "aria-label": t.log,
            h2 { "{t.log}" }
            if log.is_empty() {
                p { class: "muted", "{t.log_empty}" }
            }
            ol { class: "log-list", "data-testid": "log",
                for (index, time, text, undone) in log {
                    li { key: "{index}", class: if undone { "undone" } else { "" },
                        span { class: "log-time", "{time}" }
                        span { "{text}" }
                        if undone { span { class: "log-tag", "{t.undone}" } }
                    }
                }
            }
        }
        div { class: "action-bar",
            button {
                class: "button",
                "data-testid": "undo",
                disabled: !can_undo,
                onclick: move |_| app.undo(),
                "↶ {t.undo}"
            }
            button {
                class: "button",
                "data-testid": "redo",
                disabled: !can_redo,
                onclick: move |_| app.redo(),
                "{t.redo} ↷"
            }
        }
    }
}

/// The scores of a game whose own board is not built yet: read-only, from its rules.
#[component]
fn StandingsBoard(standings: Vec<Standing>, players: Vec<Player>) -> Element {
    let t = use_texts();
    rsx! {
        section { class: "panel scoreboard",
            p { class: "muted", "{t.board_pending}" }
            ul { class: "players",
                for standing in standings {
                    if let Some(player) = players.get(standing.player).cloned() {
                        li { class: "player",
                            div { class: "player-head",
                                Swatch { colour: player.colour, name: player.name.clone() }
                                span { class: "player-name", "{player.name}" }
                                span { class: "player-score", "{standing.score}" }
                            }
                        }
                    }
                }
            }
        }
    }
}
