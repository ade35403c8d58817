//! What a judging's last line says beyond its figures, where the figures
//! alone would mislead: a language the judge refuses, the build of the
//! menu that passed where the first was too slow, a volume the judge's
//! data may hold, a memory a 32-bit build may fit. A value, rendered as
//! text and as JSON.

use crate::build::retry::Tally;
use crate::build::Toolchain;
use crate::json::Value;
use crate::judging::verdict::{mebibytes, seconds};
use std::time::Duration;

/// One closing statement of a judging.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Closing {
    /// The judge does not take the file's language: CE there, so here.
    Refused {
        /// What it takes, and the command that judges the file anyway.
        why: String,
    },
    /// Judged by a build here (`--build here-python3`), though the judge
    /// refuses the language.
    Anyway {
        judge: &'static str,
        language: &'static str,
    },
    /// Too slow as the menu's CPython, right as its PyPy.
    AsPyPy {
        /// The PyPy's menu name: `Python (PyPy 3.10-v7.3.12)`.
        menu: &'static str,
        /// CPython's cases past the time limit, of `cases`.
        slow: usize,
        cases: usize,
    },
    /// Too slow as CPython, and failing as PyPy too.
    NotAsPyPy {
        menu: &'static str,
        slow: usize,
        /// PyPy's failed cases, and of those past the time limit.
        failed: usize,
        slow_too: usize,
        cases: usize,
    },
    /// Too slow as CPython; the menu's PyPy could not be run here.
    PyPyMissing {
        menu: &'static str,
        slow: usize,
        cases: usize,
        /// What is missing, with how to get it.
        missing: String,
    },
    /// Right on every case that counts; too slow on a case of a volume
    /// that no evidence says the judge's data holds, or does not.
    Volume {
        /// The problem's short name: `UVa 10085`.
        problem: &'static str,
        /// The case's volume: `9 starts`.
        of: &'static str,
        cpu: Duration,
        limit: Duration,
    },
    /// Past the memory limit as a 64-bit build, where the judge's build is
    /// 32-bit and this machine builds none: a pointer-heavy program may fit
    /// there.
    Memory64 {
        judge: &'static str,
        used_kib: u64,
        limit_kib: u64,
        /// Why nothing here builds 32-bit.
        why: String,
    },
}

impl Closing {
    /// Its name in the JSON summary: `refused`, `as_pypy`, ...
    pub fn name(&self) -> &'static str {
        match self {
            Closing::Refused { .. } => "refused",
            Closing::Anyway { .. } => "anyway",
            Closing::AsPyPy { .. } => "as_pypy",
            Closing::NotAsPyPy { .. } => "not_as_pypy",
            Closing::PyPyMissing { .. } => "pypy_missing",
            Closing::Volume { .. } => "volume",
            Closing::Memory64 { .. } => "memory_64_bit",
        }
    }

    /// The statement, one line.
    pub fn text(&self) -> String {
        let of = |n: usize, cases: usize| format!("{} of {} cases", n, cases);
        match self {
            Closing::Refused { why } => format!("CE: {}", why),
            Closing::Anyway { judge, language } => format!(
                "judged by a build here: {} takes no {} (CE there)",
                judge, language
            ),
            Closing::AsPyPy { menu, slow, cases } => format!(
                "AC as {} (CPython: TLE on {}): submit it as PyPy",
                menu,
                of(*slow, *cases)
            ),
            Closing::NotAsPyPy {
                menu,
                slow,
                failed,
                slow_too,
                cases,
            } => format!(
                "TLE as CPython on {}; as {} too, {} failed ({} TLE)",
                of(*slow, *cases),
                menu,
                of(*failed, *cases),
                slow_too
            ),
            Closing::PyPyMissing {
                menu,
                slow,
                cases,
                missing,
            } => format!(
                "TLE as CPython on {}; not judged as {}, which may pass: missing {}",
                of(*slow, *cases),
                menu,
                missing
            ),
            Closing::Volume {
                problem,
                of,
                cpu,
                limit,
            } => format!(
                "AC on the statement's cases; TLE at a volume {}'s data may hold ({} of {} \
                 on {})",
                problem,
                seconds(*cpu),
                seconds(*limit),
                of
            ),
            Closing::Memory64 {
                judge,
                used_kib,
                limit_kib,
                why,
            } => format!(
                "MLE as a 64-bit build ({} of {}): {}'s build is 32-bit, where a pointer-heavy \
                 program like this one may fit; not judged 32-bit here: {}",
                mebibytes(*used_kib),
                mebibytes(*limit_kib),
                judge,
                why
            ),
        }
    }

    /// `{"kind": "as_pypy", "text": "..."}`.
    pub fn json(&self) -> Value {
        Value::Object(vec![
            ("kind".into(), Value::String(self.name().to_string())),
            ("text".into(), Value::String(self.text())),
        ])
    }
}

