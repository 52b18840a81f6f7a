//! The Crew: the tavern tray (20 spaces, the rum bottle, the cards face up), who recruited
//! whom, recruiting after a port fee paid in full (1 gold a bottle step), and the Look-Out's
//! choice at the end of her owner's turn.

use dioxus::prelude::*;

use super::use_view;
use crate::rules::jamaica::crew::{Crew, CREW_CARDS, STAIRS, TAVERN_SLOTS};
use crate::rules::jamaica::{powers, Action, Pending};
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::state::{use_app, use_texts};

use super::{action_button, player_name, refusal, send};

/// The tavern tray and the crew recruited so far.
#[component]
pub fn TavernPanel() -> Element {
    let (_, state, players, _) = use_view();
    let t = use_texts().jamaica_ui();
    let Some(tavern) = state.tavern else {
        return rsx! {};
    };
    let face_up = tavern.face_up();
    let bottle = if tavern.bottle == STAIRS {
        t.bottle_on_stairs.to_string()
    } else {
        t.bottle_on(tavern.bottle + 1)
    };
    let recruited: Vec<String> = state
        .recruited
        .iter()
        .map(|&(p, c)| t.recruited_by(t.crew_name(c), &player_name(t, &players, usize::from(p))))
        .collect();
    rsx! {
        section { class: "panel jm-tavern", "data-testid": "tavern", "aria-label": t.tavern_title,
            h2 { class: "help-head", "{t.tavern_title}" RuleHelp { id: "jamaica-crew" } }
            div { class: "help-line",
                p { class: "muted", "data-testid": "bottle", "{bottle}" }
                RuleHelp { id: "jamaica-crew-recruit" }
            }
            div { class: "jm-tray", role: "list",
                for spot in 0..TAVERN_SLOTS {
                    {
                        let (class, mark, label) = if tavern.bottle == spot {
                            ("jm-cell bottle", "◉", t.cell_bottle)
                        } else if !tavern.has_card(spot) {
                            ("jm-cell empty", "·", t.cell_empty)
                        } else if face_up.contains(&spot) {
                            ("jm-cell up", "▲", t.cell_face_up)
                        } else {
                            ("jm-cell", "▢", t.cell_face_down)
                        };
                        rsx! {
                            span { class: "{class}", role: "listitem", "aria-label": "{spot + 1}: {label}", "data-testid": "tavern-{spot}",
                                small { "{spot + 1}" }
                                "{mark}"
                            }
                        }
                    }
                }
            }
            if recruited.is_empty() {
                p { class: "muted", "{t.nobody_recruited}" }
            } else {
                ul { class: "jm-recruited",
                    for line in recruited { li { "{line}" } }
                }
            }
        }
    }
}

/// After a port fee paid in full: recruit a crew member next to where the bottle is moved.
#[component]
pub fn RecruitPanel() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts().jamaica_ui();
    let mut chosen = use_signal(|| None::<(u8, u8)>);
    let mut crew = use_signal(|| None::<Crew>);
    let _ = &options;
    let Some(Pending::Recruit { player }) = state.pending else {
        return rsx! {};
    };
    let Some(tavern) = state.tavern else {
        return rsx! {};
    };
    let name = player_name(t, &players, usize::from(player));
    let heading = t.recruit_heading(&name);
    let mut offers: Vec<(u8, u8, u8)> = Vec::new();
    for (spot, cost) in tavern.area() {
        for slot in tavern.recruitable_from(spot) {
            // The area lists the bottle's spots cheapest first: keep the cheapest way.
            if !offers.iter().any(|&(_, s, _)| s == slot) {
                offers.push((spot, slot, cost));
            }
        }
    }
    offers.sort_by_key(|&(_, slot, _)| slot);
    let free: Vec<Crew> = CREW_CARDS
        .iter()
        .map(|c| c.crew)
        .filter(|c| !state.recruited.iter().any(|&(_, r)| r == *c))
        .collect();
    let action = chosen()
        .zip(crew())
        .map(|((bottle_to, slot), crew)| Action::Recruit {
            bottle_to,
            slot,
            crew,
        });
    rsx! {
        section { class: "panel jm-step", "data-testid": "step-recruit",
            h2 { class: "help-head", "{heading}" RuleHelp { id: "jamaica-crew-recruit" } }
            {segmented(
                offers
                    .into_iter()
                    .map(|(spot, slot, cost)| {
                        Segment::new((spot, slot), t.recruit_offer(slot + 1, cost), format!("recruit-slot-{slot}"), chosen() == Some((spot, slot)))
                    })
                    .collect::<Vec<_>>(),
                "jm-choices",
                None,
                move |offer| chosen.set(Some(offer)),
            )}
            label { class: "field",
                span { "{t.which_crew}" }
                select {
                    "data-testid": "recruit-crew",
                    onchange: move |e| {
                        let v = e.value();
                        crew.set(CREW_CARDS.iter().find(|c| format!("{:?}", c.crew) == v).map(|c| c.crew));
                    },
                    option { value: "", "—" }
                    for c in free {
                        option { value: "{c:?}", "{t.crew_name(c)}" }
                    }
                }
                if let Some(c) = crew() { small { "{t.crew_power(c)}" } }
            }
            div { class: "row wrap",
                button {
                    class: "button primary grow",
                    "data-testid": "recruit-ok",
                    disabled: action.is_none(),
                    onclick: move |_| {
                        if let Some(a) = action.clone() { send(&mut app, a); }
                    },
                    "{t.recruit_ok}"
                }
                button { class: "button grow", "data-testid": "recruit-skip", onclick: move |_| send(&mut app, Action::SkipRecruit), "{t.recruit_skip}" }
            }
        }
    }
}

/// At the end of a turn (rules revision 3): the Look-Out's owner takes the treasure of a lair
/// next to the ship, one button a lair the rules accept, or leaves it.
#[component]
pub fn LookOutPanel() -> Element {
    let (options, state, players, _) = use_view();
    let app = use_app();
    let t = use_texts().jamaica_ui();
    let Some(Pending::LookOut { player }) = state.pending else {
        return rsx! {};
    };
    let seat = usize::from(player);
    let heading = t.lookout_heading(&player_name(t, &players, seat));
    let lairs: Vec<u8> = powers::lookout_lairs(&options, &state, seat)
        .into_iter()
        .filter(|&lair| refusal(t, &options, &players, &state, &Action::LookOut { lair }).is_none())
        .collect();
    let can_skip = refusal(t, &options, &players, &state, &Action::SkipLookOut).is_none();
    rsx! {
        section { class: "panel jm-step", "data-testid": "step-lookout",
            h2 { class: "help-head", "{heading}" RuleHelp { id: "jamaica-crew-powers" } }
            div { class: "jm-choices",
                for lair in lairs {
                    {action_button(app, "button primary", &format!("lookout-{lair}"), &t.lookout_take(lair), Action::LookOut { lair })}
                }
                if can_skip {
                    {action_button(app, "button", "lookout-skip", t.lookout_skip, Action::SkipLookOut)}
                }
            }
        }
    }
}
