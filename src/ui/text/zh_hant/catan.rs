//! The Traditional Chinese words of the catan screens (see [`crate::ui::text::catan`]).

use crate::rules::catan::seafarers::checklist::SetupNote;
use crate::rules::catan::{Needs, Piece, Refusal};
use crate::ui::text::catan::CatanTexts;

fn setup_note_zh(note: SetupNote) -> &'static str {
    match note {
        SetupNote::DesertFirstSettlements => "前兩個村莊放在主島較大的那一塊上。",
        SetupNote::DesertRobberAndPirate => "強盜放在一塊沙漠上，海盜放在標示的海洋格。",
        SetupNote::NoRedNumberOnGold => "自行擺放版圖時，金礦地形上不可放 6 或 8。",
        SetupNote::TribeChitsAndHarbors => "卡坦標記放在標示的海岸邊，港口標記放在標示的位置。",
        SetupNote::TribeDevelopmentCards => "從牌庫頂取 4 張發展卡，蓋著放在標示的邊上。",
        SetupNote::TribeNoNumbers => "小島不放數字標記。",
        SetupNote::ClothVillages => "4 座小島上各兩個數字標記，標出 8 座村落。",
        SetupNote::ClothSupply => "每座村落旁放 5 塊布料，其餘 10 塊作為公共供應。",
        SetupNote::ClothRobber => "強盜放在數字 12 的田地上。",
        SetupNote::PiratesFixedMap => "固定地圖：只有港口可以調換。",
        SetupNote::PiratesFirstPieces => "每位玩家的第一個村莊與船依圖示放在東邊的島上。",
        SetupNote::PiratesFortressesAndFleet => {
            "每座要塞下放 3 個標記。沒有強盜；海盜艦隊放在標示的格子。"
        }
        SetupNote::PiratesVpCards => {
            "3 人遊戲時不用白色，並把勝利分數卡移出牌庫；4 人時分數卡留在牌庫，當作騎士使用。"
        }
    }
}

fn scenario_name_zh(n: u8) -> &'static str {
    match n {
        4 => "4 · 穿越沙漠",
        5 => "5 · 被遺忘的部落",
        6 => "6 · 卡坦的布料",
        _ => "7 · 海盜群島",
    }
}

fn piece_name_zh(piece: Piece) -> &'static str {
    match piece {
        Piece::Road => "道路",
        Piece::Settlement => "村莊",
        Piece::City => "城市",
        Piece::Ship => "船",
        Piece::Bridge => "橋",
    }
}

/// "15 條道路", "4 座城市": a count with the measure word of the piece.
fn piece_count_zh(piece: Piece, n: u8) -> String {
    let measure = match piece {
        Piece::Road => "條",
        Piece::Settlement => "個",
        Piece::City | Piece::Bridge => "座",
        Piece::Ship => "艘",
    };
    format!("{n} {measure}{}", piece_name_zh(piece))
}

/// The game a refused action needs ([`Refusal::WrongVariant`]).
fn variant_name_zh(needs: Needs) -> &'static str {
    match needs {
        Needs::Duel => "兩人對戰",
        Needs::Rivers => "卡坦河流",
        Needs::Desert => "穿越沙漠",
        Needs::Tribe => "被遺忘的部落",
        Needs::Cloth => "卡坦的布料",
        Needs::Pirates => "海盜群島",
        Needs::SeafarersWithPirate => "有海盜的航海家劇本",
    }
}

