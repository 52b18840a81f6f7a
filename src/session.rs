//! A game is its setup plus an append-only log of actions with an undo/redo cursor.
//!
//! Every action goes through [`Game::apply`], which validates it against the game family's
//! rules and either moves the game on or returns a [`Refusal`] and changes nothing. Undo moves
//! the cursor back; redo forward; a new action after an undo drops the undone tail, so the log
//! only ever grows at its end. Replaying the log from the setup rebuilds the state exactly,
//! because random outcomes and timestamps are recorded in the entries, never produced here.

use std::fmt;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::rules::{GameRules, Listing, Moment, Outcome, Player, Revision, SetupError, Standing};

/// Declares the game families the session knows, from the one list in [`crate::families`].
/// It generates the kind, the
/// options, action, state and refusal enums over all families, and the dispatch to each
/// family's [`GameRules`].
macro_rules! families {
    ($($variant:ident => $module:ident :: $rules_name:ident),+ $(,)?) => {
        families!(@with $($variant => crate::rules::$module::$rules_name),+);
    };
    (@with $($variant:ident => $rules:ty),+) => {
        /// Which game family a game belongs to.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameKind { $($variant),+ }

        impl GameKind {
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant),+];
        }

        /// The options chosen when the game was set up; the variant names the family. Saves
        /// and share codes write it through [`crate::wire`], never with serde directly.
        #[derive(Clone, Debug, PartialEq)]
        pub enum GameOptions { $($variant(<$rules as GameRules>::Options)),+ }

        /// One action of any family (written through [`crate::wire`]).
        #[derive(Clone, Debug, PartialEq)]
        pub enum Action { $($variant(<$rules as GameRules>::Action)),+ }

        /// The state of a game of any family.
        #[derive(Clone, Debug, PartialEq)]
        pub enum GameState { $($variant(<$rules as GameRules>::State)),+ }

        /// The step a game waits in, in a family's own terms (see [`Game::guide`]).
        #[derive(Clone, Debug, PartialEq)]
        pub enum GuideStep { $($variant(<$rules as GameRules>::Step)),+ }

        /// One thing the table does with its pieces, in a family's own terms.
        #[derive(Clone, Debug, PartialEq)]
        pub enum TableChange { $($variant(<$rules as GameRules>::Change)),+ }

        /// A family's own reason for refusing an action.
        #[derive(Clone, Debug, PartialEq)]
        pub enum RulesRefusal { $($variant(<$rules as GameRules>::Refusal)),+ }

        impl RulesRefusal {
            /// The rule entry the refusal comes from, for the "see the rule" link.
            pub fn rule_id(&self) -> &'static str {
                match self { $(RulesRefusal::$variant(r) => r.rule_id()),+ }
            }
        }

        impl fmt::Display for RulesRefusal {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self { $(RulesRefusal::$variant(r) => r.fmt(f)),+ }
            }
        }

        impl GameOptions {
            pub fn kind(&self) -> GameKind {
                match self { $(GameOptions::$variant(_) => GameKind::$variant),+ }
            }

            /// The reading of the rules the game follows (see [`Revision`]).
            pub fn revision(&self) -> Revision {
                match self { $(GameOptions::$variant(o) => <$rules as GameRules>::revision(o)),+ }
            }

            /// The same options under another reading of the rules: how a save or a share
            /// code, which write the revision beside the options, gives it back.
            pub fn with_revision(self, revision: Revision) -> GameOptions {
                match self {
                    $(GameOptions::$variant(o) => {
                        GameOptions::$variant(<$rules as GameRules>::with_revision(o, revision))
                    })+
                }
            }

            /// Whether the lowest score is the best in a game of these options (see
            /// [`GameRules::lowest_wins`]).
            pub fn lowest_wins(&self) -> bool {
                match self { $(GameOptions::$variant(o) => <$rules as GameRules>::lowest_wins(o)),+ }
            }

            /// The published game a game of these options is a play of (see
            /// [`GameRules::listing`]).
            pub fn listing(&self) -> Option<Listing> {
                match self { $(GameOptions::$variant(o) => <$rules as GameRules>::listing(o)),+ }
            }

            /// Whether a running game's standings are not yet a score (see
            /// [`GameRules::scored_at_end`]).
            pub fn scored_at_end(&self) -> bool {
                match self { $(GameOptions::$variant(o) => <$rules as GameRules>::scored_at_end(o)),+ }
            }

            /// Which scale the scores of a game of these options are on, within the family
            /// (see [`GameRules::scale`]).
            pub fn scale(&self) -> u32 {
                match self { $(GameOptions::$variant(o) => <$rules as GameRules>::scale(o)),+ }
            }

            fn start(&self, players: &[Player]) -> Result<GameState, SetupError> {
                match self {
                    $(GameOptions::$variant(o) => {
                        <$rules as GameRules>::start(o, players).map(GameState::$variant)
                    })+
                }
            }

            fn apply(
                &self,
                players: &[Player],
                state: &GameState,
                action: &Action,
            ) -> Result<GameState, Refusal> {
                #[allow(unreachable_patterns)]
                match (self, state, action) {
                    $((GameOptions::$variant(o), GameState::$variant(s), Action::$variant(a)) => {
                        <$rules as GameRules>::apply(o, players, s, a)
                            .map(GameState::$variant)
                            .map_err(|r| Refusal::Rules(RulesRefusal::$variant(r)))
                    })+
                    _ => Err(Refusal::WrongGame),
                }
            }

            /// What the table moves to go from `before` to `after` (see
            /// [`GameRules::changes`]); nothing for states of another family.
            pub fn changes(&self, before: &GameState, after: &GameState) -> Vec<TableChange> {
                #[allow(unreachable_patterns)]
                match (self, before, after) {
                    $((GameOptions::$variant(o), GameState::$variant(b), GameState::$variant(a)) => {
                        <$rules as GameRules>::changes(o, b, a)
                            .into_iter()
                            .map(TableChange::$variant)
                            .collect()
                    })+
                    _ => Vec::new(),
                }
            }

            /// Who acts, the step and its actions, from the family's rules.
            fn guide(
                &self,
                players: &[Player],
                state: &GameState,
            ) -> Option<(Option<usize>, GuideStep, Vec<Action>)> {
                #[allow(unreachable_patterns)]
                match (self, state) {
                    $((GameOptions::$variant(o), GameState::$variant(s)) => {
                        let g = <$rules as GameRules>::guide(o, players, s);
                        Some((
                            g.seat,
                            GuideStep::$variant(g.step),
                            g.actions.into_iter().map(Action::$variant).collect(),
                        ))
                    })+
                    _ => None,
                }
            }

            fn outcome(&self, players: &[Player], state: &GameState) -> Option<Outcome> {
                #[allow(unreachable_patterns)]
                match (self, state) {
                    $((GameOptions::$variant(o), GameState::$variant(s)) => {
                        <$rules as GameRules>::outcome(o, players, s)
                    })+
                    _ => None,
                }
            }

            fn actor(&self, state: &GameState, action: &Action) -> Option<usize> {
                #[allow(unreachable_patterns)]
                match (self, state, action) {
                    $((GameOptions::$variant(o), GameState::$variant(s), Action::$variant(a)) => {
                        <$rules as GameRules>::actor(o, s, a)
                    })+
                    _ => None,
                }
            }

            fn named(&self, action: &Action) -> Vec<usize> {
                #[allow(unreachable_patterns)]
                match (self, action) {
                    $((GameOptions::$variant(o), Action::$variant(a)) => {
                        <$rules as GameRules>::named(o, a)
                    })+
                    _ => Vec::new(),
                }
            }

            /// A shorter list of actions giving the same game as `actions` (see
            /// [`GameRules::compact`]); `None` when the family has none, or when an action is
            /// another family's.
            pub fn compact(&self, players: &[Player], actions: &[Action]) -> Option<Vec<Action>> {
                match self {
                    $(GameOptions::$variant(o) => {
                        #[allow(unreachable_patterns)]
                        let own = actions
                            .iter()
                            .map(|a| match a {
                                Action::$variant(a) => Some(a.clone()),
                                _ => None,
                            })
                            .collect::<Option<Vec<_>>>()?;
                        <$rules as GameRules>::compact(o, players, &own)
                            .map(|c| c.into_iter().map(Action::$variant).collect())
                    })+
                }
            }

            fn standings(&self, players: &[Player], state: &GameState) -> Vec<Standing> {
                #[allow(unreachable_patterns)]
                match (self, state) {
                    $((GameOptions::$variant(o), GameState::$variant(s)) => {
                        <$rules as GameRules>::standings(o, players, s)
                    })+
                    _ => Vec::new(),
                }
            }

            fn moment(&self, state: &GameState) -> Option<Moment> {
                #[allow(unreachable_patterns)]
                match (self, state) {
                    $((GameOptions::$variant(o), GameState::$variant(s)) => {
                        <$rules as GameRules>::moment(o, s)
                    })+
                    _ => None,
                }
            }
        }
    };
}

