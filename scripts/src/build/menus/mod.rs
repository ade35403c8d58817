//! The online judges and their language menus, each build a
//! [`Toolchain`] constant: what the judge runs, and what stands in for it
//! here. The problems point at their judge.

mod acwing;
mod aizu;
mod atcoder;
mod baekjoon;
mod beecrowd;
mod builds;
mod hdu;
mod lanqiao;
mod lightoj;
mod local;
mod luogu;
mod mipt;
mod nthu;
mod poj;
mod selftest;
mod submitted;
mod tioj;
mod uva;
mod zoj;

pub use acwing::ACWING;
pub use aizu::AIZU;
pub use atcoder::ATCODER;
pub use baekjoon::BAEKJOON;
pub use beecrowd::BEECROWD;
pub use hdu::HDU;
pub use lanqiao::LANQIAO;
pub use lightoj::LIGHTOJ;
pub use local::{local, strict, CODEFORCES_RUST, LOCAL, STRICT};
pub use luogu::{LUOGU, LUOGU_RUST};
pub use mipt::MIPT;
pub use nthu::NTHU;
pub use poj::POJ;
pub use selftest::{check, check_all, program, Checked, EXPECTED, INPUT};
pub use submitted::{as_submitted, Answer, Chosen, Submission, Submitted, Today};
pub use tioj::TIOJ;
pub use uva::UVA;
pub use zoj::ZOJ;

use crate::build::{Family, Toolchain};

/// An online judge.
#[derive(Debug)]
pub struct Judge {
    pub name: &'static str,
    /// Its language menu, as built here; the first build of each family is
    /// the one a file of that family gets unless `--build` picks another.
    pub builds: &'static [Toolchain],
    /// The languages it takes, with where that list is from.
    pub takes: Takes,
    /// The entries of its menu that no build here stands in for (POJ's
    /// and HDU's MS VC++, by their FAQs): a CE here is the emulated
    /// builds' only.
    pub not_emulated: &'static [Unemulated],
    /// The time and memory it adds to a problem's limits for a build, by
    /// its rule for the build's language (Baekjoon's language page: Java's
    /// time twice the problem's and a second more).
    pub extra: &'static [Extra],
}

/// What a judge adds to a problem's limits for one build of its menu:
/// the time `time_times` the problem's and `plus_ms` more, the memory
/// `memory_times` the problem's and `plus_mib` more.
#[derive(Debug)]
pub struct Extra {
    /// The build's name ([`Toolchain::name`]).
    pub build: &'static str,
    pub time_times: u32,
    pub plus_ms: u64,
    pub memory_times: u64,
    pub plus_mib: u64,
    /// The rule as the judge states it, and where it is from.
    pub from: &'static str,
}

impl Extra {
    /// `limits` with the time and memory added.
    pub fn applied(&self, limits: crate::run::Limits) -> crate::run::Limits {
        let time = limits.time * self.time_times + std::time::Duration::from_millis(self.plus_ms);
        let memory_kib = limits.memory_kib * self.memory_times + (self.plus_mib << 10);
        crate::run::Limits {
            time,
            wall: crate::run::Limits::new(time, memory_kib).wall,
            memory_kib,
            ..limits
        }
    }
}

/// An entry of a judge's menu that no build here stands in for.
#[derive(Debug)]
pub struct Unemulated {
    /// The language it builds.
    pub family: Family,
    /// Its name in the judge's menu.
    pub menu: &'static str,
    /// What the judge runs for it.
    pub is: &'static str,
}

/// The languages a judge takes, in its own words or from its pages: a file
/// of any other is a compile error there, and so here.
#[derive(Debug)]
pub struct Takes {
    /// As its menu names them.
    pub languages: &'static [&'static str],
    /// Where the list is from.
    pub from: &'static str,
}

impl Takes {
    /// `C, C++, Pascal, Java and Fortran (its FAQ)`.
    pub fn text(&self) -> String {
        let listed = match self.languages.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} and {}", rest.join(", "), last),
            None => "nothing".to_string(),
        };
        format!("{} ({})", listed, self.from)
    }

    /// Whether the list is the judge's whole menu: not one read in part
    /// (`and more`), nor one assumed where the menu could not be read,
    /// nor an empty one.
    pub fn complete(&self) -> bool {
        !self.languages.is_empty()
            && !self.from.starts_with("assumed")
            && !self.languages.iter().any(|name| {
                let name = name.to_ascii_lowercase();
                ["more", "others"]
                    .iter()
                    .any(|open| name == *open || name.ends_with(&format!(" {}", open)))
            })
    }
}

