//! The rule reference: search every rule in every language, the phone's first, or browse a
//! game's entries. Opened from a game, it searches that game first, with a switch to search
//! everything.

use dioxus::prelude::*;

use super::kind_name;
use crate::rulebook::{self, Hit, Lang, Mark, Scope};
use crate::session::GameKind;
use crate::ui::components::header::Header;
use crate::ui::components::notice::NoticeBar;
use crate::ui::components::rule_sheet::RuleBodiesPending;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::rule_text::{use_rule_bodies, RuleBodies};
use crate::ui::state::{use_app, use_texts, Screen};
use crate::ui::text::Texts;

/// The rules' part (`crate::ui::later::rules`): the rule reference's screen and the sheet of
/// one rule over any screen. Both read the entries' titles and links, which in the split web
/// build come with this part and with the families' screens (their "?" buttons name the rule
/// they open), none of them before home.
#[derive(Clone, Copy)]
pub struct RulesPart {
    /// The rule reference's screen.
    pub screen: fn() -> Element,
    /// The sheet of the rule the app's navigation names (see `RuleSheet`).
    pub sheet: fn() -> Element,
}

impl RulesPart {
    /// The part's entry: everything it holds is reached from here.
    pub const ENTRY: RulesPart = RulesPart {
        screen: || rsx! { Rules {} },
        sheet: || rsx! { crate::ui::components::rule_sheet::RuleSheetBody {} },
    };
}

/// `text` split around `mark`: before, marked, after.
fn split_at_mark<'a>(text: &'a str, mark: Option<&Mark>) -> (&'a str, &'a str, &'a str) {
    match mark {
        Some(m) if m.bytes.end <= text.len() => (
            &text[..m.bytes.start],
            &text[m.bytes.clone()],
            &text[m.bytes.end..],
        ),
        _ => (text, "", ""),
    }
}

/// The rule reference's screen: it holds the query and the scope, and shows the hits or, with
/// no query, every game's entries.
#[component]
pub fn Rules() -> Element {
    let app = use_app();
    let t = use_texts();
    let lang = app.lang();
    // Asked for as the screen opens, so the text is usually here by the first search.
    let bodies = use_rule_bodies(|| true);
    let back_to = app.nav.read().rules_return;
    // Opened from a game, it searches that game first; from home, everything (the game last
    // played is no scope of its own).
    let open_kind = app
        .open
        .read()
        .as_ref()
        .map(|open| open.game.setup().options.kind())
        .filter(|_| back_to == Screen::Game);
    let mut query = use_signal(String::new);
    // Opened from a game: that game's rules first; the switch widens the search.
    let only_game = use_signal(|| open_kind.is_some());
    let game = open_kind.filter(|_| only_game());
    // Every language is searched, the phone's first; from a game, its rules come first, after
    // the other games' hits that answer the question better (see `Scope::GameFirst`).
    let scope = game.map_or(Scope::everything(), Scope::game_first);
    let hits = rulebook::search(&query.read(), lang, scope);
    let searching = !query.read().trim().is_empty();
    // Nothing in the game's rules: the list holds only the other games' hits, and says so.
    let elsewhere = game.is_some_and(|kind| hits.iter().all(|hit| hit.game != kind));
    rsx! {
        Header { title: t.rules, back_to }
        NoticeBar {}
        section { class: "panel rules-search",
            p { class: "muted", "{t.rules_intro}" }
            label { class: "field",
                // The field says what it searches: the game's rules, or every game's.
                span { "data-testid": "rule-search-scope",
                    match game {
                        Some(kind) => t.rules_search_in(kind_name(t, kind)),
                        None => t.rules_search_all.to_string(),
                    }
                }
                input {
                    r#type: "search",
                    "data-testid": "rule-search",
                    placeholder: t.rules_search_hint,
                    autocomplete: "off",
                    value: "{query}",
                    oninput: move |event: FormEvent| query.set(event.value()),
                }
            }
            if let Some(kind) = open_kind {
                {scope_switch(t, kind, only_game)}
            }
        }
        if searching {
            // `data-query` says which query the results are for (tests wait on it).
            section { class: "panel", "aria-live": "polite", "data-query": "{query}",
                if bodies != RuleBodies::Ready {
                    RuleBodiesPending { bodies }
                } else if hits.is_empty() {
                    p { class: "muted", "data-testid": "no-results", {t.rules_no_results(query.read().trim())} }
                } else {
                    if elsewhere {
                        p { class: "muted", "data-testid": "elsewhere",
                            {t.rules_in_game_none(query.read().trim(), game.map_or("", |k| kind_name(t, k)))}
                        }
                    } else {
                        p { class: "muted", "data-testid": "result-count", {t.rules_results(hits.len())} }
                    }
                    ol { class: "rule-list", "data-testid": "results",
                        for hit in hits {
                            // Another game's hit names its game.
                            SearchResult {
                                key: "{hit.id}",
                                show_game: game != Some(hit.game),
                                lang,
                                hit: hit.clone(),
                            }
                        }
                    }
                }
            }
        } else {
            {contents(t, browse_order(open_kind, game), lang)}
        }
    }
}

