//! The offer as bytes. Version 1, what every answer and an offer without a game are:
//!
//! ```text
//! version (1) · flags · ufrag · pwd · fingerprint (32) · candidate count · candidates · CRC-32
//! flags:     bit 0 answer, bits 1-2 setup (0 actpass, 1 active, 2 passive)
//! ufrag/pwd: character count, then six bits a character (see `ice`)
//! candidate: head · foundation (varint) · priority (4) · address · port (2) · [related]
//! head:      bits 0-1 type (host, srflx, prflx, relay), bit 2 TCP, bits 3-4 address kind,
//!            bits 5-6 tcptype (none, active, passive, so), bit 7 a related address follows
//! address:   kind 0 IPv4 (4 bytes), 1 IPv6 (16), 2 mDNS UUID (16), 3 name (length, bytes)
//! related:   kind byte (0-3 as above, then the port; 4 is "0.0.0.0 port 0", nothing more)
//! ```
//!
//! Version 2, an invitation that names its game: the same fields, then tagged fields before
//! the checksum.
//!
//! ```text
//! version (2) · flags · ufrag · pwd · fingerprint · count · candidates · fields · CRC-32
//! field:     tag · length (varint) · that many bytes; tags strictly ascending
//! tag 1:     the game's id, UTF-8, 1 to 64 bytes, no control character
//! tag 2:     the game's name, UTF-8, 1 to 40 characters, no control character
//! ```
//!
//! Tags 1 and 2 come together or not at all. A tag this build does not know is skipped by
//! its length: a later build may add a field an older one can do without, and a field it
//! cannot do without comes with a new version byte.
//!
//! Numbers are big-endian except the CRC-32 at the end, which is little-endian over every byte
//! before it, as in the share codes. The version byte comes first so a future layout is told
//! apart, but only after the checksum holds, so damage is never mistaken for a new version.

use std::net::{Ipv4Addr, Ipv6Addr};

use super::ice;
use super::{
    Address, Candidate, CandidateType, CodeError, Invited, Offer, Protocol, Role, SetupRole,
    TcpType, MAX_CANDIDATES,
};
use crate::live::bytes::{ReadError, Reader, Writer};

/// The first layout: no game. Every answer, and an offer without a game, is written so.
pub const VERSION_1: u8 = 1;
/// The newest layout this build writes and reads: version 1's fields, then tagged fields.
pub const VERSION: u8 = 2;
/// A version 2 field: the game's id.
pub const TAG_GAME_ID: u8 = 1;
/// A version 2 field: the game's name.
pub const TAG_GAME_NAME: u8 = 2;
/// Far above any offer we write (152 bytes for an answer with four candidates, about 380 for
/// an invitation with four named candidates and the longest game id and name).
pub const MAX_BYTES: usize = 1024;
/// A version byte, the fewest fields and the checksum.
const MIN_BYTES: usize = 1 + 1 + 2 + 2 + 32 + 1 + 4;

const RELATED_HIDDEN: u8 = 4;

fn address_kind(a: &Address) -> u8 {
    match a {
        Address::V4(_) => 0,
        Address::V6(_) => 1,
        Address::Mdns(_) => 2,
        Address::Name(_) => 3,
    }
}

fn write_address(w: &mut Writer, a: &Address) {
    match a {
        Address::V4(ip) => w.raw(&ip.octets()),
        Address::V6(ip) => w.raw(&ip.octets()),
        Address::Mdns(uuid) => w.raw(uuid),
        Address::Name(name) => w.blob(name.as_bytes()),
    }
}

fn write_ice(w: &mut Writer, s: &str) {
    w.u8(s.len() as u8);
    w.raw(&ice::pack(s));
}