/// Which of the two judgings stands, and what the last line says: PyPy's
/// when it passes every case, else CPython's.
pub fn pick(pypy: &Toolchain, cpython: Tally, as_pypy: Tally) -> (Which, Closing) {
    if as_pypy.built && as_pypy.failed == 0 {
        return (
            Which::PyPy,
            Closing::AsPyPy {
                menu: pypy.menu,
                slow: cpython.slow,
                cases: cpython.cases,
            },
        );
    }
    (
        Which::CPython,
        Closing::NotAsPyPy {
            menu: pypy.menu,
            slow: cpython.slow,
            failed: if as_pypy.built {
                as_pypy.failed
            } else {
                as_pypy.cases
            },
            slow_too: as_pypy.slow,
            cases: cpython.cases,
        },
    )
}

/// The judging that stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    CPython,
    PyPy,
}

/// Why PyPy was not tried: `pypy3` missing, said with how to get it.
pub fn missing(pypy: &Toolchain, cpython: Tally) -> Option<Closing> {
    let missing = pypy.missing_tools();
    if missing.is_empty() {
        return None;
    }
    Some(Closing::PyPyMissing {
        menu: pypy.menu,
        slow: cpython.slow,
        cases: cpython.cases,
        missing: missing.join("; "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::menus::ATCODER;
    use crate::build::retry::counted;

    #[test]
    fn each_closing_says_what_was_found_plainly() {
        let pypy = Closing::AsPyPy {
            menu: "Python (PyPy 3.10-v7.3.12)",
            slow: 7,
            cases: 36,
        };
        assert_eq!(
            pypy.text(),
            "AC as Python (PyPy 3.10-v7.3.12) (CPython: TLE on 7 of 36 cases): submit it as PyPy"
        );
        let volume = Closing::Volume {
            problem: "ZOJ 1217",
            of: "100 boards",
            cpu: Duration::from_millis(3270),
            limit: Duration::from_secs(2),
        };
        assert_eq!(
            volume.text(),
            "AC on the statement's cases; TLE at a volume ZOJ 1217's data may hold \
             (3.27 s of 2.00 s on 100 boards)"
        );
        let value = volume.json();
        assert_eq!(value.get("kind").unwrap().as_str(), Some("volume"));
        assert!(Closing::Refused {
            why: "POJ takes C".to_string()
        }
        .text()
        .starts_with("CE: "));
    }

    #[test]
    fn the_build_that_passes_stands() {
        let pypy = ATCODER.build("pypy3").unwrap();
        let (which, closing) = pick(pypy, counted(7, 7), counted(0, 0));
        assert_eq!(which, Which::PyPy);
        assert_eq!(
            closing.text(),
            "AC as Python (PyPy 3.10-v7.3.12) (CPython: TLE on 7 of 36 cases): submit it as PyPy"
        );
        let (which, closing) = pick(pypy, counted(7, 7), counted(2, 2));
        assert_eq!(which, Which::CPython);
        assert_eq!(
            closing,
            Closing::NotAsPyPy {
                menu: "Python (PyPy 3.10-v7.3.12)",
                slow: 7,
                failed: 2,
                slow_too: 2,
                cases: 36
            }
        );
        let unbuilt = Tally {
            built: false,
            ..counted(0, 0)
        };
        assert_eq!(pick(pypy, counted(7, 7), unbuilt).0, Which::CPython);
    }
}
