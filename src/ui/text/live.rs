//! The words of the live table: inviting phones, joining, who is at the table and why a
//! request did not go through (see [`super::Texts`] and `ui/live/`).

// The table (its struct and the English constant) is built from `words/live.toml`; the
// English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_live.rs"));

pub fn badge(n: usize) -> String {
    if n == 1 {
        "Live · 1 phone".to_string()
    } else {
        format!("Live · {n} phones")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_phone_is_a_phone() {
        assert_eq!(super::badge(1), "Live · 1 phone");
        assert_eq!(super::badge(3), "Live · 3 phones");
        assert_eq!(super::EN.badge(1), "Live · 1 phone");
    }
}
