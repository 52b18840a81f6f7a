//! Where the app is: the screen, its history entry, and the sheets over it. Pure: each move
//! says what the browser's history must do ([`History`]), and `browser_history` does it, so
//! the back gesture (Android's, the browser's button) returns to the screen before instead of
//! leaving the installed app mid-game.
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
//! its game, which is read again from the store; a sheet's entry names its rule. The entry of
//! a game screen names its game, so a screen is always for one game: a change meant for the
//! game shown never reaches another game opened under it.

use serde::{Deserialize, Serialize};

use super::Screen;

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
pub fn shows_game(screen: Screen) -> bool {
    matches!(screen, Screen::Game | Screen::Share)
}

/// One thing the browser's history is asked to do, in the order a move lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum History {
    /// A new entry after the current one.
    Push(Entry),
    /// The current entry written over.
    Replace(Entry),
    /// This many entries back; the screen follows when the browser reports the move.
    Back(u32),
}

/// What a move changed besides the history.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moved {
    /// The history's steps, in order.
    pub history: Vec<History>,
    /// An entry was shown: the message on screen was about what was there before.
    pub shown: bool,
    /// Another screen is shown: it starts at its top.
    pub new_screen: bool,
}

impl Moved {
    fn history(step: History) -> Moved {
        Moved {
            history: vec![step],
            ..Moved::default()
        }
    }

    fn then(mut self, next: Moved) -> Moved {
        self.history.extend(next.history);
        self.shown |= next.shown;
        self.new_screen |= next.new_screen;
        self
    }
}

/// What the browser's arrival at an entry asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// Shown (or already on screen).
    Moved(Moved),
    /// The entry's game is not the open one: read it from the store, then show the entry if it
    /// is still current (`at` already is the entry, so a move meanwhile replaces it).
    Reopen(String),
}

/// A move the app makes of itself (a tap), as [`Navigation::make`] takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// See [`Navigation::go`].
    Go(Screen),
    /// See [`Navigation::go_instead`].
    GoInstead(Screen),
    /// The header's back button, with where to fall back to (see [`Navigation::back`]).
    Back(Screen),
    OpenRules,
    ShowRule(&'static str),
    ShowAppearance,
    CloseSheet,
    /// An entry shown as it is (a game read again for it).
    Show(Entry),
}

/// The screen on show, its history entry, and what lies over it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Navigation {
    pub screen: Screen,
    /// The history entry on screen.
    pub at: Entry,
    /// The rule entry shown in the sheet over the screen, if any.
    pub rule_sheet: Option<&'static str>,
    /// The language and theme shown in a sheet over the screen.
    pub appearance: bool,
    /// Where the rule reference's back button leads: the game it was opened from, or home.
    pub rules_return: Screen,
    /// The live table's sheet is over the screen (not an entry: it is the table's, not the
    /// screen's).
    pub live_sheet: bool,
}

impl Default for Navigation {
    fn default() -> Self {
        Navigation {
            screen: Screen::Home,
            at: Entry::FIRST,
            rule_sheet: None,
            appearance: false,
            rules_return: Screen::Home,
            live_sheet: false,
        }
    }
}

impl Navigation {
    /// Makes `step`, given the open game's id `open`.
    pub fn make(&mut self, step: Move, open: Option<&str>) -> Moved {
        match step {
            Move::Go(screen) => self.go(screen, open),
            Move::GoInstead(screen) => self.go_instead(screen, open),
            Move::Back(fallback) => self.back(fallback, open),
            Move::OpenRules => self.open_rules(open),
            Move::ShowRule(id) => self.show_rule(id),
            Move::ShowAppearance => self.show_appearance(),
            Move::CloseSheet => self.close_sheet(),
            Move::Show(entry) => self.show(entry),
        }
    }

    /// `screen` as a new history entry; home walks back to the first entry instead. Going to
    /// the screen already shown only clears what lies over it. `open`: the open game's id.
    pub fn go(&mut self, screen: Screen, open: Option<&str>) -> Moved {
        let at = self.at.clone();
        if screen == Screen::Home {
            let back = (at.depth > 0).then_some(History::Back(at.depth));
            let moved = Moved {
                history: back.into_iter().collect(),
                ..Moved::default()
            };
            return moved.then(self.show(Entry::FIRST));
        }
        if self.screen != screen {
            let entry = Entry {
                screen,
                depth: at.depth + 1,
                sheet: false,
                game: game_of(screen, open),
                rule: None,
            };
            return Moved::history(History::Push(entry.clone())).then(self.show(entry));
        }
        let mut moved = Moved {
            shown: true,
            ..Moved::default()
        };
        if at.sheet {
            moved = moved.then(self.close_sheet());
        }
        // The same screen for another game (a table joined from a game screen): the entry
        // names the game now shown.
        let game = game_of(screen, open);
        if game != at.game {
            let entry = Entry { game, ..at };
            self.at = entry.clone();
            moved = moved.then(Moved::history(History::Replace(entry)));
        }
        moved
    }

