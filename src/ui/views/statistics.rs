//! Statistics: every player's plays, wins and win rate over every game, and each game's
//! players with their best and average scores, counted from the finished games this phone
//! stores (`results::stats`, which says how ties count).

use dioxus::prelude::*;

use super::stats_bars::StatsBars;
use super::{game_title, kind_name, short_day};
use crate::results::stats::{statistics, GameKey, GameStats, Line};
use crate::session::GameOptions;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts, Screen};
use crate::ui::text::Texts;

/// A game's name here: the family, and "lowest wins" for the games counted apart; a family
/// with scales of its own (Catan's variants and targets) names the variant, as the lists do.
fn game_name(t: &Texts, key: GameKey, options: Option<&GameOptions>) -> String {
    if key.scale != 0 {
        game_title(t, key.kind, options)
    } else if key.lowest_wins {
        format!("{} · {}", kind_name(t, key.kind), t.group.lowest_wins)
    } else {
        kind_name(t, key.kind).to_string()
    }
}

#[component]
pub fn StatisticsScreen() -> Element {
    let app = use_app();
    let t = use_texts();
    let g = t.group;
    let stats = statistics(app.store.catalogue().finished());
    rsx! {
        Header { title: g.statistics, back_to: Screen::History }
        NoticeBar {}
        if stats.players.is_empty() {
            section { class: "panel",
                p { class: "muted", "data-testid": "no-statistics", "{g.no_statistics}" }
            }
        } else {
            section { class: "panel", "data-testid": "stats-players",
                h2 { "{g.all_games}" }
                StatsBars { lines: stats.players.clone(), per_game: false }
                StatsTable { label: g.all_games, lines: stats.players.clone(), per_game: false }
            }
            for game in stats.games {
                {game_section(t, game)}
            }
            p { class: "muted", "{g.ties_note}" }
        }
    }
}

/// One game's section: its name, how often and when last played, its bars and its table.
fn game_section(t: &'static Texts, game: GameStats) -> Element {
    let g = t.group;
    let name = game_name(t, game.key, game.options.as_ref());
    rsx! {
        section { class: "panel", "data-testid": "stats-game", "data-kind": "{game.key.kind:?}",
            h2 { "{name}" }
            if let Some(last) = game.last {
                p { class: "muted", "data-testid": "stats-game-line", "{g.game_line(game.plays, &short_day(last))}" }
            }
            StatsBars { lines: game.players.clone(), per_game: true }
            StatsTable { label: name.clone(), lines: game.players, per_game: true }
        }
    }
}

/// A table of players' lines: over every game with the day last played, or for one game with
/// the best and average scores. On a narrow phone it may scroll sideways, so the keyboard can
/// reach it too (`label` names it: its heading).
#[component]
fn StatsTable(label: String, lines: Vec<Line>, per_game: bool) -> Element {
    let t = use_texts();
    let g = t.group;
    rsx! {
        div { class: "table-scroll", tabindex: "0", role: "region", "aria-label": "{label}",
            table { class: "stats",
                thead {
                    tr {
                        th { scope: "col", "{g.col_player}" }
                        th { scope: "col", "{g.col_plays}" }
                        th { scope: "col", "{g.col_wins}" }
                        th { scope: "col", "{g.col_rate}" }
                        if per_game {
                            th { scope: "col", "{g.col_best}" }
                            th { scope: "col", "{g.col_average}" }
                        } else {
                            th { scope: "col", "{g.col_last}" }
                        }
                    }
                }
                tbody {
                    for line in lines {
                        {
                            let tally = &line.tally;
                            let rate = tally.win_percent().map(|p| format!("{p}%")).unwrap_or_default();
                            let best = tally.best.map(|b| b.to_string()).unwrap_or_default();
                            let average = tally.average().map(|a| t.punct.one_decimal(a)).unwrap_or_default();
                            let last = tally.last.map(short_day).unwrap_or_default();
                            rsx! {
                                tr { key: "{line.name}", "data-testid": "stats-row", "data-name": "{line.name}",
                                    th { scope: "row",
                                        span { class: "stats-name",
                                            Swatch { colour: line.colour, name: line.name.clone() }
                                            span { "{line.name}" }
                                        }
                                    }
                                    td { "data-col": "plays", "{tally.plays}" }
                                    td { "data-col": "wins", "{tally.wins}" }
                                    td { "data-col": "rate", "{rate}" }
                                    if per_game {
                                        td { "data-col": "best", "{best}" }
                                        td { "data-col": "average", "{average}" }
                                    } else {
                                        td { "data-col": "last", "{last}" }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
