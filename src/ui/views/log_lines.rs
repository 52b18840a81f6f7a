//! The game screen's log, worded once per entry. An entry's line depends only on the entry, the
//! entries before it, the game's players and the language; so a tap words its one new line
//! instead of the last forty, and replays only from the checkpoint before it, not the state
//! before each shown entry. (A slowed phone spent a good part of a tap's frame on the rest.)
//!
//! At a live table an entry also says which phone sent it ([`entry_line`]).

use super::families;
use crate::rules::Player;
use crate::session::{Action, Game, GameOptions, GameState, LogEntry, Sender};
use crate::ui::text::Texts;

/// One shown line: the entry's index, its time of day, its words, and whether it is undone.
pub type LogLine = (usize, String, String, bool);

/// The lines worded so far for one game in one set of words, by log index.
#[derive(Default)]
pub struct LogLines {
    game: String,
    /// The words they were worded in (their address: a language's words are loaded once, and
    /// English stands in until they are).
    words: usize,
    /// The entry each line was worded for, its time and its words.
    lines: Vec<Option<(LogEntry, String, String)>>,
}

impl LogLines {
    /// The last `count` entries of game `id`, newest first, worded in `t`. A line is worded
    /// again only for an entry that is new or replaced (a new action after an undo): the lines
    /// from the first shown entry that differs from the one worded are dropped.
    pub fn latest(&mut self, id: &str, t: &Texts, game: &Game, count: usize) -> Vec<LogLine> {
        let words = std::ptr::from_ref(t) as usize;
        if self.game != id || self.words != words {
            *self = LogLines {
                game: id.to_string(),
                words,
                lines: Vec::new(),
            };
        }
        let log = game.log();
        let from = log.len().saturating_sub(count);
        // Only the shown entries are looked at: a line kept for an earlier one that has changed
        // since is looked at again if it ever comes into view.
        let kept = self.lines.len().min(log.len());
        let changed = (from.min(kept)..kept)
            .find(|&i| {
                self.lines[i]
                    .as_ref()
                    .is_some_and(|(entry, ..)| *entry != log[i])
            })
            .unwrap_or(kept);
        self.lines.truncate(changed);
        self.lines.resize(log.len(), None);
        if let Some(first) = (from..log.len()).find(|&i| self.lines[i].is_none()) {
            let before = game.states_before(first);
            for (i, entry) in log.iter().enumerate().skip(first) {
                if self.lines[i].is_none() {
                    let line = entry_line(t, game, i, before.get(i - first));
                    self.lines[i] = Some((entry.clone(), super::clock_time(entry.at), line));
                }
            }
        }
        let cursor = game.cursor();
        (from..log.len())
            .rev()
            .filter_map(|i| {
                let (_, time, line) = self.lines[i].as_ref()?;
                Some((i, time.clone(), line.clone(), i >= cursor))
            })
            .collect()
    }
}

/// A log line with who made the action, when the action names nobody itself. Here with the
/// log's lines, which the game screen reads, and not in the game screen: the live table words
/// its log from here too (`tests/no_circles.rs`).
pub(super) fn action_line(
    t: &Texts,
    players: &[Player],
    options: &GameOptions,
    action: &Action,
    actor: Option<usize>,
    before: Option<&GameState>,
) -> String {
    let line = families::describe(t, players, options, action, before);
    match actor.and_then(|seat| players.get(seat)) {
        Some(player) => t.log_by(&player.name, &line),
        None => line,
    }
}

