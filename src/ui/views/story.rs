//! The game's story, one tap away under the board on every family's game screen: each
//! player's score over the game's actions, with the actions where the lead changed hands
//! marked (issue 29). The figures come from the session's replay of the log
//! (`Game::score_history`) and `results::story`; this screen only draws them. A finished game
//! (opened from the history too) shows it unfolded.

use dioxus::prelude::*;

use std::cell::RefCell;
use std::rc::Rc;

use crate::results::story::{Rows, Story};
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
    let mut rows = rows.borrow_mut();
    let story = Story::new(
        rows.follow(&open.id, game),
        game.setup().options.lowest_wins(),
    );
    let shown = unfolded().unwrap_or(game.outcome().is_some());
    rsx! {
        More {
            summary: t.table.story_summary(story.leads.len()),
            testid: "story-more",
            open: shown,
            toggle: move |()| unfolded.set(Some(!shown)),
            // Drawn only while unfolded: the picture and its table grow with the game.
            if shown {
                {figure(t, game, &story)}
            }
        }
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
            values: story.scores.iter().map(|row| row[seat]).collect(),
        })
        .collect();
    let marks: Vec<Mark> = story
        .leads
        .iter()
        .map(|l| Mark {
            step: l.step,
            letter: initial(name(l.seat)),
        })
        .collect();
    let leads: Vec<String> = story
        .leads
        .iter()
        .map(|l| t.table.story_lead(l.step, name(l.seat)))
        .collect();
    let (lo, hi) = story.range();
    let label = t.table.story_label(story.actions(), story.leads.len());
    // The table: the scores at the start, then after each action that moved one.
    let start = story.scores.first().map(|r| (0, r.as_slice()));
    let rows: Vec<FigureRow> = start
        .into_iter()
        .chain(story.changes())
        .map(|(step, row)| FigureRow {
            head: step.to_string(),
            cells: row.iter().map(i64::to_string).collect(),
        })
        .collect();
    let columns: Vec<String> = std::iter::once(t.table.story_col_action.to_string())
        .chain(players.iter().map(|p| p.name.clone()))
        .collect();
    rsx! {
        figure { class: "story", "data-testid": "story",
            LineChart { label, series, marks, lo, hi }
            figcaption {
                ol { class: "story-leads",
                    for (i, line) in leads.into_iter().enumerate() {
                        li { key: "{i}", "data-testid": "story-lead", "{line}" }
                    }
                }
            }
            FiguresTable { testid: "story-table", columns, rows }
        }
    }
}
