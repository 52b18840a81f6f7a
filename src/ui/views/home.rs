use dioxus::prelude::*;

use super::game_title;
use crate::ui::components::chips::StandingChips;
use crate::ui::components::notice::NoticeBar;
use crate::ui::state::{use_app, use_texts, Screen};

#[component]
pub fn Home() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let catalogue = app.store.catalogue();
    let running = catalogue.in_progress().next().cloned();
    let screen = running.as_ref().and_then(|game| game.screen());
    let broken = catalogue.broken.len();
    drop(catalogue);
    let ready = app.store.status().ready;
    rsx! {
        div { class: "home",
            h1 { class: "brand", "{t.app_name}" }
            p { class: "tagline", "{t.tagline}" }
            NoticeBar {}
            if !ready {
                p { class: "muted", role: "status", "data-testid": "store-loading", "{t.store.loading}" }
            }
            if let Some(game) = running {
                button {
                    class: "card resume",
                    "data-testid": "resume",
                    onclick: move |_| super::game_parts::resume(app, &game.id, screen),
                    span { class: "card-label", "{t.resume}" }
                    span { class: "card-title", "{game.name}" }
                    span { class: "card-sub", "{game_title(t, game.kind, game.options.as_ref())}" }
                    if let Some(when) = app.handed.when(&game.id) {
                        span { class: "card-sub", "data-testid": "handed-mark", {t.share_ui.handed_mark(&super::short_date(when))} }
                    }
                    StandingChips { standings: game.standings.clone(), players: game.players.clone(), scores: game.shows_scores() }
                }
            }
            nav { class: "menu", "data-ready": if ready { "true" } else { "false" },
                button { class: "button primary big", "data-testid": "new-game", onclick: move |_| app.go(Screen::NewGame), "{t.new_game}" }
                button { class: "button big", "data-testid": "saved-games", onclick: move |_| app.go(Screen::SavedGames),
                    "{t.saved_games}"
                    if broken > 0 { span { class: "badge", "aria-label": t.broken_saves, "!" } }
                }
                button { class: "button big", "data-testid": "history", onclick: move |_| app.go(Screen::History), "{t.history}" }
                button { class: "button big", "data-testid": "rules", onclick: move |_| app.open_rules(), "{t.rules}" }
                button { class: "button big", "data-testid": "settings", onclick: move |_| app.go(Screen::Settings), "{t.settings}" }
            }
        }
    }
}
