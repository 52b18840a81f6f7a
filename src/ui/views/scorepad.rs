//! The score pad's board: a line per player with quick buttons, the rounds table, the dice.

use dioxus::prelude::*;

use crate::rules::dice::DiceMode;
use crate::rules::scorepad::{Action as PadAction, Options, State, Winner, MAX_TARGET};
use crate::rules::Player;
use crate::session::{Action, GameOptions};
use crate::ui::components::confirm::Confirm;
use crate::ui::components::dice_faces::DiceFaces;
use crate::ui::components::points_input::PointsInput;
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::swatch::Swatch;
use crate::ui::components::toggle::Toggle;
use crate::ui::state::{pick, use_app, use_texts};
use crate::ui::text::Texts;

/// The log line for a score pad action.
pub fn describe(t: &Texts, players: &[Player], action: &PadAction) -> String {
    let name = |p: usize| players.get(p).map_or("?", |p| p.name.as_str());
    match *action {
        PadAction::Score { player, points } => (t.log_score)(name(player), points),
        PadAction::NextRound => t.log_next_round.to_string(),
        PadAction::Finish => t.log_finish.to_string(),
        PadAction::Roll(roll) => (t.log_roll)(roll.a, roll.b),
        PadAction::Correct {
            round,
            player,
            points,
        } => (t.scorepad_ui.log_correct)(name(player), round, points),
    }
}

#[component]
pub fn ScorePadBoard(
    state: State,
    players: Vec<Player>,
    options: Options,
    finished: bool,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let mut confirm_finish = use_signal(|| false);
    let totals = state.totals();
    // Who leads (the winners once it is over), as the rules count it.
    let leaders = crate::rules::scorepad::leaders(&options, &state);
    let winner_label = match options.winner {
        Winner::Highest => t.highest_wins,
        Winner::Lowest => t.lowest_wins,
    };
    let dice = state.dice;
    let round = state.round_number();
    // An empty deck is shuffled at the next roll, so it shows as full.
    let cards_left = (t.cards_left)(match dice.deck.remaining() {
        0 => 36,
        n => n,
    });
    rsx! {
        section { class: "panel scoreboard", "aria-label": t.total,
            h2 { "{t.total}" RuleHelp { id: "scorepad-scores" } }
            // What decides the game, each with its rule.
            div { class: "row wrap", style: "margin: 0 0 8px; gap: 0 16px;",
                if options.rounds {
                    span {
                        strong { "data-testid": "round", "{(t.round)(round)}" }
                        RuleHelp { id: "scorepad-rounds" }
                    }
                }
                if let Some(target) = options.target {
                    span {
                        span { "data-testid": "target", {t.punct.labelled(t.target_score, &target.to_string())} }
                        RuleHelp { id: "scorepad-target" }
                    }
                }
                span {
                    span { "data-testid": "who-wins", "{t.who_wins} {winner_label}" }
                    RuleHelp { id: "scorepad-winner" }
                }
            }
            ul { class: "players",
                for (index, player) in players.iter().cloned().enumerate() {
                    li {
                        key: "{index}",
                        class: if leaders.contains(&index) { "player leader" } else { "player" },
                        "data-testid": "player-{index}",
                        div { class: "player-head",
                            Swatch { colour: player.colour, name: player.name.clone() }
                            span { class: "player-name", "{player.name}" }
                            span { class: "player-score", "data-testid": "score-{index}", "{totals[index]}" }
                        }
                        if !finished {
                            QuickScore { index, name: player.name.clone() }
                        }
                    }
                }
            }
        }
        if options.rounds && (round > 1 || state.round_touched) {
            section { class: "panel",
                table { class: "rounds", "data-testid": "rounds",
                    thead { tr { th { scope: "col", "#" } for p in players.iter() { th { scope: "col", "{p.name}" } } } }
                    tbody {
                        for (r, row) in state.rounds.iter().enumerate() {
                            tr { key: "{r}", th { scope: "row", "{r + 1}" } for v in row.iter() { td { "{v}" } } }
                        }
                    }
                    tfoot { tr { th { scope: "row", "{t.total}" } for v in totals.iter() { td { "{v}" } } } }
                }
            }
        }
        // After the end the dice are put away: the last roll stays in view, an unused panel goes.
        if !finished || dice.last.is_some() {
            section { class: "panel dice-panel",
                DiceFaces { last: dice.last, test_id: "dice" }
                RuleHelp { id: "scorepad-dice" }
                if dice.mode == DiceMode::Deck {
                    p { class: "muted", {cards_left} }
                }
                if !finished {
                    button {
                        class: "button primary",
                        "data-testid": "roll",
                        onclick: move |_| {
                            let choices = dice.choices();
                            let Some(roll) = pick(&choices) else { return };
                            app.act(Action::ScorePad(PadAction::Roll(roll)));
                            app.roll_feedback();
                        },
                        "{t.roll_dice}"
                    }
                }
            }
        }
        if !finished {
            div { class: "row wrap",
                if options.rounds {
                    button { class: "button", "data-testid": "next-round", onclick: move |_| app.act(Action::ScorePad(PadAction::NextRound)), "{t.next_round}" }
                }
                button { class: "button", "data-testid": "finish", onclick: move |_| confirm_finish.set(true), "{t.finish_game}" }
            }
        }
        if confirm_finish() {
            Confirm {
                message: t.finish_game_question,
                confirm_label: t.finish_game,
                on_confirm: move |_| { confirm_finish.set(false); app.act(Action::ScorePad(PadAction::Finish)); },
                on_cancel: move |_| confirm_finish.set(false),
            }
        }
    }
}

