//! The Vietnamese sentences of the Carcassonne screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/carcassonne.toml`.

use crate::rules::carcassonne::{
    District, Expansion, FeatureKind, Item, Refusal, TurnChoice, MAX_MANUAL_POINTS, RANSOM,
};

fn expansion_vi(expansion: Expansion) -> &'static str {
    match expansion {
        Expansion::Tower => "Tòa tháp",
        Expansion::Count => "Bá tước",
        Expansion::KingRobber => "Nhà vua và Tên cướp",
    }
}

pub fn district_vi(district: District) -> &'static str {
    match district {
        District::Castle => "Lâu đài",
        District::Market => "Chợ",
        District::Blacksmith => "Lò rèn",
        District::Cathedral => "Nhà thờ lớn",
    }
}

fn item_vi(item: Item) -> &'static str {
    match item {
        Item::CityTile => "mảnh thành phố",
        Item::Pennant => "huy hiệu",
        Item::RoadTile => "mảnh đường",
        Item::MonasteryTile => "mảnh (gồm cả tu viện)",
        Item::CompletedCity => "thành phố hoàn thành",
        Item::CarcassonneCity => "thành phố Carcassonne",
    }
}

/// The rules' refusals in Vietnamese; every variant is named, so a new one must be translated.
pub fn refusal_vi(refusal: &Refusal) -> String {
    match refusal {
        Refusal::NoSuchPlayer => "Ván này không có người chơi đó.".to_string(),
        Refusal::GameFinished => {
            "Ván đã kết thúc. Hãy hoàn tác thao tác cuối nếu muốn thay đổi.".to_string()
        }
        Refusal::FinalScoringUnderway => {
            "Đã đặt mảnh cuối: chỉ còn nhập phần tính điểm cuối ván.".to_string()
        }
        Refusal::TilesStillLeft { tiles } => {
            format!("Chồng rút còn {tiles} mảnh: ván chỉ kết thúc sau mảnh cuối cùng.")
        }
        Refusal::ExpansionNotInPlay(expansion) => format!(
            "Ván này không chơi {}. Muốn dùng, hãy tạo ván mới có bản mở rộng này.",
            expansion_vi(*expansion)
        ),
        Refusal::EmptySupply => "Kho của bạn đã hết meeple.".to_string(),
        Refusal::TurnChoiceMade => {
            "Lượt này bạn đã đặt meeple hoặc tầng tháp rồi: mỗi lượt chỉ một lần.".to_string()
        }
        Refusal::NoFloorsLeft => "Bạn đã hết tầng tháp.".to_string(),
        Refusal::NoFreeFoundation => "Mọi móng tháp trong ván đều đã có tháp.".to_string(),
        Refusal::NoSuchTower => "Trên bàn không có tháp này.".to_string(),
        Refusal::TowerClosed => {
            "Tháp đó đã đóng: đã có meeple trên đỉnh nên không xây cao thêm được.".to_string()
        }
        Refusal::NothingToCapture => "Người chơi đó không có meeple nào ở đó để bắt.".to_string(),
        Refusal::RansomAlreadyPaid => {
            "Lượt này bạn đã trả tiền chuộc: mỗi lượt chỉ một lần.".to_string()
        }
        Refusal::NoPrisonerHeld => "Người chơi đó không giữ meeple nào của bạn.".to_string(),
        Refusal::RansomTooDear { score } => format!(
            "Tiền chuộc là {RANSOM} điểm mà bạn chỉ có {score}: điểm không được xuống dưới 0."
        ),
        Refusal::ImpossibleFeature => {
            "Kích thước này không thể có: hãy kiểm tra số mảnh, huy hiệu hoặc thành phố."
                .to_string()
        }
        Refusal::NotScoredDuringPlay => "Trong lúc chơi chỉ thành phố, đường và tu viện đã \
             hoàn thành mới được tính điểm. Cánh đồng và công trình dở dang tính khi kết thúc."
            .to_string(),
        Refusal::AlreadyScoredWhenCompleted => "Công trình hoàn thành đã được tính điểm ngay \
             khi hoàn thành. Tính điểm cuối ván chỉ dành cho công trình dở dang và cánh đồng."
            .to_string(),
        Refusal::NoCarcassonneCity => {
            "Thành phố Carcassonne chỉ có trên bàn khi chơi Bá tước.".to_string()
        }
        Refusal::WrongListLength => "Danh sách phải có đúng một số cho mỗi người chơi.".to_string(),
        Refusal::ScorerWithoutMeeple => "Người được điểm phải có meeple trên công trình: \
             hãy nhập số meeple trở về."
            .to_string(),
        Refusal::TooManyReturned => {
            "Số meeple trở về nhiều hơn số người đó đang có trên bàn.".to_string()
        }
        Refusal::DistrictTooFew { district } => format!(
            "Người chơi đó không có nhiều meeple như vậy ở quận {}.",
            district_vi(*district)
        ),
        Refusal::CountGuardsDistrict { district } => format!(
            "Bá tước đang ở quận {}: khi ông còn ở đó, không meeple nào được rời quận.",
            district_vi(*district)
        ),
        Refusal::DistrictIdleInFinalScoring { district } => format!(
            "Khi tính điểm cuối cùng, chỉ meeple ở quận Chợ còn được vào cánh đồng; meeple ở \
             quận {} ở yên đó và không được điểm.",
            district_vi(*district)
        ),
        Refusal::CityEntryNotEarned => "Bạn chỉ được đặt meeple vào Carcassonne sau khi mảnh \
             của bạn hoàn thành một công trình cho đối thủ điểm còn bạn thì không."
            .to_string(),
        Refusal::CityEntryUsed => {
            "Lượt này bạn đã đặt một meeple vào Carcassonne: mỗi lượt chỉ một lần.".to_string()
        }
        Refusal::CountAlreadyThere { district } => {
            format!("Bá tước đã ở quận {} rồi.", district_vi(*district))
        }
        Refusal::ZeroPoints => "Cộng 0 điểm thì không thay đổi gì.".to_string(),
        Refusal::EntryTooLarge => {
            format!("Mỗi lần nhập chỉ thay đổi điểm tối đa {MAX_MANUAL_POINTS} điểm.")
        }
        Refusal::ScoreBelowZero => "Điểm không được xuống dưới 0.".to_string(),
        Refusal::PileEmpty => "Chồng rút đã hết.".to_string(),
        Refusal::RedrawAfterChoice => {
            "Mảnh này đã nằm trên bàn: lượt này bạn đã đặt meeple hoặc tầng tháp.".to_string()
        }
        Refusal::TooManyTiles { max } => {
            format!("Chồng rút của ván này có tối đa {max} mảnh.")
        }
    }
}

