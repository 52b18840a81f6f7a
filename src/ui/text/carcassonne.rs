//! The words of the Carcassonne screens, one table per language (see [`super::Texts`]).

use crate::rules::carcassonne::{District, FeatureKind, Item, TurnChoice};

pub struct CarcassonneTexts {
    /// A refused action, in this language (English is the rules module's own `Display`).
    pub refusal: fn(&crate::rules::carcassonne::Refusal) -> String,

    /// The line under the game's name in the list of games.
    pub blurb: &'static str,

    // Options.
    pub opt_tower: &'static str,
    pub opt_tower_hint: &'static str,
    pub opt_count: &'static str,
    pub opt_count_hint: &'static str,
    pub opt_king_robber: &'static str,
    pub opt_king_robber_hint: &'static str,
    /// Tiles in the draw pile, tiles in the game.
    pub pile_of: fn(u8, u8) -> String,

    // The turn.
    pub turn_of: fn(&str) -> String,
    pub turn_badge: &'static str,
    pub tiles_left: fn(u8) -> String,
    pub choice_none: &'static str,
    pub choice_done: fn(TurnChoice) -> &'static str,
    pub place_meeple: &'static str,
    pub supply_empty: &'static str,
    pub redraw: &'static str,
    pub redraw_hint: &'static str,
    pub end_turn: &'static str,
    pub last_tile: &'static str,
    pub correct_tiles: &'static str,
    pub tiles_in_pile: &'static str,
    pub set: &'static str,

    // Scores.
    pub scores: &'static str,
    /// The marker on the physical track: space and full laps of 50.
    pub track: fn(i64, i64) -> String,
    pub bonus_line: fn(i64, i64) -> String,
    pub correct_scores: &'static str,
    pub points_for: fn(&str) -> String,

    // Feature entry.
    pub feature_title: &'static str,
    pub kind_name: fn(FeatureKind, bool) -> &'static str,
    pub city_tiles: &'static str,
    pub pennants: &'static str,
    pub monastery_tiles: &'static str,
    pub monastery_full: &'static str,
    pub farm_cities: &'static str,
    pub farm_carcassonne: &'static str,
    pub part: fn(Item, u8, u8, i64) -> String,
    pub total_points: fn(i64) -> String,
    pub who_scores: &'static str,
    pub majority_hint: &'static str,
    pub meeples_back: &'static str,
    pub from_district: fn(District) -> String,
    pub scores_on: &'static str,
    pub scores_off: &'static str,
    pub nobody_scores: &'static str,
    pub each_scores: fn(&str, i64) -> String,
    pub confirm_score: fn(i64) -> String,

    // Meeples.
    pub meeples: &'static str,
    pub meeple_line: fn(u8, u32, u8, u32) -> String,
    pub held_by: fn(&str, u8) -> String,

    // The Tower.
    pub tower: &'static str,
    pub floors_left: fn(&str, u8) -> String,
    pub no_towers: &'static str,
    pub tower_line: fn(usize, u8, bool) -> String,
    pub tower_top: fn(&str) -> String,
    pub tower_choice: &'static str,
    pub new_tower: &'static str,
    pub floor_on: fn(usize) -> String,
    pub close_on: fn(usize) -> String,
    pub no_floors: &'static str,
    pub reach_reminder: fn(u8) -> String,
    pub capture_title: &'static str,
    pub capture_rule: &'static str,
    pub no_capture: &'static str,
    pub capture_feature: fn(&str) -> String,
    pub capture_top: fn(&str, usize) -> String,
    pub place_floor: &'static str,
    pub prisoners: &'static str,
    pub holds: fn(&str, u8, &str) -> String,
    pub no_prisoners: &'static str,
    pub exchange_note: &'static str,
    pub ransom_to: fn(&str, i64) -> String,
    pub ransom_too_dear: fn(i64) -> String,
    pub ransom_once: &'static str,

    // King & Robber.
    pub king_robber: &'static str,
    pub king_held: fn(&str, u8) -> String,
    pub king_none: &'static str,
    pub robber_held: fn(&str, u8) -> String,
    pub robber_none: &'static str,
    /// The King and Robber tiles on the score strip, a word each.
    pub strip_king: &'static str,
    pub strip_robber: &'static str,
    pub completed_counts: fn(usize, usize) -> String,
    pub bonus_now: fn(&str, i64, i64) -> String,

