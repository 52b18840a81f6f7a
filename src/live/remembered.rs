//! What a guest phone keeps of the table it sits at, so that a page that reloads knows it was
//! there: the game's id and name, and the seat it had. Kept as a small record beside the
//! settings; a record that does not read is no table (the phone then is a phone of its own, as
//! before it joined), never an error in the player's way.

use crate::live::message::{check_name, Seat, MAX_ID_BYTES};

/// The table this phone was at when its page went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remembered {
    /// The table's game, saved on this phone under this id.
    pub game: String,
    /// Its name, to say which table.
    pub name: String,
    /// The seat the phone had: it asks for it again.
    pub seat: Seat,
}

/// The record's first line: its layout. Four lines in all: the layout, the seat (`p0`…`p255`,
/// `table` or `watching`), the game's id, its name (ids and names hold no line break).
const LAYOUT: &str = "table 1";

impl Remembered {
    /// The record's text.
    pub fn to_text(&self) -> String {
        let seat = match self.seat {
            Seat::Player(i) => format!("p{i}"),
            Seat::Table => "table".into(),
            Seat::Watching => "watching".into(),
        };
        format!("{LAYOUT}\n{seat}\n{}\n{}", self.game, self.name)
    }

    /// The table a record names; `None` for anything else (another build's record, a broken
    /// one, a game id or name the table would not send).
    pub fn from_text(text: &str) -> Option<Remembered> {
        let mut lines = text.split('\n');
        let (layout, seat, game, name) =
            (lines.next()?, lines.next()?, lines.next()?, lines.next()?);
        if layout != LAYOUT || lines.next().is_some() {
            return None;
        }
        let seat = match seat {
            "table" => Seat::Table,
            "watching" => Seat::Watching,
            other => {
                let digits = other
                    .strip_prefix('p')
                    .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))?;
                Seat::Player(digits.parse().ok()?)
            }
        };
        let id_ok =
            !game.is_empty() && game.len() <= MAX_ID_BYTES && !game.chars().any(char::is_control);
        if !id_ok || check_name(name).is_err() {
            return None;
        }
        Some(Remembered {
            game: game.to_string(),
            name: name.to_string(),
            seat,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_kept_and_read_back_and_anything_else_is_no_table() {
        for seat in [
            Seat::Player(0),
            Seat::Player(255),
            Seat::Table,
            Seat::Watching,
        ] {
            let table = Remembered {
                game: "1790000000000-ab12".into(),
                name: "Jamaica 14:05".into(),
                seat,
            };
            assert_eq!(Remembered::from_text(&table.to_text()), Some(table));
        }
        for bad in [
            "",
            "null",
            "table 1",
            "table 1\np0\ng",
            "table 2\np0\ng\nN",
            "table 1\np256\ng\nN",
            "table 1\nq1\ng\nN",
            "table 1\np\ng\nN",
            "table 1\np+1\ng\nN",
            "table 1\ntable\n\nN",
            "table 1\ntable\ng\n",
            "table 1\ntable\ng\nN\nmore",
            "table 1\ntable\ng\t\nN",
        ] {
            assert_eq!(Remembered::from_text(bad), None, "{bad:?}");
        }
        let long = format!("table 1\ntable\n{}\nN", "x".repeat(65));
        assert_eq!(Remembered::from_text(&long), None);
    }
}