crate::families::with_families!(families);

/// Everything fixed when a game starts. Saves and share codes write it through
/// [`crate::wire`], whose types fix the format.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    pub options: GameOptions,
    pub players: Vec<Player>,
    /// Taken from the clock by the UI when the game was created.
    pub created: DateTime<Utc>,
}

/// One accepted action, when it was entered, and which phone of a live table sent it
/// (written through [`crate::wire`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub at: DateTime<Utc>,
    pub action: Action,
    /// The phone the live table's host accepted it from; `None` for an action entered with no
    /// live table, and for every entry of a save older than version 4 or a share code older
    /// than format 3.
    pub by: Option<Sender>,
}

/// Which phone of a live table sent a log entry: its seat when the host accepted it, the one
/// thing about a phone the players know it by. (A phone's number at the table means nothing
/// once the table closes, and its name is the phone's own label.) It is what the log shows;
/// the rules never read it, so a game replays the same with or without it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sender {
    /// The phone seated as the player at this index of the game's players.
    Player(u8),
    /// A phone shared by the whole table.
    Table,
    /// The host's own phone, which enters anyone's moves.
    Host,
}

/// Why an action was not applied. The game is unchanged.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The game has ended; undo to change it.
    GameOver,
    /// The action belongs to another game family.
    WrongGame,
    Rules(RulesRefusal),
}

