use crate::ui::text::errors::ErrorTexts;

pub const ZH_HANT: ErrorTexts = ErrorTexts {
    player_count: |min, max, found| {
        format!("這個遊戲需要 {min} 到 {max} 位玩家，而不是 {found} 位。")
    },
    player_count_exact: |n, found| format!("這個遊戲需要剛好 {n} 位玩家，而不是 {found} 位。"),
    empty_name: |seat| format!("第 {seat} 位玩家還沒有名字。"),
    name_too_long: |seat, max| format!("第 {seat} 位玩家的名字超過 {max} 個字。"),
    shared_colour: |colour| format!("兩位玩家都選了{colour}：每位玩家需要自己的顏色。"),
    vp_target: |low, high| format!("這局的勝利分數目標必須介於 {low} 到 {high} 之間。"),
    village_number: "每個村莊的數字是 2 到 12，但不能是 7。",
    pirate_loop: |low, high| format!("海盜艦隊的航線有 {low} 到 {high} 格。"),
    ghost_needed: "兩人遊戲時幽靈船一定出航：請把它打開。",
    first_captain: "第一位船長必須是其中一位玩家。",
    target_score: |max| format!("目標分數必須介於 1 到 {max} 之間。"),
    code_empty: "沒有可讀取的代碼。",
    code_not_a_code: "這不是 Tablemate 的牌局代碼或連結。",
    code_too_large: "這個代碼比任何牌局需要的都長。",
    code_damaged: "這個代碼已損壞：有一部分遺失或被改動。請重新複製或掃描。",
    code_newer: |found, known| {
        format!("這個代碼來自較新版本的 Tablemate（格式 {found}；此 App 最多讀到 {known}）。請更新 App 後再匯入。")
    },
    code_malformed: "這個代碼不是有效的牌局：內容與格式不符。",
    code_rejected: |why| format!("這個代碼裡的牌局違反規則，因此沒有匯入任何東西：{why}"),
    code_bad_move: |n, why| format!("第 {n} 步被拒絕（{why}）"),
    code_bad_cursor: "它的復原位置超出了紀錄的結尾",
    code_other_sequence: "這個代碼屬於另一局，和先前讀到的代碼不同。請重新開始。",
    track_parse: "無法讀取航道資料。",
    track_empty: "航道上沒有任何格子。",
    track_too_many: |n| format!("航道最多 255 格，而不是 {n} 格。"),
    track_out_of_order: |index, id| {
        format!("第 {id} 格被列在第 {index} 個位置：請從 0 開始依序列出各格。")
    },
    track_port_not_first: "第 0 格必須是皇家港。",
    track_port_count: |n| format!("航道需要剛好一個皇家港，而不是 {n} 個。"),
    track_port_exits: "皇家港只能通往一格，也就是比賽的起點。",
    track_bad_next: |space| format!("第 {space} 格必須能往前通到一或兩個存在的格子。"),
    track_too_many_in: |space| format!("有超過兩條路通進第 {space} 格。"),
    track_cost_missing: |space| format!("第 {space} 格是港口或海域，需要設定費用。"),
    track_cost_not_allowed: |space| {
        format!("第 {space} 格是海盜巢穴或皇家港，不收費用：請移除它的費用。")
    },
    track_cost_range: |space, max| format!("第 {space} 格的費用必須介於 1 到 {max} 之間。"),
    track_lairs: |lairs, n| format!("遊戲圖板上有 {lairs} 個海盜巢穴，但這條航道有 {n} 個。"),
    track_no_way_home: |space| format!("從第 {space} 格往前沒有任何路能回到皇家港。"),
    track_unreachable: |space| format!("從皇家港沒有任何路能到達第 {space} 格。"),
    track_loop: |space| format!("第 {space} 格在一個永遠不經過皇家港的迴圈上。"),
    track_unpaired_fork: |space| {
        format!("第 {space} 格岔路的兩條出路沒有在屬於它們的匯合點再次相會。")
    },
    track_forks_merges: |forks, merges| {
        format!("每個岔路都需要匯合點，但這條航道有 {forks} 個岔路和 {merges} 個匯合點。")
    },
    track_finish_score: "皇家港印的分數必須是航道的終點分數。",
    track_score_drops: |space| format!("第 {space} 格印的分數比前一格低。"),
    track_no_such_space: |id| format!("航道上沒有第 {id} 格。"),
};
