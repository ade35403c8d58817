//! A file built as its author would submit it: by the first build of its
//! judge's menu that takes it, the menu's other builds of its family tried
//! when the first refuses it, and what a build of the judge's past means
//! today. Every build goes through the build cache.

use super::Judge;
use crate::build::cache::{self, Built};
use crate::build::{BuildError, Era, Family, MenuTried, Toolchain};
use std::fs;
use std::path::Path;

/// A file to build, and how.
pub struct Submission<'a> {
    /// The build asked for: the judge's first for the file's family, or
    /// the one `--build` names.
    pub first: &'static Toolchain,
    /// The judge whose menu's other builds of the family are tried when
    /// `first` refuses the file; `None` when `--build` named the build.
    pub menu: Option<&'a Judge>,
    pub solution: &'a Path,
    /// The judge's work folder: the builds and the build cache are there.
    pub work: &'a Path,
    /// Whether a warning fails a build.
    pub strict: bool,
}

/// A file built, and why by that build when it is not simply the one
/// asked for.
pub struct Submitted {
    pub built: Built,
    pub chosen: Option<Chosen>,
}

/// Why a file was built as it was, beyond the build asked for: for the
/// build line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// The build asked for, of `judge`'s past, built it: what today's
    /// build of the judge makes of it.
    OfThePast {
        judge: &'static str,
        build: &'static Toolchain,
        today: Today,
    },
    /// `first` refused the file (the compiler's first `error`, where its
    /// log names one); `used`, of the same menu, built it (and `today`
    /// says what the judge's build of today makes of it, when `used` is of
    /// the judge's past).
    FellBack {
        judge: &'static str,
        first: &'static Toolchain,
        error: Option<String>,
        used: &'static Toolchain,
        today: Option<Today>,
    },
}

/// What the judge's build of today makes of a file that a build of its
/// past built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Today {
    pub era: Era,
    pub answer: Answer,
}

/// Whether a build takes a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Builds,
    /// It refuses it: the compiler's first error, where its log names one.
    Refuses {
        error: Option<String>,
    },
    /// It could not be known: why (a limit stopped the compile, a tool is
    /// missing).
    Unknown {
        why: String,
    },
}

/// Builds the file of `submission` by its first build; when that refuses
/// the file and a menu is given, by each other build of that menu for the
/// same family in turn, the first that builds it winning. A compile
/// stopped by a limit, starved, or missing a tool is the answer as it is:
/// it says nothing of whether the file builds.
pub fn as_submitted(submission: &Submission) -> Result<Submitted, BuildError> {
    let first = submission.first;
    let error = match submission.build(first) {
        Ok(built) => {
            let chosen = match (submission.menu, first.era) {
                (Some(judge), Some(era)) => Some(Chosen::OfThePast {
                    judge: judge.name,
                    build: first,
                    today: submission.today(era),
                }),
                _ => None,
            };
            return Ok(Submitted { built, chosen });
        }
        Err(error) => error,
    };
    let judge = match submission.menu {
        Some(judge) if error.falls_back() => judge,
        _ => return Err(error),
    };
    let mut tried = vec![first.menu];
    for other in others(judge, first) {
        if let Ok(built) = submission.build(other) {
            let chosen = Chosen::FellBack {
                judge: judge.name,
                first,
                error: error.first_error(first.family()),
                used: other,
                today: other.era.map(|era| submission.today(era)),
            };
            return Ok(Submitted {
                built,
                chosen: Some(chosen),
            });
        }
        tried.push(other.menu);
    }
    Err(none_built(judge, first.family(), tried, error))
}

/// The builds of `judge`'s menu for `first`'s family but `first`, in the
/// menu's order.
fn others(judge: &Judge, first: &Toolchain) -> Vec<&'static Toolchain> {
    judge
        .builds
        .iter()
        .filter(|build| build.family() == first.family() && build.name != first.name)
        .collect()
}

/// Why no build of `judge`'s menu for `family` built a file, the first
/// failing for `first`: that error alone when it was the only build tried
/// and the menu has no entry of the family that is not emulated; else the
/// builds tried and the entries not emulated, before it.
fn none_built(
    judge: &Judge,
    family: Family,
    tried: Vec<&'static str>,
    first: BuildError,
) -> BuildError {
    let not_emulated = judge.not_emulated(family);
    if tried.len() == 1 && not_emulated.is_empty() {
        return first;
    }
    BuildError::NoMenuBuild(Box::new(MenuTried {
        judge: judge.name,
        family,
        tried,
        not_emulated,
        first,
    }))
}

impl Submission<'_> {
    /// Builds by `toolchain` as this machine makes it, through the cache.
    fn build(&self, toolchain: &Toolchain) -> Result<Built, BuildError> {
        cache::build(
            &toolchain.as_built_here(),
            self.solution,
            self.work,
            self.strict,
        )
    }

    /// What the judge's build of today makes of the file: it is built
    /// once more (through the cache) to know, and that build removed.
    fn today(&self, era: Era) -> Today {
        let answer = match self.build(era.today) {
            Ok(built) => {
                let _ = fs::remove_dir_all(&built.build.folder);
                Answer::Builds
            }
            Err(error) if error.falls_back() => Answer::Refuses {
                error: error.first_error(era.today.family()),
            },
            Err(error) => Answer::Unknown {
                why: error.limit_text().unwrap_or_else(|| error.to_string()),
            },
        };
        Today { era, answer }
    }
}

