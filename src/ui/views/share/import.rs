//! Importing a game from a link or a pasted code: what it holds, then a confirmation. The
//! game becomes a new saved game; nothing is saved before the player confirms.

use dioxus::prelude::*;

use super::super::game_title;
use crate::share::Content;
use crate::ui::components::chips::StandingChips;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::scanner::QrScannerWhile;
use crate::ui::components::score_strip::ScoreStrip;
use crate::ui::state::{use_app, use_texts, Screen};

#[component]
pub fn Import() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let s = t.share_ui;
    let draft = app.import.draft();
    let mut text = use_signal(String::new);
    let mut scanning = use_signal(|| false);
    // Where a code goes, pasted or scanned: the same reading, the same preview or error.
    let mut take = move |code: String| {
        if !code.trim().is_empty() {
            app.receive(&code);
            text.set(String::new());
        }
    };
    let (have, of) = draft.progress;
    let progress = s.parts_progress(have, of);
    let missing: Vec<String> = draft.missing.iter().map(|n| n.to_string()).collect();
    let missing = s.parts_missing(&t.punct.list(&missing));
    rsx! {
        Header { title: s.import_title }
        NoticeBar {}
        if let Some(error) = draft.error.as_ref().map(|e| crate::ui::text::errors::share_error(t, e)) {
            div { class: "panel warning", role: "alert", "data-testid": "import-error", "{error}" }
        }
        if of > 0 {
            section { class: "panel", "data-testid": "import-parts",
                p { strong { "{progress}" } }
                p { "{missing}" }
                button { class: "button small", onclick: move |_| app.forget_import(), "{s.start_over}" }
            }
        }
        if let Some(incoming) = draft.incoming.clone() {
            {
                let game = &incoming.game;
                // The game as the lists name it (its variant and expansions), and each player
                // as the game's own strip shows them (the Captain, the cards held), not only a
                // number.
                let kind = game_title(t, game.kind(), Some(&game.setup().options));
                let actions = s.actions(game.cursor());
                let strip = crate::ui::views::game::strip_chips(t, game);
                // The same game held here already (the link opened twice, a game handed back).
                let held = crate::share::held::held_here(game, &app.store.catalogue().games)
                    .map(|h| (h.id.clone(), h.screen(), s.held_already(&h.name, &t.actions_count(h.actions), &t.actions_count(game.cursor()))));
                rsx! {
                    section { class: "panel import-preview", "data-testid": "import-preview",
                        p { class: "muted", "{s.will_import}" }
                        p { class: "card-title", "data-testid": "import-name", "{incoming.name}" }
                        p { class: "card-sub", "data-testid": "import-kind", "{kind} · {actions}" }
                        if let Some(strip) = strip {
                            ScoreStrip { chips: strip, label: t.total }
                        } else {
                            StandingChips { standings: game.standings(), players: game.players().to_vec() }
                        }
                        if incoming.content == Content::Snapshot {
                            p { class: "share-note", role: "note", "{s.snapshot_import_note}" }
                        }
                        if let Some((id, screen, line)) = held.clone() {
                            div { class: "share-note", role: "note", "data-testid": "import-held",
                                p { "{line}" }
                                button { class: "button primary", "data-testid": "import-open-held",
                                    onclick: move |_| { app.forget_import(); crate::ui::views::game_parts::resume(app, &id, screen); },
                                    "{s.open_held}" }
                            }
                        }
                        p { class: "muted", "{s.import_new_note}" }
                        div { class: "row end",
                            button {
                                class: "button",
                                onclick: move |_| { app.forget_import(); app.go(Screen::Home); },
                                "{t.cancel}"
                            }
                            button { class: if held.is_some() { "button" } else { "button primary" }, "data-testid": "import-confirm", onclick: move |_| app.import(),
                                if held.is_some() { "{s.import_another}" } else { "{s.import_confirm}" } }
                        }
                    }
                }
            }
        }
        section { class: "panel",
            p { class: "muted", "{s.import_hint}" }
            form {
                onsubmit: move |e: FormEvent| {
                    e.prevent_default();
                    take(text());
                },
                textarea {
                    class: "raw code-input",
                    rows: "4",
                    "aria-label": s.code_label,
                    placeholder: s.code_label,
                    "data-testid": "code-input",
                    value: "{text}",
                    oninput: move |e| text.set(e.value()),
                }
                div { class: "row end",
                    button {
                        class: "button",
                        r#type: "button",
                        "data-testid": "scan-code",
                        onclick: move |_| scanning.set(true),
                        "{t.scanner.scan}"
                    }
                    button { class: "button primary", r#type: "submit", "data-testid": "read-code", "{s.read_code}" }
                }
            }
        }
        QrScannerWhile { open: scanning, on_code: move |code: String| take(code) }
    }
}
