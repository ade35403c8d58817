//! Reading a command line into [`Args`]: options in any order, before or
//! after the names, as `--name VALUE`, `--name=VALUE`, `-j 4` or `-j4`;
//! `--` ends the options.

use super::completions::Shell;
use super::error::ArgError;
use super::table::{named, Key, Opt, OptionValue, Use, OPTIONS};
use super::values::{parse_memory, parse_time, whole, BadValue};
use super::Tool;
use crate::report::JsonTo;
use std::path::PathBuf;
use std::time::Duration;

/// A command line as read: the names in their order, and each option.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Args {
    /// The arguments that are not options: PROBLEM, SOLUTION, CASE...
    pub names: Vec<String>,
    pub jobs: Option<usize>,
    pub directory: Option<PathBuf>,
    pub golden: bool,
    pub json: Option<JsonTo>,
    pub quiet: bool,
    pub verbose: bool,
    pub build: Option<String>,
    pub diff: bool,
    pub seed: Option<u64>,
    pub cases: Option<u64>,
    pub save: Option<PathBuf>,
    pub tl: Option<Duration>,
    /// KiB.
    pub ml: Option<u64>,
    pub command: Option<String>,
    pub problems: bool,
    pub builds: bool,
    pub check: bool,
    pub clean: bool,
    /// `--completions SHELL`.
    pub completions: Option<Shell>,
    pub help: bool,
}

/// Reads `args` (the program's own, without its name) for `tool`. With
/// `--help` anywhere before `--`, nothing else is read.
pub fn parse(tool: Tool, args: &[String]) -> Result<Args, ArgError> {
    let mut read = Args::default();
    let options_end = args.iter().position(|a| a == "--").unwrap_or(args.len());
    if args[..options_end]
        .iter()
        .any(|a| a == "--help" || a == "-h")
    {
        read.help = true;
        return Ok(read);
    }
    let mut rest = args.iter();
    let mut only_names = false;
    while let Some(arg) = rest.next() {
        if only_names || arg == "-" || !arg.starts_with('-') {
            read.names.push(arg.clone());
            continue;
        }
        if arg == "--" {
            only_names = true;
            continue;
        }
        let (name, attached) = split_option(arg);
        let opt = named(name).ok_or_else(|| ArgError::Unknown {
            given: name.to_string(),
            nearest: nearest(name),
        })?;
        if let Use::No(why) = opt.use_in(tool) {
            let next = rest.clone().next().filter(|next| !is_option(next));
            // A folder the why names as DIR is named as given.
            let given = match opt.takes {
                OptionValue::Value("DIR") => attached.or_else(|| next.cloned()),
                _ => None,
            };
            return Err(ArgError::NotFor {
                option: opt.long,
                tool,
                why,
                given,
            });
        }
        let value = match (opt.takes, attached) {
            (OptionValue::Nothing, Some(_)) => {
                return Err(ArgError::TakesNoValue { option: opt.long })
            }
            (OptionValue::Nothing, None) | (OptionValue::Optional(_), None) => None,
            (_, Some(value)) => Some(value),
            (OptionValue::Value(value), None) => match rest.next() {
                Some(next) if !is_option(next) => Some(next.clone()),
                _ => {
                    return Err(ArgError::NeedsValue {
                        option: opt.long,
                        value,
                    })
                }
            },
        };
        set(&mut read, opt, value)?;
    }
    Ok(read)
}

/// `--name=value` as `--name` and `value`; `-j4` as `-j` and `4`.
fn split_option(arg: &str) -> (&str, Option<String>) {
    if arg.starts_with("--") {
        return match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (arg, None),
        };
    }
    match arg.char_indices().nth(2) {
        Some((at, _)) => {
            let value = arg[at..].strip_prefix('=').unwrap_or(&arg[at..]);
            (&arg[..at], Some(value.to_string()))
        }
        None => (arg, None),
    }
}

/// Whether `arg` is an option's name, so not a value for the one before.
fn is_option(arg: &str) -> bool {
    arg.starts_with('-') && named(split_option(arg).0).is_some()
}

/// The option whose long name is nearest to `given`, if one is near.
fn nearest(given: &str) -> Option<&'static str> {
    let given = given.trim_start_matches('-');
    OPTIONS
        .iter()
        .map(|opt| {
            let long = opt.long.trim_start_matches('-');
            let near = long.starts_with(given) && given.len() >= 2;
            let distance = if near {
                0
            } else {
                crate::problems::names::distance(given, long)
            };
            (distance, opt.long)
        })
        .filter(|&(distance, _)| distance <= 2)
        .min()
        .map(|(_, long)| long)
}

