//! Share codes: a whole game as text for a QR code or a link, and back.
//!
//! Pure: no Dioxus, no clock, no storage. The layers, outside in:
//! - the **code**: `TM` and the payload in [`text`]'s 41-character alphabet, which QR codes
//!   store in their dense alphanumeric mode and a link carries in its `#fragment` unescaped;
//! - the **payload** (the frame never changes between versions): a format version byte, a
//!   kind byte, the body, and a CRC-32 of everything before it (4 bytes, little-endian);
//! - the **body**: postcard over [`crate::wire::ShareGame`], deflated when that is shorter.
//!
//! Decoding never panics and trusts nothing: sizes are limited before and after inflating,
//! the checksum is checked before anything else is read, trailing bytes are refused, and the
//! game is replayed through the rules: one refused action rejects the whole import.
//!
//! A game too large for one code ([`plan`]) falls back to a snapshot (the applied actions,
//! compacted where a family allows, without undo history or times), then to a numbered
//! sequence of codes that a [`Collector`] puts together again.
//!
//! A link that opens a native build ([`link`]) is read to the code it carries, then like any
//! code.

pub mod draft;
pub mod handed;
pub mod held;
pub mod link;
pub mod qr;
pub mod results;
pub mod text;

use std::fmt;

use crate::rules::Revision;
use crate::session::{Action, Game, LogEntry, RebuildError, Setup};
use crate::wire::{Sender, ShareGame, ShareGameV1};

/// The payload format this build writes; it reads every one from 1. Format 2 added the rules
/// revision at the end of the game ([`crate::wire::ShareGame`]), format 3 after it the phone
/// of a live table each action came from.
pub const FORMAT_VERSION: u8 = 3;
/// Every code starts with these letters, so a stray text is told apart from a damaged code.
pub const PREFIX: &str = "TM";
/// The deep link a native build registers; the code follows the `#`.
pub const DEEP_LINK: &str = "tablemate://import";
/// The longest code we read. One QR code holds at most 4,296 alphanumeric characters.
pub const MAX_CODE_CHARS: usize = 8_000;
/// The largest payload (after the text layer, before inflating) and the largest game put
/// together from a numbered sequence.
pub const MAX_PAYLOAD_BYTES: usize = 64 * 1024;
/// The most a body may inflate to: a 10,000-action game takes about 40 KB.
pub const MAX_INFLATED_BYTES: usize = 512 * 1024;
/// More actions than any game played at a table.
pub const MAX_ACTIONS: usize = 20_000;
/// The longest game name we accept.
pub const MAX_NAME_CHARS: usize = 80;
/// The most codes in a numbered sequence.
pub const MAX_PARTS: usize = 64;
/// The largest QR version a single code may use (version 40 is the largest there is).
pub const MAX_VERSION: i16 = 40;
/// Each code of a numbered sequence stays at or below this version, easy to scan.
pub const PART_VERSION: i16 = 25;

const KIND_GAME: u8 = 0;
const KIND_SNAPSHOT: u8 = 1;
const KIND_PART: u8 = 2;
/// Set on the kind byte when the body is deflated.
const DEFLATED: u8 = 0x80;

/// What a code holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Content {
    /// The whole game: every action, the undone ones and their times.
    Full,
    /// The current state only: the undo history and the times of actions are dropped.
    Snapshot,
}

/// A game read from a code, replayed through the rules, not yet saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Incoming {
    pub name: String,
    pub game: Game,
    pub content: Content,
}

/// One code of a numbered sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    set: u16,
    index: u8,
    count: u8,
    chunk: Vec<u8>,
}

impl Part {
    /// Counted from 1.
    pub fn number(&self) -> usize {
        usize::from(self.index) + 1
    }

    pub fn count(&self) -> usize {
        usize::from(self.count)
    }
}

/// What one code gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Received {
    Game(Box<Incoming>),
    Part(Part),
}

