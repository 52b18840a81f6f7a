//! Where each space of the race track is drawn: a schematic, not a copy of the board. The way
//! round through every outer lane is a loop around a rounded rectangle, Port Royal in the
//! middle of its left side and the race going clockwise; each inner channel is a curve inside
//! the loop from its fork to its merge. Everything comes from the track's graph (`next`, and
//! which way of a fork is the outer lane, `Track::lane`), so an edited track draws itself.
//!
//! The drawing is nearly as tall as it is wide, so the 44 spaces of the loop stand about a
//! ship's width apart at the phone's width; a turn's ways show a part of it, cut around them
//! ([`View::around`]), at the same size.

use crate::rules::jamaica::track::{Lane, Track};

/// The drawing's size in its own units (its `viewBox`), whole numbers: the points are written
/// as integers, which keeps float printing out of the part.
pub const WIDTH: i32 = 360;
pub const HEIGHT: i32 = 280;
const W: f32 = WIDTH as f32;
const H: f32 = HEIGHT as f32;
/// The loop's distance from the drawing's edge: room for a space's number outside it.
pub const MARGIN: i32 = 34;
const M: f32 = MARGIN as f32;
/// How far an inner channel bends into the loop at its middle.
const BOW: f32 = 48.0;

/// Which way is out of the loop from a space: where its number is written, clear of the
/// ships on it and of the ways' marks inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Out {
    Up,
    Down,
    Left,
    Right,
    /// A space of an inner channel: its number goes away from the loop's middle, towards the
    /// outer lane, and a way's mark towards the middle, where there is room.
    In,
}

/// A space's place in the drawing, whether it lies on an inner channel, and which way is out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    pub x: i32,
    pub y: i32,
    pub channel: bool,
    pub out: Out,
}

impl Spot {
    /// The spot at (x, y), rounded to whole units (the drawing's coordinates are positive).
    fn at(x: f32, y: f32, channel: bool) -> Spot {
        let (x, y) = ((x + 0.5) as i32, (y + 0.5) as i32);
        let out = if channel {
            Out::In
        } else if y <= MARGIN {
            Out::Up
        } else if y >= HEIGHT - MARGIN {
            Out::Down
        } else if x <= MARGIN {
            Out::Left
        } else {
            Out::Right
        };
        Spot { x, y, channel, out }
    }

    /// Whether the track runs up and down here (the loop's sides): ships sharing the space
    /// stand one above the other, along the track, never off the drawing's edge.
    pub fn upright(self) -> bool {
        matches!(self.out, Out::Left | Out::Right)
    }

    /// The point `d` units out of the loop from the spot (away from its middle for a channel).
    pub fn outwards(self, d: i32) -> (i32, i32) {
        match self.out {
            Out::Up => (self.x, self.y - d),
            Out::Down => (self.x, self.y + d),
            Out::Left => (self.x - d, self.y),
            Out::Right => (self.x + d, self.y),
            Out::In => {
                let (cx, cy) = (self.x - WIDTH / 2, self.y - HEIGHT / 2);
                if cx.abs() > cy.abs() {
                    (self.x + d * cx.signum(), self.y)
                } else {
                    (self.x, self.y + d * cy.signum())
                }
            }
        }
    }

    /// The point `d` units the other way from [`Spot::outwards`]: where a way's mark sits.
    pub fn inwards(self, d: i32) -> (i32, i32) {
        let (x, y) = self.outwards(d);
        (2 * self.x - x, 2 * self.y - y)
    }
}

/// The part of the drawing shown: its `viewBox`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

/// Room kept round the spaces a cut view is made for: a ship, its number and a mark's badge.
const PAD: i32 = 40;
/// The narrowest cut: about ten spaces, so a fork's two ways are seen with where they go.
const MIN_CUT: i32 = 200;
/// A cut is at least this many times as wide as it is tall (in tenths), unless it takes the
/// drawing's whole width: a strip above the turn's buttons, not a page of its own.
const CUT_ASPECT_TENTHS: i32 = 28;

impl View {
    /// The whole drawing.
    pub const WHOLE: View = View {
        x: 0,
        y: 0,
        w: WIDTH,
        h: HEIGHT,
    };

    /// The part round `spots` (a turn's ways and the ship that takes them) that cuts none of
    /// `others` (the other ships, `reach` units across): one the edge would cut is taken in.
    pub fn around_all(spots: &[Spot], others: &[Spot], reach: i32) -> View {
        let mut focus = spots.to_vec();
        let mut view = View::around(&focus);
        // Taking a ship in widens the view, which may reach another: a few rounds settle it.
        for _ in 0..others.len() {
            let cut: Vec<Spot> = others
                .iter()
                .copied()
                .filter(|s| view.meets(*s, reach) && !view.holds(*s, reach))
                .collect();
            if cut.is_empty() {
                break;
            }
            focus.extend(cut);
            view = View::around(&focus);
        }
        view
    }

    /// Whether a circle of radius `r` at `s` touches the view.
    fn meets(self, s: Spot, r: i32) -> bool {
        s.x + r > self.x
            && s.x - r < self.x + self.w
            && s.y + r > self.y
            && s.y - r < self.y + self.h
    }

