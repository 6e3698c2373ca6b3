//! The explorer finds the known periods, and its sparse-space tables equal the plain mex.

use explorer::games::{Game, HeapGame};
use explorer::heap::{analyse_heap_game, PeriodFinding};
use explorer::sparse::octal_grundy_sparse;
use solver_core::grundy::{octal_grundy_table, OctalCode};

fn octal(code: &str) -> HeapGame {
    match Game::octal(code).unwrap() {
        Game::Heap(game) => game,
        other => panic!("{:?}", other),
    }
}

/// (period, last exception, the prefix length the proof needs) of a proven period.
fn proven(game: &HeapGame, n: usize) -> (usize, Option<usize>, usize) {
    match analyse_heap_game(game, n, false).unwrap().period {
        PeriodFinding::Proven {
            periodicity,
            required_len,
            ..
        } => (
            periodicity.period,
            periodicity.last_exception(),
            required_len,
        ),
        other => panic!("{:?}", other),
    }
}

#[test]
fn known_octal_periods_are_found_and_proven() {
    // Kayles, Dawson's Kayles, Dawson's chess ("Winning Ways", vol. 1, ch. 4), with the
    // Guy-Smith bound 2 n0 + 2 p + t, n0 = last exception + 1.
    assert_eq!(
        proven(&octal("0.77"), 1000),
        (12, Some(70), 2 * 71 + 2 * 12 + 2)
    );
    assert_eq!(
        proven(&octal("0.07"), 1000),
        (34, Some(52), 2 * 53 + 2 * 34 + 2)
    );
    assert_eq!(
        proven(&octal("0.137"), 1000),
        (34, Some(51), 2 * 52 + 2 * 34 + 3)
    );
    // Named the same way.
    let kayles = match Game::named("kayles").unwrap() {
        Game::Heap(game) => game,
        other => panic!("{:?}", other),
    };
    assert_eq!(proven(&kayles, 500).0, 12);
}

/// 0.16's period 149459 with last exception 105350 (Gangolli and Plambeck, 1989, found by the
/// sparse-space method): the Guy-Smith proof needs 509622 values, which the sparse-space mex
/// computes in well under a second in release mode.
#[test]
fn zero_point_one_six_has_the_long_period_gangolli_and_plambeck_found() {
    assert_eq!(
        proven(&octal("0.16"), 600_000),
        (149_459, Some(105_350), 2 * 105_351 + 2 * 149_459 + 2)
    );
}

#[test]
fn a_prefix_too_short_for_the_proof_says_so() {
    // 100 values show Kayles' period but the proof needs 168.
    match analyse_heap_game(&octal("0.77"), 100, false)
        .unwrap()
        .period
    {
        PeriodFinding::Candidate {
            periodicity,
            reason,
        } => {
            assert_eq!((periodicity.period, periodicity.preperiod), (12, 71));
            assert!(reason.contains("168"), "{}", reason);
        }
        other => panic!("{:?}", other),
    }
}

#[test]
fn a_million_heaps_of_kayles_follow_the_period() {
    let a = analyse_heap_game(&octal("0.77"), 1_000_000, false).unwrap();
    assert_eq!(a.values.len(), 1_000_000);
    let plain = octal_grundy_table(&OctalCode::parse("0.77").unwrap(), 3000);
    assert_eq!(&a.values[..3000], &plain[..]);
    for n in 71..a.values.len() {
        assert_eq!(a.values[n], plain[71 + (n - 71) % 12], "n {}", n);
    }
}

/// Every code `0.d1`, `0.d1d2` and `0.d1d2d3` (trailing zeros make the shorter ones) and the
/// same with `d0 = 4`.
fn short_codes() -> Vec<String> {
    let mut codes = Vec::new();
    for d1 in 0..8 {
        for d2 in 0..8 {
            for d3 in 0..8 {
                codes.push(format!("0.{}{}{}", d1, d2, d3));
            }
            codes.push(format!("4.{}{}", d1, d2));
        }
    }
    codes
}

/// 32 four-digit codes spread over all digits, and longer codes up to 8 digits.
fn long_codes() -> Vec<String> {
    let mut codes = Vec::new();
    // A fixed walk over the four-digit codes (multiplier coprime to 8^4, so no repeats).
    for i in 0..32u32 {
        let k = (i * 1237 + 91) % 4096;
        codes.push(format!(
            "0.{}{}{}{}",
            k >> 9,
            (k >> 6) & 7,
            (k >> 3) & 7,
            k & 7
        ));
    }
    codes.extend(
        ["0.0000007", "0.12345671", "0.70000004", "4.00000001"]
            .iter()
            .map(|s| s.to_string()),
    );
    codes
}

