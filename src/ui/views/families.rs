//! The app's side of the one family list (`crate::families`): each family's blurb, options
//! form and defaults, board, log and table lines, score strip and the notes of a play logged
//! in BG Stats, dispatched from the session's enums to the family's folder
//! (`super::<module>::screen`). The game screens' parts are in `super::game_parts`. Its name, variant words and refusal words are words, not
//! screens: they are in `crate::ui::text::families`, which the words and the state may use.
//! Screens outside the family folders reach a family only through these functions, so a new
//! family touches nothing here.

use dioxus::prelude::*;

use crate::rules::Player;
use crate::session::{Action, GameKind, GameOptions, GameState, TableChange};
use crate::ui::components::score_strip::StripSeat;
use crate::ui::text::Texts;

/// How a family draws its board on the game screen.
pub type BoardFn = fn(&GameOptions, &GameState, &[Player], bool) -> Element;

/// What a family words a log line from: the action, the players, the game's options and,
/// when known, the state the action was applied to (to say what it changed).
pub struct Logged<'a, O, S, A> {
    pub players: &'a [Player],
    pub options: &'a O,
    pub action: &'a A,
    pub before: Option<&'a S>,
}

/// `body` with the family's own stylesheet before it, when it has one (each family's
/// `screen::STYLE`): drawn with the screens that use it, so the split web build downloads it
/// with them.
pub(super) fn styled(style: &'static str, body: Element) -> Element {
    rsx! {
        if !style.is_empty() {
            style { {style} }
        }
        {body}
    }
}

macro_rules! screens {
    ($($variant:ident => $module:ident :: $rules:ident),+ $(,)?) => {
        /// A short line under the family's name in the new-game list.
        pub fn kind_blurb(t: &Texts, kind: GameKind) -> &'static str {
            match kind { $(GameKind::$variant => super::$module::screen::blurb(t)),+ }
        }

        /// The options a game starts with when its family is picked.
        pub fn default_options(kind: GameKind) -> GameOptions {
            match kind {
                $(GameKind::$variant => GameOptions::$variant(super::$module::screen::default_options())),+
            }
        }

        /// How many players the family and its options allow.
        pub fn player_range(options: &GameOptions) -> (usize, usize) {
            match options { $(GameOptions::$variant(o) => super::$module::screen::player_range(o)),+ }
        }

        /// The family's options form; it edits `options` in place.
        pub fn options_form(kind: GameKind, options: Signal<GameOptions>) -> Element {
            match kind {
                $(GameKind::$variant => styled(super::$module::screen::STYLE, super::$module::screen::options_form(options))),+
            }
        }

        /// The log line of `action`; `before` is the state it was applied to, when known.
        pub fn describe(
            t: &Texts,
            players: &[Player],
            options: &GameOptions,
            action: &Action,
            before: Option<&GameState>,
        ) -> String {
            match (options, action) {
                $((GameOptions::$variant(o), Action::$variant(a)) => {
                    let before = match before {
                        Some(GameState::$variant(s)) => Some(s),
                        _ => None,
                    };
                    super::$module::screen::describe(t, Logged { players, options: o, action: a, before })
                })+
                _ => String::new(),
            }
        }

        /// One thing the table does with its pieces, in the family's words.
        pub fn describe_change(t: &Texts, players: &[Player], change: &TableChange) -> String {
            match change {
                $(TableChange::$variant(c) => super::$module::describe_change(t, players, c)),+
            }
        }

        /// Seat `seat`'s chip on the score strip: what it holds, and the figure when it is
        /// not the standing; `None` for a family without a strip.
        pub fn strip(
            t: &Texts,
            options: &GameOptions,
            state: &GameState,
            seat: usize,
        ) -> Option<StripSeat> {
            match (options, state) {
                $((GameOptions::$variant(o), GameState::$variant(s)) => {
                    super::$module::screen::strip(t, o, s, seat)
                })+
                _ => None,
            }
        }

        /// What a finished game's play in BG Stats notes of how it ended, in the family's words
        /// (the Ghost Ship's haul, the King and the Robber): what its scores do not say.
        pub fn play_notes(
            t: &Texts,
            players: &[Player],
            options: &GameOptions,
            state: &GameState,
            winners: &[usize],
        ) -> Vec<String> {
            match (options, state) {
                $((GameOptions::$variant(o), GameState::$variant(s)) => {
                    super::$module::screen::play_notes(t, players, o, s, winners)
                })+
                _ => Vec::new(),
            }
        }
    };
}

crate::families::with_families!(screens);
