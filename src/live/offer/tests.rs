//! The offer against hand-written Chromium descriptions: what is kept, the round trips
//! through bytes, text and SDP, the size and QR version, and every refusal.

use super::binary::{self, VERSION, VERSION_1};
use super::sdp::{self, SdpError};
use super::*;
use crate::share::qr;

const OFFER_SDP: &str = include_str!("../../../tests/fixtures/live/chromium-offer.sdp");
const ANSWER_SDP: &str = include_str!("../../../tests/fixtures/live/chromium-answer.sdp");

fn offer() -> Offer {
    sdp::parse(OFFER_SDP, Role::Offer).unwrap()
}

fn answer() -> Offer {
    sdp::parse(ANSWER_SDP, Role::Answer).unwrap()
}

#[test]
fn an_offer_keeps_what_the_peer_needs() {
    let o = offer();
    assert_eq!(o.role, Role::Offer);
    assert_eq!(o.ufrag, "Jq4n");
    assert_eq!(o.pwd, "0b5fGv4n9Xx2yZ8kLmN3pQrS");
    assert_eq!(o.setup, SetupRole::ActPass);
    assert_eq!(o.fingerprint[..3], [0x7B, 0x8B, 0xF0]);
    assert_eq!(o.fingerprint[31], 0x08);
    let kinds: Vec<_> = o
        .candidates
        .iter()
        .map(|c| (c.protocol, c.kind, c.port))
        .collect();
    assert_eq!(
        kinds,
        [
            (Protocol::Udp, CandidateType::Host, 54321),
            (Protocol::Udp, CandidateType::Srflx, 54321),
            (Protocol::Tcp, CandidateType::Host, 9),
        ]
    );
    assert!(matches!(o.candidates[0].address, Address::Mdns(_)));
    assert_eq!(o.candidates[0].foundation, 3_885_250_869);
    assert_eq!(o.candidates[0].priority, 2_122_260_223);
    assert_eq!(
        o.candidates[1].related,
        Some((Address::V4(Ipv4Addr::UNSPECIFIED), 0))
    );
    assert_eq!(o.candidates[2].tcp_type, Some(TcpType::Active));
}

#[test]
fn an_answer_drops_repeats_and_keeps_udp_and_hosts_first() {
    let a = answer();
    assert_eq!(a.setup, SetupRole::Active);
    let kept: Vec<_> = a.candidates.iter().map(|c| (c.kind, c.port)).collect();
    // Six lines: one repeated, and the TCP one gives way to the four UDP ones.
    assert_eq!(
        kept,
        [
            (CandidateType::Host, 50123),
            (CandidateType::Host, 50124),
            (CandidateType::Srflx, 61002),
            (CandidateType::Relay, 3478),
        ]
    );
    assert!(matches!(a.candidates[1].address, Address::V6(_)));
    assert_eq!(
        a.candidates[3].related,
        Some((Address::V4(Ipv4Addr::new(198, 51, 100, 42)), 61002))
    );
}

#[test]
fn bytes_text_and_sdp_round_trip() {
    for o in [offer(), answer()] {
        assert_eq!(binary::decode(&binary::encode(&o)), Ok(o.clone()));
        let code = o.to_code();
        assert!(code.starts_with(PREFIX));
        assert_eq!(Offer::from_code(&code), Ok(o.clone()));
        // Pasted in lower case, broken over lines, or at the end of a link.
        let pasted = format!(" {}\n{} ", &code[..20].to_lowercase(), &code[20..]);
        assert_eq!(Offer::from_code(&pasted), Ok(o.clone()));
        let link = format!("https://example.org/live#{code}");
        assert_eq!(Offer::from_code(&link), Ok(o.clone()));
        // The rebuilt description reads back to the same offer, and again to the same text.
        let rebuilt = sdp::rebuild(&o);
        assert_eq!(sdp::parse(&rebuilt, o.role), Ok(o.clone()));
        assert_eq!(
            sdp::rebuild(&sdp::parse(&rebuilt, o.role).unwrap()),
            rebuilt
        );
    }
}

