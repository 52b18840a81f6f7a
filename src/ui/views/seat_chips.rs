//! The remembered players at set-up: one chip each for those not seated yet; a tap seats them
//! with their colour (`group::seat` decides where).

use dioxus::prelude::*;

use crate::group;
use crate::rules::Player;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn SeatChips(
    /// The table being set up; a blank name is a free seat.
    seats: Signal<Vec<Player>>,
    /// The most seats the game allows.
    max: usize,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let kept = app.prefs.group();
    let Some(remembered) = kept.group() else {
        return rsx! {};
    };
    let offered: Vec<Player> = remembered.offered(&seats.read()).cloned().collect();
    if offered.is_empty() {
        return rsx! {};
    }
    rsx! {
        div { class: "seat-chips", "data-testid": "seat-chips",
            p { class: "muted", id: "seat-hint", "{t.group.seat_hint}" }
            div { class: "chips",
                for player in offered {
                    button {
                        key: "{player.name}",
                        class: "chip pick",
                        // Named by the name it shows (the swatch is hidden), described by the
                        // hint above: a label of its own would not match what is seen.
                        "aria-describedby": "seat-hint",
                        "data-testid": "remembered-{player.name}",
                        onclick: {
                            let player = player.clone();
                            move |_| {
                                let seated = group::seat(&mut seats.write(), max, &player);
                                if seated.is_none() {
                                    app.tell(t.group.no_free_seat.to_string());
                                }
                            }
                        },
                        Swatch { colour: player.colour, name: player.name.clone() }
                        "{player.name}"
                    }
                }
            }
        }
    }
}
