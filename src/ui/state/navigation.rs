//! The browser's history follows the screens, so the back gesture (Android's, the browser's
//! button) returns to the screen before instead of leaving the installed app mid-game.
//!
//! Every screen change pushes an entry that carries the screen and its depth above the first
//! entry (home, or where the app was opened). A game started from the new-game form or an
//! import takes the form's entry, so back from a game returns to where it was opened. Home is
//! always the first entry: going home walks back to it, and back on home leaves the app as a
//! phone expects. The rule sheet over a screen is an entry too: back closes it and leaves the
//! screen as it was. Desktop and mobile webviews keep the same history inside the webview.
//!
//! The browser keeps the current entry over a reload, so a reload (or a phone that drops the
//! page from memory and loads it again) comes back to the same screen: a game's entry names
//! its game, which is read again from the store; a sheet's entry names its rule.

use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

use super::{AppState, Screen};

/// What a history entry holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub screen: Screen,
    /// Entries between this one and the first.
    pub depth: u32,
    /// The rule sheet is open over the screen.
    pub sheet: bool,
    /// The game of a game or share screen, to open it again after a reload.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The rule entry shown in the sheet, to show it again after a reload.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

impl Entry {
    /// The first entry: home, with nothing over it.
    pub const FIRST: Entry = Entry {
        screen: Screen::Home,
        depth: 0,
        sheet: false,
        game: None,
        rule: None,
    };
}

/// The screens whose entry names the open game.
fn shows_game(screen: Screen) -> bool {
    matches!(screen, Screen::Game | Screen::Share)
}