#[test]
fn the_rebuilt_description_is_one_data_channel_as_chromium_writes_it() {
    let text = sdp::rebuild(&offer());
    assert!(text.ends_with("\r\n") && !text.contains("\r\n\r\n"));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "v=0");
    assert!(lines[1].starts_with("o=- ") && lines[1].ends_with(" 2 IN IP4 127.0.0.1"));
    for line in [
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        "a=ice-ufrag:Jq4n",
        "a=ice-pwd:0b5fGv4n9Xx2yZ8kLmN3pQrS",
        "a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:\
         1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08",
        "a=setup:actpass",
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
        "a=candidate:3885250869 1 udp 2122260223 6b1f3c2e-4d5a-4b7c-8e9f-0a1b2c3d4e5f.local \
         54321 typ host generation 0",
        "a=candidate:842163049 1 udp 1686052607 203.0.113.7 54321 typ srflx raddr 0.0.0.0 \
         rport 0 generation 0",
        "a=candidate:1467250027 1 tcp 1518280447 6b1f3c2e-4d5a-4b7c-8e9f-0a1b2c3d4e5f.local 9 \
         typ host tcptype active generation 0",
    ] {
        assert!(lines.contains(&line), "missing {line:?} in\n{text}");
    }
    // The media section comes after the session lines, the candidates inside it.
    let m = lines.iter().position(|l| l.starts_with("m=")).unwrap();
    let first_candidate = lines
        .iter()
        .position(|l| l.starts_with("a=candidate"))
        .unwrap();
    assert!(m > 4 && first_candidate > m);
    assert_eq!(sdp::sdp_type(Role::Answer), "answer");
}

#[test]
fn a_typical_offer_and_answer_fit_a_small_qr_code() {
    for (name, o, bytes, version) in [("offer", offer(), 135, 8), ("answer", answer(), 152, 9)] {
        let encoded = binary::encode(&o);
        let code = o.to_code();
        let qr = qr::version_of(&code).unwrap();
        println!(
            "{name}: {} bytes, {} characters, QR version {qr} at level M",
            encoded.len(),
            code.len()
        );
        assert_eq!(
            encoded.len(),
            bytes,
            "{name}: update the numbers in offer/mod.rs"
        );
        assert_eq!(qr, version, "{name}: update the numbers in offer/mod.rs");
        assert!(code.len() < OFFER_SDP.len() / 4);
    }
}

/// An offer without a game as a link, behind the address the app was opened from (34
/// characters here, as in the share codes' size table): what the host's screen showed before
/// the invitation named its game (see `an_invitation_with_its_game_still_fits_a_small_qr_code`).
#[test]
fn an_invitation_link_fits_a_small_qr_code() {
    let link = format!("https://tablemate.example.org/app/#{}", offer().to_code());
    let version = qr::version_of(&link).unwrap();
    println!(
        "invitation link: {} characters, QR version {version}",
        link.len()
    );
    assert_eq!(version, 10, "update docs/live-table.md");
}

