//! A Python file too slow as its judge's CPython, judged again as the
//! judge's PyPy: the verdict is that of the build that passes, as its
//! author would have submitted it (AtCoder's Python contestants submit as
//! PyPy for its speed). A PyPy that is not installed is named, never
//! replaced by CPython. The stress test asks [`pypy_after`] too, of its
//! first failure (`stress::as_pypy`). Which judging stands, and what the
//! last line says of it, is [`crate::report::closing::pick`]'s.

use crate::build::menus::Judge;
use crate::build::{Interpreter, Recipe, Toolchain};

/// What a judging counted, as far as the choice between two builds needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Every case judged, the failed ones, and of those past the time limit.
    pub cases: usize,
    pub failed: usize,
    pub slow: usize,
    /// Whether the build built.
    pub built: bool,
}

/// The PyPy of `judge`'s menu to judge a file again by, when `first` is
/// its CPython and the file was too slow there.
pub fn pypy_after(judge: &Judge, first: &Toolchain, counted: Tally) -> Option<&'static Toolchain> {
    let cpython = matches!(first.recipe, Recipe::Python(python) if python.interpreter == Interpreter::CPython);
    if !cpython || counted.slow == 0 {
        return None;
    }
    judge.builds.iter().find(|build| {
        matches!(build.recipe, Recipe::Python(python) if python.interpreter == Interpreter::PyPy)
    })
}

/// A built judging of 36 cases, `failed` of them failed, `slow` of those
/// past the time limit: for the tests here and of what reads a tally.
#[cfg(test)]
pub(crate) fn counted(failed: usize, slow: usize) -> Tally {
    Tally {
        cases: 36,
        failed,
        slow,
        built: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::menus::{ATCODER, LUOGU, POJ, UVA};
    use crate::build::Family;

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
}
