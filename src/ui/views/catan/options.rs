//! The new-game form for Catan: the variant, its own options, the VP target and the dice.

use dioxus::prelude::*;

use crate::rules::catan::options::PIRATE_LOOP_RANGE;
use crate::rules::catan::{
    ClothOptions, DesertEdition, DuelOptions, Options, PirateOptions, PoorFullTie, RiversOptions,
    Scenario, Variant,
};
use crate::session::GameOptions;
use crate::ui::components::dice_faces::dice_mode_field;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::components::toggle::Toggle;
use crate::ui::state::use_texts;

/// The variants offered, each with its default options.
fn variants() -> [(Variant, &'static str); 4] {
    [
        (Variant::Base, "Base"),
        (Variant::Duel(DuelOptions::default()), "Duel"),
        (Variant::Rivers(RiversOptions::default()), "Rivers"),
        (
            Variant::Seafarers(Scenario::ThroughTheDesert(DesertEdition::Seed)),
            "Seafarers",
        ),
    ]
}

fn same_kind(a: Variant, b: Variant) -> bool {
    std::mem::discriminant(&a) == std::mem::discriminant(&b)
}

fn scenarios() -> [(Scenario, u8); 4] {
    [
        (Scenario::ThroughTheDesert(DesertEdition::Seed), 4),
        (Scenario::ForgottenTribe, 5),
        (Scenario::ClothForCatan(ClothOptions::default()), 6),
        (Scenario::PirateIslands(PirateOptions::default()), 7),
    ]
}

fn scenario_number(s: Scenario) -> u8 {
    s.number()
}

/// Catan's options for a new game; edits `options` in place.
#[component]
pub fn CatanOptions(options: Signal<GameOptions>) -> Element {
    let t = use_texts();
    let c = t.catan_ui();
    let GameOptions::Catan(current) = *options.read() else {
        return rsx! {};
    };
    let mut edit = move |change: &dyn Fn(&mut Options)| {
        if let GameOptions::Catan(o) = &mut *options.write() {
            change(o);
        }
    };
    // A new variant starts from its own defaults: target, and the deck for the duel.
    let mut pick = move |variant: Variant| edit(&|o| *o = Options::new(variant));
    let (min, max) = current.player_range();
    let players_hint = c.variant_hint(min, max);
    let (low, high) = current.target_range();
    let target = current.target();
    let range = c.target_range(low, high);
    let variant_label = |v: Variant| match v {
        Variant::Base => c.variant_base,
        Variant::Duel(_) => c.variant_duel,
        Variant::Rivers(_) => c.variant_rivers,
        Variant::Seafarers(_) => t.catan_home.variant_seafarers,
    };
    rsx! {
        fieldset { class: "field",
            legend { "{c.variant}" }
            {segmented(
                variants()
                    .into_iter()
                    .map(|(variant, key)| {
                        Segment::new(variant, variant_label(variant), format!("catan-variant-{key}"), same_kind(variant, current.variant))
                    })
                    .collect::<Vec<_>>(),
                "segmented variants",
                None,
                move |variant| {
                    if !same_kind(variant, current.variant) {
                        pick(variant);
                    }
                },
            )}
            small { "{players_hint}" }
        }
        match current.variant {
            Variant::Base => rsx! {},
            Variant::Duel(d) => rsx! { DuelForm { options, duel: d } },
            Variant::Rivers(r) => rsx! { RiversForm { options, rivers: r } },
            Variant::Seafarers(s) => rsx! {
                fieldset { class: "field",
                    legend { "{c.scenario}" }
                    {segmented(
                        scenarios()
                            .into_iter()
                            .map(|(scenario, n)| {
                                Segment::new((scenario, n), t.catan_home.scenario_name(n), format!("catan-scenario-{n}"), scenario_number(s) == n)
                            })
                            .collect::<Vec<_>>(),
                        "segmented column",
                        None,
                        move |(scenario, n)| {
                            if scenario_number(s) != n {
                                pick(Variant::Seafarers(scenario));
                            }
                        },
                    )}
                }
                ScenarioForm { options, scenario: s }
            },
        }
        fieldset { class: "field",
            legend { "{c.target}" }
            div { class: "stepper",
                button {
                    class: "button",
                    "aria-label": c.fewer,
                    "data-testid": "catan-target-minus",
                    disabled: target <= low,
                    onclick: move |_| edit(&|o| o.target = Some(target.saturating_sub(1).max(low))),
                    "−"
                }
                output { class: "stepper-value", "data-testid": "catan-target", "{target}" }
                button {
                    class: "button",
                    "aria-label": c.more,
                    "data-testid": "catan-target-plus",
                    disabled: target >= high,
                    onclick: move |_| edit(&|o| o.target = Some((target + 1).min(high))),
                    "+"
                }
            }
            small { "{range}" }
        }
        {dice_mode_field(t, current.dice, "catan-dice", move |mode| edit(&|o| o.dice = mode))}
    }
}

fn set_variant(mut options: Signal<GameOptions>, variant: Variant) {
    if let GameOptions::Catan(o) = &mut *options.write() {
        // The target stays the variant's default unless it was changed and still fits.
        let target = o.target;
        *o = Options {
            variant,
            target: None,
            ..*o
        };
        let (low, high) = o.target_range();
        o.target = target.filter(|t| (low..=high).contains(t));
    }
}

#[component]
fn DuelForm(options: Signal<GameOptions>, duel: DuelOptions) -> Element {
    let c = use_texts().catan_ui();
    let set = move |d: DuelOptions| set_variant(options, Variant::Duel(d));
    rsx! {
        Toggle { label: c.coins_on, hint: c.coins_hint, testid: "catan-opt-coins", checked: duel.coins,
            on_change: move |on| set(DuelOptions { coins: on, ..duel }) }
        Toggle { label: c.friendly_robber, hint: c.friendly_robber_hint, testid: "catan-opt-friendly", checked: duel.friendly_robber,
            on_change: move |on| set(DuelOptions { friendly_robber: on, ..duel }) }
        Toggle { label: c.robber_protection, hint: c.robber_protection_hint, testid: "catan-opt-protection", checked: duel.robber_protection,
            on_change: move |on| set(DuelOptions { robber_protection: on, ..duel }) }
    }
}

#[component]
fn RiversForm(options: Signal<GameOptions>, rivers: RiversOptions) -> Element {
    let c = use_texts().catan_ui();
    let set = move |r: RiversOptions| set_variant(options, Variant::Rivers(r));
    rsx! {
        Toggle { label: c.harbormaster, hint: c.harbormaster_hint, testid: "catan-opt-harbormaster", checked: rivers.harbormaster,
            on_change: move |on| set(RiversOptions { harbormaster: on, ..rivers }) }
        fieldset { class: "field",
            legend { "{c.full_tie}" }
            {segmented(
                [(PoorFullTie::EveryonePoor, c.full_tie_everyone, "everyone"), (PoorFullTie::NobodyPoor, c.full_tie_nobody, "nobody")]
                    .into_iter()
                    .map(|(tie, words, key)| Segment::new(tie, words, format!("catan-opt-tie-{key}"), rivers.full_tie == tie))
                    .collect::<Vec<_>>(),
                "segmented",
                None,
                move |tie| set(RiversOptions { full_tie: tie, ..rivers }),
            )}
            small { "{c.full_tie_hint}" }
        }
    }
}

#[component]
fn ScenarioForm(options: Signal<GameOptions>, scenario: Scenario) -> Element {
    let c = use_texts().catan_ui();
    let set = move |s: Scenario| set_variant(options, Variant::Seafarers(s));
    match scenario {
        Scenario::ThroughTheDesert(edition) => rsx! {
            fieldset { class: "field",
                legend { "{c.edition}" }
                // The edition changes the default target, so the target is reset.
                {segmented(
                    [(DesertEdition::Seed, c.edition_seed, "seed"), (DesertEdition::Later, c.edition_later, "later")]
                        .into_iter()
                        .map(|(e, words, key)| Segment::new(e, words, format!("catan-opt-edition-{key}"), edition == e))
                        .collect::<Vec<_>>(),
                    "segmented",
                    None,
                    move |e| if let GameOptions::Catan(o) = &mut *options.write() {
                        *o = Options { variant: Variant::Seafarers(Scenario::ThroughTheDesert(e)), target: None, ..*o };
                    },
                )}
            }
        },
        Scenario::ForgottenTribe => rsx! {},
        Scenario::ClothForCatan(cloth) => rsx! {
            fieldset { class: "field",
                legend { "{c.village_numbers}" }
                div { class: "villages-form",
                    for (i, number) in cloth.villages.into_iter().enumerate() {
                        label { class: "village-input",
                            span { {c.village(i + 1)} }
                            input {
                                r#type: "number",
                                inputmode: "numeric",
                                min: "2",
                                max: "12",
                                "data-testid": "catan-village-{i}",
                                value: "{number}",
                                oninput: move |e| {
                                    if let Ok(n) = e.value().trim().parse::<u8>() {
                                        let mut villages = cloth.villages;
                                        villages[i] = n;
                                        set(Scenario::ClothForCatan(ClothOptions { villages }));
                                    }
                                },
                            }
                        }
                    }
                }
                small { "{c.village_numbers_hint}" }
            }
        },
        Scenario::PirateIslands(p) => rsx! {
            label { class: "field",
                span { "{c.loop_len}" }
                input {
                    r#type: "number",
                    inputmode: "numeric",
                    min: "{PIRATE_LOOP_RANGE.0}",
                    max: "{PIRATE_LOOP_RANGE.1}",
                    "data-testid": "catan-loop-len",
                    value: "{p.loop_len}",
                    oninput: move |e| {
                        if let Ok(n) = e.value().trim().parse::<u8>() {
                            set(Scenario::PirateIslands(PirateOptions { loop_len: n }));
                        }
                    },
                }
                small { "{c.loop_len_hint}" }
            }
        },
    }
}
