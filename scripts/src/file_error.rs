//! A file or folder the judge could not read, write, make or remove: the
//! one error every layer gives for it, `cannot make work/builds: ...`.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// What the judge could not do to `path`, and the system's reason.
#[derive(Debug)]
pub struct FileError {
    /// `read`, `write`, `make`, `remove`, as the message says it.
    pub doing: &'static str,
    pub path: PathBuf,
    pub error: io::Error,
}

impl FileError {
    /// A closure for `map_err`: `doing` to `path` failed.
    pub fn on(doing: &'static str, path: &Path) -> impl FnOnce(io::Error) -> FileError {
        let path = path.to_path_buf();
        move |error| FileError { doing, path, error }
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot {} {}: {}",
            self.doing,
            self.path.display(),
            self.error
        )
    }
}

impl std::error::Error for FileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_says_what_could_not_be_done_to_which_path_and_why() {
        let path = Path::new("/no/such/file");
        let system = std::fs::read(path).unwrap_err().to_string();
        let error = std::fs::read(path)
            .map_err(FileError::on("read", path))
            .unwrap_err();
        // The system's own words, whichever system (Windows: "The system
        // cannot find the path specified").
        assert_eq!(
            error.to_string(),
            format!("cannot read {}: {}", path.display(), system)
        );
        let source = std::error::Error::source(&error).map(|e| e.to_string());
        assert_eq!(source, Some(system));
    }
}