impl Refusal {
    /// The rule entry behind a rules refusal; `None` for the session's own refusals.
    pub fn rule_id(&self) -> Option<&'static str> {
        match self {
            Refusal::Rules(r) => Some(r.rule_id()),
            Refusal::GameOver | Refusal::WrongGame => None,
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::GameOver => {
                f.write_str("The game is over. Undo the last action to change it.")
            }
            Refusal::WrongGame => f.write_str("That action belongs to another game."),
            Refusal::Rules(r) => r.fmt(f),
        }
    }
}

impl std::error::Error for Refusal {}

/// One row of a game's story (see [`Game::score_history`]): every seat's score in a state, in
/// seat order, and where the game stood then (`None` for a family that counts no turns).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    pub moment: Option<Moment>,
    pub scores: Vec<i64>,
}

/// What a game waits for now (see [`Game::guide`]).
#[derive(Clone, Debug, PartialEq)]
pub struct TurnGuide {
    /// The seat expected to act, if one is.
    pub seat: Option<usize>,
    pub step: GuideStep,
    /// The actions of the step, usual ones first, each with what `apply` would say now.
    pub expected: Vec<Expected>,
}

/// One action a step offers, and whether the rules accept it now.
#[derive(Clone, Debug, PartialEq)]
pub struct Expected {
    pub action: Action,
    pub allowed: Result<(), Refusal>,
}

