//! The check's scratch folders and child processes, and what happens to them when the bundler
//! is interrupted (SIGINT, SIGTERM, SIGHUP): every child's process group is killed and every
//! scratch folder removed, so an interrupted check leaves nothing behind.
//!
//! Children run in process groups of their own, so a rustc and the linker it starts die
//! together, and Ctrl-C in a terminal reaches the bundler alone, which then cleans up.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::Mutex;

/// Where the scratch folders of checks go, relative to the workspace root.
pub const CHECK_DIR: &str = "target/bundle/.check";

struct Live {
    /// Set by [`interrupt`]: no new child or folder after that.
    stopping: bool,
    /// Process group ids (= the pids of the children that lead them).
    groups: Vec<i32>,
    folders: Vec<PathBuf>,
}

static LIVE: Mutex<Live> = Mutex::new(Live { stopping: false, groups: Vec::new(), folders: Vec::new() });

fn live() -> std::sync::MutexGuard<'static, Live> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// A scratch folder, removed when dropped (and on interruption); the `.check` folder above it
/// goes too once it is empty.
pub struct Folder {
    path: PathBuf,
}

impl Folder {
    /// Creates `root/target/bundle/.check/<name>`, empty.
    pub fn create(root: &Path, name: &str) -> std::io::Result<Folder> {
        let path = root.join(CHECK_DIR).join(name);
        let mut l = live();
        if l.stopping {
            return Err(std::io::Error::new(std::io::ErrorKind::Interrupted, "interrupted"));
        }
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path)?;
        l.folders.push(path.clone());
        Ok(Folder { path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let mut l = live();
        l.folders.retain(|f| f != &self.path);
        remove(&self.path);
    }
}

/// Removes a scratch folder and, when it was the last one, the empty `.check` folder above.
/// Called with the registry locked, so no other check creates a folder in between.
fn remove(path: &Path) {
    let _ = std::fs::remove_dir_all(path);
    if let Some(parent) = path.parent() {
        let _ = std::fs::remove_dir(parent);
    }
}

/// Starts `cmd` in a process group of its own, registered for [`interrupt`].
pub fn spawn(cmd: &mut Command) -> std::io::Result<Child> {
    let mut l = live();
    if l.stopping {
        return Err(std::io::Error::new(std::io::ErrorKind::Interrupted, "interrupted"));
    }
    let child = cmd.process_group(0).spawn()?;
    l.groups.push(child.id() as i32);
    Ok(child)
}

/// Forgets a child that has been waited for.
pub fn reaped(child_id: u32) {
    live().groups.retain(|&g| g != child_id as i32);
}

/// Runs `cmd` to completion like `Command::output`, as a registered child.
pub fn output(cmd: &mut Command) -> std::io::Result<std::process::Output> {
    let child = spawn(cmd.stdin(std::process::Stdio::null()).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()))?;
    let id = child.id();
    let out = child.wait_with_output();
    reaped(id);
    out
}

/// Kills every registered child's process group and removes every scratch folder; later
/// spawns and folders are refused. For the signal handler, which then exits.
pub fn interrupt() {
    let mut l = live();
    l.stopping = true;
    for &group in &l.groups {
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is involved.
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
    }
    l.groups.clear();
    for folder in std::mem::take(&mut l.folders) {
        remove(&folder);
    }
}

/// Installs the handler for SIGINT, SIGTERM and SIGHUP: clean up, then exit with 130.
pub fn install_interrupt_handler() {
    let _ = ctrlc::set_handler(|| {
        interrupt();
        eprintln!("interrupted: stopped the check and removed its scratch files");
        std::process::exit(130);
    });
}

/// The program `name` on PATH.
pub fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// A child run by wine: quiet, in a prefix of its own made once (the first run takes seconds).
pub fn wine_env(cmd: &mut Command) {
    cmd.env("WINEDEBUG", "-all");
    if std::env::var_os("WINEPREFIX").is_none() {
        if let Some(home) = std::env::var_os("HOME") {
            cmd.env("WINEPREFIX", PathBuf::from(home).join(".wine-bundler"));
        }
    }
}
