//! The fields of each message, written and read in the same order.
//!
//! ```text
//! Hello    protocol (2) · game id (0 none, 1 then text) · have · fingerprint (4) · seat · name
//! Refused  request · reason          Roster  roster          Bye  reason       Reset  nothing
//! Phone    key (16)                                                          (protocol 4)
//! Welcome  you · roster · version · catch-up (0 missing: first · entries · cursor
//!          | 1 whole: save)                                                  (protocol 4)
//! Propose  request · seen · action   Undo, Redo  request · seen              (protocol 4)
//! Entries  first · entries · cursor · version   Cursor  cursor · version     (protocol 4)
//! NextGame version · save                                                    (protocol 4)
//! seat:    0 player (then its index, one byte) | 1 table | 2 watching
//! member:  peer · name · seat · flags (0 a guest | 1 the host | 2 a guest the host seated)
//! entry:   seconds (zigzag) · nanoseconds · action (postcard of wire::share::ShareAction)
//!          · sender
//! sender:  0 none | 1 a player's phone (then its index, one byte) | 2 the table's | 3 the host's
//! reason:  0 game over | 1 wrong game | 2 rules (rule id) | 3 nothing to undo
//!          4 nothing to redo | 5 retired (moved, protocols 2 and 3) | 6 seat taken (seat)
//!          7 no such seat (seat) | 8 not joined | 9 not yours (0 none | 1 then the player,
//!          one byte) | 10 watching | 11 too fast | 12 overtaken (version · overtaking)
//!          13 busy (milliseconds) | 14 not stored | 15 seat locked
//! overtaking: 0 a move (its index) | 1 an undo (sender) | 2 a redo (sender) | 3 the table
//! bye:     0 leaving | 1 protocol (2 bytes) | 2 game too large | 3 table full | 4 game closed
//!          5 replaced
//! whole:   the JSON save (crate::save), deflated
//! ```
//!
//! Retired tags (1, 2, 4 to 7, 10, 12: protocols 1 to 3) are refused as such.
//!
//! Unmarked numbers are varints, texts are a length and UTF-8. Choices are numbered once
//! and only ever appended.

use std::fmt;

use chrono::{DateTime, TimeZone, Utc};

use super::{
    ByeReason, Catchup, DecodeError, Hello, Member, Message, Overtaking, PeerId, PhoneKey, Reason,
    Seat, Welcome, WholeGame, MAX_ID_BYTES, MAX_NAME_CHARS, MAX_ROSTER, MAX_SAVE_BYTES,
    RETIRED_TAGS,
};
use crate::live::bytes::{ReadError, Reader, Writer};
use crate::save::LoadError;
use crate::session::{Action, LogEntry, Sender};
use crate::wire::share::ShareAction;

/// Why a display name is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
    /// A control character (a line break, a tab, an escape): names are one line of text.
    Control,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("the name is empty"),
            NameError::TooLong => write!(f, "the name is longer than {MAX_NAME_CHARS} characters"),
            NameError::Control => f.write_str("the name holds a control character"),
        }
    }
}

impl std::error::Error for NameError {}

/// Whether the table shows `name`: one line of 1 to [`MAX_NAME_CHARS`] characters.
pub fn check_name(name: &str) -> Result<(), NameError> {
    if name.trim().is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(NameError::TooLong);
    }
    if name.chars().any(char::is_control) {
        return Err(NameError::Control);
    }
    Ok(())
}

/// A CRC-32 of log entries as messages write them, senders included: equal logs give equal
/// fingerprints, and a log that went another way (or names other phones) almost surely
/// another one.
pub fn fingerprint(entries: &[LogEntry]) -> u32 {
    let mut hasher = crc32fast::Hasher::new();
    for entry in entries {
        let mut w = Writer::default();
        write_entry(&mut w, entry);
        hasher.update(&w.bytes);
    }
    hasher.finalize()
}

fn from_read(e: ReadError) -> DecodeError {
    match e {
        ReadError::Truncated => DecodeError::Truncated,
        ReadError::Overflow => DecodeError::Overflow,
    }
}

