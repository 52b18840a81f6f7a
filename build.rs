//! Turns the Jamaica track data (TOML, the form people proof-read and correct) into JSON at
//! build time, so the app parses it with the JSON parser it already has.

use std::{env, fs, path::Path};

fn main() {
    let source = "assets/data/jamaica_track.toml";
    println!("cargo:rerun-if-changed={source}");
    let text = fs::read_to_string(source).expect("the Jamaica track data file is readable");
    let value: toml::Value = toml::from_str(&text).expect("the Jamaica track data file is TOML");
    let json = serde_json::to_string(&value).expect("TOML values are JSON values");
    let out =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("jamaica_track.json");
    fs::write(out, json).expect("OUT_DIR is writable");
}
