//! The words of the Catan screens, one table per language (see [`super::Texts`]).

use crate::rules::catan::seafarers::checklist::SetupNote;
use crate::rules::catan::table::Goods;

pub fn setup_note_en(note: SetupNote) -> &'static str {
    match note {
        SetupNote::DesertFirstSettlements => {
            "The first two settlements go on the large part of the main island."
        }
        SetupNote::DesertRobberAndPirate => "The robber on a desert, the pirate on the marked sea hex.",
        SetupNote::NoRedNumberOnGold => "No 6 or 8 on a gold field when you lay the board out.",
        SetupNote::TribeChitsAndHarbors => {
            "Catan chits on the marked coast edges, harbor tokens on the marked spots."
        }
        SetupNote::TribeDevelopmentCards => {
            "4 development cards from the top of the deck, face down, on the marked edges."
        }
        SetupNote::TribeNoNumbers => "The small islands get no number tokens.",
        SetupNote::ClothVillages => {
            "Two number tokens on each of the 4 small islands mark the 8 villages."
        }
        SetupNote::ClothSupply => "5 cloth beside each village, the other 10 as the general supply.",
        SetupNote::ClothRobber => "The robber on the fields hex with the 12.",
        SetupNote::PiratesFixedMap => "A fixed map: only the harbors may change.",
        SetupNote::PiratesFirstPieces => {
            "Each player's first settlement and ship on the east island, as printed."
        }
        SetupNote::PiratesFortressesAndFleet => {
            "3 chits under each fortress. No robber; the pirate fleet on its marked hex."
        }
        SetupNote::PiratesVpCards => {
            "With 3 players, leave white out and the VP cards out of the deck; with 4, they stay and are used like knights."
        }
    }
}

// The family's two tables (see `family_words!` in `text/mod.rs`) are built from
// `words/catan.toml`; the English sentences built in code are the functions of this file.
family_words!("catan");

use super::counted;

pub fn scenario_name_en(n: u8) -> &'static str {
    match n {
        4 => "4 · Through the Desert",
        5 => "5 · The Forgotten Tribe",
        6 => "6 · Cloth for Catan",
        _ => "7 · The Pirate Islands",
    }
}

pub fn piece_name_en(piece: crate::rules::catan::Piece) -> &'static str {
    use crate::rules::catan::Piece;
    match piece {
        Piece::Road => "Road",
        Piece::Settlement => "Settlement",
        Piece::City => "City",
        Piece::Ship => "Ship",
        Piece::Bridge => "Bridge",
    }
}

pub fn terrain_en(t: &crate::rules::catan::seafarers::Terrain) -> String {
    format!(
        "Sea {}, desert {}, gold {}, fields {}, hills {}, mountains {}, pasture {}, forest {}",
        t.sea, t.desert, t.gold, t.fields, t.hills, t.mountains, t.pasture, t.forest
    )
}

/// A refusal in English: the rules' own `Display`, which is also what home's code says
/// (`Codecs::refusal_in_english`, see `text/families/mod.rs`): keep the two the same.
pub fn refusal(r: &crate::rules::catan::Refusal) -> String {
    r.to_string()
}

pub fn variant_hint(min: usize, max: usize) -> String {
    if min == max {
        format!("For {min} players.")
    } else {
        format!("For {min} to {max} players.")
    }
}

pub fn price_line(name: &str, price: u8) -> String {
    format!("Price for {name}: {}", counted(price, "coin", "coins"))
}

pub fn coin_action(action: &str, price: u8) -> String {
    format!("{action} · {}", counted(price, "coin", "coins"))
}

pub fn poor_why(n: u8, alone: bool) -> String {
    if alone {
        format!("the fewest gold ({n})")
    } else {
        format!("tied for the fewest gold ({n})")
    }
}

pub fn log_roll(a: u8, b: u8) -> String {
    format!("Dice: {a} + {b} = {}", a + b)
}

pub fn spot_foreign(n: u8) -> String {
    format!(" in foreign area {}", n + 1)
}

pub fn log_robber(hits: &str, desert: bool) -> String {
    if desert {
        "Robber moved to the desert".to_string()
    } else {
        format!("Robber moved, touching: {hits}")
    }
}

pub fn log_pirate(from: Option<&str>) -> String {
    match from {
        Some(from) => format!("Pirate moved, 1 cloth taken from {from}"),
        None => "Pirate moved".to_string(),
    }
}

pub fn log_connect(v: u8) -> String {
    format!("Route reaches village {v}")
}

pub fn log_fleet_stop(hex: u8, names: &str) -> String {
    format!("Next to fleet hex {}: {names}", hex + 1)
}

pub fn log_reach_fortress(yes: bool) -> String {
    if yes {
        "Route reaches the fortress".to_string()
    } else {
        "Route no longer reaches the fortress".to_string()
    }
}

pub fn dice_more(n: u32) -> String {
    format!("Dice · {}", counted(n, "roll", "rolls"))
}

pub fn goods(goods: Goods, n: u8) -> String {
    match (goods, n) {
        (Goods::Coins, 1) => "1 coin".to_string(),
        (Goods::Coins, n) => format!("{n} coins"),
        (Goods::Gold, n) => format!("{n} gold"),
        (Goods::Cloth, n) => format!("{n} cloth"),
    }
}
