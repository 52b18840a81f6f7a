//! The open game as a family's components read it: its options, its players, its state and
//! whether it has ended, shared once by the family's board rather than handed down as props
//! through every panel. A component asks for it with [`use_game_view`], so its props say only
//! what is its own (a seat, a part, a key), and it is drawn anew whenever the game changes.

use dioxus::prelude::*;

use crate::rules::Player;

/// One family's view of the open game: `O` and `S` are the family's options and state.
#[derive(Clone, PartialEq)]
pub struct GameView<O, S> {
    pub options: O,
    pub state: S,
    pub players: Vec<Player>,
    /// Whether the session has an outcome (someone has won): the board stays readable but
    /// offers no moves until an undo reopens the game.
    pub finished: bool,
}

impl<O: Clone, S: Clone> GameView<O, S> {
    /// The view of a game the screen shows (`game_parts` builds it from the session).
    pub fn new(options: &O, state: &S, players: &[Player], finished: bool) -> Self {
        Self {
            options: options.clone(),
            state: state.clone(),
            players: players.to_vec(),
            finished,
        }
    }

    /// Its parts, in the order the families' components take them: options, state, players
    /// and whether the game has ended.
    pub fn into_parts(self) -> (O, S, Vec<Player>, bool) {
        (self.options, self.state, self.players, self.finished)
    }
}

/// Shares `view` with every component under the caller, the family's board, which the game
/// screen draws anew with each change of the game. As in `use_reactive`, the shared signal is
/// set only when the view differs, so the components reading it are drawn again only then.
pub fn use_provide_game_view<O, S>(view: &GameView<O, S>)
where
    O: Clone + PartialEq + 'static,
    S: Clone + PartialEq + 'static,
{
    let mut shared = use_context_provider(|| Signal::new(view.clone()));
    if *shared.peek() != *view {
        shared.set(view.clone());
    }
}

/// The open game, as the family's board shares it; the caller is drawn again when it changes.
/// Only for components under a family's board (each family names its `View`).
pub fn use_game_view<O: Clone + 'static, S: Clone + 'static>() -> GameView<O, S> {
    use_context::<Signal<GameView<O, S>>>().cloned()
}
