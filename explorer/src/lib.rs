//! The game explorer: compute a game's win/lose or Grundy values, find the rule (a proven
//! period, or a known shape fitted to every computed position), draw it, and emit a solver-core
//! function for it. Run as `just explore ...` / `cargo explore ...`; see `explore --help`.

pub mod emit;
pub mod families;
pub mod games;
pub mod heap;
pub mod html;
pub mod pair;
pub mod report;
pub mod sparse;
pub mod svg;

use games::{Game, HeapGame};
use heap::HeapAnalysis;
use pair::{PairAnalysis, StripAnalysis};

/// What the explorer found about one game.
#[derive(Clone, Debug)]
pub enum Analysis {
    /// A one-heap game.
    Heap(HeapGame, HeapAnalysis),
    /// A two-pile map.
    Pair(PairAnalysis),
    /// Seed 001's strip games.
    Strip(StripAnalysis),
}

/// The default size when `-n` is not given: heaps `0..n`, or piles / cells `0..=n`.
pub fn default_size(game: &Game) -> usize {
    match game {
        Game::Heap(HeapGame::Octal { .. }) | Game::Heap(HeapGame::Subtraction(_)) => 10_000,
        Game::Heap(_) => 1_000,
        Game::Pair(_) => 40,
        Game::Strip(_) => 60,
    }
}

/// Analyses `game` on `n` positions (see [`default_size`]); `max_push` is the strip games' M.
pub fn analyse(game: &Game, n: usize, misere: bool, max_push: usize) -> Result<Analysis, String> {
    if misere {
        game.misere_support()?;
    }
    Ok(match game {
        Game::Heap(heap_game) => Analysis::Heap(
            heap_game.clone(),
            heap::analyse_heap_game(heap_game, n, misere)?,
        ),
        Game::Pair(pair_game) => {
            Analysis::Pair(pair::analyse_pair_game(*pair_game, n as u64, misere)?)
        }
        Game::Strip(strip) => {
            Analysis::Strip(pair::analyse_strip_game(*strip, n as u64, max_push)?)
        }
    })
}

/// The strip games' default M (pushes 1..=M), the book's example.
pub const DEFAULT_MAX_PUSH: usize = 4;