/// Why a code could not be read. Nothing is imported.
#[derive(Clone, Debug, PartialEq)]
pub enum ShareError {
    Empty,
    /// Not a Tablemate code at all.
    NotACode,
    TooLarge,
    /// The checksum does not match: a character was lost or changed on the way.
    Damaged,
    /// Written by a newer Tablemate.
    NewerVersion {
        found: u8,
    },
    /// Our format, but the content does not fit it.
    Malformed(String),
    /// The content fits, but the rules refuse the game it describes.
    Rejected(RebuildError),
    /// A code from another numbered sequence than the one being put together.
    OtherSequence,
    /// A link that opened the app holds no code we can read (see [`link::code_in`]).
    Link(link::LinkError),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Empty => f.write_str("There is no code to read."),
            ShareError::NotACode => f.write_str("This is not a Tablemate game code or link."),
            ShareError::TooLarge => f.write_str("This code is larger than any game needs."),
            ShareError::Damaged => f.write_str(
                "This code is damaged: part of it was lost or changed. Copy or scan it again.",
            ),
            ShareError::NewerVersion { found } => write!(
                f,
                "This code comes from a newer version of Tablemate (format {found}; this app \
                 reads up to {FORMAT_VERSION}). Update the app to import it."
            ),
            ShareError::Malformed(why) => write!(f, "This code is not a valid game ({why})."),
            ShareError::Rejected(e) => {
                write!(
                    f,
                    "The game in this code breaks the rules, so nothing was imported: {e}"
                )
            }
            ShareError::OtherSequence => f.write_str(
                "This code belongs to another game than the codes read so far. Start again.",
            ),
            ShareError::Link(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for ShareError {}

fn malformed(why: impl Into<String>) -> ShareError {
    ShareError::Malformed(why.into())
}

// ---- payload frame -------------------------------------------------------------------------

fn frame(kind: u8, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len() + 6);
    out.push(FORMAT_VERSION);
    out.push(kind);
    out.extend_from_slice(body);
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// Checks the frame; returns the format version, the kind byte and the body.
fn unframe(bytes: &[u8]) -> Result<(u8, u8, &[u8]), ShareError> {
    if bytes.len() > MAX_PAYLOAD_BYTES {
        return Err(ShareError::TooLarge);
    }
    if bytes.len() < 6 {
        return Err(ShareError::Damaged);
    }
    let (content, crc) = bytes.split_at(bytes.len() - 4);
    let crc = u32::from_le_bytes([crc[0], crc[1], crc[2], crc[3]]);
    if crc32fast::hash(content) != crc {
        return Err(ShareError::Damaged);
    }
    match content[0] {
        0 => Err(malformed("format 0 was never written")),
        v if v > FORMAT_VERSION => Err(ShareError::NewerVersion { found: v }),
        v => Ok((v, content[1], &content[2..])),
    }
}

fn deflate(raw: Vec<u8>) -> (bool, Vec<u8>) {
    let packed = miniz_oxide::deflate::compress_to_vec(&raw, 10);
    if packed.len() < raw.len() {
        (true, packed)
    } else {
        (false, raw)
    }
}

fn inflate(body: &[u8]) -> Result<Vec<u8>, ShareError> {
    use miniz_oxide::inflate::{decompress_to_vec_with_limit, TINFLStatus};
    decompress_to_vec_with_limit(body, MAX_INFLATED_BYTES).map_err(|e| match e.status {
        TINFLStatus::HasMoreOutput => ShareError::TooLarge,
        _ => malformed("the compressed data is broken"),
    })
}

fn game_payload(kind: u8, wire: &ShareGame) -> Vec<u8> {
    let raw = postcard::to_allocvec(wire).expect("a game always serialises");
    let (deflated, body) = deflate(raw);
    frame(if deflated { kind | DEFLATED } else { kind }, &body)
}

// ---- encoding ------------------------------------------------------------------------------

/// The whole game as a payload: setup, every log entry (undone ones too), the cursor.
pub fn game_payload_of(name: &str, game: &Game) -> Vec<u8> {
    game_payload(
        KIND_GAME,
        &ShareGame::of(name, game.setup(), game.log(), game.cursor()),
    )
}

/// The current state as a payload: the setup and the shortest log we know that gives the
/// same state, every entry at the time of the last change. No undo history, and no phone
/// named: a compacted entry is not one a phone sent.
pub fn snapshot_payload_of(name: &str, game: &Game) -> Vec<u8> {
    let log = snapshot_log(game);
    let cursor = log.len();
    game_payload(
        KIND_SNAPSHOT,
        &ShareGame::of(name, game.setup(), &log, cursor),
    )
}

/// A payload of any setup and log, checked by nothing: for tests and fuzzing seeds, which
/// need games the rules refuse. [`game_payload_of`] is the one the app uses.
pub fn unchecked_payload(name: &str, setup: &Setup, log: &[LogEntry], cursor: usize) -> Vec<u8> {
    game_payload(KIND_GAME, &ShareGame::of(name, setup, log, cursor))
}

/// The code text of a payload.
pub fn code_of(payload: &[u8]) -> String {
    format!("{PREFIX}{}", text::encode(payload))
}

/// A link that opens the app and imports `code`: `base` is the address the app was opened
/// from (on the web) or [`DEEP_LINK`] (native builds).
pub fn link(base: &str, code: &str) -> String {
    let base = base.split('#').next().unwrap_or(base);
    format!("{base}#{code}")
}

/// The applied actions, compacted where the family allows it, all at the last change's time.
/// The compaction is kept only when replaying it gives exactly the current state.
fn snapshot_log(game: &Game) -> Vec<LogEntry> {
    let at = game.updated();
    let applied: Vec<Action> = game.applied().iter().map(|e| e.action.clone()).collect();
    let compacted = game.setup().options.compact(game.players(), &applied);
    let entries = |actions: Vec<Action>| -> Vec<LogEntry> {
        actions
            .into_iter()
            .map(|action| LogEntry {
                at,
                action,
                by: None,
            })
            .collect()
    };
    if let Some(compacted) = compacted {
        let log = entries(compacted);
        let same = Game::rebuild(game.setup().clone(), log.clone(), log.len())
            .is_ok_and(|g| g.state() == game.state());
        if same {
            return log;
        }
    }
    entries(applied)
}

// ---- decoding ------------------------------------------------------------------------------

/// The payload bytes of a code, a link holding one, or a code pasted with spaces and line
/// breaks, in either case.
pub fn payload_of_text(input: &str) -> Result<Vec<u8>, ShareError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(ShareError::Empty);
    }
    if input.len() > MAX_CODE_CHARS + 2_000 {
        return Err(ShareError::TooLarge);
    }
    let code = text::code_of(input);
    let body = code.strip_prefix(PREFIX).ok_or(ShareError::NotACode)?;
    if body.len() > MAX_CODE_CHARS {
        return Err(ShareError::TooLarge);
    }
    text::decode(body).ok_or(ShareError::Damaged)
}

