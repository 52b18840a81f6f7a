//! The Chinese sentences of the Carcassonne screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/carcassonne.toml`.

use crate::rules::carcassonne::{
    District, Expansion, FeatureKind, Item, Refusal, TurnChoice, MAX_MANUAL_POINTS, RANSOM,
};

pub fn district_zh(district: District) -> &'static str {
    match district {
        District::Castle => "城堡",
        District::Market => "市集",
        District::Blacksmith => "鐵匠",
        District::Cathedral => "大教堂",
    }
}

fn expansion_zh(expansion: Expansion) -> &'static str {
    match expansion {
        Expansion::Tower => "高塔",
        Expansion::Count => "卡卡頌伯爵",
        Expansion::KingRobber => "國王與強盜",
    }
}

/// What is counted, with its measure word: "6 塊城市板塊".
fn item_zh(item: Item) -> &'static str {
    match item {
        Item::CityTile => "塊城市板塊",
        Item::Pennant => "個盾徽",
        Item::RoadTile => "塊道路板塊",
        Item::MonasteryTile => "塊板塊（含修道院）",
        Item::CompletedCity => "座完成的城市",
        Item::CarcassonneCity => "卡卡頌城",
    }
}

pub fn refusal_zh(refusal: &Refusal) -> String {
    match refusal {
        Refusal::NoSuchPlayer => "這局遊戲沒有這位玩家。".to_string(),
        Refusal::GameFinished => "遊戲已經結束。若要修改，請復原上一個動作。".to_string(),
        Refusal::FinalScoringUnderway => "最後一塊板塊已經放完：只剩終局計分可以輸入。".to_string(),
        Refusal::TilesStillLeft { tiles } => {
            format!("牌堆還有 {tiles} 塊板塊：放完最後一塊，遊戲才結束。")
        }
        Refusal::ExpansionNotInPlay(expansion) => format!(
            "本局沒有加入「{}」。要使用的話，請開一局加入它的新遊戲。",
            expansion_zh(*expansion)
        ),
        Refusal::EmptySupply => "你的供應區已經沒有米寶了。".to_string(),
        Refusal::TurnChoiceMade => "你本回合已經放過米寶或塔層：每回合只能放一次。".to_string(),
        Refusal::NoFloorsLeft => "你已經沒有塔層了。".to_string(),
        Refusal::NoFreeFoundation => "本局每個塔基上都已經有塔了。".to_string(),
        Refusal::NoSuchTower => "版圖上沒有這座塔。".to_string(),
        Refusal::TowerClosed => "這座塔已經封頂：塔頂放了米寶，不能再加高。".to_string(),
        Refusal::NothingToCapture => "那位玩家在那裡沒有可以俘虜的米寶。".to_string(),
        Refusal::RansomAlreadyPaid => "你本回合已經付過贖金：每回合只能付一次。".to_string(),
        Refusal::NoPrisonerHeld => "那位玩家手上沒有你的米寶。".to_string(),
        Refusal::RansomTooDear { score } => {
            format!("贖金要 {RANSOM} 分，而你只有 {score} 分：分數不能低於 0。")
        }
        Refusal::ImpossibleFeature => {
            "不可能有這種大小：請檢查板塊、盾徽或城市的數量。".to_string()
        }
        Refusal::NotScoredDuringPlay => {
            "遊戲中只有完成的城市、道路與修道院會計分。草原與未完成的地形在終局計分。".to_string()
        }
        Refusal::AlreadyScoredWhenCompleted => {
            "完成的地形在完成時就已計分。終局計分只算未完成的地形與草原。".to_string()
        }
        Refusal::NoCarcassonneCity => "只有加入伯爵時，桌上才有卡卡頌城。".to_string(),
        Refusal::WrongListLength => "清單中每位玩家都必須剛好有一個數字。".to_string(),
        Refusal::ScorerWithoutMeeple => {
            "得分的玩家必須在該地形上有米寶：請輸入收回的米寶。".to_string()
        }
        Refusal::TooManyReturned => "收回的米寶比那位玩家在版圖上的還多。".to_string(),
        Refusal::DistrictTooFew { district } => {
            format!("那位玩家在{}區沒有那麼多米寶。", district_zh(*district))
        }
        Refusal::CountGuardsDistrict { district } => format!(
            "伯爵在{}區：他在那裡時，任何米寶都不能離開該區。",
            district_zh(*district)
        ),
        Refusal::DistrictIdleInFinalScoring { district } => format!(
            "最終計分時，只有市集區的米寶還能加入草地；{}區的米寶留在原處，不得分。",
            district_zh(*district)
        ),
        Refusal::CityEntryNotEarned => {
            "只有在你的板塊完成了讓對手得分、你卻沒得分的地形後，才能把米寶放進卡卡頌城。"
                .to_string()
        }
        Refusal::CityEntryUsed => "你本回合已經把米寶放進卡卡頌城：每回合只能一個。".to_string(),
        Refusal::CountAlreadyThere { district } => {
            format!("伯爵已經在{}區了。", district_zh(*district))
        }
        Refusal::ZeroPoints => "加 0 分不會改變任何東西。".to_string(),
        Refusal::EntryTooLarge => {
            format!("單次輸入最多只能改變 {MAX_MANUAL_POINTS} 分。")
        }
        Refusal::ScoreBelowZero => "分數不能低於 0。".to_string(),
        Refusal::PileEmpty => "牌堆已經空了。".to_string(),
        Refusal::RedrawAfterChoice => "這塊板塊已經用上了：你本回合放過米寶或塔層。".to_string(),
        Refusal::TooManyTiles { max } => format!("本局的牌堆最多只有 {max} 塊板塊。"),
    }
}

