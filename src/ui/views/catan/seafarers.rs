//! Seafarers scenarios 4 to 7: the set-up checklist, and each scenario's own panel: foreign
//! areas, the Forgotten Tribe's chits, gifts and harbors, Cloth for Catan's villages, and the
//! Pirate Islands' fleet, attacks, fortresses and warships.

use dioxus::prelude::*;

use super::use_view;
use super::{act, catan_action, in_play, name_of, names_in, seat};
use crate::rules::catan::seafarers::checklist::NUMBER_VALUES;
use crate::rules::catan::seafarers::cloth::END_VILLAGES_WITH_CLOTH;
use crate::rules::catan::seafarers::pirates::{AttackResult, Pirates};
use crate::rules::catan::seafarers::{self, checklist};
use crate::rules::catan::{
    pirate_attacks, Action, Catan, DesertEdition, Extra, Options, Refusal, Scenario,
};
use crate::rules::GameRules;
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::components::swatch::Swatch;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{use_app, use_texts};

/// What to take out of the box, open during set-up.
#[component]
pub fn Checklist(options: Options, open: bool) -> Element {
    let texts = use_texts();
    let c = texts.catan_ui();
    let Some(scenario) = options.scenario() else {
        return rsx! {};
    };
    let list = checklist(scenario);
    let harbors = c.harbors_line(list.harbors_2_1, list.harbors_3_1);
    let hexes = c.hexes_line(list.terrain.total());
    let terrain = c.terrain_line(&list.terrain);
    let tokens = c.tokens_line(list.number_tokens());
    let numbers: Vec<String> = NUMBER_VALUES
        .iter()
        .zip(list.numbers)
        .map(|(v, n)| format!("{v}×{n}"))
        .collect();
    let numbers = numbers.join(" ");
    let chits = c.chits_line(list.catan_chits);
    let target = c.printed_target(list.target);
    rsx! {
        // The "?" sits over the summary's row, beside it rather than inside it: a button in a
        // summary would be a control nested in a control.
        div { class: "checklist-wrap",
            details { class: "panel checklist", open, "data-testid": "catan-checklist",
                summary { "{c.checklist}" }
                ul {
                    li { {texts.punct.labelled(&hexes, &terrain)} }
                    li { {texts.punct.labelled(&tokens, &numbers)} }
                    li { "{harbors}" }
                    li { "{chits}" }
                    li { "{target}" }
                    for note in list.notes.iter() {
                        li { {c.setup_note(*note)} }
                    }
                }
            }
            RuleHelp { id: "catan-seafarers-setup" }
        }
    }
}

/// The scenario's own panel under the score sheet.
#[component]
pub fn ScenarioPanel() -> Element {
    let (options, state, _, _) = use_view();
    match (&state.extra, options.scenario()) {
        (Extra::Desert(_), Some(Scenario::ThroughTheDesert(edition))) => rsx! {
            DesertPanel { edition }
        },
        (Extra::Tribe(_), _) => rsx! { TribePanel {} },
        (Extra::Cloth(_), _) => rsx! { ClothPanel {} },
        (Extra::Pirates(_), _) => rsx! { FortressPanel {} },
        _ => rsx! {},
    }
}

#[component]
fn DesertPanel(edition: DesertEdition) -> Element {
    let c = use_texts().catan_ui();
    let rule = match edition {
        DesertEdition::Seed => c.desert_rule_seed,
        DesertEdition::Later => c.desert_rule_later,
    };
    rsx! {
        section { class: "panel", "data-testid": "catan-desert",
            h2 { class: "help-head", "{c.desert_title}" RuleHelp { id: "catan-desert-foreign-areas" } }
            p { "{rule}" }
        }
    }
}