/// Writes `entry` as a new history entry (`push`) or in place of the current one.
fn write(entry: &Entry, push: bool) {
    let Ok(json) = serde_json::to_string(entry) else {
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

/// The entry the browser holds for this page: the one of the screen shown before a reload,
/// or nothing on a first visit.
async fn current() -> Option<Entry> {
    // The web page keeps the entry it was loaded with (web/platform.js): Dioxus's web history
    // replaces it with a scroll position as the app starts. Webviews have no such page.
    let state = document::eval("return JSON.stringify(window.tablemateEntry ?? history.state);")
        .join::<String>()
        .await
        .ok()?;
    serde_json::from_str(&state).ok()
}

/// Follows the browser's moves through the history for as long as the app runs.
pub async fn follow(mut app: AppState) {
    // A link opened the app on its own screen (an import): that wins over a reload's entry.
    let opened_on_home = *app.screen.peek() == Screen::Home;
    match current().await.filter(|_| opened_on_home) {
        Some(entry) if entry != Entry::FIRST => {
            // Written back: Dioxus replaced it.
            write(&entry, false);
            app.arrive(entry);
        }
        _ => write(&app.at.peek(), false),
    }
    let mut moves = document::eval(
        "window.addEventListener('popstate', (e) => dioxus.send(e.state)); \
         await new Promise(() => {});",
    );
    // An entry the app did not write (none, or the scroll position Dioxus's web history puts
    // in the first one as it starts) is the first entry: home.
    while let Ok(state) = moves.recv::<serde_json::Value>().await {
        app.arrive(serde_json::from_value(state).unwrap_or(Entry::FIRST));
    }
}

impl AppState {
    /// Shows `screen` as a new history entry; home walks back to the first entry instead.
    /// Going to the screen already shown only clears what lies over it.
    pub fn go(&mut self, screen: Screen) {
        let at = self.at.peek().clone();
        if screen == Screen::Home {
            walk_back(at.depth);
            self.show(Entry::FIRST);
        } else if *self.screen.peek() == screen {
            self.notice.set(None);
            if at.sheet {
                self.close_sheet();
            }
            // The same screen for another game (a table joined from a game screen): the entry
            // names the game now shown.
            let game = self.game_of(screen);
            if game != at.game {
                let entry = Entry { game, ..at };
                write(&entry, false);
                self.at.set(entry);
            }
        } else {
            let entry = Entry {
                screen,
                depth: at.depth + 1,
                sheet: false,
                game: self.game_of(screen),
                rule: None,
            };
            write(&entry, true);
            self.show(entry);
        }
    }

    /// Whether the screen on show is game `id`'s (an entry of an older build names no game:
    /// the open one). Subscribes to the entry.
    pub fn shows(&self, id: &str) -> bool {
        self.at
            .read()
            .game
            .as_deref()
            .is_none_or(|shown| shown == id)
    }

    /// The game the screen on show is for, as its entry names it, read without subscribing.
    pub(super) fn shown_game(&self) -> Option<String> {
        let at = self.at.peek();
        shows_game(at.screen).then(|| at.game.clone()).flatten()
    }

    /// The id of the open game, for the entry of `screen`.
    fn game_of(&self, screen: Screen) -> Option<String> {
        shows_game(screen)
            .then(|| self.open.peek().as_ref().map(|o| o.id.clone()))
            .flatten()
    }

    /// Shows `screen` in place of the current entry: a game takes the place of the form or
    /// the import that made it, so back from the game skips them.
    pub fn go_instead(&mut self, screen: Screen) {
        let entry = Entry {
            screen,
            sheet: false,
            game: self.game_of(screen),
            rule: None,
            depth: self.at.peek().depth,
        };
        write(&entry, false);
        self.show(entry);
    }

    /// The header's back button: the entry before, as the back gesture would; `fallback`
    /// where the app was opened on this screen and there is no entry before.
    pub fn back(&mut self, fallback: Screen) {
        let at = self.at.peek().clone();
        if at.depth > 0 {
            walk_back(1);
        } else if fallback != *self.screen.peek() {
            self.go_instead(fallback);
        }
    }

    /// Opens the rule entry `id` in a sheet over the current screen, as an entry of its own.
    pub fn show_rule(&mut self, id: &'static str) {
        self.open_sheet(Some(id));
        self.appearance_sheet.set(false);
        self.rule_sheet.set(Some(id));
    }

    /// Opens the language and theme over the current screen, as an entry of its own.
    pub fn show_appearance(&mut self) {
        self.open_sheet(None);
        self.rule_sheet.set(None);
        self.appearance_sheet.set(true);
    }

    /// The entry of a sheet over the screen (showing `rule`, if a rule), opened or changed.
    fn open_sheet(&mut self, rule: Option<&'static str>) {
        let at = self.at.peek().clone();
        let rule = rule.map(str::to_string);
        if !at.sheet || at.rule != rule {
            let entry = Entry {
                depth: if at.sheet { at.depth } else { at.depth + 1 },
                sheet: true,
                rule,
                ..at.clone()
            };
            write(&entry, !at.sheet);
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

    /// The browser moved to `entry` (back, forward, a walk home, or a reload).
    fn arrive(&mut self, entry: Entry) {
        // A walk the app made itself (home, a closed sheet) is already on screen.
        if *self.at.peek() == entry && *self.screen.peek() == entry.screen {
            return;
        }
        if shows_game(entry.screen) {
            let open = self.open.peek().as_ref().map(|o| o.id.clone());
            match &entry.game {
                // The entry's game is open: show it.
                Some(id) if open.as_ref() == Some(id) => {}
                // Another game, or none since a reload: read it again, then show the entry;
                // a game gone from the store shows home.
                Some(id) => {
                    let id = id.clone();
                    // Current while the game is read: a move meanwhile replaces it.
                    self.at.set(entry.clone());
                    self.reopen(&id, entry);
                    return;
                }
                // An entry of an older build names no game: the open one, if any.
                None if open.is_some() => {}
                None => {
                    return self.show(Entry {
                        screen: Screen::Home,
                        ..entry
                    })
                }
            }
        }
        self.show(entry);
    }

    /// Shows `entry` on screen, with the rule its sheet names.
    pub(super) fn show(&mut self, entry: Entry) {
        self.notice.set(None);
        if !entry.sheet {
            self.rule_sheet.set(None);
            self.appearance_sheet.set(false);
        } else if let Some(rule) = entry.rule.as_deref() {
            if self.rule_sheet.peek().is_none_or(|shown| shown != rule) {
                self.rule_sheet.set(crate::rulebook::static_id(rule));
            }
        }
        if *self.screen.peek() != entry.screen {
            super::super::platform::scroll_to_top();
        }
        self.screen.set(entry.screen);
        self.at.set(entry);
    }
}
