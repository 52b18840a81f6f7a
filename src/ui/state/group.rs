//! The remembered players as the player changes them: a game's players joining the group, a
//! player renamed or forgotten, a new list in place of one that cannot be read. The group is
//! read, changed and written by [`Preferences`](super::Preferences) (`preferences.rs`), always
//! from what the store holds at that moment; here the player is told what came of it.

use super::preferences::{NotKept, Refused};
use super::AppState;
use crate::group::{Group, GroupRefusal};
use crate::rules::{Player, PlayerColour};
use crate::ui::text::group::group_refusal;

impl AppState {
    /// [`Preferences::change_group`](super::Preferences::change_group), telling the player
    /// why when it was not kept. Returns whether the group was written.
    fn change_group(&mut self, change: impl FnOnce(&mut Group) -> Result<bool, Refused>) -> bool {
        match self.prefs.change_group(change) {
            Ok(written) => written,
            Err(NotKept::Store(why)) => {
                self.tell_store_failed(&why);
                false
            }
            Err(NotKept::Refused((refusal, name))) => {
                let t = self.texts();
                self.tell(group_refusal(t, refusal, &name));
                false
            }
        }
    }

    /// The players of a game just started join the remembered group (`players`: the seats
    /// whose names were typed or picked, not the names the app gave blank seats).
    pub fn remember_players(&mut self, players: &[Player]) {
        if !players.is_empty() {
            self.change_group(|group| Ok(group.played(players)));
        }
    }

    /// Renames the remembered player `name` and gives them `colour`. Returns whether it was
    /// saved; the player is told why not.
    pub fn edit_remembered(&mut self, name: &str, new_name: &str, colour: PlayerColour) -> bool {
        let saved = self.change_group(|group| {
            group
                .edit(name, new_name, colour)
                .map(|()| true)
                .map_err(|refusal| (refusal, new_name.to_string()))
        });
        if saved {
            let told = self.texts().group.saved_player(new_name.trim());
            self.tell(told);
        }
        saved
    }

    /// Forgets the remembered player `name` (their finished games stay in the history).
    pub fn forget_remembered(&mut self, name: &str) {
        let forgotten = self.change_group(|group| match group.remove(name) {
            Some(_) => Ok(true),
            None => Err((GroupRefusal::Unknown, name.to_string())),
        });
        if forgotten {
            let told = self.texts().group.forgotten(name);
            self.tell(told);
        }
    }

    /// Replaces a stored group that cannot be read with an empty one: only at the player's
    /// word, after they were shown its text and asked.
    pub fn start_new_group(&mut self) {
        if let Err(why) = self.prefs.start_new_group() {
            self.tell_store_failed(&why);
        }
    }
}