    /// Whether a circle of radius `r` at `s` lies wholly inside the view.
    fn holds(self, s: Spot, r: i32) -> bool {
        s.x - r >= self.x
            && s.x + r <= self.x + self.w
            && s.y - r >= self.y
            && s.y + r <= self.y + self.h
    }

    /// The part round `spots` (a turn's ways and the ship that takes them), at least
    /// [`MIN_CUT`] wide and a strip rather than a square, inside the drawing.
    pub fn around(spots: &[Spot]) -> View {
        let Some(first) = spots.first() else {
            return View::WHOLE;
        };
        let (mut x0, mut y0, mut x1, mut y1) = (first.x, first.y, first.x, first.y);
        for s in spots {
            (x0, y0, x1, y1) = (x0.min(s.x), y0.min(s.y), x1.max(s.x), y1.max(s.y));
        }
        let (x0, y0, x1, y1) = (x0 - PAD, y0 - PAD, x1 + PAD, y1 + PAD);
        let h = (y1 - y0).min(HEIGHT);
        let w = (x1 - x0)
            .max(MIN_CUT)
            .max(h * CUT_ASPECT_TENTHS / 10)
            .min(WIDTH);
        View {
            x: fit((x0 + x1 - w) / 2, w, WIDTH),
            y: fit(y0, h, HEIGHT),
            w,
            h,
        }
    }
}

/// The start of a span of `len` placed at `at`, moved inside 0..`whole`.
fn fit(at: i32, len: i32, whole: i32) -> i32 {
    at.min(whole - len).max(0)
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
    let (w, h) = (W - 2.0 * M, H - 2.0 * M);
    let d = d.rem_euclid(2.0 * (w + h));
    if d < w {
        (M + d, M)
    } else if d < w + h {
        (W - M, M + d - w)
    } else if d < 2.0 * w + h {
        (W - M - (d - w - h), H - M)
    } else {
        (M, H - M - (d - 2.0 * w - h))
    }
}

/// Every space's spot, by space id; `None` for a space the loop and its channels never reach.
pub fn layout(track: &Track) -> Vec<Option<Spot>> {
    let mut spots: Vec<Option<Spot>> = vec![None; track.len()];
    let ring = outer_loop(track);
    let (w, h) = (W - 2.0 * M, H - 2.0 * M);
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
                // Spaces stand most of a ship's marker (20 across) apart, round a corner too.
                let d2 = (a.x - b.x).pow(2) + (a.y - b.y).pow(2);
                assert!(d2 >= 256, "spaces {i} and {j} are closer than 16");
            }
        }
        // The inner channels are the ways the track calls inner; the rest is the loop.
        for (i, spot) in spots.iter().enumerate() {
            let inner = track.lane(i as u8) == Some(Lane::Inner);
            assert_eq!(spot.channel, inner, "space {i}");
        }
        // Port Royal sits in the middle of the left side.
        assert_eq!((spots[0].x, spots[0].y), (MARGIN, HEIGHT / 2));
    }

    #[test]
    fn a_cut_keeps_its_spaces_and_is_a_strip_inside_the_drawing() {
        let track = Track::shipped().unwrap();
        let spots = layout(&track);
        let spot = |s: usize| spots[s].expect("drawn");
        // A ship on 16 with four ways: forward to 20 and 26, back to 10 and 6.
        let ways = [spot(16), spot(20), spot(26), spot(10), spot(6)];
        let view = View::around(&ways);
        for s in ways {
            assert!(
                view.x <= s.x - 20 && s.x + 20 <= view.x + view.w,
                "{s:?} in {view:?}"
            );
            assert!(
                view.y <= s.y - 20 && s.y + 20 <= view.y + view.h,
                "{s:?} in {view:?}"
            );
        }
        assert!(
            view.x >= 0 && view.y >= 0 && view.x + view.w <= WIDTH && view.y + view.h <= HEIGHT
        );
        // A strip, or the drawing's whole width not much taller than the turn's strip.
        assert!(
            view.w * 10 >= view.h * CUT_ASPECT_TENTHS || (view.w == WIDTH && view.h <= 150),
            "a strip: {view:?}"
        );
        // Two ways close together still show ten spaces' width.
        let near = View::around(&[spot(5), spot(7), spot(13)]);
        assert!(near.w >= MIN_CUT, "{near:?}");
        assert_eq!(View::around(&[]), View::WHOLE);
        // A ship the cut's edge would halve is taken in whole; one far away is left out.
        let edge = View::around(&ways);
        let halved = spots
            .iter()
            .flatten()
            .copied()
            .find(|s| edge.meets(*s, 11) && !edge.holds(*s, 11))
            .expect("a space on the cut's edge");
        let far = spot(40);
        let taken = View::around_all(&ways, &[halved, far], 11);
        assert!(taken.holds(halved, 11), "{halved:?} in {taken:?}");
        assert!(!taken.meets(far, 11), "{far:?} out of {taken:?}");
    }
}
