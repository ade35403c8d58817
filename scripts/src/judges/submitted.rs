//! A file judged as its author would submit it: by the first build of its
//! judge's menu that takes it, the menu's other builds of its family tried
//! when the first refuses it, and what a build of the judge's past means
//! today.

use super::Judge;
use crate::build::{Family, Toolchain};
use std::path::Path;

/// Builds `solution` by `first`; when that fails and a `menu` is given,
/// by each other build of that judge's menu for the same family in turn,
/// the first that builds it winning (a file judged as its author would
/// submit it). `strict`: a warning fails a build. On failure, the first
/// build's message and, for the judge's own builds, which of its menu's
/// entries were tried and which are not emulated here.
///
/// `build` builds by one toolchain (through the build cache, say); a
/// build of the judge's past is checked by today's, built from `solution`
/// into `parent` (and removed), to say whether it takes the file. Gives
/// what it built and, when that is not by `first`, the note for the build
/// line that says how the build used differs from the one asked for.
pub fn as_submitted<T>(
    menu: Option<&Judge>,
    first: &'static Toolchain,
    solution: &Path,
    parent: &Path,
    strict: bool,
    mut build: impl FnMut(&'static Toolchain) -> Result<T, String>,
) -> Result<(T, Option<String>), String> {
    let log = match build(first) {
        Ok(built) => {
            // A build of the judge's past is said so, with what today's
            // build of the judge makes of the file.
            let note = menu.and_then(|judge| {
                era(judge, first).map(|era| {
                    format!(
                        "built as {}'s {} (--build {}): {}",
                        judge.name,
                        first.menu,
                        first.name,
                        today(judge, era, solution, parent, strict)
                    )
                })
            });
            return Ok((built, note));
        }
        Err(log) => log,
    };
    let judge = match menu {
        // A compile stopped by a limit says nothing of whether the file
        // builds: the judge's answer is that CE, whatever its other builds do.
        Some(judge) if !crate::verdict::compile_stopped(&log) => judge,
        _ => return Err(log),
    };
    let family = first.family();
    let others = judge
        .builds
        .iter()
        .filter(|build| build.family() == family && build.name != first.name);
    let mut tried = vec![first.menu];
    for other in others {
        if let Ok(built) = build(other) {
            let why = family
                .first_error(&log)
                .map_or_else(String::new, |error| format!(" ({})", error));
            let how = match era(judge, other) {
                Some(era) => today(judge, era, solution, parent, strict),
                None => "submit it as that".to_string(),
            };
            let note = format!(
                "does not build as {}'s {}{}; built as {}'s {} (--build {}): {}",
                judge.name, first.menu, why, judge.name, other.menu, other.name, how
            );
            return Ok((built, Some(note)));
        }
        tried.push(other.menu);
    }
    let missing = not_emulated(judge, family);
    if tried.len() == 1 && missing.is_none() {
        return Err(log);
    }
    // Said before the compiler's log, which a CE line shows only the
    // start of.
    let mut text = format!(
        "no build of {}'s menu for {} here builds it (tried {})",
        judge.name,
        family.name(),
        tried.join(", ")
    );
    if let Some(missing) = missing {
        text.push_str(&format!(
            "; not emulated here: {}, so this CE stands for the emulated builds only",
            missing
        ));
    }
    text.push('\n');
    text.push_str(log.trim_end());
    Err(text)
}

/// A build of a judge's past: the judge, the build's name, what it was,
/// the name of the build the judge has in its place today, and what that is.
struct Era {
    judge: &'static str,
    build: &'static str,
    was: &'static str,
    today: &'static str,
    now_is: &'static str,
}

/// ZOJ's g++ and gcc on acm.zju.edu.cn, which its published solutions
/// were accepted by, are gone: today's ZOJ, on pintia.cn, builds C++17.
const ERAS: &[Era] = &[
    Era {
        judge: "ZOJ",
        build: "g++-2000s",
        was: "ZOJ's g++ on acm.zju.edu.cn, C++98, the build its published Accepted solutions had",
        today: "c++",
        now_is: "today's ZOJ, on pintia.cn, builds C++17",
    },
    Era {
        judge: "ZOJ",
        build: "gcc-2000s",
        was: "ZOJ's gcc on acm.zju.edu.cn, C90, the build its published Accepted solutions had",
        today: "c",
        now_is: "today's ZOJ, on pintia.cn, builds C (C11 assumed)",
    },
];

/// The era `build` of `judge` belongs to, when it is one of the past.
fn era(judge: &Judge, build: &Toolchain) -> Option<&'static Era> {
    ERAS.iter()
        .find(|era| era.judge == judge.name && era.build == build.name)
}