fn refusal_zh(r: &Refusal) -> String {
    match r {
        Refusal::NoSuchPlayer => "本局沒有這位玩家。".to_string(),
        Refusal::WrongVariant(needs) => {
            format!("這個動作只有「{}」才有。", variant_name_zh(*needs))
        }
        Refusal::PlacementExpects(piece) => format!(
            "初始擺放時，每位玩家先放村莊，再放一條相連的道路：接下來要放{}。",
            piece_name_zh(*piece)
        ),
        Refusal::NotDuringPlacement => "玩家還在擺放初始棋子，現在不能這麼做。".to_string(),
        Refusal::OnlyDuringPlacement => "初始擺放已經結束了。".to_string(),
        Refusal::RollFirst => "請先擲骰：這要在擲骰之後才能做。".to_string(),
        Refusal::AlreadyRolled => "本回合已經擲過骰了。".to_string(),
        Refusal::Dice(d) => (super::ZH_HANT.dice_refusal)(d),
        Refusal::MoveRobberFirst => "請先移動強盜：擲出 7 或打出騎士後必須移動它。".to_string(),
        Refusal::NoRobberToMove => {
            "強盜只在擲出 7 或打出騎士後移動，而這次已經移過了。".to_string()
        }
        Refusal::PieceLimit { piece, limit } => format!(
            "本局每位玩家只有 {}，已經全部在版圖上。",
            piece_count_zh(*piece, *limit)
        ),
        Refusal::PieceNotInVariant(piece) => format!("本局沒有{}。", piece_name_zh(*piece)),
        Refusal::NoSettlementToUpgrade => {
            "城市必須取代你的一個村莊，但你在版圖上沒有村莊。".to_string()
        }
        Refusal::SpotNotForPiece => {
            "這個棋子放在那裡沒有收益：河邊只有村莊和道路能得金幣，外地區域只計算村莊。".to_string()
        }
        Refusal::RoadLongerThanPieces { pieces } => {
            format!("道路長度不能超過這位玩家已建造的 {pieces} 段道路。")
        }
        Refusal::OneDevCardPerTurn => "每回合只能打出一張發展卡。".to_string(),
        Refusal::NoVpCardsLeft => "發展卡牌庫只有 5 張勝利分數卡。".to_string(),
        Refusal::NoKnightsLeft => "發展卡牌庫只有 14 張騎士卡，已經全部打出。".to_string(),
        Refusal::BadHits => "指定了不在本局中的玩家。".to_string(),
        Refusal::CoinsOff => "本局不使用硬幣。".to_string(),
        Refusal::CoinsLocked => "要等有玩家公開分數達到 5 分，才能花硬幣。".to_string(),
        Refusal::CoinsAlreadySpent => "每回合只能花一次硬幣。".to_string(),
        Refusal::CannotPay { price, coins } => {
            format!("這要付 {price} 枚硬幣，你只有 {coins} 枚。")
        }
        Refusal::OpponentHandEmpty => "強制交易需要對手手上至少有一張牌。".to_string(),
        Refusal::RobberAlreadyOnDesert => "強盜已經在沙漠了。".to_string(),
        Refusal::NoKnightToDiscard => "你沒有已打出的騎士可以棄掉。".to_string(),
        Refusal::KnightAlreadyDiscarded => "每回合只能棄一張騎士換硬幣。".to_string(),
        Refusal::FriendlyRobber { player } => format!(
            "友善強盜：玩家 {} 的公開分數在 4 分以下，強盜不能碰他的建築。",
            u16::from(*player) + 1
        ),
        Refusal::RobberProtection { player } => format!(
            "強盜保護：玩家 {} 上一次被強盜碰到，這一次不能再被碰。",
            u16::from(*player) + 1
        ),
        Refusal::NotEnoughGold { need, have } => {
            format!("這要付 {need} 枚金幣，你只有 {have} 枚。")
        }
        Refusal::GoldBuyLimit => "每回合最多用金幣買 2 張資源。".to_string(),
        Refusal::GoldTradeNotWithCurrent => "金幣只能在與目前回合玩家的交易中易手。".to_string(),
        Refusal::ZeroGold => "至少要給 1 枚金幣，而且只能給其他玩家。".to_string(),
        Refusal::ForeignDuringPlacement => "初始村莊要放在主島上，不能放在外地區域。".to_string(),
        Refusal::NoSuchArea => "版圖上沒有這個編號的外地區域。".to_string(),
        Refusal::TribeChitsGone => "8 個卡坦標記都已經被拿走了。".to_string(),
        Refusal::GiftCardsGone => "4 張禮物發展卡都已經被拿走了。".to_string(),
        Refusal::HarborsGone => "6 個港口標記都已經被奪走了。".to_string(),
        Refusal::NoHarborToPlace => "你手上沒有奪得的港口可以放。".to_string(),
        Refusal::NoSuchVillage => "村落共有 8 個，編號 1 至 8。".to_string(),
        Refusal::AlreadyConnected => "你已經和這個村落通商了。".to_string(),
        Refusal::PirateLockedUntilConnection => {
            "要等有人的航線連到村落，海盜才能移動。".to_string()
        }
        Refusal::NoClothToTake => "只能向有布的其他玩家拿布。".to_string(),
        Refusal::NoRobberInScenario => "海盜群島沒有強盜。".to_string(),
        Refusal::NoNormalShip => "你已經沒有普通船可以改成戰艦了。".to_string(),
        Refusal::NoSuchStop => "海盜艦隊的環線上沒有這一格。".to_string(),
        Refusal::NotAtFortress => "你的航線必須先到達你的堡壘。".to_string(),
        Refusal::FortressConquered => "你的堡壘已經攻下了。".to_string(),
        Refusal::FortressAlreadyAttacked => "堡壘每回合只能攻打一次。".to_string(),
        Refusal::BadDie => "骰子的點數是 1 到 6。".to_string(),
        Refusal::VpCardsOutOfGame => "3 人玩海盜群島時，勝利分數卡已移出遊戲。".to_string(),
    }
}

