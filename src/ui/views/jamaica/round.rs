//! A round in few taps: the Captain's action dice, each player's two card actions (with the
//! landing of every way shown before the tap), the fee, and a shortage's fallback.

use dioxus::prelude::*;

use super::use_view;
use crate::rules::jamaica::crew::Crew;
use crate::rules::jamaica::track::{Dir, Position, SpaceKind};
use crate::rules::jamaica::{powers, Action, Good, Half, Landing, Options, Pending, Ship, State};
use crate::ui::components::more::More;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::state::{die, use_app, use_texts, AppState};
use crate::ui::text::jamaica::JamaicaTexts;
use crate::ui::text::Texts;

use super::combat::{FightForm, FightKind};
use super::race_picture::{badge, RacePicture};
use super::words::good_word;
use super::{
    action_button, choice_label, fee_words, kind_word, landing_words, place, player_name, refusal,
    send, way_back_words,
};

/// The Captain rolls in the app or taps the two dice from the table, and says which is day.
#[component]
pub fn DicePanel() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts().jamaica_ui();
    let mut day = use_signal(|| None::<u8>);
    let mut night = use_signal(|| None::<u8>);
    let captain = player_name(t, &players, state.captain(&options));
    let prompt = t.captain_rolls(&captain);
    let ready = day().zip(night());
    rsx! {
        section { class: "panel jm-step jm-dice", "data-testid": "step-dice",
            h2 { class: "help-head", "{prompt}" RuleHelp { id: "jamaica-action-dice" } }
            // The two dice from the table, one tight row of faces each (or rolled in the app).
            div { class: "jm-dice-entry", role: "group", "aria-label": t.or_tap_dice,
                for (half, label, signal) in [(Half::Day, t.day, day), (Half::Night, t.night, night)] {
                    div { class: "jm-faces-row", role: "radiogroup", "aria-label": label,
                        span { class: "jm-face-label", "aria-hidden": "true",
                            if half == Half::Day { "☀" } else { "☾" }
                        }
                        for n in 1..=6u8 {
                            {
                                let mut signal = signal;
                                let id = if half == Half::Day { format!("day-{n}") } else { format!("night-{n}") };
                                rsx! {
                                    button {
                                        class: "segment jm-face",
                                        role: "radio",
                                        "aria-checked": if signal() == Some(n) { "true" } else { "false" },
                                        "data-testid": "{id}",
                                        onclick: move |_| signal.set(Some(n)),
                                        "{n}"
                                    }
                                }
                            }
                        }
                    }
                }
            }
            div { class: "jm-dice-buttons",
                button {
                    class: "button",
                    "data-testid": "roll-action-dice",
                    onclick: move |_| {
                        day.set(Some(die()));
                        night.set(Some(die()));
                        app.prefs.roll_feedback();
                    },
                    "⚄ {t.roll_in_app}"
                }
                button {
                    class: "button",
                    "data-testid": "swap-dice",
                    onclick: move |_| {
                        let (d, n) = (day(), night());
                        day.set(n);
                        night.set(d);
                    },
                    "⇅ {t.swap_day_night}"
                }
                button {
                    class: "button primary jm-dice-ok",
                    "data-testid": "dice-ok",
                    disabled: ready.is_none(),
                    onclick: move |_| {
                        if let Some((d, n)) = day().zip(night()) {
                            send(&mut app, Action::Dice { day: d, night: n });
                        }
                    },
                    "{t.dice_ok}"
                }
            }
        }
    }
}

