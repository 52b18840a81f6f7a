//! The Vietnamese words of the catan screens (see [`crate::ui::text::catan`]).

use crate::rules::catan::seafarers::checklist::SetupNote;
use crate::rules::catan::{Needs, Piece, Refusal};
use crate::ui::text::catan::CatanTexts;

fn setup_note_vi(note: SetupNote) -> &'static str {
    match note {
        SetupNote::DesertFirstSettlements => {
            "Hai khu định cư đầu tiên đặt trên phần lớn của đảo chính."
        }
        SetupNote::DesertRobberAndPirate => {
            "Tên cướp đặt trên một ô sa mạc, cướp biển trên ô biển có đánh dấu."
        }
        SetupNote::NoRedNumberOnGold => {
            "Khi tự xếp bàn, không đặt số 6 hay 8 lên ô mỏ vàng."
        }
        SetupNote::TribeChitsAndHarbors => {
            "Miếng Catan đặt ở các cạnh bờ biển có đánh dấu, thẻ bến cảng ở các chỗ có đánh dấu."
        }
        SetupNote::TribeDevelopmentCards => {
            "Lấy 4 lá phát triển trên cùng chồng bài, úp xuống, đặt ở các cạnh có đánh dấu."
        }
        SetupNote::TribeNoNumbers => "Các đảo nhỏ không có thẻ số.",
        SetupNote::ClothVillages => {
            "Hai thẻ số trên mỗi đảo trong 4 đảo nhỏ đánh dấu 8 ngôi làng."
        }
        SetupNote::ClothSupply => {
            "5 tấm vải cạnh mỗi ngôi làng, 10 tấm còn lại làm kho chung."
        }
        SetupNote::ClothRobber => "Tên cướp đặt trên ô cánh đồng có số 12.",
        SetupNote::PiratesFixedMap => "Bản đồ cố định: chỉ được đổi chỗ các bến cảng.",
        SetupNote::PiratesFirstPieces => {
            "Khu định cư và tàu đầu tiên của mỗi người đặt trên đảo phía đông như hình in."
        }
        SetupNote::PiratesFortressesAndFleet => {
            "3 miếng dưới mỗi pháo đài. Không có tên cướp; hạm đội cướp biển đặt ở ô đã đánh dấu."
        }
        SetupNote::PiratesVpCards => {
            "Với 3 người, bỏ màu trắng và rút các lá điểm chiến thắng khỏi chồng bài; với 4 người, chúng ở lại và được dùng như hiệp sĩ."
        }
    }
}

fn scenario_name_vi(n: u8) -> &'static str {
    match n {
        4 => "4 · Vượt sa mạc",
        5 => "5 · Bộ lạc bị lãng quên",
        6 => "6 · Vải cho Catan",
        _ => "7 · Đảo cướp biển",
    }
}

fn piece_name_vi(piece: Piece) -> &'static str {
    match piece {
        Piece::Road => "Đường",
        Piece::Settlement => "Khu định cư",
        Piece::City => "Thành phố",
        Piece::Ship => "Tàu",
        Piece::Bridge => "Cầu",
    }
}

/// The piece in the middle of a sentence.
fn piece_word_vi(piece: Piece) -> &'static str {
    match piece {
        Piece::Road => "đường",
        Piece::Settlement => "khu định cư",
        Piece::City => "thành phố",
        Piece::Ship => "tàu",
        Piece::Bridge => "cầu",
    }
}

/// The game a [`Refusal::WrongVariant`] needs.
fn variant_vi(needs: Needs) -> &'static str {
    match needs {
        Needs::Rivers => "Dòng sông Catan",
        Needs::Desert => "màn Vượt sa mạc",
        Needs::Tribe => "màn Bộ lạc bị lãng quên",
        Needs::Cloth => "màn Vải cho Catan",
        Needs::Pirates => "màn Đảo cướp biển",
        Needs::SeafarersWithPirate => "các màn Seafarers có cướp biển",
        Needs::Duel => "chế độ 1 đấu 1",
    }
}

