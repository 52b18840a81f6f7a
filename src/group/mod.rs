//! The group: the people who play on this phone, remembered as they play, so the next set-up
//! offers them as one-tap chips with their name and colour.
//!
//! Pure: the app reads and writes the stored text (`ui::state::group`) and this module decides
//! what the group becomes. The players of a game join the group when it starts, most recently
//! played first; one name is one person, whatever its case (`Ana` and `ANA` are the same
//! player); the group keeps at most [`MAX_REMEMBERED`] of them, forgetting whoever played
//! longest ago. The stored text is [`format`].

pub mod format;

use std::fmt;

use crate::rules::players::MAX_NAME_CHARS;
use crate::rules::{Player, PlayerColour};

/// The most players the group remembers: a few tables of regulars, and chips that still fit
/// a phone's set-up screen.
pub const MAX_REMEMBERED: usize = 24;

/// Whether two names are one person's: the same once trimmed, in any case.
pub fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim(), b.trim());
    a == b || a.to_lowercase() == b.to_lowercase()
}

/// Why an edit of the group was refused; the group is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupRefusal {
    EmptyName,
    NameTooLong,
    /// Another remembered player already has that name.
    NameTaken,
    /// Nobody of that name is remembered (another window removed them meanwhile).
    Unknown,
}

impl fmt::Display for GroupRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GroupRefusal::EmptyName => "A remembered player needs a name.",
            GroupRefusal::NameTooLong => "The name is too long.",
            GroupRefusal::NameTaken => "Another remembered player has that name.",
            GroupRefusal::Unknown => "That player is no longer remembered.",
        })
    }
}

/// The remembered players, most recently played first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Group {
    players: Vec<Player>,
}

impl Group {
    /// The group of `players`, most recent first, kept as the group keeps them: names trimmed,
    /// empty or over-long names left out, a later player of a name already in left out, and
    /// no more than [`MAX_REMEMBERED`].
    pub fn new(players: impl IntoIterator<Item = Player>) -> Group {
        let mut kept: Vec<Player> = Vec::new();
        for player in players {
            let name = player.name.trim();
            let fits = !name.is_empty() && name.chars().count() <= MAX_NAME_CHARS;
            if fits && !kept.iter().any(|p| same_name(&p.name, name)) {
                kept.push(Player::new(name, player.colour));
            }
            if kept.len() == MAX_REMEMBERED {
                break;
            }
        }
        Group { players: kept }
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// The remembered player called `name` (in any case).
    pub fn find(&self, name: &str) -> Option<&Player> {
        self.players.iter().find(|p| same_name(&p.name, name))
    }

    /// The players of a game just started join the group at its front, in seat order, with
    /// the name as written this time and the colour played this time; whoever played longest
    /// ago goes when the group is full. Returns whether the group changed.
    pub fn played(&mut self, seated: &[Player]) -> bool {
        let next = Group::new(seated.iter().cloned().chain(self.players.iter().cloned()));
        let changed = next != *self;
        *self = next;
        changed
    }

    /// Renames the player called `name` to `new_name` and gives them `colour`, in their place
    /// in the group. A change of case alone is a rename like any other.
    pub fn edit(
        &mut self,
        name: &str,
        new_name: &str,
        colour: PlayerColour,
    ) -> Result<(), GroupRefusal> {
        let new_name = new_name.trim();
        if new_name.is_empty() {
            return Err(GroupRefusal::EmptyName);
        }
        if new_name.chars().count() > MAX_NAME_CHARS {
            return Err(GroupRefusal::NameTooLong);
        }
        let index = self
            .players
            .iter()
            .position(|p| same_name(&p.name, name))
            .ok_or(GroupRefusal::Unknown)?;
        let taken = self
            .players
            .iter()
            .enumerate()
            .any(|(i, p)| i != index && same_name(&p.name, new_name));
        if taken {
            return Err(GroupRefusal::NameTaken);
        }
        self.players[index] = Player::new(new_name, colour);
        Ok(())
    }

    /// Forgets the player called `name`; returns them, or `None` when nobody had that name.
    pub fn remove(&mut self, name: &str) -> Option<Player> {
        let index = self.players.iter().position(|p| same_name(&p.name, name))?;
        Some(self.players.remove(index))
    }

    /// The remembered players who are not at the table yet, in the group's order: the chips
    /// of the set-up screen.
    pub fn offered<'a>(&'a self, seated: &'a [Player]) -> impl Iterator<Item = &'a Player> + 'a {
        self.players
            .iter()
            .filter(move |p| !seated.iter().any(|s| same_name(&s.name, &p.name)))
    }
}

/// Seats the remembered player `who` at a table being set up, whose seats are `seats` (a seat
/// whose name is blank is free) and which the game lets grow to `max` seats. They take the
/// first free seat, or a new one at the end; with their own colour when nobody else has it or
/// only a free seat has it (the two seats swap colours), and otherwise the seat's colour,
/// since a player who chose a colour keeps it. Returns the seat, or `None` when they are
/// seated already or there is no seat for them; nothing changes then.
pub fn seat(seats: &mut Vec<Player>, max: usize, who: &Player) -> Option<usize> {
    if seats.iter().any(|s| same_name(&s.name, &who.name)) {
        return None;
    }
    let free = |s: &Player| s.name.trim().is_empty();
    let index = match seats.iter().position(free) {
        Some(index) => index,
        None if seats.len() < max => {
            let colour = PlayerColour::ALL
                .into_iter()
                .find(|c| seats.iter().all(|s| s.colour != *c))?;
            seats.push(Player::new("", colour));
            seats.len() - 1
        }
        None => return None,
    };
    let holder = seats
        .iter()
        .enumerate()
        .position(|(i, s)| i != index && s.colour == who.colour);
    match holder {
        None => seats[index].colour = who.colour,
        Some(other) if free(&seats[other]) => {
            seats[other].colour = seats[index].colour;
            seats[index].colour = who.colour;
        }
        Some(_) => {}
    }
    seats[index].name = who.name.clone();
    Some(index)
}

