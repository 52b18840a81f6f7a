//! New game: which game, its options, then the players.

use dioxus::prelude::*;

use super::{kind_name, short_date};
use crate::rules::dice::DiceMode;
use crate::rules::players::MAX_NAME_CHARS;
use crate::rules::scorepad::{self, Winner};
use crate::rules::{Player, PlayerColour};
use crate::session::{GameKind, GameOptions, Setup};
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{now, use_app, use_texts};

/// The games a new game can be started for: those whose screens are built. Catan, Jamaica
/// and Carcassonne have their rules in `crate::rules` and join this list with their screens.
const PLAYABLE_KINDS: &[GameKind] = &[GameKind::ScorePad];

#[derive(Clone, Copy, PartialEq)]
enum Step {
    Game,
    Options,
    Players,
}

#[derive(Clone, PartialEq)]
struct Seat {
    name: String,
    colour: PlayerColour,
}

/// The first colour nobody at the table has yet.
fn free_colour(seats: &[Seat]) -> Option<PlayerColour> {
    PlayerColour::ALL
        .into_iter()
        .find(|c| seats.iter().all(|s| s.colour != *c))
}

#[component]
pub fn NewGame() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let mut step = use_signal(|| Step::Game);
    let mut kind = use_signal(|| GameKind::ScorePad);
    let mut options = use_signal(scorepad::Options::default);
    let mut target = use_signal(String::new);
    let mut seats = use_signal(|| {
        PlayerColour::ALL[..2]
            .iter()
            .map(|&colour| Seat {
                name: String::new(),
                colour,
            })
            .collect::<Vec<_>>()
    });

    let start = move |_| {
        let players: Vec<Player> = seats
            .read()
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                let name = seat.name.trim();
                let name = if name.is_empty() {
                    (t.default_player_name)(i + 1)
                } else {
                    name.to_string()
                };
                Player::new(name, seat.colour)
            })
            .collect();
        let mut chosen = options.read().clone();
        chosen.target = target.read().trim().parse::<i64>().ok().filter(|n| *n > 0);
        let created = now();
        let name = format!("{} {}", kind_name(t, *kind.read()), short_date(created));
        let setup = Setup {
            options: GameOptions::ScorePad(chosen),
            players,
            created,
        };
        if let Err(why) = app.start(setup, name) {
            app.tell(why);
        }
    };

    let current = *step.read();
    rsx! {
        Header { title: t.new_game }
        NoticeBar {}
        match current {
            Step::Game => rsx! {
                section { class: "panel",
                    h2 { "{t.choose_game}" }
                    for game in PLAYABLE_KINDS.iter().copied() {
                        button {
                            class: "card",
                            "data-testid": "kind-{game:?}",
                            onclick: move |_| { kind.set(game); step.set(Step::Options); },
                            span { class: "card-title", "{kind_name(t, game)}" }
                            span { class: "card-sub", "{t.score_pad_blurb}" }
                        }
                    }
                }
            },
            Step::Options => rsx! {
                section { class: "panel",
                    h2 { "{t.options}" }
                    label { class: "field check",
                        input {
                            r#type: "checkbox",
                            "data-testid": "opt-rounds",
                            checked: options.read().rounds,
                            onchange: move |e| options.write().rounds = e.checked(),
                        }
                        span { "{t.keep_rounds}" small { "{t.keep_rounds_hint}" } }
                    }
                    label { class: "field",
                        span { "{t.target_score}" }
                        input {
                            r#type: "number",
                            inputmode: "numeric",
                            min: "1",
                            max: "{scorepad::MAX_TARGET}",
                            "data-testid": "opt-target",
                            value: "{target}",
                            oninput: move |e| target.set(e.value()),
                        }
                        small { "{t.target_hint}" }
                    }
                    fieldset { class: "field",
                        legend { "{t.who_wins}" }
                        div { class: "segmented",
                            for (winner, label) in [(Winner::Highest, t.highest_wins), (Winner::Lowest, t.lowest_wins)] {
                                button {
                                    class: "segment",
                                    role: "radio",
                                    "aria-checked": if options.read().winner == winner { "true" } else { "false" },
                                    onclick: move |_| options.write().winner = winner,
                                    "{label}"
                                }
                            }
                        }
                    }
                    fieldset { class: "field",
                        legend { "{t.dice}" }
                        div { class: "segmented",
                            for (mode, label) in [(DiceMode::Random, t.dice_random), (DiceMode::Deck, t.dice_deck)] {
                                button {
                                    class: "segment",
                                    role: "radio",
                                    "aria-checked": if options.read().dice == mode { "true" } else { "false" },
                                    "data-testid": "dice-{mode:?}",
                                    onclick: move |_| options.write().dice = mode,
                                    "{label}"
                                }
                            }
                        }
                    }
                    div { class: "row end",
                        button { class: "button", onclick: move |_| step.set(Step::Game), "{t.back}" }
                        button { class: "button primary", "data-testid": "next", onclick: move |_| step.set(Step::Players), "{t.next}" }
                    }
                }
            },
            Step::Players => rsx! {
                section { class: "panel",
                    h2 { "{t.players}" }
                    for (index, seat) in seats.read().iter().cloned().enumerate() {
                        div { class: "seat", key: "{index}",
                            div { class: "row",
                                Swatch { colour: seat.colour, name: if seat.name.trim().is_empty() { (t.default_player_name)(index + 1) } else { seat.name.clone() } }
                                input {
                                    class: "grow",
                                    "aria-label": "{t.player_name} {index + 1}",
                                    "data-testid": "player-name-{index}",
                                    maxlength: "{MAX_NAME_CHARS}",
                                    placeholder: (t.default_player_name)(index + 1),
                                    value: "{seat.name}",
                                    oninput: move |e| seats.write()[index].name = e.value(),
                                }
                                if seats.read().len() > scorepad::MIN_PLAYERS {
                                    button {
                                        class: "icon-button",
                                        "aria-label": "{t.remove_player} {index + 1}",
                                        onclick: move |_| { seats.write().remove(index); },
                                        "×"
                                    }
                                }
                            }
                            div { class: "colours", role: "radiogroup", "aria-label": "{t.colour} {index + 1}",
                                for colour in PlayerColour::ALL {
                                    {
                                        let taken = seats.read().iter().enumerate().any(|(i, s)| i != index && s.colour == colour);
                                        let name = (t.colour_name)(colour);
                                        rsx! {
                                            button {
                                                class: "colour-dot colour-{colour.key()}",
                                                role: "radio",
                                                "aria-checked": if seat.colour == colour { "true" } else { "false" },
                                                "aria-label": if taken { format!("{name} ({})", t.colour_taken) } else { name.to_string() },
                                                disabled: taken,
                                                onclick: move |_| seats.write()[index].colour = colour,
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if seats.read().len() < scorepad::MAX_PLAYERS {
                        button {
                            class: "button",
                            "data-testid": "add-player",
                            onclick: move |_| {
                                let colour = free_colour(&seats.read());
                                if let Some(colour) = colour {
                                    seats.write().push(Seat { name: String::new(), colour });
                                }
                            },
                            "+ {t.add_player}"
                        }
                    }
                    div { class: "row end",
                        button { class: "button", onclick: move |_| step.set(Step::Options), "{t.back}" }
                        button { class: "button primary", "data-testid": "start", onclick: start, "{t.start_game}" }
                    }
                }
            },
        }
    }
}
