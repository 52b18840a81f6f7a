//! The Tower: floors left, the towers, the turn's tower choice with a capture, prisoners and
//! the ransom.

use dioxus::prelude::*;

use super::{name_of, send};
use crate::rules::carcassonne::{Action, Capture, CaptureFrom, Options, Phase, State, RANSOM};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn TowerPanel(state: State, options: Options, players: Vec<Player>) -> Element {
    let t = use_texts();
    let c = t.carcassonne_ui;
    let n = players.len();
    let floors: Vec<String> = (0..n)
        .map(|p| (c.floors_left)(&name_of(&players, p), state.floors_left(p)))
        .collect();
    let towers: Vec<(usize, String, Option<String>)> = state
        .towers
        .iter()
        .enumerate()
        .map(|(i, tower)| {
            (
                i,
                (c.tower_line)(i + 1, tower.height, tower.closed),
                tower
                    .top
                    .map(|p| (c.tower_top)(&name_of(&players, usize::from(p)))),
            )
        })
        .collect();
    let _ = options;
    rsx! {
        section { class: "panel carc-tower", "aria-label": c.tower, "data-testid": "tower-panel",
            h2 { class: "help-head", "{c.tower}" RuleHelp { id: "carcassonne-tower-floors" } }
            ul { class: "carc-list", "data-testid": "floors",
                for (p, line) in floors.iter().enumerate() {
                    li { key: "{p}", "data-testid": "floors-{p}", "{line}" }
                }
            }
            if towers.is_empty() {
                div { class: "help-line",
                    p { class: "muted", "{c.no_towers}" }
                    RuleHelp { id: "carcassonne-tower-foundations" }
                }
            } else {
                div { class: "help-line",
                    ul { class: "carc-list",
                        for (i, line, top) in towers {
                            li { key: "{i}", "data-testid": "tower-{i}",
                                "{line}"
                                if let Some(top) = top { " · {top}" }
                            }
                        }
                    }
                    RuleHelp { id: "carcassonne-tower-closed" }
                }
            }
            Prisoners { state: state.clone(), players: players.clone() }
        }
    }
}

