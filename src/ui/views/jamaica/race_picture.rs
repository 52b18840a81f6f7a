//! Jamaica's race as the table sees it: the track drawn from its graph (Port Royal, the outer
//! lanes round the loop and the inner channels inside it, ports, sea spaces, the lairs still
//! holding a treasure token), every ship on its space in its player's colour and the Ghost
//! Ship. Where the turn offers ways to go (a fork, a fall-back), each button carries a number
//! and the picture rings the space it leads to with the same number, so the way is chosen by
//! looking at the board. The same figures are written out for a screen reader.
//!
//! The spaces the table talks about carry their number beside them, outside the loop: where a
//! ship is, where a way leads, and the lairs (the app names all three by number). In a turn
//! the picture shows the part of the loop round the ways ([`View::around`]), at the size of
//! the whole one in the race's fold: about a ship's width a space at the phone's width.
//!
//! Every figure is the rules': the ships' places (`State::position`), the tokens
//! (`State::lair_tokens`), the lanes (`Track::lane`), and the marks are the landings the panel's
//! own buttons send, handed in by the panel.

use dioxus::prelude::*;

use super::race_layout::{layout, Out, Spot, View};
use super::use_view;
use super::{kind_word, lane_word, place, ship_name};
use crate::rules::jamaica::track::{Position, SpaceKind, Track};
use crate::rules::jamaica::{Ship, State};
use crate::rules::Player;
use crate::ui::state::use_texts;
use crate::ui::text::jamaica::JamaicaTexts;

/// The picture's look (and its buttons' numbers), in a `<style>` drawn with it: it comes with
/// the family's part, not in the first download as the family stylesheet would.
const STYLE: &str = stylesheet!("race.css");

/// A place in words with the way of a fork it lies on: "Space 13 · inner channel".
fn place_on(t: &JamaicaTexts, track: &Track, pos: Position) -> String {
    match track.lane(pos.space) {
        Some(lane) => format!("{} · {}", place(t, pos), lane_word(t, lane)),
        None => place(t, pos),
    }
}

/// The ships in seat order, then the ghost: who, where, and the CSS class of its colour.
fn ships(state: &State, players: &[Player]) -> Vec<(Ship, Position, String)> {
    let mut out: Vec<(Ship, Position, String)> = (0..state.ships.len())
        .filter_map(|p| {
            let ship = Ship::Player(u8::try_from(p).ok()?);
            let colour = players.get(p).map_or("white", |pl| pl.colour.key());
            Some((ship, state.position(ship)?, format!("colour-{colour}")))
        })
        .collect();
    if let Some(pos) = state.position(Ship::Ghost) {
        out.push((Ship::Ghost, pos, "jm-pic-ghost".to_string()));
    }
    out
}

/// The number a turn's button shares with its mark on the picture.
pub fn badge(n: usize) -> Element {
    rsx! {
        span { class: "jm-mark", "{n}" }
    }
}

/// A ship marker's radius, in the drawing's units (a space is about 24 from the next).
const SHIP_R: i32 = 11;

