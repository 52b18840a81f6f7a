//! Settings → Keeping your games: what the browser promises about the storage, how much is
//! used, a backup of every game to export or import, and room freed by keeping only the
//! results of old finished games.

use dioxus::prelude::*;

use chrono::{Duration, NaiveDate, Utc};

use crate::ui::components::confirm::Confirm;
use crate::ui::state::{now, use_app, use_texts};
use crate::ui::storage::{self, Persistence};
use crate::ui::text::store::bytes;

#[component]
pub fn StorageSettings() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let s = t.store;
    let persistence = app.store.persistence();
    // Read again whenever the lists change, as after an import.
    let usage = use_resource(move || {
        let _ = app.store.catalogue();
        storage::usage()
    });
    let promise = match persistence {
        Some(Persistence::Granted) => s.persist_granted,
        Some(Persistence::Denied) => s.persist_denied,
        Some(Persistence::Unsupported) | None => s.persist_unsupported,
    };
    let used = usage
        .read()
        .flatten()
        .map(|(used, quota)| s.usage(&bytes(used), &bytes(quota)));
    rsx! {
        section { class: "panel", "data-testid": "storage-settings",
            h2 { "{s.storage_title}" }
            p { "data-testid": "persistence", "{promise}" }
            if let Some(used) = used {
                p { class: "muted", "data-testid": "storage-usage", "{used}" }
            }
            p { class: "muted", "{s.export_hint}" }
            div { class: "row wrap",
                button {
                    class: "button",
                    "data-testid": "export-all",
                    onclick: move |_| app.export_all(),
                    "{s.export_all}"
                }
                label { class: "button file-button", "data-testid": "import-backup-label",
                    "{s.import_backup}"
                    input {
                        r#type: "file",
                        accept: ".json,application/json",
                        class: "visually-hidden",
                        "data-testid": "import-backup",
                        onchange: move |evt: FormEvent| async move {
                            for file in evt.files() {
                                match file.read_string().await {
                                    Ok(text) => app.import_backup(text),
                                    Err(_) => app.tell(t.store.not_a_backup.to_string()),
                                }
                            }
                        },
                    }
                }
            }
            FreeRoom {}
        }
    }
}

/// Keeps only the results of the finished games played before a chosen day, after the player
/// confirmed with the number of games it touches.
#[component]
fn FreeRoom() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let s = t.store;
    // A year back by default: last season's games.
    let mut day = use_signal(|| super::iso_day(now() - Duration::days(365)));
    let mut asking = use_signal(|| None::<usize>);
    // The date field gives YYYY-MM-DD; read by hand (chrono's parser costs 16 KB of wasm).
    let before = move || {
        let day = day();
        let mut parts = day.split('-').map(|p| p.parse::<u32>().ok());
        let (y, m, d) = (
            parts.next().flatten(),
            parts.next().flatten(),
            parts.next().flatten(),
        );
        y.zip(m)
            .zip(d)
            .and_then(|((y, m), d)| NaiveDate::from_ymd_opt(i32::try_from(y).ok()?, m, d))
            .and_then(|d| d.and_hms_opt(0, 0, 0))
            .map(|d| d.and_utc())
            .unwrap_or_else(Utc::now)
    };
    rsx! {
        h3 { "{s.free_room}" }
        p { class: "muted", "{s.free_room_hint}" }
        div { class: "row wrap",
            label { class: "field",
                span { "{s.free_before}" }
                input {
                    r#type: "date",
                    "data-testid": "free-before",
                    value: "{day}",
                    oninput: move |e| day.set(e.value()),
                }
            }
            button {
                class: "button",
                "data-testid": "free-room-start",
                onclick: move |_| {
                    let count = app.freeable(before()).len();
                    if count == 0 {
                        app.tell(s.nothing_to_free.to_string());
                    } else {
                        asking.set(Some(count));
                    }
                },
                "{s.free_room}"
            }
        }
        if let Some(count) = asking() {
            Confirm {
                message: s.free_confirm(count, &day()),
                confirm_label: s.free_room,
                on_confirm: move |_| {
                    asking.set(None);
                    app.free_room(before());
                },
                on_cancel: move |_| asking.set(None),
            }
        }
    }
}