    // The Count.
    pub count_city: &'static str,
    pub district_name: fn(District) -> &'static str,
    pub district_feeds: fn(District) -> &'static str,
    pub count_here: &'static str,
    pub empty_district: &'static str,
    pub enter_title: &'static str,
    pub enter_hint: &'static str,
    pub enter_used: &'static str,
    pub count_move: &'static str,
    pub count_stay: &'static str,
    pub enter_confirm: &'static str,

    // Final scoring.
    pub final_title: &'static str,
    pub final_step: fn(usize, usize, &str) -> String,
    pub step_name: fn(usize) -> &'static str,
    pub step_hint: fn(usize) -> &'static str,
    pub next_step: &'static str,
    pub prev_step: &'static str,
    pub districts_score_nothing: &'static str,
    pub no_bonus: &'static str,
    pub finish: &'static str,

    // Log lines.
    pub log_place_meeple: &'static str,
    pub log_floor: fn(Option<u8>) -> String,
    pub log_capture_feature: fn(&str) -> String,
    pub log_capture_top: fn(&str, u8) -> String,
    pub log_close: fn(u8) -> String,
    pub log_ransom: fn(&str) -> String,
    pub log_score: fn(&str, &str, i64) -> String,
    pub log_nobody: &'static str,
    pub log_from_district: fn(&str) -> String,
    pub log_enter: fn(District) -> String,
    pub log_count_moves: fn(District) -> String,
    pub log_adjust: fn(&str, i16) -> String,
    pub log_redraw: &'static str,
    pub log_set_tiles: fn(u8) -> String,
    pub log_end_turn: &'static str,
    pub log_finish: &'static str,

    // The board's folded sections: the line each keeps while folded, and the turn's buttons.
    /// The turn's tower button, short enough for a row of three.
    pub new_tower_short: &'static str,
    /// The section with each marker's space on the physical track and manual points.
    pub track_title: &'static str,
    /// A marker on the track, shortly: "Ana space 7 + 1×50".
    pub track_of: fn(&str, i64, i64) -> String,
    /// Floors a player has left, shortly: "Ana 9 floors".
    pub floors_of: fn(&str, u8) -> String,
    /// The Tower's line: the players' floors, then the prisoners held in all.
    pub tower_more: fn(&str, u32) -> String,
    /// Who holds the King and the Robber (`None`: nobody yet).
    pub king_robber_more: fn(Option<&str>, Option<&str>) -> String,
    /// Where the Count stands and how many meeples are in the city's districts.
    pub count_more: fn(District, u32) -> String,
    /// A player's meeples in the supply, shortly: "Ana 6 in supply".
    pub supply_of: fn(&str, u8) -> String,
    /// The pile's line: tiles left, and what the section does (redraw, correct the count).
    pub pile_more: fn(u8) -> String,
}

fn plural(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn district_en(district: District) -> &'static str {
    match district {
        District::Castle => "Castle",
        District::Market => "Market",
        District::Blacksmith => "Blacksmith",
        District::Cathedral => "Cathedral",
    }
}