#[test]
fn damaged_codes_get_their_own_errors() {
    let code = offer().to_code();
    assert_eq!(Offer::from_code("  "), Err(CodeError::Empty));
    assert_eq!(Offer::from_code("TM0000"), Err(CodeError::NotAnOffer));
    assert_eq!(
        Offer::from_code(&format!("{}%{}", &code[..10], &code[10..])),
        Err(CodeError::BadCharacter { at: 8, found: '%' })
    );
    assert_eq!(
        Offer::from_code(&format!("{code}é")),
        Err(CodeError::BadCharacter {
            at: code.len() - 2,
            found: 'é'
        })
    );
    // One character changed: the checksum says so.
    let mut changed = code.clone().into_bytes();
    let i = changed.len() / 2;
    changed[i] = if changed[i] == b'0' { b'1' } else { b'0' };
    assert_eq!(
        Offer::from_code(std::str::from_utf8(&changed).unwrap()),
        Err(CodeError::BadChecksum)
    );
    // Cut short, inside a group or at its end.
    assert_eq!(
        Offer::from_code(&code[..code.len() - 1]),
        Err(CodeError::Truncated)
    );
    assert_eq!(Offer::from_code(&code[..20]), Err(CodeError::Truncated));
    assert_eq!(
        Offer::from_code(&code[..code.len() - 3]),
        Err(CodeError::BadChecksum)
    );
    assert_eq!(
        Offer::from_code(&format!("TL{}", "0".repeat(3000))),
        Err(CodeError::TooLong)
    );
    assert_eq!(binary::decode(&[0; 2000]), Err(CodeError::TooLong));
}

/// Bytes with a valid checksum around `content`.
fn framed(content: &[u8]) -> Vec<u8> {
    let mut out = content.to_vec();
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

#[test]
fn a_newer_version_and_bad_fields_are_named_once_the_checksum_holds() {
    let mut bytes = binary::encode(&offer());
    bytes.truncate(bytes.len() - 4);
    bytes[0] = VERSION + 1;
    assert_eq!(
        binary::decode(&framed(&bytes)),
        Err(CodeError::UnknownVersion(VERSION + 1))
    );
    bytes[0] = VERSION_1;
    bytes[1] = 0b110;
    assert_eq!(
        binary::decode(&framed(&bytes)),
        Err(CodeError::Malformed("the flags"))
    );
    bytes[1] = 0;
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        binary::decode(&framed(&longer)),
        Err(CodeError::Malformed("bytes after the last candidate"))
    );
    let shorter = &bytes[..bytes.len() - 3];
    assert_eq!(binary::decode(&framed(shorter)), Err(CodeError::Truncated));
}

#[test]
fn every_cut_and_every_byte_changed_decodes_without_panic() {
    let bytes = binary::encode(&answer());
    for len in 0..bytes.len() {
        assert!(binary::decode(&bytes[..len]).is_err());
        // With the checksum made right, the fields' own checks are reached.
        let _ = binary::decode(&framed(&bytes[..len]));
    }
    let content = &bytes[..bytes.len() - 4];
    for i in 0..content.len() {
        for value in [0x00, 0x01, 0x7F, 0x80, 0xFF] {
            let mut changed = content.to_vec();
            changed[i] = value;
            let _ = binary::decode(&framed(&changed));
        }
    }
}

#[test]
fn descriptions_we_cannot_carry_are_refused() {
    let without = |prefix: &str| -> String {
        OFFER_SDP
            .lines()
            .filter(|l| !l.starts_with(prefix))
            .collect::<Vec<_>>()
            .join("\r\n")
    };
    let parse = |text: &str| sdp::parse(text, Role::Offer);
    assert_eq!(parse(&without("a=candidate")), Err(SdpError::NoCandidates));
    assert_eq!(
        parse(&without("a=ice-ufrag")),
        Err(SdpError::Missing("ice-ufrag"))
    );
    assert_eq!(
        parse(&without("a=ice-pwd")),
        Err(SdpError::Missing("ice-pwd"))
    );
    assert_eq!(
        parse(&without("a=fingerprint")),
        Err(SdpError::Missing("fingerprint"))
    );
    assert_eq!(parse(&without("a=setup")), Err(SdpError::Missing("setup")));
    assert_eq!(parse(&without("m=")), Err(SdpError::NotOneDataChannel));
    let replace = |from: &str, to: &str| parse(&OFFER_SDP.replace(from, to));
    assert_eq!(
        replace("sha-256 7B", "sha-1 7B"),
        Err(SdpError::Fingerprint)
    );
    assert_eq!(replace(":19:08", ":19"), Err(SdpError::Fingerprint));
    assert_eq!(replace(":19:08", ":19:+8"), Err(SdpError::Fingerprint));
    assert_eq!(
        replace("a=mid:0", "a=mid:data"),
        Err(SdpError::NotOneDataChannel)
    );
    assert_eq!(
        replace("a=sctp-port:5000", "a=sctp-port:5001"),
        Err(SdpError::NotOneDataChannel)
    );
    assert_eq!(
        replace("a=setup:actpass", "a=setup:holdconn"),
        Err(SdpError::BadSetup)
    );
    assert_eq!(
        replace("a=ice-ufrag:Jq4n", "a=ice-ufrag:Jq 4n"),
        Err(SdpError::BadCredentials)
    );
    let video = format!("{OFFER_SDP}m=video 9 UDP/TLS/RTP/SAVPF 96\r\n");
    assert_eq!(parse(&video), Err(SdpError::NotOneDataChannel));
    assert_eq!(parse(""), Err(SdpError::NotOneDataChannel));
}

