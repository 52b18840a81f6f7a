//! The connection offer and answer, small enough for one QR code.
//!
//! Two phones open a WebRTC data channel with no server by showing each other a QR code:
//! the host shows its offer, the guest scans it and shows its answer. A browser's session
//! description (SDP) is 1 to 2 KB of text, most of it fixed for a single data channel, so
//! only what the other phone cannot know is kept ([`Offer`]): whether it is an offer or an
//! answer, the ICE user fragment and password, the DTLS certificate's SHA-256 fingerprint,
//! the DTLS role, and a few candidate addresses. [`sdp::parse`] takes that from the browser's
//! SDP, [`binary`] writes it in 130 to 160 bytes with a CRC-32, [`Offer::to_code`] turns
//! those into the share code's 41-character alphabet, and [`sdp::rebuild`] writes back an SDP
//! the browser takes as the remote description.
//!
//! Measured (`offer::tests::a_typical_offer_and_answer_fit_a_small_qr_code`): the Chromium
//! offer of `tests/fixtures/live/chromium-offer.sdp` (an mDNS host candidate over UDP and
//! over TCP, a server-reflexive one) is 135 bytes, a code of 205 characters: QR version 8 at
//! error correction M (49 modules wide). The answer of `chromium-answer.sdp` (IPv4 and IPv6
//! hosts, a server-reflexive candidate and a relay: four kept of six lines) is 152 bytes,
//! 230 characters, version 9 (53 modules). Either reads easily from across a table; the
//! SDPs they stand for are 924 and 1,290 characters.
//!
//! An invitation (the host's offer) also names the game it is for ([`Invited`]: the game's
//! id and name), so the joining phone says which game it is about to join before it answers,
//! and looks for its own copy of that game by id. That is layout version 2 (see [`binary`]);
//! an offer without a game and every answer are still written as version 1, byte for byte
//! as before, and version 1 codes are read as they always were. Measured
//! (`offer::tests::an_invitation_with_its_game_still_fits_a_small_qr_code`): the fixture's
//! offer inviting to "Jamaica 14:05" is 170 bytes, a 257-character code; as a link behind a
//! 34-character address, 292 characters, QR version 11 (61 modules). With a 40-character
//! Traditional Chinese name, version 14.
//!
pub mod binary;
mod ice;
pub mod sdp;

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use crate::share::text;

/// Every offer or answer code starts with these letters, so a scanned share code (`TM…`)
/// or a stray text is told apart from a connection code.
pub const PREFIX: &str = "TL";

/// The most candidates an offer keeps: enough for a phone's Wi-Fi address over IPv4 and IPv6,
/// the address a STUN server saw, and one more, while the code stays small.
pub const MAX_CANDIDATES: usize = 4;

/// Which side of the connection wrote the description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The host's first description.
    Offer,
    /// The guest's reply to it.
    Answer,
}

/// The DTLS role (`a=setup`): the offer leaves it open, the answer picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRole {
    ActPass,
    Active,
    Passive,
}

impl SetupRole {
    pub fn as_str(self) -> &'static str {
        match self {
            SetupRole::ActPass => "actpass",
            SetupRole::Active => "active",
            SetupRole::Passive => "passive",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    Udp,
    Tcp,
}

/// How a candidate's address was found, in the order the code prefers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CandidateType {
    /// The phone's own interface.
    Host,
    /// The address a STUN server saw.
    Srflx,
    /// Learnt from a peer during the checks.
    Prflx,
    /// A TURN server's address, relaying for the phone.
    Relay,
}

impl CandidateType {
    pub fn as_str(self) -> &'static str {
        match self {
            CandidateType::Host => "host",
            CandidateType::Srflx => "srflx",
            CandidateType::Prflx => "prflx",
            CandidateType::Relay => "relay",
        }
    }
}

/// The TCP candidate's direction (RFC 6544).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TcpType {
    Active,
    Passive,
    So,
}

impl TcpType {
    pub fn as_str(self) -> &'static str {
        match self {
            TcpType::Active => "active",
            TcpType::Passive => "passive",
            TcpType::So => "so",
        }
    }
}

/// A candidate's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    V4(Ipv4Addr),
    V6(Ipv6Addr),
    /// An mDNS name of the form `<uuid>.local`, the way browsers hide a local address: kept
    /// as the UUID's 16 bytes instead of its 42 characters.
    Mdns([u8; 16]),
    /// Any other host name (at most [`MAX_NAME_BYTES`] of letters, digits, `-` and `.`).
    Name(String),
}

/// The longest other host name a candidate may carry.
pub const MAX_NAME_BYTES: usize = 63;

/// One ICE candidate, without the browser's extensions (`generation`, `network-id`,
/// `network-cost`, `ufrag`), which the other side does not need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The browser's foundation when it is a number (Chromium's always are), or the CRC-32 of
    /// its text: only equality between foundations means anything to ICE.
    pub foundation: u32,
    pub protocol: Protocol,
    pub priority: u32,
    pub address: Address,
    pub port: u16,
    pub kind: CandidateType,
    /// `raddr` and `rport`, when the line gives them.
    pub related: Option<(Address, u16)>,
    /// Only on TCP candidates.
    pub tcp_type: Option<TcpType>,
}

/// The game an invitation is for: its id, to find this phone's own copy of it, and its
/// name, to say which game the phone is about to join.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invited {
    /// 1 to [`MAX_GAME_ID_BYTES`] bytes of text, no control characters.
    pub id: String,
    /// 1 to [`MAX_GAME_NAME_CHARS`] characters, no control characters (see [`Invited::new`]).
    pub name: String,
}

