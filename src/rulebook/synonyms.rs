//! The words players use for the games' things, grouped, per language. A query word (or
//! phrase) of a group also searches the words the entries use for that thing: "ghost" finds
//! "Ghost Ship", "鬼船" finds "幽靈船", "chuộc" finds "tiền chuộc". A hit through a synonym
//! counts a little less than the word as typed.
//!
//! Each language has two lists. `used`: words the entries themselves use (a test checks each
//! appears in some entry of that language); these are what a group searches for. `said`: words
//! players say that the entries do not use, or use for something else ("người" is any person,
//! "打" also ends a game in "打完"): they lead to the group's `used` words but are never searched
//! for on behalf of another word. A group never crosses languages: "knight" typed in a
//! Vietnamese search finds "hiệp sĩ" only when English is searched too, as before.

/// One language's side of a group.
#[derive(Clone, Copy, Debug)]
pub(super) struct Words {
    pub used: &'static [&'static str],
    pub said: &'static [&'static str],
}

/// One thing of a game, in every language.
#[derive(Clone, Copy, Debug)]
pub(super) struct Group {
    pub en: Words,
    pub vi: Words,
    pub zh: Words,
}

const fn w(x: [&'static [&'static str]; 2]) -> Words {
    Words {
        used: x[0],
        said: x[1],
    }
}

/// A group: `[used, said]` in English, Vietnamese and Traditional Chinese.
const fn g(
    en: [&'static [&'static str]; 2],
    vi: [&'static [&'static str]; 2],
    zh: [&'static [&'static str]; 2],
) -> Group {
    Group {
        en: w(en),
        vi: w(vi),
        zh: w(zh),
    }
}

