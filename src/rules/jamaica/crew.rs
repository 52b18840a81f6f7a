//! The Crew expansion: the twenty crew members and the tavern tray they are recruited from.
//!
//! The app tracks the tray (which spaces still hold a card, where the rum bottle stands, which
//! cards are face up) and who recruited whom. The crew's end-of-game numbers are printed on
//! the cards and our sources do not list them, so they are entered at scoring rather than
//! guessed here; the powers that change scoring are applied in `scoring.rs`.

use serde::{Deserialize, Serialize};

/// The twenty crew members.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Crew {
    SirBeth,
    Saran,
    Buccaneer,
    Strategist,
    Shipowner,
    NoseyParker,
    King,
    Bishop,
    Cartographer,
    OldSeadog,
    Anchoree,
    Seafarer,
    VenetianMerchant,
    PrussianMerchant,
    HelvetianMerchant,
    Cooper,
    Calypso,
    Witch,
    Oracle,
    LookOut,
}

/// One crew card as data: its name and, in our own words, what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrewCard {
    pub crew: Crew,
    pub name: &'static str,
    pub power: &'static str,
}

/// The crew cards, one of each.
pub const CREW_CARDS: [CrewCard; 20] = [
    CrewCard { crew: Crew::SirBeth, name: "Sir Beth", power: "Adds 2 to your combat strength." },
    CrewCard { crew: Crew::Saran, name: "Saran", power: "Reroll your own combat die or make your opponent reroll; the second roll stands." },
    CrewCard { crew: Crew::Buccaneer, name: "The Buccaneer", power: "Attack a ship on a neighbouring space: if you win, empty one of its holds; if you lose, nothing happens." },
    CrewCard { crew: Crew::Strategist, name: "The Strategist", power: "You win every fight you start." },
    CrewCard { crew: Crew::Shipowner, name: "The Shipowner", power: "At the end, every crew member aboard, this one too, is worth 3 gold." },
    CrewCard { crew: Crew::NoseyParker, name: "The Nosey Parker", power: "When you draw a treasure, look at up to 3 and keep 1." },
    CrewCard { crew: Crew::King, name: "The King", power: "No power. Worth a lot in Port Royal, but costs 3 points if he does not get there." },
    CrewCard { crew: Crew::Bishop, name: "The Bishop", power: "At the end, every treasure token you collected is worth 2 gold." },
    CrewCard { crew: Crew::Cartographer, name: "The Cartographer", power: "You hold 4 action cards instead of 3." },
    CrewCard { crew: Crew::OldSeadog, name: "The Old Seadog", power: "You may ignore a backward move on your card." },
    CrewCard { crew: Crew::Anchoree, name: "The Anchoree", power: "You may move 1 space less than the die." },
    CrewCard { crew: Crew::Seafarer, name: "The Seafarer", power: "You may move 1 space more than the die." },
    CrewCard { crew: Crew::VenetianMerchant, name: "The Venetian Merchant", power: "Pay fees with food or gold as you like, or a mix of both." },
    CrewCard { crew: Crew::PrussianMerchant, name: "The Prussian Merchant", power: "Pay fees with food instead of gunpowder, or gunpowder instead of food." },
    CrewCard { crew: Crew::HelvetianMerchant, name: "The Helvetian Merchant", power: "Pay fees with gunpowder instead of gold, or gold instead of gunpowder." },
    CrewCard { crew: Crew::Cooper, name: "The Cooper", power: "Load 1 more than the die shows." },
    CrewCard { crew: Crew::Calypso, name: "Calypso", power: "With her and all 3 cursed puppets aboard, you win at once." },
    CrewCard { crew: Crew::Witch, name: "The Witch", power: "You may use the two action dice in either order." },
    CrewCard { crew: Crew::Oracle, name: "The Oracle", power: "As Captain, set one action die before rolling the other." },
    CrewCard { crew: Crew::LookOut, name: "The Look-Out", power: "Collect a treasure from a neighbouring lair, after the day or the night move." },
];

impl Crew {
    pub fn card(self) -> &'static CrewCard {
        // CREW_CARDS lists the crew in declaration order.
        &CREW_CARDS[self as usize]
    }
}

/// What the King costs when he does not reach Port Royal (his lower number).
pub const KING_AWAY_POINTS: i8 = -3;

/// The widest number printed on a crew card; anything beyond is a typo.
pub const MAX_CREW_POINTS: i8 = 12;

/// Card spaces on the tavern tray.
pub const TAVERN_SLOTS: u8 = 20;

/// The spot at the top of the stairs where the rum bottle starts. It never holds a card.
pub const STAIRS: u8 = 20;

/// Columns of card spaces on the tray.
const COLUMNS: u8 = 5;