#[test]
fn sparse_space_equals_plain_mex_for_many_codes() {
    // Debug-mode tests: 1000 heaps for the 576 short codes, 2000 for the longer ones.
    let short = short_codes();
    assert_eq!(short.len(), 576);
    let long = long_codes();
    for (codes, n) in [(short, 1000), (long, 2000)] {
        for code in &codes {
            let parsed = OctalCode::parse(code).unwrap();
            assert_eq!(
                octal_grundy_sparse(&parsed, n),
                octal_grundy_table(&parsed, n),
                "{}",
                code
            );
        }
    }
}

/// Games with a sparse space (the method's fast path: rare lists, position parity), and games
/// without one, far enough for the labelling to be revised several times.
#[test]
fn sparse_space_equals_plain_mex_on_long_tables() {
    for code in [
        "0.16", "0.106", "0.6", "0.007", "0.4", "0.56", "0.165", "4.7",
    ] {
        let parsed = OctalCode::parse(code).unwrap();
        assert_eq!(
            octal_grundy_sparse(&parsed, 6000),
            octal_grundy_table(&parsed, 6000),
            "{}",
            code
        );
    }
}

/// The labelling each game ends with: its sparse space is found, and the rare positions are
/// few (the speed claim rests on it). 0.16 (range type) and 0.106 (position parity) are the
/// classic examples.
#[test]
fn the_sparse_space_is_found_where_known() {
    use explorer::sparse::SparseOctal;
    let mut sparse = SparseOctal::new(&OctalCode::parse("0.16").unwrap());
    sparse.extend_to(20_000);
    let space = sparse.space().expect("0.16 has a sparse space");
    assert!(!space.with_position);
    assert!(sparse.rare_count() < 100, "{}", sparse.rare_count());
    let mut sparse = SparseOctal::new(&OctalCode::parse("0.106").unwrap());
    sparse.extend_to(20_000);
    assert!(
        sparse
            .space()
            .expect("0.106 has a sparse space")
            .with_position
    );
    assert!(sparse.rare_count() < 100, "{}", sparse.rare_count());
}

#[test]
fn subtraction_periods_are_proven_by_the_window() {
    use explorer::games::SubtractionSet;
    let game = HeapGame::Subtraction(SubtractionSet::parse("1,3,4").unwrap());
    assert_eq!(proven(&game, 1000), (7, None, 7 + 4));
    let game = HeapGame::Subtraction(SubtractionSet::parse("1..5").unwrap());
    let a = analyse_heap_game(&game, 100, false).unwrap();
    assert!(
        a.agreements[0].starts_with("agrees with"),
        "{:?}",
        a.agreements
    );
    assert_eq!(proven(&game, 100), (6, None, 6 + 5));
    // Misère take 1..3: the mover loses iff n = 1 (mod 4).
    let a = analyse_heap_game(&HeapGame::Subtraction(SubtractionSet::UpTo(3)), 100, true).unwrap();
    assert_eq!(&a.p_positions()[..4], &[1, 5, 9, 13]);
    assert!(
        a.agreements[0].starts_with("agrees with"),
        "{:?}",
        a.agreements
    );
    // Powers of two: the set is infinite, so the period 3 is seen but not proven.
    let a = analyse_heap_game(
        &HeapGame::Subtraction(SubtractionSet::PowersOfTwo),
        300,
        false,
    )
    .unwrap();
    match a.period {
        PeriodFinding::Candidate {
            periodicity,
            reason,
        } => {
            assert_eq!((periodicity.period, periodicity.preperiod), (3, 0));
            assert!(reason.contains("infinite"), "{}", reason);
        }
        other => panic!("{:?}", other),
    }
    assert!(a.agreements[0].starts_with("agrees with"));
}

#[test]
fn fibonacci_nim_fits_the_fibonacci_rule() {
    let a = analyse_heap_game(&HeapGame::FibonacciNim, 300, false).unwrap();
    assert_eq!(a.fitted, Some(explorer::heap::FittedRule::LosesAtFibonacci));
    assert_eq!(&a.p_positions()[..8], &[0, 1, 2, 3, 5, 8, 13, 21]);
    assert!(
        a.agreements[0].starts_with("agrees with"),
        "{:?}",
        a.agreements
    );
}
