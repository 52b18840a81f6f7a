//! The one path by which a stored game changes.
//!
//! Every writer of a game (a tap, an undo or redo, a live host's accepted request, a guest's
//! copy following the host, another window's change read back, a rename) hands [`commit`] the
//! id of the game it means, the [`Head`] it saw, and the [`Change`]. The commit checks that this is the
//! game held, that the game is still at that head, and what the rules say; only then does it
//! change the game, and it says what to store ([`Committed::from`]) and what to show
//! ([`Committed::step`]). The app stores before it shows and broadcasts (see `ui/state`).
//!
//! It is pure, like the rules: the checks are tested here and by `tests/commit_paths.rs`
//! with every writer interleaved, on the app's own code.

use chrono::{DateTime, Utc};

use crate::session::{Action, Game, GameState, LogEntry, Refusal, Sender};

/// Where a game stands: how long its log is and how much of it is applied. A change made on
/// a screen that showed one head is refused once the game has another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Head {
    pub length: usize,
    pub cursor: usize,
}

impl Head {
    pub fn of(game: &Game) -> Head {
        Head {
            length: game.log().len(),
            cursor: game.cursor(),
        }
    }
}

/// A game as the app holds it: the id it is stored under, its name, and the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Held {
    pub id: String,
    pub name: String,
    pub game: Game,
}

/// Where a game is held, for a writer that keeps no game of its own (a live host's table):
/// the game as it is, and the commit path that changes it. A [`Held`] game commits through
/// [`commit`] itself; the app's open game adds what only the app knows (whether this window
/// holds the game now) and stores every change it commits.
pub trait Holder {
    /// The game held.
    fn held(&self) -> &Held;
    /// [`commit`] on the game held.
    fn commit(&mut self, id: &str, seen: Head, change: Change) -> Result<Committed, CommitError>;
}

impl Holder for Held {
    fn held(&self) -> &Held {
        self
    }

    fn commit(&mut self, id: &str, seen: Head, change: Change) -> Result<Committed, CommitError> {
        commit(self, id, seen, change)
    }
}

/// What a writer asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// A player's action, entered at `at`; at a live table, `by` names the phone it came from
    /// (the host's own taps and a guest's accepted requests alike).
    Act {
        action: Action,
        at: DateTime<Utc>,
        by: Option<Sender>,
    },
    Undo,
    Redo,
    /// The game becomes this copy of itself: the live host's game after a request it
    /// accepted, a guest's replica after the host's message, the copy another window stored.
    /// The copy must be of the same set-up.
    Follow(Box<Game>),
    /// The game's name becomes this one, trimmed (the log is untouched: only the head is
    /// stored again).
    Rename(String),
}

/// Why a commit changed nothing. The game held is as it was.
#[derive(Clone, Debug, PartialEq)]
pub enum CommitError {
    /// The change is for another game than the one held: it is never applied to this one.
    OtherGame,
    /// The game moved since the writer saw it.
    Moved { now: Head },
    /// The rules refused the action.
    Refused(Refusal),
    /// A copy to follow that is of another set-up.
    NotACopy,
    /// Nothing to do: nothing to undo or redo, a copy equal to the game, or a name that is
    /// empty or the same.
    Nothing,
    /// This window does not hold the game now: another window took it over, or a write that
    /// failed is being taken back. Decided by the app, which knows the windows.
    Elsewhere,
}

/// Which way a committed change went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Done,
    Undone,
    Redone,
}

/// A log entry that went one way, for the line that says what changed: the entry's index
/// and the state before the change.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub direction: Direction,
    pub index: usize,
    pub before: GameState,
}

/// What a commit did.
#[derive(Clone, Debug, PartialEq)]
pub struct Committed {
    /// The first log entry that changed, to store from there; `None` when only the head
    /// changed (the cursor or the name).
    pub from: Option<usize>,
    /// The entry to announce, when the change is one step (a copy followed across several
    /// entries announces its last one).
    pub step: Option<Step>,
}

/// Applies `change`, meant for game `id` as it stood at `seen`, to the game `held`; or refuses
/// it and leaves `held` as it was.
pub fn commit(
    held: &mut Held,
    id: &str,
    seen: Head,
    change: Change,
) -> Result<Committed, CommitError> {
    if held.id != id {
        return Err(CommitError::OtherGame);
    }
    let game = &mut held.game;
    let now = Head::of(game);
    if seen != now {
        return Err(CommitError::Moved { now });
    }
    let before = game.state().clone();
    // An action, an undo and a redo each move one entry: they say which, and the one
    // announcement below is built from it.
    let (from, direction, index) = match change {
        Change::Act { action, at, by } => {
            let index = game.cursor();
            game.apply_entry(LogEntry { at, action, by })
                .map_err(CommitError::Refused)?;
            (Some(index), Direction::Done, index)
        }
        Change::Undo => {
            if !game.undo() {
                return Err(CommitError::Nothing);
            }
            (None, Direction::Undone, game.cursor())
        }
        Change::Redo => {
            if !game.redo() {
                return Err(CommitError::Nothing);
            }
            (None, Direction::Redone, game.cursor() - 1)
        }
        Change::Follow(copy) => return follow(game, *copy, before),
        Change::Rename(name) => {
            let name = name.trim();
            if name.is_empty() || name == held.name {
                return Err(CommitError::Nothing);
            }
            held.name = name.to_string();
            return Ok(Committed {
                from: None,
                step: None,
            });
        }
    };
    Ok(Committed {
        from,
        step: Some(Step {
            direction,
            index,
            before,
        }),
    })
}

/// `game` becomes `copy`: stored from the first entry where their logs part, announced as
/// an action when entries were added at the old cursor, as a redo or an undo when only the
/// cursor moved.
fn follow(game: &mut Game, copy: Game, before: GameState) -> Result<Committed, CommitError> {
    if copy.setup() != game.setup() {
        return Err(CommitError::NotACopy);
    }
    if copy.log() == game.log() && copy.cursor() == game.cursor() {
        return Err(CommitError::Nothing);
    }
    let parted = game
        .log()
        .iter()
        .zip(copy.log())
        .position(|(a, b)| a != b)
        .unwrap_or(game.log().len().min(copy.log().len()));
    let same_log = copy.log() == game.log();
    let at = game.cursor();
    let cursor = copy.cursor();
    let step = if cursor > at && parted == at {
        Some((Direction::Done, at))
    } else if cursor > at {
        Some((Direction::Redone, cursor - 1))
    } else if cursor < at {
        Some((Direction::Undone, cursor))
    } else {
        None
    };
    *game = copy;
    Ok(Committed {
        from: (!same_log).then_some(parted),
        step: step.map(|(direction, index)| Step {
            direction,
            index,
            before,
        }),
    })
}

#[cfg(test)]
mod tests;
