//! The Chinese sentences of the Jamaica screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/jamaica.toml`.

use crate::rules::jamaica::combat::{MAX_BONUS, MAX_POWDER};
use crate::rules::jamaica::crew::{Crew, TavernError};
use crate::rules::jamaica::ghost::{Forced, MAX_GHOST_TREASURES, MAX_GOLD_TAKEN};
use crate::rules::jamaica::scoring::{DeclarationError, MAX_DECLARED_GOLD};
use crate::rules::jamaica::track::{Dir, MAX_LAP};
use crate::rules::jamaica::{Expected, Refusal, Ship};

/// "，岔路走第 7 格" (or "第 7、13 格" for two forks), nothing without a fork.
fn via(branches: &[u8]) -> String {
    if branches.is_empty() {
        String::new()
    } else {
        let ways: Vec<String> = branches.iter().map(|b| b.to_string()).collect();
        format!("，岔路走第 {} 格", ways.join("、"))
    }
}

fn expected_zh(expected: Expected) -> &'static str {
    match expected {
        Expected::ActionDice => "船長擲兩顆行動骰",
        Expected::CardAction => "玩家執行行動卡上的下一個行動",
        Expected::Fee => "確認這格的費用是否付清",
        Expected::ShortageChoice => "選擇船要退回的格子",
        Expected::Fight => "這一格的戰鬥",
        Expected::Spoils => "戰鬥勝方決定拿走什麼",
        Expected::Recruit => "決定是否招募船員",
        Expected::GhostMove => "幽靈船移動",
        Expected::Declarations => "每位玩家申報終局計分的金幣、寶藏與船員",
        Expected::LookOut => "瞭望員是否拿走船旁海盜巢穴的寶藏",
    }
}

pub fn crew_name_zh(crew: Crew) -> &'static str {
    match crew {
        Crew::SirBeth => "貝絲爵士",
        Crew::Saran => "薩蘭",
        Crew::Buccaneer => "海盜",
        Crew::Strategist => "戰略家",
        Crew::Shipowner => "船東",
        Crew::NoseyParker => "好奇者",
        Crew::King => "國王",
        Crew::Bishop => "主教",
        Crew::Cartographer => "製圖師",
        Crew::OldSeadog => "老水手",
        Crew::Anchoree => "錨手",
        Crew::Seafarer => "航海者",
        Crew::VenetianMerchant => "威尼斯商人",
        Crew::PrussianMerchant => "普魯士商人",
        Crew::HelvetianMerchant => "瑞士商人",
        Crew::Cooper => "箍桶匠",
        Crew::Calypso => "卡利普索",
        Crew::Witch => "女巫",
        Crew::Oracle => "先知",
        Crew::LookOut => "瞭望員",
    }
}

fn ship_zh(ship: Ship) -> String {
    match ship {
        Ship::Player(p) => format!("玩家 {} 的船", u16::from(p) + 1),
        Ship::Ghost => "幽靈船".to_string(),
    }
}

fn dir_zh(dir: Dir) -> &'static str {
    match dir {
        Dir::Forward => "前進",
        Dir::Backward => "後退",
    }
}

