//! From a browser's SDP to an [`Offer`], and back to an SDP the browser accepts.
//!
//! Only what a single data channel needs is read; everything else of the description is the
//! same for every Tablemate connection and comes back from the fixed template of
//! [`rebuild`]. The JavaScript side must hand over the description once ICE gathering is
//! complete (`icegatheringstatechange` to `complete`): the code carries no trickled
//! candidates.

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use super::ice;
use super::{
    Address, Candidate, CandidateType, Offer, Protocol, Role, SetupRole, TcpType, MAX_CANDIDATES,
    MAX_NAME_BYTES,
};

/// The SCTP port both sides use (`a=sctp-port`), Chromium's and Firefox's only one.
pub const SCTP_PORT: u16 = 5000;
/// The largest data channel message we announce: the messages' own limit
/// ([`crate::live::message::MAX_MESSAGE_BYTES`]), 256 KiB, which fits in a `u32`.
pub const MAX_MESSAGE_SIZE: u32 = crate::live::message::MAX_MESSAGE_BYTES as u32;

/// Why a browser's description cannot be made into an offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SdpError {
    /// A line the offer needs is absent: `ice-ufrag`, `ice-pwd`, `fingerprint` or `setup`.
    Missing(&'static str),
    /// The ICE user fragment or password is not 1 to 255 ICE characters.
    BadCredentials,
    /// The fingerprint is not SHA-256 with 32 bytes.
    Fingerprint,
    /// `a=setup` names no role we know.
    BadSetup,
    /// The description is not one data channel over SCTP with the `mid` 0 and port 5000.
    NotOneDataChannel,
    /// No usable candidate: the description was taken before ICE gathering completed.
    NoCandidates,
}

impl fmt::Display for SdpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SdpError::Missing(what) => write!(f, "the description has no a={what} line"),
            SdpError::BadCredentials => f.write_str("the ICE credentials are not ICE characters"),
            SdpError::Fingerprint => f.write_str("the fingerprint is not a SHA-256 one"),
            SdpError::BadSetup => f.write_str("the DTLS role is unknown"),
            SdpError::NotOneDataChannel => f.write_str("the description is not one data channel"),
            SdpError::NoCandidates => f.write_str("the description holds no candidate yet"),
        }
    }
}

impl std::error::Error for SdpError {}

/// Letters, digits, `-` and `.`, at most [`MAX_NAME_BYTES`]: a host name we pass on as it is.
pub fn is_host_name(name: &str) -> bool {
    (1..=MAX_NAME_BYTES).contains(&name.len())
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'.')
}

fn parse_address(text: &str) -> Option<Address> {
    if let Ok(ip) = text.parse::<Ipv4Addr>() {
        return Some(Address::V4(ip));
    }
    if let Ok(ip) = text.parse::<Ipv6Addr>() {
        return Some(Address::V6(ip));
    }
    if let Some(uuid) = ice::mdns_uuid(text) {
        return Some(Address::Mdns(uuid));
    }
    is_host_name(text).then(|| Address::Name(text.to_string()))
}

