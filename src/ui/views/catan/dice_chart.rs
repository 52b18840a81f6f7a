//! Catan's dice as a picture (issue 29): how often each total 2 to 12 was rolled this game,
//! from the log's rolls (`Action::rolled`), against the share two dice are expected to give
//! (`dice::ways`), and with the dice deck what is left in it per total
//! (`DiceDeck::left_by_total`). The same figures are a table for screen readers.

use dioxus::prelude::*;

use crate::rules::dice::{self, DiceDeck, DiceMode, TOTALS};
use crate::session::Action as AnyAction;
use crate::ui::components::chart::columns::{Column, ColumnChart};
use crate::ui::components::chart::figures::{FigureRow, FiguresTable};
use crate::ui::components::more::More;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn DiceChart(mode: DiceMode, deck: DiceDeck) -> Element {
    let app = use_app();
    let t = use_texts();
    let c = t.catan_ui();
    let counts = {
        let open = app.open.read();
        let applied = open.as_ref().map(|o| o.game.applied()).unwrap_or_default();
        dice::totals(applied.iter().filter_map(|e| match &e.action {
            AnyAction::Catan(a) => a.rolled(),
            _ => None,
        }))
    };
    let rolls: u32 = counts.iter().sum();
    let left = (mode == DiceMode::Deck).then(|| deck.left_by_total());
    let rows: Vec<(u8, u32, f64, Option<u32>)> = TOTALS
        .enumerate()
        .map(|(i, total)| {
            let expected = f64::from(rolls * dice::ways(total)) / 36.0;
            (total, counts[i], expected, left.map(|l| l[i]))
        })
        .collect();
    let columns: Vec<Column> = rows
        .iter()
        .map(|&(total, count, expected, under)| Column {
            name: total.to_string(),
            count,
            expected,
            under,
        })
        .collect();
    let label = c.dice_label(rolls);
    let mut heads = vec![
        t.dice.to_string(),
        c.dice_col_rolled.to_string(),
        c.dice_col_expected.to_string(),
    ];
    if left.is_some() {
        heads.push(c.dice_col_left.to_string());
    }
    let figures: Vec<FigureRow> = rows
        .iter()
        .map(|&(total, count, expected, under)| FigureRow {
            head: total.to_string(),
            cells: [count.to_string(), t.punct.one_decimal(expected)]
                .into_iter()
                .chain(under.map(|n| n.to_string()))
                .collect(),
        })
        .collect();
    rsx! {
        More { summary: c.dice_more(rolls), testid: "catan-dice-more",
            figure { class: "catan-dice-chart", "data-testid": "catan-dice-chart",
                ColumnChart { label: label.clone(), columns, under: c.dice_col_left }
                // The summary is also the key under the picture; a screen reader hears it once.
                figcaption { class: "muted", "aria-hidden": "true", "{label}" }
                FiguresTable { testid: "catan-dice-table", columns: heads, rows: figures }
            }
        }
    }
}
