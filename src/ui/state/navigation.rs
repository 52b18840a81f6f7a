//! The browser's history follows the screens, so the back gesture (Android's, the browser's
//! button) returns to the screen before instead of leaving the installed app mid-game.
//!
//! Every screen change pushes an entry that carries the screen and its depth above the first
//! entry (home, or where the app was opened). A game started from the new-game form or an
//! import takes the form's entry, so back from a game returns to where it was opened. Home is
//! always the first entry: going home walks back to it, and back on home leaves the app as a
//! phone expects. The rule sheet over a screen is an entry too: back closes it and leaves the
//! screen as it was. Desktop and mobile webviews keep the same history inside the webview.

use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

use super::{AppState, Screen};

/// What a history entry holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub screen: Screen,
    /// Entries between this one and the first.
    pub depth: u32,
    /// The rule sheet is open over the screen.
    pub sheet: bool,
}

impl Entry {
    /// The first entry: home, with nothing over it.
    pub const FIRST: Entry = Entry {
        screen: Screen::Home,
        depth: 0,
        sheet: false,
    };
}

/// Writes `entry` as a new history entry (`push`) or in place of the current one.
fn write(entry: Entry, push: bool) {
    let Ok(json) = serde_json::to_string(&entry) else {
        return;
    };
    let call = if push { "pushState" } else { "replaceState" };
    document::eval(&format!("history.{call}({json}, '')"));
}

/// Walks `steps` entries back; the screen follows when the browser reports the move.
fn walk_back(steps: u32) {
    if steps > 0 {
        document::eval(&format!("history.go(-{steps})"));
    }
}

/// Follows the browser's moves through the history for as long as the app runs.
pub async fn follow(mut app: AppState) {
    write(*app.at.peek(), false);
    let mut moves = document::eval(
        "window.addEventListener('popstate', (e) => dioxus.send(e.state)); \
         await new Promise(() => {});",
    );
    while let Ok(state) = moves.recv::<Option<Entry>>().await {
        app.arrive(state.unwrap_or(Entry::FIRST));
    }
}

impl AppState {
    /// Shows `screen` as a new history entry; home walks back to the first entry instead.
    /// Going to the screen already shown only clears what lies over it.
    pub fn go(&mut self, screen: Screen) {
        let at = *self.at.peek();
        if screen == Screen::Home {
            walk_back(at.depth);
            self.show(Entry::FIRST);
        } else if *self.screen.peek() == screen {
            self.notice.set(None);
            if at.sheet {
                self.close_sheet();
            }
        } else {
            let entry = Entry {
                screen,
                depth: at.depth + 1,
                sheet: false,
            };
            write(entry, true);
            self.show(entry);
        }
    }

    /// Shows `screen` in place of the current entry: a game takes the place of the form or
    /// the import that made it, so back from the game skips them.
    pub fn go_instead(&mut self, screen: Screen) {
        let entry = Entry {
            screen,
            sheet: false,
            ..*self.at.peek()
        };
        write(entry, false);
        self.show(entry);
    }

    /// The header's back button: the entry before, as the back gesture would; `fallback`
    /// where the app was opened on this screen and there is no entry before.
    pub fn back(&mut self, fallback: Screen) {
        let at = *self.at.peek();
        if at.depth > 0 {
            walk_back(1);
        } else if fallback != *self.screen.peek() {
            self.go_instead(fallback);
        }
    }

    /// Opens the rule entry `id` in a sheet over the current screen, as an entry of its own.
    pub fn show_rule(&mut self, id: &'static str) {
        self.open_sheet();
        self.appearance_sheet.set(false);
        self.rule_sheet.set(Some(id));
    }

    /// Opens the language and theme over the current screen, as an entry of its own.
    pub fn show_appearance(&mut self) {
        self.open_sheet();
        self.rule_sheet.set(None);
        self.appearance_sheet.set(true);
    }

    /// The entry of a sheet over the screen, unless one is open already.
    fn open_sheet(&mut self) {
        let at = *self.at.peek();
        if !at.sheet {
            let entry = Entry {
                depth: at.depth + 1,
                sheet: true,
                ..at
            };
            write(entry, true);
            self.at.set(entry);
        }
    }

    /// Closes the sheet over the screen: the entry it opened goes, as the back gesture would.
    pub fn close_sheet(&mut self) {
        self.rule_sheet.set(None);
        self.appearance_sheet.set(false);
        if self.at.peek().sheet {
            walk_back(1);
        }
    }

    /// The browser moved to `entry` (back, forward, or a walk home).
    fn arrive(&mut self, entry: Entry) {
        // A walk the app made itself (home, a closed sheet) is already on screen.
        if *self.at.peek() == entry && *self.screen.peek() == entry.screen {
            return;
        }
        // A game entry whose game is no longer open (closed, deleted) shows home.
        let entry = if entry.screen == Screen::Game && self.open.peek().is_none() {
            Entry {
                screen: Screen::Home,
                ..entry
            }
        } else {
            entry
        };
        self.show(entry);
    }

    /// Shows `entry` on screen.
    fn show(&mut self, entry: Entry) {
        self.notice.set(None);
        if !entry.sheet {
            self.rule_sheet.set(None);
            self.appearance_sheet.set(false);
        }
        if *self.screen.peek() != entry.screen {
            super::super::platform::scroll_to_top();
        }
        self.at.set(entry);
        self.screen.set(entry.screen);
    }
}
