//! What a format's judge found wrong with an output, as data: whose fault,
//! which case, which line, what was wanted there and what was given, and
//! the sentence a verdict says.

use eight::{answer_lines, Fault, LineFault};
use std::fmt;

/// Whose fault a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blame {
    /// The output's: a wrong answer (`WA`).
    Output,
    /// The expected output's: the judge's own fault (`FAIL`).
    Expected,
}

/// The first fault a format's judge finds in an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub blame: Blame,
    /// The case (or board) it is about, from 1; `None` when it is about
    /// the output as a whole (a line past the last case).
    pub case: Option<usize>,
    /// The line it is about, from 1, when one line is: of the output, or
    /// of the expected output when that is to blame.
    pub line: Option<usize>,
    /// That line of the expected output, when it has one: the answer
    /// wanted there (one of several where the rule takes any).
    pub wanted: Option<String>,
    /// That line of the output; `None` when the output has no such line.
    pub given: Option<String>,
    /// What is wrong, as a verdict says it: `board 3: the moves end at
    /// 1234567x8, not at 12345678x`.
    pub text: String,
}

impl Finding {
    /// The output is wrong: `text`, about `case` at `line`.
    pub fn wrong(case: Option<usize>, line: Option<usize>, text: String) -> Finding {
        Finding {
            blame: Blame::Output,
            case,
            line,
            wanted: None,
            given: None,
            text,
        }
    }

    /// The expected output is wrong: `text`, about `case` at `line`.
    pub fn expected(case: Option<usize>, line: Option<usize>, text: String) -> Finding {
        Finding {
            blame: Blame::Expected,
            ..Finding::wrong(case, line, text)
        }
    }

    /// `fault` (the why of one answer) about `case` at `line`, said as
    /// `case N: why` with `noun` for "case".
    pub fn of(fault: Fault, noun: &str, case: usize, line: usize) -> Finding {
        let (blame, why) = match fault {
            Fault::Wrong(why) => (Blame::Output, why),
            Fault::Expected(why) => (Blame::Expected, why),
        };
        Finding {
            blame,
            ..Finding::wrong(
                Some(case),
                Some(line),
                format!("{} {}: {}", noun, case, why),
            )
        }
    }

    /// This finding with its line quoted from `expected` and `actual`, the
    /// lines of the two outputs.
    pub fn quoting(mut self, expected: &[&[u8]], actual: &[&[u8]]) -> Finding {
        if let Some(line) = self.line {
            let at = |lines: &[&[u8]]| {
                lines
                    .get(line - 1)
                    .map(|line| String::from_utf8_lossy(line).into_owned())
            };
            self.wanted = at(expected);
            self.given = at(actual);
        }
        self
    }
}

/// `judge` on the answer lines of the expected output and the given one
/// ([`answer_lines`]), its finding quoting the line it names from both.
pub fn on_lines(
    expected: &[u8],
    actual: &[u8],
    judge: impl FnOnce(&[&[u8]], &[&[u8]]) -> Result<(), Finding>,
) -> Result<(), Finding> {
    let (expected, actual) = (answer_lines(expected), answer_lines(actual));
    judge(&expected, &actual).map_err(|finding| finding.quoting(&expected, &actual))
}

impl From<LineFault> for Finding {
    fn from(found: LineFault) -> Finding {
        let (board, line) = (found.board, found.line);
        match found.into_fault() {
            Fault::Wrong(text) => Finding::wrong(board, line, text),
            Fault::Expected(text) => Finding::expected(board, line, text),
        }
    }
}

/// A fault of the library's as a finding about no case or line in
/// particular: its text, and whose.
impl From<Fault> for Finding {
    fn from(fault: Fault) -> Finding {
        match fault {
            Fault::Wrong(text) => Finding::wrong(None, None, text),
            Fault::Expected(text) => Finding::expected(None, None, text),
        }
    }
}

/// The finding as the library's faults carry it: its text, and whose.
impl From<Finding> for Fault {
    fn from(finding: Finding) -> Fault {
        match finding.blame {
            Blame::Output => Fault::Wrong(finding.text),
            Blame::Expected => Fault::Expected(finding.text),
        }
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.text)
    }
}

impl std::error::Error for Finding {}

/// What is wrong at one line (from 1) of an output, or the index (from
/// 1) of the item at fault where its reader counts items, not lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AtLine {
    pub line: usize,
    pub why: String,
}

impl AtLine {
    pub fn at(line: usize, why: String) -> AtLine {
        AtLine { line, why }
    }
}

impl std::fmt::Display for AtLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for AtLine {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finding_quotes_its_line_of_both_outputs() {
        let finding = Finding::of(Fault::Wrong("wrong".to_string()), "board", 2, 2)
            .quoting(&[b"r", b"rr"], &[b"r"]);
        assert_eq!(finding.text, "board 2: wrong");
        assert_eq!(finding.wanted.as_deref(), Some("rr"));
        assert_eq!(finding.given, None);
        assert_eq!(
            Fault::from(finding),
            Fault::Wrong("board 2: wrong".to_string())
        );
        let theirs = Finding::of(Fault::Expected("bad".to_string()), "case", 1, 1);
        assert_eq!(theirs.blame, Blame::Expected);
        assert_eq!(
            Fault::from(theirs),
            Fault::Expected("case 1: bad".to_string())
        );
    }
}
