//! The statistics as bars (issue 29): over every game, each player's plays (outlined) and
//! wins (filled); for one game, each player's best score (outlined) and average (filled).
//! The figures are the `results::stats` tallies the table under it shows, and the picture's
//! accessible summary says them all.

use dioxus::prelude::*;

use crate::results::stats::Line;
use crate::ui::components::chart::bars::{BarChart, BarRow};
use crate::ui::state::use_texts;

#[component]
pub fn StatsBars(lines: Vec<Line>, per_game: bool) -> Element {
    let t = use_texts();
    let g = t.group;
    let mut said = Vec::with_capacity(lines.len());
    let mut rows = Vec::with_capacity(lines.len());
    for line in &lines {
        let tally = &line.tally;
        let (outer, inner, text, words) = if per_game {
            let (Some(best), Some(average)) = (tally.best, tally.average()) else {
                continue;
            };
            let avg = t.punct.one_decimal(average);
            let words = g.bars_score_of(&line.name, best, &avg);
            (best as f64, average, format!("{best} · {avg}"), words)
        } else {
            let words = g.bars_wins_of(&line.name, tally.wins, tally.plays);
            let text = format!("{}/{}", tally.wins, tally.plays);
            (f64::from(tally.plays), f64::from(tally.wins), text, words)
        };
        said.push(words);
        rows.push(BarRow {
            name: line.name.clone(),
            colour: line.colour,
            outer,
            inner,
            text,
        });
    }
    let list = t.punct.clauses(&said);
    let label = if per_game {
        g.bars_scores(&list)
    } else {
        g.bars_plays(&list)
    };
    // The summary is also the key under the picture; a screen reader hears it once.
    rsx! {
        figure { class: "stats-bars", "data-testid": "stats-bars",
            BarChart { label: label.clone(), rows }
            figcaption { class: "muted", "aria-hidden": "true", "{label}" }
        }
    }
}
