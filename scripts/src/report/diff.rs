//! A wrong answer shown side by side (`-D`): the expected and the given
//! lines around the wrong one, and the input of the board that produced
//! them. What the run printed is shown, never obeyed: every line escaped
//! as [`shown::line`] escapes it, wrapped, and cut past [`ROWS`] rows
//! saying how many bytes more, so that the diff stays a few rows whatever
//! the run printed.

use crate::file_error::FileError;
use crate::problems::cases::TestCase;
use crate::problems::format::{Case, Finding};
use crate::problems::Problem;
use crate::{shell, shown, work_folder};
use std::fs;

/// Lines shown before and after the wrong one.
const AROUND: usize = 2;

/// The most characters of a column on one row: a longer line wraps onto
/// the rows under it.
const WIDE: usize = 40;

/// The most rows a line wraps onto before it is cut: [`ROWS`] x `WIDE`
/// characters of it are shown, then what is left out is counted.
pub const ROWS: usize = 3;

/// A wrong answer side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideBySide {
    /// The rows, `line  expected | given`, and the board's input.
    pub text: String,
    /// The board the rows are about (from 1) and its input alone, in the
    /// problem's format: a case of its own.
    pub alone: Option<(usize, String)>,
}

/// `line` escaped, in pieces of at most [`WIDE`] characters, on at most
/// [`ROWS`] rows and one more that counts what is cut; `(empty)` for an
/// empty line, `(no line)` for none.
fn pieces(line: Option<&[u8]>) -> Vec<String> {
    let line = match line {
        None => return vec!["(no line)".to_string()],
        Some([]) => return vec!["(empty)".to_string()],
        Some(l) => l,
    };
    let (text, left) = shown::line_head(line, ROWS * WIDE);
    // The count of what is cut, `... (N bytes more)`, on a row of its own.
    let cut = (left > 0).then(|| shown::more(left).trim_start().to_string());
    let chars: Vec<char> = text.chars().collect();
    let mut pieces: Vec<String> = chars.chunks(WIDE).map(|c| c.iter().collect()).collect();
    pieces.extend(cut);
    pieces
}

