//! A horizontal bar chart, one row per player: the player's name, and under it an outlined
//! bar (plays, or the best score) with a filled bar in the player's colour over it (wins, or
//! the average score), the row's figures written at its end.

use dioxus::prelude::*;

use super::{colour_class, STYLE};
use crate::rules::PlayerColour;

const WIDTH: f64 = 320.0;
/// A row: the name's line, then the bar.
const ROW: f64 = 38.0;
const NAME: f64 = 14.0;
const BAR: f64 = 16.0;
/// The bars start at the left edge, under the names; room for the figures on the right.
const LEFT: f64 = 4.0;
const RIGHT: f64 = 230.0;

/// One row: whose, the outlined bar's length (`outer`), the filled one's (`inner`), in the
/// same unit, and the figures written at the end (`text`).
#[derive(Clone, Debug, PartialEq)]
pub struct BarRow {
    pub name: String,
    pub colour: PlayerColour,
    pub outer: f64,
    pub inner: f64,
    pub text: String,
}

/// The length of `value` on a scale whose longest bar is `max` (nothing below zero).
fn length(value: f64, max: f64) -> f64 {
    if max <= 0.0 {
        return 0.0;
    }
    value.max(0.0) / max * (RIGHT - LEFT)
}

/// The chart; `label` is its accessible summary (the screen gives the figures as text too).
#[component]
pub fn BarChart(label: String, rows: Vec<BarRow>) -> Element {
    let max = rows
        .iter()
        .map(|r| r.outer.max(r.inner))
        .fold(0.0, f64::max);
    let height = ROW * rows.len() as f64 + 4.0;
    rsx! {
        style { "{STYLE}" }
        svg {
            class: "chart chart-bars",
            role: "img",
            "aria-label": "{label}",
            view_box: "0 0 {WIDTH} {height}",
            for (i, row) in rows.iter().enumerate() {
                {
                    let top = 2.0 + ROW * i as f64;
                    let y = top + NAME + 2.0;
                    let middle = y + BAR / 2.0 + 4.0;
                    let (outer, inner) = (length(row.outer, max), length(row.inner, max));
                    rsx! {
                        g { key: "{i}",
                            // The whole name, as the table under the picture writes it.
                            text { class: "chart-text chart-strong chart-name", x: "{LEFT}", y: "{top + NAME - 2.0:.1}", "{row.name}" }
                            rect { class: "chart-outer", x: "{LEFT}", y: "{y:.1}", width: "{outer:.1}", height: "{BAR}" }
                            rect { class: "chart-inner {colour_class(row.colour)}", x: "{LEFT}", y: "{y + 3.0:.1}", width: "{inner:.1}", height: "{BAR - 6.0}" }
                            text { class: "chart-text", x: "{LEFT + outer.max(inner) + 4.0:.1}", y: "{middle:.1}", "{row.text}" }
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_bar_fills_the_width_and_nothing_goes_below_zero() {
        assert_eq!(length(10.0, 10.0), RIGHT - LEFT);
        assert_eq!(length(5.0, 10.0), (RIGHT - LEFT) / 2.0);
        assert_eq!(length(-3.0, 10.0), 0.0);
        assert_eq!(length(3.0, 0.0), 0.0);
    }
}
