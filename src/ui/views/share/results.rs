//! The results card of a finished game, and its text for sharing.

use dioxus::prelude::*;

use super::super::{kind_name, short_date};
use super::platform::{share_sheet, svg_data_url};
use crate::share::{qr, results::ResultsCard};
use crate::ui::components::copy_button::CopyButton;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::Texts;

fn duration_line(t: &Texts, card: &ResultsCard) -> String {
    let minutes = card.duration().num_minutes();
    t.share_ui.results_duration(minutes / 60, minutes % 60)
}

/// The card as plain text, as it is copied, shared and put in the QR code.
pub fn results_text(t: &Texts, card: &ResultsCard) -> String {
    let s = t.share_ui;
    let mut lines = vec![
        s.results_text_title(&card.name, kind_name(t, card.kind)),
        s.results_winner(&t.punct.names(&card.winner_names())),
    ];
    for (rank, (_, player, score)) in card.ranking().into_iter().enumerate() {
        lines.push(format!("{}. {} {}", rank + 1, player.name, score));
    }
    lines.push(s.results_date(&short_date(card.finished)));
    lines.push(duration_line(t, card));
    lines.join("\n")
}

#[component]
pub fn ResultsCardView(card: ResultsCard) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let s = t.share_ui;
    let text = results_text(t, &card);
    let winner = s.results_winner(&t.punct.names(&card.winner_names()));
    let date = s.results_date(&short_date(card.finished));
    let duration = duration_line(t, &card);
    let kind = kind_name(t, card.kind);
    let image = qr::render(&text).map(|q| svg_data_url(&q.svg));
    let rows: Vec<_> = card
        .ranking()
        .into_iter()
        .map(|(seat, p, score)| (seat, p.clone(), score, card.winners.contains(&seat)))
        .collect();
    rsx! {
        section { class: "panel results-card", "data-testid": "results-card",
            h2 { "{s.results}" }
            p { class: "results-game", strong { "{card.name}" } " · {kind}" }
            p { class: "results-winner", "data-testid": "results-winner", "{winner}" }
            ol { class: "results-list",
                for (seat, player, score, won) in rows {
                    li { key: "{seat}", class: if won { "won" } else { "" },
                        Swatch { colour: player.colour, name: player.name.clone() }
                        span { class: "results-name", "{player.name}" }
                        span { class: "results-score", "{score}" }
                    }
                }
            }
            p { class: "muted", "{date} · {duration}" }
            if let Some(src) = image {
                img { class: "qr small-qr", src: "{src}", alt: s.results_qr_alt, "data-testid": "results-qr" }
            }
            div { class: "row wrap",
                CopyButton { text: text.clone(), label: s.copy_results, class: "button", testid: "copy-results" }
                button {
                    class: "button",
                    "data-testid": "share-results",
                    onclick: {
                        let text = text.clone();
                        let title = card.name.clone();
                        move |_| {
                            let text = text.clone();
                            let title = title.clone();
                            spawn(async move {
                                if !share_sheet(&title, &text, "").await {
                                    app.tell(s.no_share_sheet.to_string());
                                }
                            });
                        }
                    },
                    "{s.share_results}"
                }
            }
        }
    }
}
