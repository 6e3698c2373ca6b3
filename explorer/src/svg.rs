//! Pictures as standalone SVG: the win/lose map of a two-pile game with the theory's lines drawn
//! over it, and the strip of a one-heap Grundy sequence with its period marked.

use crate::heap::{HeapAnalysis, PeriodFinding, ValueKind};
use crate::pair::{Overlay, PairAnalysis, StripAnalysis};
use std::fmt::Write;

/// Fill of a P-position (the mover loses).
pub const P_COLOUR: &str = "#1f3a93";
/// Fill of an N-position (the mover wins).
pub const N_COLOUR: &str = "#e8eef7";
/// Stroke of the theory lines.
pub const LINE_COLOUR: &str = "#e4572e";

/// Where the cells of a map are: column `x - low_x` and row `y - low_y` (rows go up).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MapLayout {
    /// Left edge of the plot.
    pub left: f64,
    /// Top edge of the plot.
    pub top: f64,
    /// Cell side in pixels.
    pub cell: f64,
    /// Cells across.
    pub columns: usize,
    /// Cells up.
    pub rows: usize,
    /// Whole picture width.
    pub width: f64,
    /// Whole picture height.
    pub height: f64,
}

impl MapLayout {
    /// A layout for `columns x rows` cells, at most about 640 pixels across.
    pub fn new(columns: usize, rows: usize) -> MapLayout {
        let cell = (640.0 / columns.max(rows) as f64).floor().clamp(4.0, 24.0);
        let (left, top) = (56.0, 40.0);
        MapLayout {
            left,
            top,
            cell,
            columns,
            rows,
            // Wide enough for the legend line even when the map is small.
            width: (left + cell * columns as f64 + 24.0).max(600.0),
            height: top + cell * rows as f64 + 48.0,
        }
    }

    /// The pixel centre of the cell at column `i`, row `j` (row 0 at the bottom).
    pub fn centre(&self, i: usize, j: usize) -> (f64, f64) {
        (
            self.left + (i as f64 + 0.5) * self.cell,
            self.top + (self.rows as f64 - j as f64 - 0.5) * self.cell,
        )
    }

    /// The pixel position of the real point `(u, v)` in cell units, where the centre of cell
    /// `(i, j)` is `(i, j)`.
    fn point(&self, u: f64, v: f64) -> (f64, f64) {
        (
            self.left + (u + 0.5) * self.cell,
            self.top + (self.rows as f64 - v - 0.5) * self.cell,
        )
    }
}

/// Escapes text for SVG and HTML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A step between tick labels that leaves room for them.
fn tick_step(count: usize, cell: f64) -> usize {
    [1usize, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
        .iter()
        .copied()
        .find(|&s| s as f64 * cell >= 22.0 || s >= count)
        .unwrap_or(1000)
}

/// The grid, its axes and labels; `losing(i, j)` for column `i`, row `j`.
#[allow(clippy::too_many_arguments)]
fn map_body(
    out: &mut String,
    layout: &MapLayout,
    title: &str,
    x_label: &str,
    y_label: &str,
    x_low: u64,
    y_low: u64,
    losing: &dyn Fn(usize, usize) -> bool,
) {
    let l = layout;
    writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">"#,
        w = l.width,
        h = l.height
    )
    .unwrap();
    writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#).unwrap();
    writeln!(
        out,
        r#"<text x="{}" y="20" font-size="14" font-weight="bold">{}</text>"#,
        l.left,
        escape(title)
    )
    .unwrap();
    writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
        l.left,
        l.top,
        l.cell * l.columns as f64,
        l.cell * l.rows as f64,
        N_COLOUR
    )
    .unwrap();
    writeln!(out, r#"<g fill="{}">"#, P_COLOUR).unwrap();
    for i in 0..l.columns {
        for j in 0..l.rows {
            if losing(i, j) {
                let (cx, cy) = l.centre(i, j);
                writeln!(
                    out,
                    r#"<rect x="{}" y="{}" width="{c}" height="{c}"><title>P ({}, {})</title></rect>"#,
                    cx - l.cell / 2.0,
                    cy - l.cell / 2.0,
                    x_low + i as u64,
                    y_low + j as u64,
                    c = l.cell
                )
                .unwrap();
            }
        }
    }
    writeln!(out, "</g>").unwrap();
    // Ticks and numbers.
    let bottom = l.top + l.cell * l.rows as f64;
    writeln!(out, r#"<g fill="black" stroke="none">"#).unwrap();
    let step = tick_step(l.columns, l.cell);
    for i in (0..l.columns).step_by(step) {
        let (cx, _) = l.centre(i, 0);
        writeln!(
            out,
            r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
            cx,
            bottom + 14.0,
            x_low + i as u64
        )
        .unwrap();
    }
    let step = tick_step(l.rows, l.cell);
    for j in (0..l.rows).step_by(step) {
        let (_, cy) = l.centre(0, j);
        writeln!(
            out,
            r#"<text x="{}" y="{}" text-anchor="end">{}</text>"#,
            l.left - 4.0,
            cy + 4.0,
            y_low + j as u64
        )
        .unwrap();
    }
    writeln!(
        out,
        r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
        l.left + l.cell * l.columns as f64 / 2.0,
        bottom + 32.0,
        escape(x_label)
    )
    .unwrap();
    writeln!(
        out,
        r#"<text transform="translate(16 {}) rotate(-90)" text-anchor="middle">{}</text>"#,
        l.top + l.cell * l.rows as f64 / 2.0,
        escape(y_label)
    )
    .unwrap();
    writeln!(out, "</g>").unwrap();
    writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="black" stroke-width="1"/>"#,
        l.left,
        l.top,
        l.cell * l.columns as f64,
        l.cell * l.rows as f64
    )
    .unwrap();
}

