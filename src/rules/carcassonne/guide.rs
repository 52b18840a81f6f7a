//! What a game of Carcassonne waits for: whose turn, the step, and its actions, usual ones
//! first (see [`crate::rules::Guide`]).

use super::{Action, Options, Phase, State};
use crate::rules::Guide;

/// The step of a Carcassonne game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The tile is placed: the player chooses a meeple, a tower floor or nothing, scores what
    /// the tile completed, and ends the turn.
    Turn,
    /// The last tile is down: unfinished features and farms score, then the game ends.
    FinalScoring,
    /// The game is over.
    Finished,
}

/// The guide of `state`.
pub fn guide(options: &Options, state: &State) -> Guide<Step, Action> {
    match state.phase {
        Phase::Play => {
            let mut actions = vec![Action::PlaceMeeple];
            if options.tower {
                actions.push(Action::AddFloor {
                    tower: None,
                    capture: None,
                });
            }
            actions.push(Action::EndTurn);
            Guide {
                seat: Some(usize::from(state.turn.player)),
                step: Step::Turn,
                actions,
            }
        }
        Phase::FinalScoring => Guide {
            seat: None,
            step: Step::FinalScoring,
            actions: vec![Action::FinishGame],
        },
        Phase::Finished => Guide {
            seat: None,
            step: Step::Finished,
            actions: Vec::new(),
        },
    }
}
