//! The game screen: the family's board, the winner when there is one, undo and redo always
//! within thumb reach, and the log of what happened.

use dioxus::prelude::*;

use super::carcassonne::{
    describe as describe_carcassonne, describe_change as carcassonne_change, CarcassonneBoard,
};
use super::catan::{describe as describe_catan, describe_change as catan_change, CatanBoard};
use super::jamaica::{
    describe as describe_jamaica, describe_change as jamaica_change, JamaicaBoard,
};
use super::scorepad::{describe as describe_scorepad, ScorePadBoard};
use crate::rules::Player;
use crate::session::{Action, GameOptions, GameState, TableChange};
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::store_banner::StoreBanner;
use crate::ui::state::{use_app, use_texts, Confirmation, Confirmed, Screen};
use crate::ui::text::Texts;

/// How many log lines are drawn; the log can hold thousands, the screen needs the latest.
const LOG_LINES: usize = 40;

/// The log line of `action`, which `before` (the state it was applied to) lets a family word
/// by what it changed.
fn describe(
    t: &Texts,
    players: &[Player],
    options: &GameOptions,
    action: &Action,
    before: Option<&GameState>,
) -> String {
    match action {
        Action::ScorePad(action) => describe_scorepad(t, players, action),
        Action::Catan(action) => describe_catan(t, players, action),
        Action::Jamaica(action) => {
            let table = match (options, before) {
                (GameOptions::Jamaica(o), Some(GameState::Jamaica(s))) => Some((o, s)),
                _ => None,
            };
            describe_jamaica(t, players, action, table)
        }
        Action::Carcassonne(action) => describe_carcassonne(t, players, action),
    }
}

/// A log line with who made the action, when the action names nobody itself.
fn action_line(
    t: &Texts,
    players: &[Player],
    options: &GameOptions,
    action: &Action,
    actor: Option<usize>,
    before: Option<&GameState>,
) -> String {
    let line = describe(t, players, options, action, before);
    match actor.and_then(|seat| players.get(seat)) {
        Some(player) => (t.log_by)(&player.name, &line),
        None => line,
    }
}

/// One thing the table does with its pieces, in the family's words.
fn change_line(t: &Texts, players: &[Player], change: &TableChange) -> String {
    match change {
        TableChange::ScorePad(never) => match *never {},
        TableChange::Catan(c) => catan_change(t, players, c),
        TableChange::Jamaica(c) => jamaica_change(t, players, c),
        TableChange::Carcassonne(c) => carcassonne_change(t, players, c),
    }
}

/// The line above Undo: what the last action, undo or redo did, and what to do with the
/// pieces, read from the rules (`GameOptions::changes` on the states either side).
#[component]
fn ConfirmationLine(
    confirmation: Confirmation,
    options: GameOptions,
    players: Vec<Player>,
) -> Element {
    let t = use_texts();
    let Confirmation {
        kind,
        action,
        actor,
        before,
        after,
        serial,
    } = confirmation;
    let line = action_line(t, &players, &options, &action, actor, Some(&before));
    let line = match kind {
        Confirmed::Done => (t.table.done)(&line),
        Confirmed::Undone => (t.table.undone)(&line),
        Confirmed::Redone => (t.table.redone)(&line),
    };
    let changes: Vec<String> = options
        .changes(&before, &after)
        .iter()
        .map(|c| change_line(t, &players, c))
        .collect();
    rsx! {
        div { key: "{serial}", class: "confirmation", role: "status", "aria-live": "polite", "data-testid": "confirmation",
            p { class: "confirmation-what", "{line}" }
            for (i, change) in changes.iter().enumerate() {
                p { key: "{i}", class: "confirmation-table", "data-testid": "table-change", "{change}" }
            }
        }
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
    let shown_from = game.log().len().saturating_sub(LOG_LINES);
    let before = game.states_before(shown_from);
    let log: Vec<(usize, String, String, bool)> = game
        .log()
        .iter()
        .enumerate()
        .rev()
        .take(LOG_LINES)
        .map(|(i, entry)| {
            let line = action_line(
                t,
                &players,
                &game.setup().options,
                &entry.action,
                game.actor(i),
                before.get(i - shown_from),
            );
            (i, super::clock_time(entry.at), line, i >= cursor)
        })
        .collect();
    let board = match (&game.setup().options, game.state()) {
        (GameOptions::ScorePad(options), GameState::ScorePad(state)) => rsx! {
            ScorePadBoard { state: state.clone(), players: players.clone(), options: options.clone(), finished: outcome.is_some() }
        },
        (GameOptions::Catan(options), GameState::Catan(state)) => rsx! {
            CatanBoard { state: state.clone(), options: *options, players: players.clone(), finished: outcome.is_some() }
        },
        (GameOptions::Jamaica(options), GameState::Jamaica(state)) => rsx! {
            JamaicaBoard { state: state.clone(), options: options.clone(), players: players.clone(), finished: outcome.is_some() }
        },
        (GameOptions::Carcassonne(options), GameState::Carcassonne(state)) => rsx! {
            CarcassonneBoard { state: state.clone(), options: options.clone(), players: players.clone() }
        },
        // The session never pairs options of one family with the state of another.
        _ => rsx! {},
    };
    let title = open.name.clone();
    rsx! {
        Header { title, rules: true }
        StoreBanner {}
        NoticeBar {}
        if let Some(outcome) = outcome {
            {
                let names: Vec<&str> = outcome.winners.iter().filter_map(|&w| players.get(w)).map(|p| p.name.as_str()).collect();
                let line = if names.len() == 1 { (t.winner_is)(names[0]) } else { (t.shared_win)(&t.punct.names(&names)) };
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
        div { class: "row wrap",
            button { class: "button", "data-testid": "share", onclick: move |_| app.go(Screen::Share), "{t.share}" }
        }
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
            if let Some(confirmation) = app.confirmation.read().clone() {
                ConfirmationLine { confirmation, options: game.setup().options.clone(), players: players.clone() }
            }
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