// ---- writing -------------------------------------------------------------------------------

fn write_text(w: &mut Writer, text: &str) {
    w.blob(text.as_bytes());
}

fn write_seat(w: &mut Writer, seat: Seat) {
    match seat {
        Seat::Player(i) => {
            w.u8(0);
            w.u8(i);
        }
        Seat::Table => w.u8(1),
        Seat::Watching => w.u8(2),
    }
}

fn write_action(w: &mut Writer, action: &Action) {
    let bytes =
        postcard::to_allocvec(&ShareAction::from(action)).expect("an action always serialises");
    w.raw(&bytes);
}

fn write_sender(w: &mut Writer, sender: Option<Sender>) {
    match sender {
        None => w.u8(0),
        Some(Sender::Player(i)) => {
            w.u8(1);
            w.u8(i);
        }
        Some(Sender::Table) => w.u8(2),
        Some(Sender::Host) => w.u8(3),
    }
}

fn write_entry(w: &mut Writer, entry: &LogEntry) {
    w.zigzag(entry.at.timestamp());
    w.varint(u64::from(entry.at.timestamp_subsec_nanos()));
    write_action(w, &entry.action);
    write_sender(w, entry.by);
}

fn write_entries(w: &mut Writer, entries: &[LogEntry]) {
    w.varint(entries.len() as u64);
    entries.iter().for_each(|e| write_entry(w, e));
}

fn write_roster(w: &mut Writer, roster: &[Member]) {
    w.varint(roster.len() as u64);
    for m in roster {
        w.varint(u64::from(m.peer.0));
        write_text(w, &m.name);
        write_seat(w, m.seat);
        w.u8(match (m.host, m.locked) {
            (true, _) => 1,
            (false, false) => 0,
            (false, true) => 2,
        });
    }
}

fn write_reason(w: &mut Writer, reason: &Reason) {
    match reason {
        Reason::GameOver => w.u8(0),
        Reason::WrongGame => w.u8(1),
        Reason::Rules { rule_id } => {
            w.u8(2);
            write_text(w, rule_id);
        }
        Reason::NothingToUndo => w.u8(3),
        Reason::NothingToRedo => w.u8(4),
        Reason::SeatTaken { seat } => {
            w.u8(6);
            w.u8(*seat);
        }
        Reason::NoSuchSeat { seat } => {
            w.u8(7);
            w.u8(*seat);
        }
        Reason::NotJoined => w.u8(8),
        Reason::NotYours { player } => {
            w.u8(9);
            match player {
                None => w.u8(0),
                Some(p) => {
                    w.u8(1);
                    w.u8(*p);
                }
            }
        }
        Reason::Watching => w.u8(10),
        Reason::TooFast => w.u8(11),
        Reason::Overtaken { version, by } => {
            w.u8(12);
            w.varint(u64::from(*version));
            match by {
                Overtaking::Move { index } => {
                    w.u8(0);
                    w.varint(u64::from(*index));
                }
                Overtaking::Step { undone, by } => {
                    w.u8(if *undone { 1 } else { 2 });
                    write_sender(w, Some(*by));
                }
                Overtaking::Table => w.u8(3),
            }
        }
        Reason::Busy { retry_ms } => {
            w.u8(13);
            w.varint(u64::from(*retry_ms));
        }
        Reason::NotStored => w.u8(14),
        Reason::SeatLocked => w.u8(15),
    }
}

fn write_whole(w: &mut Writer, whole: &WholeGame) {
    let save = crate::save::encode(&whole.id, &whole.name, &whole.game, whole.game.updated());
    w.blob(&miniz_oxide::deflate::compress_to_vec(save.as_bytes(), 9));
}

