//! What a game of Catan waits for: who acts, the step of the turn, and the actions of that
//! step, usual ones first (see [`crate::rules::Guide`]).

use super::action::{Action, CoinSpend, Spot};
use super::options::Options;
use super::score::acting;
use super::state::{Phase, Piece, State};
use crate::rules::dice::Roll;
use crate::rules::Guide;

/// The step of a Catan turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The guided set-up: a settlement, then a road beside it.
    Placing,
    /// The turn's player rolls (a knight may come first).
    Roll,
    /// A 7 or a knight: the robber (or the pirate) moves.
    Robber,
    /// Rolled: build, play, trade, then end the turn.
    Build,
}

/// The guide of `state`.
pub fn guide(options: &Options, players: usize, state: &State) -> Guide<Step, Action> {
    let seat = Some(acting(options, players, state));
    let build = |piece| Action::Build {
        piece,
        spot: Spot::Land,
    };
    let (step, mut actions) = match state.phase {
        Phase::Placing { settled, .. } => {
            let next = if settled {
                Piece::Road
            } else {
                Piece::Settlement
            };
            (Step::Placing, vec![build(next)])
        }
        Phase::Playing if state.robber.pending.is_some() => {
            let robber = if super::seafarers::has_pirate(options) {
                Action::MovePirate { cloth_from: None }
            } else {
                Action::MoveRobber {
                    hits: 0,
                    desert: false,
                }
            };
            (Step::Robber, vec![robber])
        }
        Phase::Playing if !state.turn.rolled => (
            Step::Roll,
            vec![Action::TableRoll(Roll::new(1, 2)), Action::PlayKnight],
        ),
        Phase::Playing => {
            let mut actions: Vec<Action> = [Piece::Road, Piece::Settlement, Piece::City]
                .into_iter()
                .chain(options.scenario().map(|_| Piece::Ship))
                .chain(options.rivers().map(|_| Piece::Bridge))
                .map(build)
                .collect();
            actions.extend([Action::PlayKnight, Action::DrawVpCard]);
            if options.coins() {
                actions.push(Action::SpendCoins(CoinSpend::Exchange));
            }
            if options.rivers().is_some() {
                actions.push(Action::BuyWithGold);
            }
            if options.is_pirate_islands() {
                actions.push(Action::AttackFortress { die: 1 });
            }
            actions.push(Action::EndTurn);
            (Step::Build, actions)
        }
    };
    if options.coins() && state.phase == Phase::Playing {
        actions.push(Action::DiscardKnight);
    }
    Guide {
        seat,
        step,
        actions,
    }
}