/// The offer's bytes. Fields out of the layout's range (credentials that are not ICE
/// characters, more than [`MAX_CANDIDATES`]) cannot come from [`super::sdp::parse`]; for an
/// offer built by hand they are written as the decoder will refuse them, never panicking.
pub fn encode(offer: &Offer) -> Vec<u8> {
    let mut w = Writer::default();
    w.u8(if offer.game.is_some() {
        VERSION
    } else {
        VERSION_1
    });
    let role = match offer.role {
        Role::Offer => 0,
        Role::Answer => 1,
    };
    let setup = match offer.setup {
        SetupRole::ActPass => 0,
        SetupRole::Active => 1,
        SetupRole::Passive => 2,
    };
    w.u8(role | setup << 1);
    write_ice(&mut w, &offer.ufrag);
    write_ice(&mut w, &offer.pwd);
    w.raw(&offer.fingerprint);
    w.u8(offer.candidates.len().min(255) as u8);
    for c in offer.candidates.iter().take(255) {
        let kind = match c.kind {
            CandidateType::Host => 0,
            CandidateType::Srflx => 1,
            CandidateType::Prflx => 2,
            CandidateType::Relay => 3,
        };
        let tcp = u8::from(c.protocol == Protocol::Tcp);
        let tcp_type = match c.tcp_type {
            None => 0,
            Some(TcpType::Active) => 1,
            Some(TcpType::Passive) => 2,
            Some(TcpType::So) => 3,
        };
        let related = u8::from(c.related.is_some());
        w.u8(kind | tcp << 2 | address_kind(&c.address) << 3 | tcp_type << 5 | related << 7);
        w.varint(u64::from(c.foundation));
        w.u32(c.priority);
        write_address(&mut w, &c.address);
        w.u16(c.port);
        match &c.related {
            None => {}
            Some((Address::V4(ip), 0)) if ip.is_unspecified() => w.u8(RELATED_HIDDEN),
            Some((address, port)) => {
                w.u8(address_kind(address));
                write_address(&mut w, address);
                w.u16(*port);
            }
        }
    }
    if let Some(game) = &offer.game {
        w.u8(TAG_GAME_ID);
        w.blob(game.id.as_bytes());
        w.u8(TAG_GAME_NAME);
        w.blob(game.name.as_bytes());
    }
    let crc = crc32fast::hash(&w.bytes);
    w.raw(&crc.to_le_bytes());
    w.bytes
}

fn cut(_: ReadError) -> CodeError {
    CodeError::Truncated
}

fn read_ice(r: &mut Reader, field: &'static str) -> Result<String, CodeError> {
    let chars = usize::from(r.u8().map_err(cut)?);
    let packed = r.take(ice::packed_len(chars)).map_err(cut)?;
    match ice::unpack(packed, chars) {
        Some(s) if !s.is_empty() => Ok(s),
        _ => Err(CodeError::Malformed(field)),
    }
}

fn read_address(r: &mut Reader, kind: u8) -> Result<Address, CodeError> {
    Ok(match kind {
        0 => Address::V4(Ipv4Addr::from(r.array::<4>().map_err(cut)?)),
        1 => Address::V6(Ipv6Addr::from(r.array::<16>().map_err(cut)?)),
        2 => Address::Mdns(r.array::<16>().map_err(cut)?),
        3 => {
            let bytes = r.blob().map_err(cut)?;
            match std::str::from_utf8(bytes) {
                Ok(name) if super::sdp::is_host_name(name) => Address::Name(name.to_string()),
                _ => return Err(CodeError::Malformed("a host name")),
            }
        }
        _ => return Err(CodeError::Malformed("an address kind")),
    })
}

