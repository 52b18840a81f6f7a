//! Combat: each side's combat die (rolled in the app or tapped from the table) and gunpowder,
//! the outcome previewed before it is entered, then the winner's spoils against the ghost.

use dioxus::prelude::*;

use super::use_view;
use crate::rules::jamaica::combat::{CombatFace, CombatRoll, FightResult, COMBAT_DIE};
use crate::rules::jamaica::crew::Crew;
use crate::rules::jamaica::{
    ghost, powers, Action, Options, Pending, Refusal, Ship, Spoils, State,
};
use crate::rules::Player;
use crate::session;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::state::{pick, use_app, use_texts};
use crate::ui::text::jamaica::JamaicaTexts;
use crate::ui::text::Texts;

use super::words::face_word;
use super::{player_name, refusal, send, ship_name};

fn face_id(face: CombatFace) -> String {
    match face {
        CombatFace::Number(n) => n.to_string(),
        CombatFace::Star => "star".to_string(),
    }
}

/// The heading over one side's die: the ghost's cannon and who rolls for it (`rollers`, the
/// players not in the fight: `ghost::die_rollers`), a player's bonus from the rules (Sir Beth,
/// the only crew member whose bonus the rules add, see `powers::fight_extra`), or the plain
/// die.
fn roll_heading(texts: &Texts, who: &str, ghost: Option<&[String]>, extra: u8) -> String {
    let t = texts.jamaica_ui();
    if let Some(rollers) = ghost {
        match rollers {
            [one] => t.ghost_rolls(extra, one),
            several => t.ghost_rolls_one_of(extra, &texts.punct.names(several)),
        }
    } else if extra > 0 {
        t.side_rolls_extra(who, extra, t.crew_name(Crew::SirBeth))
    } else {
        t.side_rolls(who)
    }
}

/// One side of a fight: the face and, for a player, the gunpowder spent. `extra` is what the
/// rules add to this side (`powers::fight_extra`), named in the heading.
#[component]
fn RollInput(
    side: &'static str,
    heading: String,
    ghost: bool,
    face: Signal<Option<CombatFace>>,
    powder: Signal<String>,
) -> Element {
    let t = use_texts().jamaica_ui();
    let app = use_app();
    let mut face = face;
    let mut powder = powder;
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
                        face.set(pick(&COMBAT_DIE));
                        app.prefs.roll_feedback();
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

/// Which fight a [`FightForm`] enters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FightKind {
    /// The fight on the mover's arrival space (`Action::Fight`).
    Arrival,
    /// The Buccaneer's owner attacks a ship on a neighbouring space (`Action::Buccaneer`).
    Buccaneer,
}

impl FightKind {
    /// The test ids' prefix, so the two forms never share one.
    fn prefix(self) -> &'static str {
        match self {
            FightKind::Arrival => "",
            FightKind::Buccaneer => "buc-",
        }
    }

    /// The attacker's and the defender's `RollInput` sides.
    fn sides(self) -> (&'static str, &'static str) {
        match self {
            FightKind::Arrival => ("atk", "def"),
            FightKind::Buccaneer => ("buc-atk", "buc-def"),
        }
    }
}

