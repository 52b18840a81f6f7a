//! What the table does with its Catan pieces, in words (see `rules::catan::table`).

use crate::rules::catan::table::{Holder, SpecialCard, TableChange};
use crate::rules::Player;
use crate::ui::text::Texts;

use super::name_of;

/// One change as the confirmation line says it: "Bank → Bo: 1 coin".
pub fn describe_change(t: &Texts, players: &[Player], change: &TableChange) -> String {
    let (c, w) = (t.catan_ui(), t.table);
    let holder = |h: Holder| match h {
        Holder::Bank => w.bank.to_string(),
        Holder::Player(p) => name_of(players, usize::from(p)),
    };
    let seat = |p: Option<u8>| {
        p.map_or_else(
            || w.the_box.to_string(),
            |p| name_of(players, usize::from(p)),
        )
    };
    match *change {
        TableChange::Card { card, from, to } => {
            let card = match card {
                SpecialCard::LongestRoad => c.longest_road,
                SpecialCard::LargestArmy => c.largest_army,
                SpecialCard::WealthiestSettler => c.wealthiest,
            };
            w.card(card, &seat(from), &seat(to))
        }
        TableChange::PoorSettler { player, holds } => {
            w.poor(&name_of(players, usize::from(player)), holds)
        }
        TableChange::PoorSettlerPasses { from, to } => w.card(
            c.poor_settler_card,
            &name_of(players, usize::from(from)),
            &name_of(players, usize::from(to)),
        ),
        TableChange::Move {
            goods,
            from,
            to,
            amount,
        } => w.moves(&holder(from), &holder(to), &c.goods(goods, amount)),
        TableChange::Fleet { hexes, to } => w.fleet(hexes, to),
    }
}
