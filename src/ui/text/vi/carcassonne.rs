//! The Vietnamese words of the carcassonne screens (see [`crate::ui::text::carcassonne`]).

use crate::rules::carcassonne::{
    District, Expansion, FeatureKind, Item, Refusal, TurnChoice, MAX_MANUAL_POINTS, RANSOM,
};
use crate::ui::text::carcassonne::CarcassonneTexts;

fn expansion_vi(expansion: Expansion) -> &'static str {
    match expansion {
        Expansion::Tower => "Tòa tháp",
        Expansion::Count => "Bá tước",
        Expansion::KingRobber => "Nhà vua và Tên cướp",
    }
}

fn district_vi(district: District) -> &'static str {
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
fn refusal_vi(refusal: &Refusal) -> String {
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

pub const VI: CarcassonneTexts = CarcassonneTexts {
    refusal: refusal_vi,
    blurb: "Tính điểm, meeple, Tòa tháp, cùng Bá tước, Nhà vua và Tên cướp.",

    opt_tower: "The Tower (Tòa tháp)",
    opt_tower_hint: "Tháp, bắt giữ, tù binh và tiền chuộc. Thêm 18 mảnh.",
    opt_count: "The Count (Bá tước)",
    opt_count_hint: "Thành phố Carcassonne với bốn quận làm khởi đầu.",
    opt_king_robber: "King & Robber (Nhà vua và Tên cướp)",
    opt_king_robber_hint: "Mảnh thưởng cho thành phố và con đường hoàn thành lớn nhất. Thêm 5 mảnh.",
    pile_of: |pile, all| format!("{pile} mảnh trong chồng rút (cuối ván có {all} mảnh trên bàn)."),

    turn_of: |name| format!("Lượt của {name}"),
    turn_badge: "▶ đến lượt",
    tiles_left: |n| match n {
        0 => "Mảnh cuối: chồng rút đã hết".to_string(),
        n => format!("Còn {n} mảnh trong chồng rút"),
    },
    choice_none: "Sau khi đặt mảnh: một meeple hoặc một tầng tháp, hoặc không đặt gì.",
    choice_done: |choice| match choice {
        TurnChoice::Meeple => "Lượt này: đã đặt một meeple.",
        TurnChoice::NewTower => "Lượt này: đã dựng một tháp mới.",
        TurnChoice::Floor => "Lượt này: đã thêm một tầng tháp.",
        TurnChoice::CloseTower => "Lượt này: đã đóng một tháp.",
    },
    place_meeple: "Đặt meeple",
    supply_empty: "Kho đã hết meeple.",
    redraw: "Không đặt được: rút mảnh khác",
    redraw_hint: "Mảnh này cất vào hộp và chồng rút bớt thêm một mảnh.",
    end_turn: "Người tiếp theo",
    last_tile: "Đã đặt mảnh cuối: tính điểm cuối ván",
    correct_tiles: "Sửa số mảnh",
    tiles_in_pile: "Số mảnh trong chồng rút",
    set: "Lưu",

    scores: "Điểm",
    track: |space, laps| {
        if laps == 0 {
            format!("ô {space} trên đường điểm")
        } else {
            format!("ô {space} trên đường điểm + {laps}×50")
        }
    },
    bonus_line: |king, robber| format!("gồm Nhà vua +{king}, Tên cướp +{robber}"),
    correct_scores: "Cộng điểm tay (+/−)",
    points_for: |name| format!("Điểm của {name}"),

    feature_title: "Công trình vừa hoàn thành",
    kind_name: |kind, completed| match (kind, completed) {
        (FeatureKind::City, true) => "Thành phố",
        (FeatureKind::City, false) => "Thành phố dở dang",
        (FeatureKind::Road, true) => "Đường",
        (FeatureKind::Road, false) => "Đường dở dang",
        (FeatureKind::Monastery, true) => "Tu viện",
        (FeatureKind::Monastery, false) => "Tu viện dở dang",
        (FeatureKind::Farm, _) => "Cánh đồng",
    },
    city_tiles: "Số mảnh",
    pennants: "Huy hiệu",
    monastery_tiles: "Số mảnh: tu viện và các mảnh xung quanh",
    monastery_full: "Tu viện được bao kín: 9 mảnh.",
    farm_cities: "Thành phố hoàn thành mà cánh đồng chạm",
    farm_carcassonne: "Chạm thành phố Carcassonne",
    part: |item, count, each, points| {
        if item == Item::CarcassonneCity {
            format!("{}: {points}", item_vi(item))
        } else {
            format!("{count} {} × {each} = {points}", item_vi(item))
        }
    },
    total_points: |n| format!("Tổng: {n} điểm"),
    who_scores: "Meeple trên công trình và ai được điểm",
    majority_hint: "Ai có nhiều meeple nhất trên công trình thì được điểm; hòa thì tất cả cùng được. Chạm để đổi.",
    meeples_back: "Meeple trở về",
    from_district: |d| format!("Từ quận {}", district_vi(d)),
    scores_on: "✓ Được điểm",
    scores_off: "Không điểm",
    nobody_scores: "Không ai được điểm.",
    each_scores: |names, points| format!("{names}: +{points}"),
    confirm_score: |points| format!("Ghi {points} điểm"),

    meeples: "Meeple",
    meeple_line: |supply, board, towers, city| {
        let mut line = format!("{supply} trong kho · {board} trên bàn");
        if towers > 0 {
            line.push_str(&format!(" ({towers} trên tháp)"));
        }
        if city > 0 {
            line.push_str(&format!(" · {city} ở Carcassonne"));
        }
        line
    },
    held_by: |captor, n| format!("{n} meeple bị {captor} giữ làm tù binh"),

    tower: "Tòa tháp",
    floors_left: |name, n| format!("{name}: còn {n} tầng tháp"),
    no_towers: "Chưa có tháp nào.",
    tower_line: |number, height, closed| {
        let state = if closed { "đã đóng" } else { "còn mở" };
        format!("Tháp {number}: cao {height}, {state}")
    },
    tower_top: |name| format!("meeple của {name} trên đỉnh"),
    tower_choice: "Thay cho meeple",
    new_tower: "Tháp mới trên móng trống",
    floor_on: |n| format!("Thêm tầng cho tháp {n}"),
    close_on: |n| format!("Đóng tháp {n} bằng meeple"),
    no_floors: "Đã hết tầng tháp.",
    reach_reminder: |h| {
        format!(
            "Tầm = chiều cao {h}: {h} mảnh theo mỗi hướng trong bốn hướng thẳng; khoảng trống và tháp khác không chặn tầm."
        )
    },
    capture_title: "Bắt một meeple trong tầm?",
    capture_rule: "Meeple của bạn về lại kho; meeple của người khác thành tù binh của bạn.",
    no_capture: "Không bắt",
    capture_feature: |name| format!("Meeple của {name} trên công trình"),
    capture_top: |name, n| format!("Meeple của {name} trên tháp {n}"),
    place_floor: "Đặt tầng tháp",
    prisoners: "Tù binh",
    holds: |captor, n, owner| format!("{captor} giữ {n} meeple của {owner}"),
    no_prisoners: "Không ai giữ tù binh.",
    exchange_note: "Hai người giữ tù binh của nhau sẽ đổi trả ngay lập tức.",
    ransom_to: |captor, points| format!("Trả {points} điểm cho {captor} để chuộc meeple"),
    ransom_too_dear: |score| format!("Tiền chuộc là {RANSOM} điểm; bạn có {score}."),
    ransom_once: "Mỗi lượt chỉ chuộc một lần: lượt này đã chuộc rồi.",

    king_robber: "Nhà vua và Tên cướp",
    king_held: |name, tiles| {
        format!(
            "Nhà vua: {name}, thành phố {tiles} mảnh. Muốn giành: thành phố từ {} mảnh trở lên.",
            tiles + 1
        )
    },
    king_none: "Nhà vua: chưa ai giữ. Thành phố hoàn thành đầu tiên sẽ giành được.",
    robber_held: |name, tiles| {
        format!(
            "Tên cướp: {name}, đường {tiles} mảnh. Muốn giành: đường từ {} mảnh trở lên.",
            tiles + 1
        )
    },
    robber_none: "Tên cướp: chưa ai giữ. Con đường hoàn thành đầu tiên sẽ giành được.",
    strip_king: "Vua",
    strip_robber: "Cướp",
    completed_counts: |cities, roads| {
        format!("Đã hoàn thành: {cities} thành phố, {roads} con đường.")
    },
    bonus_now: |name, king, robber| {
        format!("{name}: Nhà vua +{king}, Tên cướp +{robber} khi kết thúc")
    },

    count_city: "Thành phố Carcassonne",
    district_name: district_vi,
    district_feeds: |d| match d {
        District::Castle => "cho thành phố",
        District::Market => "cho cánh đồng (tính điểm cuối ván)",
        District::Blacksmith => "cho đường",
        District::Cathedral => "cho tu viện",
    },
    count_here: "♛ Bá tước",
    empty_district: "trống",
    enter_title: "Đặt một meeple vào Carcassonne",
    enter_hint: "Được đặt khi mảnh của bạn hoàn thành một công trình cho đối thủ điểm còn bạn thì không: mỗi lượt một meeple.",
    enter_used: "Lượt này đã có một meeple vào Carcassonne.",
    count_move: "Di chuyển Bá tước?",
    count_stay: "Giữ nguyên",
    enter_confirm: "Đặt meeple vào",

    final_title: "Tính điểm cuối ván",
    final_step: |step, of, name| format!("Bước {step}/{of}: {name}"),
    step_name: |step| match step {
        0 => "thành phố dở dang",
        1 => "đường dở dang",
        2 => "tu viện dở dang",
        3 => "cánh đồng",
        _ => "điểm thưởng và người thắng",
    },
    step_hint: |step| match step {
        0 => "1 điểm mỗi mảnh và mỗi huy hiệu. Nhập từng thành phố có meeple, rồi sang bước sau.",
        1 => "1 điểm mỗi mảnh. Nhập từng con đường có meeple.",
        2 => "1 điểm cho tu viện và mỗi mảnh xung quanh.",
        3 => "3 điểm cho mỗi thành phố hoàn thành mà cánh đồng chạm vào.",
        _ => "Kiểm tra điểm thưởng rồi kết thúc ván.",
    },
    next_step: "Bước tiếp",
    prev_step: "Quay lại",
    districts_score_nothing: "Meeple còn trong các quận của Carcassonne không được điểm.",
    no_bonus: "Ván này không có thưởng Nhà vua hay Tên cướp.",
    finish: "Kết thúc: công bố người thắng",

    log_place_meeple: "Đặt meeple",
    log_floor: |tower| match tower {
        None => "Dựng tháp mới".to_string(),
        Some(i) => format!("Thêm tầng cho tháp {}", u16::from(i) + 1),
    },
    log_capture_feature: |name| format!(", bắt meeple của {name}"),
    log_capture_top: |name, tower| {
        format!(", bắt meeple của {name} trên tháp {}", u16::from(tower) + 1)
    },
    log_close: |tower| format!("Đóng tháp {} bằng một meeple", u16::from(tower) + 1),
    log_ransom: |captor| format!("Trả {RANSOM} điểm tiền chuộc cho {captor}"),
    log_score: |feature, names, points| format!("{feature}: {names} +{points}"),
    log_nobody: "không ai được điểm",
    log_from_district: |district| format!(" (meeple từ quận {district})"),
    log_enter: |d| format!("Meeple vào quận {} của Carcassonne", district_vi(d)),
    log_count_moves: |d| format!("; Bá tước chuyển sang quận {}", district_vi(d)),
    log_adjust: |name, points| {
        if points > 0 {
            format!("{name} +{points} (điểm tay)")
        } else {
            format!("{name} {points} (điểm tay)")
        }
    },
    log_redraw: "Mảnh không đặt được: đã rút mảnh khác",
    log_set_tiles: |n| format!("Sửa số mảnh thành {n}"),
    log_end_turn: "Hết lượt",
    log_finish: "Xong phần tính điểm cuối ván",

    new_tower_short: "Tháp mới",
    track_title: "Đường điểm",
    track_of: |name, space, laps| {
        if laps == 0 {
            format!("{name} ở ô {space}")
        } else {
            format!("{name} ở ô {space} + {laps}×50")
        }
    },
    floors_of: |name, n| format!("{name} {n} tầng"),
    tower_more: |floors, prisoners| match prisoners {
        0 => format!("{floors}; không có tù binh"),
        n => format!("{floors}; {n} tù binh"),
    },
    king_robber_more: |king, robber| {
        format!(
            "Nhà vua: {}, Tên cướp: {}",
            king.unwrap_or("chưa ai"),
            robber.unwrap_or("chưa ai")
        )
    },
    count_more: |d, n| format!("Bá tước ở {}; {n} meeple trong thành", district_vi(d)),
    supply_of: |name, n| format!("{name} còn {n} trong kho"),
    pile_more: |n| format!("Chồng mảnh: còn {n} · Rút lại hoặc sửa số mảnh"),
};
