//! The options of a new Carcassonne game: which expansions, and the tiles they make.

use dioxus::prelude::*;

use crate::rules::carcassonne::{pile_size, tiles_in_game, Options};
use crate::session::GameOptions;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::use_texts;

#[component]
pub fn CarcassonneOptions(options: Signal<GameOptions>) -> Element {
    let t = use_texts();
    let c = t.carcassonne_ui();
    let GameOptions::Carcassonne(current) = options.read().clone() else {
        return rsx! {};
    };
    let mut edit = move |change: &dyn Fn(&mut Options)| {
        if let GameOptions::Carcassonne(o) = &mut *options.write() {
            change(o);
        }
    };
    let tiles = c.pile_of(pile_size(&current), tiles_in_game(&current));
    rsx! {
        Toggle {
            label: c.opt_tower,
            hint: c.opt_tower_hint,
            testid: "opt-tower",
            checked: current.tower,
            on_change: move |on: bool| edit(&|o| o.tower = on),
        }
        Toggle {
            label: c.opt_count,
            hint: c.opt_count_hint,
            testid: "opt-count",
            checked: current.count,
            on_change: move |on: bool| edit(&|o| o.count = on),
        }
        Toggle {
            label: c.opt_king_robber,
            hint: c.opt_king_robber_hint,
            testid: "opt-king-robber",
            checked: current.king_robber,
            on_change: move |on: bool| edit(&|o| o.king_robber = on),
        }
        p { class: "carc-tiles", "data-testid": "opt-tiles", "{tiles}" }
    }
}