pub fn refusal_zh(r: &Refusal) -> String {
    match r {
        Refusal::NotNow(expected) => {
            format!("現在不行：遊戲正在等待{}。", expected_zh(*expected))
        }
        Refusal::BadActionDie(v) => format!("行動骰的點數是 1 到 6，不會是 {v}。"),
        Refusal::NoSuchPlayer => "本局沒有這位玩家。".to_string(),
        Refusal::BranchNeeded { at, options } => format!(
            "這次移動經過第 {at} 格的岔路：請選擇路線，第 {} 格或第 {} 格。",
            options.first().copied().unwrap_or(0),
            options.get(1).copied().unwrap_or(0)
        ),
        Refusal::BadBranch { at, chosen } => {
            format!("第 {chosen} 格不是第 {at} 格岔路的兩條路線之一。")
        }
        Refusal::UnusedBranch => {
            "選了一個這次移動不會經過的岔路：請移除多餘的選擇。".to_string()
        }
        Refusal::OffTrack => "那艘船不在航道上。".to_string(),
        Refusal::TooManyLaps => format!("船最多只能落後比賽 {MAX_LAP} 圈。"),
        Refusal::NoSteps => "這樣移動船根本不會動：請改為跳過這個行動。".to_string(),
        Refusal::AdjustNeedsCrew => "比骰子多走或少走一格，需要船員擴充的航海者或錨手，但本局沒有使用船員擴充。".to_string(),
        Refusal::BadAdjust(a) => format!("船員能力最多讓移動增減一格，不能是 {a}。"),
        Refusal::PassNeedsCrew => "行動卡上的每個行動都必須執行；只有船員擴充的老水手可以略過一次後退。".to_string(),
        Refusal::CanPay { cost, have, gold } => {
            let good = if *gold { "金幣" } else { "食物" };
            format!("費用是 {cost} {good}，你有 {have}：必須付。")
        }
        Refusal::NotACandidate(space) => {
            format!("第 {space} 格不是你後方第一個付得起全額費用的格子。")
        }
        Refusal::NotAnOpponent(ship) => format!("{}不在發生戰鬥的格子上。", ship_zh(*ship)),
        Refusal::BadCombatRoll => format!(
            "戰鬥骰的點數是 2、4、6、8、10 或星星；火藥最多用 {MAX_POWDER}，卡片加成最多 {MAX_BONUS}。"
        ),
        Refusal::DefenderRollMissing => {
            "也請輸入防守方的骰子：只有攻擊方擲出星星，戰鬥才會提前結束。".to_string()
        }
        Refusal::GhostHasNoPowder => {
            "幽靈船沒有火藥，大砲加成由 App 自動加上：只需輸入它的骰子。".to_string()
        }
        Refusal::WrongSpoils { ghost_won: true } => {
            "幽靈船獲勝：它可以拿金幣、把一艙貨物送回銀行，或拿一張寶藏。".to_string()
        }
        Refusal::WrongSpoils { ghost_won: false } => {
            "玩家獲勝：拿走幽靈船一艙的金幣或它的一張寶藏，或給它一張寶藏。".to_string()
        }
        Refusal::GhostHoldEmpty(h) => format!("幽靈船的船艙 {} 是空的。", u16::from(*h) + 1),
        Refusal::CannonNeverStolen => {
            "幽靈船除了大砲沒有別的寶藏，而大砲永遠不能被搶。".to_string()
        }
        Refusal::GhostTreasureLimit => {
            format!("幽靈船最多只能有 {MAX_GHOST_TREASURES} 張寶藏卡。")
        }
        Refusal::BadGoldAmount => format!("從一個船艙拿的金幣是 1 到 {MAX_GOLD_TAKEN}。"),
        Refusal::GhostDirection { must, why } => {
            let reason = match why {
                Forced::AloneInLead => "它單獨領先",
                Forced::AloneLast => "它單獨墊底",
                Forced::InPortRoyal => "它在皇家港，只能後退回到航道",
            };
            format!("幽靈船必須{}，因為{reason}。", dir_zh(*must))
        }
        Refusal::NoGhostInThisGame => "本局沒有幽靈船。".to_string(),
        Refusal::NoCrewInThisGame => "本局沒有使用船員擴充。".to_string(),
        Refusal::Tavern(TavernError::BottleCannotReach(s)) => format!(
            "蘭姆酒瓶只能經過已空的格子移動，到不了第 {} 格。",
            u16::from(*s) + 1
        ),
        Refusal::Tavern(TavernError::NotNextToBottle(s)) => {
            format!("第 {} 格的船員不在蘭姆酒瓶旁邊。", u16::from(*s) + 1)
        }
        Refusal::Tavern(TavernError::SlotEmpty(s)) => {
            format!("酒館第 {} 格已經沒有船員了。", u16::from(*s) + 1)
        }
        Refusal::CrewAlreadyRecruited(c) => format!("{}已經被招募了。", crew_name_zh(*c)),
        Refusal::Declaration(e) => match e {
            DeclarationError::TooMuchGold => {
                format!("一艘船最多載 {MAX_DECLARED_GOLD} 金幣：請檢查數字。")
            }
            DeclarationError::NotInSet(_) => "這張寶藏卡不在本局的寶藏牌庫中。".to_string(),
            DeclarationError::TooManyCopies(_) => {
                "申報的這種寶藏卡比牌庫中的張數還多。".to_string()
            }
            DeclarationError::BadPrintedValue(_) => {
                "這種卡上沒有印這個數值：寶箱是 2 到 7，受詛咒的人偶是負數。".to_string()
            }
            DeclarationError::NoCrewInThisGame => "本局沒有使用船員擴充。".to_string(),
            DeclarationError::CrewTwice(c) => {
                format!("{}只能在一艘船上，而且只能出現一次。", crew_name_zh(*c))
            }
            DeclarationError::CrewPointsOutOfRange(c) => format!(
                "請檢查{}的數字：沒有任何船員卡印著這個數字。",
                crew_name_zh(*c)
            ),
            DeclarationError::KingAway => "國王沒有抵達皇家港，所以算 -3 分。".to_string(),
            DeclarationError::TooManyCrew => "一艘船最多 6 個船艙，每艙一名船員。".to_string(),
            DeclarationError::KingAwayCounts => format!(
                "{}沒有抵達皇家港：請輸入他卡上印的下方數字，0 或更少。",
                crew_name_zh(Crew::King)
            ),
            DeclarationError::CannonIsTheGhosts => {
                "有幽靈船時，大砲（貝絲夫人）放在幽靈船的版圖旁：沒有玩家持有它。".to_string()
            }
            DeclarationError::NotRecruited(c) => format!(
                "{}不是這位玩家招募的，所以不能在他的船上。",
                crew_name_zh(*c)
            ),
        },
        Refusal::PowerNotYours(c) => format!(
            "這是{}的能力，而這位玩家沒有招募這名船員。",
            crew_name_zh(*c)
        ),
        Refusal::PowerUsedThisTurn(Crew::Witch) => format!(
            "{}的骰子交換只能選一次，而且要在白天行動之前。",
            crew_name_zh(Crew::Witch)
        ),
        Refusal::PowerUsedThisTurn(c) => {
            format!("{}的能力在自己的一輪中只能用一次。", crew_name_zh(*c))
        }
        Refusal::NoLairNextToShip(space) => {
            format!("第 {space} 格不是船旁邊還有寶藏的海盜巢穴。")
        }
        Refusal::BuccaneerHold => {
            "打贏幽靈船後，請指定它一個有金幣的船艙；其他情況則不要指定船艙。".to_string()
        }
        Refusal::CannonIsTheGhosts => {
            "有幽靈船時，大砲（貝絲夫人）屬於幽靈船：玩家的骰子不能因它加成。".to_string()
        }
        Refusal::NoTreasureToGive => {
            "這位玩家沒有寶藏卡可以讓幽靈船拿走，也沒有可以給它的。".to_string()
        }
        Refusal::CalypsoNotAboard => format!(
            "只有玩家的申報中{}和三個受詛咒的人偶都在船上，才會立即獲勝。",
            crew_name_zh(Crew::Calypso)
        ),
        Refusal::OneGoodPerFee => format!(
            "這局遊戲按較早的規則解讀建立：{}只能用一種貨物付費，食物或金幣，不能混用。",
            crew_name_zh(Crew::VenetianMerchant)
        ),
        Refusal::MixNotTheFee { cost, paid } => {
            format!("費用是 {cost}：付出的食物與金幣合計為 {paid}。")
        }
    }
}

