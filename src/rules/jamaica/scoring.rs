//! End-of-game scoring: treasure cards as data, what each player declares at the end, and
//! the totals with The Crew's scoring powers.
//!
//! Players keep their holds and cards on the table, so the app learns the gold, the treasure
//! cards and the crew aboard from a declaration per player once the race is over. What the app
//! already knows (the ship's final space, the treasure tokens collected) it adds itself.

use serde::{Deserialize, Serialize};

use super::crew::{Crew, KING_AWAY_POINTS, MAX_CREW_POINTS};

/// A treasure card. Cards whose value our sources give only as a range carry the number
/// printed on them, entered at scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Treasure {
    // Base game.
    MorgansMap,
    SaransSabre,
    /// Lady Beth, the cannon: +2 in combat. With the Ghost Ship it lies by the ghost's board.
    LadyBeth,
    SixthHold,
    Plus3,
    Plus5,
    Plus7,
    Minus2,
    Minus3,
    Minus4,
    // The Crew.
    /// One of the 8 valued chests; the number printed, from 2 to 7.
    Chest(i8),
    /// One of the 3 cursed puppets; the (negative) number printed.
    CursedPuppet(i8),
    /// The Youkounkoun diamond: +12, kept face up.
    Youkounkoun,
}

/// A kind of treasure card and how many a set holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreasureCount {
    /// A representative card; for chests and puppets any printed value counts the same kind.
    pub card: Treasure,
    pub copies: u8,
}

/// The base game's 12 treasure cards (9 of them are used in a game).
pub const BASE_TREASURES: [TreasureCount; 10] = [
    TreasureCount {
        card: Treasure::MorgansMap,
        copies: 1,
    },
    TreasureCount {
        card: Treasure::SaransSabre,
        copies: 1,
    },
    TreasureCount {
        card: Treasure::LadyBeth,
        copies: 1,
    },
    TreasureCount {
        card: Treasure::SixthHold,
        copies: 1,
    },
    TreasureCount {
        card: Treasure::Plus3,
        copies: 2,
    },
    TreasureCount {
        card: Treasure::Plus5,
        copies: 1,
    },
    TreasureCount {
        card: Treasure::Plus7,
        copies: 2,
    },
    TreasureCount {
        card: Treasure::Minus2,
        copies: 1,
    },
    TreasureCount {
        card: Treasure::Minus3,
        copies: 1,
    },
    TreasureCount {
        card: Treasure::Minus4,
        copies: 1,
    },
];

/// The Crew's 12 treasure cards, which replace the base set.
pub const CREW_TREASURES: [TreasureCount; 3] = [
    TreasureCount {
        card: Treasure::Chest(2),
        copies: 8,
    },
    TreasureCount {
        card: Treasure::CursedPuppet(-1),
        copies: 3,
    },
    TreasureCount {
        card: Treasure::Youkounkoun,
        copies: 1,
    },
];

/// Printed values a chest can show.
pub const CHEST_VALUES: std::ops::RangeInclusive<i8> = 2..=7;
/// Printed values a cursed puppet can show (our sources only say "negative").
pub const PUPPET_VALUES: std::ops::RangeInclusive<i8> = -9..=-1;
/// Points of the Youkounkoun diamond.
pub const YOUKOUNKOUN_POINTS: i8 = 12;
/// End-of-game gold per crew member aboard with the Shipowner.
pub const SHIPOWNER_GOLD_PER_CREW: i32 = 3;
/// End-of-game gold per treasure token collected with the Bishop.
pub const BISHOP_GOLD_PER_TOKEN: i32 = 2;
/// The largest gold a declaration may state: far above a real game, it only catches typos.
pub const MAX_DECLARED_GOLD: u16 = 500;

impl Treasure {
    /// End-of-game points of the card.
    pub fn points(self) -> i8 {
        match self {
            Treasure::MorgansMap
            | Treasure::SaransSabre
            | Treasure::LadyBeth
            | Treasure::SixthHold => 0,
            Treasure::Plus3 => 3,
            Treasure::Plus5 => 5,
            Treasure::Plus7 => 7,
            Treasure::Minus2 => -2,
            Treasure::Minus3 => -3,
            Treasure::Minus4 => -4,
            Treasure::Chest(n) | Treasure::CursedPuppet(n) => n,
            Treasure::Youkounkoun => YOUKOUNKOUN_POINTS,
        }
    }

