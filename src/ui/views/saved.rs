//! Saved games: resume, rename, delete; and the saves that could not be read, kept as found.

use dioxus::prelude::*;

use super::{game_title, short_date};
use crate::save::GameSummary;
use crate::ui::components::chips::StandingChips;
use crate::ui::components::confirm::Confirm;
use crate::ui::components::copy_button::CopyButton;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::store::load_error;

#[component]
pub fn SavedGames() -> Element {
    let app = use_app();
    let t = use_texts();
    let catalogue = app.store.catalogue();
    let games = catalogue.games.clone();
    let broken = catalogue.broken.clone();
    drop(catalogue);
    rsx! {
        Header { title: t.saved_games }
        NoticeBar {}
        section { class: "panel",
            if games.is_empty() {
                p { class: "muted", "{t.no_saved_games}" }
            }
            ul { class: "list", "data-testid": "saved-list",
                for game in games {
                    SavedLine { key: "{game.id}", game }
                }
            }
        }
        if !broken.is_empty() {
            section { class: "panel warning", "data-testid": "broken",
                h2 { "{t.broken_saves}" }
                p { class: "muted", "{t.broken_hint}" }
                for record in broken {
                    BrokenLine { key: "{record.key}", key_name: record.key.clone(), reason: load_error(t, &record.error), raw: record.raw.clone() }
                }
            }
        }
    }
}

#[component]
fn SavedLine(game: GameSummary) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let mut renaming = use_signal(|| None::<String>);
    let mut deleting = use_signal(|| false);
    let id = game.id.clone();
    let status = match &game.outcome {
        Some(_) => t.finished_on(&short_date(game.updated)),
        None => format!(
            "{} · {}",
            t.in_progress,
            t.started_on(&short_date(game.created))
        ),
    };
    // A game handed to another phone says so: its copy here waits.
    let handed = app
        .handed
        .when(&game.id)
        .map(|when| t.share_ui.handed_mark(&short_date(when)));
    rsx! {
        li { class: "saved", "data-testid": "saved-game",
            if let Some(draft) = renaming() {
                form {
                    class: "row",
                    onsubmit: {
                        let id = id.clone();
                        move |e: FormEvent| { e.prevent_default(); app.rename(&id, renaming().unwrap_or_default()); renaming.set(None); }
                    },
                    input {
                        class: "grow",
                        "aria-label": t.rename,
                        "data-testid": "rename-input",
                        value: "{draft}",
                        oninput: move |e| renaming.set(Some(e.value())),
                    }
                    button { class: "button small primary", r#type: "submit", "{t.save}" }
                    button { class: "button small", r#type: "button", onclick: move |_| renaming.set(None), "{t.cancel}" }
                }
            } else {
                button {
                    class: "card",
                    "data-testid": "open-saved",
                    onclick: {
                        let id = id.clone();
                        let screen = game.screen();
                        move |_| super::game_parts::resume(app, &id, screen)
                    },
                    span { class: "card-title", "{game.name}" }
                    span { class: "card-sub", "data-testid": "saved-title", "{game_title(t, game.kind, game.options.as_ref())} · {status} · {t.actions_count(game.actions)}" }
                    if let Some(mark) = handed {
                        span { class: "card-sub", "data-testid": "handed-mark", "{mark}" }
                    }
                    StandingChips { standings: game.standings.clone(), players: game.players.clone(), scores: game.shows_scores() }
                }
                div { class: "row end",
                    button { class: "button small", "data-testid": "rename", onclick: { let name = game.name.clone(); move |_| renaming.set(Some(name.clone())) }, "{t.rename}" }
                    button { class: "button small danger", "data-testid": "delete", onclick: move |_| deleting.set(true), "{t.delete}" }
                }
            }
            if deleting() {
                Confirm {
                    message: t.delete_question(&game.name),
                    confirm_label: t.delete,
                    on_confirm: {
                        let id = id.clone();
                        move |_| { deleting.set(false); app.delete(&id); }
                    },
                    on_cancel: move |_| deleting.set(false),
                }
            }
        }
    }
}

#[component]
fn BrokenLine(key_name: String, reason: String, raw: String) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let mut deleting = use_signal(|| false);
    rsx! {
        div { class: "broken", "data-testid": "broken-save",
            p { strong { "{key_name}" } }
            p { "data-testid": "broken-reason", "{reason}" }
            textarea { class: "raw", readonly: true, rows: "4", "aria-label": "{key_name}", "data-testid": "broken-raw", value: "{raw}" }
            div { class: "row end",
                CopyButton { text: raw.clone(), label: t.export_text, class: "button small" }
                button { class: "button small danger", onclick: move |_| deleting.set(true), "{t.delete}" }
            }
            if deleting() {
                Confirm {
                    message: t.delete_question(&key_name),
                    confirm_label: t.delete,
                    on_confirm: {
                        let key = key_name.clone();
                        move |_| { deleting.set(false); app.delete_broken(&key); }
                    },
                    on_cancel: move |_| deleting.set(false),
                }
            }
        }
    }
}
