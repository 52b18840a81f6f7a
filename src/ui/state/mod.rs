//! The app's state: parts with one job each (where the app is, the open game, the store, the
//! messages, the preferences, an import, the games handed over), shared through context; each
//! keeps its signals private, and the methods of [`AppState`] (here, and a file per use case:
//! `opening`, `writing`, `games`, `import`, `backup`, …) join them. Components hold no rules:
//! every game change goes through the commit path ([`AppState::commit`]), and every change is
//! written to the store as it is shown; a write that fails takes the screen back to what the
//! store holds.

mod backup;
mod browser_history;
mod drawn;
mod games;
mod group;
mod handed;
mod import;
mod lent;
mod messages;
pub mod navigation;
mod open_game;
mod opening;
mod preferences;
mod store;
mod update_ready;
mod writing;

pub use backup::HistoryFile;
pub use browser_history::{follow, Nav};
pub use handed::HandedGames;
pub use import::Import;
pub use messages::{Confirmation, Confirmed, Messages};
pub use open_game::OpenSlot;
pub use opening::rehearse_start;
pub use preferences::{Preferences, Settings, Theme};
pub use store::Store;
pub use update_ready::UpdateReady;

use chrono::{DateTime, Utc};
use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

use super::codecs::{self, Codecs};
use super::storage::StoreError;
use super::text::{self, refusal_message, Texts};
use crate::commit::{Change, CommitError, Committed, Head};
use crate::rulebook::Lang;
use crate::session::{Action, Refusal};

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Screen {
    Home,
    NewGame,
    Game,
    SavedGames,
    History,
    Rules,
    Settings,
    /// Plays, wins and scores per player and per game, from the history.
    Statistics,
    /// Handing the open game to another phone, and the results card.
    Share,
    /// What a link or a pasted code will import, and the confirmation.
    Import,
}

/// The game on screen, with the identity it is saved under: the commit path's held game.
pub use crate::commit::Held as OpenGame;

/// A game on its way in from a link or a pasted code: not saved until the player confirms.
pub use crate::share::draft::Draft as ImportDraft;

/// The app's state: a bundle of parts with one job each, shared through context. Each part is
/// its own file, keeps its signals to itself and has its own tests; the methods that join them
/// (a change to the open game is stored, then shown, then told) are here and in the use cases'
/// files.
#[derive(Clone, Copy)]
pub struct AppState {
    /// Where the app is: the screen, its history entry naming the game it shows, the sheets.
    pub nav: Nav,
    /// The open game with the id it is saved under: what the commit path changes.
    pub open: OpenSlot,
    /// The catalogue, where the store stands, and the open game's writer.
    pub store: Store,
    /// The notice and the line above Undo.
    pub messages: Messages,
    /// The settings, the phone's language, the remembered players.
    pub prefs: Preferences,
    /// A game on its way in from a link or a code (see [`ImportDraft`]).
    pub import: Import,
    /// A newer build of the web app is ready: a reload opens it (see `ui::update`).
    pub update_ready: UpdateReady,
    /// The games this phone handed to another (see `handed`).
    pub handed: HandedGames,
    /// The open game's head as the game screen drew it: what a tap is made against.
    pub drawn: drawn::Drawn,
}

/// A fair pick among `choices`: the one place the app draws at random (dice, the deck's next
/// card, a combat die, an id). The result travels in an action and is recorded, so a log
/// replays without it. `None` when there is nothing to pick from.
pub fn pick<T: Copy>(choices: &[T]) -> Option<T> {
    let n = u32::try_from(choices.len()).ok().filter(|&n| n > 0)?;
    Some(choices[below(n, random_u32) as usize])
}

/// A number below `n` (at least 1), every one equally likely: draws from `draw` by rejection,
/// so the few values past the last whole multiple of `n` never tilt the odds.
fn below(n: u32, mut draw: impl FnMut() -> u32) -> u32 {
    let whole = u32::MAX - u32::MAX % n;
    loop {
        let value = draw();
        if value < whole {
            return value % n;
        }
    }
}

