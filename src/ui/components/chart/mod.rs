//! Pictures drawn as SVG by our own code (issue 29): a line chart (a game's story) and a bar
//! chart (the statistics). No chart crate: two small drawings need only coordinates, and the
//! colours come from the app's CSS (`assets/app.css`, `.chart`), so both themes hold.
//!
//! Each picture is an `svg` with `role="img"` and an `aria-label` that sums it up; the
//! screens that draw one also give its figures as text. Players' colours are the classes
//! `c-<colour>` (stroke and fill), and a player's mark always carries the name's initial,
//! so colour is never the only cue.

pub mod bars;
pub mod columns;
pub mod figures;
pub mod line;

use crate::rules::PlayerColour;

/// The charts' stylesheet, drawn by each chart beside its picture rather than with the app's
/// styles: only screens of parts draw charts, so their CSS stays out of the first download.
const STYLE: &str = stylesheet!("chart.css");

/// The class that colours a player's line, bar or mark.
pub fn colour_class(colour: PlayerColour) -> String {
    format!("c-{}", colour.key())
}

/// The first letter of a name, upper case: what a mark shows beside the colour.
pub fn initial(name: &str) -> String {
    name.chars()
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default()
}

/// Where `value` sits between `lo` (at `far`) and `hi` (at `near`), linearly: the one scale
/// both charts use. A flat range draws everything at `far`.
pub fn scale(value: i64, lo: i64, hi: i64, far: f64, near: f64) -> f64 {
    if hi <= lo {
        return far;
    }
    far + (value - lo) as f64 / (hi - lo) as f64 * (near - far)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_maps_the_range_onto_the_span() {
        assert_eq!(scale(0, 0, 10, 150.0, 10.0), 150.0);
        assert_eq!(scale(10, 0, 10, 150.0, 10.0), 10.0);
        assert_eq!(scale(5, 0, 10, 0.0, 100.0), 50.0);
        assert_eq!(scale(3, 3, 3, 40.0, 0.0), 40.0, "a flat range");
    }

    #[test]
    fn a_mark_shows_the_initial_in_capitals() {
        assert_eq!(initial("đào"), "Đ");
        assert_eq!(initial(""), "");
        assert_eq!(colour_class(PlayerColour::Red), "c-red");
    }
}
