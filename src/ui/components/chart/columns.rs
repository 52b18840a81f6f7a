//! A column chart of counts with an expected level per column: the dice totals rolled in a
//! game (filled) against their expected share (a dashed outline), and, with the dice deck, a
//! row of what is left in it under the totals.

use dioxus::prelude::*;

use super::STYLE;

const WIDTH: f64 = 320.0;
const LEFT: f64 = 30.0;
const TOP: f64 = 14.0;
const BOTTOM: f64 = 120.0;

/// One column: its name under it, the count drawn filled and written above, the expected
/// level drawn dashed, and an optional figure for the row under the names.
#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    pub name: String,
    pub count: u32,
    pub expected: f64,
    pub under: Option<u32>,
}

/// The chart; `label` is its accessible summary, `under` names the row under the columns'
/// names (when any column has a figure there), written under that row.
#[component]
pub fn ColumnChart(label: String, columns: Vec<Column>, under: String) -> Element {
    let max = columns
        .iter()
        .map(|c| f64::from(c.count).max(c.expected))
        .fold(1.0, f64::max);
    let pitch = (WIDTH - LEFT) / columns.len().max(1) as f64;
    let height_of = |v: f64| v / max * (BOTTOM - TOP);
    let has_under = columns.iter().any(|c| c.under.is_some());
    // Under the columns: their names, then the row's figures, then the row's name.
    let height = if has_under {
        BOTTOM + 56.0
    } else {
        BOTTOM + 22.0
    };
    rsx! {
        style { "{STYLE}" }
        svg {
            class: "chart chart-columns",
            role: "img",
            "aria-label": "{label}",
            view_box: "0 0 {WIDTH} {height}",
            line { class: "chart-grid", x1: "{LEFT}", x2: "{WIDTH}", y1: "{BOTTOM}", y2: "{BOTTOM}" }
            if has_under {
                text { class: "chart-text", x: "{LEFT}", y: "{BOTTOM + 51.0}", "{under}" }
            }
            for (i, c) in columns.iter().enumerate() {
                {
                    let x = LEFT + pitch * i as f64 + 3.0;
                    let w = pitch - 6.0;
                    let middle = x + w / 2.0;
                    let filled = height_of(f64::from(c.count));
                    let expected = height_of(c.expected);
                    rsx! {
                        g { key: "{i}",
                            rect { class: "chart-count", x: "{x:.1}", y: "{BOTTOM - filled:.1}", width: "{w:.1}", height: "{filled:.1}" }
                            rect { class: "chart-expected", x: "{x:.1}", y: "{BOTTOM - expected:.1}", width: "{w:.1}", height: "{expected:.1}" }
                            text { class: "chart-text chart-strong", x: "{middle:.1}", y: "{BOTTOM - filled.max(expected) - 3.0:.1}", text_anchor: "middle", "{c.count}" }
                            text { class: "chart-text chart-strong", x: "{middle:.1}", y: "{BOTTOM + 16.0}", text_anchor: "middle", "{c.name}" }
                            if let Some(n) = c.under {
                                text { class: "chart-text", x: "{middle:.1}", y: "{BOTTOM + 33.0}", text_anchor: "middle", "{n}" }
                            }
                        }
                    }
                }
            }
        }
    }
}
