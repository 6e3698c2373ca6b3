//! SplitMix64: tiny, deterministic, no dependencies.

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// uniform in 0..n (n > 0)
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }
    /// A uniform index in 0..n (0 when n is 0), for picking from slices.
    pub fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }
    /// uniform in lo..=hi
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi);
        if hi - lo == u64::MAX {
            return self.next_u64();
        }
        lo + self.below(hi - lo + 1)
    }
    /// A value in lo..=hi, biased to edges: the bounds and their neighbours, Fibonacci numbers,
    /// 2^k - 1 and 2^k, 2^31 - 1, 10^18, small numbers, log-uniform and uniform values.
    pub fn value(&mut self, lo: u64, hi: u64) -> u64 {
        let v = match self.below(10) {
            0 => [lo, lo + 1, hi, hi.saturating_sub(1)][self.below(4) as usize],
            1 => self.fib_in(lo, hi),
            2 => {
                let k = self.range(1, 63);
                (1u64 << k) - self.below(2)
            }
            3 => [
                (1 << 31) - 1,
                1 << 31,
                1_000_000_000_000_000_000,
                999_999_999_999_999_999,
            ][self.below(4) as usize],
            4 | 5 => lo.saturating_add(self.below(30)),
            6 | 7 => {
                let bits = self.range(1, 64);
                self.next_u64() >> (64 - bits)
            }
            _ => self.range(lo, hi),
        };
        if v < lo || v > hi {
            self.range(lo, hi)
        } else {
            v
        }
    }
    /// A Fibonacci number in lo..=hi, or a uniform value when there is none.
    pub fn fib_in(&mut self, lo: u64, hi: u64) -> u64 {
        let (mut f, mut g) = (1u64, 2u64);
        let mut all = Vec::new();
        while f <= hi {
            if f >= lo {
                all.push(f);
            }
            let Some(h) = f.checked_add(g) else { break };
            (f, g) = (g, h);
        }
        if all.is_empty() {
            self.range(lo, hi)
        } else {
            all[self.below(all.len() as u64) as usize]
        }
    }
    /// Two consecutive Fibonacci numbers (smaller, larger), both <= hi.
    pub fn consecutive_fib(&mut self, hi: u64) -> (u64, u64) {
        let (mut f, mut g) = (1u64, 2u64);
        let mut all = vec![(1, 1)];
        while g <= hi {
            all.push((f, g));
            (f, g) = (g, f + g);
        }
        all[self.below(all.len() as u64) as usize]
    }
}