/// The golden ratio, for drawing only (the rules themselves are tested in integers).
const PHI: f64 = 1.618_033_988_749_895;

/// The theory lines over a pair map, clipped to the plot; returns the legend text.
fn overlay_lines(
    out: &mut String,
    layout: &MapLayout,
    low: u64,
    high: u64,
    overlay: Overlay,
) -> &'static str {
    let l = layout;
    writeln!(
        out,
        r#"<clipPath id="plot"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>"#,
        l.left,
        l.top,
        l.cell * l.columns as f64,
        l.cell * l.rows as f64
    )
    .unwrap();
    writeln!(
        out,
        r#"<g clip-path="url(#plot)" stroke="{}" stroke-width="1.5" fill="none">"#,
        LINE_COLOUR
    )
    .unwrap();
    // Lines in pile coordinates (a, b), converted to cells by subtracting `low`.
    let far = (high + 2) as f64 * 4.0;
    let low = low as f64;
    let mut segment = |a0: f64, b0: f64, a1: f64, b1: f64| {
        let (x0, y0) = l.point(a0 - low, b0 - low);
        let (x1, y1) = l.point(a1 - low, b1 - low);
        writeln!(
            out,
            r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}"/>"#,
            x0, y0, x1, y1
        )
        .unwrap();
    };
    let legend = match overlay {
        Overlay::GoldenRays => {
            segment(0.0, 0.0, far, far * PHI);
            segment(0.0, 0.0, far * PHI, far);
            "lines: b = phi a and a = phi b (phi = 1.618...)"
        }
        Overlay::PowerOfTwoRays => {
            let mut k = 1.0;
            // From the map's edge (pile 0), so the rays do not crowd the origin's cell.
            while k <= (high + 1) as f64 {
                segment(0.0, k - 1.0, far, (far + 1.0) * k - 1.0);
                segment(k - 1.0, 0.0, (far + 1.0) * k - 1.0, far);
                k *= 2.0;
            }
            "lines: b + 1 = 2^k (a + 1) and a + 1 = 2^k (b + 1)"
        }
        Overlay::Diagonal => {
            segment(0.0, 0.0, far, far);
            "line: a = b"
        }
    };
    writeln!(out, "</g>").unwrap();
    legend
}

/// The layout [`pair_svg`] uses for `analysis`.
pub fn pair_layout(analysis: &PairAnalysis) -> MapLayout {
    MapLayout::new(analysis.width(), analysis.width())
}

/// The win/lose map of a two-pile game: a across, b up, P-positions dark, and the lines of the
/// rule found drawn over it.
pub fn pair_svg(title: &str, analysis: &PairAnalysis) -> String {
    let layout = pair_layout(analysis);
    let low = analysis.low;
    let mut out = String::new();
    let losing = |i: usize, j: usize| analysis.is_losing(low + i as u64, low + j as u64);
    map_body(
        &mut out,
        &layout,
        title,
        "a (first pile)",
        "b (second pile)",
        low,
        low,
        &losing,
    );
    let legend = match analysis.rule {
        Some(rule) => overlay_lines(&mut out, &layout, low, analysis.high, rule.overlay()),
        None => "no known rule shape fits: no lines drawn",
    };
    legend_line(&mut out, &layout, legend);
    out.push_str("</svg>\n");
    out
}

