//! Each family's game screen as a part of the app of its own (see `crate::ui::parts`), and the
//! way to it, generated from the one list (`crate::families`). Apart from the families'
//! dispatch (`super::families`): the parts draw the game screen (`super::game`), which asks
//! that dispatch for its log lines and its strip, so in one file the two would use each other
//! (`tests/no_circles.rs`).

use dioxus::prelude::*;

use crate::session::GameKind;
use crate::ui::state::AppState;

macro_rules! parts {
    ($($variant:ident => $module:ident :: $rules:ident),+ $(,)?) => {
        /// Each family's game screen, with all the screens only it reaches: a part of the app
        /// of its own, fetched when a game of the family is first shown (see `crate::ui::parts`).
        /// The game screen's own code is shared by the families' parts, so it comes with the
        /// first of them.
        mod screens {
            use dioxus::prelude::*;
            $(
                crate::ui::parts::part!(pub $module: fn() -> Element = $module => || rsx! {
                    crate::ui::views::game::GameScreen {
                        board: crate::ui::views::game::Board(|options, state, players, finished| {
                            match (options, state) {
                                (crate::session::GameOptions::$variant(o), crate::session::GameState::$variant(s)) => {
                                    crate::ui::views::families::styled(
                                        crate::ui::views::$module::screen::STYLE,
                                        rsx! {
                                            crate::ui::views::$module::screen::Board {
                                                view: crate::ui::views::game_view::GameView::new(o, s, players, finished),
                                            }
                                        },
                                    )
                                }
                                // The session never pairs options of one family with the state of
                                // another.
                                _ => rsx! {},
                            }
                        })
                    }
                });
            )+
        }

        /// Brings the game screen of `kind` when it is not here yet, so that the screen's
        /// first draw is the game: a new game's form asks it as its family is chosen. Without
        /// it, the Start drew the line that says the screen is on its way, then the game a
        /// moment later, two draws where one does (docs/performance.md).
        pub fn bring(kind: GameKind) {
            match kind {
                $(GameKind::$variant => crate::ui::parts::bring(screens::$module::here().is_some(), screens::$module::fetch),)+
            }
        }

        /// The game screen of a game of `kind`, or the line that says it is on its way.
        pub fn game_screen(kind: GameKind) -> Element {
            match kind {
                $(GameKind::$variant => crate::ui::components::part_pending::show(screens::$module::get(), screens::$module::fetch, |draw| draw()),)+
            }
        }
    };
}

crate::families::with_families!(parts);

/// Opens saved game `id` with its family's screen (`screen`, `GameSummary::screen`) asked for
/// at once, so the
/// screen comes while the game is read. Asked for only by the game screen's own draw, it came
/// after the read, and the screen was drawn first with the line that says it is on its way:
/// even with its file here (the prefetch brings the files; a part is made ready only when
/// something asks for it), and a network's wait on a phone that spares its data.
pub fn resume(mut app: AppState, id: &str, screen: Option<GameKind>) {
    if let Some(kind) = screen {
        bring(kind);
    }
    app.resume(id);
}
