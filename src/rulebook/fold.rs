//! Text normalisation for search: lower case, Latin diacritics folded to the base letter
//! (`cầu` → `cau`, `đ` → `d`), combining marks dropped (a query typed in decomposed form
//! matches too), full-width ASCII turned into ASCII, and Simplified Chinese characters turned
//! into the Traditional ones the reference is written in (`桥` → `橋`), so a Chinese query is a
//! substring match whichever script the reader types.

use super::simplified::SIMPLIFIED_TO_TRADITIONAL;

/// A normalised text and, for each of its bytes, where the character it comes from starts in
/// the original text, so a match found in the normalised text maps back to the original.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Normalised {
    pub text: String,
    /// `src[i]`: byte offset in the original of the character that produced byte `i`.
    pub src: Vec<u32>,
}

impl Normalised {
    /// The original byte range of the normalised byte range `start..end` (a range of a match,
    /// on char boundaries of the normalised text). The result is on char boundaries of
    /// `original`.
    pub fn original_range(&self, original: &str, start: usize, end: usize) -> (usize, usize) {
        let from = self.src.get(start).map_or(original.len(), |&s| s as usize);
        let last = match end.checked_sub(1).and_then(|e| self.src.get(e)) {
            Some(&s) => s as usize,
            None => return (from, from),
        };
        let to = original
            .get(last..)
            .and_then(|rest| rest.chars().next())
            .map_or(original.len(), |c| last + c.len_utf8());
        (from, to.max(from))
    }
}

/// The Traditional character of the reference that a Simplified character stands for; any
/// other character unchanged.
fn traditional(c: char) -> char {
    SIMPLIFIED_TO_TRADITIONAL
        .binary_search_by_key(&c, |&(simplified, _)| simplified)
        .map_or(c, |i| SIMPLIFIED_TO_TRADITIONAL[i].1)
}

fn is_combining(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036F}' | '\u{1AB0}'..='\u{1AFF}' | '\u{1DC0}'..='\u{1DFF}')
}

/// One character's normalised form, pushed onto `out`.
fn push_folded(c: char, out: &mut String) -> usize {
    let before = out.len();
    let c = match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        '\u{3400}'..='\u{9FFF}' => traditional(c),
        _ => c,
    };
    for lower in c.to_lowercase() {
        let f = fold_latin(lower);
        if !is_combining(f) {
            out.push(f);
        }
    }
    out.len() - before
}

/// Normalises a text of the corpus, keeping the map back to the original.
pub(super) fn normalise_mapped(original: &str) -> Normalised {
    let mut text = String::with_capacity(original.len());
    let mut src = Vec::with_capacity(original.len());
    for (at, c) in original.char_indices() {
        let added = push_folded(c, &mut text);
        src.extend(std::iter::repeat_n(at as u32, added));
    }
    Normalised { text, src }
}

/// Normalises a query (no map needed).
pub(super) fn normalise(query: &str) -> String {
    let mut out = String::with_capacity(query.len());
    for c in query.chars() {
        push_folded(c, &mut out);
    }
    out
}

/// The Vietnamese vowels: each line the bare vowel, then its five tones (grave, acute, hook,
/// tilde, dot below).
const TONES: [&str; 12] = [
    "aàáảãạ",
    "ăằắẳẵặ",
    "âầấẩẫậ",
    "eèéẻẽẹ",
    "êềếểễệ",
    "iìíỉĩị",
    "oòóỏõọ",
    "ôồốổỗộ",
    "ơờớởỡợ",
    "uùúủũụ",
    "ưừứửữự",
    "yỳýỷỹỵ",
];

/// A lower-case letter without its tone, and the tone (0: none).
fn untoned(c: char) -> (char, usize) {
    for line in TONES {
        if let Some(tone) = line.chars().position(|v| v == c) {
            return (line.chars().next().unwrap_or(c), tone);
        }
    }
    (c, 0)
}

