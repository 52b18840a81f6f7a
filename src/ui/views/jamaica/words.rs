//! The log line for every Jamaica action.

use crate::rules::jamaica::combat::GHOST_CANNON_BONUS;
use crate::rules::jamaica::combat::{CombatFace, CombatRoll, FightResult};
use crate::rules::jamaica::crew::Crew;
use crate::rules::jamaica::scoring::Treasure;
use crate::rules::jamaica::track::Dir;
use crate::rules::jamaica::{powers, Action, Good, Options, Pending, Ship, Spoils, State};
use crate::rules::Player;
use crate::ui::text::jamaica::JamaicaTexts;
use crate::ui::text::punctuation::Punctuation;
use crate::ui::text::Texts;

use super::{player_name, ship_name};

pub(super) fn dir_word(t: &JamaicaTexts, dir: Dir) -> &'static str {
    match dir {
        Dir::Forward => t.forward,
        Dir::Backward => t.backward,
    }
}

pub(super) fn good_word(t: &JamaicaTexts, good: Good) -> &'static str {
    match good {
        Good::Food => t.food,
        Good::Gold => t.gold,
        Good::Gunpowder => t.gunpowder,
    }
}

pub(super) fn face_word(face: CombatFace) -> String {
    match face {
        CombatFace::Number(n) => n.to_string(),
        CombatFace::Star => "★".to_string(),
    }
}

/// "6 + 2 gunpowder + 1 bonus".
pub(super) fn roll_words(t: &JamaicaTexts, roll: &CombatRoll) -> String {
    let mut out = face_word(roll.face);
    if roll.powder > 0 {
        out.push_str(&t.plus_powder(roll.powder));
    }
    if roll.bonus > 0 {
        out.push_str(&t.plus_bonus(roll.bonus));
    }
    out
}

pub(super) fn treasure_word(t: &JamaicaTexts, treasure: Treasure) -> String {
    match treasure {
        Treasure::MorgansMap => t.t_morgans_map.to_string(),
        Treasure::SaransSabre => t.t_sarans_sabre.to_string(),
        Treasure::LadyBeth => t.t_lady_beth.to_string(),
        Treasure::SixthHold => t.t_sixth_hold.to_string(),
        Treasure::Plus3 | Treasure::Plus5 | Treasure::Plus7 => {
            t.t_treasure_points(treasure.points())
        }
        Treasure::Minus2 | Treasure::Minus3 | Treasure::Minus4 => {
            t.t_cursed_points(treasure.points())
        }
        Treasure::Chest(n) => t.t_chest(n),
        Treasure::CursedPuppet(n) => t.t_puppet(n),
        Treasure::Youkounkoun => t.t_youkounkoun.to_string(),
    }
}

/// Whether a card's face is its points ("+3", "−2"): the base game's treasures and cursed
/// treasures. Their buttons show the points alone.
pub(super) fn by_points(card: Treasure) -> bool {
    matches!(
        card,
        Treasure::Plus3
            | Treasure::Plus5
            | Treasure::Plus7
            | Treasure::Minus2
            | Treasure::Minus3
            | Treasure::Minus4
    )
}

/// A treasure card with what it scores: "Morgan's map (+0)". Cards whose name is their value
/// ("Treasure +7", a chest of 5) are not given it twice.
pub(super) fn treasure_scored(t: &JamaicaTexts, punct: &Punctuation, treasure: Treasure) -> String {
    let word = treasure_word(t, treasure);
    if by_points(treasure) || matches!(treasure, Treasure::Chest(_) | Treasure::CursedPuppet(_)) {
        word
    } else {
        punct.aside(&word, &format!("{:+}", treasure.points()))
    }
}