impl Judge {
    /// The build a `family` file gets: the first of the menu, or `None`
    /// when the judge takes no such file.
    pub fn default_build(&self, family: Family) -> Option<&'static Toolchain> {
        self.builds.iter().find(|build| build.family() == family)
    }

    /// What the judge adds to a problem's limits for `build`, if anything.
    pub fn extra_for(&self, build: &Toolchain) -> Option<&'static Extra> {
        self.extra.iter().find(|extra| extra.build == build.name)
    }

    /// The build called `name`.
    pub fn build(&self, name: &str) -> Option<&'static Toolchain> {
        self.builds.iter().find(|build| build.name == name)
    }

    /// The entries of its menu for `family` that nothing here stands in
    /// for, each as `POJ's C++ (MS VC++ 2008)`.
    pub fn not_emulated(&self, family: Family) -> Vec<String> {
        self.not_emulated
            .iter()
            .filter(|entry| entry.family == family)
            .map(|entry| format!("{}'s {} ({})", self.name, entry.menu, entry.is))
            .collect()
    }

    /// The name this judge's menu gives the language of `words` (its
    /// names in lower case: `["go"]`, `["pascal", "fpc"]`), where its menu
    /// lists it.
    fn listed(&self, words: &[&str]) -> Option<&'static str> {
        self.takes.languages.iter().copied().find(|name| {
            let name = name.to_ascii_lowercase();
            words
                .iter()
                .any(|word| name == *word || name.starts_with(&format!("{} ", word)))
        })
    }

    /// `Go`, or `Go (its menu's Go 1.x)` where the menu names it so.
    fn named(language: &str, listed: &str) -> String {
        if listed.eq_ignore_ascii_case(language) {
            language.to_string()
        } else {
            format!("{} (its menu's {})", language, listed)
        }
    }

    /// Why a file of a language this judge takes, but no build here makes
    /// (a `.dpr` where Delphi is listed), is not judged: the language named as one
    /// the judge takes and this judge cannot build yet, never "not
    /// supported"; `None` for a file whose extension names no language the
    /// judge lists, or one built here ([`Judge::unemulated`]).
    ///
    /// An extension of two languages (`.fs`: F# or Forth) follows the
    /// judge's menu: the one it lists, or both where it lists both.
    pub fn unbuilt(&self, path: &std::path::Path) -> Option<String> {
        let (extension, languages) = unbuilt_languages(path)?;
        let listed: Vec<(&str, &str)> = languages
            .iter()
            .filter_map(|(language, words)| Some((*language, self.listed(words)?)))
            .collect();
        let (named, cannot) = match listed.as_slice() {
            [] if self.takes.complete() => return None,
            [] => {
                let languages: Vec<&str> =
                    languages.iter().map(|(language, _)| *language).collect();
                let languages = languages.join(" or ");
                return Some(format!(
                    "{}: whether {} takes {} is not known here (its list here is not whole: \
                     `--problems NAME` shows it), and this judge cannot build {} yet: {}",
                    path.display(),
                    self.name,
                    languages,
                    languages,
                    BUILT
                ));
            }
            [(language, listed)] => (Judge::named(language, listed), language.to_string()),
            _ => {
                let names: Vec<String> = listed
                    .iter()
                    .map(|(language, listed)| Judge::named(language, listed))
                    .collect();
                let languages: Vec<&str> = listed.iter().map(|(language, _)| *language).collect();
                (
                    format!("{} (.{} is either)", names.join(" and "), extension),
                    languages.join(" or "),
                )
            }
        };
        Some(format!(
            "{}: {} takes {}, but this judge cannot build {} yet: {}; submit it there to judge it",
            path.display(),
            self.name,
            named,
            cannot,
            BUILT
        ))
    }

    /// The language of a file its extension names, one no build here
    /// makes and this judge's whole list leaves out (`.php` on POJ):
    /// `PHP`, or `F# or Forth` for `.fs`; `None` where the judge lists
    /// it, where the judge's list may not be whole, or where the
    /// extension names no language known here.
    pub fn absent(&self, path: &std::path::Path) -> Option<String> {
        let (_, languages) = unbuilt_languages(path)?;
        if !self.takes.complete()
            || languages
                .iter()
                .any(|(_, words)| self.listed(words).is_some())
        {
            return None;
        }
        let names: Vec<&str> = languages.iter().map(|(language, _)| *language).collect();
        Some(names.join(" or "))
    }

    /// Why a file of `family`, a language this judge's menu lists and
    /// builds here make, but of which no build of this judge's is
    /// emulated here yet (Go on Baekjoon, Pascal on acm.mipt.ru), is not
    /// judged as the judge would: said so, with the build here that
    /// judges it anyway; `None` where the menu does not list it.
    pub fn unemulated(&self, family: Family) -> Option<String> {
        let words: &[&str] = match family {
            Family::Go => &["go", "golang"],
            Family::JavaScript => &["node.js", "javascript", "nodejs"],
            Family::Ruby => &["ruby"],
            Family::Pascal => &["pascal", "fpc", "free pascal"],
            Family::Kotlin => &["kotlin", "kotlin/jvm"],
            Family::CSharp => &["c#"],
            Family::Haskell => &["haskell"],
            Family::Fortran => &["fortran"],
            Family::Python => &["python", "python 3", "python3", "pypy3", "pypy"],
            Family::Rust => &["rust"],
            Family::Java => &["java"],
            Family::C => &["c"],
            Family::Cpp => &["c++"],
            _ => return None,
        };
        let listed = self.listed(words)?;
        Some(format!(
            "{} takes {}, but no build of {}'s {} is emulated here yet: judge it with this \
             machine's, --build {}, knowing its verdict may not be {}'s",
            self.name,
            Judge::named(family.name(), listed),
            self.name,
            family.name(),
            local(family).name,
            self.name
        ))
    }

    /// The names of the builds, for messages.
    pub fn build_names(&self) -> String {
        let names: Vec<&str> = self.builds.iter().map(|build| build.name).collect();
        names.join(", ")
    }
}