pub(super) fn write_body(w: &mut Writer, message: &Message) {
    match message {
        Message::Hello(h) => {
            w.u16(h.protocol);
            match &h.game {
                None => w.u8(0),
                Some(id) => {
                    w.u8(1);
                    write_text(w, id);
                }
            }
            w.varint(u64::from(h.have));
            w.u32(h.fingerprint);
            write_seat(w, h.seat);
            write_text(w, &h.name);
        }
        Message::Welcome(welcome) => {
            w.varint(u64::from(welcome.you.0));
            write_roster(w, &welcome.roster);
            w.varint(u64::from(welcome.version));
            match &welcome.catchup {
                Catchup::Missing {
                    first,
                    entries,
                    cursor,
                } => {
                    w.u8(0);
                    w.varint(u64::from(*first));
                    write_entries(w, entries);
                    w.varint(u64::from(*cursor));
                }
                Catchup::Whole(whole) => {
                    w.u8(1);
                    write_whole(w, whole);
                }
            }
        }
        Message::Propose {
            request,
            seen,
            action,
        } => {
            w.varint(u64::from(*request));
            w.varint(u64::from(*seen));
            write_action(w, action);
        }
        Message::Refused { request, reason } => {
            w.varint(u64::from(*request));
            write_reason(w, reason);
        }
        Message::Entries {
            first,
            entries,
            cursor,
            version,
        } => {
            w.varint(u64::from(*first));
            write_entries(w, entries);
            w.varint(u64::from(*cursor));
            w.varint(u64::from(*version));
        }
        Message::Undo { request, seen } | Message::Redo { request, seen } => {
            w.varint(u64::from(*request));
            w.varint(u64::from(*seen));
        }
        Message::Cursor { cursor, version } => {
            w.varint(u64::from(*cursor));
            w.varint(u64::from(*version));
        }
        Message::Roster(roster) => write_roster(w, roster),
        Message::Reset => {}
        Message::Phone(PhoneKey(key)) => w.raw(key),
        Message::NextGame { version, whole } => {
            w.varint(u64::from(*version));
            write_whole(w, whole);
        }
        Message::Bye(reason) => match reason {
            ByeReason::Leaving => w.u8(0),
            ByeReason::Protocol { speaks } => {
                w.u8(1);
                w.u16(*speaks);
            }
            ByeReason::GameTooLarge => w.u8(2),
            ByeReason::TableFull => w.u8(3),
            ByeReason::GameClosed => w.u8(4),
            ByeReason::Replaced => w.u8(5),
        },
    }
}

// ---- reading -------------------------------------------------------------------------------

/// Text of at most `max_bytes`, without control characters.
fn read_text(r: &mut Reader, max_bytes: usize, what: &'static str) -> Result<String, DecodeError> {
    let bytes = r.blob().map_err(from_read)?;
    if bytes.len() > max_bytes {
        return Err(DecodeError::Invalid(what));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) if !text.chars().any(char::is_control) => Ok(text.to_string()),
        _ => Err(DecodeError::Invalid(what)),
    }
}

fn read_name(r: &mut Reader) -> Result<String, DecodeError> {
    let bytes = r.blob().map_err(from_read)?;
    // Four bytes a character at most: longer is refused before it is looked at.
    if bytes.len() > MAX_NAME_CHARS * 4 {
        return Err(DecodeError::Name(NameError::TooLong));
    }
    let name = std::str::from_utf8(bytes).map_err(|_| DecodeError::Invalid("a name"))?;
    check_name(name).map_err(DecodeError::Name)?;
    Ok(name.to_string())
}

fn read_u32(r: &mut Reader) -> Result<u32, DecodeError> {
    r.varint_u32().map_err(from_read)
}

fn read_seat(r: &mut Reader) -> Result<Seat, DecodeError> {
    match r.u8().map_err(from_read)? {
        0 => Ok(Seat::Player(r.u8().map_err(from_read)?)),
        1 => Ok(Seat::Table),
        2 => Ok(Seat::Watching),
        _ => Err(DecodeError::Invalid("a seat")),
    }
}

fn read_action(r: &mut Reader) -> Result<Action, DecodeError> {
    let rest = r.rest();
    let (action, left): (ShareAction, _) =
        postcard::take_from_bytes(rest).map_err(|_| DecodeError::Action)?;
    r.skip(rest.len() - left.len()).map_err(from_read)?;
    Ok(action.into())
}

