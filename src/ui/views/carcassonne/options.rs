//! The options of a new Carcassonne game: which expansions, and the tiles they make.

use dioxus::prelude::*;

use crate::rules::carcassonne::{pile_size, tiles_in_game, Options};
use crate::session::GameOptions;
use crate::ui::state::use_texts;

#[component]
pub fn CarcassonneOptions(options: Signal<GameOptions>) -> Element {
    let t = use_texts();
    let c = t.carcassonne_ui;
    let GameOptions::Carcassonne(current) = options.read().clone() else {
        return rsx! {};
    };
    let mut edit = move |change: &dyn Fn(&mut Options)| {
        if let GameOptions::Carcassonne(o) = &mut *options.write() {
            change(o);
        }
    };
    let tiles = (c.pile_of)(pile_size(&current), tiles_in_game(&current));
    rsx! {
        label { class: "field check",
            input {
                r#type: "checkbox",
                "data-testid": "opt-tower",
                checked: current.tower,
                onchange: move |e| edit(&|o| o.tower = e.checked()),
            }
            span { "{c.opt_tower}" small { "{c.opt_tower_hint}" } }
        }
        label { class: "field check",
            input {
                r#type: "checkbox",
                "data-testid": "opt-count",
                checked: current.count,
                onchange: move |e| edit(&|o| o.count = e.checked()),
            }
            span { "{c.opt_count}" small { "{c.opt_count_hint}" } }
        }
        label { class: "field check",
            input {
                r#type: "checkbox",
                "data-testid": "opt-king-robber",
                checked: current.king_robber,
                onchange: move |e| edit(&|o| o.king_robber = e.checked()),
            }
            span { "{c.opt_king_robber}" small { "{c.opt_king_robber_hint}" } }
        }
        p { class: "carc-tiles", "data-testid": "opt-tiles", "{tiles}" }
    }
}