/// Every judge, in the order the README lists them.
pub const JUDGES: [&Judge; 15] = [
    &POJ, &HDU, &LUOGU, &ACWING, &UVA, &ZOJ, &ATCODER, &LIGHTOJ, &BAEKJOON, &AIZU, &TIOJ, &LANQIAO,
    &MIPT, &NTHU, &BEECROWD,
];

/// The judges' builds as a Markdown table, for `scripts/docs/builds.md`: generated, so
/// that each fact stays written once, here.
pub fn table() -> String {
    let mut text = String::from(
        "| judge | `--build` | its menu | the judge runs | here | command |\n\
         |---|---|---|---|---|---|\n",
    );
    for judge in JUDGES {
        for build in judge.builds {
            text.push_str(&format!(
                "| {} | `{}` | {} | {} | {} | `{}` |\n",
                judge.name,
                build.name,
                build.menu,
                build.judge_runs,
                build.here,
                build.shown()
            ));
        }
    }
    text
}

/// The languages builds here make, for messages.
const BUILT: &str = "it builds C, C++, Java, Python, Rust, Go, JavaScript, Ruby, Pascal, \
                     Kotlin, C#, Haskell and Fortran";

/// Languages a judge may take that no build here makes, by extension:
/// each with the words a judge's menu names it by. An extension of two
/// languages (`.fs`) lists both.
type Languages = &'static [(&'static str, &'static [&'static str])];

/// The extensions of [`Languages`], lower case.
const UNBUILT: &[(&str, Languages)] = &[
    ("dpr", &[("Delphi", &["delphi", "kylix"])]),
    ("d", &[("D", &["d"])]),
    ("fs", &[("F#", &["f#"]), ("Forth", &["forth"])]),
    ("php", &[("PHP", &["php"])]),
    ("pl", &[("Perl", &["perl"]), ("Prolog", &["prolog"])]),
    ("lua", &[("Lua", &["lua"])]),
    ("scala", &[("Scala", &["scala"])]),
    ("swift", &[("Swift", &["swift"])]),
    ("clj", &[("Clojure", &["clojure"])]),
    ("coffee", &[("CoffeeScript", &["coffeescript"])]),
    ("dart", &[("Dart", &["dart"])]),
    ("ex", &[("Elixir", &["elixir"])]),
    ("exs", &[("Elixir", &["elixir"])]),
    ("erl", &[("Erlang", &["erlang"])]),
    ("ml", &[("OCaml", &["ocaml"])]),
    ("jl", &[("Julia", &["julia"])]),
    ("nim", &[("Nim", &["nim"])]),
    ("cr", &[("Crystal", &["crystal"])]),
    ("lisp", &[("Common Lisp", &["common lisp", "lisp", "sbcl"])]),
    ("scm", &[("Scheme", &["scheme"])]),
    ("ts", &[("TypeScript", &["typescript"])]),
    ("vb", &[("Visual Basic", &["visual basic", "vb.net"])]),
    ("zig", &[("Zig", &["zig"])]),
    ("r", &[("R", &["r"])]),
    ("groovy", &[("Groovy", &["groovy"])]),
    ("pike", &[("Pike", &["pike"])]),
];

