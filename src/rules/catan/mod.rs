//! Catan: the common score sheet for every variant, plain Catan for 3 or 4 players, the
//! two-player duel with its coin bank, Rivers of Catan, and Seafarers scenarios 4 to 7.
//!
//! The app keeps what is tedious at the table (pieces, road lengths, knights, coins, gold,
//! cloth, the pirate fleet), enforces the limits, and computes every score from those facts.
//! The physical game keeps the board and the cards in hand.
//!
//! Files: `options` (set-up choices), `action` (what players enter), `state` (the stored
//! facts), `refusal` (why something is refused, with rule ids), `race` (Longest Road and
//! Largest Army holders), `score` (the sheet and VP), `setup` (placement order), `play` (the
//! shared actions), `duel`, `rivers`, `seafarers/` (one file per scenario plus checklists).
//!
//! Rule choices settled here, each documented where it lives:
//! [`options::PoorFullTie`], [`options::DesertEdition`], [`duel::ROBBER_PROTECTION`],
//! [`seafarers::cloth::END_VILLAGES_WITH_CLOTH`], [`seafarers::cloth::SHORTFALL_ORDER`],
//! [`seafarers::pirates::CONQUERED_FORTRESS_VP`], [`score::road_threshold`] (no Longest
//! Road or Largest Army in the Pirate Islands), [`options::Options::target_range`], and the
//! holder rules of [`race`].

pub mod action;
pub mod duel;
pub mod guide;
mod marks;
pub mod options;
pub mod piece;
mod play;
pub mod race;
pub mod refusal;
pub mod rivers;
pub mod score;
pub mod seafarers;
pub mod setup;
pub mod state;
pub mod table;

pub use action::{Action, CoinSpend, Spot};
pub use options::{
    ClothOptions, DesertEdition, DuelOptions, Options, PirateOptions, PoorFullTie, RiversOptions,
    Scenario, Variant,
};
pub use refusal::{Needs, Refusal, RULE_IDS};
pub use score::{largest_army, longest_road, public_vp, total_vp, vp, Vp};
pub use state::{Extra, Phase, Piece, Robber, RobberCause, Sheet, Spent, State, Turn};

use super::dice::Dice;
use super::players::{check_players, OptionError, Player, SetupError};
use super::{GameRules, Guide, Listing, Moment, Outcome, Standing};
use seafarers::pirates::{Attack, Pirates};

/// The Catan family's rules.
pub struct Catan;

/// Catan on BoardGameGeek: id 13, the number in the address of its page there
/// (boardgamegeek.com/boardgame/13/catan). The duel (docs/rules.md 1) and Rivers of Catan
/// (docs/rules.md 2) are played on the base game's board, so they are plays of Catan, each
/// named in the play's board.
pub const CATAN: Listing = Listing {
    name: "Catan",
    bgg_id: Some(13),
    key: "catan",
};

/// Catan: Seafarers on BoardGameGeek: id 325, the number in the address of the expansion's page
/// (boardgamegeek.com/boardgame/325/catan-seafarers). Scenarios 4 to 7 (docs/rules.md 3) are
/// its own, so their plays are the expansion's, the scenario named in the play's board.
pub const SEAFARERS: Listing = Listing {
    name: "Catan: Seafarers",
    bgg_id: Some(325),
    key: "catan-seafarers",
};

fn check_options(options: &Options) -> Result<(), SetupError> {
    let (low, high) = options.target_range();
    if !(low..=high).contains(&options.target()) {
        return Err(SetupError::Option(OptionError::VpTarget { low, high }));
    }
    match options.scenario() {
        Some(Scenario::ClothForCatan(c))
            if c.villages.iter().any(|&n| !(2..=12).contains(&n) || n == 7) =>
        {
            Err(SetupError::Option(OptionError::VillageNumber))
        }
        Some(Scenario::PirateIslands(p))
            if !(options::PIRATE_LOOP_RANGE.0..=options::PIRATE_LOOP_RANGE.1)
                .contains(&p.loop_len) =>
        {
            Err(SetupError::Option(OptionError::PirateLoop {
                low: options::PIRATE_LOOP_RANGE.0,
                high: options::PIRATE_LOOP_RANGE.1,
            }))
        }
        _ => Ok(()),
    }
}

impl GameRules for Catan {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Refusal = Refusal;
    type Change = table::TableChange;
    type Step = guide::Step;

    fn guide(options: &Options, players: &[Player], state: &State) -> Guide<guide::Step, Action> {
        guide::guide(options, players.len(), state)
    }

