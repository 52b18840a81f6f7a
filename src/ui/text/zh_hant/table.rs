//! The Traditional Chinese words of the confirmation line (see [`crate::ui::text::table`]).

use crate::rules::catan::table::Goods;
use crate::ui::text::table::TableTexts;

pub const ZH_HANT: TableTexts = TableTexts {
    done: |line| format!("✓ {line}"),
    undone: |line| format!("↶ 已復原：{line}"),
    redone: |line| format!("↷ 已重做：{line}"),
    bank: "銀行",
    the_box: "盒子",
    moves: |from, to, goods| format!("{from} → {to}：{goods}"),
    goods: |goods, n| match goods {
        Goods::Coins => format!("{n} 枚硬幣"),
        Goods::Gold => format!("{n} 金"),
        Goods::Cloth => format!("{n} 布料"),
    },
    card: |card, from, to| format!("{card}：{from} → {to}"),
    poor: |name, holds| {
        if holds {
            format!("貧窮開拓者卡 → {name}")
        } else {
            format!("{name}交回一張貧窮開拓者卡")
        }
    },
    fleet: |hexes, to| {
        if hexes >= 0 {
            format!("海盜艦隊：前進 {hexes} 格，到航線第 {} 格", to + 1)
        } else {
            format!("海盜艦隊：後退 {} 格，回到航線第 {} 格", -hexes, to + 1)
        }
    },
    compass: |name| format!("羅盤 → {name}，新船長"),
    ghost_sails: |place, lane| match lane {
        Some(way) => format!("幽靈船 → {place}，走{way}"),
        None => format!("幽靈船 → {place}"),
    },
    token: |who, lair, taken| {
        if taken {
            format!("{who}拿走第 {lair} 格巢穴的標記和一張寶藏卡")
        } else {
            format!("標記放回第 {lair} 格巢穴")
        }
    },
    ghost_hold: |hold, from, to| format!("幽靈船第 {} 個船艙：{from} → {to} 金幣", hold + 1),
    ghost_treasures: |from, to| format!("幽靈船旁的寶藏卡：{from} → {to}"),
    bottle: |spot, gold| {
        if gold > 0 {
            format!("蘭姆酒瓶 → 第 {} 格；付給銀行 {gold} 金幣", spot + 1)
        } else {
            format!("蘭姆酒瓶 → 第 {} 格", spot + 1)
        }
    },
    crew: |crew, who, recruited| {
        if recruited {
            format!("{crew} → {who}")
        } else {
            format!("{crew}回到酒館")
        }
    },
    marker: |name, points| format!("{name}的計分標記 {points:+}"),
    king_tile: "國王板塊",
    robber_tile: "強盜板塊",
    prisoners: |owner, captor, n| {
        if n > 0 {
            format!("{owner}的 {n} 個米寶成為{captor}的俘虜")
        } else {
            format!("{owner}的 {} 個米寶從{captor}那裡回家", -n)
        }
    },
};