pub fn crew_power_zh(crew: Crew) -> &'static str {
    match crew {
        Crew::SirBeth => "你的戰鬥力 +2。",
        Crew::Saran => "重擲自己的戰鬥骰，或要對手重擲；以第二次的結果為準。",
        Crew::Buccaneer => "攻擊相鄰格子上的一艘船：贏了就清空它的一個船艙；輸了沒有損失。",
        Crew::Strategist => "你主動發起的戰鬥一律獲勝。",
        Crew::Shipowner => "終局時，船上每位船員（包括他自己）各值 3 枚金幣。",
        Crew::NoseyParker => "抽寶藏卡時，最多看 3 張並留下 1 張。",
        Crew::King => "沒有能力。抵達皇家港時價值很高，但沒抵達就扣 3 分。",
        Crew::Bishop => "終局時，你收集的每個寶藏標記值 2 枚金幣。",
        Crew::Cartographer => "你手上保留 4 張行動卡，而不是 3 張。",
        Crew::OldSeadog => "你可以略過自己卡上的一次後退。",
        Crew::Anchoree => "你可以比骰子少走 1 格。",
        Crew::Seafarer => "你可以比骰子多走 1 格。",
        Crew::VenetianMerchant => "付費時食物與金幣可任意搭配，也可混合支付。",
        Crew::PrussianMerchant => "以食物代替火藥付費，或以火藥代替食物。",
        Crew::HelvetianMerchant => "以火藥代替金幣付費，或以金幣代替火藥。",
        Crew::Cooper => "裝貨時比骰子多裝 1 個。",
        Crew::Calypso => "她和 3 個受詛咒的人偶都在船上時，你立刻獲勝。",
        Crew::Witch => "兩顆行動骰可以任意順序使用。",
        Crew::Oracle => "擔任船長時，先擺定一顆行動骰，再擲另一顆。",
        Crew::LookOut => "白天或夜晚移動後，從相鄰的海盜巢穴取得一個寶藏。",
    }
}

