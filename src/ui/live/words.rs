//! What the live table says in the player's words: the phones and their seats, and the host's
//! refusals of this phone's requests. Pure functions of the words and the game.

use crate::live::message::{Overtaking, Reason, Seat};
use crate::session::{Game, Sender};
use crate::ui::text::Texts;

/// A guest phone as the host's list names it.
pub fn phone_name(t: &Texts, id: u32) -> String {
    t.live.phone_n(id)
}

/// The phone of the player in seat `i`, in words, for the sender of an entry and the seat of a
/// phone alike: a seat the game no longer has is said as the table's phone.
fn player_phone_words(t: &Texts, game: &Game, i: u8) -> String {
    game.players().get(usize::from(i)).map_or_else(
        || t.live.table_phone.to_string(),
        |p| t.live.seat_of(&p.name),
    )
}

/// The phone a log entry names, in words: a player's phone, the table's, or the host's.
fn sender_words(t: &Texts, game: &Game, by: Sender) -> String {
    match by {
        Sender::Player(i) => player_phone_words(t, game, i),
        Sender::Table => t.live.table_phone.to_string(),
        Sender::Host => t.live.host_phone.to_string(),
    }
}

/// Where a phone sits, in words: a player's phone, the table's, or watching.
pub fn seat_words(t: &Texts, game: &Game, seat: Seat) -> String {
    match seat {
        Seat::Player(i) => player_phone_words(t, game, i),
        Seat::Table => t.live.table_phone.to_string(),
        Seat::Watching => t.live.watching.to_string(),
    }
}

/// The words for a refusal of the host's (`reason`) of this phone's request, about `game`,
/// the open game if there is one.
pub(super) fn reason_words(t: &Texts, game: Option<&Game>, reason: &Reason) -> String {
    match reason {
        Reason::Overtaken { by, .. } => overtaken_words(t, game, *by),
        Reason::SeatTaken { .. } | Reason::NoSuchSeat { .. } => t.live.seat_taken.to_string(),
        Reason::SeatLocked => t.live.seat_locked.to_string(),
        Reason::NotStored => t.live.not_stored.to_string(),
        Reason::Busy { .. } => t.live.busy.to_string(),
        Reason::GameOver => t.refusal_game_over.to_string(),
        Reason::WrongGame => t.refusal_wrong_game.to_string(),
        Reason::NotYours { player } => {
            let name = player.and_then(|p| game?.players().get(usize::from(p)));
            t.live.not_yours(name.map_or("?", |p| p.name.as_str()))
        }
        Reason::Watching => t.live.watching_refused.to_string(),
        Reason::TooFast => t.live.too_fast.to_string(),
        Reason::NothingToUndo
        | Reason::NothingToRedo
        | Reason::Rules { .. }
        | Reason::NotJoined => t.live.host_refused.to_string(),
    }
}

/// Why a tap was not applied when another phone's change came first: that change, in the
/// log's own words (the guest's replica holds it: the host sent it before the refusal).
fn overtaken_words(t: &Texts, game: Option<&Game>, by: Overtaking) -> String {
    let Some(game) = game else {
        return t.live.overtaken_by_table.to_string();
    };
    match by {
        Overtaking::Move { index } => {
            let line = usize::try_from(index)
                .ok()
                .filter(|&i| i < game.log().len())
                .map(|i| {
                    let before = game.states_before(i);
                    crate::ui::views::log_lines::entry_line(t, game, i, before.first())
                });
            match line {
                Some(line) => t.live.overtaken_by_move(&line),
                None => t.live.overtaken_by_table.to_string(),
            }
        }
        Overtaking::Step { undone, by } => {
            let phone = sender_words(t, game, by);
            if undone {
                t.live.overtaken_by_undo(&phone)
            } else {
                t.live.overtaken_by_redo(&phone)
            }
        }
        Overtaking::Table => t.live.overtaken_by_table.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::message::Version;
    use crate::live::test_support::{at, host, score};
    use crate::ui::text::EN;

    /// The test table's game (Lan and Ana) with one move of Ana's in its log.
    fn game() -> Game {
        let mut game = host().game().clone();
        game.apply(score(1, 4), at(1)).expect("a score is taken");
        game
    }

    fn overtaken(by: Overtaking) -> Reason {
        Reason::Overtaken {
            version: Version::default(),
            by,
        }
    }

    #[test]
    fn a_seat_another_player_holds_is_named_by_its_player() {
        let game = game();
        let said = reason_words(&EN, Some(&game), &Reason::NotYours { player: Some(1) });
        assert!(said.contains("Ana"), "{said}");
        let past = reason_words(&EN, Some(&game), &Reason::NotYours { player: Some(7) });
        assert!(!past.contains("Ana") && !past.contains("Lan"), "{past}");
        let no_game = reason_words(&EN, None, &Reason::NotYours { player: Some(1) });
        assert_eq!(past, no_game);
    }

    #[test]
    fn a_move_that_came_first_is_said_as_the_log_says_it() {
        let game = game();
        let said = reason_words(&EN, Some(&game), &overtaken(Overtaking::Move { index: 0 }));
        let line = crate::ui::views::log_lines::entry_line(&EN, &game, 0, None);
        assert!(said.contains(&line), "{said} names {line}");
        // A move the log does not hold, or no game open: the table's change, in general.
        for (game, index) in [(Some(&game), 1), (None, 0)] {
            let said = reason_words(&EN, game, &overtaken(Overtaking::Move { index }));
            assert_eq!(said, EN.live.overtaken_by_table);
        }
    }

    #[test]
    fn an_undo_that_came_first_names_the_phone_that_made_it() {
        let game = game();
        let by_ana = Overtaking::Step {
            undone: true,
            by: Sender::Player(1),
        };
        let undo = reason_words(&EN, Some(&game), &overtaken(by_ana));
        assert!(undo.contains(&EN.live.seat_of("Ana")), "{undo}");
        let by_host = Overtaking::Step {
            undone: false,
            by: Sender::Host,
        };
        let redo = reason_words(&EN, Some(&game), &overtaken(by_host));
        assert!(redo.contains(EN.live.host_phone), "{redo}");
        assert_ne!(undo, redo);
    }

    #[test]
    fn a_seat_is_a_players_phone_the_tables_or_watching() {
        let game = game();
        assert_eq!(
            seat_words(&EN, &game, Seat::Player(0)),
            EN.live.seat_of("Lan")
        );
        assert_eq!(seat_words(&EN, &game, Seat::Player(9)), EN.live.table_phone);
        assert_eq!(seat_words(&EN, &game, Seat::Table), EN.live.table_phone);
        assert_eq!(seat_words(&EN, &game, Seat::Watching), EN.live.watching);
    }
}