/// A logged action that the rules refuse when the log is replayed: the log is not a game.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayError {
    /// Position of the refused entry in the log, from 0.
    pub index: usize,
    pub refusal: Refusal,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Action {} of the log is refused: {}",
            self.index + 1,
            self.refusal
        )
    }
}

/// Why a logged game cannot be rebuilt.
#[derive(Clone, Debug, PartialEq)]
pub enum RebuildError {
    Setup(SetupError),
    Replay(ReplayError),
    /// The undo cursor points past the end of the log.
    Cursor {
        cursor: usize,
        len: usize,
    },
}

impl fmt::Display for RebuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RebuildError::Setup(e) => write!(f, "The game's set-up is not valid: {e}"),
            RebuildError::Replay(e) => e.fmt(f),
            RebuildError::Cursor { cursor, len } => write!(
                f,
                "The undo position {cursor} is past the end of a log of {len} actions."
            ),
        }
    }
}

impl std::error::Error for RebuildError {}

/// How often a state is kept while applying, so an undo replays at most this many actions.
const CHECKPOINT_EVERY: usize = 32;

/// A game in progress: setup, log, cursor, and the state they give.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    log: Vec<LogEntry>,
    /// How many entries of `log` are applied; the rest can be redone.
    cursor: usize,
    state: GameState,
    /// `checkpoints[k]` is the state after `k * CHECKPOINT_EVERY` applied actions.
    checkpoints: Vec<GameState>,
    /// `actors[i]`: who made log entry `i`, when the action does not say (see
    /// [`GameRules::actor`]). Derived from the log when it is applied, never saved.
    actors: Vec<Option<usize>>,
}

impl PartialEq for Game {
    /// Two games are equal when their setup, log, cursor and state are; checkpoints are a
    /// cache.
    fn eq(&self, other: &Self) -> bool {
        self.setup == other.setup
            && self.log == other.log
            && self.cursor == other.cursor
            && self.state == other.state
    }
}

