//! The games the explorer takes: subtraction sets, octal codes and solver-core's named games.

use crate::families::{CoinRule, TakeBreakCode, TreeFamily};
use solver_core::grundy::OctalCode;

/// A subtraction set as given on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubtractionSet {
    /// An explicit finite set, e.g. `1,3,4`.
    Finite(Vec<usize>),
    /// Take `1..=M` (`1..M` on the command line).
    UpTo(usize),
    /// Every power of two 1, 2, 4, 8, ... (an infinite set).
    PowersOfTwo,
    /// Every Fibonacci number 1, 2, 3, 5, 8, ... (an infinite set).
    Fibonacci,
}

impl SubtractionSet {
    /// Parses `1,3,4`, `1..5` (take 1 to 5), `powers-of-two` or `fibonacci`.
    pub fn parse(text: &str) -> Result<SubtractionSet, String> {
        let text = text.trim();
        match text {
            "powers-of-two" | "powers" | "pow2" => return Ok(SubtractionSet::PowersOfTwo),
            "fibonacci" | "fib" => return Ok(SubtractionSet::Fibonacci),
            _ => {}
        }
        if let Some((low, high)) = text.split_once("..") {
            let high = high.trim_start_matches('=');
            if low.trim() != "1" {
                return Err(format!(
                    "subtraction set {:?}: a range must start at 1 (\"1..M\", take 1 to M)",
                    text
                ));
            }
            let max: usize = high.trim().parse().map_err(|_| {
                format!(
                    "subtraction set {:?}: {:?} is not a positive number",
                    text, high
                )
            })?;
            if max == 0 {
                return Err(format!("subtraction set {:?}: M must be at least 1", text));
            }
            return Ok(SubtractionSet::UpTo(max));
        }
        let mut set = Vec::new();
        for part in text.split(',') {
            let part = part.trim();
            match part.parse::<usize>() {
                Ok(s) if s > 0 => set.push(s),
                _ => {
                    return Err(format!(
                        "subtraction set {:?}: {:?} is not a positive number; write e.g. \
                         1,3,4 or 1..5 or powers-of-two or fibonacci",
                        text, part
                    ))
                }
            }
        }
        set.sort_unstable();
        set.dedup();
        Ok(SubtractionSet::Finite(set))
    }

    /// The elements of the set that are at most `limit`.
    pub fn elements_up_to(&self, limit: usize) -> Vec<usize> {
        match self {
            SubtractionSet::Finite(set) => set.iter().copied().filter(|&s| s <= limit).collect(),
            SubtractionSet::UpTo(max) => (1..=*max.min(&limit)).collect(),
            SubtractionSet::PowersOfTwo => (0..usize::BITS)
                .map(|i| 1usize << i)
                .take_while(|&p| p <= limit)
                .collect(),
            SubtractionSet::Fibonacci => {
                let mut out = Vec::new();
                let (mut a, mut b) = (1usize, 2usize);
                while a <= limit {
                    out.push(a);
                    let next = a.saturating_add(b);
                    a = b;
                    b = next;
                }
                out
            }
        }
    }

    /// The largest element, `None` for an infinite set.
    pub fn max_element(&self) -> Option<usize> {
        match self {
            SubtractionSet::Finite(set) => set.last().copied(),
            SubtractionSet::UpTo(max) => Some(*max),
            SubtractionSet::PowersOfTwo | SubtractionSet::Fibonacci => None,
        }
    }

    /// How the set is written in reports, e.g. `{1, 3, 4}`.
    pub fn describe(&self) -> String {
        match self {
            SubtractionSet::Finite(set) => format!(
                "{{{}}}",
                set.iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            SubtractionSet::UpTo(max) => format!("{{1..{}}} (take 1 to {})", max, max),
            SubtractionSet::PowersOfTwo => "the powers of two {1, 2, 4, 8, ...}".to_string(),
            SubtractionSet::Fibonacci => "the Fibonacci numbers {1, 2, 3, 5, 8, ...}".to_string(),
        }
    }

    /// A short identifier for generated names, e.g. `1_3_4`.
    pub fn slug(&self) -> String {
        match self {
            SubtractionSet::Finite(set) => set
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join("_"),
            SubtractionSet::UpTo(max) => format!("1_to_{}", max),
            SubtractionSet::PowersOfTwo => "powers_of_two".to_string(),
            SubtractionSet::Fibonacci => "fibonacci".to_string(),
        }
    }
}

/// A game on one heap whose positions are heap sizes `0, 1, 2, ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapGame {
    /// Subtraction game (S-Nim) with this set.
    Subtraction(SubtractionSet),
    /// Take-and-break game given by an octal code.
    Octal {
        /// The parsed code.
        code: OctalCode,
        /// The code as written, e.g. `0.77`.
        text: String,
        /// The game's usual name, if any (Kayles ...).
        name: Option<&'static str>,
    },
    /// Lasker's Nim: take any number, or split a heap into two non-empty heaps.
    Lasker,
    /// Halving: take 1..floor(p/2) from a pile of p (`bocsoic`; many piles `bocsoig`).
    Halving,
    /// Fibonacci Nim: the first move takes any number but not all, later moves at most twice
    /// the previous one (HDU 2516). Positions are the starting piles.
    FibonacciNim,
    /// A take-and-break code that may split a heap into three or more heaps (hexadecimal and
    /// wider codes; octal codes are [`HeapGame::Octal`]).
    TakeBreak {
        /// The parsed code.
        code: TakeBreakCode,
        /// The code as written, e.g. `0.F`.
        text: String,
    },
    /// A coin-turning game; position `n` is a row whose only heads-up coin is coin `n`.
    Coins(CoinRule),
    /// Green Hackenbush on the trees `T_n` of a family.
    Hackenbush(TreeFamily),
}

