//! The robber move after a 7 or a knight: who was hit (the duel pays them a coin), or the
//! desert; in Seafarers the pirate can move instead (in Cloth for Catan taking 1 cloth).

use dioxus::prelude::*;

use super::use_view;
use super::{catan_action, seat};
use crate::rules::catan::seafarers;
use crate::rules::catan::{duel, Action, Extra, Options, Refusal, RobberCause, State};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::components::swatch::Swatch;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::use_texts;
use crate::ui::text::catan::CatanTexts;

/// The robber's move: why it moves, whom it hits (with the duel's protections), or the
/// desert; and the pirate's move where a scenario has one.
#[component]
pub fn RobberPanel() -> Element {
    let (options, state, players, _) = use_view();
    let texts = use_texts();
    let c = texts.catan_ui();
    let mut hits = use_signal(|| 0u8);
    let mut desert = use_signal(|| false);
    let cloth_from = use_signal(|| None::<u8>);
    let mover = usize::from(state.turn.player);
    let (cause, steals) = cause_words(c, &options, &state);
    let duel = options.duel();
    let rows: Vec<(usize, Player, Option<&'static str>)> = players
        .iter()
        .cloned()
        .enumerate()
        .map(|(p, player)| (p, player, protected(c, &options, &state, p)))
        .collect();
    let pirate = seafarers::has_pirate(&options);
    let cloth: Vec<(u8, String)> = match &state.extra {
        Extra::Cloth(cl) => (0..players.len())
            .filter(|&p| cl.can_take_from(mover, p))
            .map(|p| (seat(p), players[p].name.clone()))
            .collect(),
        _ => Vec::new(),
    };
    let is_cloth = matches!(state.extra, Extra::Cloth(_));
    let robber = Action::MoveRobber {
        hits: hits(),
        desert: desert(),
    };
    rsx! {
        section { class: "panel warning robber", "data-testid": "catan-robber",
            h2 { class: "help-head", "{c.robber_title}" RuleHelp { id: "catan-robber" } }
            // What the 7 asks of the table, in one short paragraph: the move stays in view.
            p { class: "robber-cause",
                span { "data-testid": "catan-robber-cause", "{cause}" }
                if let Some(steals) = steals {
                    " "
                    span { "data-testid": "catan-robber-steals", "{steals}" }
                }
            }
            fieldset { class: "field robber-who",
                legend {
                    span { "{c.robber_who}" }
                    if duel.is_some() {
                        RuleHelp { id: "catan-duel-coin-earning" }
                    }
                }
                // The players side by side, as many to a row as their names allow.
                div { class: "seat-picks",
                    for (p, player, why) in rows {
                        label { class: "field check", key: "{p}",
                            input {
                                r#type: "checkbox",
                                "data-testid": "catan-hit-{p}",
                                checked: hits() & (1 << p) != 0,
                                disabled: desert(),
                                onchange: move |e| {
                                    let bit = 1u8 << p;
                                    hits.set(if e.checked() { hits() | bit } else { hits() & !bit });
                                },
                            }
                            Swatch { colour: player.colour, name: player.name.clone() }
                            span { "{player.name}" if let Some(why) = why { small { "{why}" } } }
                        }
                    }
                }
                if duel.is_some_and(|d| d.friendly_robber) {
                    div { class: "help-line",
                        small { {texts.punct.labelled(c.friendly_robber, c.friendly_robber_hint)} }
                        RuleHelp { id: "catan-duel-friendly-robber" }
                    }
                }
                if duel.is_some_and(|d| d.robber_protection) {
                    div { class: "help-line",
                        small { {texts.punct.labelled(c.robber_protection, c.robber_protection_hint)} }
                        RuleHelp { id: "catan-duel-robber-protection" }
                    }
                }
                Toggle {
                    label: c.robber_desert,
                    testid: "catan-robber-desert",
                    checked: desert(),
                    on_change: move |on: bool| {
                        desert.set(on);
                        if on {
                            hits.set(0);
                        }
                    },
                }
            }
            if pirate && is_cloth {
                {cloth_taken(c, cloth, cloth_from)}
            }
            div { class: "row wrap robber-moves",
                RulesButton {
                    action: catan_action(robber),
                    testid: "catan-move-robber",
                    class: "button primary",
                    on_done: move |_| {
                        hits.set(0);
                        desert.set(false);
                    },
                    "{c.move_robber}"
                }
                if pirate {
                    RulesButton {
                        action: catan_action(Action::MovePirate { cloth_from: cloth_from() }),
                        testid: "catan-move-pirate",
                        "{c.move_pirate}"
                    }
                }
            }
        }
    }
}

/// Why the robber moves (a 7, with what a 7 asks of the cards on the table as the rules say
/// for these options, or a knight), and whether a 7's robber steals.
fn cause_words(
    c: &'static CatanTexts,
    options: &Options,
    state: &State,
) -> (String, Option<&'static str>) {
    let seven = options.seven_at_table();
    match state.robber.pending {
        Some(RobberCause::Seven) => (
            c.robber_seven(seven.discard_from),
            Some(if seven.robber_steals {
                c.robber_seven_steals
            } else {
                c.robber_seven_no_steal
            }),
        ),
        _ => (c.robber_knight.to_string(), None),
    }
}

/// Why the duel keeps the robber off player `p`, if it does, as the rules' own check of the
/// move says (`duel::check_robber_hit`: never the mover).
fn protected(
    c: &'static CatanTexts,
    options: &Options,
    state: &State,
    p: usize,
) -> Option<&'static str> {
    let mover = usize::from(state.turn.player);
    match duel::check_robber_hit(options, state, mover, p) {
        Err(Refusal::FriendlyRobber { .. }) => Some(c.protected_friendly),
        Err(Refusal::RobberProtection { .. }) => Some(c.protected_last_hit),
        _ => None,
    }
}

/// Cloth for Catan: whom the pirate, moved instead of the robber, takes 1 cloth from (`cloth`:
/// the players with cloth to take).
fn cloth_taken(
    c: &'static CatanTexts,
    cloth: Vec<(u8, String)>,
    mut cloth_from: Signal<Option<u8>>,
) -> Element {
    rsx! {
        div { class: "help-line robber-cloth",
            label { class: "field",
                span { "{c.take_cloth_from}" }
                select {
                    "data-testid": "catan-cloth-from",
                    onchange: move |e| cloth_from.set(e.value().parse::<u8>().ok()),
                    option { value: "", "{c.nobody}" }
                    for (p, name) in cloth {
                        option { value: "{p}", "{name}" }
                    }
                }
            }
            RuleHelp { id: "catan-cloth-pirate" }
        }
    }
}
