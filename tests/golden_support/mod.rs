//! The golden games: one realistic game of every family, variant and expansion, played to its
//! end and once more left unfinished, and what replaying each must give.
//!
//! The files under `tests/golden/v1/` were written once by
//! `cargo test --test golden -- --ignored write_missing_golden_files` and are never written
//! again: the writer refuses to touch a file that exists. A later change that makes one of them
//! load differently must add a migration (see `save::envelope` and `share`), not a new file.
#![allow(dead_code)]

#[path = "../share_support/mod.rs"]
mod share_support;

use std::fmt::Write as _;

pub use share_support::{at, Rng};
use tablemate::rules::carcassonne;
use tablemate::rules::catan::{
    self, ClothOptions, CoinSpend, DesertEdition, DuelOptions, Piece, PirateOptions, RiversOptions,
    Scenario, Spot, Variant,
};
use tablemate::rules::dice::{DiceMode, Roll};
use tablemate::rules::jamaica::combat::{CombatRoll, COMBAT_DIE};
use tablemate::rules::jamaica::crew::{Crew, TAVERN_SLOTS};
use tablemate::rules::jamaica::scoring::{Declaration, Treasure};
use tablemate::rules::jamaica::{self, Expected};
use tablemate::rules::players::numbered;
use tablemate::rules::scorepad::{self, Winner};
use tablemate::rules::Revision;
use tablemate::session::{Action, Game, GameKind, GameOptions, GameState, LogEntry, Sender, Setup};

/// One kind of game the golden files cover.
pub struct Case {
    /// The file stem: `<family>-<variant>`.
    pub name: &'static str,
    pub options: GameOptions,
    pub players: usize,
    /// About how many actions the unfinished game has, and the finished one before it heads
    /// for the end.
    pub length: usize,
    pub seed: u64,
}

fn catan(variant: Variant) -> GameOptions {
    GameOptions::Catan(catan::Options::new(variant))
}

fn jamaica(ghost: bool, crew: bool) -> GameOptions {
    GameOptions::Jamaica(jamaica::Options {
        ghost,
        crew,
        first_captain: 1,
        ..jamaica::Options::default()
    })
}

fn carcassonne(tower: bool, count: bool, king_robber: bool) -> GameOptions {
    GameOptions::Carcassonne(carcassonne::Options {
        tower,
        count,
        king_robber,
        ..carcassonne::Options::default()
    })
}

/// Every family, every variant and every expansion, as the first released builds played them
/// (rules revision 1): the games of `tests/golden/v1/`.
pub fn cases() -> Vec<Case> {
    cases_of(Revision::FIRST)
}

/// The same games set up under rules revision `revision`.
pub fn cases_of(revision: Revision) -> Vec<Case> {
    let mut all = every_case();
    for case in &mut all {
        case.options = case.options.clone().with_revision(revision);
    }
    all
}

fn every_case() -> Vec<Case> {
    let case = |name, options, players, length, seed| Case {
        name,
        options,
        players,
        length,
        seed,
    };
    vec![
        case(
            "scorepad-plain",
            GameOptions::ScorePad(scorepad::Options::default()),
            3,
            40,
            1,
        ),
        case(
            "scorepad-rounds-target-lowest-deck",
            GameOptions::ScorePad(scorepad::Options {
                rounds: true,
                target: Some(150),
                winner: Winner::Lowest,
                dice: DiceMode::Deck,
            }),
            5,
            60,
            2,
        ),
        case("catan-base", catan(Variant::Base), 4, 120, 3),
        case(
            "catan-duel",
            catan(Variant::Duel(DuelOptions {
                coins: true,
                friendly_robber: true,
                robber_protection: false,
            })),
            2,
            120,
            4,
        ),
        case(
            "catan-rivers",
            catan(Variant::Rivers(RiversOptions::default())),
            3,
            120,
            5,
        ),
        case(
            "catan-seafarers-desert",
            catan(Variant::Seafarers(Scenario::ThroughTheDesert(
                DesertEdition::Seed,
            ))),
            3,
            120,
            6,
        ),
        case(
            "catan-seafarers-tribe",
            catan(Variant::Seafarers(Scenario::ForgottenTribe)),
            4,
            120,
            7,
        ),
        case(
            "catan-seafarers-cloth",
            catan(Variant::Seafarers(Scenario::ClothForCatan(
                ClothOptions::default(),
            ))),
            3,
            120,
            8,
        ),
        case(
            "catan-seafarers-pirates",
            catan(Variant::Seafarers(Scenario::PirateIslands(PirateOptions {
                loop_len: 10,
            }))),
            4,
            120,
            9,
        ),
        case("jamaica-base", jamaica(false, false), 3, 80, 10),
        case("jamaica-ghost", jamaica(true, false), 2, 80, 11),
        case("jamaica-crew", jamaica(false, true), 4, 80, 12),
        case(
            "carcassonne-base",
            carcassonne(false, false, false),
            3,
            90,
            13,
        ),
        case(
            "carcassonne-tower",
            carcassonne(true, false, false),
            4,
            90,
            14,
        ),
        case(
            "carcassonne-count-king-robber",
            carcassonne(false, true, true),
            3,
            90,
            15,
        ),
        case(
            "carcassonne-tower-count-king-robber",
            carcassonne(true, true, true),
            5,
            90,
            16,
        ),
    ]
}

