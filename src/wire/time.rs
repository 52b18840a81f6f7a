//! The times a save carries (when a game was made and changed, when each action was taken), as
//! RFC 3339 text: written by chrono as it always was, read here.
//!
//! Why not chrono's own reading: it goes through chrono's general parser (every format item,
//! the week and ordinal dates, the names of months and days), and every save is read before
//! home is shown, so that parser was in the web app's first download for one shape of text.
//! This reads the shape every build has written, `2026-12-03T02:40:41.123Z`, and what chrono's
//! reading took besides (a lower-case `t` or a space, any number of fraction digits, an offset
//! instead of `Z` with or without its colon, a leap second, a signed year past 9999 or before 0,
//! fields of fewer digits, white space around them), to the same instant chrono's reading
//! gives, and refuses what it refused: `tests` checks the two side by side, form by form, and
//! the `time` fuzz target on any text.
//!
//! A field uses it with `#[serde(with = "crate::wire::time")]`.

use std::fmt;

use chrono::{DateTime, FixedOffset, NaiveDate, NaiveTime, TimeZone, Utc};
use serde::de::{self, Deserializer, Unexpected, Visitor};
use serde::{Serialize, Serializer};

/// Writes `at` as chrono writes it (RFC 3339 in UTC, the fraction only when there is one).
pub fn serialize<S: Serializer>(at: &DateTime<Utc>, s: S) -> Result<S::Ok, S::Error> {
    at.serialize(s)
}

/// Reads an RFC 3339 date and time (see the module's notes).
pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<DateTime<Utc>, D::Error> {
    d.deserialize_str(Rfc3339)
}

struct Rfc3339;

impl Visitor<'_> for Rfc3339 {
    type Value = DateTime<Utc>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an RFC 3339 date and time")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<DateTime<Utc>, E> {
        parse(text).ok_or_else(|| E::invalid_value(Unexpected::Str(text), &self))
    }
}

/// The instant `text` names, or `None` when it is not an RFC 3339 date and time.
///
/// Read as chrono's relaxed reading reads, step by step: white space may stand before every
/// number, around the dashes and colons and before the offset; each field but the year takes
/// one or two digits, a signed year any number; `UTC` in any case is an offset too, a minus
/// sign (U+2212) is a minus, and colons or spaces may stand between the offset's hours and
/// minutes.
pub fn parse(text: &str) -> Option<DateTime<Utc>> {
    let mut r = Reader(text);
    // Four digits at most as written; a sign allows any number, right after it.
    r.space();
    let year = match r.one_of(&['+', '-']) {
        Some(sign) => {
            let year = i32::try_from(r.number(usize::MAX)?).ok()?;
            if sign == '-' {
                -year
            } else {
                year
            }
        }
        None => i32::try_from(r.number(4)?).ok()?,
    };
    r.literal('-')?;
    let month = r.field()?;
    r.literal('-')?;
    let day = r.field()?;
    r.one_of(&['T', 't', ' '])?;
    let hour = r.field()?;
    r.literal(':')?;
    let minute = r.field()?;
    r.literal(':')?;
    let second = r.field()?;
    let mut nanos = 0;
    if r.one_of(&['.']).is_some() {
        nanos = r.fraction()?;
    }
    r.space();
    let east = r.offset()?;
    r.space();
    if !r.0.is_empty() || month > 12 || day > 31 || second > 60 {
        return None;
    }
    let date = NaiveDate::from_ymd_opt(year, u32::try_from(month).ok()?, u32::try_from(day).ok()?)?;
    let (hour, minute) = (u32::try_from(hour).ok()?, u32::try_from(minute).ok()?);
    // A leap second is the 60th second: chrono holds it as the 59th with a second of nanos.
    let time = match second {
        60 => NaiveTime::from_hms_nano_opt(hour, minute, 59, 1_000_000_000 + nanos)?,
        _ => NaiveTime::from_hms_nano_opt(hour, minute, u32::try_from(second).ok()?, nanos)?,
    };
    // The offset as chrono applies it: under a day, and a leap second kept through it.
    let offset = FixedOffset::east_opt(east)?;
    let at = offset.from_local_datetime(&date.and_time(time)).single()?;
    Some(at.with_timezone(&Utc))
}

