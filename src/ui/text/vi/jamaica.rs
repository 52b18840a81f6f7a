//! The Vietnamese words of the jamaica screens (see [`crate::ui::text::jamaica`]).

use crate::rules::jamaica::combat::{MAX_BONUS, MAX_POWDER};
use crate::rules::jamaica::crew::{Crew, TavernError};
use crate::rules::jamaica::ghost::{Forced, MAX_GHOST_TREASURES, MAX_GOLD_TAKEN};
use crate::rules::jamaica::scoring::{DeclarationError, MAX_DECLARED_GOLD};
use crate::rules::jamaica::track::{Dir, MAX_LAP};
use crate::rules::jamaica::{Expected, Refusal, Ship};
use crate::ui::text::jamaica::JamaicaTexts;

fn via(branches: &[u8]) -> String {
    if branches.is_empty() {
        String::new()
    } else {
        let ways: Vec<String> = branches.iter().map(|b| b.to_string()).collect();
        format!(", ở ngã rẽ chọn ô {}", ways.join(" rồi ô "))
    }
}

/// What the game waits for, as named in a [`Refusal::NotNow`].
fn expected_vi(expected: Expected) -> &'static str {
    match expected {
        Expected::ActionDice => "hai xúc xắc hành động của thuyền trưởng",
        Expected::CardAction => "hành động tiếp theo trên thẻ của một người chơi",
        Expected::Fee => "xác nhận phí của ô đã được trả hay chưa",
        Expected::ShortageChoice => "ô mà tàu lùi về",
        Expected::Fight => "trận chiến ở ô này",
        Expected::Spoils => "phần bên thắng trận lấy đi",
        Expected::Recruit => "quyết định có chiêu mộ thuyền viên hay không",
        Expected::GhostMove => "lượt đi của Tàu ma",
        Expected::Declarations => {
            "vàng, kho báu và thuyền viên của từng người để tính điểm cuối ván"
        }
    }
}

fn ship_vi(ship: Ship) -> String {
    match ship {
        Ship::Player(p) => format!("Tàu của người chơi {}", u16::from(p) + 1),
        Ship::Ghost => "Tàu ma".to_string(),
    }
}

fn dir_vi(dir: Dir) -> &'static str {
    match dir {
        Dir::Forward => "tiến",
        Dir::Backward => "lùi",
    }
}

