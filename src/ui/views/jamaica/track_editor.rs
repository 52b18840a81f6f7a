//! Correcting a space of the track (kind, fee, printed score) before a game starts; the
//! whole track is checked again by `Track::with_edits`, and a refused edit says why.

use dioxus::prelude::*;

use crate::rules::jamaica::track::{SpaceEdit, SpaceKind, Track};
use crate::ui::state::use_texts;

use super::kind_word;

const KINDS: [SpaceKind; 4] = [
    SpaceKind::Sea,
    SpaceKind::Port,
    SpaceKind::Lair,
    SpaceKind::PortRoyal,
];

#[component]
pub fn TrackEditor(track: Track, on_change: EventHandler<Track>) -> Element {
    let texts = use_texts();
    let t = texts.jamaica_ui;
    let first = track.space(1).cloned();
    let mut space = use_signal(|| 1u8);
    let mut kind = use_signal(|| first.as_ref().map_or(SpaceKind::Sea, |s| s.kind));
    let mut cost = use_signal(|| {
        first
            .as_ref()
            .and_then(|s| s.cost)
            .map(|c| c.to_string())
            .unwrap_or_default()
    });
    let mut score = use_signal(|| {
        first
            .as_ref()
            .map(|s| s.score.to_string())
            .unwrap_or_default()
    });
    let mut error = use_signal(|| None::<String>);
    let mut done = use_signal(|| None::<String>);
    let last = (track.len().saturating_sub(1)) as u8;
    let track_for_load = track.clone();
    let mut load = move |id: u8| {
        if let Some(s) = track_for_load.space(id) {
            space.set(id);
            kind.set(s.kind);
            cost.set(s.cost.map(|c| c.to_string()).unwrap_or_default());
            score.set(s.score.to_string());
            error.set(None);
            done.set(None);
        }
    };
    let current = track.space(space()).cloned();
    let shown = current.as_ref().map(|s| {
        let fee = super::fee_words(t, s.kind, s.cost).unwrap_or_else(|| "—".into());
        t.track_current(kind_word(t, s.kind), &fee, s.score)
    });
    let apply_track = track.clone();
    let apply = move |_| {
        let parsed_cost = cost.read().trim().parse::<u8>().ok();
        let Ok(parsed_score) = score.read().trim().parse::<i8>() else {
            error.set(Some(t.track_bad_score.to_string()));
            return;
        };
        let edit = SpaceEdit {
            space: space(),
            kind: kind(),
            cost: if kind().has_cost() { parsed_cost } else { None },
            score: parsed_score,
        };
        match apply_track.with_edits(&[edit]) {
            Ok(new_track) => {
                error.set(None);
                done.set(Some(t.track_saved(space())));
                on_change.call(new_track);
            }
            Err(why) => {
                done.set(None);
                error.set(Some(crate::ui::text::errors::track_error(texts, &why)));
            }
        }
    };
    rsx! {
        section { class: "panel jm-track-editor", "data-testid": "track-editor",
            h3 { "{t.track_editor_title}" }
            p { class: "muted", "{t.track_editor_hint}" }
            label { class: "field",
                span { "{t.track_space}" }
                input {
                    r#type: "number",
                    inputmode: "numeric",
                    min: "0",
                    max: "{last}",
                    "data-testid": "track-space",
                    value: "{space}",
                    oninput: move |e| {
                        if let Ok(id) = e.value().trim().parse::<u8>() {
                            if id <= last { load(id); }
                        }
                    },
                }
                if let Some(shown) = shown { small { "{shown}" } }
            }
            fieldset { class: "field",
                legend { "{t.track_kind}" }
                div { class: "segmented", role: "radiogroup",
                    for k in KINDS {
                        button {
                            class: "segment",
                            role: "radio",
                            "aria-checked": if kind() == k { "true" } else { "false" },
                            "data-testid": "track-kind-{k:?}",
                            onclick: move |_| kind.set(k),
                            "{kind_word(t, k)}"
                        }
                    }
                }
            }
            if kind().has_cost() {
                label { class: "field",
                    span { if kind() == SpaceKind::Port { "{t.track_cost_gold}" } else { "{t.track_cost_food}" } }
                    input {
                        r#type: "number",
                        inputmode: "numeric",
                        "data-testid": "track-cost",
                        value: "{cost}",
                        oninput: move |e| cost.set(e.value()),
                    }
                }
            }
            label { class: "field",
                span { "{t.track_score}" }
                input {
                    r#type: "number",
                    inputmode: "numeric",
                    "data-testid": "track-score",
                    value: "{score}",
                    oninput: move |e| score.set(e.value()),
                }
            }
            if let Some(why) = error() {
                p { class: "jm-error", role: "alert", "data-testid": "track-error", "{why}" }
            }
            if let Some(ok) = done() {
                p { class: "jm-ok", role: "status", "data-testid": "track-saved", "{ok}" }
            }
            div { class: "row wrap",
                button { class: "button primary", "data-testid": "track-apply", onclick: apply, "{t.track_apply}" }
                button {
                    class: "button",
                    "data-testid": "track-reset",
                    onclick: move |_| {
                        error.set(None);
                        done.set(Some(t.track_reset_done.to_string()));
                        on_change.call(Track::default());
                    },
                    "{t.track_reset}"
                }
            }
        }
    }
}
