//! How each language joins the pieces a screen builds from names, numbers and words.
//!
//! Sentences live whole in the language tables, but some lines are put together on the screen:
//! a list of names, a label and its value, a word with an aside. Chinese writes those with
//! full-width marks ("甲、乙和丙", "獲勝者：甲", "城市（5 片）"), so the joints belong to the
//! language table too, never to the view.

/// The joints of one language.
pub struct Punctuation {
    /// Between the items of a list: ", " or "、".
    pub list: &'static str,
    /// Before the last of several names: " & ", " và ", "和".
    pub and: &'static str,
    /// Between parts that may hold commas of their own: "; " or "；".
    pub clauses: &'static str,
    /// After a label, before its value: ": " or "：".
    pub colon: &'static str,
    /// Opens an aside after a word: " (" or "（".
    pub open: &'static str,
    /// Closes it: ")" or "）".
    pub close: &'static str,
    /// Between the whole and the fraction of a number: "." or Vietnamese ",".
    pub decimal: &'static str,
}

impl Punctuation {
    /// "a, b, c" or "a、b、c".
    pub fn list<S: AsRef<str>>(&self, items: &[S]) -> String {
        self.join(items, self.list)
    }

    /// "a; b" or "a；b": parts that may hold list separators themselves.
    pub fn clauses<S: AsRef<str>>(&self, items: &[S]) -> String {
        self.join(items, self.clauses)
    }

    /// "Ana", "Ana & Bình", "Ana, Bình & Chi"; "甲、乙和丙" in Chinese.
    pub fn names<S: AsRef<str>>(&self, names: &[S]) -> String {
        match names {
            [] => String::new(),
            [one] => one.as_ref().to_string(),
            [rest @ .., last] => format!("{}{}{}", self.list(rest), self.and, last.as_ref()),
        }
    }

    /// "Winners: Ana" or "獲勝者：甲".
    pub fn labelled(&self, label: &str, value: &str) -> String {
        format!("{label}{}{value}", self.colon)
    }

    /// A number with one decimal, as the language writes it: "9.7", Vietnamese "9,7".
    pub fn one_decimal(&self, x: f64) -> String {
        format!("{x:.1}").replace('.', self.decimal)
    }

    /// "City (5 tiles)" or "城市（5 片）".
    pub fn aside(&self, word: &str, aside: &str) -> String {
        format!("{word}{}{aside}{}", self.open, self.close)
    }

    fn join<S: AsRef<str>>(&self, items: &[S], separator: &str) -> String {
        let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
        items.join(separator)
    }
}

/// English: the marks every screen used before the tables carried them.
pub const EN: Punctuation = Punctuation {
    list: ", ",
    and: " & ",
    clauses: "; ",
    colon: ": ",
    open: " (",
    close: ")",
    decimal: ".",
};

/// Vietnamese writes Latin marks, and "và" before the last name.
pub const VI: Punctuation = Punctuation {
    list: ", ",
    and: " và ",
    clauses: "; ",
    colon: ": ",
    open: " (",
    close: ")",
    decimal: ",",
};

/// Traditional Chinese: the enumeration comma, 和 before the last name, full-width marks and
/// no spaces around them.
pub const ZH_HANT: Punctuation = Punctuation {
    list: "、",
    and: "和",
    clauses: "；",
    colon: "：",
    open: "（",
    close: "）",
    decimal: ".",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_join_with_the_language_s_and() {
        assert_eq!(EN.names::<&str>(&[]), "");
        assert_eq!(EN.names(&["Ana"]), "Ana");
        assert_eq!(EN.names(&["Ana", "Bình"]), "Ana & Bình");
        assert_eq!(EN.names(&["Ana", "Bình", "Chi"]), "Ana, Bình & Chi");
        assert_eq!(VI.names(&["Ana", "Bình", "Chi"]), "Ana, Bình và Chi");
        assert_eq!(ZH_HANT.names(&["甲", "乙", "丙"]), "甲、乙和丙");
    }

    #[test]
    fn decimals_take_the_language_s_mark() {
        assert_eq!(EN.one_decimal(29.0 / 3.0), "9.7");
        assert_eq!(VI.one_decimal(29.0 / 3.0), "9,7");
        assert_eq!(ZH_HANT.one_decimal(-2.0), "-2.0");
    }

    #[test]
    fn lists_labels_and_asides_follow_the_language() {
        assert_eq!(EN.list(&["1", "2", "3"]), "1, 2, 3");
        assert_eq!(ZH_HANT.list(&["1", "2", "3"]), "1、2、3");
        assert_eq!(EN.clauses(&["a, b", "c"]), "a, b; c");
        assert_eq!(ZH_HANT.clauses(&["甲", "乙"]), "甲；乙");
        assert_eq!(EN.labelled("Winners", "Ana"), "Winners: Ana");
        assert_eq!(ZH_HANT.labelled("獲勝者", "甲"), "獲勝者：甲");
        assert_eq!(EN.aside("City", "5 tiles"), "City (5 tiles)");
        assert_eq!(ZH_HANT.aside("城市", "5 片"), "城市（5 片）");
        assert_eq!(EN.list::<String>(&[]), "");
    }
}
