//! The Chinese sentences of the app that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/app.toml`.

use crate::rules::dice::DiceRefusal;
use crate::rules::PlayerColour;

use super::signed;

pub mod carcassonne;
pub mod catan;
pub mod jamaica;
pub mod scorepad;
pub mod share;
pub mod table;

pub fn colour_name_zh(colour: PlayerColour) -> &'static str {
    match colour {
        PlayerColour::Red => "紅色",
        PlayerColour::Blue => "藍色",
        PlayerColour::White => "白色",
        PlayerColour::Orange => "橘色",
        PlayerColour::Green => "綠色",
        PlayerColour::Yellow => "黃色",
        PlayerColour::Black => "黑色",
        PlayerColour::Purple => "紫色",
        PlayerColour::Brown => "棕色",
        PlayerColour::Pink => "粉紅色",
    }
}

pub fn dice_refusal_zh(refusal: &DiceRefusal) -> String {
    match refusal {
        DiceRefusal::BadFace => "每顆骰子的點數只能是 1 到 6。".to_string(),
        DiceRefusal::CardAlreadyDealt(roll) => {
            format!("{} + {} 這張牌已經從這副牌庫發過了。", roll.a, roll.b)
        }
    }
}

pub fn log_score(name: &str, points: i64) -> String {
    format!("{name} {}", signed(points))
}

pub fn log_roll(a: u8, b: u8) -> String {
    format!("擲骰：{a} + {b} = {}", a + b)
}

pub fn duration(minutes: i64) -> String {
    if minutes < 60 {
        format!("{minutes} 分鐘")
    } else {
        format!("{} 小時 {:02} 分", minutes / 60, minutes % 60)
    }
}
