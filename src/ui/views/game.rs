//! The game screen: the family's board, the winner when there is one, undo and redo always
//! within thumb reach, and the log of what happened.

use dioxus::prelude::*;

use super::families;
use super::log_lines::{action_line, LogLines};
use crate::rules::Player;
use crate::session::GameOptions;
use crate::ui::components::header::Header;
use crate::ui::components::more::More;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::score_strip::{self, ScoreChip, ScoreStrip};
use crate::ui::components::store_banner::StoreBanner;
use crate::ui::state::{use_app, use_texts, AppState, Confirmation, Confirmed, Screen};
use crate::ui::text::Texts;

/// How many log lines are drawn; the log can hold thousands, the screen needs the latest.
const LOG_LINES: usize = 40;

/// The moves the line above Undo shows whole; beyond them it shows the first `SHOWN_MOVES`
/// (what the action itself moves comes first) and folds the rest under a line that counts
/// them. So the line is never more than three lines tall, and the turn's controls above it
/// stay in view.
const ALL_MOVES: usize = 2;
const SHOWN_MOVES: usize = 1;

/// Brings what a new turn (or the end) starts with back into view: `target` (a CSS selector)
/// is put just under the sticky top when the page was scrolled past it. A page that shows it
/// already does not move. A board calls it too, for a part of a turn that opens above where
/// the page was scrolled (the next player's count, Carcassonne's city entry).
pub(crate) fn bring_into_view(target: &str) {
    document::eval(&format!(
        r#"requestAnimationFrame(() => {{
  const target = document.querySelector('{target}');
  if (!target) return;
  const top = document.querySelector('.game-top');
  const under = top ? top.getBoundingClientRect().bottom : 0;
  const at = target.getBoundingClientRect().top;
  if (at < under) window.scrollBy({{ top: at - under - 8, behavior: 'instant' }});
}})"#
    ));
}

/// The line above Undo: what the last action, undo or redo did, and what to do with the
/// pieces, read from the rules (`GameOptions::changes` on the states either side). It takes
/// three lines at most; more moves fold behind a button beside Undo.
#[component]
fn ConfirmationLine(
    confirmation: Confirmation,
    options: GameOptions,
    players: Vec<Player>,
) -> Element {
    let t = use_texts();
    // The confirmation whose folded moves the player opened.
    let mut opened = use_signal(|| None::<u64>);
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
        Confirmed::Done => t.table.done(&line),
        Confirmed::Undone => t.table.undone(&line),
        Confirmed::Redone => t.table.redone(&line),
    };
    let changes: Vec<String> = options
        .changes(&before, &after)
        .iter()
        .map(|c| families::describe_change(t, &players, c))
        .collect();
    // Every move is said: a long list shows its first moves and folds the rest under a count.
    let shown = if changes.len() > ALL_MOVES {
        SHOWN_MOVES
    } else {
        changes.len()
    };
    let folded = &changes[shown..];
    let more = t.table.more_moves(folded.len());
    let more_short = t.table.more_moves_short(folded.len());
    // The others unfold above on a tap of the button beside Undo, for this confirmation only.
    let unfolded = opened() == Some(serial);
    rsx! {
        div { key: "{serial}", class: "confirmation", role: "status", "aria-live": "polite", "data-testid": "confirmation",
            p { class: "confirmation-what", "{line}" }
            for (i, change) in changes[..shown].iter().enumerate() {
                p { key: "{i}", class: "confirmation-table", "data-testid": "table-change", "{change}" }
            }
            if unfolded {
                div { class: "confirmation-folded", id: "confirmation-folded",
                    for (i, change) in folded.iter().enumerate() {
                        p { key: "{i}", class: "confirmation-table", "data-testid": "table-change", "{change}" }
                    }
                }
            }
        }
        if !folded.is_empty() {
            button {
                class: "button more-moves",
                r#type: "button",
                "data-testid": "more-moves",
                "aria-label": "{more}",
                "aria-expanded": if unfolded { "true" } else { "false" },
                "aria-controls": "confirmation-folded",
                onclick: move |_| opened.set(if unfolded { None } else { Some(serial) }),
                "{more_short}"
                span { "aria-hidden": "true", if unfolded { " ▴" } else { " ▾" } }
            }
        }
    }
}