fn refusal_vi(r: &Refusal) -> String {
    match r {
        Refusal::NotNow(expected) => {
            format!("Chưa phải lúc: ván đang chờ {}.", expected_vi(*expected))
        }
        Refusal::BadActionDie(v) => {
            format!("Xúc xắc hành động chỉ có mặt 1 đến 6, không có {v}.")
        }
        Refusal::NoSuchPlayer => "Ván này không có người chơi đó.".to_string(),
        Refusal::BranchNeeded { at, options } => format!(
            "Lần đi này qua ngã rẽ ở ô {at}: hãy chọn lối, ô {} hay ô {}.",
            options.first().copied().unwrap_or(0),
            options.get(1).copied().unwrap_or(0)
        ),
        Refusal::BadBranch { at, chosen } => {
            format!("Ô {chosen} không phải một trong hai lối ở ngã rẽ ô {at}.")
        }
        Refusal::UnusedBranch => {
            "Đã chọn lối cho một ngã rẽ mà lần đi này không tới: hãy bỏ lựa chọn thừa.".to_string()
        }
        Refusal::OffTrack => "Tàu đó không ở trên đường đua.".to_string(),
        Refusal::TooManyLaps => {
            format!("Một tàu không thể cách cuộc đua quá {MAX_LAP} vòng.")
        }
        Refusal::NoSteps => {
            "Lần đi đó không đưa tàu đi ô nào: hãy bỏ qua hành động.".to_string()
        }
        Refusal::AdjustNeedsCrew => {
            "Đi hơn hoặc kém xúc xắc 1 ô cần Seafarer hoặc Anchoree của The Crew, mà ván này không chơi bản mở rộng đó."
                .to_string()
        }
        Refusal::BadAdjust(a) => {
            format!("Năng lực thuyền viên chỉ đổi lần đi tối đa 1 ô, không phải {a}.")
        }
        Refusal::PassNeedsCrew => {
            "Phải thực hiện mọi hành động trên thẻ; chỉ Old Seadog của The Crew mới được bỏ qua một bước lùi."
                .to_string()
        }
        Refusal::CanPay { cost, have, gold } => format!(
            "Phí là {cost} {} và bạn có {have}: hãy trả.",
            if *gold { "vàng" } else { "thức ăn" }
        ),
        Refusal::NotACandidate(space) => format!(
            "Ô {space} không phải ô đầu tiên phía sau mà bạn trả đủ phí được."
        ),
        Refusal::NotAnOpponent(ship) => {
            format!("{} không ở ô đang diễn ra trận chiến.", ship_vi(*ship))
        }
        Refusal::BadCombatRoll => format!(
            "Xúc xắc chiến đấu có các mặt 2, 4, 6, 8, 10 hoặc ngôi sao; đạn dược dùng tối đa {MAX_POWDER} và thưởng từ thẻ tối đa {MAX_BONUS}."
        ),
        Refusal::DefenderRollMissing => {
            "Hãy nhập cả kết quả của bên phòng thủ: chỉ ngôi sao của bên tấn công mới kết thúc trận trước lúc đó."
                .to_string()
        }
        Refusal::GhostHasNoPowder => {
            "Tàu ma không có đạn dược và thưởng của Súng thần công đã được cộng sẵn: chỉ cần nhập xúc xắc của nó."
                .to_string()
        }
        Refusal::WrongSpoils { ghost_won: true } => {
            "Tàu ma thắng: nó lấy vàng, một ô chứa hàng (về ngân hàng) hoặc một kho báu.".to_string()
        }
        Refusal::WrongSpoils { ghost_won: false } => {
            "Người chơi thắng: lấy vàng trong một ô chứa của Tàu ma hoặc một kho báu của nó, hoặc cho nó một kho báu."
                .to_string()
        }
        Refusal::GhostHoldEmpty(h) => {
            format!("Ô chứa {} của Tàu ma đang trống.", u16::from(*h) + 1)
        }
        Refusal::CannonNeverStolen => {
            "Tàu ma không có kho báu nào ngoài Súng thần công, mà Súng thần công thì không bao giờ bị cướp."
                .to_string()
        }
        Refusal::GhostTreasureLimit => {
            format!("Tàu ma không thể giữ quá {MAX_GHOST_TREASURES} thẻ kho báu.")
        }
        Refusal::BadGoldAmount => {
            format!("Vàng lấy từ một ô chứa phải từ 1 đến {MAX_GOLD_TAKEN}.")
        }
        Refusal::GhostDirection { must, why } => {
            let reason = match why {
                Forced::AloneInLead => "nó đang một mình dẫn đầu",
                Forced::AloneLast => "nó đang một mình đứng chót",
                Forced::InPortRoyal => {
                    "nó đang ở Port Royal và chỉ có thể lùi trở lại đường đua"
                }
            };
            format!("Tàu ma phải đi {} vì {reason}.", dir_vi(*must))
        }
        Refusal::NoGhostInThisGame => "Ván này không có Tàu ma.".to_string(),
        Refusal::NoCrewInThisGame => "Ván này không chơi bản mở rộng The Crew.".to_string(),
        Refusal::Tavern(e) => match e {
            TavernError::BottleCannotReach(s) => format!(
                "Chai rượu rum chỉ đi qua các ô đã trống, và không tới được ô {}.",
                u16::from(*s) + 1
            ),
            TavernError::NotNextToBottle(s) => format!(
                "Thuyền viên ở ô {} không nằm cạnh chai rượu rum.",
                u16::from(*s) + 1
            ),
            TavernError::SlotEmpty(s) => format!(
                "Ô {} của quán rượu không còn thuyền viên nào.",
                u16::from(*s) + 1
            ),
        },
        Refusal::CrewAlreadyRecruited(c) => {
            format!("{} đã được chiêu mộ rồi.", crew_vi(*c))
        }
        Refusal::Declaration(e) => match e {
            DeclarationError::TooMuchGold => format!(
                "Một tàu không thể chở quá {MAX_DECLARED_GOLD} vàng: hãy kiểm tra lại số."
            ),
            DeclarationError::NotInSet(_) => {
                "Thẻ kho báu đó không có trong bộ kho báu của ván này.".to_string()
            }
            DeclarationError::TooManyCopies(_) => {
                "Số lá kho báu đó được khai báo nhiều hơn số có trong bộ.".to_string()
            }
            DeclarationError::BadPrintedValue(_) => {
                "Loại thẻ này không in giá trị đó: rương có từ 2 đến 7, con rối bị nguyền mang số âm."
                    .to_string()
            }
            DeclarationError::NoCrewInThisGame => {
                "Ván này không chơi bản mở rộng The Crew.".to_string()
            }
            DeclarationError::CrewTwice(c) => {
                format!("{} chỉ có thể ở trên một tàu, và chỉ một lần.", crew_vi(*c))
            }
            DeclarationError::CrewPointsOutOfRange(c) => format!(
                "Hãy kiểm tra số đã nhập cho {}: không thẻ thuyền viên nào in số đó.",
                crew_vi(*c)
            ),
            DeclarationError::KingAway => {
                "The King chưa về tới Port Royal nên tính -3.".to_string()
            }
            DeclarationError::TooManyCrew => {
                "Một tàu có tối đa 6 ô chứa, mỗi ô một thuyền viên.".to_string()
            }
            DeclarationError::KingAwayCounts => format!(
                "{} chưa về tới Port Royal: hãy nhập số dưới in trên thẻ, từ 0 trở xuống.",
                crew_vi(Crew::King)
            ),
            DeclarationError::CannonIsTheGhosts => {
                "Khi chơi với Tàu ma, Súng thần công (Lady Beth) nằm cạnh bảng của Tàu ma: không người chơi nào giữ nó."
                    .to_string()
            }
            DeclarationError::NotRecruited(c) => format!(
                "{} không do người chơi này chiêu mộ nên không thể ở trên tàu của họ.",
                crew_vi(*c)
            ),
        },
        Refusal::PowerNotYours(c) => format!(
            "Đó là năng lực của {}, thuyền viên mà người chơi này chưa chiêu mộ.",
            crew_vi(*c)
        ),
        Refusal::PowerUsedThisTurn(Crew::Witch) => format!(
            "Việc đổi thứ tự xúc xắc của {} chỉ được chọn một lần, trước hành động ban ngày.",
            crew_vi(Crew::Witch)
        ),
        Refusal::PowerUsedThisTurn(c) => {
            format!("Năng lực của {} chỉ dùng được một lần mỗi lượt.", crew_vi(*c))
        }
        Refusal::NoLairNextToShip(space) => {
            format!("Ô {space} không phải hang ổ còn kho báu nằm cạnh tàu.")
        }
        Refusal::BuccaneerHold => {
            "Sau khi thắng Tàu ma, hãy chọn một ô chứa có vàng của nó; các trường hợp khác thì không chọn ô chứa nào."
                .to_string()
        }
        Refusal::CannonIsTheGhosts => {
            "Khi chơi với Tàu ma, Súng thần công (Lady Beth) thuộc về Tàu ma: xúc xắc của người chơi không được cộng thưởng từ nó."
                .to_string()
        }
        Refusal::NoTreasureToGive => {
            "Người chơi đó không có thẻ kho báu nào để Tàu ma lấy hoặc để đưa cho Tàu ma.".to_string()
        }
        Refusal::CalypsoNotAboard => format!(
            "{} chỉ thắng ngay khi bản khai báo của người chơi có cô ấy trên tàu cùng đủ ba con rối bị nguyền.",
            crew_vi(Crew::Calypso)
        ),
    }
}

