//! The Vietnamese words of the confirmation line (see [`crate::ui::text::table`]).

use crate::rules::catan::table::Goods;
use crate::ui::text::table::TableTexts;

pub const VI: TableTexts = TableTexts {
    done: |line| format!("✓ {line}"),
    undone: |line| format!("↶ Đã hoàn tác: {line}"),
    redone: |line| format!("↷ Đã làm lại: {line}"),
    bank: "Ngân hàng",
    the_box: "hộp",
    moves: |from, to, goods| format!("{from} → {to}: {goods}"),
    goods: |goods, n| match goods {
        Goods::Coins => format!("{n} xu"),
        Goods::Gold => format!("{n} vàng"),
        Goods::Cloth => format!("{n} vải"),
    },
    card: |card, from, to| format!("{card}: {from} → {to}"),
    poor: |name, holds| {
        if holds {
            format!("Thẻ Người nghèo → {name}")
        } else {
            format!("{name} trả lại một thẻ Người nghèo")
        }
    },
    fleet: |hexes, to| {
        if hexes >= 0 {
            format!(
                "Hạm đội cướp biển: tiến {hexes} ô, tới ô {} của vòng",
                to + 1
            )
        } else {
            format!(
                "Hạm đội cướp biển: lùi {} ô, về ô {} của vòng",
                -hexes,
                to + 1
            )
        }
    },
    compass: |name| format!("La bàn → {name}, thuyền trưởng mới"),
    ghost_sails: |place, lane| match lane {
        Some(way) => format!("Tàu ma → {place}, trên {way}"),
        None => format!("Tàu ma → {place}"),
    },
    token: |who, lair, taken| {
        if taken {
            format!("{who} lấy token ở hang ổ {lair} và một thẻ kho báu")
        } else {
            format!("Token trở lại hang ổ {lair}")
        }
    },
    ghost_hold: |hold, from, to| format!("Ô chứa {} của Tàu ma: {from} → {to} vàng", hold + 1),
    ghost_treasures: |from, to| format!("Thẻ kho báu cạnh Tàu ma: {from} → {to}"),
    bottle: |spot, gold| {
        if gold > 0 {
            format!("Chai rượu → ô {}; trả ngân hàng {gold} vàng", spot + 1)
        } else {
            format!("Chai rượu → ô {}", spot + 1)
        }
    },
    crew: |crew, who, recruited| {
        if recruited {
            format!("{crew} → {who}")
        } else {
            format!("{crew} trở về quán rượu")
        }
    },
    marker: |name, points| format!("Quân điểm của {name} {points:+}"),
    king_tile: "Mảnh Nhà vua",
    robber_tile: "Mảnh Tên cướp",
    prisoners: |owner, captor, n| {
        if n > 0 {
            format!("{n} meeple của {owner} thành tù binh của {captor}")
        } else {
            format!("{} meeple của {owner} được {captor} trả về", -n)
        }
    },
};
