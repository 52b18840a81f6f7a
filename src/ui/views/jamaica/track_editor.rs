//! Correcting a space of the track (kind, fee, printed score) before a game starts; the
//! whole track is checked again by `Track::with_edits`, and a refused edit says why.

use dioxus::prelude::*;

use crate::rules::jamaica::track::{SpaceEdit, SpaceKind, Track};
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::state::use_texts;
use crate::ui::text::jamaica::JamaicaTexts;
use crate::ui::text::Texts;

use super::kind_word;

const KINDS: [SpaceKind; 4] = [
    SpaceKind::Sea,
    SpaceKind::Port,
    SpaceKind::Lair,
    SpaceKind::PortRoyal,
];

/// The editor's fields, one signal each: the space being corrected, its kind, fee and printed
/// score as typed, and the last edit's refusal or confirmation.
#[derive(Clone, Copy)]
struct SpaceForm {
    space: Signal<u8>,
    kind: Signal<SpaceKind>,
    cost: Signal<String>,
    score: Signal<String>,
    error: Signal<Option<String>>,
    done: Signal<Option<String>>,
}

impl SpaceForm {
    /// The fields, opened on space 1 of `track` (a hook: called once per render, first).
    fn use_new(track: &Track) -> SpaceForm {
        let first = track.space(1).cloned();
        let kind = first.as_ref().map_or(SpaceKind::Sea, |s| s.kind);
        let cost = first
            .as_ref()
            .and_then(|s| s.cost)
            .map(|c| c.to_string())
            .unwrap_or_default();
        let score = first
            .as_ref()
            .map(|s| s.score.to_string())
            .unwrap_or_default();
        SpaceForm {
            space: use_signal(|| 1u8),
            kind: use_signal(|| kind),
            cost: use_signal(|| cost),
            score: use_signal(|| score),
            error: use_signal(|| None::<String>),
            done: use_signal(|| None::<String>),
        }
    }

    /// The fields of space `id` as `track` has it, any message put away.
    fn load(mut self, track: &Track, id: u8) {
        if let Some(s) = track.space(id) {
            self.space.set(id);
            self.kind.set(s.kind);
            self.cost
                .set(s.cost.map(|c| c.to_string()).unwrap_or_default());
            self.score.set(s.score.to_string());
            self.error.set(None);
            self.done.set(None);
        }
    }

    /// The edit the fields describe, checked with the whole track by `Track::with_edits`: the
    /// new track, or the message of a refusal (said in the form).
    fn apply(mut self, texts: &Texts, track: &Track) -> Option<Track> {
        let t = texts.jamaica_ui();
        let space = (self.space)();
        let kind = (self.kind)();
        let parsed_cost = self.cost.read().trim().parse::<u8>().ok();
        let Ok(parsed_score) = self.score.read().trim().parse::<i8>() else {
            self.error.set(Some(t.track_bad_score.to_string()));
            return None;
        };
        let edit = SpaceEdit {
            space,
            kind,
            cost: if kind.has_cost() { parsed_cost } else { None },
            score: parsed_score,
        };
        match track.with_edits(&[edit]) {
            Ok(new_track) => {
                self.error.set(None);
                self.done.set(Some(t.track_saved(space)));
                Some(new_track)
            }
            Err(why) => {
                self.done.set(None);
                self.error
                    .set(Some(crate::ui::text::jamaica::track_error(texts, &why)));
                None
            }
        }
    }
}

/// The track editor: the space to correct, its fields, and the edit or the way back to the
/// printed track.
#[component]
pub fn TrackEditor(track: Track, on_change: EventHandler<Track>) -> Element {
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let form = SpaceForm::use_new(&track);
    let SpaceForm {
        space,
        mut cost,
        mut score,
        mut error,
        mut done,
        ..
    } = form;
    let last = (track.len().saturating_sub(1)) as u8;
    let shown = track.space(space()).map(|s| {
        let fee = super::fee_words(t, s.kind, s.cost).unwrap_or_else(|| "—".into());
        t.track_current(kind_word(t, s.kind), &fee, s.score)
    });
    let kind = (form.kind)();
    let load_track = track.clone();
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
                            if id <= last { form.load(&load_track, id); }
                        }
                    },
                }
                if let Some(shown) = shown { small { "{shown}" } }
            }
            {kind_picker(t, form.kind)}
            if kind.has_cost() {
                label { class: "field",
                    span { if kind == SpaceKind::Port { "{t.track_cost_gold}" } else { "{t.track_cost_food}" } }
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
                button {
                    class: "button primary",
                    "data-testid": "track-apply",
                    onclick: move |_| {
                        if let Some(new_track) = form.apply(texts, &track) {
                            on_change.call(new_track);
                        }
                    },
                    "{t.track_apply}"
                }
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

/// The kind of the space, one of the four the track has.
fn kind_picker(t: &'static JamaicaTexts, mut kind: Signal<SpaceKind>) -> Element {
    rsx! {
        fieldset { class: "field",
            legend { "{t.track_kind}" }
            {segmented(
                KINDS
                    .into_iter()
                    .map(|k| Segment::new(k, kind_word(t, k), format!("track-kind-{k:?}"), kind() == k))
                    .collect::<Vec<_>>(),
                "segmented",
                None,
                move |k| kind.set(k),
            )}
        }
    }
}
