//! solver-core: impartial-game theory and judge I/O for single-file contest solutions.
//!
//! std only, no dependencies, and nothing newer than rustc 1.63, so that the bundler can inline
//! any part of it into a submission for an old judge compiler.
//!
//! | game | function | problems |
//! | --- | --- | --- |
//! | Euclid's game | [`euclid::euclid_mover_wins`] | hdu1525 |
//! | Fibonacci Nim | [`fibonacci::fibonacci_nim_move`], [`fibonacci::is_fibonacci`] | hdu2516 |
//! | Nim | [`nim::nim_sum`] | hdu3032, nim |
//! | Nim, winning moves | [`nim::nim_canonical_move`], [`nim::nim_winning_moves`], [`nim::nim_winning_move_count`] | nim |
//! | misère Nim | [`nim::misere_nim_mover_wins`], [`nim::misere_nim_winning_moves`], [`nim::misere_nim_canonical_move`] | — |
//! | Lasker's Nim | [`nim::lasker_grundy`] | hdu3032 |
//! | Sprague-Grundy: mex | [`grundy::mex`], [`grundy::MexScratch`] | — |
//! | subtraction games (S-Nim) | [`grundy::subtraction_grundy_table`], [`grundy::subtraction_periodicity`] | — |
//! | octal games: Kayles 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137 | [`grundy::OctalCode`], [`grundy::octal_grundy_table`], [`grundy::octal_periodicity`] | — |
//! | Grundy periodicity (Guy-Smith) | [`grundy::grundy_periodicity`], [`grundy::PeriodRule`], [`grundy::periodic_grundy_value`] | — |
//! | judge I/O | [`io::Scanner`], [`io::judge_io`], [`io::stdio`] | all |

pub mod euclid;
pub mod fibonacci;
pub mod game;
pub mod grundy;
pub mod io;
pub mod nim;
