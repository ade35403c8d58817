//! Which golden cases a run takes, from libtest's command line. The golden
//! tests have `harness = false`, so they read libtest's arguments
//! themselves: included with `#[path]` by `programs.rs`'s users, and tested
//! by `shared/tests/selection.rs`.

#![allow(dead_code)]

/// Which cases a golden run takes, from libtest's command line: its
/// filters (a case runs when its name contains one, or equals one with
/// `--exact`), `--skip` (repeatable), `--ignored` (no golden case is
/// ignored, so none runs), `--list`; and the flags that take a value
/// (`--test-threads 1`, `--color never`, ...), which name no case.
#[derive(Debug, Default, PartialEq)]
pub struct Selection {
    filters: Vec<String>,
    skips: Vec<String>,
    exact: bool,
    ignored_only: bool,
    pub list: bool,
}

impl Selection {
    /// Reads libtest's arguments; an unknown flag is an error.
    pub fn parse(args: &[String]) -> Result<Selection, String> {
        const WITH_VALUE: [&str; 6] = [
            "--test-threads",
            "--color",
            "--format",
            "--logfile",
            "--shuffle-seed",
            "-Z",
        ];
        const ALONE: [&str; 12] = [
            "--include-ignored",
            "--nocapture",
            "--no-capture",
            "--show-output",
            "--quiet",
            "-q",
            "--report-time",
            "--ensure-time",
            "--shuffle",
            "--test",
            "--bench",
            "--force-run-in-process",
        ];
        let mut selection = Selection::default();
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let (flag, inline) = match arg.split_once('=') {
                Some((flag, value)) if flag.starts_with("--") => (flag, Some(value.to_string())),
                _ => (arg.as_str(), None),
            };
            let mut value = || {
                inline
                    .clone()
                    .or_else(|| args.next().cloned())
                    .ok_or(format!("{} needs a value", flag))
            };
            match flag {
                "--skip" => selection.skips.push(value()?),
                "--exact" => selection.exact = true,
                "--ignored" => selection.ignored_only = true,
                "--list" => selection.list = true,
                _ if WITH_VALUE.contains(&flag) => {
                    value()?;
                }
                _ if ALONE.contains(&flag) => {}
                _ if flag.starts_with('-') => return Err(format!("unknown option {}", flag)),
                _ => selection.filters.push(arg.clone()),
            }
        }
        Ok(selection)
    }

    /// Whether the case called `name` runs.
    pub fn takes(&self, name: &str) -> bool {
        let matches = |pattern: &String| {
            if self.exact {
                name == pattern
            } else {
                name.contains(pattern.as_str())
            }
        };
        !self.ignored_only
            && (self.filters.is_empty() || self.filters.iter().any(matches))
            && !self.skips.iter().any(matches)
    }
}
