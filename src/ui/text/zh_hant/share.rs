//! The Traditional Chinese words of the share screens (see [`crate::ui::text::share`]).

use crate::ui::text::share::ShareTexts;

pub const ZH_HANT: ShareTexts = ShareTexts {
    hand_over: "移交這局遊戲",
    hand_over_hint: "用另一支手機的相機掃描這個 QR Code：遊戲會在那支手機上打開，連同完整紀錄繼續玩。不需要帳號，兩支手機之間也不需要連網。",
    snapshot_note: "這局遊戲連同紀錄太長，一個代碼放不下：代碼只帶目前的分數與狀態，復原紀錄會被捨棄。",
    sequence_note: |n| format!("即使不含復原紀錄（已捨棄），這局遊戲仍需要 {n} 個代碼。請一個接一個掃描，順序不拘。"),
    code_of: |i, n| format!("代碼 {i} / {n}"),
    previous_code: "上一個代碼",
    next_code: "下一個代碼",
    qr_version: |v| format!("QR 版本 {v}，錯誤修正等級 M"),
    qr_alt: "可在另一支手機開啟這局遊戲的連結 QR Code",
    copy_link: "複製連結",
    copy_code: "以文字複製代碼",
    share_sheet: "分享…",
    copied: "已複製。",
    no_share_sheet: "這台裝置在這裡無法開啟分享選單，所以改為複製：請貼到訊息中傳送。",
    paste_code: "貼上代碼",
    import_title: "匯入遊戲",
    import_hint: "貼上另一支手機分享的 Tablemate 連結或代碼。",
    code_label: "連結或代碼",
    read_code: "讀取",
    parts_progress: |have, of| format!("已讀取 {have} 個代碼，共 {of} 個。"),
    parts_missing: |list| format!("還需掃描或貼上：{list}。"),
    start_over: "重新開始",
    will_import: "將匯入以下內容：",
    actions: |n| format!("{n} 步"),
    snapshot_import_note: "只有目前的狀態：為了放進代碼，復原紀錄已被捨棄。",
    import_confirm: "匯入為新遊戲",
    import_new_note: "它會成為一個新的存檔，不會取代你的任何遊戲。",
    imported: |name| format!("已匯入「{name}」。"),
    imported_name: |name| format!("{name}（匯入）"),
    no_game: "目前沒有開啟的遊戲。",
    results: "遊戲結果",
    results_winner: |names| format!("獲勝者：{names}"),
    results_date: |date| format!("遊玩日期：{date}"),
    results_duration: |h, m| {
        if h > 0 {
            format!("歷時 {h} 小時 {m:02} 分")
        } else {
            format!("歷時 {m} 分鐘")
        }
    },
    results_text_title: |name, kind| format!("{name}({kind})"),
    copy_results: "複製結果",
    share_results: "分享結果…",
    results_qr_alt: "遊戲結果文字的 QR Code",
};