#[component]
fn TribePanel() -> Element {
    let (_, state, players, finished) = use_view();
    let t = use_texts();
    let c = t.catan_ui();
    let Extra::Tribe(tribe) = &state.extra else {
        return rsx! {};
    };
    let playing = in_play(&state, finished);
    let chits = c.chits_left(tribe.chits_left());
    let gifts = c.gifts_left(tribe.gifts_left());
    let harbors = c.harbors_left(tribe.harbors_left());
    let reminders: Vec<String> = (0..players.len())
        .filter(|&p| tribe.harbors_held[p] > 0)
        .map(|p| c.harbor_reminder(&name_of(&players, p), tribe.harbors_held[p]))
        .collect();
    // Each button asks the rules (a dry run) whether it applies now, and says why on a tap.
    let buttons = [
        (Action::TakeTribeChit, "catan-tribe-chit", c.take_chit),
        (Action::TakeGiftCard, "catan-tribe-gift", c.take_gift),
        (
            Action::CaptureHarbor,
            "catan-tribe-harbor",
            c.capture_harbor,
        ),
        (Action::PlaceHarbor, "catan-tribe-place", c.place_harbor),
    ];
    rsx! {
        section { class: "panel", "data-testid": "catan-tribe",
            h2 { "{c.tribe_title}" }
            div { class: "help-line",
                span { "{chits}" }
                RuleHelp { id: "catan-tribe-chits" }
            }
            div { class: "help-line",
                span { "{gifts}" }
                RuleHelp { id: "catan-tribe-gifts" }
            }
            div { class: "help-line",
                span { "{harbors}" }
                RuleHelp { id: "catan-tribe-harbors" }
            }
            for r in reminders {
                p { class: "reminder", "⚓ {r}" }
            }
            if playing {
                div { class: "build-grid",
                    for (action, testid, label) in buttons {
                        RulesButton { key: "{testid}", action: catan_action(action), testid, "{label}" }
                    }
                }
                small { "{c.gift_hint}" }
            }
        }
    }
}

#[component]
fn ClothPanel() -> Element {
    let (options, state, players, finished) = use_view();
    let texts = use_texts();
    let c = texts.catan_ui();
    let Extra::Cloth(cloth) = &state.extra else {
        return rsx! {};
    };
    let numbers = seafarers::village_numbers(&options).unwrap_or_default();
    let me = usize::from(state.turn.player);
    let playing = in_play(&state, finished);
    let general = c.general_supply(cloth.general());
    let left = c.villages_left(cloth.villages_with_cloth(), END_VILLAGES_WITH_CLOTH);
    // Each village and who trades with it; the connection itself is made in the turn's panel
    // (`ConnectTurn`), where the roll and the end are.
    let villages: Vec<(u8, String, String, bool)> = (0..numbers.len())
        .map(|v| {
            let line = c.village_line(numbers[v], cloth.villages[v]);
            let who = names_in(&texts.punct, &players, cloth.connected[v], c.nobody);
            let mine = playing && cloth.connected[v] & (1 << me) != 0;
            (seat(v), line, who, mine)
        })
        .collect();
    // The pirate waits for the first trade route: the rules' own refusal says so.
    let pirate_locked = match Catan::apply(
        &options,
        &players,
        &state,
        &Action::MovePirate { cloth_from: None },
    ) {
        Err(r @ Refusal::PirateLockedUntilConnection) => Some(c.refusal(&r)),
        _ => None,
    };
    rsx! {
        section { class: "panel", "data-testid": "catan-cloth",
            h2 { class: "help-head", "{c.cloth_title}" RuleHelp { id: "catan-cloth-trade" } }
            div { class: "help-line",
                span { "data-testid": "catan-cloth-general", "{general}" }
                RuleHelp { id: "catan-cloth-shortfall" }
            }
            div { class: "help-line",
                span { "{left}" }
                RuleHelp { id: "catan-cloth-end" }
            }
            ul { class: "villages",
                for (v, line, who, mine) in villages {
                    li { key: "{v}", "data-testid": "catan-village-{v}",
                        span { class: "grow", "{line}" small { {texts.punct.labelled(c.connected, &who)} } }
                        if mine {
                            span { class: "badge-card", "data-testid": "catan-connected-{v}", "✔ {c.connected}" }
                        }
                    }
                }
            }
            if let Some(why) = &pirate_locked {
                div { class: "help-line",
                    small { "{why}" }
                    RuleHelp { id: "catan-cloth-pirate" }
                }
            }
        }
    }
}

/// Cloth for Catan in the turn's panel: a shipping route that reaches a village connects it
/// here, beside the roll and the end. The villages the rules would connect now (a dry run of
/// each) are offered by their numbers, as the map and the list print them; none, and the
/// panel says nothing.
#[component]
pub fn ConnectTurn() -> Element {
    let (options, state, players, _) = use_view();
    let c = use_texts().catan_ui();
    let mut chosen = use_signal(|| None::<u8>);
    let Extra::Cloth(cloth) = &state.extra else {
        return rsx! {};
    };
    let numbers = seafarers::village_numbers(&options).unwrap_or_default();
    let connect = |v: u8| Action::ConnectVillage { village: v };
    let open: Vec<(u8, String)> = (0..numbers.len())
        .map(seat)
        .filter(|&v| Catan::apply(&options, &players, &state, &connect(v)).is_ok())
        .map(|v| {
            let i = usize::from(v);
            (v, c.village_line(numbers[i], cloth.villages[i]))
        })
        .collect();
    let Some(&(first, _)) = open.first() else {
        return rsx! {};
    };
    // The village picked, while the rules still take it; else the first they take.
    let village = chosen()
        .filter(|v| open.iter().any(|(o, _)| o == v))
        .unwrap_or(first);
    rsx! {
        div { class: "row connect-turn",
            label { class: "grow",
                span { class: "visually-hidden", "{c.cloth_title}" }
                select {
                    "data-testid": "catan-connect-village",
                    onchange: move |e| chosen.set(e.value().parse::<u8>().ok()),
                    for (v, line) in open {
                        option { key: "{v}", value: "{v}", selected: v == village, "{line}" }
                    }
                }
            }
            RulesButton { action: catan_action(connect(village)), testid: "catan-connect", "{c.connect}" }
            RuleHelp { id: "catan-cloth-trade" }
        }
    }
}