/// −1, +1, +5 and a typed number for one player.
#[component]
fn QuickScore(index: usize, name: String) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let score = move |points: i64| {
        Action::ScorePad(PadAction::Score {
            player: index,
            points,
        })
    };
    rsx! {
        div { class: "quick",
            button { class: "button small", "aria-label": "{name} −1", "data-testid": "minus1-{index}", onclick: move |_| app.act(score(-1)), "−1" }
            button { class: "button small", "aria-label": "{name} +1", "data-testid": "plus1-{index}", onclick: move |_| app.act(score(1)), "+1" }
            button { class: "button small", "aria-label": "{name} +5", "data-testid": "plus5-{index}", onclick: move |_| app.act(score(5)), "+5" }
            PointsInput {
                label: (t.points_of)(&name),
                input_id: format!("custom-{index}"),
                button_id: format!("add-{index}"),
                on_points: move |points| app.try_act(score(points)),
            }
        }
    }
}

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
            div { class: "segmented",
                for (winner, label) in [(Winner::Highest, t.highest_wins), (Winner::Lowest, t.lowest_wins)] {
                    button {
                        class: "segment",
                        role: "radio",
                        "aria-checked": if current.winner == winner { "true" } else { "false" },
                        onclick: move |_| edit(&|o| o.winner = winner),
                        "{label}"
                    }
                }
            }
        }
        fieldset { class: "field",
            legend { "{t.dice}" }
            div { class: "segmented",
                for (mode, label) in [(DiceMode::Random, t.dice_random), (DiceMode::Deck, t.dice_deck)] {
                    button {
                        class: "segment",
                        role: "radio",
                        "aria-checked": if current.dice == mode { "true" } else { "false" },
                        "data-testid": "dice-{mode:?}",
                        onclick: move |_| edit(&|o| o.dice = mode),
                        "{label}"
                    }
                }
            }
        }
    }
}

/// The score pad's entry in the app's family list (`crate::ui::views::families`).
pub mod screen {
    use dioxus::prelude::*;

    use super::{ScorePadBoard, ScorePadOptions};
    use crate::rules::scorepad::{Action, Options, Refusal, State, TableChange};
    use crate::rules::scorepad::{MAX_PLAYERS, MIN_PLAYERS};
    use crate::rules::Player;
    use crate::session::GameOptions;
    use crate::ui::text::Texts;

    pub fn name(t: &Texts) -> &'static str {
        t.score_pad
    }

    pub fn blurb(t: &Texts) -> &'static str {
        t.score_pad_blurb
    }

    pub fn default_options() -> Options {
        Options::default()
    }

    pub fn player_range(_options: &Options) -> (usize, usize) {
        (MIN_PLAYERS, MAX_PLAYERS)
    }

    pub fn options_form(options: Signal<GameOptions>) -> Element {
        rsx! { ScorePadOptions { options } }
    }

    pub fn board(options: &Options, state: &State, players: &[Player], finished: bool) -> Element {
        rsx! { ScorePadBoard { state: state.clone(), players: players.to_vec(), options: options.clone(), finished } }
    }

    pub fn describe(
        t: &Texts,
        players: &[Player],
        _options: &Options,
        action: &Action,
        _before: Option<&State>,
    ) -> String {
        super::describe(t, players, action)
    }

    /// The score pad moves no pieces: it has no table changes to word.
    pub fn describe_change(_t: &Texts, _players: &[Player], change: &TableChange) -> String {
        match *change {}
    }

    /// No strip: the score pad's board is its list of scores.
    pub fn badges(
        _t: &Texts,
        _options: &Options,
        _state: &State,
        _seat: usize,
    ) -> Option<Vec<String>> {
        None
    }

    pub fn refusal(t: &Texts, refusal: &Refusal) -> String {
        (t.scorepad_refusal)(refusal)
    }
}