/// What is true of a file built by a build of the judge's past: what that
/// build was, and whether the judge's build of today takes the file (it
/// is built once more to know).
fn today(judge: &Judge, era: &Era, solution: &Path, parent: &Path, strict: bool) -> String {
    let now = match judge.build(era.today) {
        Some(now) => now,
        None => return era.was.to_string(),
    };
    let there = match now.build(solution, parent, strict) {
        Ok(built) => {
            let _ = std::fs::remove_dir_all(&built.folder);
            "it builds there too".to_string()
        }
        Err(log) => match now.family().first_error(&log) {
            Some(error) => format!("it would be CE there ({})", error),
            None => "it would be CE there".to_string(),
        },
    };
    format!(
        "{}; {} (--build {}): {}",
        era.was, era.now_is, now.name, there
    )
}

/// The entries of a judge's menu for `family` that nothing here stands
/// in for, as its pages name them.
fn not_emulated(judge: &Judge, family: Family) -> Option<&'static str> {
    NOT_EMULATED
        .iter()
        .find(|(name, of, _)| *name == judge.name && *of == family)
        .map(|(_, _, entries)| *entries)
}

/// POJ's "C++" and "C" are MS VC++ 2008 (its FAQ), HDU's "C++" and "C"
/// MS VC++ (its FAQ): no compiler here is one.
const NOT_EMULATED: &[(&str, Family, &str)] = &[
    ("POJ", Family::Cpp, "POJ's C++ (MS VC++ 2008)"),
    ("POJ", Family::C, "POJ's C (MS VC++ 2008)"),
    ("HDU", Family::Cpp, "HDU's C++ (MS VC++)"),
    ("HDU", Family::C, "HDU's C (MS VC++)"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judges::{HDU, UVA};

    /// What `as_submitted` gives: the build's note, or the CE.
    type Submitted = Result<((), Option<String>), String>;

    /// The builds `as_submitted` tries, with what each answers.
    fn submitted(
        judge: &Judge,
        answer: impl Fn(&Toolchain) -> Result<(), String>,
    ) -> (Submitted, Vec<&'static str>) {
        let first = judge.default_build(Family::Cpp).unwrap();
        let mut tried = Vec::new();
        let path = Path::new("solution.cpp");
        let result = as_submitted(Some(judge), first, path, path, false, |build| {
            tried.push(build.name);
            answer(build)
        });
        (result, tried)
    }

    #[test]
    fn a_compile_stopped_by_a_limit_is_ce_with_no_other_build_tried() {
        let (result, tried) = submitted(&UVA, |build| match build.name {
            "c++11" => Err("compile took longer than 10 s, the judges' limit".to_string()),
            _ => Ok(()),
        });
        assert_eq!(
            result,
            Err("compile took longer than 10 s, the judges' limit".to_string())
        );
        assert_eq!(tried, ["c++11"]);
        // Refused by the compiler: the menu's other C++ build is tried.
        let (result, tried) = submitted(&UVA, |build| match build.name {
            "c++11" => Err("x.cpp:39:5: error: reference to 'hash' is ambiguous".to_string()),
            _ => Ok(()),
        });
        assert!(result
            .unwrap()
            .1
            .unwrap()
            .contains("built as UVa's C++ 5.3.0"));
        assert_eq!(tried, ["c++11", "c++"]);
    }

    #[test]
    fn what_no_build_takes_is_said_before_the_compilers_log() {
        let log: String = (1..=100)
            .map(|n| format!("x.cpp:{}: error: no\n", n))
            .collect();
        let (result, _) = submitted(&HDU, |_| Err(log.clone()));
        let text = result.unwrap_err();
        let first = text.lines().next().unwrap();
        assert!(
            first.starts_with("no build of HDU's menu for C++ here builds it")
                && first.contains("not emulated here: HDU's C++ (MS VC++)"),
            "{}",
            first
        );
        assert!(text.ends_with(log.trim_end()));
    }
}
