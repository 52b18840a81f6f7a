//! Finished games with their dates, duration, winners and scores; the way to the statistics
//! and the history as a file.

use dioxus::prelude::*;

use super::{game_title, short_date};
use crate::ui::components::chips::StandingChips;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::state::{use_app, use_texts, HistoryFile, Screen};

#[component]
pub fn History() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let g = t.group;
    let finished: Vec<_> = app.store.catalogue().finished().cloned().collect();
    rsx! {
        Header { title: t.history }
        NoticeBar {}
        if !finished.is_empty() {
            nav { class: "menu screen-links",
                button { class: "button big", "data-testid": "statistics", onclick: move |_| app.go(Screen::Statistics), "{g.statistics}" }
            }
        }
        section { class: "panel",
            if finished.is_empty() {
                p { class: "muted", "{t.no_history}" }
            }
            ul { class: "list", "data-testid": "history-list",
                for game in finished.iter().cloned() {
                    {
                        let winners: Vec<&str> = game.outcome.iter().flat_map(|o| o.winners.iter()).filter_map(|&w| game.players.get(w)).map(|p| p.name.as_str()).collect();
                        let minutes = (game.updated - game.created).num_minutes().max(0);
                        let id = game.id.clone();
                        let screen = game.screen();
                        rsx! {
                            li { key: "{game.id}", class: "saved", "data-testid": "history-game",
                                button { class: "card", onclick: move |_| super::game_parts::resume(app, &id, screen),
                                    span { class: "card-title", "{game.name}" }
                                    span { class: "card-sub", "data-testid": "history-title", "{game_title(t, game.kind, game.options.as_ref())} · {short_date(game.updated)} · {t.duration(minutes)}" }
                                    span { class: "card-sub", "data-testid": "history-winners", {t.punct.labelled(&t.winners(winners.len()), &t.punct.names(&winners))} }
                                    StandingChips { standings: game.standings.clone(), players: game.players.clone() }
                                    if game.results_only {
                                        span { class: "card-sub muted", "data-testid": "results-only", "{t.store.results_only}" }
                                    }
                                }
                                div { class: "row end", super::bgstats::LogPlayOf { game: game.clone() } }
                            }
                        }
                    }
                }
            }
        }
        if !finished.is_empty() {
            section { class: "panel", "data-testid": "history-export",
                h2 { "{g.export_title}" }
                p { class: "muted", "{g.export_hint}" }
                div { class: "row wrap",
                    button { class: "button", "data-testid": "export-csv", onclick: move |_| app.export_history(HistoryFile::Csv), "{g.export_csv}" }
                    button { class: "button", "data-testid": "export-json", onclick: move |_| app.export_history(HistoryFile::Json), "{g.export_json}" }
                }
            }
        }
    }
}
