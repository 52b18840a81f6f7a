//! The end: each player declares their gold, treasure cards and crew, and the score sheet
//! shows every line of the arithmetic; Calypso wins at once.

use dioxus::prelude::*;

use crate::rules::jamaica::crew::{Crew, CREW_CARDS};
use crate::rules::jamaica::scoring::{
    treasure_set, CrewAboard, Declaration, Treasure, CHEST_VALUES, PUPPET_VALUES,
};
use crate::rules::jamaica::{Action, Options, State, Step};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};

use super::words::{treasure_scored, treasure_word};
use super::{place, player_name, send};

/// Every player's score sheet, with a declaration form for those who have not declared.
#[component]
pub fn ScoringPanel(
    state: State,
    options: Options,
    players: Vec<Player>,
    finished: bool,
) -> Element {
    let t = use_texts().jamaica_ui;
    let ended = state.step == Step::Scoring;
    rsx! {
        section { class: "panel jm-scoring", "data-testid": "scoring",
            h2 { class: "help-head", "{t.scoring_title}" RuleHelp { id: "jamaica-scoring" } }
            if ended { p { class: "muted", "{t.scoring_hint}" } }
            for seat in 0..players.len() {
                ScoreSheetView { key: "{seat}", seat, state: state.clone(), options: options.clone(), players: players.clone(), finished }
            }
        }
    }
}

#[component]
fn ScoreSheetView(
    seat: usize,
    state: State,
    options: Options,
    players: Vec<Player>,
    finished: bool,
) -> Element {
    let mut app = use_app();
    let texts = use_texts();
    let t = texts.jamaica_ui;
    let mut editing = use_signal(|| false);
    let Some(sheet) = state.score_sheet(&options, seat) else {
        return rsx! {};
    };
    let player = players.get(seat).cloned();
    let name = player_name(t, &players, seat);
    let pos = state.ships.get(seat).copied();
    let where_ = pos.map(|p| place(t, p)).unwrap_or_default();
    let declared = state.declarations.get(seat).cloned().flatten();
    let tokens = state.tokens.get(seat).copied().unwrap_or(0);
    let lines: Vec<(&'static str, String, i32)> = {
        let mut l = vec![
            ("gold", t.line_gold.to_string(), sheet.gold),
            ("track", t.line_track(&where_), sheet.track),
            ("treasures", t.line_treasures.to_string(), sheet.treasures),
        ];
        if options.crew {
            l.push(("crew", t.line_crew.to_string(), sheet.crew));
            // The Shipowner's and the Bishop's lines only for a player who declared them.
            let aboard = |crew: Crew| declared.as_ref().is_some_and(|d| d.aboard(crew));
            if aboard(Crew::Shipowner) {
                l.push(("shipowner", t.line_shipowner.to_string(), sheet.shipowner));
            }
            if aboard(Crew::Bishop) {
                l.push(("bishop", t.line_bishop(tokens), sheet.bishop));
            }
        }
        l
    };
    let total = sheet.total();
    let detail = declared.as_ref().map(|d| {
        let cards: Vec<String> = d
            .treasures
            .iter()
            .map(|&x| treasure_scored(t, &texts.punct, x))
            .collect();
        let crew: Vec<String> = d
            .crew
            .iter()
            .map(|c| {
                texts
                    .punct
                    .aside(t.crew_name(c.crew), &format!("{:+}", c.points))
            })
            .collect();
        (texts.punct.list(&cards), texts.punct.list(&crew))
    });
    let ended = state.step == Step::Scoring;
    // Once the winner is known the sheet is a record: no more declaring or claiming Calypso
    // (an undo reopens it).
    let open = !finished;
    let show_form = ended && open && (declared.is_none() || editing());
    rsx! {
        article { class: "jm-sheet", "data-testid": "sheet-{seat}",
            div { class: "player-head",
                if let Some(p) = player { Swatch { colour: p.colour, name: p.name.clone() } }
                span { class: "player-name", "{name}" }
                span { class: "player-score", "data-testid": "total-{seat}", "{total}" }
            }
            table { class: "rounds jm-lines",
                tbody {
                    for (id, label, value) in lines {
                        tr { key: "{id}", "data-testid": "line-{seat}-{id}",
                            th { scope: "row", "{label}" }
                            td { "{value:+}" }
                        }
                    }
                }
                tfoot { tr { th { scope: "row", "{t.line_total}" } td { "{total}" } } }
            }
            if let Some((cards, crew)) = detail {
                if !cards.is_empty() { small { "{cards}" } }
                if !crew.is_empty() { small { "{crew}" } }
            }
            if ended && open && declared.is_some() && !editing() {
                button { class: "button small", "data-testid": "redeclare-{seat}", onclick: move |_| editing.set(true), "{t.declare_again}" }
            }
            if show_form {
                DeclareForm { seat, crew: options.crew, previous: declared.clone().unwrap_or_default(), on_done: move |_| editing.set(false) }
            }
            if options.crew && ended && open {
                button {
                    class: "button small",
                    "data-testid": "calypso-{seat}",
                    onclick: move |_| send(&mut app, Action::Calypso { player: seat as u8 }),
                    "{t.calypso_button}"
                }
            }
        }
    }
}

