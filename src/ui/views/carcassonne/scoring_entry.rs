//! A feature scores: its sizes, the arithmetic of its points, the meeples that come back (and
//! those that join from a district of Carcassonne), and who scores, shown before confirming.

use dioxus::prelude::*;

use super::stepper::Stepper;
use super::{name_of, player_set, send};
use crate::rules::carcassonne::scoring::{majority, MONASTERY_FULL};
use crate::rules::carcassonne::{
    tiles_in_game, Action, District, Feature, FeatureKind, Options, ScoreEntry, State,
};
use crate::rules::Player;
use crate::ui::components::more::More;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts};

fn testid_kind(kind: FeatureKind) -> &'static str {
    match kind {
        FeatureKind::City => "city",
        FeatureKind::Road => "road",
        FeatureKind::Monastery => "monastery",
        FeatureKind::Farm => "farm",
    }
}

/// The entry form. `kinds`: the kinds offered (one during a final scoring step);
/// `final_scoring`: unfinished features and farms instead of completed ones.
#[component]
pub fn FeatureEntry(
    state: State,
    options: Options,
    players: Vec<Player>,
    kinds: Vec<FeatureKind>,
    final_scoring: bool,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui;
    let n = players.len();
    let mut kind = use_signal(|| kinds.first().copied().unwrap_or(FeatureKind::City));
    let mut tiles = use_signal(|| 3u8);
    let mut pennants = use_signal(|| 0u8);
    let mut monastery = use_signal(|| 5u8);
    let mut cities = use_signal(|| 1u8);
    let mut carcassonne = use_signal(|| false);
    let mut returned = use_signal(|| vec![0u8; n]);
    let mut from_district = use_signal(|| vec![0u8; n]);
    let mut chosen = use_signal(|| None::<Vec<bool>>);

    let kind_now = if kinds.contains(&kind()) {
        kind()
    } else {
        kinds.first().copied().unwrap_or(FeatureKind::City)
    };
    let max_tiles = tiles_in_game(&options);
    let min_tiles = if final_scoring { 1 } else { 2 };
    let tiles_now = tiles().clamp(min_tiles, max_tiles);
    let pennants_now = pennants().min(tiles_now);
    let feature = match kind_now {
        FeatureKind::City => Feature::City {
            tiles: tiles_now,
            pennants: pennants_now,
            completed: !final_scoring,
        },
        FeatureKind::Road => Feature::Road {
            tiles: tiles_now.max(1),
            completed: !final_scoring,
        },
        FeatureKind::Monastery => Feature::Monastery {
            tiles: if final_scoring {
                monastery().clamp(1, MONASTERY_FULL - 1)
            } else {
                MONASTERY_FULL
            },
        },
        FeatureKind::Farm => Feature::Farm {
            cities: cities(),
            carcassonne: options.count && carcassonne(),
        },
    };
    let breakdown = feature.breakdown();
    let points = breakdown.total;
    let parts: Vec<String> = breakdown
        .parts
        .iter()
        .map(|p| c.part(p.item, p.count, p.each, p.points()))
        .collect();
    let worth = c.total_points(points);

    let district = District::for_feature(kind_now);
    // Why this district's meeples may not come out now (the Count, or the final scoring),
    // as the rules say it.
    let closed = if options.count {
        state.district_exit(&options, district).err()
    } else {
        None
    };
    let guarded = closed.is_some();
    // The closed district is worth a line only when someone has a meeple waiting in it.
    let anyone_there = (0..n).any(|p| state.district_meeples(p, district) > 0);
    // Never more than the player has there now (the state may have moved on since a tap).
    let back_now: Vec<u8> = (0..n)
        .map(|p| {
            let on_board = state.meeples.get(p).map_or(0, |m| m.on_features);
            returned.read().get(p).copied().unwrap_or(0).min(on_board)
        })
        .collect();
    let moved_now: Vec<u8> = (0..n)
        .map(|p| {
            let there = if guarded {
                0
            } else {
                state.district_meeples(p, district)
            };
            from_district.read().get(p).copied().unwrap_or(0).min(there)
        })
        .collect();
    let weights: Vec<u8> = (0..n)
        .map(|p| back_now.get(p).copied().unwrap_or(0) + moved_now.get(p).copied().unwrap_or(0))
        .collect();
    let scoring = chosen.read().clone().unwrap_or_else(|| majority(&weights));
    let names: Vec<String> = (0..n)
        .filter(|&p| scoring.get(p).copied().unwrap_or(false))
        .map(|p| name_of(&players, p))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let summary = if refs.is_empty() {
        c.nobody_scores.to_string()
    } else {
        c.each_scores(&t.punct.names(&refs), points)
    };
    let confirm_label = c.confirm_score(points);
    let title = if final_scoring {
        c.kind_name(kind_now, false)
    } else {
        c.feature_title
    };

    let entry = ScoreEntry {
        feature,
        scorers: player_set(&scoring),
        returned: if back_now.iter().any(|&b| b > 0) {
            back_now.clone()
        } else {
            Vec::new()
        },
        from_district: if moved_now.iter().any(|&m| m > 0) {
            moved_now.clone()
        } else {
            Vec::new()
        },
    };
    let mut reset = move || {
        tiles.set(3);
        pennants.set(0);
        cities.set(1);
        carcassonne.set(false);
        returned.set(vec![0; n]);
        from_district.set(vec![0; n]);
        chosen.set(None);
    };

    let mut round = use_signal(|| 0u32);
    let body = rsx! {
        if kinds.len() > 1 {
            div { class: "help-line",
                div { class: "segmented carc-kinds", role: "radiogroup", "aria-label": c.feature_title,
                    for k in kinds.iter().copied() {
                        button {
                            class: "segment",
                            role: "radio",
                            "aria-checked": if k == kind_now { "true" } else { "false" },
                            "data-testid": "kind-{testid_kind(k)}",
                            onclick: move |_| kind.set(k),
                            {c.kind_name(k, !final_scoring)}
                        }
                    }
                }
                RuleHelp { id: "carcassonne-scoring-values" }
            }
        }
        div { class: "carc-steps",
            match kind_now {
                FeatureKind::City => rsx! {
                    Stepper { label: c.city_tiles.to_string(), value: tiles_now, min: min_tiles, max: max_tiles, testid: "tiles".to_string(), class: "stacked", on_change: move |v| tiles.set(v) }
                    Stepper { label: c.pennants.to_string(), value: pennants_now, min: 0, max: tiles_now, testid: "pennants".to_string(), class: "stacked", on_change: move |v| pennants.set(v) }
                },
                FeatureKind::Road => rsx! {
                    Stepper { label: c.city_tiles.to_string(), value: tiles_now.max(1), min: 1, max: max_tiles, testid: "tiles".to_string(), class: "stacked", on_change: move |v| tiles.set(v) }
                },
                FeatureKind::Monastery => rsx! {
                    if final_scoring {
                        Stepper { label: c.monastery_tiles.to_string(), value: monastery().clamp(1, MONASTERY_FULL - 1), min: 1, max: MONASTERY_FULL - 1, testid: "monastery".to_string(), class: "stacked", on_change: move |v| monastery.set(v) }
                    } else {
                        p { class: "muted", "{c.monastery_full}" }
                    }
                },
                FeatureKind::Farm => rsx! {
                    Stepper { label: c.farm_cities.to_string(), value: cities(), min: 0, max: max_tiles / 2, testid: "farm-cities".to_string(), class: "stacked", on_change: move |v| cities.set(v) }
                    if options.count {
                        Toggle {
                            label: c.farm_carcassonne,
                            testid: "farm-carcassonne",
                            checked: carcassonne(),
                            on_change: move |on: bool| carcassonne.set(on),
                        }
                    }
                },
            }
        }
        div { class: "help-line",
            div { class: "carc-sum", "data-testid": "breakdown", "aria-live": "polite",
                for part in parts.iter() {
                    span { "{part}" }
                }
                strong { "{worth}" }
            }
            RuleHelp { id: "carcassonne-scoring-meeples" }
        }
        if let Some(why) = closed.as_ref().filter(|_| anyone_there) {
            div { class: "help-line",
                p { class: "muted small", {c.refusal(why)} }
                RuleHelp { id: "carcassonne-count-districts" }
            }
        }
        p { class: "muted small carc-caption", "{c.who_scores} · {c.meeples_back}" }
        ul { class: "carc-entry-players", "aria-label": c.who_scores, title: c.majority_hint,
            for p in 0..n {
                {
                    let player = players[p].clone();
                    let on = scoring.get(p).copied().unwrap_or(false);
                    let flipped: Vec<bool> = scoring.iter().enumerate().map(|(i, &s)| if i == p { !s } else { s }).collect();
                    let back = back_now.get(p).copied().unwrap_or(0);
                    let max_back = state.meeples.get(p).map_or(0, |m| m.on_features);
                    let moved = moved_now.get(p).copied().unwrap_or(0);
                    let in_district = state.district_meeples(p, district);
                    let may_move = options.count && !guarded && in_district > 0;
                    rsx! {
                        li { key: "{p}", class: "carc-entry-player",
                            div { class: "carc-entry-row",
                                Swatch { colour: player.colour, name: player.name.clone() }
                                span { class: "carc-entry-name", "{player.name}" }
                                Stepper {
                                    label: format!("{} · {}", player.name, c.meeples_back),
                                    value: back,
                                    min: 0,
                                    max: max_back,
                                    testid: format!("returned-{p}"),
                                    class: "bare",
                                    on_change: move |v| {
                                        if let Some(slot) = returned.write().get_mut(p) { *slot = v; }
                                        chosen.set(None);
                                    },
                                }
                                button {
                                    class: if on { "button small carc-toggle on" } else { "button small carc-toggle" },
                                    "aria-pressed": if on { "true" } else { "false" },
                                    "data-testid": "scorer-{p}",
                                    onclick: move |_| chosen.set(Some(flipped.clone())),
                                    if on { "{c.scores_on}" } else { "{c.scores_off}" }
                                }
                            }
                            if may_move {
                                Stepper {
                                    label: c.from_district(district),
                                    value: moved,
                                    min: 0,
                                    max: in_district,
                                    testid: format!("district-{p}"),
                                    on_change: move |v| {
                                        if let Some(slot) = from_district.write().get_mut(p) { *slot = v; }
                                        chosen.set(None);
                                    },
                                }
                            }
                        }
                    }
                }
            }
        }
        div { class: "carc-confirm",
            p { class: "carc-summary", "data-testid": "score-summary", "{summary}" }
            button {
                class: "button primary",
                "data-testid": "feature-confirm",
                onclick: move |_| {
                    if send(&mut app, Action::Score(entry.clone())) {
                        reset();
                        // A new round folds the form: the score shows on the strip.
                        round += 1;
                    }
                },
                "{confirm_label}"
            }
        }
    };

    if final_scoring {
        // Inside the final scoring's panel, whose step line names the kind: no panel of its
        // own, so the form, its score and the next step fit the phone's first screen.
        return rsx! {
            div { class: "carc-entry carc-entry-final", "aria-label": "{title}", "data-testid": "feature-entry",
                {body}
            }
        };
    }
    // One tap opens the form in place, right under the turn; keyed by the round so that a
    // confirmed score folds it again.
    rsx! {
        for r in [round()] {
            More { key: "{r}", summary: title.to_string(), testid: "feature-open",
                section { class: "panel carc-entry", "aria-label": "{title}", "data-testid": "feature-entry",
                    {body.clone()}
                }
            }
        }
    }
}
