//! The game's story, one tap away under the board on every family's game screen: each
//! player's score at the end of every turn or round (every action where a game counts none),
//! with the steps where the lead changed hands marked, the one that decided a finished game
//! apart (issue 29; issue 37 counted turns rather than taps). The figures come from the session's replay of the log
//! (`Game::score_history`) and `results::story`; this screen only draws them. A finished game
//! (opened from the history too) shows it unfolded.

use dioxus::prelude::*;

use std::cell::RefCell;
use std::rc::Rc;

use crate::results::story::{Rows, Span, Step, Story};
use crate::rules::Moment;
use crate::session::Game;
use crate::ui::components::chart::figures::{FigureRow, FiguresTable};
use crate::ui::components::chart::initial;
use crate::ui::components::chart::line::{LineChart, Mark, Series};
use crate::ui::components::more::More;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::Texts;

#[component]
pub fn GameStory() -> Element {
    let app = use_app();
    let t = use_texts();
    // The scores after every move, kept between taps: a tap adds one row, not a replay.
    let rows = use_hook(|| Rc::new(RefCell::new(Rows::default())));
    // Unfolded by a tap on its line; a finished game shows it until folded.
    let mut unfolded = use_signal(|| None::<bool>);
    let open = app.open.read();
    let Some(open) = open.as_ref() else {
        return rsx! {};
    };
    let game = &open.game;
    let over = game.outcome().is_some();
    let lowest_wins = game.setup().options.lowest_wins();
    let mut rows = rows.borrow_mut();
    rows.follow(&open.id, game);
    // The line's count is kept with the rows; the story itself is made only to be drawn.
    let changes = rows.lead_changes(lowest_wins);
    let shown = unfolded().unwrap_or(over);
    rsx! {
        More {
            summary: t.table.story_summary(changes),
            testid: "story-more",
            open: shown,
            toggle: move |()| unfolded.set(Some(!shown)),
            // Drawn only while unfolded: the picture and its table grow with the game.
            if shown {
                {figure(t, game, &Story::new(rows.followed(), lowest_wins, over))}
            }
        }
    }
}

/// A step of the story as the table counts it: "Turn 12", "Round 3", "Set-up", "Action 5".
fn step_words(t: &Texts, step: &Step) -> String {
    let w = t.table;
    match step.moment {
        _ if step.row == 0 => w.story_start.to_string(),
        Some(Moment::SetUp) => w.story_setup.to_string(),
        Some(Moment::Turn(n)) => w.story_turn(n),
        Some(Moment::Round(n)) => w.story_round(n),
        Some(Moment::FinalCount) => w.story_final.to_string(),
        None => w.story_action(step.row),
    }
}

/// The picture, its lead changes and its figures as a table for screen readers.
fn figure(t: &'static Texts, game: &Game, story: &Story) -> Element {
    let players = game.players();
    let name = |seat: usize| players.get(seat).map_or("", |p| p.name.as_str());
    let series: Vec<Series> = players
        .iter()
        .enumerate()
        .map(|(seat, p)| Series {
            name: p.name.clone(),
            colour: p.colour,
            values: story.steps.iter().map(|s| s.scores[seat]).collect(),
        })
        .collect();
    let marks: Vec<Mark> = story
        .leads
        .iter()
        .map(|l| Mark {
            step: l.step,
            letter: initial(name(l.seat)),
            strong: l.for_good,
        })
        .collect();
    let when = |step: usize| {
        story
            .steps
            .get(step)
            .map(|s| step_words(t, s))
            .unwrap_or_default()
    };
    let leads: Vec<(String, bool)> = story
        .leads
        .iter()
        .map(|l| {
            let line = if l.for_good {
                t.table.story_lead_for_good(&when(l.step), name(l.seat))
            } else {
                t.table.story_lead(&when(l.step), name(l.seat))
            };
            (line, l.for_good)
        })
        .collect();
    let (lo, hi) = story.range();
    let (span, n) = story.span();
    let span = match span {
        Span::Turns => t.table.story_turns(n),
        Span::Rounds => t.table.story_rounds(n),
        Span::Actions => t.table.story_actions(n),
    };
    let label = t.table.story_label(&span, story.leads.len());
    // The table: the scores at the start, then at the end of each step that moved one.
    let rows: Vec<FigureRow> = story
        .steps
        .first()
        .into_iter()
        .chain(story.changes())
        .map(|step| FigureRow {
            head: step_words(t, step),
            cells: step.scores.iter().map(i64::to_string).collect(),
        })
        .collect();
    let columns: Vec<String> = std::iter::once(t.table.story_col_action.to_string())
        .chain(players.iter().map(|p| p.name.clone()))
        .collect();
    let ends = (when(0), when(story.steps.len().saturating_sub(1)));
    rsx! {
        figure { class: "story", "data-testid": "story",
            LineChart { label, series, marks, lo, hi, first: ends.0, last: ends.1 }
            figcaption {
                ol { class: "story-leads",
                    for (i, (line, for_good)) in leads.into_iter().enumerate() {
                        li { key: "{i}", class: if for_good { "for-good" } else { "" }, "data-testid": "story-lead", "{line}" }
                    }
                }
            }
            FiguresTable { testid: "story-table", columns, rows }
        }
    }
}
