//! One clear log line for every Catan action.
//!
//! The log does not carry whose turn it was, so lines name a player only where the action
//! itself names one; the others say what happened, and the turn bar says whose turn it is.

use crate::rules::catan::seafarers::village_numbers;
use crate::rules::catan::{Action, CoinSpend, Options, Spot};
use crate::rules::Player;
use crate::ui::text::Texts;

use super::{name_of, names_in};

/// The log line for a Catan action; `options` name the villages by the numbers their list
/// shows (Cloth for Catan).
pub fn describe(t: &Texts, players: &[Player], options: &Options, action: &Action) -> String {
    let c = t.catan_ui();
    let name = |p: u8| name_of(players, usize::from(p));
    match *action {
        Action::Roll(roll) | Action::TableRoll(roll) => c.log_roll(roll.a, roll.b),
        Action::EndTurn => c.log_end_turn.to_string(),
        Action::Build { piece, spot } => {
            let spot = match spot {
                Spot::Land => String::new(),
                Spot::River => c.spot_river.to_string(),
                Spot::Foreign(n) => c.spot_foreign(n),
            };
            c.log_build(c.piece_name(piece), &spot)
        }
        Action::SetRoadLength { player, length } => c.log_road_length(&name(player), length),
        Action::PlayKnight => c.log_knight.to_string(),
        Action::DrawVpCard => c.log_vp_card.to_string(),
        Action::MoveRobber { hits, desert } => {
            c.log_robber(&names_in(&t.punct, players, hits, c.nobody), desert)
        }
        Action::MovePirate { cloth_from } => {
            let from = cloth_from.map(name);
            c.log_pirate(from.as_deref())
        }
        Action::SpendCoins(CoinSpend::ForcedTrade { opponent_cards }) => {
            c.log_forced_trade(opponent_cards)
        }
        Action::SpendCoins(CoinSpend::RobberToDesert) => c.log_robber_to_desert.to_string(),
        Action::SpendCoins(CoinSpend::Exchange) => c.log_exchange.to_string(),
        Action::DiscardKnight => c.log_discard_knight.to_string(),
        Action::BuyWithGold => c.log_buy_gold.to_string(),
        Action::GiveGold { from, to, amount } => c.log_give_gold(&name(from), &name(to), amount),
        Action::TakeTribeChit => c.log_tribe_chit.to_string(),
        Action::TakeGiftCard => c.log_gift_card.to_string(),
        Action::CaptureHarbor => c.log_capture_harbor.to_string(),
        Action::PlaceHarbor => c.log_place_harbor.to_string(),
        Action::ConnectVillage { village } => {
            // The village as its list names it: by the number token beside it on the map.
            let number = village_numbers(options)
                .and_then(|numbers| numbers.get(usize::from(village)).copied())
                .unwrap_or(village.saturating_add(1));
            c.log_connect(number)
        }
        Action::SetFleetStop {
            stop,
            players: mask,
        } => c.log_fleet_stop(stop, &names_in(&t.punct, players, mask, c.nobody)),
        Action::ReachFortress(yes) => c.log_reach_fortress(yes),
        Action::AttackFortress { die } => c.log_attack_fortress(die),
        Action::WarshipFromVpCard => c.log_warship_vp.to_string(),
    }
}