/// The current player's card action: a move (every landing offered), a load, or a pass; below
/// them, the crew powers that are theirs to use now (the Witch, the Look-Out, the Buccaneer).
#[component]
pub fn CardPanel() -> Element {
    let (options, state, players, _) = use_view();
    let t = use_texts().jamaica_ui();
    let mut adjust = use_signal(|| 0i8);
    let Some(seat) = state.current_player(&options) else {
        return rsx! {};
    };
    let Some(half) = state.current_half() else {
        return rsx! {};
    };
    let die = state.current_die().unwrap_or(0);
    let name = player_name(t, &players, seat);
    let heading = match half {
        Half::Day => t.day_action_of(&name, die),
        Half::Night => t.night_action_of(&name, die),
    };
    let from = state.ships.get(seat).copied();
    let here = from.map(|p| t.ship_is_on(&place(t, p))).unwrap_or_default();
    // Only what the rules accept for this player: the Anchoree's -1, the Seafarer's +1.
    let adjusts: Vec<i8> = [-1i8, 0, 1]
        .into_iter()
        .filter(|&a| powers::check_adjust(&options, &state, seat, a).is_ok())
        .collect();
    let adj = Some(adjust()).filter(|a| adjusts.contains(a)).unwrap_or(0);
    let can_pass = powers::check_pass(&options, &state, seat).is_ok();
    let moves = moves_of(&state, &options, adj);
    let forks = at_fork(moves.iter().map(|m| &m.2));
    rsx! {
        section { class: "panel jm-step", "data-testid": "step-card",
            // At a fork the heading's "?" explains the numbered ways, and the picture shows
            // where the ship is: the line saying it stays for a screen reader.
            h2 { class: "help-head", "{heading}"
                if forks {
                    RuleHelp { id: "jamaica-fork" }
                } else {
                    RuleHelp { id: "jamaica-move" }
                }
            }
            p { class: if forks { "visually-hidden" } else { "muted jm-here" }, "{here}" }
            if adjusts.len() > 1 {
                AdjustPicker { adjusts, now: adj, on_pick: move |a| adjust.set(a) }
            }
            MoveChoices { moves, from, steps: i16::from(die) + i16::from(adj), adjust: adj }
            LoadsAndPass { die, can_pass }
            CrewPowers { seat }
        }
    }
}

/// Every landing the rules offer for the current die (with the crew's change `adjust`),
/// forward then back, each with its index among the landings of its direction.
fn moves_of(state: &State, options: &Options, adjust: i8) -> Vec<(Dir, usize, Landing)> {
    [Dir::Forward, Dir::Backward]
        .into_iter()
        .flat_map(|dir| {
            state
                .landings(options, dir, adjust)
                .into_iter()
                .enumerate()
                .map(move |(i, l)| (dir, i, l))
        })
        .collect()
}

/// A way to go as its button shows it: the direction, its number among that direction's ways
/// (for the test id), the branches it takes, its label and the words for where it lands.
pub(super) type Way = (Dir, usize, Vec<u8>, String, String);

/// The buttons of a move along the track, the ship's or the Ghost Ship's: each way's arrow,
/// label and landing, numbered at a fork as the race picture's marks. `prefix` starts the
/// test ids (`move-forward-0`, `ghost-backward-1`); a tap sends `action(dir, branches)`.
pub(super) fn way_buttons(
    mut app: AppState,
    ways: Vec<Way>,
    forks: bool,
    prefix: &str,
    action: impl Fn(Dir, Vec<u8>) -> Action + Copy + 'static,
) -> Element {
    rsx! {
        div { class: if forks { "jm-choices jm-ways" } else { "jm-choices" },
            for (n, (dir, i, branches, label, words)) in ways.into_iter().enumerate() {
                {
                    let arrow = if dir == Dir::Forward { "→" } else { "←" };
                    let id = match dir { Dir::Forward => format!("{prefix}-forward-{i}"), Dir::Backward => format!("{prefix}-backward-{i}") };
                    rsx! {
                        button {
                            class: "button big jm-choice",
                            "data-testid": "{id}",
                            onclick: move |_| send(&mut app, action(dir, branches.clone())),
                            span { class: "jm-choice-main",
                                if forks { {badge(n + 1)} }
                                "{arrow} {label}"
                            }
                            small { "{words}" }
                        }
                    }
                }
            }
        }
    }
}