impl Chosen {
    /// The build line's note: `built as ZOJ's C++ (g++ 4.7.2,
    /// acm.zju.edu.cn) (--build g++-2000s): ...`, `does not build as
    /// UVa's C++11 5.3.0 (line 50: ...); built as UVa's C++ 5.3.0 (--build
    /// c++): submit it as that`.
    pub fn text(&self) -> String {
        match self {
            Chosen::OfThePast {
                judge,
                build,
                today,
            } => format!(
                "built as {}'s {} (--build {}): {}",
                judge,
                build.menu,
                build.name,
                today.text()
            ),
            Chosen::FellBack {
                judge,
                first,
                error,
                used,
                today,
            } => format!(
                "does not build as {}'s {}{}; built as {}'s {} (--build {}): {}",
                judge,
                first.menu,
                error
                    .as_ref()
                    .map_or_else(String::new, |error| format!(" ({})", error)),
                judge,
                used.menu,
                used.name,
                today
                    .as_ref()
                    .map_or_else(|| "submit it as that".to_string(), Today::text)
            ),
        }
    }
}

impl Today {
    /// What the build of the past was, and whether today's takes the file.
    pub fn text(&self) -> String {
        let there = match &self.answer {
            Answer::Builds => "it builds there too".to_string(),
            Answer::Refuses { error: Some(error) } => format!("it would be CE there ({})", error),
            Answer::Refuses { error: None } => "it would be CE there".to_string(),
            Answer::Unknown { why } => format!("whether it builds there is not known ({})", why),
        };
        format!(
            "{}; {} (--build {}): {}",
            self.era.was, self.era.now_is, self.era.today.name, there
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::menus::{HDU, POJ, UVA, ZOJ};

    #[test]
    fn the_other_builds_tried_are_the_menus_of_the_same_family_in_order() {
        let names = |judge: &'static Judge, first: &str| -> Vec<&str> {
            others(judge, judge.build(first).unwrap())
                .iter()
                .map(|build| build.name)
                .collect()
        };
        assert_eq!(names(&UVA, "c++11"), ["c++"]);
        assert_eq!(names(&ZOJ, "g++-2000s"), ["c++"]);
        assert_eq!(names(&ZOJ, "gcc-2000s"), ["c"]);
        assert!(names(&POJ, "g++").is_empty());
    }

    #[test]
    fn a_menu_that_builds_nothing_names_what_was_tried_and_what_is_not_emulated() {
        // One build tried, nothing unemulated: the compiler's error as it is.
        let alone = none_built(
            &UVA,
            Family::Cpp,
            vec!["C++11 5.3.0"],
            BuildError::failed("log"),
        );
        assert_eq!(alone, BuildError::failed("log"));
        let both = none_built(
            &UVA,
            Family::Cpp,
            vec!["C++11 5.3.0", "C++ 5.3.0"],
            BuildError::failed("x"),
        );
        match both {
            BuildError::NoMenuBuild(menu) => {
                assert_eq!(menu.tried, ["C++11 5.3.0", "C++ 5.3.0"]);
                assert!(menu.not_emulated.is_empty());
                assert_eq!(menu.first, BuildError::failed("x"));
            }
            other => panic!("{:?}", other),
        }
        // HDU's C++ is MS VC++: named, even with one build tried.
        match none_built(&HDU, Family::Cpp, vec!["G++"], BuildError::failed("x")) {
            BuildError::NoMenuBuild(menu) => {
                assert_eq!(menu.not_emulated, ["HDU's C++ (MS VC++)"]);
            }
            other => panic!("{:?}", other),
        }
        assert_eq!(POJ.not_emulated(Family::C), ["POJ's C (MS VC++ 2008)"]);
        assert!(POJ.not_emulated(Family::Java).is_empty());
    }

    #[test]
    fn a_build_of_the_past_names_the_judges_build_of_today() {
        let old = ZOJ.build("g++-2000s").unwrap();
        let era = old.era.unwrap();
        assert_eq!(era.today, ZOJ.build("c++").unwrap());
        assert!(ZOJ.builds.iter().filter(|b| b.era.is_some()).count() == 2);
        let chosen = Chosen::OfThePast {
            judge: "ZOJ",
            build: old,
            today: Today {
                era,
                answer: Answer::Refuses {
                    error: Some("line 3: `gets` was not declared".to_string()),
                },
            },
        };
        assert_eq!(
            chosen.text(),
            "built as ZOJ's C++ (g++ 4.7.2, acm.zju.edu.cn) (--build g++-2000s): ZOJ's g++ on \
             acm.zju.edu.cn, C++98, the build its published Accepted solutions had; today's \
             ZOJ, on pintia.cn, builds C++17 (--build c++): it would be CE there (line 3: \
             `gets` was not declared)"
        );
    }

    #[test]
    fn a_fallback_says_why_the_first_refused_and_how_to_submit() {
        let chosen = Chosen::FellBack {
            judge: "UVa",
            first: UVA.build("c++11").unwrap(),
            error: Some("line 50: reference to `hash` is ambiguous".to_string()),
            used: UVA.build("c++").unwrap(),
            today: None,
        };
        assert_eq!(
            chosen.text(),
            "does not build as UVa's C++11 5.3.0 (line 50: reference to `hash` is ambiguous); \
             built as UVa's C++ 5.3.0 (--build c++): submit it as that"
        );
    }
}
