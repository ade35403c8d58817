//! The text reports read where they alone say a thing (the stress test
//! has no `--json`; a judging's lines of a build tried before the one
//! its records carry; the header and the closing line): a case's or a
//! build's line, a `name: value` line, the last line, and the stress
//! test's first line.

/// The words a report's line starts with: a verdict, or `OK` for a build
/// that built.
const VERDICTS: [&str; 10] = [
    "AC", "WA", "TLE", "MLE", "OLE", "RE", "CE", "FAIL", "BUSY", "OK",
];

/// One line of a judging's report, `AC   sh/a  (0.01 s CPU, ...)` or
/// `OK   compile g++  (g++ ..., 0.52 s)`: its verdict, its name (`build/case`,
/// or `compile BUILD`) and the detail in brackets (empty where none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    pub verdict: &'a str,
    pub name: &'a str,
    pub detail: &'a str,
}

impl<'a> Line<'a> {
    /// `line` read, where it is a case's or a build's.
    pub fn read(line: &'a str) -> Option<Line<'a>> {
        let (verdict, rest) = line.split_once(' ')?;
        if !VERDICTS.contains(&verdict) {
            return None;
        }
        let rest = rest.trim_start();
        let (name, detail) = match rest.split_once("  (") {
            Some((name, detail)) => (name, detail.strip_suffix(')').unwrap_or(detail)),
            None => (rest, ""),
        };
        Some(Line {
            verdict,
            name,
            detail,
        })
    }

    /// A case's line: its build and its case.
    pub fn case(&self) -> Option<(&'a str, &'a str)> {
        self.name.split_once('/')
    }

    /// A build's line: the build.
    pub fn build(&self) -> Option<&'a str> {
        self.name.strip_prefix("compile ")
    }
}

/// The lines of `report` that are a case's or a build's, in order.
pub fn lines(report: &str) -> Vec<Line<'_>> {
    report.lines().filter_map(Line::read).collect()
}

/// `(verdict, build, case)` of each case's line, in order.
pub fn cases(report: &str) -> Vec<(&str, &str, &str)> {
    lines(report)
        .into_iter()
        .filter_map(|line| line.case().map(|(build, case)| (line.verdict, build, case)))
        .collect()
}

/// The verdict of each case's line, in order.
pub fn verdicts(report: &str) -> Vec<&str> {
    cases(report).into_iter().map(|(v, _, _)| v).collect()
}

/// The line of the build `build`. Panics where there is none.
pub fn build_line<'a>(report: &'a str, build: &str) -> Line<'a> {
    lines(report)
        .into_iter()
        .find(|line| line.build() == Some(build))
        .unwrap_or_else(|| panic!("no line of the build {}:\n{}", build, report))
}

/// The rest of the first line of `report` that starts `prefix` (white
/// space before it passed over). Panics where there is none.
pub fn line_after<'a>(report: &'a str, prefix: &str) -> &'a str {
    report
        .lines()
        .find_map(|line| line.trim_start().strip_prefix(prefix))
        .unwrap_or_else(|| panic!("no {:?} in:\n{}", prefix, report))
}

/// The last line of `report`: a judging's `verdict: ...` where the
/// figures alone would mislead.
pub fn last_line(report: &str) -> &str {
    report.trim_end().lines().last().unwrap_or("")
}

/// The case at which the stress test's report says it failed: `stress:
/// case N of seed S failed: ...`. Panics where it did not.
pub fn failed_at(report: &str) -> u64 {
    report
        .strip_prefix("stress: case ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|number| number.parse().ok())
        .unwrap_or_else(|| panic!("no failure found:\n{}", report))
}

/// The size the stress test's report gives a failing input: `shrunk from
/// N cases to M`. Panics where it was not shrunk.
pub fn shrunk_to(report: &str) -> usize {
    let first = report.lines().next().unwrap_or("");
    let (_, to) = first
        .split_once(" cases to ")
        .unwrap_or_else(|| panic!("not shrunk: {}", report));
    to.parse().unwrap()
}

/// A stress test's report without its lines that name the run's own
/// folder (`reproduce:`, `whole:`), to compare two runs.
pub fn without_paths(report: &str) -> String {
    report
        .lines()
        .filter(|line| !line.starts_with("reproduce: ") && !line.starts_with("whole: "))
        .collect::<Vec<_>>()
        .join("\n")
}
