//! A feature scores: its sizes, the arithmetic of its points, the meeples that come back (and
//! those that join from a district of Carcassonne), and who scores, shown before confirming.

use dioxus::prelude::*;

use super::stepper::Stepper;
use super::use_view;
use super::{name_of, player_set, send};
use crate::rules::carcassonne::scoring::{majority, Breakdown, MONASTERY_FULL};
use crate::rules::carcassonne::{
    tiles_in_game, Action, District, Feature, FeatureKind, Options, ScoreEntry,
};
use crate::rules::Player;
use crate::ui::components::more::More;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::components::swatch::Swatch;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::carcassonne::CarcassonneTexts;
use crate::ui::text::Texts;

fn testid_kind(kind: FeatureKind) -> &'static str {
    match kind {
        FeatureKind::City => "city",
        FeatureKind::Road => "road",
        FeatureKind::Monastery => "monastery",
        FeatureKind::Farm => "farm",
    }
}

/// What the form's size fields hold, one signal each (kept while the kind changes).
#[derive(Clone, Copy, PartialEq)]
struct Sizes {
    tiles: Signal<u8>,
    pennants: Signal<u8>,
    monastery: Signal<u8>,
    cities: Signal<u8>,
    carcassonne: Signal<bool>,
}

impl Sizes {
    fn new() -> Sizes {
        Sizes {
            tiles: Signal::new(3),
            pennants: Signal::new(0),
            monastery: Signal::new(5),
            cities: Signal::new(1),
            carcassonne: Signal::new(false),
        }
    }

    /// Back to a new feature's sizes, after one scored.
    fn reset(mut self) {
        self.tiles.set(3);
        self.pennants.set(0);
        self.cities.set(1);
        self.carcassonne.set(false);
    }

    /// The feature the fields describe, within what the game allows: at least two tiles for a
    /// completed city, never more pennants than tiles, a monastery full unless in the final
    /// scoring.
    fn feature(self, kind: FeatureKind, options: &Options, final_scoring: bool) -> Feature {
        let tiles = (self.tiles)().clamp(min_tiles(final_scoring), tiles_in_game(options));
        match kind {
            FeatureKind::City => Feature::City {
                tiles,
                pennants: (self.pennants)().min(tiles),
                completed: !final_scoring,
            },
            FeatureKind::Road => Feature::Road {
                tiles: tiles.max(1),
                completed: !final_scoring,
            },
            FeatureKind::Monastery => Feature::Monastery {
                tiles: if final_scoring {
                    (self.monastery)().clamp(1, MONASTERY_FULL - 1)
                } else {
                    MONASTERY_FULL
                },
            },
            FeatureKind::Farm => Feature::Farm {
                cities: (self.cities)(),
                carcassonne: options.count && (self.carcassonne)(),
            },
        }
    }
}

fn min_tiles(final_scoring: bool) -> u8 {
    if final_scoring {
        1
    } else {
        2
    }
}

/// The kinds to choose from, when there is more than one.
#[component]
fn KindPicker(
    kinds: Vec<FeatureKind>,
    now: FeatureKind,
    final_scoring: bool,
    on_pick: EventHandler<FeatureKind>,
) -> Element {
    let c = use_texts().carcassonne_ui();
    rsx! {
        div { class: "help-line",
            {segmented(
                kinds
                    .iter()
                    .copied()
                    .map(|k| Segment::new(k, c.kind_name(k, !final_scoring), format!("kind-{}", testid_kind(k)), k == now))
                    .collect::<Vec<_>>(),
                "segmented carc-kinds",
                Some(c.feature_title.to_string()),
                move |k| on_pick.call(k),
            )}
            RuleHelp { id: "carcassonne-scoring-values" }
        }
    }
}