/// The score strip's chips: every player's standing, the seat the rules expect to act, and
/// what each holds in the family's words. The score pad has none: its board is that list.
pub(crate) fn strip_chips(t: &Texts, game: &crate::session::Game) -> Option<Vec<ScoreChip>> {
    let players = game.players();
    let standings = game.standings();
    let active = game.turn().and_then(|(seat, _)| seat);
    let outcome = game.outcome();
    let winners = outcome.as_ref().map(|o| o.winners.as_slice());
    let (options, state) = (&game.setup().options, game.state());
    // A family without a strip (the score pad) answers `None` for every seat.
    families::strip(t, options, state, 0)?;
    Some(score_strip::chips(
        players,
        &standings,
        active,
        winners,
        |seat| families::strip(t, options, state, seat).unwrap_or_default(),
    ))
}

/// The room the page keeps under the turn for the action bar, as tall as the bar is. Its own
/// component, so a new height redraws this alone, not the whole game screen.
#[component]
fn BarRoom(height: Signal<f64>) -> Element {
    let h = height();
    rsx! {
        if h > 0.0 {
            div { class: "bar-room", style: "height: {h}px" }
        } else {
            div { class: "bar-room" }
        }
    }
}

/// The end of the game: who won, the next game with the same players and options (at a live
/// table this phone hosts, every phone comes along), and the way home.
fn winner_banner(
    t: &'static Texts,
    mut app: AppState,
    winners: &[usize],
    players: &[Player],
    kind: crate::session::GameKind,
) -> Element {
    let names: Vec<&str> = winners
        .iter()
        .filter_map(|&w| players.get(w))
        .map(|p| p.name.as_str())
        .collect();
    let line = if names.len() == 1 {
        t.winner_is(names[0])
    } else {
        t.shared_win(&t.punct.names(&names))
    };
    rsx! {
        div { class: "winner", role: "status", "data-testid": "winner",
            strong { "{t.game_over}" }
            span { "{line}" }
            div { class: "row wrap",
                button {
                    class: "button primary",
                    "data-testid": "play-again",
                    onclick: move |_| {
                        let name = format!("{} {}", super::kind_name(t, kind), super::clock_time(crate::ui::state::now()));
                        app.play_again(name);
                    },
                    "{t.play_again}"
                }
                button { class: "button", onclick: move |_| app.go(Screen::Home), "{t.home}" }
                super::bgstats::LogPlay {}
            }
        }
    }
}

/// A game handed to another phone: when, that it goes on there, and the way to take it back.
fn handed_banner(
    t: &'static Texts,
    mut app: AppState,
    id: String,
    when: chrono::DateTime<chrono::Utc>,
) -> Element {
    let s = t.share_ui;
    rsx! {
        div { class: "panel watching-banner row wrap", role: "status", "data-testid": "handed",
            span { class: "grow", {s.handed_banner(&super::short_date(when))} }
            button { class: "button", "data-testid": "take-back", onclick: move |_| app.take_game_back(&id), "{s.take_back}" }
        }
    }
}