fn crew_vi(crew: Crew) -> &'static str {
    match crew {
        Crew::SirBeth => "Ngài Beth",
        Crew::Saran => "Saran",
        Crew::Buccaneer => "Hải tặc",
        Crew::Strategist => "Chiến lược gia",
        Crew::Shipowner => "Chủ tàu",
        Crew::NoseyParker => "Kẻ tò mò",
        Crew::King => "Nhà vua",
        Crew::Bishop => "Giám mục",
        Crew::Cartographer => "Người vẽ bản đồ",
        Crew::OldSeadog => "Lão thủy thủ",
        Crew::Anchoree => "Người thả neo",
        Crew::Seafarer => "Người đi biển",
        Crew::VenetianMerchant => "Thương nhân Venice",
        Crew::PrussianMerchant => "Thương nhân Phổ",
        Crew::HelvetianMerchant => "Thương nhân Thụy Sĩ",
        Crew::Cooper => "Thợ đóng thùng",
        Crew::Calypso => "Calypso",
        Crew::Witch => "Phù thủy",
        Crew::Oracle => "Nhà tiên tri",
        Crew::LookOut => "Người canh gác",
    }
}

fn crew_power_vi(crew: Crew) -> &'static str {
    match crew {
        Crew::SirBeth => "Cộng 2 vào sức chiến đấu của bạn.",
        Crew::Saran => "Tung lại xúc xắc chiến đấu của bạn hoặc bắt đối thủ tung lại; lần tung sau được tính.",
        Crew::Buccaneer => "Tấn công một tàu ở ô kề bên: thắng thì đổ sạch một ô chứa của nó; thua thì không sao.",
        Crew::Strategist => "Bạn thắng mọi trận đánh do bạn khởi xướng.",
        Crew::Shipowner => "Cuối ván, mỗi thuyền viên trên tàu, kể cả người này, trị giá 3 vàng.",
        Crew::NoseyParker => "Khi rút kho báu, xem tối đa 3 lá và giữ 1.",
        Crew::King => "Không có năng lực. Được nhiều điểm ở Port Royal, nhưng mất 3 điểm nếu không đến được đó.",
        Crew::Bishop => "Cuối ván, mỗi token kho báu bạn thu được trị giá 2 vàng.",
        Crew::Cartographer => "Bạn giữ 4 lá hành động thay vì 3.",
        Crew::OldSeadog => "Bạn có thể bỏ qua một bước lùi trên lá của mình.",
        Crew::Anchoree => "Bạn có thể đi ít hơn xúc xắc 1 ô.",
        Crew::Seafarer => "Bạn có thể đi nhiều hơn xúc xắc 1 ô.",
        Crew::VenetianMerchant => "Trả phí bằng vàng thay cho thức ăn, hoặc bằng thức ăn thay cho vàng.",
        Crew::PrussianMerchant => "Trả phí bằng thức ăn thay cho đạn dược, hoặc bằng đạn dược thay cho thức ăn.",
        Crew::HelvetianMerchant => "Trả phí bằng đạn dược thay cho vàng, hoặc bằng vàng thay cho đạn dược.",
        Crew::Cooper => "Chất hàng nhiều hơn số xúc xắc 1.",
        Crew::Calypso => "Có cô ấy và đủ 3 con rối bị nguyền trên tàu, bạn thắng ngay.",
        Crew::Witch => "Bạn được dùng hai xúc xắc hành động theo thứ tự bất kỳ.",
        Crew::Oracle => "Khi làm thuyền trưởng, đặt một xúc xắc hành động trước rồi mới tung xúc xắc kia.",
        Crew::LookOut => "Lấy kho báu từ một hang ổ ở ô kề bên.",
    }
}

