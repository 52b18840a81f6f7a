//! The Chinese sentences of the Catan screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/catan.toml`.

use crate::rules::catan::seafarers::checklist::SetupNote;
use crate::rules::catan::table::Goods;
use crate::rules::catan::{Needs, Piece, Refusal};

pub fn setup_note_zh(note: SetupNote) -> &'static str {
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

pub fn scenario_name_zh(n: u8) -> &'static str {
    match n {
        4 => "4 · 穿越沙漠",
        5 => "5 · 被遺忘的部落",
        6 => "6 · 卡坦的布料",
        _ => "7 · 海盜群島",
    }
}

pub fn piece_name_zh(piece: Piece) -> &'static str {
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

pub fn refusal_zh(r: &Refusal) -> String {
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
        Refusal::Dice(d) => {
            crate::ui::text::for_lang(crate::rulebook::Lang::ZhHant).dice_refusal(d)
        }
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

pub fn terrain_zh(t: &crate::rules::catan::seafarers::Terrain) -> String {
    format!(
        "海 {}、沙漠 {}、金礦 {}、麥田 {}、丘陵 {}、山脈 {}、牧場 {}、森林 {}",
        t.sea, t.desert, t.gold, t.fields, t.hills, t.mountains, t.pasture, t.forest
    )
}

pub fn variant_hint(min: usize, max: usize) -> String {
    if min == max {
        format!("{min} 人遊玩。")
    } else {
        format!("{min} 至 {max} 人遊玩。")
    }
}

pub fn poor_why(n: u8, alone: bool) -> String {
    if alone {
        format!("金幣最少（{n}）")
    } else {
        format!("金幣並列最少（{n}）")
    }
}

pub fn log_roll(a: u8, b: u8) -> String {
    format!("骰子：{a} + {b} = {}", a + b)
}

pub fn spot_foreign(n: u8) -> String {
    format!("（外地區域 {}）", n + 1)
}

pub fn log_robber(hits: &str, desert: bool) -> String {
    if desert {
        "強盜移到沙漠".to_string()
    } else {
        format!("強盜移動，碰到：{hits}")
    }
}

pub fn log_pirate(from: Option<&str>) -> String {
    match from {
        Some(from) => format!("海盜移動，從 {from} 拿走 1 塊布"),
        None => "海盜移動".to_string(),
    }
}

pub fn log_connect(v: u8) -> String {
    format!("航線連到村落 {v}")
}

pub fn log_fleet_stop(hex: u8, names: &str) -> String {
    format!("艦隊第 {} 格旁：{names}", hex + 1)
}

pub fn log_reach_fortress(yes: bool) -> String {
    if yes {
        "航線到達堡壘".to_string()
    } else {
        "航線不再到達堡壘".to_string()
    }
}

pub fn goods(goods: Goods, n: u8) -> String {
    match goods {
        Goods::Coins => format!("{n} 枚硬幣"),
        Goods::Gold => format!("{n} 金"),
        Goods::Cloth => format!("{n} 布料"),
    }
}
