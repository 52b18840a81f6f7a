//! The Vietnamese sentences of the Catan screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/catan.toml`.

use crate::rules::catan::seafarers::checklist::SetupNote;
use crate::rules::catan::table::Goods;
use crate::rules::catan::{Needs, Piece, Refusal};

pub fn setup_note_vi(note: SetupNote) -> &'static str {
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

pub fn scenario_name_vi(n: u8) -> &'static str {
    match n {
        4 => "4 · Vượt sa mạc",
        5 => "5 · Bộ lạc bị lãng quên",
        6 => "6 · Vải cho Catan",
        _ => "7 · Đảo cướp biển",
    }
}

pub fn piece_name_vi(piece: Piece) -> &'static str {
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

pub fn refusal_vi(r: &Refusal) -> String {
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
        Refusal::Dice(ref d) => crate::ui::text::for_lang(crate::rulebook::Lang::Vi).dice_refusal(d),
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

pub fn terrain_vi(t: &crate::rules::catan::seafarers::Terrain) -> String {
    format!(
        "Biển {}, sa mạc {}, mỏ vàng {}, ruộng lúa {}, đồi {}, núi {}, đồng cỏ {}, rừng {}",
        t.sea, t.desert, t.gold, t.fields, t.hills, t.mountains, t.pasture, t.forest
    )
}

pub fn variant_hint(min: usize, max: usize) -> String {
    if min == max {
        format!("Dành cho {min} người.")
    } else {
        format!("Dành cho {min} đến {max} người.")
    }
}

pub fn poor_why(n: u8, alone: bool) -> String {
    if alone {
        format!("ít vàng nhất ({n})")
    } else {
        format!("cùng ít vàng nhất ({n})")
    }
}

pub fn log_roll(a: u8, b: u8) -> String {
    format!("Xúc xắc: {a} + {b} = {}", a + b)
}

pub fn log_build(piece: &str, spot: &str) -> String {
    format!("Xây {}{spot}", piece.to_lowercase())
}

pub fn spot_foreign(n: u8) -> String {
    format!(" ở vùng đất xa {}", n + 1)
}

pub fn log_robber(hits: &str, desert: bool) -> String {
    if desert {
        "Tên cướp về sa mạc".to_string()
    } else {
        format!("Di chuyển tên cướp, chạm tới: {hits}")
    }
}

pub fn log_pirate(from: Option<&str>) -> String {
    match from {
        Some(from) => format!("Di chuyển cướp biển, lấy 1 vải của {from}"),
        None => "Di chuyển cướp biển".to_string(),
    }
}

pub fn log_connect(v: u8) -> String {
    format!("Tuyến tàu tới làng {v}")
}

pub fn log_fleet_stop(hex: u8, names: &str) -> String {
    format!("Cạnh ô {} của hạm đội: {names}", hex + 1)
}

pub fn log_reach_fortress(yes: bool) -> String {
    if yes {
        "Tuyến tàu tới pháo đài".to_string()
    } else {
        "Tuyến tàu không còn tới pháo đài".to_string()
    }
}

pub fn goods(goods: Goods, n: u8) -> String {
    match goods {
        Goods::Coins => format!("{n} xu"),
        Goods::Gold => format!("{n} vàng"),
        Goods::Cloth => format!("{n} vải"),
    }
}