fn refusal_vi(r: &Refusal) -> String {
    match *r {
        Refusal::NoSuchPlayer => "Ván này không có người chơi đó.".to_string(),
        Refusal::WrongVariant(needs) => format!("Việc này chỉ có trong {}.", variant_vi(needs)),
        Refusal::PlacementExpects(piece) => format!(
            "Khi đặt quân ban đầu, mỗi người đặt một khu định cư rồi một con đường nối với nó: tiếp theo là {}.",
            piece_word_vi(piece)
        ),
        Refusal::NotDuringPlacement => {
            "Chưa làm được việc này khi mọi người còn đang đặt quân ban đầu.".to_string()
        }
        Refusal::OnlyDuringPlacement => "Phần đặt quân ban đầu đã xong rồi.".to_string(),
        Refusal::RollFirst => "Hãy tung xúc xắc trước: việc này đến sau lần tung.".to_string(),
        Refusal::AlreadyRolled => "Lượt này đã tung xúc xắc rồi.".to_string(),
        Refusal::Dice(ref d) => (super::VI.dice_refusal)(d),
        Refusal::MoveRobberFirst => {
            "Hãy di chuyển tên cướp trước: số 7 hoặc hiệp sĩ bắt buộc điều đó.".to_string()
        }
        Refusal::NoRobberToMove => {
            "Tên cướp chỉ di chuyển sau số 7 hoặc hiệp sĩ, và nó đã di chuyển rồi.".to_string()
        }
        Refusal::PieceLimit { piece, limit } => format!(
            "Trong ván này mỗi người chỉ có {limit} {}, và tất cả đã ở trên bàn.",
            piece_word_vi(piece)
        ),
        Refusal::PieceNotInVariant(piece) => {
            format!("Ván này không có {}.", piece_word_vi(piece))
        }
        Refusal::NoSettlementToUpgrade => {
            "Thành phố thay cho một khu định cư của bạn, mà bạn chưa có khu định cư nào trên bàn."
                .to_string()
        }
        Refusal::SpotNotForPiece => {
            "Chỗ đó không mang lại gì cho quân này: bên sông chỉ khu định cư và đường mới được vàng, còn ở vùng đất xa chỉ khu định cư mới được tính."
                .to_string()
        }
        Refusal::RoadLongerThanPieces { pieces } => format!(
            "Con đường không thể dài hơn {pieces} quân đường mà người chơi đã xây."
        ),
        Refusal::OneDevCardPerTurn => "Mỗi lượt chỉ được dùng một thẻ phát triển.".to_string(),
        Refusal::NoVpCardsLeft => {
            "Chồng thẻ phát triển chỉ có 5 lá điểm chiến thắng.".to_string()
        }
        Refusal::NoKnightsLeft => {
            "Chồng thẻ phát triển chỉ có 14 hiệp sĩ, và tất cả đã được dùng.".to_string()
        }
        Refusal::BadHits => "Trong đó có một người không chơi ván này.".to_string(),
        Refusal::CoinsOff => "Ván này chơi không dùng xu.".to_string(),
        Refusal::CoinsLocked => {
            "Chỉ được dùng xu khi đã có người đạt 5 điểm công khai.".to_string()
        }
        Refusal::CoinsAlreadySpent => "Mỗi lượt chỉ được dùng xu một lần.".to_string(),
        Refusal::CannotPay { price, coins } => {
            format!("Việc này tốn {price} xu mà bạn chỉ có {coins}.")
        }
        Refusal::OpponentHandEmpty => {
            "Đổi cưỡng chế cần đối thủ có ít nhất một lá trên tay.".to_string()
        }
        Refusal::RobberAlreadyOnDesert => "Tên cướp đã ở sa mạc rồi.".to_string(),
        Refusal::NoKnightToDiscard => "Bạn không có hiệp sĩ đã dùng nào để bỏ.".to_string(),
        Refusal::KnightAlreadyDiscarded => {
            "Mỗi lượt chỉ được bỏ một hiệp sĩ để lấy xu.".to_string()
        }
        Refusal::FriendlyRobber { player } => format!(
            "Tên cướp thân thiện: người chơi {} có từ 4 điểm công khai trở xuống, nên tên cướp không được chạm tới công trình của họ.",
            u16::from(player) + 1
        ),
        Refusal::RobberProtection { player } => format!(
            "Bảo vệ khỏi tên cướp: người chơi {} vừa bị tên cướp chạm tới ở lần trước nên lần này không bị nữa.",
            u16::from(player) + 1
        ),
        Refusal::NotEnoughGold { need, have } => {
            format!("Việc này tốn {need} vàng mà bạn chỉ có {have}.")
        }
        Refusal::GoldBuyLimit => "Mỗi lượt chỉ mua được tối đa 2 tài nguyên bằng vàng.".to_string(),
        Refusal::GoldTradeNotWithCurrent => {
            "Vàng chỉ đổi chủ trong giao dịch với người đang đến lượt.".to_string()
        }
        Refusal::ZeroGold => "Hãy đưa ít nhất 1 vàng, và chỉ cho người khác.".to_string(),
        Refusal::ForeignDuringPlacement => {
            "Các khu định cư đầu tiên đặt trên đảo chính, không đặt ở vùng đất xa.".to_string()
        }
        Refusal::NoSuchArea => "Bàn chơi không có vùng đất xa mang số đó.".to_string(),
        Refusal::TribeChitsGone => "Cả 8 miếng Catan đã được lấy hết.".to_string(),
        Refusal::GiftCardsGone => "Cả 4 thẻ phát triển quà tặng đã được lấy hết.".to_string(),
        Refusal::HarborsGone => "Cả 6 cảng đã bị chiếm hết.".to_string(),
        Refusal::NoHarborToPlace => "Bạn không giữ cảng đã chiếm nào để đặt.".to_string(),
        Refusal::NoSuchVillage => "Có 8 làng, đánh số từ 1 đến 8.".to_string(),
        Refusal::AlreadyConnected => "Bạn đã buôn bán với làng đó rồi.".to_string(),
        Refusal::PirateLockedUntilConnection => {
            "Cướp biển chưa được di chuyển cho đến khi tuyến tàu của ai đó tới một làng."
                .to_string()
        }
        Refusal::NoClothToTake => {
            "Chỉ được lấy vải của một người khác đang có vải.".to_string()
        }
        Refusal::NoRobberInScenario => "Đảo cướp biển không có tên cướp.".to_string(),
        Refusal::NoNormalShip => {
            "Bạn không còn tàu thường nào để biến thành tàu chiến.".to_string()
        }
        Refusal::NoSuchStop => "Vòng của hạm đội cướp biển không có ô đó.".to_string(),
        Refusal::NotAtFortress => "Tuyến tàu của bạn phải tới pháo đài trước đã.".to_string(),
        Refusal::FortressConquered => "Pháo đài của bạn đã bị chiếm rồi.".to_string(),
        Refusal::FortressAlreadyAttacked => {
            "Mỗi lượt chỉ được tấn công pháo đài một lần.".to_string()
        }
        Refusal::BadDie => "Xúc xắc chỉ có số từ 1 đến 6.".to_string(),
        Refusal::VpCardsOutOfGame => {
            "Khi chơi 3 người, các lá điểm chiến thắng bị bỏ ra khỏi Đảo cướp biển.".to_string()
        }
    }
}