/// The lines of an output, each without the white space at its end, and
/// without the empty lines at its end.
fn split(bytes: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = bytes
        .split(|&b| b == b'\n')
        .map(|line| {
            let end = line
                .iter()
                .rposition(|b| !b.is_ascii_whitespace())
                .map_or(0, |i| i + 1);
            &line[..end]
        })
        .collect();
    while lines.last().map_or(false, |l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// The diff of a wrong answer: lines `expected | given` around the line
/// the rule's finding names (else the first line of its board that
/// differs, else the first line that differs), that line marked `>`, each
/// escaped and wrapped, cut past [`ROWS`] rows, then the input of that
/// board alone.
pub fn side_by_side(
    problem: &Problem,
    cases: &[Case],
    expected: &[u8],
    given: &[u8],
    finding: Option<&Finding>,
) -> SideBySide {
    let (expected, given) = (split(expected), split(given));
    let per = problem.format.shape().lines_a_case;
    let first_difference = (0..expected.len().max(given.len()))
        .find(|&i| expected.get(i) != given.get(i))
        .unwrap_or(0);
    let named = finding
        .and_then(|finding| finding.case)
        .filter(|&n| (1..=cases.len()).contains(&n));
    let line = finding.and_then(|finding| finding.line).filter(|&n| n >= 1);
    let board = named.unwrap_or(line.map_or(first_difference, |n| n - 1) / per + 1);
    let wrong = match (line, named) {
        (Some(line), _) => line - 1,
        // The first line of that board's answer that differs, else its first.
        (None, Some(board)) => {
            let start = (board - 1) * per;
            (start..start + per)
                .find(|&i| expected.get(i) != given.get(i))
                .unwrap_or(start)
        }
        (None, None) => first_difference,
    };
    let last = expected.len().max(given.len()).max(wrong + 1);
    let from = wrong.saturating_sub(AROUND);
    let to = (wrong + AROUND + 1).min(last);
    let width = (from..to)
        .flat_map(|i| pieces(expected.get(i).copied()))
        .map(|piece| piece.chars().count())
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
        let (left, right) = (
            pieces(expected.get(i).copied()),
            pieces(given.get(i).copied()),
        );
        for row in 0..left.len().max(right.len()) {
            let number = if row == 0 {
                format!("{} {:>5}", mark, i + 1)
            } else {
                " ".repeat(7)
            };
            let piece = |p: &[String]| p.get(row).cloned().unwrap_or_default();
            let line = format!(
                "    {}  {:<width$} | {}",
                number,
                piece(&left),
                piece(&right),
                width = width
            );
            text.push_str(line.trim_end());
            text.push('\n');
        }
    }
    let mut alone = None;
    if let Some(case) = cases.get(board - 1) {
        let input = problem.format.write(std::slice::from_ref(case));
        text.push_str(&format!(
            "    input of board {} of {}, alone:\n",
            board,
            cases.len()
        ));
        for line in input.trim_end().lines() {
            text.push_str(&format!("    | {}\n", line));
        }
        alone = Some((board, input));
    }
    SideBySide { text, alone }
}

/// A wrong answer side by side (`-D`), around the board the rule's
/// finding `found` names, that board saved alone with the command that
/// judges it `again` (`cargo judge PROBLEM SOLUTION`).
pub fn wrong_answer(
    problem: &Problem,
    again: &str,
    case: &TestCase,
    expected: &[u8],
    printed: &[u8],
    found: &Finding,
) -> String {
    let shown = side_by_side(problem, &case.cases, expected, printed, Some(found));
    let mut text = shown.text;
    if let Some((board, alone)) = shown.alone {
        text.push_str(&save_alone(again, &case.name, board, &alone));
    }
    text
}

/// Keeps the input of board `board` of case `name` alone, as a case of a
/// folder of its own: the lines that say where, and the command that
/// judges it again.
fn save_alone(again: &str, name: &str, board: usize, input: &str) -> String {
    let case = format!("{}-board-{}", name, board);
    let saved = crate::build::fresh_folder(&work_folder().join("boards")).and_then(|folder| {
        let file = folder.join(format!("{}.in", case));
        fs::write(&file, input)
            .map_err(FileError::on("write", &file))
            .map(|()| (folder, file))
    });
    match saved {
        Ok((folder, file)) => format!(
            "    saved alone: {}
    judge it again: {} -d {}
",
            file.display(),
            again,
            shell::quote(&folder.to_string_lossy())
        ),
        Err(why) => format!(
            "    (the board alone is not saved: {})
",
            why
        ),
    }
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
            Some(&Finding::wrong(Some(3), None, "board 3: wrong".to_string())),
        );
        assert_eq!(shown.alone, Some((3, "1 2 3 4 5 6 x 7 8\n".to_string())));
        let shown = shown.text;
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
    }

    #[test]
    fn the_board_is_the_findings_never_the_texts() {
        let problem = find("hdu1043").unwrap();
        let input = b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n";
        let cases = problem.format.read(input).unwrap();
        // Board 2's line differs first, but any solving string is right:
        // the rule finds board 3.
        let (expected, given) = (b"\nr\nrr\n", b"\nlrr\nr\n");
        let finding = problem.format.judge(&cases, expected, given).unwrap_err();
        let board_3 = Some((3, "1 2 3 4 5 6 x 7 8\n".to_string()));
        let shown = side_by_side(problem, &cases, expected, given, Some(&finding));
        assert_eq!(shown.alone, board_3);
        assert!(
            shown.text.contains("    >     3  rr       | r\n"),
            "{}",
            shown.text
        );
        // A text that names another board changes nothing.
        let misleading = Finding {
            text: "board 1: case 2: wrong".to_string(),
            ..finding
        };
        let shown = side_by_side(problem, &cases, expected, given, Some(&misleading));
        assert_eq!(shown.alone, board_3);
        // With no finding, the first line that differs.
        let shown = side_by_side(problem, &cases, expected, given, None);
        assert_eq!(shown.alone.map(|(board, _)| board), Some(2));
    }

    #[test]
    fn a_runs_bytes_are_shown_escaped_never_obeyed() {
        let problem = find("poj1077").unwrap();
        let cases = problem.format.read(b"1 2 3 4 5 6 7 x 8\n").unwrap();
        // ESC and CR would move the cursor back and rewrite the line; a
        // bidi override would reverse it; a byte not UTF-8 stays a byte.
        let given = b"lr\x1b[1A\x1b[2K\rAC \xe2\x80\xae\xff\x07\\x\n";
        let shown = side_by_side(problem, &cases, b"r\n", given, None);
        for byte in shown.text.bytes() {
            assert!(
                byte == b'\n' || (b' '..=b'~').contains(&byte),
                "a raw byte {:#04x}: {:?}",
                byte,
                shown.text
            );
        }
        assert!(
            shown
                .text
                .contains("| lr\\x1b[1A\\x1b[2K\\rAC \\u{202e}\\xff\\x07\\\\x\n"),
            "{}",
            shown.text
        );
    }

    #[test]
    fn a_line_past_its_rows_is_cut_saying_how_many_bytes_more() {
        let problem = find("poj1077").unwrap();
        let cases = problem.format.read(b"1 2 3 4 5 6 7 x 8\n").unwrap();
        // A 15 MiB answer on one line: a few rows, never 393k.
        let huge = vec![b'u'; 15 << 20];
        let shown = side_by_side(problem, &cases, b"r\n", &huge, None);
        let rows: Vec<&str> = shown.text.lines().collect();
        assert!(rows.len() <= 1 + ROWS + 1 + 2, "{}", shown.text);
        assert!(shown.text.len() < 1000, "{} bytes", shown.text.len());
        let cut = 15 * (1 << 20) - ROWS * WIDE;
        assert!(
            shown.text.contains(&format!(
                "| ... ({} more)\n",
                crate::shown::size_text(cut as u64)
            )),
            "{}",
            shown.text
        );
        // Escaped characters count as they are shown: 40 ESC bytes are
        // 160 characters, 120 shown (30 bytes), 10 bytes more.
        let escapes = [0x1b_u8; 40];
        let shown = side_by_side(problem, &cases, b"r\n", &escapes, None);
        assert!(
            shown.text.contains("| ... (10 bytes more)\n"),
            "{}",
            shown.text
        );
        assert_eq!(shown.text.matches("\\x1b").count(), 30, "{}", shown.text);
    }

    #[test]
    fn a_long_line_wraps_whole_up_to_its_rows() {
        let problem = find("poj1077").unwrap();
        let cases = problem.format.read(b"1 2 3 4 5 6 7 x 8\n").unwrap();
        let long = "ud".repeat(45) + "r";
        let shown = side_by_side(problem, &cases, b"r\n", long.as_bytes(), None);
        let given: String = shown
            .text
            .lines()
            .skip(1)
            .take_while(|line| !line.contains("input of board"))
            .filter_map(|line| line.split(" | ").nth(1))
            .collect();
        assert_eq!(given, long, "{}", shown.text);
        assert!(!shown.text.contains("more)"), "{}", shown.text);
        let rows = shown.text.lines().filter(|l| l.contains(" | ")).count() - 1;
        // The heading, and the 91 characters on three rows of 40.
        assert_eq!(rows, 1 + 3, "{}", shown.text);
    }
}
