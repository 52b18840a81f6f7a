//! The Ghost Ship: its board (holds, treasures, the Cannon) one tap away under a line with
//! its place and gold, and its two moves a round, with the direction decided by the rules or
//! chosen by the Captain from previews.

use dioxus::prelude::*;

use super::use_view;
use crate::rules::jamaica::combat::GHOST_CANNON_BONUS;
use crate::rules::jamaica::ghost::{Forced, GhostDirection};
use crate::rules::jamaica::track::Dir;
use crate::rules::jamaica::{Action, Half, Ship, State, Step};
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

use super::race_picture::RacePicture;
use super::round::{at_fork, way_buttons, Way};
use super::{choice_label, landing_words, place, player_name};

/// The ghost's board: where it is, its five holds, its face-down treasures and the Cannon.
#[component]
pub fn GhostBoard(state: State) -> Element {
    let t = use_texts().jamaica_ui();
    let Some(ghost) = state.ghost.clone() else {
        return rsx! {};
    };
    let where_ = place(t, ghost.pos);
    let gold = t.ghost_gold_total(ghost.gold());
    let treasures = t.ghost_treasures(ghost.treasures);
    let cannon = t.ghost_cannon(GHOST_CANNON_BONUS);
    let tokens = t.ghost_tokens(ghost.tokens);
    rsx! {
        section { class: "panel jm-ghost", "aria-label": t.ghost_ship, "data-testid": "ghost-board",
            div { class: "row",
                span { class: "swatch jm-ghost-swatch", "aria-hidden": "true", "☠" }
                h2 { class: "grow", "{t.ghost_ship}" }
                span { class: "muted", "data-testid": "ghost-where", "{where_}" }
                RuleHelp { id: "jamaica-ghost" }
            }
            ol { class: "jm-holds", "data-testid": "ghost-holds", "aria-label": t.ghost_holds,
                for (i, g) in ghost.holds.iter().copied().enumerate() {
                    li {
                        key: "{i}",
                        class: if g > 0 { "jm-hold full" } else { "jm-hold" },
                        "data-testid": "ghost-hold-{i}",
                        "aria-label": t.hold_label(i + 1, g),
                        small { "{i + 1}" }
                        strong { if g > 0 { "{g}" } else { "—" } }
                    }
                }
            }
            div { class: "help-line",
                p { class: "jm-ghost-line", "data-testid": "ghost-gold", "{gold}" }
                RuleHelp { id: "jamaica-ghost-spoils" }
            }
            div { class: "help-line",
                p { class: "jm-ghost-line", "data-testid": "ghost-treasures", "{treasures} · {cannon}" }
                RuleHelp { id: "jamaica-ghost-cannon" }
            }
            p { class: "jm-ghost-line muted", "data-testid": "ghost-tokens", "{tokens}" }
        }
    }
}

/// The ghost's move: forced with the reason, or the Captain's choice, every way previewed.
#[component]
pub fn GhostMovePanel() -> Element {
    let (options, state, players, _) = use_view();
    let app = use_app();
    let t = use_texts().jamaica_ui();
    let Step::Ghost { half } = state.step else {
        return rsx! {};
    };
    let die = state.current_die().unwrap_or(0);
    let heading = match half {
        Half::Day => t.ghost_day_move(die),
        Half::Night => t.ghost_night_move(die),
    };
    let captain = player_name(t, &players, state.captain(&options));
    let all = state.ghost_choices(&options);
    let at_fork = at_fork(all.iter());
    let from = state.position(Ship::Ghost);
    let why = match state.ghost_direction(&options) {
        Some(GhostDirection::Forced { why, .. }) => match why {
            Forced::AloneInLead => t.ghost_forced_lead.to_string(),
            Forced::AloneLast => t.ghost_forced_last.to_string(),
            Forced::InPortRoyal => t.ghost_forced_port_royal.to_string(),
        },
        Some(GhostDirection::CaptainChooses) => t.ghost_captain_chooses(&captain),
        None => String::new(),
    };
    // A forced direction still leaves the way at a fork to the Captain: say who.
    let why = match state.ghost_direction(&options) {
        Some(GhostDirection::Forced { .. }) if at_fork => t.ghost_captain_branch(&why, &captain),
        _ => why,
    };
    // At a fork the race picture numbers where each button leads, the buttons in order.
    let mut marks = Vec::new();
    let choices: Vec<Way> = {
        let mut out = Vec::new();
        for dir in [Dir::Forward, Dir::Backward] {
            for (i, l) in all.iter().filter(|l| l.dir == dir).enumerate() {
                let label = choice_label(t, l, i16::from(die), at_fork);
                marks.push(l.pos);
                out.push((
                    dir,
                    i,
                    l.branches.clone(),
                    label,
                    landing_words(t, &players, l),
                ));
            }
        }
        out
    };
    rsx! {
        section { class: "panel jm-step", "data-testid": "step-ghost",
            h2 { "☠ {heading}" }
            div { class: "help-line",
                p { "data-testid": "ghost-direction", "{why}" }
                RuleHelp { id: "jamaica-ghost-direction" }
            }
            if at_fork {
                RacePicture { marks, from }
            }
            {way_buttons(app, choices, at_fork, "ghost", |dir, branches| Action::GhostMove { dir, branches })}
        }
    }
}