/// Whether `moves` (a player's or the ghost's) offer two ways in one direction: a fork.
pub(super) fn at_fork<'a>(moves: impl IntoIterator<Item = &'a Landing> + Clone) -> bool {
    [Dir::Forward, Dir::Backward]
        .iter()
        .any(|&d| moves.clone().into_iter().filter(|l| l.dir == d).count() > 1)
}

/// The crew's change to the die (the Anchoree's -1, the Seafarer's +1), under the name of the
/// crew member the rules offer, or both.
#[component]
fn AdjustPicker(adjusts: Vec<i8>, now: i8, on_pick: EventHandler<i8>) -> Element {
    let t = use_texts().jamaica_ui();
    let label = |a: i8| match a {
        -1 => t.adjust_less,
        0 => t.adjust_none,
        _ => t.adjust_more,
    };
    let legend = match (adjusts.contains(&-1), adjusts.contains(&1)) {
        (true, false) => t.crew_name(Crew::Anchoree),
        (false, true) => t.crew_name(Crew::Seafarer),
        _ => t.crew_adjust,
    };
    rsx! {
        fieldset { class: "field",
            legend { "data-testid": "adjust-legend", "{legend}" RuleHelp { id: "jamaica-crew-powers" } }
            {segmented(
                adjusts.into_iter().map(|a| Segment::new(a, label(a), format!("adjust-{a}"), now == a)).collect(),
                "segmented",
                None,
                move |a| on_pick.call(a),
            )}
        }
    }
}

/// The buttons of `moves`, each with where it lands; at a fork, each numbered as its mark on
/// the race picture (cut round the ways and `from`, the ship's space), and named by its way.
#[component]
fn MoveChoices(
    moves: Vec<(Dir, usize, Landing)>,
    from: Option<Position>,
    steps: i16,
    adjust: i8,
) -> Element {
    let (_, _, players, _) = use_view();
    let app = use_app();
    let t = use_texts().jamaica_ui();
    let forks = at_fork(moves.iter().map(|m| &m.2));
    // At a fork the race picture numbers where each button leads, the buttons in order.
    let marks: Vec<Position> = moves.iter().map(|m| m.2.pos).collect();
    let moves: Vec<Way> = moves
        .into_iter()
        .map(|(dir, i, l)| {
            let label = choice_label(t, &l, steps, forks);
            (
                dir,
                i,
                l.branches.clone(),
                label,
                landing_words(t, &players, &l),
            )
        })
        .collect();
    rsx! {
        if forks {
            // The numbered picture says "a fork" at a glance; the sentence stays for a screen
            // reader.
            p { class: "jm-hint visually-hidden", "{t.fork_hint}" }
            RacePicture { marks, from }
        }
        {way_buttons(app, moves, forks, "move", move |dir, branches| Action::Move { dir, branches, adjust })}
    }
}

/// A load of each good (the die's count of it), and a pass where the rules allow one.
#[component]
fn LoadsAndPass(die: u8, can_pass: bool) -> Element {
    let app = use_app();
    let t = use_texts().jamaica_ui();
    rsx! {
        div { class: "jm-loads-row",
            div { class: "jm-loads",
                for good in [Good::Food, Good::Gold, Good::Gunpowder] {
                    {action_button(app, "button", &format!("load-{good:?}").to_lowercase(), &t.load_label(good_word(t, good), die), Action::Load { good })}
                }
            }
            RuleHelp { id: "jamaica-loading" }
        }
        if can_pass {
            {action_button(app, "button", "pass", t.pass_label, Action::Pass)}
        }
    }
}

