//! New game: which game, its options, then the players (typed, or tapped from the remembered
//! group).

use dioxus::prelude::*;

use super::families::{default_options, kind_blurb, options_form, player_range};
use super::seat_chips::SeatChips;
use super::{clock_time, kind_name};
use crate::rules::players::MAX_NAME_CHARS;
use crate::rules::{Player, PlayerColour};
use crate::session::{GameKind, GameOptions, Setup};
use crate::ui::components::colour_picker::ColourPicker;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{now, rehearse_start, use_app, use_texts, AppState};
use crate::ui::text::Texts;

/// The games a new game can be started for, in the order of the family list.
const PLAYABLE_KINDS: &[GameKind] = GameKind::ALL;

/// Adds or removes seats so their number fits the game.
fn fit_seats(seats: &mut Vec<Player>, (min, max): (usize, usize)) {
    seats.truncate(max);
    while seats.len() < min {
        match free_colour(seats) {
            Some(colour) => seats.push(Player::new("", colour)),
            None => break,
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Step {
    Game,
    Options,
    Players,
}

/// The first colour nobody at the table has yet.
fn free_colour(seats: &[Player]) -> Option<PlayerColour> {
    PlayerColour::ALL
        .into_iter()
        .find(|c| seats.iter().all(|s| s.colour != *c))
}

/// The form's state, one signal each: the step shown, the game, its options and the seats as
/// set so far (a blank name is a free seat).
#[derive(Clone, Copy)]
struct Form {
    step: Signal<Step>,
    kind: Signal<GameKind>,
    options: Signal<GameOptions>,
    seats: Signal<Vec<Player>>,
}

/// The new game's screen: it holds the form and shows its current step.
#[component]
pub fn NewGame() -> Element {
    let app = use_app();
    let t = use_texts();
    let form = Form {
        step: use_signal(|| Step::Game),
        // The form opens on the first family of the list (the score pad, which any table can
        // use).
        kind: use_signal(|| GameKind::ALL[0]),
        options: use_signal(|| default_options(GameKind::ALL[0])),
        seats: use_signal(|| {
            PlayerColour::ALL[..2]
                .iter()
                .map(|&colour| Player::new("", colour))
                .collect::<Vec<_>>()
        }),
    };
    let current = *form.step.read();
    rsx! {
        Header { title: t.new_game }
        NoticeBar {}
        match current {
            Step::Game => game_step(t, form),
            Step::Options => options_step(t, form),
            Step::Players => players_step(app, t, form),
        }
    }
}

/// The game the form describes, and its name: blank seats take the app's names for them.
fn planned(t: &'static Texts, form: Form) -> (Setup, String) {
    let Form {
        kind,
        options,
        seats,
        ..
    } = form;
    let players: Vec<Player> = seats
        .read()
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let name = seat.name.trim();
            let name = if name.is_empty() {
                t.default_player_name(i + 1)
            } else {
                name.to_string()
            };
            Player::new(name, seat.colour)
        })
        .collect();
    let created = now();
    // The family and the time of day: one line in the game's bar on a phone. The saved list
    // shows the day beside the name.
    let name = format!("{} {}", kind_name(t, *kind.read()), clock_time(created));
    let setup = Setup {
        options: options.read().clone(),
        players,
        created,
    };
    (setup, name)
}

/// Starts the game the form describes, and the players named join the remembered group.
fn start(mut app: AppState, t: &'static Texts, form: Form) {
    let (setup, name) = planned(t, form);
    // The players named at set-up join the remembered group; a blank seat's name is the app's
    // and nobody's.
    let named: Vec<Player> = form
        .seats
        .read()
        .iter()
        .filter(|seat| !seat.name.trim().is_empty())
        .cloned()
        .collect();
    match app.start(setup, name) {
        Ok(()) => app.remember_players(&named),
        Err(why) => app.tell(crate::ui::text::errors::setup_error(t, &why)),
    }
}

/// The first step: which game, each with its blurb.
fn game_step(t: &'static Texts, form: Form) -> Element {
    let Form {
        mut step,
        mut kind,
        mut options,
        mut seats,
    } = form;
    rsx! {
        section { class: "panel",
            h2 { "{t.choose_game}" }
            for game in PLAYABLE_KINDS.iter().copied() {
                button {
                    class: "card",
                    "data-testid": "kind-{game:?}",
                    onclick: move |_| {
                        // Its Start needs the families' part and the family's screen: they
                        // come while the form is filled.
                        crate::ui::codecs::bring();
                        crate::ui::views::game_parts::bring(game);
                        kind.set(game);
                        options.set(default_options(game));
                        fit_seats(&mut seats.write(), player_range(&options.read()));
                        step.set(Step::Options);
                    },
                    span { class: "card-title", "{kind_name(t, game)}" }
                    span { class: "card-sub", {kind_blurb(t, game)} }
                }
            }
        }
    }
}

/// The second step: the chosen game's options.
fn options_step(t: &'static Texts, form: Form) -> Element {
    let Form {
        mut step,
        kind,
        options,
        mut seats,
    } = form;
    rsx! {
        section { class: "panel",
            h2 { "{t.options}" }
            {options_form(*kind.read(), options)}
            div { class: "row end",
                button { class: "button", onclick: move |_| step.set(Step::Game), "{t.back}" }
                button {
                    class: "button primary",
                    "data-testid": "next",
                    // The options may change how many play (the duel is for two).
                    onclick: move |_| {
                        fit_seats(&mut seats.write(), player_range(&options.read()));
                        step.set(Step::Players);
                        // While the seats are named, the Start's own work is run once, so
                        // that its first tap finds that code compiled.
                        rehearse_start(planned(t, form).0);
                    },
                    "{t.next}"
                }
            }
        }
    }
}

/// The last step: the seats (typed, or tapped from the remembered group), each with its name
/// and colour, as many as the game takes, and the start.
fn players_step(app: AppState, t: &'static Texts, form: Form) -> Element {
    let Form {
        mut step,
        options,
        mut seats,
        ..
    } = form;
    rsx! {
        section { class: "panel",
            h2 { "{t.players}" }
            SeatChips { seats, max: player_range(&options.read()).1 }
            for (index, seat) in seats.read().iter().cloned().enumerate() {
                div { class: "seat", key: "{index}",
                    div { class: "row",
                        Swatch { colour: seat.colour, name: if seat.name.trim().is_empty() { t.default_player_name(index + 1) } else { seat.name.clone() } }
                        input {
                            class: "grow",
                            "aria-label": "{t.player_name} {index + 1}",
                            "data-testid": "player-name-{index}",
                            maxlength: "{MAX_NAME_CHARS}",
                            placeholder: t.default_player_name(index + 1),
                            value: "{seat.name}",
                            oninput: move |e| seats.write()[index].name = e.value(),
                        }
                        if seats.read().len() > player_range(&options.read()).0 {
                            button {
                                class: "icon-button",
                                "aria-label": "{t.remove_player} {index + 1}",
                                "data-testid": "remove-player-{index}",
                                onclick: move |_| { seats.write().remove(index); },
                                "×"
                            }
                        }
                    }
                    ColourPicker {
                        label: "{t.colour} {index + 1}",
                        selected: seat.colour,
                        taken: seats.read().iter().enumerate().filter(|&(i, _)| i != index).map(|(_, s)| s.colour).collect::<Vec<_>>(),
                        on_pick: move |colour| seats.write()[index].colour = colour,
                    }
                }
            }
            if seats.read().len() < player_range(&options.read()).1 {
                button {
                    class: "button",
                    "data-testid": "add-player",
                    onclick: move |_| {
                        let colour = free_colour(&seats.read());
                        if let Some(colour) = colour {
                            seats.write().push(Player::new("", colour));
                        }
                    },
                    "+ {t.add_player}"
                }
            }
            div { class: "row end",
                button { class: "button", onclick: move |_| step.set(Step::Options), "{t.back}" }
                button { class: "button primary", "data-testid": "start", onclick: move |_| start(app, t, form), "{t.start_game}" }
            }
        }
    }
}
