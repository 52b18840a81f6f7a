//! What the game screen last drew: the open game's id and head. A tap is made on what the
//! player sees, so it is committed against this head, not against the game as it happens to be
//! held when the tap arrives: a game that changed after the screen was drawn (another window's
//! change read back, a live table's move) refuses the tap with `CommitError::Moved` instead of
//! applying it to a position the player never saw. This window's own taps move the head on
//! (the screen is about to draw them), so quick taps are a queue, as at a live table.

use dioxus::prelude::*;

use crate::commit::Head;

/// The head the game screen drew, kept without subscribing anyone: drawing it re-renders
/// nothing.
#[derive(Clone, Copy)]
pub struct Drawn(CopyValue<Option<(String, Head)>>);

impl Drawn {
    pub fn new() -> Drawn {
        Drawn(CopyValue::new(None))
    }

    /// The screen drew game `id` at `head`; or this window's own change left it there.
    pub fn set(&self, id: &str, head: Head) {
        let mut value = self.0;
        // Drawn on every render of the game screen: the id is copied only when it changes.
        let same = matches!(&*value.read(), Some((drawn, at)) if drawn == id && *at == head);
        if !same {
            value.set(Some((id.to_string(), head)));
        }
    }

    /// The head a tap on game `id`, held now at `now`, is made against (see [`head_for`]).
    pub fn head_for(&self, id: &str, now: Head) -> Head {
        head_for(self.0.read().as_ref(), id, now)
    }
}

/// The head the screen drew for game `id`; the game's head `now` when the screen drew no game
/// or another one (a change made from outside the game screen, or a game not drawn yet, is
/// made on the game as it is).
pub fn head_for(drawn: Option<&(String, Head)>, id: &str, now: Head) -> Head {
    match drawn {
        Some((drawn_id, head)) if drawn_id == id => *head,
        _ => now,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AT_3: Head = Head {
        length: 3,
        cursor: 3,
    };
    const AT_4: Head = Head {
        length: 4,
        cursor: 4,
    };

    #[test]
    fn a_tap_is_made_on_the_head_the_screen_drew_for_that_game() {
        let drawn = ("g-1".to_string(), AT_3);
        assert_eq!(
            head_for(Some(&drawn), "g-1", AT_4),
            AT_3,
            "moved since drawn"
        );
        assert_eq!(head_for(Some(&drawn), "g-2", AT_4), AT_4, "another game");
        assert_eq!(head_for(None, "g-1", AT_4), AT_4, "nothing drawn yet");
    }

    #[test]
    fn a_tap_on_a_game_moved_since_it_was_drawn_is_refused_by_the_commit() {
        use crate::commit::{commit, Change, CommitError, Held};
        use crate::live::test_support::{at, host, score};
        let mut held = Held {
            id: "g-1".to_string(),
            name: "Sunday".to_string(),
            game: host().game().clone(),
        };
        let drawn = ("g-1".to_string(), Head::of(&held.game));
        // Another window's move is read back before the tap.
        let seen = Head::of(&held.game);
        let other = Change::Act {
            action: score(0, 1),
            at: at(1),
            by: None,
        };
        commit(&mut held, "g-1", seen, other).unwrap();
        let tap = Change::Act {
            action: score(1, 1),
            at: at(2),
            by: None,
        };
        let seen = head_for(Some(&drawn), "g-1", Head::of(&held.game));
        assert_eq!(
            commit(&mut held, "g-1", seen, tap),
            Err(CommitError::Moved {
                now: Head::of(&held.game)
            })
        );
        assert_eq!(held.game.log().len(), 1, "only the other window's move");
    }
}