pub(super) const GROUPS: &[Group] = &[
    // Jamaica
    g(
        [&["ghost ship", "ghost"], &["black ship", "phantom"]],
        [&["tàu ma"], &["thuyền ma", "tàu đen"]],
        [&["幽靈船"], &["鬼船", "鬼", "幽靈", "黑船"]],
    ),
    g(
        [
            &["fight", "combat", "attack"],
            &["battle", "battles", "clash"],
        ],
        [
            &["chiến đấu", "trận chiến", "tấn công"],
            &["đánh nhau", "giao chiến", "đánh"],
        ],
        [&["戰鬥", "攻擊", "交戰"], &["打", "打架", "戰"]],
    ),
    g(
        [&["cannot pay", "shortage"], &["can't pay", "not enough"]],
        [&["không trả được", "thiếu hụt"], &["không đủ", "thiếu"]],
        [&["付不起", "短缺"], &["沒錢", "不夠"]],
    ),
    g(
        [&["fee", "cost", "price"], &["toll", "expensive", "pay for"]],
        [
            &["phí", "chi phí", "giá", "tốn"],
            &["lệ phí", "bao nhiêu tiền"],
        ],
        [
            &["費用", "價格"],
            &["多少錢", "價錢", "花費", "成本", "過路費"],
        ],
    ),
    g(
        [&["gold"], &["money", "cash"]],
        [&["vàng"], &["tiền"]],
        [&["金幣"], &["錢", "金子", "黃金"]],
    ),
    g(
        [&["lair"], &["hideout", "den", "cave"]],
        [&["hang ổ"], &["sào huyệt", "hang"]],
        [&["巢穴"], &["海盜窩", "窩", "巢"]],
    ),
    g(
        [&["treasure"], &["loot"]],
        [&["kho báu"], &["báu vật"]],
        [&["寶藏"], &["寶物", "財寶"]],
    ),
    g(
        [&["cannon"], &["gun"]],
        [&["súng thần công"], &["đại bác", "súng"]],
        [&["大砲"], &["大炮", "砲", "炮"]],
    ),
    g(
        [
            &["ends its move", "ending its move", "ending a move"],
            &["lands on", "land on", "landing on", "stops on", "stop on"],
        ],
        [
            &["dừng ở"],
            &["dừng lại ở", "dừng trên", "dừng tại", "đến ô", "đậu ở"],
        ],
        [&["停在"], &["停到", "落在", "停留在", "走到"]],
    ),
    g(
        [&["direction", "backward", "forward"], &["which way"]],
        [&["hướng"], &["chiều"]],
        [&["方向"], &["往哪", "哪邊", "走哪"]],
    ),
    // Carcassonne
    g(
        [&["ransom", "buy back"], &["buyback", "redeem", "rescue"]],
        [&["tiền chuộc", "chuộc"], &["chuộc lại", "mua lại"]],
        [&["贖金", "贖回"], &["贖", "買回", "贖人"]],
    ),
    g(
        [
            &["meeple"],
            &["follower", "followers", "worker", "workers", "pawn"],
        ],
        [&["meeple"], &["người", "quân", "người đi theo"]],
        [&["米寶"], &["棋子", "跟隨者", "小人", "工人"]],
    ),
    g(
        [&["capture", "prisoner"], &["catch", "caught"]],
        [&["bắt giữ", "bị bắt", "tù binh"], &["bắt"]],
        [&["俘虜"], &["抓", "抓走", "捉"]],
    ),
    g(
        [&["farm"], &["meadow", "meadows"]],
        [&["cánh đồng"], &["nông trại", "trang trại", "đồng ruộng"]],
        [&["草原"], &["農場", "農田"]],
    ),
    // Catan
    g(
        [&["bridge"], &["bridges"]],
        [&["cầu"], &["cây cầu"]],
        [&["橋"], &["橋樑", "橋梁"]],
    ),
    g(
        [&["robber"], &["thief", "bandit"]],
        [&["tên cướp"], &["kẻ cướp", "kẻ trộm", "tên trộm"]],
        [&["強盜"], &["盜賊", "小偷", "土匪"]],
    ),
    g(
        [&["knight"], &["soldier", "soldiers"]],
        [&["hiệp sĩ"], &["kỵ sĩ", "kị sĩ", "hiệp sỹ"]],
        [&["騎士"], &["武士"]],
    ),
    g(
        [&["steal", "stolen"], &["rob", "robs", "nick"]],
        [
            &["rút ngẫu nhiên", "cướp được"],
            &["trộm", "ăn cắp", "lấy trộm", "lấy bài"],
        ],
        [&["偷", "搶", "隨機抽"], &["偷牌", "偷卡", "搶牌"]],
    ),
    g(
        [&["road"], &["roads"]],
        [&["con đường", "đường"], &["đường đi"]],
        [&["道路"], &["路"]],
    ),
    g(
        [&["city", "cities"], &["town", "towns"]],
        [&["thành phố"], &["thành"]],
        [&["城市"], &["城"]],
    ),
    g(
        [&["settlement"], &["house", "houses"]],
        [&["khu định cư"], &["nhà", "làng"]],
        [&["村莊"], &["房子", "定居點"]],
    ),
    g(
        [&["roll", "dice"], &["throw"]],
        [&["tung", "xúc xắc"], &["đổ", "gieo", "lắc"]],
        [&["擲", "骰"], &["丟", "投"]],
    ),
    // Every game
    g(
        [&["player"], &["people"]],
        [&["người chơi"], &["người tham gia"]],
        [&["玩家"], &["人數"]],
    ),
    g(
        [&["card"], &[]],
        [&["thẻ", "lá", "bài"], &["lá bài"]],
        [&["牌", "卡"], &["卡牌"]],
    ),
    g(
        [&["tie", "tied", "equal"], &["stalemate"]],
        [&["hòa", "bằng điểm"], &["hoà", "huề"]],
        [&["同分", "平手", "並列"], &["平局", "打平"]],
    ),
    g(
        [&["win", "winner"], &["beat", "won"]],
        [&["thắng"], &["chiến thắng"]],
        [&["獲勝", "勝負"], &["贏"]],
    ),
];
