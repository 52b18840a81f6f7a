//! Combat: each side's combat die (rolled in the app or tapped from the table) and gunpowder,
//! the outcome previewed before it is entered, then the winner's spoils against the ghost.

use dioxus::prelude::*;
use rand::Rng;

use crate::rules::jamaica::combat::{
    resolve, CombatFace, CombatRoll, FightResult, COMBAT_DIE, GHOST_CANNON_BONUS,
};
use crate::rules::jamaica::{Action, Options, Pending, Ship, Spoils, State};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

use super::words::face_word;
use super::{player_name, send, ship_name};

fn face_id(face: CombatFace) -> String {
    match face {
        CombatFace::Number(n) => n.to_string(),
        CombatFace::Star => "star".to_string(),
    }
}

/// One side of a fight: the face and, for a player, the gunpowder spent.
#[component]
fn RollInput(
    side: &'static str,
    who: String,
    ghost: bool,
    face: Signal<Option<CombatFace>>,
    powder: Signal<String>,
) -> Element {
    let t = use_texts().jamaica_ui;
    let app = use_app();
    let mut face = face;
    let mut powder = powder;
    let heading = if ghost {
        (t.ghost_rolls)(GHOST_CANNON_BONUS)
    } else {
        (t.side_rolls)(&who)
    };
    rsx! {
        fieldset { class: "field jm-roll", "data-testid": "roll-{side}",
            legend { "{heading}" }
            div { class: "jm-faces", role: "radiogroup",
                for f in COMBAT_DIE {
                    button {
                        class: "segment jm-face",
                        role: "radio",
                        "aria-checked": if face() == Some(f) { "true" } else { "false" },
                        "aria-label": if f == CombatFace::Star { t.star.to_string() } else { face_word(f) },
                        "data-testid": "{side}-face-{face_id(f)}",
                        onclick: move |_| face.set(Some(f)),
                        "{face_word(f)}"
                    }
                }
            }
            div { class: "row wrap",
                button {
                    class: "button",
                    "data-testid": "{side}-roll",
                    onclick: move |_| {
                        let i = rand::thread_rng().gen_range(0..COMBAT_DIE.len());
                        face.set(Some(COMBAT_DIE[i]));
                        app.roll_feedback();
                    },
                    "⚄ {t.roll_combat_die}"
                }
                if !ghost {
                    label { class: "row grow",
                        span { "{t.powder_spent}" }
                        input {
                            class: "jm-small-input",
                            r#type: "number",
                            inputmode: "numeric",
                            min: "0",
                            "data-testid": "{side}-powder",
                            value: "{powder}",
                            oninput: move |e| powder.set(e.value()),
                        }
                    }
                }
                if ghost {
                    RuleHelp { id: "jamaica-ghost-combat" }
                } else {
                    RuleHelp { id: "jamaica-combat-die" }
                }
            }
        }
    }
}

/// The fight on the mover's arrival space.
#[component]
pub fn CombatPanel(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts().jamaica_ui;
    let target_index = use_signal(|| 0usize);
    let atk_face = use_signal(|| None::<CombatFace>);
    let def_face = use_signal(|| None::<CombatFace>);
    let atk_powder = use_signal(|| "0".to_string());
    let def_powder = use_signal(|| "0".to_string());
    let _ = &options;
    let Some(Pending::Combat { arrival, targets }) = state.pending.clone() else {
        return rsx! {};
    };
    let mut target_index = target_index;
    let opponent = targets.get(target_index()).copied().unwrap_or(targets[0]);
    let attacker = arrival.ship;
    let atk_name = ship_name(t, &players, attacker);
    let def_name = ship_name(t, &players, opponent);
    let heading = (t.fight_heading)(&atk_name, &def_name);
    let roll = |face: Option<CombatFace>, powder: &str, ghost: bool| {
        face.map(|f| {
            CombatRoll::new(
                f,
                if ghost {
                    0
                } else {
                    powder.trim().parse().unwrap_or(0)
                },
            )
        })
    };
    let extra = |s: Ship| {
        if s == Ship::Ghost {
            GHOST_CANNON_BONUS
        } else {
            0
        }
    };
    let a = roll(atk_face(), &atk_powder.read(), attacker == Ship::Ghost);
    let d = roll(def_face(), &def_powder.read(), opponent == Ship::Ghost);
    let attacker_star = a.is_some_and(|r| r.face == CombatFace::Star);
    let result = a.and_then(|a| {
        resolve(
            &a,
            extra(attacker),
            if attacker_star { None } else { d.as_ref() },
            extra(opponent),
        )
    });
    let strength = |r: Option<CombatRoll>, s: Ship| {
        r.map(|r| {
            r.strength(extra(s))
                .map_or(t.star.to_string(), |n| n.to_string())
        })
        .unwrap_or_else(|| "?".into())
    };
    let preview = match result {
        Some(FightResult::AttackerWins) => (t.fight_wins)(&atk_name),
        Some(FightResult::DefenderWins) => (t.fight_wins)(&def_name),
        Some(FightResult::Tie) => t.fight_tie.to_string(),
        None => String::new(),
    };
    let score_line = if attacker_star {
        (t.fight_star)(&atk_name)
    } else {
        (t.fight_strengths)(&strength(a, attacker), &strength(d, opponent))
    };
    let action = a.map(|a| Action::Fight {
        opponent,
        attacker: a,
        defender: if attacker_star { None } else { d },
    });
    let ready = result.is_some();
    rsx! {
        section { class: "panel jm-step jm-combat", "data-testid": "step-fight",
            h2 { class: "help-head", "⚔ {heading}" RuleHelp { id: "jamaica-combat" } }
            if targets.len() > 1 {
                fieldset { class: "field",
                    legend { "{t.fight_whom}" }
                    div { class: "segmented", role: "radiogroup",
                        for (i, s) in targets.iter().copied().enumerate() {
                            button {
                                class: "segment",
                                role: "radio",
                                "aria-checked": if target_index() == i { "true" } else { "false" },
                                "data-testid": "target-{i}",
                                onclick: move |_| target_index.set(i),
                                "{ship_name(t, &players, s)}"
                            }
                        }
                    }
                }
            }
            RollInput { side: "atk", who: atk_name.clone(), ghost: attacker == Ship::Ghost, face: atk_face, powder: atk_powder }
            if !attacker_star {
                RollInput { side: "def", who: def_name.clone(), ghost: opponent == Ship::Ghost, face: def_face, powder: def_powder }
            }
            p { class: "jm-preview", "data-testid": "fight-preview", "{score_line}" strong { " {preview}" } }
            button {
                class: "button primary",
                "data-testid": "fight-go",
                disabled: !ready,
                onclick: move |_| {
                    if let Some(action) = action.clone() {
                        send(&mut app, action);
                    }
                },
                "{t.fight_enter}"
            }
        }
    }
}

