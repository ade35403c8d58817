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
        let error = std::fs::read("/no/such/file")
            .map_err(FileError::on("read", Path::new("/no/such/file")))
            .unwrap_err();
        let text = error.to_string();
        assert!(text.starts_with("cannot read /no/such/file: "), "{}", text);
        assert!(text.contains("No such file"), "{}", text);
        assert!(std::error::Error::source(&error).is_some());
    }
}