/// The extension of `path`, lower case, and the languages no build here
/// makes that it names.
fn unbuilt_languages(path: &std::path::Path) -> Option<(String, Languages)> {
    let extension = path.extension()?.to_str()?.to_ascii_lowercase();
    let (_, languages) = UNBUILT.iter().find(|(name, _)| *name == extension)?;
    Some((extension, languages))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_build_name_is_one_builds_within_its_judge() {
        for judge in JUDGES {
            for (index, build) in judge.builds.iter().enumerate() {
                assert_eq!(
                    judge.builds.iter().position(|b| b.name == build.name),
                    Some(index),
                    "{} has two builds called {}",
                    judge.name,
                    build.name
                );
            }
        }
    }

    #[test]
    fn what_is_shown_is_what_is_run() {
        let gpp = POJ.default_build(Family::Cpp).unwrap();
        let shown = gpp.shown();
        // The binary is `solution.exe` on Windows.
        let solution = if cfg!(windows) {
            "solution.exe"
        } else {
            "solution"
        };
        assert!(
            shown.ends_with(&format!(
                " -std=gnu++98 -Werror=c++11-extensions -Werror=c++11-compat \
                 -Wno-deprecated-declarations -include cstdio \
                 -include cstdlib -O2 -DONLINE_JUDGE -fno-aggressive-loop-optimizations \
                 -D_GLIBCXX_USE_CXX11_ABI=0 -o {} main.cpp",
                solution
            )),
            "{}",
            shown
        );
        let luogu = LUOGU.default_build(Family::Cpp).unwrap();
        assert_eq!(luogu.name, "c++14");
        assert!(luogu
            .shown()
            .contains(" -x c++ -std=c++14 -fPIC -DONLINE_JUDGE "));
        assert!(luogu.shown().ends_with(" main.cpp -lm"));
        let java = HDU.build("java").unwrap();
        assert_eq!(
            java.shown(),
            "javac -encoding UTF-8 -Xlint:-options --release 8 Main.java"
        );
        let luogu = STRICT.iter().find(|b| b.recipe == LUOGU_RUST.recipe);
        assert_eq!(
            luogu.unwrap().shown(),
            format!(
                "rustc --edition 2024 -W warnings -C opt-level=2 main.rs -o {}",
                solution
            )
        );
    }

    #[test]
    fn a_language_the_judge_takes_but_no_build_here_makes_is_named() {
        use std::path::Path;
        let delphi = MIPT.unbuilt(Path::new("a.DPR")).unwrap();
        assert!(delphi.contains("Delphi (its menu's Kylix)"), "{}", delphi);
        assert!(delphi.contains("cannot build Delphi yet"), "{}", delphi);
        assert!(!delphi.contains("not supported"));
        // Built here now: a family of its own, no longer unbuilt.
        assert_eq!(BAEKJOON.unbuilt(Path::new("Main.kt")), None);
        // .fs is F# or Forth: AtCoder lists both.
        let fs = ATCODER.unbuilt(Path::new("Main.fs")).unwrap();
        assert!(
            fs.contains(
                "AtCoder takes F# and Forth (.fs is either), but this judge cannot \
                 build F# or Forth yet"
            ),
            "{}",
            fs
        );
        assert!(ATCODER
            .unbuilt(Path::new("main.d"))
            .unwrap()
            .contains("AtCoder takes D,"));
        assert_eq!(POJ.unbuilt(Path::new("Main.fs")), None);
        assert_eq!(
            AIZU.unemulated(Family::Kotlin).unwrap(),
            "Aizu takes Kotlin, but no \
             build of Aizu's Kotlin is emulated here yet: judge it with this machine's, \
             --build here-kotlin, knowing its verdict may not be Aizu's"
        );
        // Built here, but not as Baekjoon builds it: said so, with the
        // build that judges it anyway.
        assert_eq!(BAEKJOON.unbuilt(Path::new("a.go")), None);
        let go = BAEKJOON.unemulated(Family::Go).unwrap();
        assert_eq!(
            go,
            "Baekjoon takes Go, but no build of Baekjoon's Go is emulated here yet: judge it \
             with this machine's, --build here-go, knowing its verdict may not be Baekjoon's"
        );
        assert!(MIPT
            .unemulated(Family::Pascal)
            .unwrap()
            .contains("FPC (Free Pascal)"));
        assert_eq!(POJ.unemulated(Family::Go), None);
        // A language the judge does not list, or no language at all.
        assert_eq!(POJ.unbuilt(Path::new("a.go")), None);
        assert_eq!(BAEKJOON.unbuilt(Path::new("a.txt")), None);
        assert_eq!(BAEKJOON.unbuilt(Path::new("a")), None);
    }

    #[test]
    fn a_judges_extra_scales_time_and_memory_and_the_wall_clock_follows() {
        use crate::run::Limits;
        use std::time::Duration;
        let statement = Limits::new(Duration::from_secs(1), 32 << 10)
            .with_output_kib(Some(7))
            .with_processes(5);
        let python = BAEKJOON
            .extra_for(BAEKJOON.build("python3").unwrap())
            .unwrap();
        let given = python.applied(statement);
        assert_eq!(given.time, Duration::from_secs(5));
        assert_eq!(given.memory_kib, 96 << 10);
        // The wall clock is the new time's, the rest the statement's.
        assert_eq!(
            given.wall,
            Limits::new(Duration::from_secs(5), 96 << 10).wall
        );
        assert!(given.wall > statement.wall);
        assert_eq!((given.output_kib, given.processes), (Some(7), 5));
        // No rule for C++.
        assert!(BAEKJOON
            .extra_for(BAEKJOON.build("c++17").unwrap())
            .is_none());
    }

    #[test]
    fn a_language_a_whole_menu_leaves_out_is_absent_and_an_open_list_decides_nothing() {
        use std::path::Path;
        assert!(POJ.takes.complete());
        assert!(!ATCODER.takes.complete() && !LUOGU.takes.complete());
        // A list assumed where the menu could not be read decides nothing.
        assert!(!NTHU.takes.complete());
        assert_eq!(NTHU.absent(Path::new("a.php")), None);
        assert_eq!(POJ.absent(Path::new("Main.PHP")).as_deref(), Some("PHP"));
        assert_eq!(
            POJ.absent(Path::new("a.pl")).as_deref(),
            Some("Perl or Prolog")
        );
        // Listed (Delphi as Kylix), built here (Go), no language (.txt),
        // or an open list (Luogu's "and others"): not absent.
        assert_eq!(MIPT.absent(Path::new("a.dpr")), None);
        assert_eq!(POJ.absent(Path::new("a.go")), None);
        assert_eq!(POJ.absent(Path::new("a.txt")), None);
        assert_eq!(LUOGU.absent(Path::new("a.php")), None);
        // An open list names the language as not known, never as taken.
        let php = LUOGU.unbuilt(Path::new("a.php")).unwrap();
        assert!(
            php.contains("whether Luogu takes PHP is not known here"),
            "{}",
            php
        );
        assert_eq!(POJ.unbuilt(Path::new("a.php")), None);
    }

    #[test]
    fn every_build_caps_the_address_space_but_a_virtual_machines_and_gos() {
        // The JVM (Java, Kotlin), Go's runtime and V8 reserve far more
        // than they touch; every other run is capped at the judge's cap.
        let builds = JUDGES
            .iter()
            .flat_map(|judge| judge.builds.iter())
            .chain(LOCAL.iter());
        for build in builds {
            let uncapped = matches!(
                build.family(),
                Family::Java | Family::Kotlin | Family::Go | Family::JavaScript
            );
            assert_eq!(
                build.caps_address_space(),
                !uncapped,
                "{} ({:?})",
                build.name,
                build.family()
            );
        }
    }

    #[test]
    fn a_family_no_judge_takes_is_built_here() {
        assert!(POJ.default_build(Family::Python).is_none());
        assert_eq!(local(Family::Python).name, "here-python3");
        assert_eq!(local(Family::Rust).name, "codeforces");
        for family in [Family::C, Family::Cpp, Family::Java, Family::Python] {
            assert!(LUOGU.default_build(family).is_some(), "{:?}", family);
        }
    }
}