#[cfg(test)]
mod tests {
    use super::*;
    use PlayerColour::*;

    fn p(name: &str, colour: PlayerColour) -> Player {
        Player::new(name, colour)
    }

    fn names(group: &Group) -> Vec<&str> {
        group.players().iter().map(|p| p.name.as_str()).collect()
    }

    #[test]
    fn names_are_one_person_whatever_their_case() {
        assert!(same_name("Ana", "ana"));
        assert!(same_name(" Bình ", "BÌNH"));
        assert!(same_name("美玲", "美玲"));
        assert!(!same_name("Ana", "Anna"));
    }

    #[test]
    fn the_last_game_s_players_come_first_without_duplicates() {
        let mut group = Group::default();
        assert!(group.played(&[p("Ana", Red), p("Bo", Blue)]));
        assert_eq!(names(&group), ["Ana", "Bo"]);
        // Bo again, spelt otherwise and in another colour: one Bo, at the front, as now.
        assert!(group.played(&[p("Chi", Green), p("  BO ", Yellow)]));
        assert_eq!(names(&group), ["Chi", "BO", "Ana"]);
        assert_eq!(group.find("bo"), Some(&p("BO", Yellow)));
        // The same table again changes nothing.
        assert!(!group.played(&[p("Chi", Green), p("BO", Yellow)]));
        // Blank and over-long names are not remembered; a name twice at a table once.
        group.played(&[p("  ", Pink), p(&"x".repeat(25), Black), p("Dan", Red)]);
        group.played(&[p("Eve", Red), p("eve", Blue)]);
        assert_eq!(names(&group), ["Eve", "Dan", "Chi", "BO", "Ana"]);
        assert_eq!(group.find("EVE").map(|p| p.colour), Some(Red));
    }

    #[test]
    fn a_full_group_forgets_who_played_longest_ago() {
        let mut group = Group::default();
        for i in 0..30 {
            group.played(&[p(&format!("P{i}"), Red)]);
        }
        assert_eq!(group.players().len(), MAX_REMEMBERED);
        assert_eq!(group.players()[0].name, "P29");
        assert_eq!(group.players()[MAX_REMEMBERED - 1].name, "P6");
        // Playing again brings an old one back to the front, and nobody new is forgotten.
        assert!(group.played(&[p("P6", Red)]));
        assert_eq!(names(&group)[..2], ["P6", "P29"]);
        assert_eq!(group.players().len(), MAX_REMEMBERED);
    }

    #[test]
    fn edits_keep_names_apart_and_change_nothing_when_refused() {
        let mut group = Group::new([p("Ana", Red), p("Bo", Blue)]);
        let before = group.clone();
        assert_eq!(group.edit("ana", "BO", Red), Err(GroupRefusal::NameTaken));
        assert_eq!(group.edit("Ana", "  ", Red), Err(GroupRefusal::EmptyName));
        let long = "y".repeat(MAX_NAME_CHARS + 1);
        assert_eq!(
            group.edit("Ana", &long, Red),
            Err(GroupRefusal::NameTooLong)
        );
        assert_eq!(group.edit("Zed", "Zoe", Red), Err(GroupRefusal::Unknown));
        assert_eq!(group, before);
        // A new case of the same name is a rename; the place in the group stays.
        assert_eq!(group.edit("ana", " ANA ", Pink), Ok(()));
        assert_eq!(group.players(), [p("ANA", Pink), p("Bo", Blue)]);
        assert_eq!(group.edit("Bo", "Bảo", Green), Ok(()));
        assert_eq!(group.remove("bảo"), Some(p("Bảo", Green)));
        assert_eq!(group.remove("Bảo"), None);
        assert_eq!(names(&group), ["ANA"]);
    }

    #[test]
    fn chips_offer_only_who_is_not_seated() {
        let group = Group::new([p("Ana", Red), p("Bo", Blue), p("Chi", Green)]);
        let seated = [p("bo", Red), p("", Blue)];
        let offered: Vec<_> = group.offered(&seated).map(|p| p.name.as_str()).collect();
        assert_eq!(offered, ["Ana", "Chi"]);
    }

    #[test]
    fn a_tap_fills_the_first_free_seat_with_the_name_and_colour() {
        // The form's two blank seats, red and blue: Bo (blue) takes the first, and the blank
        // seat that had blue takes red.
        let mut seats = vec![p("", Red), p("", Blue)];
        assert_eq!(seat(&mut seats, 4, &p("Bo", Blue)), Some(0));
        assert_eq!(seats, [p("Bo", Blue), p("", Red)]);
        // Ana is red, which the free seat has: she sits there in red.
        assert_eq!(seat(&mut seats, 4, &p("Ana", Red)), Some(1));
        assert_eq!(seats, [p("Bo", Blue), p("Ana", Red)]);
        // Seated already: nothing happens.
        assert_eq!(seat(&mut seats, 4, &p("ana", Green)), None);
        // The table is full of names: a new seat, in Chi's own colour.
        assert_eq!(seat(&mut seats, 4, &p("Chi", Green)), Some(2));
        assert_eq!(seats[2], p("Chi", Green));
        // Dan is blue too, and Bo chose blue: Dan takes the new seat's free colour.
        assert_eq!(seat(&mut seats, 4, &p("Dan", Blue)), Some(3));
        assert_eq!(seats[3], p("Dan", White));
        // No room left.
        assert_eq!(seat(&mut seats, 4, &p("Eve", Pink)), None);
        assert_eq!(seats.len(), 4);
    }
}
