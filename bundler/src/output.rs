//! Writing a bundle atomically: a temporary file in the same directory, then a rename, so a
//! failure never leaves a partial file and never touches the previous good bundle.

use crate::error::{Error, Result};
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
