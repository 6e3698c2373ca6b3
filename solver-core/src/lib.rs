//! solver-core: impartial-game theory and judge I/O for single-file contest solutions.
//!
//! No dependencies and nothing newer than rustc 1.63, so that the bundler can inline any part of
//! it into a submission for an old judge compiler. `#![no_std]`: the algorithms use `core` and
//! `alloc` only, and everything that needs an operating system (reading the input, writing the
//! output and stderr, the judge's files, exiting, the big stack) goes through [`platform`], whose
//! std back-end serves Rust judges and whose host back-end (`target_arch = "wasm32"`) serves the
//! C submission built from WebAssembly. Tests (`cfg(test)`) link std and use it freely.
//!
//! | game | function | problems |
//! | --- | --- | --- |
//! | any finite game: win/lose, fastest-win / slowest-loss move counts, retrograde analysis with draws | [`game::solve_by_index`], [`game::solve_acyclic`], [`game::retrograde`], [`game::solve_reachable`], [`game::puzzle_distances`] (one-player puzzles) | oracles for every test |
//! | board game / strip game with move counts (seed 001) | [`board::tab_answer`], [`board::jump_answer`], [`board::jump_value`] | tab, jump |
//! | Euclid's game | [`euclid::euclid_mover_wins`] | hdu1525 |
//! | Number Game | [`euclid::number_game_mover_wins`], [`euclid::number_game_wins_in_box`] | gcj2010r1a_c |
//! | Fibonacci Nim | [`fibonacci::fibonacci_nim_move`], [`fibonacci::is_fibonacci`] | hdu2516 |
//! | Nim | [`nim::nim_sum`] | hdu3032, nim, hdu1848, hdu1536, hdu1729, acl_nim_components |
//! | Nim, winning moves | [`nim::nim_canonical_move`], [`nim::nim_winning_moves`], [`nim::nim_winning_move_count`] | nim, hdu1850 |
//! | misère Nim | [`nim::misere_nim_mover_wins`], [`nim::misere_nim_winning_moves`], [`nim::misere_nim_canonical_move`] | hdu1907 |
//! | take consecutive apples from a row, rows may split, misère (follows misère Nim) | [`nim::consecutive_take_misere_mover_wins`] | hdu2509 |
//! | Lasker's Nim | [`nim::lasker_grundy`] | hdu3032, acl_nim_components |
//! | Sprague-Grundy: mex | [`grundy::mex`], [`grundy::MexScratch`] | — |
//! | subtraction games (S-Nim, Fibonacci moves) | [`grundy::subtraction_grundy_table`], [`grundy::subtraction_periodicity`] | hdu1536, hdu1848 |
//! | octal games: Kayles 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137 | [`grundy::OctalCode`], [`grundy::octal_grundy_table`], [`grundy::octal_periodicity`] | — |
//! | Grundy periodicity (Guy-Smith) | [`grundy::grundy_periodicity`], [`grundy::PeriodRule`], [`grundy::periodic_grundy_value`] | — |
//! | one pile, take 1..M (normal, misère) | [`subtraction::take_up_to_move`], [`subtraction::take_up_to_misere_move`] | bocsoia, bocsoib, hdu1846 |
//! | auction: raise by 1..N, first to reach M wins (every winning first raise) | [`subtraction::public_sale_winning_raises`] | hdu2149 |
//! | one pile, take a power of two | [`subtraction::power_of_two_take_grundy`], [`subtraction::power_of_two_take_move`] | hdu1847 |
//! | two piles, take any (normal, misère) | [`subtraction::two_pile_take_any_move`], [`subtraction::two_pile_misere_move`] | bocsoid, bocsoie |
//! | halving game, one pile / segment cutting | [`halving::halving_losing`], [`halving::halving_move`] | bocsoic |
//! | halving game, two piles / rectangle cutting (seed 000) | [`halving::halving_pair_move`] | bocsoif |
//! | halving game, many piles / box cutting | [`halving::halving_grundy`], [`halving::halving_take_to_grundy`], [`halving::halving_piles_move`], [`halving::halving_cut_move`] | bocsoig |
//! | Tower of Hanoi: disk of move m, pegs after m moves, moves of disk k (seed 003) | [`hanoi::hanoi_move`], [`hanoi::hanoi_peg_after`], [`hanoi::hanoi_disk_move_count`] | hdu2175, hanoi, hdu1995 |
//! | Tower of Hanoi, adjacent pegs / four pegs | [`hanoi::hanoi_adjacent_move_count`], [`hanoi::four_peg_hanoi_move_count`] | hdu2064, hdu1207 |
//! | Gray code (seed 003) | [`gray::gray_code`], [`gray::gray_inverse`] | rings, hamilton |
//! | Chinese rings: moves off (exact, mod p), distance, first move | [`chinese_rings::chinese_rings_move_count`], [`chinese_rings::chinese_rings_move_count_mod`], [`chinese_rings::chinese_rings_distance`], [`chinese_rings::chinese_rings_first_move`] | hdu2842, rings |
//! | Hamilton's game: cycles on the regular solids from a prefix, the n-cube's Gray-code cycle (seed 003) | [`hamilton::hamilton_cycle_from`], [`hamilton::Solid`], [`hamilton::hypercube_adjacency`], [`hamilton::hypercube_cycle`] | hamilton |
//! | mind-reading cards (seed 003) | [`mind_reading::mind_reading_card`], [`mind_reading::mind_reading_guess`] | — |
//! | golden ratio, Beatty sums | [`golden::golden_floor`], [`golden::golden_floor_sum`], [`golden::golden_isqrt_u128`] | gcj2010r1a_c |
//! | Wythoff's game | [`wythoff::wythoff_losing`], [`wythoff::wythoff_winning_moves`], [`wythoff::wythoff_pair`] | hdu1527 |
//! | boxes filled by 1..c^2 stones (Stone Game) | [`stone_box::stone_box_grundy`] | hdu1729 |
//! | coin walking left, down or diagonally to a corner | [`king_walk::king_walk_mover_wins`] | hdu2147 |
//! | multiply by 2..9 until p >= n | [`multiplication::multiplication_game_mover_wins`] | hdu1517 |
//! | Digital Deletions (every string of up to 6 digits) | [`digital_deletions::DigitalDeletions`] | hdu1404 |
//! | deep recursion: a big-stack thread where threads are allowed, the calling thread where not | [`stack::run_with_stack`] | acl_maxflow |
//! | cutting a sheet, whoever cuts out 1 x 1 wins (reduced to normal play) | [`cutting::unit_square_cutting_table`] | poj2311 |
//! | interval game: choose disjoint half-open intervals | [`cutting::interval_game_grundy`] | abc206_f |
//! | rings: take a ring and every ring of its chain that is not better; chains fall apart | [`cutting::ring_chain_moves`], [`cutting::ring_battle_first_move`] | timus1540 |
//! | breaking a black-and-white chocolate bar (white eaten, black thrown away) | [`cutting::chocolate_grundy`] | spoj_bchoco |
//! | king, rook, knight or queen racing to the far corner, with draws | [`chess_pieces::race_outcome`], [`chess_pieces::Piece`] | hdu5754 |
//! | Nim with counting: marked cells of a sheet from which the first player wins | [`nim_counting::sheet_winning_cells`], [`nim_counting::pairs_with_sum_and_xor`] | codechef_shgame |
//! | partizan numbers: the simplest-number rule; Cutcake | [`partizan::simplest_number`], [`partizan::Dyadic`], [`partizan::cutcake_value`], [`partizan::cutcake_starter_wins`] | kattis_cuttingbrownies |
//! | staircase Nim: coins down a staircase, pieces sliding left in a row | [`staircase::staircase_nim_sum`], [`staircase::sliding_pieces_nim_sum`] | cses1099, poj1704 |
//! | staircase Nim with a king to bring to the hilltop | [`staircase::hill_climb_mover_wins`] | hdu4315 |
//! | staircase Nim on a bipartite move graph (boxes a -> b < a, a + b ≡ 3 mod 6) | [`staircase::sum_three_box_is_odd`] | hdu3389 |
//! | anti-SG games, the SJ theorem; misère sums of Green Hackenbush trees (by root branches; the circulated per-tree rule is false) | [`anti_sg::anti_sg_mover_wins`], [`anti_sg::misere_hackenbush_mover_wins`] | hdu3590 |
//! | Green Hackenbush on trees (colon principle) | [`hackenbush::tree_value`], [`hackenbush::root_branch_values`] | agc017_d, hdu3590 |
//! | Green Hackenbush on any graph (fusion principle) | [`hackenbush::graph_value`] | poj3710 |
//! | nim product on u64 (recursion; tables, 10^7+ a second) | [`nimber::nim_product`], [`nimber::NimProductTable`] | yosupo_nim_product, hdu3404 |
//! | coin turning: Turning Corners (Tartan theorem), Mock Turtles, the ruler game | [`coin_turning::turning_corners_value`], [`coin_turning::mock_turtles_value`], [`coin_turning::ruler_value`] | hdu3404, hdu3537 |
//! | take-and-break: Nim with splits into three heaps, Grundy's game (last loss 1222: a computed fact), bean splitting (HNOI 2007) | [`take_break::three_way_split_nim_grundy`], [`take_break::grundy_game_values`], [`take_break::grundy_game_mover_wins`], [`take_break::bean_splitting_grundy`], [`take_break::bean_splitting_winning_moves`] | hdu5795, cses2207, luogu_p3185 |
//! | Nim with a proportional move bound: remove 1..floor(X/K) (Strange Nim) | [`strange_nim::proportional_heap_grundy`] | arc091_d |
//! | heaps whose moves depend on history: each amount at most once per heap (0..=60 stones, computed) | [`history_heaps::once_per_amount_grundy`] | cf768e |
//! | simultaneous moves: one coin from each of any set of heaps | [`simultaneous::some_heap_odd_mover_wins`] | cses2208 |
//! | k-fold dynamic subtraction (each move at most k times the previous; smallest winning first move) | [`dynamic_subtraction::k_fold_first_move`] | poj3922 |
//! | subtract a proper divisor | [`number_games::divisor_deletion_mover_wins`] | cf1537d |
//! | replace a number by a proper divisor (Grundy value = prime factors with multiplicity) | [`number_games::prime_factor_counts`] | abc368_f |
//! | floor-divide by 2..6 | [`number_games::floor_division_grundy`] | codechef_fdivgame |
//! | judge I/O | [`io::Scanner`], [`io::judge_io`], [`io::stdio`] | all |

#![cfg_attr(not(test), no_std)]

extern crate alloc;
// The std back-end of `platform` (and the tests, which get std from the harness as well).
#[cfg(not(target_arch = "wasm32"))]
extern crate std;

pub mod anti_sg;
pub mod board;
pub mod chess_pieces;
pub mod chinese_rings;
pub mod coin_turning;
pub mod cutting;
pub mod digital_deletions;
pub mod dynamic_subtraction;
pub mod euclid;
pub mod fibonacci;
pub mod game;
pub mod history_heaps;
pub mod golden;
pub mod gray;
pub mod grundy;
pub mod hackenbush;
pub mod halving;
pub mod hamilton;
pub mod hanoi;
pub mod io;
pub mod king_walk;
pub mod mind_reading;
pub mod multiplication;
pub mod nim;
pub mod nim_counting;
pub mod nimber;
pub mod number_games;
pub mod partizan;
pub mod platform;
pub mod simultaneous;
pub mod stack;
pub mod staircase;
pub mod stone_box;
pub mod strange_nim;
pub mod subtraction;
pub mod take_break;
pub mod wythoff;
