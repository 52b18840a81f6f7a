//! The Tower: floors left, the towers, the turn's tower choice with a capture, prisoners and
//! why a ransom waits (a ransom that applies is paid from the turn, `ransom`).

use dioxus::prelude::*;

use super::use_view;
use super::{name_of, refused, send};
use crate::rules::carcassonne::{Action, Capture, CaptureFrom, Options, Phase, Refusal, State};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::state::{use_app, use_texts, AppState};
use crate::ui::text::carcassonne::CarcassonneTexts;
use crate::ui::text::Texts;

/// The folded Tower's line: "The Tower · Ana 9 floors, Bo 10 floors; 1 prisoner".
pub fn summary(t: &Texts, state: &State, players: &[Player]) -> String {
    let c = t.carcassonne_ui();
    let n = players.len();
    let floors: Vec<String> = (0..n)
        .map(|p| c.floors_of(&name_of(players, p), state.floors_left(p)))
        .collect();
    let held: u32 = (0..n)
        .flat_map(|captor| (0..n).map(move |owner| (captor, owner)))
        .filter(|&(captor, owner)| captor != owner)
        .map(|(captor, owner)| u32::from(state.prisoners_held(captor, owner)))
        .sum();
    format!(
        "{} · {}",
        c.tower,
        c.tower_more(&t.punct.list(&floors), held)
    )
}

#[component]
pub fn TowerPanel() -> Element {
    let (_, state, players, _) = use_view();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let n = players.len();
    let floors: Vec<String> = (0..n)
        .map(|p| c.floors_left(&name_of(&players, p), state.floors_left(p)))
        .collect();
    let towers: Vec<(usize, String, Option<String>)> = state
        .towers
        .iter()
        .enumerate()
        .map(|(i, tower)| {
            (
                i,
                c.tower_line(i + 1, tower.height, tower.closed),
                tower
                    .top
                    .map(|p| c.tower_top(&name_of(&players, usize::from(p)))),
            )
        })
        .collect();
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
                    RuleHelp { id: "carcassonne-tower-foundations" }
                    RuleHelp { id: "carcassonne-tower-closed" }
                }
            }
            Prisoners {}
        }
    }
}

/// The turn's tower piece, under the turn's row: the floor on each open tower or its closing
/// meeple, and once a floor is chosen (`floor`: `Some(None)` for a new tower), its capture.
/// What may be captured is what the rules would accept (a dry run of each capture).
#[component]
pub fn TowerChoice(floor: Signal<Option<Option<u8>>>) -> Element {
    let (options, state, players, _) = use_view();
    let app = use_app();
    let capture = use_signal(|| None::<Capture>);
    let game = (&options, players.as_slice(), &state);

    // The turn panel already says what was chosen.
    if state.turn.choice.is_some() {
        return rsx! {};
    }
    match floor() {
        Some(target) => capture_form(app, game, target, (floor, capture)),
        None => tower_buttons(app, game, floor),
    }
}

/// The game a tower part asks the rules about.
type Game<'a> = (&'a Options, &'a [Player], &'a State);

/// Whether the rules would take `action` now (a dry run).
fn allowed((options, players, state): Game, action: &Action) -> bool {
    refused(options, players, state, action).is_none()
}

/// The captures a floor on `target` may make, as (test id, words, capture): none, a meeple on
/// a feature of each player, or a tower's top meeple; only those the rules would accept.
fn capture_choices(
    c: &CarcassonneTexts,
    game: Game,
    target: Option<u8>,
) -> Vec<(String, String, Option<Capture>)> {
    let (_, players, state) = game;
    let mut choices: Vec<(String, String, Option<Capture>)> =
        vec![("capture-none".to_string(), c.no_capture.to_string(), None)];
    for p in 0..players.len() {
        choices.push((
            format!("capture-feature-{p}"),
            c.capture_feature(&name_of(players, p)),
            Some(Capture {
                owner: p as u8,
                from: CaptureFrom::Feature,
            }),
        ));
    }
    for (i, tower) in state.towers.iter().enumerate() {
        if let Some(owner) = tower.top {
            choices.push((
                format!("capture-top-{i}"),
                c.capture_top(&name_of(players, usize::from(owner)), i + 1),
                Some(Capture {
                    owner,
                    from: CaptureFrom::TowerTop(i as u8),
                }),
            ));
        }
    }
    choices.retain(|(_, _, option)| {
        option.is_none()
            || allowed(
                game,
                &Action::AddFloor {
                    tower: target,
                    capture: *option,
                },
            )
    });
    choices
}

