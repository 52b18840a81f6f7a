//! The Vietnamese sentences of the table instructions that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/table.toml`.

pub fn poor(name: &str, holds: bool) -> String {
    if holds {
        format!("Thẻ Người nghèo → {name}")
    } else {
        format!("{name} trả lại một thẻ Người nghèo")
    }
}

pub fn fleet(hexes: i8, to: u8) -> String {
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
}

pub fn ghost_sails(place: &str, lane: Option<&str>) -> String {
    match lane {
        Some(way) => format!("Tàu ma → {place}, trên {way}"),
        None => format!("Tàu ma → {place}"),
    }
}

pub fn token(who: &str, lair: u8, taken: bool) -> String {
    if taken {
        format!("{who} lấy miếng kho báu ở hang ổ {lair} và một thẻ kho báu")
    } else {
        format!("Miếng kho báu trở lại hang ổ {lair}")
    }
}

pub fn ghost_hold(hold: u8, from: u8, to: u8) -> String {
    format!("Ô chứa {} của Tàu ma: {from} → {to} vàng", hold + 1)
}

pub fn bottle(spot: u8, gold: u8) -> String {
    if gold > 0 {
        format!("Chai rượu → ô {}; trả ngân hàng {gold} vàng", spot + 1)
    } else {
        format!("Chai rượu → ô {}", spot + 1)
    }
}

pub fn crew(crew: &str, who: &str, recruited: bool) -> String {
    if recruited {
        format!("{crew} → {who}")
    } else {
        format!("{crew} trở về quán rượu")
    }
}

pub fn prisoners(owner: &str, captor: &str, n: i8) -> String {
    if n > 0 {
        format!("{n} meeple của {owner} thành tù binh của {captor}")
    } else {
        format!("{} meeple của {owner} được {captor} trả về", -n)
    }
}