/// The turn's tower piece, shown in the turn panel: a floor (new or on an open tower) with a capture, or a closing
/// meeple.
#[component]
pub fn TowerChoice(state: State, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui;
    // The floor being placed: None = no floor chosen, Some(None) = new tower.
    let mut floor = use_signal(|| None::<Option<u8>>);
    let mut capture = use_signal(|| None::<Capture>);
    let me = usize::from(state.turn.player);
    let chosen = state.turn.choice.is_some();
    let floors = state.floors_left(me);
    let supply = state.meeples.get(me).map_or(0, |m| m.supply);
    let open: Vec<(u8, u8)> = state
        .towers
        .iter()
        .enumerate()
        .filter(|(_, tower)| !tower.closed)
        .map(|(i, tower)| (i as u8, tower.height))
        .collect();

    // The turn panel already says what was chosen.
    if chosen {
        return rsx! {};
    }

    if let Some(target) = floor() {
        let height = match target {
            None => 1,
            Some(i) => state
                .towers
                .get(usize::from(i))
                .map_or(1, |tower| tower.height + 1),
        };
        let reach = (c.reach_reminder)(height);
        let title = match target {
            None => c.new_tower.to_string(),
            Some(i) => (c.floor_on)(usize::from(i) + 1),
        };
        let mut options: Vec<(String, String, Option<Capture>)> =
            vec![("capture-none".to_string(), c.no_capture.to_string(), None)];
        for (p, m) in state.meeples.iter().enumerate() {
            if m.on_features > 0 {
                options.push((
                    format!("capture-feature-{p}"),
                    (c.capture_feature)(&name_of(&players, p)),
                    Some(Capture {
                        owner: p as u8,
                        from: CaptureFrom::Feature,
                    }),
                ));
            }
        }
        for (i, tower) in state.towers.iter().enumerate() {
            if let Some(owner) = tower.top {
                if Some(i as u8) != target {
                    options.push((
                        format!("capture-top-{i}"),
                        (c.capture_top)(&name_of(&players, usize::from(owner)), i + 1),
                        Some(Capture {
                            owner,
                            from: CaptureFrom::TowerTop(i as u8),
                        }),
                    ));
                }
            }
        }
        let selected = capture();
        return rsx! {
            div { class: "carc-capture", "data-testid": "capture",
                h3 { class: "carc-sub help-head", "{title}" RuleHelp { id: "carcassonne-tower-capture" } }
                div { class: "help-line",
                    p { class: "carc-reach", "data-testid": "reach", "{reach}" }
                    RuleHelp { id: "carcassonne-tower-reach" }
                }
                p { class: "muted small", "{c.capture_title} {c.capture_rule}" }
                div { class: "carc-options", role: "radiogroup", "aria-label": c.capture_title,
                    for (id, label, option) in options {
                        button {
                            key: "{id}",
                            class: "segment",
                            role: "radio",
                            "aria-checked": if option == selected { "true" } else { "false" },
                            "data-testid": "{id}",
                            onclick: move |_| capture.set(option),
                            "{label}"
                        }
                    }
                }
                div { class: "row end",
                    button { class: "button", onclick: move |_| { floor.set(None); capture.set(None); }, "{t.cancel}" }
                    button {
                        class: "button primary",
                        "data-testid": "floor-confirm",
                        onclick: move |_| {
                            if send(&mut app, Action::AddFloor { tower: target, capture: capture() }) {
                                floor.set(None);
                                capture.set(None);
                            }
                        },
                        "{c.place_floor}"
                    }
                }
            }
        };
    }

    rsx! {
        div { class: "carc-choice",
            h3 { class: "carc-sub help-head", "{c.tower_choice}" RuleHelp { id: "carcassonne-tower-foundations" } }
            if floors == 0 {
                p { class: "muted small", "{c.no_floors}" }
            }
            div { class: "carc-options",
                button {
                    class: "button",
                    "data-testid": "new-tower",
                    disabled: floors == 0,
                    onclick: move |_| floor.set(Some(None)),
                    "{c.new_tower}"
                }
                for (i, _height) in open {
                    {
                        let floor_label = (c.floor_on)(usize::from(i) + 1);
                        let close_label = (c.close_on)(usize::from(i) + 1);
                        rsx! {
                            div { key: "{i}", class: "carc-pair",
                            button {
                                class: "button",
                                "data-testid": "floor-{i}",
                                disabled: floors == 0,
                                onclick: move |_| floor.set(Some(Some(i))),
                                "{floor_label}"
                            }
                            button {
                                class: "button",
                                "data-testid": "close-{i}",
                                disabled: supply == 0,
                                onclick: move |_| { send(&mut app, Action::CloseTower { tower: i }); },
                                "{close_label}"
                            }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Who holds whom, the automatic exchange, and the ransom the active player may pay.
#[component]
fn Prisoners(state: State, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui;
    let n = players.len();
    let me = usize::from(state.turn.player);
    let playing = state.phase == Phase::Play;
    let mut held: Vec<String> = Vec::new();
    for captor in 0..n {
        for owner in 0..n {
            let count = state.prisoners_held(captor, owner);
            if captor != owner && count > 0 {
                held.push((c.holds)(
                    &name_of(&players, captor),
                    count,
                    &name_of(&players, owner),
                ));
            }
        }
    }
    let score = state.scores.get(me).copied().unwrap_or(0);
    let captors: Vec<(u8, String)> = (0..n)
        .filter(|&captor| captor != me && state.prisoners_held(captor, me) > 0)
        .map(|captor| {
            (
                captor as u8,
                (c.ransom_to)(&name_of(&players, captor), RANSOM),
            )
        })
        .collect();
    let reason = if state.turn.ransom_paid {
        Some(c.ransom_once.to_string())
    } else if score < RANSOM {
        Some((c.ransom_too_dear)(score))
    } else {
        None
    };
    let blocked = reason.is_some();
    let paid = state.turn.ransom_paid;
    rsx! {
        h3 { class: "carc-sub help-head", "{c.prisoners}" RuleHelp { id: "carcassonne-tower-capture" } }
        ul { class: "carc-list", "data-testid": "prisoners",
            if held.is_empty() {
                li { class: "muted", "{c.no_prisoners}" }
            }
            for (i, line) in held.iter().enumerate() {
                li { key: "{i}", "{line}" }
            }
        }
        div { class: "help-line",
            p { class: "muted small", "{c.exchange_note}" }
            RuleHelp { id: "carcassonne-tower-exchange" }
        }
        if playing && !captors.is_empty() {
            div { class: "help-line",
                div { class: "carc-options",
                    for (captor, label) in captors {
                        button {
                            key: "{captor}",
                            class: "button",
                            "data-testid": "ransom-{captor}",
                            disabled: blocked,
                            onclick: move |_| { send(&mut app, Action::Ransom { captor }); },
                            "{label}"
                        }
                    }
                }
                RuleHelp { id: "carcassonne-tower-ransom" }
            }
            if let Some(reason) = reason {
                div { class: "help-line",
                    p { class: "muted small", "data-testid": "ransom-reason", "{reason}" }
                    if paid {
                        RuleHelp { id: "carcassonne-tower-ransom-once" }
                    }
                }
            }
        }
    }
}