/// A fight of `attacker` against one of `targets`: the target, each side's die and gunpowder,
/// the outcome as the rules decide it (`powers::fight`: the ghost's cannon, Sir Beth, the
/// Strategist), and for the Buccaneer the ghost hold a win empties. The one form for both
/// fights.
#[component]
pub(super) fn FightForm(attacker: Ship, targets: Vec<Ship>, kind: FightKind) -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let target_index = use_signal(|| 0usize);
    let atk_face = use_signal(|| None::<CombatFace>);
    let def_face = use_signal(|| None::<CombatFace>);
    let atk_powder = use_signal(|| "0".to_string());
    let def_powder = use_signal(|| "0".to_string());
    let hold = use_signal(|| None::<u8>);
    let Some(&first) = targets.first() else {
        return rsx! {};
    };
    let opponent = targets.get(target_index()).copied().unwrap_or(first);
    let prefix = kind.prefix();
    let (atk_side, def_side) = kind.sides();
    let atk_name = ship_name(t, &players, attacker);
    let def_name = ship_name(t, &players, opponent);
    let heading = t.fight_heading(&atk_name, &def_name);
    let atk_extra = powers::fight_extra(&options, &state, attacker);
    let def_extra = powers::fight_extra(&options, &state, opponent);
    let rollers = ghost_rollers(t, &players, attacker, opponent);
    let side_heading = |name: &str, ship: Ship, extra: u8| {
        let ghost = (ship == Ship::Ghost).then_some(rollers.as_slice());
        roll_heading(texts, name, ghost, extra)
    };
    let atk_heading = side_heading(&atk_name, attacker, atk_extra);
    let def_heading = side_heading(&def_name, opponent, def_extra);
    let a = roll_of(atk_face(), &atk_powder.read(), attacker);
    let d = roll_of(def_face(), &def_powder.read(), opponent);
    let fight = |a: &CombatRoll, d: Option<&CombatRoll>| {
        powers::fight(&options, &state, attacker, opponent, a, d)
    };
    let attacker_star = a.is_some_and(|r| r.face == CombatFace::Star);
    // Decided before the defender rolls: an attacker's star, or the Strategist's fight.
    let early = a.is_some_and(|a| matches!(fight(&a, None), Ok(Some(_))));
    let defence = if early { None } else { d };
    let outcome = a.map(|a| fight(&a, defence.as_ref()));
    let result = match outcome {
        Some(Ok(r)) => r,
        _ => None,
    };
    let strength = |r: Option<CombatRoll>, s: Ship| strength_words(t, (&options, &state), r, s);
    let preview = preview_words(t, outcome.as_ref(), &atk_name, &def_name);
    let score_line = if attacker_star {
        t.fight_star(&atk_name)
    } else if early {
        t.fight_strategist(&atk_name)
    } else {
        t.fight_strengths(&strength(a, attacker), &strength(d, opponent))
    };
    let ghost_holds = holds_to_empty(kind, opponent, result, &state);
    let chosen = hold().filter(|h| ghost_holds.iter().any(|&(x, _)| x == *h));
    let action = match (a, result) {
        (Some(a), Some(_)) => match kind {
            FightKind::Arrival => Some(Action::Fight {
                opponent,
                attacker: a,
                defender: defence,
            }),
            FightKind::Buccaneer if ghost_holds.is_empty() || chosen.is_some() => {
                Some(Action::Buccaneer {
                    target: opponent,
                    attacker: a,
                    defender: defence,
                    hold: chosen,
                })
            }
            FightKind::Buccaneer => None,
        },
        _ => None,
    };
    let ready = action.is_some();
    let whom = whom_words(t, (&options, &state), &players, attacker);
    rsx! {
        if kind == FightKind::Arrival {
            h2 { class: "help-head", "⚔ {heading}" RuleHelp { id: "jamaica-combat" } }
        } else {
            h3 { class: "help-head", "⚔ {heading}" RuleHelp { id: "jamaica-crew-powers" } }
        }
        if targets.len() > 1 {
            {target_picker(t, &players, &targets, target_index, prefix, &whom)}
        }
        RollInput { side: atk_side, heading: atk_heading, ghost: attacker == Ship::Ghost, face: atk_face, powder: atk_powder }
        if !early {
            RollInput { side: def_side, heading: def_heading, ghost: opponent == Ship::Ghost, face: def_face, powder: def_powder }
        }
        p { class: "jm-preview", "data-testid": "{prefix}fight-preview", "{score_line}" strong { " {preview}" } }
        if !ghost_holds.is_empty() {
            {hold_picker(t, &ghost_holds, chosen, hold, prefix)}
        }
        button {
            class: "button primary",
            "data-testid": "{prefix}fight-go",
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

/// A side's roll once its face is in: the face and the gunpowder spent (never any for the
/// ghost, a field that is not a number counting as none).
fn roll_of(face: Option<CombatFace>, powder: &str, ship: Ship) -> Option<CombatRoll> {
    face.map(|f| {
        let powder = if ship == Ship::Ghost {
            0
        } else {
            powder.trim().parse().unwrap_or(0)
        };
        CombatRoll::new(f, powder)
    })
}

/// A side's strength as the rules count it (`powers::strength`), a star, or "?" before its
/// roll.
fn strength_words(
    t: &JamaicaTexts,
    (options, state): (&Options, &State),
    roll: Option<CombatRoll>,
    ship: Ship,
) -> String {
    roll.map(|r| {
        powers::strength(options, state, ship, &r).map_or(t.star.to_string(), |n| n.to_string())
    })
    .unwrap_or_else(|| "?".into())
}

/// The players who roll the ghost's die, named: those outside the fight, as the rules say
/// (`ghost::die_rollers`); none when no player fights.
fn ghost_rollers(
    t: &JamaicaTexts,
    players: &[Player],
    attacker: Ship,
    opponent: Ship,
) -> Vec<String> {
    [attacker, opponent]
        .iter()
        .find_map(|s| match s {
            Ship::Player(p) => Some(usize::from(*p)),
            Ship::Ghost => None,
        })
        .map(|fighter| {
            ghost::die_rollers(players.len(), fighter)
                .into_iter()
                .map(|p| player_name(t, players, p))
                .collect()
        })
        .unwrap_or_default()
}

/// The outcome said before it is entered: who wins, a tie, or why the rules refuse the dice.
fn preview_words(
    t: &JamaicaTexts,
    outcome: Option<&Result<Option<FightResult>, Refusal>>,
    atk_name: &str,
    def_name: &str,
) -> String {
    match outcome {
        Some(Ok(Some(FightResult::AttackerWins))) => t.fight_wins(atk_name),
        Some(Ok(Some(FightResult::DefenderWins))) => t.fight_wins(def_name),
        Some(Ok(Some(FightResult::Tie))) => t.fight_tie.to_string(),
        Some(Err(refusal)) => t.refusal(refusal),
        Some(Ok(None)) | None => String::new(),
    }
}

/// The ghost's holds (hold, gold) that a Buccaneer's win over the ghost may empty, as the
/// rules list them (`Ghost::takeable_holds`); none for any other fight or result.
fn holds_to_empty(
    kind: FightKind,
    opponent: Ship,
    result: Option<FightResult>,
    state: &State,
) -> Vec<(u8, u8)> {
    match (kind, opponent, result, &state.ghost) {
        (FightKind::Buccaneer, Ship::Ghost, Some(FightResult::AttackerWins), Some(g)) => {
            g.takeable_holds()
        }
        _ => Vec::new(),
    }
}

/// Who picks the ship `attacker` fights, as the rules say (`State::deciders`): the mover, or
/// the Captain for the Ghost Ship.
fn whom_words(
    t: &JamaicaTexts,
    (options, state): (&Options, &State),
    players: &[Player],
    attacker: Ship,
) -> String {
    let captain = state.captain(options);
    match state.deciders(options).as_slice() {
        [seat] if attacker == Ship::Ghost && *seat == captain => {
            t.fight_whom_captain(&player_name(t, players, *seat))
        }
        [seat] => t.fight_whom(&player_name(t, players, *seat)),
        _ => t.fight_whom(&ship_name(t, players, attacker)),
    }
}

/// Whom the attacker fights, when there is more than one ship to fight; `whom` says who picks.
fn target_picker(
    t: &'static JamaicaTexts,
    players: &[Player],
    targets: &[Ship],
    mut target_index: Signal<usize>,
    prefix: &'static str,
    whom: &str,
) -> Element {
    rsx! {
        fieldset { class: "field",
            legend { "data-testid": "{prefix}fight-whom", "{whom}" }
            {segmented(
                targets
                    .iter()
                    .copied()
                    .enumerate()
                    .map(|(i, s)| Segment::new(i, ship_name(t, players, s), format!("{prefix}target-{i}"), target_index() == i))
                    .collect(),
                "segmented",
                None,
                move |i| target_index.set(i),
            )}
        }
    }
}

/// Which of the ghost's holds a Buccaneer's win empties.
fn hold_picker(
    t: &'static JamaicaTexts,
    holds: &[(u8, u8)],
    chosen: Option<u8>,
    mut hold: Signal<Option<u8>>,
    prefix: &'static str,
) -> Element {
    rsx! {
        fieldset { class: "field",
            legend { "{t.buccaneer_hold}" }
            {segmented(
                holds
                    .iter()
                    .copied()
                    .map(|(h, gold)| Segment::new(h, t.hold_label(usize::from(h) + 1, gold), format!("{prefix}hold-{h}"), chosen == Some(h)))
                    .collect(),
                "segmented",
                None,
                move |h| hold.set(Some(h)),
            )}
        }
    }
}

/// The fight on the mover's arrival space.
#[component]
pub fn CombatPanel() -> Element {
    let (_, state, _, _) = use_view();
    let Some(Pending::Combat { arrival, targets }) = state.pending.clone() else {
        return rsx! {};
    };
    rsx! {
        section { class: "panel jm-step jm-combat", "data-testid": "step-fight",
            FightForm { attacker: arrival.ship, targets, kind: FightKind::Arrival }
        }
    }
}

/// What the winner of a fight with the ghost takes or gives: every way the rules accept now
/// (a dry run of each), a refused one disabled with the reason.
#[component]
pub fn SpoilsPanel() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let mut amount = use_signal(String::new);
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
    // Who decides for the ghost: the players outside the fight (`State::deciders`).
    let deciders: Vec<String> = state
        .deciders(&options)
        .into_iter()
        .map(|seat| player_name(t, &players, seat))
        .collect();
    let heading = match (ghost_won, deciders.as_slice()) {
        (false, _) => t.spoils_player_won(&name),
        (true, [one]) => t.spoils_ghost_won(one),
        (true, several) => t.spoils_ghost_won_one_of(&texts.punct.names(several)),
    };
    let why = |spoils: Spoils| refusal(t, &options, &players, &state, &Action::Spoils(spoils));
    let gold: Option<u8> = amount
        .read()
        .trim()
        .parse()
        .ok()
        .filter(|&g| why(Spoils::GhostTakesGold { amount: g }).is_none());
    let holds: Vec<(u8, u8)> = ghost
        .holds
        .iter()
        .enumerate()
        .map(|(h, &g)| (h as u8, g))
        .filter(|&(hold, _)| why(Spoils::TakeGhostHold { hold }).is_none())
        .collect();
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
                    RulesButton { action: session::Action::Jamaica(Action::Spoils(Spoils::GhostTakesTreasure)), testid: "spoils-ghost-treasure", "{t.spoils_take_treasure}" }
                }
            } else {
                div { class: "jm-choices",
                    for (h, g) in holds {
                        button {
                            class: "button",
                            "data-testid": "spoils-hold-{h}",
                            onclick: move |_| send(&mut app, Action::Spoils(Spoils::TakeGhostHold { hold: h })),
                            "{t.spoils_hold(usize::from(h) + 1, g)}"
                        }
                    }
                    RulesButton { action: session::Action::Jamaica(Action::Spoils(Spoils::TakeGhostTreasure)), testid: "spoils-ghost-treasure-take", "{t.spoils_steal_treasure}" }
                    RulesButton { action: session::Action::Jamaica(Action::Spoils(Spoils::GiveGhostTreasure)), testid: "spoils-give-treasure", "{t.spoils_give_treasure}" }
                }
            }
            button { class: "button", "data-testid": "spoils-nothing", onclick: move |_| send(&mut app, Action::Spoils(Spoils::Nothing)), "{t.spoils_nothing}" }
        }
    }
}
