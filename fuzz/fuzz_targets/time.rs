//! The reader of a save's times (`wire::time`) on untrusted input: `scripts/fuzz.sh time`.
//! It must read every text to the instant chrono's own reading gives and refuse every text
//! chrono refused (it replaced that reading; a save read differently would change a game's
//! times or refuse it), and read back what chrono writes of the instant it read.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use chrono::{DateTime, SecondsFormat, Utc};
use tablemate::wire::time;

pub fn check(data: &[u8]) {
    let Some(text) = shared::text(data) else {
        return;
    };
    let read = time::parse(text);
    assert_eq!(read, text.parse::<DateTime<Utc>>().ok(), "{text:?}");
    if let Some(at) = read {
        // As a save writes it (serde), and in every form chrono writes.
        let json = serde_json::to_string(&at).expect("a time serialises");
        let written: &str = serde_json::from_str(&json).expect("a JSON string");
        assert_eq!(time::parse(written), Some(at), "{written}");
        for form in [
            SecondsFormat::Secs,
            SecondsFormat::Millis,
            SecondsFormat::Nanos,
            SecondsFormat::AutoSi,
        ] {
            let written = at.to_rfc3339_opts(form, true);
            let exact = form != SecondsFormat::Secs && form != SecondsFormat::Millis;
            if exact || at.timestamp_subsec_nanos() == 0 {
                assert_eq!(time::parse(&written), Some(at), "{written}");
            } else {
                assert!(time::parse(&written).is_some(), "{written}");
            }
        }
    }
}

shared::target!(check);
