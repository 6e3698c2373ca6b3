//! The pictures, rendered to PNG by resvg, show the right colour at known P- and N-positions.
//! The expected positions come from solver-core's closed forms, not from the explorer.

use explorer::svg::{sequence_centre, MapLayout};
use resvg::tiny_skia::Pixmap;
use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("explorer-pictures");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Runs the explorer with `args` plus `--svg FILE`, renders the SVG to a PNG file, and reads the
/// PNG back.
fn render(args: &[&str], name: &str) -> Pixmap {
    let svg_path = scratch(&format!("{}.svg", name));
    let _ = std::fs::remove_file(&svg_path);
    let output = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .arg("--svg")
        .arg(&svg_path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).unwrap();
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    let png_path = scratch(&format!("{}.png", name));
    pixmap.save_png(&png_path).unwrap();
    Pixmap::load_png(&png_path).unwrap()
}

#[derive(Debug, PartialEq, Eq)]
enum Shade {
    Dark,
    Light,
    Other,
}

fn shade(pixmap: &Pixmap, x: f64, y: f64) -> Shade {
    let p = pixmap.pixel(x as u32, y as u32).unwrap();
    let (r, g, b) = (p.red(), p.green(), p.blue());
    if r < 90 && g < 110 && b > 110 {
        Shade::Dark
    } else if r > 200 && g > 200 && b > 200 {
        Shade::Light
    } else {
        Shade::Other
    }
}

/// The shade most of a 3 x 3 grid of points inside the cell shows (a theory line crosses at
/// most three of them).
fn cell_shade(pixmap: &Pixmap, layout: &MapLayout, i: usize, j: usize) -> Shade {
    let (cx, cy) = layout.centre(i, j);
    let d = layout.cell / 3.0;
    let mut dark = 0;
    let mut light = 0;
    for dx in [-d, 0.0, d] {
        for dy in [-d, 0.0, d] {
            match shade(pixmap, cx + dx, cy + dy) {
                Shade::Dark => dark += 1,
                Shade::Light => light += 1,
                Shade::Other => {}
            }
        }
    }
    if dark >= 5 {
        Shade::Dark
    } else if light >= 5 {
        Shade::Light
    } else {
        Shade::Other
    }
}

/// Every cell of a map over `low..=high` squared has the shade of its outcome.
fn check_map(args: &[&str], name: &str, low: u64, high: u64, losing: fn(u64, u64) -> bool) {
    let pixmap = render(args, name);
    let side = (high - low + 1) as usize;
    let layout = MapLayout::new(side, side);
    assert_eq!(pixmap.width() as f64, layout.width, "{}", name);
    let mut p_count = 0;
    for a in low..=high {
        for b in low..=high {
            let expected = if losing(a, b) {
                p_count += 1;
                Shade::Dark
            } else {
                Shade::Light
            };
            let got = cell_shade(&pixmap, &layout, (a - low) as usize, (b - low) as usize);
            assert_eq!(got, expected, "{} at ({}, {})", name, a, b);
        }
    }
    assert!(p_count > 10, "{}: {} P-positions", name, p_count);
}

#[test]
fn wythoff_map_shows_the_wythoff_pairs() {
    check_map(&["wythoff", "-n", "40"], "wythoff", 0, 40, |a, b| {
        solver_core::wythoff::wythoff_losing(a, b)
    });
}

#[test]
fn euclid_map_shows_the_golden_band() {
    check_map(&["euclid", "-n", "40"], "euclid", 1, 40, |a, b| {
        !solver_core::euclid::euclid_mover_wins(a, b)
    });
}

#[test]
fn halving_pair_map_shows_the_power_of_two_rays() {
    check_map(
        &["halving-pair", "-n", "40"],
        "halving-pair",
        0,
        40,
        |a, b| solver_core::halving::halving_pair_move(a, b).0 == 0,
    );
}

#[test]
fn number_game_map_shows_the_golden_band() {
    check_map(
        &["number-game", "-n", "30"],
        "number-game",
        1,
        30,
        |a, b| !solver_core::euclid::number_game_mover_wins(a, b),
    );
}

#[test]
fn theory_lines_are_drawn_over_the_map() {
    // The ray b = phi a passes through the cell (20, 32): 20 phi = 32.36.
    let pixmap = render(&["wythoff", "-n", "40"], "wythoff-lines");
    let layout = MapLayout::new(41, 41);
    let (x, y) = layout.centre(20, 32);
    let dy = 0.36 * layout.cell;
    let orange = (-2i64..=2).any(|k| {
        let p = pixmap
            .pixel(x as u32, ((y - dy) as i64 + k) as u32)
            .unwrap();
        p.red() > 180 && p.green() < 150 && p.blue() < 100
    });
    assert!(orange, "no theory line at (20, 32.36)");
}

#[test]
fn grundy_strip_marks_the_p_positions_of_dawsons_kayles() {
    let pixmap = render(&["--octal", "0.07", "-n", "300"], "dawsons-kayles");
    // Dawson's Kayles' P-positions in the strip (pre-period + 3 periods = 155 values),
    // computed by solver-core's plain mex.
    let code = solver_core::grundy::OctalCode::parse("0.07").unwrap();
    let table = solver_core::grundy::octal_grundy_table(&code, 155);
    for (n, &g) in table.iter().enumerate() {
        let (x, y) = sequence_centre(n);
        // Left of the digit, inside the cell.
        let got = shade(&pixmap, x - 6.0, y - 5.0);
        if g == 0 {
            assert_eq!(got, Shade::Dark, "n {}", n);
        } else {
            assert_ne!(got, Shade::Dark, "n {}", n);
        }
    }
}