fn setup(case: &Case) -> Setup {
    let mut players = numbered(case.players);
    let names = ["Ana", "Bảo", "美玲", "Zoë", "Mateus"];
    for (p, name) in players.iter_mut().zip(names) {
        p.name = name.to_string();
    }
    Setup {
        options: case.options.clone(),
        players,
        created: at(0),
    }
}

/// Plays `case`: to its end when `finished`, else to about `case.length` actions with the last
/// one undone (a redo tail, as after a player took back a mistake).
pub fn play(case: &Case, finished: bool) -> Game {
    let mut rng = Rng::new(case.seed * 1_000 + u64::from(finished));
    let mut game = Game::new(setup(case)).expect("a golden set-up is valid");
    let mut t = 0i64;
    for _ in 0..400_000 {
        let ended = game.outcome().is_some();
        if finished && ended || !finished && game.cursor() >= case.length {
            break;
        }
        let heading_for_the_end = finished && game.cursor() >= case.length;
        let action = propose(&game, &mut rng, heading_for_the_end);
        let when = t + 3 + rng.below(90) as i64;
        if game.apply(action, at(when)).is_ok() {
            t = when;
            // An end that comes too soon is taken back, as a table playing on would.
            if game.outcome().is_some() && (!finished || game.cursor() < case.length) {
                game.undo();
            }
        }
    }
    if finished {
        assert!(game.outcome().is_some(), "{} never ended", case.name);
    } else {
        assert!(game.outcome().is_none() && game.cursor() >= case.length);
        game.undo();
    }
    game
}

fn propose(game: &Game, rng: &mut Rng, ending: bool) -> Action {
    match game.kind() {
        GameKind::ScorePad => Action::ScorePad(scorepad_action(game, rng, ending)),
        GameKind::Catan => Action::Catan(catan_action(game, rng, ending)),
        GameKind::Jamaica => Action::Jamaica(jamaica_action(game, rng)),
        GameKind::Carcassonne => Action::Carcassonne(carcassonne_action(game, rng, ending)),
    }
}

fn scorepad_action(game: &Game, rng: &mut Rng, ending: bool) -> scorepad::Action {
    let GameOptions::ScorePad(o) = &game.setup().options else {
        unreachable!()
    };
    let players = game.players().len();
    match rng.below(24) {
        0 if ending && o.target.is_none() => scorepad::Action::Finish,
        0..=2 => scorepad::Action::NextRound,
        3 | 4 => scorepad::Action::Roll(Roll::new(rng.die(), rng.die())),
        5 => scorepad::Action::Score {
            player: rng.below(players as u64) as usize,
            points: -(1 + rng.below(5) as i64),
        },
        _ => scorepad::Action::Score {
            player: rng.below(players as u64) as usize,
            points: 1 + rng.below(if ending { 25 } else { 12 }) as i64,
        },
    }
}

