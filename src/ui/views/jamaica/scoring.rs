//! The end: each player declares their gold, treasure cards and crew, and the score sheet
//! shows every line of the arithmetic; Calypso wins at once.

use dioxus::prelude::*;

use super::use_view;
use crate::rules::jamaica::crew::{Crew, CREW_CARDS};
use crate::rules::jamaica::scoring::{
    treasure_set, CrewAboard, Declaration, DeclarationError, ScoreSheet, Treasure, CHEST_VALUES,
    PUPPET_VALUES,
};
use crate::rules::jamaica::{Action, Options, Refusal, State, Step};
use crate::rules::Player;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{use_app, use_texts};
use crate::ui::text::jamaica::JamaicaTexts;
use crate::ui::text::Texts;
use crate::ui::views::game::bring_into_view;

use super::words::{by_points, treasure_scored, treasure_word};
use super::{place, player_name, send};

/// Every player's score sheet, with a declaration form for those who have not declared.
#[component]
pub fn ScoringPanel() -> Element {
    let (_, state, players, finished) = use_view();
    let t = use_texts().jamaica_ui();
    let ended = state.step == Step::Scoring;
    // One count at a time, in seat order: the first player who has not declared. The others
    // wait folded under their name, a tap away for a table that counts in another order.
    let counting = state.declarations.iter().position(Option::is_none);
    // The intro is folded under the title, so the first player's count opens above the bar.
    rsx! {
        section { class: "panel jm-scoring", "data-testid": "scoring",
            div { class: "help-head",
                if ended && !finished {
                    details { class: "jm-intro",
                        summary { "data-testid": "scoring-intro", h2 { "{t.scoring_title}" } }
                        p { class: "muted", "{t.scoring_hint}" }
                    }
                } else {
                    h2 { "{t.scoring_title}" }
                }
                RuleHelp { id: "jamaica-scoring" }
            }
            for seat in 0..players.len() {
                ScoreSheetView { key: "{seat}", seat, now: counting == Some(seat) }
            }
        }
    }
}

/// One player's sheet: while the count runs, their declaration form (open when `now`, their
/// turn to count, else folded under their name) or their folded lines; then the record.
#[component]
fn ScoreSheetView(seat: usize, now: bool) -> Element {
    let (options, state, players, finished) = use_view();
    let mut app = use_app();
    let texts = use_texts();
    let t = texts.jamaica_ui();
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
    let ended = state.step == Step::Scoring;
    // Once the winner is known the sheet is a record: no more declaring or claiming Calypso
    // (an undo reopens it).
    let open = !finished;
    let show_form = ended && open && (declared.is_none() || editing());
    // Before a player declares, the app knows only the track: the other lines would all be 0.
    let lines = if show_form {
        Vec::new()
    } else {
        sheet_lines(t, &options, &sheet, &where_, declared.as_ref(), tokens)
    };
    let total = sheet.total();
    let detail = declared.as_ref().map(|d| declared_words(texts, d));
    // A declared sheet folds under its total while the others count; it opens for the record.
    let folded = ended && open && declared.is_some() && !editing();
    // Calypso's claim only when the rules would take it (a dry run).
    let calypso = Action::Calypso { player: seat as u8 };
    let calypso_ok =
        options.crew && ended && open && accepted(&options, &players, &state, &calypso);
    // While the player counts, the track (all the app knows yet) sits under the name.
    let track_line = t.line_track(&where_);
    let head = rsx! {
        div { class: "player-head",
            if let Some(p) = player { Swatch { colour: p.colour, name: p.name.clone() } }
            span { class: "player-name",
                "{name}"
                if show_form {
                    small { class: "jm-track-line", "data-testid": "line-{seat}-track", "{track_line} {sheet.track:+}" }
                }
            }
            span { class: "player-score", "data-testid": "total-{seat}", "{total}" }
        }
    };
    let body = rsx! {
        // The lines two a row under the name, whose total is the sheet's: a record of three
        // or four players reads on a screen or two.
        if !show_form {
            table { class: "jm-lines", "aria-label": "{name}",
                tbody {
                    for (id, label, value) in lines {
                        tr { key: "{id}", "data-testid": "line-{seat}-{id}",
                            th { scope: "row", "{label}" }
                            td { "{value:+}" }
                        }
                    }
                }
            }
        }
        if let Some((cards, crew)) = detail {
            if !cards.is_empty() { small { class: "jm-declared", "{cards}" } }
            if !crew.is_empty() { small { class: "jm-declared", "{crew}" } }
        }
    };
    let form = rsx! {
        DeclareForm { seat, previous: declared.clone().unwrap_or_default(), on_done: move |_| editing.set(false), now }
    };
    rsx! {
        article { class: "jm-sheet", "data-testid": "sheet-{seat}",
            if folded {
                details { class: "jm-sheet-fold",
                    summary { "data-testid": "sheet-more-{seat}", {head} }
                    {body}
                    button { class: "button small", "data-testid": "redeclare-{seat}", onclick: move |_| editing.set(true), "{t.declare_again}" }
                }
            } else if show_form && !now && !editing() {
                details { class: "jm-sheet-fold",
                    summary { "data-testid": "sheet-more-{seat}", {head} }
                    {form}
                }
            } else {
                {head}
                {body}
                if show_form { {form} }
            }
            if calypso_ok {
                button {
                    class: "button small",
                    "data-testid": "calypso-{seat}",
                    onclick: move |_| send(&mut app, calypso.clone()),
                    "{t.calypso_button}"
                }
            }
        }
    }
}