/// A game on two piles `(a, b)`, drawn as a win/lose map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairGame {
    /// Wythoff's game: take from one pile, or the same from both.
    Wythoff,
    /// Euclid's game (HDU 1525): subtract a multiple of the smaller from the larger; reaching
    /// 0 wins. Piles from 1.
    Euclid,
    /// The Number Game (GCJ 2010 1A C): `A - kB` or `B - kA`; making a number `<= 0` loses.
    /// Piles from 1.
    NumberGame,
    /// Two piles of the halving game (seed 000, `bocsoif`).
    HalvingPair,
    /// Two piles, take any positive amount from one (`bocsoid`; misère `bocsoie`).
    Nim,
}

/// A game whose positions are (cells left, previous push): seed 001's jump strip and tab board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StripGame {
    /// The jump strip: push 1..=M cells, never the previous push.
    Jump,
    /// The tab board: the same game, the column being the previous push.
    Tab,
}

/// Any game the explorer takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Game {
    /// One heap; Grundy values (or win/lose in misère play).
    Heap(HeapGame),
    /// Two piles; a win/lose map.
    Pair(PairGame),
    /// Seed 001's strip games; a win/lose map over (cells left, previous push).
    Strip(StripGame),
}

/// The names `--game` takes, with what each is.
pub const GAME_NAMES: &[(&str, &str)] = &[
    ("wythoff", "Wythoff's game (two piles)"),
    ("euclid", "Euclid's game (two numbers, hdu1525)"),
    ("number-game", "the Number Game (two numbers, gcj2010r1a_c)"),
    ("halving", "halving, one pile (bocsoic)"),
    ("halving-pair", "halving, two piles (seed 000, bocsoif)"),
    (
        "halving-piles",
        "halving, many piles (bocsoig): the one-pile Grundy values, XOR rule",
    ),
    ("fibonacci-nim", "Fibonacci Nim (hdu2516)"),
    ("lasker", "Lasker's Nim (one heap; sums by XOR, hdu3032)"),
    ("kayles", "Kayles, octal 0.77"),
    ("dawsons-kayles", "Dawson's Kayles, octal 0.07"),
    ("dawsons-chess", "Dawson's chess, octal 0.137"),
    (
        "nim",
        "two-pile Nim, take any amount from one pile (bocsoid; misère bocsoie)",
    ),
    ("mock-turtles", "Mock Turtles: turn 1, 2 or 3 coins (coin-turning, hdu3537)"),
    ("turning-turtles", "Turning Turtles: turn 1 or 2 coins (coin-turning)"),
    ("ruler", "the Ruler game: turn a run of coins (coin-turning)"),
    ("tab", "seed 001's tab board (rows left x column)"),
    ("jump", "seed 001's jump strip (cells left x previous push)"),
];

/// The octal code of a named octal game.
fn named_octal(code: &str, name: &'static str) -> Game {
    Game::Heap(HeapGame::Octal {
        code: OctalCode::parse(code).expect("a valid built-in code"),
        text: code.to_string(),
        name: Some(name),
    })
}

