//! Python: compiled first (a syntax error is a compile error, with its
//! line), then run by the interpreter.

use std::ffi::{OsStr, OsString};

/// A judge's Python build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Python;

impl Python {
    /// The interpreter: `python3` on `PATH` (on Windows also `py` or
    /// `python`).
    pub(super) fn interpreter(&self) -> OsString {
        crate::tools::python().unwrap_or_else(|| "python3".into())
    }

    pub(super) fn missing(&self) -> Option<String> {
        crate::tools::python().is_none().then(|| {
            if cfg!(windows) {
                "Python 3: python3, py or python on PATH".to_string()
            } else {
                "python3".to_string()
            }
        })
    }

    pub(super) fn compile_line(&self, source: &OsStr) -> Vec<OsString> {
        vec![
            self.interpreter(),
            "-c".into(),
            // Double quotes inside, so that the shown line quotes simply.
            r#"import sys; compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")"#.into(),
            source.to_os_string(),
        ]
    }
}