fn read_candidate(r: &mut Reader) -> Result<Candidate, CodeError> {
    let head = r.u8().map_err(cut)?;
    let kind = match head & 3 {
        0 => CandidateType::Host,
        1 => CandidateType::Srflx,
        2 => CandidateType::Prflx,
        _ => CandidateType::Relay,
    };
    let protocol = if head & 4 != 0 {
        Protocol::Tcp
    } else {
        Protocol::Udp
    };
    let tcp_type = match head >> 5 & 3 {
        0 => None,
        1 => Some(TcpType::Active),
        2 => Some(TcpType::Passive),
        _ => Some(TcpType::So),
    };
    if tcp_type.is_some() != (protocol == Protocol::Tcp) {
        return Err(CodeError::Malformed("a tcptype"));
    }
    let foundation = r.varint_u32().map_err(|e| match e {
        ReadError::Truncated => CodeError::Truncated,
        ReadError::Overflow => CodeError::Malformed("a foundation"),
    })?;
    let priority = r.u32().map_err(cut)?;
    let address = read_address(r, head >> 3 & 3)?;
    let port = r.u16().map_err(cut)?;
    let related = if head & 0x80 == 0 {
        None
    } else {
        match r.u8().map_err(cut)? {
            RELATED_HIDDEN => Some((Address::V4(Ipv4Addr::UNSPECIFIED), 0)),
            kind => {
                let address = read_address(r, kind)?;
                Some((address, r.u16().map_err(cut)?))
            }
        }
    };
    Ok(Candidate {
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

/// Reads the bytes of [`encode`]: size, checksum, version, then every field.
pub fn decode(bytes: &[u8]) -> Result<Offer, CodeError> {
    if bytes.len() > MAX_BYTES {
        return Err(CodeError::TooLong);
    }
    if bytes.len() < MIN_BYTES {
        return Err(CodeError::Truncated);
    }
    let (content, crc) = bytes.split_at(bytes.len() - 4);
    if crc32fast::hash(content).to_le_bytes() != crc {
        return Err(CodeError::BadChecksum);
    }
    let mut r = Reader::new(content);
    let version = r.u8().map_err(cut)?;
    if version != VERSION_1 && version != VERSION {
        return Err(CodeError::UnknownVersion(version));
    }
    let flags = r.u8().map_err(cut)?;
    let role = if flags & 1 == 0 {
        Role::Offer
    } else {
        Role::Answer
    };
    let setup = match flags >> 1 {
        0 => SetupRole::ActPass,
        1 => SetupRole::Active,
        2 => SetupRole::Passive,
        _ => return Err(CodeError::Malformed("the flags")),
    };
    let ufrag = read_ice(&mut r, "the ICE user fragment")?;
    let pwd = read_ice(&mut r, "the ICE password")?;
    let fingerprint = r.array::<32>().map_err(cut)?;
    let count = usize::from(r.u8().map_err(cut)?);
    if count == 0 || count > MAX_CANDIDATES {
        return Err(CodeError::Malformed("the number of candidates"));
    }
    let candidates = (0..count)
        .map(|_| read_candidate(&mut r))
        .collect::<Result<Vec<_>, _>>()?;
    let game = if version == VERSION_1 {
        if !r.is_empty() {
            return Err(CodeError::Malformed("bytes after the last candidate"));
        }
        None
    } else {
        read_game(&mut r)?
    };
    Ok(Offer {
        role,
        ufrag,
        pwd,
        fingerprint,
        setup,
        candidates,
        game,
    })
}

/// Version 2's tagged fields, up to the checksum: the game, when its two fields are there.
fn read_game(r: &mut Reader) -> Result<Option<Invited>, CodeError> {
    let (mut id, mut name) = (None, None);
    let mut last = 0u8;
    while !r.is_empty() {
        let tag = r.u8().map_err(cut)?;
        if tag <= last {
            return Err(CodeError::Malformed("the fields' order"));
        }
        last = tag;
        let bytes = r.blob().map_err(cut)?;
        let text = || std::str::from_utf8(bytes).ok();
        match tag {
            TAG_GAME_ID => match text().filter(|t| super::is_game_id(t)) {
                Some(t) => id = Some(t.to_string()),
                None => return Err(CodeError::Malformed("the game's id")),
            },
            TAG_GAME_NAME => match text().filter(|t| super::is_game_name(t)) {
                Some(t) => name = Some(t.to_string()),
                None => return Err(CodeError::Malformed("the game's name")),
            },
            // A later build's field that this one can do without.
            _ => {}
        }
    }
    match (id, name) {
        (Some(id), Some(name)) => Ok(Some(Invited { id, name })),
        (None, None) => Ok(None),
        _ => Err(CodeError::Malformed("the game")),
    }
}