impl Game {
    /// Starts a game with no actions.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        let state = setup.options.start(&setup.players)?;
        Ok(Game {
            setup,
            log: Vec::new(),
            cursor: 0,
            checkpoints: vec![state.clone()],
            actors: Vec::new(),
            state,
        })
    }

    /// Rebuilds a game by replaying every entry of `log` through the rules (the undone tail
    /// too, so a redo can never meet a refused action), then moving the cursor back.
    pub fn rebuild(setup: Setup, log: Vec<LogEntry>, cursor: usize) -> Result<Game, RebuildError> {
        if cursor > log.len() {
            return Err(RebuildError::Cursor {
                cursor,
                len: log.len(),
            });
        }
        let mut game = Game::new(setup).map_err(RebuildError::Setup)?;
        for (index, entry) in log.into_iter().enumerate() {
            game.apply_entry(entry)
                .map_err(|refusal| RebuildError::Replay(ReplayError { index, refusal }))?;
        }
        while game.cursor > cursor {
            game.undo();
        }
        Ok(game)
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn kind(&self) -> GameKind {
        self.setup.options.kind()
    }

    pub fn players(&self) -> &[Player] {
        &self.setup.players
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The whole log, undone entries included.
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// Who made log entry `index`, for an action that names no player of its own.
    pub fn actor(&self, index: usize) -> Option<usize> {
        self.actors.get(index).copied().flatten()
    }

    /// The entries that make the current state.
    pub fn applied(&self) -> &[LogEntry] {
        &self.log[..self.cursor]
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// When the game last changed: the newest applied entry, or its creation.
    pub fn updated(&self) -> DateTime<Utc> {
        self.applied()
            .last()
            .map_or(self.setup.created, |entry| entry.at)
    }

    /// `Some` once the end condition holds; checked against the current state every time.
    pub fn outcome(&self) -> Option<Outcome> {
        self.setup.options.outcome(&self.setup.players, &self.state)
    }

    pub fn standings(&self) -> Vec<Standing> {
        self.setup
            .options
            .standings(&self.setup.players, &self.state)
    }

    /// Every seat's score in `state`, in seat order, and where the game stood: one row of
    /// [`Game::score_history`].
    fn score_row_in(&self, state: &GameState) -> ScoreRow {
        ScoreRow {
            moment: self.setup.options.moment(state),
            scores: self.seat_scores_in(state),
        }
    }

    /// Every seat's score in `state`, in seat order.
    fn seat_scores_in(&self, state: &GameState) -> Vec<i64> {
        let players = &self.setup.players;
        let mut scores = vec![0; players.len()];
        for standing in self.setup.options.standings(players, state) {
            if let Some(score) = scores.get_mut(standing.player) {
                *score = standing.score;
            }
        }
        scores
    }

    /// Every seat's score now, in seat order.
    pub fn seat_scores(&self) -> Vec<i64> {
        self.seat_scores_in(&self.state)
    }

    /// The last row of [`Game::score_history`]: the scores now, and where the game stands.
    pub fn score_row(&self) -> ScoreRow {
        self.score_row_in(&self.state)
    }

    /// Every seat's score before the first action and after each applied one (undone entries
    /// left out), with where the game stood (its turn or round): the game's story as its
    /// standings told it, for the picture of the scores over the game. Replays the applied log once, keeping scores, not states. Every entry
    /// was accepted once and replays the same way; were one refused, the story would end
    /// there rather than the screen fail.
    pub fn score_history(&self) -> Vec<ScoreRow> {
        let (options, players) = (&self.setup.options, &self.setup.players);
        let mut state = self.checkpoints[0].clone();
        let mut history = Vec::with_capacity(self.cursor + 1);
        history.push(self.score_row_in(&state));
        for entry in self.applied() {
            let Ok(next) = options.apply(players, &state, &entry.action) else {
                break;
            };
            state = next;
            history.push(self.score_row_in(&state));
        }
        history
    }

    /// The players a phone seated as one of them may make `action` for now: those the action
    /// names, its actor (the current player for most turn actions), and the seat the guide
    /// expects to act. Empty when the action belongs to nobody in particular (closing a
    /// score pad's round): any seated phone may make it. The live table's host asks this
    /// before it applies a seated phone's request.
    pub fn owners(&self, action: &Action) -> Vec<usize> {
        let options = &self.setup.options;
        let mut owners = options.named(action);
        owners.extend(options.actor(&self.state, action));
        if let Some((Some(seat), ..)) = options.guide(&self.setup.players, &self.state) {
            owners.push(seat);
        }
        owners.sort_unstable();
        owners.dedup();
        owners
    }

    /// The players log entry `index` belongs to: those its action names and the player who
    /// made it. Empty for an entry that belongs to nobody in particular, or past the log.
    pub fn entry_owners(&self, index: usize) -> Vec<usize> {
        let Some(entry) = self.log.get(index) else {
            return Vec::new();
        };
        let mut owners = self.setup.options.named(&entry.action);
        owners.extend(self.actor(index));
        owners.sort_unstable();
        owners.dedup();
        owners
    }

    /// What `apply` would say of `action` now, changing nothing: the one check the screens
    /// ask instead of restating a rule.
    pub fn check(&self, action: &Action) -> Result<(), Refusal> {
        self.check_while(self.outcome().is_some(), action)
    }

    /// [`Game::check`] with the end check already made (`over`), for checking many actions.
    fn check_while(&self, over: bool, action: &Action) -> Result<(), Refusal> {
        if over {
            return Err(Refusal::GameOver);
        }
        self.setup
            .options
            .apply(&self.setup.players, &self.state, action)
            .map(|_| ())
    }

    /// The seat the rules expected to act first, before the first action (the start player:
    /// the first to place in Catan, the first Captain in Jamaica); `None` for a game whose
    /// rules name nobody (the score pad).
    pub fn opening_seat(&self) -> Option<usize> {
        let (seat, ..) = self
            .setup
            .options
            .guide(&self.setup.players, &self.checkpoints[0])?;
        seat
    }

    /// Who acts now and in which step, without the dry runs of [`Game::guide`]: what a
    /// screen needs to tell a new turn from the same one, on every render.
    pub fn turn(&self) -> Option<(Option<usize>, GuideStep)> {
        let (seat, step, _) = self.setup.options.guide(&self.setup.players, &self.state)?;
        Some((seat, step))
    }

    /// Who acts now, in which step, and each action of that step with what the rules say of
    /// it now (a dry run of every one through [`Game::check`]).
    pub fn guide(&self) -> Option<TurnGuide> {
        let (seat, step, actions) = self.setup.options.guide(&self.setup.players, &self.state)?;
        let over = self.outcome().is_some();
        let expected = actions
            .into_iter()
            .map(|action| Expected {
                allowed: self.check_while(over, &action),
                action,
            })
            .collect();
        Some(TurnGuide {
            seat,
            step,
            expected,
        })
    }

    /// Validates `action` and applies it, or refuses it and changes nothing. Drops any
    /// undone entries first: a new action starts a new future. The entry names no phone.
    pub fn apply(&mut self, action: Action, at: DateTime<Utc>) -> Result<(), Refusal> {
        self.apply_entry(LogEntry {
            at,
            action,
            by: None,
        })
    }

    /// [`Game::apply`] of a whole entry, which keeps the phone it names: a live table's host
    /// accepting a phone's request, a guest following its host, a replay.
    pub fn apply_entry(&mut self, entry: LogEntry) -> Result<(), Refusal> {
        let LogEntry { at, action, by } = entry;
        if self.outcome().is_some() {
            return Err(Refusal::GameOver);
        }
        let next = self
            .setup
            .options
            .apply(&self.setup.players, &self.state, &action)?;
        let actor = self.setup.options.actor(&self.state, &action);
        self.log.truncate(self.cursor);
        self.actors.truncate(self.cursor);
        self.checkpoints
            .truncate(self.cursor / CHECKPOINT_EVERY + 1);
        self.log.push(LogEntry { at, action, by });
        self.actors.push(actor);
        self.cursor += 1;
        self.state = next;
        if self.cursor % CHECKPOINT_EVERY == 0 {
            self.checkpoints.push(self.state.clone());
        }
        Ok(())
    }

    /// The state before each log entry from `from` to the end of the log (undone entries
    /// included), for the screens that word an entry by what it changed. Replays at most one
    /// checkpoint interval more than the entries asked for.
    pub fn states_before(&self, from: usize) -> Vec<GameState> {
        let from = from.min(self.log.len());
        let base = from.min(self.cursor) / CHECKPOINT_EVERY;
        let mut state = self.checkpoints[base].clone();
        let mut out = Vec::with_capacity(self.log.len() - from);
        for (i, entry) in self.log.iter().enumerate().skip(base * CHECKPOINT_EVERY) {
            if i >= from {
                out.push(state.clone());
            }
            state = self
                .setup
                .options
                .apply(&self.setup.players, &state, &entry.action)
                .expect("an entry that was accepted replays the same way");
        }
        out
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.log.len()
    }

    /// Steps back one action. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let target = self.cursor - 1;
        let base = target / CHECKPOINT_EVERY;
        let mut state = self.checkpoints[base].clone();
        for entry in &self.log[base * CHECKPOINT_EVERY..target] {
            state = self
                .setup
                .options
                .apply(&self.setup.players, &state, &entry.action)
                .expect("an entry that was accepted replays the same way");
        }
        self.state = state;
        self.cursor = target;
        true
    }

    /// Re-applies the next undone action. Returns false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        let entry = &self.log[self.cursor];
        self.state = self
            .setup
            .options
            .apply(&self.setup.players, &self.state, &entry.action)
            .expect("an entry that was accepted replays the same way");
        self.cursor += 1;
        if self.cursor % CHECKPOINT_EVERY == 0
            && self.checkpoints.len() == self.cursor / CHECKPOINT_EVERY
        {
            self.checkpoints.push(self.state.clone());
        }
        true
    }
}

