//! The words of the Jamaica screens, one table per language (see [`super::Texts`]).

use super::Texts;
use crate::rules::jamaica::track::{TrackError, LAIRS, MAX_COST};

// The family's two tables (see `family_words!` in `text/mod.rs`) are built from
// `words/jamaica.toml`; the English sentences built in code are the functions of this file.
family_words!("jamaica");

use super::counted;

/// A track correction that breaks the track, in the player's language.
pub fn track_error(t: &Texts, error: &TrackError) -> String {
    let e = t.jamaica_ui();
    match *error {
        TrackError::Parse(_) => e.track_parse.to_string(),
        TrackError::Empty => e.track_empty.to_string(),
        TrackError::TooManySpaces(n) => e.track_too_many(n),
        TrackError::IdOutOfOrder { index, id } => e.track_out_of_order(index, id),
        TrackError::PortRoyalNotFirst => e.track_port_not_first.to_string(),
        TrackError::PortRoyalCount(n) => e.track_port_count(n),
        TrackError::PortRoyalExits => e.track_port_exits.to_string(),
        TrackError::BadNext { space } => e.track_bad_next(space),
        TrackError::TooManyPredecessors { space } => e.track_too_many_in(space),
        TrackError::CostMissing { space } => e.track_cost_missing(space),
        TrackError::CostNotAllowed { space } => e.track_cost_not_allowed(space),
        TrackError::CostOutOfRange { space } => e.track_cost_range(space, MAX_COST),
        TrackError::LairCount(n) => e.track_lairs(LAIRS, n),
        TrackError::CannotReachPortRoyal { space } => e.track_no_way_home(space),
        TrackError::Unreachable { space } => e.track_unreachable(space),
        TrackError::Loop { space } => e.track_loop(space),
        TrackError::UnpairedFork { space } => e.track_unpaired_fork(space),
        TrackError::ForksAndMerges { forks, merges } => e.track_forks_merges(forks, merges),
        TrackError::FinishScore => e.track_finish_score.to_string(),
        TrackError::ScoreDrops { space } => e.track_score_drops(space),
        TrackError::NoSuchSpace(id) => e.track_no_such_space(id),
    }
}

fn via(branches: &[u8]) -> String {
    if branches.is_empty() {
        String::new()
    } else {
        let ways: Vec<String> = branches.iter().map(|b| b.to_string()).collect();
        format!(", taking space {} at the fork", ways.join(" then "))
    }
}

pub fn crew_name(crew: crate::rules::jamaica::crew::Crew) -> &'static str {
    crew.card().name
}

pub fn crew_power(crew: crate::rules::jamaica::crew::Crew) -> &'static str {
    crew.card().power
}

/// A refusal in English: the rules' own `Display`, which is also what home's code says
/// (`Codecs::refusal_in_english`, see `text/families/mod.rs`): keep the two the same.
pub fn refusal(r: &crate::rules::jamaica::Refusal) -> String {
    r.to_string()
}

pub fn seat(seat: usize) -> String {
    format!("Player {}", seat + 1)
}

pub fn tokens_on_lairs(n: usize, list: &str) -> String {
    if n == 0 {
        "No treasure tokens left on the lairs.".to_string()
    } else if n == 1 {
        format!("1 treasure token on a lair: {list}")
    } else {
        format!("{n} treasure tokens on lairs: {list}")
    }
}

pub fn ghost_more(place: &str, gold: u16, treasures: u8) -> String {
    let treasures = counted(treasures, "treasure", "treasures");
    format!("Ghost Ship · {place} · {gold} gold, {treasures}")
}

pub fn fall_back_preview(list: &str) -> String {
    if list.is_empty() {
        "No space behind can be paid.".to_string()
    } else {
        format!("Falls back to: {list}")
    }
}

pub fn hold_label(h: usize, g: u8) -> String {
    if g == 0 {
        format!("Hold {h}: empty")
    } else {
        format!("Hold {h}: {g} gold")
    }
}

pub fn recruit_offer(slot: u8, cost: u8) -> String {
    format!("Tavern space {slot} · {}", counted(cost, "gold", "gold"))
}

pub fn log_move(dir: &str, branches: &[u8], adjust: i8) -> String {
    let adjust = match adjust {
        1 => " (one more)",
        -1 => " (one less)",
        _ => "",
    };
    format!("Sails {}{adjust}{}", dir.to_lowercase(), via(branches))
}

pub fn log_fight(opponent: &str, attack: &str, defence: Option<&str>) -> String {
    match defence {
        Some(d) => format!("Attacks {opponent}: {attack} against {d}"),
        None => format!("Attacks {opponent}: {attack}, wins at once"),
    }
}

pub fn log_ghost_move(dir: &str, branches: &[u8]) -> String {
    format!(
        "The Ghost Ship sails {}{}",
        dir.to_lowercase(),
        via(branches)
    )
}

pub fn log_recruit(crew: &str, slot: u8, bottle: u8) -> String {
    if bottle >= 20 {
        format!("Recruits {crew} from tavern space {slot}")
    } else {
        format!(
            "Recruits {crew} from tavern space {slot}, the bottle to space {}",
            bottle + 1
        )
    }
}

pub fn log_declare(name: &str, gold: u16, treasures: &str, crew: &str) -> String {
    let mut line = format!("{name} declares {gold} gold");
    if !treasures.is_empty() {
        line.push_str(&format!(", {treasures}"));
    }
    if !crew.is_empty() {
        line.push_str(&format!(", crew {crew}"));
    }
    line
}

pub fn log_buccaneer(fight: &str, hold: Option<u8>) -> String {
    match hold {
        Some(h) => format!("{fight} (Buccaneer), empties the Ghost Ship's hold {h}"),
        None => format!("{fight} (Buccaneer)"),
    }
}

pub fn tavern_more(bottle: Option<u8>, recruited: usize) -> String {
    let bottle = match bottle {
        Some(s) => format!("bottle on tavern space {s}"),
        None => "bottle on the stairs".to_string(),
    };
    format!("The tavern · {bottle} · {recruited} recruited")
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_treasure_is_not_treasures() {
        let t = &super::EN;
        assert_eq!(
            t.ghost_more("Space 4", 3, 1),
            "Ghost Ship · Space 4 · 3 gold, 1 treasure"
        );
        assert_eq!(
            t.ghost_more("Space 4", 0, 2),
            "Ghost Ship · Space 4 · 0 gold, 2 treasures"
        );
        assert_eq!(
            t.tokens_on_lairs(1, "Space 4"),
            "1 treasure token on a lair: Space 4"
        );
    }
}
