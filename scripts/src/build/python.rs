//! Python: compiled first (a syntax error is a compile error, with its
//! line), then run by the interpreter a judge names: CPython or PyPy.

use std::ffi::{OsStr, OsString};

/// A judge's Python build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Python {
    pub interpreter: Interpreter,
}

/// The Python a judge runs a file with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interpreter {
    /// CPython, `python3` here.
    CPython,
    /// PyPy, its JIT several times faster on loops: `pypy3` here.
    PyPy,
}

impl Interpreter {
    /// Its name, for messages: `CPython`, `PyPy`.
    pub fn name(&self) -> &'static str {
        match self {
            Interpreter::CPython => "CPython",
            Interpreter::PyPy => "PyPy",
        }
    }
}

/// CPython's build.
pub const CPYTHON: Python = Python {
    interpreter: Interpreter::CPython,
};

/// PyPy's build.
pub const PYPY: Python = Python {
    interpreter: Interpreter::PyPy,
};

/// PyPy's names on `PATH`: `pypy3`, and on Windows also `pypy` (its
/// download holds both).
const PYPYS: &[&str] = if cfg!(windows) {
    &["pypy3", "pypy"]
} else {
    &["pypy3"]
};

impl Python {
    /// The interpreter as found on `PATH`: CPython's `python3` (on
    /// Windows also `py` or `python`), PyPy's `pypy3`; its usual name
    /// when it is missing.
    pub(super) fn interpreter(&self) -> OsString {
        self.found().unwrap_or_else(|| match self.interpreter {
            Interpreter::CPython => "python3".into(),
            Interpreter::PyPy => "pypy3".into(),
        })
    }

    fn found(&self) -> Option<OsString> {
        match self.interpreter {
            Interpreter::CPython => crate::build::tools::python(),
            Interpreter::PyPy => crate::build::tools::first_on_path(PYPYS),
        }
    }

    /// The interpreter when it cannot be found, with how to get it: a
    /// PyPy build is never run by CPython instead.
    pub(super) fn missing(&self) -> Option<String> {
        if self.found().is_some() {
            return None;
        }
        Some(match self.interpreter {
            Interpreter::CPython if cfg!(windows) => {
                "Python 3: python3, py or python on PATH".to_string()
            }
            Interpreter::CPython => "python3".to_string(),
            Interpreter::PyPy => "pypy3, which runs the judge's PyPy (Debian and Ubuntu: \
                                  apt-get install pypy3; macOS: brew install pypy3; or \
                                  pypy.org/download.html), never CPython in its place"
                .to_string(),
        })
    }

    /// A check that the file compiles, by the interpreter that runs it.
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
