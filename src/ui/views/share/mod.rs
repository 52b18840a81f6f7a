//! Handing the open game to another phone by QR code or link, and the results card.
//!
//! The QR code is an `img` with a `data:` URL of the SVG the `qrcode` crate draws from the
//! link: the SVG holds no text from the game, and it never enters the DOM as markup. Names
//! appear only as Dioxus text nodes, which are escaped.

pub mod import;
pub mod platform;
pub mod results;

use dioxus::prelude::*;

use crate::share::{self, qr, results::ResultsCard, Content};
use crate::ui::components::copy_button::CopyButton;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::state::{use_app, use_texts, AppState, Screen};
use platform::{share_sheet, svg_data_url};
use results::ResultsCardView;

#[component]
pub fn Share() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let s = t.share_ui;
    let mut index = use_signal(|| 0usize);
    let plan = use_memo(move || {
        app.open
            .read()
            .as_ref()
            .map(|o| share::plan(&o.name, &o.game, &platform::base_address()))
    });
    let card = use_memo(move || {
        app.open
            .read()
            .as_ref()
            .and_then(|o| ResultsCard::of(&o.name, &o.game))
    });
    let Some(plan) = plan() else {
        return rsx! {
            Header { title: t.share }
            p { class: "muted", "{s.no_game}" }
        };
    };
    let count = plan.codes.len();
    let current = index().min(count.saturating_sub(1));
    let code = plan.codes.get(current).cloned();
    let title = app
        .open
        .peek()
        .as_ref()
        .map(|o| o.name.clone())
        .unwrap_or_default();
    let image = code
        .as_ref()
        .and_then(|c| qr::render(&c.link))
        .map(|q| (svg_data_url(&q.svg), q.version));
    let sequence = (count > 1).then(|| s.sequence_note(count));
    let snapshot = plan.content == Content::Snapshot && count == 1;
    let position = s.code_of(current + 1, count);
    rsx! {
        Header { title: t.share, back_to: Screen::Game }
        NoticeBar {}
        if let Some(card) = card() {
            ResultsCardView { card }
        }
        section { class: "panel share-panel", "data-testid": "share-panel",
            h2 { "{s.hand_over}" }
            p { class: "muted", "{s.hand_over_hint}" }
            if snapshot {
                p { class: "share-note", role: "note", "data-testid": "snapshot-note", "{s.snapshot_note}" }
            }
            if let Some(note) = sequence {
                p { class: "share-note", role: "note", "data-testid": "sequence-note", "{note}" }
            }
            // The code's QR version and error correction are the encoder's business, not the
            // table's: the hint above says what to do with it (the version stays for tests).
            if let Some((src, version)) = image {
                img { class: "qr", src: "{src}", alt: s.qr_alt, "data-testid": "share-qr", "data-version": "{version}" }
            }
            if count > 1 {
                div { class: "row share-steps",
                    button { class: "button", disabled: current == 0, onclick: move |_| index.set(current.saturating_sub(1)), "‹ {s.previous_code}" }
                    span { class: "grow center", "data-testid": "code-position", "{position}" }
                    button { class: "button", disabled: current + 1 >= count, onclick: move |_| index.set(current + 1), "{s.next_code} ›" }
                }
            }
            if let Some(code) = code {
                input { class: "share-link", readonly: true, "aria-label": s.copy_link, "data-testid": "share-link", value: "{code.link}" }
                div { class: "row wrap",
                    CopyButton { text: code.link.clone(), label: s.copy_link, class: "button primary", testid: "copy-link" }
                    CopyButton { text: code.text.clone(), label: s.copy_code, class: "button", testid: "copy-code" }
                    button {
                        class: "button",
                        "data-testid": "share-sheet",
                        onclick: {
                            let link = code.link.clone();
                            move |_| {
                                let link = link.clone();
                                let title = title.clone();
                                spawn(async move {
                                    if !share_sheet(&title, &title, &link).await {
                                        app.tell(s.no_share_sheet.to_string());
                                    }
                                });
                            }
                        },
                        "{s.share_sheet}"
                    }
                }
            }
        }
        {handed_panel(s, app)}
        section { class: "panel",
            button {
                class: "button big",
                "data-testid": "paste-code",
                onclick: move |_| { app.import.clear_error(); app.go(Screen::Import); },
                span { "{s.paste_code}" }
                span { "›" }
            }
        }
    }
}

/// The giver says when the other phone has the game: the copy here then waits, and can be
/// taken back (`ui::state::handed`).
fn handed_panel(s: &'static crate::ui::text::share::ShareTexts, mut app: AppState) -> Element {
    rsx! {
        section { class: "panel", "data-testid": "handed-panel",
            p { class: "muted", "{s.handed_hint}" }
            button { class: "button", "data-testid": "hand-over", onclick: move |_| app.hand_over(), "{s.handed_button}" }
        }
    }
}