/// One `a=candidate:` value (without the `candidate:`), or `None` for a line we cannot
/// carry: another component than 1 (a data channel uses one), another transport, a bad
/// field.
pub fn parse_candidate(value: &str) -> Option<Candidate> {
    let mut fields = value.split_ascii_whitespace();
    let foundation_text = fields.next()?;
    let component = fields.next()?;
    let protocol = fields.next()?;
    let priority = fields.next()?.parse::<u32>().ok()?;
    let address = parse_address(fields.next()?)?;
    let port = fields.next()?.parse::<u16>().ok()?;
    if component != "1" || fields.next()? != "typ" {
        return None;
    }
    let kind = match fields.next()? {
        "host" => CandidateType::Host,
        "srflx" => CandidateType::Srflx,
        "prflx" => CandidateType::Prflx,
        "relay" => CandidateType::Relay,
        _ => return None,
    };
    let protocol = match protocol.to_ascii_lowercase().as_str() {
        "udp" => Protocol::Udp,
        "tcp" => Protocol::Tcp,
        _ => return None,
    };
    let (mut raddr, mut rport, mut tcp_type) = (None, None, None);
    // The rest is name-value pairs; the ones we do not carry are skipped.
    while let (Some(name), Some(value)) = (fields.next(), fields.next()) {
        match name {
            "raddr" => raddr = Some(parse_address(value)?),
            "rport" => rport = Some(value.parse::<u16>().ok()?),
            "tcptype" => {
                tcp_type = Some(match value {
                    "active" => TcpType::Active,
                    "passive" => TcpType::Passive,
                    "so" => TcpType::So,
                    _ => return None,
                })
            }
            _ => {}
        }
    }
    if tcp_type.is_some() != (protocol == Protocol::Tcp) {
        return None;
    }
    let related = match (raddr, rport) {
        (Some(a), Some(p)) => Some((a, p)),
        (None, None) => None,
        _ => return None,
    };
    let foundation = foundation_text
        .parse::<u32>()
        .unwrap_or_else(|_| crc32fast::hash(foundation_text.as_bytes()));
    Some(Candidate {
        foundation,
        protocol,
        priority,
        address,
        port,
        kind,
        related,
        tcp_type,
    })
}

/// The candidates worth a place in the code: no repeats of a protocol, address and port,
/// UDP first, then host, server-reflexive, peer-reflexive and relay, the browser's order
/// within each, at most [`MAX_CANDIDATES`].
pub fn choose(mut candidates: Vec<Candidate>) -> Vec<Candidate> {
    let mut seen: Vec<(Protocol, Address, u16)> = Vec::new();
    candidates.retain(|c| {
        let key = (c.protocol, c.address.clone(), c.port);
        let new = !seen.contains(&key);
        if new {
            seen.push(key);
        }
        new
    });
    candidates.sort_by_key(|c| (c.protocol == Protocol::Tcp, c.kind));
    candidates.truncate(MAX_CANDIDATES);
    candidates
}

fn fingerprint(value: &str) -> Result<[u8; 32], SdpError> {
    let (hash, hex) = value.split_once(' ').ok_or(SdpError::Fingerprint)?;
    if !hash.eq_ignore_ascii_case("sha-256") {
        return Err(SdpError::Fingerprint);
    }
    let parts: Vec<&str> = hex.trim().split(':').collect();
    if parts.len() != 32 {
        return Err(SdpError::Fingerprint);
    }
    let mut out = [0u8; 32];
    for (slot, part) in out.iter_mut().zip(parts) {
        if part.len() != 2 || !part.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(SdpError::Fingerprint);
        }
        *slot = u8::from_str_radix(part, 16).map_err(|_| SdpError::Fingerprint)?;
    }
    Ok(out)
}

/// Reads a browser's description. `role` says whether it is the host's offer or the guest's
/// answer (the SDP text does not say).
pub fn parse(sdp: &str, role: Role) -> Result<Offer, SdpError> {
    let (mut ufrag, mut pwd, mut print, mut setup) = (None, None, None, None);
    let mut candidates = Vec::new();
    let mut media = 0;
    for line in sdp.lines().map(str::trim) {
        if let Some(m) = line.strip_prefix("m=") {
            media += 1;
            let fields: Vec<&str> = m.split_ascii_whitespace().collect();
            if fields.first() != Some(&"application")
                || fields.get(2) != Some(&"UDP/DTLS/SCTP")
                || fields.get(3) != Some(&"webrtc-datachannel")
            {
                return Err(SdpError::NotOneDataChannel);
            }
            continue;
        }
        let Some(attribute) = line.strip_prefix("a=") else {
            continue;
        };
        let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
        match name {
            "ice-ufrag" => ufrag = Some(value.to_string()),
            "ice-pwd" => pwd = Some(value.to_string()),
            "fingerprint" => print = Some(fingerprint(value)?),
            "setup" => {
                setup = Some(match value {
                    "actpass" => SetupRole::ActPass,
                    "active" => SetupRole::Active,
                    "passive" => SetupRole::Passive,
                    _ => return Err(SdpError::BadSetup),
                })
            }
            "candidate" => candidates.extend(parse_candidate(value)),
            "mid" if value != "0" => return Err(SdpError::NotOneDataChannel),
            "sctp-port" if value.parse::<u16>() != Ok(SCTP_PORT) => {
                return Err(SdpError::NotOneDataChannel)
            }
            _ => {}
        }
    }
    if media != 1 {
        return Err(SdpError::NotOneDataChannel);
    }
    let ufrag = ufrag.ok_or(SdpError::Missing("ice-ufrag"))?;
    let pwd = pwd.ok_or(SdpError::Missing("ice-pwd"))?;
    if !ice::is_ice(&ufrag) || !ice::is_ice(&pwd) {
        return Err(SdpError::BadCredentials);
    }
    let candidates = choose(candidates);
    if candidates.is_empty() {
        return Err(SdpError::NoCandidates);
    }
    Ok(Offer {
        role,
        ufrag,
        pwd,
        fingerprint: print.ok_or(SdpError::Missing("fingerprint"))?,
        setup: setup.ok_or(SdpError::Missing("setup"))?,
        candidates,
        game: None,
    })
}

