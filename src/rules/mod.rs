//! Pure game logic, one module per game family.
//!
//! Nothing here imports Dioxus, reads the clock, touches storage or draws random numbers:
//! random outcomes arrive inside actions, recorded by the UI, so a log replays bit for bit.

pub mod carcassonne;
pub mod catan;
pub mod dice;
pub mod jamaica;
pub mod players;
pub mod revision;
pub mod scorepad;

use std::fmt::{Debug, Display};

pub use players::{OptionError, Player, PlayerColour, SetupError};
pub(crate) use revision::revision_in_options;
pub use revision::Revision;

/// Who won, decided by a game family's end check.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Indexes into the player list; more than one on a shared win.
    pub winners: Vec<usize>,
}

/// One line of the always-visible scoreboard and of the history of finished games.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    pub player: usize,
    pub score: i64,
}

/// The published game that a game of some options is a play of, as BoardGameGeek lists it: what
/// an app that keeps a table's plays (BG Stats, see `results::bgstats`) matches the game with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listing {
    /// The game's name as BoardGameGeek lists it, in English ("Catan: Seafarers"): the same in
    /// every language, for the other app to find the game by name too.
    pub name: &'static str,
    /// Its BoardGameGeek id, the number in the address of its page there; `None` where the id
    /// is not known for sure (the other app then asks the player once).
    pub bgg_id: Option<u32>,
    /// A short key of our own for it, never changed once released ("catan-seafarers"): the
    /// other app remembers what the player matched it with by this key.
    pub key: &'static str,
}

/// Where a game stands in the table's own count of time: what the game's story counts its
/// steps in, rather than taps (a road's length raised one by one is one turn, not five steps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The placement before the first turn, whose points are no race yet.
    SetUp,
    /// A player's turn, counted from 1 over the whole game.
    Turn(u32),
    /// A round of the whole table, counted from 1.
    Round(u32),
    /// The count after the last turn or round.
    FinalCount,
}

/// The player alone at the top of `standings`: who leads a game that the highest score wins.
/// A tie at the top leads nobody.
pub fn alone_on_top(standings: &[Standing]) -> Option<usize> {
    let top = standings.iter().map(|s| s.score).max()?;
    let mut at_top = standings.iter().filter(|s| s.score == top);
    match (at_top.next(), at_top.next()) {
        (Some(only), None) => Some(only.player),
        _ => None,
    }
}

/// What a game waits for now, as its rules say: who acts, the step, and the actions a screen
/// offers for that step, usual ones first. Each is still checked by `apply`: the session
/// dry-runs every one and gives the screen its refusal (`session::Game::guide`), so a screen
/// keeps no condition of its own. An action that takes values from the table (a roll, a
/// fight) is listed with values that stand for any.
#[derive(Clone, Debug, PartialEq)]
pub struct Guide<Step, Action> {
    /// The seat expected to act, if one is.
    pub seat: Option<usize>,
    pub step: Step,
    pub actions: Vec<Action>,
}

/// What every game family provides. The session drives these functions and nothing else.
///
/// Options and actions are stored and shared through [`crate::wire`], which mirrors each
/// family's types: a new variant or field here needs its wire form there.
///
/// `apply` receives the state by reference and returns a new one, so a refusal can never leave
/// a half-applied change behind.
pub trait GameRules {
    type Options: Clone + Debug + PartialEq;
    type State: Clone + Debug + PartialEq;
    type Action: Clone + Debug + PartialEq;
    type Refusal: Clone + Debug + PartialEq + Display;
    /// One thing the table does with its pieces (see [`GameRules::changes`]).
    type Change: Clone + Debug + PartialEq;
    /// The step of a turn or round that a game waits in (see [`GameRules::guide`]).
    type Step: Clone + Debug + PartialEq;

    /// Checks the options against the players and returns the state before the first action.
    fn start(options: &Self::Options, players: &[Player]) -> Result<Self::State, SetupError>;

    /// Validates `action` against `state` and returns the next state, or why it is refused.
    fn apply(
        options: &Self::Options,
        players: &[Player],
        state: &Self::State,
        action: &Self::Action,
    ) -> Result<Self::State, Self::Refusal>;

    /// The end check, run after every action: `Some` once the game is over.
    fn outcome(options: &Self::Options, players: &[Player], state: &Self::State)
        -> Option<Outcome>;