    /// Cards of the same kind count against the same number of copies.
    pub fn same_kind(self, other: Treasure) -> bool {
        match (self, other) {
            (Treasure::Chest(_), Treasure::Chest(_)) => true,
            (Treasure::CursedPuppet(_), Treasure::CursedPuppet(_)) => true,
            _ => self == other,
        }
    }

    pub fn is_puppet(self) -> bool {
        matches!(self, Treasure::CursedPuppet(_))
    }

    /// Whether a printed value entered for the card is possible.
    pub fn value_ok(self) -> bool {
        match self {
            Treasure::Chest(n) => CHEST_VALUES.contains(&n),
            Treasure::CursedPuppet(n) => PUPPET_VALUES.contains(&n),
            _ => true,
        }
    }
}

/// The treasure set in play.
pub fn treasure_set(crew: bool) -> &'static [TreasureCount] {
    if crew {
        &CREW_TREASURES
    } else {
        &BASE_TREASURES
    }
}

/// A crew member aboard at the end, with the number printed on the card that applies: the
/// upper one if the ship reached Port Royal, the lower one otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrewAboard {
    pub crew: Crew,
    pub points: i8,
}

/// What a player reports at the end: their holds and cards are on the table, not in the app.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declaration {
    /// Gold in the holds.
    pub gold: u16,
    pub treasures: Vec<Treasure>,
    /// Empty without The Crew.
    pub crew: Vec<CrewAboard>,
}

impl Declaration {
    /// Whether `crew` is among the crew declared aboard.
    pub fn aboard(&self, crew: Crew) -> bool {
        self.crew.iter().any(|a| a.crew == crew)
    }
}

/// Why a declaration is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeclarationError {
    TooMuchGold,
    /// A card that is not in this game's treasure set.
    NotInSet(Treasure),
    /// More copies of a card than the set holds (counting every player's declaration).
    TooManyCopies(Treasure),
    BadPrintedValue(Treasure),
    /// Crew declared in a game without The Crew.
    NoCrewInThisGame,
    /// The same crew member twice, or aboard two ships.
    CrewTwice(Crew),
    CrewPointsOutOfRange(Crew),
    /// The King away from Port Royal counts his lower number, which is fixed.
    KingAway,
    /// A ship has 5 holds (6 with the extra hold card): crew occupy holds.
    TooManyCrew,
    /// Rules revision 2: the King away from Port Royal counts the lower number printed on his
    /// card (-3 on ours, another on some printings), which is 0 or less.
    KingAwayCounts,
    /// Rules revision 2: with the Ghost Ship the Cannon is the ghost's; no player declares it.
    CannonIsTheGhosts,
    /// Rules revision 2: a crew member aboard must have been recruited by that player.
    NotRecruited(Crew),
}

/// What a declaration is checked against besides the other declarations.
#[derive(Clone, Copy, Debug)]
pub struct Table<'a> {
    /// The Crew is in play.
    pub crew: bool,
    /// The Ghost Ship sails.
    pub ghost: bool,
    /// The game follows rules revision 2 (see `rules::jamaica::powers`).
    pub sheets: bool,
    /// The crew this player recruited.
    pub recruited: &'a [Crew],
}

/// The holds of a ship with the extra hold card: no more crew than this can be aboard.
pub const MAX_HOLDS: usize = 6;