/// The text still to read.
struct Reader<'a>(&'a str);

impl Reader<'_> {
    /// Passes over white space.
    fn space(&mut self) {
        self.0 = self.0.trim_start();
    }

    /// Takes `c`, after white space.
    fn literal(&mut self, c: char) -> Option<()> {
        self.space();
        self.one_of(&[c]).map(|_| ())
    }

    /// Takes the next character when it is one of `chars`.
    fn one_of(&mut self, chars: &[char]) -> Option<char> {
        let first = self.0.chars().next().filter(|c| chars.contains(c))?;
        self.0 = &self.0[first.len_utf8()..];
        Some(first)
    }

    /// Takes a field of one or two digits, after white space.
    fn field(&mut self) -> Option<i64> {
        self.space();
        self.number(2)
    }

    /// Takes a number of one to `most` decimal digits.
    fn number(&mut self, most: usize) -> Option<i64> {
        let count = self
            .0
            .bytes()
            .take(most)
            .take_while(u8::is_ascii_digit)
            .count();
        if count == 0 {
            return None;
        }
        let (digits, rest) = self.0.split_at(count);
        self.0 = rest;
        digits.bytes().try_fold(0i64, |n, b| {
            n.checked_mul(10)?.checked_add(i64::from(b - b'0'))
        })
    }

    /// Takes a fraction's digits (at least one) as nanoseconds: digits past the ninth are
    /// read and dropped, as chrono drops them.
    fn fraction(&mut self) -> Option<u32> {
        let count = self.0.bytes().take_while(u8::is_ascii_digit).count();
        if count == 0 {
            return None;
        }
        let nanos = self
            .0
            .bytes()
            .chain(std::iter::repeat(b'0'))
            .take(9)
            .enumerate();
        let nanos = nanos.fold(0, |n, (i, b)| {
            n * 10 + if i < count { u32::from(b - b'0') } else { 0 }
        });
        self.0 = &self.0[count..];
        Some(nanos)
    }

    /// Takes an offset east of UTC, in seconds: `Z`, `UTC` or a sign, two digits of hours,
    /// colons or spaces or nothing, and two of minutes.
    fn offset(&mut self) -> Option<i32> {
        if self
            .0
            .get(..3)
            .is_some_and(|utc| utc.eq_ignore_ascii_case("UTC"))
        {
            self.0 = &self.0[3..];
            return Some(0);
        }
        let sign = self.one_of(&['Z', 'z', '+', '-', '\u{2212}'])?;
        if matches!(sign, 'Z' | 'z') {
            return Some(0);
        }
        let hours = self.two_digits()?;
        self.0 = self
            .0
            .trim_start_matches(|c: char| c == ':' || c.is_whitespace());
        let minutes = self.two_digits().filter(|m| *m < 60)?;
        let east = i32::from(hours) * 3600 + i32::from(minutes) * 60;
        Some(if sign == '+' { east } else { -east })
    }

    /// Takes exactly two decimal digits.
    fn two_digits(&mut self) -> Option<u8> {
        let two = self.0.as_bytes().get(..2)?;
        let value = two
            .iter()
            .try_fold(0, |n, b| b.is_ascii_digit().then(|| n * 10 + (b - b'0')))?;
        self.0 = &self.0[2..];
        Some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::parse;
    use chrono::{DateTime, Utc};

    /// What chrono's own reading gives, for comparison.
    fn chrono_reads(text: &str) -> Option<DateTime<Utc>> {
        text.parse::<DateTime<Utc>>().ok()
    }

    #[test]
    fn reads_every_time_a_build_has_written_as_chrono_does() {
        for text in [
            "2026-12-03T02:40:41Z",
            "2026-12-03T02:40:41.123Z",
            "2026-12-03T02:40:41.123456Z",
            "2026-12-03T02:40:41.123456789Z",
            "2024-02-29T23:59:59.999Z",
            "1970-01-01T00:00:00Z",
            "+10000-01-01T00:00:00Z",
            "-0001-12-31T23:59:59Z",
        ] {
            assert_eq!(parse(text), chrono_reads(text), "{text}");
            assert!(parse(text).is_some(), "{text}");
        }
    }

    #[test]
    fn reads_and_refuses_every_other_form_as_chrono_does() {
        for text in [
            // What RFC 3339 allows besides.
            "2026-12-03t02:40:41z",
            "2026-12-03 02:40:41Z",
            "2026-12-03T02:40:41+07:00",
            "2026-12-03T02:40:41-03:30",
            "2026-01-01T00:30:00+01:00",
            "2026-12-31T23:30:00-01:00",
            "2026-12-03T02:40:41.1Z",
            "2026-12-03T02:40:41.1234567891234Z",
            "2016-12-31T23:59:60Z",
            "2016-12-31T23:59:60.5Z",
            "2016-12-31T23:59:60+01:00",
            "2016-12-31T23:59:60-01:00",
            // What is not a date and time, or not one chrono took.
            "",
            "2026-12-03",
            "2026-12-03T02:40Z",
            "2026-13-03T02:40:41Z",
            "2026-02-30T02:40:41Z",
            "2026-12-03T24:00:00Z",
            "2026-12-03T02:60:41Z",
            "2026-12-03T02:40:41",
            "2026-12-03T02:40:41.Z",
            "2026-12-03T02:40:41,5Z",
            "2026-12-03T02:40:41Z ",
            "2026-12-03T02:40:41Z\t",
            " 2026-12-03T02:40:41Z",
            "2026-12-03T02:40:41Z\u{3000}",
            "2026-12-03T02:40:41Z x",
            "2026-12-03T02:40:41+07",
            "2026-12-03T02:40:41+0700",
            "2026-12-03T02:40:41+07:00x",
            "2026-12-03T02:40:41+07:60",
            "2026-12-03T02:40:41+24:00",
            "2026-12-03T02:40:41+99:59",
            "２026-12-03T02:40:41Z",
            "26-12-03T02:40:41Z",
            "10000-01-01T00:00:00Z",
            "+26-12-03T02:40:41Z",
            "-26-12-03T02:40:41Z",
            "+2026-12-03T02:40:41Z",
        ] {
            assert_eq!(parse(text), chrono_reads(text), "{text}");
        }
    }

    /// Found by the `time` fuzz target: chrono's reading is more relaxed than RFC 3339 in
    /// every field, and a save it read must still be read.
    #[test]
    fn reads_and_refuses_the_relaxed_forms_as_chrono_does() {
        for text in [
            // The fuzzer's first find: a second of one digit.
            "2026-11-03 02:40:4.11239578416-0330",
            "2026-1-3T2:4:4Z",
            "2026-12-03T02:40:41.5 Z",
            "2026 - 12 - 03T 02 : 40 : 41Z",
            "2026-12-03  02:40:41Z",
            "2026-12-03 T02:40:41Z",
            "2026-12-3 02:40:41Z",
            "2026-12-03T02:40:41 UTC",
            "2026-12-03T02:40:41utc",
            "2026-12-03T02:40:41UT",
            "2026-12-03T02:40:41\u{2212}07:00",
            "2026-12-03T02:40:41+07 : :00",
            "2026-12-03T02:40:41+07:",
            "2026-12-03T02:40:41+07:0",
            "2026-12-03T02:40:41+7:00",
            "+0000000002026-12-03T02:40:41Z",
            "+99999999999999999999-12-03T02:40:41Z",
            "-0-01-01T00:00:00Z",
            "+ 2026-12-03T02:40:41Z",
            "2026-12-03T02:40:41 .5Z",
            "2026-12-03T02:40:41.",
            "2026-12-03T02:40:61Z",
            "2026-00-03T02:40:41Z",
            "2026-12-00T02:40:41Z",
            "2026-12-03T02:40:60.999999999999Z",
        ] {
            assert_eq!(parse(text), chrono_reads(text), "{text}");
        }
    }

    #[test]
    fn reads_back_what_chrono_writes() {
        let at = parse("2026-12-03T02:40:41.120Z").unwrap();
        let json = serde_json::to_string(&at).unwrap();
        #[derive(serde::Deserialize)]
        struct Field(#[serde(with = "super")] DateTime<Utc>);
        let back: Field = serde_json::from_str(&json).unwrap();
        assert_eq!(back.0, at);
        assert!(serde_json::from_str::<Field>("\"yesterday\"").is_err());
        assert!(serde_json::from_str::<Field>("12").is_err());
    }
}