impl Game {
    /// The game called `name` (see [`GAME_NAMES`]).
    pub fn named(name: &str) -> Result<Game, String> {
        let key = name
            .trim()
            .to_ascii_lowercase()
            .replace(['_', ' ', '\''], "-");
        Ok(match key.as_str() {
            "wythoff" => Game::Pair(PairGame::Wythoff),
            "euclid" => Game::Pair(PairGame::Euclid),
            "number-game" | "number" => Game::Pair(PairGame::NumberGame),
            "halving" => Game::Heap(HeapGame::Halving),
            "halving-pair" | "halving-two" | "bocsoif" => Game::Pair(PairGame::HalvingPair),
            "halving-piles" | "halving-many" => Game::Heap(HeapGame::Halving),
            "fibonacci-nim" | "fibonacci" => Game::Heap(HeapGame::FibonacciNim),
            "lasker" | "laskers-nim" | "lasker-nim" => Game::Heap(HeapGame::Lasker),
            "kayles" => named_octal("0.77", "Kayles"),
            "dawsons-kayles" | "dawson-kayles" => named_octal("0.07", "Dawson's Kayles"),
            "dawsons-chess" | "dawson-chess" => named_octal("0.137", "Dawson's chess"),
            "nim" => Game::Pair(PairGame::Nim),
            "tab" => Game::Strip(StripGame::Tab),
            "jump" => Game::Strip(StripGame::Jump),
            "mock-turtles" => Game::Heap(HeapGame::Coins(CoinRule::AtMost(3))),
            "turning-turtles" | "turtles" => Game::Heap(HeapGame::Coins(CoinRule::AtMost(2))),
            "ruler" => Game::Heap(HeapGame::Coins(CoinRule::Run(None))),
            _ => {
                let known: Vec<&str> = GAME_NAMES.iter().map(|(n, _)| *n).collect();
                return Err(format!(
                    "unknown game {:?}; the games are: {}",
                    name,
                    known.join(", ")
                ));
            }
        })
    }

    /// An octal game from its code, named when it is a well-known one.
    pub fn octal(text: &str) -> Result<Game, String> {
        let code = OctalCode::parse(text)?;
        if code.max_removal() == 0 && code.digit(0) == 0 {
            return Err(format!(
                "octal code {:?} allows no move at all",
                text.trim()
            ));
        }
        for (known, name) in [
            ("0.77", "Kayles"),
            ("0.07", "Dawson's Kayles"),
            ("0.137", "Dawson's chess"),
        ] {
            if OctalCode::parse(known).ok().as_ref() == Some(&code) {
                return Ok(named_octal(known, name));
            }
        }
        Ok(Game::Heap(HeapGame::Octal {
            code,
            text: text.trim().to_string(),
            name: None,
        }))
    }

    /// A take-and-break game from a code of any width: an octal code (at most two heaps per
    /// move) is [`Game::octal`], with its periodicity theorem; wider codes are
    /// [`HeapGame::TakeBreak`].
    pub fn take_break(text: &str) -> Result<Game, String> {
        let code = TakeBreakCode::parse(text)?;
        if code.is_octal() {
            return Game::octal(text);
        }
        Ok(Game::Heap(HeapGame::TakeBreak {
            code,
            text: text.trim().to_string(),
        }))
    }

    /// The game's title in reports.
    pub fn title(&self) -> String {
        match self {
            Game::Heap(HeapGame::Subtraction(set)) => {
                format!("subtraction game, set {}", set.describe())
            }
            Game::Heap(HeapGame::Octal { text, name, .. }) => match name {
                Some(name) => format!("{}, octal game {}", name, text),
                None => format!("octal game {}", text),
            },
            Game::Heap(HeapGame::Lasker) => "Lasker's Nim".to_string(),
            Game::Heap(HeapGame::Halving) => "halving game (take 1..floor(p/2))".to_string(),
            Game::Heap(HeapGame::FibonacciNim) => "Fibonacci Nim".to_string(),
            Game::Heap(HeapGame::TakeBreak { code, text }) => format!(
                "take-and-break game {} (up to {} heaps a move)",
                text,
                code.max_heaps()
            ),
            Game::Heap(HeapGame::Coins(rule)) => format!("coin-turning game, {}", rule.describe()),
            Game::Heap(HeapGame::Hackenbush(family)) => {
                format!("Green Hackenbush on {}", family.describe())
            }
            Game::Pair(PairGame::Wythoff) => "Wythoff's game".to_string(),
            Game::Pair(PairGame::Euclid) => "Euclid's game".to_string(),
            Game::Pair(PairGame::NumberGame) => "the Number Game".to_string(),
            Game::Pair(PairGame::HalvingPair) => {
                "halving game, two piles (seed 000, bocsoif)".to_string()
            }
            Game::Pair(PairGame::Nim) => "two-pile Nim".to_string(),
            Game::Strip(StripGame::Jump) => "jump strip (seed 001)".to_string(),
            Game::Strip(StripGame::Tab) => "tab board (seed 001)".to_string(),
        }
    }

