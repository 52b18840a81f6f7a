//! The Traditional Chinese words of the score pad's board (see [`crate::ui::text::scorepad`]).

use crate::ui::text::score_pad::ScorePadTexts;

pub const ZH_HANT: ScorePadTexts = ScorePadTexts {
    leads: "領先",
    this_round: "本回合",
    sign_of: |name| format!("切換 {name} 分數的正負號"),
    rounds_table: "各回合分數表",
    tap_to_correct: "點一下格子即可更正。",
    cell: |name, round, points| format!("{name}，第 {round} 回合：{points}。點此更正"),
    correct_title: |name, round| format!("更正 {name} 第 {round} 回合的分數"),
    now_holds: |points| format!("目前記錄：{points}"),
    cell_points: "這一格的分數",
    correct: "更正",
    log_correct: |name, round, points| format!("{name} 第 {round} 回合更正為 {points}"),
};
