//! The words of the Jamaica screens, one table per language (see [`super::Texts`]).

pub struct JamaicaTexts {
    /// A crew member's name (The Crew expansion).
    pub crew_name: fn(crate::rules::jamaica::crew::Crew) -> &'static str,
    /// What a crew member does, in one sentence.
    pub crew_power: fn(crate::rules::jamaica::crew::Crew) -> &'static str,
    /// A refused action, in this language (English is the rules module's own `Display`).
    pub refusal: fn(&crate::rules::jamaica::Refusal) -> String,

    /// The line under the game's name in the list of games.
    pub blurb: &'static str,
    // Ships and places.
    pub seat: fn(usize) -> String,
    pub ghost_ship: &'static str,
    pub port_royal_start: &'static str,
    pub port_royal_finished: &'static str,
    pub space_n: fn(u8) -> String,
    pub space_behind_start: fn(u8) -> String,
    pub kind_port_royal: &'static str,
    pub kind_sea: &'static str,
    pub kind_port: &'static str,
    pub kind_lair: &'static str,
    pub food_n: fn(u8) -> String,
    pub gold_n: fn(u8) -> String,
    pub treasure_there: &'static str,
    pub fight_with: fn(&str) -> String,
    pub forward: &'static str,
    pub backward: &'static str,
    pub food: &'static str,
    pub gold: &'static str,
    pub gunpowder: &'static str,
    // Options.
    pub opt_ghost: &'static str,
    pub opt_ghost_hint: &'static str,
    pub opt_crew: &'static str,
    pub opt_crew_hint: &'static str,
    pub opt_first_captain: &'static str,
    pub opt_first_captain_hint: &'static str,
    // Track editor.
    pub track_title: &'static str,
    pub track_shipped: &'static str,
    pub track_edited: &'static str,
    pub track_open: &'static str,
    pub track_close: &'static str,
    pub track_editor_title: &'static str,
    pub track_editor_hint: &'static str,
    pub track_space: &'static str,
    pub track_current: fn(&str, &str, i8) -> String,
    pub track_kind: &'static str,
    pub track_cost_food: &'static str,
    pub track_cost_gold: &'static str,
    pub track_score: &'static str,
    pub track_bad_score: &'static str,
    pub track_apply: &'static str,
    pub track_saved: fn(u8) -> String,
    pub track_reset: &'static str,
    pub track_reset_done: &'static str,
    // Round bar and race mirror.
    pub round_n: fn(u16) -> String,
    pub captain: &'static str,
    pub captain_is: fn(&str) -> String,
    pub day: &'static str,
    pub night: &'static str,
    pub race_title: &'static str,
    pub rank_n: fn(usize) -> String,
    pub spaces_left: &'static str,
    pub tokens_on_lairs: fn(usize, &str) -> String,
    // Dice.
    pub captain_rolls: fn(&str) -> String,
    pub roll_in_app: &'static str,
    pub or_tap_dice: &'static str,
    pub swap_day_night: &'static str,
    pub dice_ok: &'static str,
    // Card actions.
    pub day_action_of: fn(&str, u8) -> String,
    pub night_action_of: fn(&str, u8) -> String,
    pub ship_is_on: fn(&str) -> String,
    pub crew_adjust: &'static str,
    pub adjust_less: &'static str,
    pub adjust_none: &'static str,
    pub adjust_more: &'static str,
    pub fork_hint: &'static str,
    pub move_label: fn(&str, i16) -> String,
    /// A move at a fork: the direction, the steps, the way's name and the spaces left.
    pub lane_move: fn(&str, i16, &str, i32) -> String,
    pub lane_inner: &'static str,
    pub lane_outer: &'static str,
    pub load_label: fn(&str, u8) -> String,
    pub pass_label: &'static str,
    /// The summary over the rarer crew powers the current player may use now.
    pub crew_powers: &'static str,
    pub crew_powers_hint: &'static str,
    /// The Witch's owner plays the night die (shown) first this turn.
    pub witch_swap: fn(u8) -> String,
    /// The Look-Out's owner takes the treasure of the lair on a space.
    pub lookout_take: fn(u8) -> String,
    /// Opens the Buccaneer's fight form.
    pub buccaneer_open: &'static str,
    // Fees and shortage.
    pub fee_heading: fn(&str, &str, &str, &str) -> String,
    pub fee_paid: &'static str,
    pub fee_short: &'static str,
    pub short_hint: &'static str,
    pub food_in_holds: &'static str,
    pub gold_in_holds: &'static str,
    pub gunpowder_in_holds: &'static str,
    pub fall_back_preview: fn(&str) -> String,
    pub fall_back: &'static str,
    pub shortage_heading: fn(&str) -> String,
    // The Ghost Ship.
    pub ghost_holds: &'static str,
    pub hold_label: fn(usize, u8) -> String,
    pub ghost_gold_total: fn(u16) -> String,
    pub ghost_treasures: fn(u8) -> String,
    pub ghost_cannon: fn(u8) -> String,
    pub ghost_tokens: fn(u8) -> String,
    pub ghost_day_move: fn(u8) -> String,
    pub ghost_night_move: fn(u8) -> String,
    pub ghost_forced_lead: &'static str,
    pub ghost_forced_last: &'static str,
    pub ghost_forced_port_royal: &'static str,
    pub ghost_captain_chooses: fn(&str) -> String,
    // Combat.
    pub fight_heading: fn(&str, &str) -> String,
    pub fight_whom: &'static str,
    pub ghost_rolls: fn(u8) -> String,
    pub side_rolls: fn(&str) -> String,
    /// A player's die with what the rules add to it: name, bonus, the crew member's name.
    pub side_rolls_extra: fn(&str, u8, &str) -> String,
    pub star: &'static str,
    pub roll_combat_die: &'static str,
    pub powder_spent: &'static str,
    pub fight_strengths: fn(&str, &str) -> String,
    pub fight_star: fn(&str) -> String,
    /// The attacker has the Strategist: the fight is theirs before the defender rolls.
    pub fight_strategist: fn(&str) -> String,
    /// After a predicted Buccaneer win over the Ghost Ship: which hold is emptied.
    pub buccaneer_hold: &'static str,
    pub fight_wins: fn(&str) -> String,
    pub fight_tie: &'static str,
    pub fight_enter: &'static str,
    pub plus_powder: fn(u8) -> String,
    pub plus_bonus: fn(u8) -> String,
    pub plus_cannon: &'static str,
    /// What the rules add to a player's roll, and whose bonus it is: " + 2 Sir Beth".
    pub plus_power: fn(u8, &str) -> String,
    // Spoils.
    pub spoils_ghost_won: &'static str,
    pub spoils_player_won: fn(&str) -> String,
    pub gold_in_hold: &'static str,
    pub spoils_take_gold: &'static str,
    pub spoils_gold_hint: &'static str,
    pub spoils_take_goods: &'static str,
    pub spoils_take_treasure: &'static str,
    pub spoils_hold: fn(usize, u8) -> String,
    pub spoils_steal_treasure: &'static str,
    pub spoils_give_treasure: &'static str,
    pub spoils_nothing: &'static str,
    // The Crew.
    pub tavern_title: &'static str,
    pub bottle_on_stairs: &'static str,
    pub bottle_on: fn(u8) -> String,
    pub cell_bottle: &'static str,
    pub cell_empty: &'static str,
    pub cell_face_up: &'static str,
    pub cell_face_down: &'static str,
    pub recruited_by: fn(&str, &str) -> String,
    pub nobody_recruited: &'static str,
    pub recruit_heading: fn(&str) -> String,
    pub recruit_offer: fn(u8, u8) -> String,
    pub which_crew: &'static str,
    pub recruit_ok: &'static str,
    pub recruit_skip: &'static str,
    // Treasures.
    pub t_morgans_map: &'static str,
    pub t_sarans_sabre: &'static str,
    pub t_lady_beth: &'static str,
    pub t_sixth_hold: &'static str,
    pub t_treasure_points: fn(i8) -> String,
    pub t_cursed_points: fn(i8) -> String,
    pub t_chest: fn(i8) -> String,
    pub t_chest_any: &'static str,
    pub t_puppet: fn(i8) -> String,
    pub t_puppet_any: &'static str,
    pub t_youkounkoun: &'static str,
    // Scoring.
    pub scoring_title: &'static str,
    pub scoring_hint: &'static str,
    pub line_gold: &'static str,
    pub line_track: fn(&str) -> String,
    pub line_treasures: &'static str,
    pub line_crew: &'static str,
    pub line_shipowner: &'static str,
    pub line_bishop: fn(u8) -> String,
    pub line_total: &'static str,
    pub declare_gold: &'static str,
    pub declare_treasures: &'static str,
    pub printed_value: &'static str,
    pub declare_crew: &'static str,
    pub crew_points: &'static str,
    pub crew_points_hint: &'static str,
    pub remove: &'static str,
    pub declare_ok: &'static str,
    pub declare_again: &'static str,
    pub calypso_button: &'static str,
    // Log lines.
    pub log_dice: fn(u8, u8) -> String,
    pub log_move: fn(&str, &[u8], i8) -> String,
    pub log_load: fn(&str) -> String,
    pub log_pass: &'static str,
    pub log_pay: &'static str,
    pub log_could_not_pay: fn(u8, u8) -> String,
    pub log_could_not_pay_with: fn(u8, u8, u8) -> String,
    pub log_fall_back: fn(u8) -> String,
    pub log_fight: fn(&str, &str, Option<&str>) -> String,
    pub log_spoils_nothing: &'static str,
    pub log_ghost_takes_gold: fn(u8) -> String,
    pub log_ghost_takes_goods: &'static str,
    pub log_ghost_takes_treasure: &'static str,
    pub log_take_ghost_hold: fn(u8) -> String,
    pub log_take_ghost_treasure: &'static str,
    pub log_give_ghost_treasure: &'static str,
    pub log_ghost_move: fn(&str, &[u8]) -> String,
    pub log_recruit: fn(&str, u8, u8) -> String,
    /// Appended to the recruit line: the gold the bottle's steps cost.
    pub log_bottle_paid: fn(u8) -> String,
    pub log_skip_recruit: &'static str,
    pub log_declare: fn(&str, u16, &str, &str) -> String,
    pub log_calypso: fn(&str) -> String,
    pub log_witch_swap: &'static str,
    pub log_lookout: fn(u8) -> String,
    /// The Buccaneer's attack: the fight's line (as `log_fight`), and the ghost hold emptied.
    pub log_buccaneer: fn(&str, Option<u8>) -> String,
    // The folded sections' lines ("one tap away"): each keeps its figure in view.
    /// The race's line: "The race · " before the ships, leader first (`race_leader`), the
    /// others with their bare count.
    pub race_more: fn(&str) -> String,
    /// The leader's part of the race line: its name and the spaces it has left.
    pub race_leader: fn(&str, i32) -> String,
    /// The Ghost Ship's board: where it is, the gold in its holds, its face-down treasures.
    pub ghost_more: fn(&str, u16, u8) -> String,
    /// The treasure tokens still on the lairs.
    pub tokens_more: fn(usize) -> String,
    /// The tavern: the rum bottle's space (`None` on the stairs) and how many were recruited.
    pub tavern_more: fn(Option<u8>, usize) -> String,
}