    /// `screen` in place of the current entry: a game takes the place of the form or the
    /// import that made it, so back from the game skips them.
    pub fn go_instead(&mut self, screen: Screen, open: Option<&str>) -> Moved {
        let entry = Entry {
            screen,
            sheet: false,
            game: game_of(screen, open),
            rule: None,
            depth: self.at.depth,
        };
        Moved::history(History::Replace(entry.clone())).then(self.show(entry))
    }

    /// The header's back button: the entry before, as the back gesture would; `fallback`
    /// where the app was opened on this screen and there is no entry before.
    pub fn back(&mut self, fallback: Screen, open: Option<&str>) -> Moved {
        if self.at.depth > 0 {
            Moved::history(History::Back(1))
        } else if fallback != self.screen {
            self.go_instead(fallback, open)
        } else {
            Moved::default()
        }
    }

    /// The rule reference, whose back button returns to the game it was opened from, or home.
    pub fn open_rules(&mut self, open: Option<&str>) -> Moved {
        self.rules_return = if self.screen == Screen::Game {
            Screen::Game
        } else {
            Screen::Home
        };
        self.go(Screen::Rules, open)
    }

    /// The rule entry `id` in a sheet over the current screen, as an entry of its own.
    pub fn show_rule(&mut self, id: &'static str) -> Moved {
        let moved = self.open_sheet(Some(id));
        self.appearance = false;
        self.rule_sheet = Some(id);
        moved
    }

    /// The language and theme over the current screen, as an entry of its own.
    pub fn show_appearance(&mut self) -> Moved {
        let moved = self.open_sheet(None);
        self.rule_sheet = None;
        self.appearance = true;
        moved
    }

    /// The entry of a sheet over the screen (showing `rule`, if a rule), opened or changed.
    fn open_sheet(&mut self, rule: Option<&'static str>) -> Moved {
        let at = self.at.clone();
        let rule = rule.map(str::to_string);
        if at.sheet && at.rule == rule {
            return Moved::default();
        }
        let entry = Entry {
            depth: if at.sheet { at.depth } else { at.depth + 1 },
            sheet: true,
            rule,
            ..at.clone()
        };
        self.at = entry.clone();
        Moved::history(if at.sheet {
            History::Replace(entry)
        } else {
            History::Push(entry)
        })
    }

    /// Closes the sheet over the screen: the entry it opened goes, as the back gesture would.
    pub fn close_sheet(&mut self) -> Moved {
        self.rule_sheet = None;
        self.appearance = false;
        if self.at.sheet {
            Moved::history(History::Back(1))
        } else {
            Moved::default()
        }
    }

    /// The browser moved to `entry` (back, forward, a walk home, or a reload). `open`: the
    /// open game's id.
    pub fn arrive(&mut self, entry: Entry, open: Option<&str>) -> Arrival {
        // A walk the app made itself (home, a closed sheet) is already on screen.
        if self.at == entry && self.screen == entry.screen {
            return Arrival::Moved(Moved::default());
        }
        if shows_game(entry.screen) {
            match entry.game.as_deref() {
                // The entry's game is open: show it.
                Some(id) if open == Some(id) => {}
                // Another game, or none since a reload: read it again, then show the entry.
                Some(id) => {
                    let id = id.to_string();
                    self.at = entry;
                    return Arrival::Reopen(id);
                }
                // An entry of an older build names no game: the open one, if any.
                None if open.is_some() => {}
                None => {
                    return Arrival::Moved(self.show(Entry {
                        screen: Screen::Home,
                        ..entry
                    }))
                }
            }
        }
        Arrival::Moved(self.show(entry))
    }

    /// Shows `entry`, with the rule its sheet names.
    pub fn show(&mut self, entry: Entry) -> Moved {
        if !entry.sheet {
            self.rule_sheet = None;
            self.appearance = false;
        } else if let Some(rule) = entry.rule.as_deref() {
            if self.rule_sheet.is_none_or(|shown| shown != rule) {
                self.rule_sheet = crate::rulebook::static_id(rule);
            }
        }
        let new_screen = self.screen != entry.screen;
        self.screen = entry.screen;
        self.at = entry;
        Moved {
            history: Vec::new(),
            shown: true,
            new_screen,
        }
    }