/// The fleet's loop, who is next to the hex where it stopped (asked once per hex, editable),
/// and the attacks this roll caused.
#[component]
pub fn PiratesAfterRoll() -> Element {
    let (options, state, players, _) = use_view();
    let Extra::Pirates(pirates) = &state.extra else {
        return rsx! {};
    };
    let texts = use_texts();
    let c = texts.catan_ui();
    let _ = options;
    if !pirates.fleet_active() {
        return rsx! {
            section { class: "panel",
                div { class: "help-line",
                    p { "data-testid": "catan-fleet", "{c.fleet_gone}" }
                    RuleHelp { id: "catan-pirates-fleet" }
                }
            }
        };
    }
    let len = seat(pirates.stops.len());
    let at = pirates.fleet_at;
    let fleet = c.fleet_at(at + 1, len);
    let asked = pirates.is_asked(at);
    let here = pirates.stops.get(usize::from(at)).copied().unwrap_or(0);
    let attacks = pirate_attacks(&state);
    let lines: Vec<String> = attacks
        .iter()
        .map(|a| {
            let name = name_of(&players, a.player);
            match a.result {
                AttackResult::PiratesWin { cards_lost } => {
                    c.attack_lost(&name, a.pirates, a.warships, cards_lost)
                }
                AttackResult::PlayerWins => c.attack_won(&name, a.pirates, a.warships),
                AttackResult::Tie => c.attack_tie(&name, a.pirates, a.warships),
            }
        })
        .collect();
    let occupants = c.occupants(at + 1, &names_in(&texts.punct, &players, here, c.nobody));
    rsx! {
        section { class: "panel catan-fleet", "data-testid": "catan-fleet",
            h2 { class: "help-head", "{c.pirates_title}" RuleHelp { id: "catan-pirates-fleet" } }
            FleetLoop { pirates: pirates.clone() }
            p { "data-testid": "catan-fleet-at", "{fleet}" }
            if !asked {
                StopEntry { key: "{at}", stop: at, mask: here, players: players.clone(), open: true }
            } else {
                p { "data-testid": "catan-occupants", "{occupants}" }
                if state.turn.rolled {
                    h3 { class: "help-head", "{c.attacks}" RuleHelp { id: "catan-pirates-attack" } }
                    if lines.is_empty() {
                        p { "data-testid": "catan-attack", "{c.no_attack}" }
                    }
                    for (i, line) in lines.into_iter().enumerate() {
                        p { key: "{i}", class: "attack", "data-testid": "catan-attack", "{line}" }
                    }
                }
                details { class: "edit-stop",
                    summary { "data-testid": "catan-edit-stop", "{c.edit_occupants}" }
                    StopEntry { key: "{at}-{here}", stop: at, mask: here, players: players.clone(), open: false }
                }
            }
        }
    }
}

/// The loop as a row of numbered hexes; the fleet's hex is marked with a skull and in words.
#[component]
fn FleetLoop(pirates: Pirates) -> Element {
    let c = use_texts().catan_ui();
    rsx! {
        ol { class: "fleet-loop",
            for (i, asked) in (0..pirates.stops.len()).map(|i| pirates.is_asked(seat(i))).enumerate() {
                {
                    let here = i == usize::from(pirates.fleet_at);
                    let label = c.fleet_hex(seat(i + 1));
                    rsx! {
                        li {
                            key: "{i}",
                            class: if here { "hex here" } else if asked { "hex asked" } else { "hex" },
                            "aria-label": "{label}",
                            "aria-current": if here { "location" } else { "false" },
                            if here { "☠" } else { "{i + 1}" }
                        }
                    }
                }
            }
        }
    }
}

