//! The final scoring walk-through: unfinished cities, roads and monasteries, farms, then the
//! King and Robber bonuses and the winner.

use dioxus::prelude::*;

use super::scoring_entry::FeatureEntry;
use super::use_view;
use super::{name_of, send};
use crate::rules::carcassonne::{Action, FeatureKind};
use crate::ui::components::confirm::Confirm;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

const STEPS: [Option<FeatureKind>; 5] = [
    Some(FeatureKind::City),
    Some(FeatureKind::Road),
    Some(FeatureKind::Monastery),
    Some(FeatureKind::Farm),
    None,
];

#[component]
pub fn FinalScoring() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let t = use_texts();
    let c = t.carcassonne_ui();
    let mut step = use_signal(|| 0usize);
    // The end cannot be taken back by a tap on the board: it is asked first.
    let mut asking = use_signal(|| false);
    let now = step().min(STEPS.len() - 1);
    let heading = c.final_step(now + 1, STEPS.len(), c.step_name(now));
    let hint = c.step_hint(now);
    let bonuses: Vec<String> = (0..players.len())
        .map(|p| {
            let bonus = state.final_bonus(&options, p);
            c.bonus_now(&name_of(&players, p), bonus.king, bonus.robber)
        })
        .collect();
    rsx! {
        section { class: "panel carc-final", "aria-label": c.final_title, "data-testid": "final-scoring",
            h2 { class: "help-head", "{c.final_title}" RuleHelp { id: "carcassonne-final-scoring" } }
            div { class: "help-line",
                p { class: "carc-step", "data-testid": "final-step", strong { "{heading}" } }
                RuleHelp { id: "carcassonne-scoring-values" }
            }
            div { class: "help-line",
                p { class: "muted small", "{hint}" }
                RuleHelp { id: "carcassonne-scoring-timing" }
            }
            if now == STEPS.len() - 1 {
                if options.king_robber {
                    div { class: "help-line",
                        ul { class: "carc-list", "data-testid": "final-bonuses",
                            for (i, line) in bonuses.iter().enumerate() {
                                li { key: "{i}", "{line}" }
                            }
                        }
                        RuleHelp { id: "carcassonne-king-robber" }
                    }
                } else {
                    p { class: "muted", "{c.no_bonus}" }
                }
                if options.count {
                    p { class: "muted small", "{c.districts_score_nothing}" }
                }
            }
            if let Some(kind) = STEPS[now] {
                FeatureEntry { kinds: vec![kind], final_scoring: true }
            }
            // The step's moves come after its entry form: scoring first, then the next step.
            div { class: "row end carc-final-nav",
                if now > 0 {
                    button { class: "button", "data-testid": "final-back", onclick: move |_| step.set(now - 1), "{c.prev_step}" }
                }
                if now + 1 < STEPS.len() {
                    button { class: "button", "data-testid": "final-next", onclick: move |_| step.set(now + 1), "{c.next_step}" }
                } else {
                    button {
                        class: "button primary",
                        "data-testid": "finish-game",
                        onclick: move |_| asking.set(true),
                        "{c.finish}"
                    }
                }
            }
        }
        if asking() {
            Confirm {
                message: c.finish_question,
                confirm_label: c.finish,
                on_confirm: move |_| {
                    asking.set(false);
                    send(&mut app, Action::FinishGame);
                },
                on_cancel: move |_| asking.set(false),
            }
        }
    }
}