fn terrain_vi(t: &crate::rules::catan::seafarers::Terrain) -> String {
    format!(
        "Biển {}, sa mạc {}, mỏ vàng {}, ruộng lúa {}, đồi {}, núi {}, đồng cỏ {}, rừng {}",
        t.sea, t.desert, t.gold, t.fields, t.hills, t.mountains, t.pasture, t.forest
    )
}

pub const VI: CatanTexts = CatanTexts {
    refusal: refusal_vi,
    blurb: "Bản cơ bản, 1 đấu 1 có xu, Dòng sông Catan và các màn Seafarers 4 đến 7.",

    variant: "Chế độ",
    variant_base: "Catan",
    variant_duel: "1 đấu 1",
    variant_rivers: "Dòng sông",
    variant_seafarers: "Seafarers",
    variant_hint: |min, max| {
        if min == max {
            format!("Dành cho {min} người.")
        } else {
            format!("Dành cho {min} đến {max} người.")
        }
    },
    scenario: "Màn chơi",
    scenario_name: scenario_name_vi,
    coins_on: "Kho xu (20 xu)",
    coins_hint: "Tắt đi thì chơi 1 đấu 1 hoàn toàn không có xu.",
    friendly_robber: "Tên cướp thân thiện",
    friendly_robber_hint: "Tên cướp không được chạm tới đối thủ có từ 4 điểm công khai trở xuống.",
    robber_protection: "Bảo vệ khỏi tên cướp",
    robber_protection_hint: "Không ai bị tên cướp chạm tới hai lần liên tiếp.",
    harbormaster: "Chơi cùng Harbormaster",
    harbormaster_hint: "Khi kết hợp với Harbormaster, mục tiêu tăng lên 11 điểm.",
    full_tie: "Khi mọi người bằng vàng nhau",
    full_tie_everyone: "Tất cả đều nghèo",
    full_tie_nobody: "Không ai nghèo",
    full_tie_hint: "Hòa ở mức ít vàng nhất thì mỗi người hòa nhận một thẻ Người nghèo. Theo cách hiểu của ứng dụng, hòa toàn bộ cũng vậy (luật không nêu ngoại lệ). Chọn “Không ai nghèo” nếu nhóm bạn hiểu khác.",
    edition: "Phiên bản",
    edition_seed: "Bản đầu: 12 điểm, 1 điểm đặc biệt",
    edition_later: "Bản sau: 14 điểm, 2 điểm mỗi vùng",
    village_numbers: "Số của các làng",
    village_numbers_hint: "Chép số của từng làng trên bàn chơi của bạn (từ 2 đến 12, trừ 7).",
    village: |n| format!("Làng {n}"),
    loop_len: "Số ô trên vòng của hạm đội",
    loop_len_hint: "Đếm các ô biển trên vòng của hạm đội cướp biển trên bàn chơi, ô xuất phát là 1.",
    target: "Điểm để thắng",
    target_range: |lo, hi| format!("Từ {lo} đến {hi}."),
    fewer: "Giảm",
    more: "Tăng",

    turn_of: |name, n| format!("Lượt {n} · {name}"),
    setup_step: |step, of| format!("Đặt quân ban đầu: lần {step}/{of}"),
    setup_order: "Thứ tự đặt quân",
    places_settlement: |name| format!("{name} đặt một khu định cư."),
    places_road: |name| format!("{name} đặt một con đường (hoặc một tàu) nối với nó."),
    phase_roll: "Tung xúc xắc, hoặc dùng hiệp sĩ trước.",
    phase_robber: "Di chuyển tên cướp trước đã.",
    turn_order: "Thứ tự lượt chơi",
    phase_build: "Giao dịch, xây dựng, rồi kết thúc lượt.",
    now_marker: "đang đặt",

    roll: "Tung trong ứng dụng",
    typed_roll: "Hoặc nhập xúc xắc trên bàn",
    die_a: "Xúc xắc thứ nhất",
    die_b: "Xúc xắc thứ hai",
    enter_roll: "Nhập",

    build: "Xây",
    piece_name: piece_name_vi,
    left: |n| format!("còn {n}"),
    on_river: "Bên sông (+1 vàng)",
    bridge_cost: "Cầu: 2 gạch + 1 gỗ, +3 vàng, tính như đường.",
    foreign_area: |n| format!("Khu định cư ở vùng đất xa {n}"),
    foreign_hint: "Khu định cư trên một đảo nhỏ hoặc bên kia sa mạc.",
    play_knight: "Dùng hiệp sĩ",
    draw_vp_card: "Rút lá điểm (giữ kín)",
    end_turn: "Kết thúc lượt",

    scoreboard: "Bảng điểm",
    public_vp: "điểm",
    total_vp: |total, hidden| format!("Tổng {total} ({hidden} giữ kín)"),
    reveal: |name| format!("Chỉ {name} xem: hiện tổng"),
    hide: "Ẩn",
    road_length: "Độ dài đường",
    road_of: |name| format!("Đường dài nhất của {name}"),
    road_shorter: |name| format!("{name}: đường ngắn đi 1"),
    road_longer: |name| format!("{name}: đường dài thêm 1"),
    knights: "Hiệp sĩ",
    longest_road: "Con đường dài nhất",
    largest_army: "Đội quân lớn nhất",
    no_holder: |at| format!("chưa ai giữ (cần từ {at})"),
    holder_line: |card, name| format!("{card}: {name}"),
    vp_target: |n| format!("Mục tiêu {n} điểm, trong lượt của chính mình"),

    robber_title: "Di chuyển tên cướp",
    robber_seven: "Vừa ra số 7.",
    robber_knight: "Vừa dùng một hiệp sĩ.",
    robber_who: "Công trình của ai chạm ô mới?",
    robber_desert: "Tên cướp về sa mạc",
    move_robber: "Đã di chuyển tên cướp",
    move_pirate: "Di chuyển cướp biển thay thế",
    take_cloth_from: "Lấy 1 vải của",
    nobody: "không ai",
    protected_friendly: "được bảo vệ: từ 4 điểm trở xuống",
    protected_last_hit: "được bảo vệ: vừa bị chạm lần trước",

    duel_title: "Xu",
    no_coins: "Chơi không dùng xu.",
    bank_line: |bank, players| format!("Kho {bank} + {players} = 20"),
    coins_of: |name, n| format!("{name} {n}"),
    unlocked: "Đã mở: có người đạt 5 điểm công khai.",
    locked: |best| {
        format!("Còn khóa cho đến khi có người đạt 5 điểm công khai (cao nhất hiện giờ: {best}).")
    },
    price_line: |name, price| format!("Giá cho {name}: {price} xu"),
    price_why: "1 xu khi điểm công khai của bạn không hơn đối thủ, 2 xu khi bạn dẫn trước.",
    forced_trade: "Đổi cưỡng chế",
    opponent_cards: "Số lá trên tay đối thủ",
    robber_to_desert: "Tên cướp về sa mạc",
    exchange: "Đổi 2 lấy 1 với ngân hàng",
    forced_trade_hint: "Rút ngẫu nhiên 2 lá của đối thủ, rồi trả lại 2 lá.",
    robber_to_desert_hint: "Không rút bài của ai.",
    exchange_hint: "2 lá cùng loại lấy 1 lá tùy chọn.",
    discard_knight: "Bỏ một hiệp sĩ đã dùng: +2 xu",
    bank_short: |n| format!("Kho chỉ còn {n} xu: còn bao nhiêu trả bấy nhiêu."),
    coin_earning_hint: "Khi tên cướp của đối thủ chạm công trình của bạn, bạn nhận 1 xu (ghi cùng lúc với lần di chuyển tên cướp).",

    rivers_title: "Vàng",
    supply_line: |n| format!("Kho còn {n}/40"),
    gold_of: |name, n| format!("{name} {n}"),
    wealthiest: "Giàu nhất +1",
    poor: "Nghèo −2",
    wealthiest_why: |n| format!("một mình nhiều vàng nhất ({n})"),
    poor_why: |n, alone| {
        if alone {
            format!("ít vàng nhất ({n})")
        } else {
            format!("cùng ít vàng nhất ({n})")
        }
    },
    wealthiest_none: "Người giàu nhất: chưa ai (hòa ở mức nhiều nhất thì thẻ nằm ở ngân hàng).",
    buy_gold: |left| format!("Mua 1 tài nguyên bằng 2 vàng (lượt này còn {left} lần)"),
    gold_trade: "Vàng trong giao dịch",
    gold_amount: "Số vàng",
    give_to: |name| format!("Đưa cho {name}"),
    take_from: |name| format!("Nhận từ {name}"),

    checklist: "Danh sách chuẩn bị",
    setup_note: setup_note_vi,
    harbors_line: |two, three| format!("Cảng: {two} cảng đặc biệt 2:1, {three} cảng thường 3:1"),
    hexes_line: |n| format!("{n} ô"),
    terrain_line: terrain_vi,
    tokens_line: |n| format!("{n} thẻ số"),
    chits_line: |n| format!("{n} miếng Catan"),
    printed_target: |n| format!("Mục tiêu in sẵn: {n} điểm"),

    desert_title: "Vùng đất xa",
    desert_rule_seed: "1 điểm đặc biệt cho khu định cư đầu tiên của mỗi người ở vùng đất xa.",
    desert_rule_later: "2 điểm đặc biệt cho mỗi vùng đất xa mà một người đến định cư.",
    areas_of: |name, areas, vp| format!("{name}: {areas} vùng, {vp} điểm đặc biệt"),

    tribe_title: "Bộ lạc bị lãng quên",
    chits_left: |n| format!("Miếng Catan còn lại: {n}/8"),
    gifts_left: |n| format!("Thẻ quà tặng còn lại: {n}/4"),
    harbors_left: |n| format!("Cảng còn lại: {n}/6"),
    take_chit: "Miếng Catan (+1 điểm)",
    take_gift: "Thẻ phát triển quà tặng",
    gift_hint: "Giữ lá bài; khi nó có tác dụng, ghi lại như hiệp sĩ hoặc lá điểm.",
    capture_harbor: "Chiếm cảng",
    place_harbor: "Đặt cảng",
    harbor_reminder: |name, n| {
        format!("{name} đang giữ {n} cảng: đặt một cảng khi có khu định cư ven biển.")
    },
    tribe_of: |name, chits, held, placed| {
        format!("{name}: {chits} miếng Catan, cảng: giữ {held} / đã đặt {placed}")
    },

    cloth_title: "Vải",
    general_supply: |n| format!("Kho chung {n}"),
    villages_left: |n, end| format!("{n} làng còn vải (ván kết thúc khi còn {end} làng trở xuống)"),
    village_line: |number, cloth| format!("Làng {number}: {cloth} vải"),
    connect: "Kết nối",
    connected: "Đã kết nối",
    cloth_of: |name, cloth, vp| format!("{name}: {cloth} vải = {vp} điểm"),

    pirates_title: "Hạm đội cướp biển",
    fleet_at: |hex, len| format!("Hạm đội đang ở ô {hex}/{len}."),
    fleet_gone: "Mọi pháo đài đã bị chiếm: hạm đội rời bàn chơi.",
    fleet_hex: |n| format!("Ô {n}"),
    who_is_next_to: |n| format!("Ai có khu định cư hay thành phố cạnh ô {n}?"),
    who_is_next_hint: "Mỗi ô chỉ hỏi một lần; sửa lại khi có người xây ở đó.",
    save_occupants: "Lưu",
    edit_occupants: "Sửa danh sách ai ở cạnh ô này",
    occupants: |n, names| format!("Ô {n}: {names}"),
    attacks: "Tấn công sau lần tung này",
    no_attack: "Không ai ở cạnh hạm đội: không có tấn công.",
    attack_lost: |name, pirates, ships, cards| {
        format!("{name}: cướp biển {pirates} thắng {ships} tàu chiến, mất {cards} lá.")
    },
    attack_won: |name, pirates, ships| {
        format!("{name}: {ships} tàu chiến thắng cướp biển {pirates}, lấy 1 lá tùy chọn.")
    },
    attack_tie: |name, pirates, ships| {
        format!("{name}: {ships} tàu chiến gặp cướp biển {pirates}, hòa, không có gì xảy ra.")
    },
    warships_of: |name, war, ships| format!("{name}: {war} tàu chiến trong {ships} tàu"),
    fortress_of: |name, chits| format!("Pháo đài của {name}: còn {chits}/3 miếng Catan"),
    reaches_fortress: "Tuyến tàu đã tới pháo đài của tôi",
    attack_fortress: "Tấn công pháo đài",
    fortress_die: "Xúc xắc pháo đài",
    roll_fortress_die: "Tung xúc xắc pháo đài",
    fortress_rule: "Tàu chiến nhiều hơn xúc xắc: gỡ 1 miếng Catan (lần thứ ba chiếm được pháo đài). Ít hơn: mất 2 tàu. Bằng nhau: mất 1 tàu.",
    warship_from_vp: "Lật lá điểm làm hiệp sĩ: tàu chiến",
    pirate_win_rule: "Để thắng: chiếm pháo đài cùng màu và đạt điểm mục tiêu.",

    badge_turn: "▶ đến lượt",
    badge_conquered: "Đã chiếm pháo đài",
    strip_road: "Đường",
    strip_army: "Quân",
    strip_wealthiest: "Giàu",
    strip_poor: "Nghèo",
    strip_fortress: "Pháo đài",

    log_roll: |a, b| format!("Xúc xắc: {a} + {b} = {}", a + b),
    log_end_turn: "Kết thúc lượt",
    log_build: |piece, spot| format!("Xây {}{spot}", piece.to_lowercase()),
    spot_river: " bên sông",
    spot_foreign: |n| format!(" ở vùng đất xa {}", n + 1),
    log_road_length: |name, n| format!("Đường dài nhất của {name}: {n}"),
    log_knight: "Dùng hiệp sĩ",
    log_vp_card: "Rút thẻ phát triển (giữ kín)",
    log_robber: |hits, desert| {
        if desert {
            "Tên cướp về sa mạc".to_string()
        } else {
            format!("Di chuyển tên cướp, chạm tới: {hits}")
        }
    },
    log_pirate: |from| match from {
        Some(from) => format!("Di chuyển cướp biển, lấy 1 vải của {from}"),
        None => "Di chuyển cướp biển".to_string(),
    },
    log_forced_trade: |cards| format!("Trả xu: đổi cưỡng chế (đối thủ có {cards} lá)"),
    log_robber_to_desert: "Trả xu: đưa tên cướp về sa mạc",
    log_exchange: "Trả xu: đổi 2 lấy 1",
    log_discard_knight: "Bỏ hiệp sĩ lấy 2 xu",
    log_buy_gold: "Mua tài nguyên bằng 2 vàng",
    log_give_gold: |from, to, n| format!("{from} đưa {n} vàng cho {to}"),
    log_tribe_chit: "Lấy miếng Catan (+1 điểm)",
    log_gift_card: "Lấy thẻ phát triển quà tặng",
    log_capture_harbor: "Chiếm cảng",
    log_place_harbor: "Đặt cảng cạnh khu định cư ven biển",
    log_connect: |v| format!("Tuyến tàu tới làng {}", v + 1),
    log_fleet_stop: |hex, names| format!("Cạnh ô {} của hạm đội: {names}", hex + 1),
    log_reach_fortress: |yes| {
        if yes {
            "Tuyến tàu tới pháo đài".to_string()
        } else {
            "Tuyến tàu không còn tới pháo đài".to_string()
        }
    },
    log_attack_fortress: |die| format!("Tấn công pháo đài, xúc xắc {die}"),
    log_warship_vp: "Lật lá điểm làm hiệp sĩ: thêm một tàu chiến",
};