    fn changes(options: &Options, before: &State, after: &State) -> Vec<table::TableChange> {
        table::changes(options, before, after)
    }

    crate::rules::revision_in_options!();

    fn listing(options: &Options) -> Option<Listing> {
        Some(match options.variant {
            Variant::Seafarers(_) => SEAFARERS,
            Variant::Base | Variant::Duel(_) | Variant::Rivers(_) => CATAN,
        })
    }

    /// Every action but three is the acting player's (the placing player during set-up):
    /// road lengths, gold gifts and fleet neighbours name their players themselves.
    /// A road length is its owner's; a gold gift both players'.
    fn named(_options: &Options, action: &Action) -> Vec<usize> {
        match action {
            Action::SetRoadLength { player, .. } => vec![usize::from(*player)],
            Action::GiveGold { from, to, .. } => vec![usize::from(*from), usize::from(*to)],
            _ => Vec::new(),
        }
    }

    fn actor(options: &Options, state: &State, action: &Action) -> Option<usize> {
        match action {
            Action::SetRoadLength { .. }
            | Action::GiveGold { .. }
            | Action::SetFleetStop { .. } => None,
            _ => Some(acting(options, state)),
        }
    }

    fn start(options: &Options, players: &[Player]) -> Result<State, SetupError> {
        let (min, max) = options.player_range();
        check_players(players, min, max)?;
        check_options(options)?;
        let n = players.len();
        let mut sheets = vec![Sheet::default(); n];
        let extra = match options.variant {
            Variant::Base => Extra::None,
            Variant::Duel(d) if d.coins => Extra::Duel {
                coins: vec![duel::START_COINS; n],
            },
            Variant::Duel(_) => Extra::None,
            Variant::Rivers(_) => Extra::Rivers { gold: vec![0; n] },
            Variant::Seafarers(s) => match s {
                Scenario::ThroughTheDesert(_) => Extra::Desert(seafarers::desert::Desert::new(n)),
                Scenario::ForgottenTribe => Extra::Tribe(seafarers::tribe::Tribe::new(n)),
                Scenario::ClothForCatan(_) => Extra::Cloth(seafarers::cloth::Cloth::new(n)),
                Scenario::PirateIslands(p) => {
                    // Each player's first settlement and ship are printed on the map.
                    for sheet in &mut sheets {
                        sheet.settlements = 1;
                        sheet.ships = 1;
                    }
                    Extra::Pirates(Pirates::new(n, p.loop_len))
                }
            },
        };
        // The robber starts on the desert (the swamp in Rivers), except in Cloth for Catan
        // (on the fields with the 12) and the Pirate Islands (no robber).
        let on_desert = !matches!(
            options.scenario(),
            Some(Scenario::ClothForCatan(_) | Scenario::PirateIslands(_))
        );
        Ok(State {
            phase: Phase::Placing {
                step: 0,
                settled: false,
            },
            turn: Turn::default(),
            sheets,
            robber: Robber {
                pending: None,
                on_desert,
                last_hits: 0,
            },
            dice: Dice::new(options.dice),
            now: 0,
            road_reset: 0,
            army_reset: 0,
            extra,
            spent: Spent::default(),
        })
    }

    fn apply(
        options: &Options,
        players: &[Player],
        state: &State,
        action: &Action,
    ) -> Result<State, Refusal> {
        if state.sheets.len() != players.len() {
            return Err(Refusal::NoSuchPlayer);
        }
        let mut next = state.clone();
        next.now = state.now.saturating_add(1);
        match *action {
            Action::Roll(roll) => play::roll(options, &mut next, roll, play::Thrown::App)?,
            Action::TableRoll(roll) => play::roll(options, &mut next, roll, play::Thrown::Table)?,
            Action::EndTurn => play::end_turn(&mut next)?,
            Action::Build { piece, spot } => play::build(options, &mut next, piece, spot)?,
            Action::SetRoadLength { player, length } => {
                play::set_road_length(options, &mut next, player, length)?
            }
            Action::PlayKnight => play::knight(options, &mut next)?,
            Action::DrawVpCard => play::draw_vp_card(options, &mut next)?,
            Action::MoveRobber { hits, desert } => {
                play::move_robber(options, &mut next, hits, desert)?
            }
            Action::SpendCoins(spend) => {
                only_duel(options)?;
                duel::spend(options, &mut next, spend)?
            }
            Action::DiscardKnight => {
                only_duel(options)?;
                duel::discard_knight(options, &mut next)?
            }
            Action::BuyWithGold => {
                only_rivers(options)?;
                rivers::buy(&mut next)?
            }
            Action::GiveGold { from, to, amount } => {
                only_rivers(options)?;
                rivers::give(&mut next, from, to, amount)?
            }
            Action::TakeTribeChit
            | Action::TakeGiftCard
            | Action::CaptureHarbor
            | Action::PlaceHarbor
            | Action::ConnectVillage { .. }
            | Action::MovePirate { .. }
            | Action::SetFleetStop { .. }
            | Action::ReachFortress(_)
            | Action::AttackFortress { .. }
            | Action::WarshipFromVpCard => {
                let setup_only_data = matches!(action, Action::SetFleetStop { .. });
                if !setup_only_data && next.phase != Phase::Playing {
                    return Err(Refusal::NotDuringPlacement);
                }
                seafarers::apply(options, &mut next, action)?
            }
        }
        Ok(next)
    }