fn catan_action(game: &Game, rng: &mut Rng, ending: bool) -> catan::Action {
    use catan::Action as A;
    let GameState::Catan(s) = game.state() else {
        unreachable!()
    };
    let players = game.players().len() as u64;
    let seat = |rng: &mut Rng| rng.below(players) as u8;
    let spot = |rng: &mut Rng| match rng.below(6) {
        0 => Spot::River,
        1 => Spot::Foreign(rng.below(3) as u8),
        _ => Spot::Land,
    };
    let build = |piece, rng: &mut Rng| A::Build {
        piece,
        spot: spot(rng),
    };
    if s.phase != catan::Phase::Playing {
        return build(
            if rng.below(2) == 0 {
                Piece::Settlement
            } else {
                Piece::Road
            },
            rng,
        );
    }
    let roll = Roll::new(rng.die(), rng.die());
    if ending && rng.below(3) == 0 {
        // Heading for the end: what earns points, and the Pirate Islands' fortress.
        return match rng.below(9) {
            0 => build(Piece::City, rng),
            8 => build(Piece::Ship, rng),
            1 => build(Piece::Settlement, rng),
            2 => A::PlayKnight,
            3 => A::ReachFortress(true),
            4 => A::AttackFortress {
                die: 1 + rng.below(3) as u8,
            },
            5 => A::WarshipFromVpCard,
            6 => A::ConnectVillage {
                village: rng.below(8) as u8,
            },
            _ => A::TakeTribeChit,
        };
    }
    match rng.below(if ending { 40 } else { 34 }) {
        0..=5 => A::Roll(roll),
        6..=8 => A::EndTurn,
        9 => build(Piece::Road, rng),
        10 => build([Piece::Ship, Piece::Bridge][rng.below(2) as usize], rng),
        11 | 12 => build(Piece::Settlement, rng),
        13 => build(Piece::City, rng),
        14 => A::PlayKnight,
        15 => A::DrawVpCard,
        16 | 17 => A::MoveRobber {
            hits: rng.below(1 << players) as u8,
            desert: rng.below(4) == 0,
        },
        18 => A::MovePirate {
            cloth_from: (rng.below(2) == 0).then(|| seat(rng)),
        },
        19 => A::SpendCoins(match rng.below(3) {
            0 => CoinSpend::ForcedTrade {
                opponent_cards: rng.below(8) as u8,
            },
            1 => CoinSpend::RobberToDesert,
            _ => CoinSpend::Exchange,
        }),
        20 => A::DiscardKnight,
        21 => A::BuyWithGold,
        22 => A::GiveGold {
            from: seat(rng),
            to: seat(rng),
            amount: 1 + rng.below(3) as u8,
        },
        23 => A::SetRoadLength {
            player: s.turn.player,
            length: rng.below(10) as u8,
        },
        24 => [
            A::TakeTribeChit,
            A::TakeGiftCard,
            A::CaptureHarbor,
            A::PlaceHarbor,
        ][rng.below(4) as usize],
        25 => A::ConnectVillage {
            village: rng.below(8) as u8,
        },
        26 => A::SetFleetStop {
            stop: rng.below(10) as u8,
            players: rng.below(1 << players) as u8,
        },
        27 => A::ReachFortress(rng.below(3) != 0),
        28 => A::AttackFortress { die: rng.die() },
        29 => A::WarshipFromVpCard,
        30 | 31 => A::Roll(roll),
        32 | 33 => A::EndTurn,
        _ => build(
            if rng.below(2) == 0 {
                Piece::City
            } else {
                Piece::Settlement
            },
            rng,
        ),
    }
}

fn jamaica_action(game: &Game, rng: &mut Rng) -> jamaica::Action {
    let GameState::Jamaica(s) = game.state() else {
        unreachable!()
    };
    if s.expected() == Expected::Declarations {
        let player = s.declarations.iter().position(Option::is_none).unwrap_or(0) as u8;
        let treasures = match rng.below(4) {
            0 => vec![],
            1 => vec![Treasure::Plus5],
            2 => vec![Treasure::Minus2, Treasure::Plus3],
            _ => vec![Treasure::MorgansMap],
        };
        return jamaica::Action::Declare {
            player,
            declaration: Declaration {
                gold: rng.below(25) as u16,
                treasures,
                crew: vec![],
            },
        };
    }
    if s.expected() == Expected::Recruit && rng.below(3) != 0 {
        if let Some(tavern) = s.tavern {
            let area = tavern.area();
            let (bottle_to, _) = area[rng.below(area.len() as u64) as usize];
            // Under rules revision 2 the powers matter: take a card the bottle can reach.
            let reachable = tavern.recruitable_from(bottle_to);
            let sheets = matches!(&game.setup().options, GameOptions::Jamaica(o) if o.revision.follows_sheets());
            let slot = match reachable.first() {
                Some(&slot) if sheets => slot,
                _ => rng.below(u64::from(TAVERN_SLOTS)) as u8,
            };
            return jamaica::Action::Recruit {
                bottle_to,
                slot,
                crew: CREW[rng.below(CREW.len() as u64) as usize],
            };
        }
    }
    // The powers of rules revision 2, now and then, when the player has them.
    let GameOptions::Jamaica(o) = &game.setup().options else {
        unreachable!()
    };
    if o.crew && s.expected() == Expected::CardAction && rng.below(3) == 0 {
        use jamaica::powers;
        let me = s.current_player(o).unwrap_or(0);
        let roll = |rng: &mut Rng| {
            CombatRoll::new(
                COMBAT_DIE[rng.below(COMBAT_DIE.len() as u64) as usize],
                rng.below(3) as u8,
            )
        };
        if powers::has(s, me, Crew::Witch) && s.witch.is_none_or(|(round, _)| round != s.round) {
            return jamaica::Action::WitchSwap;
        }
        if let Some(&lair) = powers::lookout_lairs(o, s, me).first() {
            return jamaica::Action::LookOut { lair };
        }
        if let Some(&target) = powers::buccaneer_targets(o, s, me).first() {
            return jamaica::Action::Buccaneer {
                target,
                attacker: roll(rng),
                defender: Some(roll(rng)),
                hold: None,
            };
        }
    }
    share_support::jamaica_action(game, rng)
}