/// The legend under the title: dark = P, light = N, and the lines.
fn legend_line(out: &mut String, layout: &MapLayout, lines: &str) {
    let y = 32.0;
    let x = layout.left;
    writeln!(
        out,
        r#"<rect x="{}" y="{}" width="10" height="10" fill="{}"/><text x="{}" y="{}" font-size="11">P (mover loses)</text>"#,
        x,
        y - 9.0,
        P_COLOUR,
        x + 14.0,
        y
    )
    .unwrap();
    writeln!(
        out,
        r#"<rect x="{}" y="{}" width="10" height="10" fill="{}" stroke="black" stroke-width="0.5"/><text x="{}" y="{}" font-size="11">N (mover wins)</text>"#,
        x + 120.0,
        y - 9.0,
        N_COLOUR,
        x + 134.0,
        y
    )
    .unwrap();
    writeln!(
        out,
        r#"<text x="{}" y="{}" font-size="11" fill="{}">{}</text>"#,
        x + 240.0,
        y,
        LINE_COLOUR,
        escape(lines)
    )
    .unwrap();
}

/// The layout [`strip_svg`] uses: cells left across, previous push up.
pub fn strip_layout(analysis: &StripAnalysis) -> MapLayout {
    MapLayout::new(
        analysis.max_left as usize + 1,
        analysis.max_push - analysis.low_push + 1,
    )
}

/// The win/lose map of seed 001's strip games, with the period of the columns marked.
pub fn strip_svg(title: &str, analysis: &StripAnalysis) -> String {
    let layout = strip_layout(analysis);
    let mut out = String::new();
    let low = analysis.low_push;
    let losing = |i: usize, j: usize| analysis.is_losing(i as u64, low + j);
    map_body(
        &mut out,
        &layout,
        title,
        "r (cells left)",
        "y (previous push)",
        0,
        low as u64,
        &losing,
    );
    let legend = match analysis.period {
        Some(p) if p.proven => {
            // Dashed lines at the start of every period.
            let mut r = p.preperiod;
            writeln!(
                out,
                r#"<g stroke="{}" stroke-width="1.5" stroke-dasharray="4 3">"#,
                LINE_COLOUR
            )
            .unwrap();
            while r <= analysis.max_left as usize {
                let x = layout.left + r as f64 * layout.cell;
                writeln!(
                    out,
                    r#"<line x1="{x}" y1="{}" x2="{x}" y2="{}"/>"#,
                    layout.top,
                    layout.top + layout.cell * layout.rows as f64
                )
                .unwrap();
                r += p.period;
            }
            writeln!(out, "</g>").unwrap();
            format!("dashed: period {} from r = {}", p.period, p.preperiod)
        }
        _ => analysis.period_note.clone(),
    };
    legend_line(&mut out, &layout, &legend);
    out.push_str("</svg>\n");
    out
}

/// Cells per row in the Grundy strip.
pub const STRIP_ROW: usize = 40;
/// Cell side in the Grundy strip.
pub const STRIP_CELL: f64 = 18.0;

/// How many values the Grundy strip shows: the pre-period and three periods, or the first 200.
pub fn strip_length(analysis: &HeapAnalysis) -> usize {
    let n = analysis.values.len();
    let wanted = match &analysis.period {
        PeriodFinding::Proven { periodicity: p, .. }
        | PeriodFinding::Candidate { periodicity: p, .. } => {
            (p.preperiod + 3 * p.period).clamp(40, 1200)
        }
        PeriodFinding::NotFound => 200,
    };
    wanted.min(n)
}

/// The fill of Grundy value `v`: 0 (P) dark, the others light hues.
fn value_colour(v: u32) -> String {
    if v == 0 {
        return P_COLOUR.to_string();
    }
    let hue = (v as f64 * 137.508) % 360.0;
    format!("hsl({:.0}, 70%, 80%)", hue)
}

/// The pixel centre of value `n` in the Grundy strip.
pub fn sequence_centre(n: usize) -> (f64, f64) {
    let (row, col) = (n / STRIP_ROW, n % STRIP_ROW);
    (
        48.0 + (col as f64 + 0.5) * STRIP_CELL,
        56.0 + row as f64 * (STRIP_CELL + 14.0) + STRIP_CELL / 2.0,
    )
}