/// The chosen floor (`target`: `None` for a new tower): how far it reaches, the capture to
/// make, and the floor to place or cancel. `picked` holds the chosen floor and capture.
fn capture_form(
    mut app: AppState,
    game: Game,
    target: Option<u8>,
    picked: (Signal<Option<Option<u8>>>, Signal<Option<Capture>>),
) -> Element {
    let (mut floor, mut capture) = picked;
    let t = use_texts();
    let c = t.carcassonne_ui();
    let (_, _, state) = game;
    let height = match target {
        None => 1,
        Some(i) => state
            .towers
            .get(usize::from(i))
            .map_or(1, |tower| tower.height + 1),
    };
    let reach = c.reach_reminder(height);
    let title = match target {
        None => c.new_tower.to_string(),
        Some(i) => c.floor_on(usize::from(i) + 1),
    };
    let choices = capture_choices(c, game, target);
    let selected = capture();
    rsx! {
        div { class: "carc-capture", "data-testid": "capture",
            h3 { class: "carc-sub help-head", "{title}" RuleHelp { id: "carcassonne-tower-capture" } }
            div { class: "help-line",
                p { class: "carc-reach", "data-testid": "reach", "{reach}" }
                RuleHelp { id: "carcassonne-tower-reach" }
            }
            p { class: "muted small", "{c.capture_title} {c.capture_rule}" }
            {segmented(
                choices
                    .into_iter()
                    .map(|(id, words, option)| Segment::new(option, words, id, option == selected))
                    .collect::<Vec<_>>(),
                "carc-options",
                Some(c.capture_title.to_string()),
                move |option| capture.set(option),
            )}
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
    }
}

/// Each open tower's floor and closing meeple, each enabled when the rules would take it, and
/// a line when no floor is left.
fn tower_buttons(mut app: AppState, game: Game, mut floor: Signal<Option<Option<u8>>>) -> Element {
    let c = use_texts().carcassonne_ui();
    let (_, _, state) = game;
    let open: Vec<(u8, bool, bool)> = state
        .towers
        .iter()
        .enumerate()
        .filter(|(_, tower)| !tower.closed)
        .map(|(i, _)| {
            let i = i as u8;
            let grow = allowed(
                game,
                &Action::AddFloor {
                    tower: Some(i),
                    capture: None,
                },
            );
            (i, grow, allowed(game, &Action::CloseTower { tower: i }))
        })
        .collect();
    let (options, players, _) = game;
    let no_floors = refused(
        options,
        players,
        state,
        &Action::AddFloor {
            tower: None,
            capture: None,
        },
    ) == Some(Refusal::NoFloorsLeft);
    rsx! {
        if no_floors {
            p { class: "muted small", "{c.no_floors}" }
        }
        if !open.is_empty() {
            div { class: "carc-options carc-towers", role: "group", "aria-label": c.tower_choice,
                for (i, grow, close) in open {
                    {
                        let floor_label = c.floor_on(usize::from(i) + 1);
                        let close_label = c.close_on(usize::from(i) + 1);
                        rsx! {
                            div { key: "{i}", class: "carc-pair",
                                button {
                                    class: "button",
                                    "data-testid": "floor-{i}",
                                    disabled: !grow,
                                    onclick: move |_| floor.set(Some(Some(i))),
                                    "{floor_label}"
                                }
                                button {
                                    class: "button",
                                    "data-testid": "close-{i}",
                                    disabled: !close,
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

/// Who holds whom, the automatic exchange, and why the active player's ransom waits (the
/// ransoms that apply are paid from the turn's panel, `ransom`).
#[component]
fn Prisoners() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let n = players.len();
    let me = usize::from(state.turn.player);
    let playing = state.phase == Phase::Play;
    let mut held: Vec<String> = Vec::new();
    for captor in 0..n {
        for owner in 0..n {
            let count = state.prisoners_held(captor, owner);
            if captor != owner && count > 0 {
                held.push(c.holds(&name_of(&players, captor), count, &name_of(&players, owner)));
            }
        }
    }
    // Why the rules would not take a ransom from the active player now, asked of a captor
    // who holds one of their meeples: said only while such a captor exists.
    let why = (0..n)
        .filter(|&captor| captor != me && state.prisoners_held(captor, me) > 0)
        .find_map(|captor| {
            let captor = u8::try_from(captor).ok()?;
            refused(&options, &players, &state, &Action::Ransom { captor })
        });
    let paid = why == Some(Refusal::RansomAlreadyPaid);
    let reason = why.filter(|_| playing).map(|why| match why {
        Refusal::RansomAlreadyPaid => c.ransom_once.to_string(),
        Refusal::RansomTooDear { score } => c.ransom_too_dear(score),
        other => c.refusal(&other),
    });
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
        if let Some(reason) = reason {
            div { class: "help-line",
                p { class: "muted small", "data-testid": "ransom-reason", "{reason}" }
                if paid {
                    RuleHelp { id: "carcassonne-tower-ransom-once" }
                } else {
                    RuleHelp { id: "carcassonne-tower-ransom" }
                }
            }
        }
    }
}