pub fn tiles_left(n: u8) -> String {
    match n {
        0 => "最後一塊：牌堆已空".to_string(),
        n => format!("牌堆還剩 {n} 塊板塊"),
    }
}

pub fn choice_done(choice: TurnChoice) -> &'static str {
    match choice {
        TurnChoice::Meeple => "本回合：已放米寶。",
        TurnChoice::NewTower => "本回合：已蓋新塔。",
        TurnChoice::Floor => "本回合：已加一層塔。",
        TurnChoice::CloseTower => "本回合：已封頂一座塔。",
    }
}

pub fn track(space: i64, laps: i64) -> String {
    if laps == 0 {
        format!("計分軌第 {space} 格")
    } else {
        format!("計分軌第 {space} 格 + {laps}×50")
    }
}

pub fn kind_name(kind: FeatureKind, completed: bool) -> &'static str {
    match (kind, completed) {
        (FeatureKind::City, true) => "城市",
        (FeatureKind::City, false) => "未完成的城市",
        (FeatureKind::Road, true) => "道路",
        (FeatureKind::Road, false) => "未完成的道路",
        (FeatureKind::Monastery, true) => "修道院",
        (FeatureKind::Monastery, false) => "未完成的修道院",
        (FeatureKind::Farm, _) => "草原",
    }
}

pub fn part(item: Item, count: u8, each: u8, points: i64) -> String {
    if item == Item::CarcassonneCity {
        format!("{}:{points}", item_zh(item))
    } else {
        format!("{count} {} × {each} = {points}", item_zh(item))
    }
}

pub fn from_district(name: &str, d: District) -> String {
    format!("{name} 來自{}區的米寶", district_zh(d))
}

pub fn meeple_line(supply: u8, board: u32, towers: u8, city: u32) -> String {
    let mut line = format!("供應區 {supply} · 版圖上 {board}");
    if towers > 0 {
        line.push_str(&format!("（塔上 {towers}）"));
    }
    if city > 0 {
        line.push_str(&format!(" · 卡卡頌城 {city}"));
    }
    line
}

pub fn tower_line(number: usize, height: u8, closed: bool) -> String {
    let state = if closed { "已封頂" } else { "未封頂" };
    format!("{number} 號塔：高 {height} 層，{state}")
}

pub fn ransom_too_dear(score: i64) -> String {
    format!("贖金要 {RANSOM} 分；你只有 {score} 分。")
}

pub fn king_held(name: &str, tiles: u8) -> String {
    format!(
        "國王：{name}，{tiles} 塊板塊的城市。要搶走它：需完成 {} 塊以上的城市。",
        tiles + 1
    )
}

pub fn robber_held(name: &str, tiles: u8) -> String {
    format!(
        "強盜：{name}，{tiles} 塊板塊的道路。要搶走它：需完成 {} 塊以上的道路。",
        tiles + 1
    )
}

pub fn district_feeds(d: District) -> &'static str {
    match d {
        District::Castle => "對應城市",
        District::Market => "對應草原（終局計分）",
        District::Blacksmith => "對應道路",
        District::Cathedral => "對應修道院",
    }
}

pub fn step_name(step: usize) -> &'static str {
    match step {
        0 => "未完成的城市",
        1 => "未完成的道路",
        2 => "未完成的修道院",
        3 => "草原",
        _ => "獎勵與勝者",
    }
}

pub fn step_hint(step: usize) -> &'static str {
    match step {
        0 => "每塊板塊與每個盾徽各 1 分。逐一輸入有米寶的城市，再繼續。",
        1 => "每塊板塊 1 分。逐一輸入有米寶的道路。",
        2 => "修道院本身與周圍每塊板塊各 1 分。",
        3 => "每片草原相鄰的每座完成城市 3 分。",
        _ => "確認獎勵後，結束遊戲。",
    }
}

pub fn log_floor(tower: Option<u8>) -> String {
    match tower {
        None => "在空塔基上蓋了一層".to_string(),
        Some(i) => format!("在 {} 號塔加了一層", u16::from(i) + 1),
    }
}

pub fn log_capture_top(name: &str, tower: u8) -> String {
    format!("，俘虜了 {name} 在 {} 號塔頂的米寶", u16::from(tower) + 1)
}

pub fn log_close(tower: u8) -> String {
    format!("用米寶封頂 {} 號塔", u16::from(tower) + 1)
}

pub fn log_ransom(captor: &str) -> String {
    format!("付了 {RANSOM} 分贖金給 {captor}")
}

pub fn log_enter(d: District) -> String {
    format!("米寶進入卡卡頌城的{}區", district_zh(d))
}

pub fn log_count_moves(d: District) -> String {
    format!("；伯爵移到{}區", district_zh(d))
}

pub fn log_adjust(name: &str, points: i16) -> String {
    if points > 0 {
        format!("{name} +{points}（手動）")
    } else {
        format!("{name} {points}（手動）")
    }
}

pub fn track_of(name: &str, space: i64, laps: i64) -> String {
    if laps == 0 {
        format!("{name} 第 {space} 格")
    } else {
        format!("{name} 第 {space} 格 + {laps}×50")
    }
}

pub fn tower_more(floors: &str, prisoners: u32) -> String {
    match prisoners {
        0 => format!("{floors}；沒有俘虜"),
        n => format!("{floors}；{n} 名俘虜"),
    }
}

pub fn king_robber_more(king: Option<&str>, robber: Option<&str>) -> String {
    format!(
        "國王：{}，強盜：{}",
        king.unwrap_or("尚無"),
        robber.unwrap_or("尚無")
    )
}

pub fn count_more(d: District, n: u32) -> String {
    format!("伯爵在{}；城內有 {n} 個米寶", district_zh(d))
}