#[test]
fn candidate_lines_we_cannot_carry_are_skipped() {
    for line in [
        "1 2 udp 2122260222 192.168.1.23 50125 typ host",
        "1 1 sctp 2122260223 192.168.1.23 50125 typ host",
        "1 1 udp 2122260223 192.168.1.23 50125 typ nat",
        "1 1 udp 2122260223 192.168.1.23 70000 typ host",
        "1 1 udp 2122260223 192.168.1.23 50125 kind host",
        "1 1 udp 2122260223 bad_name! 50125 typ host",
        "1 1 udp 2122260223 192.168.1.23 50125 typ srflx raddr 10.0.0.1",
        "1 1 tcp 1518280447 192.168.1.23 9 typ host",
        "1 1 udp 2122260223 192.168.1.23 50125 typ host tcptype active",
        "1 1 udp",
    ] {
        assert_eq!(sdp::parse_candidate(line), None, "{line}");
    }
    let named = sdp::parse_candidate("abc 1 UDP 7 printer.local 9 typ host").unwrap();
    assert_eq!(named.address, Address::Name("printer.local".into()));
    assert_eq!(named.foundation, crc32fast::hash(b"abc"));
    assert_eq!(named.protocol, Protocol::Udp);
}

#[test]
fn host_names_round_trip_and_bad_ones_in_bytes_are_refused() {
    let mut o = offer();
    o.candidates[0].address = Address::Name("printer.local".into());
    assert_eq!(Offer::from_code(&o.to_code()), Ok(o.clone()));
    o.candidates[0].address = Address::Name("bad name".into());
    assert_eq!(
        binary::decode(&binary::encode(&o)),
        Err(CodeError::Malformed("a host name"))
    );
}

// ---- the invitation names its game (layout version 2) ----------------------------------------

/// Today's codes of the two fixtures as the first layout wrote them (`tests/golden/`): never
/// rewritten, always read.
const GOLDEN_V1_OFFER: &str = include_str!("../../../tests/golden/live-offer-v1/offer.txt");
const GOLDEN_V1_ANSWER: &str = include_str!("../../../tests/golden/live-offer-v1/answer.txt");
/// The fixture's offer inviting to [`jamaica`], as layout version 2 first wrote it.
const GOLDEN_V2_INVITATION: &str =
    include_str!("../../../tests/golden/live-offer-v2/invitation.txt");

fn jamaica() -> Invited {
    Invited::new("1764653100000-ab12", "Jamaica 14:05").unwrap()
}

#[test]
fn codes_of_the_first_layout_still_read_and_are_still_written_the_same() {
    for (golden, o) in [(GOLDEN_V1_OFFER, offer()), (GOLDEN_V1_ANSWER, answer())] {
        let golden = golden.trim();
        assert_eq!(Offer::from_code(golden), Ok(o.clone()));
        assert_eq!(Offer::from_code(golden).unwrap().game, None);
        // Without a game, an offer and an answer are still version 1, byte for byte: an
        // older host reads a newer phone's answer.
        assert_eq!(o.to_code(), golden);
        assert_eq!(binary::encode(&o)[0], VERSION_1);
    }
}

