//! The Vietnamese sentences of the score pad that are built in code; the rest is in
//! `words/scorepad.toml`.

use crate::rules::scorepad::{Refusal, MAX_ENTRY, MAX_ROUNDS};

use super::{dice_refusal_vi, grouped};

pub fn refusal_vi(refusal: &Refusal) -> String {
    match refusal {
        Refusal::NoSuchPlayer => "Ván này không có người chơi đó.".to_string(),
        Refusal::ZeroPoints => "Cộng 0 điểm thì không thay đổi gì.".to_string(),
        Refusal::EntryTooLarge => format!(
            "Mỗi lần nhập chỉ thay đổi điểm tối đa {} điểm.",
            grouped(MAX_ENTRY.unsigned_abs())
        ),
        Refusal::NotPlayingRounds => {
            "Ván này không chơi theo vòng; hãy bật chế độ vòng khi tạo ván mới.".to_string()
        }
        Refusal::EmptyRound => {
            "Chưa ai ghi điểm trong vòng này nên chưa thể đóng vòng.".to_string()
        }
        Refusal::TooManyRounds => format!("Một ván có tối đa {MAX_ROUNDS} vòng."),
        Refusal::Dice(dice) => dice_refusal_vi(dice),
        Refusal::NoSuchRound => "Ván này chưa đến vòng đó.".to_string(),
        Refusal::CellTooLarge => format!(
            "Một ô đã sửa chỉ ghi được tối đa {} điểm, cộng hay trừ.",
            grouped(MAX_ENTRY.unsigned_abs())
        ),
        Refusal::CellUnchanged => "Ô này đã ghi đúng số điểm đó rồi.".to_string(),
    }
}