/// 32 bits of the system's randomness (the browser's `crypto.getRandomValues` on the web).
/// Should the system refuse, the clock's nanoseconds stand in: a die still rolls.
fn random_u32() -> u32 {
    let mut bytes = [0u8; 4];
    match getrandom::getrandom(&mut bytes) {
        Ok(()) => u32::from_le_bytes(bytes),
        Err(_) => Utc::now().timestamp_subsec_nanos(),
    }
}

/// A fair six-sided die, through [`pick`].
pub fn die() -> u8 {
    pick(&[1, 2, 3, 4, 5, 6]).unwrap_or(1)
}

/// The current time, taken here at the UI edge and recorded in the log.
pub fn now() -> DateTime<Utc> {
    Utc::now()
}

fn new_id(at: DateTime<Utc>) -> String {
    format!("{}-{:04x}", at.timestamp_millis(), random_u32() as u16)
}

/// A new id made at `at` that `taken` says no game has: a game that arrives (an import, a
/// copy kept beside the table's game, a backup's copy) never writes over one.
fn unused_id(at: DateTime<Utc>, taken: impl Fn(&str) -> bool) -> String {
    loop {
        let id = new_id(at);
        if !taken(&id) {
            return id;
        }
    }
}

/// The language the app opens in, read before it starts (the web fetches its words first).
#[cfg(target_arch = "wasm32")]
pub fn startup_lang() -> Lang {
    preferences::load_settings().lang_or(super::platform::system_lang())
}

impl AppState {
    /// Creates the state; the lists are read from the store by [`AppState::load_store`].
    pub fn init() -> AppState {
        let mut state = AppState {
            nav: Nav::new(),
            open: OpenSlot::new(),
            store: Store::new(),
            messages: Messages::new(),
            prefs: Preferences::load(),
            import: Import::new(),
            update_ready: UpdateReady::new(),
            handed: HandedGames::load(),
            drawn: drawn::Drawn::new(),
        };
        // The web could not bring the words of the language the app should open in.
        let lang = state.lang();
        if !super::languages::ready(lang) {
            state.tell(text::EN.language_not_loaded(lang.native_name()));
        }
        // Opened from a share link: show what it holds (the link is cleared from the address
        // bar, so a reload does not import twice).
        if let Some(code) = super::address::take_link_code() {
            state.receive(&code);
        }
        // A native build opened by a link, or started with links as arguments: each in turn
        // (the parts of a sequence may come together).
        #[cfg(not(target_arch = "wasm32"))]
        for link in super::link_inbox::take() {
            state.receive_link(&link);
        }
        state
    }

    pub fn tell(&mut self, text: String) {
        self.tell_with_rule(text, None);
    }

    /// Shows `text`, with a link to the rule entry `rule` when there is one.
    fn tell_with_rule(&mut self, text: String, rule: Option<&'static str>) {
        self.messages.tell(text, rule);
    }

    /// The language the app is shown in: the setting, or the system's language.
    pub fn lang(&self) -> Lang {
        self.prefs.lang()
    }

