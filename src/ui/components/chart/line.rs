//! A line chart of whole numbers over steps: each player's score over a game, drawn as steps
//! (a score holds until an action changes it), with marked steps (where the lead changed) and
//! each line's end marked with the player's initial.

use dioxus::prelude::*;

use super::{colour_class, initial, scale, STYLE};
use crate::rules::PlayerColour;

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 170.0;
/// Room for the score labels on the left, the marks' letters on top, the step labels below
/// and the ends' initials on the right.
const LEFT: f64 = 34.0;
const TOP: f64 = 16.0;
const BOTTOM: f64 = 150.0;
const RIGHT: f64 = 296.0;

/// One line: whose, in which colour, and its value at each step (the same number of steps
/// for every line).
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    pub colour: PlayerColour,
    pub values: Vec<i64>,
}

/// A marked step, and the letter above it; `strong` draws it solid (the change that decided
/// the game), the others dashed.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub step: usize,
    pub letter: String,
    pub strong: bool,
}

/// The x of step `i` of `steps` (the last at the right edge).
fn x_of(i: usize, steps: usize) -> f64 {
    scale(i as i64, 0, steps.saturating_sub(1) as i64, LEFT, RIGHT)
}

/// A series as a polyline's points, drawn as steps.
fn step_points(values: &[i64], lo: i64, hi: i64) -> String {
    let y = |v: i64| scale(v, lo, hi, BOTTOM, TOP);
    let mut points = Vec::with_capacity(values.len() * 2);
    for (i, &v) in values.iter().enumerate() {
        let x = x_of(i, values.len());
        if i > 0 {
            points.push(format!("{x:.1},{:.1}", y(values[i - 1])));
        }
        points.push(format!("{x:.1},{:.1}", y(v)));
    }
    points.join(" ")
}

/// Each line's end: where the line ends, and where its initial goes (top to bottom, at least
/// a letter's height apart so tied ends stay legible, and inside the picture).
fn end_marks(series: &[Series], lo: i64, hi: i64) -> Vec<(f64, f64, Series)> {
    let mut ends: Vec<(f64, f64, Series)> = series
        .iter()
        .map(|s| {
            let y = scale(s.values.last().copied().unwrap_or(0), lo, hi, BOTTOM, TOP);
            (y, y, s.clone())
        })
        .collect();
    ends.sort_by(|a, b| a.0.total_cmp(&b.0));
    for i in 1..ends.len() {
        ends[i].1 = ends[i].1.max(ends[i - 1].1 + LETTER);
    }
    let over = ends.last().map_or(0.0, |e| e.1 - BOTTOM).max(0.0);
    for end in &mut ends {
        end.1 -= over;
    }
    ends
}

/// A letter's height in the picture's units.
const LETTER: f64 = 13.0;

/// The chart; `label` is its accessible summary (the screen gives the figures as text too).
#[component]
pub fn LineChart(
    label: String,
    series: Vec<Series>,
    marks: Vec<Mark>,
    lo: i64,
    hi: i64,
    /// The words under the first and the last step ("Start", "Turn 12").
    first: String,
    last: String,
) -> Element {
    let steps = series.first().map_or(1, |s| s.values.len());
    let ends = end_marks(&series, lo, hi);
    let y_ticks: Vec<i64> = if lo < 0 && hi > 0 {
        vec![lo, 0, hi]
    } else {
        vec![lo, hi]
    };
    rsx! {
        style { "{STYLE}" }
        svg {
            class: "chart chart-line",
            role: "img",
            "aria-label": "{label}",
            view_box: "0 0 {WIDTH} {HEIGHT}",
            for tick in y_ticks {
                {
                    let y = scale(tick, lo, hi, BOTTOM, TOP);
                    rsx! {
                        g { key: "{tick}",
                            line { class: "chart-grid", x1: "{LEFT}", x2: "{RIGHT}", y1: "{y:.1}", y2: "{y:.1}" }
                            text { class: "chart-text", x: "{LEFT - 4.0}", y: "{y + 4.0:.1}", text_anchor: "end", "{tick}" }
                        }
                    }
                }
            }
            text { class: "chart-text", x: "{LEFT}", y: "{HEIGHT - 4.0}", "{first}" }
            text { class: "chart-text", x: "{RIGHT}", y: "{HEIGHT - 4.0}", text_anchor: "end", "{last}" }
            for (i, mark) in marks.iter().enumerate() {
                {
                    let x = x_of(mark.step, steps);
                    rsx! {
                        g { key: "{i}",
                            line { class: if mark.strong { "chart-mark strong" } else { "chart-mark" }, x1: "{x:.1}", x2: "{x:.1}", y1: "{TOP}", y2: "{BOTTOM}" }
                            text { class: "chart-text chart-strong", x: "{x:.1}", y: "{TOP - 4.0}", text_anchor: "middle", "{mark.letter}" }
                        }
                    }
                }
            }
            for (i, s) in series.iter().enumerate() {
                {
                    let points = step_points(&s.values, lo, hi);
                    rsx! {
                        g { key: "{i}",
                            polyline { class: "chart-casing", points: "{points}" }
                            polyline { class: "chart-series {colour_class(s.colour)}", points: "{points}" }
                        }
                    }
                }
            }
            for (i, (y, at, s)) in ends.into_iter().enumerate() {
                g { key: "{i}",
                    circle { class: "chart-end {colour_class(s.colour)}", cx: "{RIGHT}", cy: "{y:.1}", r: "4" }
                    text { class: "chart-text chart-strong", x: "{RIGHT + 7.0}", y: "{at + 4.0:.1}", "{initial(&s.name)}" }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(name: &str, values: Vec<i64>) -> Series {
        Series {
            name: name.into(),
            colour: PlayerColour::Red,
            values,
        }
    }

    #[test]
    fn a_score_holds_until_the_action_that_changes_it() {
        assert_eq!(
            step_points(&[0, 5], 0, 5),
            "34.0,150.0 296.0,150.0 296.0,16.0"
        );
    }

    #[test]
    fn tied_ends_keep_their_initials_a_letter_apart_inside_the_picture() {
        let ends = end_marks(&[series("Ana", vec![0, 0]), series("Bo", vec![0, 0])], 0, 5);
        assert_eq!(ends[0].0, ends[1].0, "both lines end at 0");
        assert_eq!(ends[1].1 - ends[0].1, LETTER);
        assert!(ends[1].1 <= BOTTOM);
    }
}