pub const EN: CarcassonneTexts = CarcassonneTexts {
    refusal: |r| r.to_string(),
    blurb: "Scores, meeples, The Tower, and Count, King & Robber.",

    opt_tower: "The Tower",
    opt_tower_hint: "Towers, captures, prisoners and ransoms. 18 more tiles.",
    opt_count: "The Count",
    opt_count_hint: "The city of Carcassonne with its four districts is the start.",
    opt_king_robber: "King & Robber",
    opt_king_robber_hint: "Bonus tiles for the largest completed city and road. 5 more tiles.",
    pile_of: |pile, all| format!("{pile} tiles in the draw pile ({all} on the table at the end)."),

    turn_of: |name| format!("{name}’s turn"),
    turn_badge: "▶ turn",
    tiles_left: |n| match n {
        0 => "Last tile: the pile is empty".to_string(),
        1 => "1 tile left in the pile".to_string(),
        n => format!("{n} tiles left in the pile"),
    },
    choice_none: "After the tile: a meeple or a tower piece, or nothing.",
    choice_done: |choice| match choice {
        TurnChoice::Meeple => "This turn: a meeple was placed.",
        TurnChoice::NewTower => "This turn: a new tower was started.",
        TurnChoice::Floor => "This turn: a floor was added.",
        TurnChoice::CloseTower => "This turn: a tower was closed.",
    },
    place_meeple: "Place a meeple",
    supply_empty: "No meeple left in the supply.",
    redraw: "Tile fits nowhere: redraw",
    redraw_hint: "The tile goes back to the box and one more leaves the pile.",
    end_turn: "Next player",
    last_tile: "Last tile played: final scoring",
    correct_tiles: "Correct the tile count",
    tiles_in_pile: "Tiles in the pile",
    set: "Set",

    scores: "Scores",
    track: |space, laps| {
        if laps == 0 {
            format!("track space {space}")
        } else {
            format!("track space {space} + {laps}×50")
        }
    },
    bonus_line: |king, robber| format!("incl. King +{king}, Robber +{robber}"),
    correct_scores: "Manual points (+/−)",
    points_for: |name| format!("Points for {name}"),

    feature_title: "A feature is completed",
    kind_name: |kind, completed| match (kind, completed) {
        (FeatureKind::City, true) => "City",
        (FeatureKind::City, false) => "Unfinished city",
        (FeatureKind::Road, true) => "Road",
        (FeatureKind::Road, false) => "Unfinished road",
        (FeatureKind::Monastery, true) => "Monastery",
        (FeatureKind::Monastery, false) => "Unfinished monastery",
        (FeatureKind::Farm, _) => "Farm",
    },
    city_tiles: "Tiles",
    pennants: "Pennants",
    monastery_tiles: "Tiles: the monastery and its neighbours",
    monastery_full: "A surrounded monastery: 9 tiles.",
    farm_cities: "Completed cities touching it",
    farm_carcassonne: "It touches the city of Carcassonne",
    part: |item, count, each, points| {
        if item == Item::CarcassonneCity {
            format!("{}: {points}", item.name(1))
        } else {
            format!("{count} {} × {each} = {points}", item.name(count))
        }
    },
    total_points: |n| format!("Worth {n} points"),
    who_scores: "Meeples on it and who scores",
    majority_hint: "Whoever has the most meeples on it scores; ties all score. Tap to change.",
    meeples_back: "Meeples back",
    from_district: |d| format!("From the {}", district_en(d)),
    scores_on: "✓ Scores",
    scores_off: "No points",
    nobody_scores: "Nobody scores.",
    each_scores: |names, points| format!("{names}: +{points}"),
    confirm_score: |points| format!("Score {points} points"),

    meeples: "Meeples",
    meeple_line: |supply, board, towers, city| {
        let mut line = format!("{supply} in supply · {board} on the board");
        if towers > 0 {
            line.push_str(&format!(" ({towers} on towers)"));
        }
        if city > 0 {
            line.push_str(&format!(" · {city} in Carcassonne"));
        }
        line
    },
    held_by: |captor, n| format!("{} held by {captor}", plural(n, "prisoner", "prisoners")),

    tower: "The Tower",
    floors_left: |name, n| format!("{name}: {}", plural(n, "floor left", "floors left")),
    no_towers: "No tower yet.",
    tower_line: |number, height, closed| {
        let state = if closed { "closed" } else { "open" };
        format!("Tower {number}: height {height}, {state}")
    },
    tower_top: |name| format!("{name}’s meeple on top"),
    tower_choice: "Instead of a meeple",
    new_tower: "Floor on an empty foundation",
    floor_on: |n| format!("Floor on tower {n}"),
    close_on: |n| format!("Close tower {n} with a meeple"),
    no_floors: "No floors left.",
    reach_reminder: |h| {
        format!(
            "Reach = height {h}: {} in each of the four straight lines; gaps and towers do not block.",
            plural(h, "tile", "tiles")
        )
    },
    capture_title: "Capture a meeple in reach?",
    capture_rule: "Your own meeple goes back to your supply; another becomes your prisoner.",
    no_capture: "No capture",
    capture_feature: |name| format!("{name}’s meeple on the land"),
    capture_top: |name, n| format!("{name}’s meeple on tower {n}"),
    place_floor: "Place the floor",
    prisoners: "Prisoners",
    holds: |captor, n, owner| {
        format!("{captor} holds {} of {owner}", plural(n, "meeple", "meeples"))
    },
    no_prisoners: "Nobody holds a prisoner.",
    exchange_note: "Two players holding each other’s prisoners swap them at once.",
    ransom_to: |captor, points| format!("Pay {points} points to {captor} for your meeple"),
    ransom_too_dear: |score| format!("A ransom costs 3 points; you have {score}."),
    ransom_once: "One ransom a turn: already paid.",

    king_robber: "King & Robber",
    king_held: |name, tiles| {
        format!("King: {name}, city of {tiles} tiles. To take it: a city of {} or more.", tiles + 1)
    },
    king_none: "King: nobody yet. The first completed city takes it.",
    robber_held: |name, tiles| {
        format!("Robber: {name}, road of {tiles} tiles. To take it: a road of {} or more.", tiles + 1)
    },
    robber_none: "Robber: nobody yet. The first completed road takes it.",
    strip_king: "King",
    strip_robber: "Robber",
    completed_counts: |cities, roads| {
        format!(
            "Completed so far: {}, {}.",
            plural(cities as i64, "city", "cities"),
            plural(roads as i64, "road", "roads")
        )
    },
    bonus_now: |name, king, robber| format!("{name}: King +{king}, Robber +{robber} at the end"),

    count_city: "The city of Carcassonne",
    district_name: district_en,
    district_feeds: |d| match d {
        District::Castle => "for cities",
        District::Market => "for farms (final scoring)",
        District::Blacksmith => "for roads",
        District::Cathedral => "for monasteries",
    },
    count_here: "♛ the Count",
    empty_district: "empty",
    enter_title: "Put a meeple into Carcassonne",
    enter_hint: "Earned when your tile completes a feature that scores for opponents and not for you: one meeple a turn.",
    enter_used: "A meeple went into Carcassonne this turn.",
    count_move: "Move the Count?",
    count_stay: "He stays",
    enter_confirm: "Put the meeple in",

    final_title: "Final scoring",
    final_step: |step, of, name| format!("Step {step} of {of}: {name}"),
    step_name: |step| match step {
        0 => "unfinished cities",
        1 => "unfinished roads",
        2 => "unfinished monasteries",
        3 => "farms",
        _ => "bonuses and the winner",
    },
    step_hint: |step| match step {
        0 => "1 point a tile and a pennant. Enter each city with meeples on it, then go on.",
        1 => "1 point a tile. Enter each road with meeples on it.",
        2 => "1 point for the monastery and each tile around it.",
        3 => "3 points per completed city each farm touches.",
        _ => "Check the bonuses, then close the game.",
    },
    next_step: "Next step",
    prev_step: "Back",
    districts_score_nothing: "Meeples left in the districts of Carcassonne score nothing.",
    no_bonus: "No King or Robber bonus in this game.",
    finish: "Finish: announce the winner",

    log_place_meeple: "Meeple placed",
    log_floor: |tower| match tower {
        None => "Floor on a new tower".to_string(),
        Some(i) => format!("Floor on tower {}", u16::from(i) + 1),
    },
    log_capture_feature: |name| format!(", capturing {name}’s meeple"),
    log_capture_top: |name, tower| {
        format!(", capturing {name}’s meeple from tower {}", u16::from(tower) + 1)
    },
    log_close: |tower| format!("Tower {} closed with a meeple", u16::from(tower) + 1),
    log_ransom: |captor| format!("Ransom of 3 points paid to {captor}"),
    log_score: |feature, names, points| format!("{feature}: {names} +{points}"),
    log_nobody: "nobody scores",
    log_from_district: |district| format!(" (meeples from the {district})"),
    log_enter: |d| format!("Meeple into the {} of Carcassonne", district_en(d)),
    log_count_moves: |d| format!("; the Count moves to the {}", district_en(d)),
    log_adjust: |name, points| {
        if points > 0 {
            format!("{name} +{points} (manual)")
        } else {
            format!("{name} {points} (manual)")
        }
    },
    log_redraw: "Unplaceable tile: redrawn",
    log_set_tiles: |n| format!("Tile count set to {n}"),
    log_end_turn: "Next player",
    log_finish: "Final scoring closed",

    new_tower_short: "New tower",
    track_title: "Score track",
    track_of: |name, space, laps| {
        if laps == 0 {
            format!("{name} space {space}")
        } else {
            format!("{name} space {space} + {laps}×50")
        }
    },
    floors_of: |name, n| format!("{name} {}", plural(n, "floor", "floors")),
    tower_more: |floors, prisoners| match prisoners {
        0 => format!("{floors}; no prisoner"),
        n => format!("{floors}; {}", plural(n, "prisoner", "prisoners")),
    },
    king_robber_more: |king, robber| {
        format!("King: {}, Robber: {}", king.unwrap_or("nobody"), robber.unwrap_or("nobody"))
    },
    count_more: |d, n| {
        format!(
            "the Count in the {}; {} in the city",
            district_en(d),
            plural(n, "meeple", "meeples")
        )
    },
    supply_of: |name, n| format!("{name} {n} in supply"),
    pile_more: |n| format!("The pile: {n} left · Redraw or correct the count"),
};
