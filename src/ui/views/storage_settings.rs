//! Settings → Keeping your games: what the browser promises about the storage, how much is
//! used, a backup of every game to export or import.

use dioxus::prelude::*;

use crate::ui::state::{use_app, use_texts};
use crate::ui::storage::{self, Persistence};
use crate::ui::text::store::bytes;

#[component]
pub fn StorageSettings() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let s = t.store;
    let persistence = *app.persistence.read();
    // Read again whenever the lists change, as after an import.
    let usage = use_resource(move || {
        let _ = app.catalogue.read();
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
        .map(|(used, quota)| (s.usage)(&bytes(used), &bytes(quota)));
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
        }
    }
}
