//! Writing a bundle atomically: a temporary file in the same directory, then a rename, so a
//! failure never leaves a partial file and never touches the previous good bundle.

use crate::base::error::{Error, Result};
use std::io::Write;
use std::path::Path;

/// Writes `contents` to `root/rel`, creating directories as needed.
pub fn write_atomically(root: &Path, rel: &str, contents: &str) -> Result<()> {
    let path = root.join(rel);
    let dir = path.parent().expect("an output file has a directory");
    let fail = |what: &str, e: std::io::Error| {
        Error::new(format!("cannot {}: {}", what, e))
            .at(rel)
            .help("check that target/ is writable (permissions, disk space), then run again")
    };
    std::fs::create_dir_all(dir).map_err(|e| fail("create the output directory", e))?;
    // Named after the file, so that a bundle and its line map never share a temporary.
    let name = path.file_name().map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    let tmp = dir.join(format!(".{}.tmp-{}", name, std::process::id()));
    let result = (|| -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, &path)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(fail("write the bundle", e));
    }
    Ok(())
}

/// [`write_atomically`], unless `root/rel` already holds exactly `contents`: a cached run
/// then writes nothing (a write is a file sync). Reading the file is not an input of any bundle.
pub fn write_if_changed(root: &Path, rel: &str, contents: &str) -> Result<()> {
    if std::fs::read(root.join(rel)).map_or(false, |old| old == contents.as_bytes()) {
        return Ok(());
    }
    write_atomically(root, rel, contents)
}