/// The size fields of a kind of feature.
#[component]
fn SizeFields(sizes: Sizes, feature: Feature, options: Options, final_scoring: bool) -> Element {
    let c = use_texts().carcassonne_ui();
    let Sizes {
        mut tiles,
        mut pennants,
        mut monastery,
        mut cities,
        mut carcassonne,
    } = sizes;
    let max_tiles = tiles_in_game(&options);
    let min = min_tiles(final_scoring);
    rsx! {
        div { class: "carc-steps",
            match feature {
                Feature::City { tiles: now, pennants: flags, .. } => rsx! {
                    Stepper { label: c.city_tiles.to_string(), value: now, min, max: max_tiles, testid: "tiles".to_string(), class: "stacked", on_change: move |v| tiles.set(v) }
                    Stepper { label: c.pennants.to_string(), value: flags, min: 0, max: now, testid: "pennants".to_string(), class: "stacked", on_change: move |v| pennants.set(v) }
                },
                Feature::Road { tiles: now, .. } => rsx! {
                    Stepper { label: c.city_tiles.to_string(), value: now, min: 1, max: max_tiles, testid: "tiles".to_string(), class: "stacked", on_change: move |v| tiles.set(v) }
                },
                Feature::Monastery { tiles: now } => rsx! {
                    if final_scoring {
                        Stepper { label: c.monastery_tiles.to_string(), value: now, min: 1, max: MONASTERY_FULL - 1, testid: "monastery".to_string(), class: "stacked", on_change: move |v| monastery.set(v) }
                    } else {
                        p { class: "muted", "{c.monastery_full}" }
                    }
                },
                Feature::Farm { cities: now, .. } => rsx! {
                    Stepper { label: c.farm_cities.to_string(), value: now, min: 0, max: max_tiles / 2, testid: "farm-cities".to_string(), class: "stacked", on_change: move |v| cities.set(v) }
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
    }
}

/// The meeples each player takes back (and, with the Count, moves out of a district), and
/// who scores: the majority of those meeples unless the players say otherwise.
#[component]
fn ScorerRows(
    district: District,
    guarded: bool,
    back: Vec<u8>,
    moved: Vec<u8>,
    scoring: Vec<bool>,
    returned: Signal<Vec<u8>>,
    from_district: Signal<Vec<u8>>,
    chosen: Signal<Option<Vec<bool>>>,
) -> Element {
    let (options, state, players, _) = use_view();
    let c = use_texts().carcassonne_ui();
    let (mut returned, mut from_district, mut chosen) = (returned, from_district, chosen);
    rsx! {
        p { class: "muted small carc-caption", "{c.who_scores} · {c.meeples_back}" }
        ul { class: "carc-entry-players", "aria-label": c.who_scores, title: c.majority_hint,
            for (p, player) in players.iter().cloned().enumerate() {
                {
                    let on = scoring.get(p).copied().unwrap_or(false);
                    let flipped: Vec<bool> = scoring.iter().enumerate().map(|(i, &s)| if i == p { !s } else { s }).collect();
                    let max_back = state.meeples.get(p).map_or(0, |m| m.on_features);
                    let in_district = state.district_meeples(p, district);
                    let may_move = options.count && !guarded && in_district > 0;
                    rsx! {
                        li { key: "{p}", class: "carc-entry-player",
                            div { class: "carc-entry-row",
                                // The player and whether they score, in one button: the name
                                // has the room the row leaves, never cut.
                                button {
                                    class: if on { "carc-scorer on" } else { "carc-scorer" },
                                    "aria-pressed": if on { "true" } else { "false" },
                                    "data-testid": "scorer-{p}",
                                    onclick: move |_| chosen.set(Some(flipped.clone())),
                                    Swatch { colour: player.colour, name: player.name.clone() }
                                    span { class: "carc-scorer-words",
                                        span { class: "carc-entry-name", "{player.name}" }
                                        small { if on { "{c.scores_on}" } else { "{c.scores_off}" } }
                                    }
                                }
                                Stepper {
                                    label: format!("{} · {}", player.name, c.meeples_back),
                                    value: back.get(p).copied().unwrap_or(0),
                                    min: 0,
                                    max: max_back,
                                    testid: format!("returned-{p}"),
                                    class: "bare",
                                    on_change: move |v| {
                                        if let Some(slot) = returned.write().get_mut(p) { *slot = v; }
                                        chosen.set(None);
                                    },
                                }
                            }
                            if may_move {
                                Stepper {
                                    label: c.from_district(&player.name, district),
                                    value: moved.get(p).copied().unwrap_or(0),
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
    }
}

/// Each value of `wanted`, never more than `limit(p)` allows now (the state may have moved on
/// since a tap).
/// Who scores the feature, in words: each scorer's name and the points, or nobody.
fn scorers_words(t: &Texts, players: &[Player], scoring: &[bool], points: i64) -> String {
    let c = t.carcassonne_ui();
    let names: Vec<String> = (0..players.len())
        .filter(|&p| scoring.get(p).copied().unwrap_or(false))
        .map(|p| name_of(players, p))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    if refs.is_empty() {
        c.nobody_scores.to_string()
    } else {
        c.each_scores(&t.punct.names(&refs), points)
    }
}

/// The feature's points part by part (tiles, pennants, cities...) and their total.
fn breakdown_line(c: &'static CarcassonneTexts, breakdown: &Breakdown) -> Element {
    let parts: Vec<String> = breakdown
        .parts
        .iter()
        .map(|p| c.part(p.item, p.count, p.each, p.points()))
        .collect();
    let points = breakdown.total;
    rsx! {
        div { class: "help-line",
            div { class: "carc-sum", "data-testid": "breakdown", "aria-live": "polite",
                for part in parts.iter() {
                    span { "{part}" }
                }
                strong { {c.total_points(points)} }
            }
            RuleHelp { id: "carcassonne-scoring-meeples" }
        }
    }
}

fn within(wanted: &[u8], n: usize, limit: impl Fn(usize) -> u8) -> Vec<u8> {
    (0..n)
        .map(|p| wanted.get(p).copied().unwrap_or(0).min(limit(p)))
        .collect()
}

/// `counts` when any is above zero, else none (the entry's lists are empty when unused).
fn any_of(counts: &[u8]) -> Vec<u8> {
    if counts.iter().any(|&c| c > 0) {
        counts.to_vec()
    } else {
        Vec::new()
    }
}

/// The entry form. `kinds`: the kinds offered (one during a final scoring step);
/// `final_scoring`: unfinished features and farms instead of completed ones.
#[component]
pub fn FeatureEntry(kinds: Vec<FeatureKind>, final_scoring: bool) -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let n = players.len();
    let mut kind = use_signal(|| kinds.first().copied().unwrap_or(FeatureKind::City));
    let sizes = use_hook(Sizes::new);
    let mut returned = use_signal(|| vec![0u8; n]);
    let mut from_district = use_signal(|| vec![0u8; n]);
    let mut chosen = use_signal(|| None::<Vec<bool>>);
    let mut round = use_signal(|| 0u32);

    let kind_now = Some(kind())
        .filter(|k| kinds.contains(k))
        .unwrap_or(kinds.first().copied().unwrap_or(FeatureKind::City));
    let feature = sizes.feature(kind_now, &options, final_scoring);
    let breakdown = feature.breakdown();
    let points = breakdown.total;

    let district = District::for_feature(kind_now);
    // Why this district's meeples may not come out now (the Count, or the final scoring),
    // as the rules say it; worth a line only when someone has a meeple waiting in it.
    let closed = options
        .count
        .then(|| state.district_exit(&options, district).err())
        .flatten();
    let guarded = closed.is_some();
    let anyone_there = (0..n).any(|p| state.district_meeples(p, district) > 0);
    let back = within(&returned.read(), n, |p| {
        state.meeples.get(p).map_or(0, |m| m.on_features)
    });
    let moved = within(&from_district.read(), n, |p| {
        if guarded {
            0
        } else {
            state.district_meeples(p, district)
        }
    });
    let weights: Vec<u8> = back.iter().zip(&moved).map(|(b, m)| b + m).collect();
    let scoring = chosen.read().clone().unwrap_or_else(|| majority(&weights));
    let summary = scorers_words(t, &players, &scoring, points);
    // Nobody scores: the button records the feature (the King and the Robber count it), and
    // says so rather than offering points nobody gets.
    let anyone_scores = scoring.iter().any(|&s| s);
    let title = if final_scoring {
        c.kind_name(kind_now, false)
    } else {
        c.feature_title
    };
    let entry = ScoreEntry {
        feature,
        scorers: player_set(&scoring),
        returned: any_of(&back),
        from_district: any_of(&moved),
    };

    let body = rsx! {
        if kinds.len() > 1 {
            KindPicker { kinds: kinds.clone(), now: kind_now, final_scoring, on_pick: move |k| kind.set(k) }
        }
        SizeFields { sizes, feature, options: options.clone(), final_scoring }
        {breakdown_line(c, &breakdown)}
        if let Some(why) = closed.as_ref().filter(|_| anyone_there) {
            div { class: "help-line",
                p { class: "muted small", {c.refusal(why)} }
                RuleHelp { id: "carcassonne-count-districts" }
            }
        }
        ScorerRows { district, guarded, back, moved, scoring, returned, from_district, chosen }
        div { class: "carc-confirm",
            p { class: "carc-summary", "data-testid": "score-summary", "{summary}" }
            button {
                class: "button primary",
                "data-testid": "feature-confirm",
                onclick: move |_| {
                    if send(&mut app, Action::Score(entry.clone())) {
                        sizes.reset();
                        returned.set(vec![0; n]);
                        from_district.set(vec![0; n]);
                        chosen.set(None);
                        // A new round folds the form: the score shows on the strip.
                        round += 1;
                    }
                },
                if anyone_scores { {c.confirm_score(points)} } else { "{c.confirm_nobody}" }
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
