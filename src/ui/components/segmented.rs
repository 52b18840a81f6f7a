//! A few choices of which exactly one holds, drawn as one row of buttons (a radio group): the
//! language, the theme, a variant, a scenario, who wins, a district. Every such group of the
//! app is this one widget, so each says its choice to a screen reader (`role="radio"` and
//! `aria-checked`), names its buttons for the tests, and looks the same.

use dioxus::prelude::*;

/// One choice of a [`segmented`] group.
#[derive(Clone, Debug, PartialEq)]
pub struct Segment<T> {
    /// What a tap on it picks.
    pub value: T,
    /// What it says.
    pub label: String,
    /// Its `data-testid`.
    pub testid: String,
    /// Whether it is the choice that holds now.
    pub checked: bool,
    /// What a screen reader says when the label alone would not do ("1" for "Seat 1").
    pub aria: Option<String>,
    /// The language its label is written in, when not the page's (a language's own name).
    pub lang: Option<&'static str>,
}

impl<T> Segment<T> {
    pub fn new(
        value: T,
        label: impl Into<String>,
        testid: impl Into<String>,
        checked: bool,
    ) -> Self {
        Segment {
            value,
            label: label.into(),
            testid: testid.into(),
            checked,
            aria: None,
            lang: None,
        }
    }

    /// The same choice, read to a screen reader as `words`.
    pub fn read_as(self, words: impl Into<String>) -> Self {
        Segment {
            aria: Some(words.into()),
            ..self
        }
    }

    /// The same choice, its label written in `lang`.
    pub fn in_lang(self, lang: Option<&'static str>) -> Self {
        Segment { lang, ..self }
    }
}

/// A radio group of `segments`; a tap calls `on_pick` with the segment's value (also on the
/// one already chosen: the caller decides whether that changes anything). `class` is the
/// group's layout: one row of joined buttons ("segmented", also "segmented two-up",
/// "segmented column"), or a list of choices a line each ("jm-choices", "carc-options");
/// `label` names the group when no legend does.
///
/// Generic only in this thin function: the group itself is one component for every type of
/// choice ([`SegmentRow`], which hands back an index), since a generic component is compiled
/// again, with all of Dioxus's component code, for each type (the whole web build measured
/// 890.2 KB brotli with a generic component for the fifteen groups, 883.1 KB with this one,
/// 879.3 KB with each group written out where it is drawn).
pub fn segmented<T: Clone + 'static>(
    segments: Vec<Segment<T>>,
    class: &'static str,
    label: Option<String>,
    mut on_pick: impl FnMut(T) + 'static,
) -> Element {
    let values: Vec<T> = segments.iter().map(|s| s.value.clone()).collect();
    let buttons: Vec<Button> = segments
        .into_iter()
        .map(|s| Button {
            label: s.label,
            testid: s.testid,
            checked: s.checked,
            aria: s.aria,
            lang: s.lang,
        })
        .collect();
    rsx! {
        SegmentRow {
            buttons,
            class,
            label,
            on_pick: move |i: usize| {
                if let Some(value) = values.get(i) {
                    on_pick(value.clone());
                }
            },
        }
    }
}

/// What [`SegmentRow`] draws of a [`Segment`]: all but its value.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    label: String,
    testid: String,
    checked: bool,
    aria: Option<String>,
    lang: Option<&'static str>,
}

/// The radio group drawn: `on_pick` gets the index of the button tapped.
#[component]
pub fn SegmentRow(
    buttons: Vec<Button>,
    class: &'static str,
    label: Option<String>,
    on_pick: EventHandler<usize>,
) -> Element {
    rsx! {
        div { class, role: "radiogroup", "aria-label": label,
            for (i, Button { label, testid, checked, aria, lang }) in buttons.into_iter().enumerate() {
                button {
                    class: "segment",
                    role: "radio",
                    lang,
                    "aria-checked": if checked { "true" } else { "false" },
                    "aria-label": aria,
                    "data-testid": testid,
                    onclick: move |_| on_pick.call(i),
                    "{label}"
                }
            }
        }
    }
}