/// The switch between the open game's rules and every game's.
fn scope_switch(t: &'static Texts, kind: GameKind, mut only_game: Signal<bool>) -> Element {
    rsx! {
        {segmented(
            vec![
                Segment::new(true, t.rules_only_game(kind_name(t, kind)), "scope-game", only_game()),
                Segment::new(false, t.rules_all_games, "scope-all", !only_game()),
            ],
            "segmented",
            Some(t.rules_search.to_string()),
            move |only| only_game.set(only),
        )}
    }
}

/// The games whose entries are browsed, in order: the open game's first, then the others; only
/// the open game's while the search is kept to it (`game`).
fn browse_order(open_kind: Option<GameKind>, game: Option<GameKind>) -> Vec<GameKind> {
    if let Some(kind) = game {
        return vec![kind];
    }
    let mut kinds: Vec<GameKind> = GameKind::ALL.to_vec();
    if let Some(kind) = open_kind {
        kinds.retain(|&k| k != kind);
        kinds.insert(0, kind);
    }
    kinds
}

/// Each game's entries, a panel per game, each title opening its entry.
fn contents(t: &'static Texts, kinds: Vec<GameKind>, lang: Lang) -> Element {
    rsx! {
        for kind in kinds {
            section { class: "panel", key: "{kind_name(t, kind)}",
                h2 { "{kind_name(t, kind)}" }
                ol { class: "rule-list", "data-testid": "contents",
                    for entry in rulebook::entries_for(kind, lang) {
                        li { key: "{entry.id}",
                            RuleLink { id: entry.id, title: entry.title }
                        }
                    }
                }
            }
        }
    }
}

/// A rule title that opens the entry in the sheet.
#[component]
fn RuleLink(id: &'static str, title: &'static str) -> Element {
    let mut app = use_app();
    rsx! {
        button {
            class: "rule-link",
            "data-testid": "rule-{id}",
            onclick: move |_| app.show_rule(id),
            "{title}"
        }
    }
}

/// One search hit: the title and a snippet, each with its match highlighted. The title is in
/// the phone's language `lang`; the snippet is the text that matched, and when that is in
/// another language (a Chinese question on an English phone) the hit names the language.
#[component]
fn SearchResult(hit: Hit, show_game: bool, lang: Lang) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let id = hit.id;
    let (t_before, t_mark, t_after) = split_at_mark(hit.title, hit.title_mark.as_ref());
    let (s_before, s_mark, s_after) = split_at_mark(&hit.snippet, hit.snippet_mark.as_ref());
    rsx! {
        li {
            button {
                class: "rule-link result",
                "data-testid": "result-{id}",
                onclick: move |_| app.show_rule(id),
                span { class: "result-title",
                    "{t_before}"
                    if !t_mark.is_empty() { mark { "{t_mark}" } }
                    "{t_after}"
                }
                if show_game {
                    span { class: "result-game", "{kind_name(t, hit.game)}" }
                }
                if hit.lang != lang {
                    span {
                        class: "result-game",
                        "data-testid": "hit-lang",
                        lang: hit.lang.tag(),
                        "{hit.lang.native_name()}"
                    }
                }
                span { class: "result-snippet", lang: hit.lang.tag(),
                    "{s_before}"
                    if !s_mark.is_empty() { mark { "{s_mark}" } }
                    "{s_after}"
                }
            }
        }
    }
}
