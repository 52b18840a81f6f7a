//! A quick "certainly not here" before a substring search. Every term of a query is looked
//! for in every title and body (an entry needs only some of the terms, and how many entries
//! hold a term weighs it), and most terms are in few of them; scanning each text for each
//! term and each synonym is most of a query's time. Each text keeps the set of its byte pairs,
//! hashed into 4,096 bits: a pattern with a pair missing from the set is not in the text, so
//! the scan is skipped.

const WORDS: usize = 64;
const BITS: usize = WORDS * 64;

/// The byte pairs of one text.
#[derive(Debug)]
pub(super) struct Grams(Box<[u64; WORDS]>);

fn slot(a: u8, b: u8) -> usize {
    (usize::from(a) * 131 + usize::from(b)) % BITS
}

impl Grams {
    pub fn new(text: &str) -> Grams {
        let mut bits = Box::new([0u64; WORDS]);
        for pair in text.as_bytes().windows(2) {
            let s = slot(pair[0], pair[1]);
            bits[s / 64] |= 1 << (s % 64);
        }
        Grams(bits)
    }

    /// False when `pattern` is certainly not a substring of the text; true when it may be.
    pub fn may_contain(&self, pattern: &str) -> bool {
        pattern.as_bytes().windows(2).all(|pair| {
            let s = slot(pair[0], pair[1]);
            self.0[s / 64] & (1 << (s % 64)) != 0
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_rules_out_what_is_there() {
        let text = "tàu ma chiến đấu 幽靈船 knights";
        let g = Grams::new(text);
        for (i, _) in text.char_indices() {
            for (j, _) in text[i..].char_indices().skip(1) {
                assert!(g.may_contain(&text[i..i + j]));
            }
        }
        assert!(!g.may_contain("zebra"));
        assert!(g.may_contain("z"), "one byte is never ruled out");
    }
}
