//! The score pad's board, laid out for a phone: a row per player with the total and a box for
//! the points, the round's button right under them, so a whole round of up to eight players is
//! entered on one screen; below them the table of rounds (behind one tap, each cell a
//! correction), the dice and the end of the game.

use dioxus::prelude::*;

use crate::rules::dice::{Dice, DiceMode};
use crate::rules::scorepad::{Action as PadAction, Options, State, Winner};
use crate::rules::Player;
use crate::session::Action;
use crate::ui::components::confirm::Confirm;
use crate::ui::components::dice_faces::DiceFaces;
use crate::ui::components::points_input::{focus_field, PointsInput};
use crate::ui::components::rule_help::RuleHelp;
use crate::ui::components::rules_button::RulesButton;
use crate::ui::components::swatch::Swatch;
use crate::ui::state::{pick, use_app, use_texts, AppState};
use crate::ui::text::{signed, Texts};
use crate::ui::views::game_view::use_provide_game_view;

mod options;
mod rounds;
pub mod screen;

pub use options::ScorePadOptions;
use rounds::RoundsTable;

/// The open game as this family's board shares it (`crate::ui::views::game_view`).
type View = crate::ui::views::game_view::GameView<Options, State>;

/// The open game as this family's components read it: options, state, players, and whether
/// it has ended (drawn again when it changes).
fn use_view() -> (Options, State, Vec<Player>, bool) {
    crate::ui::views::game_view::use_game_view::<Options, State>().into_parts()
}

/// The log line for a score pad action.
pub fn describe(t: &Texts, players: &[Player], action: &PadAction) -> String {
    let name = |p: usize| players.get(p).map_or("?", |p| p.name.as_str());
    match *action {
        PadAction::Score { player, points } => t.log_score(name(player), points),
        PadAction::NextRound => t.log_next_round.to_string(),
        PadAction::Finish => t.log_finish.to_string(),
        PadAction::Roll(roll) => t.log_roll(roll.a, roll.b),
        PadAction::Correct {
            round,
            player,
            points,
        } => t.scorepad_ui().log_correct(name(player), round, points),
    }
}

/// The element id of player `index`'s box, where the keyboard's Enter moves the focus.
fn box_id(index: usize) -> String {
    format!("pad-box-{index}")
}

/// The element id of the round's button, after the last box.
const ROUND_BUTTON: &str = "pad-round-button";

