//! Python: compiled first (a syntax error is a compile error, with its
//! line), then run by the interpreter.

use std::ffi::{OsStr, OsString};

/// A judge's Python build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Python;

impl Python {
    /// The interpreter: `python3` on `PATH`.
    pub(super) fn interpreter(&self) -> OsString {
        "python3".into()
    }

    pub(super) fn missing(&self) -> Option<String> {
        crate::tools::on_path("python3")
            .is_none()
            .then(|| "python3".to_string())
    }

    pub(super) fn compile_line(&self, source: &OsStr) -> Vec<OsString> {
        vec![
            self.interpreter(),
            "-c".into(),
            "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')".into(),
            source.to_os_string(),
        ]
    }
}
