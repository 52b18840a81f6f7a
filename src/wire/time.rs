//! The times a save carries (when a game was made and changed, when each action was taken), as
//! RFC 3339 text: written by chrono as it always was, read here.
//!
//! Why not chrono's own reading: it goes through chrono's general parser (every format item,
//! the week and ordinal dates, the names of months and days), and every save is read before
//! home is shown, so that parser was in the web app's first download for one shape of text.
//! This reads the shape every build has written, `2026-12-03T02:40:41.123Z`, and what chrono's
//! reading took besides (a lower-case `t` or a space, any number of fraction digits, an offset
//! instead of `Z` with or without its colon, a leap second, a signed year past 9999 or before 0,
//! a year of fewer digits, white space around it), to the same instant chrono's reading gives,
//! and refuses what it refused: `tests` checks the two side by side, form by form.
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
pub fn parse(text: &str) -> Option<DateTime<Utc>> {
    // White space around the time is passed over, as chrono's reading passes it over.
    let mut r = Reader(text.trim_start().as_bytes());
    // Four digits as written; chrono writes a sign and more digits for a year past 9999 or
    // before 0, and its reading takes fewer digits too, but no more than four unsigned.
    let sign = r.one_of(b"+-");
    let count = r.0.iter().take_while(|b| b.is_ascii_digit()).count();
    if sign.is_none() && count > 4 {
        return None;
    }
    let year = i32::try_from(r.digits(count.clamp(1, 9))?).ok()?;
    let year = if sign == Some(b'-') { -year } else { year };
    r.byte(b'-')?;
    let month = r.digits(2)?;
    r.byte(b'-')?;
    let day = r.digits(2)?;
    r.one_of(b"Tt ")?;
    let hour = r.digits(2)?;
    r.byte(b':')?;
    let minute = r.digits(2)?;
    r.byte(b':')?;
    let second = r.digits(2)?;
    let mut nanos = 0;
    if r.byte(b'.').is_some() {
        nanos = r.fraction()?;
    }
    let east = match r.one_of(b"Zz+-")? {
        b'Z' | b'z' => 0,
        sign => {
            let hours = r.digits(2)?;
            // The colon may be left out, as chrono's reading allows.
            let _ = r.byte(b':');
            let minutes = r.digits(2)?;
            if minutes > 59 {
                return None;
            }
            let east = i32::try_from(hours * 60 + minutes).ok()? * 60;
            if sign == b'-' {
                -east
            } else {
                east
            }
        }
    };
    if !std::str::from_utf8(r.0)
        .ok()?
        .chars()
        .all(char::is_whitespace)
    {
        return None;
    }
    let date = NaiveDate::from_ymd_opt(year, month, day)?;
    // A leap second is the 60th second: chrono holds it as the 59th with a second of nanos.
    let time = match second {
        60 => NaiveTime::from_hms_nano_opt(hour, minute, 59, 1_000_000_000 + nanos)?,
        _ => NaiveTime::from_hms_nano_opt(hour, minute, second, nanos)?,
    };
    // The offset as chrono applies it: under a day, and a leap second kept through it.
    let offset = FixedOffset::east_opt(east)?;
    let at = offset.from_local_datetime(&date.and_time(time)).single()?;
    Some(at.with_timezone(&Utc))
}

/// The text still to read.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    /// Takes `b` when it comes next.
    fn byte(&mut self, b: u8) -> Option<()> {
        self.one_of(&[b]).map(|_| ())
    }

    /// Takes the next byte when it is one of `bytes`.
    fn one_of(&mut self, bytes: &[u8]) -> Option<u8> {
        let (&first, rest) = self.0.split_first()?;
        bytes.contains(&first).then(|| {
            self.0 = rest;
            first
        })
    }

    /// Takes exactly `n` decimal digits.
    fn digits(&mut self, n: usize) -> Option<u32> {
        let (head, rest) = (self.0.get(..n)?, &self.0[n..]);
        let mut value = 0;
        for &b in head {
            value = value * 10 + u32::from(b.checked_sub(b'0').filter(|d| *d < 10)?);
        }
        self.0 = rest;
        Some(value)
    }

    /// Takes a fraction's digits (at least one) as nanoseconds: digits past the ninth are
    /// read and dropped, as chrono drops them.
    fn fraction(&mut self) -> Option<u32> {
        let count = self.0.iter().take_while(|b| b.is_ascii_digit()).count();
        if count == 0 {
            return None;
        }
        let mut nanos = 0;
        for i in 0..9 {
            let digit = self.0.get(i).filter(|_| i < count).map_or(0, |b| b - b'0');
            nanos = nanos * 10 + u32::from(digit);
        }
        self.0 = &self.0[count..];
        Some(nanos)
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
