//! A wrong answer shown side by side (`-D`): the expected and the given
//! lines around the wrong one, and the input of the board that produced
//! them.

use crate::format::{Case, Output};
use crate::problems::Problem;

/// Lines shown before and after the wrong one.
const AROUND: usize = 2;

/// The most characters of a line shown in a column.
const WIDE: usize = 40;

/// How many lines of output each case of `output` takes.
fn lines_per_case(output: Output) -> usize {
    match output {
        Output::Moves | Output::Count | Output::GraphCount | Output::CaseCount => 1,
        Output::NumberedMoves | Output::SeparatedMoves => 2,
        Output::Farthest => 6,
    }
}

/// The board a verdict's reason names first (`board 2: ...`, `case 2:
/// ...`), from 1.
fn named_board(reason: &str) -> Option<usize> {
    let rest = reason
        .find("board ")
        .map(|at| &reason[at + 6..])
        .or_else(|| reason.find("case ").map(|at| &reason[at + 5..]))?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok().filter(|&n: &usize| n >= 1)
}

/// The diff of a wrong answer: lines `expected | given` around the line
/// of the board the reason names (else the first that differs), that
/// line marked `>`, then the input of that board alone.
pub fn side_by_side(
    problem: &Problem,
    cases: &[Case],
    expected: &[u8],
    given: &[u8],
    reason: &str,
) -> String {
    let split = |bytes: &[u8]| -> Vec<String> {
        let text = String::from_utf8_lossy(bytes);
        let mut lines: Vec<String> = text.split('\n').map(|l| l.trim_end().to_string()).collect();
        while lines.last().map_or(false, |l| l.is_empty()) {
            lines.pop();
        }
        lines
    };
    let (expected, given) = (split(expected), split(given));
    let per = lines_per_case(problem.output);
    let first_difference = (0..expected.len().max(given.len()))
        .find(|&i| expected.get(i) != given.get(i))
        .unwrap_or(0);
    let board = named_board(reason)
        .filter(|&n| n <= cases.len())
        .unwrap_or(first_difference / per + 1);
    let wrong = if named_board(reason).is_some() {
        // The first line of that board's answer that differs, else its first.
        let start = (board - 1) * per;
        (start..start + per)
            .find(|&i| expected.get(i) != given.get(i))
            .unwrap_or(start)
    } else {
        first_difference
    };
    let last = expected.len().max(given.len()).max(wrong + 1);
    let from = wrong.saturating_sub(AROUND);
    let to = (wrong + AROUND + 1).min(last);
    let column = |lines: &[String], i: usize| -> String {
        match lines.get(i) {
            None => "(no line)".to_string(),
            Some(l) if l.is_empty() => "(empty)".to_string(),
            Some(l) if l.chars().count() > WIDE => {
                format!("{}...", l.chars().take(WIDE - 3).collect::<String>())
            }
            Some(l) => l.clone(),
        }
    };
    let width = (from..to)
        .map(|i| column(&expected, i).chars().count())
        .max()
        .unwrap_or(0)
        .max("expected".len());
    let mut text = format!(
        "      {:>5}  {:<width$} | given\n",
        "line",
        "expected",
        width = width
    );
    for i in from..to {
        let mark = if i == wrong { '>' } else { ' ' };
        text.push_str(&format!(
            "    {} {:>5}  {:<width$} | {}\n",
            mark,
            i + 1,
            column(&expected, i),
            column(&given, i),
            width = width
        ));
    }
    if let Some(case) = cases.get(board - 1) {
        let input = problem.format.write(std::slice::from_ref(case));
        text.push_str(&format!(
            "    input of board {} of {}, alone:\n",
            board,
            cases.len()
        ));
        for line in input.trim_end().lines().take(12) {
            text.push_str(&format!("    | {}\n", line));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::find;

    #[test]
    fn the_wrong_board_is_marked_with_its_input() {
        let problem = find("hdu1043").unwrap();
        let input = b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n";
        let cases = problem.format.read(input).unwrap();
        let shown = side_by_side(
            problem,
            &cases,
            b"\nr\nrr\n",
            b"\nr\nr\n",
            "board 3: the moves end at 1 2 3 4 5 6 7 x 8",
        );
        assert!(shown.contains("    >     3  rr       | r\n"), "{}", shown);
        assert!(
            shown.contains("          1  (empty)  | (empty)\n"),
            "{}",
            shown
        );
        assert!(
            shown.contains("input of board 3 of 3, alone:\n    | 1 2 3 4 5 6 x 7 8"),
            "{}",
            shown
        );
        assert_eq!(named_board("case 12: move 1 is 'u'"), Some(12));
        assert_eq!(named_board("it printed nothing"), None);
    }
}
