//! Which build judges a file: the one `--build` names, else the judge's
//! own for the file's language; a language the judge does not take is
//! refused, as the judge refuses it, unless a build here is named to try
//! the file anyway.

use crate::build::menus::{local, Judge, LOCAL};
use crate::build::{Family, Toolchain};
use std::fmt;

/// Why no build was chosen.
#[derive(Clone, Debug)]
pub enum Unchosen {
    /// The judge does not take the file's language: a compile error there.
    Refused(Refusal),
    /// `--build` names no build of the judge's, or one of another
    /// language: a bad command line.
    BadBuild(String),
}

impl fmt::Display for Unchosen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unchosen::Refused(refusal) => f.write_str(&refusal.text()),
            Unchosen::BadBuild(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for Unchosen {}

impl From<Unchosen> for String {
    fn from(unchosen: Unchosen) -> String {
        unchosen.to_string()
    }
}

/// A file in a language its judge does not take.
#[derive(Clone, Debug)]
pub struct Refusal {
    pub judge: &'static Judge,
    /// The file's language: `Python`, or `PHP` where no build here
    /// makes it.
    pub language: String,
    /// The build here that tries it anyway, where one makes it.
    pub anyway: Option<&'static Toolchain>,
}

impl Refusal {
    /// `POJ takes C, C++, Pascal, Java and Fortran (its FAQ); no Python:
    /// judge it anyway with --build here-python3`.
    pub fn text(&self) -> String {
        self.text_to("judge")
    }

    /// [`Refusal::text`] with `verb` for what is done anyway: `stress it
    /// anyway with --build here-python3`.
    pub fn text_to(&self, verb: &str) -> String {
        let refused = format!(
            "{} takes {}; no {}",
            self.judge.name,
            self.judge.takes.text(),
            self.language
        );
        match self.anyway {
            Some(build) => format!(
                "{}: {} it anyway with --build {}",
                refused, verb, build.name
            ),
            None => format!(
                "{} (nor does any build here make {})",
                refused, self.language
            ),
        }
    }
}

/// A file in a language its judge's whole menu leaves out and no build
/// here makes (`.php` on POJ): refused as the judge refuses it; `None`
/// for any other file.
pub fn refused_file(judge: &'static Judge, path: &std::path::Path) -> Option<Refusal> {
    let language = judge.absent(path)?;
    Some(Refusal {
        judge,
        language,
        anyway: None,
    })
}

/// The build a `family` solution gets on `judge`, and a note when it is
/// not one of the judge's: the build called `name` from the judge's menu
/// or from the builds here, else the judge's first build of the family.
/// A family the judge does not take is [`Unchosen::Refused`], unless
/// `name` names a build here; a shell script or a ready program, which
/// no judge takes as such, is run here as it is, said so.
pub fn choose(
    judge: &'static Judge,
    family: Family,
    name: Option<&str>,
) -> Result<(&'static Toolchain, Option<String>), Unchosen> {
    if let Some(name) = name {
        return named(judge, family, name);
    }
    if let Some(build) = judge.default_build(family) {
        return Ok((build, None));
    }
    let build = local(family);
    if let Some(why) = judge.unemulated(family) {
        return Err(Unchosen::BadBuild(why));
    }
    match family {
        Family::Shell | Family::Executable => Ok((
            build,
            Some(format!(
                "no judge takes {}: run here as it is ({})",
                family.name(),
                build.shown()
            )),
        )),
        _ => Err(Unchosen::Refused(Refusal {
            judge,
            language: family.name().to_string(),
            anyway: Some(build),
        })),
    }
}

/// The build `--build name` picks for a `family` file.
fn named(
    judge: &'static Judge,
    family: Family,
    name: &str,
) -> Result<(&'static Toolchain, Option<String>), Unchosen> {
    let (build, ours) = match judge.build(name) {
        Some(build) => (build, true),
        None => match LOCAL.iter().find(|build| build.name == name) {
            Some(build) => (build, false),
            None => {
                return Err(Unchosen::BadBuild(format!(
                    "{} has no build {:?}; its builds are {}, and here: {}",
                    judge.name,
                    name,
                    judge.build_names(),
                    here_names()
                )))
            }
        },
    };
    if build.family() != family {
        return Err(Unchosen::BadBuild(format!(
            "--build {} builds {}, not {}",
            name,
            build.family().name(),
            family.name()
        )));
    }
    if ours {
        return Ok((build, None));
    }
    let note = match judge.default_build(family) {
        Some(own) => format!(
            "built here with {}, not by {}'s {} (--build {})",
            build.shown(),
            judge.name,
            own.menu,
            own.name
        ),
        None => format!(
            "{} takes no {}: built here with {} to try it; {} would refuse the file (CE)",
            judge.name,
            family.name(),
            build.shown(),
            judge.name
        ),
    };
    Ok((build, Some(note)))
}

/// The names of the builds here that `--build` takes.
fn here_names() -> String {
    let names: Vec<&str> = LOCAL.iter().map(|build| build.name).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::find;

    fn refused(problem: &str, family: Family) -> Refusal {
        match choose(find(problem).unwrap().judge, family, None) {
            Err(Unchosen::Refused(refusal)) => refusal,
            other => panic!("{:?}", other),
        }
    }

    #[test]
    fn a_language_the_judge_does_not_take_is_refused_by_its_list() {
        let poj = refused("poj1077", Family::Python);
        assert_eq!(poj.anyway.unwrap().name, "here-python3");
        assert!(
            poj.text().starts_with(
                "POJ takes C, C++, Pascal, Java and Fortran (its FAQ, poj.org/page?id=1000"
            ) && poj
                .text()
                .ends_with("; no Python: judge it anyway with --build here-python3"),
            "{}",
            poj.text()
        );
        let hdu = refused("hdu1043", Family::Python);
        assert!(hdu
            .text()
            .starts_with("HDU takes C, C++, Pascal, Java and C# ("));
        assert_eq!(
            refused("poj1077", Family::Rust).anyway.unwrap().name,
            "codeforces"
        );
        // ZOJ and UVa take Python: their own build.
        for (problem, menu) in [
            ("zoj1217", "Python 3"),
            ("uva652", "PYTH3 3.5.1"),
            ("abc224d", "Python (CPython 3.11.4)"),
        ] {
            let (build, note) = choose(find(problem).unwrap().judge, Family::Python, None).unwrap();
            assert_eq!((build.menu, note), (menu, None), "{}", problem);
        }
    }

    #[test]
    fn a_build_here_judges_a_refused_file_anyway_and_says_so() {
        let poj = find("poj1077").unwrap().judge;
        let (build, note) = choose(poj, Family::Python, Some("here-python3")).unwrap();
        assert_eq!(build.name, "here-python3");
        assert!(note.unwrap().ends_with("POJ would refuse the file (CE)"));
        assert!(matches!(
            choose(poj, Family::Python, Some("here-c++")),
            Err(Unchosen::BadBuild(_))
        ));
        assert!(matches!(
            choose(poj, Family::Python, Some("pypy3")),
            Err(Unchosen::BadBuild(_))
        ));
        // A shell script is no judge's language: run here, not refused.
        let (build, note) = choose(poj, Family::Shell, None).unwrap();
        assert_eq!(build.name, "sh");
        assert!(note.unwrap().starts_with("no judge takes shell"));
    }
}
