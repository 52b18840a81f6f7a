//! The two small packings that make an offer short: ICE credentials at six bits a character
//! and mDNS names as the UUID they are made of.
//!
//! An `ice-char` (RFC 8839) is a letter, a digit, `+` or `/`: exactly 64 characters, so each
//! fits six bits and Chromium's 24-character password takes 18 bytes instead of 24.

const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn ice_value(c: u8) -> Option<u32> {
    ICE_CHARS.iter().position(|&a| a == c).map(|i| i as u32)
}

/// Whether `s` is one to 255 ICE characters, what [`pack`] can write.
pub fn is_ice(s: &str) -> bool {
    (1..=255).contains(&s.len()) && s.bytes().all(|c| ice_value(c).is_some())
}

/// The characters' six-bit values, most significant bit first, padded with zeros to a whole
/// byte. The caller writes the count of characters.
pub fn pack(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4 + 1);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in s.bytes() {
        acc = acc << 6 | ice_value(c).unwrap_or(0);
        bits += 6;
        while bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
        acc &= (1 << bits) - 1;
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
    out
}

/// How many bytes [`pack`] writes for `chars` characters.
pub fn packed_len(chars: usize) -> usize {
    (chars * 6).div_ceil(8)
}

/// The `chars` characters packed in `bytes`; `None` when padding bits are set, so one string
/// has exactly one packing.
pub fn unpack(bytes: &[u8], chars: usize) -> Option<String> {
    let mut out = String::with_capacity(chars);
    let (mut acc, mut bits) = (0u32, 0u32);
    let mut input = bytes.iter();
    while out.len() < chars {
        if bits < 6 {
            acc = acc << 8 | u32::from(*input.next()?);
            bits += 8;
        }
        bits -= 6;
        out.push(ICE_CHARS[(acc >> bits) as usize & 63] as char);
        acc &= (1 << bits) - 1;
    }
    (acc == 0 && input.next().is_none()).then_some(out)
}

/// The 16 bytes of a `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local` name, in either case.
pub fn mdns_uuid(name: &str) -> Option<[u8; 16]> {
    let uuid = name
        .strip_suffix(".local")
        .or_else(|| name.strip_suffix(".LOCAL"))?;
    let bytes = uuid.as_bytes();
    if bytes.len() != 36 || [8, 13, 18, 23].iter().any(|&i| bytes[i] != b'-') {
        return None;
    }
    let digits: Vec<u8> = bytes.iter().copied().filter(|&c| c != b'-').collect();
    if digits.len() != 32 || !digits.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    let value = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
    let mut out = [0u8; 16];
    for (slot, pair) in out.iter_mut().zip(digits.chunks(2)) {
        *slot = value(pair[0]) << 4 | value(pair[1]);
    }
    Some(out)
}

/// The name of [`mdns_uuid`] again, in lower case as browsers write it.
pub fn mdns_name(uuid: &[u8; 16]) -> String {
    let hex: String = uuid.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}.local",
        &hex[0..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..32]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ice_strings_pack_to_six_bits_a_character_and_back() {
        for s in [
            "A",
            "Jq4n",
            "Zx9+",
            "0b5fGv4n9Xx2yZ8kLmN3pQrS",
            "//++",
            "abcde",
        ] {
            assert!(is_ice(s));
            let packed = pack(s);
            assert_eq!(packed.len(), packed_len(s.len()));
            assert_eq!(unpack(&packed, s.len()).as_deref(), Some(s));
        }
        assert_eq!(pack("0b5fGv4n9Xx2yZ8kLmN3pQrS").len(), 18);
        assert!(!is_ice("with space") && !is_ice("") && !is_ice("é"));
        // A set padding bit is a second packing of the same string: refused.
        assert_eq!(unpack(&[0b0000_0001], 1), None);
        assert_eq!(unpack(&[0, 0], 1), None);
        assert_eq!(unpack(&[], 1), None);
    }

    #[test]
    fn uuid_names_become_sixteen_bytes() {
        let name = "6b1f3c2e-4d5a-4b7c-8e9f-0a1b2c3d4e5f.local";
        let uuid = mdns_uuid(name).unwrap();
        assert_eq!(uuid[0], 0x6b);
        assert_eq!(mdns_name(&uuid), name);
        assert_eq!(
            mdns_uuid("6B1F3C2E-4D5A-4B7C-8E9F-0A1B2C3D4E5F.local"),
            Some(uuid)
        );
        for other in [
            "printer.local",
            "6b1f3c2e-4d5a-4b7c-8e9f-0a1b2c3d4e5.local",
            "6b1f3c2e+4d5a-4b7c-8e9f-0a1b2c3d4e5f.local",
            "6b1f3c2e-4d5a-4b7c-8e9f-0a1b2c3d4e5g.local",
            "6b1f3c2e-+d5a-4b7c-8e9f-0a1b2c3d4e5f.local",
            "6b1f3c2e-4d5a-4b7c-8e9f-0a1b2c3d4e5f.lan",
        ] {
            assert_eq!(mdns_uuid(other), None, "{other}");
        }
    }
}
