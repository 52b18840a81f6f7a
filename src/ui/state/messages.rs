//! What the player is told: the notice (a refused action, a storage problem, what an import
//! did) and the confirmation line above Undo (what the last change did to the pieces). Each is
//! numbered, so the same words twice are announced twice by a screen reader.

use dioxus::prelude::*;

use crate::session::{Action, Game, GameState};

/// A message for the player: a refused action or a storage problem.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    /// The rule entry behind a refusal, offered as a link under the message.
    pub rule: Option<&'static str>,
    /// Increases with every notice so the same text shown twice still re-announces.
    pub serial: u64,
}

impl Notice {
    /// The notice saying `text` after `before`: numbered one past it.
    pub fn after(before: Option<&Notice>, text: String, rule: Option<&'static str>) -> Notice {
        Notice {
            text,
            rule,
            serial: before.map_or(0, |n| n.serial + 1),
        }
    }
}

/// Which way the last change to the open game went (the commit's own word for it).
pub use crate::commit::Direction as Confirmed;

/// The last change to the open game, for the line above Undo that says what changed and what
/// to do with the pieces. It keeps the states on both sides, so the screen words the table's
/// moves from the rules (`GameOptions::changes`), an undo's the other way round.
#[derive(Clone, Debug, PartialEq)]
pub struct Confirmation {
    pub kind: Confirmed,
    pub action: Action,
    /// Who made the action, when it names nobody itself.
    pub actor: Option<usize>,
    pub before: GameState,
    pub after: GameState,
    /// Increases with every change, so the same words twice still re-announce.
    pub serial: u64,
}

impl Confirmation {
    /// The confirmation of `game`'s log entry `index` going `kind`, from `before` to its state.
    pub(crate) fn of(
        game: &Game,
        kind: Confirmed,
        index: usize,
        before: GameState,
    ) -> Option<Confirmation> {
        let entry = game.log().get(index)?;
        Some(Confirmation {
            kind,
            action: entry.action.clone(),
            actor: game.actor(index),
            before,
            after: game.state().clone(),
            serial: 0,
        })
    }

    /// What the line above Undo shows after a change, numbered one past `before`: `this`, or
    /// nothing when the change has no words of its own (the line then says nothing stale).
    pub fn after(
        before: Option<&Confirmation>,
        this: Option<Confirmation>,
    ) -> Option<Confirmation> {
        let serial = before.map_or(0, |c| c.serial + 1);
        this.map(|c| Confirmation { serial, ..c })
    }
}

/// The notice and the confirmation line, each a signal of its own: a tap's confirmation does
/// not draw the notice again.
#[derive(Clone, Copy)]
pub struct Messages {
    notice: Signal<Option<Notice>>,
    /// What the last action, undo or redo changed (see [`Confirmation`]).
    confirmation: Signal<Option<Confirmation>>,
}

impl Messages {
    pub fn new() -> Messages {
        Messages {
            notice: Signal::new(None),
            confirmation: Signal::new(None),
        }
    }

    /// The notice on show, if any. Subscribes.
    pub fn notice(&self) -> Option<Notice> {
        self.notice.read().clone()
    }

    /// What the line above Undo says, if anything. Subscribes.
    pub fn confirmation(&self) -> Option<Confirmation> {
        self.confirmation.read().clone()
    }

    /// Shows `text`, with a link to the rule entry `rule` when there is one.
    pub fn tell(&mut self, text: String, rule: Option<&'static str>) {
        let notice = Notice::after(self.notice.peek().as_ref(), text, rule);
        self.notice.set(Some(notice));
    }

    /// Takes the notice away: what it said is no longer about the screen.
    pub fn clear(&mut self) {
        if self.notice.peek().is_some() {
            self.notice.set(None);
        }
    }

    /// Empties the line above Undo: another game is on screen, and nothing it did was said.
    pub fn forget_confirmation(&mut self) {
        self.confirmation.set(None);
    }

    /// Shows what a change did (`changed`: the game moved; a rename keeps the line).
    pub fn confirm(&mut self, changed: bool, confirmation: Option<Confirmation>) {
        if changed {
            let next = Confirmation::after(self.confirmation.peek().as_ref(), confirmation);
            self.confirmation.set(next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::test_support::{at, host, score};

    #[test]
    fn the_same_words_twice_are_two_notices() {
        let first = Notice::after(None, "Full".into(), None);
        let again = Notice::after(Some(&first), "Full".into(), None);
        assert_eq!(first.serial, 0);
        assert_eq!(again.serial, 1);
        assert_ne!(first, again, "a screen reader announces a changed notice");
    }

    #[test]
    fn a_confirmation_is_numbered_past_the_last_and_nothing_clears_the_line() {
        let mut game = host().game().clone();
        let before = game.state().clone();
        game.apply(score(1, 3), at(1)).expect("a point is taken");
        let first = Confirmation::of(&game, Confirmed::Done, 0, before).expect("entry 0");
        assert_eq!(first.actor, game.actor(0));
        let numbered = Confirmation::after(None, Some(first.clone())).expect("shown");
        let next = Confirmation::after(Some(&numbered), Some(first)).expect("shown");
        assert_eq!((numbered.serial, next.serial), (0, 1));
        assert_eq!(Confirmation::after(Some(&next), None), None);
        assert!(Confirmation::of(&game, Confirmed::Done, 5, game.state().clone()).is_none());
    }
}