/// Checks one declaration, given the others already made (cards are unique across players).
pub fn check_declaration(
    decl: &Declaration,
    others: &[&Declaration],
    table: &Table,
    finished: bool,
) -> Result<(), DeclarationError> {
    let crew_in_play = table.crew;
    if decl.gold > MAX_DECLARED_GOLD {
        return Err(DeclarationError::TooMuchGold);
    }
    if table.sheets && table.ghost && decl.treasures.contains(&Treasure::LadyBeth) {
        return Err(DeclarationError::CannonIsTheGhosts);
    }
    let set = treasure_set(crew_in_play);
    for &t in &decl.treasures {
        let Some(entry) = set.iter().find(|e| e.card.same_kind(t)) else {
            return Err(DeclarationError::NotInSet(t));
        };
        if !t.value_ok() {
            return Err(DeclarationError::BadPrintedValue(t));
        }
        let held = std::iter::once(decl)
            .chain(others.iter().copied())
            .flat_map(|d| d.treasures.iter())
            .filter(|c| c.same_kind(t))
            .count();
        if held > usize::from(entry.copies) {
            return Err(DeclarationError::TooManyCopies(t));
        }
    }
    if !decl.crew.is_empty() && !crew_in_play {
        return Err(DeclarationError::NoCrewInThisGame);
    }
    if decl.crew.len() > MAX_HOLDS {
        return Err(DeclarationError::TooManyCrew);
    }
    for (i, c) in decl.crew.iter().enumerate() {
        let twice = decl.crew[..i].iter().any(|d| d.crew == c.crew)
            || others
                .iter()
                .any(|o| o.crew.iter().any(|d| d.crew == c.crew));
        if twice {
            return Err(DeclarationError::CrewTwice(c.crew));
        }
        if c.points.abs() > MAX_CREW_POINTS {
            return Err(DeclarationError::CrewPointsOutOfRange(c.crew));
        }
        if table.sheets && !table.recruited.contains(&c.crew) {
            return Err(DeclarationError::NotRecruited(c.crew));
        }
        if c.crew == Crew::King && !finished {
            if !table.sheets && c.points != KING_AWAY_POINTS {
                return Err(DeclarationError::KingAway);
            }
            if table.sheets && c.points > 0 {
                return Err(DeclarationError::KingAwayCounts);
            }
        }
    }
    Ok(())
}

/// One player's score, part by part, so the UI can show the sum.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub gold: i32,
    pub track: i32,
    pub treasures: i32,
    pub crew: i32,
    pub shipowner: i32,
    pub bishop: i32,
}

impl ScoreSheet {
    pub fn total(&self) -> i32 {
        self.gold + self.track + self.treasures + self.crew + self.shipowner + self.bishop
    }
}

/// Scores a player: `track_score` is the value of the ship's final space (see
/// `Track::score_at`), `tokens` the treasure tokens the player collected.
pub fn score(decl: &Declaration, track_score: i8, tokens: u8) -> ScoreSheet {
    let has = |c: Crew| decl.aboard(c);
    ScoreSheet {
        gold: i32::from(decl.gold),
        track: i32::from(track_score),
        treasures: decl.treasures.iter().map(|t| i32::from(t.points())).sum(),
        crew: decl.crew.iter().map(|c| i32::from(c.points)).sum(),
        shipowner: if has(Crew::Shipowner) {
            SHIPOWNER_GOLD_PER_CREW * decl.crew.len() as i32
        } else {
            0
        },
        bishop: if has(Crew::Bishop) {
            BISHOP_GOLD_PER_TOKEN * i32::from(tokens)
        } else {
            0
        },
    }
}

/// Calypso's instant win: she is aboard with all three cursed puppets.
pub fn calypso_wins(decl: &Declaration) -> bool {
    decl.crew.iter().any(|c| c.crew == Crew::Calypso)
        && decl.treasures.iter().filter(|t| t.is_puppet()).count() == 3
}