    /// The words of the current language, read without subscribing (for event handlers and
    /// the methods here).
    pub(crate) fn texts(&self) -> &'static Texts {
        text::for_lang(self.lang_now())
    }

    /// Says that the store refused a write, and why, in the player's words.
    pub(crate) fn tell_store_failed(&mut self, why: &StoreError) {
        let t = self.texts();
        self.tell(t.storage_failed(&text::store::store_error(t, why)));
    }

    /// The open game's id and head: what a change made on the screen is made against.
    pub(crate) fn open_head(&self) -> Option<(String, Head)> {
        self.open
            .peek()
            .as_ref()
            .map(|o| (o.id.clone(), Head::of(&o.game)))
    }

    /// The one path by which a stored game changes in this window: a tap, an undo or redo, a
    /// live host's accepted request, a guest's copy following the host, a rename. [`crate::commit::commit`]
    /// checks that `id` is the game open here and still at head `seen`, and what the rules
    /// say; then the change is stored (its write issued, in the store's write-ahead at once)
    /// and only then shown. A window that lost the game to another, or whose failed write is
    /// being taken back, changes nothing.
    pub(crate) fn commit(
        &mut self,
        id: &str,
        seen: Head,
        change: Change,
    ) -> Result<Committed, CommitError> {
        if !self.may_change() {
            return Err(CommitError::Elsewhere);
        }
        let committed = self.open.commit(id, seen, change)?;
        self.committed(&committed);
        Ok(committed)
    }

    /// A change committed on the open game: stored (its write issued), then shown with the
    /// line above Undo.
    fn committed(&mut self, committed: &Committed) {
        self.messages.clear();
        self.write_open(committed.from);
        let confirmation = committed.step.as_ref().and_then(|step| {
            let open = self.open.peek();
            let game = &open.as_ref()?.game;
            Confirmation::of(game, step.direction, step.index, step.before.clone())
        });
        // A rename changes no move: the line above Undo keeps saying what the last one did.
        let moved = committed.step.is_some() || committed.from.is_some();
        self.messages.confirm(moved, confirmation);
    }

    /// [`AppState::commit`] of a change made on the open game as the screen showed it (the
    /// head it drew, see `drawn`); says why when the rules refuse or the game changed since.
    /// Returns whether the game changed.
    fn change_open(&mut self, change: Change) -> bool {
        let Some((open, now)) = self.open_head() else {
            return false;
        };
        // Meant for the game the screen shows, as its entry names it: never for another game
        // opened under it meanwhile.
        let id = self.nav.shown_game().unwrap_or(open);
        let seen = self.drawn.head_for(&id, now);
        match self.commit(&id, seen, change) {
            Ok(_) => {
                self.own_change_drawn();
                true
            }
            Err(CommitError::Refused(refusal)) => {
                self.tell_refusal(&refusal);
                false
            }
            Err(CommitError::Moved { .. }) => {
                self.tell_changed_before_tap();
                false
            }
            Err(_) => false,
        }
    }

    /// This window's own change to the open game: the screen is about to draw it, so the
    /// next tap is made on it (quick taps are a queue).
    fn own_change_drawn(&self) {
        if let Some((id, head)) = self.open_head() {
            self.drawn.set(&id, head);
        }
    }

    fn tell_changed_before_tap(&mut self) {
        let t = self.texts();
        self.tell(t.store.changed_before_tap.to_string());
    }

    /// Whether a tap at a live table (which the table's own side sends or commits) is made on
    /// the game as the screen drew it; says so when the game changed since.
    fn tap_as_drawn(&mut self) -> bool {
        let Some((id, now)) = self.open_head() else {
            return true;
        };
        if self.live().peek().is_none() || self.drawn.head_for(&id, now) == now {
            return true;
        }
        self.tell_changed_before_tap();
        false
    }

    /// Applies a player's action, or shows why it is refused. Returns whether it was applied
    /// (at a live table on a guest phone: whether it went to the host).
    pub fn try_act(&mut self, action: Action) -> bool {
        if self.refused_as_handed() || !self.tap_as_drawn() {
            return false;
        }
        if let Some(done) = self.live().act(self, &action) {
            self.own_change_drawn();
            return done;
        }
        self.change_open(Change::Act {
            action,
            at: now(),
            by: None,
        })
    }

    /// [`AppState::try_act`] for event handlers, which return nothing.
    pub fn act(&mut self, action: Action) {
        self.try_act(action);
    }

    pub fn undo(&mut self) {
        self.step(true);
    }

    pub fn redo(&mut self) {
        self.step(false);
    }

    /// An undo (`undo`) or a redo: at a live table through its side, otherwise committed here.
    fn step(&mut self, undo: bool) {
        if self.refused_as_handed() || !self.tap_as_drawn() {
            return;
        }
        if self.live().step(self, undo).is_some() {
            self.own_change_drawn();
            return;
        }
        self.change_open(if undo { Change::Undo } else { Change::Redo });
    }

    /// The language on screen, read without subscribing.
    pub(crate) fn lang_now(&self) -> Lang {
        self.prefs.lang_now()
    }

    /// Shows why an action was refused, in this phone's words, with its rule.
    pub(crate) fn tell_refusal(&mut self, refusal: &Refusal) {
        let t = self.texts();
        self.tell_with_rule(refusal_message(t, refusal), refusal.rule_id());
    }

    /// Runs `then` with the families' part (see `codecs`): at once when it is here, else once
    /// it comes; the player is told when it could not come.
    pub(crate) fn with_codecs(&self, then: impl FnOnce(AppState, &'static Codecs) + 'static) {
        let mut app = *self;
        codecs::with(
            move |codecs| then(app, codecs),
            move || app.tell_part_missing(),
        );
    }

    /// Says that a part of the app could not come (a first visit that lost its connection).
    fn tell_part_missing(&mut self) {
        let t = self.texts();
        self.tell(t.part_not_loaded.to_string());
    }

    pub fn set_settings(&mut self, settings: Settings) {
        let mut app = *self;
        self.prefs
            .set(settings, move |why| app.tell_store_failed(&why));
    }
}