    /// A player wins on reaching the target on their own turn, counting their hidden VP
    /// cards: the check looks only at the player whose turn it is, so a player who gets
    /// there during someone else's turn wins when their own turn comes. The Pirate Islands
    /// also need the player's own fortress conquered; Cloth for Catan also ends when 3 or
    /// fewer villages have cloth left.
    fn outcome(options: &Options, _players: &[Player], state: &State) -> Option<Outcome> {
        if state.phase != Phase::Playing {
            return None;
        }
        let current = usize::from(state.turn.player);
        let reached = if options.is_pirate_islands() {
            seafarers::pirate_win(options, state, current)
        } else {
            total_vp(options, state, current) >= i16::from(options.target())
        };
        if reached {
            return Some(Outcome {
                winners: vec![current],
            });
        }
        seafarers::cloth_end(options, state).map(|winners| Outcome { winners })
    }

    /// The guided set-up, then the turns.
    fn moment(_options: &Options, state: &State) -> Option<Moment> {
        Some(match state.phase {
            Phase::Placing { .. } => Moment::SetUp,
            Phase::Playing => Moment::Turn(u32::from(state.turn.number)),
        })
    }

    /// The variant and the target: a duel to 15, Rivers to 10, each scenario to its own
    /// target score on scales of their own.
    fn scale(options: &Options) -> u32 {
        let variant = match options.variant {
            Variant::Base => 0,
            Variant::Duel(_) => 1,
            Variant::Rivers(_) => 2,
            Variant::Seafarers(s) => 10 + u32::from(s.number()),
        };
        variant * 256 + u32::from(options.target())
    }

    /// Public VP while the game runs: what everyone at the table can see (hidden VP cards
    /// left out). Once it is over every point counts (rules revision 4), the hidden cards
    /// turned up as the table does at the end, so the record of a game won by a hidden card
    /// adds up to its target.
    fn standings(options: &Options, players: &[Player], state: &State) -> Vec<Standing> {
        let over = options.revision.counts_hidden_points()
            && Self::outcome(options, players, state).is_some();
        (0..state.sheets.len())
            .map(|player| Standing {
                player,
                score: i64::from(if over {
                    total_vp(options, state, player)
                } else {
                    public_vp(options, state, player)
                }),
            })
            .collect()
    }
}

fn only_duel(options: &Options) -> Result<(), Refusal> {
    match options.variant {
        Variant::Duel(_) => Ok(()),
        _ => Err(Refusal::WrongVariant(Needs::Duel)),
    }
}

fn only_rivers(options: &Options) -> Result<(), Refusal> {
    match options.variant {
        Variant::Rivers(_) => Ok(()),
        _ => Err(Refusal::WrongVariant(Needs::Rivers)),
    }
}

/// The pirate fleet's attacks after this turn's roll (empty before the roll, outside the
/// Pirate Islands, and once the fleet is gone).
pub fn pirate_attacks(state: &State) -> Vec<Attack> {
    match (&state.extra, state.turn.rolled, state.dice.last) {
        (Extra::Pirates(p), true, Some(roll)) => {
            let cities: Vec<u8> = state.sheets.iter().map(|s| s.cities).collect();
            p.attacks(roll, &cities)
        }
        _ => Vec::new(),
    }
}

/// The seat whose move the app waits for (the placing player during set-up).
pub fn acting(options: &Options, state: &State) -> usize {
    score::acting(options, state.sheets.len(), state)
}
