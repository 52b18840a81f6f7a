//! Jamaica's options for a new game: the Ghost Ship, The Crew, the first Captain, and the
//! track editor.

use dioxus::prelude::*;

use crate::rules::jamaica::{Options, MAX_PLAYERS};
use crate::session::GameOptions;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::components::toggle::Toggle;
use crate::ui::state::use_texts;

use super::track_editor::TrackEditor;

/// Jamaica's options for a new game; edits `options` in place.
#[component]
pub fn JamaicaOptions(options: Signal<GameOptions>) -> Element {
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let home = texts.jamaica_home;
    let GameOptions::Jamaica(current) = options.read().clone() else {
        return rsx! {};
    };
    let mut editing = use_signal(|| false);
    let mut edit = move |change: &dyn Fn(&mut Options)| {
        if let GameOptions::Jamaica(o) = &mut *options.write() {
            change(o);
        }
    };
    let track = current.track.clone();
    let edited = track != crate::rules::jamaica::track::Track::default();
    rsx! {
        Toggle {
            label: home.opt_ghost,
            hint: t.opt_ghost_hint,
            testid: "opt-ghost",
            checked: current.ghost,
            on_change: move |on: bool| edit(&|o| o.ghost = on),
        }
        Toggle {
            label: home.opt_crew,
            hint: t.opt_crew_hint,
            testid: "opt-crew",
            checked: current.crew,
            on_change: move |on: bool| edit(&|o| o.crew = on),
        }
        fieldset { class: "field",
            legend { "{t.opt_first_captain}" }
            {segmented(
                (0..MAX_PLAYERS as u8)
                    .map(|seat| {
                        Segment::new(seat, format!("{}", seat + 1), format!("opt-captain-{seat}"), current.first_captain == seat)
                            .read_as(t.seat(usize::from(seat)))
                    })
                    .collect::<Vec<_>>(),
                "segmented",
                None,
                move |seat| edit(&|o| o.first_captain = seat),
            )}
            small { "{t.opt_first_captain_hint}" }
        }
        div { class: "field",
            span { "{t.track_title}" }
            small { if edited { "{t.track_edited}" } else { "{t.track_shipped}" } }
            button {
                class: "button",
                "data-testid": "open-track-editor",
                "aria-expanded": if editing() { "true" } else { "false" },
                onclick: move |_| editing.toggle(),
                if editing() { "{t.track_close}" } else { "{t.track_open}" }
            }
        }
        if editing() {
            TrackEditor {
                track,
                on_change: move |new_track| edit(&|o| o.track = Clone::clone(&new_track)),
            }
        }
    }
}
