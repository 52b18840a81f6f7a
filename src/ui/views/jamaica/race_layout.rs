//! Where each space of the race track is drawn: a schematic, not a copy of the board. The way
//! round through every outer lane is a loop around a rounded rectangle, Port Royal in the
//! middle of its left side and the race going clockwise; each inner channel is a curve inside
//! the loop from its fork to its merge. Everything comes from the track's graph (`next`, and
//! which way of a fork is the outer lane, `Track::lane`), so an edited track draws itself.

use crate::rules::jamaica::track::{Lane, Track};

/// The drawing's size in its own units (its `viewBox`), whole numbers: the points are written
/// as integers, which keeps float printing out of the part.
pub const WIDTH: i32 = 360;
pub const HEIGHT: i32 = 112;
const W: f32 = WIDTH as f32;
const H: f32 = HEIGHT as f32;
/// The loop's distance from the drawing's edge: room for a ship's marker outside a space.
const MARGIN: f32 = 12.0;
/// How far an inner channel bends into the loop at its middle.
const BOW: f32 = 24.0;

/// A space's place in the drawing and whether it lies on an inner channel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    pub x: i32,
    pub y: i32,
    pub channel: bool,
}

impl Spot {
    /// The spot at (x, y), rounded to whole units (the drawing's coordinates are positive).
    fn at(x: f32, y: f32, channel: bool) -> Spot {
        Spot {
            x: (x + 0.5) as i32,
            y: (y + 0.5) as i32,
            channel,
        }
    }
}

/// The way round: from Port Royal forward, taking the outer lane at every fork, back to Port
/// Royal (the start is not repeated).
fn outer_loop(track: &Track) -> Vec<u8> {
    let mut out = vec![0u8];
    let mut at = 0u8;
    while out.len() <= track.len() {
        let Some(space) = track.space(at) else { break };
        let next = match space.next.as_slice() {
            [only] => *only,
            ways => {
                let outer = ways.iter().find(|&&w| track.lane(w) == Some(Lane::Outer));
                match outer.or(ways.first()) {
                    Some(&w) => w,
                    None => break,
                }
            }
        };
        if next == 0 {
            break;
        }
        out.push(next);
        at = next;
    }
    out
}

/// A point `d` along the rectangle's outline, clockwise from its top-left corner.
fn along(d: f32) -> (f32, f32) {
    let (w, h) = (W - 2.0 * MARGIN, H - 2.0 * MARGIN);
    let d = d.rem_euclid(2.0 * (w + h));
    if d < w {
        (MARGIN + d, MARGIN)
    } else if d < w + h {
        (W - MARGIN, MARGIN + d - w)
    } else if d < 2.0 * w + h {
        (W - MARGIN - (d - w - h), H - MARGIN)
    } else {
        (MARGIN, H - MARGIN - (d - 2.0 * w - h))
    }
}

/// Every space's spot, by space id; `None` for a space the loop and its channels never reach.
pub fn layout(track: &Track) -> Vec<Option<Spot>> {
    let mut spots: Vec<Option<Spot>> = vec![None; track.len()];
    let ring = outer_loop(track);
    let (w, h) = (W - 2.0 * MARGIN, H - 2.0 * MARGIN);
    let perimeter = 2.0 * (w + h);
    // Port Royal in the middle of the left side; the race goes up it and round clockwise.
    let start = perimeter - h / 2.0;
    let step = perimeter / ring.len().max(1) as f32;
    for (k, &space) in ring.iter().enumerate() {
        let (x, y) = along(start + k as f32 * step);
        if let Some(spot) = spots.get_mut(usize::from(space)) {
            *spot = Some(Spot::at(x, y, false));
        }
    }
    // Each fork's other way: the spaces up to the merge, on a curve bent into the loop.
    for &fork in &ring {
        let Some(space) = track.space(fork) else {
            continue;
        };
        for &first in space.next.iter().filter(|&&n| !ring.contains(&n)) {
            let mut way = Vec::new();
            let mut at = first;
            while !ring.contains(&at) && way.len() < track.len() {
                way.push(at);
                match track.space(at).and_then(|s| s.next.first()) {
                    Some(&n) => at = n,
                    None => break,
                }
            }
            let (Some(Some(a)), Some(Some(b))) = (
                spots.get(usize::from(fork)).copied(),
                spots.get(usize::from(at)).copied(),
            ) else {
                continue;
            };
            bend(&mut spots, &way, a, b);
        }
    }
    spots
}

/// Puts the spaces of `way` on a curve from `a` to `b` that bends towards the loop's centre.
fn bend(spots: &mut [Option<Spot>], way: &[u8], a: Spot, b: Spot) {
    let (ax, ay, bx, by) = (a.x as f32, a.y as f32, b.x as f32, b.y as f32);
    let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
    let (cx, cy) = (W / 2.0 - mx, H / 2.0 - my);
    let length = (cx * cx + cy * cy).sqrt().max(1.0);
    let (nx, ny) = (cx / length, cy / length);
    let parts = way.len() as f32 + 1.0;
    for (j, &space) in way.iter().enumerate() {
        let t = (j as f32 + 1.0) / parts;
        // A parabola through both ends, highest midway (no sine: no libm in the part).
        let lift = BOW * 4.0 * t * (1.0 - t);
        if let Some(spot) = spots.get_mut(usize::from(space)) {
            let (x, y) = (
                ax + (bx - ax) * t + nx * lift,
                ay + (by - ay) * t + ny * lift,
            );
            *spot = Some(Spot::at(x, y, true));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_space_of_the_shipped_track_has_its_own_spot_inside_the_drawing() {
        let track = Track::shipped().unwrap();
        let spots = layout(&track);
        assert_eq!(spots.len(), track.len());
        let spots: Vec<Spot> = spots
            .into_iter()
            .map(|s| s.expect("every space drawn"))
            .collect();
        for (i, a) in spots.iter().enumerate() {
            assert!(
                (0..=WIDTH).contains(&a.x) && (0..=HEIGHT).contains(&a.y),
                "space {i} inside"
            );
            for (j, b) in spots.iter().enumerate().skip(i + 1) {
                let d2 = (a.x - b.x).pow(2) + (a.y - b.y).pow(2);
                assert!(d2 > 100, "spaces {i} and {j} are closer than 10");
            }
        }
        // The inner channels are the ways the track calls inner; the rest is the loop.
        for (i, spot) in spots.iter().enumerate() {
            let inner = track.lane(i as u8) == Some(Lane::Inner);
            assert_eq!(spot.channel, inner, "space {i}");
        }
        // Port Royal sits in the middle of the left side.
        assert_eq!((spots[0].x, spots[0].y), (MARGIN as i32, HEIGHT / 2));
    }
}
