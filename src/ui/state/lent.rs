//! The open game lent to a writer that keeps no game of its own: a live host's table
//! ([`crate::live::host`]) reads and changes the game this window holds, through the same
//! commit path as a tap ([`AppState::commit`]): refused in a window that may not change it,
//! and every change it commits stored, then shown.

use dioxus::prelude::*;

use super::{AppState, OpenGame};
use crate::commit::{Change, CommitError, Committed, Head, Held, Holder};

/// The open game as a [`Holder`], with the changes committed on it while lent.
struct Lent<'a> {
    open: &'a mut OpenGame,
    /// Whether this window may change the game now (see [`AppState::may_change`]).
    may_change: bool,
    committed: Vec<Committed>,
}

impl Holder for Lent<'_> {
    fn held(&self) -> &Held {
        self.open
    }

    fn commit(&mut self, id: &str, seen: Head, change: Change) -> Result<Committed, CommitError> {
        if !self.may_change {
            return Err(CommitError::Elsewhere);
        }
        // The open game's commits come with the families' part, here while it is open.
        let commit = crate::ui::codecs::here()
            .ok_or(CommitError::OtherGame)?
            .commit;
        let committed = commit(self.open, id, seen, change)?;
        self.committed.push(committed.clone());
        Ok(committed)
    }
}

impl AppState {
    /// Lends the open game, when it is game `id`, to `lend` (a live host's table deciding a
    /// message or a tap); then stores and shows each change committed on it, as
    /// [`AppState::commit`] does. Returns what `lend` returned and whether anything was
    /// committed; `None` when the open game is not game `id`.
    pub(crate) fn lend_open<R>(
        &mut self,
        id: &str,
        lend: impl FnOnce(&mut dyn Holder) -> R,
    ) -> Option<(R, bool)> {
        let may_change = self.may_change_quietly();
        let ((result, committed), changed) = self.open.lend(id, |open| {
            let mut lent = Lent {
                open,
                may_change,
                committed: Vec::new(),
            };
            let result = lend(&mut lent);
            let changed = !lent.committed.is_empty();
            ((result, lent.committed), changed)
        })?;
        for committed in &committed {
            self.committed(committed);
        }
        Some((result, changed))
    }
}
