//! The browser's history kept in step with [`Navigation`]: each move's [`History`] steps are
//! done here, and the browser's own moves (back, forward, a reload) come back as arrivals.

use dioxus::prelude::*;

use super::navigation::{Arrival, Entry, History, Move, Moved, Navigation};
use super::{AppState, Screen};

/// Where the app is ([`Navigation`]): changed only by the moves below, each kept in step with
/// the browser's history. Its signal is its own; the screens read it.
#[derive(Clone, Copy)]
pub struct Nav {
    at: Signal<Navigation>,
}

impl Nav {
    pub(super) fn new() -> Nav {
        Nav {
            at: Signal::new(Navigation::default()),
        }
    }

    /// Where the app is. Subscribes.
    pub fn read(&self) -> ReadableRef<'_, Signal<Navigation>> {
        self.at.read()
    }

    /// Where the app is, read without subscribing.
    fn now(&self) -> Navigation {
        self.at.peek().clone()
    }

    /// Whether the history entry on show is `entry`, read without subscribing.
    pub(super) fn is_at(&self, entry: &Entry) -> bool {
        self.at.peek().at == *entry
    }

    /// Whether nothing lies over the screen on show, read without subscribing.
    pub(crate) fn at_rest_now(&self) -> bool {
        self.at.peek().at_rest()
    }

    /// Whether the screen on show is game `id`'s. Subscribes.
    pub fn shows(&self, id: &str) -> bool {
        self.at.read().shows(id)
    }

    /// The game the screen on show is for, as its entry names it, read without subscribing.
    pub(super) fn shown_game(&self) -> Option<String> {
        self.at.peek().shown_game().map(str::to_string)
    }

    /// Puts `nav` on show; nothing is drawn again when it is where the app already is.
    fn show(&mut self, nav: Navigation) {
        if nav != *self.at.peek() {
            self.at.set(nav);
        }
    }

    /// Shows or hides the live table's sheet over the screen.
    fn set_live_sheet(&mut self, shown: bool) {
        if self.at.peek().live_sheet != shown {
            self.at.write().live_sheet = shown;
        }
    }
}

/// Does `step` to the browser's history. On the web, direct calls: every navigation makes
/// one, and an `eval` builds a new JavaScript function each time (about 3 % of a Start on a
/// slow phone, docs/performance.md).
#[cfg(feature = "web")]
fn perform(step: &History) {
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    let done = match step {
        History::Back(0) => return,
        History::Back(steps) => history.go_with_delta(-i32::try_from(*steps).unwrap_or(i32::MAX)),
        History::Push(entry) | History::Replace(entry) => {
            let Some(state) = serde_json::to_string(entry)
                .ok()
                .and_then(|json| js_sys::JSON::parse(&json).ok())
            else {
                return;
            };
            if matches!(step, History::Push(_)) {
                history.push_state(&state, "")
            } else {
                history.replace_state(&state, "")
            }
        }
    };
    if let Err(e) = done {
        crate::ui::platform::warn(&format!("the history refused a step: {e:?}"));
    }
}

/// Does `step` to the webview's history (desktop and mobile).
#[cfg(not(feature = "web"))]
fn perform(step: &History) {
    let (call, entry) = match step {
        History::Back(0) => return,
        History::Back(steps) => {
            document::eval(&format!("history.go(-{steps})"));
            return;
        }
        History::Push(entry) => ("pushState", entry),
        History::Replace(entry) => ("replaceState", entry),
    };
    let Ok(json) = serde_json::to_string(entry) else {
        return;
    };
    document::eval(&format!("history.{call}({json}, '')"));
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
    let opened_on_home = app.nav.now().screen == Screen::Home;
    match current().await.filter(|_| opened_on_home) {
        Some(entry) if entry != Entry::FIRST => {
            // Written back: Dioxus replaced it.
            perform(&History::Replace(entry.clone()));
            app.arrive(entry);
        }
        _ => perform(&History::Replace(app.nav.now().at)),
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
    /// Where the app is now, to move from, and the open game's id (which a game screen's
    /// entry names).
    fn here(&self) -> (Navigation, Option<String>) {
        (self.nav.now(), self.open.id_now())
    }

    /// Makes `step`: the one way the app moves (see [`Navigation::make`]).
    fn make(&mut self, step: Move) {
        let (mut nav, open) = self.here();
        let moved = nav.make(step, open.as_deref());
        self.moved_to(nav, moved);
    }

    /// Puts `nav` on screen after a move, and does what the move asks of the history, the
    /// notice and the scroll position. One function for every move, so each move's code is
    /// only its own step.
    fn moved_to(&mut self, nav: Navigation, moved: Moved) {
        self.nav.show(nav);
        if moved.shown {
            self.messages.clear();
        }
        if moved.new_screen {
            crate::ui::platform::scroll_to_top();
        }
        moved.history.iter().for_each(perform);
    }

    /// Shows `screen` as a new history entry; home walks back to the first entry instead.
    /// Going to the screen already shown only clears what lies over it.
    pub fn go(&mut self, screen: Screen) {
        self.make(Move::Go(screen));
    }

    /// Shows `screen` in place of the current entry (see [`Navigation::go_instead`]).
    pub fn go_instead(&mut self, screen: Screen) {
        self.make(Move::GoInstead(screen));
    }

    /// The header's back button (see [`Navigation::back`]).
    pub fn back(&mut self, fallback: Screen) {
        self.make(Move::Back(fallback));
    }

    /// Opens the rule reference; its back button returns to the screen it was opened from.
    pub fn open_rules(&mut self) {
        self.make(Move::OpenRules);
    }

    /// Opens the rule entry `id` in a sheet over the current screen, as an entry of its own.
    pub fn show_rule(&mut self, id: &'static str) {
        self.make(Move::ShowRule(id));
    }

    /// Opens the language and theme over the current screen, as an entry of its own.
    pub fn show_appearance(&mut self) {
        self.make(Move::ShowAppearance);
    }

    /// Closes the sheet over the screen, as the back gesture would.
    pub fn close_sheet(&mut self) {
        self.make(Move::CloseSheet);
    }

    /// Shows or hides the live table's sheet over the screen.
    pub fn show_live_sheet(&mut self, shown: bool) {
        self.nav.set_live_sheet(shown);
    }

    /// Shows `entry` on screen, with the rule its sheet names.
    pub(super) fn show(&mut self, entry: Entry) {
        self.make(Move::Show(entry));
    }

    /// The browser moved to `entry` (back, forward, a walk home, or a reload).
    fn arrive(&mut self, entry: Entry) {
        let (mut nav, open) = self.here();
        match nav.arrive(entry.clone(), open.as_deref()) {
            Arrival::Moved(moved) => self.moved_to(nav, moved),
            Arrival::Reopen(id) => {
                self.moved_to(nav, Moved::default());
                self.reopen(&id, entry);
            }
        }
    }
}
