//! Starts with no goal, each answered with a board at the greatest
//! distance from it and the moves there (UVa 10085 "The most distant
//! state"): any farthest board is right.

use super::cells::{counted, counted_text, grid_rows, input_lines, numbers_board};
use super::finding::on_lines;
use super::{random_board, random_count, Case, Description, Finding, Format};
use super::{AtLine, Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{count_of, shown, to_letters, Board, Distances};

/// The number of starts, 1 to `most`, then each start as three rows of
/// three numbers, `0` the blank, blank lines between; per start `Puzzle
/// #k`, a board at the greatest distance from it as three rows, the
/// blank's moves to it in `U L D R`, and an empty line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Farthest {
    pub most: usize,
}

/// The lines of one start's answer: the header, three rows, the moves and
/// an empty line.
const LINES: usize = 6;

impl Format for Farthest {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let boards = counted(&input_lines(input)?, self.most, numbers_board)?;
        Ok(boards.into_iter().map(Case::start_only).collect())
    }

    fn write(&self, cases: &[Case]) -> String {
        counted_text(cases, |case| format!("\n{}", grid_rows(&case.start)))
    }

    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = random_count(random, volume, self.most, 3);
        (0..count)
            .map(|_| Case::start_only(random_board(random)))
            .collect()
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "the number of starts (at most {}), then each as three rows of three numbers, \
                 `0` the blank, blank lines between",
                self.most
            ),
            output: "per start `Puzzle #k`, a board at the greatest distance as three rows, \
                     the blank's moves to it (`U L D R`), an empty line",
            rule: "any board at the greatest distance, with a legal shortest move string to it",
            others: Some("any other board as far, with a shortest move string to it"),
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::None,
            one_case: false,
            solvable_only: false,
            lines_a_case: LINES,
        }
    }

    fn expected(&self, cases: &[Case], _: &mut Oracle) -> String {
        let answers: Vec<String> = cases
            .iter()
            .enumerate()
            .map(|(index, case)| farthest_answer(index, &case.start))
            .collect();
        answers.concat()
    }

    /// Each answer checked against the distances from its start; the
    /// expected output too.
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            judge_farthest(cases, expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

/// The answer to case `index` (from 0) that the library gives: the first
/// of the farthest boards, and its path.
fn farthest_answer(index: usize, start: &Board) -> String {
    let distances = Distances::from_start(start);
    let board = distances.farthest()[0];
    let path = distances
        .path_to(&board)
        .expect("a farthest board is reached");
    let letters: String = to_letters(&path).to_uppercase();
    format!(
        "Puzzle #{}\n{}\n{}\n\n",
        index + 1,
        grid_rows(&board),
        letters
    )
}

/// [`Farthest::judge`] on the lines of both outputs.
fn judge_farthest(cases: &[Case], expected: &[&[u8]], actual: &[&[u8]]) -> Result<(), Finding> {
    for (index, case) in cases.iter().enumerate() {
        let distances = Distances::from_start(&case.start);
        let in_case = |finding: fn(Option<usize>, Option<usize>, String) -> Finding| {
            move |AtLine { line, why }| {
                finding(
                    Some(index + 1),
                    Some(line),
                    format!("case {}: {}", index + 1, why),
                )
            }
        };
        farthest_block(index, &distances, expected).map_err(in_case(Finding::expected))?;
        farthest_block(index, &distances, actual).map_err(in_case(Finding::wrong))?;
    }
    if actual.len() > LINES * cases.len() - 1 {
        return Err(Finding::wrong(
            None,
            Some(LINES * cases.len()),
            format!(
                "line {} is extra: {} need {}",
                LINES * cases.len(),
                count_of(cases.len(), "case"),
                count_of(LINES * cases.len() - 1, "line")
            ),
        ));
    }
    Ok(())
}

/// Checks the six lines of case `index` (from 0) in `lines`: else the
/// line at fault (from 1) and why.
fn farthest_block(index: usize, distances: &Distances, lines: &[&[u8]]) -> Result<(), AtLine> {
    let first = LINES * index;
    let line = |offset: usize| -> Result<&[u8], AtLine> {
        match lines.get(first + offset) {
            Some(line) => Ok(line),
            None if offset == 4 => Ok(b""),
            None => Err(AtLine::at(
                first + offset + 1,
                format!(
                    "no line {}: the output ends after {}",
                    first + offset + 1,
                    count_of(lines.len(), "line")
                ),
            )),
        }
    };
    let header = format!("Puzzle #{}", index + 1);
    if line(0)? != header.as_bytes() {
        return Err(AtLine::at(
            first + 1,
            format!(
                "line {} is {}, where \"{}\" is wanted",
                first + 1,
                shown(line(0)?),
                header
            ),
        ));
    }
    let mut text = String::new();
    for offset in 1..4 {
        text.push_str(&String::from_utf8_lossy(line(offset)?));
        text.push(' ');
    }
    let board = numbers_board(&text).map_err(|why| {
        AtLine::at(
            first + 2,
            format!("lines {} to {}: {}", first + 2, first + 4, why),
        )
    })?;
    distances
        .check(&board, line(4)?)
        .map_err(|fault| AtLine::at(first + 5, fault.to_string()))?;
    match lines.get(first + 5) {
        Some(separator) if !separator.is_empty() => Err(AtLine::at(
            first + 6,
            format!(
                "line {} is {}, where an empty line ends the case",
                first + 6,
                shown(separator)
            ),
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::{board, reads_what_it_writes};

    const GRIDS: Farthest = Farthest { most: 10 };

    #[test]
    fn starts_as_grids_with_no_goal() {
        assert_eq!(reads_what_it_writes(&GRIDS).len(), 10);
        let grids = GRIDS.read(b"1\n\n2 6 4\n1 3 7\n0 5 8\n").unwrap();
        assert_eq!(grids, [Case::start_only(board("264137x58"))]);
        assert_eq!(GRIDS.write(&grids), "1\n\n2 6 4\n1 3 7\n0 5 8\n");
    }

    #[test]
    fn any_farthest_board_with_a_shortest_path_to_it() {
        let start = GRIDS.read(b"1\n2 6 4\n1 3 7\n0 5 8\n").unwrap();
        let sample = "Puzzle #1\n8 1 5\n7 3 6\n4 0 2\nUURDDRULLURRDLLDRRULULDDRUULDDR\n\n";
        let ours = GRIDS.expected(&start, &mut Oracle::new());
        let judge = |expected: &str, actual: &str| {
            GRIDS.judge(&start, expected.as_bytes(), actual.as_bytes())
        };
        assert_eq!(judge(&ours, sample), Ok(()));
        assert_eq!(judge(sample, &ours), Ok(()));
        let short = "Puzzle #1\n8 1 5\n7 3 6\n4 2 0\nUURDDRULLURRDLLDRRULULDDRUULDD\n";
        let found = judge(sample, short).unwrap_err();
        assert_eq!(
            found.text,
            "case 1: the board is 30 moves from the start, but the farthest are 31"
        );
        assert_eq!((found.case, found.line), (Some(1), Some(5)));
        // The header names what it wants.
        let header = judge(&ours, &ours.replace("Puzzle #1", "Puzzle 1")).unwrap_err();
        assert_eq!(
            header.text,
            "case 1: line 1 is \"Puzzle 1\", where \"Puzzle #1\" is wanted"
        );
        assert_eq!(
            (
                header.line,
                header.wanted.as_deref(),
                header.given.as_deref()
            ),
            (Some(1), Some("Puzzle #1"), Some("Puzzle 1"))
        );
    }
}