pub const VI: JamaicaTexts = JamaicaTexts {
    crew_name: crew_vi,
    crew_power: crew_power_vi,
    refusal: refusal_vi,
    blurb: "Cuộc đua, Tàu ma khi chơi hai người, bản mở rộng The Crew và phần tính điểm cuối ván.",
    seat: |seat| format!("Người chơi {}", seat + 1),
    ghost_ship: "Tàu ma",
    port_royal_start: "Port Royal (xuất phát)",
    port_royal_finished: "Port Royal (về đích)",
    space_n: |s| format!("Ô {s}"),
    space_behind_start: |s| format!("Ô {s}, sau vạch xuất phát"),
    kind_port_royal: "Port Royal",
    kind_sea: "biển",
    kind_port: "cảng",
    kind_lair: "hang ổ cướp biển",
    food_n: |n| format!("{n} thức ăn"),
    gold_n: |n| format!("{n} vàng"),
    treasure_there: "token kho báu",
    fight_with: |name| format!("đánh với {name}"),
    forward: "Tiến",
    backward: "Lùi",
    food: "thức ăn",
    gold: "vàng",
    gunpowder: "đạn dược",
    opt_ghost: "Tàu ma",
    opt_ghost_hint: "Bắt buộc khi chơi 2 người (ứng dụng điều khiển nó); tùy chọn khi chơi 3 đến 6 người.",
    opt_crew: "The Crew",
    opt_crew_hint: "Bản mở rộng: quán rượu, năng lực thuyền viên và bộ thẻ kho báu riêng.",
    opt_first_captain: "Thuyền trưởng đầu tiên (chỗ ngồi)",
    opt_first_captain_hint: "Chỗ 1 là người chơi đầu tiên bạn nhập ở bước sau. Sau mỗi vòng, la bàn chuyển sang người bên trái.",
    track_title: "Đường đua",
    track_shipped: "Bàn chơi gốc (50 ô, 3 ngã rẽ, 9 hang ổ).",
    track_edited: "Bàn chơi đã có chỉnh sửa của bạn.",
    track_open: "Sửa một ô của đường đua",
    track_close: "Đóng phần sửa đường đua",
    track_editor_title: "Sửa một ô",
    track_editor_hint: "Nếu một ô trên bàn của bạn khác với ứng dụng, hãy sửa loại ô, phí hoặc điểm in trên ô. Cả đường đua sẽ được kiểm tra lại.",
    track_space: "Số ô",
    track_current: |kind, fee, score| format!("Hiện tại: {kind}, phí {fee}, điểm {score}"),
    track_kind: "Loại ô",
    track_cost_food: "Phí bằng thức ăn",
    track_cost_gold: "Phí bằng vàng",
    track_score: "Điểm in trên ô",
    track_bad_score: "Điểm in trên ô phải là số nguyên, ví dụ -5 hoặc 10.",
    track_apply: "Áp dụng",
    track_saved: |s| format!("Đã sửa ô {s}."),
    track_reset: "Trở về bàn chơi gốc",
    track_reset_done: "Đã khôi phục bàn chơi gốc.",
    round_n: |n| format!("Vòng {n}"),
    captain: "Thuyền trưởng",
    captain_is: |name| format!("Thuyền trưởng: {name}"),
    day: "Ngày",
    night: "Đêm",
    race_title: "Cuộc đua",
    rank_n: |n| format!("Hạng {n}"),
    spaces_left: "ô nữa",
    tokens_on_lairs: |n, list| {
        if n == 0 {
            "Các hang ổ không còn token kho báu nào.".to_string()
        } else {
            format!("{n} token kho báu ở hang ổ: {list}")
        }
    },
    captain_rolls: |name| format!("{name} tung xúc xắc hành động"),
    roll_in_app: "Tung trong ứng dụng",
    or_tap_dice: "Hoặc chọn số theo xúc xắc trên bàn:",
    swap_day_night: "Đổi ngày và đêm",
    dice_ok: "Xác nhận xúc xắc",
    day_action_of: |name, die| format!("{name}: hành động ban ngày (☀ {die})"),
    night_action_of: |name, die| format!("{name}: hành động ban đêm (☾ {die})"),
    ship_is_on: |place| format!("Vị trí tàu: {place}."),
    crew_adjust: "Seafarer hoặc Anchoree",
    adjust_less: "Bớt 1",
    adjust_none: "Đúng xúc xắc",
    adjust_more: "Thêm 1",
    fork_hint: "Ngã rẽ: chạm vào lối tàu đi.",
    move_label: |dir, steps| format!("{dir} {steps}"),
    lane_move: |dir, steps, way, left| format!("{dir} {steps} · {way}, còn {left} ô"),
    lane_inner: "lạch trong",
    lane_outer: "đường ngoài",
    load_label: |good, die| format!("Chất {good} ({die})"),
    pass_label: "Bỏ qua bước này (Old Seadog)",
    crew_powers: "Năng lực thuyền viên",
    crew_powers_hint: "Chỉ người đã chiêu mộ thuyền viên mới dùng được năng lực của họ.",
    witch_swap: |die| format!("Phù thủy: dùng xúc xắc đêm trước (☾ {die})"),
    lookout_take: |s| format!("Người canh gác: lấy kho báu ở ô {s}"),
    buccaneer_open: "Hải tặc: tấn công một tàu ở ô kề bên",
    fee_heading: |name, place, kind, fee| format!("{name}: {place} ({kind}), phí {fee}"),
    fee_paid: "Đã trả",
    fee_short: "Không trả được",
    short_hint: "Ô chứa hiện còn gì? Tàu lùi về ô đầu tiên phía sau mà nó trả được phí.",
    food_in_holds: "Thức ăn",
    gold_in_holds: "Vàng",
    gunpowder_in_holds: "Đạn dược",
    fall_back_preview: |list| {
        if list.is_empty() {
            "Không có ô nào phía sau trả được phí.".to_string()
        } else {
            format!("Lùi về: {list}")
        }
    },
    fall_back: "Lùi về",
    shortage_heading: |name| format!("{name}: có hai đường lùi. Tàu về ô nào?"),
    ghost_holds: "Ô chứa của Tàu ma",
    hold_label: |h, g| {
        if g == 0 {
            format!("Ô chứa {h}: trống")
        } else {
            format!("Ô chứa {h}: {g} vàng")
        }
    },
    ghost_gold_total: |g| format!("Vàng trong ô chứa: {g}"),
    ghost_treasures: |n| format!("Kho báu úp: {n}"),
    ghost_cannon: |bonus| format!("Súng thần công +{bonus}, không bao giờ bị cướp"),
    ghost_tokens: |n| format!("Token kho báu đã lấy: {n}"),
    ghost_day_move: |die| format!("Tàu ma đi ban ngày (☀ {die})"),
    ghost_night_move: |die| format!("Tàu ma đi ban đêm (☾ {die})"),
    ghost_forced_lead: "Một mình dẫn đầu: nó phải đi lùi.",
    ghost_forced_last: "Một mình đứng chót: nó phải đi tiến.",
    ghost_forced_port_royal: "Ở Port Royal: nó lùi trở lại đường đua.",
    ghost_captain_chooses: |name| {
        format!("Không một mình dẫn đầu cũng không một mình đứng chót: thuyền trưởng {name} chọn.")
    },
    fight_heading: |a, d| format!("{a} tấn công {d}"),
    fight_whom: "Tấn công tàu nào?",
    ghost_rolls: |bonus| {
        format!("Xúc xắc của Tàu ma (người không tham chiến tung, hoặc ứng dụng), +{bonus} Súng thần công")
    },
    side_rolls: |name| format!("Xúc xắc của {name}"),
    side_rolls_extra: |name, bonus, source| format!("Xúc xắc của {name} (+{bonus} {source})"),
    star: "Ngôi sao",
    roll_combat_die: "Tung",
    powder_spent: "Đạn dược đã dùng",
    fight_strengths: |a, d| format!("{a} đấu {d}:"),
    fight_star: |name| format!("{name} ra ngôi sao:"),
    fight_strategist: |name| format!("{name} khởi xướng trận đánh và có Chiến lược gia:"),
    buccaneer_hold: "Đổ sạch ô chứa nào của nó?",
    fight_wins: |name| format!("{name} thắng."),
    fight_tie: "Hòa: không có gì xảy ra.",
    fight_enter: "Ghi trận chiến",
    plus_powder: |n| format!(" + {n} đạn dược"),
    plus_bonus: |n| format!(" + {n} thưởng"),
    plus_cannon: " + 2 Súng thần công",
    plus_power: |n, source| format!(" + {n} {source}"),
    spoils_ghost_won: "Tàu ma thắng. Nó lấy gì?",
    spoils_player_won: |name| format!("{name} thắng. Lấy hoặc cho:"),
    gold_in_hold: "Vàng trong ô chứa",
    spoils_take_gold: "Nó lấy vàng",
    spoils_gold_hint: "Vàng vào một ô chứa trống của Tàu ma, hoặc về ngân hàng nếu không còn ô trống.",
    spoils_take_goods: "Nó lấy thức ăn hoặc đạn dược (về ngân hàng)",
    spoils_take_treasure: "Nó lấy một thẻ kho báu",
    spoils_hold: |h, g| format!("Lấy ô chứa {h}: {g} vàng"),
    spoils_steal_treasure: "Lấy một kho báu úp của nó",
    spoils_give_treasure: "Cho nó một thẻ kho báu của tôi",
    spoils_nothing: "Không lấy gì",
    tavern_title: "Quán rượu",
    bottle_on_stairs: "Chai rượu rum đang ở đầu cầu thang.",
    bottle_on: |s| format!("Chai rượu rum đang ở ô {s}."),
    cell_bottle: "chai rượu rum",
    cell_empty: "trống",
    cell_face_up: "lật ngửa",
    cell_face_down: "úp",
    recruited_by: |crew, name| format!("{crew}: {name}"),
    nobody_recruited: "Chưa ai chiêu mộ.",
    recruit_heading: |name| format!("{name} đã trả đủ phí cảng: chiêu mộ không?"),
    recruit_offer: |slot, cost| format!("Ô {slot} · {cost} vàng"),
    which_crew: "Đó là thuyền viên nào?",
    recruit_ok: "Chiêu mộ",
    recruit_skip: "Không ai",
    t_morgans_map: "Bản đồ của Morgan",
    t_sarans_sabre: "Thanh gươm của Saran",
    t_lady_beth: "Lady Beth",
    t_sixth_hold: "Ô chứa thứ sáu",
    t_treasure_points: |n| format!("Kho báu {n:+}"),
    t_cursed_points: |n| format!("Kho báu bị nguyền {n}"),
    t_chest: |n| format!("Rương {n:+}"),
    t_chest_any: "Rương (giá trị bên dưới)",
    t_puppet: |n| format!("Con rối bị nguyền {n}"),
    t_puppet_any: "Con rối bị nguyền (giá trị bên dưới)",
    t_youkounkoun: "Youkounkoun",
    scoring_title: "Tính điểm cuối ván",
    scoring_hint: "Cuộc đua đã kết thúc. Mỗi người nhập vàng, thẻ kho báu và thuyền viên; ứng dụng tự cộng điểm đường đua.",
    line_gold: "Vàng trong ô chứa",
    line_track: |place| format!("Đường đua: {place}"),
    line_treasures: "Thẻ kho báu",
    line_crew: "Thuyền viên trên tàu",
    line_shipowner: "Shipowner (+3 mỗi thuyền viên)",
    line_bishop: |tokens| format!("Bishop (+2 × {tokens} token)"),
    line_total: "Tổng",
    declare_gold: "Vàng trong ô chứa",
    declare_treasures: "Thẻ kho báu",
    printed_value: "Giá trị in trên rương hoặc con rối",
    declare_crew: "Thuyền viên trên tàu",
    crew_points: "Điểm trên thẻ",
    crew_points_hint: "Nhập số in trên thẻ: số trên nếu tàu ở Port Royal, số dưới nếu ở nơi khác (số dưới của The King thường là -3).",
    remove: "Xóa",
    declare_ok: "Tính điểm",
    declare_again: "Sửa",
    calypso_button: "Calypso và ba con rối: thắng ngay",
    log_dice: |day, night| format!("Xúc xắc hành động: ngày {day}, đêm {night}"),
    log_move: |dir, branches, adjust| {
        let adjust = match adjust {
            1 => " (thêm 1 ô)",
            -1 => " (bớt 1 ô)",
            _ => "",
        };
        format!("Đi {}{adjust}{}", dir.to_lowercase(), via(branches))
    },
    log_load: |good| format!("Chất {good}"),
    log_pass: "Bỏ qua một bước lùi (Old Seadog)",
    log_pay: "Trả phí",
    log_could_not_pay_with: |food, gold, powder| {
        format!("Không trả được phí ({food} thức ăn, {gold} vàng, {powder} đạn dược): lùi lại")
    },
    log_could_not_pay: |food, gold| {
        format!("Không trả được phí ({food} thức ăn, {gold} vàng): lùi lại")
    },
    log_fall_back: |space| format!("Lùi về ô {space}"),
    log_fight: |opponent, attack, defence| match defence {
        Some(d) => format!("Tấn công {opponent}: {attack} đấu {d}"),
        None => format!("Tấn công {opponent}: {attack}, thắng ngay"),
    },
    log_spoils_nothing: "Bên thắng không lấy gì",
    log_ghost_takes_gold: |n| format!("Tàu ma lấy {n} vàng"),
    log_ghost_takes_goods: "Tàu ma đổ một ô chứa hàng về ngân hàng",
    log_ghost_takes_treasure: "Tàu ma lấy một thẻ kho báu",
    log_take_ghost_hold: |h| format!("Lấy vàng trong ô chứa {h} của Tàu ma"),
    log_take_ghost_treasure: "Lấy một kho báu của Tàu ma",
    log_give_ghost_treasure: "Cho Tàu ma một thẻ kho báu",
    log_ghost_move: |dir, branches| format!("Tàu ma đi {}{}", dir.to_lowercase(), via(branches)),
    log_bottle_paid: |gold| format!("; trả ngân hàng {gold} vàng cho chai rượu"),
    log_recruit: |crew, slot, bottle| {
        if bottle >= 20 {
            format!("Chiêu mộ {crew} từ ô {slot} của quán rượu")
        } else {
            format!(
                "Chiêu mộ {crew} từ ô {slot} của quán rượu, chai rượu sang ô {}",
                bottle + 1
            )
        }
    },
    log_skip_recruit: "Không chiêu mộ ai",
    log_declare: |name, gold, treasures, crew| {
        let mut line = format!("{name} khai báo {gold} vàng");
        if !treasures.is_empty() {
            line.push_str(&format!(", {treasures}"));
        }
        if !crew.is_empty() {
            line.push_str(&format!(", thuyền viên {crew}"));
        }
        line
    },
    log_calypso: |name| format!("{name} thắng nhờ Calypso và ba con rối bị nguyền"),
    log_witch_swap: "Dùng xúc xắc đêm trước (Phù thủy)",
    log_lookout: |s| format!("Lấy kho báu ở hang ổ ô {s} (Người canh gác)"),
    log_buccaneer: |fight, hold| match hold {
        Some(h) => format!("{fight} (Hải tặc), đổ sạch ô chứa {h} của Tàu ma"),
        None => format!("{fight} (Hải tặc)"),
    },
    race_more: |ships| format!("Cuộc đua · {ships}"),
    race_leader: |name, left| format!("{name} còn {left} ô"),
    ghost_more: |place, gold, treasures| {
        format!("Tàu ma · {place} · {gold} vàng, {treasures} kho báu úp")
    },
    tokens_more: |n| format!("Token ở hang ổ · còn {n}"),
    tavern_more: |bottle, recruited| {
        let bottle = match bottle {
            Some(s) => format!("chai rượu ở ô {s}"),
            None => "chai rượu ở đầu cầu thang".to_string(),
        };
        format!("Quán rượu · {bottle} · đã chiêu mộ {recruited}")
    },
};