    /// The score of every player, in seat order.
    fn standings(options: &Self::Options, players: &[Player], state: &Self::State)
        -> Vec<Standing>;

    /// Who acts now, in which step, and the actions of that step (see [`Guide`]).
    fn guide(
        options: &Self::Options,
        players: &[Player],
        state: &Self::State,
    ) -> Guide<Self::Step, Self::Action>;

    /// What the table moves to go from `before` to `after`: a card changing hands, coins
    /// paid, a ship or marker moved. Read from the two states only, so the same function
    /// says what an action did, and, the states swapped, what its undo gives back.
    fn changes(
        options: &Self::Options,
        before: &Self::State,
        after: &Self::State,
    ) -> Vec<Self::Change>;

    /// The reading of the rules a game of these options follows. A family whose rules never
    /// changed reading keeps the default: revision 1 for ever.
    fn revision(_options: &Self::Options) -> Revision {
        Revision::FIRST
    }

    /// The same options under another reading; a family with one reading ignores it.
    fn with_revision(options: Self::Options, _revision: Revision) -> Self::Options {
        options
    }

    /// The seat who makes `action` in `state` (the state before it), for actions that name
    /// no player of their own ("built a road" is the current player's), so the log can say
    /// who did it. `None` when the action names its players or belongs to nobody.
    fn actor(
        _options: &Self::Options,
        _state: &Self::State,
        _action: &Self::Action,
    ) -> Option<usize> {
        None
    }

    /// The players `action` names as its own (a score for one player, a gift between two),
    /// for the live table, where a phone seated as one player acts for that player only.
    /// Empty when the action names nobody: then it is the actor's, or whoever the guide says
    /// acts now (see `session::Game::owners`).
    fn named(_options: &Self::Options, _action: &Self::Action) -> Vec<usize> {
        Vec::new()
    }

    /// Whether the lowest score is the best one in a game of these options (the score pad
    /// can be set so), for what the statistics call a player's best score. Most games are
    /// won with the highest.
    fn lowest_wins(_options: &Self::Options) -> bool {
        false
    }

    /// The published game a game of these options is a play of (see [`Listing`]); `None` for
    /// a family that stands for no one published game (the score pad, which scores any game:
    /// the name the players gave the game stands for it).
    fn listing(_options: &Self::Options) -> Option<Listing> {
        None
    }

    /// Where `state` stands in the game's count of turns or rounds (see [`Moment`]); `None`
    /// for a family that counts none (a score pad without rounds), whose story counts its
    /// actions.
    fn moment(_options: &Self::Options, _state: &Self::State) -> Option<Moment> {
        None
    }

    /// Whether the standings of a running game of these options are not yet a score the table
    /// follows: Jamaica's track score counts only once the race is over (its strip shows the
    /// spaces to go instead), so the lists show a running game's players without it.
    fn scored_at_end(_options: &Self::Options) -> bool {
        false
    }

    /// The scale a game of these options scores on, for the statistics: games of one family
    /// on different scales (Catan's duel played to 15 and Rivers of Catan to 10) have best
    /// and average scores of their own, since their points cannot be compared. Two games
    /// compare when their scales are equal; most families have one scale.
    fn scale(_options: &Self::Options) -> u32 {
        0
    }

    /// A shorter list of actions that gives the same game as `actions` (every applied action,
    /// in order), for a share code's snapshot, which keeps no undo history; `None` when the
    /// family has no shorter form. The caller replays it and keeps it only if it gives exactly
    /// the same state.
    fn compact(
        _options: &Self::Options,
        _players: &[Player],
        _actions: &[Self::Action],
    ) -> Option<Vec<Self::Action>> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standings(scores: &[i64]) -> Vec<Standing> {
        scores
            .iter()
            .enumerate()
            .map(|(player, &score)| Standing { player, score })
            .collect()
    }

    #[test]
    fn the_leader_stands_alone_on_top() {
        assert_eq!(alone_on_top(&standings(&[5, 4, 2])), Some(0));
        assert_eq!(alone_on_top(&standings(&[-3, -1, -2])), Some(1));
        assert_eq!(
            alone_on_top(&standings(&[4, 4, 2])),
            None,
            "a tie leads nobody"
        );
        assert_eq!(alone_on_top(&[]), None);
    }
}