/// Gold, treasure cards (with the printed value of chests and puppets) and the crew aboard.
#[component]
fn DeclareForm(
    seat: usize,
    crew: bool,
    previous: Declaration,
    on_done: EventHandler<()>,
) -> Element {
    let mut app = use_app();
    let texts = use_texts();
    let t = texts.jamaica_ui;
    let mut gold = use_signal(|| previous.gold.to_string());
    let mut cards = use_signal(|| previous.treasures.clone());
    let mut aboard = use_signal(|| previous.crew.clone());
    let mut value = use_signal(String::new);
    let mut crew_pick = use_signal(|| None::<Crew>);
    let mut crew_points = use_signal(|| "0".to_string());
    let set = treasure_set(crew);
    let typed: Option<i8> = value.read().trim().parse().ok();
    let declaration = move || Declaration {
        gold: gold.read().trim().parse().unwrap_or(0),
        treasures: cards.read().clone(),
        crew: aboard.read().clone(),
    };
    rsx! {
        div { class: "jm-declare", "data-testid": "declare-{seat}",
            label { class: "field",
                span { "{t.declare_gold}" }
                input { r#type: "number", inputmode: "numeric", min: "0", "data-testid": "declare-gold-{seat}", value: "{gold}", oninput: move |e| gold.set(e.value()) }
            }
            fieldset { class: "field",
                legend { "{t.declare_treasures}" RuleHelp { id: "jamaica-treasures" } }
                // The printed value comes first: the chest and puppet buttons below take it.
                if crew {
                    label { class: "row",
                        span { "{t.printed_value}" }
                        input { class: "jm-small-input", r#type: "number", inputmode: "numeric", "data-testid": "treasure-value-{seat}", value: "{value}", oninput: move |e| value.set(e.value()) }
                    }
                }
                div { class: "jm-loads",
                    for entry in set.iter().copied() {
                        {
                            let card = match entry.card {
                                Treasure::Chest(_) => typed.filter(|v| CHEST_VALUES.contains(v)).map(Treasure::Chest),
                                Treasure::CursedPuppet(_) => typed.filter(|v| PUPPET_VALUES.contains(v)).map(Treasure::CursedPuppet),
                                other => Some(other),
                            };
                            let label = match entry.card {
                                Treasure::Chest(_) => t.t_chest_any.to_string(),
                                Treasure::CursedPuppet(_) => t.t_puppet_any.to_string(),
                                other => treasure_word(t, other),
                            };
                            let id = format!("{:?}", entry.card).split('(').next().unwrap_or("").to_string();
                            rsx! {
                                button {
                                    class: "button small",
                                    "data-testid": "add-treasure-{seat}-{id}",
                                    disabled: card.is_none(),
                                    onclick: move |_| { if let Some(c) = card { cards.write().push(c); } },
                                    "+ {label}"
                                }
                            }
                        }
                    }
                }
                ul { class: "jm-picked",
                    for (i, c) in cards.read().iter().copied().enumerate() {
                        li { key: "{i}",
                            span { class: "grow", {treasure_scored(t, &texts.punct, c)} }
                            button { class: "icon-button", "aria-label": t.remove, onclick: move |_| { cards.write().remove(i); }, "×" }
                        }
                    }
                }
            }
            if crew {
                fieldset { class: "field",
                    legend { "{t.declare_crew}" RuleHelp { id: "jamaica-crew-scoring" } }
                    div { class: "row jm-crew-pick",
                        select {
                            class: "grow",
                            "data-testid": "declare-crew-{seat}",
                            onchange: move |e| {
                                let v = e.value();
                                crew_pick.set(CREW_CARDS.iter().find(|c| format!("{:?}", c.crew) == v).map(|c| c.crew));
                            },
                            option { value: "", "—" }
                            for c in CREW_CARDS.iter() { option { value: "{c.crew:?}", "{t.crew_name(c.crew)}" } }
                        }
                        input { class: "jm-small-input", r#type: "number", inputmode: "numeric", "aria-label": t.crew_points, "data-testid": "declare-crew-points-{seat}", value: "{crew_points}", oninput: move |e| crew_points.set(e.value()) }
                        button {
                            class: "button small",
                            disabled: crew_pick().is_none(),
                            onclick: move |_| {
                                if let Some(c) = crew_pick() {
                                    let points = crew_points.read().trim().parse().unwrap_or(0);
                                    aboard.write().push(CrewAboard { crew: c, points });
                                }
                            },
                            "+"
                        }
                    }
                    small { "{t.crew_points_hint}" }
                    ul { class: "jm-picked",
                        for (i, c) in aboard.read().iter().copied().enumerate() {
                            li { key: "{i}",
                                span { class: "grow", "{t.crew_name(c.crew)} ({c.points:+})" }
                                button { class: "icon-button", "aria-label": t.remove, onclick: move |_| { aboard.write().remove(i); }, "×" }
                            }
                        }
                    }
                }
            }
            button {
                class: "button primary",
                "data-testid": "declare-ok-{seat}",
                onclick: move |_| {
                    send(&mut app, Action::Declare { player: seat as u8, declaration: declaration() });
                    on_done.call(());
                },
                "{t.declare_ok}"
            }
        }
    }
}
