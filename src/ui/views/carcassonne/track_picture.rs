//! The score track drawn the way the board shows it, so the table checks its markers against
//! the phone at a glance: a loop of the 50 spaces (0 to 49, every fifth numbered), each
//! player's marker in their colour on its space with the laps as a count on it, and the last
//! move a marker made (a scoring, a ransom, a manual correction) highlighted from its space
//! to the new one. The same figures are written in the loop, as text a screen reader reads.
//!
//! Every figure is the rules': where a marker stands is `State::track`, and the last move is
//! read from the two states either side of the latest log entry that changed a total.

use dioxus::prelude::*;

use super::name_of;
use super::use_view;
use crate::rules::carcassonne::{Options, State, TrackPosition, TRACK_SPACES};
use crate::rules::Player;
use crate::session::{Game, GameState};
use crate::ui::state::{use_app, use_texts};

/// Spaces along the top and the bottom row (corners included), and down each side: the loop
/// of 2 × 14 + 2 × 13 − 4 = 50, nearly square, so at the phone's width a space is about 23 px
/// and its number and the markers read at arm's length (the picture is in the scores' fold,
/// not in the turn).
const ACROSS: i64 = 14;
const DOWN: i64 = 13;
/// A space's side in the drawing's units.
const CELL: i64 = 24;
/// A marker's radius, and its laps' count's.
const MARKER_R: i64 = 11;
const LAP_R: i64 = 8;
/// The picture's look, in a `<style>` drawn with it: it comes with the family's part, not in
/// the first download as the family stylesheet would.
const STYLE: &str = stylesheet!("track.css");
/// The drawing's border round the loop.
const EDGE: i64 = 6;
/// How many log entries back the last move is looked for: a few turns, not the whole game.
const LOOK_BACK: usize = 12;

/// One marker's move: `seat` went from `from` to `to`, `points` along the track.
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    pub seat: usize,
    pub from: TrackPosition,
    pub to: TrackPosition,
    pub points: i64,
}

/// The (column, row) of track space `space`, clockwise from 0 at the top-left corner.
pub fn cell(space: i64) -> (i64, i64) {
    let s = space.rem_euclid(TRACK_SPACES);
    let (right, bottom) = (ACROSS - 1, DOWN - 1);
    if s <= right {
        (s, 0)
    } else if s < right + bottom {
        (right, s - right)
    } else if s <= 2 * right + bottom {
        (right - (s - right - bottom), bottom)
    } else {
        (0, bottom - (s - 2 * right - bottom))
    }
}

/// The way from a space into the loop: where a marker's laps are drawn, clear of the spaces.
fn inward(space: i64) -> (i64, i64) {
    match cell(space) {
        (_, 0) => (0, 1),
        (_, row) if row == DOWN - 1 => (0, -1),
        (0, _) => (1, 0),
        _ => (-1, 0),
    }
}

/// The centre of a space in the drawing.
fn centre(space: i64) -> (i64, i64) {
    let (col, row) = cell(space);
    (col * CELL + CELL / 2, row * CELL + CELL / 2)
}

/// The markers moved between two states, as the rules place them in each (`State::track`).
fn moves(options: &Options, before: &State, after: &State) -> Vec<Move> {
    (0..after.scores.len())
        .filter_map(|seat| {
            let points = after.total(options, seat) - before.total(options, seat);
            (points != 0).then(|| Move {
                seat,
                from: before.track(options, seat),
                to: after.track(options, seat),
                points,
            })
        })
        .collect()
}