#[cfg(test)]
pub(crate) mod fixtures;

#[cfg(test)]
mod tests {
    use super::fixtures::{at, score, score_pad};
    use super::*;
    use crate::rules::{scorepad, PlayerColour};

    fn pad(target: Option<i64>) -> Game {
        let options = scorepad::Options {
            target,
            ..scorepad::Options::default()
        };
        score_pad(
            options,
            &[("An", PlayerColour::Red), ("Bảo", PlayerColour::Blue)],
        )
    }

    fn totals(game: &Game) -> Vec<i64> {
        game.standings().iter().map(|s| s.score).collect()
    }

    #[test]
    fn the_score_history_is_every_seat_s_score_after_each_applied_action() {
        let mut game = pad(None);
        game.apply(score(0, 5), at(1)).unwrap();
        game.apply(score(1, 8), at(2)).unwrap();
        game.apply(score(0, 4), at(3)).unwrap();
        game.undo();
        let scores = |game: &Game| -> Vec<Vec<i64>> {
            game.score_history().into_iter().map(|r| r.scores).collect()
        };
        assert_eq!(scores(&game), vec![vec![0, 0], vec![5, 0], vec![5, 8]]);
        game.redo();
        assert_eq!(scores(&game).last(), Some(&totals(&game)));
        assert_eq!(game.seat_scores(), totals(&game));
        assert_eq!(game.score_history().len(), 4);
        // Without rounds a score pad counts no turns: every row is an action of its own.
        assert!(game.score_history().iter().all(|r| r.moment.is_none()));
        assert_eq!(game.score_row(), game.score_history()[3]);
    }

