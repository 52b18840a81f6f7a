//! The Vietnamese words of the score pad's board (see [`crate::ui::text::scorepad`]).

use crate::ui::text::score_pad::ScorePadTexts;

pub const VI: ScorePadTexts = ScorePadTexts {
    leads: "đang dẫn đầu",
    this_round: "vòng này",
    sign_of: |name| format!("Đổi dấu cộng trừ cho điểm của {name}"),
    rounds_table: "Bảng các vòng",
    tap_to_correct: "Chạm vào một ô để sửa.",
    cell: |name, round, points| format!("{name}, vòng {round}: {points}. Sửa ô này"),
    correct_title: |name, round| format!("Sửa điểm của {name} ở vòng {round}"),
    now_holds: |points| format!("Đang ghi: {points}"),
    cell_points: "Điểm của ô này",
    correct: "Sửa",
    log_correct: |name, round, points| format!("{name}, vòng {round}: sửa thành {points}"),
};