    /// Whether the screen on show is game `id`'s (an entry of an older build names no game:
    /// the open one).
    pub fn shows(&self, id: &str) -> bool {
        self.at.game.as_deref().is_none_or(|shown| shown == id)
    }

    /// The game the screen on show is for, as its entry names it.
    pub fn shown_game(&self) -> Option<&str> {
        shows_game(self.at.screen)
            .then_some(self.at.game.as_deref())
            .flatten()
    }

    /// Home with no sheet over it: nothing on screen is half done (no form, no move, no open
    /// sheet), so a restart here loses nothing the player sees.
    pub fn at_rest(&self) -> bool {
        self.screen == Screen::Home
            && self.rule_sheet.is_none()
            && !self.appearance
            && !self.live_sheet
    }
}

/// The game an entry of `screen` names: the open one, on the screens that show a game.
fn game_of(screen: Screen, open: Option<&str>) -> Option<String> {
    shows_game(screen)
        .then(|| open.map(str::to_string))
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(screen: Screen, depth: u32, game: Option<&str>) -> Entry {
        Entry {
            screen,
            depth,
            sheet: false,
            game: game.map(str::to_string),
            rule: None,
        }
    }

    /// A rule id the rulebook knows, so a sheet's entry can name it.
    fn a_rule() -> &'static str {
        crate::rulebook::all_entries()
            .next()
            .expect("the rulebook has entries")
            .id
    }

    #[test]
    fn only_home_with_nothing_over_it_is_at_rest() {
        let mut nav = Navigation::default();
        assert!(nav.at_rest());
        nav.show_appearance();
        assert!(!nav.at_rest(), "the appearance sheet is open");
        nav.close_sheet();
        assert!(nav.at_rest());
        nav.show_rule(a_rule());
        assert!(!nav.at_rest(), "a rule sheet is open");
        nav.close_sheet();
        nav.live_sheet = true;
        assert!(!nav.at_rest(), "the live table's sheet is open");
        nav.live_sheet = false;
        for screen in [
            Screen::NewGame,
            Screen::Game,
            Screen::Settings,
            Screen::Import,
        ] {
            nav.go(screen, Some("g1"));
            assert!(!nav.at_rest(), "{screen:?} is not home");
        }
    }

    #[test]
    fn a_new_screen_is_pushed_one_deeper_and_names_the_game_it_shows() {
        let mut nav = Navigation::default();
        let moved = nav.go(Screen::Game, Some("g1"));
        let entry = at(Screen::Game, 1, Some("g1"));
        assert_eq!(moved.history, vec![History::Push(entry.clone())]);
        assert!(moved.shown && moved.new_screen);
        assert_eq!((nav.screen, &nav.at), (Screen::Game, &entry));
        let moved = nav.go(Screen::Settings, Some("g1"));
        assert_eq!(
            moved.history,
            vec![History::Push(at(Screen::Settings, 2, None))]
        );
    }

    #[test]
    fn home_walks_back_to_the_first_entry() {
        let mut nav = Navigation::default();
        nav.go(Screen::NewGame, None);
        nav.go_instead(Screen::Game, Some("g1"));
        nav.go(Screen::Share, Some("g1"));
        let moved = nav.go(Screen::Home, Some("g1"));
        assert_eq!(moved.history, vec![History::Back(2)]);
        assert_eq!(nav.at, Entry::FIRST);
        assert_eq!(nav.screen, Screen::Home);
        // Home from home writes nothing.
        assert!(nav.go(Screen::Home, None).history.is_empty());
    }

    #[test]
    fn a_game_takes_the_place_of_the_form_that_started_it() {
        let mut nav = Navigation::default();
        nav.go(Screen::NewGame, None);
        let moved = nav.go_instead(Screen::Game, Some("g2"));
        assert_eq!(
            moved.history,
            vec![History::Replace(at(Screen::Game, 1, Some("g2")))]
        );
    }

    #[test]
    fn the_same_screen_for_another_game_renames_its_entry_in_place() {
        let mut nav = Navigation::default();
        nav.go(Screen::Game, Some("g1"));
        let moved = nav.go(Screen::Game, Some("g2"));
        assert_eq!(
            moved.history,
            vec![History::Replace(at(Screen::Game, 1, Some("g2")))]
        );
        assert!(moved.shown && !moved.new_screen);
        assert!(nav.shows("g2") && !nav.shows("g1"));
        assert_eq!(nav.shown_game(), Some("g2"));
        // The same screen for the same game changes nothing in the history.
        assert!(nav.go(Screen::Game, Some("g2")).history.is_empty());
    }

    #[test]
    fn a_sheet_is_an_entry_and_going_to_the_screen_under_it_closes_it() {
        let mut nav = Navigation::default();
        nav.go(Screen::Game, Some("g1"));
        let rule = a_rule();
        let moved = nav.show_rule(rule);
        let sheet = Entry {
            sheet: true,
            rule: Some(rule.to_string()),
            ..at(Screen::Game, 2, Some("g1"))
        };
        assert_eq!(moved.history, vec![History::Push(sheet.clone())]);
        assert_eq!(nav.rule_sheet, Some(rule));
        // Another sheet over the same screen replaces the sheet's entry.
        let moved = nav.show_appearance();
        let appearance = Entry {
            rule: None,
            ..sheet.clone()
        };
        assert_eq!(moved.history, vec![History::Replace(appearance)]);
        assert!(nav.appearance && nav.rule_sheet.is_none());
        let moved = nav.go(Screen::Game, Some("g1"));
        assert_eq!(moved.history, vec![History::Back(1)]);
        assert!(!nav.appearance);
    }

    #[test]
    fn back_walks_one_entry_or_falls_back_where_the_app_was_opened() {
        let mut nav = Navigation::default();
        nav.go_instead(Screen::Import, None);
        let moved = nav.back(Screen::Home, None);
        assert_eq!(moved.history, vec![History::Replace(Entry::FIRST)]);
        assert_eq!(nav.screen, Screen::Home);
        assert!(nav.back(Screen::Home, None).history.is_empty());
        nav.go(Screen::Rules, None);
        assert_eq!(nav.back(Screen::Home, None).history, vec![History::Back(1)]);
    }

    #[test]
    fn the_rules_return_to_the_game_they_were_opened_from() {
        let mut nav = Navigation::default();
        nav.open_rules(None);
        assert_eq!(nav.rules_return, Screen::Home);
        nav.go(Screen::Game, Some("g1"));
        nav.open_rules(Some("g1"));
        assert_eq!(
            (nav.screen, nav.rules_return),
            (Screen::Rules, Screen::Game)
        );
    }

    #[test]
    fn arriving_at_another_games_entry_reads_that_game_first() {
        let mut nav = Navigation::default();
        nav.go(Screen::Game, Some("g1"));
        let other = at(Screen::Game, 1, Some("g2"));
        assert_eq!(
            nav.arrive(other.clone(), Some("g1")),
            Arrival::Reopen("g2".into())
        );
        // Current while it is read, so a move meanwhile replaces it; the screen is for it.
        assert_eq!(nav.at, other);
        assert!(nav.shows("g2") && !nav.shows("g1"));
        // Once read, the entry is shown (if still current).
        assert!(nav.show(other.clone()).shown);
        // Arriving where the app already is changes nothing.
        assert_eq!(
            nav.arrive(other, Some("g2")),
            Arrival::Moved(Moved::default())
        );
        // Back to an entry of the game now open: shown at once.
        let Arrival::Moved(moved) = nav.arrive(at(Screen::Share, 2, Some("g2")), Some("g2")) else {
            panic!("the open game's entry is shown");
        };
        assert!(moved.shown && moved.new_screen && moved.history.is_empty());
    }

    #[test]
    fn an_old_entry_without_a_game_shows_the_open_one_or_home() {
        let mut nav = Navigation::default();
        let old = at(Screen::Game, 1, None);
        let Arrival::Moved(_) = nav.arrive(old.clone(), None) else {
            panic!("no game to read");
        };
        assert_eq!(nav.screen, Screen::Home);
        let mut nav = Navigation::default();
        nav.arrive(old, Some("g1"));
        assert_eq!(nav.screen, Screen::Game);
        assert!(nav.shows("g1"), "an entry naming no game is the open one's");
    }

    #[test]
    fn arriving_at_a_sheets_entry_after_a_reload_shows_its_rule() {
        let mut nav = Navigation::default();
        let rule = a_rule();
        let entry = Entry {
            sheet: true,
            rule: Some(rule.to_string()),
            ..at(Screen::Rules, 2, None)
        };
        nav.arrive(entry, None);
        assert_eq!(nav.rule_sheet, Some(rule));
        // Back to the screen under it: the sheet goes.
        nav.arrive(at(Screen::Rules, 1, None), None);
        assert_eq!(nav.rule_sheet, None);
    }
}