/// What the winner of a fight with the ghost takes or gives.
#[component]
pub fn SpoilsPanel(state: State, options: Options, players: Vec<Player>) -> Element {
    let mut app = use_app();
    let t = use_texts().jamaica_ui;
    let mut amount = use_signal(String::new);
    let _ = &options;
    let Some(Pending::Spoils {
        ghost_won, player, ..
    }) = state.pending
    else {
        return rsx! {};
    };
    let Some(ghost) = state.ghost.clone() else {
        return rsx! {};
    };
    let name = player_name(t, &players, usize::from(player));
    let heading = if ghost_won {
        t.spoils_ghost_won.to_string()
    } else {
        (t.spoils_player_won)(&name)
    };
    let gold: Option<u8> = amount.read().trim().parse().ok();
    rsx! {
        section { class: "panel jm-step", "data-testid": "step-spoils",
            h2 { class: "help-head", "{heading}" RuleHelp { id: "jamaica-ghost-spoils" } }
            if ghost_won {
                div { class: "jm-choices",
                    div { class: "row",
                        label { class: "row grow",
                            span { "{t.gold_in_hold}" }
                            input {
                                class: "jm-small-input",
                                r#type: "number",
                                inputmode: "numeric",
                                min: "1",
                                "data-testid": "spoils-gold-amount",
                                value: "{amount}",
                                oninput: move |e| amount.set(e.value()),
                            }
                        }
                        button {
                            class: "button primary",
                            "data-testid": "spoils-ghost-gold",
                            disabled: gold.is_none(),
                            onclick: move |_| {
                                if let Some(g) = gold {
                                    send(&mut app, Action::Spoils(Spoils::GhostTakesGold { amount: g }));
                                }
                            },
                            "{t.spoils_take_gold}"
                        }
                    }
                    small { "{t.spoils_gold_hint}" }
                    button { class: "button", "data-testid": "spoils-ghost-goods", onclick: move |_| send(&mut app, Action::Spoils(Spoils::GhostTakesGoods)), "{t.spoils_take_goods}" }
                    button { class: "button", "data-testid": "spoils-ghost-treasure", onclick: move |_| send(&mut app, Action::Spoils(Spoils::GhostTakesTreasure)), "{t.spoils_take_treasure}" }
                }
            } else {
                div { class: "jm-choices",
                    for (h, g) in ghost.holds.iter().copied().enumerate() {
                        if g > 0 {
                            button {
                                class: "button",
                                "data-testid": "spoils-hold-{h}",
                                onclick: move |_| send(&mut app, Action::Spoils(Spoils::TakeGhostHold { hold: h as u8 })),
                                "{(t.spoils_hold)(h + 1, g)}"
                            }
                        }
                    }
                    button {
                        class: "button",
                        "data-testid": "spoils-ghost-treasure-take",
                        disabled: ghost.treasures == 0,
                        onclick: move |_| send(&mut app, Action::Spoils(Spoils::TakeGhostTreasure)),
                        "{t.spoils_steal_treasure}"
                    }
                    button { class: "button", "data-testid": "spoils-give-treasure", onclick: move |_| send(&mut app, Action::Spoils(Spoils::GiveGhostTreasure)), "{t.spoils_give_treasure}" }
                }
            }
            button { class: "button", "data-testid": "spoils-nothing", onclick: move |_| send(&mut app, Action::Spoils(Spoils::Nothing)), "{t.spoils_nothing}" }
        }
    }
}
