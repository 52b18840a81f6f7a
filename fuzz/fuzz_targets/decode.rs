//! The share decoder on untrusted input: `RUSTC_BOOTSTRAP=1 cargo fuzz run decode`.
//! Four ways in: the input as a payload, as a pasted text, as a link that opened the app, and
//! as a payload body behind a valid version byte (each format read) and checksum (else nearly
//! every input stops at the checksum).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablemate::share;

fuzz_target!(|data: &[u8]| {
    let _ = share::read_payload(data);
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = share::read(text);
        let _ = share::read_link(text);
        let _ = share::link::links_among([text]);
    }
    // Every format this build reads, each with its own game type.
    for format in 1..=share::FORMAT_VERSION {
        let mut framed = vec![format];
        framed.extend_from_slice(data);
        let crc = crc32fast::hash(&framed);
        framed.extend_from_slice(&crc.to_le_bytes());
        if let Ok(share::Received::Part(part)) = share::read_payload(&framed) {
            let mut collector = share::Collector::default();
            let _ = collector.add(part);
        }
    }
});