    /// A snake_case stem for generated function names.
    pub fn slug(&self) -> String {
        match self {
            Game::Heap(HeapGame::Subtraction(set)) => format!("subtract_{}", set.slug()),
            Game::Heap(HeapGame::Octal { text, name, .. }) => match name {
                Some(name) => name
                    .to_ascii_lowercase()
                    .replace('\'', "")
                    .replace(' ', "_"),
                None => format!("octal_{}", text.replace('.', "_")),
            },
            Game::Heap(HeapGame::Lasker) => "lasker".to_string(),
            Game::Heap(HeapGame::Halving) => "halving".to_string(),
            Game::Heap(HeapGame::FibonacciNim) => "fibonacci_nim".to_string(),
            Game::Heap(HeapGame::TakeBreak { text, .. }) => format!(
                "take_break_{}",
                text.to_ascii_lowercase()
                    .replace('.', "_")
                    .replace(['[', ']'], "")
            ),
            Game::Heap(HeapGame::Coins(rule)) => rule.slug(),
            Game::Heap(HeapGame::Hackenbush(family)) => format!("hackenbush_{}", family.slug()),
            Game::Pair(PairGame::Wythoff) => "wythoff".to_string(),
            Game::Pair(PairGame::Euclid) => "euclid".to_string(),
            Game::Pair(PairGame::NumberGame) => "number_game".to_string(),
            Game::Pair(PairGame::HalvingPair) => "halving_pair".to_string(),
            Game::Pair(PairGame::Nim) => "two_pile_nim".to_string(),
            Game::Strip(StripGame::Jump) => "jump".to_string(),
            Game::Strip(StripGame::Tab) => "tab".to_string(),
        }
    }

    /// The solver-core module an emitted function for this game belongs in.
    pub fn home_module(&self) -> &'static str {
        match self {
            Game::Heap(HeapGame::Subtraction(_)) => "subtraction",
            Game::Heap(HeapGame::Octal { .. }) | Game::Heap(HeapGame::Lasker) => "grundy",
            Game::Heap(HeapGame::Halving) | Game::Pair(PairGame::HalvingPair) => "halving",
            Game::Heap(HeapGame::FibonacciNim) => "fibonacci",
            Game::Heap(HeapGame::TakeBreak { .. }) => "grundy",
            Game::Heap(HeapGame::Coins(_)) => "coins",
            Game::Heap(HeapGame::Hackenbush(_)) => "hackenbush",
            Game::Pair(PairGame::Wythoff) => "wythoff",
            Game::Pair(PairGame::Euclid) | Game::Pair(PairGame::NumberGame) => "euclid",
            Game::Pair(PairGame::Nim) => "subtraction",
            Game::Strip(_) => "board",
        }
    }

    /// Whether the explorer can play this game in misère form (last mover loses), and why not.
    pub fn misere_support(&self) -> Result<(), String> {
        match self {
            Game::Heap(HeapGame::Subtraction(_)) | Game::Pair(PairGame::Nim) => Ok(()),
            Game::Heap(HeapGame::Octal { .. })
            | Game::Heap(HeapGame::Lasker)
            | Game::Heap(HeapGame::TakeBreak { .. }) => Err(
                "misère play of a take-and-break game is not supported: a move may leave several \
                 heaps, and misère outcomes of sums are not given by Grundy values \
                 (solver-core has misère Nim and misère subtraction games only)"
                    .to_string(),
            ),
            _ => Err(format!(
                "misère play of {} is not supported (solver-core has misère forms of the \
                 subtraction games and of Nim: try --subtract 1..M --misere or --game nim --misere)",
                self.title()
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtraction_sets_parse() {
        assert_eq!(
            SubtractionSet::parse("4, 1,3,3").unwrap(),
            SubtractionSet::Finite(vec![1, 3, 4])
        );
        assert_eq!(
            SubtractionSet::parse("1..5").unwrap(),
            SubtractionSet::UpTo(5)
        );
        assert_eq!(
            SubtractionSet::parse("1..=5").unwrap(),
            SubtractionSet::UpTo(5)
        );
        assert_eq!(
            SubtractionSet::parse("powers-of-two").unwrap(),
            SubtractionSet::PowersOfTwo
        );
        for bad in ["", "0,1", "1,,2", "2..5", "1..0", "a"] {
            assert!(SubtractionSet::parse(bad).is_err(), "{:?}", bad);
        }
        assert_eq!(
            SubtractionSet::Fibonacci.elements_up_to(20),
            vec![1, 2, 3, 5, 8, 13]
        );
        assert_eq!(
            SubtractionSet::PowersOfTwo.elements_up_to(9),
            vec![1, 2, 4, 8]
        );
    }

    #[test]
    fn every_listed_name_is_a_game() {
        for (name, _) in GAME_NAMES {
            Game::named(name).unwrap();
        }
        assert!(Game::named("wythof").is_err());
        assert_eq!(Game::octal(".77").unwrap().slug(), "kayles");
        assert_eq!(Game::octal("0.137").unwrap().slug(), "dawsons_chess");
        assert_eq!(Game::octal("0.16").unwrap().slug(), "octal_0_16");
        assert!(Game::octal("0.").is_err());
    }
}