fn terrain_zh(t: &crate::rules::catan::seafarers::Terrain) -> String {
    format!(
        "海 {}、沙漠 {}、金礦 {}、麥田 {}、丘陵 {}、山脈 {}、牧場 {}、森林 {}",
        t.sea, t.desert, t.gold, t.fields, t.hills, t.mountains, t.pasture, t.forest
    )
}

pub const ZH_HANT: CatanTexts = CatanTexts {
    refusal: refusal_zh,
    blurb: "基本版、使用硬幣的兩人對戰、卡坦河流，以及航海家劇本 4 至 7。",

    variant: "遊戲",
    variant_base: "卡坦島",
    variant_duel: "兩人對戰",
    variant_rivers: "河流",
    variant_seafarers: "航海家",
    variant_hint: |min, max| {
        if min == max {
            format!("{min} 人遊玩。")
        } else {
            format!("{min} 至 {max} 人遊玩。")
        }
    },
    scenario: "劇本",
    scenario_name: scenario_name_zh,
    coins_on: "硬幣庫（20 枚）",
    coins_hint: "關閉時，整局對戰都不使用硬幣。",
    friendly_robber: "友善強盜",
    friendly_robber_hint: "強盜不能碰公開分數 4 分以下的對手。",
    robber_protection: "強盜保護",
    robber_protection_hint: "沒有人會連續兩次被強盜碰到。",
    harbormaster: "搭配港口王",
    harbormaster_hint: "與港口王一起玩：目標改為 11 分。",
    full_tie: "所有人金幣一樣多時",
    full_tie_everyone: "全部貧窮",
    full_tie_nobody: "無人貧窮",
    full_tie_hint: "並列金幣最少的玩家各拿一張貧窮居民卡。我們的解讀是全體並列也一樣（規則沒有寫例外）。如果你們的解讀不同，請選「無人貧窮」。",
    edition: "版本",
    edition_seed: "初版：12 分，1 個特殊分數",
    edition_later: "新版：14 分，每區域 2 分",
    village_numbers: "村落數字",
    village_numbers_hint: "照著版圖抄下每個村落的數字（2 至 12，沒有 7）。",
    village: |n| format!("村落 {n}"),
    loop_len: "艦隊環線的格數",
    loop_len_hint: "數一數版圖上海盜艦隊環線的海域格數，起點那格算 1。",
    target: "獲勝分數",
    target_range: |lo, hi| format!("可設 {lo} 至 {hi} 分。"),
    fewer: "減少",
    more: "增加",

    turn_of: |name, n| format!("第 {n} 回合 · {name}"),
    setup_step: |step, of| format!("初始擺放：第 {step} 步，共 {of} 步"),
    setup_order: "擺放順序",
    places_settlement: |name| format!("{name} 放一個村莊。"),
    places_road: |name| format!("{name} 在旁邊放一條道路（或一艘船）。"),
    phase_roll: "擲骰，或先打出騎士。",
    phase_robber: "先移動強盜，再做其他事。",
    turn_order: "回合順序",
    phase_build: "交易、建造，然後結束回合。",
    now_marker: "現在",

    roll: "用 App 擲骰",
    typed_roll: "或輸入桌上骰子的點數",
    die_a: "第一顆骰子",
    die_b: "第二顆骰子",
    enter_roll: "確定",

    build: "建造",
    piece_name: piece_name_zh,
    left: |n| format!("剩 {n}"),
    on_river: "在河邊（+1 金幣）",
    bridge_cost: "橋：2 磚 + 1 木材，得 3 金幣，算作道路。",
    foreign_area: |n| format!("在外地區域 {n} 蓋村莊"),
    foreign_hint: "蓋在小島上或沙漠另一側的村莊。",
    play_knight: "打出騎士",
    draw_vp_card: "抽到分數卡（不公開）",
    end_turn: "結束回合",

    scoreboard: "計分表",
    public_vp: "分",
    total_vp: |total, hidden| format!("總分 {total}（其中 {hidden} 分未公開）"),
    reveal: |name| format!("只給 {name} 看：顯示總分"),
    hide: "隱藏",
    road_length: "道路長度",
    road_of: |name| format!("{name} 的最長道路"),
    road_shorter: |name| format!("{name}：道路減 1"),
    road_longer: |name| format!("{name}：道路加 1"),
    knights: "騎士",
    longest_road: "最長道路",
    largest_army: "最大騎士團",
    no_holder: |at| format!("尚無人持有（至少 {at}）"),
    holder_line: |card, name| format!("{card}：{name}"),
    vp_target: |n| format!("目標 {n} 分，須在自己的回合達成"),

    robber_title: "移動強盜",
    robber_seven: "擲出了 7。",
    robber_knight: "打出了騎士。",
    robber_who: "新位置旁有誰的建築？",
    robber_desert: "移到沙漠",
    move_robber: "確認移動強盜",
    move_pirate: "改移海盜",
    take_cloth_from: "向誰拿 1 塊布",
    nobody: "無人",
    protected_friendly: "受保護：4 分以下",
    protected_last_hit: "受保護：上次被碰過",

    duel_title: "硬幣",
    no_coins: "本局不使用硬幣。",
    bank_line: |bank, players| format!("硬幣庫 {bank} + {players} = 20"),
    coins_of: |name, n| format!("{name} {n}"),
    unlocked: "已解鎖：有玩家公開分數達到 5 分。",
    locked: |best| format!("有玩家公開分數達到 5 分才解鎖（目前最高 {best} 分）。"),
    price_line: |name, price| format!("{name} 的價格：{price} 枚硬幣"),
    price_why: "公開分數不高於對手時 1 枚，領先時 2 枚。",
    forced_trade: "強制交易",
    opponent_cards: "對手手牌數",
    robber_to_desert: "強盜回沙漠",
    exchange: "銀行 2 換 1",
    forced_trade_hint: "從對手手中隨機抽 2 張，再還他 2 張。",
    robber_to_desert_hint: "不抽牌。",
    exchange_hint: "同種 2 張換任意 1 張。",
    discard_knight: "棄一張已打出的騎士：+2 硬幣",
    bank_short: |n| format!("硬幣庫只剩 {n} 枚：有多少給多少。"),
    coin_earning_hint: "對手的強盜碰到你的建築時，你拿 1 枚硬幣（在移動強盜時一併輸入）。",

    rivers_title: "金幣",
    supply_line: |n| format!("供應區 {n} / 40"),
    gold_of: |name, n| format!("{name} {n}"),
    wealthiest: "最富有 +1",
    poor: "貧窮 −2",
    wealthiest_why: |n| format!("金幣唯一最多（{n}）"),
    poor_why: |n, alone| {
        if alone {
            format!("金幣最少（{n}）")
        } else {
            format!("金幣並列最少（{n}）")
        }
    },
    wealthiest_none: "最富有居民：無人持有（並列最多時，卡片留在銀行）。",
    buy_gold: |left| format!("2 金幣買 1 張資源（本回合還能買 {left} 次）"),
    gold_trade: "交易中的金幣",
    gold_amount: "金幣",
    give_to: |name| format!("給 {name}"),
    take_from: |name| format!("從 {name} 拿"),

    checklist: "設置清單",
    setup_note: setup_note_zh,
    harbors_line: |two, three| format!("港口：特殊 2:1 {two} 個、一般 3:1 {three} 個"),
    hexes_line: |n| format!("板塊 {n} 塊"),
    terrain_line: terrain_zh,
    tokens_line: |n| format!("數字標記 {n} 個"),
    chits_line: |n| format!("卡坦標記 {n} 個"),
    printed_target: |n| format!("劇本目標：{n} 分"),

    desert_title: "外地區域",
    desert_rule_seed: "玩家第一次在外地區域蓋村莊時，得 1 個特殊勝利分數。",
    desert_rule_later: "玩家每開拓一個外地區域，得 2 個特殊勝利分數。",
    areas_of: |name, areas, vp| format!("{name}：{areas} 個區域，特殊分數 {vp}"),

    tribe_title: "被遺忘的部落",
    chits_left: |n| format!("卡坦標記剩 {n} / 8"),
    gifts_left: |n| format!("禮物卡剩 {n} / 4"),
    harbors_left: |n| format!("港口剩 {n} / 6"),
    take_chit: "卡坦標記（+1 分）",
    take_gift: "禮物發展卡",
    gift_hint: "卡片自己留著；要用時再當作騎士或分數卡輸入。",
    capture_harbor: "奪得港口",
    place_harbor: "放置港口",
    harbor_reminder: |name, n| format!("{name} 持有 {n} 個港口：有沿海村莊時就放上去。"),
    tribe_of: |name, chits, held, placed| {
        format!("{name}：{chits} 個標記，港口持有 {held} / 已放 {placed}")
    },

    cloth_title: "布料",
    general_supply: |n| format!("公共庫存 {n}"),
    villages_left: |n, end| format!("{n} 個村落還有布（剩 {end} 個以下時遊戲結束）"),
    village_line: |number, cloth| format!("村落 {number}：{cloth} 塊布"),
    connect: "連接",
    connected: "已連接",
    cloth_of: |name, cloth, vp| format!("{name}：{cloth} 塊布 = {vp} 分"),

    pirates_title: "海盜艦隊",
    fleet_at: |hex, len| format!("艦隊在第 {hex} 格（共 {len} 格）。"),
    fleet_gone: "所有堡壘都已攻下：艦隊移出版圖。",
    fleet_hex: |n| format!("第 {n} 格"),
    who_is_next_to: |n| format!("誰在第 {n} 格旁有村莊或城市？"),
    who_is_next_hint: "每格只問一次；有人在旁邊蓋了建築時再修改。",
    save_occupants: "儲存",
    edit_occupants: "修改這格旁邊有誰",
    occupants: |n, names| format!("第 {n} 格：{names}"),
    attacks: "這次擲骰後的襲擊",
    no_attack: "艦隊旁沒有人：沒有襲擊。",
    attack_lost: |name, pirates, ships, cards| {
        format!("{name}：海盜 {pirates} 勝過 {ships} 艘戰艦，失去 {cards} 張牌。")
    },
    attack_won: |name, pirates, ships| {
        format!("{name}：{ships} 艘戰艦勝過海盜 {pirates}，任選 1 張資源。")
    },
    attack_tie: |name, pirates, ships| {
        format!("{name}：{ships} 艘戰艦對海盜 {pirates}，平手，什麼也不發生。")
    },
    warships_of: |name, war, ships| format!("{name}：{ships} 艘船中有 {war} 艘戰艦"),
    fortress_of: |name, chits| format!("{name} 的堡壘：剩 {chits} / 3 個標記"),
    reaches_fortress: "我的航線已到達我的堡壘",
    attack_fortress: "攻打堡壘",
    fortress_die: "堡壘骰",
    roll_fortress_die: "擲堡壘骰",
    fortress_rule: "戰艦多於骰子：移除一個標記（第三個即攻下）。較少：失去 2 艘船。相等：失去 1 艘船。",
    warship_from_vp: "把分數卡當騎士亮出：武裝戰艦",
    pirate_win_rule: "獲勝條件：攻下自己的堡壘，並達到目標分數。",

    badge_turn: "▶ 回合中",
    badge_conquered: "已攻下堡壘",
    strip_road: "最長路",
    strip_army: "最大軍",
    strip_wealthiest: "最富",
    strip_poor: "最窮",
    strip_fortress: "堡壘",

    log_roll: |a, b| format!("骰子：{a} + {b} = {}", a + b),
    log_end_turn: "回合結束",
    log_build: |piece, spot| format!("建造{piece}{spot}"),
    spot_river: "（河邊）",
    spot_foreign: |n| format!("（外地區域 {}）", n + 1),
    log_road_length: |name, n| format!("{name} 的最長道路：{n}"),
    log_knight: "打出騎士",
    log_vp_card: "抽到發展卡（不公開）",
    log_robber: |hits, desert| {
        if desert {
            "強盜移到沙漠".to_string()
        } else {
            format!("強盜移動，碰到：{hits}")
        }
    },
    log_pirate: |from| match from {
        Some(from) => format!("海盜移動，從 {from} 拿走 1 塊布"),
        None => "海盜移動".to_string(),
    },
    log_forced_trade: |cards| format!("付硬幣：強制交易（對手有 {cards} 張牌）"),
    log_robber_to_desert: "付硬幣：強盜回沙漠",
    log_exchange: "付硬幣：銀行 2 換 1",
    log_discard_knight: "棄騎士換 2 枚硬幣",
    log_buy_gold: "用 2 金幣買了資源",
    log_give_gold: |from, to, n| format!("{from} 給 {to} {n} 枚金幣"),
    log_tribe_chit: "拿到卡坦標記（+1 分）",
    log_gift_card: "拿到禮物發展卡",
    log_capture_harbor: "奪得港口",
    log_place_harbor: "在沿海村莊旁放置港口",
    log_connect: |v| format!("航線連到村落 {}", v + 1),
    log_fleet_stop: |hex, names| format!("艦隊第 {} 格旁：{names}", hex + 1),
    log_reach_fortress: |yes| {
        if yes {
            "航線到達堡壘".to_string()
        } else {
            "航線不再到達堡壘".to_string()
        }
    },
    log_attack_fortress: |die| format!("攻打堡壘，骰子 {die}"),
    log_warship_vp: "把分數卡當騎士亮出：武裝一艘戰艦",
};