/// The log's line of entry `index` (`before`: the state it was applied to): what was done
/// and, for an entry a live table's host accepted, the phone that sent it. A player's phone
/// making a move of that player's alone goes unsaid, as the line already names the player;
/// any other phone is said, so a move entered for someone else stands out.
pub fn entry_line(t: &Texts, game: &Game, index: usize, before: Option<&GameState>) -> String {
    let entry = &game.log()[index];
    let players = game.players();
    let line = action_line(
        t,
        players,
        &game.setup().options,
        &entry.action,
        game.actor(index),
        before,
    );
    match entry.by {
        None => line,
        Some(Sender::Player(p)) => {
            let p = usize::from(p);
            match players.get(p) {
                Some(player) if game.entry_owners(index) != [p] => {
                    t.live.log_from_player(&line, &player.name)
                }
                _ => line,
            }
        }
        Some(Sender::Table) => t.live.log_from_table(&line),
        Some(Sender::Host) => t.live.log_from_host(&line),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulebook::Lang;
    use crate::rules::{scorepad, PlayerColour};
    use crate::session::fixtures::{at, score, score_pad};
    use crate::ui::text::for_lang;

    /// Ana and Bo's score pad with 50 scores, one a second.
    fn game() -> Game {
        let players = [("Ana", PlayerColour::Red), ("Bo", PlayerColour::Blue)];
        let mut game = score_pad(scorepad::Options::default(), &players);
        for i in 0..50 {
            game.apply(score((i % 2) as usize, i + 1), at(i)).unwrap();
        }
        game
    }

    /// Every line worded from scratch, newest first, as the screen drew them before.
    fn fresh(t: &Texts, game: &Game, count: usize) -> Vec<LogLine> {
        let (log, from) = (game.log(), game.log().len().saturating_sub(count));
        let before = game.states_before(from);
        (from..log.len())
            .rev()
            .map(|i| {
                let line = entry_line(t, game, i, before.get(i - from));
                (
                    i,
                    super::super::clock_time(log[i].at),
                    line,
                    i >= game.cursor(),
                )
            })
            .collect()
    }

    #[test]
    fn the_lines_kept_are_the_lines_worded_afresh_through_taps_undos_and_a_new_future() {
        let (en, vi) = (for_lang(Lang::En), for_lang(Lang::Vi));
        let mut g = game();
        let mut lines = LogLines::default();
        assert_eq!(lines.latest("g", en, &g, 40), fresh(en, &g, 40));
        g.apply(score(1, 7), at(100)).unwrap();
        assert_eq!(lines.latest("g", en, &g, 40), fresh(en, &g, 40));
        // Two undone (shown as undone), then a new action replaces them.
        g.undo();
        g.undo();
        assert_eq!(lines.latest("g", en, &g, 40), fresh(en, &g, 40));
        g.apply(score(0, 3), at(200)).unwrap();
        let shown = lines.latest("g", en, &g, 40);
        assert_eq!(shown, fresh(en, &g, 40));
        assert!(
            shown[0].2.contains('3'),
            "the new action's line: {}",
            shown[0].2
        );
        // Undone back past the shown lines, then a new future: the log is shorter, and the lines
        // that come into view again are the ones worded for them.
        for _ in 0..45 {
            g.undo();
        }
        g.apply(score(1, 9), at(300)).unwrap();
        assert_eq!(lines.latest("g", en, &g, 40), fresh(en, &g, 40));
        // Another language, another game: worded anew.
        assert_eq!(lines.latest("g", vi, &g, 40), fresh(vi, &g, 40));
        let other = game();
        assert_eq!(lines.latest("h", vi, &other, 40), fresh(vi, &other, 40));
    }
}

#[cfg(test)]
mod sent {
    use super::*;
    use crate::rulebook::Lang;
    use crate::rules::{scorepad, PlayerColour};
    use crate::session::fixtures::{at, score, score_pad};
    use crate::ui::text::for_lang;

    /// Ana and Bo's score pad, each entry sent by the given phone.
    fn game(moves: &[(usize, Option<Sender>)]) -> Game {
        let players = [("Ana", PlayerColour::Red), ("Bo", PlayerColour::Blue)];
        let mut game = score_pad(scorepad::Options::default(), &players);
        for (i, &(player, by)) in moves.iter().enumerate() {
            let entry = LogEntry {
                at: at(i as i64 + 1),
                action: score(player, 1),
                by,
            };
            game.apply_entry(entry).unwrap();
        }
        game
    }

    fn lines(lang: Lang, game: &Game) -> Vec<String> {
        let mut lines = LogLines::default();
        let shown = lines.latest("g", for_lang(lang), game, 40);
        shown
            .into_iter()
            .rev()
            .map(|(_, _, line, _)| line)
            .collect()
    }

    #[test]
    fn a_line_names_the_phone_that_sent_it_where_the_move_does_not() {
        let g = game(&[
            (0, None),
            (0, Some(Sender::Player(0))),
            (0, Some(Sender::Player(1))),
            (1, Some(Sender::Table)),
            (1, Some(Sender::Host)),
            (1, Some(Sender::Player(7))),
        ]);
        let plain = game(&[
            (0, None),
            (0, None),
            (0, None),
            (1, None),
            (1, None),
            (1, None),
        ]);
        for lang in [Lang::En, Lang::Vi, Lang::ZhHant] {
            let t = for_lang(lang);
            let (sent, bare) = (lines(lang, &g), lines(lang, &plain));
            // No table, Ana's own phone for Ana's move, a seat past the players: as before.
            for i in [0, 1, 5] {
                assert_eq!(sent[i], bare[i], "{lang:?} {i}");
            }
            assert_eq!(sent[2], t.live.log_from_player(&bare[2], "Bo"));
            assert_eq!(sent[3], t.live.log_from_table(&bare[3]));
            assert_eq!(sent[4], t.live.log_from_host(&bare[4]));
        }
        let en = lines(Lang::En, &g);
        assert!(en[2].ends_with(" · from Bo's phone"), "{}", en[2]);
        assert!(en[3].ends_with(" · from the table's phone"), "{}", en[3]);
        assert!(en[4].ends_with(" · from the host's phone"), "{}", en[4]);
    }
}
