//! A crate that `reexports` hands on whole, the way `num` re-exports `num_bigint`.

/// Decimal digits, least significant first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digits(pub Vec<u8>);

impl Digits {
    pub fn parse(s: &str) -> Digits {
        Digits(s.bytes().rev().map(|b| b - b'0').collect())
    }

    pub fn add(&self, other: &Digits) -> Digits {
        let mut out = Vec::new();
        let mut carry = 0;
        for i in 0..self.0.len().max(other.0.len()) {
            let s = self.0.get(i).copied().unwrap_or(0) + other.0.get(i).copied().unwrap_or(0) + carry;
            out.push(s % 10);
            carry = s / 10;
        }
        if carry > 0 {
            out.push(carry);
        }
        Digits(out)
    }
}

impl std::fmt::Display for Digits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for d in self.0.iter().rev() {
            write!(f, "{}", d)?;
        }
        Ok(())
    }
}

pub fn digit_sum(d: &Digits) -> u64 {
    d.0.iter().map(|&x| x as u64).sum()
}

pub fn unused_by_everyone() -> u8 {
    7
}