#[component]
pub fn ScorePadBoard(view: View) -> Element {
    use_provide_game_view(&view);
    let (options, state, players, finished) = view.into_parts();
    let mut app = use_app();
    let t = use_texts();
    let mut confirm_finish = use_signal(|| false);
    let totals = state.totals();
    // Who leads (the winners once it is over), as the rules count it.
    let leaders = crate::rules::scorepad::leaders(&options, &state);
    let dice = state.dice;
    let round = state.rounds_played(finished);
    // A finished game lists its players by rank, the winners first; a running one by seat,
    // the order the round is entered in.
    let order: Vec<usize> = if finished {
        state.ranking(&options)
    } else {
        (0..players.len()).collect()
    };
    let open_round: Vec<i64> = state.rounds.last().cloned().unwrap_or_default();
    let count = players.len();
    let rounds = options.rounds;
    // Enter in box `index` goes to the next player's box, and from the last to the round's
    // button (or, without rounds, out of the boxes, which closes the phone's keyboard).
    let next = move |index: usize| {
        if index + 1 < count {
            focus_field(&box_id(index + 1));
        } else if rounds {
            focus_field(ROUND_BUTTON);
        } else {
            focus_field("");
        }
    };
    rsx! {
        section { class: "panel scoreboard pad", "aria-label": t.total,
            {pad_head(t, &options, round, finished)}
            ul { class: "players pad-rows",
                for (index, player) in order.iter().filter_map(|&i| Some((i, players.get(i)?.clone()))) {
                    li {
                        key: "{index}",
                        class: if leaders.contains(&index) { "player pad-row leader" } else { "player pad-row" },
                        "data-testid": "player-{index}",
                        Swatch { colour: player.colour, name: player.name.clone() }
                        span { class: "pad-name",
                            span { class: "player-name", "{player.name}" }
                            if rounds && open_round.get(index).is_some_and(|&p| p != 0) {
                                small { class: "pad-round", "data-testid": "this-round-{index}",
                                    span { class: "visually-hidden", "{t.scorepad_ui().this_round}: " }
                                    "{signed(open_round[index])}"
                                }
                            }
                        }
                        span { class: "pad-total",
                            if leaders.contains(&index) {
                                span { class: "leader-mark", "data-testid": "leader-{index}",
                                    span { "aria-hidden": "true", "★" }
                                    span { class: "visually-hidden", "{t.scorepad_ui().leads}" }
                                }
                            }
                            span { class: "player-score", "data-testid": "score-{index}", "{totals[index]}" }
                        }
                        if !finished {
                            QuickScore {
                                index,
                                name: player.name.clone(),
                                last: index + 1 == count && !rounds,
                                on_next: move |_| next(index),
                            }
                        }
                    }
                }
            }
            // The round's end and the game's, right under the boxes: the table of rounds and
            // the dice below them may be opened without pushing either off the screen.
            if !finished {
                div { class: "pad-actions",
                    if options.rounds {
                        RulesButton {
                            action: Action::ScorePad(PadAction::NextRound),
                            testid: "next-round",
                            class: "button primary",
                            id: ROUND_BUTTON,
                            "{t.next_round}"
                        }
                    }
                    button { class: "button", "data-testid": "finish", onclick: move |_| confirm_finish.set(true), "{t.finish_game}" }
                }
            }
        }
        if options.rounds && (state.round_number() > 1 || state.round_touched) {
            RoundsTable {}
        }
        // After the end the dice are put away: the last roll stays in view, an unused panel goes.
        if !finished || dice.last.is_some() {
            {dice_panel(app, t, dice, finished)}
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

/// What decides the game, each with its rule, on as few lines as the words allow: the total,
/// the round, the target and who wins.
fn pad_head(t: &'static Texts, options: &Options, round: usize, finished: bool) -> Element {
    let winner_label = match options.winner {
        Winner::Highest => t.highest_wins,
        Winner::Lowest => t.lowest_wins,
    };
    rsx! {
        div { class: "pad-head",
            h2 { "{t.total}" RuleHelp { id: "scorepad-scores" } }
            if options.rounds {
                span {
                    if finished {
                        strong { "data-testid": "round", {t.scorepad_ui().rounds_played(round)} }
                    } else {
                        strong { "data-testid": "round", "{t.round(round)}" }
                    }
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
    }
}

/// The dice: the last roll, the cards left of a deck, and the roll while the game goes on.
fn dice_panel(mut app: AppState, t: &'static Texts, dice: Dice, finished: bool) -> Element {
    // An empty deck is shuffled at the next roll, so it shows as full.
    let cards_left = t.cards_left(dice.deck.left_to_draw());
    rsx! {
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
                        app.prefs.roll_feedback();
                    },
                    "{t.roll_dice}"
                }
            }
        }
    }
}

/// −1, +1 and a typed number (with its sign button) for one player, on the player's row.
#[component]
fn QuickScore(
    index: usize,
    name: String,
    /// The last box of the board: the keyboard's Enter says "done" rather than "next".
    last: bool,
    on_next: EventHandler<()>,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let enter_hint = if last { "done" } else { "next" };
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
        }
        PointsInput {
            label: t.points_of(&name),
            input_id: format!("custom-{index}"),
            sign_id: format!("sign-{index}"),
            sign_label: t.scorepad_ui().sign_of(&name),
            enter_hint,
            on_points: move |points| app.try_act(score(points)),
            on_next,
            field_id: box_id(index),
            // The row's box is narrow: a nought says "a number" in every language.
            placeholder: "0",
        }
    }
}

/// The score pad moves no pieces: it has no table changes to word.
pub fn describe_change(
    _t: &Texts,
    _players: &[Player],
    change: &crate::rules::scorepad::TableChange,
) -> String {
    match *change {}
}