fn address_text(a: &Address) -> String {
    match a {
        Address::V4(ip) => ip.to_string(),
        Address::V6(ip) => ip.to_string(),
        Address::Mdns(uuid) => ice::mdns_name(uuid),
        Address::Name(name) => name.clone(),
    }
}

/// One `candidate:` value as Chromium writes it, without its extensions.
pub fn candidate_line(c: &Candidate) -> String {
    let protocol = match c.protocol {
        Protocol::Udp => "udp",
        Protocol::Tcp => "tcp",
    };
    let mut line = format!(
        "candidate:{} 1 {protocol} {} {} {} typ {}",
        c.foundation,
        c.priority,
        address_text(&c.address),
        c.port,
        c.kind.as_str()
    );
    if let Some((address, port)) = &c.related {
        line += &format!(" raddr {} rport {port}", address_text(address));
    }
    if let Some(t) = c.tcp_type {
        line += &format!(" tcptype {}", t.as_str());
    }
    line + " generation 0"
}

/// A description of one SCTP data channel holding the offer's credentials, fingerprint,
/// role and candidates, for `setRemoteDescription({type, sdp})` with `type` from
/// [`Offer::role`]. The session id is taken from the fingerprint, so the same offer always
/// gives the same text.
pub fn rebuild(offer: &Offer) -> String {
    let mut id = [0u8; 8];
    id.copy_from_slice(&offer.fingerprint[..8]);
    let session = u64::from_be_bytes(id) & 0x7FFF_FFFF_FFFF_FFFF;
    let print: Vec<String> = offer
        .fingerprint
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect();
    let mut lines = vec![
        "v=0".to_string(),
        format!("o=- {session} 2 IN IP4 127.0.0.1"),
        "s=-".to_string(),
        "t=0 0".to_string(),
        "a=group:BUNDLE 0".to_string(),
        "a=msid-semantic: WMS".to_string(),
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel".to_string(),
        "c=IN IP4 0.0.0.0".to_string(),
    ];
    lines.extend(
        offer
            .candidates
            .iter()
            .map(|c| format!("a={}", candidate_line(c))),
    );
    lines.extend([
        format!("a=ice-ufrag:{}", offer.ufrag),
        format!("a=ice-pwd:{}", offer.pwd),
        "a=ice-options:trickle".to_string(),
        format!("a=fingerprint:sha-256 {}", print.join(":")),
        format!("a=setup:{}", offer.setup.as_str()),
        "a=mid:0".to_string(),
        format!("a=sctp-port:{SCTP_PORT}"),
        format!("a=max-message-size:{MAX_MESSAGE_SIZE}"),
    ]);
    let mut sdp = lines.join("\r\n");
    sdp.push_str("\r\n");
    sdp
}

/// The `type` of the description for `RTCSessionDescription`.
pub fn sdp_type(role: Role) -> &'static str {
    match role {
        Role::Offer => "offer",
        Role::Answer => "answer",
    }
}