fn via(branches: &[u8]) -> String {
    if branches.is_empty() {
        String::new()
    } else {
        let ways: Vec<String> = branches.iter().map(|b| b.to_string()).collect();
        format!(", taking space {} at the fork", ways.join(" then "))
    }
}

fn plural(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

pub const EN: JamaicaTexts = JamaicaTexts {
    crew_name: |crew| crew.card().name,
    crew_power: |crew| crew.card().power,
    refusal: |r| r.to_string(),
    blurb: "The race, the Ghost Ship for two players, The Crew and the final count.",
    seat: |seat| format!("Player {}", seat + 1),
    ghost_ship: "Ghost Ship",
    port_royal_start: "Port Royal (start)",
    port_royal_finished: "Port Royal (finished)",
    space_n: |s| format!("Space {s}"),
    space_behind_start: |s| format!("Space {s}, behind the start line"),
    kind_port_royal: "Port Royal",
    kind_sea: "sea",
    kind_port: "port",
    kind_lair: "pirate lair",
    food_n: |n| format!("{n} food"),
    gold_n: |n| format!("{n} gold"),
    treasure_there: "treasure token",
    fight_with: |name| format!("fight with {name}"),
    forward: "Forward",
    backward: "Backward",
    food: "food",
    gold: "gold",
    gunpowder: "gunpowder",
    opt_ghost: "Ghost Ship",
    opt_ghost_hint: "Required with 2 players (the app sails it); optional with 3 to 6.",
    opt_crew: "The Crew",
    opt_crew_hint: "The expansion: tavern, crew powers, its treasure cards.",
    opt_first_captain: "First Captain (seat)",
    opt_first_captain_hint: "Seat 1 is the first player you enter next. The compass then passes to the left every round.",
    track_title: "Track",
    track_shipped: "The board as shipped (50 spaces, 3 forks, 9 lairs).",
    track_edited: "The board with your corrections.",
    track_open: "Correct a space of the track",
    track_close: "Close the track editor",
    track_editor_title: "Correct a space",
    track_editor_hint: "If a space on your board differs from the app, fix its kind, fee or printed score. The whole track is checked again.",
    track_space: "Space number",
    track_current: |kind, fee, score| format!("Now: {kind}, fee {fee}, score {score}"),
    track_kind: "Kind",
    track_cost_food: "Fee in food",
    track_cost_gold: "Fee in gold",
    track_score: "Printed score",
    track_bad_score: "The printed score must be a whole number, for example -5 or 10.",
    track_apply: "Apply",
    track_saved: |s| format!("Space {s} corrected."),
    track_reset: "Back to the shipped board",
    track_reset_done: "The shipped board is back.",
    round_n: |n| format!("Round {n}"),
    captain: "Captain",
    captain_is: |name| format!("Captain: {name}"),
    day: "Day",
    night: "Night",
    race_title: "The race",
    rank_n: |n| format!("Place {n}"),
    spaces_left: "to go",
    tokens_on_lairs: |n, list| {
        if n == 0 {
            "No treasure tokens left on the lairs.".to_string()
        } else {
            format!("{n} treasure tokens on lairs: {list}")
        }
    },
    captain_rolls: |name| format!("{name} rolls the action dice"),
    roll_in_app: "Roll in the app",
    or_tap_dice: "Or tap the dice from the table:",
    swap_day_night: "Swap day and night",
    dice_ok: "These are the dice",
    day_action_of: |name, die| format!("{name}: day action (☀ {die})"),
    night_action_of: |name, die| format!("{name}: night action (☾ {die})"),
    ship_is_on: |place| format!("The ship is on {place}."),
    crew_adjust: "Seafarer or Anchoree",
    adjust_less: "1 less",
    adjust_none: "As the die",
    adjust_more: "1 more",
    fork_hint: "A fork: tap the way the ship takes.",
    move_label: |dir, steps| format!("{dir} {steps}"),
    lane_move: |dir, steps, way, left| format!("{dir} {steps} · {way}, {left} to go"),
    lane_inner: "inner channel",
    lane_outer: "outer lane",
    load_label: |good, die| format!("Load {good} ({die})"),
    pass_label: "Skip this move (Old Seadog)",
    crew_powers: "Crew powers",
    crew_powers_hint: "Only the player who recruited a crew member uses their power.",
    witch_swap: |die| format!("Witch: use the night die first (☾ {die})"),
    lookout_take: |s| format!("Look-Out: take the treasure at space {s}"),
    buccaneer_open: "Buccaneer: attack a ship next to yours",
    fee_heading: |name, place, kind, fee| format!("{name}: {place} ({kind}), fee {fee}"),
    fee_paid: "Paid",
    fee_short: "Could not pay",
    short_hint: "What is in the holds now? The ship falls back to the first space behind it whose fee it can pay.",
    food_in_holds: "Food",
    gold_in_holds: "Gold",
    gunpowder_in_holds: "Gunpowder",
    fall_back_preview: |list| {
        if list.is_empty() {
            "No space behind can be paid.".to_string()
        } else {
            format!("Falls back to: {list}")
        }
    },
    fall_back: "Fall back",
    shortage_heading: |name| format!("{name}: two ways back. Where does the ship go?"),
    ghost_holds: "The Ghost Ship's holds",
    hold_label: |h, g| {
        if g == 0 {
            format!("Hold {h}: empty")
        } else {
            format!("Hold {h}: {g} gold")
        }
    },
    ghost_gold_total: |g| format!("Gold in its holds: {g}"),
    ghost_treasures: |n| format!("Face-down treasures: {n}"),
    ghost_cannon: |bonus| format!("Cannon +{bonus}, never stolen"),
    ghost_tokens: |n| format!("Treasure tokens it took: {n}"),
    ghost_day_move: |die| format!("The Ghost Ship's day move (☀ {die})"),
    ghost_night_move: |die| format!("The Ghost Ship's night move (☾ {die})"),
    ghost_forced_lead: "Alone in the lead: it sails backward.",
    ghost_forced_last: "Alone in last place: it sails forward.",
    ghost_forced_port_royal: "In Port Royal: it sails back onto the track.",
    ghost_captain_chooses: |name| format!("Neither alone in the lead nor last: {name}, the Captain, chooses."),
    fight_heading: |a, d| format!("{a} attacks {d}"),
    fight_whom: "Which ship is attacked?",
    ghost_rolls: |bonus| format!("The Ghost Ship's die (rolled by the player not fighting, or the app), +{bonus} cannon"),
    side_rolls: |name| format!("{name}'s die"),
    side_rolls_extra: |name, bonus, source| format!("{name}'s die (+{bonus} {source})"),
    star: "Star",
    roll_combat_die: "Roll",
    powder_spent: "Gunpowder spent",
    fight_strengths: |a, d| format!("{a} against {d}:"),
    fight_star: |name| format!("{name} rolled a star:"),
    fight_strategist: |name| format!("{name} started the fight with the Strategist:"),
    buccaneer_hold: "Which of its holds is emptied?",
    fight_wins: |name| format!("{name} wins."),
    fight_tie: "A tie: nothing happens.",
    fight_enter: "Enter the fight",
    plus_powder: |n| format!(" + {n} gunpowder"),
    plus_bonus: |n| format!(" + {n} bonus"),
    plus_cannon: " + 2 cannon",
    plus_power: |n, source| format!(" + {n} {source}"),
    spoils_ghost_won: "The Ghost Ship won. What does it take?",
    spoils_player_won: |name| format!("{name} won. Take or give:"),
    gold_in_hold: "Gold in the hold",
    spoils_take_gold: "It takes the gold",
    spoils_gold_hint: "The gold goes into an empty ghost hold, or to the bank if none is empty.",
    spoils_take_goods: "It takes food or gunpowder (to the bank)",
    spoils_take_treasure: "It takes a treasure card",
    spoils_hold: |h, g| format!("Take hold {h}: {g} gold"),
    spoils_steal_treasure: "Take one of its face-down treasures",
    spoils_give_treasure: "Give it one of my treasure cards",
    spoils_nothing: "Nothing",
    tavern_title: "The tavern",
    bottle_on_stairs: "The rum bottle is on the stairs.",
    bottle_on: |s| format!("The rum bottle is on space {s}."),
    cell_bottle: "rum bottle",
    cell_empty: "empty",
    cell_face_up: "face up",
    cell_face_down: "face down",
    recruited_by: |crew, name| format!("{crew}: {name}"),
    nobody_recruited: "Nobody recruited yet.",
    recruit_heading: |name| format!("{name} paid a port fee in full: recruit?"),
    recruit_offer: |slot, cost| format!("Space {slot} · {}", plural(cost, "gold", "gold")),
    which_crew: "Which crew member is it?",
    recruit_ok: "Recruit",
    recruit_skip: "Nobody",
    t_morgans_map: "Morgan's Map",
    t_sarans_sabre: "Saran's Sabre",
    t_lady_beth: "Lady Beth",
    t_sixth_hold: "Sixth Hold",
    t_treasure_points: |n| format!("Treasure {n:+}"),
    t_cursed_points: |n| format!("Cursed treasure {n}"),
    t_chest: |n| format!("Chest {n:+}"),
    t_chest_any: "Chest (value below)",
    t_puppet: |n| format!("Cursed puppet {n}"),
    t_puppet_any: "Cursed puppet (value below)",
    t_youkounkoun: "Youkounkoun",
    scoring_title: "The final count",
    scoring_hint: "The race is over. Each player enters their gold, treasure cards and crew; the app adds the track.",
    line_gold: "Gold in holds",
    line_track: |place| format!("Track: {place}"),
    line_treasures: "Treasure cards",
    line_crew: "Crew aboard",
    line_shipowner: "Shipowner (+3 per crew member)",
    line_bishop: |tokens| format!("Bishop (+2 × {tokens} tokens)"),
    line_total: "Total",
    declare_gold: "Gold in the holds",
    declare_treasures: "Treasure cards",
    printed_value: "Printed value of a chest or puppet",
    declare_crew: "Crew aboard",
    crew_points: "Points on the card",
    crew_points_hint: "Enter the card's number: the upper one in Port Royal, the lower one elsewhere (the King's is -3 on most cards).",
    remove: "Remove",
    declare_ok: "Count it",
    declare_again: "Correct",
    calypso_button: "Calypso and the three puppets: wins at once",
    log_dice: |day, night| format!("Action dice: day {day}, night {night}"),
    log_move: |dir, branches, adjust| {
        let adjust = match adjust {
            1 => " (one more)",
            -1 => " (one less)",
            _ => "",
        };
        format!("Sails {}{adjust}{}", dir.to_lowercase(), via(branches))
    },
    log_load: |good| format!("Loads {good}"),
    log_pass: "Skips a backward move (Old Seadog)",
    log_pay: "Pays the fee",
    log_could_not_pay: |food, gold| format!("Could not pay ({food} food, {gold} gold): falls back"),
    log_could_not_pay_with: |food, gold, powder| {
        format!("Could not pay ({food} food, {gold} gold, {powder} gunpowder): falls back")
    },
    log_fall_back: |space| format!("Falls back to space {space}"),
    log_fight: |opponent, attack, defence| match defence {
        Some(d) => format!("Attacks {opponent}: {attack} against {d}"),
        None => format!("Attacks {opponent}: {attack}, wins at once"),
    },
    log_spoils_nothing: "The winner takes nothing",
    log_ghost_takes_gold: |n| format!("The Ghost Ship takes {n} gold"),
    log_ghost_takes_goods: "The Ghost Ship sends a hold of goods to the bank",
    log_ghost_takes_treasure: "The Ghost Ship takes a treasure card",
    log_take_ghost_hold: |h| format!("Takes the gold of the Ghost Ship's hold {h}"),
    log_take_ghost_treasure: "Takes one of the Ghost Ship's treasures",
    log_give_ghost_treasure: "Gives the Ghost Ship a treasure card",
    log_ghost_move: |dir, branches| format!("The Ghost Ship sails {}{}", dir.to_lowercase(), via(branches)),
    log_bottle_paid: |gold| format!("; pays the bank {gold} gold for the bottle"),
    log_recruit: |crew, slot, bottle| {
        if bottle >= 20 {
            format!("Recruits {crew} from tavern space {slot}")
        } else {
            format!("Recruits {crew} from tavern space {slot}, the bottle to space {}", bottle + 1)
        }
    },
    log_skip_recruit: "Recruits nobody",
    log_declare: |name, gold, treasures, crew| {
        let mut line = format!("{name} declares {gold} gold");
        if !treasures.is_empty() {
            line.push_str(&format!(", {treasures}"));
        }
        if !crew.is_empty() {
            line.push_str(&format!(", crew {crew}"));
        }
        line
    },
    log_calypso: |name| format!("{name} wins with Calypso and the three cursed puppets"),
    log_witch_swap: "Plays the night die first (Witch)",
    log_lookout: |s| format!("Takes the treasure of the lair on space {s} (Look-Out)"),
    log_buccaneer: |fight, hold| match hold {
        Some(h) => format!("{fight} (Buccaneer), empties the Ghost Ship's hold {h}"),
        None => format!("{fight} (Buccaneer)"),
    },
    race_more: |ships| format!("The race · {ships}"),
    race_leader: |name, left| format!("{name} {left} to go"),
    ghost_more: |place, gold, treasures| {
        format!("Ghost Ship · {place} · {gold} gold, {treasures} treasures")
    },
    tokens_more: |n| format!("Lair tokens · {n} left"),
    tavern_more: |bottle, recruited| {
        let bottle = match bottle {
            Some(s) => format!("bottle on space {s}"),
            None => "bottle on the stairs".to_string(),
        };
        format!("The tavern · {bottle} · {recruited} recruited")
    },
};
