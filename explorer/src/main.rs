//! `explore`: the game explorer's command line (`just explore ...`, `cargo explore ...`).

use clap::{ArgGroup, Parser};
use explorer::families::{CoinRule, TreeFamily};
use explorer::games::{Game, HeapGame, SubtractionSet, GAME_NAMES};
use explorer::{analyse, default_size, emit, html, report, svg, Analysis, DEFAULT_MAX_PUSH};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Find a game's rule by computation, draw it, and emit a solver-core function for it.
///
/// Prints the Grundy values (or win/lose values), the P-positions, and the period with the
/// proof used (Guy-Smith for octal games), or the rule fitted to a two-pile map.
#[derive(Parser, Debug)]
#[command(name = "explore", version, after_help = games_help())]
#[command(group(ArgGroup::new("which").required(true).args(["game", "subtract", "octal", "code", "coins", "hackenbush"])))]
struct Cli {
    /// A built-in game by name (see the list below).
    game: Option<String>,

    /// A subtraction game: `1,3,4`, `1..M` (take 1 to M), `powers-of-two` or `fibonacci`.
    #[arg(long, value_name = "SET")]
    subtract: Option<String>,

    /// A take-and-break game by its octal code, e.g. `0.137`, `4.07`, `0.16`.
    #[arg(long, value_name = "CODE")]
    octal: Option<String>,

    /// A take-and-break code of any width: hexadecimal digits (up to three heaps a move, e.g.
    /// `0.F`), or `[n]` for a wider digit (`0.[31]`: up to four heaps). Octal codes work too.
    #[arg(long, value_name = "CODE")]
    code: Option<String>,

    /// A coin-turning game: `mock-turtles`, `turtles`, `ruler`, `at-most:K` (turn 1 to K
    /// coins), `run:K` (turn a run of 1 to K consecutive coins).
    #[arg(long, value_name = "RULE")]
    coins: Option<String>,

    /// Green Hackenbush on a family of trees T_n: `path`, `star`, `comb`, `spider:L` (n legs of
    /// L edges), `broom:L` (a handle of L edges, n bristles).
    #[arg(long, value_name = "FAMILY")]
    hackenbush: Option<String>,

    /// Size: heaps 0..N-1 for one-heap games, piles (or cells left) 0..=N for maps. Default:
    /// 10000 for octal and subtraction games, 1000 for the other one-heap games, 40 for
    /// two-pile maps, 60 for the strip games.
    #[arg(short = 'n', long = "size", value_name = "N")]
    size: Option<usize>,

    /// Misère play (the last mover loses), for subtraction games and two-pile Nim.
    #[arg(long)]
    misere: bool,

    /// The strip games' M: pushes (tab: columns) 1..=M.
    #[arg(long, value_name = "M", default_value_t = DEFAULT_MAX_PUSH)]
    push: usize,

    /// Write the picture (a win/lose map, or the Grundy strip of a one-heap game) as SVG.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,

    /// Write a static page DIR/index.html with the picture (DIR/picture.svg), tables and rule.
    #[arg(long, value_name = "DIR")]
    html: Option<PathBuf>,

    /// Print a ready-to-paste solver-core function for the rule found.
    #[arg(long)]
    emit_rust: bool,

    /// The emitted function's name (default: from the game).
    #[arg(long, value_name = "NAME", requires = "emit_rust")]
    name: Option<String>,

    /// The solver-core module the emitted doc example imports from (default: the game's own,
    /// e.g. grundy for octal games, wythoff for Wythoff's game).
    #[arg(long, value_name = "MODULE", requires = "emit_rust")]
    module: Option<String>,

    /// How many values (or P-positions) to print.
    #[arg(long, value_name = "K", default_value_t = 100)]
    show: usize,
}

