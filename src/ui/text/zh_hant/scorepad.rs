//! The Chinese sentences of the score pad that are built in code; the rest is in
//! `words/scorepad.toml`.

use crate::rules::scorepad::{Refusal, MAX_ENTRY, MAX_ROUNDS};

use super::dice_refusal_zh;

pub fn refusal_zh(refusal: &Refusal) -> String {
    match refusal {
        Refusal::NoSuchPlayer => "這局遊戲沒有這位玩家。".to_string(),
        Refusal::ZeroPoints => "加 0 分不會改變任何東西。".to_string(),
        Refusal::EntryTooLarge => {
            format!("單次輸入最多只能改變 {MAX_ENTRY} 分。")
        }
        Refusal::NotPlayingRounds => "這局沒有分回合；要分回合，請在新遊戲中開啟。".to_string(),
        Refusal::EmptyRound => "這一回合還沒有人得分，所以不能結束。".to_string(),
        Refusal::TooManyRounds => format!("一局最多只能有 {MAX_ROUNDS} 回合。"),
        Refusal::Dice(dice) => dice_refusal_zh(dice),
        Refusal::NoSuchRound => "這局遊戲還沒到那一回合。".to_string(),
        Refusal::CellTooLarge => {
            format!("更正後的一格最多只能是正負 {MAX_ENTRY} 分。")
        }
        Refusal::CellUnchanged => "這一格已經是這個分數了。".to_string(),
    }
}
