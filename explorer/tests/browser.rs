//! The explorer's HTML page in a real browser: headless Chromium (Debian's `chromium`, which
//! `.ci/run` installs) loads `--html`'s page over the DevTools protocol, and the test checks that
//! the page loads without an error (no script exception, console error, failed resource or
//! error log entry), that the picture is shown (the image decoded at its natural size), and
//! that a screenshot of the image's box matches the SVG's pixels as resvg renders them, within
//! a tolerance for anti-aliasing and glyph rasterising (resvg is given the fonts fontconfig
//! gives the browser for its default sans-serif family, Arial).
//!
//! The protocol runs over `--remote-debugging-pipe`: the browser reads commands from fd 3 and
//! writes answers and events to fd 4, each a JSON message ended by a NUL byte.
//!
//! Without Chromium the test prints a notice and passes, unless CI (or REQUIRE_CHROMIUM) is set:
//! then a missing browser is a failure, so CI never skips it.

use base64::Engine;
use resvg::tiny_skia::Pixmap;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::io::{FromRawFd, RawFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn chromium() -> Option<PathBuf> {
    let candidates = [std::env::var_os("CHROMIUM").map(PathBuf::from), Some(PathBuf::from("/usr/bin/chromium")), Some(PathBuf::from("/usr/bin/chromium-browser"))];
    let found = candidates.into_iter().flatten().find(|p| p.is_file());
    if found.is_none() {
        let required = std::env::var_os("CI").is_some() || std::env::var_os("REQUIRE_CHROMIUM").is_some();
        assert!(!required, "CI / REQUIRE_CHROMIUM is set but Chromium is missing (apt-get install chromium)");
        eprintln!("notice: Chromium is missing (apt-get install chromium): the browser test is skipped");
    }
    found
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("explorer-browser").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A browser driven over the DevTools pipe; killed when dropped.
struct Browser {
    child: Child,
    commands: std::fs::File,
    events: BufReader<std::fs::File>,
    next_id: u64,
    /// Everything the browser said that was not an answer, in order.
    seen: Vec<Value>,
    session: Option<String>,
}

fn pipe() -> (RawFd, RawFd) {
    let mut fds = [0; 2];
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0, "pipe()");
    (fds[0], fds[1])
}

impl Browser {
    fn start(binary: &Path, profile: &Path) -> Browser {
        // Ours: write commands into `to_browser.1`, read from `from_browser.0`.
        let to_browser = pipe();
        let from_browser = pipe();
        let (child_read, child_write) = (to_browser.0, from_browser.1);
        let mut command = Command::new(binary);
        command
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--window-size=1280,1600",
                "--remote-debugging-pipe",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        unsafe {
            command.pre_exec(move || {
                // The protocol's fds: 3 to read commands, 4 to write answers.
                if libc::dup2(child_read, 3) < 0 || libc::dup2(child_write, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("start chromium");
        unsafe {
            libc::close(child_read);
            libc::close(child_write);
        }
        let commands = unsafe { std::fs::File::from_raw_fd(to_browser.1) };
        let events = BufReader::new(unsafe { std::fs::File::from_raw_fd(from_browser.0) });
        Browser { child, commands, events, next_id: 0, seen: Vec::new(), session: None }
    }

    fn read_message(&mut self) -> Value {
        let mut bytes = Vec::new();
        let n = self.events.read_until(0, &mut bytes).expect("read from chromium");
        assert!(n > 0, "chromium closed the DevTools pipe");
        bytes.pop();
        serde_json::from_slice(&bytes).expect("a JSON message from chromium")
    }

    /// Sends `method` (to the page's session once attached) and waits for its answer.
    fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = &self.session {
            message["sessionId"] = json!(session);
        }
        let mut text = serde_json::to_vec(&message).unwrap();
        text.push(0);
        self.commands.write_all(&text).unwrap();
        loop {
            let answer = self.read_message();
            if answer["id"] == json!(id) {
                assert!(answer.get("error").is_none(), "{} failed: {}", method, answer["error"]);
                return answer["result"].clone();
            }
            self.seen.push(answer);
        }
    }

    /// Waits for the event `method`, at most `timeout`.
    fn wait_for(&mut self, method: &str, timeout: Duration) {
        let start = Instant::now();
        if self.seen.iter().any(|m| m["method"] == json!(method)) {
            return;
        }
        loop {
            assert!(start.elapsed() < timeout, "no {} within {:?}", method, timeout);
            let message = self.read_message();
            let done = message["method"] == json!(method);
            self.seen.push(message);
            if done {
                return;
            }
        }
    }

    /// A new page, attached, with the domains that report errors enabled.
    fn open_page(&mut self) {
        let target = self.call("Target.createTarget", json!({ "url": "about:blank" }));
        let attached = self.call("Target.attachToTarget", json!({ "targetId": target["targetId"], "flatten": true }));
        self.session = Some(attached["sessionId"].as_str().unwrap().to_string());
        for domain in ["Page", "Runtime", "Log", "Network"] {
            self.call(&format!("{}.enable", domain), json!({}));
        }
    }

    /// The errors the page reported so far.
    fn errors(&self) -> Vec<String> {
        self.seen
            .iter()
            .filter(|m| match m["method"].as_str().unwrap_or("") {
                "Runtime.exceptionThrown" | "Network.loadingFailed" => true,
                "Runtime.consoleAPICalled" => m["params"]["type"] == json!("error"),
                "Log.entryAdded" => m["params"]["entry"]["level"] == json!("error"),
                _ => false,
            })
            .map(|m| m.to_string())
            .collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// resvg's options with the faces the browser draws `sans-serif` with: Chromium's default
/// sans-serif family on Linux is Arial, which fontconfig resolves (Liberation Sans on Debian).
fn options_with_the_browsers_fonts() -> resvg::usvg::Options<'static> {
    let mut options = resvg::usvg::Options::default();
    let fonts = std::sync::Arc::make_mut(&mut options.fontdb);
    for pattern in ["Arial", "Arial:bold"] {
        let out = Command::new("fc-match").args(["-f", "%{file}", pattern]).output().expect("fc-match (fontconfig, which Chromium depends on)");
        let file = String::from_utf8(out.stdout).unwrap();
        fonts.load_font_data(std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {}", file, e)));
    }
    let family = fonts.faces().next().expect("a font").families[0].0.clone();
    fonts.set_sans_serif_family(family);
    options
}

/// `svg` rendered by resvg at `width` x `height`.
fn render_svg(svg: &str, width: u32, height: u32) -> Pixmap {
    let tree = resvg::usvg::Tree::from_str(svg, &options_with_the_browsers_fonts()).unwrap();
    let size = tree.size();
    let mut pixmap = Pixmap::new(width, height).unwrap();
    let transform = resvg::tiny_skia::Transform::from_scale(width as f32 / size.width(), height as f32 / size.height());
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    pixmap
}

/// The share of pixels whose largest channel difference is over 64, and the mean difference
/// per channel (0..255), comparing colours over white.
fn difference(a: &Pixmap, b: &Pixmap) -> (f64, f64) {
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let over_white = |p: resvg::tiny_skia::PremultipliedColorU8| {
        let alpha = 255 - p.alpha() as i32;
        [p.red() as i32 + alpha, p.green() as i32 + alpha, p.blue() as i32 + alpha]
    };
    let (mut far, mut total) = (0usize, 0i64);
    for (p, q) in a.pixels().iter().zip(b.pixels()) {
        let (p, q) = (over_white(*p), over_white(*q));
        let d: Vec<i32> = (0..3).map(|i| (p[i] - q[i]).abs()).collect();
        if d.iter().any(|&x| x > 64) {
            far += 1;
        }
        total += d.iter().map(|&x| x as i64).sum::<i64>();
    }
    let pixels = a.pixels().len() as f64;
    (far as f64 / pixels, total as f64 / (3.0 * pixels))
}

/// Writes `--html` for `args` into `dir`.
fn page(args: &[&str], dir: &Path) {
    let out = Command::new(env!("CARGO_BIN_EXE_explore")).args(args).arg("--html").arg(dir).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn the_html_page_loads_without_errors_and_shows_the_svg_in_chromium() {
    let Some(binary) = chromium() else { return };
    let cases: [(&str, &[&str]); 3] = [
        ("wythoff", &["wythoff", "-n", "40"]),
        ("mock-turtles", &["--coins", "mock-turtles", "-n", "200"]),
        ("spider", &["--hackenbush", "spider:3", "-n", "120"]),
    ];
    let mut browser = Browser::start(&binary, &scratch("profile"));
    browser.open_page();
    let mut screenshots = Vec::new();
    for (name, args) in cases {
        let dir = scratch(name);
        page(args, &dir);
        let url = format!("file://{}", dir.join("index.html").canonicalize().unwrap().display());
        browser.seen.clear();
        browser.call("Page.navigate", json!({ "url": url }));
        browser.wait_for("Page.loadEventFired", Duration::from_secs(30));
        let errors = browser.errors();
        assert!(errors.is_empty(), "{}: the page reported errors:\n{}", name, errors.join("\n"));

        let probe = "JSON.stringify((() => { const i = document.querySelector('img'); const r = i.getBoundingClientRect(); \
                     return { complete: i.complete, natural: [i.naturalWidth, i.naturalHeight], \
                     x: r.left + i.clientLeft + window.scrollX, y: r.top + i.clientTop + window.scrollY, \
                     w: i.clientWidth, h: i.clientHeight }; })())";
        let result = browser.call("Runtime.evaluate", json!({ "expression": probe, "returnByValue": true }));
        let image: Value = serde_json::from_str(result["result"]["value"].as_str().expect("the probe's JSON")).unwrap();
        let svg = std::fs::read_to_string(dir.join("picture.svg")).unwrap();
        let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).unwrap();
        assert_eq!(image["complete"], json!(true), "{}: the picture did not load: {}", name, image);
        assert_eq!(
            image["natural"],
            json!([tree.size().width().round() as u32, tree.size().height().round() as u32]),
            "{}: the browser decoded the picture at another size",
            name
        );
        let (w, h) = (image["w"].as_f64().unwrap(), image["h"].as_f64().unwrap());
        assert!(w >= 100.0 && h >= 100.0, "{}: the picture is shown at {}x{}", name, w, h);

        let shot = browser.call(
            "Page.captureScreenshot",
            json!({ "format": "png", "captureBeyondViewport": true,
                    "clip": { "x": image["x"], "y": image["y"], "width": w, "height": h, "scale": 1 } }),
        );
        let png = base64::engine::general_purpose::STANDARD.decode(shot["data"].as_str().unwrap()).unwrap();
        let screenshot = Pixmap::decode_png(&png).unwrap();
        std::fs::write(dir.join("screenshot.png"), &png).unwrap();
        let expected = render_svg(&svg, screenshot.width(), screenshot.height());
        expected.save_png(dir.join("resvg.png")).unwrap();
        let (far, mean) = difference(&screenshot, &expected);
        eprintln!("{}: {}x{} image, {:.2}% of pixels far off, mean difference {:.2}", name, screenshot.width(), screenshot.height(), far * 100.0, mean);
        assert!(
            far < 0.03 && mean < 8.0,
            "{}: the screenshot differs from the SVG: {:.2}% of pixels far off, mean difference {:.1} (see {})",
            name,
            far * 100.0,
            mean,
            dir.display()
        );
        screenshots.push((name, screenshot, svg));
    }
    // The comparison can fail: each screenshot against another case's picture is far off.
    for (i, (name, screenshot, _)) in screenshots.iter().enumerate() {
        let (other, _, other_svg) = &screenshots[(i + 1) % screenshots.len()];
        let (far, mean) = difference(screenshot, &render_svg(other_svg, screenshot.width(), screenshot.height()));
        eprintln!("{} against {}'s picture: {:.2}% far off, mean {:.2}", name, other, far * 100.0, mean);
        assert!(far >= 0.03 || mean >= 8.0, "{}'s screenshot matches {}'s picture too: the comparison proves nothing", name, other);
    }
}

#[test]
fn a_missing_picture_is_reported_as_an_error() {
    let Some(binary) = chromium() else { return };
    let dir = scratch("missing");
    page(&["wythoff", "-n", "20"], &dir);
    std::fs::remove_file(dir.join("picture.svg")).unwrap();
    let mut browser = Browser::start(&binary, &scratch("profile-missing"));
    browser.open_page();
    let url = format!("file://{}", dir.join("index.html").canonicalize().unwrap().display());
    browser.call("Page.navigate", json!({ "url": url }));
    browser.wait_for("Page.loadEventFired", Duration::from_secs(30));
    assert!(!browser.errors().is_empty(), "a page without its picture loaded with no error");
}