/// The spaces numbered beside the loop: those a ship is on (Port Royal has its name), those
/// the turn's ways lead to, and the lairs, once each in space order.
fn numbered(track: &Track, on_board: &[(Ship, Position, String)], marks: &[Position]) -> Vec<u8> {
    let mut out: Vec<u8> = on_board
        .iter()
        .map(|o| o.1.space)
        .chain(marks.iter().map(|p| p.space))
        .chain(
            (0..track.len())
                .filter_map(|s| u8::try_from(s).ok())
                .filter(|&s| track.space(s).is_some_and(|sp| sp.kind == SpaceKind::Lair)),
        )
        .filter(|&s| s != 0)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The picture. `marks` are the panel's buttons in order, each with where it leads: button
/// `n` (from 1) is drawn as `n` on that space. With marks, the picture shows the part of the
/// loop round them and `from` (the space of the ship that moves).
#[component]
pub fn RacePicture(
    #[props(default)] marks: Vec<Position>,
    #[props(default)] from: Option<Position>,
    #[props(default)] legend: bool,
) -> Element {
    let (options, state, players, _) = use_view();
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let track = options.track.clone();
    let on_board = ships(&state, &players);
    let ship_lines: Vec<String> = on_board
        .iter()
        .map(|(ship, pos, _)| {
            let where_ = place_on(t, &track, *pos);
            texts
                .punct
                .labelled(&ship_name(t, &players, *ship), &where_)
        })
        .collect();
    let tokens: Vec<String> = state.lair_tokens.iter().map(|s| s.to_string()).collect();
    let token_line = t.tokens_on_lairs(state.lair_tokens.len(), &texts.punct.list(&tokens));
    let mark_lines: Vec<String> = marks
        .iter()
        .enumerate()
        .map(|(i, pos)| t.picture_mark(i + 1, &place_on(t, &track, *pos)))
        .collect();
    let mut summary = vec![texts.punct.list(&ship_lines), token_line.clone()];
    summary.extend(mark_lines.iter().cloned());
    let label = t.picture_race(&summary.join(" "));
    let spots = layout(&track);
    let spot_of = |p: &Position| spots.get(usize::from(p.space)).copied().flatten();
    let view = if marks.is_empty() {
        View::WHOLE
    } else {
        let focus: Vec<Spot> = marks
            .iter()
            .chain(from.iter())
            .filter_map(spot_of)
            .collect();
        // The ships (side by side on a shared space: a ship's reach is two markers) and Port
        // Royal with its name: none is cut in half by the view's edge.
        let others: Vec<Spot> = on_board
            .iter()
            .map(|o| o.1)
            .chain([Position::START])
            .filter_map(|p| spot_of(&p))
            .collect();
        View::around_all(&focus, &others, 3 * SHIP_R)
    };
    let numbers = numbered(&track, &on_board, &marks);
    rsx! {
        figure { class: if marks.is_empty() { "jm-pic" } else { "jm-pic cut" }, "data-testid": "race-picture",
            style { "{STYLE}" }
            svg { "viewBox": "{view.x} {view.y} {view.w} {view.h}", role: "img", "aria-label": "{label}",
                TrackDrawing { track: track.clone(), tokens: state.lair_tokens.clone(), spots: spots.clone(), numbers }
                for (i, pos) in marks.iter().enumerate() {
                    WayMark { key: "{i}", n: i + 1, spot: spot_of(pos), space: pos.space }
                }
                ShipMarkers { on_board: on_board.clone(), players: players.clone(), spots: spots.clone() }
            }
            figcaption { class: "visually-hidden",
                ul {
                    for (i, line) in ship_lines.iter().enumerate() {
                        li { key: "s{i}", "data-testid": "race-figure-{i}", "{line}" }
                    }
                    li { "data-testid": "race-figure-tokens", "{token_line}" }
                    for (i, line) in mark_lines.iter().enumerate() {
                        li { key: "m{i}", "data-testid": "race-mark-{i + 1}", "{line}" }
                    }
                }
            }
            if legend {
                PictureKey {}
            }
        }
    }
}

/// What the lines, the small square and the filled diamond mean: shown where there is room
/// (the race's fold).
#[component]
fn PictureKey() -> Element {
    let t = use_texts().jamaica_ui();
    rsx! {
            p { class: "jm-pic-key", "aria-hidden": "true",
                span { class: "jm-pic-outer", "{t.lane_outer}" }
                span { class: "jm-pic-inner", "{t.lane_inner}" }
                span { "■ {t.kind_port}" }
                span { "◆ {t.treasure_there}" }
            }
    }
}

/// The track: its links (an inner channel's dashed), then each space by its kind, Port Royal
/// named, a lair filled while its treasure token lies there, and the `numbers` beside their
/// spaces.
#[component]
fn TrackDrawing(
    track: Track,
    tokens: Vec<u8>,
    spots: Vec<Option<Spot>>,
    numbers: Vec<u8>,
) -> Element {
    let t = use_texts().jamaica_ui();
    let at = |s: u8| spots.get(usize::from(s)).copied().flatten();
    let mut links = Vec::new();
    for (id, space) in track.spaces().iter().enumerate() {
        for &next in &space.next {
            if let (Some(a), Some(b)) = (at(id as u8), at(next)) {
                links.push((a, b, a.channel || b.channel));
            }
        }
    }
    let shapes: Vec<(u8, Spot, SpaceKind)> = track
        .spaces()
        .iter()
        .enumerate()
        .filter_map(|(id, s)| Some((id as u8, at(id as u8)?, s.kind)))
        .collect();
    let port_royal = kind_word(t, SpaceKind::PortRoyal);
    let labels: Vec<(u8, Spot)> = numbers.iter().filter_map(|&s| Some((s, at(s)?))).collect();
    rsx! {
        for (i, (a, b, channel)) in links.into_iter().enumerate() {
            line { key: "{i}", class: if channel { "jm-pic-link channel" } else { "jm-pic-link" }, "x1": "{a.x}", "y1": "{a.y}", "x2": "{b.x}", "y2": "{b.y}" }
        }
        for (id, spot, kind) in shapes {
            match kind {
                SpaceKind::PortRoyal => rsx! {
                    rect { key: "{id}", class: "jm-pic-royal", "x": "{spot.x - 9}", "y": "{spot.y - 9}", "width": "18", "height": "18", "rx": "4" }
                    // Inside the loop, clear of the ships that share the space (above and below it).
                    text { class: "jm-pic-name", "x": "{spot.x + 16}", "y": "{spot.y + 5}", "{port_royal}" }
                },
                SpaceKind::Port => rsx! {
                    rect { key: "{id}", class: "jm-pic-port", "x": "{spot.x - 5}", "y": "{spot.y - 5}", "width": "10", "height": "10" }
                },
                SpaceKind::Lair => rsx! {
                    path { key: "{id}", class: if tokens.contains(&id) { "jm-pic-lair token" } else { "jm-pic-lair" }, "data-lair": "{id}",
                        "d": "M{spot.x} {spot.y - 7} l7 7 l-7 7 l-7 -7 z" }
                },
                SpaceKind::Sea => rsx! {
                    circle { key: "{id}", class: "jm-pic-sea", "cx": "{spot.x}", "cy": "{spot.y}", "r": "5" }
                },
            }
        }
        for (space, spot) in labels {
            {
                // Beside the space on the loop's sides (and a channel's bends), above or below
                // it along the top and the bottom, clear of its ring.
                let (x, y) = spot.outwards(if spot.out == Out::Up || spot.out == Out::Down { 17 } else { 15 });
                let anchor = match (x - spot.x).signum() {
                    -1 => "end",
                    1 => "start",
                    _ => "middle",
                };
                rsx! {
                    text { key: "n{space}", class: "jm-pic-no", "data-no": "{space}", "x": "{x}", "y": "{y + 4}", "text-anchor": "{anchor}", "{space}" }
                }
            }
        }
    }
}

/// Every ship on its space, in its colour with its initial (the ghost a skull); ships sharing a
/// space stand side by side.
#[component]
fn ShipMarkers(
    on_board: Vec<(Ship, Position, String)>,
    players: Vec<Player>,
    spots: Vec<Option<Spot>>,
) -> Element {
    let t = use_texts().jamaica_ui();
    rsx! {
        for (k, (ship, pos, class)) in on_board.iter().enumerate() {
            if let Some(spot) = spots.get(usize::from(pos.space)).copied().flatten() {
                {
                    let sharing = on_board.iter().filter(|o| o.1.space == pos.space).count() as i32;
                    let rank = on_board[..k].iter().filter(|o| o.1.space == pos.space).count() as i32;
                    // Side by side along the track, so none leaves the drawing or covers a number.
                    let shift = (2 * rank - (sharing - 1)) * (SHIP_R + 1);
                    let (x, y) = if spot.upright() { (spot.x, spot.y + shift) } else { (spot.x + shift, spot.y) };
                    let letter: String = match ship {
                        Ship::Ghost => "☠".to_string(),
                        Ship::Player(_) => ship_name(t, &players, *ship).chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default(),
                    };
                    let id = match ship { Ship::Player(p) => format!("p{p}"), Ship::Ghost => "ghost".to_string() };
                    rsx! {
                        g { key: "{id}", class: "{class}", "data-ship": "{id}", "data-space": "{pos.space}",
                            circle { class: "jm-pic-ship", "cx": "{x}", "cy": "{y}", "r": "{SHIP_R}" }
                            text { class: "jm-pic-initial", "x": "{x}", "y": "{y + 4}", "text-anchor": "middle", "{letter}" }
                        }
                    }
                }
            }
        }
    }
}

/// Button `n`'s mark: a ring round the space it leads to, with `n` beside it.
#[component]
fn WayMark(n: usize, spot: Option<Spot>, space: u8) -> Element {
    let Some(spot) = spot else {
        return rsx! {};
    };
    // The button's number sits on the other side from the space's: clear of the ships on it.
    let (x, y) = spot.inwards(24);
    rsx! {
        g { class: "jm-pic-mark", "data-mark": "{n}", "data-space": "{space}",
            circle { class: "ring", "cx": "{spot.x}", "cy": "{spot.y}", "r": "13" }
            circle { class: "badge", "cx": "{x}", "cy": "{y}", "r": "10" }
            text { "x": "{x}", "y": "{y + 5}", "text-anchor": "middle", "{n}" }
        }
    }
}