pub fn seat(seat: usize) -> String {
    format!("玩家 {}", seat + 1)
}

pub fn tokens_on_lairs(n: usize, list: &str) -> String {
    if n == 0 {
        "巢穴上已經沒有寶藏標記。".to_string()
    } else {
        format!("巢穴上有 {n} 個寶藏標記：{list}")
    }
}

pub fn fall_back_preview(list: &str) -> String {
    if list.is_empty() {
        "後方沒有付得起的格子。".to_string()
    } else {
        format!("退回：{list}")
    }
}

pub fn hold_label(h: usize, g: u8) -> String {
    if g == 0 {
        format!("船艙 {h}：空")
    } else {
        format!("船艙 {h}：{g} 金幣")
    }
}

pub fn log_move(dir: &str, branches: &[u8], adjust: i8) -> String {
    let adjust = match adjust {
        1 => "（多 1 格）",
        -1 => "（少 1 格）",
        _ => "",
    };
    format!("{dir}{adjust}{}", via(branches))
}

pub fn log_fight(opponent: &str, attack: &str, defence: Option<&str>) -> String {
    match defence {
        Some(d) => format!("攻擊 {opponent}：{attack} 對 {d}"),
        None => format!("攻擊 {opponent}：{attack}，直接獲勝"),
    }
}

pub fn log_ghost_move(dir: &str, branches: &[u8]) -> String {
    format!("幽靈船{dir}{}", via(branches))
}

pub fn log_recruit(crew: &str, slot: u8, bottle: u8) -> String {
    if bottle >= 20 {
        format!("從酒館第 {slot} 格招募 {crew}")
    } else {
        format!(
            "從酒館第 {slot} 格招募 {crew}，酒瓶移到第 {} 格",
            bottle + 1
        )
    }
}

pub fn log_declare(name: &str, gold: u16, treasures: &str, crew: &str) -> String {
    let mut line = format!("{name} 申報 {gold} 金幣");
    if !treasures.is_empty() {
        line.push_str(&format!("，{treasures}"));
    }
    if !crew.is_empty() {
        line.push_str(&format!("，船員 {crew}"));
    }
    line
}

pub fn log_buccaneer(fight: &str, hold: Option<u8>) -> String {
    match hold {
        Some(h) => format!("{fight}（海盜），清空幽靈船的船艙 {h}"),
        None => format!("{fight}（海盜）"),
    }
}

pub fn tavern_more(bottle: Option<u8>, recruited: usize) -> String {
    let bottle = match bottle {
        Some(s) => format!("酒瓶在酒館第 {s} 格"),
        None => "酒瓶在樓梯上".to_string(),
    };
    format!("酒館 · {bottle} · 已招募 {recruited} 位")
}
