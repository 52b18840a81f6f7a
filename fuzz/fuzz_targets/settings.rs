//! The settings' stored text (`settings`) on untrusted input: `scripts/fuzz.sh settings`.
//! Settings read are written and read back the same, and the text written is a fixed point;
//! a text that is not settings is a typed refusal, and the app's reading of it gives the
//! defaults rather than failing the start.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use tablemate::settings::Settings;

pub fn check(data: &[u8]) {
    let Some(text) = shared::text(data) else {
        return;
    };
    match Settings::decode(text) {
        Ok(settings) => {
            let written = settings.encode();
            let back = Settings::decode(&written).expect("the settings written read back");
            assert_eq!(back, settings, "{written}");
            assert_eq!(back.encode(), written);
            assert_eq!(Settings::read(Some(text)), settings);
        }
        Err(error) => {
            // A refusal of the text itself, never of reading it.
            assert!(!error.is_io(), "{error}");
            assert_eq!(Settings::read(Some(text)), Settings::default());
        }
    }
}

shared::target!(check);