/// Whether two lower-case texts are the same words with the same accents. A Vietnamese
/// syllable carries one tone, which the two spellings in use put on different vowels ("hòa"
/// and "hoà"): tones are compared per syllable, the letters and their other marks (ă, ơ, đ...)
/// one by one.
pub(super) fn same_accents(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    let mut xs = a.split(|c: char| !c.is_alphanumeric());
    let mut ys = b.split(|c: char| !c.is_alphanumeric());
    loop {
        match (xs.next(), ys.next()) {
            (None, None) => return true,
            (Some(x), Some(y)) => {
                let (mut tx, mut ty) = (0, 0);
                let mut cx = x.chars().map(untoned);
                let mut cy = y.chars().map(untoned);
                loop {
                    match (cx.next(), cy.next()) {
                        (None, None) => break,
                        (Some((p, s)), Some((q, t))) if p == q => {
                            tx = tx.max(s);
                            ty = ty.max(t);
                        }
                        _ => return false,
                    }
                }
                if tx != ty {
                    return false;
                }
            }
            _ => return false,
        }
    }
}

/// Folds one lower-case Latin letter with diacritics to its base letter (generated from the
/// Unicode decompositions of Latin-1, Latin Extended-A/B and Latin Extended Additional, plus
/// `đ`, which has no decomposition). Everything else is returned unchanged.
pub(super) fn fold_latin(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' | 'ǎ' | 'ǟ' | 'ǡ' | 'ǻ' | 'ȁ' | 'ȃ'
        | 'ȧ' | 'ḁ' | 'ạ' | 'ả' | 'ấ' | 'ầ' | 'ẩ' | 'ẫ' | 'ậ' | 'ắ' | 'ằ' | 'ẳ' | 'ẵ' | 'ặ' => {
            'a'
        }
        'ḃ' | 'ḅ' | 'ḇ' => 'b',
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' | 'ḉ' => 'c',
        'ď' | 'ḋ' | 'ḍ' | 'ḏ' | 'ḑ' | 'ḓ' | 'đ' => 'd',
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' | 'ȅ' | 'ȇ' | 'ȩ' | 'ḕ' | 'ḗ' | 'ḙ'
        | 'ḛ' | 'ḝ' | 'ẹ' | 'ẻ' | 'ẽ' | 'ế' | 'ề' | 'ể' | 'ễ' | 'ệ' => 'e',
        'ḟ' => 'f',
        'ĝ' | 'ğ' | 'ġ' | 'ģ' | 'ǧ' | 'ǵ' | 'ḡ' => 'g',
        'ĥ' | 'ȟ' | 'ḣ' | 'ḥ' | 'ḧ' | 'ḩ' | 'ḫ' | 'ẖ' => 'h',
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ǐ' | 'ȉ' | 'ȋ' | 'ḭ' | 'ḯ' | 'ỉ' | 'ị' => {
            'i'
        }
        'ĵ' | 'ǰ' => 'j',
        'ķ' | 'ǩ' | 'ḱ' | 'ḳ' | 'ḵ' => 'k',
        'ĺ' | 'ļ' | 'ľ' | 'ḷ' | 'ḹ' | 'ḻ' | 'ḽ' => 'l',
        'ḿ' | 'ṁ' | 'ṃ' => 'm',
        'ñ' | 'ń' | 'ņ' | 'ň' | 'ǹ' | 'ṅ' | 'ṇ' | 'ṉ' | 'ṋ' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ō' | 'ŏ' | 'ő' | 'ơ' | 'ǒ' | 'ǫ' | 'ǭ' | 'ȍ' | 'ȏ' | 'ȫ'
        | 'ȭ' | 'ȯ' | 'ȱ' | 'ṍ' | 'ṏ' | 'ṑ' | 'ṓ' | 'ọ' | 'ỏ' | 'ố' | 'ồ' | 'ổ' | 'ỗ' | 'ộ'
        | 'ớ' | 'ờ' | 'ở' | 'ỡ' | 'ợ' => 'o',
        'ṕ' | 'ṗ' => 'p',
        'ŕ' | 'ŗ' | 'ř' | 'ȑ' | 'ȓ' | 'ṙ' | 'ṛ' | 'ṝ' | 'ṟ' => 'r',
        'ś' | 'ŝ' | 'ş' | 'š' | 'ș' | 'ṡ' | 'ṣ' | 'ṥ' | 'ṧ' | 'ṩ' => 's',
        'ţ' | 'ť' | 'ț' | 'ṫ' | 'ṭ' | 'ṯ' | 'ṱ' | 'ẗ' => 't',
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' | 'ư' | 'ǔ' | 'ǖ' | 'ǘ' | 'ǚ'
        | 'ǜ' | 'ȕ' | 'ȗ' | 'ṳ' | 'ṵ' | 'ṷ' | 'ṹ' | 'ṻ' | 'ụ' | 'ủ' | 'ứ' | 'ừ' | 'ử' | 'ữ'
        | 'ự' => 'u',
        'ṽ' | 'ṿ' => 'v',
        'ŵ' | 'ẁ' | 'ẃ' | 'ẅ' | 'ẇ' | 'ẉ' | 'ẘ' => 'w',
        'ẋ' | 'ẍ' => 'x',
        'ý' | 'ÿ' | 'ŷ' | 'ȳ' | 'ẏ' | 'ẙ' | 'ỳ' | 'ỵ' | 'ỷ' | 'ỹ' => 'y',
        'ź' | 'ż' | 'ž' | 'ẑ' | 'ẓ' | 'ẕ' => 'z',
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vietnamese_folds_to_plain_letters() {
        assert_eq!(
            normalise("Cầu ĐƯỜNG Thuyền trưởng"),
            "cau duong thuyen truong"
        );
        // Decomposed input (a base letter and combining marks) folds the same way.
        assert_eq!(normalise("c\u{0061}\u{0302}\u{0300}u"), "cau");
        assert_eq!(normalise("ＡＢＣ１"), "abc1");
        assert_eq!(normalise("橋 強盜"), "橋 強盜");
    }

    #[test]
    fn simplified_chinese_folds_to_traditional() {
        assert_eq!(normalise("桥 强盗 幽灵船"), "橋 強盜 幽靈船");
        let table = &SIMPLIFIED_TO_TRADITIONAL;
        assert!(
            table.windows(2).all(|w| w[0].0 < w[1].0),
            "sorted, no repeats"
        );
        // Traditional text is never changed: no Simplified key is a character of the corpus.
        for entry in crate::rulebook::all_entries() {
            for text in [entry.title.zh, entry.body().zh] {
                assert!(text.chars().all(|c| traditional(c) == c), "{}", entry.id);
            }
        }
    }

    #[test]
    fn accents_compare_by_syllable() {
        assert!(same_accents("hòa", "hoà"));
        assert!(same_accents("thắng", "thắng"));
        assert!(same_accents("tàu ma", "tàu ma"));
        assert!(!same_accents("dừng", "dụng"));
        assert!(!same_accents("dừng", "dung"));
        assert!(!same_accents("ăn", "ân"));
        assert!(!same_accents("tàu ma", "tàu mà"));
        assert!(same_accents("coin", "coin"));
    }

    #[test]
    fn ranges_map_back_to_the_original() {
        let original = "Xây cầu: 2 gạch";
        let n = normalise_mapped(original);
        let at = n.text.find("cau").unwrap();
        let (a, b) = n.original_range(original, at, at + 3);
        assert_eq!(&original[a..b], "cầu");
        let n = normalise_mapped("İstanbul");
        assert!(n.text.starts_with('i'));
        let (a, b) = n.original_range("İstanbul", 0, n.text.len());
        assert_eq!(&"İstanbul"[a..b], "İstanbul");
    }
}
