//! A Python file too slow as its judge's CPython, judged again as the
//! judge's PyPy: the verdict is that of the build that passes, as its
//! author would have submitted it (AtCoder's Python contestants submit as
//! PyPy for its speed). A PyPy that is not installed is named, never
//! replaced by CPython. The stress test asks [`pypy_after`] too, of its
//! first failure (`stress::as_pypy`).

use crate::build::{Interpreter, Recipe, Toolchain};
use crate::closing::Closing;
use crate::judges::Judge;

/// What a judging counted, as far as the choice between two builds needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// Every case judged, the failed ones, and of those past the time limit.
    pub cases: usize,
    pub failed: usize,
    pub slow: usize,
    /// Whether the build built.
    pub built: bool,
}

/// The PyPy of `judge`'s menu to judge a file again by, when `first` is
/// its CPython and the file was too slow there.
pub fn pypy_after(
    judge: &Judge,
    first: &Toolchain,
    counted: Counted,
) -> Option<&'static Toolchain> {
    let cpython = matches!(first.recipe, Recipe::Python(python) if python.interpreter == Interpreter::CPython);
    if !cpython || counted.slow == 0 {
        return None;
    }
    judge.builds.iter().find(|build| {
        matches!(build.recipe, Recipe::Python(python) if python.interpreter == Interpreter::PyPy)
    })
}

/// Which of the two judgings stands, and what the last line says: PyPy's
/// when it passes every case, else CPython's.
pub fn pick(pypy: &Toolchain, cpython: Counted, as_pypy: Counted) -> (Which, Closing) {
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
pub fn missing(pypy: &Toolchain, cpython: Counted) -> Option<Closing> {
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
    use crate::build::Family;
    use crate::judges::{ATCODER, LUOGU, POJ, UVA};

    fn counted(failed: usize, slow: usize) -> Counted {
        Counted {
            cases: 36,
            failed,
            slow,
            built: true,
        }
    }

    #[test]
    fn a_slow_file_is_judged_again_by_the_menus_first_pypy() {
        let cpython = ATCODER.default_build(Family::Python).unwrap();
        let pypy = pypy_after(&ATCODER, cpython, counted(7, 7)).unwrap();
        assert_eq!(pypy.menu, "Python (PyPy 3.10-v7.3.12)");
        assert_eq!(
            pypy_after(
                &LUOGU,
                LUOGU.default_build(Family::Python).unwrap(),
                counted(1, 1)
            )
            .unwrap()
            .name,
            "pypy3"
        );
        // Not when it was not too slow, nor from PyPy itself, nor where
        // the menu has no PyPy.
        assert_eq!(pypy_after(&ATCODER, cpython, counted(3, 0)), None);
        assert_eq!(pypy_after(&ATCODER, pypy, counted(7, 7)), None);
        let uva = UVA.default_build(Family::Python).unwrap();
        assert_eq!(pypy_after(&UVA, uva, counted(7, 7)), None);
        assert!(POJ.default_build(Family::Python).is_none());
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
        let unbuilt = Counted {
            built: false,
            ..counted(0, 0)
        };
        assert_eq!(pick(pypy, counted(7, 7), unbuilt).0, Which::CPython);
    }
}