fn games_help() -> String {
    let mut text = String::from("Games:\n");
    for (name, what) in GAME_NAMES {
        text.push_str(&format!("  {:<16} {}\n", name, what));
    }
    text.push_str(
        "\nExamples:\n  just explore --octal 0.77\n  just explore wythoff -n 40 --svg wythoff.svg\n  \
         just explore --subtract 1,3,4 --emit-rust\n  just explore halving-pair --html out/\n  \
         just explore --code 0.F -n 300\n  just explore --coins mock-turtles --emit-rust\n  \
         just explore --hackenbush spider:3 --svg spider.svg",
    );
    text
}

/// Writes through a temporary file and a rename, so a failure leaves no partial file.
fn write_atomically(path: &Path, contents: &str) -> Result<(), String> {
    let file_name = path
        .file_name()
        .ok_or_else(|| format!("{}: not a file name", path.display()))?;
    let mut temporary = path.to_path_buf();
    temporary.set_file_name(format!(".{}.tmp", file_name.to_string_lossy()));
    std::fs::write(&temporary, contents)
        .and_then(|_| std::fs::rename(&temporary, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&temporary);
            format!("{}: cannot write: {}", path.display(), e)
        })
}

fn picture(title: &str, analysis: &Analysis) -> String {
    match analysis {
        Analysis::Heap(_, a) => svg::sequence_svg(title, a),
        Analysis::Pair(a) => svg::pair_svg(title, a),
        Analysis::Strip(a) => svg::strip_svg(title, a),
    }
}

/// Runs the command; `Err((status, message))` on failure.
fn run(cli: Cli, command: &str) -> Result<(), (u8, String)> {
    let usage = |e: String| (2u8, e);
    let game = if let Some(name) = &cli.game {
        Game::named(name).map_err(usage)?
    } else if let Some(set) = &cli.subtract {
        Game::Heap(HeapGame::Subtraction(SubtractionSet::parse(set).map_err(usage)?))
    } else if let Some(code) = &cli.octal {
        Game::octal(code).map_err(usage)?
    } else if let Some(code) = &cli.code {
        Game::take_break(code).map_err(usage)?
    } else if let Some(rule) = &cli.coins {
        Game::Heap(HeapGame::Coins(CoinRule::parse(rule).map_err(usage)?))
    } else if let Some(family) = &cli.hackenbush {
        Game::Heap(HeapGame::Hackenbush(TreeFamily::parse(family).map_err(usage)?))
    } else {
        return Err(usage(
            "give exactly one of GAME, --subtract, --octal, --code, --coins, --hackenbush".to_string(),
        ));
    };
    let size = cli.size.unwrap_or_else(|| default_size(&game));
    let analysis = analyse(&game, size, cli.misere, cli.push).map_err(usage)?;
    let title = game.title();
    let emitted = emit::emit_rust(
        &title,
        &game.slug(),
        &analysis,
        cli.name.as_deref(),
        cli.module.as_deref().unwrap_or(game.home_module()),
        command,
    )
    .map(|e| e.code);

    if let Some(path) = &cli.svg {
        write_atomically(path, &picture(&title, &analysis)).map_err(|e| (1, e))?;
    }
    if let Some(dir) = &cli.html {
        std::fs::create_dir_all(dir)
            .map_err(|e| (1, format!("{}: cannot create: {}", dir.display(), e)))?;
        write_atomically(&dir.join("picture.svg"), &picture(&title, &analysis))
            .map_err(|e| (1, e))?;
        let page = html::page(&title, command, &analysis, "picture.svg", &emitted);
        write_atomically(&dir.join("index.html"), &page).map_err(|e| (1, e))?;
    }
    if cli.emit_rust {
        print!("{}", emitted.map_err(|e| (1, e))?);
    } else {
        print!("{}", report::text_report(&title, &analysis, cli.show));
        if let Some(path) = &cli.svg {
            println!("wrote {}", path.display());
        }
        if let Some(dir) = &cli.html {
            println!("wrote {}", dir.join("index.html").display());
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = format!("just explore {}", args.join(" "));
    let cli = Cli::parse();
    match run(cli, command.trim_end()) {
        Ok(()) => ExitCode::SUCCESS,
        Err((status, message)) => {
            eprintln!("error: {}", message);
            ExitCode::from(status)
        }
    }
}
