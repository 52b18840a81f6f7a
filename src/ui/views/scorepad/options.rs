//! The score pad's options on the new game screen.

use dioxus::prelude::*;

use crate::rules::scorepad::{Options, Winner, MAX_TARGET};
use crate::session::GameOptions;
use crate::ui::components::dice_faces::dice_mode_field;
use crate::ui::components::segmented::{segmented, Segment};
use crate::ui::components::toggle::Toggle;
use crate::ui::state::use_texts;

/// The score pad's options: rounds, target, who wins, dice.
#[component]
pub fn ScorePadOptions(options: Signal<GameOptions>) -> Element {
    let t = use_texts();
    let GameOptions::ScorePad(current) = options.read().clone() else {
        return rsx! {};
    };
    let mut target = use_signal(|| current.target.map(|n| n.to_string()).unwrap_or_default());
    let mut edit = move |change: &dyn Fn(&mut Options)| {
        if let GameOptions::ScorePad(o) = &mut *options.write() {
            change(o);
        }
    };
    rsx! {
        Toggle {
            label: t.keep_rounds,
            hint: t.keep_rounds_hint,
            testid: "opt-rounds",
            checked: current.rounds,
            on_change: move |on: bool| edit(&|o| o.rounds = on),
        }
        label { class: "field",
            span { "{t.target_score}" }
            input {
                r#type: "number",
                inputmode: "numeric",
                min: "1",
                max: "{MAX_TARGET}",
                "data-testid": "opt-target",
                value: "{target}",
                oninput: move |e| {
                    let text = e.value();
                    let parsed = text.trim().parse::<i64>().ok().filter(|n| *n > 0);
                    target.set(text);
                    edit(&|o| o.target = parsed);
                },
            }
            small { "{t.target_hint}" }
        }
        fieldset { class: "field",
            legend { "{t.who_wins}" }
            {segmented(
                [(Winner::Highest, t.highest_wins), (Winner::Lowest, t.lowest_wins)]
                    .into_iter()
                    .map(|(winner, words)| Segment::new(winner, words, format!("winner-{winner:?}"), current.winner == winner))
                    .collect::<Vec<_>>(),
                "segmented",
                None,
                move |winner| edit(&|o| o.winner = winner),
            )}
        }
        {dice_mode_field(t, current.dice, "dice", move |mode| edit(&|o| o.dice = mode))}
    }
}
