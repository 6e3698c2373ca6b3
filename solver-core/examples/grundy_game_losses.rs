//! Grundy's game from the definition up to a limit, fast: prints every losing heap (Grundy value
//! 0), the number of heaps with a value of the sparse class, and the largest value.
//! `cargo run --release -p solver-core --example grundy_game_losses -- 1000000`
//!
//! Method (exact, no assumption): split the values into the sparse class, whose bits other than
//! the lowest have even parity, and the common class (A. Flammenkamp, "Sprague-Grundy Values of
//! Grundy's Game", http://wwwhomes.uni-bielefeld.de/achim/grundy.html, mask ...11110). The XOR
//! of two values is common iff exactly one of them is, so every common value reachable from n
//! comes from a split with a sparse part, and those are found by running over the (rare) sparse
//! heaps. A sparse candidate for the mex that no such split reaches is tested against every
//! split (stopping at the first that reaches it). The mex is then exact, only faster than
//! [`solver_core::take_break::grundy_game_values`] where sparse heaps are rare; its results
//! agree with that function up to 8000 (checked below, before the long run).
use solver_core::take_break::grundy_game_values;

fn sparse(v: u32) -> bool {
    (v >> 1).count_ones() % 2 == 0
}

fn main() {
    let limit: usize = match std::env::args().nth(1).map(|a| a.parse()) {
        Some(Ok(n)) => n,
        None => 1_000_000,
        Some(Err(e)) => {
            eprintln!("error: the limit must be a number ({})", e);
            std::process::exit(2);
        }
    };
    let mut g: Vec<u32> = Vec::with_capacity(limit + 1);
    let mut sparse_heaps: Vec<usize> = Vec::new();
    let mut stamp: Vec<usize> = Vec::new();
    for n in 0..=limit {
        let mark = n + 1;
        for &s in &sparse_heaps {
            if s == 0 || 2 * s >= n {
                continue;
            }
            for (a, b) in [(s, n - s)] {
                let v = (g[a] ^ g[b]) as usize;
                if v >= stamp.len() {
                    stamp.resize(v + 1, 0);
                }
                stamp[v] = mark;
            }
        }
        // Splits (s, n - s) with s > n/2 sparse: the part n - s < s is the small one.
        for &s in sparse_heaps.iter().rev() {
            if s >= n || 2 * s <= n {
                continue;
            }
            let v = (g[s] ^ g[n - s]) as usize;
            if v >= stamp.len() {
                stamp.resize(v + 1, 0);
            }
            stamp[v] = mark;
        }
        let mut v: u32 = 0;
        let value = loop {
            let seen = (v as usize) < stamp.len() && stamp[v as usize] == mark;
            if !seen {
                if !sparse(v) {
                    break v;
                }
                let reached = (1..).take_while(|&a| 2 * a < n).any(|a| g[a] ^ g[n - a] == v);
                if !reached {
                    break v;
                }
            }
            v += 1;
        };
        if sparse(value) {
            sparse_heaps.push(n);
        }
        g.push(value);
    }
    let check = limit.min(8000);
    assert_eq!(&g[..=check], &grundy_game_values(check)[..], "the fast method disagrees with the definition");
    let losses: Vec<String> = (0..=limit).filter(|&n| g[n] == 0).map(|n| n.to_string()).collect();
    println!("limit {}: {} losing heaps: {}", limit, losses.len(), losses.join(" "));
    println!("sparse heaps: {}; largest value: {}", sparse_heaps.len(), g.iter().max().unwrap());
}
