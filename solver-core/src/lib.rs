//! solver-core: impartial-game theory and judge I/O for single-file contest solutions.
//!
//! std only, no dependencies, and nothing newer than rustc 1.63, so that the bundler can inline
//! any part of it into a submission for an old judge compiler.
//!
//! | game | function | problems |
//! | --- | --- | --- |
//! | Euclid's game | [`euclid::euclid_mover_wins`] | hdu1525 |
//! | Number Game | [`euclid::number_game_mover_wins`], [`euclid::number_game_wins_in_box`] | gcj2010r1a_c |
//! | Fibonacci Nim | [`fibonacci::fibonacci_nim_move`], [`fibonacci::is_fibonacci`] | hdu2516 |
//! | golden ratio, Beatty sums | [`golden::golden_floor`], [`golden::golden_floor_sum`], [`golden::golden_isqrt_u128`] | gcj2010r1a_c |
//! | Nim | [`nim::nim_sum`] | hdu3032 |
//! | Lasker's Nim | [`nim::lasker_grundy`] | hdu3032 |
//! | Wythoff's game | [`wythoff::wythoff_losing`], [`wythoff::wythoff_winning_moves`], [`wythoff::wythoff_pair`] | — |
//! | judge I/O | [`io::Scanner`], [`io::judge_io`], [`io::stdio`] | all |

pub mod euclid;
pub mod fibonacci;
pub mod game;
pub mod golden;
pub mod io;
pub mod nim;
pub mod wythoff;