/// Who has a settlement or city next to loop hex `stop`.
#[component]
fn StopEntry(stop: u8, mask: u8, players: Vec<Player>, open: bool) -> Element {
    let mut app = use_app();
    let c = use_texts().catan_ui();
    let mut chosen = use_signal(|| mask);
    let question = c.who_is_next_to(stop + 1);
    rsx! {
        fieldset { class: if open { "field ask" } else { "field" }, "data-testid": "catan-stop-entry",
            legend { "{question}" }
            div { class: "seat-picks",
            for (p, player) in players.iter().cloned().enumerate() {
                label { class: "field check", key: "{p}",
                    input { r#type: "checkbox", "data-testid": "catan-stop-{p}",
                        checked: chosen() & (1 << p) != 0,
                        onchange: move |e| {
                            let bit = 1u8 << p;
                            chosen.set(if e.checked() { chosen() | bit } else { chosen() & !bit });
                        } }
                    Swatch { colour: player.colour, name: player.name.clone() }
                    span { "{player.name}" }
                }
            }
            }
            small { "{c.who_is_next_hint}" }
            button { class: "button primary", "data-testid": "catan-stop-save",
                onclick: move |_| act(&mut app, Action::SetFleetStop { stop, players: chosen() }),
                "{c.save_occupants}" }
        }
    }
}

/// Fortresses, warships and the fortress attack of the current player.
#[component]
fn FortressPanel() -> Element {
    let (options, state, players, finished) = use_view();
    let mut app = use_app();
    let t = use_texts();
    let c = t.catan_ui();
    let mut die = use_signal(String::new);
    let Extra::Pirates(pirates) = &state.extra else {
        return rsx! {};
    };
    let me = usize::from(state.turn.player);
    let playing = in_play(&state, finished);
    let reaches = pirates.at_fortress.get(me).copied().unwrap_or(false);
    let conquered = pirates.conquered(me);
    let rows: Vec<(usize, String, String)> = (0..players.len())
        .map(|p| {
            let name = name_of(&players, p);
            let ships = state.sheets[p].ships;
            (
                p,
                c.warships_of(&name, pirates.warships[p], ships),
                c.fortress_of(&name, pirates.fortress[p]),
            )
        })
        .collect();
    // The die typed from the table; an empty box is no face, which the rules refuse.
    let typed = die.read().trim().parse::<u8>().unwrap_or(0);
    // A victory point card turned into a warship: offered where the rules know the cards
    // (four players or more).
    let warship_vp = !matches!(
        Catan::apply(&options, &players, &state, &Action::WarshipFromVpCard),
        Err(Refusal::VpCardsOutOfGame)
    );
    rsx! {
        section { class: "panel catan-fortress", "data-testid": "catan-fortress",
            h2 { class: "help-head", "{c.attack_fortress}" RuleHelp { id: "catan-pirates-fortress" } }
            ul { class: "fortress-list",
                for (p, warships, fortress) in rows {
                    li { key: "{p}", "data-testid": "catan-fortress-{p}", "{warships}" br {} "{fortress}" }
                }
            }
            small { "{c.fortress_rule}" }
            div { class: "help-line",
                small { "{c.pirate_win_rule}" }
                RuleHelp { id: "catan-pirates-win" }
            }
            if playing && !conquered {
                div { class: "help-line",
                    Toggle {
                        label: c.reaches_fortress,
                        testid: "catan-reach-fortress",
                        checked: reaches,
                        on_change: move |on: bool| act(&mut app, Action::ReachFortress(on)),
                    }
                    RuleHelp { id: "catan-pirates-warships" }
                }
                div { class: "row wrap",
                    // The app's die, rolled at the tap: the rules are asked about any face.
                    RulesButton {
                        action: catan_action(Action::AttackFortress { die: 1 }),
                        testid: "catan-fortress-roll",
                        class: "button primary",
                        on_tap: move |_| {
                            let d = crate::ui::state::die();
                            act(&mut app, Action::AttackFortress { die: d });
                            app.prefs.roll_feedback();
                        },
                        "{c.roll_fortress_die}"
                    }
                    input { r#type: "number", inputmode: "numeric", min: "1", max: "6", class: "short",
                        "aria-label": c.fortress_die, "data-testid": "catan-fortress-die", value: "{die}",
                        oninput: move |e| die.set(e.value()) }
                    RulesButton {
                        action: catan_action(Action::AttackFortress { die: typed }),
                        testid: "catan-fortress-attack",
                        on_done: move |_| {
                            app.prefs.roll_feedback();
                            die.set(String::new());
                        },
                        "{c.attack_fortress}"
                    }
                }
                if warship_vp {
                    RulesButton { action: catan_action(Action::WarshipFromVpCard), testid: "catan-warship-vp", "{c.warship_from_vp}" }
                }
            }
        }
    }
}