fn read_sender(r: &mut Reader) -> Result<Option<Sender>, DecodeError> {
    Ok(match r.u8().map_err(from_read)? {
        0 => None,
        1 => Some(Sender::Player(r.u8().map_err(from_read)?)),
        2 => Some(Sender::Table),
        3 => Some(Sender::Host),
        _ => return Err(DecodeError::Invalid("a sender")),
    })
}

fn read_entry(r: &mut Reader) -> Result<LogEntry, DecodeError> {
    let seconds = r.zigzag().map_err(from_read)?;
    let nanos = read_u32(r)?;
    let at: DateTime<Utc> = Utc
        .timestamp_opt(seconds, nanos)
        .single()
        .ok_or(DecodeError::Time { seconds, nanos })?;
    let action = read_action(r)?;
    let by = read_sender(r)?;
    Ok(LogEntry { at, action, by })
}

fn read_entries(r: &mut Reader) -> Result<Vec<LogEntry>, DecodeError> {
    // An entry takes at least four bytes: seconds, nanoseconds, an action's tag, a sender.
    let n = r.count(4).map_err(from_read)?;
    (0..n).map(|_| read_entry(r)).collect()
}

fn read_roster(r: &mut Reader) -> Result<Vec<Member>, DecodeError> {
    let n = r.count(5).map_err(from_read)?;
    if n > MAX_ROSTER {
        return Err(DecodeError::Invalid("the roster's size"));
    }
    (0..n)
        .map(|_| {
            let peer = PeerId(read_u32(r)?);
            let name = read_name(r)?;
            let seat = read_seat(r)?;
            let (host, locked) = match r.u8().map_err(from_read)? {
                0 => (false, false),
                1 => (true, false),
                2 => (false, true),
                _ => return Err(DecodeError::Invalid("the host flag")),
            };
            Ok(Member {
                peer,
                name,
                seat,
                host,
                locked,
            })
        })
        .collect()
}

fn read_reason(r: &mut Reader) -> Result<Reason, DecodeError> {
    Ok(match r.u8().map_err(from_read)? {
        0 => Reason::GameOver,
        1 => Reason::WrongGame,
        2 => Reason::Rules {
            rule_id: read_text(r, MAX_ID_BYTES, "a rule id")?,
        },
        3 => Reason::NothingToUndo,
        4 => Reason::NothingToRedo,
        6 => Reason::SeatTaken {
            seat: r.u8().map_err(from_read)?,
        },
        7 => Reason::NoSuchSeat {
            seat: r.u8().map_err(from_read)?,
        },
        8 => Reason::NotJoined,
        9 => Reason::NotYours {
            player: match r.u8().map_err(from_read)? {
                0 => None,
                1 => Some(r.u8().map_err(from_read)?),
                _ => return Err(DecodeError::Invalid("a player's flag")),
            },
        },
        10 => Reason::Watching,
        11 => Reason::TooFast,
        12 => Reason::Overtaken {
            version: read_u32(r)?,
            by: match r.u8().map_err(from_read)? {
                0 => Overtaking::Move {
                    index: read_u32(r)?,
                },
                choice @ (1 | 2) => Overtaking::Step {
                    undone: choice == 1,
                    by: read_sender(r)?.ok_or(DecodeError::Invalid("a sender"))?,
                },
                3 => Overtaking::Table,
                _ => return Err(DecodeError::Invalid("what overtook a request")),
            },
        },
        13 => Reason::Busy {
            retry_ms: read_u32(r)?,
        },
        14 => Reason::NotStored,
        15 => Reason::SeatLocked,
        _ => return Err(DecodeError::Invalid("a refusal's reason")),
    })
}