#[test]
fn an_invitation_names_its_game_and_reads_back() {
    let invitation = offer().inviting(Some(jamaica()));
    let bytes = binary::encode(&invitation);
    assert_eq!(bytes[0], VERSION);
    assert_eq!(binary::decode(&bytes), Ok(invitation.clone()));
    let code = invitation.to_code();
    let read = Offer::from_code(&format!("https://example.org/#{code}")).unwrap();
    assert_eq!(read.game, Some(jamaica()));
    assert_eq!(read, invitation);
    // The golden invitation of version 2 reads, and is written again the same.
    assert_eq!(code, GOLDEN_V2_INVITATION.trim());
    assert_eq!(
        Offer::from_code(GOLDEN_V2_INVITATION.trim()),
        Ok(invitation.clone())
    );
    // Names of every script travel whole.
    for name in ["Bàn của Ana", "卡坦島 · 週五", "Carcassonne 20:30"] {
        let o = offer().inviting(Invited::new("g-1", name));
        assert_eq!(
            Offer::from_code(&o.to_code()).unwrap().game.unwrap().name,
            name
        );
    }
}

#[test]
fn a_game_name_is_cut_and_cleaned_to_travel_and_a_bad_id_goes_without() {
    let long = "A very long name for a game of Jamaica played on a Friday night";
    let cut = Invited::new("id", long).unwrap();
    assert!(cut.name.chars().count() <= MAX_GAME_NAME_CHARS);
    assert!(cut.name.ends_with('…') && long.starts_with(cut.name.trim_end_matches('…')));
    assert_eq!(Invited::new("id", "Ana\nBo").unwrap().name, "Ana Bo");
    assert_eq!(Invited::new("id", "  ").unwrap().name, "?");
    assert_eq!(Invited::new("", "X"), None);
    assert_eq!(Invited::new("a\u{7}b", "X"), None);
    assert_eq!(Invited::new(&"i".repeat(MAX_GAME_ID_BYTES + 1), "X"), None);
    assert!(Invited::new(&"i".repeat(MAX_GAME_ID_BYTES), "X").is_some());
    // The longest name of three-byte characters still reads back.
    let wide = Invited::new("id", &"島".repeat(60)).unwrap();
    let o = offer().inviting(Some(wide.clone()));
    assert_eq!(Offer::from_code(&o.to_code()).unwrap().game, Some(wide));
}

/// The fields of version 2 after the fixture offer's candidates, framed with a checksum.
fn with_fields(fields: &[u8]) -> Vec<u8> {
    let mut bytes = binary::encode(&offer());
    bytes.truncate(bytes.len() - 4);
    bytes[0] = VERSION;
    bytes.extend_from_slice(fields);
    framed(&bytes)
}

