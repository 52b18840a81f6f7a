//! The words of the Carcassonne screens, one table per language (see [`super::Texts`]).

use crate::rules::carcassonne::{District, FeatureKind, Item, TurnChoice};

// The family's two tables (see `family_words!` in `text/mod.rs`) are built from
// `words/carcassonne.toml`; the English sentences built in code are the functions of this file.
family_words!("carcassonne");

use super::counted;

pub fn district_en(district: District) -> &'static str {
    match district {
        District::Castle => "Castle",
        District::Market => "Market",
        District::Blacksmith => "Blacksmith",
        District::Cathedral => "Cathedral",
    }
}

/// A refusal in English: the rules' own `Display`, which is also what home's code says
/// (`Codecs::refusal_in_english`, see `text/families/mod.rs`): keep the two the same.
pub fn refusal(r: &crate::rules::carcassonne::Refusal) -> String {
    r.to_string()
}

pub fn tiles_left(n: u8) -> String {
    match n {
        0 => "Last tile: the pile is empty".to_string(),
        1 => "1 tile left in the pile".to_string(),
        n => format!("{n} tiles left in the pile"),
    }
}

pub fn choice_done(choice: TurnChoice) -> &'static str {
    match choice {
        TurnChoice::Meeple => "This turn: a meeple was placed.",
        TurnChoice::NewTower => "This turn: a new tower was started.",
        TurnChoice::Floor => "This turn: a floor was added.",
        TurnChoice::CloseTower => "This turn: a tower was closed.",
    }
}

pub fn track(space: i64, laps: i64) -> String {
    if laps == 0 {
        format!("track space {space}")
    } else {
        format!("track space {space} + {laps}×50")
    }
}

pub fn kind_name(kind: FeatureKind, completed: bool) -> &'static str {
    match (kind, completed) {
        (FeatureKind::City, true) => "City",
        (FeatureKind::City, false) => "Unfinished city",
        (FeatureKind::Road, true) => "Road",
        (FeatureKind::Road, false) => "Unfinished road",
        (FeatureKind::Monastery, true) => "Monastery",
        (FeatureKind::Monastery, false) => "Unfinished monastery",
        (FeatureKind::Farm, _) => "Farm",
    }
}

pub fn part(item: Item, count: u8, each: u8, points: i64) -> String {
    if item == Item::CarcassonneCity {
        format!("{}: {points}", item.name(1))
    } else {
        format!("{count} {} × {each} = {points}", item.name(count))
    }
}

pub fn from_district(name: &str, d: District) -> String {
    format!("{name}’s meeples from the {}", district_en(d))
}

pub fn meeple_line(supply: u8, board: u32, towers: u8, city: u32) -> String {
    let mut line = format!("{supply} in supply · {board} on the board");
    if towers > 0 {
        line.push_str(&format!(" ({towers} on towers)"));
    }
    if city > 0 {
        line.push_str(&format!(" · {city} in Carcassonne"));
    }
    line
}

pub fn held_by(captor: &str, n: u8) -> String {
    format!("{} held by {captor}", counted(n, "prisoner", "prisoners"))
}

pub fn floors_left(name: &str, n: u8) -> String {
    format!("{name}: {}", counted(n, "floor left", "floors left"))
}

pub fn tower_line(number: usize, height: u8, closed: bool) -> String {
    let state = if closed { "closed" } else { "open" };
    format!("Tower {number}: height {height}, {state}")
}

pub fn reach_reminder(h: u8) -> String {
    format!(
        "Reach = height {h}: {} in each of the four straight lines; gaps and towers do not block.",
        counted(h, "tile", "tiles")
    )
}

pub fn holds(captor: &str, n: u8, owner: &str) -> String {
    format!(
        "{captor} holds {} of {owner}",
        counted(n, "meeple", "meeples")
    )
}

pub fn king_held(name: &str, tiles: u8) -> String {
    format!(
        "King: {name}, city of {tiles} tiles. To take it: a city of {} or more.",
        tiles + 1
    )
}

pub fn robber_held(name: &str, tiles: u8) -> String {
    format!(
        "Robber: {name}, road of {tiles} tiles. To take it: a road of {} or more.",
        tiles + 1
    )
}

pub fn completed_counts(cities: usize, roads: usize) -> String {
    format!(
        "Completed so far: {}, {}.",
        counted(cities as i64, "city", "cities"),
        counted(roads as i64, "road", "roads")
    )
}

pub fn district_feeds(d: District) -> &'static str {
    match d {
        District::Castle => "for cities",
        District::Market => "for farms (final scoring)",
        District::Blacksmith => "for roads",
        District::Cathedral => "for monasteries",
    }
}

pub fn step_name(step: usize) -> &'static str {
    match step {
        0 => "unfinished cities",
        1 => "unfinished roads",
        2 => "unfinished monasteries",
        3 => "farms",
        _ => "bonuses and the winner",
    }
}

pub fn step_hint(step: usize) -> &'static str {
    match step {
        0 => "1 point a tile and a pennant. Enter each city with meeples on it, then go on.",
        1 => "1 point a tile. Enter each road with meeples on it.",
        2 => "1 point for the monastery and each tile around it.",
        3 => "3 points per completed city each farm touches.",
        _ => "Check the bonuses, then close the game.",
    }
}

pub fn log_floor(tower: Option<u8>) -> String {
    match tower {
        None => "Floor on a new tower".to_string(),
        Some(i) => format!("Floor on tower {}", u16::from(i) + 1),
    }
}

pub fn log_capture_top(name: &str, tower: u8) -> String {
    format!(
        ", capturing {name}’s meeple from tower {}",
        u16::from(tower) + 1
    )
}

pub fn log_close(tower: u8) -> String {
    format!("Tower {} closed with a meeple", u16::from(tower) + 1)
}

pub fn log_enter(d: District) -> String {
    format!("Meeple into the {} of Carcassonne", district_en(d))
}

pub fn log_count_moves(d: District) -> String {
    format!("; the Count moves to the {}", district_en(d))
}

pub fn log_adjust(name: &str, points: i16) -> String {
    if points > 0 {
        format!("{name} +{points} (manual)")
    } else {
        format!("{name} {points} (manual)")
    }
}

pub fn track_of(name: &str, space: i64, laps: i64) -> String {
    if laps == 0 {
        format!("{name} space {space}")
    } else {
        format!("{name} space {space} + {laps}×50")
    }
}

pub fn floors_of(name: &str, n: u8) -> String {
    format!("{name} {}", counted(n, "floor", "floors"))
}

pub fn tower_more(floors: &str, prisoners: u32) -> String {
    match prisoners {
        0 => format!("{floors}; no prisoner"),
        n => format!("{floors}; {}", counted(n, "prisoner", "prisoners")),
    }
}

pub fn king_robber_more(king: Option<&str>, robber: Option<&str>) -> String {
    format!(
        "King: {}, Robber: {}",
        king.unwrap_or("nobody"),
        robber.unwrap_or("nobody")
    )
}

pub fn count_more(d: District, n: u32) -> String {
    format!(
        "the Count in the {}; {} in the city",
        district_en(d),
        counted(n, "meeple", "meeples")
    )
}