/// The rarer crew powers, offered when a dry run of the action is accepted, one tap away under
/// a line naming whose they are.
#[component]
fn CrewPowers(seat: usize) -> Element {
    let (options, state, players, _) = use_view();
    let app = use_app();
    let texts = use_texts();
    let t = texts.jamaica_ui();
    let accepted = |action: &Action| refusal(t, &options, &players, &state, action).is_none();
    let witch = options.crew && accepted(&Action::WitchSwap);
    let night_die = state.dice.map(|d| d.of(Half::Night)).unwrap_or(0);
    let lairs: Vec<u8> = powers::lookout_lairs(&options, &state, seat)
        .into_iter()
        .filter(|&lair| accepted(&Action::LookOut { lair }))
        .collect();
    let buccaneer_targets: Vec<Ship> = powers::buccaneer_can(&options, &state, seat);
    // The folded line names the crew members whose power is open now.
    let open_powers: Vec<&str> = [
        (witch, Crew::Witch),
        (!lairs.is_empty(), Crew::LookOut),
        (!buccaneer_targets.is_empty(), Crew::Buccaneer),
    ]
    .into_iter()
    .filter(|&(open, _)| open)
    .map(|(_, crew)| t.crew_name(crew))
    .collect();
    if open_powers.is_empty() {
        return rsx! {};
    }
    let powers_more = format!("{} · {}", t.crew_powers, texts.punct.list(&open_powers));
    rsx! {
        div { class: "jm-powers", "data-testid": "crew-powers",
            More { summary: powers_more, testid: "crew-powers-more",
                div { class: "jm-choices",
                    if witch {
                        {action_button(app, "button", "witch-swap", &t.witch_swap(night_die), Action::WitchSwap)}
                    }
                    for lair in lairs {
                        {action_button(app, "button", &format!("lookout-{lair}"), &t.lookout_take(lair), Action::LookOut { lair })}
                    }
                    if !buccaneer_targets.is_empty() {
                        details { class: "rule jm-buccaneer", "data-testid": "buccaneer",
                            summary { "{t.buccaneer_open}" }
                            FightForm { attacker: Ship::Player(seat as u8), targets: buccaneer_targets.clone(), kind: FightKind::Buccaneer }
                        }
                    }
                }
                div { class: "help-line",
                    p { class: "muted small", "{t.crew_powers_hint}" }
                    RuleHelp { id: "jamaica-crew-powers" }
                }
            }
        }
    }
}

/// The fee of the arrival space: paid, paid with food and gold together (the Venetian
/// Merchant's owner, rules revision 3), or could not pay (with what the holds have).
#[component]
pub fn FeePanel() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts().jamaica_ui();
    let mut short = use_signal(|| false);
    let mut mix = use_signal(|| false);
    let mix_food = use_signal(|| None::<String>);
    let mix_gold = use_signal(|| None::<String>);
    let food = use_signal(|| "0".to_string());
    let gold = use_signal(|| "0".to_string());
    let powder = use_signal(|| "0".to_string());
    let Some(Pending::Fee { player }) = state.pending else {
        return rsx! {};
    };
    let seat = usize::from(player);
    let name = player_name(t, &players, seat);
    let pos = state.ships.get(seat).copied().unwrap_or(Position::START);
    let space = options.track.space(pos.space).cloned();
    let (kind, cost) = space.map_or((SpaceKind::Sea, None), |s| (s.kind, s.cost));
    let fee = fee_words(t, kind, cost).unwrap_or_default();
    let heading = t.fee_heading(&name, &place(t, pos), kind_word(t, kind), &fee);
    let f = food.read().trim().parse::<u8>().unwrap_or(0);
    let g = gold.read().trim().parse::<u8>().unwrap_or(0);
    // Gunpowder pays a fee only with the Prussian or the Helvetian Merchant.
    let asks_powder = powers::asks_gunpowder(&options, &state, seat);
    let p = if asks_powder {
        powder.read().trim().parse::<u8>().unwrap_or(0)
    } else {
        0
    };
    let holds = powers::Holds {
        food: f,
        gold: g,
        gunpowder: p,
    };
    let short_action = if asks_powder {
        Action::CouldNotPayWith {
            food: f,
            gold: g,
            gunpowder: p,
        }
    } else {
        Action::CouldNotPay { food: f, gold: g }
    };
    let preview = fall_back_preview(use_texts(), (&options, &state), pos, holds);
    // The Venetian's mix: offered when the rules let this player pay with both goods; the
    // fields start with the whole fee in the good the space asks for.
    let can_mix = powers::check_mix(&options, &state, seat).is_ok();
    let (food_start, gold_start) = mix_start(kind, cost);
    let number = |text: Option<String>, start: u8| {
        text.map_or(start, |v| v.trim().parse::<u8>().unwrap_or(0))
    };
    let mf = number(mix_food(), food_start);
    let mg = number(mix_gold(), gold_start);
    let mix_refused = refusal(
        t,
        &options,
        &players,
        &state,
        &Action::PayWith { food: mf, gold: mg },
    );
    rsx! {
        section { class: "panel jm-step", "data-testid": "step-fee",
            h2 { class: "help-head", "{heading}" RuleHelp { id: "jamaica-fees" } }
            // Once "Could not pay" (or the Venetian's mix) is open, it is the choice shown
            // as made, and "Paid" no longer looks chosen.
            div { class: "row wrap",
                button {
                    class: if short() || mix() { "button grow" } else { "button primary grow" },
                    "data-testid": "fee-paid",
                    onclick: move |_| send(&mut app, Action::Pay),
                    "✓ {t.fee_paid}"
                }
                button {
                    class: "button grow",
                    "data-testid": "fee-short",
                    "aria-expanded": if short() { "true" } else { "false" },
                    onclick: move |_| {
                        short.toggle();
                        mix.set(false);
                    },
                    "✗ {t.fee_short}"
                }
            }
            if can_mix {
                button {
                    class: "button",
                    "data-testid": "fee-mix",
                    "aria-expanded": if mix() { "true" } else { "false" },
                    onclick: move |_| {
                        mix.toggle();
                        short.set(false);
                    },
                    "{t.pay_mix}"
                }
            }
            if can_mix && mix() {
                {mix_form(app, t, (mix_food, mix_gold), (mf, mg), mix_refused)}
            }
            if short() {
                {short_form(app, t, [food, gold, powder], asks_powder, preview, short_action)}
            }
        }
    }
}

