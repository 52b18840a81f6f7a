//! The Vietnamese sentences of the app that are built in code (names of the games' things,
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

pub fn colour_name_vi(colour: PlayerColour) -> &'static str {
    match colour {
        PlayerColour::Red => "Đỏ",
        PlayerColour::Blue => "Xanh dương",
        PlayerColour::White => "Trắng",
        PlayerColour::Orange => "Cam",
        PlayerColour::Green => "Xanh lá",
        PlayerColour::Yellow => "Vàng",
        PlayerColour::Black => "Đen",
        PlayerColour::Purple => "Tím",
        PlayerColour::Brown => "Nâu",
        PlayerColour::Pink => "Hồng",
    }
}

/// A number with the Vietnamese thousands separator: 1.000.000.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('.');
        }
        out.push(digit);
    }
    out
}

pub fn dice_refusal_vi(refusal: &DiceRefusal) -> String {
    match refusal {
        DiceRefusal::BadFace => "Mỗi xúc xắc chỉ có các số từ 1 đến 6.".to_string(),
        DiceRefusal::CardAlreadyDealt(roll) => {
            format!("Lá {} + {} đã được chia từ bộ bài này rồi.", roll.a, roll.b)
        }
    }
}

pub fn log_score(name: &str, points: i64) -> String {
    format!("{name} {}", signed(points))
}

pub fn log_roll(a: u8, b: u8) -> String {
    format!("Xúc xắc: {a} + {b} = {}", a + b)
}

pub fn duration(minutes: i64) -> String {
    if minutes < 60 {
        format!("{minutes} phút")
    } else {
        format!("{} giờ {:02} phút", minutes / 60, minutes % 60)
    }
}