fn read_whole(r: &mut Reader) -> Result<WholeGame, DecodeError> {
    use miniz_oxide::inflate::{decompress_to_vec_with_limit, TINFLStatus};
    let packed = r.blob().map_err(from_read)?;
    let raw = decompress_to_vec_with_limit(packed, MAX_SAVE_BYTES).map_err(|e| {
        DecodeError::Game(match e.status {
            TINFLStatus::HasMoreOutput => LoadError::TooLarge {
                bytes: MAX_SAVE_BYTES,
            },
            _ => LoadError::NotJson("the compressed save is broken".into()),
        })
    })?;
    let text = std::str::from_utf8(&raw)
        .map_err(|_| DecodeError::Game(LoadError::NotJson("not UTF-8".into())))?;
    let (envelope, game) = crate::save::decode(text).map_err(DecodeError::Game)?;
    Ok(WholeGame {
        id: envelope.game.id,
        name: envelope.game.name,
        game,
    })
}

fn read_hello(r: &mut Reader) -> Result<Hello, DecodeError> {
    let protocol = r.u16().map_err(from_read)?;
    let game = match r.u8().map_err(from_read)? {
        0 => None,
        1 => Some(read_text(r, MAX_ID_BYTES, "a game id")?),
        _ => return Err(DecodeError::Invalid("the game id's flag")),
    };
    Ok(Hello {
        protocol,
        game,
        have: read_u32(r)?,
        fingerprint: r.u32().map_err(from_read)?,
        seat: read_seat(r)?,
        name: read_name(r)?,
    })
}

fn read_welcome(r: &mut Reader) -> Result<Welcome, DecodeError> {
    let you = PeerId(read_u32(r)?);
    let roster = read_roster(r)?;
    let version = read_u32(r)?;
    let catchup = match r.u8().map_err(from_read)? {
        0 => Catchup::Missing {
            first: read_u32(r)?,
            entries: read_entries(r)?,
            cursor: read_u32(r)?,
        },
        1 => Catchup::Whole(Box::new(read_whole(r)?)),
        _ => return Err(DecodeError::Invalid("a catch-up")),
    };
    Ok(Welcome {
        you,
        roster,
        version,
        catchup,
    })
}

pub(super) fn read_body(tag: u8, body: &[u8]) -> Result<Message, DecodeError> {
    let r = &mut Reader::new(body);
    let message = match tag {
        super::TAG_HELLO => Message::Hello(read_hello(r)?),
        super::TAG_WELCOME => Message::Welcome(read_welcome(r)?),
        super::TAG_PROPOSE => Message::Propose {
            request: read_u32(r)?,
            seen: read_u32(r)?,
            action: read_action(r)?,
        },
        super::TAG_REFUSED => Message::Refused {
            request: read_u32(r)?,
            reason: read_reason(r)?,
        },
        super::TAG_ENTRIES => Message::Entries {
            first: read_u32(r)?,
            entries: read_entries(r)?,
            cursor: read_u32(r)?,
            version: read_u32(r)?,
        },
        super::TAG_UNDO => Message::Undo {
            request: read_u32(r)?,
            seen: read_u32(r)?,
        },
        super::TAG_REDO => Message::Redo {
            request: read_u32(r)?,
            seen: read_u32(r)?,
        },
        super::TAG_CURSOR => Message::Cursor {
            cursor: read_u32(r)?,
            version: read_u32(r)?,
        },
        super::TAG_ROSTER => Message::Roster(read_roster(r)?),
        super::TAG_RESET => Message::Reset,
        super::TAG_PHONE => Message::Phone(PhoneKey(r.array().map_err(from_read)?)),
        super::TAG_NEXT_GAME => Message::NextGame {
            version: read_u32(r)?,
            whole: Box::new(read_whole(r)?),
        },
        super::TAG_BYE => Message::Bye(match r.u8().map_err(from_read)? {
            0 => ByeReason::Leaving,
            1 => ByeReason::Protocol {
                speaks: r.u16().map_err(from_read)?,
            },
            2 => ByeReason::GameTooLarge,
            3 => ByeReason::TableFull,
            4 => ByeReason::GameClosed,
            5 => ByeReason::Replaced,
            _ => return Err(DecodeError::Invalid("a bye's reason")),
        }),
        retired if RETIRED_TAGS.contains(&retired) => return Err(DecodeError::Retired(retired)),
        other => return Err(DecodeError::UnknownTag(other)),
    };
    if !r.is_empty() {
        return Err(DecodeError::TrailingBytes);
    }
    Ok(message)
}