/// The tray's layout, an assumption to verify against the box: four rows of five card spaces
/// (space = row * 5 + column), neighbours sharing a side, and the top of the stairs touching
/// the three middle spaces of the top row (the setup turns exactly 3 cards face up).
pub fn tavern_neighbours(spot: u8) -> Vec<u8> {
    if spot == STAIRS {
        return vec![1, 2, 3];
    }
    if spot >= TAVERN_SLOTS {
        return Vec::new();
    }
    let (row, col) = (spot / COLUMNS, spot % COLUMNS);
    let mut out = Vec::with_capacity(5);
    if row == 0 && (1..=3).contains(&col) {
        out.push(STAIRS);
    }
    if row > 0 {
        out.push(spot - COLUMNS);
    }
    if row + 1 < TAVERN_SLOTS / COLUMNS {
        out.push(spot + COLUMNS);
    }
    if col > 0 {
        out.push(spot - 1);
    }
    if col + 1 < COLUMNS {
        out.push(spot + 1);
    }
    out
}

/// Why a recruit is refused on the tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TavernError {
    /// The bottle can only move over spaces already emptied (the recruiting area).
    BottleCannotReach(u8),
    /// The card is not on a space next to the bottle.
    NotNextToBottle(u8),
    /// That space has no card left.
    SlotEmpty(u8),
}

/// The tavern tray: which card spaces still hold a card, and where the rum bottle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tavern {
    /// Bit `s` set while card space `s` holds a card.
    pub occupied: u32,
    pub bottle: u8,
}

impl Default for Tavern {
    fn default() -> Self {
        Tavern {
            occupied: (1 << TAVERN_SLOTS) - 1,
            bottle: STAIRS,
        }
    }
}

impl Tavern {
    pub fn has_card(&self, spot: u8) -> bool {
        spot < TAVERN_SLOTS && self.occupied & (1 << spot) != 0
    }

    /// The recruiting area: every empty spot the bottle can reach, with the bottle's steps
    /// (1 gold each) to get there.
    pub fn area(&self) -> Vec<(u8, u8)> {
        let mut out = vec![(self.bottle, 0u8)];
        let mut i = 0;
        while let Some(&(spot, d)) = out.get(i) {
            for n in tavern_neighbours(spot) {
                if !self.has_card(n) && !out.iter().any(|&(s, _)| s == n) {
                    out.push((n, d.saturating_add(1)));
                }
            }
            i += 1;
        }
        out
    }

    /// Gold to pay to move the bottle to `to`, if it can get there.
    pub fn bottle_cost(&self, to: u8) -> Option<u8> {
        self.area()
            .into_iter()
            .find(|&(s, _)| s == to)
            .map(|(_, d)| d)
    }

    /// The cards a player may recruit with the bottle on `spot`.
    pub fn recruitable_from(&self, spot: u8) -> Vec<u8> {
        tavern_neighbours(spot)
            .into_iter()
            .filter(|&n| self.has_card(n))
            .collect()
    }

    /// Cards face up: every card touching the recruiting area.
    pub fn face_up(&self) -> Vec<u8> {
        let area = self.area();
        (0..TAVERN_SLOTS)
            .filter(|&s| {
                self.has_card(s)
                    && tavern_neighbours(s)
                        .iter()
                        .any(|n| area.iter().any(|&(a, _)| a == *n))
            })
            .collect()
    }

    /// Moves the bottle to `bottle_to` and takes the card on `slot`; returns the new tray and
    /// the gold the bottle's moves cost.
    pub fn recruit(&self, bottle_to: u8, slot: u8) -> Result<(Tavern, u8), TavernError> {
        let cost = self
            .bottle_cost(bottle_to)
            .ok_or(TavernError::BottleCannotReach(bottle_to))?;
        if !self.has_card(slot) {
            return Err(TavernError::SlotEmpty(slot));
        }
        if !tavern_neighbours(bottle_to).contains(&slot) {
            return Err(TavernError::NotNextToBottle(slot));
        }
        Ok((
            Tavern {
                occupied: self.occupied & !(1 << slot),
                bottle: bottle_to,
            },
            cost,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_list_is_in_enum_order() {
        for (i, card) in CREW_CARDS.iter().enumerate() {
            assert_eq!(card.crew as usize, i);
        }
        assert_eq!(Crew::King.card().name, "The King");
    }

    #[test]
    fn three_cards_are_face_up_at_the_start() {
        let t = Tavern::default();
        assert_eq!(t.face_up(), vec![1, 2, 3]);
        assert_eq!(t.recruitable_from(STAIRS), vec![1, 2, 3]);
        assert_eq!(t.bottle_cost(STAIRS), Some(0));
        assert_eq!(t.bottle_cost(2), None);
    }

    #[test]
    fn recruiting_opens_the_area_and_turns_cards_up() {
        let t = Tavern::default();
        let (t, cost) = t.recruit(STAIRS, 2).unwrap();
        assert_eq!(cost, 0);
        assert!(!t.has_card(2));
        assert_eq!(t.face_up(), vec![1, 3, 7]);
        // The bottle moves one step onto the emptied space to reach the card below it.
        let (t, cost) = t.recruit(2, 7).unwrap();
        assert_eq!(cost, 1);
        assert_eq!(t.bottle, 2);
        assert_eq!(t.bottle_cost(7), Some(1));
        assert_eq!(t.recruit(7, 2), Err(TavernError::SlotEmpty(2)));
        assert_eq!(t.recruit(7, 0), Err(TavernError::NotNextToBottle(0)));
        assert_eq!(t.recruit(12, 17), Err(TavernError::BottleCannotReach(12)));
    }
}