pub fn tiles_left(n: u8) -> String {
    match n {
        0 => "Mảnh cuối: chồng rút đã hết".to_string(),
        n => format!("Còn {n} mảnh trong chồng rút"),
    }
}

pub fn choice_done(choice: TurnChoice) -> &'static str {
    match choice {
        TurnChoice::Meeple => "Lượt này: đã đặt một meeple.",
        TurnChoice::NewTower => "Lượt này: đã dựng một tháp mới.",
        TurnChoice::Floor => "Lượt này: đã thêm một tầng tháp.",
        TurnChoice::CloseTower => "Lượt này: đã đóng một tháp.",
    }
}

pub fn track(space: i64, laps: i64) -> String {
    if laps == 0 {
        format!("ô {space} trên đường điểm")
    } else {
        format!("ô {space} trên đường điểm + {laps}×50")
    }
}

pub fn kind_name(kind: FeatureKind, completed: bool) -> &'static str {
    match (kind, completed) {
        (FeatureKind::City, true) => "Thành phố",
        (FeatureKind::City, false) => "Thành phố dở dang",
        (FeatureKind::Road, true) => "Đường",
        (FeatureKind::Road, false) => "Đường dở dang",
        (FeatureKind::Monastery, true) => "Tu viện",
        (FeatureKind::Monastery, false) => "Tu viện dở dang",
        (FeatureKind::Farm, _) => "Cánh đồng",
    }
}

pub fn part(item: Item, count: u8, each: u8, points: i64) -> String {
    if item == Item::CarcassonneCity {
        format!("{}: {points}", item_vi(item))
    } else {
        format!("{count} {} × {each} = {points}", item_vi(item))
    }
}

pub fn from_district(name: &str, d: District) -> String {
    format!("Meeple của {name} từ quận {}", district_vi(d))
}

