//! The Traditional Chinese words of the jamaica screens (see [`crate::ui::text::jamaica`]).

use crate::rules::jamaica::combat::{MAX_BONUS, MAX_POWDER};
use crate::rules::jamaica::crew::{Crew, TavernError};
use crate::rules::jamaica::ghost::{Forced, MAX_GHOST_TREASURES, MAX_GOLD_TAKEN};
use crate::rules::jamaica::scoring::{DeclarationError, MAX_DECLARED_GOLD};
use crate::rules::jamaica::track::{Dir, MAX_LAP};
use crate::rules::jamaica::{Expected, Refusal, Ship};
use crate::ui::text::jamaica::JamaicaTexts;

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
    }
}

fn crew_name_zh(crew: Crew) -> &'static str {
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

fn refusal_zh(r: &Refusal) -> String {
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
    }
}

fn crew_power_zh(crew: Crew) -> &'static str {
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
        Crew::VenetianMerchant => "以金幣代替食物付費，或以食物代替金幣。",
        Crew::PrussianMerchant => "以食物代替火藥付費，或以火藥代替食物。",
        Crew::HelvetianMerchant => "以火藥代替金幣付費，或以金幣代替火藥。",
        Crew::Cooper => "裝貨時比骰子多裝 1 個。",
        Crew::Calypso => "她和 3 個受詛咒的人偶都在船上時，你立刻獲勝。",
        Crew::Witch => "兩顆行動骰可以任意順序使用。",
        Crew::Oracle => "擔任船長時，先擺定一顆行動骰，再擲另一顆。",
        Crew::LookOut => "從相鄰的海盜巢穴取得一個寶藏。",
    }
}

