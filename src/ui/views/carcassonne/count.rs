//! Count, King & Robber: who holds the King and the Robber and what beats them, and the city
//! of Carcassonne with its districts, the Count, and the meeple put in after an opponent
//! scored.

use dioxus::prelude::*;

use super::use_view;
use super::{name_of, send};
use crate::rules::carcassonne::{Action, District, Phase, State};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::Texts;
use crate::ui::views::game::bring_into_view;

/// Which of the box's two modules a panel shows; each is its own folded section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    KingRobber,
    City,
}

/// The folded King & Robber's line: "King & Robber · King: Bo, Robber: nobody".
pub fn king_robber_summary(t: &Texts, state: &State, players: &[Player]) -> String {
    let c = t.carcassonne_ui();
    let king = state.king().map(|(p, _)| name_of(players, p));
    let robber = state.robber().map(|(p, _)| name_of(players, p));
    let line = c.king_robber_more(king.as_deref(), robber.as_deref());
    format!("{} · {line}", c.king_robber)
}

/// The folded city's line: where the Count stands and the meeples in the districts.
pub fn city_summary(t: &Texts, state: &State, players: usize) -> String {
    let c = t.carcassonne_ui();
    let inside: u32 = (0..players)
        .flat_map(|p| District::ALL.map(|d| u32::from(state.district_meeples(p, d))))
        .sum();
    format!(
        "{} · {}",
        c.count_city,
        c.count_more(state.count_at, inside)
    )
}

#[component]
pub fn CountPanel(part: Part) -> Element {
    let (options, _, _, _) = use_view();
    rsx! {
        if part == Part::KingRobber && options.king_robber {
            KingRobber {}
        }
        if part == Part::City && options.count {
            CountCity {}
        }
    }
}

#[component]
fn KingRobber() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let king = match state.king() {
        Some((p, tiles)) => c.king_held(&name_of(&players, p), tiles),
        None => c.king_none.to_string(),
    };
    let robber = match state.robber() {
        Some((p, tiles)) => c.robber_held(&name_of(&players, p), tiles),
        None => c.robber_none.to_string(),
    };
    let counts = c.completed_counts(state.completed_cities(), state.completed_roads());
    let bonuses: Vec<String> = (0..players.len())
        .filter_map(|p| {
            let bonus = state.final_bonus(&options, p);
            (bonus.total() > 0)
                .then(|| c.bonus_now(&name_of(&players, p), bonus.king, bonus.robber))
        })
        .collect();
    rsx! {
        section { class: "panel carc-king", "aria-label": c.king_robber,
            h2 { class: "help-head", "{c.king_robber}" RuleHelp { id: "carcassonne-king-robber" } }
            p { "data-testid": "king", "♔ {king}" }
            p { "data-testid": "robber", "⚔ {robber}" }
            p { class: "muted", "data-testid": "completed-counts", "{counts}" }
            ul { class: "carc-list", "data-testid": "bonuses",
                for (i, line) in bonuses.iter().enumerate() {
                    li { key: "{i}", "{line}" }
                }
            }
        }
    }
}

#[component]
fn CountCity() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let n = players.len();
    let may_enter = state.may_enter_city(&options);
    let playing = state.phase == Phase::Play;
    rsx! {
        section { class: "panel carc-count", "aria-label": c.count_city, "data-testid": "count-panel",
            h2 { class: "help-head", "{c.count_city}" RuleHelp { id: "carcassonne-count-districts" } }
            ul { class: "carc-districts",
                for district in District::ALL {
                    {
                        let here = state.count_at == district;
                        let name = c.district_name(district);
                        let feeds = c.district_feeds(district);
                        let present: Vec<(usize, Player, u8)> = (0..n)
                            .filter_map(|p| {
                                let count = state.district_meeples(p, district);
                                (count > 0).then(|| (p, players[p].clone(), count))
                            })
                            .collect();
                        rsx! {
                            li {
                                key: "{name}",
                                class: if here { "carc-district count" } else { "carc-district" },
                                "data-testid": "district-{district:?}",
                                div { class: "row",
                                    strong { "{name}" }
                                    span { class: "muted small grow", "{feeds}" }
                                    if here {
                                        span { class: "carc-badge", "data-testid": "count-at", "{c.count_here}" }
                                        RuleHelp { id: "carcassonne-count-guard" }
                                    }
                                }
                                div { class: "chips",
                                    if present.is_empty() {
                                        span { class: "muted small", "{c.empty_district}" }
                                    }
                                    for (p, player, count) in present {
                                        span { key: "{p}", class: "chip",
                                            Swatch { colour: player.colour, name: player.name.clone() }
                                            "{player.name} {count}"
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // When the entry is earned, its form is in the turn panel with the rest of the turn.
            if playing && !may_enter {
                if state.turn.city_entry_used {
                    p { class: "muted small", "{c.enter_used}" }
                } else {
                    div { class: "help-line",
                        p { class: "muted small", "data-testid": "enter-hint", "{c.enter_hint}" }
                        RuleHelp { id: "carcassonne-count-entry" }
                    }
                }
            }
            if !playing {
                p { class: "muted small", "{c.districts_score_nothing}" }
            }
        }
    }
}

/// The one meeple of the turn into a district, and where the Count goes.
#[component]
pub fn EnterCity(count_at: District) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let mut district = use_signal(|| District::Castle);
    let mut count_to = use_signal(|| None::<District>);
    // It opens in the turn when an opponent's scoring earns it, often with the page scrolled
    // down to that scoring's form, which then folds: the entry is brought back into view
    // rather than left under the sticky scores.
    use_effect(|| bring_into_view("[data-testid=\"enter-city\"]"));
    rsx! {
        div { class: "carc-enter", "data-testid": "enter-city",
            h3 { class: "carc-sub help-head", "{c.enter_title}" RuleHelp { id: "carcassonne-count-entry" } }
            {segmented(
                District::ALL
                    .into_iter()
                    .map(|d| Segment::new(d, c.district_name(d), format!("enter-{d:?}"), district() == d))
                    .collect::<Vec<_>>(),
                "segmented",
                Some(c.enter_title.to_string()),
                move |d| district.set(d),
            )}
            h3 { class: "carc-sub help-head", "{c.count_move}" RuleHelp { id: "carcassonne-count-move" } }
            {segmented(
                std::iter::once(Segment::new(None, c.count_stay, "count-stay", count_to().is_none()))
                    .chain(
                        District::ALL
                            .into_iter()
                            .filter(|&d| d != count_at)
                            .map(|d| Segment::new(Some(d), c.district_name(d), format!("count-to-{d:?}"), count_to() == Some(d))),
                    )
                    .collect::<Vec<_>>(),
                "segmented",
                Some(c.count_move.to_string()),
                move |to| count_to.set(to),
            )}
            button {
                class: "button primary carc-wide",
                "data-testid": "enter-confirm",
                onclick: move |_| {
                    if send(&mut app, Action::EnterCity { district: district(), count_to: count_to() }) {
                        count_to.set(None);
                    }
                },
                "{c.enter_confirm}"
            }
        }
    }
}