/// The lines of a declared sheet as (test id, words, points): gold, the track, treasures, and
/// with the crew their line, the Shipowner's and the Bishop's only for a player who declared
/// them.
fn sheet_lines(
    t: &JamaicaTexts,
    options: &Options,
    sheet: &ScoreSheet,
    where_: &str,
    declared: Option<&Declaration>,
    tokens: u8,
) -> Vec<(&'static str, String, i32)> {
    let mut l = vec![
        ("gold", t.line_gold.to_string(), sheet.gold),
        ("track", t.line_track(where_), sheet.track),
        ("treasures", t.line_treasures.to_string(), sheet.treasures),
    ];
    if options.crew {
        l.push(("crew", t.line_crew.to_string(), sheet.crew));
        let aboard = |crew: Crew| declared.is_some_and(|d| d.aboard(crew));
        if aboard(Crew::Shipowner) {
            l.push(("shipowner", t.line_shipowner.to_string(), sheet.shipowner));
        }
        if aboard(Crew::Bishop) {
            l.push(("bishop", t.line_bishop(tokens), sheet.bishop));
        }
    }
    l
}

/// What a player declared, in words: the treasure cards with their points, and the crew
/// members with theirs.
fn declared_words(texts: &Texts, d: &Declaration) -> (String, String) {
    let t = texts.jamaica_ui();
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
}

/// Whether the rules would take `action` now: a dry run of `apply`.
fn accepted(options: &Options, players: &[Player], state: &State, action: &Action) -> bool {
    use crate::rules::GameRules;
    crate::rules::jamaica::Jamaica::apply(options, players, state, action).is_ok()
}

/// The crew members `seat` may still declare aboard: those a dry run of a declaration with the
/// crew already listed and that member does not refuse as never recruited by the player or
/// already aboard (the points are asked next, and checked when the count is sent).
fn crew_offered(
    options: &Options,
    players: &[Player],
    state: &State,
    seat: usize,
    aboard: &[CrewAboard],
) -> Vec<Crew> {
    use crate::rules::GameRules;
    if !options.crew {
        return Vec::new();
    }
    CREW_CARDS
        .iter()
        .map(|c| c.crew)
        .filter(|&crew| {
            let action = Action::Declare {
                player: seat as u8,
                declaration: Declaration {
                    crew: aboard
                        .iter()
                        .copied()
                        .chain([CrewAboard { crew, points: 0 }])
                        .collect(),
                    ..Declaration::default()
                },
            };
            !matches!(
                crate::rules::jamaica::Jamaica::apply(options, players, state, &action),
                Err(Refusal::Declaration(
                    DeclarationError::NotRecruited(_) | DeclarationError::CrewTwice(_)
                ))
            )
        })
        .collect()
}