pub const ZH_HANT: JamaicaTexts = JamaicaTexts {
    crew_name: crew_name_zh,
    crew_power: crew_power_zh,
    refusal: refusal_zh,
    blurb: "航海比賽、兩人用的幽靈船、船員擴充與終局計分。",
    seat: |seat| format!("玩家 {}", seat + 1),
    ghost_ship: "幽靈船",
    port_royal_start: "皇家港（起點）",
    port_royal_finished: "皇家港（終點）",
    space_n: |s| format!("第 {s} 格"),
    space_behind_start: |s| format!("第 {s} 格（起點線後方）"),
    kind_port_royal: "皇家港",
    kind_sea: "海上",
    kind_port: "港口",
    kind_lair: "海盜巢穴",
    food_n: |n| format!("{n} 食物"),
    gold_n: |n| format!("{n} 金幣"),
    treasure_there: "寶藏標記",
    fight_with: |name| format!("與 {name} 戰鬥"),
    forward: "前進",
    backward: "後退",
    food: "食物",
    gold: "金幣",
    gunpowder: "火藥",
    opt_ghost: "幽靈船",
    opt_ghost_hint: "2 人時必用（由 App 操作）；3 至 6 人可選用。",
    opt_crew: "船員擴充",
    opt_crew_hint: "擴充內容：酒館、船員能力，以及擴充的寶藏卡。",
    opt_first_captain: "第一位船長（座位）",
    opt_first_captain_hint: "座位 1 是你接下來輸入的第一位玩家。之後每回合羅盤傳給左手邊。",
    track_title: "航道",
    track_shipped: "原廠版圖（50 格、3 個岔路、9 個巢穴）。",
    track_edited: "已套用你修正過的版圖。",
    track_open: "修正航道上的一格",
    track_close: "關閉航道編輯",
    track_editor_title: "修正一格",
    track_editor_hint:
        "你的版圖某格和 App 不同時，修正它的種類、費用或印的分數。修正後會重新檢查整條航道。",
    track_space: "格子編號",
    track_current: |kind, fee, score| format!("目前：{kind}，費用 {fee}，分數 {score}"),
    track_kind: "種類",
    track_cost_food: "食物費用",
    track_cost_gold: "金幣費用",
    track_score: "印的分數",
    track_bad_score: "印的分數必須是整數，例如 -5 或 10。",
    track_apply: "套用",
    track_saved: |s| format!("第 {s} 格已修正。"),
    track_reset: "恢復原廠版圖",
    track_reset_done: "已恢復原廠版圖。",
    round_n: |n| format!("第 {n} 回合"),
    captain: "船長",
    captain_is: |name| format!("船長：{name}"),
    day: "白天",
    night: "夜晚",
    race_title: "賽況",
    rank_n: |n| format!("第 {n} 名"),
    spaces_left: "格到終點",
    tokens_on_lairs: |n, list| {
        if n == 0 {
            "巢穴上已經沒有寶藏標記。".to_string()
        } else {
            format!("巢穴上有 {n} 個寶藏標記：{list}")
        }
    },
    captain_rolls: |name| format!("{name} 擲行動骰"),
    roll_in_app: "用 App 擲骰",
    or_tap_dice: "或點選桌上骰子的點數：",
    swap_day_night: "白天夜晚互換",
    dice_ok: "骰子確定",
    day_action_of: |name, die| format!("{name}：白天行動（☀ {die}）"),
    night_action_of: |name, die| format!("{name}：夜晚行動（☾ {die}）"),
    ship_is_on: |place| format!("船在{place}。"),
    crew_adjust: "航海者或錨手",
    adjust_less: "少 1 格",
    adjust_none: "照骰子",
    adjust_more: "多 1 格",
    fork_hint: "遇到岔路：點選船要走的路線。",
    move_label: |dir, steps| format!("{dir} {steps} 格"),
    lane_move: |dir, steps, way, left| format!("{dir} {steps} 格 · {way}，還有 {left} 格"),
    lane_inner: "內側水道",
    lane_outer: "外側航道",
    load_label: |good, die| format!("裝載{good}（{die}）"),
    pass_label: "略過這次移動（老水手）",
    crew_powers: "船員能力",
    crew_powers_hint: "只有招募該船員的玩家能使用其能力。",
    witch_swap: |die| format!("女巫：先用夜晚的骰子（☾ {die}）"),
    lookout_take: |s| format!("瞭望員：拿走第 {s} 格的寶藏"),
    buccaneer_open: "海盜：攻擊相鄰格子上的船",
    fee_heading: |name, place, kind, fee| format!("{name}：{place}（{kind}），費用 {fee}"),
    fee_paid: "已付清",
    fee_short: "付不起",
    short_hint: "船艙裡現在有什麼？船會退回後方第一個付得起費用的格子。",
    food_in_holds: "食物",
    gold_in_holds: "金幣",
    gunpowder_in_holds: "火藥",
    fall_back_preview: |list| {
        if list.is_empty() {
            "後方沒有付得起的格子。".to_string()
        } else {
            format!("退回：{list}")
        }
    },
    fall_back: "退回",
    shortage_heading: |name| format!("{name}：有兩條退路，船要退到哪裡？"),
    ghost_holds: "幽靈船的船艙",
    hold_label: |h, g| {
        if g == 0 {
            format!("船艙 {h}：空")
        } else {
            format!("船艙 {h}：{g} 金幣")
        }
    },
    ghost_gold_total: |g| format!("船艙中的金幣：{g}"),
    ghost_treasures: |n| format!("蓋著的寶藏：{n}"),
    ghost_cannon: |bonus| format!("大砲 +{bonus}，永遠不會被搶"),
    ghost_tokens: |n| format!("拿到的寶藏標記：{n}"),
    ghost_day_move: |die| format!("幽靈船的白天移動（☀ {die}）"),
    ghost_night_move: |die| format!("幽靈船的夜晚移動（☾ {die}）"),
    ghost_forced_lead: "單獨領先：它要後退。",
    ghost_forced_last: "單獨墊底：它要前進。",
    ghost_forced_port_royal: "在皇家港：它後退回到航道。",
    ghost_captain_chooses: |name| format!("既不是單獨領先也不是單獨墊底：由船長 {name} 決定。"),
    fight_heading: |a, d| format!("{a} 攻擊 {d}"),
    fight_whom: "攻擊哪一艘船？",
    ghost_rolls: |bonus| format!("幽靈船的骰子（由未參戰的玩家或 App 擲），大砲 +{bonus}"),
    side_rolls: |name| format!("{name} 的骰子"),
    side_rolls_extra: |name, bonus, source| format!("{name} 的骰子（+{bonus} {source}）"),
    star: "星星",
    roll_combat_die: "擲骰",
    powder_spent: "使用的火藥",
    fight_strengths: |a, d| format!("{a} 對 {d}："),
    fight_star: |name| format!("{name} 擲出星星："),
    fight_strategist: |name| format!("{name} 有戰略家，主動發起這場戰鬥："),
    buccaneer_hold: "清空它的哪一個船艙？",
    fight_wins: |name| format!("{name} 獲勝。"),
    fight_tie: "平手：什麼也不發生。",
    fight_enter: "記錄戰鬥",
    plus_powder: |n| format!(" + {n} 火藥"),
    plus_bonus: |n| format!(" + {n} 加成"),
    plus_cannon: " + 2 大砲",
    plus_power: |n, source| format!(" + {n} {source}"),
    spoils_ghost_won: "幽靈船獲勝。它拿走什麼？",
    spoils_player_won: |name| format!("{name} 獲勝。拿走或給出："),
    gold_in_hold: "船艙中的金幣",
    spoils_take_gold: "它拿走金幣",
    spoils_gold_hint: "金幣放進幽靈船的空船艙；沒有空艙就回到銀行。",
    spoils_take_goods: "它拿走食物或火藥（回到銀行）",
    spoils_take_treasure: "它拿走一張寶藏卡",
    spoils_hold: |h, g| format!("拿走船艙 {h}：{g} 金幣"),
    spoils_steal_treasure: "拿走它一張蓋著的寶藏",
    spoils_give_treasure: "把我的一張寶藏卡給它",
    spoils_nothing: "什麼都不做",
    tavern_title: "酒館",
    bottle_on_stairs: "蘭姆酒瓶在樓梯上。",
    bottle_on: |s| format!("蘭姆酒瓶在第 {s} 格。"),
    cell_bottle: "蘭姆酒瓶",
    cell_empty: "空",
    cell_face_up: "翻開",
    cell_face_down: "蓋著",
    recruited_by: |crew, name| format!("{crew}：{name}"),
    nobody_recruited: "還沒有人招募船員。",
    recruit_heading: |name| format!("{name} 付清了港口費用：要招募船員嗎？"),
    recruit_offer: |slot, cost| format!("第 {slot} 格 · {cost} 金幣"),
    which_crew: "是哪一名船員？",
    recruit_ok: "招募",
    recruit_skip: "不招募",
    t_morgans_map: "摩根的地圖",
    t_sarans_sabre: "薩蘭的軍刀",
    t_lady_beth: "貝絲夫人",
    t_sixth_hold: "第六船艙",
    t_treasure_points: |n| format!("寶藏 {n:+}"),
    t_cursed_points: |n| format!("受詛咒的寶藏 {n}"),
    t_chest: |n| format!("寶箱 {n:+}"),
    t_chest_any: "寶箱（數值填在下方）",
    t_puppet: |n| format!("受詛咒的人偶 {n}"),
    t_puppet_any: "受詛咒的人偶（數值填在下方）",
    t_youkounkoun: "Youkounkoun 鑽石",
    scoring_title: "終局計分",
    scoring_hint: "比賽結束。每位玩家輸入自己的金幣、寶藏卡與船員；航道分數由 App 加上。",
    line_gold: "船艙中的金幣",
    line_track: |place| format!("航道：{place}"),
    line_treasures: "寶藏卡",
    line_crew: "船上的船員",
    line_shipowner: "船東（每名船員 +3）",
    line_bishop: |tokens| format!("主教（+2 × {tokens} 個標記）"),
    line_total: "總計",
    declare_gold: "船艙中的金幣",
    declare_treasures: "寶藏卡",
    printed_value: "寶箱或人偶上印的數值",
    declare_crew: "船上的船員",
    crew_points: "卡上的分數",
    crew_points_hint:
        "輸入卡上的數字：在皇家港用上方的，在其他地方用下方的（國王下方的數字多半是 -3）。",
    remove: "移除",
    declare_ok: "計分",
    declare_again: "修正",
    calypso_button: "卡利普索加三個人偶：立即獲勝",
    log_dice: |day, night| format!("行動骰：白天 {day}，夜晚 {night}"),
    log_move: |dir, branches, adjust| {
        let adjust = match adjust {
            1 => "（多 1 格）",
            -1 => "（少 1 格）",
            _ => "",
        };
        format!("{dir}{adjust}{}", via(branches))
    },
    log_load: |good| format!("裝載{good}"),
    log_pass: "略過一次後退（老水手）",
    log_pay: "付清費用",
    log_could_not_pay: |food, gold| format!("付不起（{food} 食物、{gold} 金幣）：退回"),
    log_could_not_pay_with: |food, gold, powder| {
        format!("付不起（{food} 食物、{gold} 金幣、{powder} 火藥）：退回")
    },
    log_fall_back: |space| format!("退回第 {space} 格"),
    log_fight: |opponent, attack, defence| match defence {
        Some(d) => format!("攻擊 {opponent}：{attack} 對 {d}"),
        None => format!("攻擊 {opponent}：{attack}，直接獲勝"),
    },
    log_spoils_nothing: "勝方什麼都沒拿",
    log_ghost_takes_gold: |n| format!("幽靈船拿走 {n} 金幣"),
    log_ghost_takes_goods: "幽靈船把一艙貨物送回銀行",
    log_ghost_takes_treasure: "幽靈船拿走一張寶藏卡",
    log_take_ghost_hold: |h| format!("拿走幽靈船船艙 {h} 的金幣"),
    log_take_ghost_treasure: "拿走幽靈船的一張寶藏",
    log_give_ghost_treasure: "給幽靈船一張寶藏卡",
    log_ghost_move: |dir, branches| format!("幽靈船{dir}{}", via(branches)),
    log_bottle_paid: |gold| format!("；為酒瓶付給銀行 {gold} 金幣"),
    log_recruit: |crew, slot, bottle| {
        if bottle >= 20 {
            format!("從酒館第 {slot} 格招募 {crew}")
        } else {
            format!(
                "從酒館第 {slot} 格招募 {crew}，酒瓶移到第 {} 格",
                bottle + 1
            )
        }
    },
    log_skip_recruit: "不招募",
    log_declare: |name, gold, treasures, crew| {
        let mut line = format!("{name} 申報 {gold} 金幣");
        if !treasures.is_empty() {
            line.push_str(&format!("，{treasures}"));
        }
        if !crew.is_empty() {
            line.push_str(&format!("，船員 {crew}"));
        }
        line
    },
    log_calypso: |name| format!("{name} 以卡利普索加三個受詛咒的人偶獲勝"),
    log_witch_swap: "先用夜晚的骰子（女巫）",
    log_lookout: |s| format!("拿走第 {s} 格巢穴的寶藏（瞭望員）"),
    log_buccaneer: |fight, hold| match hold {
        Some(h) => format!("{fight}（海盜），清空幽靈船的船艙 {h}"),
        None => format!("{fight}（海盜）"),
    },
    race_more: |ships| format!("賽況 · {ships}"),
    race_leader: |name, left| format!("{name} 還差 {left} 格"),
    ghost_more: |place, gold, treasures| {
        format!("幽靈船 · {place} · {gold} 金幣、{treasures} 張蓋著的寶藏")
    },
    tokens_more: |n| format!("巢穴寶藏標記 · 還剩 {n} 個"),
    tavern_more: |bottle, recruited| {
        let bottle = match bottle {
            Some(s) => format!("酒瓶在第 {s} 格"),
            None => "酒瓶在樓梯上".to_string(),
        };
        format!("酒館 · {bottle} · 已招募 {recruited} 位")
    },
};