/// Sets `opt` to `value` in `read`: a value read, or why it is refused.
fn set(read: &mut Args, opt: &Opt, value: Option<String>) -> Result<(), ArgError> {
    let given = value.is_some();
    let text = value.unwrap_or_default();
    let bad = |why: BadValue| ArgError::BadValue {
        option: opt.long,
        given: text.clone(),
        why: why.0,
    };
    let flag = |on: &mut bool| *on = true;
    match opt.key {
        Key::Help => flag(&mut read.help),
        Key::Golden => flag(&mut read.golden),
        Key::Quiet => flag(&mut read.quiet),
        Key::Verbose => flag(&mut read.verbose),
        Key::Diff => flag(&mut read.diff),
        Key::Problems => flag(&mut read.problems),
        Key::Builds => flag(&mut read.builds),
        Key::Check => flag(&mut read.check),
        Key::Clean => flag(&mut read.clean),
        Key::Jobs => {
            let jobs = whole(&text, 1).map_err(bad)?;
            once(opt, &mut read.jobs, jobs as usize)?
        }
        Key::Seed => once(opt, &mut read.seed, whole(&text, 0).map_err(bad)?)?,
        Key::Cases => once(opt, &mut read.cases, whole(&text, 1).map_err(bad)?)?,
        Key::Tl => once(opt, &mut read.tl, parse_time(&text).map_err(bad)?)?,
        Key::Ml => once(opt, &mut read.ml, parse_memory(&text).map_err(bad)?)?,
        Key::Directory => once(opt, &mut read.directory, path(&text).map_err(bad)?)?,
        Key::Save => once(opt, &mut read.save, path(&text).map_err(bad)?)?,
        Key::Build => once(opt, &mut read.build, text.clone())?,
        Key::Completions => {
            let shell = Shell::named(&text).ok_or_else(|| {
                bad(BadValue(format!(
                    "no such shell: the scripts are for {}",
                    Shell::ALL.map(Shell::name).join(", ")
                )))
            })?;
            once(opt, &mut read.completions, shell)?
        }
        Key::Command => once(opt, &mut read.command, text.clone())?,
        Key::Json => {
            let to = match (given, text.is_empty()) {
                (false, _) => JsonTo::Stdout,
                (true, true) => {
                    return Err(bad(BadValue(
                        "an empty name names no file: --json=FILE, or --json alone for stdout"
                            .to_string(),
                    )))
                }
                (true, false) => JsonTo::File(PathBuf::from(&text)),
            };
            once(opt, &mut read.json, to)?
        }
    }
    Ok(())
}

/// A folder or file's path: not empty.
fn path(text: &str) -> Result<PathBuf, BadValue> {
    if text.is_empty() {
        return Err(BadValue("an empty path names nothing".to_string()));
    }
    Ok(PathBuf::from(text))
}

/// Sets `slot` to `value`, refusing a second value that differs.
fn once<T: PartialEq>(opt: &Opt, slot: &mut Option<T>, value: T) -> Result<(), ArgError> {
    match slot {
        Some(set) if *set != value => Err(ArgError::Twice { option: opt.long }),
        _ => {
            *slot = Some(value);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(tool: Tool, line: &str) -> Result<Args, ArgError> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(tool, &args)
    }

    #[test]
    fn options_come_in_any_order_and_any_form() {
        let first = read(Tool::Judge, "-d test -j 4 --json poj1077 a.cpp sample").unwrap();
        let last = read(
            Tool::Judge,
            "poj1077 a.cpp --directory=test -j4 sample --json",
        )
        .unwrap();
        assert_eq!(first, last);
        assert_eq!(first.names, ["poj1077", "a.cpp", "sample"]);
        assert_eq!(first.jobs, Some(4));
        assert_eq!(first.directory, Some(PathBuf::from("test")));
        assert_eq!(first.json, Some(JsonTo::Stdout));
        let stress = read(Tool::Stress, "-j 2 --seed 7 x y --cases=30 --tl 2 --ml 1g").unwrap();
        assert_eq!(
            (stress.jobs, stress.seed, stress.cases),
            (Some(2), Some(7), Some(30))
        );
        assert_eq!(stress.tl, Some(Duration::from_secs(2)));
        assert_eq!(stress.ml, Some(1 << 20));
        let file = read(Tool::Judge, "p s --json=out.json -- -weird-case").unwrap();
        assert_eq!(file.json, Some(JsonTo::File(PathBuf::from("out.json"))));
        assert_eq!(file.names, ["p", "s", "-weird-case"]);
        assert!(read(Tool::Stress, "p s --bogus --help").unwrap().help);
    }

    #[test]
    fn each_wrong_argument_says_which_and_why() {
        assert_eq!(
            read(Tool::Stress, "p s -d test"),
            Err(ArgError::NotFor {
                option: "--directory",
                tool: Tool::Stress,
                why: "the stress test draws its own cases; --save DIR keeps a failing one in DIR",
                given: Some("test".to_string()),
            })
        );
        assert!(matches!(
            read(Tool::Judge, "p s --seed 3"),
            Err(ArgError::NotFor {
                option: "--seed",
                ..
            })
        ));
        assert_eq!(
            read(Tool::Judge, "p s -j"),
            Err(ArgError::NeedsValue {
                option: "--jobs",
                value: "N"
            })
        );
        assert_eq!(
            read(Tool::Stress, "p s --save --jobs 2"),
            Err(ArgError::NeedsValue {
                option: "--save",
                value: "DIR"
            })
        );
        assert_eq!(
            read(Tool::Judge, "p s --jsno"),
            Err(ArgError::Unknown {
                given: "--jsno".to_string(),
                nearest: Some("--json")
            })
        );
        assert!(matches!(
            read(Tool::Judge, "p s --zzzzzz"),
            Err(ArgError::Unknown { nearest: None, .. })
        ));
        assert!(matches!(
            read(Tool::Judge, "p s -j 0"),
            Err(ArgError::BadValue {
                option: "--jobs",
                ..
            })
        ));
        assert!(matches!(
            read(Tool::Judge, "p s --tl 0"),
            Err(ArgError::BadValue { option: "--tl", .. })
        ));
        assert_eq!(
            read(Tool::Judge, "p s -D=yes"),
            Err(ArgError::TakesNoValue { option: "--diff" })
        );
        assert_eq!(
            read(Tool::Judge, "p s -j 2 -j 3"),
            Err(ArgError::Twice { option: "--jobs" })
        );
        assert!(read(Tool::Judge, "p s -j 2 -j 2").is_ok());
        let shown = read(Tool::Stress, "p s --json").unwrap_err().to_string();
        assert!(
            shown.starts_with("cargo stress has no --json: "),
            "{}",
            shown
        );
    }
}