/// "Attacks Bo: 6 against 8 + 2 cannon": a fight's line, for an arrival and for the Buccaneer.
/// A fight's log line, with what the rules added to each side (the ghost's cannon, Sir
/// Beth) as the fight counted it, when the state before the fight is known.
fn fight_words(
    t: &JamaicaTexts,
    players: &[Player],
    sides: (Option<Ship>, Ship),
    attacker: &CombatRoll,
    defender: Option<&CombatRoll>,
    table: Option<(&Options, &State)>,
) -> String {
    let (attacking, opponent) = sides;
    let with_extra = |roll: &CombatRoll, ship: Option<Ship>| {
        let mut words = roll_words(t, roll);
        let extra = match (ship, table) {
            (Some(ship), Some((options, state))) => powers::fight_extra(options, state, ship),
            // Without the state, the ghost defending is still known to add its cannon.
            (Some(Ship::Ghost), None) => GHOST_CANNON_BONUS,
            _ => 0,
        };
        match ship {
            Some(Ship::Ghost) if extra > 0 => words.push_str(t.plus_cannon),
            Some(Ship::Player(_)) if extra > 0 => {
                words.push_str(&t.plus_power(extra, t.crew_name(Crew::SirBeth)))
            }
            _ => {}
        }
        words
    };
    t.log_fight(
        &ship_name(t, players, opponent),
        &with_extra(attacker, attacking),
        defender.map(|d| with_extra(d, Some(opponent))).as_deref(),
    )
}

/// Who won the fight, as the rules count it (`powers::fight`), or that it was a tie; between
/// two players, with what the winner may take or give (the table settles it, not the app).
fn fight_outcome(
    t: &JamaicaTexts,
    players: &[Player],
    (options, state): (&Options, &State),
    (attacking, opponent): (Ship, Ship),
    attacker: &CombatRoll,
    defender: Option<&CombatRoll>,
) -> Option<String> {
    let result = powers::fight(options, state, attacking, opponent, attacker, defender).ok()??;
    let (winner, loser) = match result {
        FightResult::AttackerWins => (attacking, opponent),
        FightResult::DefenderWins => (opponent, attacking),
        FightResult::Tie => return Some(t.fight_tie.to_string()),
    };
    let (w, l) = (ship_name(t, players, winner), ship_name(t, players, loser));
    match (winner, loser) {
        (Ship::Player(_), Ship::Player(_)) => Some(t.fight_wins_spoils(&w, &l)),
        // Won at once (a star, the Strategist): the line says so already.
        _ if defender.is_none() => None,
        // A fight with the ghost goes on to its spoils, which say what is taken.
        _ => Some(t.fight_wins(&w)),
    }
}

/// A fall-back as the board counts it ("Falls back (Back 3 · outer lane)"), from the shortage
/// the state before it waited on; `None` without that state (the space's number is said then).
fn fall_back_words(
    t: &JamaicaTexts,
    space: u8,
    table: Option<(&Options, &State)>,
) -> Option<String> {
    let (options, state) = table?;
    let Some(Pending::Shortage { player, candidates }) = &state.pending else {
        return None;
    };
    let to = candidates.iter().find(|p| p.space == space)?;
    let from = state.ships.get(usize::from(*player)).copied()?;
    let way = super::way_back_words(t, &options.track, from, *to);
    Some(t.log_fall_back_way(&way))
}

