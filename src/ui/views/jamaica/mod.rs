//! The Jamaica screens: the options form (with the track editor), the board that runs a round
//! from what the rules expect next, the Ghost Ship, combats, The Crew, and the final count.
//!
//! Every decision is the rules' (`crate::rules::jamaica`); these files only show the state,
//! offer what `State::expected` asks for, and send actions through `AppState::act`. Dice are
//! rolled here, at the UI edge, or typed from the table.

mod board;
mod combat;
mod crew;
mod ghost;
mod options;
mod race;
mod race_layout;
mod race_picture;
mod round;
mod scoring;
pub mod screen;
pub mod strip;
mod table;
mod track_editor;
mod words;

pub use board::JamaicaBoard;
pub use options::JamaicaOptions;
pub use table::describe_change;
pub use words::describe;

use dioxus::prelude::*;

use crate::rules::jamaica::track::{Lane, Position, SpaceKind, Track};
use crate::rules::jamaica::{Action, Landing, Options, Ship, State};
use crate::rules::Player;
use crate::session;
use crate::ui::state::AppState;
use crate::ui::text::jamaica::JamaicaTexts;

/// The open game as this family's board shares it (`crate::ui::views::game_view`).
type View = crate::ui::views::game_view::GameView<Options, State>;

/// The open game as this family's components read it: options, state, players, and whether
/// it has ended (drawn again when it changes).
fn use_view() -> (Options, State, Vec<Player>, bool) {
    crate::ui::views::game_view::use_game_view::<Options, State>().into_parts()
}

/// Why the rules would refuse `action` now, in the player's words: a dry run of `apply`, the
/// one place that decides, so a panel never restates a condition to enable a control. `None`
/// when accepted.
fn refusal(
    t: &JamaicaTexts,
    options: &Options,
    players: &[Player],
    state: &State,
    action: &Action,
) -> Option<String> {
    use crate::rules::GameRules;
    crate::rules::jamaica::Jamaica::apply(options, players, state, action)
        .err()
        .map(|r| t.refusal(&r))
}

/// Sends a Jamaica action through the session (saved, or refused with the reason shown).
fn send(app: &mut AppState, action: Action) {
    app.act(session::Action::Jamaica(action));
}

/// A button that sends `action`, in the style `class` ("button", "button primary"). A plain
/// function, not a component: it is drawn in its caller's scope at no cost of its own.
fn action_button(app: AppState, class: &str, testid: &str, label: &str, action: Action) -> Element {
    let mut app = app;
    rsx! {
        button { class: "{class}", "data-testid": "{testid}",
            onclick: move |_| send(&mut app, action.clone()),
            "{label}"
        }
    }
}

/// A ship's name: the player's name, or the Ghost Ship.
fn ship_name(t: &JamaicaTexts, players: &[Player], ship: Ship) -> String {
    match ship {
        Ship::Player(p) => players
            .get(usize::from(p))
            .map_or_else(|| t.seat(usize::from(p)), |p| p.name.clone()),
        Ship::Ghost => t.ghost_ship.to_string(),
    }
}

/// A player's name by seat.
fn player_name(t: &JamaicaTexts, players: &[Player], seat: usize) -> String {
    players
        .get(seat)
        .map_or_else(|| t.seat(seat), |p| p.name.clone())
}

/// Where a ship is, in words: Port Royal at the start or the finish, a space, or a space
/// behind the start line.
fn place(t: &JamaicaTexts, pos: Position) -> String {
    if pos.finished() {
        t.port_royal_finished.to_string()
    } else if pos.space == 0 {
        t.port_royal_start.to_string()
    } else if pos.lap < 0 {
        t.space_behind_start(pos.space)
    } else {
        t.space_n(pos.space)
    }
}

fn kind_word(t: &JamaicaTexts, kind: SpaceKind) -> &'static str {
    match kind {
        SpaceKind::PortRoyal => t.kind_port_royal,
        SpaceKind::Sea => t.kind_sea,
        SpaceKind::Port => t.kind_port,
        SpaceKind::Lair => t.kind_lair,
    }
}

/// A space's fee in words ("2 food", "3 gold"), if it has one.
fn fee_words(t: &JamaicaTexts, kind: SpaceKind, cost: Option<u8>) -> Option<String> {
    match (kind, cost) {
        (SpaceKind::Sea, Some(c)) => Some(t.food_n(c)),
        (SpaceKind::Port, Some(c)) => Some(t.gold_n(c)),
        _ => None,
    }
}

/// A way of a fork in words: "inner channel", "outer lane".
fn lane_word(t: &JamaicaTexts, lane: Lane) -> &'static str {
    match lane {
        Lane::Inner => t.lane_inner,
        Lane::Outer => t.lane_outer,
    }
}

/// A fall-back's way from `from` to `to` as the table counts it on the board: "Back 3 · inner
/// channel" (`Track::way_back`); the space's name if the track has no way there.
fn way_back_words(t: &JamaicaTexts, track: &Track, from: Position, to: Position) -> String {
    match track.way_back(from, to) {
        Some((n, Some(lane))) => t.back_steps_way(n, lane_word(t, lane)),
        Some((n, None)) => t.back_steps(n),
        None => place(t, to),
    }
}

/// A move button's main line: "Forward 4", or at a fork, where the space numbers printed on
/// no board tell the ways apart, the way's name and what is left to sail ("inner channel, 12
/// to go"): the button's arrow and the turn's die say the rest, and the line stays one line.
fn choice_label(t: &JamaicaTexts, landing: &Landing, steps: i16, at_fork: bool) -> String {
    match landing.lane {
        Some(lane) if at_fork => t.lane_way(lane_word(t, lane), landing.to_go),
        _ => t.move_label(words::dir_word(t, landing.dir), steps),
    }
}

/// Where a move lands and what is there: "Space 7 · sea · 2 food · fight with Ana".
fn landing_words(t: &JamaicaTexts, players: &[Player], landing: &Landing) -> String {
    let mut parts = vec![place(t, landing.pos)];
    // Port Royal's place already says so ("Port Royal (start)"): no "· Port Royal" after it.
    if landing.kind != SpaceKind::PortRoyal {
        parts.push(kind_word(t, landing.kind).to_string());
    }
    if let Some(fee) = fee_words(t, landing.kind, landing.cost) {
        if !landing.pos.finished() {
            parts.push(fee);
        }
    }
    if landing.treasure {
        parts.push(t.treasure_there.to_string());
    }
    for &ship in &landing.ships {
        parts.push(t.fight_with(&ship_name(t, players, ship)));
    }
    parts.join(" · ")
}