/// The log, one tap away (the confirmation line already says what the last tap did): its
/// latest lines, of `logged` entries in all.
fn log_section(t: &'static Texts, log: Vec<super::log_lines::LogLine>, logged: usize) -> Element {
    rsx! {
        More { summary: format!("{} ({logged})", t.log), testid: "log-more",
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
    }
}

/// The family's board, drawn by the family's part of the app (see `game_parts::game_screen`):
/// the game screen is shared by every family and names none of them.
#[derive(Clone, Copy)]
pub struct Board(pub families::BoardFn);

impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

/// Whether this phone only watches the game `id` at a live table: a watcher's seat, or a
/// phone away from the table of this game.
fn watching_live(app: AppState, id: &str) -> bool {
    app.live()
        .read()
        .as_ref()
        .is_some_and(|l| l.watching() || l.away_from(id))
}

#[component]
pub fn GameScreen(board: Board) -> Element {
    let mut app = use_app();
    let t = use_texts();
    // A new turn or step (as the rules' guide names them) opens at the turn's panel, and the
    // end at the winner, however far the last one was scrolled.
    let turn = app
        .open
        .read()
        .as_ref()
        .map(|open| (open.game.turn(), open.game.outcome().is_some()));
    let mut seen = use_signal(|| turn.clone());
    use_effect(use_reactive((&turn,), move |(turn,)| {
        let before = seen.peek().clone();
        if before == turn {
            return;
        }
        seen.set(turn.clone());
        match (before, turn) {
            (Some(_), Some((_, true))) => bring_into_view("[data-testid=\"winner\"]"),
            (Some(_), Some(_)) => bring_into_view(".game-board"),
            _ => {}
        }
    }));
    // The bar above the turn grows with its line: the page keeps room for it below.
    let mut bar_height = use_signal(|| 0.0f64);
    let log_lines = use_hook(|| std::rc::Rc::new(std::cell::RefCell::new(LogLines::default())));
    let open = app.open.read();
    // The screen shows the game its entry names: while another is read (back to an earlier
    // game), the one open is not shown under it, and a tap cannot reach it.
    let Some(open) = open.as_ref().filter(|o| app.nav.shows(&o.id)) else {
        return rsx! {
            Header { title: t.app_name }
        };
    };
    let game = &open.game;
    // What a tap on this screen is made against (see `state::drawn`).
    app.drawn.set(&open.id, crate::commit::Head::of(game));
    let players = game.players().to_vec();
    let outcome = game.outcome();
    let can_undo = game.can_undo();
    let can_redo = game.can_redo();
    let log = log_lines.borrow_mut().latest(&open.id, t, game, LOG_LINES);
    let board = (board.0)(
        &game.setup().options,
        game.state(),
        &players,
        outcome.is_some(),
    );
    let title = open.name.clone();
    let strip = strip_chips(t, game);
    // A watching phone at a live table, one away from the table of this game, or a game
    // handed to another phone: its controls look read-only, and a tap says why.
    let handed = app.handed.when(&open.id);
    let watching = handed.is_some() || watching_live(app, &open.id);
    let step_class = if watching {
        "button read-only"
    } else {
        "button"
    };
    let logged = game.log().len();
    rsx! {
        // The title and every player's score stay in view while the turn scrolls under them.
        div { class: "game-top",
            Header { title, rules: true }
            if let Some(chips) = strip {
                ScoreStrip { chips, label: t.total }
            }
        }
        StoreBanner {}
        crate::ui::live::AwayBanner {}
        if let Some(when) = handed {
            {handed_banner(t, app, open.id.clone(), when)}
        } else if watching && !app.live().read().as_ref().is_some_and(|l| l.away_from(&open.id)) {
            div { class: "panel watching-banner", role: "status", "data-testid": "watching",
                "{t.live.watching_banner}"
            }
        }
        NoticeBar {}
        if let Some(outcome) = outcome {
            {winner_banner(t, app, &outcome.winners, &players, game.kind())}
        }
        div { class: if watching { "game-board read-only" } else { "game-board" }, {board} }
        div { class: "row wrap",
            button { class: "button", "data-testid": "share", onclick: move |_| app.go(Screen::Share), "{t.share}" }
            crate::ui::live::sheet::LiveButton {}
        }
        super::story::GameStory {}
        {log_section(t, log, logged)}
        BarRoom { height: bar_height }
        div {
            class: "action-bar",
            onresize: move |e: Event<ResizeData>| {
                if let Ok(size) = e.get_border_box_size() {
                    bar_height.set(size.height);
                }
            },
            if let Some(confirmation) = app.messages.confirmation() {
                ConfirmationLine { confirmation, options: game.setup().options.clone(), players: players.clone() }
            }
            button {
                class: step_class,
                "data-testid": "undo",
                disabled: !can_undo,
                onclick: move |_| app.undo(),
                "↶ {t.undo}"
            }
            button {
                class: step_class,
                "data-testid": "redo",
                disabled: !can_redo,
                onclick: move |_| app.redo(),
                "{t.redo} ↷"
            }
        }
    }
}
