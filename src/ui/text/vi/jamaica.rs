//! The Vietnamese sentences of the Jamaica screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/jamaica.toml`.

use crate::rules::jamaica::combat::{MAX_BONUS, MAX_POWDER};
use crate::rules::jamaica::crew::{Crew, TavernError};
use crate::rules::jamaica::ghost::{Forced, MAX_GHOST_TREASURES, MAX_GOLD_TAKEN};
use crate::rules::jamaica::scoring::{DeclarationError, MAX_DECLARED_GOLD};
use crate::rules::jamaica::track::{Dir, MAX_LAP};
use crate::rules::jamaica::{Expected, Refusal, Ship};

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
        Expected::LookOut => {
            "quyết định của người canh gác có lấy kho báu ở hang ổ kề tàu hay không"
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

pub fn refusal_vi(r: &Refusal) -> String {
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
        Refusal::OneGoodPerFee => format!(
            "Ván này được lập theo cách đọc luật cũ: {} trả phí bằng một loại hàng, thức ăn hoặc vàng, không trộn cả hai.",
            crew_vi(Crew::VenetianMerchant)
        ),
        Refusal::MixNotTheFee { cost, paid } => format!(
            "Phí là {cost}: thức ăn và vàng đã trả cộng lại được {paid}."
        ),
    }
}

pub fn crew_vi(crew: Crew) -> &'static str {
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

pub fn crew_power_vi(crew: Crew) -> &'static str {
    match crew {
        Crew::SirBeth => "Cộng 2 vào sức chiến đấu của bạn.",
        Crew::Saran => "Tung lại xúc xắc chiến đấu của bạn hoặc bắt đối thủ tung lại; lần tung sau được tính.",
        Crew::Buccaneer => "Tấn công một tàu ở ô kề bên: thắng thì đổ sạch một ô chứa của nó; thua thì không sao.",
        Crew::Strategist => "Bạn thắng mọi trận đánh do bạn khởi xướng.",
        Crew::Shipowner => "Cuối ván, mỗi thuyền viên trên tàu, kể cả người này, trị giá 3 vàng.",
        Crew::NoseyParker => "Khi rút kho báu, xem tối đa 3 lá và giữ 1.",
        Crew::King => "Không có năng lực. Được nhiều điểm ở Port Royal, nhưng mất 3 điểm nếu không đến được đó.",
        Crew::Bishop => "Cuối ván, mỗi miếng kho báu bạn thu được trị giá 2 vàng.",
        Crew::Cartographer => "Bạn giữ 4 lá hành động thay vì 3.",
        Crew::OldSeadog => "Bạn có thể bỏ qua một bước lùi trên lá của mình.",
        Crew::Anchoree => "Bạn có thể đi ít hơn xúc xắc 1 ô.",
        Crew::Seafarer => "Bạn có thể đi nhiều hơn xúc xắc 1 ô.",
        Crew::VenetianMerchant => "Trả phí bằng thức ăn hay vàng tùy ý, trộn cả hai cũng được.",
        Crew::PrussianMerchant => "Trả phí bằng thức ăn thay cho đạn dược, hoặc bằng đạn dược thay cho thức ăn.",
        Crew::HelvetianMerchant => "Trả phí bằng đạn dược thay cho vàng, hoặc bằng vàng thay cho đạn dược.",
        Crew::Cooper => "Chất hàng nhiều hơn số xúc xắc 1.",
        Crew::Calypso => "Có cô ấy và đủ 3 con rối bị nguyền trên tàu, bạn thắng ngay.",
        Crew::Witch => "Bạn được dùng hai xúc xắc hành động theo thứ tự bất kỳ.",
        Crew::Oracle => "Khi làm thuyền trưởng, đặt một xúc xắc hành động trước rồi mới tung xúc xắc kia.",
        Crew::LookOut => "Lấy kho báu từ một hang ổ ở ô kề bên, sau lượt đi ban ngày hay ban đêm.",
    }
}

pub fn seat(seat: usize) -> String {
    format!("Người chơi {}", seat + 1)
}

pub fn tokens_on_lairs(n: usize, list: &str) -> String {
    if n == 0 {
        "Các hang ổ không còn miếng kho báu nào.".to_string()
    } else {
        format!("{n} miếng kho báu ở hang ổ: {list}")
    }
}

pub fn fall_back_preview(list: &str) -> String {
    if list.is_empty() {
        "Không có ô nào phía sau trả được phí.".to_string()
    } else {
        format!("Lùi về: {list}")
    }
}

pub fn hold_label(h: usize, g: u8) -> String {
    if g == 0 {
        format!("Ô chứa {h}: trống")
    } else {
        format!("Ô chứa {h}: {g} vàng")
    }
}

pub fn log_move(dir: &str, branches: &[u8], adjust: i8) -> String {
    let adjust = match adjust {
        1 => " (thêm 1 ô)",
        -1 => " (bớt 1 ô)",
        _ => "",
    };
    format!("Đi {}{adjust}{}", dir.to_lowercase(), via(branches))
}

pub fn log_fight(opponent: &str, attack: &str, defence: Option<&str>) -> String {
    match defence {
        Some(d) => format!("Tấn công {opponent}: {attack} đấu {d}"),
        None => format!("Tấn công {opponent}: {attack}, thắng ngay"),
    }
}

pub fn log_ghost_move(dir: &str, branches: &[u8]) -> String {
    format!("Tàu ma đi {}{}", dir.to_lowercase(), via(branches))
}

pub fn log_recruit(crew: &str, slot: u8, bottle: u8) -> String {
    if bottle >= 20 {
        format!("Chiêu mộ {crew} từ ô {slot} của quán rượu")
    } else {
        format!(
            "Chiêu mộ {crew} từ ô {slot} của quán rượu, chai rượu sang ô {}",
            bottle + 1
        )
    }
}

pub fn log_declare(name: &str, gold: u16, treasures: &str, crew: &str) -> String {
    let mut line = format!("{name} khai báo {gold} vàng");
    if !treasures.is_empty() {
        line.push_str(&format!(", {treasures}"));
    }
    if !crew.is_empty() {
        line.push_str(&format!(", thuyền viên {crew}"));
    }
    line
}

pub fn log_buccaneer(fight: &str, hold: Option<u8>) -> String {
    match hold {
        Some(h) => format!("{fight} (Hải tặc), đổ sạch ô chứa {h} của Tàu ma"),
        None => format!("{fight} (Hải tặc)"),
    }
}

pub fn tavern_more(bottle: Option<u8>, recruited: usize) -> String {
    let bottle = match bottle {
        Some(s) => format!("chai rượu ở ô quán rượu {s}"),
        None => "chai rượu ở đầu cầu thang".to_string(),
    };
    format!("Quán rượu · {bottle} · đã chiêu mộ {recruited}")
}