/// The log line for a Jamaica action.
pub fn describe(
    texts: &Texts,
    players: &[Player],
    action: &Action,
    table: Option<(&Options, &State)>,
) -> String {
    let t = texts.jamaica_ui();
    let before = table.map(|(_, state)| state);
    match action {
        Action::Dice { day, night } => t.log_dice(*day, *night),
        Action::Move {
            dir,
            branches,
            adjust,
        } => t.log_move(dir_word(t, *dir), branches, *adjust),
        Action::Load { good } => t.log_load(good_word(t, *good)),
        Action::Pass => t.log_pass.to_string(),
        Action::Pay => t.log_pay.to_string(),
        Action::CouldNotPay { food, gold } => t.log_could_not_pay(*food, *gold),
        Action::CouldNotPayWith {
            food,
            gold,
            gunpowder,
        } => t.log_could_not_pay_with(*food, *gold, *gunpowder),
        Action::FallBack { space } => {
            fall_back_words(t, *space, table).unwrap_or_else(|| t.log_fall_back(*space))
        }
        Action::Fight {
            opponent,
            attacker,
            defender,
        } => {
            // The ship that moved onto the space attacks: the ghost too.
            let attacking = match before.and_then(|s| s.pending.as_ref()) {
                Some(Pending::Combat { arrival, .. }) => Some(arrival.ship),
                _ => None,
            };
            let sides = (attacking, *opponent);
            let line = fight_words(t, players, sides, attacker, defender.as_ref(), table);
            let line = match (attacking, table) {
                (Some(ship), Some(table)) => fight_outcome(
                    t,
                    players,
                    table,
                    (ship, *opponent),
                    attacker,
                    defender.as_ref(),
                )
                .map_or(line.clone(), |outcome| t.log_fight_outcome(&line, &outcome)),
                _ => line,
            };
            // No player makes the ghost's attack (`Game::actor` names none): the line names it.
            if attacking == Some(Ship::Ghost) {
                texts.log_by(t.ghost_ship, &line)
            } else {
                line
            }
        }
        Action::Spoils(spoils) => match spoils {
            Spoils::Nothing => match before.and_then(|s| s.pending.as_ref()) {
                Some(Pending::Spoils {
                    ghost_won: true, ..
                }) => t.log_ghost_takes_nothing.to_string(),
                _ => t.log_spoils_nothing.to_string(),
            },
            Spoils::GhostTakesGold { amount } => t.log_ghost_takes_gold(*amount),
            Spoils::GhostTakesGoods => t.log_ghost_takes_goods.to_string(),
            Spoils::GhostTakesTreasure => t.log_ghost_takes_treasure.to_string(),
            Spoils::TakeGhostHold { hold } => t.log_take_ghost_hold(*hold + 1),
            Spoils::TakeGhostTreasure => t.log_take_ghost_treasure.to_string(),
            Spoils::GiveGhostTreasure => t.log_give_ghost_treasure.to_string(),
        },
        Action::GhostMove { dir, branches } => t.log_ghost_move(dir_word(t, *dir), branches),
        Action::Recruit {
            bottle_to,
            slot,
            crew,
        } => {
            let line = t.log_recruit(t.crew_name(*crew), *slot + 1, *bottle_to);
            // The bottle's steps cost 1 gold each, paid to the bank.
            let cost = before
                .and_then(|s| s.tavern)
                .and_then(|tavern| tavern.bottle_cost(*bottle_to))
                .unwrap_or(0);
            if cost > 0 {
                format!("{line}{}", t.log_bottle_paid(cost))
            } else {
                line
            }
        }
        Action::SkipRecruit => t.log_skip_recruit.to_string(),
        Action::Declare {
            player,
            declaration,
        } => {
            let treasures: Vec<String> = declaration
                .treasures
                .iter()
                .map(|&x| treasure_word(t, x))
                .collect();
            let crew: Vec<&str> = declaration
                .crew
                .iter()
                .map(|c| t.crew_name(c.crew))
                .collect();
            t.log_declare(
                &player_name(t, players, usize::from(*player)),
                declaration.gold,
                &texts.punct.list(&treasures),
                &texts.punct.list(&crew),
            )
        }
        Action::Calypso { player } => t.log_calypso(&player_name(t, players, usize::from(*player))),
        Action::WitchSwap => t.log_witch_swap.to_string(),
        Action::LookOut { lair } => t.log_lookout(*lair),
        Action::SkipLookOut => t.log_skip_lookout.to_string(),
        Action::PayWith { food, gold } => t.log_pay_with(*food, *gold),
        Action::Buccaneer {
            target,
            attacker,
            defender,
            hold,
        } => {
            let me = before
                .and_then(|s| table.and_then(|(o, _)| s.current_player(o)))
                .map(|p| Ship::Player(p as u8));
            let sides = (me, *target);
            t.log_buccaneer(
                &fight_words(t, players, sides, attacker, defender.as_ref(), table),
                hold.map(|h| h + 1),
            )
        }
    }
}
