//! Words that carry no meaning of their own in a question, per language. A player types
//! "how much is a bridge" or "tàu ma đi hướng nào"; only "bridge", "tàu ma", "đi", "hướng"
//! say what is wanted, and an entry should not rank higher for also holding "is" or "nào".
//!
//! English and Vietnamese entries are words (a few of two words, matched as a phrase) and
//! are compared once folded, so "khi nao" typed without accents is recognised too; a Vietnamese
//! word typed with other accents than listed ("lá", a card, against "là") is kept. Chinese has
//! no spaces: its particles are cut out of the query before the rest is matched as substrings
//! (see `query.rs`). Words that also name a thing of a game stay off these lists ("ma" is the
//! ghost, "能" starts "能力", a power).

/// English.
pub(super) const EN: &[&str] = &[
    "a", "about", "am", "an", "and", "any", "are", "as", "at", "be", "been", "but", "by", "can",
    "could", "did", "do", "does", "for", "from", "get", "gets", "got", "happen", "happens", "have",
    "has", "her", "here", "his", "how", "i", "if", "in", "into", "is", "it", "its", "many", "may",
    "me", "might", "much", "must", "my", "of", "on", "onto", "or", "our", "should", "so", "that",
    "the", "their", "them", "then", "there", "these", "they", "this", "those", "to", "was", "we",
    "what", "when", "where", "which", "who", "why", "will", "with", "would", "you", "your",
];

/// Vietnamese, with their accents.
pub(super) const VI: &[&str] = &[
    "ai",
    "bao nhiêu",
    "bạn",
    "cái",
    "cần",
    "các",
    "cho",
    "có",
    "của",
    "đã",
    "đang",
    "được",
    "gì",
    "hay",
    "hoặc",
    "khi",
    "là",
    "làm",
    "làm sao",
    "mấy",
    "mình",
    "muốn",
    "này",
    "nào",
    "nếu",
    "như",
    "như thế nào",
    "những",
    "ở",
    "ra",
    "rồi",
    "sao",
    "sẽ",
    "thế",
    "thế nào",
    "thì",
    "tôi",
    "và",
    "vậy",
    "với",
];

/// Traditional Chinese (a query in Simplified is folded to Traditional before it meets these).
pub(super) const ZH: &[&str] = &[
    "了",
    "也",
    "你",
    "你的",
    "他",
    "可不可以",
    "可以",
    "吧",
    "呢",
    "和",
    "哪",
    "哪個",
    "哪裡",
    "啊",
    "嗎",
    "在",
    "多少",
    "如何",
    "就",
    "怎樣",
    "怎麼",
    "怎麼辦",
    "我",
    "我的",
    "才",
    "時候",
    "是",
    "會",
    "為什麼",
    "能不能",
    "要",
    "誰",
    "還",
    "都",
    "的",
    "什麼",
    "什麼時候",
    "幾",
    "幾個",
];