    #[test]
    fn each_row_of_the_history_says_where_the_game_stood() {
        let mut game = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options {
                rounds: true,
                ..scorepad::Options::default()
            }),
            players: vec![Player::new("An", PlayerColour::Red)],
            created: at(0),
        })
        .unwrap();
        game.apply(score(0, 5), at(1)).unwrap();
        game.apply(Action::ScorePad(scorepad::Action::NextRound), at(2))
            .unwrap();
        game.apply(score(0, 2), at(3)).unwrap();
        let moments: Vec<Option<Moment>> = game.score_history().iter().map(|r| r.moment).collect();
        assert_eq!(
            moments,
            [1, 1, 2, 2].map(|n| Some(Moment::Round(n))).to_vec(),
            "the rounds as the pad counts them"
        );
    }

    #[test]
    fn the_states_before_the_entries_are_the_replayed_ones() {
        let mut game = pad(None);
        for i in 0..150 {
            game.apply(score(i % 2, 1), at(i as i64)).unwrap();
        }
        for _ in 0..30 {
            game.undo();
        }
        let before = game.states_before(100);
        assert_eq!(before.len(), 50);
        let mut replay = pad(None);
        for entry in &game.log()[..100] {
            replay.apply(entry.action.clone(), entry.at).unwrap();
        }
        assert_eq!(&before[0], replay.state());
        replay.apply(game.log()[100].action.clone(), at(0)).unwrap();
        assert_eq!(&before[1], replay.state());
        assert!(game.states_before(150).is_empty());
    }

    #[test]
    fn undo_and_redo_walk_the_log() {
        let mut game = pad(None);
        for i in 0..100 {
            game.apply(score(i % 2, 1 + i as i64), at(i as i64 + 1))
                .unwrap();
        }
        let end = game.clone();
        let mut seen = vec![game.state().clone()];
        while game.undo() {
            seen.push(game.state().clone());
        }
        assert_eq!(totals(&game), vec![0, 0]);
        assert_eq!(game.cursor(), 0);
        seen.pop();
        while let Some(expected) = seen.pop() {
            assert!(game.redo());
            assert_eq!(game.state(), &expected);
        }
        assert_eq!(game, end);
        assert!(!game.redo());
    }

    #[test]
    fn a_new_action_after_undo_drops_the_undone_tail() {
        let mut game = pad(None);
        game.apply(score(0, 5), at(1)).unwrap();
        game.apply(score(1, 7), at(2)).unwrap();
        game.undo();
        game.apply(score(0, 1), at(3)).unwrap();
        assert_eq!(game.log().len(), 2);
        assert!(!game.can_redo());
        assert_eq!(totals(&game), vec![6, 0]);
    }

    #[test]
    fn a_refusal_changes_nothing() {
        let mut game = pad(None);
        game.apply(score(0, 5), at(1)).unwrap();
        let before = game.clone();
        let refusal = game.apply(score(5, 1), at(2)).unwrap_err();
        assert_eq!(
            refusal,
            Refusal::Rules(RulesRefusal::ScorePad(scorepad::Refusal::NoSuchPlayer))
        );
        assert_eq!(game, before);
    }

    #[test]
    fn the_end_is_checked_after_every_action_and_can_be_undone() {
        let mut game = pad(Some(10));
        game.apply(score(1, 10), at(1)).unwrap();
        assert_eq!(game.outcome(), Some(Outcome { winners: vec![1] }));
        assert_eq!(game.apply(score(0, 1), at(2)), Err(Refusal::GameOver));
        assert!(game.undo());
        assert_eq!(game.outcome(), None);
        game.apply(score(0, 1), at(3)).unwrap();
    }

    #[test]
    fn rebuild_replays_to_the_same_game() {
        let mut game = pad(None);
        for i in 0..70 {
            game.apply(score(i % 2, 3), at(i as i64)).unwrap();
        }
        game.undo();
        game.undo();
        let rebuilt =
            Game::rebuild(game.setup().clone(), game.log().to_vec(), game.cursor()).unwrap();
        assert_eq!(rebuilt, game);
        assert!(matches!(
            Game::rebuild(game.setup().clone(), game.log().to_vec(), 71),
            Err(RebuildError::Cursor {
                cursor: 71,
                len: 70
            })
        ));
    }

    #[test]
    fn an_entry_keeps_the_phone_it_came_from_through_a_replay_and_a_new_future() {
        let mut game = pad(None);
        let senders = [
            Some(Sender::Player(1)),
            None,
            Some(Sender::Table),
            Some(Sender::Host),
        ];
        for (i, by) in senders.into_iter().enumerate() {
            let entry = LogEntry {
                at: at(i as i64),
                action: score(i % 2, 2),
                by,
            };
            game.apply_entry(entry).unwrap();
        }
        game.undo();
        let by: Vec<_> = game.log().iter().map(|e| e.by).collect();
        assert_eq!(by, senders, "the undone entry keeps its phone too");
        let rebuilt =
            Game::rebuild(game.setup().clone(), game.log().to_vec(), game.cursor()).unwrap();
        assert_eq!(rebuilt, game);
        assert!(game.redo());
        assert_eq!(game.log()[3].by, Some(Sender::Host), "a redo keeps it");
        // A refused entry records nothing, and a tap with no table names no phone.
        let refused = LogEntry {
            at: at(9),
            action: score(7, 1),
            by: Some(Sender::Player(0)),
        };
        assert!(game.apply_entry(refused).is_err());
        assert_eq!(game.log().len(), 4);
        game.apply(score(0, 1), at(10)).unwrap();
        assert_eq!(game.log()[4].by, None);
    }

    #[test]
    fn rebuild_names_the_refused_entry() {
        let game = pad(None);
        let log = vec![
            LogEntry {
                at: at(1),
                action: score(0, 1),
                by: None,
            },
            LogEntry {
                at: at(2),
                action: score(9, 1),
                by: Some(Sender::Table),
            },
        ];
        let err = Game::rebuild(game.setup().clone(), log, 2).unwrap_err();
        assert!(matches!(
            err,
            RebuildError::Replay(ReplayError { index: 1, .. })
        ));
    }
}