/// What a shortage would do, said before it is entered: each space the ship may fall back to,
/// named as the board shows it (its kind and the way back to it).
fn fall_back_preview(
    texts: &Texts,
    (options, state): (&Options, &State),
    pos: Position,
    holds: powers::Holds,
) -> String {
    let t = texts.jamaica_ui();
    let candidates: Vec<String> = state
        .shortage_candidates(options, holds)
        .into_iter()
        .map(|p| {
            let what = options
                .track
                .space(p.space)
                .map_or_else(|| place(t, p), |s| kind_word(t, s.kind).to_string());
            texts
                .punct
                .aside(&what, &way_back_words(t, &options.track, pos, p))
        })
        .collect();
    t.fall_back_preview(&candidates.join(" / "))
}

/// Where the Venetian's mix starts: the whole fee in the good the space asks for (food, gold).
fn mix_start(kind: SpaceKind, cost: Option<u8>) -> (u8, u8) {
    let fee = cost.unwrap_or(0);
    if kind == SpaceKind::Port {
        (0, fee)
    } else {
        (fee, 0)
    }
}

/// The Venetian Merchant's payment with food and gold together: the two amounts (`typed`,
/// what the fields hold; `now`, the numbers they stand for) and why the rules refuse them.
fn mix_form(
    mut app: AppState,
    t: &'static JamaicaTexts,
    typed: (Signal<Option<String>>, Signal<Option<String>>),
    now: (u8, u8),
    refused: Option<String>,
) -> Element {
    let (mut mix_food, mut mix_gold) = typed;
    let (mf, mg) = now;
    rsx! {
        div { class: "jm-short", "data-testid": "fee-mix-form",
            div { class: "help-line",
                p { class: "muted", "{t.pay_mix_hint}" }
                RuleHelp { id: "jamaica-crew-powers" }
            }
            div { class: "row",
                label { class: "field grow",
                    span { "{t.food_in_holds}" }
                    input { r#type: "number", inputmode: "numeric", min: "0", "data-testid": "mix-food", value: "{mf}", oninput: move |e| mix_food.set(Some(e.value())) }
                }
                label { class: "field grow",
                    span { "{t.gold_in_holds}" }
                    input { r#type: "number", inputmode: "numeric", min: "0", "data-testid": "mix-gold", value: "{mg}", oninput: move |e| mix_gold.set(Some(e.value())) }
                }
            }
            if let Some(why) = refused.clone() {
                p { class: "muted", "data-testid": "mix-refused", "{why}" }
            }
            button {
                class: "button primary",
                "data-testid": "mix-ok",
                disabled: refused.is_some(),
                onclick: move |_| send(&mut app, Action::PayWith { food: mf, gold: mg }),
                "{t.pay_mix_ok(mf, mg)}"
            }
        }
    }
}

/// Could not pay: what the holds have (food, gold, and gunpowder when a merchant lets it pay),
/// where the ship would fall back to, and the shortage to enter.
fn short_form(
    mut app: AppState,
    t: &'static JamaicaTexts,
    [mut food, mut gold, mut powder]: [Signal<String>; 3],
    asks_powder: bool,
    preview: String,
    action: Action,
) -> Element {
    rsx! {
        div { class: "jm-short",
            div { class: "help-line",
                p { class: "muted", "{t.short_hint}" }
                RuleHelp { id: "jamaica-shortage" }
            }
            div { class: "row",
                label { class: "field grow",
                    span { "{t.food_in_holds}" }
                    input { r#type: "number", inputmode: "numeric", min: "0", "data-testid": "short-food", value: "{food}", oninput: move |e| food.set(e.value()) }
                }
                label { class: "field grow",
                    span { "{t.gold_in_holds}" }
                    input { r#type: "number", inputmode: "numeric", min: "0", "data-testid": "short-gold", value: "{gold}", oninput: move |e| gold.set(e.value()) }
                }
                if asks_powder {
                    label { class: "field grow",
                        span { "{t.gunpowder_in_holds}" }
                        input { r#type: "number", inputmode: "numeric", min: "0", "data-testid": "short-powder", value: "{powder}", oninput: move |e| powder.set(e.value()) }
                    }
                }
            }
            p { "data-testid": "fall-back-preview", "{preview}" }
            button {
                class: "button primary",
                "data-testid": "short-ok",
                onclick: move |_| send(&mut app, action.clone()),
                "{t.fall_back}"
            }
        }
    }
}

/// After a shortage with two ways back: tap the space the ship falls back to.
#[component]
pub fn ShortagePanel() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts().jamaica_ui();
    let Some(Pending::Shortage { player, candidates }) = state.pending.clone() else {
        return rsx! {};
    };
    let name = player_name(t, &players, usize::from(player));
    let heading = t.shortage_heading(&name);
    let from = state
        .ships
        .get(usize::from(player))
        .copied()
        .unwrap_or(Position::START);
    rsx! {
        section { class: "panel jm-step", "data-testid": "step-shortage",
            h2 { class: "help-head", "{heading}" RuleHelp { id: "jamaica-shortage" } }
            RacePicture { marks: candidates.clone(), from: Some(from) }
            div { class: "jm-choices",
                for (n, pos) in candidates.into_iter().enumerate() {
                    {
                        let space = options.track.space(pos.space).cloned();
                        let what = space.map(|s| {
                            // Port Royal's place names it already: only the other kinds are said.
                            let mut w = if s.kind == SpaceKind::PortRoyal { String::new() } else { kind_word(t, s.kind).to_string() };
                            if let Some(fee) = fee_words(t, s.kind, s.cost) { w = format!("{w} · {fee}"); }
                            w
                        }).unwrap_or_default();
                        let label = way_back_words(t, &options.track, from, pos);
                        rsx! {
                            button {
                                class: "button big jm-choice",
                                "data-testid": "fallback-{pos.space}",
                                onclick: move |_| send(&mut app, Action::FallBack { space: pos.space }),
                                span { class: "jm-choice-main", {badge(n + 1)} "← {label}" }
                                small { "{what}" }
                            }
                        }
                    }
                }
            }
        }
    }
}