pub fn meeple_line(supply: u8, board: u32, towers: u8, city: u32) -> String {
    let mut line = format!("{supply} trong kho · {board} trên bàn");
    if towers > 0 {
        line.push_str(&format!(" ({towers} trên tháp)"));
    }
    if city > 0 {
        line.push_str(&format!(" · {city} ở Carcassonne"));
    }
    line
}

pub fn tower_line(number: usize, height: u8, closed: bool) -> String {
    let state = if closed { "đã đóng" } else { "còn mở" };
    format!("Tháp {number}: cao {height}, {state}")
}

pub fn ransom_too_dear(score: i64) -> String {
    format!("Tiền chuộc là {RANSOM} điểm; bạn có {score}.")
}

pub fn king_held(name: &str, tiles: u8) -> String {
    format!(
        "Nhà vua: {name}, thành phố {tiles} mảnh. Muốn giành: thành phố từ {} mảnh trở lên.",
        tiles + 1
    )
}

pub fn robber_held(name: &str, tiles: u8) -> String {
    format!(
        "Tên cướp: {name}, đường {tiles} mảnh. Muốn giành: đường từ {} mảnh trở lên.",
        tiles + 1
    )
}

pub fn district_feeds(d: District) -> &'static str {
    match d {
        District::Castle => "cho thành phố",
        District::Market => "cho cánh đồng (tính điểm cuối ván)",
        District::Blacksmith => "cho đường",
        District::Cathedral => "cho tu viện",
    }
}

pub fn step_name(step: usize) -> &'static str {
    match step {
        0 => "thành phố dở dang",
        1 => "đường dở dang",
        2 => "tu viện dở dang",
        3 => "cánh đồng",
        _ => "điểm thưởng và người thắng",
    }
}

pub fn step_hint(step: usize) -> &'static str {
    match step {
        0 => "1 điểm mỗi mảnh và mỗi huy hiệu. Nhập từng thành phố có meeple, rồi sang bước sau.",
        1 => "1 điểm mỗi mảnh. Nhập từng con đường có meeple.",
        2 => "1 điểm cho tu viện và mỗi mảnh xung quanh.",
        3 => "3 điểm cho mỗi thành phố hoàn thành mà cánh đồng chạm vào.",
        _ => "Kiểm tra điểm thưởng rồi kết thúc ván.",
    }
}

pub fn log_floor(tower: Option<u8>) -> String {
    match tower {
        None => "Dựng tháp mới".to_string(),
        Some(i) => format!("Thêm tầng cho tháp {}", u16::from(i) + 1),
    }
}

pub fn log_capture_top(name: &str, tower: u8) -> String {
    format!(", bắt meeple của {name} trên tháp {}", u16::from(tower) + 1)
}

pub fn log_close(tower: u8) -> String {
    format!("Đóng tháp {} bằng một meeple", u16::from(tower) + 1)
}

pub fn log_ransom(captor: &str) -> String {
    format!("Trả {RANSOM} điểm tiền chuộc cho {captor}")
}

pub fn log_enter(d: District) -> String {
    format!("Meeple vào quận {} của Carcassonne", district_vi(d))
}

pub fn log_count_moves(d: District) -> String {
    format!("; Bá tước chuyển sang quận {}", district_vi(d))
}

pub fn log_adjust(name: &str, points: i16) -> String {
    if points > 0 {
        format!("{name} +{points} (điểm tay)")
    } else {
        format!("{name} {points} (điểm tay)")
    }
}

pub fn track_of(name: &str, space: i64, laps: i64) -> String {
    if laps == 0 {
        format!("{name} ở ô {space}")
    } else {
        format!("{name} ở ô {space} + {laps}×50")
    }
}

pub fn tower_more(floors: &str, prisoners: u32) -> String {
    match prisoners {
        0 => format!("{floors}; không có tù binh"),
        n => format!("{floors}; {n} tù binh"),
    }
}

pub fn king_robber_more(king: Option<&str>, robber: Option<&str>) -> String {
    format!(
        "Nhà vua: {}, Tên cướp: {}",
        king.unwrap_or("chưa ai"),
        robber.unwrap_or("chưa ai")
    )
}

pub fn count_more(d: District, n: u32) -> String {
    format!("Bá tước ở {}; {n} meeple trong thành", district_vi(d))
}