/// Gold, treasure cards (with the printed value of chests and puppets) and the crew aboard,
/// each on as few lines as it needs: the crew only when the rules would take one aboard,
/// the points hint once a crew member is picked.
#[component]
fn DeclareForm(
    seat: usize,
    previous: Declaration,
    on_done: EventHandler<()>,
    #[props(default)] now: bool,
) -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    // The next player's count opens in view: after a count the page may have kept a scroll
    // that puts this sheet's name under the sticky strip.
    use_effect(move || {
        if now {
            bring_into_view(&format!("[data-testid=\"sheet-{seat}\"]"));
        }
    });
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let crew = options.crew;
    let mut gold = use_signal(|| previous.gold.to_string());
    let mut cards = use_signal(|| previous.treasures.clone());
    let aboard = use_signal(|| previous.crew.clone());
    let mut value = use_signal(String::new);
    let crew_pick = use_signal(|| None::<Crew>);
    let crew_points = use_signal(|| "0".to_string());
    let set = treasure_set(crew);
    let offered = crew_offered(&options, &players, &state, seat, &aboard.read());
    let typed: Option<i8> = value.read().trim().parse().ok();
    let declaration = move || Declaration {
        gold: gold.read().trim().parse().unwrap_or(0),
        treasures: cards.read().clone(),
        crew: aboard.read().clone(),
    };
    rsx! {
        div { class: "jm-declare", "data-testid": "declare-{seat}",
            label { class: "field jm-inline",
                span { "{t.declare_gold}" }
                input { class: "jm-small-input", r#type: "number", inputmode: "numeric", min: "0", "data-testid": "declare-gold-{seat}", value: "{gold}", oninput: move |e| gold.set(e.value()) }
            }
            fieldset { class: "field",
                legend { "{t.declare_treasures}" RuleHelp { id: "jamaica-treasures" } }
                // The printed value comes first: the chest and puppet buttons below take it.
                if crew {
                    label { class: "field jm-inline",
                        span { "{t.printed_value}" }
                        input { class: "jm-small-input", r#type: "number", inputmode: "numeric", "data-testid": "treasure-value-{seat}", value: "{value}", oninput: move |e| value.set(e.value()) }
                    }
                }
                // The cards named by their points ("+3", "−2") in one row, the others by name.
                div { class: "jm-cards",
                    for entry in set.iter().copied().filter(|e| by_points(e.card)) {
                        {add_treasure(t, seat, entry.card, typed, cards)}
                    }
                }
                div { class: if crew { "jm-cards named crew" } else { "jm-cards named" },
                    for entry in set.iter().copied().filter(|e| !by_points(e.card)) {
                        {add_treasure(t, seat, entry.card, typed, cards)}
                    }
                }
                ul { class: "jm-picked",
                    for (i, c) in cards.read().iter().copied().enumerate() {
                        li { key: "{i}",
                            // A card named by its points shows them, as its button does.
                            if by_points(c) {
                                span { "aria-hidden": "true", {points_label(c)} }
                                span { class: "visually-hidden", {treasure_scored(t, &texts.punct, c)} }
                            } else {
                                span { {treasure_scored(t, &texts.punct, c)} }
                            }
                            button { class: "icon-button", "aria-label": t.remove, onclick: move |_| { cards.write().remove(i); }, "×" }
                        }
                    }
                }
            }
            if !offered.is_empty() || !aboard.read().is_empty() {
                {crew_fields(t, seat, &offered, aboard, (crew_pick, crew_points))}
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

/// A card's points as its face shows them: "+3", "−2" (a minus sign, not a hyphen).
fn points_label(card: Treasure) -> String {
    format!("{:+}", card.points()).replace('-', "−")
}

/// The button that adds a treasure card of `kind`: a chest or a cursed puppet takes the printed
/// value typed above it (`typed`) and says the card once the value fits one; a card named by
/// its points shows them, its name kept for a screen reader.
fn add_treasure(
    t: &'static JamaicaTexts,
    seat: usize,
    kind: Treasure,
    typed: Option<i8>,
    mut cards: Signal<Vec<Treasure>>,
) -> Element {
    let card = match kind {
        Treasure::Chest(_) => typed
            .filter(|v| CHEST_VALUES.contains(v))
            .map(Treasure::Chest),
        Treasure::CursedPuppet(_) => typed
            .filter(|v| PUPPET_VALUES.contains(v))
            .map(Treasure::CursedPuppet),
        other => Some(other),
    };
    let label = match (kind, card) {
        (Treasure::Chest(_) | Treasure::CursedPuppet(_), Some(c)) => treasure_word(t, c),
        (Treasure::Chest(_), None) => t.t_chest_short.to_string(),
        (Treasure::CursedPuppet(_), None) => t.t_puppet_short.to_string(),
        (other, _) => treasure_word(t, other),
    };
    let id = format!("{kind:?}")
        .split('(')
        .next()
        .unwrap_or("")
        .to_string();
    let (shown, named) = if by_points(kind) {
        (points_label(kind), Some(label))
    } else {
        (format!("+ {label}"), None)
    };
    rsx! {
        button {
            class: "button small",
            "data-testid": "add-treasure-{seat}-{id}",
            "aria-label": named,
            disabled: card.is_none(),
            onclick: move |_| { if let Some(c) = card { cards.write().push(c); } },
            "{shown}"
        }
    }
}

/// The crew aboard: the member to add (those the rules would still take, `offered`) with the
/// points on their card, and the members listed so far. `picking` holds the member picked and
/// the points typed.
fn crew_fields(
    t: &'static JamaicaTexts,
    seat: usize,
    offered: &[Crew],
    mut aboard: Signal<Vec<CrewAboard>>,
    picking: (Signal<Option<Crew>>, Signal<String>),
) -> Element {
    let (mut crew_pick, mut crew_points) = picking;
    rsx! {
        fieldset { class: "field",
            legend { "{t.declare_crew}" RuleHelp { id: "jamaica-crew-scoring" } }
            if !offered.is_empty() {
                div { class: "row jm-crew-pick",
                    select {
                        class: "grow",
                        "data-testid": "declare-crew-{seat}",
                        value: crew_pick().map(|c| format!("{c:?}")).unwrap_or_default(),
                        onchange: move |e| {
                            let v = e.value();
                            crew_pick.set(CREW_CARDS.iter().find(|c| format!("{:?}", c.crew) == v).map(|c| c.crew));
                        },
                        option { value: "", "—" }
                        for c in offered.iter().copied() { option { value: "{c:?}", selected: crew_pick() == Some(c), "{t.crew_name(c)}" } }
                    }
                    label { class: "jm-points",
                        span { "{t.crew_points_short}" }
                        input { class: "jm-small-input", r#type: "number", inputmode: "numeric", "data-testid": "declare-crew-points-{seat}", value: "{crew_points}", oninput: move |e| crew_points.set(e.value()) }
                    }
                    button {
                        class: "button small",
                        "data-testid": "declare-crew-add-{seat}",
                        "aria-label": t.crew_add,
                        disabled: crew_pick().is_none(),
                        onclick: move |_| {
                            if let Some(c) = crew_pick() {
                                let points = crew_points.read().trim().parse().unwrap_or(0);
                                aboard.write().push(CrewAboard { crew: c, points });
                                // The row is ready for the next member, the hint put away.
                                crew_pick.set(None);
                                crew_points.set("0".to_string());
                            }
                        },
                        "+"
                    }
                }
            }
            if crew_pick().is_some() { small { "{t.crew_points_hint}" } }
            ul { class: "jm-picked",
                for (i, c) in aboard.read().iter().copied().enumerate() {
                    li { key: "{i}",
                        span { "{t.crew_name(c.crew)} ({c.points:+})" }
                        button { class: "icon-button", "aria-label": t.remove, onclick: move |_| { aboard.write().remove(i); }, "×" }
                    }
                }
            }
        }
    }
}
