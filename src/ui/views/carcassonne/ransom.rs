//! The ransom where the turn is played: one button per captor the active player may buy a
//! meeple back from now, as the rules answer a dry run; nothing when no ransom applies. Who
//! holds whom, and why a ransom waits, stay in The Tower's fold (`tower`).

use dioxus::prelude::*;

use super::use_view;
use super::{name_of, refused, send};
use crate::rules::carcassonne::{Action, RANSOM};
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::state::{use_app, use_texts};

#[component]
pub fn RansomOffer() -> Element {
    let (options, state, players, _) = use_view();
    let mut app = use_app();
    let c = use_texts().carcassonne_ui();
    let me = usize::from(state.turn.player);
    let payable: Vec<(u8, String)> = (0..players.len())
        .filter(|&captor| captor != me)
        .filter_map(|captor| {
            let captor = u8::try_from(captor).ok()?;
            let ransom = Action::Ransom { captor };
            refused(&options, &players, &state, &ransom)
                .is_none()
                .then(|| {
                    (
                        captor,
                        c.ransom_to(&name_of(&players, usize::from(captor)), RANSOM),
                    )
                })
        })
        .collect();
    if payable.is_empty() {
        return rsx! {};
    }
    rsx! {
        div { class: "help-line carc-ransom",
            div { class: "carc-options",
                for (captor, label) in payable {
                    button {
                        key: "{captor}",
                        class: "button",
                        "data-testid": "ransom-{captor}",
                        onclick: move |_| { send(&mut app, Action::Ransom { captor }); },
                        "{label}"
                    }
                }
            }
            RuleHelp { id: "carcassonne-tower-ransom" }
        }
    }
}
