//! The Chinese sentences of the table instructions that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/table.toml`.

pub fn poor(name: &str, holds: bool) -> String {
    if holds {
        format!("貧窮開拓者卡 → {name}")
    } else {
        format!("{name}交回一張貧窮開拓者卡")
    }
}

pub fn fleet(hexes: i8, to: u8) -> String {
    if hexes >= 0 {
        format!("海盜艦隊：前進 {hexes} 格，到航線第 {} 格", to + 1)
    } else {
        format!("海盜艦隊：後退 {} 格，回到航線第 {} 格", -hexes, to + 1)
    }
}

pub fn ghost_sails(place: &str, lane: Option<&str>) -> String {
    match lane {
        Some(way) => format!("幽靈船 → {place}，走{way}"),
        None => format!("幽靈船 → {place}"),
    }
}

pub fn token(who: &str, lair: u8, taken: bool) -> String {
    if taken {
        format!("{who}拿走第 {lair} 格巢穴的標記和一張寶藏卡")
    } else {
        format!("標記放回第 {lair} 格巢穴")
    }
}

pub fn ghost_hold(hold: u8, from: u8, to: u8) -> String {
    format!("幽靈船第 {} 個船艙：{from} → {to} 金幣", hold + 1)
}

pub fn bottle(spot: u8, gold: u8) -> String {
    if gold > 0 {
        format!("蘭姆酒瓶 → 第 {} 格；付給銀行 {gold} 金幣", spot + 1)
    } else {
        format!("蘭姆酒瓶 → 第 {} 格", spot + 1)
    }
}

pub fn crew(crew: &str, who: &str, recruited: bool) -> String {
    if recruited {
        format!("{crew} → {who}")
    } else {
        format!("{crew}回到酒館")
    }
}

pub fn prisoners(owner: &str, captor: &str, n: i8) -> String {
    if n > 0 {
        format!("{owner}的 {n} 個米寶成為{captor}的俘虜")
    } else {
        format!("{owner}的 {} 個米寶從{captor}那裡回家", -n)
    }
}
