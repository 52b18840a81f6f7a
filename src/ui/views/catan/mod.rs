//! The Catan screens: the options form, the board (turn bar, dice, robber, building, the
//! score sheet and one panel per variant), and the log lines.
//!
//! Files: `options` (the new-game form), `turn` (turn bar and guided set-up), `dice`,
//! `robber`, `actions` (build buttons and the turn's cards), `sheet` (the score sheet),
//! `duel` (the coins' fold) and `duel_turn` (the coin actions in the turn), `rivers` (the
//! gold's fold) and `rivers_turn` (each player's gold and the gold in a trade, in the turn),
//! `seafarers` (checklist and the four scenarios), `log` (`describe`).
//! Components hold no rules: they read the derived functions of `crate::rules::catan` and
//! send actions through `app.act`.

mod actions;
mod dice;
mod dice_chart;
mod duel;
mod duel_turn;
mod log;
mod options;
mod rivers;
mod rivers_turn;
mod robber;
pub mod screen;
mod seafarers;
mod sheet;
pub mod strip;
mod table;
mod turn;

use dioxus::prelude::*;

use crate::ui::views::game_view::use_provide_game_view;
pub use log::describe;
pub use options::CatanOptions;
pub use table::describe_change;

use crate::rules::catan::{Action, Options, Phase, State, Variant};
use crate::rules::Player;
use crate::session;
use crate::ui::components::more::More;
use crate::ui::state::AppState;
use crate::ui::text::punctuation::Punctuation;

/// The open game as this family's board shares it (`crate::ui::views::game_view`).
type View = crate::ui::views::game_view::GameView<Options, State>;

/// The open game as this family's components read it: options, state, players, and whether
/// it has ended (drawn again when it changes).
fn use_view() -> (Options, State, Vec<Player>, bool) {
    crate::ui::views::game_view::use_game_view::<Options, State>().into_parts()
}

/// Why the rules would refuse `action` now, in the player's words: a dry run of `apply`, the
/// one place that decides, so a screen never restates a condition. `None` when accepted.
fn refusal(
    t: &crate::ui::text::Texts,
    options: &Options,
    players: &[Player],
    state: &State,
    action: &Action,
) -> Option<String> {
    use crate::rules::GameRules;
    crate::rules::catan::Catan::apply(options, players, state, action)
        .err()
        .map(|r| t.catan_ui().refusal(&r))
}

/// Sends a Catan action through the session (saved, or refused with a notice).
fn act(app: &mut AppState, action: Action) {
    app.act(catan_action(action));
}

/// A Catan action as the session takes it (and a `RulesButton` asks the rules about).
fn catan_action(action: Action) -> session::Action {
    session::Action::Catan(action)
}

/// A player's name by seat, "?" for a seat outside the game.
fn name_of(players: &[Player], seat: usize) -> String {
    players
        .get(seat)
        .map_or_else(|| "?".to_string(), |p| p.name.clone())
}

/// The names of the seats set in `mask` (bit per seat), or `nobody`.
fn names_in(punct: &Punctuation, players: &[Player], mask: u8, nobody: &str) -> String {
    let names: Vec<&str> = (0..players.len())
        .filter(|&p| mask & (1 << p) != 0)
        .map(|p| players[p].name.as_str())
        .collect();
    if names.is_empty() {
        nobody.to_string()
    } else {
        punct.names(&names)
    }
}

/// Whether moves can still be made: the placement is over and nobody has won yet (`finished`,
/// the session's outcome, as the game screen passes it to every board). After the end the
/// board stays readable but offers no moves, until an undo reopens the game.
fn in_play(state: &State, finished: bool) -> bool {
    state.phase == Phase::Playing && !finished
}

fn seat(p: usize) -> u8 {
    u8::try_from(p).unwrap_or(u8::MAX)
}

/// The Catan board: the turn and its actions first, in view; the score sheet and the
/// variant's panel folded under a line that keeps their figure (the bank, the gold supply).
#[component]
pub fn CatanBoard(view: View) -> Element {
    use_provide_game_view(&view);
    let (options, state, players, finished) = view.into_parts();
    let t = crate::ui::state::use_texts();
    let c = t.catan_ui();
    let placing = state.phase != Phase::Playing;
    let playing = in_play(&state, finished);
    let variant_more = match options.variant {
        Variant::Duel(_) => crate::rules::catan::duel::coins(&state).map(|coins| {
            let held: Vec<String> = coins
                .iter()
                .enumerate()
                .map(|(p, &n)| c.coins_of(&name_of(&players, p), n))
                .collect();
            let bank = c.bank_line(crate::rules::catan::duel::bank(&state), &held.join(" + "));
            (format!("{} · {bank}", c.duel_title), "catan-coins-more")
        }),
        Variant::Rivers(_) => crate::rules::catan::rivers::gold(&state).map(|_| {
            let supply = c.supply_line(crate::rules::catan::rivers::supply(&state));
            (format!("{} · {supply}", c.rivers_title), "catan-gold-more")
        }),
        Variant::Seafarers(scenario) => Some((
            t.catan_home.scenario_name(scenario.number()).to_string(),
            "catan-scenario-more",
        )),
        Variant::Base => None,
    };
    rsx! {
        div { class: "catan",
            // Once someone has won, the winner banner takes the turn bar's place.
            if placing || playing {
                turn::TurnBar {}
            }
            if placing {
                seafarers::Checklist { options, open: true }
            }
            if playing {
                dice::DicePanel {}
                if state.robber.pending.is_some() {
                    robber::RobberPanel {}
                }
                seafarers::PiratesAfterRoll {}
                // While the robber waits it is the whole step: the rest comes after it.
                if state.robber.pending.is_none() {
                    actions::TurnActions {}
                }
            }
            More { summary: format!("{} · {}", c.scoreboard, c.vp_target(options.target())), testid: "catan-sheet-more", open: finished,
                sheet::ScoreSheet {}
            }
            if !placing {
                dice_chart::DiceChart { mode: state.dice.mode, deck: state.dice.deck }
            }
            if let Some((summary, testid)) = variant_more {
                More { summary, testid: testid.to_string(),
                    match options.variant {
                        Variant::Duel(_) => rsx! { duel::DuelPanel {} },
                        Variant::Rivers(_) => rsx! { rivers::RiversPanel {} },
                        Variant::Seafarers(_) => rsx! {
                            seafarers::ScenarioPanel {}
                            if !placing {
                                seafarers::Checklist { options, open: false }
                            }
                        },
                        Variant::Base => rsx! {},
                    }
                }
            }
        }
    }
}