/// The longest game id an invitation carries (the live messages' own limit).
pub const MAX_GAME_ID_BYTES: usize = crate::live::message::MAX_ID_BYTES;
/// The longest game name an invitation carries, in characters: a longer name is cut, and
/// the welcome brings the whole name once the phone has joined.
pub const MAX_GAME_NAME_CHARS: usize = 40;

impl Invited {
    /// The game `id` named `name`, as an invitation can carry it: control characters become
    /// spaces and a name longer than [`MAX_GAME_NAME_CHARS`] is cut, ending in "…". `None`
    /// when the id cannot travel (empty, too long, or holding a control character), so the
    /// invitation goes without a game, as before version 2.
    pub fn new(id: &str, name: &str) -> Option<Invited> {
        if !is_game_id(id) {
            return None;
        }
        let mut name: String = name
            .trim()
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        if name.chars().count() > MAX_GAME_NAME_CHARS {
            name = name.chars().take(MAX_GAME_NAME_CHARS - 1).collect();
            name = format!("{}…", name.trim_end());
        }
        if name.trim().is_empty() {
            name = "?".to_string();
        }
        Some(Invited {
            id: id.to_string(),
            name,
        })
    }
}

/// Whether an invitation can carry `id` as a game's id.
pub fn is_game_id(id: &str) -> bool {
    (1..=MAX_GAME_ID_BYTES).contains(&id.len()) && !id.chars().any(char::is_control)
}

/// Whether an invitation can carry `name` as a game's name.
pub fn is_game_name(name: &str) -> bool {
    !name.trim().is_empty()
        && name.chars().count() <= MAX_GAME_NAME_CHARS
        && !name.chars().any(char::is_control)
}

/// What one phone needs of the other's description to connect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub role: Role,
    /// ICE user fragment and password: `ice-char`s only (letters, digits, `+`, `/`).
    pub ufrag: String,
    pub pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate.
    pub fingerprint: [u8; 32],
    pub setup: SetupRole,
    /// At most [`MAX_CANDIDATES`], UDP before TCP, host before server-reflexive before
    /// peer-reflexive before relay, no two with the same protocol, address and port.
    pub candidates: Vec<Candidate>,
    /// The game an invitation is for; `None` in an answer and in a version 1 offer.
    pub game: Option<Invited>,
}

/// Why a code is not an offer we can use. Nothing panics on any input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    Empty,
    /// Not a connection code: it lacks the [`PREFIX`].
    NotAnOffer,
    /// A character outside the code's alphabet, at this position of the code's body.
    BadCharacter {
        at: usize,
        found: char,
    },
    /// Longer than any offer we write.
    TooLong,
    /// Cut short: the text or the bytes stop before the offer ends.
    Truncated,
    /// The checksum does not match: a character was lost or changed.
    BadChecksum,
    /// Written by a newer Tablemate.
    UnknownVersion(u8),
    /// The checksum holds but a field is out of its range (this build never writes that).
    Malformed(&'static str),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => f.write_str("there is no code to read"),
            CodeError::NotAnOffer => f.write_str("this is not a Tablemate connection code"),
            CodeError::BadCharacter { at, found } => {
                write!(f, "the character {found:?} at {at} is not part of a code")
            }
            CodeError::TooLong => f.write_str("the code is longer than any connection code"),
            CodeError::Truncated => f.write_str("the code is cut short"),
            CodeError::BadChecksum => f.write_str("the code is damaged"),
            CodeError::UnknownVersion(v) => {
                write!(f, "the code comes from a newer Tablemate (version {v})")
            }
            CodeError::Malformed(why) => write!(f, "the code is not a valid offer ({why})"),
        }
    }
}

impl std::error::Error for CodeError {}

impl Offer {
    /// This offer as the invitation to game `game` (the host's offer names its game).
    pub fn inviting(self, game: Option<Invited>) -> Offer {
        Offer { game, ..self }
    }

    /// The offer as text for a QR code: [`PREFIX`] then the bytes of [`binary::encode`] in
    /// the share code's alphabet.
    pub fn to_code(&self) -> String {
        format!("{PREFIX}{}", text::encode(&binary::encode(self)))
    }

    /// Reads a code made by [`Offer::to_code`]: pasted with spaces or line breaks, in
    /// either case, or at the end of a link after its `#`.
    pub fn from_code(input: &str) -> Result<Offer, CodeError> {
        let input = input.trim();
        if input.is_empty() {
            return Err(CodeError::Empty);
        }
        // Characters, not bytes: a pasted text of many short characters is refused as
        // cheaply as a long one.
        if input.len() > binary::MAX_BYTES * 2 + 64 {
            return Err(CodeError::TooLong);
        }
        let code = text::code_of(input);
        let body = code.strip_prefix(PREFIX).ok_or(CodeError::NotAnOffer)?;
        if let Some((at, found)) = body
            .char_indices()
            .find(|(_, c)| !c.is_ascii() || !text::ALPHABET.contains(&(*c as u8)))
        {
            return Err(CodeError::BadCharacter { at, found });
        }
        if body.len() > binary::MAX_BYTES / 2 * 3 + 2 {
            return Err(CodeError::TooLong);
        }
        // Every character is in the alphabet: what text::decode still refuses is a length
        // no bytes give (a group cut short) or a group past 16 bits, which only damage makes.
        let bytes = text::decode(body).ok_or(if body.len() % 3 == 1 {
            CodeError::Truncated
        } else {
            CodeError::BadChecksum
        })?;
        binary::decode(&bytes)
    }
}

#[cfg(test)]
mod tests;
