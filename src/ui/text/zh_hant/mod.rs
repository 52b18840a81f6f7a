//! The Traditional Chinese table of the app's words (see [`super::Texts`]).

use crate::rules::dice::DiceRefusal;
use crate::rules::scorepad::{self, MAX_ENTRY, MAX_ROUNDS};
use crate::rules::PlayerColour;

use super::{signed, Texts};

pub mod carcassonne;
pub mod catan;
pub mod errors;
pub mod jamaica;
pub mod score_pad;
pub mod share;
pub mod store;
pub mod table;

fn colour_name_zh(colour: PlayerColour) -> &'static str {
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

fn scorepad_refusal_zh(refusal: &scorepad::Refusal) -> String {
    match refusal {
        scorepad::Refusal::NoSuchPlayer => "這局遊戲沒有這位玩家。".to_string(),
        scorepad::Refusal::ZeroPoints => "加 0 分不會改變任何東西。".to_string(),
        scorepad::Refusal::EntryTooLarge => {
            format!("單次輸入最多只能改變 {MAX_ENTRY} 分。")
        }
        scorepad::Refusal::NotPlayingRounds => {
            "這局沒有分回合；要分回合，請在新遊戲中開啟。".to_string()
        }
        scorepad::Refusal::EmptyRound => "這一回合還沒有人得分，所以不能結束。".to_string(),
        scorepad::Refusal::TooManyRounds => format!("一局最多只能有 {MAX_ROUNDS} 回合。"),
        scorepad::Refusal::Dice(dice) => dice_refusal_zh(dice),
        scorepad::Refusal::NoSuchRound => "這局遊戲還沒到那一回合。".to_string(),
        scorepad::Refusal::CellTooLarge => {
            format!("更正後的一格最多只能是正負 {MAX_ENTRY} 分。")
        }
        scorepad::Refusal::CellUnchanged => "這一格已經是這個分數了。".to_string(),
    }
}

fn dice_refusal_zh(refusal: &DiceRefusal) -> String {
    match refusal {
        DiceRefusal::BadFace => "每顆骰子的點數只能是 1 到 6。".to_string(),
        DiceRefusal::CardAlreadyDealt(roll) => {
            format!("{} + {} 這張牌已經從這副牌庫發過了。", roll.a, roll.b)
        }
    }
}

pub const ZH_HANT: Texts = Texts {
    catan_ui: &catan::ZH_HANT,
    share_ui: &share::ZH_HANT,
    store: &store::ZH_HANT,
    table: &table::ZH_HANT,
    errors: &errors::ZH_HANT,
    jamaica_ui: &jamaica::ZH_HANT,
    carcassonne_ui: &carcassonne::ZH_HANT,
    scorepad_ui: &score_pad::ZH_HANT,
    punct: crate::ui::text::punctuation::ZH_HANT,
    app_name: "Tablemate",
    tagline: "桌遊之夜的計分好幫手。",
    resume: "繼續遊戲",
    new_game: "新遊戲",
    saved_games: "遊戲存檔",
    history: "歷史紀錄",
    rules: "規則",
    settings: "設定",
    back: "返回",
    home: "首頁",
    cancel: "取消",
    delete: "刪除",
    rename: "重新命名",
    save: "儲存",
    next: "下一步",
    start_game: "開始遊戲",
    choose_game: "要玩哪款遊戲？",
    options: "選項",
    players: "玩家",
    score_pad: "計分板",
    score_pad_blurb: "任何遊戲都能記分，可分回合，也可設目標分數。",
    catan: "卡坦島",
    jamaica: "牙買加",
    carcassonne: "卡卡頌",
    keep_rounds: "分回合記分",
    keep_rounds_hint: "分數記在表格中，每回合一列。",
    target_score: "目標分數",
    target_hint: "留空表示不設目標。",
    who_wins: "誰獲勝？",
    highest_wins: "最高分",
    lowest_wins: "最低分",
    dice: "骰子",
    dice_random: "兩顆骰子",
    dice_deck: "骰子牌庫（36 張）",
    add_player: "新增玩家",
    remove_player: "移除玩家",
    player_name: "玩家名稱",
    default_player_name: |seat| format!("玩家 {seat}"),
    colour: "顏色",
    colour_name: colour_name_zh,
    colour_taken: "已被選用",
    undo: "復原",
    redo: "重做",
    log: "遊戲紀錄",
    log_empty: "還沒有任何紀錄。",
    undone: "已復原",
    roll_dice: "擲骰",
    cards_left: |n| format!("牌庫還剩 {n} 張"),
    round: |n| format!("第 {n} 回合"),
    next_round: "結束本回合",
    total: "總分",
    custom_points: "分數",
    add: "加入",
    finish_game: "結束遊戲",
    share: "移交或分享",
    finish_game_question: "現在就結束遊戲嗎？將以目前的分數決定勝負。",
    winner_is: |name| format!("{name} 獲勝！"),
    shared_win: |names| format!("共同獲勝：{names}"),
    game_over: "遊戲結束",
    points_of: |name| format!("{name} 的分數"),
    log_score: |name, points| format!("{name} {}", signed(points)),
    log_by: |name, line| format!("{name}：{line}"),
    log_next_round: "回合結束",
    log_finish: "遊戲結束",
    log_roll: |a, b| format!("擲骰：{a} + {b} = {}", a + b),
    no_saved_games: "還沒有存檔，來開一局吧！",
    no_history: "結束的遊戲會列在這裡。",
    in_progress: "進行中",
    finished_on: |date| format!("{date} 結束"),
    started_on: |date| format!("{date} 開始"),
    actions_count: |n| format!("{n} 步"),
    delete_question: |name| format!("確定要永久刪除「{name}」嗎？"),
    broken_saves: "無法讀取的存檔",
    broken_hint: "這些存檔會原封不動地保留。可以複製文字，另外保存。",
    export_text: "複製文字",
    copied: "已複製。",
    theme: "主題",
    theme_system: "跟隨系統",
    theme_light: "淺色",
    theme_dark: "深色",
    during_game: "遊戲進行時",
    keep_awake: "螢幕保持開啟",
    keep_awake_hint:
        "在遊戲開啟且尚未結束時有效。僅限瀏覽器；安裝在手機上的 App 依照系統的螢幕自動關閉設定。",
    vibrate: "擲骰時震動",
    vibrate_hint: "需要手機支援。",
    storage_failed: |why| format!("無法儲存：{why}"),
    rules_intro: "每款遊戲的每條規則，都用你的語言寫好了。",
    rules_search: "搜尋規則",
    rules_search_hint: "硬幣、橋、幽靈船…",
    rules_only_game: |game| format!("只看{game}"),
    rules_all_games: "所有遊戲",
    rules_no_results: |query| format!("沒有規則提到「{query}」。"),
    rules_in_game_none: |query, game| format!("{game}沒有規則提到「{query}」。其他遊戲中："),
    rules_results: |n| format!("{n} 條規則"),
    rules_related: "相關規則",
    rule_help: |title| format!("規則：{title}"),
    see_rule: "查看規則",
    close: "關閉",
    language: "語言",
    language_system: "跟隨手機",
    refusal_game_over: "遊戲已經結束。若要修改，請復原上一個動作。",
    refusal_wrong_game: "這個動作屬於另一款遊戲。",
    scorepad_refusal: scorepad_refusal_zh,
    dice_refusal: dice_refusal_zh,
    duration: |minutes| {
        if minutes < 60 {
            format!("{minutes} 分鐘")
        } else {
            format!("{} 小時 {:02} 分", minutes / 60, minutes % 60)
        }
    },
    winners: "獲勝者",
};