/// The winners: the highest total; among equal totals the ship furthest along (fewest spaces
/// left); if still equal, a shared win. `entries` are (player, total, spaces left).
pub fn winners(entries: &[(usize, i32, i32)]) -> Vec<usize> {
    let Some(best) = entries.iter().map(|&(_, t, _)| t).max() else {
        return Vec::new();
    };
    let top: Vec<_> = entries.iter().filter(|&&(_, t, _)| t == best).collect();
    let nearest = top.iter().map(|&&(_, _, left)| left).min().unwrap_or(0);
    top.iter()
        .filter(|&&&(_, _, left)| left == nearest)
        .map(|&&(p, _, _)| p)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first reading, with or without The Crew.
    fn first(crew: bool) -> Table<'static> {
        Table {
            crew,
            ghost: false,
            sheets: false,
            recruited: &[],
        }
    }

    #[test]
    fn a_crew_score_adds_every_part() {
        let decl = Declaration {
            gold: 14,
            treasures: vec![Treasure::Youkounkoun, Treasure::CursedPuppet(-2)],
            crew: vec![
                CrewAboard {
                    crew: Crew::Shipowner,
                    points: 1,
                },
                CrewAboard {
                    crew: Crew::Bishop,
                    points: 2,
                },
                CrewAboard {
                    crew: Crew::King,
                    points: KING_AWAY_POINTS,
                },
            ],
        };
        let sheet = score(&decl, 7, 2);
        assert_eq!(
            sheet,
            ScoreSheet {
                gold: 14,
                track: 7,
                treasures: 10,
                crew: 0,
                shipowner: 9,
                bishop: 4
            }
        );
        assert_eq!(sheet.total(), 44);
        assert!(decl.aboard(Crew::Shipowner) && decl.aboard(Crew::Bishop));
        assert!(!decl.aboard(Crew::Calypso));
        assert_eq!(check_declaration(&decl, &[], &first(true), false), Ok(()));
        assert_eq!(
            check_declaration(&decl, &[], &first(false), false),
            Err(DeclarationError::NotInSet(Treasure::Youkounkoun))
        );
    }

    #[test]
    fn cards_and_crew_are_unique_across_players() {
        let a = Declaration {
            gold: 0,
            treasures: vec![Treasure::Plus7, Treasure::Plus7],
            crew: vec![],
        };
        let b = Declaration {
            treasures: vec![Treasure::Plus7],
            ..Declaration::default()
        };
        assert_eq!(check_declaration(&a, &[], &first(false), true), Ok(()));
        assert_eq!(
            check_declaration(&b, &[&a], &first(false), true),
            Err(DeclarationError::TooManyCopies(Treasure::Plus7))
        );
        let king_away = Declaration {
            crew: vec![CrewAboard {
                crew: Crew::King,
                points: 4,
            }],
            ..Declaration::default()
        };
        assert_eq!(
            check_declaration(&king_away, &[], &first(true), false),
            Err(DeclarationError::KingAway)
        );
        assert_eq!(
            check_declaration(&king_away, &[], &first(true), true),
            Ok(())
        );
        let chest = Declaration {
            treasures: vec![Treasure::Chest(9)],
            ..Declaration::default()
        };
        assert_eq!(
            check_declaration(&chest, &[], &first(true), true),
            Err(DeclarationError::BadPrintedValue(Treasure::Chest(9)))
        );
    }

    #[test]
    fn the_sheets_reading_checks_recruits_the_kings_printed_number_and_the_ghosts_cannon() {
        let sheets = |ghost, recruited| Table {
            crew: true,
            ghost,
            sheets: true,
            recruited,
        };
        let king = |points| Declaration {
            crew: vec![CrewAboard {
                crew: Crew::King,
                points,
            }],
            ..Declaration::default()
        };
        assert_eq!(
            check_declaration(&king(-3), &[], &sheets(false, &[]), false),
            Err(DeclarationError::NotRecruited(Crew::King))
        );
        let mine = sheets(false, &[Crew::King]);
        assert_eq!(check_declaration(&king(-3), &[], &mine, false), Ok(()));
        assert_eq!(
            check_declaration(&king(-4), &[], &mine, false),
            Ok(()),
            "printed -4"
        );
        assert_eq!(
            check_declaration(&king(2), &[], &mine, false),
            Err(DeclarationError::KingAwayCounts)
        );
        let cannon = Declaration {
            treasures: vec![Treasure::LadyBeth],
            ..Declaration::default()
        };
        let base = |ghost| Table {
            crew: false,
            ..sheets(ghost, &[])
        };
        assert_eq!(check_declaration(&cannon, &[], &base(false), true), Ok(()));
        assert_eq!(
            check_declaration(&cannon, &[], &base(true), true),
            Err(DeclarationError::CannonIsTheGhosts)
        );
        assert_eq!(
            check_declaration(&cannon, &[], &first(false), true),
            Ok(()),
            "the first reading accepted it"
        );
    }

    #[test]
    fn ties_go_to_the_ship_furthest_along_then_are_shared() {
        assert_eq!(winners(&[(0, 30, 5), (1, 30, 2), (2, 12, 0)]), vec![1]);
        assert_eq!(winners(&[(0, 30, 2), (1, 30, 2)]), vec![0, 1]);
        assert_eq!(winners(&[]), Vec::<usize>::new());
    }

    #[test]
    fn calypso_needs_all_three_puppets() {
        let mut decl = Declaration {
            treasures: vec![Treasure::CursedPuppet(-1), Treasure::CursedPuppet(-2)],
            crew: vec![CrewAboard {
                crew: Crew::Calypso,
                points: 0,
            }],
            ..Declaration::default()
        };
        assert!(!calypso_wins(&decl));
        decl.treasures.push(Treasure::CursedPuppet(-3));
        assert!(calypso_wins(&decl));
    }
}
