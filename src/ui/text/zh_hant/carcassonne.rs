//! The Traditional Chinese words of the carcassonne screens (see [`crate::ui::text::carcassonne`]).

use crate::rules::carcassonne::{
    District, Expansion, FeatureKind, Item, Refusal, TurnChoice, MAX_MANUAL_POINTS, RANSOM,
};
use crate::ui::text::carcassonne::CarcassonneTexts;

fn district_zh(district: District) -> &'static str {
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

fn refusal_zh(refusal: &Refusal) -> String {
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

pub const ZH_HANT: CarcassonneTexts = CarcassonneTexts {
    refusal: refusal_zh,
    blurb: "分數、米寶、高塔，以及伯爵、國王與強盜。",

    opt_tower: "高塔",
    opt_tower_hint: "塔、俘虜與贖金。多 18 塊板塊。",
    opt_count: "伯爵",
    opt_count_hint: "以分成四個區的卡卡頌城作為起點。",
    opt_king_robber: "國王與強盜",
    opt_king_robber_hint: "最大的完成城市與最長的完成道路可得獎勵板塊。多 5 塊板塊。",
    pile_of: |pile, all| format!("牌堆有 {pile} 塊板塊（結束時桌上共 {all} 塊）。"),

    turn_of: |name| format!("輪到 {name}"),
    turn_badge: "▶ 輪到",
    tiles_left: |n| match n {
        0 => "最後一塊：牌堆已空".to_string(),
        n => format!("牌堆還剩 {n} 塊板塊"),
    },
    choice_none: "放好板塊後：可放一個米寶或一層塔，也可以都不放。",
    choice_done: |choice| match choice {
        TurnChoice::Meeple => "本回合：已放米寶。",
        TurnChoice::NewTower => "本回合：已蓋新塔。",
        TurnChoice::Floor => "本回合：已加一層塔。",
        TurnChoice::CloseTower => "本回合：已封頂一座塔。",
    },
    place_meeple: "放米寶",
    supply_empty: "供應區已經沒有米寶了。",
    redraw: "無處可放：重抽",
    redraw_hint: "這塊板塊放回盒中，牌堆再少一塊。",
    end_turn: "下一位玩家",
    last_tile: "最後一塊已放：終局計分",
    correct_tiles: "修正板塊數",
    tiles_in_pile: "牌堆中的板塊數",
    set: "設定",

    scores: "分數",
    track: |space, laps| {
        if laps == 0 {
            format!("計分軌第 {space} 格")
        } else {
            format!("計分軌第 {space} 格 + {laps}×50")
        }
    },
    bonus_line: |king, robber| format!("含國王 +{king}、強盜 +{robber}"),
    correct_scores: "手動加減分（+/−）",
    points_for: |name| format!("{name} 的分數"),

    feature_title: "完成了一個地形",
    kind_name: |kind, completed| match (kind, completed) {
        (FeatureKind::City, true) => "城市",
        (FeatureKind::City, false) => "未完成的城市",
        (FeatureKind::Road, true) => "道路",
        (FeatureKind::Road, false) => "未完成的道路",
        (FeatureKind::Monastery, true) => "修道院",
        (FeatureKind::Monastery, false) => "未完成的修道院",
        (FeatureKind::Farm, _) => "草原",
    },
    city_tiles: "板塊",
    pennants: "盾徽",
    monastery_tiles: "板塊：修道院與周圍",
    monastery_full: "被圍滿的修道院：9 塊板塊。",
    farm_cities: "相鄰的完成城市",
    farm_carcassonne: "與卡卡頌城相鄰",
    part: |item, count, each, points| {
        if item == Item::CarcassonneCity {
            format!("{}:{points}", item_zh(item))
        } else {
            format!("{count} {} × {each} = {points}", item_zh(item))
        }
    },
    total_points: |n| format!("共 {n} 分"),
    who_scores: "地形上的米寶與得分者",
    majority_hint: "米寶最多的玩家得分；並列時都得分。點一下可更改。",
    meeples_back: "收回的米寶",
    from_district: |d| format!("來自{}區", district_zh(d)),
    scores_on: "✓ 得分",
    scores_off: "不得分",
    nobody_scores: "沒有人得分。",
    each_scores: |names, points| format!("{names}:+{points}"),
    confirm_score: |points| format!("記 {points} 分"),

    meeples: "米寶",
    meeple_line: |supply, board, towers, city| {
        let mut line = format!("供應區 {supply} · 版圖上 {board}");
        if towers > 0 {
            line.push_str(&format!("（塔上 {towers}）"));
        }
        if city > 0 {
            line.push_str(&format!(" · 卡卡頌城 {city}"));
        }
        line
    },
    held_by: |captor, n| format!("被 {captor} 俘虜 {n} 個"),

    tower: "高塔",
    floors_left: |name, n| format!("{name}：剩 {n} 層塔"),
    no_towers: "還沒有塔。",
    tower_line: |number, height, closed| {
        let state = if closed { "已封頂" } else { "未封頂" };
        format!("{number} 號塔：高 {height} 層，{state}")
    },
    tower_top: |name| format!("{name} 的米寶在塔頂"),
    tower_choice: "代替放米寶",
    new_tower: "在空塔基上蓋一層",
    floor_on: |n| format!("在 {n} 號塔加一層"),
    close_on: |n| format!("用米寶封頂 {n} 號塔"),
    no_floors: "沒有塔層了。",
    reach_reminder: |h| {
        format!("射程 = 高度 {h}：四個直線方向各 {h} 塊板塊；空隙與其他塔都不會阻擋。")
    },
    capture_title: "要俘虜射程內的米寶嗎？",
    capture_rule: "自己的米寶回到供應區；別人的米寶成為你的俘虜。",
    no_capture: "不俘虜",
    capture_feature: |name| format!("{name} 在地形上的米寶"),
    capture_top: |name, n| format!("{name} 在 {n} 號塔頂的米寶"),
    place_floor: "放下塔層",
    prisoners: "俘虜",
    holds: |captor, n, owner| format!("{captor} 俘虜了 {owner} 的 {n} 個米寶"),
    no_prisoners: "沒有人持有俘虜。",
    exchange_note: "兩位玩家互相持有對方的俘虜時，會立刻交換。",
    ransom_to: |captor, points| format!("付 {points} 分給 {captor}，贖回你的米寶"),
    ransom_too_dear: |score| format!("贖金要 {RANSOM} 分；你只有 {score} 分。"),
    ransom_once: "每回合只能付一次贖金：本回合已經付過。",

    king_robber: "國王與強盜",
    king_held: |name, tiles| {
        format!(
            "國王：{name}，{tiles} 塊板塊的城市。要搶走它：需完成 {} 塊以上的城市。",
            tiles + 1
        )
    },
    king_none: "國王：尚無人持有。第一座完成的城市會拿到它。",
    robber_held: |name, tiles| {
        format!(
            "強盜：{name}，{tiles} 塊板塊的道路。要搶走它：需完成 {} 塊以上的道路。",
            tiles + 1
        )
    },
    robber_none: "強盜：尚無人持有。第一條完成的道路會拿到它。",
    strip_king: "國王",
    strip_robber: "強盜",
    completed_counts: |cities, roads| format!("目前已完成：{cities} 座城市、{roads} 條道路。"),
    bonus_now: |name, king, robber| format!("{name}：終局時國王 +{king}、強盜 +{robber}"),

    count_city: "卡卡頌城",
    district_name: district_zh,
    district_feeds: |d| match d {
        District::Castle => "對應城市",
        District::Market => "對應草原（終局計分）",
        District::Blacksmith => "對應道路",
        District::Cathedral => "對應修道院",
    },
    count_here: "♛ 伯爵",
    empty_district: "空",
    enter_title: "把米寶放進卡卡頌城",
    enter_hint: "你的板塊完成了只讓對手得分、你沒得分的地形時，就能獲得：每回合一個米寶。",
    enter_used: "本回合已有米寶放進卡卡頌城。",
    count_move: "要移動伯爵嗎？",
    count_stay: "留在原地",
    enter_confirm: "放入米寶",

    final_title: "終局計分",
    final_step: |step, of, name| format!("第 {step}/{of} 步：{name}"),
    step_name: |step| match step {
        0 => "未完成的城市",
        1 => "未完成的道路",
        2 => "未完成的修道院",
        3 => "草原",
        _ => "獎勵與勝者",
    },
    step_hint: |step| match step {
        0 => "每塊板塊與每個盾徽各 1 分。逐一輸入有米寶的城市，再繼續。",
        1 => "每塊板塊 1 分。逐一輸入有米寶的道路。",
        2 => "修道院本身與周圍每塊板塊各 1 分。",
        3 => "每片草原相鄰的每座完成城市 3 分。",
        _ => "確認獎勵後，結束遊戲。",
    },
    next_step: "下一步",
    prev_step: "上一步",
    districts_score_nothing: "留在卡卡頌城各區的米寶不得分。",
    no_bonus: "本局沒有國王與強盜的獎勵。",
    finish: "結束：宣布勝者",

    log_place_meeple: "放了米寶",
    log_floor: |tower| match tower {
        None => "在空塔基上蓋了一層".to_string(),
        Some(i) => format!("在 {} 號塔加了一層", u16::from(i) + 1),
    },
    log_capture_feature: |name| format!("，俘虜了 {name} 的米寶"),
    log_capture_top: |name, tower| {
        format!("，俘虜了 {name} 在 {} 號塔頂的米寶", u16::from(tower) + 1)
    },
    log_close: |tower| format!("用米寶封頂 {} 號塔", u16::from(tower) + 1),
    log_ransom: |captor| format!("付了 {RANSOM} 分贖金給 {captor}"),
    log_score: |feature, names, points| format!("{feature}:{names} +{points}"),
    log_nobody: "沒有人得分",
    log_from_district: |district| format!("（米寶來自{district}區）"),
    log_enter: |d| format!("米寶進入卡卡頌城的{}區", district_zh(d)),
    log_count_moves: |d| format!("；伯爵移到{}區", district_zh(d)),
    log_adjust: |name, points| {
        if points > 0 {
            format!("{name} +{points}（手動）")
        } else {
            format!("{name} {points}（手動）")
        }
    },
    log_redraw: "無處可放的板塊：已重抽",
    log_set_tiles: |n| format!("板塊數設為 {n}"),
    log_end_turn: "下一位玩家",
    log_finish: "終局計分結束",

    new_tower_short: "蓋新塔",
    track_title: "計分軌",
    track_of: |name, space, laps| {
        if laps == 0 {
            format!("{name} 第 {space} 格")
        } else {
            format!("{name} 第 {space} 格 + {laps}×50")
        }
    },
    floors_of: |name, n| format!("{name} {n} 層"),
    tower_more: |floors, prisoners| match prisoners {
        0 => format!("{floors}；沒有俘虜"),
        n => format!("{floors}；{n} 名俘虜"),
    },
    king_robber_more: |king, robber| {
        format!(
            "國王：{}，強盜：{}",
            king.unwrap_or("尚無"),
            robber.unwrap_or("尚無")
        )
    },
    count_more: |d, n| format!("伯爵在{}；城內有 {n} 個米寶", district_zh(d)),
    supply_of: |name, n| format!("{name} 供應區 {n} 個"),
    pile_more: |n| format!("牌堆：剩 {n} 張 · 重抽或更正張數"),
};