/// Reads a code, a link or a pasted text.
pub fn read(input: &str) -> Result<Received, ShareError> {
    read_payload(&payload_of_text(input)?)
}

/// Reads a link that opened the app: the code it carries (see [`link::code_in`]), then the
/// code.
pub fn read_link(input: &str) -> Result<Received, ShareError> {
    read(&link::code_in(input).map_err(ShareError::Link)?)
}

/// Reads a payload: a game (replayed through the rules) or one part of a sequence.
pub fn read_payload(bytes: &[u8]) -> Result<Received, ShareError> {
    let (version, kind, body) = unframe(bytes)?;
    match kind & !DEFLATED {
        KIND_GAME | KIND_SNAPSHOT => {
            let content = if kind & !DEFLATED == KIND_GAME {
                Content::Full
            } else {
                Content::Snapshot
            };
            let raw;
            let body = if kind & DEFLATED != 0 {
                raw = inflate(body)?;
                &raw[..]
            } else {
                body
            };
            read_game(version, body, content).map(|g| Received::Game(Box::new(g)))
        }
        KIND_PART if kind & DEFLATED == 0 => read_part(body).map(Received::Part),
        other => Err(malformed(format!("unknown content {other}"))),
    }
}

fn read_game(version: u8, body: &[u8], content: Content) -> Result<Incoming, ShareError> {
    let broken = |e: postcard::Error| malformed(e.to_string());
    // Every format is the one before with fields appended (see `ShareGameV1`): format 1's
    // game, then the rules revision from format 2 on, then the senders from format 3 on.
    let (first, rest): (ShareGameV1, _) = postcard::take_from_bytes(body).map_err(broken)?;
    let (rules, rest) = match version {
        1 => (Revision::FIRST.0, rest),
        _ => postcard::take_from_bytes(rest).map_err(broken)?,
    };
    let (senders, rest): (Vec<Option<Sender>>, _) = match version {
        1 | 2 => (Vec::new(), rest),
        _ => postcard::take_from_bytes(rest).map_err(broken)?,
    };
    let wire = first.with(rules, senders);
    if !rest.is_empty() {
        return Err(malformed("bytes after the end of the game"));
    }
    if wire.actions.len() > MAX_ACTIONS {
        return Err(malformed(format!("more than {MAX_ACTIONS} actions")));
    }
    if wire.name.chars().count() > MAX_NAME_CHARS {
        return Err(malformed("the game's name is too long"));
    }
    let (name, setup, log, cursor) = wire.into_parts().map_err(|e| malformed(e.to_string()))?;
    if content == Content::Snapshot && cursor != log.len() {
        return Err(malformed("a snapshot has no undone actions"));
    }
    let game = Game::rebuild(setup, log, cursor).map_err(ShareError::Rejected)?;
    Ok(Incoming {
        name,
        game,
        content,
    })
}