#[test]
fn version_two_fields_are_checked_and_unknown_ones_skipped() {
    let id = |t: &[u8]| [&[binary::TAG_GAME_ID, t.len() as u8][..], t].concat();
    let name = |t: &[u8]| [&[binary::TAG_GAME_NAME, t.len() as u8][..], t].concat();
    let game = [id(b"g-1"), name(b"Catan")].concat();
    let read = |fields: &[u8]| binary::decode(&with_fields(fields)).map(|o| o.game);
    let expected = Some(Invited {
        id: "g-1".into(),
        name: "Catan".into(),
    });
    assert_eq!(read(&game), Ok(expected.clone()));
    // No fields: no game. A later build's field (tag 9) is skipped by its length.
    assert_eq!(read(&[]), Ok(None));
    assert_eq!(read(&[&game[..], &[9, 3, 1, 2, 3]].concat()), Ok(expected));
    assert_eq!(read(&[9, 0]), Ok(None));
    // Out of order, repeated, one of the two, cut short, or text that cannot be a name.
    assert_eq!(
        read(&[name(b"Catan"), id(b"g-1")].concat()),
        Err(CodeError::Malformed("the fields' order"))
    );
    assert_eq!(
        read(&[id(b"g-1"), id(b"g-2")].concat()),
        Err(CodeError::Malformed("the fields' order"))
    );
    assert_eq!(
        read(&[0, 0]),
        Err(CodeError::Malformed("the fields' order"))
    );
    assert_eq!(read(&id(b"g-1")), Err(CodeError::Malformed("the game")));
    assert_eq!(read(&name(b"Catan")), Err(CodeError::Malformed("the game")));
    assert_eq!(
        read(&[binary::TAG_GAME_ID, 9, b'g']),
        Err(CodeError::Truncated)
    );
    assert_eq!(read(&[binary::TAG_GAME_ID]), Err(CodeError::Truncated));
    for bad in [&b""[..], &b"a\nb"[..], &[0xFF, 0xFE][..], &[b'x'; 65][..]] {
        assert_eq!(
            read(&[id(bad), name(b"Catan")].concat()),
            Err(CodeError::Malformed("the game's id")),
            "{bad:?}"
        );
    }
    let long = "n".repeat(MAX_GAME_NAME_CHARS + 1);
    for bad in [&b""[..], &b"  "[..], &b"a\tb"[..], long.as_bytes()] {
        assert_eq!(
            read(&[id(b"g-1"), name(bad)].concat()),
            Err(CodeError::Malformed("the game's name")),
            "{bad:?}"
        );
    }
    // Version 1 still refuses any byte after its candidates; a version 3 is a newer build's.
    let mut v1 = binary::encode(&offer());
    v1.truncate(v1.len() - 4);
    assert_eq!(
        binary::decode(&framed(&[&v1[..], &game[..]].concat())),
        Err(CodeError::Malformed("bytes after the last candidate"))
    );
    v1[0] = VERSION + 1;
    assert_eq!(
        binary::decode(&framed(&v1)),
        Err(CodeError::UnknownVersion(3))
    );
}

#[test]
fn every_cut_and_every_byte_of_an_invitation_decodes_without_panic() {
    let bytes = binary::encode(&offer().inviting(Some(jamaica())));
    let content = &bytes[..bytes.len() - 4];
    for len in 0..content.len() {
        let _ = binary::decode(&framed(&content[..len]));
    }
    for i in 0..content.len() {
        for value in [0x00, 0x01, 0x02, 0x7F, 0x80, 0xFF] {
            let mut changed = content.to_vec();
            changed[i] = value;
            let _ = binary::decode(&framed(&changed));
        }
    }
}

/// What the host's screen shows for a typical game: the invitation with its game, as a link.
#[test]
fn an_invitation_with_its_game_still_fits_a_small_qr_code() {
    let invitation = offer().inviting(Some(jamaica()));
    let code = invitation.to_code();
    let link = format!("https://tablemate.example.org/app/#{code}");
    let version = qr::version_of(&link).unwrap();
    let longest = offer().inviting(Invited::new(&"i".repeat(18), &"島".repeat(40)));
    let longest_link = format!("https://tablemate.example.org/app/#{}", longest.to_code());
    let longest_version = qr::version_of(&longest_link).unwrap();
    println!(
        "invitation with a game: {} bytes, code {} characters, link {} characters, QR version \
         {version}; with a 40-character Chinese name: link {} characters, QR version \
         {longest_version}",
        binary::encode(&invitation).len(),
        code.len(),
        link.len(),
        longest_link.len(),
    );
    assert_eq!(version, 11, "update docs/live-table.md");
    assert!(longest_version <= 17, "{longest_version}");
}
