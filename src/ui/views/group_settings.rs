//! Settings → Players remembered: rename a remembered player, change their colour, or forget
//! them; and a stored list that cannot be read, shown with its text and kept until the player
//! starts a new one.

use dioxus::prelude::*;

use crate::group::format::Kept;
use crate::rules::players::MAX_NAME_CHARS;
use crate::rules::{Player, PlayerColour};
use crate::ui::components::colour_picker::ColourPicker;
use crate::ui::components::confirm::Confirm;
use crate::ui::components::copy_button::CopyButton;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::group::group_error;

#[component]
pub fn GroupSettings() -> Element {
    let app = use_app();
    let t = use_texts();
    let g = t.group;
    let kept = app.prefs.group();
    rsx! {
        section { class: "panel", "data-testid": "group-settings",
            h2 { "{g.remembered}" }
            match kept {
                Kept::Group(group) => rsx! {
                    if group.is_empty() {
                        p { class: "muted", "{g.none_remembered}" }
                    } else {
                        p { class: "muted", "{g.remembered_hint}" }
                    }
                    ul { class: "list", "data-testid": "remembered-list",
                        for player in group.players().iter().cloned() {
                            RememberedLine { key: "{player.name}", player }
                        }
                    }
                },
                Kept::Unreadable { text, error } => rsx! {
                    UnreadableGroup { reason: group_error(t, &error), text }
                },
            }
        }
    }
}

/// One remembered player: their chip, Edit and Forget; Edit opens the name and the colours.
#[component]
fn RememberedLine(player: Player) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let g = t.group;
    let mut editing = use_signal(|| None::<(String, PlayerColour)>);
    let name = player.name.clone();
    rsx! {
        li { class: "remembered", "data-testid": "remembered-player", "data-name": "{player.name}",
            if let Some((draft, colour)) = editing() {
                form {
                    class: "remembered-edit",
                    onsubmit: {
                        let name = name.clone();
                        move |e: FormEvent| {
                            e.prevent_default();
                            if let Some((new_name, colour)) = editing() {
                                if app.edit_remembered(&name, &new_name, colour) {
                                    editing.set(None);
                                }
                            }
                        }
                    },
                    input {
                        class: "grow",
                        "aria-label": t.player_name,
                        "data-testid": "remembered-name",
                        maxlength: "{MAX_NAME_CHARS}",
                        value: "{draft}",
                        oninput: move |e| editing.set(Some((e.value(), colour))),
                    }
                    ColourPicker {
                        label: t.colour,
                        selected: colour,
                        on_pick: move |picked| {
                            if let Some((draft, _)) = editing() {
                                editing.set(Some((draft, picked)));
                            }
                        },
                    }
                    div { class: "row end",
                        button { class: "button small", r#type: "button", onclick: move |_| editing.set(None), "{t.cancel}" }
                        button { class: "button small primary", r#type: "submit", "data-testid": "remembered-save", "{t.save}" }
                    }
                }
            } else {
                div { class: "row",
                    Swatch { colour: player.colour, name: player.name.clone() }
                    span { class: "grow remembered-name", "{player.name}" }
                    button {
                        class: "button small",
                        "aria-label": g.edit_of(&player.name),
                        "data-testid": "remembered-edit",
                        onclick: {
                            let player = player.clone();
                            move |_| editing.set(Some((player.name.clone(), player.colour)))
                        },
                        "{g.edit}"
                    }
                    button {
                        class: "button small danger",
                        "aria-label": g.forget_of(&player.name),
                        "data-testid": "remembered-forget",
                        onclick: move |_| app.forget_remembered(&name),
                        "{g.forget}"
                    }
                }
            }
        }
    }
}

/// The stored list that could not be read: why, its text to copy, and a new list only once
/// the player confirms.
#[component]
fn UnreadableGroup(reason: &'static str, text: String) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let g = t.group;
    let mut asking = use_signal(|| false);
    rsx! {
        div { class: "broken", "data-testid": "group-unreadable",
            p { "{reason}" }
            textarea { class: "raw", readonly: true, rows: "4", "aria-label": g.remembered, "data-testid": "group-raw", value: "{text}" }
            div { class: "row end",
                CopyButton { text: text.clone(), label: t.export_text, class: "button small" }
                button { class: "button small danger", "data-testid": "group-start-new", onclick: move |_| asking.set(true), "{g.start_new_list}" }
            }
            if asking() {
                Confirm {
                    message: g.start_new_list_question,
                    confirm_label: g.start_new_list,
                    on_confirm: move |_| { asking.set(false); app.start_new_group(); },
                    on_cancel: move |_| asking.set(false),
                }
            }
        }
    }
}