/// Crew members the generated games recruit.
const CREW: [Crew; 10] = [
    Crew::Witch,
    Crew::Strategist,
    Crew::SirBeth,
    Crew::Buccaneer,
    Crew::Shipowner,
    Crew::King,
    Crew::Bishop,
    Crew::Cartographer,
    Crew::Cooper,
    Crew::LookOut,
];

fn carcassonne_action(game: &Game, rng: &mut Rng, ending: bool) -> carcassonne::Action {
    let GameState::Carcassonne(s) = game.state() else {
        unreachable!()
    };
    if ending && s.phase == carcassonne::Phase::Play && rng.below(3) == 0 {
        return carcassonne::Action::EndTurn;
    }
    share_support::carcassonne_action(game, rng)
}

/// What replaying a golden file must give, as text committed beside it: the log's length and
/// cursor, every player's score, the outcome, and a digest of the whole replayed state.
pub fn expectation(name: &str, game: &Game) -> String {
    let mut out = String::new();
    writeln!(out, "name: {name}").unwrap();
    writeln!(out, "kind: {:?}", game.kind()).unwrap();
    writeln!(out, "log: {}", game.log().len()).unwrap();
    writeln!(out, "cursor: {}", game.cursor()).unwrap();
    for standing in game.standings() {
        let player = &game.players()[standing.player];
        writeln!(out, "score: {} {}", player.name, standing.score).unwrap();
    }
    match game.outcome() {
        Some(outcome) => {
            let winners: Vec<_> = outcome
                .winners
                .iter()
                .map(|&w| game.players()[w].name.as_str())
                .collect();
            writeln!(out, "winners: {}", winners.join(", ")).unwrap();
        }
        None => writeln!(out, "winners: (game in progress)").unwrap(),
    }
    writeln!(
        out,
        "state: {:016x}",
        digest(&format!("{:?}", game.state()))
    )
    .unwrap();
    // Only a game whose log names phones has this line: every older expectation stays as
    // it was written.
    if game.log().iter().any(|e| e.by.is_some()) {
        writeln!(out, "senders: {}", senders(game)).unwrap();
    }
    out
}

/// The phone each log entry came from, one letter an entry: `h` the host's, `t` the table's,
/// the player's index for a player's phone, `-` none.
pub fn senders(game: &Game) -> String {
    game.log()
        .iter()
        .map(|e| match e.by {
            None => '-',
            Some(Sender::Host) => 'h',
            Some(Sender::Table) => 't',
            Some(Sender::Player(i)) => char::from_digit(u32::from(i), 36).expect("a seat"),
        })
        .collect()
}

/// The game as a live table could have logged it (the golden files of `senders/`): in turn an
/// entry from the host's phone, one from the table's phone, two from the phone of the player
/// whose move it is (the host's for a move that is nobody's), and one entered while no table
/// was open.
pub fn as_sent(game: &Game) -> Game {
    let log = game
        .log()
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let player = || {
                let owner = game.entry_owners(i).first().copied();
                owner.map_or(Sender::Host, |p| {
                    Sender::Player(u8::try_from(p).expect("a seat"))
                })
            };
            let by = match i % 5 {
                0 => Some(Sender::Host),
                1 => Some(Sender::Table),
                4 => None,
                _ => Some(player()),
            };
            LogEntry {
                by,
                ..entry.clone()
            }
        })
        .collect();
    Game::rebuild(game.setup().clone(), log, game.cursor()).expect("the same moves replay")
}

/// FNV-1a, 64 bits: small, stable, and enough to tell two states apart.
pub fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
