//! Jamaica's race as the table sees it: the track drawn from its graph (Port Royal, the outer
//! lanes round the loop and the inner channels inside it, ports, sea spaces, the lairs still
//! holding a treasure token), every ship on its space in its player's colour and the Ghost
//! Ship. Where the turn offers ways to go (a fork, a fall-back), each button carries a number
//! and the picture rings the space it leads to with the same number, so the way is chosen by
//! looking at the board. The same figures are written out for a screen reader.
//!
//! Every figure is the rules': the ships' places (`State::position`), the tokens
//! (`State::lair_tokens`), the lanes (`Track::lane`), and the marks are the landings the panel's
//! own buttons send, handed in by the panel.

use dioxus::prelude::*;

use super::race_layout::{layout, Spot, HEIGHT, WIDTH};
use super::{kind_word, lane_word, place, ship_name};
use crate::rules::jamaica::track::{Position, SpaceKind, Track};
use crate::rules::jamaica::{Options, Ship, State};
use crate::rules::Player;
use crate::ui::state::use_texts;
use crate::ui::text::jamaica::JamaicaTexts;

/// The picture's look (and its buttons' numbers), in a `<style>` drawn with it: it comes with
/// the family's part, not in the first download as the family stylesheet would.
const STYLE: &str = include_str!("../../../../assets/jamaica-race.css");

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

/// The picture. `marks` are the panel's buttons in order, each with where it leads: button
/// `n` (from 1) is drawn as `n` on that space.
#[component]
pub fn RacePicture(
    state: State,
    options: Options,
    players: Vec<Player>,
    #[props(default)] marks: Vec<Position>,
    #[props(default)] legend: bool,
) -> Element {
    let texts = use_texts();
    let t = texts.jamaica_ui;
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
    rsx! {
        figure { class: "jm-pic", "data-testid": "race-picture",
            style { "{STYLE}" }
            svg { "viewBox": "0 0 {WIDTH} {HEIGHT}", role: "img", "aria-label": "{label}",
                TrackDrawing { track: track.clone(), tokens: state.lair_tokens.clone(), spots: spots.clone() }
                ShipMarkers { on_board: on_board.clone(), players: players.clone(), spots: spots.clone() }
                for (i, pos) in marks.iter().enumerate() {
                    WayMark { key: "{i}", n: i + 1, spot: spots.get(usize::from(pos.space)).copied().flatten(), space: pos.space }
                }
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
    let t = use_texts().jamaica_ui;
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
/// named, a lair filled while its treasure token lies there.
#[component]
fn TrackDrawing(track: Track, tokens: Vec<u8>, spots: Vec<Option<Spot>>) -> Element {
    let t = use_texts().jamaica_ui;
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
    rsx! {
        for (i, (a, b, channel)) in links.into_iter().enumerate() {
            line { key: "{i}", class: if channel { "jm-pic-link channel" } else { "jm-pic-link" }, "x1": "{a.x}", "y1": "{a.y}", "x2": "{b.x}", "y2": "{b.y}" }
        }
        for (id, spot, kind) in shapes {
            match kind {
                SpaceKind::PortRoyal => rsx! {
                    rect { key: "{id}", class: "jm-pic-royal", "x": "{spot.x - 7}", "y": "{spot.y - 7}", "width": "14", "height": "14", "rx": "3" }
                    text { class: "jm-pic-name", "x": "{spot.x + 12}", "y": "{spot.y + 4}", "{port_royal}" }
                },
                SpaceKind::Port => rsx! {
                    rect { key: "{id}", class: "jm-pic-port", "x": "{spot.x - 4}", "y": "{spot.y - 4}", "width": "8", "height": "8" }
                },
                SpaceKind::Lair => rsx! {
                    path { key: "{id}", class: if tokens.contains(&id) { "jm-pic-lair token" } else { "jm-pic-lair" }, "data-lair": "{id}",
                        "d": "M{spot.x} {spot.y - 6} l6 6 l-6 6 l-6 -6 z" }
                },
                SpaceKind::Sea => rsx! {
                    circle { key: "{id}", class: "jm-pic-sea", "cx": "{spot.x}", "cy": "{spot.y}", "r": "4" }
                },
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
    let t = use_texts().jamaica_ui;
    rsx! {
        for (k, (ship, pos, class)) in on_board.iter().enumerate() {
            if let Some(spot) = spots.get(usize::from(pos.space)).copied().flatten() {
                {
                    let sharing = on_board.iter().filter(|o| o.1.space == pos.space).count() as i32;
                    let rank = on_board[..k].iter().filter(|o| o.1.space == pos.space).count() as i32;
                    let shift = (2 * rank - (sharing - 1)) * 5;
                    let (x, y) = (spot.x + shift, spot.y);
                    let letter: String = match ship {
                        Ship::Ghost => "☠".to_string(),
                        Ship::Player(_) => ship_name(t, &players, *ship).chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default(),
                    };
                    let id = match ship { Ship::Player(p) => format!("p{p}"), Ship::Ghost => "ghost".to_string() };
                    rsx! {
                        g { key: "{id}", class: "{class}", "data-ship": "{id}", "data-space": "{pos.space}",
                            circle { class: "jm-pic-ship", "cx": "{x}", "cy": "{y}", "r": "7" }
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
    // The number sits towards the loop's inside, clear of the ships above the space.
    let (x, y) = (spot.x, spot.y + if spot.y > HEIGHT / 2 { -14 } else { 14 });
    rsx! {
        g { class: "jm-pic-mark", "data-mark": "{n}", "data-space": "{space}",
            circle { class: "ring", "cx": "{spot.x}", "cy": "{spot.y}", "r": "9" }
            circle { class: "badge", "cx": "{x}", "cy": "{y}", "r": "7" }
            text { "x": "{x}", "y": "{y + 4}", "text-anchor": "middle", "{n}" }
        }
    }
}