/// The moves of the latest applied log entry that moved a marker (within [`LOOK_BACK`]).
pub fn last_moves(game: &Game, options: &Options) -> Vec<Move> {
    let cursor = game.cursor();
    let first = cursor.saturating_sub(LOOK_BACK);
    // The state before each entry from `first` up to the cursor, then the state now.
    let mut states = game.states_before(first);
    states.truncate(cursor - first);
    states.push(game.state().clone());
    states
        .windows(2)
        .rev()
        .find_map(|pair| match (&pair[0], &pair[1]) {
            (GameState::Carcassonne(before), GameState::Carcassonne(after)) => {
                Some(moves(options, before, after)).filter(|m| !m.is_empty())
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// The spaces a move passes over and lands on, in track order.
fn passed(m: &Move) -> Vec<i64> {
    let steps = m.points.abs().min(TRACK_SPACES);
    // Forward: the spaces after the old one up to the new; back: the new one up to the old.
    let start = if m.points > 0 {
        m.from.space
    } else {
        m.to.space - 1
    };
    (1..=steps)
        .map(|k| (start + k).rem_euclid(TRACK_SPACES))
        .collect()
}

/// The picture and its figures, for the scores' fold.
#[component]
pub fn TrackPicture() -> Element {
    let (options, state, players, _) = use_view();
    let app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let game_moves = app
        .open
        .read()
        .as_ref()
        .map(|open| last_moves(&open.game, &options))
        .unwrap_or_default();
    let figures: Vec<String> = (0..players.len())
        .map(|p| {
            let at = state.track(&options, p);
            c.track_of(&name_of(&players, p), at.space, at.laps)
        })
        .collect();
    let move_lines: Vec<String> = game_moves
        .iter()
        .map(|m| {
            c.picture_move(
                &name_of(&players, m.seat),
                m.from.space,
                m.to.space,
                m.points,
            )
        })
        .collect();
    let label = c.picture_track(&t.punct.list(&figures));
    let described = t.punct.list(&[label.as_str(), &t.punct.list(&move_lines)]);
    // A border round the loop, so a marker or its laps on an edge space is not cut off.
    let (width, height) = (ACROSS * CELL + 2 * EDGE, DOWN * CELL + 2 * EDGE);
    rsx! {
        figure { class: "track-pic", "data-testid": "track-picture",
            style { "{STYLE}" }
            svg { "viewBox": "-{EDGE} -{EDGE} {width} {height}", role: "img", "aria-label": "{described}",
                TrackSpaces {}
                for (i, m) in game_moves.iter().enumerate() {
                    MoveMark { key: "{i}", passed: passed(m), from: m.from.space, to: m.to.space, colour: colour_of(&players, m.seat) }
                }
                Markers {}
            }
            figcaption {
                ul {
                    for (i, figure) in figures.iter().enumerate() {
                        li { key: "{i}", "data-testid": "track-figure-{i}", "{figure}" }
                    }
                }
                for (i, line) in move_lines.iter().enumerate() {
                    p { key: "{i}", class: "track-move", "data-testid": "track-move", "{line}" }
                }
            }
        }
    }
}

/// A seat's colour key, for its class (`colour-…` in app.css).
fn colour_of(players: &[Player], seat: usize) -> &'static str {
    players.get(seat).map_or("white", |p| p.colour.key())
}

/// The 50 spaces, every fifth outlined more strongly and numbered as on the board.
#[component]
fn TrackSpaces() -> Element {
    rsx! {
        for space in 0..TRACK_SPACES {
            {
                let (col, row) = cell(space);
                let (x, y) = (col * CELL, row * CELL);
                let (cx, cy) = centre(space);
                let fifth = space % 5 == 0;
                rsx! {
                    rect { key: "{space}", class: if fifth { "cell five" } else { "cell" }, "x": "{x}", "y": "{y}", "width": "{CELL}", "height": "{CELL}" }
                    if fifth {
                        text { class: "no", "x": "{cx}", "y": "{cy + 5}", "text-anchor": "middle", "{space}" }
                    }
                }
            }
        }
    }
}

/// A move: the spaces it crossed in the mover's colour, and a dashed arc from where the marker
/// stood (a ring) to where it stands now.
#[component]
fn MoveMark(passed: Vec<i64>, from: i64, to: i64, colour: &'static str) -> Element {
    let (fx, fy) = centre(from);
    let (tx, ty) = centre(to);
    // The arc bends through the middle of the loop, so it never hides the spaces.
    let (mx, my) = (ACROSS * CELL / 2, DOWN * CELL / 2);
    rsx! {
        for space in passed {
            {
                let (col, row) = cell(space);
                rsx! {
                    rect { key: "{space}", class: "pass colour-{colour}", "x": "{col * CELL}", "y": "{row * CELL}", "width": "{CELL}", "height": "{CELL}" }
                }
            }
        }
        path { class: "arc", "d": "M{fx} {fy} Q{mx} {my} {tx} {ty}" }
        circle { class: "was", "cx": "{fx}", "cy": "{fy}", "r": "{MARKER_R}" }
    }
}

/// Every player's marker on its space in their colour with their initial, the laps counted
/// beside it on the loop's inside; markers sharing a space stand side by side.
#[component]
fn Markers() -> Element {
    let (options, state, players, _) = use_view();
    let at: Vec<TrackPosition> = (0..players.len())
        .map(|p| state.track(&options, p))
        .collect();
    rsx! {
        for (p, player) in players.iter().enumerate() {
            {
                let here = at[p].space;
                let sharing = at.iter().filter(|a| a.space == here).count() as i64;
                let rank = at[..p].iter().filter(|a| a.space == here).count() as i64;
                let shift = (2 * rank - (sharing - 1)) * 4;
                let (cx, cy) = centre(here);
                let (x, y) = (cx + shift, cy + shift);
                let initial: String = player.name.chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
                let laps = at[p].laps;
                let (ix, iy) = inward(here);
                let (lx, ly) = (x + 15 * ix, y + 15 * iy);
                rsx! {
                    g { key: "{p}", class: "colour-{player.colour.key()}", "data-space": "{here}", "data-laps": "{laps}",
                        circle { class: "dot", "cx": "{x}", "cy": "{y}", "r": "{MARKER_R}" }
                        text { class: "ini", "x": "{x}", "y": "{y + 5}", "text-anchor": "middle", "{initial}" }
                        if laps > 0 {
                            circle { class: "lap", "cx": "{lx}", "cy": "{ly}", "r": "{LAP_R}" }
                            text { class: "lap-no", "x": "{lx}", "y": "{ly + 4}", "text-anchor": "middle", "{laps}" }
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
    fn the_fifty_spaces_go_round_the_loop_once_each_next_to_the_last() {
        let cells: Vec<(i64, i64)> = (0..TRACK_SPACES).map(cell).collect();
        let mut distinct = cells.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 50, "no two spaces share a cell");
        for (i, &(col, row)) in cells.iter().enumerate() {
            assert!(
                col == 0 || col == ACROSS - 1 || row == 0 || row == DOWN - 1,
                "on the edge"
            );
            let (ncol, nrow) = cells[(i + 1) % 50];
            assert_eq!(
                (col - ncol).abs() + (row - nrow).abs(),
                1,
                "space {i} touches the next"
            );
        }
        assert_eq!(cell(0), (0, 0));
        assert_eq!(cell(50), cell(0));
    }

    #[test]
    fn a_move_passes_over_the_spaces_it_crosses_round_the_corner_of_a_lap() {
        let at = |score| crate::rules::carcassonne::track_position(score);
        let forward = Move {
            seat: 0,
            from: at(46),
            to: at(52),
            points: 6,
        };
        assert_eq!(passed(&forward), vec![47, 48, 49, 0, 1, 2]);
        let back = Move {
            seat: 1,
            from: at(9),
            to: at(6),
            points: -3,
        };
        assert_eq!(passed(&back), vec![6, 7, 8]);
        let lap = Move {
            seat: 0,
            from: at(3),
            to: at(80),
            points: 77,
        };
        assert_eq!(
            passed(&lap).len(),
            50,
            "a lap or more lights the whole loop"
        );
    }
}