fn read_part(body: &[u8]) -> Result<Part, ShareError> {
    let [s0, s1, index, count, chunk @ ..] = body else {
        return Err(malformed("a part without its number"));
    };
    if *count == 0 || index >= count || usize::from(*count) > MAX_PARTS || chunk.is_empty() {
        return Err(malformed("a part numbered out of its sequence"));
    }
    Ok(Part {
        set: u16::from_le_bytes([*s0, *s1]),
        index: *index,
        count: *count,
        chunk: chunk.to_vec(),
    })
}

/// Puts a numbered sequence of codes together, in any order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Collector {
    set: Option<u16>,
    chunks: Vec<Option<Vec<u8>>>,
}

impl Collector {
    /// How many parts are in, and how many there are (0 before the first).
    pub fn progress(&self) -> (usize, usize) {
        (
            self.chunks.iter().filter(|c| c.is_some()).count(),
            self.chunks.len(),
        )
    }

    /// The numbers (from 1) still missing.
    pub fn missing(&self) -> Vec<usize> {
        (1..=self.chunks.len())
            .filter(|&n| self.chunks[n - 1].is_none())
            .collect()
    }

    /// Adds a part; once all are in, returns the game they make.
    pub fn add(&mut self, part: Part) -> Result<Option<Incoming>, ShareError> {
        match self.set {
            Some(set) if set != part.set || self.chunks.len() != part.count() => {
                return Err(ShareError::OtherSequence)
            }
            Some(_) => {}
            None => {
                self.set = Some(part.set);
                self.chunks = vec![None; part.count()];
            }
        }
        self.chunks[usize::from(part.index)] = Some(part.chunk);
        if self.chunks.iter().any(Option::is_none) {
            return Ok(None);
        }
        let whole: Vec<u8> = self.chunks.iter().flatten().flatten().copied().collect();
        *self = Collector::default();
        match read_payload(&whole)? {
            Received::Game(incoming) => Ok(Some(*incoming)),
            Received::Part(_) => Err(malformed("a sequence inside a sequence")),
        }
    }
}

// ---- the plan for the share screen ---------------------------------------------------------

/// One code to show: its text, the link that imports it, and the QR version the link needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Code {
    pub text: String,
    pub link: String,
    pub version: i16,
}

/// How a game is handed over.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub content: Content,
    /// One code, or a numbered sequence.
    pub codes: Vec<Code>,
}

fn single(payload: &[u8], base: &str) -> Option<Code> {
    let text = code_of(payload);
    let link = link(base, &text);
    let version = qr::version_of(&link).filter(|&v| v <= MAX_VERSION)?;
    Some(Code {
        text,
        link,
        version,
    })
}

/// The payload split into parts whose links each fit [`PART_VERSION`].
pub fn parts_of(payload: &[u8], base: &str) -> Vec<Code> {
    // The payload's own checksum names the sequence (a CRC over data that ends with its CRC
    // is the same constant for every payload, so it is not hashed again).
    let tail = payload.len().saturating_sub(4);
    let set = (crc32fast::hash(&payload[..tail]) & 0xFFFF) as u16;
    let mut chunk = 1_200;
    loop {
        let count = payload.len().div_ceil(chunk);
        let codes: Vec<Code> = payload
            .chunks(chunk)
            .enumerate()
            .map(|(index, piece)| {
                let mut body = set.to_le_bytes().to_vec();
                body.extend_from_slice(&[index as u8, count as u8]);
                body.extend_from_slice(piece);
                let text = code_of(&frame(KIND_PART, &body));
                let link = link(base, &text);
                let version = qr::version_of(&link).unwrap_or(i16::MAX);
                Code {
                    text,
                    link,
                    version,
                }
            })
            .collect();
        if codes.iter().all(|c| c.version <= PART_VERSION) || chunk <= 100 {
            return codes;
        }
        chunk -= 100;
    }
}

/// The whole game in one code when it fits version 40; else a snapshot in one code; else the
/// snapshot in a numbered sequence of codes of version 25 or lower.
pub fn plan(name: &str, game: &Game, base: &str) -> Plan {
    if let Some(code) = single(&game_payload_of(name, game), base) {
        return Plan {
            content: Content::Full,
            codes: vec![code],
        };
    }
    let snapshot = snapshot_payload_of(name, game);
    let codes = match single(&snapshot, base) {
        Some(code) => vec![code],
        None => parts_of(&snapshot, base),
    };
    Plan {
        content: Content::Snapshot,
        codes,
    }
}
