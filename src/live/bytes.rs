//! The little reader and writer the live formats are written with.
//!
//! Both the connection offer and the messages between phones are hand-written byte layouts
//! rather than serde types: every field and tag is spelled out where it is read, and every
//! way a read can fail is one of our typed errors instead of a serde message. The reader
//! never indexes past its input and never allocates more than the input could hold, so
//! hostile bytes cost at most their own length.

/// Why bytes could not be read, before the format's own checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The input stops in the middle of a field.
    Truncated,
    /// A number does not fit the field it is read into.
    Overflow,
}

/// Appends fields to a byte buffer.
#[derive(Clone, Debug, Default)]
pub struct Writer {
    pub bytes: Vec<u8>,
}

impl Writer {
    pub fn u8(&mut self, v: u8) {
        self.bytes.push(v);
    }

    pub fn u16(&mut self, v: u16) {
        self.bytes.extend_from_slice(&v.to_be_bytes());
    }

    pub fn u32(&mut self, v: u32) {
        self.bytes.extend_from_slice(&v.to_be_bytes());
    }

    /// LEB128: seven bits a byte, low bits first, as postcard writes its integers.
    pub fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.bytes.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.bytes.push(v as u8);
    }

    /// A signed number as an unsigned varint, small magnitudes short either way.
    pub fn zigzag(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64);
    }

    pub fn raw(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    /// A length, then the bytes.
    pub fn blob(&mut self, bytes: &[u8]) {
        self.varint(bytes.len() as u64);
        self.raw(bytes);
    }
}

/// Takes fields from the front of a byte slice.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { rest: bytes }
    }

    pub fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }

    /// What is left, for a decoder (postcard) that finds its own end.
    pub fn rest(&self) -> &'a [u8] {
        self.rest
    }

    /// Moves past `n` bytes that another decoder has read from [`Reader::rest`].
    pub fn skip(&mut self, n: usize) -> Result<(), ReadError> {
        self.take(n).map(|_| ())
    }

    pub fn take(&mut self, n: usize) -> Result<&'a [u8], ReadError> {
        if n > self.rest.len() {
            return Err(ReadError::Truncated);
        }
        let (head, tail) = self.rest.split_at(n);
        self.rest = tail;
        Ok(head)
    }

    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], ReadError> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    pub fn u8(&mut self) -> Result<u8, ReadError> {
        Ok(self.array::<1>()?[0])
    }

    pub fn u16(&mut self) -> Result<u16, ReadError> {
        Ok(u16::from_be_bytes(self.array()?))
    }

    pub fn u32(&mut self) -> Result<u32, ReadError> {
        Ok(u32::from_be_bytes(self.array()?))
    }

    pub fn varint(&mut self) -> Result<u64, ReadError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.u8()?;
            let bits = u64::from(byte & 0x7F);
            if shift == 63 && bits > 1 {
                return Err(ReadError::Overflow);
            }
            value |= bits << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(ReadError::Overflow)
    }

    pub fn varint_u32(&mut self) -> Result<u32, ReadError> {
        u32::try_from(self.varint()?).map_err(|_| ReadError::Overflow)
    }

    pub fn zigzag(&mut self) -> Result<i64, ReadError> {
        let v = self.varint()?;
        Ok((v >> 1) as i64 ^ -((v & 1) as i64))
    }

    /// A length and that many bytes; the length is checked against what is left first.
    pub fn blob(&mut self) -> Result<&'a [u8], ReadError> {
        let len = usize::try_from(self.varint()?).map_err(|_| ReadError::Overflow)?;
        self.take(len)
    }

    /// A count of items each at least `min_bytes` long, refused when the input cannot hold
    /// that many: a vector is never reserved from a count the input does not back.
    pub fn count(&mut self, min_bytes: usize) -> Result<usize, ReadError> {
        let n = usize::try_from(self.varint()?).map_err(|_| ReadError::Overflow)?;
        if n.saturating_mul(min_bytes.max(1)) > self.rest.len() {
            return Err(ReadError::Truncated);
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_at_their_edges() {
        let mut w = Writer::default();
        let unsigned = [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX];
        let signed = [0i64, -1, 1, -64, 64, i64::MIN, i64::MAX];
        unsigned.iter().for_each(|&v| w.varint(v));
        signed.iter().for_each(|&v| w.zigzag(v));
        w.u16(0xBEEF);
        w.u32(0xDEAD_BEEF);
        w.blob(b"abc");
        let mut r = Reader::new(&w.bytes);
        for v in unsigned {
            assert_eq!(r.varint(), Ok(v));
        }
        for v in signed {
            assert_eq!(r.zigzag(), Ok(v));
        }
        assert_eq!(r.u16(), Ok(0xBEEF));
        assert_eq!(r.u32(), Ok(0xDEAD_BEEF));
        assert_eq!(r.blob(), Ok(&b"abc"[..]));
        assert!(r.is_empty());
        assert_eq!(r.u8(), Err(ReadError::Truncated));
    }

    #[test]
    fn lengths_and_counts_the_input_cannot_hold_are_refused() {
        assert_eq!(Reader::new(&[5, 1, 2]).blob(), Err(ReadError::Truncated));
        assert_eq!(Reader::new(&[3, 1, 2]).count(1), Err(ReadError::Truncated));
        assert_eq!(Reader::new(&[2, 1, 2]).count(1), Ok(2));
        assert_eq!(Reader::new(&[0xFF; 11]).varint(), Err(ReadError::Overflow));
        assert_eq!(
            Reader::new(&[0x80, 0x80, 0x80, 0x80, 0x10]).varint_u32(),
            Err(ReadError::Overflow)
        );
    }
}