impl AppState {
    /// Whether the screen should stay on now: a game is on screen, not over, and the player
    /// has not turned the setting off.
    pub fn wants_screen_awake(&self) -> bool {
        self.nav.read().screen == Screen::Game
            && self.prefs.settings().keep_awake
            && self
                .open
                .read()
                .as_ref()
                .is_some_and(|open| open.game.outcome().is_none())
    }
}

pub fn use_app() -> AppState {
    use_context::<AppState>()
}

/// The words of the current language.
///
/// Not a hook: it can be called anywhere while rendering, and the component re-renders when
/// the language setting changes because it reads the settings signal.
pub fn use_texts() -> &'static Texts {
    let lang = try_consume_context::<AppState>().map_or(Lang::En, |app| app.lang());
    // Subscribes: a language that arrives after this screen was drawn draws it again.
    let _ = super::languages::ARRIVED.read();
    text::for_lang(lang)
}

#[cfg(test)]
mod tests {
    use super::{below, pick, unused_id};
    use std::cell::Cell;

    #[test]
    fn a_draw_past_the_last_whole_multiple_is_drawn_again() {
        // u32::MAX % 6 == 3: the last four values would favour 0..=3, so they are refused.
        let mut draws = [u32::MAX, u32::MAX - 3, 13].into_iter();
        assert_eq!(below(6, || draws.next().unwrap()), 1);
        assert_eq!(
            draws.next(),
            None,
            "both values past the last multiple were refused"
        );
        let mut draws = [u32::MAX - 4].into_iter();
        assert_eq!(below(6, || draws.next().unwrap()), (u32::MAX - 4) % 6);
    }

    #[test]
    fn every_value_below_n_is_as_likely_as_any_other() {
        for n in [1, 2, 6, 7, 52] {
            let mut counts = vec![0u32; n as usize];
            let mut next = 0u32;
            for _ in 0..n * 100 {
                counts[below(n, || {
                    next += 1;
                    next - 1
                }) as usize] += 1;
            }
            assert!(counts.iter().all(|&c| c == 100), "{n}: {counts:?}");
        }
    }

    #[test]
    fn a_pick_is_one_of_the_choices_and_nothing_from_none() {
        assert_eq!(pick::<u8>(&[]), None);
        assert_eq!(pick(&[7]), Some(7));
        for _ in 0..200 {
            let face = pick(&[1, 2, 3, 4, 5, 6]).unwrap();
            assert!((1..=6).contains(&face));
        }
    }

    #[test]
    fn an_unused_id_is_drawn_again_while_taken() {
        let at = chrono::DateTime::from_timestamp(1_700_000_000, 0).expect("a time");
        let asked = Cell::new(0);
        let id = unused_id(at, |_| {
            asked.set(asked.get() + 1);
            asked.get() <= 3
        });
        assert_eq!(asked.get(), 4, "three taken ids were drawn again");
        assert!(id.starts_with("1700000000000-"), "{id}");
    }
}