/// The Grundy sequence (or the outcomes) as rows of cells, P-positions dark, with the
/// pre-period and each period marked by a bar above the cells.
pub fn sequence_svg(title: &str, analysis: &HeapAnalysis) -> String {
    let shown = strip_length(analysis);
    let rows = (shown + STRIP_ROW - 1) / STRIP_ROW;
    let width = 48.0 + STRIP_ROW as f64 * STRIP_CELL + 24.0;
    let height = 56.0 + rows as f64 * (STRIP_CELL + 14.0) + 24.0;
    let mut out = String::new();
    writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="10">"#,
        w = width,
        h = height
    )
    .unwrap();
    writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#).unwrap();
    writeln!(
        out,
        r#"<text x="48" y="18" font-size="14" font-weight="bold">{}</text>"#,
        escape(title)
    )
    .unwrap();
    let what = match analysis.kind {
        ValueKind::Grundy => "Grundy values; dark: value 0 (P-position)",
        ValueKind::Outcome => "1: the mover wins, 0 (dark): the mover loses",
    };
    let period = match &analysis.period {
        PeriodFinding::Proven { periodicity: p, .. } => Some((p, "proven")),
        PeriodFinding::Candidate { periodicity: p, .. } => Some((p, "not proven")),
        PeriodFinding::NotFound => None,
    };
    let legend = match period {
        Some((p, how)) => format!(
            "{}. Bars: grey = pre-period 0..{}, then periods of {} ({}), each starting at a black mark",
            what, p.preperiod, p.period, how
        ),
        None => format!(
            "{}. No period found up to n = {}",
            what,
            analysis.values.len() - 1
        ),
    };
    writeln!(
        out,
        r#"<text x="48" y="34" font-size="11">{}</text>"#,
        escape(&legend)
    )
    .unwrap();
    for (n, &v) in analysis.values.iter().take(shown).enumerate() {
        let (cx, cy) = sequence_centre(n);
        let (x, y) = (cx - STRIP_CELL / 2.0, cy - STRIP_CELL / 2.0);
        if n % STRIP_ROW == 0 {
            writeln!(
                out,
                r#"<text x="{}" y="{}" text-anchor="end" font-size="10">{}</text>"#,
                x - 4.0,
                cy + 4.0,
                n
            )
            .unwrap();
        }
        let bar = match period {
            Some((p, _)) if n < p.preperiod => Some("#999999"),
            Some((p, _)) => Some(if ((n - p.preperiod) / p.period) % 2 == 0 {
                LINE_COLOUR
            } else {
                "#2a9d8f"
            }),
            None => None,
        };
        if let Some(bar) = bar {
            // A gap and a tick mark where each period starts.
            let starts_period = matches!(period, Some((p, _)) if n >= p.preperiod
                && (n - p.preperiod) % p.period == 0);
            let gap = if starts_period { 2.0 } else { 0.0 };
            writeln!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="4" fill="{}"/>"#,
                x + gap,
                y - 6.0,
                STRIP_CELL - gap,
                bar
            )
            .unwrap();
            if starts_period {
                writeln!(
                    out,
                    r#"<line x1="{x}" y1="{}" x2="{x}" y2="{}" stroke="black" stroke-width="1.5"/>"#,
                    y - 9.0,
                    y + STRIP_CELL,
                    x = x + 0.75
                )
                .unwrap();
            }
        }
        let text_fill = if v == 0 { "white" } else { "black" };
        writeln!(
            out,
            r#"<rect x="{}" y="{}" width="{c}" height="{c}" fill="{}" stroke="white" stroke-width="0.5"><title>g({}) = {}</title></rect><text x="{}" y="{}" text-anchor="middle" fill="{}">{}</text>"#,
            x,
            y,
            value_colour(v),
            n,
            v,
            cx,
            cy + 3.5,
            text_fill,
            v,
            c = STRIP_CELL
        )
        .unwrap();
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_centres_count_rows_from_the_bottom() {
        let l = MapLayout::new(10, 10);
        let (x0, y0) = l.centre(0, 0);
        let (x1, y1) = l.centre(1, 1);
        assert!(x1 > x0 && y1 < y0);
        assert_eq!(y0, l.top + 9.5 * l.cell);
    }

    #[test]
    fn escape_covers_markup() {
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
